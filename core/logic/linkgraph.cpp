#include "logic/linkgraph.h"

#include <algorithm>
#include <array>
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
{
    // Where a box meets a row or a column in two cells or more, box by box, rows then columns.
    for (int b = 0; b < m_side; ++b) {
        const Set &box = m_tables->units[geometry.boxUnit(b)];
        for (int line = 0; line < 2 * m_side; ++line) {
            const Set meet = box & m_tables->units[line];
            if (meet.several()) {
                m_segments.push_back(meet);
                m_segmentBox.push_back(b);
            }
        }
    }
}

template <int W> int LinkGraph<W>::addNode(int digit, int cell, const Set &cells)
{
    Node &n = m_nodes.emplace_back();
    n.digit = digit;
    n.cell = cell;
    n.cells = cells;
    if (cell >= 0) {
        n.seenByAll = m_tables->peers[cell]; // no cell is its own peer
    } else {
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
    }
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
    const int candidates = m_candidateCount;

    // Grouped nodes: a digit's cells where a box meets a row or a column, when there are two or
    // more (one is the candidate itself). The same cells may be both (a box one cell wide).
    m_groupsOf.resize(n + 1);
    for (auto &list : m_groupsOf)
        list.clear();
    m_unitGroups.resize(static_cast<std::size_t>(g.unitCount()) * (n + 1));
    for (auto &list : m_unitGroups)
        list.clear();
    // The digits with two places or more in each box (a segment of the box holds no group of
    // the others).
    m_boxDigits.assign(n, 0);
    for (int b = 0; b < n; ++b) {
        const Set &box = m_tables->units[g.boxUnit(b)];
        for (int d = 1; d <= n; ++d)
            if ((box & m_digitCells[d]).several())
                m_boxDigits[b] |= bit(d);
    }
    for (std::size_t i = 0; i < m_segments.size(); ++i) {
        const Set &meet = m_segments[i];
        for (Mask digits = m_boxDigits[m_segmentBox[i]]; digits; digits &= digits - 1) {
            const int d = lowestSymbol(digits);
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
    const int count = static_cast<int>(m_nodes.size());

    // Each candidate's weak links to groups: the groups of its digit whose cells it sees, in
    // the order of the groups (m_groupsOf). Weak links are mutual, so these are the candidates
    // each group links to, gathered group by group (in id order, which is m_groupsOf's).
    m_groupLinkStart.assign(candidates + 1, 0);
    for (int id = candidates; id < count; ++id) {
        const Node &group = m_nodes[id];
        const int d = group.digit;
        (group.seenByAll & m_digitCells[d]).forEach([&](int c) {
            ++m_groupLinkStart[m_candidateNode[c * n + d - 1] + 1];
        });
    }
    for (int a = 0; a < candidates; ++a)
        m_groupLinkStart[a + 1] += m_groupLinkStart[a];
    m_groupLinks.resize(m_groupLinkStart[candidates]);
    m_fill.assign(m_groupLinkStart.begin(), m_groupLinkStart.end() - 1);
    for (int id = candidates; id < count; ++id) {
        const Node &group = m_nodes[id];
        const int d = group.digit;
        (group.seenByAll & m_digitCells[d]).forEach([&](int c) {
            m_groupLinks[m_fill[m_candidateNode[c * n + d - 1]]++] = id;
        });
    }

    // Weak links, node by node (so straight into the flat list). One digit: B sees every cell
    // of A (which is symmetric). Written through a pointer into a list grown ahead of each
    // node to the most it can add (its digit's peers, groups and the cell's other digits).
    m_weakStart.resize(count + 1);
    m_weakSplit.resize(2 * static_cast<std::size_t>(count));
    std::size_t size = 0;
    const std::size_t peerCount = static_cast<std::size_t>(g.peerCount());
    for (int a = 0; a < count; ++a) {
        m_weakStart[a] = static_cast<int>(size);
        const Node &na = m_nodes[a];
        const int d = na.digit;
        const auto digit = static_cast<std::uint8_t>(d);
        const std::size_t most = size + peerCount + m_groupsOf[d].size() + n;
        if (m_weak.size() < most)
            m_weak.resize(std::max(most, 2 * m_weak.size()));
        Edge *const first = m_weak.data() + size;
        Edge *out = first;
        const Set targets = na.seenByAll & m_digitCells[d];
        if (na.cell >= 0) {
            targets.forEach([&](int c) {
                *out++ = { m_candidateNode[c * n + d - 1], kLinkInUnit, digit };
            });
            m_weakSplit[2 * a] = static_cast<int>(size + (out - first));
            // A group lies among the cell's peers exactly when the cell sees all of the group.
            for (int i = m_groupLinkStart[a]; i < m_groupLinkStart[a + 1]; ++i)
                *out++ = { m_groupLinks[i], static_cast<std::uint8_t>(kLinkInUnit | kLinkGroup),
                    digit };
            m_weakSplit[2 * a + 1] = static_cast<int>(size + (out - first));
            // Two digits of one cell.
            Mask m = m_mask[na.cell] & ~bit(d);
            while (m) {
                const int other = lowestSymbol(m);
                m &= m - 1;
                *out++ = { m_candidateNode[na.cell * n + other - 1], kLinkInCell,
                    static_cast<std::uint8_t>(other) };
            }
        } else {
            const auto kind = static_cast<std::uint8_t>(kLinkInUnit | kLinkGroup);
            targets.forEach([&](int c) {
                *out++ = { m_candidateNode[c * n + d - 1], kind, digit };
            });
            for (int id : m_groupsOf[d])
                if (id != a && m_nodes[id].cells.subsetOf(na.seenByAll))
                    *out++ = { id, kind, digit };
            m_weakSplit[2 * a] = m_weakSplit[2 * a + 1] = static_cast<int>(size + (out - first));
        }
        size += static_cast<std::size_t>(out - first);
    }
    m_weakStart[count] = static_cast<int>(size);

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
            const auto &unitGroups = m_unitGroups[static_cast<std::size_t>(u) * (n + 1) + d];
            if (unitGroups.empty()) {
                // Single candidates only: a link when there are two (the rest of one of three
                // or more is two cells or more, and no group is).
                const int c1 = s.first();
                if (c1 < 0)
                    continue;
                Set rest = s;
                rest.reset(c1);
                if (!rest.single())
                    continue;
                const int a = m_candidateNode[c1 * n + d - 1];
                const int b = m_candidateNode[rest.first() * n + d - 1];
                m_pending.push_back({ a, { b, kLinkInUnit, static_cast<std::uint8_t>(d) } });
                m_pending.push_back({ b, { a, kLinkInUnit, static_cast<std::uint8_t>(d) } });
                continue;
            }
            // A group of the digit lies inside s when it lies inside the unit. Its rest (s
            // without it) is the one node it links to, when the rest is a cell or a group; a
            // cell links to the rest of s likewise, which is a group G exactly when s - G is
            // that cell.
            const std::size_t groups = unitGroups.size();
            m_rests.resize(groups);
            m_restCell.resize(groups);
            for (std::size_t j = 0; j < groups; ++j) {
                m_rests[j] = s - m_nodes[unitGroups[j]].cells;
                m_restCell[j] = m_rests[j].single() ? m_rests[j].first() : -1;
            }
            const auto digit = static_cast<std::uint8_t>(d);
            const auto groupKind = static_cast<std::uint8_t>(kLinkInUnit | kLinkGroup);
            const int c1 = s.first();
            Set others = s;
            others.reset(c1);
            const bool two = others.single();
            // The cells in order, then the groups in order.
            s.forEach([&](int c) {
                const int a = m_candidateNode[c * n + d - 1];
                if (two) {
                    const int other = c == c1 ? others.first() : c1;
                    m_pending.push_back(
                        { a, { m_candidateNode[other * n + d - 1], kLinkInUnit, digit } });
                    return;
                }
                int b = -1;
                for (std::size_t j = 0; j < groups; ++j)
                    if (m_restCell[j] == c)
                        b = unitGroups[j];
                if (b >= 0)
                    m_pending.push_back({ a, { b, groupKind, digit } });
            });
            for (std::size_t j = 0; j < groups; ++j) {
                int b = -1;
                if (m_restCell[j] >= 0) {
                    b = m_candidateNode[m_restCell[j] * n + d - 1];
                } else if (m_rests[j].any()) {
                    for (std::size_t i = 0; i < groups; ++i)
                        if (m_nodes[unitGroups[i]].cells == m_rests[j])
                            b = unitGroups[i];
                }
                if (b >= 0)
                    m_pending.push_back({ unitGroups[j], { b, groupKind, digit } });
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
    m_strongCellEnd.resize(count);
    for (int a = 0; a < count; ++a) {
        const int from = m_strongStart[a];
        m_strongStart[a] = out;
        // A link inside a bivalue cell comes first (those were found first).
        m_strongCellEnd[a] = out + (from < m_fill[a] && m_strong[from].kind == kLinkInCell ? 1 : 0);
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
    const int *const weakSplit = graph.m_weakSplit.data();
    const Edge *const strongEdges = graph.m_strong.data();
    const int *const strongStart = graph.m_strongStart.data();
    const int *const strongCellEnd = graph.m_strongCellEnd.data();
    const int candidates = graph.m_candidateCount;
    // The kinds each direction may not follow, and the per-node checks (none in most searches).
    const std::uint8_t weakBlocked = static_cast<std::uint8_t>(~filter.weak);
    const std::uint8_t strongBlocked = static_cast<std::uint8_t>(~filter.strong);
    const int digit = filter.digit;
    const char *const allowed = filter.allowed ? filter.allowed->data() : nullptr;
    const bool checkNodes = digit != 0 || allowed != nullptr;
    // The strong link kinds the filter follows (bit k for kind k): off(X) leads on only when X
    // has one of them.
    // (Kinds k with k & blocked == 0: bit k of the kinds each blocked set leaves.)
    static constexpr std::array<std::uint8_t, 8> kPassing = [] {
        std::array<std::uint8_t, 8> table {};
        for (unsigned blocked = 0; blocked < 8; ++blocked)
            for (unsigned k = 0; k < 8; ++k)
                if ((k & blocked) == 0)
                    table[blocked] |= static_cast<std::uint8_t>(1u << k);
        return table;
    }();
    const std::uint8_t strongPassing = kPassing[strongBlocked & 7];
    const std::uint8_t *const strongKinds
        = filter.skipDeadEnds ? graph.m_strongKinds.data() : nullptr;
    // A node's links come in runs of one kind, so the filter mostly picks whole runs and no
    // link needs a look at its kind. Weak links of a candidate: in a unit to candidates, to
    // groups, in its cell; of a group: all to groups (kind in a unit and group). Strong links:
    // the one in a bivalue cell, then those in units (to candidates or groups, mixed).
    const bool weakUnit = !(weakBlocked & kLinkInUnit);
    const bool weakGroup = !(weakBlocked & (kLinkInUnit | kLinkGroup));
    const bool weakCell = !(weakBlocked & kLinkInCell);
    // The runs of a candidate's weak links followed: [weakRun[first], weakRun[last]) of its
    // bounds (start, two splits, end); every link with its kind looked at when they are not
    // together (links in units and cells without groups).
    int weakFirst = 0;
    int weakLast = 3;
    bool weakKinds = false;
    if (weakUnit && weakCell && !weakGroup) {
        weakKinds = true;
    } else {
        weakFirst = weakUnit ? 0 : weakGroup ? 1 : weakCell ? 2 : 3;
        weakLast = weakCell ? 3 : weakGroup ? 2 : weakUnit ? 1 : 0;
        if (weakLast < weakFirst)
            weakLast = weakFirst;
    }
    const bool strongCell = !(strongBlocked & kLinkInCell);
    const bool strongUnit = !(strongBlocked & kLinkInUnit);
    const bool strongKindsLooked = strongUnit && (strongBlocked & kLinkGroup);
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
        // A literal reached from lit at depth d + 1.
        const auto reach = [&](int next) {
            stamp[next] = generation;
            depthOf[next] = depthNext;
            parent[next] = lit;
        };
        if (literalIsOn(lit)) {
            // From on(node) along weak links to off(to).
            int lo = weakStart[node];
            int hi = weakStart[node + 1];
            if (node < candidates) {
                const int bounds[4] = { lo, weakSplit[2 * node], weakSplit[2 * node + 1], hi };
                lo = bounds[weakFirst];
                hi = bounds[weakLast];
            } else if (!weakGroup) {
                hi = lo;
            }
            const Edge *const end = weakEdges + hi;
            for (const Edge *e = weakEdges + lo; e != end; ++e) {
                if (weakKinds && (e->kind & weakBlocked))
                    continue;
                const int next = offLiteral(e->to);
                if (stamp[next] == generation)
                    continue;
                if (next == target) {
                    reach(next);
                    found = d + 1;
                    break;
                }
                if (checkNodes && ((digit && e->digit != digit) || (allowed && !allowed[e->to])))
                    continue;
                reach(next);
                if (!strongKinds || (strongKinds[e->to] & strongPassing))
                    queue[tail++] = next;
            }
        } else {
            // From off(node) along strong links to on(to).
            const int lo = strongCell ? strongStart[node] : strongCellEnd[node];
            const int hi = strongUnit ? strongStart[node + 1] : strongCellEnd[node];
            const Edge *const end = strongEdges + hi;
            for (const Edge *e = strongEdges + lo; e != end; ++e) {
                if (strongKindsLooked && (e->kind & strongBlocked))
                    continue;
                const int next = onLiteral(e->to);
                if (stamp[next] == generation)
                    continue;
                if (next == target) {
                    reach(next);
                    found = d + 1;
                    break;
                }
                if (checkNodes && ((digit && e->digit != digit) || (allowed && !allowed[e->to])))
                    continue;
                reach(next);
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
