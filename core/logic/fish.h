#pragma once

// Tutor techniques that are patterns rather than chains: finned and sashimi fish, and the
// uniqueness patterns beyond Unique Rectangle type 1. Finders have the shape of advancedrules.h
// (read the board, append at most maxSteps productive steps, deterministic, every geometry).
//
//  Finned / sashimi X-Wing, Swordfish, Jellyfish (findFinnedFish, size n = 2, 3, 4)
//      n base lines whose candidates of the digit lie in n cover lines except for the fins, all
//      in one box. Either a fin is true, or the base lines are a basic fish: either way the
//      digit goes from the cells of the cover lines inside the fins' box, outside the base
//      lines. Sashimi: a base line holds a single candidate in the cover lines (without the fin
//      the fish would not stand). Rows as base first, then columns.
//      units: the n base lines, the n cover lines, then the fins' box; symbols {digit};
//      pattern: the base lines' candidates in the cover lines (role 0), the fins (role 1);
//      cells: those cells in the same order.
//  Unique Rectangle types 2-4 and Hidden Rectangle (like type 1, these assume the puzzle has one
//  solution; the rectangle lies in two rows, two columns and one or two boxes, all four corners
//  open and holding both digits a and b):
//      units {row 1, row 2, column 1, column 2} (then, for types 3 and 4, the unit of the roof's
//      subset or strong link); symbols {a, b}; cells: the four corners, the floor (the two
//      bivalue corners) first, then the roof; pattern: a and b in the corners (role 0), the
//      roof's other digits (role 1).
//   Type 2  the roof cells hold a, b and one same digit c: c goes from every cell that sees
//           both roof cells.
//   Type 3  the roof's other digits, as one cell, and k - 1 cells of a unit holding both roof
//           cells hold k digits between them: a naked subset, whose digits go from the unit's
//           other cells. cells continue with the subset's cells (their candidates role 1).
//   Type 4  one of a, b has no place in a unit holding both roof cells but the roof: the other
//           goes from both roof cells. pattern: that digit in the roof has role 1.
//   Hidden  one corner A is bivalue {a, b}; in the row and the column through the opposite
//           corner D, b has no place but the rectangle's corners: a goes from D (D = a would
//           force b into the other two corners and a into A: two solutions). cells: A, the two
//           other corners, D; pattern: b in the corners of D's row and column has role 1.

#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

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

void findUniqueRectangle2(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle3(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle4(const Board &board, std::vector<Step> &out, int maxSteps);
void findHiddenRectangle(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
