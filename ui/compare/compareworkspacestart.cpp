// CompareWorkspace's part of the program's start: the command line's options
// (ui/compare/compareoptions.h), applied by Compare itself, and the signal that says they are
// done.
#include "compare/compareworkspace.h"

#include "compare/batchrunner.h"

#include <QTabWidget>
#include <QTimer>

#include <memory>

void CompareWorkspace::applyOptions(const CompareOptions &options)
{
    if (options.preset < 0)
        return;
    applyPreset(Preset(options.preset));
    m_tabs->setCurrentIndex(options.tab);
}

void CompareWorkspace::settleOptions(const CompareOptions &options)
{
    m_settled = false;
    // The connections of this start go with it.
    auto *start = new QObject(this);
    auto done = std::make_shared<bool>(false);
    const auto finish = [this, start, done] {
        if (*done)
            return;
        *done = true;
        start->deleteLater();
        m_settled = true;
        emit settled();
    };
    if (options.preset < 0 || !run()) {
        finish();
        return;
    }
    // The batch to its end, or cancelled at the budget (what finished shows); finished() comes
    // once its thread has stopped.
    connect(m_runner, &BatchRunner::finished, start, finish);
    QTimer::singleShot(options.batchBudgetMs, start, [this] { cancel(); });
}
