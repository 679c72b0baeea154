#pragma once

// What the search engine reports while it runs, as data, streamed to a callback; and a recorder
// that keeps a bounded number of events for a consumer that wants them afterwards.
//
// Node ids: the root is node 0; every assignment (recursion) creates the next node id (1, 2, ...),
// whose parent is the node it was made from, so the events describe the whole search tree.
// Rebuilding the board at any step: start from the puzzle; a node's state is its parent's state
// plus the changes of its Propagated event(s) (the first change is the assignment itself); a
// Backtrack of node n returns to n's parent's state.

#include "search/propagator.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace core {

enum class SearchStatus : std::uint8_t {
    Solved, // every square filled
    Neutralized, // the open squares formed a Neutralized Set, filled and validated
    NoSolution, // the whole tree was searched (or the givens contradict)
    LimitReached, // the node limit ended the search
    Cancelled, // the stop flag was raised
    PropagationUnavailable, // Propagation::Filter asked for but no filter propagator is plugged in
};

// Solved or Neutralized.
bool isSuccess(SearchStatus status);

// The same counters for every strategy (SearchEngine's; here so that code that only reads
// them, such as the Compare mode's headers, need not include the engine).
struct SearchCounters
{
    std::uint64_t recursions = 0; // assignments made (explored squares, "calls")
    std::uint64_t backtracks = 0; // assignments undone
    std::uint64_t nodes = 0; // values considered, including those rejected by the
                             // consistency check of Propagation::None before assigning
    int maxDepth = 0; // deepest assignment level reached
    std::int64_t micros = 0; // wall time of run()
    std::int64_t cpuMicros = 0; // CPU time of run()'s thread (wall time where unavailable):
                                // the fairer figure on a loaded machine
};

enum class SearchEventKind : std::uint8_t {
    CellSelected, // node chose `cell` (with `candidates`) by `weight`; `weights` = the tie set
    ValueTried, // node (new id) assigns `symbol` to `cell`, from `parent`, at `depth`
    Propagated, // changes made at node (assignment first, with cause Decision; then eliminations
                // and placements, each with the cause that made it: see ChangeCause)
    Conflict, // node failed (`conflict`); or, at the selecting node, a value rejected by the
              // consistency check (kind PeerHasValue, with cell and symbol)
    Backtrack, // node's assignment of `symbol` to `cell` is undone; back to `parent`
    Finished, // `status`; for Neutralized the preceding Propagated holds the fill
};

// A square considered by the variable order and its weight: the candidate count for lex/mrv, the
// Contribution Number for ctn, the number of G_CSP edges for dv-gvmax/dv-gvmin.
struct CellWeight
{
    int cell = -1;
    double weight = 0;
    bool operator==(const CellWeight &) const = default;
};

// Spans point into the engine's buffers and are valid only during the callback.
struct SearchEvent
{
    SearchEventKind kind = SearchEventKind::CellSelected;
    std::int64_t node = 0;
    std::int64_t parent = -1;
    int depth = 0;
    int cell = -1;
    int symbol = 0;
    Mask candidates = 0;
    double weight = 0;
    std::span<const CellWeight> weights;
    std::span<const SearchChange> changes;
    SearchConflict conflict;
    SearchStatus status = SearchStatus::NoSolution;
};

using SearchCallback = std::function<void(const SearchEvent &)>;

// An event with its own copies of the weights and changes.
struct RecordedEvent
{
    SearchEventKind kind = SearchEventKind::CellSelected;
    std::int64_t node = 0;
    std::int64_t parent = -1;
    int depth = 0;
    int cell = -1;
    int symbol = 0;
    Mask candidates = 0;
    double weight = 0;
    std::vector<CellWeight> weights;
    std::vector<SearchChange> changes;
    SearchConflict conflict;
    SearchStatus status = SearchStatus::NoSolution;

    explicit RecordedEvent(const SearchEvent &event);
};

// Keeps the first maxEvents events (and always the Finished event), counting the others as
// dropped, so a run of any size stays within a fixed memory budget. Not thread-safe: one
// recorder per engine run.
class SearchTraceRecorder
{
public:
    explicit SearchTraceRecorder(std::size_t maxEvents = 100000);

    void record(const SearchEvent &event);
    // A callback that records into this recorder (which must outlive the run).
    SearchCallback callback();
    void clear();

    const std::vector<RecordedEvent> &events() const { return m_events; }
    std::uint64_t dropped() const { return m_dropped; }
    bool truncated() const { return m_dropped > 0; }

private:
    std::size_t m_maxEvents;
    std::vector<RecordedEvent> m_events;
    std::uint64_t m_dropped = 0;
};

} // namespace core
