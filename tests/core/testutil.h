#pragma once

#include "board/board.h"
#include "logic/step.h"
#include "run/record/runspec.h"
#include "run/runtimeline.h"

#include <initializer_list>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace testutil {

std::string dataPath(const std::string &name);
// Non-empty lines of a data file (no '#' comments).
std::vector<std::string> readLines(const std::string &name);
// A board of givens from one line of N*N symbol characters ('.' or '0' for blank), for the
// geometry with that side. Throws on a malformed line (tests only; real parsing is formats.h).
core::Board boardFromLine(const std::string &line);
// A valid grid of boxRows x boxCols boxes from the classic pattern, with a fifth of the cells
// blanked (every size and box shape, for tests that need more than the data files' 9x9 and 16x16).
core::Board patternPuzzle(int boxRows, int boxCols);
std::string valuesToLine(const std::vector<std::uint8_t> &values);
// The run spec of CLI words (run/record/runspec.h); throws std::invalid_argument naming the bad
// word.
core::RunSpec runSpec(const std::string &words);
// Empty when every box of `values` holds every symbol once and the givens of `puzzle` are where
// the puzzle has them (a hill-climbing state); otherwise what is wrong.
std::string boxPermutationError(const core::Board &puzzle, std::span<const std::uint8_t> values);

// Hand-made candidate states for the techniques' tests. Throws on a malformed cell name.
int cellOf(const core::Geometry &g, const std::string &name);
core::Mask maskOf(std::initializer_list<int> symbols);
// Every cell open with all candidates but `symbol`, then `symbol` added to the named cells.
core::Board digitAt(const core::Geometry &g, int symbol, const std::vector<std::string> &cells);
// Every cell open with all candidates, then the named cells set to the given masks.
core::Board fullWith(
    const core::Geometry &g, const std::vector<std::pair<std::string, core::Mask>> &cells);
// The steps a finder (FinderFn in logic/logicengine.h) reports on a board.
using Finder = void (*)(const core::Board &, std::vector<core::Step> &, int);
std::vector<core::Step> findSteps(Finder finder, const core::Board &board, int maxSteps = 100);

// A random search run of up to `nodes` nodes as a timeline, as core::SearchEngine records it
// (Decision, Conflict, Backtrack events in depth-first order, then Finish): 2..4 children a node,
// leaves failing by a conflict more often the deeper they are (20 % at the root, 65 % at
// `maxDepth`), never deeper than `maxDepth`.
// The run ends Solved (the open path becomes the solution path) or, with `cut`, LimitReached;
// NoSolution if the tree is exhausted before `nodes`. Events go in chunks of `chunkEvents`.
core::RunTimeline randomSearchTimeline(unsigned seed, std::uint64_t nodes, int maxDepth = 60,
    bool cut = false, std::size_t chunkEvents = 1 << 16);

} // namespace testutil
