#include "board/candidategrid.h"

namespace core {

CandidateGrid::CandidateGrid(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_side { geometry.side() }
    , m_cells { geometry.cellCount() }
{ }

void CandidateGrid::load(const Board &board, bool usePencilMarks)
{
    m_geometry = &board.geometry();
    m_side = m_geometry->side();
    m_cells = m_geometry->cellCount();
    m_open = 0;
    m_contradiction = false;
    m_stamp = 1;
    m_unitStamp.fill(1);
    m_pending.fill(0);
    const Mask all = m_geometry->allSymbols();
    for (int cell = 0; cell < m_cells; ++cell) {
        const int v = board.value(cell);
        m_value[cell] = static_cast<std::uint8_t>(v);
        if (v != 0) {
            m_cand[cell] = 0;
            continue;
        }
        ++m_open;
        Mask used = 0;
        for (int p : m_geometry->peers(cell))
            used |= bit(board.value(p));
        Mask c = all & ~used;
        if (usePencilMarks)
            c &= board.candidates(cell);
        m_cand[cell] = c;
        if (c == 0)
            m_contradiction = true;
        else if ((c & (c - 1)) == 0)
            notePending(cell);
    }
    for (int cell = 0; cell < m_cells && !m_contradiction; ++cell) {
        if (m_value[cell] == 0)
            continue;
        for (int p : m_geometry->peers(cell))
            if (p > cell && m_value[p] == m_value[cell])
                m_contradiction = true;
    }
}

void CandidateGrid::store(Board &board) const
{
    for (int cell = 0; cell < m_cells; ++cell) {
        if (!board.isGiven(cell))
            board.setValue(cell, m_value[cell]);
        board.setCandidates(cell, m_value[cell] ? 0 : m_cand[cell]);
    }
}

GridStatus CandidateGrid::status() const
{
    if (m_contradiction)
        return GridStatus::Contradiction;
    return m_open == 0 ? GridStatus::Solved : GridStatus::Open;
}

int CandidateGrid::candidateTotal() const
{
    int total = 0;
    for (int cell = 0; cell < m_cells; ++cell)
        if (m_value[cell] == 0)
            total += popcount(m_cand[cell]);
    return total;
}

bool CandidateGrid::place(int cell, int symbol)
{
    if (m_value[cell] != 0 || !(m_cand[cell] & bit(symbol))) {
        m_contradiction = true;
        return false;
    }
    m_value[cell] = static_cast<std::uint8_t>(symbol);
    m_cand[cell] = 0;
    --m_open;
    touch(cell);
    const Mask b = bit(symbol);
    // A filled peer has no candidates, and none holds this symbol: candidates never include a
    // peer's value (load removes them, place keeps it so).
    for (int p : m_geometry->peers(cell)) {
        const Mask c = m_cand[p];
        if (!(c & b))
            continue;
        const Mask left = c & ~b;
        m_cand[p] = left;
        touch(p);
        if (left == 0)
            m_contradiction = true;
        else if ((left & (left - 1)) == 0)
            notePending(p);
    }
    return !m_contradiction;
}

bool CandidateGrid::eliminate(int cell, Mask symbols)
{
    const Mask c = m_cand[cell];
    if (m_value[cell] != 0 || !(c & symbols))
        return false;
    const Mask left = c & ~symbols;
    m_cand[cell] = left;
    touch(cell);
    if (left == 0)
        m_contradiction = true;
    else if ((left & (left - 1)) == 0)
        notePending(cell);
    return true;
}

int CandidateGrid::takePendingSingle()
{
    const int words = (m_cells + 63) / 64;
    for (int w = 0; w < words; ++w) {
        if (m_pending[w]) {
            const int bitIndex = __builtin_ctzll(m_pending[w]);
            m_pending[w] &= m_pending[w] - 1;
            return w * 64 + bitIndex;
        }
    }
    return -1;
}

void CandidateGrid::touch(int cell)
{
    const std::uint32_t s = ++m_stamp;
    const int *units = m_geometry->unitsOf(cell).data();
    m_unitStamp[units[0]] = s;
    m_unitStamp[units[1]] = s;
    m_unitStamp[units[2]] = s;
}

} // namespace core
