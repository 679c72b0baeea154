#pragma once

// Random complete grids for the generator: a depth-first fill that places, at every node, a
// random symbol in the open cell with the fewest symbols left (ties broken at random), with
// forward checking through the used-symbol masks of rows, columns and boxes. Deep dead ends are
// cut by a node budget and a fresh random start, which keeps 16x16 and 25x25 fills short.
// Deterministic for the random generator's state; grids are random but not uniformly so (no
// filler known to be fast is).

#include "board/geometry.h"
#include "climb/climbrandom.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace core {

class GridFiller final
{
public:
    explicit GridFiller(const Geometry &geometry);

    // A complete, valid grid (row-major values 1..N) in `values`; false only when stopped.
    bool fill(ClimbRandom &random, std::vector<std::uint8_t> &values,
        const std::atomic<bool> *stop = nullptr);

    // Attempts (fresh starts) made by the last fill, for the benchmarks.
    int lastAttempts() const { return m_attempts; }

private:
    bool search(ClimbRandom &random, int placed);
    void place(int cell, int symbol);
    void unplace(int cell, int symbol);
    Mask allowed(int cell) const;

    const Geometry *m_geometry;
    int m_cells;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodeBudget = 0;
    int m_attempts = 0;
    std::vector<std::uint8_t> m_value;
    std::vector<Mask> m_rowUsed;
    std::vector<Mask> m_colUsed;
    std::vector<Mask> m_boxUsed;
    std::vector<int> m_open; // open cells, in no particular order (swap-removed as they fill)
};

} // namespace core
