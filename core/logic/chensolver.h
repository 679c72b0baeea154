#pragma once

// Zhe Chen's solver ("Heuristic Reasoning on Graph and Game Complexity of Sudoku", Algorithm 12):
// Reduction() applies r-Reduction (Theorem 10: in a section, r cells whose candidate sets together
// hold exactly r digits; those digits leave the section's other cells) with the loop
//     r = 1; while (r < N) { r-Reduction; if (no candidates set is reduced) r++; else r = 1; }
// and Solver() alternates Reduction() and Inference() (Theorem 11: assume a value in a cell with
// more than one candidate and solve on, recursively).
//
// Readings of the paper (its pseudo-code is garbled where it returns):
// - A cell whose set has one element is filled (his Definition 5); 1-Reduction removes its value
//   from the cells of its sections. r-Reduction for r >= 2 looks at open cells only (a set of r
//   cells that includes filled cells is the same as a smaller set of open cells).
// - Inference() picks a cell with more than one candidate (randomly, as the paper says, from a
//   seeded generator; or the first / fewest-candidates cell), tries its values in increasing
//   order, each on a copy of the grid, and Solver() is called on the copy. Every value tried is
//   one inference (his "Inference Times"). When every value of the chosen cell fails, that
//   branch fails (a plain depth-first search; the literal pseudo-code would loop forever).
// - "Sudoku has no solution" = an open cell without candidates, a digit that has no cell left in a
//   section, or a digit placed twice in a section.

#include "board/candidategrid.h"

#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <span>
#include <vector>

namespace core {

enum class InferenceChoice : std::uint8_t {
    Random, // the paper: "select randomly a vertex" (seeded, deterministic)
    FirstOpen, // the first open cell with more than one candidate, row-major
    FewestCandidates // the open cell with the fewest candidates (first on ties)
};

// What the solver did, as it does it (for a trace view): an assumption made, an assumption that
// failed, Reduction() stuck without a solution (before an Inference), the solution reached, and
// every productive r-Reduction pass of Reduction() with what it changed.
//
// Rebuilding the grid at any event: start from the grid solve() was given; apply the changes of
// every Reduced and Assume event; a Fail of the assumption made at depth d returns to the grid as
// it was just before that Assume (its changes and those of the Reduced events at depth d since
// then are undone; deeper assumptions were undone by their own Fail events). A Solved grid is the
// solution (solve() copies it up to the caller's grid).
struct ChenEvent
{
    enum class Kind : std::uint8_t { Assume, Fail, Stuck, Solved, Reduced };
    Kind kind = Kind::Assume;
    int cell = -1; // Assume / Fail: the cell assumed
    int symbol = 0; // Assume / Fail: the value assumed
    int depth = 0; // nesting of assumptions (0 = none)
    int open = 0; // open cells of the grid at that moment (Assume: before the assumption)
    int r = 0; // Reduced: the r of the pass (1: the naked singles and their 1-reduction)
    // Assume: the assumption placed (the placement first, cause Decision) and its peers' candidates
    // removed; Reduced: every change of the pass, with its cause. Valid during the callback only.
    std::span<const GridChange> changes;
};

struct ChenOptions
{
    InferenceChoice choice = InferenceChoice::Random;
    std::uint64_t seed = 1;
    std::uint64_t maxInferences = 10'000'000; // a bound on the work; exceeding it stops the search
    std::function<void(const ChenEvent &)> onEvent; // optional
};

struct ChenResult
{
    GridStatus status = GridStatus::Open; // Open only when stopped or over the bound
    bool reductionSolved = false; // Reduction() alone solved it (no inference)
    std::uint64_t inferences = 0; // values assumed (Inference Times)
    std::uint64_t inferenceCalls = 0; // Inference() calls: cells chosen to branch on
    std::uint64_t reductionCalls = 0; // Reduction() runs
    int maxDepth = 0; // deepest nesting of assumptions
    bool stopped = false; // the stop flag or the bound ended the search
};

class ChenSolver final
{
public:
    explicit ChenSolver(ChenOptions options = {});

    // One r-Reduction over all sections: true when some candidate set was reduced (or a
    // contradiction was met, marked on the grid).
    static bool rReduction(CandidateGrid &grid, int r);
    // Algorithm 12's Reduction() loop; true when anything changed. `afterPass`, if given, is
    // called after every productive pass with its r.
    //
    // `stuckStamp` (without afterPass only; 0: none): the grid is a copy of one that reduction()
    // without afterPass left open and without contradiction when its stamp was stuckStamp,
    // changed since by place() only (an assumption of Inference()). There every section gave
    // nothing to every pass, so the passes skip the sections unchanged since (the result is the
    // same).
    //
    // `singlesStamp` (without afterPass only; 0: none): naked and hidden singles gave nothing on
    // the grid when its stamp was singlesStamp (the FILTER's singles grid, see
    // gridrules::fixpoint), so the first hidden-singles sweep skips the sections unchanged since.
    static bool reduction(CandidateGrid &grid,
        const std::function<void(int r)> *afterPass = nullptr, std::uint32_t stuckStamp = 0,
        std::uint32_t singlesStamp = 0);
    // True when the grid cannot lead to a solution (see the header comment).
    static bool deadEnd(const CandidateGrid &grid);

    // Solver(): on success the grid holds the solution. `singlesStamp` (0: none): as for
    // reduction(), for the first Reduction() (unused while tracing).
    ChenResult solve(CandidateGrid &grid, const std::atomic<bool> *stop = nullptr,
        std::uint32_t singlesStamp = 0);

private:
    // stuckStamp: as for reduction(), the stamp of the grid this one was copied from (0 at the
    // top).
    // singlesStamp: as for reduction() (the top only).
    bool solver(
        CandidateGrid &grid, int depth, std::uint32_t stuckStamp, std::uint32_t singlesStamp = 0);
    int chooseCell(const CandidateGrid &grid);
    std::uint64_t nextRandom();

    bool tracing() const { return static_cast<bool>(m_options.onEvent); }

    ChenOptions m_options;
    std::vector<GridChange> m_changes; // the change log while tracing
    std::uint64_t m_rng = 0;
    ChenResult m_result;
    const std::atomic<bool> *m_stop = nullptr;
    bool m_startRepeats = false; // the grid solve() was given repeats a value in a section
    // One grid per depth of assumption, kept between solves (off the call stack: a 25x25 search
    // can nest hundreds deep); a deque so that growing it never moves a grid in use.
    std::deque<CandidateGrid> m_frames;
};

} // namespace core
