#include "board/trackedboard.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace core {

namespace {

// A unit's place in the finders' search order: boxes (units 2N..3N-1) first, then rows (0..N-1),
// then columns (N..2N-1).
int orderBit(int unit, int side)
{
    return unit >= 2 * side ? unit - 2 * side : unit + side;
}

int unitAtOrder(int k, int side)
{
    return k < side ? 2 * side + k : k - side;
}

void setBit(std::array<std::uint64_t, 2> &bits, int i)
{
    bits[i >> 6] |= std::uint64_t { 1 } << (i & 63);
}

void clearBit(std::array<std::uint64_t, 2> &bits, int i)
{
    bits[i >> 6] &= ~(std::uint64_t { 1 } << (i & 63));
}

// Bits [0, count) set.
std::array<std::uint64_t, 2> lowBits(int count)
{
    const std::uint64_t low
        = count >= 64 ? ~std::uint64_t { 0 } : (std::uint64_t { 1 } << count) - 1;
    const std::uint64_t high = count <= 64 ? 0 : (std::uint64_t { 1 } << (count - 64)) - 1;
    return { low, high };
}

} // namespace

TrackedBoard::TrackedBoard(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_board { geometry }
{
    reset(m_board);
}

TrackedBoard::TrackedBoard(Board board)
    : m_geometry { &board.geometry() }
    , m_board { std::move(board) }
{
    reset(m_board);
}

const TrackedBoard::Tables &TrackedBoard::tablesOf(const Geometry &g)
{
    // One table per geometry for the program's life (geometries live as long); the last one
    // asked for on this thread is remembered, so the lock is taken only when a thread changes
    // geometry.
    thread_local const Geometry *lastGeometry = nullptr;
    thread_local const Tables *lastTables = nullptr;
    if (lastGeometry == &g)
        return *lastTables;
    static std::mutex mutex;
    static std::map<const Geometry *, std::unique_ptr<Tables>> tables;
    const std::lock_guard lock(mutex);
    auto &slot = tables[&g];
    if (!slot) {
        slot = std::make_unique<Tables>();
        Tables &t = *slot;
        const int words = (g.cellCount() + 63) / 64;
        t.words = words;
        t.cells.resize(g.cellCount());
        t.peers.assign(static_cast<std::size_t>(g.cellCount()) * words, 0);
        t.units.assign(static_cast<std::size_t>(g.unitCount()) * words, 0);
        for (int cell = 0; cell < g.cellCount(); ++cell) {
            for (int u : g.unitsOf(cell)) {
                setBit(t.cells[cell].units, u);
                setBit(t.cells[cell].order, orderBit(u, g.side()));
                t.units[u * words + (cell >> 6)] |= std::uint64_t { 1 } << (cell & 63);
            }
            for (int p : g.peers(cell))
                t.peers[cell * words + (p >> 6)] |= std::uint64_t { 1 } << (p & 63);
        }
    }
    lastGeometry = &g;
    lastTables = slot.get();
    return *slot;
}

void TrackedBoard::reset(const Board &board)
{
    const Geometry &g = board.geometry();
    m_geometry = &g;
    m_tables = &tablesOf(g);
    if (&board != &m_board)
        m_board = board;
    const int units = g.unitCount();
    const Mask all = g.allSymbols();
    std::fill_n(m_placed.data(), units, 0u);
    std::fill_n(m_open.data(), units, std::uint8_t { 0 });
    m_singleCandidate.fill(0);
    for (int s = 0; s <= g.side(); ++s)
        std::fill_n(m_where.data() + s * kWords, m_tables->words, std::uint64_t { 0 });
    m_changed = lowBits(units);
    m_someHidden.fill(0);
    m_oneOpen.fill(0);
    m_changes.symbols = ~Mask { 0 };
    m_changes.units.fill(~std::uint64_t { 0 });
    m_openCells = 0;
    m_emptyCells = 0;
    m_duplicates = 0;
    m_filledClean = true;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const auto units3 = g.unitsOf(cell);
        const int v = m_board.value(cell);
        if (v != 0) {
            m_filledClean = m_filledClean && m_board.candidates(cell) == 0;
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
        // Into the symbols' sets: one word of each (kWords apart).
        std::uint64_t *const word = m_where.data() + (cell >> 6);
        const std::uint64_t b = std::uint64_t { 1 } << (cell & 63);
        for (Mask m = c; m; m &= m - 1)
            word[lowestSymbol(m) * kWords] |= b;
    }
    for (int u = 0; u < units; ++u)
        if (m_open[u] == 1)
            setBit(m_oneOpen, u);
}

void TrackedBoard::touch(int cell)
{
    const CellUnits &bits = m_tables->cells[cell];
    m_changes.units[0] |= bits.units[0];
    m_changes.units[1] |= bits.units[1];
    m_changed[0] |= bits.order[0];
    m_changed[1] |= bits.order[1];
}

TrackedBoard::Changes TrackedBoard::takeChanges()
{
    const Changes changes = m_changes;
    m_changes = {};
    return changes;
}

Mask TrackedBoard::hiddenSingles(int unit) const
{
    const int k = orderBit(unit, m_geometry->side());
    if ((m_changed[k >> 6] >> (k & 63)) & 1u) {
        // The finders' reading: candidates of open cells only, limited to the grid's symbols.
        // (Bit by bit, so the symbols are limited once at the end; filled cells hold no
        // candidates when m_filledClean.)
        Mask once = 0;
        Mask twice = 0;
        if (m_filledClean) {
            const auto cells = m_geometry->unit(unit);
            const auto scan = [&](int count) {
                for (int i = 0; i < count; ++i) {
                    const Mask c = m_board.candidates(cells[i]);
                    twice |= once & c;
                    once |= c;
                }
            };
            if (cells.size() == 9)
                scan(9); // the classic grid's unit, unrolled
            else
                scan(static_cast<int>(cells.size()));
        } else {
            for (int cell : m_geometry->unit(unit)) {
                const Mask c = m_board.value(cell) == 0 ? m_board.candidates(cell) : 0;
                twice |= once & c;
                once |= c;
            }
        }
        m_hidden[unit] = once & ~twice & ~m_placed[unit] & m_geometry->allSymbols();
        clearBit(m_changed, k);
        if (m_hidden[unit])
            setBit(m_someHidden, k);
        else
            clearBit(m_someHidden, k);
    }
    return m_hidden[unit];
}

int TrackedBoard::firstHiddenSingleUnit() const
{
    // The units before the first of these have no hidden single (known and unchanged since).
    const int side = m_geometry->side();
    for (int w = 0; w < 2; ++w) {
        for (std::uint64_t look = m_changed[w] | m_someHidden[w]; look; look &= look - 1) {
            const int unit = unitAtOrder(64 * w + __builtin_ctzll(look), side);
            if (hiddenSingles(unit))
                return unit;
        }
    }
    return -1;
}

int TrackedBoard::cellWith(int unit, int symbol) const
{
    if (m_geometry->allSymbols() & bit(symbol)) {
        // The last (highest) cell of the unit in the symbol's set (a unit lists its cells in
        // increasing order).
        const int words = m_tables->words;
        const std::uint64_t *cells = m_tables->units.data() + unit * words;
        for (int w = words - 1; w >= 0; --w) {
            const std::uint64_t x = m_where[symbol * kWords + w] & cells[w];
            if (x)
                return 64 * w + 63 - __builtin_clzll(x);
        }
        return -1;
    }
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
    noteCandidatesLeft(cell, left);
    dropPlaces(cell, symbols & m_geometry->allSymbols());
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
    dropPlaces(cell, m_board.candidates(cell) & g.allSymbols());
    m_board.setValue(cell, symbol);
    m_board.setCandidates(cell, 0);
    --m_openCells;
    for (int u : g.unitsOf(cell)) {
        const int left = --m_open[u];
        if (left <= 1) { // one open cell left, or none (then it had one)
            if (left == 1)
                setBit(m_oneOpen, u);
            else
                clearBit(m_oneOpen, u);
        }
        m_duplicates += (m_placed[u] & bit(symbol)) != 0;
        m_placed[u] |= bit(symbol);
    }
    const Mask b = bit(symbol);
    // As removeCandidates(p, b) for each open peer holding the symbol (m_changes.symbols has it
    // already), with the peers' units gathered and marked changed once at the end, together
    // with the cell's own (touch(cell)).
    const CellUnits *const cellUnits = m_tables->cells.data();
    std::array<std::uint64_t, 2> units = cellUnits[cell].units;
    std::array<std::uint64_t, 2> order = cellUnits[cell].order;
    const auto dropFromPeer = [&](int p, Mask c) {
        const Mask left = c & ~b;
        m_board.setCandidates(p, left);
        const CellUnits &bits = cellUnits[p];
        units[0] |= bits.units[0];
        units[1] |= bits.units[1];
        order[0] |= bits.order[0];
        order[1] |= bits.order[1];
        noteCandidatesLeft(p, left);
    };
    if (m_filledClean && (b & g.allSymbols())) {
        // The open peers holding the symbol, from its set (filled cells hold no candidates).
        const int words = m_tables->words;
        const std::uint64_t *peers = m_tables->peers.data() + cell * words;
        std::uint64_t *where = m_where.data() + symbol * kWords;
        for (int w = 0; w < words; ++w) {
            std::uint64_t hit = where[w] & peers[w];
            where[w] &= ~hit;
            for (; hit; hit &= hit - 1) {
                const int p = 64 * w + __builtin_ctzll(hit);
                dropFromPeer(p, m_board.candidates(p));
            }
        }
    } else {
        // The values do not move while candidates change: read them through one pointer.
        const std::uint8_t *const values = m_board.values().data();
        for (int p : g.peers(cell)) {
            const Mask c = m_board.candidates(p);
            if (!(c & b))
                continue; // most peers do not hold it
            if (values[p] != 0) {
                m_board.removeCandidate(p, symbol);
                continue;
            }
            dropPlaces(p, b & g.allSymbols());
            dropFromPeer(p, c);
        }
    }
    m_changes.units[0] |= units[0];
    m_changes.units[1] |= units[1];
    m_changed[0] |= order[0];
    m_changed[1] |= order[1];
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
