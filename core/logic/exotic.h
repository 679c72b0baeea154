#pragma once

// Exotic patterns, which the experts use on the hardest puzzles, when no chain of a reasonable
// length is left: the multi-sector locked set (MSLS). Finders have the shape of FinderFn
// (logicengine.h).
//
// The reading chosen (of the three patterns issue 35 names: Exocet, MSLS and SK loop): the MSLS,
// "multi-sector locked set" or "multi-fish", as Obi-Wahn, David P. Bird and others defined it on
// the Sudoku Players' Forum (threads "Multi-Sector Locked Sets" and "Using Multi-Sector Locked
// Sets", 2013; the rank-0 logic of Allan Barker's set logic). It is a pigeon-hole count, sound
// for any candidates, and general: an SK loop is one with box sectors, which this finder does not
// take. Of the three, the MSLS was chosen as the one whose rule is a plain count (no pattern
// geometry of its own) and that holds on every size.
//
//  MultiSectorLockedSet (findMultiSectorLockedSet; 9x9 and every other size)
//      Take some rows R and some columns C, and the N open cells where they cross (every row of
//      R with an open cell in C, every column of C with one in R). For a digit d, let rows(d)
//      be the rows of R where d is a candidate in those cells and columns(d) the columns of C.
//      The cells hold N digits, and a digit d fills at most min(|rows(d)|, |columns(d)|) of them
//      (once per row, once per column). When these bounds add up to N exactly, every digit
//      fills its bound: a digit with |rows(d)| <= |columns(d)| (a "row digit") is inside the
//      cells in every row of rows(d), so it goes from the rest of those rows; a digit with
//      |columns(d)| <= |rows(d)| (a "column digit") goes from the rest of the columns of
//      columns(d) (both when the two are equal). In the forum's words: the row digits' row
//      sectors and the column digits' column sectors are N sectors locked into N cells.
//      Bounds: 2 to 5 rows and 2 to 5 columns, at most 24 cells. The smallest first (fewest
//      cells, then fewest lines); one that removes nothing new is not reported.
//      units: the rows, then the columns (in unit order); cells: the N cells; symbols: the
//      digits in them; pattern: every candidate of the cells, role 0 for a row digit, 1 for a
//      column digit, 2 for a digit that is both; eliminations in cell order.

#include "logic/step.h"

#include <vector>

namespace core {

void findMultiSectorLockedSet(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
