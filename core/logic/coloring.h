#pragma once

// The tutor techniques beyond San Segundo's ten rules: Full House, basic fish (X-Wing,
// Swordfish, Jellyfish), Skyscraper, 2-String Kite, XY-Wing, XYZ-Wing, Simple Coloring (trap and
// wrap), Unique Rectangle type 1, BUG+1 and a one-level Trial as the last resort.
//
// Every finder has the same shape: it reads the board's state (values are placed cells; the
// candidate masks of the open cells are the pencil marks, which a player may have left wrong)
// and appends to `out` at most `maxSteps` productive steps (each with at least one placement or
// elimination), in a deterministic order. A finder never changes the board. All of them work on
// every geometry the core supports (4x4 ... 25x25) where the pattern can exist.
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  FullHouse        units {the unit}; cells {cell}; symbols {digit}; placements {cell = digit}.
//  X-Wing/Swordfish/Jellyfish (findBasicFish, size n = 2/3/4)
//                   units: the n base lines, then the n cover lines; symbols {digit};
//                   pattern: the digit's candidates in the base lines (role 0); cells: their cells;
//                   eliminations: the digit in the cover lines outside the base lines.
//  Skyscraper       units {base line 1, base line 2, shared cover line}; symbols {digit};
//                   pattern: the two base candidates on the shared line (role 0), the two tops
//                   (role 1); cells in that order; eliminations: cells that see both tops.
//  TwoStringKite    units {row, column, box}; symbols {digit}; pattern: the two ends joined in the
//                   box (role 0), the two free ends (role 1); eliminations: cells seeing both
//                   free ends.
//  XYWing           cells {pivot, pincer 1, pincer 2}; symbols {x, y, z}; pattern: pivot's x, y
//                   (role 0), pincers' candidates (role 1); eliminations: z from cells seeing
//                   both pincers.
//  XYZWing          as XYWing with a pivot holding x, y, z; eliminations: z from cells seeing
//                   all three.
//  SimpleColoring   units: the units of the conjugate links; symbols {digit}; pattern: the
//                   coloured candidates, role 0 or 1 (the two colours); cells: their cells. A
//                   colour trap eliminates from uncoloured cells that see both colours (not those
//                   seeing the two ends of one link: that is an intersection); a colour wrap (two
//                   cells of one colour see each other) eliminates every candidate of that colour.
//                   Components of one link (two cells) are not reported.
//  UniqueRectangle1 units {row 1, row 2, column 1, column 2}; cells: the four corners, the three
//                   bivalue ones first; symbols {a, b}; pattern: a, b in the three bivalue corners
//                   (role 0); eliminations: a and b from the fourth corner (assumes the puzzle
//                   has a unique solution, as every Unique Rectangle does). A rectangle inside
//                   one box is deadly too and is accepted; four boxes are not.
//  BugPlusOne       units: the three units of the cell; cells {cell}; symbols: its three
//                   candidates;
//                   pattern: its candidates, the one placed with role 1; placements {cell = digit}.
//  Trial            trialCell/trialSymbol: the assumption; pattern: the assumption (role 0) and
//                   the placements it forced by singles (role 1), in order; cells: their cells;
//                   eliminations {trialCell, trialSymbol}. contradictionCell: the open cell left
//                   without a candidate, or -1 when the contradiction is a digit with no place in
//                   a unit: then units {that unit} and symbols {that digit} (symbols 0 otherwise).
//                   A deeper trial (no contradiction by singles; see findTrial) has only the
//                   assumption in pattern and cells, contradictionCell -1 and no unit.

#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

void findFullHouse(const Board &board, std::vector<Step> &out, int maxSteps);
// The open cell the unit's full house fills (and its symbol), or -1 when the unit has no full
// house (several open cells, a repeated value, or the cell's candidates without the symbol).
int fullHouseIn(const Board &board, int unit, int &symbol);

// Basic fish of size n (2 = X-Wing, 3 = Swordfish, 4 = Jellyfish) with rows as base and columns
// as cover, then columns as base and rows as cover. Base lines hold the digit 2..n times (a line
// with one candidate is a hidden single, not part of a fish).
void findBasicFish(const Board &board, int size, std::vector<Step> &out, int maxSteps);
void findBasicFish(
    const Board &board, int size, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findXWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findSwordfish(const Board &board, std::vector<Step> &out, int maxSteps);
void findJellyfish(const Board &board, std::vector<Step> &out, int maxSteps);

void findSkyscraper(const Board &board, std::vector<Step> &out, int maxSteps);
void findTwoStringKite(const Board &board, std::vector<Step> &out, int maxSteps);
void findXYWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findXYZWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findSimpleColoring(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle1(const Board &board, std::vector<Step> &out, int maxSteps);
void findBugPlusOne(const Board &board, std::vector<Step> &out, int maxSteps);

// The per-symbol finders above restricted to the scope's symbols (finderscope.h).
template <int Size> // findBasicFishScoped<2>: X-Wings
void findBasicFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findBasicFish(board, Size, scope, out, maxSteps);
}
void findSkyscraperScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findTwoStringKiteScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findSimpleColoringScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);

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
