// AsyncRunner, the GUI's one mechanism for long work (ui/common/asyncrunner.h): answers and
// streamed pieces arrive by value on the GUI thread, in order, the end after every piece; cancel()
// and a new start drop whatever the earlier work still delivers; requestStop() lets it deliver its
// end; the runner's destruction does not wait for the work (which sees its stop flag and may still
// send into the void); work that throws ends in failed(); a batch's extra workers
// (core::parallelFor on runOnPool) stream their pieces through the same runner.
#include "batch/parallel.h"
#include "common/asyncrunner.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// Waits (on a worker thread) until `flag` is raised, at most `seconds`; whether it was.
bool waitFor(const std::atomic<bool> &flag, int seconds = 20)
{
    const auto until = Clock::now() + std::chrono::seconds(seconds);
    while (!flag.load()) {
        if (Clock::now() > until)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

bool onGuiThread()
{
    return QThread::currentThread() == QCoreApplication::instance()->thread();
}

} // namespace

class TestAsyncRunner : public QObject
{
    Q_OBJECT

private slots:
    void startHandsTheAnswerByValueOnTheGuiThread()
    {
        AsyncRunner runner;
        QSignalSpy idle(&runner, &AsyncRunner::idle);
        std::vector<int> answer;
        bool guiThread = false;
        runner.start<std::vector<int>>(
            [](const std::atomic<bool> &) {
                std::vector<int> v(1000);
                for (int i = 0; i < 1000; ++i)
                    v[std::size_t(i)] = i * i;
                return v;
            },
            [&](std::vector<int> v) {
                guiThread = onGuiThread();
                answer = std::move(v);
            });
        QVERIFY(runner.isRunning());
        QVERIFY(idle.wait(20000));
        QCOMPARE(idle.count(), 1);
        QVERIFY(guiThread);
        QVERIFY(!runner.isRunning());
        QCOMPARE(answer.size(), 1000u);
        QCOMPARE(answer[999], 999 * 999);
    }

    void streamDeliversPiecesInOrderThenItsEnd()
    {
        AsyncRunner runner;
        QSignalSpy idle(&runner, &AsyncRunner::idle);
        std::vector<int> pieces;
        int end = -1;
        std::size_t piecesAtEnd = 0;
        bool allOnGuiThread = true;
        runner.stream<int, int>(
            [](const std::atomic<bool> &, const AsyncRunner::Sink<int> &send) {
                for (int i = 0; i < 5000; ++i)
                    send(int(i));
                return 5000;
            },
            [&](int piece) {
                allOnGuiThread = allOnGuiThread && onGuiThread();
                pieces.push_back(piece);
            },
            [&](int e) {
                allOnGuiThread = allOnGuiThread && onGuiThread();
                end = e;
                piecesAtEnd = pieces.size();
            });
        QVERIFY(idle.wait(20000));
        QVERIFY(allOnGuiThread);
        QCOMPARE(end, 5000);
        QCOMPARE(piecesAtEnd, 5000u);
        for (int i = 0; i < 5000; ++i)
            QCOMPARE(pieces[std::size_t(i)], i);
    }

    // The work sends a piece, waits for its stop flag, then sends another and returns: after
    // cancel() neither arrives, though the work does both.
    void cancelDropsWhatTheWorkStillDelivers()
    {
        AsyncRunner runner;
        QSignalSpy idle(&runner, &AsyncRunner::idle);
        auto sawStop = std::make_shared<std::atomic<bool>>(false);
        auto ended = std::make_shared<std::atomic<bool>>(false);
        std::vector<int> pieces;
        bool done = false;
        runner.stream<int, int>(
            [sawStop, ended](const std::atomic<bool> &stop, const AsyncRunner::Sink<int> &send) {
                send(1);
                sawStop->store(waitFor(stop));
                send(2);
                ended->store(true);
                return 3;
            },
            [&](int piece) { pieces.push_back(piece); }, [&](int) { done = true; });
        QTRY_COMPARE_WITH_TIMEOUT(pieces.size(), 1u, 20000);
        runner.cancel();
        QVERIFY(!runner.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(ended->load(), 20000);
        QVERIFY(sawStop->load());
        QTRY_VERIFY_WITH_TIMEOUT(!runner.hasCancelledWork(), 20000);
        QTest::qWait(100); // the dropped calls were queued before the work ended
        QCOMPARE(pieces, std::vector<int> { 1 });
        QVERIFY(!done);
        QCOMPARE(idle.count(), 0);
    }

    // A second start while the first works: only the second's answer arrives, and the first
    // work was told to stop.
    void aNewStartDropsTheEarlierAnswer()
    {
        AsyncRunner runner;
        QSignalSpy idle(&runner, &AsyncRunner::idle);
        auto firstStarted = std::make_shared<std::atomic<bool>>(false);
        auto firstStopped = std::make_shared<std::atomic<bool>>(false);
        std::vector<QString> answers;
        runner.start<QString>(
            [firstStarted, firstStopped](const std::atomic<bool> &stop) {
                firstStarted->store(true);
                firstStopped->store(waitFor(stop));
                return QStringLiteral("first");
            },
            [&](QString s) { answers.push_back(s); });
        QTRY_VERIFY_WITH_TIMEOUT(firstStarted->load(), 20000);
        runner.start<QString>([](const std::atomic<bool> &) { return QStringLiteral("second"); },
            [&](QString s) { answers.push_back(s); });
        QVERIFY(idle.wait(20000));
        QTRY_VERIFY_WITH_TIMEOUT(!runner.hasCancelledWork(), 20000);
        QVERIFY(firstStopped->load());
        QTest::qWait(100);
        QCOMPARE(answers, std::vector<QString> { QStringLiteral("second") });
        QCOMPARE(idle.count(), 1);
    }

    // requestStop(): the work sees its flag and still delivers its last piece and its end.
    void requestStopLetsTheEndThrough()
    {
        AsyncRunner runner;
        QSignalSpy idle(&runner, &AsyncRunner::idle);
        std::vector<int> pieces;
        int end = 0;
        runner.stream<int, int>(
            [](const std::atomic<bool> &stop, const AsyncRunner::Sink<int> &send) {
                send(1);
                const bool stopped = waitFor(stop);
                send(2);
                return stopped ? -1 : 0;
            },
            [&](int piece) { pieces.push_back(piece); }, [&](int e) { end = e; });
        QTRY_COMPARE_WITH_TIMEOUT(pieces.size(), 1u, 20000);
        runner.requestStop();
        QVERIFY(runner.isRunning());
        QVERIFY(idle.wait(20000));
        QCOMPARE(pieces, (std::vector<int> { 1, 2 }));
        QCOMPARE(end, -1);
        QVERIFY(!runner.isRunning());
    }

    // Deleting the runner returns while its work still runs (the work waits for the test, not
    // for its flag); the flag was raised; what the work sends afterwards goes nowhere.
    void destructionDoesNotWaitForTheWork()
    {
        auto *runner = new AsyncRunner;
        auto started = std::make_shared<std::atomic<bool>>(false);
        auto release = std::make_shared<std::atomic<bool>>(false);
        auto running = std::make_shared<std::atomic<bool>>(true);
        auto sawStop = std::make_shared<std::atomic<bool>>(false);
        int delivered = 0;
        runner->stream<int, int>(
            [=](const std::atomic<bool> &stop, const AsyncRunner::Sink<int> &send) {
                started->store(true);
                waitFor(*release);
                sawStop->store(stop.load());
                send(1);
                running->store(false);
                return 2;
            },
            [&](int) { ++delivered; }, [&](int) { ++delivered; });
        QTRY_VERIFY_WITH_TIMEOUT(started->load(), 20000);
        delete runner;
        QVERIFY(running->load()); // the destructor did not wait for the work
        release->store(true);
        QTRY_VERIFY_WITH_TIMEOUT(!running->load(), 20000);
        QVERIFY(sawStop->load());
        QTest::qWait(100);
        QCOMPARE(delivered, 0);
    }

    void workThatThrowsEndsInFailed()
    {
        AsyncRunner runner;
        QSignalSpy failed(&runner, &AsyncRunner::failed);
        QSignalSpy idle(&runner, &AsyncRunner::idle);
        bool done = false;
        runner.start<int>(
            [](const std::atomic<bool> &) -> int { throw std::runtime_error("no such puzzle"); },
            [&](int) { done = true; });
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.first().first().toString(), QStringLiteral("no such puzzle"));
        QVERIFY(!runner.isRunning());
        QTest::qWait(50);
        QVERIFY(!done);
        QCOMPARE(idle.count(), 0);
    }

    // A batch's shape (Compare): core::parallelFor with its extra workers on the work pool,
    // each finished index sent as a piece from whichever worker finished it: every index arrives
    // once, before the end; none of it ran on Qt's global pool or on the GUI thread.
    void piecesFromTheWorkersOfASplitBatch()
    {
        AsyncRunner runner;
        QSignalSpy idle(&runner, &AsyncRunner::idle);
        std::multiset<int> pieces;
        std::size_t piecesAtEnd = 0;
        auto offPool = std::make_shared<std::atomic<int>>(0);
        runner.stream<int, int>(
            [offPool](const std::atomic<bool> &stop, const AsyncRunner::Sink<int> &send) {
                const auto done = core::parallelFor(
                    300,
                    [offPool](std::size_t, int) {
                        if (QThreadPool::globalInstance()->contains(QThread::currentThread())
                            || QThread::currentThread() == QCoreApplication::instance()->thread())
                            ++*offPool;
                        std::this_thread::sleep_for(std::chrono::microseconds(100));
                    },
                    4, &stop, [&send](std::size_t i, std::size_t) { send(int(i)); },
                    AsyncRunner::runOnPool);
                return int(std::count(done.begin(), done.end(), 1));
            },
            [&](int i) { pieces.insert(i); },
            [&](int finished) {
                QCOMPARE(finished, 300);
                piecesAtEnd = pieces.size();
            });
        QVERIFY(idle.wait(20000));
        QCOMPARE(piecesAtEnd, 300u);
        QCOMPARE(std::set<int>(pieces.begin(), pieces.end()).size(), 300u);
        QCOMPARE(offPool->load(), 0);
    }
};

QTEST_GUILESS_MAIN(TestAsyncRunner)
#include "tst_asyncrunner.moc"
