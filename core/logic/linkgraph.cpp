#include "logic/linkgraph.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

namespace core {

template <int W> const CellSetTables<W> &CellSetTables<W>::of(const Geometry &g)
{
    // One table per geometry for the program's life; the last one asked for on this thread is
    // remembered, so the lock is taken only when a thread changes geometry.
    thread_local const Geometry *lastGeometry = nullptr;
    thread_local const CellSetTables *lastTables = nullptr;
    if (lastGeometry == &g)
        return *lastTables;
    static std::mutex mutex;
    static std::map<const Geometry *, std::unique_ptr<CellSetTables>> tables;
    std::lock_guard lock(mutex);
    auto &slot = tables[&g];
    if (!slot)
        slot = std::make_unique<CellSetTables>(g);
    lastGeometry = &g;
    lastTables = slot.get();
    return *slot;
}

template <int W>
LinkGraph<W>::LinkGraph(const Geometry &geometry)
    : m_geometry { &geometry }
    , m_tables { &CellSetTables<W>::of(geometry) }
    , m_side { geometry.side() }
{ }

template <int W> int LinkGraph<W>::addNode(int digit, int cell, const Set &cells)
{
    Node n;
    n.digit = digit;
    n.cell = cell;
    n.cells = cells;
    Set seen;
    bool firstCell = true;
    cells.forEach([&](int c) {
        if (firstCell)
            seen = m_tables->peers[c];
        else
            seen &= m_tables->peers[c];
        firstCell = false;
    });
    n.seenByAll = seen - cells;
    m_nodes.push_back(n);
    return static_cast<int>(m_nodes.size()) - 1;
}

template <int W> void LinkGraph<W>::build(const Board &board)
{
    // Every list is a member kept between positions: no allocation once the buffers have grown.
    const Geometry &g = *m_geometry;
    const int n = m_side;
    const int cells = g.cellCount();
    m_nodes.clear();
    m_candidateNode.assign(cells * n, -1);
    m_mask.assign(cells, 0);
    m_digitCells.assign(n + 1, Set {});
    for (int c = 0; c < cells; ++c) {
        if (!board.isOpen(c))
            continue;
        m_mask[c] = board.candidates(c) & g.allSymbols();
        Mask m = m_mask[c];
        while (m) {
            const int d = lowestSymbol(m);
            m &= m - 1;
            m_digitCells[d].set(c);
            Set one;
            one.set(c);
            m_candidateNode[c * n + d - 1] = addNode(d, c, one);
        }
    }
    m_candidateCount = static_cast<int>(m_nodes.size());

    // Grouped nodes: a digit's cells where a box meets a row or a column, when there are two or
    // more (one is the candidate itself). The same cells may be both (a box one cell wide).
    m_groupsOf.resize(n + 1);
    for (auto &list : m_groupsOf)
        list.clear();
    m_unitGroups.resize(static_cast<std::size_t>(g.unitCount()) * (n + 1));
    for (auto &list : m_unitGroups)
        list.clear();
    for (int b = 0; b < n; ++b) {
        const Set &box = m_tables->units[g.boxUnit(b)];
        for (int line = 0; line < 2 * n; ++line) {
            const Set meet = box & m_tables->units[line];
            if (!meet.several())
                continue;
            for (int d = 1; d <= n; ++d) {
                const Set s = meet & m_digitCells[d];
                if (!s.several())
                    continue;
                const auto &groups = m_groupsOf[d];
                const bool known = std::any_of(
                    groups.begin(), groups.end(), [&](int id) { return m_nodes[id].cells == s; });
                if (!known) {
                    const int id = addNode(d, -1, s);
                    m_groupsOf[d].push_back(id);
                    // The units holding the group hold its first cell.
                    for (int u : g.unitsOf(s.first()))
                        if (s.subsetOf(m_tables->units[u]))
                            m_unitGroups[static_cast<std::size_t>(u) * (n + 1) + d].push_back(id);
                }
            }
        }
    }

    const int count = static_cast<int>(m_nodes.size());
    // Weak links, node by node (so straight into the flat list). One digit: B sees every cell
    // of A (which is symmetric).
    m_weak.clear();
    m_weakStart.assign(count + 1, 0);
    for (int a = 0; a < count; ++a) {
        m_weakStart[a] = static_cast<int>(m_weak.size());
        const Node &na = m_nodes[a];
        const Set targets = na.seenByAll & m_digitCells[na.digit];
        const std::uint8_t group = na.cell < 0 ? kLinkGroup : 0;
        targets.forEach([&](int c) {
            m_weak.push_back({ m_candidateNode[c * n + na.digit - 1],
                static_cast<std::uint8_t>(kLinkInUnit | group),
                static_cast<std::uint8_t>(na.digit) });
        });
        if (na.cell >= 0) {
            // A group lies among the cell's peers exactly when the cell sees all of the group
            // (peers are mutual, no cell is its own): one bit of the group's seenByAll.
            for (int id : m_groupsOf[na.digit])
                if (m_nodes[id].seenByAll.test(na.cell))
                    m_weak.push_back({ id, static_cast<std::uint8_t>(kLinkInUnit | kLinkGroup),
                        static_cast<std::uint8_t>(na.digit) });
        } else {
            for (int id : m_groupsOf[na.digit])
                if (id != a && m_nodes[id].cells.subsetOf(na.seenByAll))
                    m_weak.push_back({ id, static_cast<std::uint8_t>(kLinkInUnit | kLinkGroup),
                        static_cast<std::uint8_t>(na.digit) });
        }
        // Two digits of one cell.
        if (na.cell >= 0) {
            Mask m = m_mask[na.cell] & ~bit(na.digit);
            while (m) {
                const int d = lowestSymbol(m);
                m &= m - 1;
                m_weak.push_back({ m_candidateNode[na.cell * n + d - 1], kLinkInCell,
                    static_cast<std::uint8_t>(d) });
            }
        }
    }
    m_weakStart[count] = static_cast<int>(m_weak.size());

    // Strong links, in the order found (bivalue cells, then units), then grouped by node below.
    m_pending.clear();
    for (int c = 0; c < cells; ++c) {
        if (popcount(m_mask[c]) != 2)
            continue;
        const int d1 = lowestSymbol(m_mask[c]);
        const int d2 = lowestSymbol(m_mask[c] & ~bit(d1));
        const int a = m_candidateNode[c * n + d1 - 1];
        const int b = m_candidateNode[c * n + d2 - 1];
        m_pending.push_back({ a, { b, kLinkInCell, static_cast<std::uint8_t>(d2) } });
        m_pending.push_back({ b, { a, kLinkInCell, static_cast<std::uint8_t>(d1) } });
    }
    // Strong links in units: the digit's places in the unit are exactly two nodes A and B.
    for (int u = 0; u < g.unitCount(); ++u) {
        const Set &unit = m_tables->units[u];
        for (int d = 1; d <= n; ++d) {
            const Set s = unit & m_digitCells[d];
            if (!s.several())
                continue;
            // The candidate nodes and groups lying inside s.
            m_parts.clear();
            s.forEach([&](int c) { m_parts.push_back(m_candidateNode[c * n + d - 1]); });
            const std::size_t singles = m_parts.size();
            // (A group of the digit lies inside s when it lies inside the unit.)
            for (int id : m_unitGroups[static_cast<std::size_t>(u) * (n + 1) + d])
                m_parts.push_back(id);
            for (int a : m_parts) {
                const Set rest = s - m_nodes[a].cells;
                if (rest.none())
                    continue;
                int b = -1;
                if (rest.single()) {
                    b = m_candidateNode[rest.first() * n + d - 1];
                } else {
                    // A group equal to rest lies inside s, so it is among the parts (groups
                    // have distinct cells: at most one matches).
                    for (std::size_t i = singles; i < m_parts.size(); ++i)
                        if (m_nodes[m_parts[i]].cells == rest)
                            b = m_parts[i];
                }
                if (b < 0)
                    continue;
                const std::uint8_t kind = static_cast<std::uint8_t>(
                    kLinkInUnit | (m_nodes[a].cell < 0 || m_nodes[b].cell < 0 ? kLinkGroup : 0));
                m_pending.push_back({ a, { b, kind, static_cast<std::uint8_t>(d) } });
            }
        }
    }
    // Grouped by node, in the order found, each target once (the first link to it kept).
    m_strongStart.assign(count + 1, 0);
    for (const auto &p : m_pending)
        ++m_strongStart[p.first + 1];
    for (int a = 0; a < count; ++a)
        m_strongStart[a + 1] += m_strongStart[a];
    m_strong.resize(m_pending.size());
    m_fill.assign(m_strongStart.begin(), m_strongStart.end() - 1);
    for (const auto &p : m_pending) {
        const int a = p.first;
        const bool known = std::any_of(m_strong.begin() + m_strongStart[a],
            m_strong.begin() + m_fill[a], [&](const Edge &e) { return e.to == p.second.to; });
        if (!known)
            m_strong[m_fill[a]++] = p.second;
    }
    // Close the gaps the repeated links left.
    int out = 0;
    m_strongKinds.assign(count, 0);
    for (int a = 0; a < count; ++a) {
        const int from = m_strongStart[a];
        m_strongStart[a] = out;
        std::uint8_t kinds = 0;
        for (int i = from; i < m_fill[a]; ++i) {
            kinds |= static_cast<std::uint8_t>(1u << m_strong[i].kind);
            m_strong[out++] = m_strong[i];
        }
        m_strongKinds[a] = kinds;
    }
    m_strongStart[count] = out;
    m_strong.resize(out);
}

template <int W> const LinkGraph<W> &LinkGraph<W>::forBoard(const Board &board)
{
    // The position's key: its geometry and each cell's candidates (0 for a filled cell).
    struct Cache
    {
        const Geometry *geometry = nullptr;
        std::vector<Mask> key;
        std::vector<Mask> next;
        std::unique_ptr<LinkGraph> graph;
    };
    thread_local Cache cache;
    const Geometry &g = board.geometry();
    cache.next.resize(g.cellCount());
    for (int c = 0; c < g.cellCount(); ++c)
        cache.next[c] = board.isOpen(c) ? board.candidates(c) & g.allSymbols() : 0;
    if (cache.graph && cache.geometry == &g && cache.key == cache.next)
        return *cache.graph;
    if (!cache.graph || cache.geometry != &g)
        cache.graph = std::make_unique<LinkGraph>(g);
    cache.geometry = &g;
    std::swap(cache.key, cache.next);
    cache.graph->build(board);
    return *cache.graph;
}

template <int W> std::vector<int> LinkGraph<W>::cellsOf(int node) const
{
    std::vector<int> out;
    m_nodes[node].cells.forEach([&](int c) { out.push_back(c); });
    return out;
}

template <int W> bool LinkGraph<W>::weaklyLinked(int a, int b) const
{
    for (const Edge &e : weak(a))
        if (e.to == b)
            return true;
    return false;
}

template <int W>
ChainSearch<W>::ChainSearch(const LinkGraph<W> &graph)
    : m_graph { &graph }
    , m_stamp(2 * graph.nodeCount(), 0)
    , m_depth(2 * graph.nodeCount(), 0)
    , m_parent(2 * graph.nodeCount(), -1)
    , m_queue(2 * graph.nodeCount(), 0)
{ }

template <int W> void ChainSearch<W>::attach(const LinkGraph<W> &graph)
{
    // A literal counts as reached only when its stamp is the current generation, so stamps
    // left by an earlier graph never are; a new generation follows before every run.
    m_graph = &graph;
    const std::size_t literals = 2 * static_cast<std::size_t>(graph.nodeCount());
    if (m_stamp.size() < literals) {
        m_stamp.resize(literals, 0);
        m_depth.resize(literals, 0);
        m_parent.resize(literals, -1);
        m_queue.resize(literals, 0);
    }
}

template <int W> ChainSearch<W> &ChainSearch<W>::reused(const LinkGraph<W> &graph)
{
    thread_local ChainSearch search(graph);
    search.attach(graph);
    return search;
}

template <int W>
int ChainSearch<W>::run(int start, int target, int maxDepth, const LinkFilter &filter)
{
    if (++m_generation == 0) {
        // Wrapped around: clear the stamps so that none counts as reached.
        std::fill(m_stamp.begin(), m_stamp.end(), 0);
        m_generation = 1;
    }
    const std::uint32_t generation = m_generation;
    std::uint32_t *const stamp = m_stamp.data();
    std::uint16_t *const depthOf = m_depth.data();
    int *const parent = m_parent.data();
    // The queue holds each literal at most once (its size is the literals').
    int *const queue = m_queue.data();
    std::size_t tail = 0;
    m_exhausted = true;
    stamp[start] = generation;
    depthOf[start] = 0;
    parent[start] = -1;
    queue[tail++] = start;
    // The graph's flat lists, read once (the stores below cannot change them).
    const LinkGraph<W> &graph = *m_graph;
    using Edge = typename LinkGraph<W>::Edge;
    const Edge *const weakEdges = graph.m_weak.data();
    const int *const weakStart = graph.m_weakStart.data();
    const Edge *const strongEdges = graph.m_strong.data();
    const int *const strongStart = graph.m_strongStart.data();
    // The kinds each direction may not follow, and the per-node checks (none in most searches).
    const std::uint8_t weakBlocked = static_cast<std::uint8_t>(~filter.weak);
    const std::uint8_t strongBlocked = static_cast<std::uint8_t>(~filter.strong);
    const int digit = filter.digit;
    const char *const allowed = filter.allowed ? filter.allowed->data() : nullptr;
    const bool checkNodes = digit != 0 || allowed != nullptr;
    // The strong link kinds the filter follows (bit k for kind k): off(X) leads on only when X
    // has one of them.
    std::uint8_t strongPassing = 0;
    for (unsigned k = 0; k < 8; ++k)
        if ((k & strongBlocked) == 0)
            strongPassing |= static_cast<std::uint8_t>(1u << k);
    const std::uint8_t *const strongKinds
        = filter.skipDeadEnds ? graph.m_strongKinds.data() : nullptr;
    int found = -1;
    // Breadth first: the literals of depth d are queue[head, levelEnd).
    int d = 0;
    std::size_t levelEnd = tail;
    for (std::size_t head = 0; head < tail; ++head) {
        if (head == levelEnd) {
            ++d;
            levelEnd = tail;
        }
        if (d >= maxDepth) {
            m_exhausted = false;
            break; // every later literal is as deep
        }
        const int lit = queue[head];
        const int node = literalNode(lit);
        const auto depthNext = static_cast<std::uint16_t>(d + 1);
        if (literalIsOn(lit)) {
            // From on(node) along weak links to off(to).
            const Edge *const end = weakEdges + weakStart[node + 1];
            for (const Edge *e = weakEdges + weakStart[node]; e != end; ++e) {
                if (e->kind & weakBlocked)
                    continue;
                const int next = offLiteral(e->to);
                if (stamp[next] == generation)
                    continue;
                if (next == target) {
                    stamp[next] = generation;
                    depthOf[next] = depthNext;
                    parent[next] = lit;
                    found = d + 1;
                    break;
                }
                if (checkNodes && ((digit && e->digit != digit) || (allowed && !allowed[e->to])))
                    continue;
                stamp[next] = generation;
                depthOf[next] = depthNext;
                parent[next] = lit;
                if (!strongKinds || (strongKinds[e->to] & strongPassing))
                    queue[tail++] = next;
            }
        } else {
            // From off(node) along strong links to on(to).
            const Edge *const end = strongEdges + strongStart[node + 1];
            for (const Edge *e = strongEdges + strongStart[node]; e != end; ++e) {
                if (e->kind & strongBlocked)
                    continue;
                const int next = onLiteral(e->to);
                if (stamp[next] == generation)
                    continue;
                if (next == target) {
                    stamp[next] = generation;
                    depthOf[next] = depthNext;
                    parent[next] = lit;
                    found = d + 1;
                    break;
                }
                if (checkNodes && ((digit && e->digit != digit) || (allowed && !allowed[e->to])))
                    continue;
                stamp[next] = generation;
                depthOf[next] = depthNext;
                parent[next] = lit;
                queue[tail++] = next;
            }
        }
        if (found >= 0)
            break;
    }
    m_queueSize = tail;
    return found;
}

template <int W> std::vector<int> ChainSearch<W>::path(int literal) const
{
    std::vector<int> out;
    for (int l = literal; l >= 0; l = m_parent[l])
        out.push_back(l);
    std::reverse(out.begin(), out.end());
    return out;
}

template class LinkGraph<2>;
template class LinkGraph<4>;
template class LinkGraph<10>;
template class ChainSearch<2>;
template class ChainSearch<4>;
template class ChainSearch<10>;
template struct CellSetTables<2>;
template struct CellSetTables<4>;
template struct CellSetTables<10>;

} // namespace core
