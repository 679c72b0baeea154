#pragma once

// Checking puzzles that were read (formats.h): givens that contradict each other, and whether
// the givens have one solution, several or none (with the solution counter).

#include "board/formats.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace core {

class SolutionCounter;

// Adds ContradictoryGivens errors (both cells named) and sets each puzzle's status and solution
// with the solution counter. Puzzles with contradictory givens move from puzzles to errors;
// puzzles with no or several solutions stay loaded, only flagged. Serial; see checkPuzzle().
// nodeLimit (0 = none) bounds each count: a puzzle whose count does not finish within it keeps
// status Unknown (the GUI uses this to stay responsive on huge grids).
void checkSolutions(ParseResult &result, std::uint64_t nodeLimit = 0);
// The same for one puzzle: appends a ContradictoryGivens error per pair of givens that share a
// unit and a symbol (each pair once, with its first shared unit: row, column, box) and returns
// false; otherwise counts the solutions of the givens with `counter` (made for the puzzle's
// geometry), sets status and solution and returns true.
bool checkPuzzle(Puzzle &puzzle, SolutionCounter &counter, std::vector<ParseError> &errors,
    std::string_view source = {});

} // namespace core
