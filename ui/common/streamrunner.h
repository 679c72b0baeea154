#pragma once

#include <QFuture>
#include <QList>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>

// Runs long streaming work off the GUI thread (a solver run for the Lab): the work hands pieces
// of its result (chunks of events) to `piece` on the GUI thread as it goes, by value and in
// order, then its end to `done`. The work gets a stop flag it polls; requestStop() raises it
// (what the work still sends arrives), cancel() raises it and from then on nothing more of that
// work is delivered (a new start() cancels the previous work the same way). Nothing is shared
// between the threads but the flag: pieces are moved into queued calls. The destructor cancels and
// waits for the work to return.
//
//     runner.start<Chunk, End>(
//         [](const std::atomic<bool> &stop, const StreamRunner::Sink<Chunk> &send) {
//             ... send(std::move(chunk)); ... return end; },
//         [](Chunk chunk) { ... }, [](End end) { ... });
class StreamRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StreamRunner)

public:
    template <class Piece> using Sink = std::function<void(Piece &&)>;

    explicit StreamRunner(QObject *parent = nullptr)
        : QObject { parent }
    { }
    ~StreamRunner() override
    {
        cancel();
        for (QFuture<void> &future : m_futures)
            future.waitForFinished();
    }

    template <class Piece, class End>
    void start(std::function<End(const std::atomic<bool> &stop, const Sink<Piece> &send)> work,
        std::function<void(Piece)> piece, std::function<void(End)> done)
    {
        cancel();
        const quint64 generation = ++m_generation;
        auto stop = std::make_shared<std::atomic<bool>>(false);
        m_stop = stop;
        m_running = true;
        // Queued calls on this object: they run on its (the GUI) thread in the order posted, and
        // are dropped with the object. Shared pointers keep the lambdas copyable.
        const Sink<Piece> send = [this, generation, piece](Piece &&p) {
            auto shared = std::make_shared<Piece>(std::move(p));
            QMetaObject::invokeMethod(
                this,
                [this, generation, piece, shared] {
                    if (generation == m_generation)
                        piece(std::move(*shared));
                },
                Qt::QueuedConnection);
        };
        m_futures.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
        m_futures.push_back(QtConcurrent::run([this, work, send, stop, generation, done] {
            auto end = std::make_shared<End>(work(*stop, send));
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, end] {
                    if (generation != m_generation)
                        return;
                    m_running = false;
                    done(std::move(*end));
                    emit finished();
                },
                Qt::QueuedConnection);
        }));
    }

    // Raises the running work's stop flag and lets it deliver what it still sends (the work ends
    // soon, and its end says it was stopped).
    void requestStop()
    {
        if (m_stop)
            m_stop->store(true);
    }
    // Raises the running work's stop flag and drops whatever it still delivers.
    void cancel()
    {
        if (m_stop)
            m_stop->store(true);
        m_stop.reset();
        if (m_running) {
            ++m_generation;
            m_running = false;
        }
    }
    bool isRunning() const { return m_running; }

signals:
    // After `done` of the current work.
    void finished();

private:
    quint64 m_generation = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_stop;
    QList<QFuture<void>> m_futures; // cancelled work may still be returning
};
