#include "common/asyncrunner.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace {

// Deleted on its own thread (the GUI's) once the runner and every work that may post to it have
// let go: after the calls they queued.
std::shared_ptr<QObject> newMailbox()
{
    return { new QObject, [](QObject *mailbox) { mailbox->deleteLater(); } };
}

} // namespace

AsyncRunner::AsyncRunner(QObject *parent)
    : QObject { parent }
    , m_mailbox { newMailbox() }
{ }

AsyncRunner::~AsyncRunner()
{
    cancel();
}

QThreadPool *AsyncRunner::workPool()
{
    // Owned by the application, so it is gone (its threads joined) before the program ends. Made
    // on the GUI thread (by the first work started there), before any worker asks for it.
    static QPointer<QThreadPool> pool;
    const QCoreApplication *app = QCoreApplication::instance();
    if (!pool && app && QThread::currentThread() == app->thread()) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("workPool"));
        pool->setMaxThreadCount(kMaxThreads);
    }
    return pool;
}

void AsyncRunner::runOnPool(std::function<void()> task)
{
    // Once the application has gone there is no pool: the task is dropped, and the work that
    // split itself (core::parallelFor) does its part itself.
    if (QThreadPool *pool = workPool())
        pool->start(std::move(task));
}

AsyncRunner::Delivery AsyncRunner::begin()
{
    cancel();
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    return { this, m_mailbox, ++m_generation, m_stop };
}

void AsyncRunner::launch(
    const Delivery &delivery, std::function<void(const std::atomic<bool> &)> body)
{
    auto finished = std::make_shared<std::atomic<bool>>(false);
    std::erase_if(m_tasks, [](const Task &t) { return t.finished->load(); });
    m_tasks.push_back({ delivery.stop, finished });
    runOnPool([delivery, body = std::move(body), finished] {
        try {
            body(*delivery.stop);
        } catch (const std::exception &e) {
            delivery.fail(QString::fromLocal8Bit(e.what()));
        } catch (...) {
            delivery.fail(QStringLiteral("unknown error"));
        }
        finished->store(true);
    });
}

void AsyncRunner::Delivery::post(std::function<void()> call) const
{
    QMetaObject::invokeMethod(
        mailbox.get(),
        [runner = runner, generation = generation, call = std::move(call)] {
            if (runner && runner->m_generation == generation && runner->m_running)
                call();
        },
        Qt::QueuedConnection);
}

void AsyncRunner::Delivery::finish(std::function<void()> call) const
{
    QMetaObject::invokeMethod(
        mailbox.get(),
        [runner = runner, generation = generation, call = std::move(call)] {
            if (!runner || runner->m_generation != generation || !runner->m_running)
                return;
            runner->m_running = false;
            call();
            emit runner->idle();
        },
        Qt::QueuedConnection);
}

void AsyncRunner::Delivery::fail(const QString &message) const
{
    QMetaObject::invokeMethod(
        mailbox.get(),
        [runner = runner, generation = generation, message] {
            if (!runner || runner->m_generation != generation || !runner->m_running)
                return;
            runner->m_running = false;
            emit runner->failed(message);
        },
        Qt::QueuedConnection);
}

void AsyncRunner::requestStop()
{
    if (m_stop)
        m_stop->store(true);
}

void AsyncRunner::cancel()
{
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    if (m_running) {
        ++m_generation;
        m_running = false;
    }
}

bool AsyncRunner::hasCancelledWork() const
{
    return std::any_of(m_tasks.begin(), m_tasks.end(),
        [](const Task &t) { return t.stop->load() && !t.finished->load(); });
}
