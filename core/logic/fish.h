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
//  Franken and mutant fish, finned or not (findFrankenFish, findFinnedFrankenFish,
//  findMutantFish, findFinnedMutantFish; sizes 2, 3 and 4)
//      HoDoKu's general fish (its manual's "Fish" pages, after Obi-Wahn's definitions on the
//      Sudoku Players' Forum): n base sets and n cover sets, each a row, a column or a box that
//      holds the digit as candidates and not as a value, none both a base and a cover set.
//      Every candidate of the base sets lies in a cover set, except the fins: exo fins (a base
//      candidate in no cover set) and endo fins (a candidate in two base sets, where a box
//      crosses a line). If no fin is true, each base set holds the digit once, in n different
//      cells, each inside a cover set, and a cover set holds it at most once: so every cover set
//      holds exactly one of them. The digit then goes from the cover sets' cells outside the
//      base sets, and from a base cell inside two cover sets (cannibalism). With fins, only the
//      cells among those that see every fin lose it (a true fin removes them too).
//      Franken: base sets rows and boxes and cover sets columns and boxes (or the other way
//      round), with a box among them; mutant: any other mix (a row and a column among the base
//      or the cover sets, or lines of one kind in both). Rows and columns alone are the basic
//      fish above, which these finders leave out. HoDoKu, SudokuWiki and the forum agree on
//      the sets and the eliminations; the bounds are HoDoKu's: at most four fins in all, at
//      most two endo fins. Besides, every base set keeps a candidate that is no fin, and every
//      cover set holds a base candidate that is no fin (a fish of fewer sets otherwise).
//      Smaller fish first (size 2, 3, 4), then digit by digit; a set of eliminations once.
//      The search is bounded per digit (see generalfish.cpp), the same on every call.
//      units: the n base sets, then the n cover sets (each in unit order); symbols {digit};
//      pattern: the base candidates that are no fins (role 0), then the fins (role 1);
//      cells: their cells in the same order; eliminations in cell order.
//  Kraken fish (findKrakenFish, sizes 2, 3 and 4, fins anywhere)
//      HoDoKu's Kraken fish of type 1 on basic fish (rows and columns): n base lines whose
//      candidates lie in n cover lines except for one to four fins, and a cell T of the cover
//      lines outside the base lines holding the digit that does not see every fin (else it is
//      a finned fish). If no fin is true, the fish removes the digit from T; and every fin, if
//      true, removes it from T by an alternating chain (or sees T). One of the fins or the fish
//      is true, so T loses the digit. The fewest links in all first (then the fewest fins);
//      every branch has at most kMaxKrakenLinks links (krakenfish.cpp).
//      units: the n base lines, then the n cover lines; symbols {digit}; pattern and cells as
//      for the finned fish above (base candidates covered, role 0; fins, role 1); eliminations
//      {T}; chains: a branch per fin, from the fin (assumed true: a weak link first) to T
//      (false: a weak link last), which notation.h writes like a forcing chain's branches, the
//      result once after them all.

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

// Franken and mutant fish (see above), each kind alone; with a scope, its symbols only (the
// steps of a digit depend on its candidates alone).
void findFrankenFish(const Board &board, std::vector<Step> &out, int maxSteps);
void findFinnedFrankenFish(const Board &board, std::vector<Step> &out, int maxSteps);
void findMutantFish(const Board &board, std::vector<Step> &out, int maxSteps);
void findFinnedMutantFish(const Board &board, std::vector<Step> &out, int maxSteps);
void findFrankenFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findFinnedFrankenFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findMutantFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findFinnedMutantFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);

// Kraken fish (see above).
void findKrakenFish(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
