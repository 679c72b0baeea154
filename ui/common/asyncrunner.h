#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

// Runs work off the GUI thread and hands its result, by value, to `done` on the GUI thread.
// Each runner keeps a generation number: starting new work makes every earlier result stale, and
// stale results are dropped, so a quick succession of requests shows only the last answer.
// The work gets a stop flag it should poll; start() and cancel() raise the previous one.
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
        watcher->setFuture(QtConcurrent::run([work, stop] { return work(*stop); }));
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
    bool isRunning() const { return m_running > 0; }

signals:
    void idle();

private:
    quint64 m_generation = 0;
    int m_running = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
};
