#pragma once

#include "board/geometry.h"
#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "search/searchoptions.h"
#include "wording/climbwording.h"
#include "wording/searchwording.h"
#include "wording/stepwording.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <memory>

// The words of a recorded run (core/run's timeline), event by event, for the Solver Lab's event
// list and its counters: each family's events through the family's wording (SearchWording,
// ClimbWording, StepWording), the logic events the FILTER and Chen add, how a run ended and the
// names of the counters. The timeline must outlive the wording (it may grow meanwhile).
class RunWording final
{
    Q_DECLARE_TR_FUNCTIONS(RunWording)

public:
    RunWording(const core::RunTimeline &timeline, core::CellNaming naming);
    ~RunWording();

    // The line of event k: "Try E5 = 3: fewest candidates (2)", "Conflict: E7 has no candidate
    // left", "FILTER rule 2 (Hidden Single): E7 = 4", "Swap E5 and F6: f +3 to 157" ...
    QString line(std::uint64_t k) const;
    // A short name of an event's kind: "Decision", "Backtrack", "Move" ...
    static QString kindName(core::RunEventKind kind);
    // How a run ended, in one sentence with its counters.
    QString finish(const core::RunFinish &finish) const;
    // "Solved", "No solution", "Cancelled" ...
    static QString outcomeName(core::RunOutcome outcome);

    // The names of the counters (RunCounters' fields) as the counters panel shows them.
    enum class Counter {
        Recursions,
        Backtracks,
        Nodes,
        Depth,
        MaxDepth,
        Iterations,
        Sideways,
        Restarts,
        F,
        F1,
        F2,
        BestF,
        Steps,
        Reductions,
        Score,
        TopRule,
        CpuTime,
    };
    static QString counterName(Counter counter);
    // The counter's value, formatted ("1,234"; the top rule by its technique; CPU time in ms).
    QString counterValue(const core::RunCounters &counters, Counter counter) const;

private:
    QString changesText(std::uint64_t k, bool skipDecision) const;

    const core::RunTimeline &m_timeline;
    StepWording m_steps;
    SearchWording m_search;
    ClimbWording m_climb;
    core::VariableOrder m_order = core::VariableOrder::Mrv;
    core::LogicMode m_logicMode = core::LogicMode::Tutor;
    // A cursor of its own for the facts read from the board (a decision's candidates).
    std::unique_ptr<core::RunCursor> m_cursor;
};
