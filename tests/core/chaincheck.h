#pragma once

// Checks that a step's chains read true on the board they were found on: every weak link joins
// nodes that cannot both be true, every strong link nodes of which one must be, and an ALS node
// is an almost locked set. Shared by the technique tests and the soundness test over real
// puzzles.

#include "board/board.h"
#include "logic/step.h"

#include <string>
#include <vector>

namespace chaincheck {

// Every cell of a sees every cell of b (and none is in both).
bool allSee(const core::Geometry &g, const std::vector<int> &a, const std::vector<int> &b);

// Empty when every link of every chain of the step holds; otherwise what is wrong.
std::string chainProblem(const core::Board &board, const core::Step &step);

} // namespace chaincheck
