#include "logic/coloring.h"

#include "board/candidategrid.h"
#include "logic/cellset.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
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
            out.push_back(std::move(step));
            ++found;
        }
    }
}
} // namespace core
