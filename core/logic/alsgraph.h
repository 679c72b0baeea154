#pragma once

// Internal to core/logic: the almost locked sets of a position (AlsFinder) and the link graph with
// nodes for them (AlsGraph), shared by the ALS finders (als.h) and open to the other chain
// searches. Templates over the cell-set width W (cellset.h), as the link graph.

#include "logic/cellset.h"
#include "logic/chainstep.h"
#include "logic/linkgraph.h"

#include <algorithm>
#include <span>
#include <vector>

namespace core {

template <int W> struct Als
{
    CellSet<W> cells;
    Mask digits = 0;
    int unit = -1;
    std::vector<int> cellList;
    // Per digit of the set (by rank in `digits`): its cells, and the cells that see them all.
    std::vector<CellSet<W>> digitCells;
    std::vector<CellSet<W>> seeAll;

    int rank(int digit) const { return popcount(digits & (bit(digit) - 1)); }
    const CellSet<W> &of(int digit) const { return digitCells[rank(digit)]; }
    const CellSet<W> &seeing(int digit) const { return seeAll[rank(digit)]; }
};

template <int W> class AlsFinder
{
public:
    // Sets of up to maxSize cells (0: as many as allowed): at most eight on grids up to 9x9,
    // four on bigger ones (their number grows fast there).
    explicit AlsFinder(const Board &board, int maxSize = 0)
        : m_board { board }
        , m_g { board.geometry() }
        , m_tables { CellSetTables<W>::of(board.geometry()) }
        , m_digitCells(m_g.side() + 1)
        , m_maxSize { std::min(maxSize > 0 ? maxSize : 8, m_g.side() <= 9 ? 8 : 4) }
    {
        for (int c = 0; c < m_g.cellCount(); ++c)
            if (board.isOpen(c))
                for (Mask m = board.candidates(c) & m_g.allSymbols(); m; m &= m - 1)
                    m_digitCells[lowestSymbol(m)].set(c);
        collect();
    }

    const std::vector<Als<W>> &sets() const { return m_sets; }
    const CellSet<W> &digitCells(int digit) const { return m_digitCells[digit]; }
    const CellSetTables<W> &tables() const { return m_tables; }

    // The restricted common digits of two disjoint sets.
    Mask restrictedCommon(const Als<W> &a, const Als<W> &b) const
    {
        Mask rcc = 0;
        for (Mask m = a.digits & b.digits; m; m &= m - 1) {
            const int x = lowestSymbol(m);
            if (b.of(x).subsetOf(a.seeing(x)))
                rcc |= bit(x);
        }
        return rcc;
    }

    // The candidates of `digit` in cells that see every one of `digit` in the sets, outside them.
    CellSet<W> targets(int digit, const std::vector<const Als<W> *> &sets,
        const std::vector<const Als<W> *> &outside) const
    {
        CellSet<W> t = m_digitCells[digit];
        for (const Als<W> *s : sets)
            if (s->digits & bit(digit))
                t &= s->seeing(digit);
        for (const Als<W> *s : outside)
            t -= s->cells;
        return t;
    }

    ChainNode node(const Als<W> &a, int digit) const
    {
        return ChainNode { a.cellList, digit, a.digits };
    }

    // units, cells, symbols and pattern of a step from its sets; roles as als.h says.
    void describe(Step &step, const std::vector<const Als<W> *> &sets) const
    {
        for (std::size_t i = 0; i < sets.size(); ++i) {
            const Als<W> &s = *sets[i];
            step.units.push_back(s.unit);
            step.symbols |= s.digits;
            for (int c : s.cellList) {
                step.cells.push_back(c);
                for (Mask m = m_board.candidates(c) & s.digits; m; m &= m - 1)
                    step.pattern.push_back(
                        { c, lowestSymbol(m), static_cast<std::uint8_t>(i == 1 ? 1 : 0) });
            }
        }
    }

private:
    void collect()
    {
        const int maxSize = m_maxSize;
        std::vector<CellSet<W>> known;
        for (int u = 0; u < m_g.unitCount(); ++u) {
            std::vector<int> open;
            for (int c : m_g.unit(u))
                if (m_board.isOpen(c) && m_board.candidates(c) != 0)
                    open.push_back(c);
            const int k = static_cast<int>(open.size());
            // Subsets by increasing size, each grown from the previous size by a later cell.
            std::vector<int> pick;
            const auto grow = [&](auto &&self, int from, Mask digits) -> void {
                const int size = static_cast<int>(pick.size());
                if (size > 0 && popcount(digits) == size + 1)
                    add(pick, digits, u, known);
                if (size >= maxSize || size + 1 >= k)
                    return;
                for (int i = from; i < k; ++i) {
                    const Mask next = digits | m_board.candidates(open[i]);
                    // More digits than cells + 1 already: adding cells can catch up by one per
                    // cell, so keep going only while it still can within the size bound.
                    if (popcount(next) > maxSize + 1)
                        continue;
                    pick.push_back(open[i]);
                    self(self, i + 1, next);
                    pick.pop_back();
                }
            };
            grow(grow, 0, 0);
        }
    }

    void add(const std::vector<int> &cells, Mask digits, int unit, std::vector<CellSet<W>> &known)
    {
        Als<W> a;
        for (int c : cells)
            a.cells.set(c);
        if (std::find(known.begin(), known.end(), a.cells) != known.end())
            return; // found in another unit already (a row and a box share it)
        known.push_back(a.cells);
        a.digits = digits;
        a.unit = unit;
        a.cellList = cells;
        std::sort(a.cellList.begin(), a.cellList.end());
        for (Mask m = digits; m; m &= m - 1) {
            const int d = lowestSymbol(m);
            const CellSet<W> dc = a.cells & m_digitCells[d];
            CellSet<W> seen;
            bool first = true;
            dc.forEach([&](int c) {
                seen = first ? m_tables.peers[c] : seen & m_tables.peers[c];
                first = false;
            });
            a.digitCells.push_back(dc);
            a.seeAll.push_back(seen - dc);
        }
        m_sets.push_back(std::move(a));
    }

    const Board &m_board;
    const Geometry &m_g;
    const CellSetTables<W> &m_tables;
    std::vector<CellSet<W>> m_digitCells;
    int m_maxSize;
    std::vector<Als<W>> m_sets;
};

// ---- The link graph with ALS nodes ------------------------------------------------------------

// The position's link graph (linkgraph.h) with nodes for almost locked sets added: (A, d) says
// "d is in A" (in one of A's cells that hold d). Weak links join (A, d) to every node of d whose
// cells all see A's cells of d (candidates, groups, and other sets' nodes); strong links join
// (A, d) to (A, e) for every other digit e of A (without d, A is locked on the others, e among
// them). Sets of one cell are left out: a bivalue cell's links are in the graph already.
template <int W> class AlsGraph
{
public:
    struct Node
    {
        int set = -1; // into the finder's sets
        int digit = 0;
        CellSet<W> cells; // the set's cells that hold the digit
        CellSet<W> seeAll; // the cells that see all of them
    };

    AlsGraph(const LinkGraph<W> &graph, const AlsFinder<W> &finder, int maxCells)
        : m_graph { graph }
        , m_finder { finder }
        , m_base { graph.nodeCount() }
    {
        const Geometry &g = graph.geometry();
        const auto &sets = finder.sets();
        std::vector<std::vector<int>> byDigit(g.side() + 1);
        m_firstOfSet.assign(sets.size(), -1);
        for (std::size_t s = 0; s < sets.size(); ++s) {
            const Als<W> &a = sets[s];
            const int size = static_cast<int>(a.cellList.size());
            if (size < 2 || size > maxCells)
                continue;
            m_firstOfSet[s] = static_cast<int>(m_nodes.size());
            for (Mask m = a.digits; m; m &= m - 1) {
                const int d = lowestSymbol(m);
                byDigit[d].push_back(static_cast<int>(m_nodes.size()));
                m_nodes.push_back({ static_cast<int>(s), d, a.of(d), a.seeing(d) });
            }
        }
        // The graph's groups by digit.
        std::vector<std::vector<int>> groups(g.side() + 1);
        for (int id = graph.candidateCount(); id < graph.nodeCount(); ++id)
            groups[graph.node(id).digit].push_back(id);
        // Weak links, as pairs (both ways), then flat lists per node.
        std::vector<std::pair<int, int>> pairs;
        for (int k = 0; k < static_cast<int>(m_nodes.size()); ++k) {
            const Node &a = m_nodes[k];
            const int id = m_base + k;
            (a.seeAll & graph.digitCells(a.digit)).forEach([&](int c) {
                const int y = graph.candidateNode(c, a.digit);
                pairs.push_back({ id, y });
                pairs.push_back({ y, id });
            });
            for (int y : groups[a.digit])
                if (graph.node(y).cells.subsetOf(a.seeAll)) {
                    pairs.push_back({ id, y });
                    pairs.push_back({ y, id });
                }
        }
        for (int d = 1; d <= g.side(); ++d) {
            const auto &list = byDigit[d];
            for (std::size_t i = 0; i < list.size(); ++i)
                for (std::size_t j = i + 1; j < list.size(); ++j) {
                    const Node &a = m_nodes[list[i]];
                    const Node &b = m_nodes[list[j]];
                    if (a.set != b.set && b.cells.subsetOf(a.seeAll)) {
                        pairs.push_back({ m_base + list[i], m_base + list[j] });
                        pairs.push_back({ m_base + list[j], m_base + list[i] });
                    }
                }
        }
        const int count = nodeCount();
        m_weakStart.assign(count + 1, 0);
        for (const auto &p : pairs)
            ++m_weakStart[p.first + 1];
        for (int n = 0; n < count; ++n)
            m_weakStart[n + 1] += m_weakStart[n];
        m_weak.resize(pairs.size());
        std::vector<int> fill(m_weakStart.begin(), m_weakStart.end() - 1);
        for (const auto &p : pairs)
            m_weak[fill[p.first]++] = p.second;
        m_stamp.assign(2 * static_cast<std::size_t>(count), 0);
        m_depth.assign(2 * static_cast<std::size_t>(count), 0);
        m_parent.assign(2 * static_cast<std::size_t>(count), -1);
        m_queue.assign(2 * static_cast<std::size_t>(count), 0);
    }

    const LinkGraph<W> &graph() const { return m_graph; }
    int nodeCount() const { return m_base + static_cast<int>(m_nodes.size()); }
    int alsNodeCount() const { return static_cast<int>(m_nodes.size()); }
    bool isAls(int node) const { return node >= m_base; }
    const Node &als(int node) const { return m_nodes[node - m_base]; }
    int digitOf(int node) const { return isAls(node) ? als(node).digit : m_graph.node(node).digit; }

    // on(node) => off(to) for each `to`.
    template <typename F> void forWeak(int node, F f) const
    {
        if (node < m_base)
            for (const auto &e : m_graph.weak(node))
                f(e.to);
        for (int i = m_weakStart[node]; i < m_weakStart[node + 1]; ++i)
            f(m_weak[i]);
    }
    // off(node) => on(to) for each `to`.
    template <typename F> void forStrong(int node, F f) const
    {
        if (node < m_base) {
            for (const auto &e : m_graph.strong(node))
                f(e.to);
            return;
        }
        const Node &a = als(node);
        const int first = m_base + m_firstOfSet[a.set];
        const int digits = popcount(m_finder.sets()[a.set].digits);
        for (int k = first; k < first + digits; ++k)
            if (k != node)
                f(k);
    }
    bool weaklyLinked(int a, int b) const
    {
        bool linked = false;
        forWeak(a, [&](int to) { linked = linked || to == b; });
        return linked;
    }
    // The candidates (node ids below candidateCount) weakly linked to the node.
    template <typename F> void forWeakCandidates(int node, F f) const
    {
        forWeak(node, [&](int to) {
            if (to < m_graph.candidateCount())
                f(to);
        });
    }

    // Breadth first over the literals from `start` until `target` (>= 0 its depth) or every
    // literal within maxDepth links is reached (-1).
    int run(int start, int target, int maxDepth)
    {
        if (++m_generation == 0) {
            std::fill(m_stamp.begin(), m_stamp.end(), 0);
            m_generation = 1;
        }
        std::size_t tail = 0;
        m_exhausted = true;
        m_stamp[start] = m_generation;
        m_depth[start] = 0;
        m_parent[start] = -1;
        m_queue[tail++] = start;
        int found = -1;
        for (std::size_t head = 0; head < tail && found < 0; ++head) {
            const int lit = m_queue[head];
            const int d = m_depth[lit];
            if (d >= maxDepth) {
                m_exhausted = false;
                break;
            }
            const auto reach = [&](int next) {
                if (found >= 0 || m_stamp[next] == m_generation)
                    return;
                m_stamp[next] = m_generation;
                m_depth[next] = d + 1;
                m_parent[next] = lit;
                if (next == target)
                    found = d + 1;
                else
                    m_queue[tail++] = next;
            };
            const int node = literalNode(lit);
            if (literalIsOn(lit))
                forWeak(node, [&](int to) { reach(offLiteral(to)); });
            else
                forStrong(node, [&](int to) { reach(onLiteral(to)); });
        }
        m_queueSize = tail;
        return found;
    }
    bool exhausted() const { return m_exhausted; }
    int depth(int literal) const { return m_depth[literal]; }
    bool reached(int literal) const { return m_stamp[literal] == m_generation; }
    std::span<const int> order() const { return { m_queue.data(), m_queueSize }; }
    std::vector<int> path(int literal) const
    {
        std::vector<int> out;
        for (int l = literal; l >= 0; l = m_parent[l])
            out.push_back(l);
        std::reverse(out.begin(), out.end());
        return out;
    }

    ChainNode chainNode(int node) const
    {
        if (!isAls(node))
            return core::chainNode(m_graph, node);
        const Als<W> &a = m_finder.sets()[als(node).set];
        return ChainNode { a.cellList, als(node).digit, a.digits };
    }

private:
    const LinkGraph<W> &m_graph;
    const AlsFinder<W> &m_finder;
    int m_base;
    std::vector<Node> m_nodes;
    std::vector<int> m_firstOfSet; // per set: its first node (by digit order), -1 when left out
    std::vector<int> m_weakStart, m_weak; // the links to and from the sets' nodes
    std::uint32_t m_generation = 0;
    bool m_exhausted = true;
    std::vector<std::uint32_t> m_stamp;
    std::vector<int> m_depth, m_parent, m_queue;
    std::size_t m_queueSize = 0;
};

} // namespace core
