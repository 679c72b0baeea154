#pragma once

// English wording of core's data for sudoku-cli (the GUI words the same codes through tr()).

#include "board/formats.h"

#include <string>

namespace cli {

// "puzzles.txt: line 3: row has 8 cells, expected 9",
// "clip: line 2, column 14: 'x' is not a digit or a blank",
// "puzzles.txt: line 5: contradictory givens: A1 and A7 both hold 5 (row A)".
std::string describeError(const core::ParseError &error);
// Only the "what" part, without source, line and column.
std::string describeProblem(const core::ParseError &error);
// "row A", "column 7", "box 3" for a unit of a grid with side N.
std::string unitName(int unit, int side);
// "unique", "multiple", "none" (and "unknown" before checking).
const char *statusName(core::SolutionStatus status);

} // namespace cli
