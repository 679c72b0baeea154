#include "board/solutioncounter.h"

#include <algorithm>

namespace core {

SolutionCounter::SolutionCounter(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_cells { geometry.cellCount() }
    , m_cand(static_cast<std::size_t>(m_cells) * (m_cells + 1))
    , m_value(static_cast<std::size_t>(m_cells) * (m_cells + 1))
    , m_openCount(m_cells + 1)
    , m_queue(m_cells)
{ }

CountResult SolutionCounter::count(const Board &board, int limit)
{
    return count(board.values().data(), limit);
}

CountResult SolutionCounter::count(const std::uint8_t *values, int limit)
{
    m_limit = limit < 1 ? 1 : limit;
    m_result = CountResult {};
    const Geometry &g = *m_geometry;
    Mask *cand = m_cand.data();
    std::uint8_t *val = m_value.data();
    // Frame 0: every open cell gets all symbols, then the givens are assigned one by one, which
    // removes them from their peers and detects duplicates (a peer already holding the value).
    for (int c = 0; c < m_cells; ++c) {
        cand[c] = g.allSymbols();
        val[c] = 0;
    }
    m_openCount[0] = m_cells;
    m_queueSize = 0;
    for (int c = 0; c < m_cells; ++c) {
        const int v = values[c];
        if (v == 0)
            continue;
        if (v > g.side() || !(cand[c] & bit(v)) || !assign(0, c, v))
            return m_result;
    }
    search(0);
    return m_result;
}

bool SolutionCounter::assign(int depth, int cell, int symbol)
{
    Mask *cand = m_cand.data() + static_cast<std::size_t>(depth) * m_cells;
    std::uint8_t *val = m_value.data() + static_cast<std::size_t>(depth) * m_cells;
    if (val[cell] != 0)
        return val[cell] == symbol;
    if (!(cand[cell] & bit(symbol)))
        return false;
    val[cell] = static_cast<std::uint8_t>(symbol);
    cand[cell] = 0;
    --m_openCount[depth];
    const Mask b = bit(symbol);
    for (int p : m_geometry->peers(cell)) {
        Mask m = cand[p];
        if (m & b) {
            m &= ~b;
            cand[p] = m;
            if (m == 0)
                return false;
            if ((m & (m - 1)) == 0)
                m_queue[m_queueSize++] = p;
        } else if (val[p] == symbol) {
            return false;
        }
    }
    return true;
}

bool SolutionCounter::propagate(int depth)
{
    Mask *cand = m_cand.data() + static_cast<std::size_t>(depth) * m_cells;
    std::uint8_t *val = m_value.data() + static_cast<std::size_t>(depth) * m_cells;
    const Geometry &g = *m_geometry;
    const Mask all = g.allSymbols();
    for (;;) {
        // Naked singles.
        while (m_queueSize > 0) {
            const int c = m_queue[--m_queueSize];
            if (val[c] != 0)
                continue;
            const Mask m = cand[c];
            if (m == 0)
                return false;
            if (!assign(depth, c, lowestSymbol(m)))
                return false;
        }
        if (m_openCount[depth] == 0)
            return true;
        // Hidden singles, unit by unit; any placement goes back to naked singles.
        bool placed = false;
        for (int u = 0; u < g.unitCount(); ++u) {
            Mask once = 0;
            Mask twice = 0;
            Mask done = 0;
            for (int c : g.unit(u)) {
                const Mask m = cand[c];
                twice |= once & m;
                once |= m;
                done |= bit(val[c]);
            }
            if (((once | done) & all) != all)
                return false; // a symbol with no place left in this unit
            Mask hidden = once & ~twice & ~done & all;
            while (hidden) {
                const int s = lowestSymbol(hidden);
                hidden &= hidden - 1;
                for (int c : g.unit(u))
                    if (cand[c] & bit(s)) {
                        if (!assign(depth, c, s))
                            return false;
                        placed = true;
                        break;
                    }
            }
            if (placed && m_queueSize > 0)
                break;
        }
        if (!placed)
            return true;
    }
}

void SolutionCounter::search(int depth)
{
    if ((m_nodeLimit != 0 && m_result.nodes >= m_nodeLimit)
        || (m_stop && m_stop->load(std::memory_order_relaxed))) {
        m_result.complete = false;
        return;
    }
    ++m_result.nodes;
    if (!propagate(depth)) {
        m_queueSize = 0;
        return;
    }
    Mask *cand = m_cand.data() + static_cast<std::size_t>(depth) * m_cells;
    const std::uint8_t *val = m_value.data() + static_cast<std::size_t>(depth) * m_cells;
    if (m_openCount[depth] == 0) {
        if (m_result.count++ == 0)
            m_result.solution.assign(val, val + m_cells);
        return;
    }
    // Fewest candidates; ties to the first cell.
    int best = -1;
    int bestCount = 1 << 30;
    for (int c = 0; c < m_cells; ++c) {
        if (val[c] != 0)
            continue;
        const int n = popcount(cand[c]);
        if (n < bestCount) {
            bestCount = n;
            best = c;
            if (n == 2)
                break;
        }
    }
    Mask choices = cand[best];
    bool first = true;
    while (choices && m_result.count < m_limit && m_result.complete) {
        const int s = lowestSymbol(choices);
        choices &= choices - 1;
        if (!first)
            ++m_result.guesses;
        first = false;
        const std::size_t from = static_cast<std::size_t>(depth) * m_cells;
        const std::size_t to = from + m_cells;
        std::copy(m_cand.begin() + from, m_cand.begin() + to, m_cand.begin() + to);
        std::copy(m_value.begin() + from, m_value.begin() + to, m_value.begin() + to);
        m_openCount[depth + 1] = m_openCount[depth];
        m_queueSize = 0;
        if (assign(depth + 1, best, s))
            search(depth + 1);
        m_queueSize = 0;
    }
}

CountResult countSolutions(const Board &board, int limit)
{
    SolutionCounter counter(board.geometry());
    return counter.count(board, limit);
}

} // namespace core
