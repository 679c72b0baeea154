#include "board/gridrules.h"
#include "board/gridrulesutil.h"

#include <algorithm>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace core::gridrules {

using namespace detail;

namespace {

// The cells of each unit of the 9x9 grid (rows, columns, boxes) as bits of two words, as
// CandidateGrid::planeOf() has them.
struct UnitBits
{
    std::uint64_t w[2];
};
constexpr std::array<UnitBits, 27> kClassicUnits = [] {
    std::array<UnitBits, 27> t {};
    for (int cell = 0; cell < 81; ++cell) {
        const int r = cell / 9, c = cell % 9, b = (r / 3) * 3 + c / 3;
        const std::uint64_t bitOf = std::uint64_t { 1 } << (cell & 63);
        t[r].w[cell >> 6] |= bitOf;
        t[9 + c].w[cell >> 6] |= bitOf;
        t[18 + b].w[cell >> 6] |= bitOf;
    }
    return t;
}();

// Removes `symbol` from the cells of `in` outside `out` (a 9x9 grid with digit planes), in cell
// order: true when any held it.
inline bool eliminateOutside(
    CandidateGrid &grid, int symbol, const UnitBits &in, const UnitBits &out)
{
    const std::uint64_t *plane = grid.planeOf(symbol);
    std::uint64_t hit0 = plane[0] & in.w[0] & ~out.w[0];
    std::uint64_t hit1 = plane[1] & in.w[1] & ~out.w[1];
    if (!(hit0 | hit1))
        return false;
    const Mask sb = bit(symbol);
    for (; hit0; hit0 &= hit0 - 1)
        grid.eliminate(__builtin_ctzll(hit0), sb);
    for (; hit1; hit1 &= hit1 - 1)
        grid.eliminate(64 + __builtin_ctzll(hit1), sb);
    return true;
}

// A subset pass called with `quietAt` (see gridrules.h): true when the unit is unchanged since
// then and has fewer than `least` open cells, where the pass finds nothing that an earlier rule
// would not have found; the unit is then marked clean as of `before` like a unit that gave nothing.
inline bool quietSkip(const CandidateGrid &grid, int unit, int least, std::uint32_t quietAt,
    std::uint32_t *clean, std::uint32_t before)
{
    if (!quietAt || grid.unitStamp(unit) > quietAt
        || grid.side() - maskCount(grid.placedIn(unit)) >= least)
        return false;
    if (clean)
        clean[unit] = before;
    return true;
}

// The cause a subset pass gives its changes in the grid's change log.
ChangeCause subsetCause(bool naked, int size)
{
    if (size <= 2)
        return naked ? ChangeCause::NakedPair : ChangeCause::HiddenPair;
    if (size == 3)
        return naked ? ChangeCause::NakedTriple : ChangeCause::HiddenTriple;
    return naked ? ChangeCause::NakedQuad : ChangeCause::HiddenQuad;
}

} // namespace

bool nakedSingles(CandidateGrid &grid)
{
    grid.setCause(ChangeCause::NakedSingle);
    // Every open cell with one candidate, including those that get down to one while this runs
    // (the grid notes them as they appear): the same as repeating the scan until it finds nothing.
    bool changed = false;
    if (grid.contradiction())
        return true;
    for (int cell = grid.takePendingSingle(); cell >= 0; cell = grid.takePendingSingle()) {
        const Mask c = grid.candidates(cell);
        if (grid.value(cell) != 0 || c == 0 || (c & (c - 1)) != 0)
            continue;
        changed = true;
        if (!grid.placeSingle(cell, lowestSymbol(c)))
            return true;
    }
    return changed;
}

namespace {

// Symbols in at least one (once) and in at least two (twice) of n masks, `stride` apart: a row
// (stride 1) or a column (stride N) of the candidate array. N > 0: the side known when compiling
// (the loop unrolled).
template <int N>
inline void onceTwiceStrided(const Mask *c, int n, int stride, Mask &once, Mask &twice)
{
    const int count = N > 0 ? N : n;
    const int step = N > 0 && stride == 1 ? 1 : stride;
    Mask o = 0;
    Mask t = 0;
    for (int i = 0; i < count; ++i) {
        const Mask m = c[i * step];
        t |= o & m;
        o |= m;
    }
    once = o;
    twice = t;
}

// The same over listed cells (a box).
template <int N>
inline void onceTwiceListed(const Mask *cand, const int *cells, int n, Mask &once, Mask &twice)
{
    const int count = N > 0 ? N : n;
    Mask o = 0;
    Mask t = 0;
    for (int i = 0; i < count; ++i) {
        const Mask m = cand[cells[i]];
        t |= o & m;
        o |= m;
    }
    once = o;
    twice = t;
}

// The same over a box of a 9x9 grid (always 3x3 boxes, numbered in reading order), from its
// first cell: the cells at fixed offsets, no cell list read.
inline void onceTwiceBox9(const Mask *c, Mask &once, Mask &twice)
{
    constexpr int offsets[9] = { 0, 1, 2, 9, 10, 11, 18, 19, 20 };
    Mask o = 0;
    Mask t = 0;
    for (int i = 0; i < 9; ++i) {
        const Mask m = c[offsets[i]];
        t |= o & m;
        o |= m;
    }
    once = o;
    twice = t;
}

#if defined(__SSE2__)
// Once and twice of four lanes (each lane its own once and twice) folded into lane 0.
inline void foldLanes(__m128i o, __m128i t, Mask &once, Mask &twice)
{
    __m128i o2 = _mm_shuffle_epi32(o, 0x4e); // lanes 2 3 0 1
    __m128i t2 = _mm_shuffle_epi32(t, 0x4e);
    t = _mm_or_si128(_mm_or_si128(t, t2), _mm_and_si128(o, o2));
    o = _mm_or_si128(o, o2);
    o2 = _mm_shuffle_epi32(o, 0xb1); // lanes 1 0 3 2
    t2 = _mm_shuffle_epi32(t, 0xb1);
    t = _mm_or_si128(_mm_or_si128(t, t2), _mm_and_si128(o, o2));
    o = _mm_or_si128(o, o2);
    once = static_cast<Mask>(_mm_cvtsi128_si32(o));
    twice = static_cast<Mask>(_mm_cvtsi128_si32(t));
}

// onceTwiceStrided<9>() of a row (nine consecutive masks) four lanes at a time: the same result.
inline void onceTwiceRow9(const Mask *c, Mask &once, Mask &twice)
{
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(c));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(c + 4));
    Mask o;
    Mask t;
    foldLanes(_mm_or_si128(a, b), _mm_and_si128(a, b), o, t);
    const Mask m = c[8];
    twice = t | (o & m);
    once = o | m;
}

// onceTwiceBox9() four lanes at a time: each row of the box as three lanes (the fourth, the next
// cell of the grid, masked off; the candidate array has room past the last cell of a 9x9 grid).
inline void onceTwiceBox9Lanes(const Mask *c, Mask &once, Mask &twice)
{
    const __m128i keep = _mm_set_epi32(0, -1, -1, -1);
    const __m128i a = _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(c)), keep);
    const __m128i b
        = _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(c + 9)), keep);
    const __m128i d
        = _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(c + 18)), keep);
    __m128i o = _mm_or_si128(a, b);
    __m128i t = _mm_and_si128(a, b);
    t = _mm_or_si128(t, _mm_and_si128(o, d));
    o = _mm_or_si128(o, d);
    foldLanes(o, t, once, twice);
}

// onceTwiceStrided<9>() of four neighbouring columns at once, from the first one's top cell: lane
// k is column k to the right (lanes past the last column read other cells, unused), stored.
inline void onceTwiceColumns9(const Mask *c, Mask *once, Mask *twice)
{
    __m128i o = _mm_loadu_si128(reinterpret_cast<const __m128i *>(c));
    __m128i t = _mm_setzero_si128();
    for (int i = 1; i < 9; ++i) {
        const __m128i m = _mm_loadu_si128(reinterpret_cast<const __m128i *>(c + 9 * i));
        t = _mm_or_si128(t, _mm_and_si128(o, m));
        o = _mm_or_si128(o, m);
    }
    _mm_storeu_si128(reinterpret_cast<__m128i *>(once), o);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(twice), t);
}
#endif

// hiddenSingles() with the side N known when compiling (0: any side). Rows and columns are read
// straight from the candidate array (a row's cells are consecutive, a column's N apart), boxes
// through the geometry's cell lists (a 9x9 grid's at fixed offsets).
template <int N> bool hiddenSinglesOf(CandidateGrid &grid, std::uint32_t *clean)
{
    const Geometry &g = grid.geometry();
    const Mask all = g.allSymbols();
    const int side = N > 0 ? N : g.side();
    const int units = 3 * side;
    bool changed = false;
#if defined(__SSE2__)
    // Four columns' once and twice from one reading (onceTwiceColumns9), valid while the grid's
    // stamp has not moved.
    Mask columnOnce[4];
    Mask columnTwice[4];
    int columnFirst = -8;
    std::uint32_t columnStamp = 0;
#endif
    for (int u = 0; u < units; ++u) {
        if (clean) {
            // The units unchanged since they last gave nothing, passed in one tight loop.
            while (grid.unitStamp(u) <= clean[u])
                if (++u == units)
                    return changed;
        }
        const Mask *cand = grid.candidateData();
        Mask once;
        Mask twice;
#if defined(__SSE2__)
        if (N == 9 && u < 9) {
            onceTwiceRow9(cand + 9 * u, once, twice);
        } else if (N == 9 && u < 18) {
            const int column = u - 9;
            if (column >= columnFirst + 4 || columnStamp != grid.stamp()) {
                onceTwiceColumns9(cand + column, columnOnce, columnTwice);
                columnFirst = column;
                columnStamp = grid.stamp();
            }
            once = columnOnce[column - columnFirst];
            twice = columnTwice[column - columnFirst];
        } else if (N == 9)
            onceTwiceBox9Lanes(cand + kBox9Origin[u - 18], once, twice);
        else
#endif
            if (u < side)
            onceTwiceStrided<N>(cand + u * side, side, 1, once, twice);
        else if (u < 2 * side)
            onceTwiceStrided<N>(cand + (u - side), side, side, once, twice);
        else if (N == 9)
            onceTwiceBox9(cand + kBox9Origin[u - 18], once, twice);
        else
            onceTwiceListed<N>(cand, g.unit(u).data(), side, once, twice);
        const Mask placed = grid.placedIn(u);
        if (const Mask missing = all & ~(once | placed)) {
            grid.markContradiction(
                { GridConflict::Kind::MissingSymbol, -1, u, lowestSymbol(missing), -1 });
            return true;
        }
        // A symbol the unit holds is no hidden single even where a cell still lists it (a grid
        // kept without forward checking, see CandidateGrid::assign).
        Mask singles = once & ~twice & ~placed;
        if (!singles) {
            if (clean)
                clean[u] = grid.stamp();
            continue;
        }
        const int *cells = g.unit(u).data();
        while (singles) {
            const int s = lowestSymbol(singles);
            singles &= singles - 1;
            // The one cell: none when an earlier single of this unit took it (two symbols with
            // one place); the next sweep finds the symbol missing.
            if (N == 9 && grid.hasPlanes()) {
                // From the symbol's plane (the unit's first cell that holds it).
                const std::uint64_t *plane = grid.planeOf(s);
                const std::uint64_t w0 = plane[0] & kClassicUnits[u].w[0];
                const std::uint64_t w1 = plane[1] & kClassicUnits[u].w[1];
                if (!(w0 | w1))
                    continue;
                changed = true;
                if (!grid.placeCandidate(w0 ? __builtin_ctzll(w0) : 64 + __builtin_ctzll(w1), s))
                    return true;
                continue;
            }
            for (int i = 0; i < side; ++i) {
                const int cell = cells[i];
                if (grid.candidates(cell) & bit(s)) {
                    changed = true;
                    if (!grid.placeCandidate(cell, s))
                        return true;
                    break;
                }
            }
        }
    }
    return changed;
}

} // namespace

bool hiddenSingles(CandidateGrid &grid, std::uint32_t *clean)
{
    grid.setCause(ChangeCause::HiddenSingle);
    switch (grid.side()) {
    case 9:
        return hiddenSinglesOf<9>(grid, clean);
    case 16:
        return hiddenSinglesOf<16>(grid, clean);
    default:
        return hiddenSinglesOf<0>(grid, clean);
    }
}

namespace {

// pointing() on a 9x9 grid with digit planes: a box's rows and columns read at fixed offsets
// from its first cell (3x3 boxes in reading order), the same eliminations in the same order.
bool pointing9(CandidateGrid &grid, std::uint32_t *clean)
{
    const Mask *cand = grid.candidateData();
    bool changed = false;
    for (int b = 0; b < 9; ++b) {
        const int unit = 18 + b;
        if (clean && grid.unitStamp(unit) <= clean[unit])
            continue;
        const std::uint32_t before = grid.stamp();
        const Mask *c = cand + kBox9Origin[b];
        const Mask r0 = c[0] | c[1] | c[2];
        const Mask r1 = c[9] | c[10] | c[11];
        const Mask r2 = c[18] | c[19] | c[20];
        const Mask c0 = c[0] | c[9] | c[18];
        const Mask c1 = c[1] | c[10] | c[19];
        const Mask c2 = c[2] | c[11] | c[20];
        const Mask present = r0 | r1 | r2;
        const Mask oneRow = present & ~((r0 & r1) | (r0 & r2) | (r1 & r2));
        const Mask oneCol = present & ~((c0 & c1) | (c0 & c2) | (c1 & c2));
        const int row0 = (b / 3) * 3;
        const int col0 = (b % 3) * 3;
        for (Mask m = oneRow | oneCol; m; m &= m - 1) {
            const int s = lowestSymbol(m);
            const Mask sb = bit(s);
            if (oneRow & sb) {
                const int k = (r0 & sb) ? 0 : (r1 & sb) ? 1 : 2;
                if (eliminateOutside(grid, s, kClassicUnits[row0 + k], kClassicUnits[unit]))
                    changed = true;
            }
            if (oneCol & sb) {
                const int k = (c0 & sb) ? 0 : (c1 & sb) ? 1 : 2;
                if (eliminateOutside(grid, s, kClassicUnits[9 + col0 + k], kClassicUnits[unit]))
                    changed = true;
            }
        }
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[unit] = before;
    }
    return changed;
}

// claiming() on a 9x9 grid with digit planes: a line's three segments read at fixed offsets.
bool claiming9(CandidateGrid &grid, std::uint32_t *clean)
{
    const Mask *cand = grid.candidateData();
    bool changed = false;
    for (int u = 0; u < 18; ++u) {
        if (clean && grid.unitStamp(u) <= clean[u])
            continue;
        const std::uint32_t before = grid.stamp();
        const bool isRow = u < 9;
        Mask seg[3];
        if (isRow) {
            const Mask *c = cand + 9 * u;
            seg[0] = c[0] | c[1] | c[2];
            seg[1] = c[3] | c[4] | c[5];
            seg[2] = c[6] | c[7] | c[8];
        } else {
            const Mask *c = cand + (u - 9);
            seg[0] = c[0] | c[9] | c[18];
            seg[1] = c[27] | c[36] | c[45];
            seg[2] = c[54] | c[63] | c[72];
        }
        const Mask twice = (seg[0] & seg[1]) | (seg[0] & seg[2]) | (seg[1] & seg[2]);
        for (Mask m = (seg[0] | seg[1] | seg[2]) & ~twice; m; m &= m - 1) {
            const int s = lowestSymbol(m);
            const Mask sb = bit(s);
            const int k = (seg[0] & sb) ? 0 : (seg[1] & sb) ? 1 : 2;
            const int b = isRow ? (u / 3) * 3 + k : 3 * k + (u - 9) / 3;
            if (eliminateOutside(grid, s, kClassicUnits[18 + b], kClassicUnits[u]))
                changed = true;
        }
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[u] = before;
    }
    return changed;
}

} // namespace

bool pointing(CandidateGrid &grid, std::uint32_t *clean)
{
    grid.setCause(ChangeCause::Pointing);
    const Geometry &g = grid.geometry();
    const int n = g.side();
    if (n == 9 && grid.hasPlanes())
        return pointing9(grid, clean);
    const int boxRows = g.boxRows();
    const int boxCols = g.boxCols();
    const Mask *cand = grid.candidateData();
    bool changed = false;
    for (int b = 0; b < n; ++b) {
        const int unit = g.boxUnit(b);
        if (clean && grid.unitStamp(unit) <= clean[unit])
            continue;
        const std::uint32_t before = grid.stamp();
        const int *cells = g.unit(unit).data();
        // The candidates of each row and each column of the box (a box lists its cells in
        // increasing order: row by row), then the symbols in exactly one of its rows (columns).
        Mask rowOf[kMaxSide];
        Mask colOf[kMaxSide];
        std::fill_n(colOf, boxCols, Mask { 0 });
        for (int i = 0, k = 0; k < boxRows; ++k) {
            Mask row = 0;
            for (int j = 0; j < boxCols; ++j, ++i) {
                const Mask c = cand[cells[i]];
                row |= c;
                colOf[j] |= c;
            }
            rowOf[k] = row;
        }
        Mask present = 0;
        Mask rowTwice = 0;
        for (int k = 0; k < boxRows; ++k) {
            rowTwice |= present & rowOf[k];
            present |= rowOf[k];
        }
        Mask colOnce = 0;
        Mask colTwice = 0;
        for (int k = 0; k < boxCols; ++k) {
            colTwice |= colOnce & colOf[k];
            colOnce |= colOf[k];
        }
        const Mask oneRow = present & ~rowTwice;
        const Mask oneCol = colOnce & ~colTwice;
        present &= oneRow | oneCol;
        const int row0 = g.row(cells[0]);
        const int col0 = g.column(cells[0]);
        while (present) {
            const int s = lowestSymbol(present);
            present &= present - 1;
            const Mask sb = bit(s);
            if (oneRow & sb) {
                int k = 0;
                while (!(rowOf[k] & sb))
                    ++k;
                for (int cell : g.unit(g.rowUnit(row0 + k)))
                    if ((cand[cell] & sb) && g.box(cell) != b && grid.eliminate(cell, sb))
                        changed = true;
            }
            if (oneCol & sb) {
                int k = 0;
                while (!(colOf[k] & sb))
                    ++k;
                for (int cell : g.unit(g.columnUnit(col0 + k)))
                    if ((cand[cell] & sb) && g.box(cell) != b && grid.eliminate(cell, sb))
                        changed = true;
            }
        }
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[unit] = before;
    }
    return changed;
}

bool claiming(CandidateGrid &grid, std::uint32_t *clean)
{
    grid.setCause(ChangeCause::Claiming);
    const Geometry &g = grid.geometry();
    const int n = g.side();
    if (n == 9 && grid.hasPlanes())
        return claiming9(grid, clean);
    const int boxRows = g.boxRows();
    const int boxCols = g.boxCols();
    const Mask *cand = grid.candidateData();
    bool changed = false;
    for (int u = 0; u < 2 * n; ++u) {
        if (clean && grid.unitStamp(u) <= clean[u])
            continue;
        const std::uint32_t before = grid.stamp();
        const int *cells = g.unit(u).data();
        const bool isRow = u < n;
        // The line's cells box by box (a line lists its cells in increasing order: a row's
        // boxes are boxCols cells each, a column's boxRows), then the symbols in exactly one box.
        const int run = isRow ? boxCols : boxRows;
        const int segments = n / run;
        Mask segOf[kMaxSide];
        Mask present = 0;
        Mask twice = 0;
        for (int i = 0, k = 0; k < segments; ++k) {
            Mask seg = 0;
            for (int j = 0; j < run; ++j, ++i)
                seg |= cand[cells[i]];
            segOf[k] = seg;
            twice |= present & seg;
            present |= seg;
        }
        present &= ~twice;
        while (present) {
            const int s = lowestSymbol(present);
            present &= present - 1;
            const Mask sb = bit(s);
            int k = 0;
            while (!(segOf[k] & sb))
                ++k;
            const int b = g.box(cells[k * run]);
            for (int cell : g.unit(g.boxUnit(b))) {
                if (!(cand[cell] & sb))
                    continue;
                const bool inLine = isRow ? g.row(cell) == u : g.column(cell) == u - n;
                if (!inLine && grid.eliminate(cell, sb))
                    changed = true;
            }
        }
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[u] = before;
    }
    return changed;
}

namespace {

// Naked pairs on the live candidates: a cell that becomes a pair while its unit is scanned is
// matched at once (the HS-solver's strategy IV, whose search counters depend on it).
bool nakedPairs(CandidateGrid &grid, std::uint32_t *clean, std::uint32_t quietAt)
{
    const Geometry &g = grid.geometry();
    const int n = g.side();
    bool changed = false;
    for (int u = 0; u < g.unitCount(); ++u) {
        if (clean && grid.unitStamp(u) <= clean[u])
            continue;
        const std::uint32_t before = grid.stamp();
        if (quietSkip(grid, u, 4, quietAt, clean, before))
            continue;
        const int *cells = g.unit(u).data();
        for (int i = 0; i < n; ++i) {
            const Mask pair = grid.candidates(cells[i]);
            if (maskCount(pair) != 2)
                continue;
            for (int j = i + 1; j < n; ++j) {
                if (grid.candidates(cells[j]) != pair)
                    continue;
                for (int k = 0; k < n; ++k)
                    if (k != i && k != j && grid.eliminate(cells[k], pair))
                        changed = true;
            }
        }
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[u] = before;
    }
    return changed;
}

} // namespace

bool nakedSubsets(CandidateGrid &grid, int size, std::uint32_t *clean, std::uint32_t quietAt)
{
    grid.setCause(subsetCause(true, size));
    if (!grid.singlesNoted())
        quietAt = 0;
    if (size == 2)
        return nakedPairs(grid, clean, quietAt);
    const Geometry &g = grid.geometry();
    bool changed = false;
    for (int u = 0; u < g.unitCount(); ++u) {
        if (clean && grid.unitStamp(u) <= clean[u])
            continue;
        const std::uint32_t before = grid.stamp();
        if (quietSkip(grid, u, 2 * size, quietAt, clean, before))
            continue;
        const auto cells = g.unit(u);
        int members[kMaxSide];
        Mask masks[kMaxSide];
        int count = 0;
        int open = 0;
        for (int cell : cells) {
            if (grid.value(cell) != 0)
                continue;
            ++open;
            const int pc = maskCount(grid.candidates(cell));
            if (pc >= 2 && pc <= size) {
                members[count] = cell;
                masks[count] = grid.candidates(cell);
                ++count;
            }
        }
        if (count < size || open <= size) {
            if (clean)
                clean[u] = before;
            continue;
        }
        forEachSubset(masks, count, size, [&](const int *chosen, int k, Mask digits) {
            for (int cell : cells) {
                bool inSet = false;
                for (int i = 0; i < k; ++i)
                    inSet = inSet || members[chosen[i]] == cell;
                if (!inSet && grid.eliminate(cell, digits))
                    changed = true;
            }
        });
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[u] = before;
    }
    return changed;
}

bool hiddenSubsets(
    CandidateGrid &grid, int size, std::uint32_t *clean, UnitDigits *read, std::uint32_t quietAt)
{
    grid.setCause(subsetCause(false, size));
    if (!grid.singlesNoted())
        quietAt = 0;
    const Geometry &g = grid.geometry();
    const Mask all = g.allSymbols();
    const int side = g.side();
    const int units = g.unitCount();
    const Mask *cand = grid.candidateData();
    const std::uint8_t *values = grid.valueData();
    bool changed = false;
    for (int u = 0; u < units; ++u) {
        if (clean) {
            while (grid.unitStamp(u) <= clean[u])
                if (++u == units)
                    return changed;
        }
        const std::uint32_t before = grid.stamp();
        if (quietSkip(grid, u, 2 * size + 1, quietAt, clean, before))
            continue;
        const int *cells = g.unit(u).data();
        UnitDigits local;
        UnitDigits &d = read ? read[u] : local;
        const std::uint32_t unitStamp = grid.unitStamp(u);
        if (!read || d.stamp == 0 || d.stamp != unitStamp) {
            clearSymbolTable(d.pos, side);
            Mask placed = 0;
            int open = 0;
            if (side == 9 && grid.hasPlanes()) {
                // The same positions from the digit planes (of the symbols not placed, the only
                // ones read below).
                for (int i = 0; i < 9; ++i) {
                    const int v = values[cells[i]];
                    placed |= bit(v);
                    open += v == 0;
                }
                for (Mask m = all & ~placed; m; m &= m - 1)
                    d.pos[lowestSymbol(m)] = unitPlaces9(grid, u, lowestSymbol(m));
            } else {
                for (int i = 0; i < side; ++i) {
                    const int cell = cells[i];
                    const int v = values[cell];
                    placed |= bit(v);
                    open += v == 0;
                    for (Mask c = cand[cell]; c; c &= c - 1)
                        d.pos[lowestSymbol(c)] |= Mask { 1 } << i;
                }
            }
            d.placed = placed;
            d.open = open;
            d.stamp = unitStamp;
        }
        const Mask *pos = d.pos;
        const Mask placed = d.placed;
        const int open = d.open;
        if (open <= size) {
            if (clean)
                clean[u] = before;
            continue;
        }
        int digits[kMaxSide];
        Mask masks[kMaxSide];
        int count = 0;
        Mask free = all & ~placed;
        while (free) {
            const int s = lowestSymbol(free);
            free &= free - 1;
            // A digit without a place is left to hidden singles (the FILTER has just run them;
            // the HS-solver's strategy III alone does not look for it).
            const int pc = maskCount(pos[s]);
            if (pc >= 2 && pc <= size) {
                digits[count] = s;
                masks[count] = pos[s];
                ++count;
            }
        }
        if (count < size) {
            if (clean)
                clean[u] = before;
            continue;
        }
        forEachSubset(masks, count, size, [&](const int *chosen, int k, Mask where) {
            Mask keep = 0;
            for (int i = 0; i < k; ++i)
                keep |= bit(digits[chosen[i]]);
            while (where) {
                const int i = lowestSymbol(where);
                where &= where - 1;
                if (grid.eliminate(cells[i], ~keep & all))
                    changed = true;
            }
        });
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[u] = before;
    }
    return changed;
}

bool fire(CandidateGrid &grid, int rule, std::uint32_t *clean)
{
    switch (rule) {
    case 0:
        return nakedSingles(grid);
    case 1:
        return hiddenSingles(grid, clean);
    case 2:
        return pointing(grid, clean);
    case 3:
        return claiming(grid, clean);
    case 4:
        return nakedSubsets(grid, 2, clean);
    case 5:
        return hiddenSubsets(grid, 2, clean);
    case 6:
        return nakedSubsets(grid, 3, clean);
    case 7:
        return hiddenSubsets(grid, 3, clean);
    case 8:
        return nakedSubsets(grid, 4, clean);
    case 9:
        return hiddenSubsets(grid, 4, clean);
    default:
        return false;
    }
}

ChangeCause ruleCause(int rule)
{
    static constexpr ChangeCause causes[kRuleCount] = { ChangeCause::NakedSingle,
        ChangeCause::HiddenSingle, ChangeCause::Pointing, ChangeCause::Claiming,
        ChangeCause::NakedPair, ChangeCause::HiddenPair, ChangeCause::NakedTriple,
        ChangeCause::HiddenTriple, ChangeCause::NakedQuad, ChangeCause::HiddenQuad };
    return rule >= 0 && rule < kRuleCount ? causes[rule] : ChangeCause::None;
}

void FixpointMemo::reset(int units, std::uint32_t stamp)
{
    // A 9x9 grid's 27 units as a count known when compiling (vector stores, no loop per rule).
    const auto fill = [&](auto count) {
        for (auto &rule : clean)
            std::fill_n(rule.data(), count, stamp);
        for (int u = 0; u < count; ++u)
            digits[u].stamp = 0;
    };
    if (units == 27)
        fill(std::integral_constant<int, 27> {});
    else
        fill(units);
}

namespace {

// fire() with the memo's reads for the hidden subsets.
bool fireWith(CandidateGrid &grid, int rule, FixpointMemo &memo)
{
    std::uint32_t *clean = memo.clean[rule].data();
    // Every rule before this one has just given nothing on the grid (see fixpoint below). The
    // subset passes' skip (gridrules.h) and the trial's settled assumptions (sansegundofilter.cpp)
    // rest on the standard order of these ten rules: singles first, then at each size the naked
    // rule before the hidden one, pairs before triples before quads, and a FILTER limited to its
    // first rules only. A new rule or another order must revisit both arguments.
    static_assert(kRuleCount == 10, "the FILTER's ten rules (see the comment above)");
    const std::uint32_t quietAt = grid.stamp();
    switch (rule) {
    case 4:
        return nakedSubsets(grid, 2, clean, quietAt);
    case 5:
        return hiddenSubsets(grid, 2, clean, memo.digits.data(), quietAt);
    case 6:
        return nakedSubsets(grid, 3, clean, quietAt);
    case 7:
        return hiddenSubsets(grid, 3, clean, memo.digits.data(), quietAt);
    case 8:
        return nakedSubsets(grid, 4, clean, quietAt);
    case 9:
        return hiddenSubsets(grid, 4, clean, memo.digits.data(), quietAt);
    default:
        return fire(grid, rule, clean);
    }
}

} // namespace

FixpointRun fixpoint(CandidateGrid &grid, int maxRule, const RuleObserver *observer,
    FixpointMemo *memo, CandidateGrid *singles)
{
    FixpointRun run;
    if (maxRule >= kRuleCount)
        maxRule = kRuleCount - 1;
    FixpointMemo local;
    if (!memo) {
        local.reset(grid.geometry().unitCount(), 0);
        memo = &local;
    }
    while (!grid.contradiction() && grid.openCount() > 0) {
        int fired = -1;
        for (int rule = 0; rule <= maxRule; ++rule) {
            if (rule == 2 && singles) {
                *singles = grid;
                singles = nullptr;
            }
            if (fireWith(grid, rule, *memo)) {
                fired = rule;
                break;
            }
        }
        if (fired < 0)
            break;
        ++run.firings[fired];
        if (fired > run.topRule)
            run.topRule = fired;
        if (observer && *observer)
            (*observer)(fired, grid);
    }
    if (singles)
        *singles = grid;
    return run;
}

} // namespace core::gridrules
