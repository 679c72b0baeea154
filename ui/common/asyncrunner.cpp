#include "common/asyncrunner.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>

QThreadPool *AsyncRunner::workPool()
{
    // Owned by the application, so it is gone (its threads joined) before the program ends.
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("asyncRunnerPool"));
        pool->setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    }
    return pool;
}
