#include "generator/gridfiller.h"

#include <algorithm>

namespace core {

namespace {

// The k-th (0-based) symbol of a mask.
int nthSymbol(Mask mask, int k)
{
    for (; k > 0; --k)
        mask &= mask - 1;
    return lowestSymbol(mask);
}

} // namespace

GridFiller::GridFiller(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_cells { geometry.cellCount() }
    , m_value(static_cast<std::size_t>(m_cells))
    , m_rowUsed(static_cast<std::size_t>(geometry.side()))
    , m_colUsed(static_cast<std::size_t>(geometry.side()))
    , m_boxUsed(static_cast<std::size_t>(geometry.side()))
    , m_open(static_cast<std::size_t>(m_cells))
{ }

Mask GridFiller::allowed(int cell) const
{
    const Geometry &g = *m_geometry;
    return g.allSymbols()
        & ~(m_rowUsed[g.row(cell)] | m_colUsed[g.column(cell)] | m_boxUsed[g.box(cell)]);
}

void GridFiller::place(int cell, int symbol)
{
    const Geometry &g = *m_geometry;
    m_value[cell] = static_cast<std::uint8_t>(symbol);
    m_rowUsed[g.row(cell)] |= bit(symbol);
    m_colUsed[g.column(cell)] |= bit(symbol);
    m_boxUsed[g.box(cell)] |= bit(symbol);
}

void GridFiller::unplace(int cell, int symbol)
{
    const Geometry &g = *m_geometry;
    m_value[cell] = 0;
    m_rowUsed[g.row(cell)] &= ~bit(symbol);
    m_colUsed[g.column(cell)] &= ~bit(symbol);
    m_boxUsed[g.box(cell)] &= ~bit(symbol);
}

// m_open[placed..m_cells) are the open cells.
bool GridFiller::search(ClimbRandom &random, int placed)
{
    if (placed == m_cells)
        return true;
    if (++m_nodes > m_nodeBudget)
        return false;
    // The open cell with the fewest symbols left, scanning from a random start so that ties go
    // to a random cell.
    const int openCount = m_cells - placed;
    const int start = static_cast<int>(random.below(static_cast<std::uint64_t>(openCount)));
    int bestSlot = -1;
    int bestCount = kMaxSide + 1;
    for (int k = 0; k < openCount; ++k) {
        int slot = placed + start + k;
        if (slot >= m_cells)
            slot -= openCount;
        const int n = popcount(allowed(m_open[slot]));
        if (n < bestCount) {
            bestCount = n;
            bestSlot = slot;
            if (n <= 1)
                break;
        }
    }
    if (bestCount == 0)
        return false;
    std::swap(m_open[placed], m_open[bestSlot]);
    const int cell = m_open[placed];
    Mask choices = allowed(cell);
    while (choices) {
        const int symbol = nthSymbol(
            choices, static_cast<int>(random.below(static_cast<std::uint64_t>(popcount(choices)))));
        choices &= ~bit(symbol);
        place(cell, symbol);
        if (search(random, placed + 1))
            return true;
        unplace(cell, symbol);
        if (m_nodes > m_nodeBudget)
            return false;
    }
    return false;
}

bool GridFiller::fill(
    ClimbRandom &random, std::vector<std::uint8_t> &values, const std::atomic<bool> *stop)
{
    // A budget of a few nodes per cell: a 9x9 fill needs about one node a cell, and a fill that
    // wanders into a dead end that deep is cheaper to start again than to back out of.
    m_nodeBudget = static_cast<std::uint64_t>(m_cells) * 4;
    m_attempts = 0;
    for (;;) {
        if (stop && stop->load(std::memory_order_relaxed))
            return false;
        ++m_attempts;
        m_nodes = 0;
        std::fill(m_rowUsed.begin(), m_rowUsed.end(), 0);
        std::fill(m_colUsed.begin(), m_colUsed.end(), 0);
        std::fill(m_boxUsed.begin(), m_boxUsed.end(), 0);
        std::fill(m_value.begin(), m_value.end(), 0);
        for (int c = 0; c < m_cells; ++c)
            m_open[c] = c;
        if (search(random, 0)) {
            values = m_value;
            return true;
        }
    }
}

} // namespace core
