#pragma once

// What `sudoku-cli rate` and `sudoku-cli climb` compute for one puzzle of a batch, and the
// GUI's difficulty dashboard with them: one function each, so the CLI and the GUI give the same
// numbers.

#include "board/board.h"
#include "climb/hillclimber.h"
#include "logic/step.h"
#include "rating/humanscore.h"
#include "rating/metrics.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace core {

struct RateRow
{
    int index = 0; // 1-based in the file
    Rating rating;
    bool scored = false; // the human score was computed
    HumanScore human;
    std::int64_t micros = 0; // wall time of both
};

// Chen's, San Segundo's and Abuluaih's measures with `rater` (one per thread; the same seed for
// every puzzle, so a puzzle's inferences depend neither on the order nor on the thread), and the
// human score of the tutor's explained path when withScore.
RateRow ratePuzzle(
    Rater &rater, const Board &puzzle, int index, bool withScore, const std::atomic<bool> *stop);

struct ClimbRow
{
    ClimbResult result;
    std::int64_t micros = 0; // the climb (wall time)
    std::int64_t initMicros = 0; // the initialization alone, as the paper's Figure 4 times it
};

// The hill climber on puzzle `index` (1-based in its file) with a per-puzzle seed mixed from
// `seed` and the index: results depend neither on the thread count nor on the other files.
ClimbRow climbPuzzle(HillClimber &climber, const Board &puzzle, int index, ClimbOptions options,
    std::uint64_t seed, const ClimbCallback &callback, const std::atomic<bool> *stop);

// The climber's options when nothing else is asked (sudoku-cli climb's defaults): greedy
// placement with the post-swap, at most 1,000,000 iterations and 100,000 restarts, plateau
// cut-off 10, f = 1 * f1 - 1 * f2.
ClimbOptions batchClimbOptions();

// Spearman's rank correlation of two equally long series (ties get their mean rank); NaN when
// fewer than two pairs or a series is constant.
double spearman(const std::vector<double> &x, const std::vector<double> &y);

// Chen's entropy and Abuluaih's NtN along a solution path (the play window's Difficulty tab): at
// the start (the givens with every candidate) and after each step, on a copy of the board with
// core::applyStep; `filled` counts the cells with a value at each point.
struct PathDifficulty
{
    std::vector<double> entropy;
    std::vector<double> ntn; // +infinity once no cell is open
    std::vector<int> filled;
};
PathDifficulty pathDifficulty(const Board &givens, const std::vector<Step> &steps);

// Wall-clock microseconds (steady clock) for the batches' timings.
std::int64_t batchMicros();

} // namespace core
