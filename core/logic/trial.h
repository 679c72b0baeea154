#pragma once

// The last resort: one level of trial, so that every puzzle with a solution gets a fully
// explained path. Its finder has the shape of FinderFn (logicengine.h).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  Trial            trialCell/trialSymbol: the assumption; pattern: the assumption (role 0) and
//                   the placements it forced by singles (role 1), in order; cells: their cells;
//                   eliminations {trialCell, trialSymbol}. contradictionCell: the open cell left
//                   without a candidate, or -1 when the contradiction is a digit with no place in
//                   a unit: then units {that unit} and symbols {that digit} (symbols 0 otherwise).
//                   A deeper trial (no contradiction by singles; see findTrial) has only the
//                   assumption in pattern and cells, contradictionCell -1 and no unit.

#include "logic/step.h"

#include <vector>

namespace core {

// One level of trial: for each open cell (fewest candidates first, then cell order) and each of
// its candidates (ascending), assume it, propagate naked and hidden singles on a copy, and if that
// ends in a contradiction, eliminate the assumption. Assumptions that lead nowhere are skipped.
// Among the cells of the fewest candidates that give contradictions, the shortest propagations
// come first. When no assumption fails by singles (the hardest puzzles, e.g. AI Escargot), a
// deeper trial: an assumption from which a search of the placed values finds no solution (the
// Step then has only the assumption in its pattern, contradictionCell -1 and no unit), so that
// every puzzle with a solution gets a fully explained path. Nothing when the position is already
// broken (an open cell without candidates, a digit without a place, values without a solution).
void findTrial(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
