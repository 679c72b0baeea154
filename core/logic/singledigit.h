#pragma once

// Single-digit patterns: strong links of one digit (a unit where it has two places) joined so
// that one of two ends holds the digit, which then goes from every cell that sees both ends.
// Skyscraper and 2-String Kite; the other Turbot Fish and the longer single-digit chains are
// found as chains (chains.h). Finders have the shape of FinderFn (logicengine.h).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  Skyscraper       units {base line 1, base line 2, shared cover line}; symbols {digit};
//                   pattern: the two base candidates on the shared line (role 0), the two tops
//                   (role 1); cells in that order; eliminations: cells that see both tops.
//  TwoStringKite    units {row, column, box}; symbols {digit}; pattern: the two ends joined in the
//                   box (role 0), the two free ends (role 1); eliminations: cells seeing both
//                   free ends.

#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

void findSkyscraper(const Board &board, std::vector<Step> &out, int maxSteps);
void findTwoStringKite(const Board &board, std::vector<Step> &out, int maxSteps);

// The same restricted to the scope's symbols (finderscope.h).
void findSkyscraperScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findTwoStringKiteScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);

} // namespace core
