#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <vector>

class QThreadPool;

// Long work off the GUI thread: the one mechanism of the program's GUI (hints, the steps list,
// the difficulty figures, the puzzle library, the generator, the climber's comparisons, the Lab's
// and the race's solver runs, Compare's batches).
//
// Two shapes. start(): work(stop) returns one answer, handed by value to done() on the GUI thread.
// stream(): work(stop, send) hands pieces of its result to send() as it goes (chunks of events,
// finished rows), each handed by value and in order to piece() on the GUI thread, then its end to
// done(). Nothing is shared between the threads but the stop flag: inputs are copied into the
// work, pieces and answers moved into queued calls.
//
// Stopping. The work polls its stop flag. requestStop() raises it and lets the work deliver what
// it still sends and its end (the end says it was stopped). cancel() raises it and drops
// whatever that work still delivers; so does a new start() or stream() (a quick succession of
// requests shows only the last answer), and the runner's destruction, which does not wait: the
// work ends on its own when it next looks at its flag, and the pool's owner (the application)
// waits for it at exit.
//
// The pool policy. All work runs on workPool(), one pool for the whole program:
//  - never Qt's global pool: Qt's raster painting splits large fills over
//    QThreadPool::globalInstance() and waits for them on the GUI thread, so long work there stalls
//    every repaint (before this pool: 12 s without a repaint while a Lab run and its tree
//    comparison held the global pool's two threads; tst_responsiveness
//    noStallWhileTheLabAndCompareWork);
//  - no work waits for other work: the pool has a thread for every task (up to kMaxThreads; idle
//    threads end after 30 s), so a hint never queues behind a minutes-long Lab run or a batch.
//    The cores are shared by the system's scheduler; the GUI thread, asleep most of the time,
//    gets the processor when it wakes (its CPU time per event-loop gap is what the tests bound);
//  - work that splits itself (a Compare batch, core::parallelFor) runs its extra workers on the
//    same pool (runOnPool()) and sizes itself to the cores.
class AsyncRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AsyncRunner)

public:
    template <class Piece> using Sink = std::function<void(Piece &&)>;

    // Threads of workPool() at most: far more than the tasks the GUI ever runs at once.
    static constexpr int kMaxThreads = 64;

    explicit AsyncRunner(QObject *parent = nullptr);
    ~AsyncRunner() override;

    template <class T>
    void start(std::function<T(const std::atomic<bool> &stop)> work, std::function<void(T)> done)
    {
        stream<Nothing, T>(
            [work](const std::atomic<bool> &stop, const Sink<Nothing> &) { return work(stop); }, {},
            std::move(done));
    }

    template <class Piece, class End>
    void stream(std::function<End(const std::atomic<bool> &stop, const Sink<Piece> &send)> work,
        std::function<void(Piece)> piece, std::function<void(End)> done)
    {
        const Delivery delivery = begin();
        const Sink<Piece> send = [delivery, piece](Piece &&p) {
            auto shared = std::make_shared<Piece>(std::move(p));
            delivery.post([piece, shared] {
                if (piece)
                    piece(std::move(*shared));
            });
        };
        launch(delivery, [work, send, done, delivery](const std::atomic<bool> &stop) {
            auto end = std::make_shared<End>(work(stop, send));
            delivery.finish([done, end] { done(std::move(*end)); });
        });
    }

    // Raises the running work's stop flag and lets it deliver what it still sends.
    void requestStop();
    // Raises the running work's stop flag and drops whatever it still delivers.
    void cancel();
    // Whether an answer (or the end of a stream) is awaited: work started and not cancelled.
    bool isRunning() const { return m_running; }
    // Whether work this runner cancelled is still on a thread: it ends when it next looks at its
    // stop flag.
    bool hasCancelledWork() const;

    // The threads every runner's work shares (the policy above); null off the GUI thread before
    // the first work and after the application has gone.
    static QThreadPool *workPool();
    // Runs a task on workPool() with nothing delivered: the extra workers of work that splits
    // itself (a batch's core::parallelFor, which does not need every task to run).
    static void runOnPool(std::function<void()> task);

signals:
    // After done() of the current work.
    void idle();
    // The current work threw instead of returning: nothing more comes from it.
    void failed(const QString &message);

private:
    struct Nothing
    {
    };
    // Where a work's deliveries go: queued calls on the GUI thread, made only while the runner
    // lives and the work is still its current one (its generation).
    struct Delivery
    {
        QPointer<AsyncRunner> runner;
        std::shared_ptr<QObject> mailbox;
        quint64 generation = 0;
        std::shared_ptr<std::atomic<bool>> stop;
        // A piece; the end (after it the runner is idle).
        void post(std::function<void()> call) const;
        void finish(std::function<void()> call) const;
        void fail(const QString &message) const;
    };
    struct Task
    {
        std::shared_ptr<std::atomic<bool>> stop;
        std::shared_ptr<std::atomic<bool>> finished;
    };

    // Cancels the current work and prepares the next one's delivery.
    Delivery begin();
    void launch(const Delivery &delivery, std::function<void(const std::atomic<bool> &)> body);

    quint64 m_generation = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_stop;
    // The receiver of the queued calls: it outlives the runner while work may still post to it.
    std::shared_ptr<QObject> m_mailbox;
    std::vector<Task> m_tasks; // work started, finished or not
};
