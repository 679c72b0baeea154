#pragma once

// A set of cells as bits, for the bit-parallel parts of the chain, fish and ALS finders: W words
// of 64 bits hold up to 64 W cells. The finders are templates over W and pick the smallest that
// fits the grid (cellSetWords): 2 words up to 11x11 (9x9 is 81 cells), 4 up to 16x16, 10 for
// 25x25, so a 9x9 set costs two words per operation.

#include "board/geometry.h"

#include <array>
#include <cstdint>

namespace core {

// Bits set in a word (as popcount(): without -mpopcnt the builtin is a library call).
inline int popcount64(std::uint64_t m)
{
#if defined(__POPCNT__)
    return __builtin_popcountll(m);
#else
    m = m - ((m >> 1) & 0x5555555555555555u);
    m = (m & 0x3333333333333333u) + ((m >> 2) & 0x3333333333333333u);
    m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return static_cast<int>((m * 0x0101010101010101u) >> 56);
#endif
}

template <int W> struct CellSet
{
    std::array<std::uint64_t, W> w {};

    static constexpr int kCapacity = 64 * W;

    void set(int cell) { w[cell >> 6] |= std::uint64_t { 1 } << (cell & 63); }
    void reset(int cell) { w[cell >> 6] &= ~(std::uint64_t { 1 } << (cell & 63)); }
    bool test(int cell) const { return (w[cell >> 6] >> (cell & 63)) & 1u; }
    bool any() const
    {
        std::uint64_t m = 0;
        for (int i = 0; i < W; ++i)
            m |= w[i];
        return m != 0;
    }
    bool none() const { return !any(); }
    // Exactly one cell.
    bool single() const
    {
        int words = 0;
        bool one = true;
        for (int i = 0; i < W; ++i)
            if (w[i]) {
                ++words;
                one = one && (w[i] & (w[i] - 1)) == 0;
            }
        return words == 1 && one;
    }
    // Two cells or more (no population count needed).
    bool several() const { return any() && !single(); }
    int count() const
    {
        int n = 0;
        for (int i = 0; i < W; ++i)
            n += popcount64(w[i]);
        return n;
    }
    // The lowest cell, or -1 for an empty set.
    int first() const
    {
        for (int i = 0; i < W; ++i)
            if (w[i])
                return 64 * i + __builtin_ctzll(w[i]);
        return -1;
    }
    bool intersects(const CellSet &o) const
    {
        std::uint64_t m = 0;
        for (int i = 0; i < W; ++i)
            m |= w[i] & o.w[i];
        return m != 0;
    }
    bool subsetOf(const CellSet &o) const
    {
        std::uint64_t m = 0;
        for (int i = 0; i < W; ++i)
            m |= w[i] & ~o.w[i];
        return m == 0;
    }
    CellSet &operator&=(const CellSet &o)
    {
        for (int i = 0; i < W; ++i)
            w[i] &= o.w[i];
        return *this;
    }
    CellSet &operator|=(const CellSet &o)
    {
        for (int i = 0; i < W; ++i)
            w[i] |= o.w[i];
        return *this;
    }
    // Removes the cells of o.
    CellSet &operator-=(const CellSet &o)
    {
        for (int i = 0; i < W; ++i)
            w[i] &= ~o.w[i];
        return *this;
    }
    friend CellSet operator&(CellSet a, const CellSet &b) { return a &= b; }
    friend CellSet operator|(CellSet a, const CellSet &b) { return a |= b; }
    friend CellSet operator-(CellSet a, const CellSet &b) { return a -= b; }
    // Word by word (a defaulted comparison calls memcmp, which costs more than two words).
    bool operator==(const CellSet &o) const
    {
        std::uint64_t m = 0;
        for (int i = 0; i < W; ++i)
            m |= w[i] ^ o.w[i];
        return m == 0;
    }

    // Calls f(cell) for every cell, in increasing order.
    template <typename F> void forEach(F f) const
    {
        for (int i = 0; i < W; ++i) {
            std::uint64_t m = w[i];
            while (m) {
                f(64 * i + __builtin_ctzll(m));
                m &= m - 1;
            }
        }
    }
};

// Words needed for a geometry's cells: 2, 4 or 10 (the instantiations the finders use).
inline int cellSetWords(const Geometry &g)
{
    return g.cellCount() <= 128 ? 2 : g.cellCount() <= 256 ? 4 : 10;
}

// Per-geometry tables as cell sets: each cell's peers, each unit's cells.
template <int W> struct CellSetTables
{
    std::vector<CellSet<W>> peers; // cellCount()
    std::vector<CellSet<W>> units; // unitCount()

    explicit CellSetTables(const Geometry &g)
        : peers(g.cellCount())
        , units(g.unitCount())
    {
        for (int c = 0; c < g.cellCount(); ++c)
            for (int p : g.peers(c))
                peers[c].set(p);
        for (int u = 0; u < g.unitCount(); ++u)
            for (int c : g.unit(u))
                units[u].set(c);
    }
    // Shared, built once per geometry (geometries are immutable and live for the program).
    static const CellSetTables &of(const Geometry &g);
};

} // namespace core
