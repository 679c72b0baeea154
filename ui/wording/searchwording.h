#pragma once

#include "board/geometry.h"
#include "logic/step.h"
#include "search/searchoptions.h"
#include "search/searchtrace.h"
#include "wording/stepwording.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

// The words of a search run, event by event, for the Solver Lab's event list and sudoku-cli:
// decisions with their reason, what propagation placed or removed and by which rule, conflicts
// of each kind, backtracks and how the run ended. Data in (core's search types and plain
// numbers), QString out, in the same words as the steps (StepWording).
class SearchWording final
{
    Q_DECLARE_TR_FUNCTIONS(SearchWording)

public:
    SearchWording(const core::Geometry &geometry, core::CellNaming naming);

    // Why the variable order chose a cell: "fewest candidates (2)", "fewest candidates (2),
    // then the highest Contribution Number (3.5)"; `ties` cells shared the best weight.
    QString reason(
        core::VariableOrder order, core::Mask candidates, double weight, int ties = 1) const;
    // A decision: "Try E5 = 3: fewest candidates (2)".
    QString decision(int cell, int symbol, core::VariableOrder order, core::Mask candidates,
        double weight, int ties = 1) const;
    // A change made by propagation, with the rule that made it (no rule: forward checking, the
    // decision's value leaving its peers): "E7 = 4 (Hidden Single)", "removes 4 from E7
    // (forward checking)".
    QString propagation(
        const core::SearchChange &change, std::optional<core::Technique> rule = {}) const;
    // "Conflict: E7 has no candidate left", "Conflict: 4 has no place left in row B", ...
    QString conflict(const core::SearchConflict &conflict) const;
    // "Backtrack: E5 = 3 is undone".
    QString backtrack(int cell, int symbol) const;
    // How the run ended after `nodes` nodes: a solution, the node limit, no solution, ...
    QString finished(core::SearchStatus status, std::uint64_t nodes) const;

private:
    StepWording m_words;
};
