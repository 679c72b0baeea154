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

namespace core {

void findSimpleColoring(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findSimpleColoringScoped(board, FinderScope::all(), out, maxSteps);
}

namespace {

// Simple colouring's wrap and trap (see findSimpleColoringScoped) of one component (its cells
// in increasing order, their colours, their links: links[cell] the (other cell, unit) pairs) of
// the digit s with these places, with peers as cell sets: the eliminations in the same order.
template <typename Links>
void colourAsSets(const CellSetTables<2> &tables, int s, const CellSet<2> &places,
    const std::vector<int> &component, const std::vector<int> &color, const Links &links,
    std::vector<Elimination> &eliminations)
{
    std::array<CellSet<2>, 2> coloured;
    for (int c : component)
        coloured[color[c]].set(c);
    // Colour wrap: two cells of one colour in a unit, so that colour is false.
    for (int k = 0; k < 2; ++k) {
        bool wrap = false;
        coloured[k].forEach([&](int c) { wrap = wrap || tables.peers[c].intersects(coloured[k]); });
        if (wrap) {
            coloured[k].forEach([&](int c) { eliminations.push_back({ c, s }); });
            return;
        }
    }
    // Colour trap: an uncoloured candidate that sees a cell of each colour, not both ends of one
    // link (that is a pointing or claiming elimination).
    const CellSet<2> inComponent = coloured[0] | coloured[1];
    (places - inComponent).forEach([&](int c) {
        const CellSet<2> &peers = tables.peers[c];
        const CellSet<2> seen1 = peers & coloured[1];
        if (seen1.none())
            return;
        bool trapped = false;
        (peers & coloured[0]).forEach([&](int p) {
            if (trapped)
                return;
            CellSet<2> unlinked = seen1;
            for (const auto &link : links[p])
                unlinked.reset(link.first);
            trapped = unlinked.any();
        });
        if (trapped)
            eliminations.push_back({ c, s });
    });
}

// Simple Colouring's chains, from its step (cells in increasing order, their colours as the
// pattern's roles, the units of the conjugate links): its graph and shortest paths along the
// links. Breadth-first searches visit the linked cells in increasing order, so a path is the
// first shortest one in that order. Cells are known by their place among the step's cells.
class ColouringChains
{
public:
    ColouringChains(const Step &step, const Geometry &g)
        : m_step(step)
        , m_g(g)
        , m_cells(step.cells)
        , m_size(static_cast<int>(m_cells.size()))
        , m_colour(m_cells.size(), -1)
        , m_next(m_cells.size())
        , m_searched(m_cells.size(), -1)
    {
        for (const auto &p : step.pattern) {
            const int i = index(p.cell);
            if (i >= 0)
                m_colour[i] = p.role;
        }
        // A unit of the step holding exactly two of its cells links them (a cell has three
        // units, so three links at most).
        for (int u : step.units) {
            int in[2];
            int count = 0;
            for (int i = 0; i < m_size; ++i) {
                const auto units = g.unitsOf(m_cells[i]);
                if (std::find(units.begin(), units.end(), u) != units.end() && count++ < 2)
                    in[count - 1] = i;
            }
            if (count == 2) {
                m_next[in[0]].add(in[1]);
                m_next[in[1]].add(in[0]);
            }
        }
        for (Links &next : m_next)
            std::sort(next.to.begin(), next.to.begin() + next.count);
    }

    // One chain, or for a wrap one per eliminated cell; a trap's eliminations proved by the same
    // chain share it.
    std::vector<Chain> chains(int digit)
    {
        // A wrap removes coloured candidates, a trap uncoloured ones.
        bool wrap = !m_step.eliminations.empty();
        for (const auto &e : m_step.eliminations)
            wrap = wrap && colour(e.cell) >= 0;
        return wrap ? wrapChains(digit) : trapChains(digit);
    }

private:
    struct Links
    {
        std::array<int, 3> to {};
        int count = 0;
        void add(int i)
        {
            if (count < 3)
                to[count++] = i;
        }
    };

    // The cell's place among the step's cells, -1 when it is not one of them.
    int index(int cell) const
    {
        const auto it = std::lower_bound(m_cells.begin(), m_cells.end(), cell);
        return it != m_cells.end() && *it == cell ? static_cast<int>(it - m_cells.begin()) : -1;
    }
    int colour(int cell) const
    {
        const int i = index(cell);
        return i < 0 ? -1 : m_colour[i];
    }

    // The breadth-first search from place f: per place, the place before it on the shortest
    // path and the path's length in links (-1 where it is not reached). One per start, kept.
    const int *tree(int f)
    {
        if (m_searched[f] < 0) {
            m_searched[f] = static_cast<int>(m_trees.size());
            m_trees.resize(m_trees.size() + 2 * static_cast<std::size_t>(m_size), -1);
            int *previous = m_trees.data() + m_searched[f];
            int *depth = previous + m_size;
            m_queue.assign(1, f);
            previous[f] = f;
            depth[f] = 0;
            for (std::size_t head = 0; head < m_queue.size(); ++head) {
                const int at = m_queue[head];
                const Links &next = m_next[at];
                for (int k = 0; k < next.count; ++k)
                    if (previous[next.to[k]] < 0) {
                        previous[next.to[k]] = at;
                        depth[next.to[k]] = depth[at] + 1;
                        m_queue.push_back(next.to[k]);
                    }
            }
        }
        return m_trees.data() + m_searched[f];
    }
    // The length in links of the shortest path between two places, -1 when there is none.
    int distance(int f, int t) { return tree(f)[m_size + t]; }
    // The shortest path from place f to place t as cells (both ends), appended to `out`.
    void appendPath(int f, int t, std::vector<int> &out)
    {
        const int *previous = tree(f);
        const std::size_t start = out.size();
        for (int i = t; i != f; i = previous[i])
            out.push_back(m_cells[i]);
        out.push_back(m_cells[f]);
        std::reverse(out.begin() + static_cast<std::ptrdiff_t>(start), out.end());
    }

    // A trap: each eliminated cell sees a cell of each colour; the shortest chain between such
    // two cells proves it.
    std::vector<Chain> trapChains(int digit)
    {
        std::vector<Chain> chains;
        std::vector<int> path;
        for (const auto &e : m_step.eliminations) {
            int bestFrom = -1;
            int bestTo = -1;
            int best = -1;
            for (int i = 0; i < m_size; ++i) {
                if (m_colour[i] != 0 || !m_g.arePeers(e.cell, m_cells[i]))
                    continue;
                for (int j = 0; j < m_size; ++j) {
                    if (m_colour[j] != 1 || !m_g.arePeers(e.cell, m_cells[j]))
                        continue;
                    const int d = distance(i, j);
                    if (d >= 0 && (best < 0 || d < best)) {
                        best = d;
                        bestFrom = i;
                        bestTo = j;
                    }
                }
            }
            if (best < 0)
                continue;
            path.clear();
            appendPath(bestFrom, bestTo, path);
            Chain chain = alternatingChain(path, digit, ChainLink::Strong);
            const auto same = std::find_if(chains.begin(), chains.end(),
                [&](const Chain &c) { return c.nodes == chain.nodes; });
            if (same != chains.end()) {
                same->eliminations.push_back(e);
            } else {
                chain.eliminations = { e };
                chains.push_back(std::move(chain));
            }
        }
        return chains;
    }

    // A wrap: the eliminated colour has two cells that see each other, so it is false. Each
    // eliminated cell Z gets a discontinuous loop that starts and ends on it with weak links:
    // through a cell of its colour that Z sees itself ("Z-W=...-Z"), or else through the two
    // cells of its colour that see each other ("Z-...=X-Y=...-Z").
    std::vector<Chain> wrapChains(int digit)
    {
        std::vector<Chain> chains;
        std::vector<int> loop;
        for (const auto &e : m_step.eliminations) {
            const int z = index(e.cell);
            const int k = m_colour[z];
            loop.assign(1, e.cell);
            // Z - W = ... - Z with W of Z's colour that Z sees, the shortest.
            int bestFrom = -1;
            int best = -1;
            for (int w = 0; w < m_size; ++w) {
                if (w == z || m_colour[w] != k || !m_g.arePeers(e.cell, m_cells[w]))
                    continue;
                const int d = distance(w, z);
                if (d >= 0 && (best < 0 || d < best)) {
                    best = d;
                    bestFrom = w;
                }
            }
            if (best >= 0) {
                appendPath(bestFrom, z, loop);
            } else {
                // Z ... X - Y ... Z through the first pair of Z's colour that see each other.
                loop.clear();
                for (int x = 0; x < m_size && loop.empty(); ++x)
                    for (int y = x + 1; y < m_size && loop.empty(); ++y) {
                        if (m_colour[x] != k || m_colour[y] != k
                            || !m_g.arePeers(m_cells[x], m_cells[y]) || distance(z, x) < 0
                            || distance(y, z) < 0)
                            continue;
                        appendPath(z, x, loop);
                        appendPath(y, z, loop);
                    }
                if (loop.empty())
                    continue;
            }
            Chain chain = alternatingChain(loop, digit, ChainLink::Weak);
            chain.eliminations = { e };
            chains.push_back(std::move(chain));
        }
        return chains;
    }

    const Step &m_step;
    const Geometry &m_g;
    const std::vector<int> &m_cells;
    int m_size;
    std::vector<int> m_colour; // per place
    std::vector<Links> m_next; // per place: the linked places, in increasing order
    std::vector<int> m_searched; // per place: where its search's tree is in m_trees, or -1
    std::vector<int> m_trees; // the trees: per start searched, previous[] then depth[]
    std::vector<int> m_queue;
};

} // namespace

void findSimpleColoringScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const int cellCount = g.cellCount();
    // Up to 128 cells, the colour wrap and trap below test peers as cell sets (the same steps).
    const CellSetTables<2> *tables = cellCount <= 128 ? &CellSetTables<2>::of(g) : nullptr;
    int found = 0;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        // Conjugate links: units where the digit has exactly two places. A cell has at most
        // one per unit, three in all, in unit order. Buffers kept between calls.
        thread_local std::vector<std::array<std::pair<int, int>, 3>> linkStore;
        thread_local std::vector<std::uint8_t> linkCount;
        linkStore.resize(cellCount);
        linkCount.assign(cellCount, 0);
        struct Links
        {
            std::vector<std::array<std::pair<int, int>, 3>> &store;
            std::vector<std::uint8_t> &count;
            std::span<const std::pair<int, int>> operator[](int cell) const
            {
                return { store[cell].data(), count[cell] };
            }
            void add(int cell, std::pair<int, int> link) { store[cell][count[cell]++] = link; }
        } links { linkStore, linkCount }; // (other cell, unit)
        CellSet<2> places; // with the tables: the digit's places
        if (tables) {
            // A unit's cells are listed in increasing order: so are its places as a set.
            for (int c = 0; c < cellCount; ++c)
                if (hasCandidate(board, c, s))
                    places.set(c);
            for (int u = 0; u < g.unitCount(); ++u) {
                CellSet<2> two = tables->units[u] & places;
                const int a = two.first();
                if (a < 0)
                    continue;
                two.reset(a);
                if (!two.single())
                    continue;
                const int b = two.first();
                links.add(a, { b, u });
                links.add(b, { a, u });
            }
        } else {
            for (int u = 0; u < g.unitCount(); ++u) {
                int a = -1;
                int b = -1;
                int count = 0;
                for (int c : g.unit(u))
                    if (hasCandidate(board, c, s)) {
                        (count == 0 ? a : b) = c;
                        ++count;
                    }
                if (count == 2) {
                    links.add(a, { b, u });
                    links.add(b, { a, u });
                }
            }
        }
        thread_local std::vector<int> color;
        thread_local std::vector<int> componentOf;
        thread_local std::vector<int> component;
        thread_local std::vector<int> units;
        color.assign(cellCount, -1);
        componentOf.assign(cellCount, -1);
        for (int start = 0; start < cellCount && found < maxSteps; ++start) {
            if (links[start].empty() || color[start] >= 0)
                continue;
            const int id = start;
            // Breadth-first 2-colouring of this component.
            component.assign(1, start);
            units.clear();
            color[start] = 0;
            componentOf[start] = id;
            for (std::size_t head = 0; head < component.size(); ++head) {
                const int c = component[head];
                for (const auto &[other, unit] : links[c]) {
                    if (!contains(units, unit))
                        units.push_back(unit);
                    if (color[other] < 0) {
                        color[other] = 1 - color[c];
                        componentOf[other] = id;
                        component.push_back(other);
                    }
                }
            }
            if (component.size() < 3) // a single link is an intersection, not a colouring
                continue;
            std::sort(component.begin(), component.end());
            std::sort(units.begin(), units.end());
            Step step;
            if (tables) {
                colourAsSets(*tables, s, places, component, color, links, step.eliminations);
            } else {
                // Colour wrap: two cells of one colour in a unit, so that colour is false.
                for (int k = 0; k < 2 && step.eliminations.empty(); ++k) {
                    bool wrap = false;
                    for (std::size_t i = 0; i < component.size() && !wrap; ++i)
                        for (std::size_t j = i + 1; j < component.size() && !wrap; ++j)
                            wrap = color[component[i]] == k && color[component[j]] == k
                                && g.arePeers(component[i], component[j]);
                    if (wrap)
                        for (int c : component)
                            if (color[c] == k)
                                step.eliminations.push_back({ c, s });
                }
                // Colour trap: an uncoloured candidate that sees both colours. A candidate that
                // sees both ends of one link is left out: that is a pointing or claiming
                // elimination (the link's two cells share a box and a line), not a colouring.
                if (step.eliminations.empty()) {
                    for (int c = 0; c < cellCount; ++c) {
                        if (!hasCandidate(board, c, s) || componentOf[c] == id)
                            continue;
                        bool trapped = false;
                        for (std::size_t i = 0; i < component.size() && !trapped; ++i) {
                            const int p = component[i];
                            if (color[p] != 0 || !g.arePeers(c, p))
                                continue;
                            for (std::size_t j = 0; j < component.size() && !trapped; ++j) {
                                const int q = component[j];
                                if (color[q] != 1 || !g.arePeers(c, q))
                                    continue;
                                bool linked = false;
                                for (const auto &link : links[p])
                                    linked = linked || link.first == q;
                                trapped = !linked;
                            }
                        }
                        if (trapped)
                            step.eliminations.push_back({ c, s });
                    }
                }
            }
            if (step.eliminations.empty())
                continue;
            step.technique = Technique::SimpleColoring;
            step.symbols = bit(s);
            step.units = units;
            step.cells = component;
            for (int c : component)
                step.pattern.push_back({ c, s, static_cast<std::uint8_t>(color[c]) });
            step.chains = ColouringChains(step, g).chains(s);
            out.push_back(std::move(step));
            ++found;
        }
    }
}

} // namespace core
