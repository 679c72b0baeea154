#pragma once

// The vocabulary of a solver run (the Solver Lab's run timeline, issue 10): one stream of events
// for the three families of solvers, stored compactly. Board types only: the engines' own types
// (SearchStatus, ClimbStop, Technique ...) are carried as their numeric values, and
// run/record/runfacts.h turns them back into the engines' types for the wording.
//
// Storage. An event is one fixed 24-byte RunRecord (runrecord.h: how each kind packs its fields,
// with the encoders and decoders); what it changes lives in a pool of 32-bit
// words shared by the run (runword below): the words of event k are [record(k).words,
// record(k + 1).words). Every change is stored with what it needs to be undone (a placement keeps
// the cell's candidates before it), and a restore (a search's Backtrack, Chen's Refutation) points
// at the words it undoes instead of copying them, so stepping forward or back over any event costs
// the changes of that event.
//
#include "board/candidategrid.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace core {

enum class RunFamily : std::uint8_t { Logic, Search, Climb };

enum class RunEventKind : std::uint8_t {
    // Logic (run/record/runspec.h: LogicMode).
    LogicStep, // the tutor's next step (its Step is in the detail words: runfacts.h logicStep())
    RuleFired, // one pass of a rule of San Segundo's FILTER (index 0..9, gridrules::fire)
    Reduction, // one productive r-Reduction pass of Chen's Reduction() (r = 1: naked singles)
    Assumption, // Chen's Inference assumes symbol in cell: a node of the assumption tree
    Refutation, // the assumption failed: back to the grid just before it
    Stuck, // Chen's Reduction() is stuck; an Inference follows
    // Search (core::SearchEngine).
    CellSelected, // the node chose the cell to branch on (weight, number of tied cells)
    Decision, // a new node: symbol assigned to cell, child of parent, at depth
    Propagation, // the node's changes: the assignment first (cause Decision), then propagation's
    Conflict, // the node failed (or, rejected set: a value refused by the consistency check)
    Backtrack, // the node's assignment is undone: back to its parent's grid
    Limit, // the node limit ended the search here
    // Climb (core::HillClimber).
    ClimbStart, // a new initial state (the first, or after a restart): the values set
    ClimbMove, // to a better successor: two cells of a box swapped
    ClimbSideways, // to an equally good successor (walking a plateau)
    ClimbRestart, // a plateau or strict local maximum: a ClimbStart follows
    ClimbJump, // to a state that is not a successor (room for a best-first reading): values set
    // Every family: the run ended (the last event when the recording did not stop before).
    Finish,
};
constexpr int kRunEventKindCount = static_cast<int>(RunEventKind::Finish) + 1;

// Whether the event undoes earlier words (Backtrack, Refutation).
constexpr bool isRestore(RunEventKind kind)
{
    return kind == RunEventKind::Backtrack || kind == RunEventKind::Refutation;
}

// How a run ended, the same for every family; the engine's own status is kept beside it.
enum class RunOutcome : std::uint8_t {
    Solved,
    Neutralized, // search, goal neutralize
    NoSolution, // the search tree exhausted, a contradiction, Chen's assumptions all failed
    Stuck, // logic: no rule applies any more
    LimitReached, // node limit, iteration or restart limit, Chen's bound, the tutor's step bound
    Cancelled, // the stop flag
    InvalidPuzzle, // the givens repeat a symbol (the climber refuses the puzzle)
    Unavailable, // the engine could not run (e.g. no FILTER propagator)
};

constexpr std::uint32_t kNoIndex = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint16_t kNoCell = 0xffff;

// The change words. Bits 30..31 are a tag; cells take 10 bits (up to 1024 cells: 25x25 has 625),
// symbols 5 bits, causes 5 bits.
namespace runword {

enum Tag : std::uint32_t {
    Eliminated = 0, // cell | symbol << 10 | cause << 15
    Placed = 1, // cell | symbol << 10 | cause << 15, followed by a Before word
    Before = 2, // the candidates of the cell just before the placement
    ValueSet = 3, // cell | old value << 10 | new value << 15 (climb: candidates untouched)
};

constexpr std::uint32_t tag(std::uint32_t w)
{
    return w >> 30;
}
constexpr int cell(std::uint32_t w)
{
    return static_cast<int>(w & 0x3ff);
}
constexpr int symbol(std::uint32_t w)
{
    return static_cast<int>((w >> 10) & 0x1f);
}
constexpr ChangeCause cause(std::uint32_t w)
{
    return static_cast<ChangeCause>((w >> 15) & 0x1f);
}
constexpr int newValue(std::uint32_t w)
{
    return static_cast<int>((w >> 15) & 0x1f);
}
constexpr Mask mask(std::uint32_t w)
{
    return w & 0x3fffffffu;
}
constexpr std::uint32_t make(Tag t, int cell, int symbol, int third)
{
    return static_cast<std::uint32_t>(t) << 30 | static_cast<std::uint32_t>(cell)
        | static_cast<std::uint32_t>(symbol) << 10 | static_cast<std::uint32_t>(third) << 15;
}
constexpr std::uint32_t before(Mask m)
{
    return static_cast<std::uint32_t>(Before) << 30 | (m & 0x3fffffffu);
}

} // namespace runword

// One change decoded from the words.
struct RunChange
{
    enum class Kind : std::uint8_t {
        Eliminated, // `symbol` left the candidates of `cell`
        Placed, // `symbol` placed in `cell` (its candidates were `before`)
        ValueSet, // the climber's value of `cell` went from `oldValue` to `symbol`
    };
    Kind kind = Kind::Eliminated;
    int cell = -1;
    int symbol = 0;
    ChangeCause cause = ChangeCause::None;
    Mask before = 0; // Placed
    int oldValue = 0; // ValueSet

    bool placed() const { return kind == Kind::Placed; }
    // As the grid's change log has it (cell, symbol, placed, cause).
    GridChange gridChange() const { return { cell, symbol, kind == Kind::Placed, cause }; }
    bool operator==(const RunChange &) const = default;
};

// The counters of a run at one moment, one struct for the three families (each fills its own):
//  - Search: recursions (assignments, = the node ids), backtracks, nodes (values considered,
//    including those the consistency check refused), depth (of the current node), maxDepth.
//    Chen's Inference fills the same ones: recursions = assumptions (his Inference Times),
//    backtracks = refuted assumptions, depth = nesting of assumptions; reductions = his passes.
//  - Climb: iterations, restarts, sideways moves, f = w1 f1 + w2 f2 of the current state, f1, f2,
//    bestF (the best f so far, initial states included).
//  - Logic: steps (tutor steps, FILTER firings), score (the tutor path's human score so far),
//    topRule (the highest Technique / FILTER rule index used); Chen: see Search.
// cpuMicros is the CPU time of the run's thread since the run began.
struct RunCounters
{
    std::int64_t cpuMicros = 0;
    std::uint64_t recursions = 0;
    std::uint64_t backtracks = 0;
    std::uint64_t nodes = 0;
    int depth = 0;
    int maxDepth = 0;
    std::uint64_t iterations = 0;
    std::uint64_t sideways = 0;
    int restarts = 0;
    int f = 0;
    int f1 = 0;
    int f2 = 0;
    int bestF = std::numeric_limits<int>::min();
    std::uint64_t steps = 0;
    std::uint64_t reductions = 0;
    int score = 0;
    int topRule = -1;

    bool operator==(const RunCounters &) const = default;
};

// Applies change words to a state (values and candidates per cell), or undoes them (backwards,
// from the last word). Returns the number of words.
std::size_t applyWords(
    std::span<const std::uint32_t> words, std::uint8_t *values, Mask *candidates);
std::size_t undoWords(std::span<const std::uint32_t> words, std::uint8_t *values, Mask *candidates);
// Decodes change words (Before words fold into their placement).
void decodeWords(std::span<const std::uint32_t> words, std::vector<RunChange> &out);

} // namespace core
