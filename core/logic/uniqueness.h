#pragma once

// Uniqueness: patterns that would have two solutions (deadly patterns), so that a puzzle with
// one solution cannot end in them. Every technique here assumes the puzzle has a unique
// solution. Unique Rectangles of types 1-4, the Hidden Rectangle and BUG+1. Finders have the
// shape of FinderFn (logicengine.h).
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
