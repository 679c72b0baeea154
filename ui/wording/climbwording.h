#pragma once

#include "climb/hillclimber.h"
#include "wording/stepwording.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

// The words of a hill-climbing run, event by event, for the Solver Lab's event list: the start
// with its initialization and objective, moves and sideways moves with the swap and the change
// of f, best-first's downhill moves and jumps back to a queued state, restarts with their
// reason, and how the run ended. Data in, QString out.
class ClimbWording final
{
    Q_DECLARE_TR_FUNCTIONS(ClimbWording)

public:
    ClimbWording(const core::Geometry &geometry, core::CellNaming naming);

    // "greedy", "greedy with post-swapping", "random".
    static QString initName(core::ClimbInit init);
    // "best-first", "steepest ascent".
    static QString searchName(core::ClimbSearch search);
    // "plateau", "strict local maximum", "long sideways walk", "queue exhausted", ...
    static QString reasonName(core::ClimbRestartReason reason);

    // A new initial state: "Start (greedy with post-swapping): f = 150 (f1 = 152, clashes 2)";
    // after `restarts` > 0 restarts: "Start 3 (random): ...".
    QString start(core::ClimbInit init, int restarts, int f, int f1, int f2) const;
    // A move to a better successor: "Swap E5 and F6: f +3 to 157".
    QString move(int cellA, int cellB, int delta, int f) const;
    // A move along a plateau: "Sideways: swap E5 and F6, f stays 157".
    QString sideways(int cellA, int cellB, int f) const;
    // Best-first, to a worse successor: "Downhill: swap E5 and F6: f -2 to 155".
    QString downhill(int cellA, int cellB, int delta, int f) const;
    // Best-first, back to a queued state: "Back to the state of iteration 12, swap E5 and F6:
    // f 155".
    QString jump(std::uint64_t from, int cellA, int cellB, int f) const;
    // "Restart 4: plateau".
    QString restart(core::ClimbRestartReason reason, int restarts) const;
    // How the run ended: "Solved after 120 iterations and 2 restarts", the limits, ...
    QString finish(core::ClimbStop stop, std::uint64_t iterations, int restarts) const;

private:
    StepWording m_words;
};
