#include "logic/ruleutil.h"

namespace core {

std::vector<std::uint32_t> linePositions(const Board &board, int symbol, bool columns)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    std::vector<std::uint32_t> pos(n, 0);
    for (int line = 0; line < n; ++line)
        for (int i = 0; i < n; ++i)
            if (hasCandidate(board, lineCell(g, columns, line, i), symbol))
                pos[line] |= std::uint32_t { 1 } << i;
    return pos;
}

std::vector<Elimination> eliminateSeeingAll(
    const Board &board, int symbol, const std::vector<int> &seen, const std::vector<int> &exclude)
{
    const Geometry &g = board.geometry();
    std::vector<Elimination> result;
    if (seen.empty())
        return result;
    std::vector<int> targets;
    for (int c : g.peers(seen.front())) {
        if (!hasCandidate(board, c, symbol) || contains(exclude, c))
            continue;
        bool all = true;
        for (std::size_t i = 1; i < seen.size() && all; ++i)
            all = g.arePeers(c, seen[i]);
        if (all)
            targets.push_back(c);
    }
    std::sort(targets.begin(), targets.end());
    for (int c : targets)
        result.push_back({ c, symbol });
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
