#pragma once

// Uniqueness: patterns that would have two solutions (deadly patterns), so that a puzzle with
// one solution cannot end in them. Every technique here assumes the puzzle has a unique
// solution. Unique Rectangles of types 1-6, the Hidden Rectangle, Avoidable Rectangles of types 1
// and 2, BUG+1 and BUG types 2-4. Finders have the shape of FinderFn (logicengine.h). The types
// follow HoDoKu's manual (which SudokuWiki's and Sudopedia's agree with for these).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  UniqueRectangle1 units {row 1, row 2, column 1, column 2}; cells: the four corners, the three
//                   bivalue ones first; symbols {a, b}; pattern: a, b in the three bivalue corners
//                   (role 0); eliminations: a and b from the fourth corner (assumes the puzzle
//                   has a unique solution, as every Unique Rectangle does). A rectangle inside
//                   one box is deadly too and is accepted; four boxes are not.
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
//  BugPlusOne       units: the three units of the cell; cells {cell}; symbols: its three
//                   candidates;
//                   pattern: its candidates, the one placed with role 1; placements {cell = digit}.
//  UniqueRectangle5 (fields as types 2-4; cells: the bivalue corners first, then the roof) two
//                   diagonal corners, or three corners, hold a, b and one same extra digit c
//                   (the others only a, b): one of them is c, so c goes from every cell that
//                   sees all of them. (Two roof cells in one line are type 2.)
//  UniqueRectangle6 two diagonal corners hold only a, b; in both rows (or both columns) of the
//                   rectangle one of the pair, x, has no place but the corners (an X-Wing): x is
//                   on one diagonal, and on the bivalue one it would leave the other digit on
//                   the other diagonal, a deadly pattern; so x goes from the other two corners.
//                   units: the X-Wing's two lines first, then the other two; cells: the bivalue
//                   diagonal, then the other; pattern: x in the corners role 1, the rest as
//                   types 2-4 (role 0 the pair, role 1 the extra digits).
//  Avoidable Rectangles (HoDoKu's; assume one solution, and that the entered values are right):
//  cells solved by the player or the tutor (not givens) could swap with the others as a unique
//  rectangle's corners could; the rectangle lies in two rows, two columns and two boxes.
//  units {row 1, row 2, column 1, column 2}; symbols {x, y}; pattern: the open corners'
//  candidates, role 0 for x and y, role 1 for others.
//   Type 1  cells: the two corners solved as y (diagonal), the corner solved as x, the open
//           corner; x goes from the open corner.
//   Type 2  cells: s1 and s2 solved as x and y in one line, o1 (across from s1, diagonal) holding
//           just x and z, o2 holding just y and z: one of o1, o2 is z, and z goes from every cell
//           that sees both.
//  BUG types 2-4 (HoDoKu's): the BUG cells are the open cells with more than two candidates
//  (2..8 of them), every other open cell bivalue; a cover keeps two candidates in each BUG cell
//  so that each digit has 0 or 2 places in every unit (a BUG, which has no solution or several:
//  so one BUG cell holds one of its extra candidates, those outside the cover). Each cover is
//  tried. cells: the BUG cells (then, type 3, the subset's); pattern: the BUG cells'
//  candidates, role 1 for the extra ones (type 3: and the subset cells' candidates).
//   Type 2  every extra candidate is the same digit d (symbols {d}; units: the units holding
//           all the BUG cells): d goes from every cell that sees all of them.
//   Type 3  the BUG cells lie in one unit (units {it}); their extra digits, as one cell, and
//           k - 1 other cells of the unit hold k digits (k <= 4, symbols those): a naked subset,
//           whose digits go from the unit's cells outside it and outside the BUG cells.
//   Type 4  two BUG cells in one unit (units {it}) where a digit x (symbols {x}) of both kept
//           pairs has no other place: one cell takes its extra digit, so the other is x; each
//           is x or an extra, and loses the other digit of its pair.

#include "logic/step.h"

#include <vector>

namespace core {

void findUniqueRectangle1(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle2(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle3(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle4(const Board &board, std::vector<Step> &out, int maxSteps);
void findHiddenRectangle(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle5(const Board &board, std::vector<Step> &out, int maxSteps);
void findUniqueRectangle6(const Board &board, std::vector<Step> &out, int maxSteps);
void findAvoidableRectangle1(const Board &board, std::vector<Step> &out, int maxSteps);
void findAvoidableRectangle2(const Board &board, std::vector<Step> &out, int maxSteps);
void findBugPlusOne(const Board &board, std::vector<Step> &out, int maxSteps);
void findBugType2(const Board &board, std::vector<Step> &out, int maxSteps);
void findBugType3(const Board &board, std::vector<Step> &out, int maxSteps);
void findBugType4(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
