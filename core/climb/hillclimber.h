#pragma once

// The modified steepest-ascent hill climber of Jones, Roach & Perkins, "Construction of
// Heuristics for a Search-Based Approach to Solving Sudoku" (papers/hill-climbing-...txt), in two
// readings of its search (ClimbOptions::search; docs/papers-climb.md compares both with the
// paper's Figures 4-6).
//
// State, moves and objective: see climbstate.h. An iteration is one expansion of a state (all its
// successors evaluated), whatever follows; restarts and initializations are not iterations. A
// restart clears the queue and makes a new initial state (Section 4.5).
//
// ClimbSearch::Steepest (Sections 4.1-4.5 as finally used): each iteration evaluates every
// successor (every swap of two non-given cells of one box) of the current state and moves to the
// best one if it is better (ties broken at random). Plateaus are found with a priority queue of
// visited states ordered by f: when the `plateauCutoff` (10) best distinct visited states share
// one score and none of them has a better successor, the queue is cleared, a new initial state
// is made and the climb restarts. Readings of what the paper leaves open:
//  - With no better successor the climber walks the plateau: it moves to a random equally good
//    successor (that is how the queue can fill with equal scores). Revisited states are one
//    queue entry (states are told apart by a Zobrist hash).
//  - A strict local maximum (every successor worse) is a plateau of one state: restart at once.
//  - A plateau smaller than the cut-off would be walked forever: after cutoff^2 iterations in
//    a row without a better successor it counts as a plateau too (reported as LongWalk).
//
// ClimbSearch::BestFirst (Section 4.1's first search, whose queue "was kept" to find plateaus):
// a priority queue of as-yet unexplored states ordered by f (ClimbFrontier); each iteration
// expands the highest-scored queued state (ties: a random one), whether or not it is a successor
// of the state expanded before, and queues its successors not queued before in this climb (so a
// state is expanded once). Readings:
//  - Plateau (Section 4.5, "once the first 10, highest scoring solutions all shared the same
//    score, and none of those solutions had successors with better scores"): `plateauCutoff`
//    states expanded in a row share one score and none has a better successor (queued or not).
//    Best-first expands the queue's highest states in order, so these are the queue's best.
//    There is no strict-local-maximum restart: the queue goes back to an earlier state instead.
//  - The queue holds at most `queueCapacity` states (the lowest quarter is dropped when full);
//    the set of queued states at most `seenCapacity` hashes: when it is full the climb restarts
//    (SeenLimit), as it does when the queue runs empty (Exhausted: every reachable state
//    expanded, on tiny puzzles).
//
// Both: a restart makes a new initial state with the greedy placement trying each box's missing
// symbols in a random order (ClimbOptions::shuffleGreedyOnRestart): the ascending greedy is
// deterministic and would repeat the same state. Ties are broken with the seeded ClimbRandom
// only, so one seed gives one trace everywhere.

#include "climb/climbfrontier.h"
#include "climb/climbstate.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <span>
#include <vector>

namespace core {

enum class ClimbSearch : std::uint8_t {
    Steepest, // move to the best successor if better; walk plateaus sideways
    BestFirst, // expand the best state of a queue of unexplored states
};

struct ClimbOptions
{
    // Best-first lands nearer the paper's Figures 4-6 (docs/papers-climb.md): 3-15 times fewer
    // iterations and 8-30 times fewer restarts than steepest ascent on the same puzzles and
    // seed, within 0.5-3x of the paper's mean iterations where the tables compare.
    ClimbSearch search = ClimbSearch::BestFirst;
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
    // Best-first only, the bounds of its memory (ClimbFrontier): the most unexplored states
    // queued (32 bytes each, plus one grid per expanded state with a queued successor: at most
    // capacity + 1 grids; 2 MB + 5.3 MB for 9x9 at the default), and the most states queued in
    // one climb before it restarts (a hash table of at most 2 x seenCapacity x 8 bytes: 16 MB;
    // never reached on tests/data, where a climb queues at most about 150,000 states).
    std::size_t queueCapacity = 1 << 16;
    std::size_t seenCapacity = 1 << 20;
};

enum class ClimbEventKind : std::uint8_t {
    Start, // a new initial state (first, or after a restart); no swap
    Move, // to a better successor (cells swapped)
    Sideways, // no better successor: to an equally good one, walking a plateau
    Downhill, // best-first: to a worse successor of the state just expanded (the queue's best)
    Jump, // best-first: to a queued state that is not a successor of the state just expanded
    Restart, // a plateau or strict local maximum was found; a Start follows
    Finish, // the last event (see ClimbResult::stop)
};

enum class ClimbRestartReason : std::uint8_t {
    None,
    Plateau, // the cut-off best visited states share a score, none can improve
    LocalMaximum, // every successor is worse
    LongWalk, // cutoff^2 sideways moves in a row on a plateau smaller than the cut-off
    Exhausted, // best-first: the queue ran empty (every reachable state was expanded)
    SeenLimit, // best-first: seenCapacity states were queued in this climb
};

// One event per iteration (Move, Sideways, Downhill or Jump: the state the next iteration
// expands) plus Start, Restart and Finish. Replaying them gives the state at every iteration:
// a Start's grid; then each Move / Sideways / Downhill swaps cellA and cellB of the state before
// it; a Jump swaps them in the state of the point at iteration `from` (an earlier state of the
// same climb, its parent), or take its grid (`values`).
struct ClimbEvent
{
    ClimbEventKind kind = ClimbEventKind::Start;
    ClimbRestartReason reason = ClimbRestartReason::None; // for Restart
    std::uint64_t iteration = 0; // iterations done when the event happens
    int restart = 0; // restarts done
    int f = 0; // w1 f1 + w2 f2 of the current state (at a Start: the initialization's)
    int f1 = 0;
    int f2 = 0;
    int cellA = -1; // the swap of a Move / Sideways / Downhill / Jump
    int cellB = -1;
    // For a swap: the iteration of the point whose state was swapped (iteration - 1, or for a
    // Jump an earlier one of the same climb: the last point at that iteration).
    std::uint64_t from = 0;
    int bestF = 0; // best f of the run so far, and its f1 and f2
    int bestF1 = 0;
    int bestF2 = 0;
    // States in the search's queue: best-first, the unexplored states; steepest, the visited
    // states kept for the plateau test (at most the cut-off).
    std::size_t queued = 0;
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
    std::uint64_t downhillMoves = 0; // best-first
    std::uint64_t jumps = 0; // best-first
    int restarts = 0;
    int plateaus = 0; // restarts for a plateau (Plateau or LongWalk)
    int localMaxima = 0; // restarts for a strict local maximum
    int otherRestarts = 0; // best-first: Exhausted or SeenLimit
    std::size_t peakQueued = 0; // best-first: the most states queued at once
    std::size_t peakSeen = 0; // best-first: the most states queued in one climb
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
    struct Run;
    void steepest(Run &run);
    void bestFirst(Run &run);

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
    ClimbFrontier m_frontier; // best-first
};

} // namespace core
