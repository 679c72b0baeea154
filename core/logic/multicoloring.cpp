#include "logic/coloring.h"

#include "board/candidategrid.h"
#include "logic/cellset.h"
#include "logic/chainstep.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

// ---- Multi-Colouring and 3D Medusa --------------------------------------------------------------

namespace core {

namespace {

// Strong links per node: at most four (a candidate's cell and its three units; a cell of one
// digit has its three units).
struct LinkLists
{
    std::vector<std::array<int, 4>> next;
    std::vector<std::uint8_t> degree;

    void reset(int count)
    {
        next.resize(count);
        degree.assign(count, 0);
    }
    void add(int a, int b)
    {
        if (degree[a] < 4 && degree[b] < 4) {
            next[a][degree[a]++] = b;
            next[b][degree[b]++] = a;
        }
    }
    std::span<const int> operator[](int x) const { return { next[x].data(), degree[x] }; }
    std::size_t size() const { return degree.size(); }
};

// Breadth-first search from the sources over `adjacency` (node -> nodes): parent[x] is the node
// before x on a shortest path from a source (a source is its own parent), -1 where unreached;
// dist[x] the number of links.
void breadthFirst(const LinkLists &adjacency, std::span<const int> sources,
    std::vector<int> &parent, std::vector<int> &dist)
{
    parent.assign(adjacency.size(), -1);
    dist.assign(adjacency.size(), -1);
    thread_local std::vector<int> queue;
    queue.clear();
    for (int s : sources) {
        if (parent[s] >= 0)
            continue;
        parent[s] = s;
        dist[s] = 0;
        queue.push_back(s);
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int x = queue[head];
        for (int y : adjacency[x])
            if (parent[y] < 0) {
                parent[y] = x;
                dist[y] = dist[x] + 1;
                queue.push_back(y);
            }
    }
}

// The nodes from `from` back to the search's source: from, parent[from], ..., source.
std::vector<int> pathToSource(const std::vector<int> &parent, int from)
{
    std::vector<int> path { from };
    while (parent[path.back()] != path.back())
        path.push_back(parent[path.back()]);
    return path;
}

std::vector<int> reversed(std::vector<int> v)
{
    std::reverse(v.begin(), v.end());
    return v;
}

// A chain over the nodes, its links alternating from `first`; node(x) makes the chain node of x.
template <typename NodeOf>
Chain alternatingChain(const std::vector<int> &nodes, ChainLink first, NodeOf node)
{
    Chain chain;
    ChainLink link = first;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        chain.nodes.push_back(node(nodes[i]));
        if (i + 1 < nodes.size()) {
            chain.links.push_back(link);
            link = link == ChainLink::Strong ? ChainLink::Weak : ChainLink::Strong;
        }
    }
    return chain;
}

// A unit holding both cells (they see each other).
int sharedUnit(const Geometry &g, int a, int b)
{
    for (int u : g.unitsOf(a))
        for (int c : g.unit(u))
            if (c == b)
                return u;
    return -1;
}

// Two-colours the components of the graph; a component with two linked nodes of one colour
// (possible only on wrong pencil marks: then no solution has its links) is dropped. Fills colour
// and cluster per node (-1 outside the kept components) and the kept components' nodes, each
// sorted, in the order of their lowest node.
void colourComponents(const LinkLists &adjacency, std::vector<int> &colour,
    std::vector<int> &cluster, std::vector<std::vector<int>> &clusters)
{
    const int count = static_cast<int>(adjacency.size());
    colour.assign(count, -1);
    cluster.assign(count, -1);
    clusters.clear();
    thread_local std::vector<char> seen;
    thread_local std::vector<int> members;
    seen.assign(count, 0);
    for (int start = 0; start < count; ++start) {
        if (adjacency[start].empty() || seen[start])
            continue;
        members.assign(1, start);
        seen[start] = 1;
        colour[start] = 0;
        bool consistent = true;
        for (std::size_t head = 0; head < members.size(); ++head) {
            const int x = members[head];
            for (int y : adjacency[x]) {
                if (!seen[y]) {
                    seen[y] = 1;
                    colour[y] = 1 - colour[x];
                    members.push_back(y);
                } else if (colour[y] == colour[x]) {
                    consistent = false;
                }
            }
        }
        if (!consistent) {
            for (int x : members)
                colour[x] = -1;
            continue;
        }
        std::sort(members.begin(), members.end());
        for (int x : members)
            cluster[x] = static_cast<int>(clusters.size());
        clusters.push_back(members);
    }
}

} // namespace

void findMultiColoring(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findMultiColoringScoped(board, FinderScope::all(), out, maxSteps);
}

void findMultiColoringScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const int cellCount = g.cellCount();
    int found = 0;
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, scope.symbols, scratch);
    thread_local LinkLists adjacency;
    thread_local std::vector<int> colour, cluster, parentA, distA, parentB, distB, parentC, distC;
    thread_local std::vector<std::vector<int>> clusters;
    thread_local std::vector<char> seen;
    int places[2];
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        // Conjugate links: units where the digit has exactly two places (lines from the line
        // positions, boxes from their rows' positions).
        const LinePositions &rowPos = positions.rows[s];
        const LinePositions &colPos = positions.columns[s];
        int links = 0;
        for (int line = 0; line < n; ++line) {
            links += maskCount(rowPos[line]) == 2;
            links += maskCount(colPos[line]) == 2;
        }
        for (int box = 0; box < n && links < 2; ++box) {
            const int first = g.unit(g.boxUnit(box))[0];
            const std::uint32_t stack = ((std::uint32_t { 1 } << g.boxCols()) - 1)
                << g.column(first);
            int count = 0;
            for (int i = 0; i < g.boxRows(); ++i)
                count += maskCount(rowPos[g.row(first) + i] & stack);
            links += count == 2;
        }
        if (links < 2) // two clusters need two links
            continue;
        adjacency.reset(cellCount);
        for (int line = 0; line < n; ++line) {
            if (maskCount(rowPos[line]) == 2)
                adjacency.add(g.cellAt(line, __builtin_ctz(rowPos[line])),
                    g.cellAt(line, 31 - __builtin_clz(rowPos[line])));
            if (maskCount(colPos[line]) == 2)
                adjacency.add(g.cellAt(__builtin_ctz(colPos[line]), line),
                    g.cellAt(31 - __builtin_clz(colPos[line]), line));
        }
        for (int box = 0; box < n; ++box) {
            const int first = g.unit(g.boxUnit(box))[0];
            const std::uint32_t stack = ((std::uint32_t { 1 } << g.boxCols()) - 1)
                << g.column(first);
            int count = 0;
            for (int i = 0; i < g.boxRows() && count <= 2; ++i) {
                const int row = g.row(first) + i;
                for (std::uint32_t m = rowPos[row] & stack; m && count <= 2; m &= m - 1)
                    if (++count <= 2)
                        places[count - 1] = g.cellAt(row, __builtin_ctz(m));
            }
            if (count == 2)
                adjacency.add(places[0], places[1]);
        }
        colourComponents(adjacency, colour, cluster, clusters);
        const int clusterCount = static_cast<int>(clusters.size());
        if (clusterCount < 2)
            continue;
        // seen[(2 K + k) * cellCount + cell]: the cell sees a cell of cluster K's colour k.
        seen.assign(static_cast<std::size_t>(2 * clusterCount) * cellCount, 0);
        const auto sees = [&](int K, int k, int cell) {
            return seen[static_cast<std::size_t>(2 * K + k) * cellCount + cell] != 0;
        };
        for (int k = 0; k < clusterCount; ++k)
            for (int c : clusters[k])
                for (int p : g.peers(c))
                    seen[static_cast<std::size_t>(2 * k + colour[c]) * cellCount + p] = 1;
        const auto node = [&](int c) { return ChainNode { { c }, s }; };
        // The first cell of cluster K's colour k that sees a cell of cluster L's colour l, and
        // that cell (the first of L's that it sees): a weak link between the clusters.
        const auto bridge = [&](int K, int k, int L, int l, int &p, int &q) {
            for (int c : clusters[K]) {
                if (colour[c] != k || !sees(L, l, c))
                    continue;
                for (int d : clusters[L])
                    if (colour[d] == l && g.arePeers(c, d)) {
                        p = c;
                        q = d;
                        return true;
                    }
            }
            return false;
        };
        const auto addPattern = [&](Step &step, int K, int flip) {
            for (int c : clusters[K])
                step.pattern.push_back({ c, s, static_cast<std::uint8_t>(colour[c] ^ flip) });
        };
        const auto addCells = [&](Step &step, int K) {
            for (int c : clusters[K])
                if (!contains(step.cells, c))
                    step.cells.push_back(c);
        };
        // Multi-Colours 2 (HoDoKu): one colour of cluster A sees both colours of cluster B, one
        // of which is true: that colour is false.
        for (int A = 0; A < clusterCount && found < maxSteps; ++A)
            for (int B = 0; B < clusterCount && found < maxSteps; ++B) {
                if (A == B)
                    continue;
                for (int ka = 0; ka < 2 && found < maxSteps; ++ka) {
                    int p1 = -1, q1 = -1, p2 = -1, q2 = -1;
                    if (!bridge(A, ka, B, 0, p1, q1) || !bridge(A, ka, B, 1, p2, q2))
                        continue;
                    Step step;
                    step.technique = Technique::MultiColoring;
                    step.symbols = bit(s);
                    step.units = { sharedUnit(g, p1, q1), sharedUnit(g, p2, q2) };
                    step.cells = { p1, q1, p2, q2 };
                    addCells(step, A);
                    addCells(step, B);
                    // Role 1: the colour that goes (A), and Q2's colour (B).
                    addPattern(step, A, ka == 1 ? 0 : 1);
                    addPattern(step, B, 0);
                    const std::array<int, 2> ps { p1, p2 };
                    breadthFirst(adjacency, std::span<const int>(ps.data(), 1), parentA, distA);
                    breadthFirst(adjacency, std::span<const int>(ps.data() + 1, 1), parentC, distC);
                    breadthFirst(adjacency, std::span<const int>(&q1, 1), parentB, distB);
                    const std::vector<int> across = reversed(pathToSource(parentB, q2));
                    for (int z : clusters[A]) {
                        if (colour[z] != ka)
                            continue;
                        step.eliminations.push_back({ z, s });
                        // Z-...=P1-Q1=...=Q2-P2=...-Z: Z true leads to Z false.
                        std::vector<int> loop = pathToSource(parentA, z);
                        loop.insert(loop.end(), across.begin(), across.end());
                        const std::vector<int> back = reversed(pathToSource(parentC, z));
                        loop.insert(loop.end(), back.begin(), back.end());
                        Chain chain = alternatingChain(loop, ChainLink::Weak, node);
                        chain.eliminations = { { z, s } };
                        step.chains.push_back(std::move(chain));
                    }
                    out.push_back(std::move(step));
                    ++found;
                }
            }
        // Multi-Colours 1 (HoDoKu; the colour wing): colour ka of A sees colour kb of B, so not
        // both are true: the other colour of A or the other colour of B is true, and a cell
        // that sees both of those is not the digit.
        for (int A = 0; A < clusterCount && found < maxSteps; ++A)
            for (int B = A + 1; B < clusterCount && found < maxSteps; ++B)
                for (int ka = 0; ka < 2 && found < maxSteps; ++ka)
                    for (int kb = 0; kb < 2 && found < maxSteps; ++kb) {
                        int p = -1, q = -1;
                        if (!bridge(A, ka, B, kb, p, q))
                            continue;
                        Step step;
                        for (int c = 0; c < cellCount; ++c)
                            if (sees(A, 1 - ka, c) && sees(B, 1 - kb, c)
                                && hasCandidate(board, c, s))
                                step.eliminations.push_back({ c, s });
                        if (step.eliminations.empty())
                            continue;
                        step.technique = Technique::MultiColoring;
                        step.symbols = bit(s);
                        step.units = { sharedUnit(g, p, q) };
                        step.cells = { p, q };
                        addCells(step, A);
                        addCells(step, B);
                        // Role 1: the two colours that see each other; role 0: one is true.
                        addPattern(step, A, ka == 1 ? 0 : 1);
                        addPattern(step, B, kb == 1 ? 0 : 1);
                        breadthFirst(adjacency, std::span<const int>(&p, 1), parentA, distA);
                        breadthFirst(adjacency, std::span<const int>(&q, 1), parentB, distB);
                        // Per elimination, the nearest ends X (A) and Y (B) it sees:
                        // X=...=P-Q=...=Y; eliminations with the same ends share a chain.
                        for (const Elimination &e : step.eliminations) {
                            int x = -1, y = -1;
                            for (int c : clusters[A])
                                if (colour[c] != ka && g.arePeers(c, e.cell)
                                    && (x < 0 || distA[c] < distA[x]))
                                    x = c;
                            for (int c : clusters[B])
                                if (colour[c] != kb && g.arePeers(c, e.cell)
                                    && (y < 0 || distB[c] < distB[y]))
                                    y = c;
                            std::vector<int> path = pathToSource(parentA, x);
                            const std::vector<int> tail = reversed(pathToSource(parentB, y));
                            path.insert(path.end(), tail.begin(), tail.end());
                            Chain chain = alternatingChain(path, ChainLink::Strong, node);
                            auto same = std::find_if(step.chains.begin(), step.chains.end(),
                                [&](const Chain &o) { return o.nodes == chain.nodes; });
                            if (same != step.chains.end()) {
                                same->eliminations.push_back(e);
                            } else {
                                chain.eliminations = { e };
                                step.chains.push_back(std::move(chain));
                            }
                        }
                        out.push_back(std::move(step));
                        ++found;
                    }
    }
}

namespace {

// findMedusa3D with cell sets of W words.
template <int W> void medusa(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const int cellCount = g.cellCount();
    const CellSetTables<W> &tables = CellSetTables<W>::of(g);
    // Nodes: the open cells' candidates, cell by cell in digit order.
    thread_local std::vector<int> nodeCell, nodeDigit, nodeOf;
    nodeCell.clear();
    nodeDigit.clear();
    nodeOf.assign(static_cast<std::size_t>(cellCount) * (n + 1), -1);
    for (int c = 0; c < cellCount; ++c) {
        if (!board.isOpen(c))
            continue;
        for (Mask m = board.candidates(c) & g.allSymbols(); m; m &= m - 1) {
            nodeOf[c * (n + 1) + lowestSymbol(m)] = static_cast<int>(nodeCell.size());
            nodeCell.push_back(c);
            nodeDigit.push_back(lowestSymbol(m));
        }
    }
    const int nodeCount = static_cast<int>(nodeCell.size());
    const auto at = [&](int c, int d) { return nodeOf[c * (n + 1) + d]; };
    // Strong links: a bivalue cell's two candidates, a unit's only two places of a digit.
    thread_local LinkLists adjacency;
    adjacency.reset(nodeCount);
    for (int c = 0; c < cellCount; ++c)
        if (board.isOpen(c) && maskCount(board.candidates(c) & g.allSymbols()) == 2) {
            const Mask m = board.candidates(c) & g.allSymbols();
            adjacency.add(at(c, lowestSymbol(m)), at(c, lowestSymbol(m & (m - 1))));
        }
    // Per unit, the places of each digit: the first two and how many.
    std::array<int, kMaxSide + 1> placeCount;
    std::array<std::array<int, 2>, kMaxSide + 1> firstPlaces;
    for (int u = 0; u < g.unitCount(); ++u) {
        placeCount.fill(0);
        for (int c : g.unit(u))
            if (board.isOpen(c))
                for (Mask m = board.candidates(c) & g.allSymbols(); m; m &= m - 1) {
                    const int d = lowestSymbol(m);
                    if (placeCount[d] < 2)
                        firstPlaces[d][placeCount[d]] = c;
                    ++placeCount[d];
                }
        for (int d = 1; d <= n; ++d)
            if (placeCount[d] == 2)
                adjacency.add(at(firstPlaces[d][0], d), at(firstPlaces[d][1], d));
    }
    thread_local std::vector<int> colour, cluster;
    thread_local std::vector<std::vector<int>> clusters;
    colourComponents(adjacency, colour, cluster, clusters);
    const auto node = [&](int x) { return ChainNode { { nodeCell[x] }, nodeDigit[x] }; };
    // Two nodes that cannot both be true: one cell, or one digit in cells that see each other.
    const auto weak = [&](int x, int y) {
        return x != y
            && (nodeCell[x] == nodeCell[y]
                    ? true
                    : nodeDigit[x] == nodeDigit[y] && g.arePeers(nodeCell[x], nodeCell[y]));
    };
    int found = 0;
    thread_local std::vector<int> parent, dist, parent2, dist2;
    // holding[k][d]: the cells holding a node of digit d and colour k; a cell sees one when its
    // peers meet them.
    std::array<std::array<CellSet<W>, kMaxSide + 1>, 2> holding;
    const auto sees
        = [&](int k, int c, int d) { return tables.peers[c].intersects(holding[k][d]); };
    // cellColours[cell]: bit k set when the cell holds a node of colour k.
    thread_local std::vector<std::uint8_t> cellColours;
    cellColours.resize(cellCount);
    // firstInCell[cell * 2 + k]: the first node of colour k in the cell.
    thread_local std::vector<int> firstInCell;
    for (std::size_t index = 0; index < clusters.size() && found < maxSteps; ++index) {
        const std::vector<int> &members = clusters[index];
        Mask digits = 0;
        for (int x : members)
            digits |= bit(nodeDigit[x]);
        // One digit is Simple Colouring; two nodes (a bivalue cell alone) exclude nothing.
        if (maskCount(digits) < 2 || members.size() < 3)
            continue;
        for (auto &byDigit : holding)
            for (int d = 1; d <= n; ++d)
                byDigit[d] = CellSet<W> {};
        // reach[k]: the cells that hold a node of colour k or see one; coloured: the cells
        // holding a node.
        std::array<CellSet<W>, 2> reach;
        CellSet<W> coloured;
        std::fill(cellColours.begin(), cellColours.end(), 0);
        for (int x : members) {
            cellColours[nodeCell[x]] |= 1u << colour[x];
            holding[colour[x]][nodeDigit[x]].set(nodeCell[x]);
            reach[colour[x]] |= tables.peers[nodeCell[x]];
            coloured.set(nodeCell[x]);
        }
        reach[0] |= coloured;
        reach[1] |= coloured;
        // Colour wraps: a colour that would put two of its nodes in one cell (rule 1) or one
        // digit twice in a unit (rule 2), or that would empty an uncoloured cell (rule 6).
        struct Wrap
        {
            int p = -1, q = -1; // rules 1 and 2: the two nodes
            int unit = -1; // rule 2
            int cell = -1; // rule 6: the emptied cell
        };
        std::array<Wrap, 2> wraps;
        firstInCell.assign(static_cast<std::size_t>(cellCount) * 2, -1);
        for (int x : members) {
            const int k = colour[x];
            const int c = nodeCell[x];
            if (wraps[k].p >= 0)
                continue;
            int &first = firstInCell[c * 2 + k];
            if (first >= 0) {
                wraps[k].p = first; // rule 1
                wraps[k].q = x;
            } else if (sees(k, c, nodeDigit[x])) {
                for (int y : members) // rule 2: the first of its digit and colour it sees
                    if (colour[y] == k && weak(x, y)) {
                        wraps[k].p = std::min(x, y);
                        wraps[k].q = std::max(x, y);
                        wraps[k].unit = sharedUnit(g, nodeCell[x], nodeCell[y]);
                        break;
                    }
            }
            first = x;
        }
        for (int k = 0; k < 2; ++k) {
            if (wraps[k].p >= 0)
                continue;
            (reach[k] - coloured).forEach([&](int c) {
                if (wraps[k].cell >= 0 || !board.isOpen(c))
                    return;
                bool emptied = true;
                for (Mask m = board.candidates(c) & g.allSymbols(); m && emptied; m &= m - 1)
                    emptied = sees(k, c, lowestSymbol(m));
                if (emptied)
                    wraps[k].cell = c;
            });
        }
        const bool wrap0 = wraps[0].p >= 0 || wraps[0].cell >= 0;
        const bool wrap1 = wraps[1].p >= 0 || wraps[1].cell >= 0;
        if (wrap0 && wrap1) // both colours false: the marks admit no solution
            continue;
        Step step;
        step.technique = Technique::Medusa3D;
        step.symbols = digits;
        if (wrap0 || wrap1) {
            const int k = wrap0 ? 0 : 1; // the false colour
            const Wrap &w = wraps[k];
            step.cells.push_back(w.p >= 0 ? nodeCell[w.p] : w.cell);
            if (w.unit >= 0) {
                step.units = { w.unit };
                step.cells.push_back(nodeCell[w.q]);
            }
            for (int x : members) {
                if (!contains(step.cells, nodeCell[x]))
                    step.cells.push_back(nodeCell[x]);
                // Role 1: the false colour.
                step.pattern.push_back(
                    { nodeCell[x], nodeDigit[x], static_cast<std::uint8_t>(colour[x] == k) });
                if (colour[x] != k)
                    step.placements.push_back({ nodeCell[x], nodeDigit[x] });
            }
            for (int x : members)
                if (colour[x] == k && !(cellColours[nodeCell[x]] & (1u << (1 - k)))
                    && !sees(1 - k, nodeCell[x], nodeDigit[x]))
                    step.eliminations.push_back({ nodeCell[x], nodeDigit[x] });
            // The chains: one per result (the last chain of each group holds it).
            const auto result = [&](Chain &chain, int x) {
                if (colour[x] == k)
                    chain.eliminations = { { nodeCell[x], nodeDigit[x] } };
                else
                    chain.placements = { { nodeCell[x], nodeDigit[x] } };
            };
            std::vector<int> targets;
            for (const Placement &p : step.placements)
                targets.push_back(at(p.cell, p.symbol));
            for (const Elimination &e : step.eliminations)
                targets.push_back(at(e.cell, e.symbol));
            if (w.p >= 0) {
                // X=...=P-Q=...=X (X of the true colour), X-...=P-Q=...-X (the false one).
                breadthFirst(adjacency, std::span<const int>(&w.p, 1), parent, dist);
                breadthFirst(adjacency, std::span<const int>(&w.q, 1), parent2, dist2);
                for (int x : targets) {
                    std::vector<int> loop = pathToSource(parent, x);
                    const std::vector<int> back = reversed(pathToSource(parent2, x));
                    loop.insert(loop.end(), back.begin(), back.end());
                    Chain chain = alternatingChain(
                        loop, colour[x] == k ? ChainLink::Weak : ChainLink::Strong, node);
                    result(chain, x);
                    step.chains.push_back(std::move(chain));
                }
            } else {
                // Rule 6, as a cell forcing chain: each candidate D of the cell sees a node P
                // of the false colour, so (D)cell-P=...: every branch reaches the result.
                const int c = w.cell;
                for (int x : targets) {
                    breadthFirst(adjacency, std::span<const int>(&x, 1), parent, dist);
                    for (Mask m = board.candidates(c) & g.allSymbols(); m; m &= m - 1) {
                        const int d = lowestSymbol(m);
                        int best = -1;
                        for (int y : members)
                            if (colour[y] == k && nodeDigit[y] == d && g.arePeers(nodeCell[y], c)
                                && (best < 0 || dist[y] < dist[best]))
                                best = y;
                        std::vector<int> branch { at(c, d) };
                        const std::vector<int> path = pathToSource(parent, best);
                        branch.insert(branch.end(), path.begin(), path.end());
                        Chain chain = alternatingChain(branch, ChainLink::Weak, node);
                        chain.branch = d;
                        if ((m & (m - 1)) == 0)
                            result(chain, x);
                        step.chains.push_back(std::move(chain));
                    }
                }
            }
        } else {
            // Traps (rules 3, 4, 5): an uncoloured candidate that a node of each colour
            // excludes, a node in its cell or a node of its digit in a cell it sees.
            (reach[0] & reach[1]).forEach([&](int c) {
                if (!board.isOpen(c))
                    return;
                for (Mask m = board.candidates(c) & g.allSymbols(); m; m &= m - 1) {
                    const int d = lowestSymbol(m);
                    if (cluster[at(c, d)] == static_cast<int>(index))
                        continue;
                    bool both = true;
                    for (int k = 0; k < 2; ++k)
                        both = both && ((cellColours[c] >> k & 1u) || sees(k, c, d));
                    if (both)
                        step.eliminations.push_back({ c, d });
                }
            });
            if (step.eliminations.empty())
                continue;
            for (int x : members) {
                if (!contains(step.cells, nodeCell[x]))
                    step.cells.push_back(nodeCell[x]);
                step.pattern.push_back(
                    { nodeCell[x], nodeDigit[x], static_cast<std::uint8_t>(colour[x]) });
            }
            // Per elimination, the shortest X=...=Y between a node of each colour that
            // exclude it; eliminations with the same chain share it.
            std::vector<int> sources;
            for (const Elimination &e : step.eliminations) {
                const int target = at(e.cell, e.symbol);
                sources.clear();
                for (int x : members)
                    if (colour[x] == 0 && weak(x, target))
                        sources.push_back(x);
                breadthFirst(adjacency, sources, parent, dist);
                int end = -1;
                for (int y : members)
                    if (colour[y] == 1 && weak(y, target) && (end < 0 || dist[y] < dist[end]))
                        end = y;
                std::vector<int> path = reversed(pathToSource(parent, end));
                // Both ends in the target's cell (two colours in a cell): the chain closes into a
                // continuous loop through the cell, whose other candidates go.
                if (nodeCell[path.front()] == e.cell && nodeCell[path.back()] == e.cell)
                    path.push_back(path.front());
                Chain chain = alternatingChain(path, ChainLink::Strong, node);
                auto same = std::find_if(step.chains.begin(), step.chains.end(),
                    [&](const Chain &o) { return o.nodes == chain.nodes; });
                if (same != step.chains.end()) {
                    same->eliminations.push_back(e);
                } else {
                    chain.eliminations = { e };
                    step.chains.push_back(std::move(chain));
                }
            }
        }
        out.push_back(std::move(step));
        ++found;
    }
}

} // namespace

void findMedusa3D(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps > 0)
        DISPATCH_CELLSET(board.geometry(), medusa, board, out, maxSteps);
}

} // namespace core
