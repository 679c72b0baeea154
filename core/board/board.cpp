#include "board/board.h"

namespace core {

Board::Board(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_values(geometry.cellCount(), 0)
    , m_given(geometry.cellCount(), 0)
    , m_candidates(geometry.cellCount(), 0)
{ }

void Board::setValue(int cell, int symbol)
{
    m_values[cell] = static_cast<std::uint8_t>(symbol);
    m_given[cell] = 0;
}

Mask Board::computeCandidates(int cell) const
{
    if (m_values[cell] != 0)
        return 0;
    Mask used = 0;
    for (int p : m_geometry->peers(cell))
        used |= bit(m_values[p]);
    return m_geometry->allSymbols() & ~used;
}

void Board::fillCandidates()
{
    for (int cell = 0; cell < cellCount(); ++cell)
        m_candidates[cell] = computeCandidates(cell);
}

void Board::pruneCandidates()
{
    for (int cell = 0; cell < cellCount(); ++cell)
        m_candidates[cell] &= computeCandidates(cell);
}

int Board::clueCount() const
{
    int n = 0;
    for (auto g : m_given)
        n += g;
    return n;
}

int Board::filledCount() const
{
    int n = 0;
    for (auto v : m_values)
        n += v != 0;
    return n;
}

bool Board::isSolved() const
{
    return isComplete() && conflicts().empty();
}

std::vector<Conflict> Board::conflicts() const
{
    std::vector<Conflict> out;
    const Geometry &g = *m_geometry;
    for (int u = 0; u < g.unitCount(); ++u) {
        auto cells = g.unit(u);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const int v = m_values[cells[i]];
            if (v == 0)
                continue;
            for (std::size_t j = i + 1; j < cells.size(); ++j)
                if (m_values[cells[j]] == v)
                    out.push_back({ Conflict::Kind::Duplicate, cells[i], cells[j], u, v });
        }
    }
    for (int cell = 0; cell < g.cellCount(); ++cell)
        if (m_values[cell] == 0 && computeCandidates(cell) == 0)
            out.push_back({ Conflict::Kind::NoCandidate, cell, -1, -1, 0 });
    return out;
}

Board Board::givensOnly() const
{
    Board b(*m_geometry);
    for (int cell = 0; cell < cellCount(); ++cell)
        if (m_given[cell])
            b.setGiven(cell, m_values[cell]);
    return b;
}

void Board::promoteValuesToGivens()
{
    for (int cell = 0; cell < cellCount(); ++cell)
        m_given[cell] = m_values[cell] != 0;
}

bool Board::operator==(const Board &other) const
{
    return m_geometry == other.m_geometry && m_values == other.m_values && m_given == other.m_given
        && m_candidates == other.m_candidates;
}

} // namespace core
