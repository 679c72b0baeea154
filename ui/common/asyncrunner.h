#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QThreadPool;

// Runs work off the GUI thread and hands its result, by value, to `done` on the GUI thread.
// Each runner keeps a generation number: starting new work makes every earlier result stale, and
// stale results are dropped, so a quick succession of requests shows only the last answer.
// The work gets a stop flag it should poll; start() and cancel() raise the previous one.
//
// The work runs on threads of its own (workPool()), never on QThreadPool::globalInstance(): Qt's
// raster painting splits large fills over the global pool and waits for them on the GUI thread,
// so long work there stalls every repaint (on a 25x25 board with every candidate: 20 s and more
// while the tutor worked).
class AsyncRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AsyncRunner)

public:
    explicit AsyncRunner(QObject *parent = nullptr)
        : QObject { parent }
    { }
    ~AsyncRunner() override { cancel(); }

    template <class T>
    void start(std::function<T(const std::atomic<bool> &stop)> work, std::function<void(T)> done)
    {
        cancel();
        const quint64 generation = ++m_generation;
        auto stop = std::make_shared<std::atomic<bool>>(false);
        m_stop = stop;
        auto *watcher = new QFutureWatcher<T>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, done] {
            watcher->deleteLater();
            if (generation != m_generation || watcher->isCanceled())
                return;
            --m_running;
            done(watcher->result());
            emit idle();
        });
        ++m_running;
        auto finished = std::make_shared<std::atomic<bool>>(false);
        std::erase_if(m_tasks, [](const Task &t) { return t.finished->load(); });
        m_tasks.push_back({ stop, finished });
        watcher->setFuture(QtConcurrent::run(workPool(), [work, stop, finished] {
            struct Finish
            {
                std::atomic<bool> &flag;
                ~Finish() { flag.store(true); }
            } finish { *finished };
            return work(*stop);
        }));
    }

    void cancel()
    {
        if (m_stop)
            m_stop->store(true);
        m_stop.reset();
        if (m_running > 0) {
            ++m_generation;
            m_running = 0;
        }
    }
    // Whether an answer is awaited (work started and not cancelled).
    bool isRunning() const { return m_running > 0; }
    // Whether work this runner cancelled is still on a thread: it ends when it next looks at its
    // stop flag.
    bool hasCancelledWork() const
    {
        return std::any_of(m_tasks.begin(), m_tasks.end(),
            [](const Task &t) { return t.stop->load() && !t.finished->load(); });
    }

    // The threads every runner's work shares (as many as the machine has cores).
    static QThreadPool *workPool();

signals:
    void idle();

private:
    quint64 m_generation = 0;
    int m_running = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
    struct Task
    {
        std::shared_ptr<std::atomic<bool>> stop;
        std::shared_ptr<std::atomic<bool>> finished;
    };
    std::vector<Task> m_tasks; // work started, finished or not
};
