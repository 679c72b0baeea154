#include "search/propagator.h"

#include "board/gridrules.h"

#include <utility>

namespace core {

Propagator::~Propagator() = default;

BoardPropagator::BoardPropagator(std::function<bool(Board &)> deduce)
    : m_deduce { std::move(deduce) }
{ }

bool BoardPropagator::propagate(CandidateGrid &grid)
{
    const Geometry &g = grid.geometry();
    Board board(g);
    for (int c = 0; c < g.cellCount(); ++c) {
        if (grid.value(c) != 0)
            board.setValue(c, grid.value(c));
        else
            board.setCandidates(c, grid.candidates(c));
    }
    if (!m_deduce(board)) {
        grid.markContradiction({ GridConflict::Kind::Rule });
        return false;
    }
    // Placements first (each also checks its peers), then the candidates the rules removed.
    grid.setCause(ChangeCause::External);
    for (int c = 0; c < g.cellCount(); ++c)
        if (grid.value(c) == 0 && board.value(c) != 0 && !grid.place(c, board.value(c)))
            return false;
    for (int c = 0; c < g.cellCount(); ++c) {
        if (grid.value(c) != 0)
            continue;
        const Mask keep = board.value(c) != 0 ? bit(board.value(c)) : board.candidates(c);
        grid.eliminate(c, ~keep);
        if (grid.contradiction())
            return false;
    }
    return true;
}

bool propagateSingles(CandidateGrid &grid)
{
    gridrules::fixpoint(grid, 1);
    return !grid.contradiction();
}

bool propagateCarmel(CandidateGrid &grid, const CarmelStrategies &s)
{
    for (;;) {
        bool changed = false;
        if (s.candidateReduction)
            changed = gridrules::nakedSingles(grid);
        if (!grid.contradiction() && s.uniqueness)
            changed = gridrules::hiddenSingles(grid) || changed;
        if (!grid.contradiction() && !changed && s.hiddenPairs)
            changed = gridrules::hiddenSubsets(grid, 2);
        if (!grid.contradiction() && !changed && s.nakedPairs)
            changed = gridrules::nakedSubsets(grid, 2);
        if (grid.contradiction())
            return false;
        if (!changed)
            return true;
    }
}

} // namespace core
