#pragma once

// Result checks for the benchmarks: a wrong answer fast is not a result. Each benchmark checks
// its work once (outside the timed part where that costs more than a counter) and ends with
// state.SkipWithError when it is wrong.

#include "board/board.h"
#include "board/candidategrid.h"
#include "logic/step.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace benchcheck {

// The puzzle's solution (row-major), or empty when it has none or several.
std::vector<std::uint8_t> uniqueSolution(const core::Board &puzzle);
// The values keep every given of the puzzle and fill every cell with a symbol of the grid.
bool keepsGivens(const core::Board &puzzle, std::span<const std::uint8_t> values);
// No value and no removed candidate of the grid contradicts the solution.
bool agreesWith(const core::CandidateGrid &grid, const std::vector<std::uint8_t> &solution);
// The step places only solution values and removes no solution candidate.
bool agreesWith(const core::Step &step, const std::vector<std::uint8_t> &solution);

} // namespace benchcheck
