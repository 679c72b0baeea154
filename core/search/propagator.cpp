#include "search/propagator.h"

namespace core {

PropagationContext::PropagationContext(const Geometry &geometry, std::uint8_t *values,
    Mask *candidates, Mask *unitUsed, int *openCount, std::vector<SearchChange> *changes,
    std::vector<int> *singleQueue, bool forwardCheck)
    : m_geometry { &geometry }
    , m_values { values }
    , m_candidates { candidates }
    , m_unitUsed { unitUsed }
    , m_openCount { openCount }
    , m_changes { changes }
    , m_singles { singleQueue }
    , m_forwardCheck { forwardCheck }
{ }

bool PropagationContext::fail(const SearchConflict &conflict)
{
    m_conflict = conflict;
    return false;
}

bool PropagationContext::place(int cell, int symbol)
{
    const Mask b = bit(symbol);
    if (m_values[cell] != 0) {
        if (m_values[cell] == symbol)
            return true;
        return fail({ SearchConflict::Kind::EmptyCell, cell, -1, symbol, -1 });
    }
    for (int u : m_geometry->unitsOf(cell))
        if (m_unitUsed[u] & b) {
            int holder = -1;
            for (int p : m_geometry->unit(u))
                if (m_values[p] == symbol)
                    holder = p;
            return fail({ SearchConflict::Kind::PeerHasValue, cell, u, symbol, holder });
        }
    if (!(m_candidates[cell] & b))
        return fail({ SearchConflict::Kind::EmptyCell, cell, -1, symbol, -1 });
    m_values[cell] = static_cast<std::uint8_t>(symbol);
    m_candidates[cell] = 0;
    for (int u : m_geometry->unitsOf(cell))
        m_unitUsed[u] |= b;
    --*m_openCount;
    if (m_changes)
        m_changes->push_back({ cell, symbol, true });
    if (m_forwardCheck)
        for (int p : m_geometry->peers(cell))
            if ((m_candidates[p] & b) && !eliminate(p, symbol))
                return false;
    return true;
}

bool PropagationContext::eliminate(int cell, int symbol)
{
    const Mask b = bit(symbol);
    if (m_values[cell] != 0 || !(m_candidates[cell] & b))
        return true;
    const Mask m = m_candidates[cell] & ~b;
    m_candidates[cell] = m;
    if (m_changes)
        m_changes->push_back({ cell, symbol, false });
    if (m == 0)
        return fail({ SearchConflict::Kind::EmptyCell, cell, -1, symbol, -1 });
    if (m_singles && (m & (m - 1)) == 0)
        m_singles->push_back(cell);
    return true;
}

bool PropagationContext::restrict(int cell, Mask keep)
{
    Mask drop = m_candidates[cell] & ~keep;
    while (drop) {
        const int s = lowestSymbol(drop);
        drop &= drop - 1;
        if (!eliminate(cell, s))
            return false;
    }
    return true;
}

void PropagationContext::queueAllSingles()
{
    if (!m_singles)
        return;
    for (int c = 0; c < m_geometry->cellCount(); ++c)
        if (m_values[c] == 0 && popcount(m_candidates[c]) == 1)
            m_singles->push_back(c);
}

Propagator::~Propagator() = default;

BoardPropagator::BoardPropagator(std::function<bool(Board &)> deduce)
    : m_deduce { std::move(deduce) }
{ }

bool BoardPropagator::propagate(PropagationContext &context)
{
    const Geometry &g = context.geometry();
    Board board(g);
    for (int c = 0; c < g.cellCount(); ++c) {
        if (context.value(c) != 0)
            board.setValue(c, context.value(c));
        else
            board.setCandidates(c, context.candidates(c));
    }
    if (!m_deduce(board))
        return context.fail({ SearchConflict::Kind::Rule, -1, -1, 0, -1 });
    // Placements first (each also checks its peers), then the candidates the rules removed.
    for (int c = 0; c < g.cellCount(); ++c)
        if (context.value(c) == 0 && board.value(c) != 0 && !context.place(c, board.value(c)))
            return false;
    for (int c = 0; c < g.cellCount(); ++c) {
        if (context.value(c) != 0)
            continue;
        const Mask keep = board.value(c) != 0 ? bit(board.value(c)) : board.candidates(c);
        if (!context.restrict(c, keep))
            return false;
    }
    return true;
}

bool placeNakedSingles(PropagationContext &context, bool &changed)
{
    std::vector<int> *queue = context.singleQueue();
    if (!queue)
        return true;
    while (!queue->empty()) {
        const int c = queue->back();
        queue->pop_back();
        if (context.value(c) != 0)
            continue;
        const Mask m = context.candidates(c);
        if (popcount(m) != 1)
            continue;
        if (!context.place(c, lowestSymbol(m)))
            return false;
        changed = true;
    }
    return true;
}

bool placeHiddenSingles(PropagationContext &context, bool &changed)
{
    const Geometry &g = context.geometry();
    for (int u = 0; u < g.unitCount(); ++u) {
        Mask ones = 0;
        Mask twos = 0;
        for (int c : g.unit(u)) {
            const Mask m = context.candidates(c);
            twos |= ones & m;
            ones |= m;
        }
        const Mask missing = g.allSymbols() & ~context.unitUsed(u) & ~ones;
        if (missing)
            return context.fail(
                { SearchConflict::Kind::MissingSymbol, -1, u, lowestSymbol(missing), -1 });
        Mask singles = ones & ~twos;
        while (singles) {
            const int s = lowestSymbol(singles);
            singles &= singles - 1;
            if (context.unitUsed(u) & bit(s))
                continue; // placed meanwhile by an earlier single of this unit
            int where = -1;
            for (int c : g.unit(u))
                if (context.candidates(c) & bit(s))
                    where = c;
            if (where < 0)
                return context.fail({ SearchConflict::Kind::MissingSymbol, -1, u, s, -1 });
            if (!context.place(where, s))
                return false;
            changed = true;
        }
    }
    return true;
}

bool applyHiddenPairs(PropagationContext &context, bool &changed)
{
    const Geometry &g = context.geometry();
    const int n = g.side();
    std::uint32_t where[kMaxSide + 1];
    for (int u = 0; u < g.unitCount(); ++u) {
        const auto cells = g.unit(u);
        for (int s = 1; s <= n; ++s) {
            where[s] = 0;
            if (context.unitUsed(u) & bit(s))
                continue;
            for (int i = 0; i < n; ++i)
                if (context.candidates(cells[i]) & bit(s))
                    where[s] |= std::uint32_t { 1 } << i;
        }
        for (int a = 1; a <= n; ++a) {
            if (popcount(where[a]) != 2)
                continue;
            for (int b = a + 1; b <= n; ++b) {
                if (where[b] != where[a])
                    continue;
                const Mask keep = bit(a) | bit(b);
                const int i = __builtin_ctz(where[a]);
                const int j = __builtin_ctz(where[a] & (where[a] - 1));
                for (int c : { cells[i], cells[j] }) {
                    if (context.candidates(c) & ~keep) {
                        changed = true;
                        if (!context.restrict(c, keep))
                            return false;
                    }
                }
            }
        }
    }
    return true;
}

bool applyNakedPairs(PropagationContext &context, bool &changed)
{
    const Geometry &g = context.geometry();
    for (int u = 0; u < g.unitCount(); ++u) {
        const auto cells = g.unit(u);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const Mask pair = context.candidates(cells[i]);
            if (popcount(pair) != 2)
                continue;
            for (std::size_t j = i + 1; j < cells.size(); ++j) {
                if (context.candidates(cells[j]) != pair)
                    continue;
                for (std::size_t k = 0; k < cells.size(); ++k) {
                    if (k == i || k == j || !(context.candidates(cells[k]) & pair))
                        continue;
                    changed = true;
                    if (!context.restrict(cells[k], ~pair))
                        return false;
                }
            }
        }
    }
    return true;
}

} // namespace core
