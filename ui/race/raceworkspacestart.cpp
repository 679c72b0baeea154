// RaceWorkspace's part of the program's start: the command line's options
// (ui/race/raceoptions.h), applied by the race itself, and the signal that says they are done.
#include "race/raceworkspace.h"

#include "runview/runsession.h"
#include "runview/transport.h"

#include <QTimer>

#include <memory>

void RaceWorkspace::applyOptions(const RaceOptions &options)
{
    if (!options.preset.isEmpty())
        applyPreset(options.preset);
}

void RaceWorkspace::settleOptions(const RaceOptions &options)
{
    m_settled = false;
    // The connections of this start go with it.
    auto *start = new QObject(this);
    auto done = std::make_shared<bool>(false);
    const auto settle = [this, start, done] {
        *done = true;
        start->deleteLater();
        m_settled = true;
        emit settled();
    };
    QString error;
    if (options.preset.isEmpty() || !runAll(&error)) {
        settle();
        return;
    }
    m_transport->setPlaying(false);
    // Every run to its end, or cancelled at the budget; then the race after the decisions asked
    // for, in lockstep, or at its end.
    const auto finish = [this, done, settle, event = options.event] {
        if (*done)
            return;
        *done = true;
        for (RacePane *pane : std::as_const(m_panes))
            pane->session()->cancel();
        setMeasure(RaceMeasure::Decision);
        seekLockstep(event >= 0 ? quint64(event) : m_transport->count());
        settle();
    };
    for (RacePane *pane : std::as_const(m_panes))
        connect(pane, &RacePane::runEnded, start, [this, finish] {
            if (!isRunning())
                finish();
        });
    QTimer::singleShot(options.runBudgetMs, start, finish);
}
