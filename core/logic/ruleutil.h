#pragma once

// Internal to core/logic: small helpers the pattern finders share (basicrules.cpp, fish.cpp,
// singledigit.cpp, wings.cpp, coloring.cpp, uniqueness.cpp).

#include "board/board.h"
#include "logic/step.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <type_traits>
#include <vector>

namespace core {

// The candidates of an open cell (a filled cell has none), limited to the grid's symbols.
inline Mask cand(const Board &board, int cell)
{
    return board.value(cell) == 0 ? board.candidates(cell) & board.geometry().allSymbols() : 0;
}

// Whether a finder has put maxSteps steps into out since `start`.
inline bool full(const std::vector<Step> &out, std::size_t start, int maxSteps)
{
    return static_cast<int>(out.size() - start) >= maxSteps;
}

inline bool hasCandidate(const Board &board, int cell, int symbol)
{
    return board.isOpen(cell) && (board.candidates(cell) & bit(symbol)) != 0;
}

inline bool contains(std::span<const int> cells, int cell)
{
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

inline int lineCell(const Geometry &g, bool columns, int line, int index)
{
    return columns ? g.cellAt(index, line) : g.cellAt(line, index);
}

// Calls f(side, size) with both as std::integral_constant<int, ...>: the classic side 9 with the
// sizes 2, 3 and 4 known at compile time, any other side or size as <0, 0> (the templates then
// read them at run time). Callers use decltype(side)::value as template arguments.
template <class F> decltype(auto) withClassicSize(int side, int size, F &&f)
{
    using std::integral_constant;
    if (side == 9 && size <= 4) {
        if (size == 2)
            return f(integral_constant<int, 9> {}, integral_constant<int, 2> {});
        if (size == 3)
            return f(integral_constant<int, 9> {}, integral_constant<int, 3> {});
        return f(integral_constant<int, 9> {}, integral_constant<int, 4> {});
    }
    return f(integral_constant<int, 0> {}, integral_constant<int, 0> {});
}

// Positions (indices within the line, as bits 0..N-1) of the open cells of each row (or column
// when `columns`) holding the symbol.
using LinePositions = std::array<std::uint32_t, kMaxSide>;
LinePositions linePositions(const Board &board, int symbol, bool columns);

// linePositions() of every symbol at once (one pass over the grid), for rows and for columns;
// only the symbols in `symbols` and the side's lines (the other entries are left as they were:
// read only those).
void allLinePositions(const Board &board, std::array<LinePositions, kMaxSide + 1> &rows,
    std::array<LinePositions, kMaxSide + 1> &columns, Mask symbols = ~Mask { 0 });

// The tutor path's position while its finders look at it (LogicEngine::solutionPath): the tracked
// board, and a number no earlier position had on this thread. The board does not change while
// the scope lasts, so tables a finder derives from it may be kept under the number and used
// again by the next finder (on no other board: a copy has another address). Whoever opens the
// scope must not change the board before it ends (LogicEngine's nextMove opens it for the
// finders' look at one position and applies the step found after it has ended); otherwise the
// kept tables would be stale.
class PathPositionScope
{
public:
    explicit PathPositionScope(const Board &board);
    ~PathPositionScope();
    PathPositionScope(const PathPositionScope &) = delete;
    PathPositionScope &operator=(const PathPositionScope &) = delete;

private:
    const Board *m_previousBoard;
    std::uint64_t m_previousKey;
};

// The number of the path's position when `board` is it, 0 otherwise.
std::uint64_t pathPositionKey(const Board &board);

struct AllLinePositions
{
    std::array<LinePositions, kMaxSide + 1> rows;
    std::array<LinePositions, kMaxSide + 1> columns;
};

// allLinePositions() of the symbols into `scratch`; on the path's position, the tables kept for
// it instead (the symbols they lack added). The tables to read (the symbols asked for only).
// On the path's position the reference is into a per-thread memo: read it before the finder
// calls anything that could open another PathPositionScope on this thread (nothing does today),
// which would refill the memo under it.
const AllLinePositions &linePositionsFor(
    const Board &board, Mask symbols, AllLinePositions &scratch);

// Eliminations of `symbol` from the open cells that see every cell of `seen` and are not in
// `exclude`, in cell order.
std::vector<Elimination> eliminateSeeingAll(
    const Board &board, int symbol, std::span<const int> seen, std::span<const int> exclude);

// Appends the cell's candidates to the step's pattern with the role.
void addCandidates(Step &step, const Board &board, int cell, std::uint8_t role);

// Calls f(indices) for every k-subset of 0..count-1 in lexicographic order until f returns false;
// the indices are a span over a stack array (no allocation).
template <typename F> void forEachCombination(int count, int k, F f)
{
    if (k <= 0 || k > count || k > kMaxSide)
        return;
    int idx[kMaxSide];
    for (int i = 0; i < k; ++i)
        idx[i] = i;
    while (true) {
        if (!f(std::span<const int>(idx, static_cast<std::size_t>(k))))
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

namespace detail {

template <typename Fits, typename F>
bool combinationsWithin(const std::uint32_t *masks, int count, int k, Fits &fits, F &f, int *idx,
    int depth, int from, std::uint32_t union_)
{
    if (depth == k)
        return f(std::span<const int>(idx, static_cast<std::size_t>(k)));
    for (int i = from; i <= count - (k - depth); ++i) {
        const std::uint32_t next = union_ | masks[i];
        if (!fits(next))
            continue;
        idx[depth] = i;
        if (!combinationsWithin(masks, count, k, fits, f, idx, depth + 1, i + 1, next))
            return false;
    }
    return true;
}

} // namespace detail

// forEachCombination() limited to the k-subsets whose masks' union (masks[0..count-1]) fits:
// the same calls in the same order, without the others. fits(union) must be false for every
// superset of a union it is false for (a subset is left out as soon as its first members' union
// does not fit).
template <typename Fits, typename F>
void forEachCombinationWithin(const std::uint32_t *masks, int count, int k, Fits fits, F f)
{
    if (k <= 0 || k > count || k > kMaxSide)
        return;
    int idx[kMaxSide];
    detail::combinationsWithin(masks, count, k, fits, f, idx, 0, 0, 0);
}

} // namespace core
