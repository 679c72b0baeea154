#pragma once

// The candidate state a propagation works on inside the search engine, and the small pluggable
// interface for propagations that live elsewhere (San Segundo's ten-rule FILTER from the logic
// engine): implement Propagator, or wrap a function over a core::Board in BoardPropagator.

#include "board/board.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace core {

// One change made by propagation: a value placed, or a candidate eliminated.
struct SearchChange
{
    int cell = -1;
    int symbol = 0;
    bool placed = false; // false: the candidate was eliminated

    bool operator==(const SearchChange &) const = default;
};

// Why an assignment or a propagation failed, as data.
struct SearchConflict
{
    enum class Kind : std::uint8_t {
        None,
        EmptyCell, // `cell` lost its last candidate
        MissingSymbol, // `symbol` has no place left in `unit`
        PeerHasValue, // consistency check: assigned peer `otherCell` already holds `symbol`
        Rule, // a pluggable propagator failed (cell/unit/symbol as it reports them)
    };
    Kind kind = Kind::None;
    int cell = -1;
    int unit = -1;
    int symbol = 0;
    int otherCell = -1;

    bool operator==(const SearchConflict &) const = default;
};

// Values and candidate masks of one search frame, with the operations a propagation needs.
// Placed cells have value 1..N and candidates 0. Every change is recorded (for the trace) when a
// change list is attached. A failure returns false and sets conflict(); callers then stop.
class PropagationContext
{
public:
    PropagationContext(const Geometry &geometry, std::uint8_t *values, Mask *candidates,
        Mask *unitUsed, int *openCount, std::vector<SearchChange> *changes,
        std::vector<int> *singleQueue, bool forwardCheck);

    const Geometry &geometry() const { return *m_geometry; }
    int value(int cell) const { return m_values[cell]; }
    Mask candidates(int cell) const { return m_candidates[cell]; }
    // Symbols already placed in a unit.
    Mask unitUsed(int unit) const { return m_unitUsed[unit]; }
    int openCount() const { return *m_openCount; }

    // Places a symbol that must be a candidate of an open cell; with forward checking it also
    // leaves the peers' candidates (an emptied peer fails). Placing the same value again is a
    // no-op; a different one fails.
    bool place(int cell, int symbol);
    // Removes a candidate of an open cell (no-op if absent); the last one fails (EmptyCell).
    bool eliminate(int cell, int symbol);
    // Restricts an open cell's candidates to mask (each removal is an elimination).
    bool restrict(int cell, Mask keep);
    // Reports a failure found by a rule.
    bool fail(const SearchConflict &conflict);

    const SearchConflict &conflict() const { return m_conflict; }
    // Open cells whose candidates dropped to one (a naked-single queue, kept only when a queue
    // was given); queueAllSingles adds every open cell that has one candidate now.
    void queueAllSingles();
    std::vector<int> *singleQueue() const { return m_singles; }

private:
    const Geometry *m_geometry;
    std::uint8_t *m_values;
    Mask *m_candidates;
    Mask *m_unitUsed;
    int *m_openCount;
    std::vector<SearchChange> *m_changes;
    std::vector<int> *m_singles;
    bool m_forwardCheck;
    SearchConflict m_conflict;
};

// A propagation plugged into the engine (Propagation::Filter). It runs after the engine's
// forward checking of each assignment, and at the root; it returns false on a contradiction.
class Propagator
{
public:
    virtual ~Propagator();
    virtual bool propagate(PropagationContext &context) = 0;
};

// Adapter for rule engines that work on a core::Board: the frame is copied to a Board (values as
// entered values, candidates as pencil marks), the function deduces on it (returns false on a
// contradiction), and every value placed and candidate removed is copied back through the
// context (so it is traced and checked).
class BoardPropagator final : public Propagator
{
public:
    explicit BoardPropagator(std::function<bool(Board &)> deduce);
    bool propagate(PropagationContext &context) override;

private:
    std::function<bool(Board &)> m_deduce;
};

// Naked singles, hidden singles, hidden pairs, naked pairs over a context, each to be called in a
// loop until nothing changes. Each returns false on a contradiction and sets `changed` when it
// changed something.
bool placeNakedSingles(PropagationContext &context, bool &changed);
bool placeHiddenSingles(PropagationContext &context, bool &changed);
bool applyHiddenPairs(PropagationContext &context, bool &changed);
bool applyNakedPairs(PropagationContext &context, bool &changed);

} // namespace core
