#include "logic/ruleutil.h"

#include "logic/cellset.h"

namespace core {

LinePositions linePositions(const Board &board, int symbol, bool columns)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    LinePositions pos {};
    for (int line = 0; line < n; ++line)
        for (int i = 0; i < n; ++i)
            if (hasCandidate(board, lineCell(g, columns, line, i), symbol))
                pos[line] |= std::uint32_t { 1 } << i;
    return pos;
}

void allLinePositions(const Board &board, std::array<LinePositions, kMaxSide + 1> &rows,
    std::array<LinePositions, kMaxSide + 1> &columns, Mask symbols)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    symbols &= g.allSymbols();
    for (Mask m = symbols; m; m &= m - 1) {
        std::fill_n(rows[lowestSymbol(m)].data(), n, 0u);
        std::fill_n(columns[lowestSymbol(m)].data(), n, 0u);
    }
    const std::uint8_t *values = board.values().data();
    int cell = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c, ++cell) {
            if (values[cell] != 0)
                continue;
            for (Mask m = board.candidates(cell) & symbols; m; m &= m - 1) {
                const int s = lowestSymbol(m);
                rows[s][r] |= std::uint32_t { 1 } << c;
                columns[s][c] |= std::uint32_t { 1 } << r;
            }
        }
}

namespace {
thread_local const Board *tPathBoard = nullptr;
thread_local std::uint64_t tPathKey = 0;
thread_local std::uint64_t tLastPathKey = 0;
} // namespace

PathPositionScope::PathPositionScope(const Board &board)
    : m_previousBoard { tPathBoard }
    , m_previousKey { tPathKey }
{
    tPathBoard = &board;
    tPathKey = ++tLastPathKey;
}

PathPositionScope::~PathPositionScope()
{
    tPathBoard = m_previousBoard;
    tPathKey = m_previousKey;
}

std::uint64_t pathPositionKey(const Board &board)
{
    return &board == tPathBoard ? tPathKey : 0;
}

const AllLinePositions &linePositionsFor(
    const Board &board, Mask symbols, AllLinePositions &scratch)
{
    const std::uint64_t key = pathPositionKey(board);
    if (key == 0) {
        allLinePositions(board, scratch.rows, scratch.columns, symbols);
        return scratch;
    }
    thread_local std::uint64_t memoKey = 0;
    thread_local Mask memoSymbols = 0;
    thread_local AllLinePositions memo;
    if (memoKey != key) {
        memoKey = key;
        memoSymbols = 0;
    }
    const Mask missing = symbols & board.geometry().allSymbols() & ~memoSymbols;
    if (missing) {
        allLinePositions(board, memo.rows, memo.columns, missing);
        memoSymbols |= missing;
    }
    return memo;
}

std::vector<Elimination> eliminateSeeingAll(
    const Board &board, int symbol, std::span<const int> seen, std::span<const int> exclude)
{
    const Geometry &g = board.geometry();
    std::vector<Elimination> result;
    if (seen.empty())
        return result;
    if (g.cellCount() <= 128) {
        // The cells that see every cell of `seen` as one intersection of peer sets (in cell
        // order, as below).
        const auto &tables = CellSetTables<2>::of(g);
        CellSet<2> targets = tables.peers[seen.front()];
        for (std::size_t i = 1; i < seen.size(); ++i)
            targets &= tables.peers[seen[i]];
        for (int c : exclude)
            if (c >= 0 && c < g.cellCount())
                targets.reset(c);
        targets.forEach([&](int c) {
            if (hasCandidate(board, c, symbol))
                result.push_back({ c, symbol });
        });
        return result;
    }
    // A cell's peers are listed in increasing order (Geometry): the eliminations come in cell
    // order as they are found.
    for (int c : g.peers(seen.front())) {
        if (!hasCandidate(board, c, symbol) || contains(exclude, c))
            continue;
        bool all = true;
        for (std::size_t i = 1; i < seen.size() && all; ++i)
            all = g.arePeers(c, seen[i]);
        if (all)
            result.push_back({ c, symbol });
    }
    return result;
}

void addCandidates(Step &step, const Board &board, int cell, std::uint8_t role)
{
    Mask m = board.candidates(cell);
    while (m) {
        const int s = lowestSymbol(m);
        m &= m - 1;
        step.pattern.push_back({ cell, s, role });
    }
}

} // namespace core
