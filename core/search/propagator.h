#pragma once

// The search engine's propagations. Its frames are CandidateGrids and every propagation is made of
// the rule passes of core/board (gridrules.h), the same code as San Segundo's FILTER and the
// tutor's trial: forward checking is CandidateGrid::place, singles are the FILTER's first two
// rules, Carmel's strategies are naked/hidden singles and pairs. Each change and the first
// conflict come from the grid's change log and conflict report. A propagation that lives
// elsewhere plugs in as a Propagator (or, over a core::Board, a BoardPropagator).

#include "board/candidategrid.h"
#include "search/searchoptions.h"

#include <functional>

namespace core {

// One change made by propagation (a value placed, or a candidate eliminated), and why an
// assignment or a propagation failed: the grid's own records.
using SearchChange = GridChange;
using SearchConflict = GridConflict;

// A propagation plugged into the engine (Propagation::Filter). It runs after the engine's
// forward checking of each assignment, and at the root; it changes the grid only through place()
// and eliminate() (so every change is logged) and returns false on a contradiction (marking the
// grid, if the grid did not already).
class Propagator
{
public:
    virtual ~Propagator();
    virtual bool propagate(CandidateGrid &grid) = 0;
};

// Adapter for rule engines that work on a core::Board: the grid is copied to a Board (values as
// entered values, candidates as pencil marks), the function deduces on it (returns false on a
// contradiction), and every value placed and candidate removed is copied back through place()
// and eliminate() (so it is traced and checked).
class BoardPropagator final : public Propagator
{
public:
    explicit BoardPropagator(std::function<bool(Board &)> deduce);
    bool propagate(CandidateGrid &grid) override;

private:
    std::function<bool(Board &)> m_deduce;
};

// Naked and hidden singles to a fixpoint (the FILTER's first two rules: San Segundo's r1r2).
bool propagateSingles(CandidateGrid &grid);
// Carmel's strategies, in the HS-solver's loop: I (naked singles) and II (hidden singles) each
// round, III (hidden pairs) only in a round where they changed nothing, IV (naked pairs) only
// where III did not either, until a round changes nothing. Forward checking (the elimination half
// of I) is the engine's place().
bool propagateCarmel(CandidateGrid &grid, const CarmelStrategies &strategies);

} // namespace core
