#include "logic/chainstep.h"

#include <algorithm>

namespace core {

template <int W> void CandidateSets<W>::load(const Board &board)
{
    const Geometry &g = board.geometry();
    mask.resize(g.cellCount());
    digitCells.assign(g.side() + 1, CellSet<W> {});
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = board.isOpen(c) ? board.candidates(c) & g.allSymbols() : 0;
        mask[c] = m;
        for (Mask rest = m; rest; rest &= rest - 1)
            digitCells[lowestSymbol(rest)].set(c);
    }
}

template <int W> const CandidateSets<W> &candidateSetsOf(const Board &board)
{
    thread_local CandidateSets<W> candidates;
    candidates.load(board);
    return candidates;
}

Chain alternatingChain(std::span<const int> cells, int digit, ChainLink first)
{
    Chain chain;
    chain.nodes.reserve(cells.size());
    chain.links.reserve(cells.empty() ? 0 : cells.size() - 1);
    ChainLink link = first;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        chain.nodes.push_back(ChainNode { { cells[i] }, digit, 0 });
        if (i + 1 < cells.size()) {
            chain.links.push_back(link);
            link = link == ChainLink::Strong ? ChainLink::Weak : ChainLink::Strong;
        }
    }
    return chain;
}

int unitHolding(const Geometry &g, const std::vector<int> &cells)
{
    if (cells.empty())
        return -1;
    for (int u : g.unitsOf(cells.front())) {
        const auto unit = g.unit(u);
        if (std::all_of(cells.begin(), cells.end(),
                [&](int c) { return std::find(unit.begin(), unit.end(), c) != unit.end(); }))
            return u;
    }
    return -1;
}

void describeChains(const Geometry &g, Step &step, const Board *board)
{
    step.symbols = 0;
    step.cells.clear();
    step.pattern.clear();
    step.units.clear();
    for (const Chain &chain : step.chains) {
        for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
            const ChainNode &n = chain.nodes[i];
            step.symbols |= bit(n.digit);
            for (int c : n.cells) {
                if (std::find(step.cells.begin(), step.cells.end(), c) == step.cells.end())
                    step.cells.push_back(c);
                if (n.als && board && !(board->candidates(c) & bit(n.digit)))
                    continue;
                const bool known = std::any_of(step.pattern.begin(), step.pattern.end(),
                    [&](const PatternCandidate &p) { return p.cell == c && p.symbol == n.digit; });
                if (!known)
                    step.pattern.push_back({ c, n.digit, static_cast<std::uint8_t>(i % 2) });
            }
            if (i + 1 < chain.nodes.size() && i < chain.links.size()
                && chain.links[i] == ChainLink::Strong && chain.nodes[i + 1].cells != n.cells) {
                std::vector<int> both = n.cells;
                both.insert(
                    both.end(), chain.nodes[i + 1].cells.begin(), chain.nodes[i + 1].cells.end());
                const int u = unitHolding(g, both);
                if (u >= 0
                    && std::find(step.units.begin(), step.units.end(), u) == step.units.end())
                    step.units.push_back(u);
            }
        }
    }
}

template <int W> ChainNode chainNode(const LinkGraph<W> &graph, int node)
{
    return ChainNode { graph.cellsOf(node), graph.node(node).digit, 0 };
}

template <int W>
bool chainStep(
    const LinkGraph<W> &graph, Technique technique, const std::vector<int> &nodes, Step &step)
{
    if (nodes.size() < 2 || nodes.size() % 2 != 0)
        return false;
    const int x = nodes.front();
    const int y = nodes.back();
    const int candidates = graph.candidateCount();
    std::vector<char> seen(graph.nodeCount(), 0);
    std::vector<char> removed(candidates, 0);
    // Candidates weakly linked to both p and q.
    const auto common = [&](int p, int q) {
        if (p < 0 || q < 0)
            return;
        for (const auto &e : graph.weak(p))
            seen[e.to] = 1;
        for (const auto &e : graph.weak(q))
            if (seen[e.to] && e.to < candidates)
                removed[e.to] = 1;
        for (const auto &e : graph.weak(p))
            seen[e.to] = 0;
    };
    step = Step {};
    step.technique = technique;
    bool loop = false;
    if (x == y) {
        if (graph.node(x).cell < 0)
            return false; // a group that holds the digit: no single cell to fill
        step.placements = { { graph.node(x).cell, graph.node(x).digit } };
    } else {
        common(x, y);
        if (technique == Technique::RemotePair) {
            // The ends hold different digits of the pair: the other digit goes too.
            const int cx = graph.node(x).cell;
            const int cy = graph.node(y).cell;
            const int other = lowestSymbol(graph.cellCandidates(cx) & ~bit(graph.node(x).digit));
            common(graph.candidateNode(cx, other), graph.candidateNode(cy, other));
        }
        loop = nodes.size() >= 4 && graph.weaklyLinked(x, y);
        if (loop)
            for (std::size_t i = 1; i + 1 < nodes.size(); i += 2)
                common(nodes[i], nodes[i + 1]);
    }
    for (int z = 0; z < candidates; ++z)
        if (removed[z])
            step.eliminations.push_back({ graph.node(z).cell, graph.node(z).digit });
    if (step.eliminations.empty() && step.placements.empty())
        return false;
    Chain chain;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        chain.nodes.push_back(chainNode(graph, nodes[i]));
        if (i + 1 < nodes.size())
            chain.links.push_back(i % 2 == 0 ? ChainLink::Strong : ChainLink::Weak);
    }
    if (loop) {
        chain.nodes.push_back(chain.nodes.front());
        chain.links.push_back(ChainLink::Weak);
    }
    chain.eliminations = step.eliminations;
    chain.placements = step.placements;
    step.chains.clear();
    step.chains.push_back(std::move(chain));
    describeChains(graph.geometry(), step);
    return true;
}

#define SUDOKU_CHAINSTEP_INSTANTIATE(W)                                                            \
    template bool chainStep<W>(const LinkGraph<W> &, Technique, const std::vector<int> &, Step &); \
    template ChainNode chainNode<W>(const LinkGraph<W> &, int);                                    \
    template struct CandidateSets<W>;                                                              \
    template const CandidateSets<W> &candidateSetsOf<W>(const Board &);
SUDOKU_CHAINSTEP_INSTANTIATE(2)
SUDOKU_CHAINSTEP_INSTANTIATE(4)
SUDOKU_CHAINSTEP_INSTANTIATE(10)

std::pair<int, int> firstContradiction(
    const Board &board, const std::vector<std::vector<ChainLiteral>> &branches)
{
    const Geometry &g = board.geometry();
    std::vector<const ChainLiteral *> known;
    const auto holds
        = [&](int c, int d) { return board.isOpen(c) && (board.candidates(c) & bit(d)) != 0; };
    const auto knownOff = [&](int c, int d) {
        return std::any_of(known.begin(), known.end(), [&](const ChainLiteral *k) {
            return !k->on && k->digit == d
                && std::find(k->cells.begin(), k->cells.end(), c) != k->cells.end();
        });
    };
    const auto broken = [&](const ChainLiteral &l) {
        for (const ChainLiteral *k : known)
            if (k != &l && k->on != l.on && k->digit == l.digit && k->cells == l.cells)
                return true;
        if (l.on)
            return false;
        if (l.cells.size() == 1) {
            bool empty = true;
            for (int d = 1; d <= g.side() && empty; ++d)
                empty = !holds(l.cells[0], d) || knownOff(l.cells[0], d);
            if (empty)
                return true;
        }
        for (int c : l.cells) {
            if (!holds(c, l.digit))
                continue;
            for (int u : g.unitsOf(c)) {
                bool empty = true;
                for (int p : g.unit(u))
                    if (holds(p, l.digit) && !knownOff(p, l.digit)) {
                        empty = false;
                        break;
                    }
                if (empty)
                    return true;
            }
        }
        return false;
    };
    for (std::size_t i = 0; i < branches.size(); ++i)
        for (std::size_t j = 0; j < branches[i].size(); ++j) {
            known.push_back(&branches[i][j]);
            if (j > 0 && broken(branches[i][j]))
                return { static_cast<int>(i), static_cast<int>(j) };
        }
    return { -1, -1 };
}

std::vector<ChainLiteral> chainLiterals(const Chain &chain)
{
    std::vector<ChainLiteral> out;
    for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
        const bool on = i < chain.links.size() ? chain.links[i] == ChainLink::Weak
                                               : chain.links.back() == ChainLink::Strong;
        std::vector<int> cells = chain.nodes[i].cells;
        std::sort(cells.begin(), cells.end());
        out.push_back({ std::move(cells), chain.nodes[i].digit, on });
    }
    return out;
}

} // namespace core
