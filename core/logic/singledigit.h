#pragma once

// Single-digit patterns: strong links of one digit (a unit where it has two places) joined so
// that one of two ends holds the digit, which then goes from every cell that sees both ends.
// Skyscraper, 2-String Kite and Empty Rectangle; the other Turbot Fish and the longer single-digit
// chains are found as chains (chains.h). Finders have the shape of FinderFn (logicengine.h).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  Skyscraper       units {base line 1, base line 2, shared cover line}; symbols {digit};
//                   pattern: the two base candidates on the shared line (role 0), the two tops
//                   (role 1); cells in that order; eliminations: cells that see both tops.
//  TwoStringKite    units {row, column, box}; symbols {digit}; pattern: the two ends joined in the
//                   box (role 0), the two free ends (role 1); eliminations: cells seeing both
//                   free ends.
//  EmptyRectangle   a box whose places for the digit all lie in one of its rows and one of its
//                   columns, at least one place in each off their crossing (an L or a cross, three
//                   places or more: two places are a conjugate pair of the box, a Turbot Fish),
//                   and a conjugate pair (the digit's only two places in a line) in a line outside
//                   the box: one end (near) in the ER's row, or column, the other (far) outside the
//                   box's band, or stack. If the far end is not the digit, the near end is, the
//                   box's digit is not in the near end's line, so it is in the other: either way
//                   the target, where the far end's line crosses the box's other line, is not the
//                   digit. units {box, the conjugate pair's line}; symbols {digit}; cells: the
//                   box's places, then near, far; pattern: the box's places role 0, near and far
//                   role 1; eliminations {target}; chains: one, far=near-(near group)=(far group)
//                   with grouped nodes: the box's places in the line through the near end (the
//                   crossing among them), then in the other line (the crossing left out).
//                   HoDoKu's and SudokuWiki's definition; like HoDoKu's default, a box with only
//                   two places is not an Empty Rectangle (its chain has no grouped node).

#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

void findSkyscraper(const Board &board, std::vector<Step> &out, int maxSteps);
void findTwoStringKite(const Board &board, std::vector<Step> &out, int maxSteps);
void findEmptyRectangle(const Board &board, std::vector<Step> &out, int maxSteps);

// The same restricted to the scope's symbols (finderscope.h).
void findSkyscraperScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findTwoStringKiteScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findEmptyRectangleScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);

} // namespace core
