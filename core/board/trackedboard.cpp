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
constexpr int orderBit(int unit, int side)
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

// The classic 9x9 grid's tables at compile time (Geometry's numbering: rows 0-8, columns 9-17,
// boxes 18-26; a unit's cells in increasing order; a cell's units row, column, box).
struct Classic
{
    std::array<std::array<std::uint8_t, 9>, 27> unitCells {};
    std::array<std::array<std::uint8_t, 3>, 81> unitsOf {};
    // Per cell: its three units as bits, by number (bits 0-26) and in the search order
    // (orderBit(): bits 32-58).
    std::array<std::uint64_t, 81> units {};
    std::array<std::array<std::uint64_t, 2>, 81> peers {};
    std::array<std::array<std::uint64_t, 2>, 27> unitBits {};
};

constexpr Classic makeClassic()
{
    Classic t;
    std::array<int, 9> filled {};
    for (int cell = 0; cell < 81; ++cell) {
        const int r = cell / 9;
        const int c = cell % 9;
        const int b = (r / 3) * 3 + c / 3;
        t.unitCells[r][c] = static_cast<std::uint8_t>(cell);
        t.unitCells[9 + c][r] = static_cast<std::uint8_t>(cell);
        t.unitCells[18 + b][filled[b]++] = static_cast<std::uint8_t>(cell);
        const int us[3] = { r, 9 + c, 18 + b };
        for (int k = 0; k < 3; ++k) {
            t.unitsOf[cell][k] = static_cast<std::uint8_t>(us[k]);
            t.units[cell] |= std::uint64_t { 1 } << us[k];
            t.units[cell] |= std::uint64_t { 1 } << (32 + orderBit(us[k], 9));
            t.unitBits[us[k]][cell >> 6] |= std::uint64_t { 1 } << (cell & 63);
        }
    }
    for (int cell = 0; cell < 81; ++cell)
        for (int p = 0; p < 81; ++p)
            if (p != cell
                && (p / 9 == cell / 9 || p % 9 == cell % 9
                    || (p / 27 == cell / 27 && (p % 9) / 3 == (cell % 9) / 3)))
                t.peers[cell][p >> 6] |= std::uint64_t { 1 } << (p & 63);
    return t;
}

constexpr Classic kClassic = makeClassic();
constexpr Mask kClassicAll = 0x3FE;

// The highest cell in both two-word sets (cells 0..127), or -1.
inline int highestCommonCell(const std::uint64_t *set, const std::array<std::uint64_t, 2> &cells)
{
    const std::uint64_t high = set[1] & cells[1];
    if (high)
        return 127 - __builtin_clzll(high);
    const std::uint64_t low = set[0] & cells[0];
    return low ? 63 - __builtin_clzll(low) : -1;
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

TrackedBoard::TrackedBoard(const Board &board, ComputedCandidates)
    : m_geometry { &board.geometry() }
    , m_board { board }
{
    resetComputed(m_board);
}

void TrackedBoard::resetComputed(const Board &board)
{
    const Geometry &g = board.geometry();
    if (&board != &m_board)
        m_board = board;
    if (g.boxRows() == 3 && g.boxCols() == 3) {
        m_geometry = &g;
        m_tables = &tablesOf(g);
        m_classic = true;
        resetComputedClassic();
        return;
    }
    // The values of every unit (bit 0 for an open cell, outside the symbols).
    std::array<Mask, 3 * kMaxSide> used {};
    for (int cell = 0; cell < g.cellCount(); ++cell)
        for (int u : g.unitsOf(cell))
            used[u] |= bit(m_board.value(cell));
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        Mask c = 0;
        if (m_board.isOpen(cell)) {
            const auto u = g.unitsOf(cell);
            c = g.allSymbols() & ~(used[u[0]] | used[u[1]] | used[u[2]]);
        }
        m_board.setCandidates(cell, c);
    }
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
    m_classic = g.boxRows() == 3 && g.boxCols() == 3;
    m_classicFast = false;
    if (m_classic) {
        resetClassic();
        return;
    }
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

void TrackedBoard::resetClassic()
{
    std::fill_n(m_placed.data(), 27, 0u);
    std::fill_n(m_open.data(), 27, std::uint8_t { 0 });
    m_singleCandidate.fill(0);
    for (int s = 0; s <= 9; ++s) {
        m_where[s * kWords] = 0;
        m_where[s * kWords + 1] = 0;
    }
    m_openBits = {};
    int open = 0;
    int empty = 0;
    int duplicates = 0;
    bool filledClean = true;
    bool stray = false;
    const std::uint8_t *const values = m_board.values().data();
    for (int cell = 0; cell < 81; ++cell) {
        const auto &units3 = kClassic.unitsOf[cell];
        const int v = values[cell];
        const Mask c = m_board.candidates(cell);
        if (v != 0) {
            filledClean = filledClean && c == 0;
            const Mask b = bit(v);
            for (int u : units3) {
                duplicates += (m_placed[u] & b) != 0;
                m_placed[u] |= b;
            }
            continue;
        }
        ++open;
        for (int u : units3)
            ++m_open[u];
        m_openBits[cell >> 6] |= std::uint64_t { 1 } << (cell & 63);
        stray = stray || (c & ~kClassicAll) != 0;
        const Mask own = c & kClassicAll;
        const std::uint64_t b = std::uint64_t { 1 } << (cell & 63);
        if (own == 0)
            ++empty;
        else if ((own & (own - 1)) == 0)
            m_singleCandidate[cell >> 6] |= b;
        std::uint64_t *const word = m_where.data() + (cell >> 6);
        for (Mask m = own; m; m &= m - 1)
            word[lowestSymbol(m) * kWords] |= b;
    }
    m_openCells = open;
    m_emptyCells = empty;
    m_duplicates = duplicates;
    m_filledClean = filledClean;
    m_classicFast = filledClean && !stray;
    resetClassicTail();
}

void TrackedBoard::resetComputedClassic()
{
    // The units' values first (and each symbol's set: every cell but the peers of its values);
    // then an open cell's candidates are the symbols its three units leave, and the open cells
    // with one candidate or none come from the symbols' sets.
    // (The open cells per unit counted down from nine over the filled cells: fewer.)
    std::fill_n(m_placed.data(), 27, 0u);
    std::fill_n(m_open.data(), 27, std::uint8_t { 9 });
    const std::uint8_t *const values = m_board.values().data();
    int duplicates = 0;
    std::array<std::uint64_t, 2> open {};
    std::array<std::array<std::uint64_t, 2>, 10> where;
    where.fill({ ~std::uint64_t { 0 }, ~std::uint64_t { 0 } });
    for (int cell = 0; cell < 81; ++cell) {
        const int v = values[cell];
        if (v == 0) {
            open[cell >> 6] |= std::uint64_t { 1 } << (cell & 63);
            continue;
        }
        const auto &units3 = kClassic.unitsOf[cell];
        const Mask b = bit(v);
        duplicates += ((m_placed[units3[0]] | m_placed[units3[1]] | m_placed[units3[2]]) & b) != 0;
        for (int u : units3) {
            m_placed[u] |= b;
            --m_open[u];
        }
        if (v <= 9) {
            const auto &peers = kClassic.peers[cell];
            where[v][0] &= ~peers[0];
            where[v][1] &= ~peers[1];
        }
    }
    for (int r = 0; r < 9; ++r) {
        const Mask row = m_placed[r];
        for (int c = 0; c < 9; ++c) {
            const int cell = 9 * r + c;
            const Mask left
                = kClassicAll & ~(row | m_placed[9 + c] | m_placed[18 + (r / 3) * 3 + c / 3]);
            m_board.setCandidates(cell, values[cell] == 0 ? left : 0);
        }
    }
    std::uint64_t once0 = 0, once1 = 0, twice0 = 0, twice1 = 0;
    m_where[0] = 0;
    m_where[1] = 0;
    for (int s = 1; s <= 9; ++s) {
        const std::uint64_t w0 = where[s][0] & open[0];
        const std::uint64_t w1 = where[s][1] & open[1];
        m_where[s * kWords] = w0;
        m_where[s * kWords + 1] = w1;
        twice0 |= once0 & w0;
        twice1 |= once1 & w1;
        once0 |= w0;
        once1 |= w1;
    }
    m_singleCandidate.fill(0);
    m_singleCandidate[0] = once0 & ~twice0;
    m_singleCandidate[1] = once1 & ~twice1;
    m_openCells = __builtin_popcountll(open[0]) + __builtin_popcountll(open[1]);
    m_emptyCells = __builtin_popcountll(open[0] & ~once0) + __builtin_popcountll(open[1] & ~once1);
    m_duplicates = duplicates;
    m_filledClean = true;
    m_classicFast = true;
    m_openBits = open;
    resetClassicTail();
}

void TrackedBoard::resetClassicTail()
{
    m_changed = { (std::uint64_t { 1 } << 27) - 1, 0 };
    m_someHidden.fill(0);
    m_changes.symbols = ~Mask { 0 };
    m_changes.units.fill(~std::uint64_t { 0 });
    m_oneOpen.fill(0);
    for (int u = 0; u < 27; ++u)
        if (m_open[u] == 1)
            m_oneOpen[0] |= std::uint64_t { 1 } << u;
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

// Inlined into its two callers (the call cost about an eighth of it).
[[gnu::always_inline]] inline Mask TrackedBoard::hiddenSinglesClassic(int unit) const
{
    // The symbols seen once and at least twice among the nine cells, by halves (a balanced tree:
    // fewer dependent steps than a running pair).
    const auto &cells = kClassic.unitCells[unit];
    const auto c = [&](int i) { return m_board.candidates(cells[i]); };
    const Mask a0 = c(0), a1 = c(1), a2 = c(2), a3 = c(3), a4 = c(4), a5 = c(5), a6 = c(6),
               a7 = c(7), a8 = c(8);
    const Mask o01 = a0 | a1, o23 = a2 | a3, o45 = a4 | a5, o67 = a6 | a7;
    const Mask t03 = (a0 & a1) | (a2 & a3) | (o01 & o23);
    const Mask t47 = (a4 & a5) | (a6 & a7) | (o45 & o67);
    const Mask o03 = o01 | o23, o47 = o45 | o67;
    const Mask o07 = o03 | o47;
    const Mask twice = t03 | t47 | (o03 & o47) | (o07 & a8);
    const Mask once = o07 | a8;
    return once & ~twice & ~m_placed[unit] & kClassicAll;
}

Mask TrackedBoard::hiddenSingles(int unit) const
{
    if (m_classicFast) {
        const int k = orderBit(unit, 9);
        const std::uint64_t b = std::uint64_t { 1 } << k;
        if (m_changed[0] & b) {
            const Mask h = hiddenSinglesClassic(unit);
            m_hidden[unit] = h;
            m_changed[0] &= ~b;
            if (h)
                m_someHidden[0] |= b;
            else
                m_someHidden[0] &= ~b;
        }
        return m_hidden[unit];
    }
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
    if (m_classicFast) {
        // (The two sets in registers while looking.)
        std::uint64_t changed = m_changed[0];
        std::uint64_t some = m_someHidden[0];
        int found = -1;
        for (std::uint64_t look = changed | some; look; look &= look - 1) {
            const int k = __builtin_ctzll(look);
            const int unit = unitAtOrder(k, 9);
            const std::uint64_t b = std::uint64_t { 1 } << k;
            if (changed & b) {
                const Mask h = hiddenSinglesClassic(unit);
                m_hidden[unit] = h;
                changed &= ~b;
                if (!h) {
                    some &= ~b;
                    continue;
                }
                some |= b;
                found = unit;
                break;
            }
            if (m_hidden[unit]) {
                found = unit;
                break;
            }
        }
        m_changed[0] = changed;
        m_someHidden[0] = some;
        return found;
    }
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

int TrackedBoard::lastOpenCell(int unit) const
{
    if (m_classic) {
        return highestCommonCell(m_openBits.data(), kClassic.unitBits[unit]);
    }
    int where = -1;
    for (int cell : m_geometry->unit(unit))
        if (m_board.isOpen(cell))
            where = cell;
    return where;
}

int TrackedBoard::cellWith(int unit, int symbol) const
{
    if (m_classic && symbol >= 1 && symbol <= 9) {
        return highestCommonCell(m_where.data() + symbol * kWords, kClassic.unitBits[unit]);
    }
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

void TrackedBoard::placeClassic(int cell, int symbol)
{
    const Mask c = m_board.candidates(cell); // no bits outside the symbols (m_classicFast)
    m_emptyCells -= c == 0;
    const std::uint64_t cellBit = std::uint64_t { 1 } << (cell & 63);
    m_singleCandidate[cell >> 6] &= ~cellBit;
    m_openBits[cell >> 6] &= ~cellBit;
    const Mask b = bit(symbol);
    m_changes.symbols |= c | b;
    for (Mask m = c; m; m &= m - 1)
        m_where[lowestSymbol(m) * kWords + (cell >> 6)] &= ~cellBit;
    m_board.setValue(cell, symbol);
    m_board.setCandidates(cell, 0);
    --m_openCells;
    const auto &units3 = kClassic.unitsOf[cell];
    // Only whether a unit repeats a value matters (broken()).
    m_duplicates += ((m_placed[units3[0]] | m_placed[units3[1]] | m_placed[units3[2]]) & b) != 0;
    std::uint64_t oneOpen = m_oneOpen[0];
    for (int u : units3) {
        m_placed[u] |= b;
        // One open cell left: the bit set; else clear (none left, or it had two or more).
        const int left = --m_open[u];
        oneOpen = (oneOpen & ~(std::uint64_t { 1 } << u))
            | (static_cast<std::uint64_t>(left == 1) << u);
    }
    m_oneOpen[0] = oneOpen;
    // As removeCandidates(p, b) for each open peer holding the symbol, the units marked changed
    // once at the end (by number in the low half of kClassic.units, in the search order in the
    // high half).
    std::uint64_t units = kClassic.units[cell];
    std::uint64_t *const where = m_where.data() + symbol * kWords;
    const auto &peers = kClassic.peers[cell];
    int empty = 0;
    for (int w = 0; w < 2; ++w) {
        std::uint64_t hit = where[w] & peers[w];
        where[w] &= ~hit;
        std::uint64_t single = m_singleCandidate[w] & ~hit;
        for (; hit; hit &= hit - 1) {
            const int i = __builtin_ctzll(hit);
            const int p = 64 * w + i;
            m_board.removeCandidate(p, symbol);
            const Mask left = m_board.candidates(p);
            units |= kClassic.units[p];
            single |= static_cast<std::uint64_t>(left != 0 && (left & (left - 1)) == 0) << i;
            empty += left == 0;
        }
        m_singleCandidate[w] = single;
    }
    m_emptyCells += empty;
    m_changes.units[0] |= units & 0xFFFFFFFFu;
    m_changed[0] |= units >> 32;
}

void TrackedBoard::placeGeneral(int cell, int symbol)
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
    if (m_classic && !m_board.isOpen(cell))
        m_openBits[cell >> 6] &= ~(std::uint64_t { 1 } << (cell & 63));
}

void TrackedBoard::eliminate(int cell, int symbol)
{
    if (m_board.value(cell) == 0)
        removeCandidates(cell, bit(symbol));
    else
        m_board.removeCandidate(cell, symbol);
}

int TrackedBoard::firstSingleCandidateCellBeyond128() const
{
    const int words = (m_geometry->cellCount() + 63) / 64;
    for (int w = 2; w < words; ++w)
        if (m_singleCandidate[w])
            return 64 * w + __builtin_ctzll(m_singleCandidate[w]);
    return -1;
}

} // namespace core
