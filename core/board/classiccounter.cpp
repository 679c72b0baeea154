#include "board/classiccounter.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace core {

namespace {

// A band's 27 cells: bit 9 * row + column (row 0..2 within the band, column 0..8).
constexpr std::uint32_t kBandAll = (1u << 27) - 1;
constexpr std::uint32_t kRowBits = 0x1ff;
constexpr std::uint32_t kColumnBits = 1u | 1u << 9 | 1u << 18; // column 0 in the three rows
constexpr std::uint32_t kBoxBits = 7u | 7u << 9 | 7u << 18; // box 0 of the band

struct Tables
{
    // 9 cells of a row -> its 3 mini-rows that hold something (bit = box).
    std::array<std::uint8_t, 512> miniRows {};
    // 9 mini-rows of a band (bit 3 * row + box) -> those on a permutation of rows to boxes that
    // lies inside them: the union of the permutation matrices they contain.
    std::array<std::uint16_t, 512> permutations {};
    // 9 mini-rows -> their 27 cells.
    std::array<std::uint32_t, 512> cells {};
};

constexpr Tables makeTables()
{
    Tables t;
    for (std::uint32_t v = 0; v < 512; ++v) {
        std::uint8_t m = 0;
        for (int box = 0; box < 3; ++box)
            if ((v >> (3 * box)) & 7)
                m |= static_cast<std::uint8_t>(1 << box);
        t.miniRows[v] = m;
        std::uint32_t c = 0;
        for (int k = 0; k < 9; ++k)
            if (v & (1u << k))
                c |= 7u << (9 * (k / 3) + 3 * (k % 3));
        t.cells[v] = c;
    }
    constexpr int perms[6][3]
        = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
    for (std::uint32_t p = 0; p < 512; ++p) {
        std::uint16_t u = 0;
        for (const auto &perm : perms) {
            const std::uint32_t m = 1u << perm[0] | 1u << (3 + perm[1]) | 1u << (6 + perm[2]);
            if ((m & ~p) == 0)
                u = static_cast<std::uint16_t>(u | m);
        }
        t.permutations[p] = u;
    }
    return t;
}

constexpr Tables kTables = makeTables();

// The columns (9 bits) where a band's cells hold something.
inline std::uint32_t columnsOf(std::uint32_t x)
{
    return (x | x >> 9 | x >> 18) & kRowBits;
}

// The columns where a band's cells hold something in two or three rows.
inline std::uint32_t columnsTwiceOf(std::uint32_t x)
{
    const std::uint32_t r0 = x & kRowBits;
    const std::uint32_t r1 = (x >> 9) & kRowBits;
    const std::uint32_t r2 = x >> 18;
    return (r0 & r1) | (r0 & r2) | (r1 & r2);
}

inline std::uint32_t spreadColumns(std::uint32_t columns)
{
    return columns | columns << 9 | columns << 18;
}

inline int lowBit(std::uint32_t x)
{
    return __builtin_ctz(x);
}

// Clears the cell (bit b) from the nine digit boards of a band; returns the digits that had it.
inline std::uint32_t clearCell(std::uint32_t *x, std::uint32_t b)
{
#if defined(__SSE2__)
    // Eight boards at a time (SSE2 is part of every x86-64 CPU), then the ninth.
    const __m128i bits = _mm_set1_epi32(static_cast<int>(b));
    const __m128i zero = _mm_setzero_si128();
    const __m128i a0 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(x));
    const __m128i a1 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(x + 4));
    const int none0
        = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(a0, bits), zero)));
    const int none1
        = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(a1, bits), zero)));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(x), _mm_andnot_si128(bits, a0));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(x + 4), _mm_andnot_si128(bits, a1));
    std::uint32_t had = static_cast<std::uint32_t>(~(none0 | none1 << 4)) & 0xff;
    had |= static_cast<std::uint32_t>((x[8] & b) != 0) << 8;
    x[8] &= ~b;
    return had;
#else
    std::uint32_t had = 0;
    for (int d = 0; d < 9; ++d) {
        had |= static_cast<std::uint32_t>((x[d] & b) != 0) << d;
        x[d] &= ~b;
    }
    return had;
#endif
}

} // namespace

bool ClassicCounter::place(State &s, int digit, int band, int index, bool single)
{
    const std::uint32_t b = 1u << index;
    std::uint32_t *f = s.digitBand.data();
    if (!(f[9 * band + digit] & s.open[band] & b))
        return false;
    s.open[band] &= ~b;
    // The cell leaves the other digits' boards (nothing to do for a naked single).
    if (!single) {
        std::uint32_t had = clearCell(f + 9 * band, b) & ~(1u << digit);
        m_columnsDirty |= had;
        m_dirty |= had << (9 * band);
    }
    const int row = index / 9;
    const int column = index - 9 * row;
    std::uint32_t &own = f[9 * band + digit];
    own = (own & ~(kRowBits << (9 * row)) & ~(kBoxBits << (3 * (column / 3)))) | b;
    m_dirty |= 1u << (9 * band + digit);
    for (int other = 0; other < 3; ++other) {
        std::uint32_t &x = f[9 * other + digit];
        if (other != band && (x & (kColumnBits << column))) {
            x &= ~(kColumnBits << column);
            m_dirty |= 1u << (9 * other + digit);
        }
    }
    m_columnsDirty |= 1u << digit;
    return true;
}

bool ClassicCounter::propagate(State &s)
{
    std::uint32_t *f = s.digitBand.data();
    for (;;) {
        while (m_dirty | m_columnsDirty) {
            // Rows and boxes within a band.
            while (m_dirty) {
                const int k = lowBit(m_dirty);
                m_dirty &= m_dirty - 1;
                const int band = k / 9;
                const int digit = k - 9 * band;
                const std::uint32_t x = f[k];
                const std::uint32_t mini = kTables.miniRows[x & kRowBits]
                    | kTables.miniRows[(x >> 9) & kRowBits] << 3 | kTables.miniRows[x >> 18] << 6;
                const std::uint32_t allowed = kTables.permutations[mini];
                if (!allowed)
                    return false;
                const std::uint32_t y = x & kTables.cells[allowed];
                if (y != x) {
                    f[k] = y;
                    m_columnsDirty |= 1u << digit;
                }
                std::uint32_t singles = 0;
                for (int row = 0; row < 3; ++row) {
                    const std::uint32_t v = (y >> (9 * row)) & kRowBits;
                    if ((v & (v - 1)) == 0)
                        singles |= v << (9 * row);
                }
                singles &= s.open[band];
                while (singles) {
                    if (!place(s, digit, band, lowBit(singles)))
                        return false;
                    singles &= singles - 1;
                }
            }
            // Columns across the bands.
            while (m_columnsDirty && !m_dirty) {
                const int digit = lowBit(m_columnsDirty);
                m_columnsDirty &= m_columnsDirty - 1;
                const std::uint32_t c0 = columnsOf(f[digit]);
                const std::uint32_t c1 = columnsOf(f[9 + digit]);
                const std::uint32_t c2 = columnsOf(f[18 + digit]);
                if ((c0 | c1 | c2) != kRowBits)
                    return false;
                const std::uint32_t only[3] = { c0 & ~c1 & ~c2, c1 & ~c0 & ~c2, c2 & ~c0 & ~c1 };
                for (int band = 0; band < 3; ++band) {
                    if (!only[band])
                        continue;
                    const std::uint32_t x = f[9 * band + digit];
                    std::uint32_t singles
                        = spreadColumns(only[band] & ~columnsTwiceOf(x)) & x & s.open[band];
                    while (singles) {
                        if (!place(s, digit, band, lowBit(singles)))
                            return false;
                        singles &= singles - 1;
                    }
                }
            }
        }
        // Naked singles, band by band: planes of cells holding at least one and two digits.
        bool placed = false;
        for (int band = 0; band < 3; ++band) {
            const std::uint32_t open = s.open[band];
            if (!open)
                continue;
            std::uint32_t once = 0;
            std::uint32_t twice = 0;
            for (int d = 0; d < 9; ++d) {
                const std::uint32_t v = f[9 * band + d] & open;
                twice |= once & v;
                once |= v;
            }
            if (open & ~once)
                return false; // a cell without a candidate
            std::uint32_t singles = open & ~twice;
            while (singles) {
                const int index = lowBit(singles);
                singles &= singles - 1;
                int digit = 0;
                while (digit < 9 && !(f[9 * band + digit] & (1u << index)))
                    ++digit;
                if (digit == 9 || !place(s, digit, band, index, true))
                    return false;
                placed = true;
            }
        }
        if (!placed)
            return true;
    }
}

void ClassicCounter::record(const State &s)
{
    std::vector<std::uint8_t> &out = *m_solution;
    out.assign(81, 0);
    for (int band = 0; band < 3; ++band)
        for (int d = 0; d < 9; ++d)
            for (std::uint32_t x = s.digitBand[9 * band + d]; x; x &= x - 1)
                out[27 * band + lowBit(x)] = static_cast<std::uint8_t>(d + 1);
}

void ClassicCounter::search(int depth)
{
    if ((m_nodeLimit != 0 && m_result.nodes >= m_nodeLimit)
        || (m_stop && m_stop->load(std::memory_order_relaxed))) {
        m_result.complete = false;
        return;
    }
    ++m_result.nodes;
    State &s = m_frames[depth];
    if (!propagate(s)) {
        m_dirty = 0;
        m_columnsDirty = 0;
        return;
    }
    if ((s.open[0] | s.open[1] | s.open[2]) == 0) {
        if (m_result.count++ == 0)
            record(s);
        return;
    }
    // The first cell with two candidates; else the first with the fewest.
    int bestBand = -1;
    int bestIndex = -1;
    for (int band = 0; band < 3 && bestBand < 0; ++band) {
        const std::uint32_t open = s.open[band];
        std::uint32_t once = 0;
        std::uint32_t twice = 0;
        std::uint32_t thrice = 0;
        for (int d = 0; d < 9; ++d) {
            const std::uint32_t v = s.digitBand[9 * band + d] & open;
            thrice |= twice & v;
            twice |= once & v;
            once |= v;
        }
        if (const std::uint32_t pairs = twice & ~thrice) {
            bestBand = band;
            bestIndex = lowBit(pairs);
        }
    }
    if (bestBand < 0) {
        int fewest = 10;
        for (int band = 0; band < 3; ++band)
            for (std::uint32_t open = s.open[band]; open; open &= open - 1) {
                const int index = lowBit(open);
                int n = 0;
                for (int d = 0; d < 9; ++d)
                    n += (s.digitBand[9 * band + d] >> index) & 1;
                if (n < fewest) {
                    fewest = n;
                    bestBand = band;
                    bestIndex = index;
                }
            }
    }
    std::uint32_t digits = 0;
    for (int d = 0; d < 9; ++d)
        digits |= ((s.digitBand[9 * bestBand + d] >> bestIndex) & 1u) << d;
    bool first = true;
    while (digits && m_result.count < m_limit && m_result.complete) {
        const int d = lowBit(digits);
        digits &= digits - 1;
        if (!first)
            ++m_result.guesses;
        first = false;
        m_frames[depth + 1] = s;
        m_dirty = 0;
        m_columnsDirty = 0;
        if (place(m_frames[depth + 1], d, bestBand, bestIndex))
            search(depth + 1);
    }
}

ClassicCounter::Result ClassicCounter::count(const std::uint8_t *values, int limit,
    std::uint64_t nodeLimit, const std::atomic<bool> *stop, std::vector<std::uint8_t> &solution)
{
    m_stop = stop;
    m_limit = limit < 1 ? 1 : limit;
    m_nodeLimit = nodeLimit;
    m_result = Result {};
    m_solution = &solution;
    solution.clear();
    State &s = m_frames[0];
    s.digitBand.fill(kBandAll);
    s.open.fill(kBandAll);
    m_dirty = 0;
    m_columnsDirty = 0;
    for (int cell = 0; cell < 81; ++cell) {
        const int v = values[cell];
        if (v == 0)
            continue;
        if (v > 9 || !place(s, v - 1, cell / 27, cell % 27))
            return m_result;
    }
    // Every pair once at the root (a digit without givens still has its columns checked).
    m_dirty = kBandAll;
    m_columnsDirty = kRowBits;
    search(0);
    return m_result;
}

} // namespace core
