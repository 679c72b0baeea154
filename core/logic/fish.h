#pragma once

// Fish: n base lines (rows, or columns) whose candidates of a digit lie in n cover lines (the
// other direction), so that in the cover lines the digit is in the base lines only. Basic fish
// (X-Wing, Swordfish, Jellyfish: n = 2, 3, 4), finned and sashimi fish. Finders have the shape of
// FinderFn (logicengine.h).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  X-Wing/Swordfish/Jellyfish (findBasicFish, size n = 2/3/4)
//                   units: the n base lines, then the n cover lines; symbols {digit};
//                   pattern: the digit's candidates in the base lines (role 0); cells: their cells;
//                   eliminations: the digit in the cover lines outside the base lines.
//  Finned / sashimi X-Wing, Swordfish, Jellyfish (findFinnedFish, size n = 2, 3, 4)
//      n base lines whose candidates of the digit lie in n cover lines except for the fins, all
//      in one box. Either a fin is true, or the base lines are a basic fish: either way the
//      digit goes from the cells of the cover lines inside the fins' box, outside the base
//      lines. Sashimi: a base line holds a single candidate in the cover lines (without the fin
//      the fish would not stand). Rows as base first, then columns.
//      units: the n base lines, the n cover lines, then the fins' box; symbols {digit};
//      pattern: the base lines' candidates in the cover lines (role 0), the fins (role 1);
//      cells: those cells in the same order.

#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

// Basic fish of size n (2 = X-Wing, 3 = Swordfish, 4 = Jellyfish) with rows as base and columns
// as cover, then columns as base and rows as cover. Base lines hold the digit 2..n times (a line
// with one candidate is a hidden single, not part of a fish).
void findBasicFish(const Board &board, int size, std::vector<Step> &out, int maxSteps);
void findBasicFish(
    const Board &board, int size, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findXWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findSwordfish(const Board &board, std::vector<Step> &out, int maxSteps);
void findJellyfish(const Board &board, std::vector<Step> &out, int maxSteps);
// One size of basic fish restricted to the scope's symbols (finderscope.h), in the shape of the
// engine's scoped finders (findBasicFishScoped<2>: X-Wings).
template <int Size>
void findBasicFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findBasicFish(board, Size, scope, out, maxSteps);
}

// sashimi: report the sashimi fish of this size, otherwise the finned ones.
void findFinnedFish(
    const Board &board, int size, bool sashimi, std::vector<Step> &out, int maxSteps);
// The same restricted to the scope's symbols (finderscope.h).
void findFinnedFish(const Board &board, int size, bool sashimi, const FinderScope &scope,
    std::vector<Step> &out, int maxSteps);
void findFinnedXWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findSashimiXWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findFinnedSwordfish(const Board &board, std::vector<Step> &out, int maxSteps);
void findSashimiSwordfish(const Board &board, std::vector<Step> &out, int maxSteps);
void findFinnedJellyfish(const Board &board, std::vector<Step> &out, int maxSteps);
void findSashimiJellyfish(const Board &board, std::vector<Step> &out, int maxSteps);
// One size of finned (or sashimi) fish restricted to the scope's symbols, in the shape of the
// engine's scoped finders (findFinnedFishScoped<2, true>: Sashimi X-Wings).
template <int Size, bool Sashimi>
void findFinnedFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, Size, Sashimi, scope, out, maxSteps);
}

} // namespace core
