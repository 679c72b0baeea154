#pragma once

// The modified steepest-ascent hill climber of Jones, Roach & Perkins, "Construction of
// Heuristics for a Search-Based Approach to Solving Sudoku" (papers/hill-climbing-...txt).
//
// State, moves and objective: see climbstate.h. Each iteration evaluates every successor (every
// swap of two non-given cells of one box) and moves to the best one if it is better (ties
// broken at random). Plateaus are found, as in the paper's Section 4.5, with a priority queue of
// visited states ordered by f: when the `plateauCutoff` (10) best distinct visited states share
// one score and none of them has a better successor, the queue is cleared, a new initial state
// is made and the climb restarts.
//
// Readings of what the paper leaves open (see docs/papers-climb.md):
//  - With no better successor the climber walks the plateau: it moves to a random equally good
//    successor (that is how the queue can fill with equal scores). Revisited states are one
//    queue entry (states are told apart by a Zobrist hash).
//  - A strict local maximum (every successor worse) is a plateau of one state: restart at once.
//  - A plateau smaller than the cut-off would be walked forever: after cutoff^2 iterations in a
//    row without a better successor it counts as a plateau too (reported as LongWalk).
//  - A restart makes a new initial state with the greedy placement trying each box's missing
//    symbols in a random order (ClimbOptions::shuffleGreedyOnRestart): the ascending greedy is
//    deterministic and would repeat the same state.
//  - An iteration is one expansion of the current state (all successors evaluated); restarts
//    and initializations are not iterations.
//
// Ties are broken with the seeded ClimbRandom only, so one seed gives one trace everywhere.

#include "climb/climbstate.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <span>
#include <vector>

namespace core {

struct ClimbOptions
{
    ClimbInit init = ClimbInit::GreedyPostSwap;
    int w1 = 1; // weight of f1 (distinct symbols per row and column)
    int w2 = -1; // weight of f2 (given / non-given clashes)
    int plateauCutoff = 10;
    std::uint64_t maxIterations = 10'000'000; // over all restarts
    int maxRestarts = 100'000;
    std::uint64_t seed = 1;
    // The greedy placement tries symbols in ascending order; the paper asks for a "new initial
    // state" at a restart, which a deterministic greedy would not give (post-swapping alone
    // often has no choice): restarts try each box's missing symbols in a random order.
    bool shuffleGreedyOnRestart = true;
};

enum class ClimbEventKind : std::uint8_t {
    Start, // a new initial state (first, or after a restart); no swap
    Move, // to a better successor (cells swapped)
    Sideways, // no better successor: to an equally good one, walking a plateau
    Restart, // a plateau or strict local maximum was found; a Start follows
    Finish, // the last event (see ClimbResult::stop)
};

enum class ClimbRestartReason : std::uint8_t {
    None,
    Plateau, // the cut-off best visited states share a score, none can improve
    LocalMaximum, // every successor is worse
    LongWalk, // cutoff^2 sideways moves in a row on a plateau smaller than the cut-off
};

struct ClimbEvent
{
    ClimbEventKind kind = ClimbEventKind::Start;
    ClimbRestartReason reason = ClimbRestartReason::None; // for Restart
    std::uint64_t iteration = 0; // iterations done when the event happens
    int restart = 0; // restarts done
    int f = 0; // w1 f1 + w2 f2 of the current state
    int f1 = 0;
    int f2 = 0;
    int cellA = -1; // the swap of a Move / Sideways
    int cellB = -1;
    int bestF = 0; // best f of the run so far
    int bestF1 = 0;
    // The current grid (givens and placed symbols), valid during the callback only.
    std::span<const std::uint8_t> values;
};

enum class ClimbStop : std::uint8_t {
    Solved,
    IterationLimit,
    RestartLimit,
    Cancelled,
    InvalidPuzzle, // givens repeat a symbol in a unit
};

struct ClimbResult
{
    ClimbStop stop = ClimbStop::InvalidPuzzle;
    std::uint64_t iterations = 0;
    std::uint64_t evaluations = 0; // successors (swaps) evaluated
    std::uint64_t sidewaysMoves = 0;
    int restarts = 0;
    int plateaus = 0; // restarts for a plateau (Plateau or LongWalk)
    int localMaxima = 0; // restarts for a strict local maximum
    int initF1 = 0; // the first initial state
    int initF2 = 0;
    int bestF = std::numeric_limits<int>::min();
    int bestF1 = 0;
    int bestF2 = 0;
    // The solution when solved, else the best state found (givens and placed symbols).
    std::vector<std::uint8_t> values;

    bool solved() const { return stop == ClimbStop::Solved; }
};

using ClimbCallback = std::function<void(const ClimbEvent &)>;

// An object holding scratch memory; run() may be called many times, one run at a time per
// object (make one per thread). Deterministic: one seed and one puzzle give one trace.
class HillClimber
{
public:
    HillClimber() = default;

    // Climbs until solved, a limit is reached or `stop` becomes true (checked every iteration).
    // `callback`, if set, receives every event in order.
    ClimbResult run(const Board &puzzle, const ClimbOptions &options,
        const ClimbCallback &callback = {}, const std::atomic<bool> *stop = nullptr);

private:
    struct Visited
    {
        int f;
        std::uint64_t hash;
        bool improvable; // it had a better successor
    };
    void clearQueue() { m_queue.clear(); }
    void pushVisited(const Visited &v, int cutoff);
    bool plateau(int cutoff) const;

    std::vector<ClimbSwap> m_best;
    std::vector<Visited> m_queue; // the cut-off best visited states, highest f first
};

} // namespace core
