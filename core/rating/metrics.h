#pragma once

// Difficulty measures of a position, as numbers:
// - NtN (Abuluaih et al., "Reordering Variables using 'Contribution Number' Strategy to Neutralize
//   Sudoku Sets", eq. 1): TBS / TRC, the open squares over the total of their candidates. 1 means
//   neutralized (every open square has one candidate); a solved grid has TBS = TRC = 0 and the
//   paper's NtN = infinity.
// - Sudoku entropy (Chen, Definition 13): H = (1/N^2) sum over all cells of log2 |v| (a filled
//   cell has |v| = 1 and counts 0). Game complexity (Definition 14) = H after initiation and one
//   1-reduction, i.e. every open cell's candidates = all symbols minus its peers' values.
//   Base 2 is the reading that reproduces his table (mean 1.7526 on 17-clue puzzles).
// - The FILTER's result and highest rule, Chen's r-Reduction alone and with Inference, and
//   whether one level of trial after the FILTER solves: collected by Rater for `sudoku-cli rate`.

#include "board/board.h"
#include "board/candidategrid.h"
#include "logic/chensolver.h"
#include "logic/sansegundofilter.h"
#include "logic/step.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace core {

// NtN of the grid's current candidates; +infinity when no square is open.
double neutralizationNumber(const CandidateGrid &grid);
// usePencilMarks: the board's candidates; otherwise candidates computed from its values.
double neutralizationNumber(const Board &board, bool usePencilMarks = true);
// NtN at the start and after every step of a path (size steps.size() + 1), applying the steps to a
// copy of the board with applyStep.
std::vector<double> neutralizationTrace(const Board &start, const std::vector<Step> &steps);

double sudokuEntropy(const CandidateGrid &grid);
double sudokuEntropy(const Board &board, bool usePencilMarks = true);
// Chen's game complexity of a puzzle: the entropy with candidates computed from its values.
double gameComplexity(const Board &board);

struct RatingOptions
{
    bool trial = true; // run the one-level trial when the FILTER is stuck
    int filterRules = kFilterRuleCount; // the FILTER uses the first filterRules rules (1..10)
    InferenceChoice inferenceChoice = InferenceChoice::Random;
    std::uint64_t seed = 1; // Chen's random cell choice
    std::uint64_t maxInferences = 1'000'000;
};

struct Rating
{
    int clues = 0;
    double entropy = 0; // game complexity
    double ntn = 0; // NtN after the 1-reduction of the givens
    FilterResult filter; // San Segundo's FILTER from the givens
    bool trialRun = false; // the FILTER was stuck and the trial ran
    TrialResult trial;
    bool rreductionSolved = false; // Chen's Reduction() alone
    ChenResult chen; // Chen's Solver() (Reduction + Inference)
    bool stopped = false;
};

// Rates puzzles; one per thread (it keeps its grids), deterministic for a given seed.
class Rater final
{
public:
    explicit Rater(RatingOptions options = {});
    Rating rate(const Board &puzzle, const std::atomic<bool> *stop = nullptr);

private:
    RatingOptions m_options;
    SanSegundoFilter m_filter;
    ChenSolver m_chen;
    CandidateGrid m_grid;
    CandidateGrid m_start;
    CandidateGrid m_singles; // the FILTER's grid as the singles alone left it
    gridrules::FixpointMemo m_filterMemo; // the FILTER's, passed on to its trial
};

} // namespace core
