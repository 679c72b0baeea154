#pragma once

// What the FILTER's rules (gridrules.cpp) and Chen's r-Reduction (rreduction.cpp) share: private
// to core/board, not part of gridrules.h's interface.

#include "board/candidategrid.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace core::gridrules::detail {

// Calls found(chosenIndices, count, unionMask) for every combination of `size` of the n masks
// whose union has exactly `size` bits. Depth-first with pruning on the union; no allocation.
template <class Found> void forEachSubset(const Mask *masks, int n, int size, Found &&found)
{
    int chosen[kMaxSide];
    Mask unions[kMaxSide + 1];
    unions[0] = 0;
    int depth = 0;
    chosen[0] = -1;
    while (depth >= 0) {
        int next = chosen[depth] + 1;
        // Not enough masks left to complete the combination: go back up.
        if (next > n - (size - depth)) {
            --depth;
            continue;
        }
        chosen[depth] = next;
        const Mask u = unions[depth] | masks[next];
        if (maskCount(u) > size)
            continue;
        if (depth + 1 == size) {
            if (maskCount(u) == size)
                found(chosen, size, u);
            continue;
        }
        unions[depth + 1] = u;
        ++depth;
        chosen[depth] = chosen[depth - 1];
    }
}

// Clears a per-symbol table (kMaxSide + 1 entries) for symbols 0..side with stores of a size known
// when compiling (a count known only at run time becomes a memset call).
inline void clearSymbolTable(Mask *table, int side)
{
    if (side < 12)
        std::fill_n(table, 12, Mask { 0 });
    else
        std::fill_n(table, kMaxSide + 1, Mask { 0 });
}

// The first cell of each box of a 9x9 grid (always 3x3 boxes, numbered in reading order).
constexpr std::array<std::uint8_t, 9> kBox9Origin = { 0, 3, 6, 27, 30, 33, 54, 57, 60 };

// The cells of unit u of a 9x9 grid with digit planes that hold symbol s, as bits of the unit's
// cell order (a row's and a column's from the top left, a box's row by row), from the symbol's
// plane: a row is nine consecutive bits, a box three runs of three, nine cells apart; a column's
// first eight cells (nine apart, in one word) are gathered by one multiplication (its partial
// products never meet, so nothing carries), the ninth is the plane's bit c + 72.
inline Mask unitPlaces9(const CandidateGrid &grid, int u, int s)
{
    const std::uint64_t *p = grid.planeOf(s);
    // The 64 cells from cell o on, as one word.
    const auto window = [p](int o) -> std::uint64_t {
        return o == 0 ? p[0] : o < 64 ? (p[0] >> o) | (p[1] << (64 - o)) : p[1] >> (o - 64);
    };
    if (u < 9)
        return static_cast<Mask>(window(9 * u) & 0x1ff);
    if (u < 18) {
        const int c = u - 9;
        const std::uint64_t first8
            = ((window(c) & 0x8040201008040201ULL) * 0x0101010101010101ULL) >> 56;
        return static_cast<Mask>(first8 | (((p[1] >> (c + 8)) & 1) << 8));
    }
    const std::uint64_t w = window(kBox9Origin[u - 18]);
    return static_cast<Mask>((w & 7) | ((w >> 6) & 0x38) | ((w >> 12) & 0x1c0));
}

} // namespace core::gridrules::detail
