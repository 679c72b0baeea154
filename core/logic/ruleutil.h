#pragma once

// Internal to core/logic: small helpers the pattern finders share (advancedrules.cpp,
// patternrules.cpp, alsrules.cpp).

#include "board/board.h"
#include "logic/step.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace core {

inline bool hasCandidate(const Board &board, int cell, int symbol)
{
    return board.isOpen(cell) && (board.candidates(cell) & bit(symbol)) != 0;
}

inline bool contains(const std::vector<int> &cells, int cell)
{
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

inline int lineCell(const Geometry &g, bool columns, int line, int index)
{
    return columns ? g.cellAt(index, line) : g.cellAt(line, index);
}

// Positions (indices within the line, as bits 0..N-1) of the open cells of each row (or column
// when `columns`) holding the symbol.
std::vector<std::uint32_t> linePositions(const Board &board, int symbol, bool columns);

// Eliminations of `symbol` from the open cells that see every cell of `seen` and are not in
// `exclude`, in cell order.
std::vector<Elimination> eliminateSeeingAll(
    const Board &board, int symbol, const std::vector<int> &seen, const std::vector<int> &exclude);

// Appends the cell's candidates to the step's pattern with the role.
void addCandidates(Step &step, const Board &board, int cell, std::uint8_t role);

// Calls f(indices) for every k-subset of 0..count-1 in lexicographic order until f returns false.
template <typename F> void forEachCombination(int count, int k, F f)
{
    if (k <= 0 || k > count)
        return;
    std::vector<int> idx(k);
    for (int i = 0; i < k; ++i)
        idx[i] = i;
    while (true) {
        if (!f(idx))
            return;
        int i = k - 1;
        while (i >= 0 && idx[i] == count - k + i)
            --i;
        if (i < 0)
            return;
        ++idx[i];
        for (int j = i + 1; j < k; ++j)
            idx[j] = idx[j - 1] + 1;
    }
}

} // namespace core
