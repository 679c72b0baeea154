// LabWorkspace's part of the program's start: the command line's options (ui/lab/laboptions.h),
// applied by the Lab itself, and the signal that says they are done.
#include "lab/labworkspace.h"

#include "lab/searchtreepanel.h"
#include "runview/runsession.h"
#include "runview/solverchooser.h"

#include <QElapsedTimer>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <utility>

bool LabWorkspace::applyOptions(const LabOptions &options, QString *unknownWord)
{
    return options.family.isEmpty() || m_chooser->setSpecWords(options.spec, unknownWord);
}

void LabWorkspace::settleOptions(const LabOptions &options)
{
    m_settled = false;
    // The connections of this start go with it.
    auto *start = new QObject(this);
    auto done = std::make_shared<bool>(false);
    const auto finish = [this, start, done, tab = options.tab] {
        if (*done)
            return;
        *done = true;
        start->deleteLater();
        if (!tab.isEmpty())
            showSidePage(tab);
        m_settled = true;
        emit settled();
    };
    QString error;
    if (options.family.isEmpty() || !run(&error)) {
        finish();
        return;
    }
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    // The run to its end, or cancelled at its budget (runEnded() follows the cancel).
    auto *budget = new QTimer(start);
    budget->setSingleShot(true);
    connect(budget, &QTimer::timeout, start, [this] { m_session->cancel(); });
    auto ended = std::make_shared<bool>(false);
    const auto afterRun = [=, this] {
        seek(options.event >= 0 ? quint64(options.event) : m_session->eventCount());
        if (options.treeCompare.isEmpty()) {
            finish();
            return;
        }
        // The other ordering's tree, until it ends or the start's time is up.
        m_tree->compareWith(options.treeCompare);
        RunSession *compare = m_tree->compareSession();
        if (!compare->isRunning()) {
            finish();
            return;
        }
        connect(compare, &RunSession::runEnded, start, finish);
        QTimer::singleShot(
            std::max<qint64>(0, options.treeBudgetMs - clock->elapsed()), start, finish);
    };
    // Once the run's end has been taken in by every view (queued: not inside the session's
    // signal).
    connect(m_session, &RunSession::runEnded, start, [=] {
        if (std::exchange(*ended, true))
            return;
        budget->stop();
        QMetaObject::invokeMethod(start, afterRun, Qt::QueuedConnection);
    });
    budget->start(options.runBudgetMs);
}

void LabWorkspace::showSidePage(const QString &objectName)
{
    // The page, and every tab widget it sits in (the climber's pages in its own tabs).
    auto *page = findChild<QWidget *>(objectName);
    for (QWidget *w = page; w && w != this && w->parentWidget(); w = w->parentWidget())
        if (auto *tabs = qobject_cast<QTabWidget *>(w->parentWidget()->parentWidget()))
            if (tabs->indexOf(w) >= 0)
                tabs->setCurrentWidget(w);
}
