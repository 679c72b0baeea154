#include "board/candidategrid.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace core {

namespace {

using detail::kClassicPeers;

// Row, column and box of each cell of the 9x9 grid.
struct RowColBox
{
    std::uint8_t row, col, box;
};
constexpr std::array<RowColBox, 81> kClassicRcb = [] {
    std::array<RowColBox, 81> t {};
    for (int cell = 0; cell < 81; ++cell) {
        const int r = cell / 9, c = cell % 9;
        t[cell] = { static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(c),
            static_cast<std::uint8_t>((r / 3) * 3 + c / 3) };
    }
    return t;
}();

} // namespace

bool CandidateGrid::loadClassicValues(const Board &board)
{
    const std::uint8_t *values = board.values().data();
    std::copy_n(values, 81, m_value.data());
    // The filled cells as bits (cell i: bit i % 64 of word i / 64), eight cells at a time: the
    // high bit of each byte of (x & 0x7f..) + 0x7f.. | x is set when the byte is not zero, and
    // the multiplication gathers those eight bits into the top byte (no two of its partial
    // products meet, so nothing carries).
    static_assert(std::endian::native == std::endian::little, "bytes read as words");
    constexpr std::uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
    std::uint64_t filled[2] = { 0, std::uint64_t { values[80] != 0 } << 16 };
    for (int k = 0; k < 10; ++k) {
        std::uint64_t x;
        std::memcpy(&x, values + 8 * k, sizeof x);
        const std::uint64_t high = (((x & low7) + low7) | x) & ~low7;
        filled[k >> 3] |= (((high >> 7) * 0x0102040810204080ULL) >> 56) << (8 * (k & 7));
    }
    const std::uint64_t open[2] = { ~filled[0], ~filled[1] & ((std::uint64_t { 1 } << 17) - 1) };
    Mask rows[9] = {};
    Mask cols[9] = {};
    Mask boxes[9] = {};
    std::array<std::array<std::uint64_t, 2>, 10> seen {};
    int openCount = 81;
    for (int w = 0; w < 2; ++w)
        for (std::uint64_t bits = filled[w]; bits; bits &= bits - 1) {
            const int cell = 64 * w + __builtin_ctzll(bits);
            const int v = values[cell];
            --openCount;
            const RowColBox &at = kClassicRcb[cell];
            const Mask b = bit(v);
            if ((rows[at.row] | cols[at.col] | boxes[at.box]) & b)
                return false; // a repeated value: the general path reports it
            rows[at.row] |= b;
            cols[at.col] |= b;
            boxes[at.box] |= b;
            seen[v][0] |= kClassicPeers[cell].w[0];
            seen[v][1] |= kClassicPeers[cell].w[1];
        }
    m_open = openCount;
    for (int i = 0; i < 9; ++i) {
        m_placed[i] = rows[i];
        m_placed[9 + i] = cols[i];
        m_placed[18 + i] = boxes[i];
    }
    // Every cell row by row (a filled cell gets no candidates), its row and box in one mask per
    // three cells.
    const Mask all = m_geometry->allSymbols();
    for (int r = 0; r < 9; ++r) {
        const Mask *boxOf = boxes + (r / 3) * 3;
        const Mask segment[3] = { rows[r] | boxOf[0], rows[r] | boxOf[1], rows[r] | boxOf[2] };
        for (int c = 0; c < 9; ++c) {
            const int cell = 9 * r + c;
            const bool isOpen = values[cell] == 0;
            const Mask m = isOpen ? all & ~(segment[c / 3] | cols[c]) : 0;
            m_cand[cell] = m;
            if (isOpen && (m & (m - 1)) == 0) [[unlikely]] {
                if (m == 0)
                    markContradiction({ GridConflict::Kind::EmptyCell, cell, -1, 0, -1 });
                else
                    notePending(cell);
            }
        }
    }
    // An open cell holds every symbol no peer holds: a plane is the open cells less the peers of
    // the symbol's cells.
    m_plane[0] = {};
    for (int s = 1; s <= 9; ++s) {
        m_plane[s][0] = open[0] & ~seen[s][0];
        m_plane[s][1] = open[1] & ~seen[s][1];
    }
    return true;
}

CandidateGrid::CandidateGrid(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_side { geometry.side() }
    , m_cells { geometry.cellCount() }
    , m_units { geometry.unitCount() }
    , m_planes { geometry.side() == 9 }
{ }

CandidateGrid::CandidateGrid(const CandidateGrid &other)
    : m_geometry { other.m_geometry }
    , m_side { other.m_side }
    , m_cells { other.m_cells }
    , m_units { other.m_units }
{
    copyState(other);
}

CandidateGrid &CandidateGrid::operator=(const CandidateGrid &other)
{
    if (this != &other)
        copyState(other);
    return *this;
}

void CandidateGrid::copyState(const CandidateGrid &other)
{
    m_geometry = other.m_geometry;
    m_side = other.m_side;
    m_cells = other.m_cells;
    m_units = other.m_units;
    m_open = other.m_open;
    m_contradiction = other.m_contradiction;
    m_conflict = other.m_conflict;
    m_stamp = other.m_stamp;
    m_pendingCount = other.m_pendingCount;
    std::copy_n(other.m_cand.data(), m_cells, m_cand.data());
    std::copy_n(other.m_value.data(), m_cells, m_value.data());
    std::copy_n(other.m_placed.data(), m_units, m_placed.data());
    std::copy_n(other.m_unitStamp.data(), m_units, m_unitStamp.data());
    std::copy_n(other.m_pending.data(), m_pendingCount, m_pending.data());
    m_planes = other.m_planes;
    m_assigned = other.m_assigned;
    m_pendingCleared = other.m_pendingCleared;
    if (m_planes)
        m_plane = other.m_plane;
}

void CandidateGrid::load(const Board &board, bool usePencilMarks)
{
    m_geometry = &board.geometry();
    m_side = m_geometry->side();
    m_cells = m_geometry->cellCount();
    m_units = m_geometry->unitCount();
    m_open = 0;
    m_contradiction = false;
    m_conflict = {};
    m_stamp = 1;
    m_assigned = false;
    m_pendingCleared = false;
    std::fill_n(m_unitStamp.data(), m_units, 1u);
    std::fill_n(m_placed.data(), m_units, 0u);
    m_pendingCount = 0;
    // The digit planes of a 9x9 grid without pencil marks come from the values (see below), read
    // in this first scan.
    m_planes = m_side == 9;
    const bool planesFromValues = m_planes && !usePencilMarks;
    // The common case in one pass over the values and one over the open cells (the same grid;
    // back to the general path below at a repeated value, to report it).
    if (planesFromValues && m_cells == 81 && m_units == 27 && loadClassicValues(board))
        return;
    m_open = 0;
    std::uint64_t open[2] = { 0, 0 };
    std::array<std::array<std::uint64_t, 2>, 10> seen {};
    // Values first: a repeated value is the contradiction reported, before any empty cell.
    for (int cell = 0; cell < m_cells; ++cell) {
        const int v = board.value(cell);
        m_value[cell] = static_cast<std::uint8_t>(v);
        m_cand[cell] = 0;
        if (v == 0) {
            ++m_open;
            if (planesFromValues)
                open[cell >> 6] |= std::uint64_t { 1 } << (cell & 63);
            continue;
        }
        if (planesFromValues) {
            seen[v][0] |= kClassicPeers[cell].w[0];
            seen[v][1] |= kClassicPeers[cell].w[1];
        }
        for (int u : m_geometry->unitsOf(cell)) {
            if ((m_placed[u] & bit(v)) && !m_contradiction)
                markContradiction({ GridConflict::Kind::PeerHasValue, cell, u, v, holderIn(u, v) });
            m_placed[u] |= bit(v);
        }
        // holderIn() meets the earlier holder first: a unit lists its cells in increasing order,
        // and the cells after this one are not loaded yet.
    }
    const Mask all = m_geometry->allSymbols();
    for (int cell = 0; cell < m_cells; ++cell) {
        if (m_value[cell] != 0)
            continue;
        const int *units = m_geometry->unitsOf(cell).data();
        Mask c = all & ~(m_placed[units[0]] | m_placed[units[1]] | m_placed[units[2]]);
        if (usePencilMarks)
            c &= board.candidates(cell);
        m_cand[cell] = c;
        if (c == 0)
            markContradiction({ GridConflict::Kind::EmptyCell, cell, -1, 0, -1 });
        else if ((c & (c - 1)) == 0)
            notePending(cell);
    }
    // The digit planes (a 9x9 grid).
    if (m_planes) {
        m_plane = {};
        if (usePencilMarks) {
            for (int cell = 0; cell < m_cells; ++cell)
                for (Mask c = m_cand[cell]; c; c &= c - 1)
                    m_plane[lowestSymbol(c)][cell >> 6] |= std::uint64_t { 1 } << (cell & 63);
        } else {
            // Without pencil marks an open cell holds every symbol no peer holds: a plane is
            // the open cells less the peers of the symbol's cells.
            for (int s = 1; s <= 9; ++s) {
                m_plane[s][0] = open[0] & ~seen[s][0];
                m_plane[s][1] = open[1] & ~seen[s][1];
            }
        }
    }
}

int CandidateGrid::holderIn(int unit, int symbol) const
{
    for (int p : m_geometry->unit(unit))
        if (m_value[p] == symbol)
            return p;
    return -1;
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
            total += maskCount(m_cand[cell]);
    return total;
}

void CandidateGrid::markContradiction(const GridConflict &conflict)
{
    if (!m_contradiction)
        m_conflict = conflict;
    m_contradiction = true;
}

// place() on a 9x9 grid kept with forward checking and without a change log (see place()): when
// the symbol is a candidate of the open cell, placeClassicCandidate(); anything else goes to the
// general path.
bool CandidateGrid::placeClassic(int cell, int symbol)
{
    if (m_value[cell] != 0 || !(m_cand[cell] & bit(symbol))) [[unlikely]]
        return placeGeneral(cell, symbol);
    return placeClassicCandidate(cell, symbol);
}

void CandidateGrid::markEmptied(int cell, int symbol)
{
    markContradiction({ GridConflict::Kind::EmptyCell, cell, -1, symbol, -1 });
}

bool CandidateGrid::placeGeneral(int cell, int symbol)
{
    const Mask b = bit(symbol);
    if (m_value[cell] != 0) {
        if (m_value[cell] == symbol)
            return !m_contradiction;
        markContradiction({ GridConflict::Kind::EmptyCell, cell, -1, symbol, -1 });
        return false;
    }
    const int *units = m_geometry->unitsOf(cell).data();
    // A candidate of the cell is in none of its units unless assign() was used (see m_assigned).
    if (!(m_cand[cell] & b) || m_assigned) {
        if ((m_placed[units[0]] | m_placed[units[1]] | m_placed[units[2]]) & b) {
            // Only on a grid whose candidates were kept without forward checking (see assign).
            const int u = (m_placed[units[0]] & b) ? units[0]
                : (m_placed[units[1]] & b)         ? units[1]
                                                   : units[2];
            markContradiction(
                { GridConflict::Kind::PeerHasValue, cell, u, symbol, holderIn(u, symbol) });
            return false;
        }
        if (!(m_cand[cell] & b)) {
            markContradiction({ GridConflict::Kind::EmptyCell, cell, -1, symbol, -1 });
            return false;
        }
    }
    m_value[cell] = static_cast<std::uint8_t>(symbol);
    m_cand[cell] = 0;
    m_placed[units[0]] |= b;
    m_placed[units[1]] |= b;
    m_placed[units[2]] |= b;
    --m_open;
    // One stamp for the placement and every change it makes to its peers (no rule reads the grid
    // in between, so a unit stamped here is newer than anything read before).
    const std::uint32_t stamp = ++m_stamp;
    m_unitStamp[units[0]] = stamp;
    m_unitStamp[units[1]] = stamp;
    m_unitStamp[units[2]] = stamp;
    // A filled peer has no candidates, and (forward checking) no open one holds a symbol placed
    // among its peers.
    const int *unitsOfCell = m_geometry->unitsOf(0).data();
    Mask *cand = m_cand.data();
    std::uint32_t *unitStamp = m_unitStamp.data();
    const auto lose = [&](int p) {
        const Mask left = cand[p] & ~b;
        cand[p] = left;
        const int *pu = unitsOfCell + 3 * p;
        unitStamp[pu[0]] = stamp;
        unitStamp[pu[1]] = stamp;
        unitStamp[pu[2]] = stamp;
        if ((left & (left - 1)) == 0) {
            if (left == 0)
                markContradiction({ GridConflict::Kind::EmptyCell, p, -1, symbol, -1 });
            else
                notePending(p);
        }
    };
    if (m_planes) {
        // The peers holding the symbol, from its plane, in increasing order as peers() lists
        // them.
        auto [hit0, hit1] = takeFromPlanes(cell, symbol);
        if (m_log) {
            m_log->push_back({ cell, symbol, true, m_cause });
            for (std::uint64_t h = hit0; h; h &= h - 1)
                m_log->push_back({ __builtin_ctzll(h), symbol, false, ChangeCause::ForwardCheck });
            for (std::uint64_t h = hit1; h; h &= h - 1)
                m_log->push_back(
                    { 64 + __builtin_ctzll(h), symbol, false, ChangeCause::ForwardCheck });
        }
        for (; hit0; hit0 &= hit0 - 1)
            lose(__builtin_ctzll(hit0));
        for (; hit1; hit1 &= hit1 - 1)
            lose(64 + __builtin_ctzll(hit1));
        return !m_contradiction;
    }
    const int *peers = m_geometry->peers(cell).data();
    const int *const peersEnd = peers + m_geometry->peerCount();
    if (m_log) {
        m_log->push_back({ cell, symbol, true, m_cause });
        for (const int *it = peers; it != peersEnd; ++it)
            if (cand[*it] & b)
                m_log->push_back({ *it, symbol, false, ChangeCause::ForwardCheck });
    }
    for (; peers != peersEnd; ++peers)
        if (cand[*peers] & b)
            lose(*peers);
    return !m_contradiction;
}

void CandidateGrid::assign(int cell, int symbol)
{
    const Mask b = bit(symbol);
    m_assigned = true;
    m_value[cell] = static_cast<std::uint8_t>(symbol);
    if (m_planes)
        dropFromPlanes(cell, m_cand[cell]);
    m_cand[cell] = 0;
    for (int u : m_geometry->unitsOf(cell))
        m_placed[u] |= b;
    --m_open;
    touch(cell);
    if (m_log)
        m_log->push_back({ cell, symbol, true, m_cause });
}

bool CandidateGrid::eliminateSome(int cell, Mask symbols)
{
    const Mask c = m_cand[cell];
    const Mask removed = c & symbols;
    if (m_value[cell] != 0 || !removed)
        return false;
    const Mask left = c & ~symbols;
    m_cand[cell] = left;
    if (m_planes)
        dropFromPlanes(cell, removed);
    touch(cell);
    if (m_log)
        for (Mask m = removed; m; m &= m - 1)
            m_log->push_back({ cell, lowestSymbol(m), false, m_cause });
    if (left == 0)
        markContradiction(
            { GridConflict::Kind::EmptyCell, cell, -1, 31 - __builtin_clz(removed), -1 });
    else if ((left & (left - 1)) == 0)
        notePending(cell);
    return true;
}

} // namespace core
