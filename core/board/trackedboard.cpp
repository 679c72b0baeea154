#include "board/trackedboard.h"

#include <algorithm>

namespace core {

TrackedBoard::TrackedBoard(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_board { geometry }
{
    reset(m_board);
}

void TrackedBoard::reset(const Board &board)
{
    const Geometry &g = board.geometry();
    m_geometry = &g;
    if (&board != &m_board)
        m_board = board;
    const int units = g.unitCount();
    const Mask all = g.allSymbols();
    std::fill_n(m_placed.data(), units, 0u);
    std::fill_n(m_open.data(), units, std::uint8_t { 0 });
    m_singleCandidate.fill(0);
    m_changed.fill(~std::uint64_t { 0 });
    m_changes.symbols = ~Mask { 0 };
    m_changes.units.fill(~std::uint64_t { 0 });
    m_openCells = 0;
    m_emptyCells = 0;
    m_duplicates = 0;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const auto units3 = g.unitsOf(cell);
        const int v = m_board.value(cell);
        if (v != 0) {
            for (int u : units3) {
                m_duplicates += (m_placed[u] & bit(v)) != 0;
                m_placed[u] |= bit(v);
            }
            continue;
        }
        ++m_openCells;
        for (int u : units3)
            ++m_open[u];
        const Mask c = m_board.candidates(cell) & all;
        if (c == 0)
            ++m_emptyCells;
        else if ((c & (c - 1)) == 0)
            m_singleCandidate[cell >> 6] |= std::uint64_t { 1 } << (cell & 63);
    }
}

void TrackedBoard::touch(int cell)
{
    for (int u : m_geometry->unitsOf(cell)) {
        const std::uint64_t b = std::uint64_t { 1 } << (u & 63);
        m_changed[u >> 6] |= b;
        m_changes.units[u >> 6] |= b;
    }
}

TrackedBoard::Changes TrackedBoard::takeChanges()
{
    const Changes changes = m_changes;
    m_changes = {};
    return changes;
}

Mask TrackedBoard::hiddenSingles(int unit) const
{
    const std::uint64_t b = std::uint64_t { 1 } << (unit & 63);
    if (m_changed[unit >> 6] & b) {
        // The finders' reading: candidates of open cells only, limited to the grid's symbols.
        const Mask all = m_geometry->allSymbols();
        Mask once = 0;
        Mask twice = 0;
        for (int cell : m_geometry->unit(unit)) {
            const Mask c = m_board.value(cell) == 0 ? m_board.candidates(cell) & all : 0;
            twice |= once & c;
            once |= c;
        }
        m_hidden[unit] = once & ~twice & ~m_placed[unit];
        m_changed[unit >> 6] &= ~b;
    }
    return m_hidden[unit];
}

int TrackedBoard::cellWith(int unit, int symbol) const
{
    int where = -1;
    for (int cell : m_geometry->unit(unit))
        if (m_board.value(cell) == 0 && (m_board.candidates(cell) & bit(symbol)))
            where = cell;
    return where;
}

void TrackedBoard::removeCandidates(int cell, Mask symbols)
{
    const Mask c = m_board.candidates(cell);
    symbols &= c;
    if (!symbols)
        return;
    const Mask left = c & ~symbols;
    m_board.setCandidates(cell, left);
    touch(cell);
    m_changes.symbols |= symbols;
    const std::uint64_t b = std::uint64_t { 1 } << (cell & 63);
    if (left != 0 && (left & (left - 1)) == 0)
        m_singleCandidate[cell >> 6] |= b;
    else
        m_singleCandidate[cell >> 6] &= ~b;
    if (left == 0)
        ++m_emptyCells;
}

void TrackedBoard::place(int cell, int symbol)
{
    const Geometry &g = *m_geometry;
    if (m_board.value(cell) != 0) {
        // Not the tutor's way (it places in open cells only): as applyStep, then index afresh.
        m_board.setValue(cell, symbol);
        m_board.setCandidates(cell, 0);
        for (int p : g.peers(cell))
            m_board.removeCandidate(p, symbol);
        reset(m_board);
        return;
    }
    if ((m_board.candidates(cell) & g.allSymbols()) == 0)
        --m_emptyCells;
    m_singleCandidate[cell >> 6] &= ~(std::uint64_t { 1 } << (cell & 63));
    m_changes.symbols |= m_board.candidates(cell) | bit(symbol);
    m_board.setValue(cell, symbol);
    m_board.setCandidates(cell, 0);
    touch(cell);
    --m_openCells;
    for (int u : g.unitsOf(cell)) {
        --m_open[u];
        m_duplicates += (m_placed[u] & bit(symbol)) != 0;
        m_placed[u] |= bit(symbol);
    }
    const Mask b = bit(symbol);
    for (int p : g.peers(cell)) {
        if (m_board.value(p) == 0) {
            if (m_board.candidates(p) & b) // most peers do not hold it
                removeCandidates(p, b);
        } else {
            m_board.removeCandidate(p, symbol);
        }
    }
}

void TrackedBoard::eliminate(int cell, int symbol)
{
    if (m_board.value(cell) == 0)
        removeCandidates(cell, bit(symbol));
    else
        m_board.removeCandidate(cell, symbol);
}

int TrackedBoard::firstSingleCandidateCell() const
{
    const int words = (m_geometry->cellCount() + 63) / 64;
    for (int w = 0; w < words; ++w)
        if (m_singleCandidate[w])
            return 64 * w + __builtin_ctzll(m_singleCandidate[w]);
    return -1;
}

} // namespace core
