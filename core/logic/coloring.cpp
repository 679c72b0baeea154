#include "logic/coloring.h"

#include "board/candidategrid.h"

#include "logic/cellset.h"
#include "logic/ruleutil.h"

#include "logic/basicrules.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace core {

namespace {

Technique fishTechnique(int size)
{
    switch (size) {
    case 2:
        return Technique::XWing;
    case 3:
        return Technique::Swordfish;
    default:
        return Technique::Jellyfish;
    }
}

} // namespace

int fullHouseIn(const Board &board, int unit, int &symbol)
{
    const Geometry &g = board.geometry();
    int open = -1;
    int openCount = 0;
    Mask placed = 0;
    bool duplicate = false;
    for (int c : g.unit(unit)) {
        if (board.isOpen(c)) {
            open = c;
            ++openCount;
        } else {
            duplicate = duplicate || (placed & bit(board.value(c))) != 0;
            placed |= bit(board.value(c));
        }
    }
    if (openCount != 1 || duplicate)
        return -1;
    const Mask missing = g.allSymbols() & ~placed;
    if (maskCount(missing) != 1 || (board.candidates(open) & missing) == 0)
        return -1;
    symbol = lowestSymbol(missing);
    return open;
}

void findFullHouse(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    // A cell can be the last of its row, column and box at once: report it once. Few steps are
    // asked for at a time, so a short list beats a per-cell table (no allocation on the path).
    std::vector<int> reportedCells;
    int found = 0;
    for (int u = 0; u < g.unitCount() && found < maxSteps; ++u) {
        int symbol = 0;
        const int open = fullHouseIn(board, u, symbol);
        if (open < 0 || contains(reportedCells, open))
            continue;
        reportedCells.push_back(open);
        out.push_back(fullHouseStep(u, open, symbol));
        ++found;
    }
}

void findBasicFish(const Board &board, int size, std::vector<Step> &out, int maxSteps)
{
    findBasicFish(board, size, FinderScope::all(), out, maxSteps);
}

namespace {

// N, SIZE > 0: the side and the size known at compile time (they are the board's and `size`).
template <int N, int SIZE>
void basicFishIn(
    const Board &board, int size, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    const Geometry &g = board.geometry();
    const int n = N > 0 ? N : g.side();
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, scope.symbols, scratch);
    const auto &rowPositions = positions.rows;
    const auto &columnPositions = positions.columns;
    int found = 0;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        for (int orient = 0; orient < 2 && found < maxSteps; ++orient) {
            const bool columns = orient == 1; // base lines are columns, cover lines rows
            const LinePositions &pos = columns ? columnPositions[s] : rowPositions[s];
            int eligible[kMaxSide];
            std::uint32_t eligibleMasks[kMaxSide];
            int eligibleCount = 0;
            for (int line = 0; line < n; ++line) {
                const int k = maskCount(pos[line]);
                if (k >= 2 && k <= size) {
                    eligibleMasks[eligibleCount] = pos[line];
                    eligible[eligibleCount++] = line;
                }
            }
            // A fish covers its base lines with `size` lines: wider sets are not looked at.
            forEachCombinationWithin(
                eligibleMasks, eligibleCount, size,
                [size](std::uint32_t u) { return maskCount(u) <= size; },
                [&](std::span<const int> idx) {
                    std::uint32_t cover = 0;
                    std::uint32_t baseLines = 0;
                    int baseArray[kMaxSide];
                    for (int j = 0; j < size; ++j) {
                        baseArray[j] = eligible[idx[j]];
                        baseLines |= std::uint32_t { 1 } << eligible[idx[j]];
                        cover |= pos[eligible[idx[j]]];
                    }
                    const std::span<const int> base(baseArray, static_cast<std::size_t>(size));
                    if (maskCount(cover) != size)
                        return true;
                    // Nothing to remove (the usual case): no Step is made.
                    std::uint32_t hits = 0;
                    for (int line = 0; line < n; ++line)
                        if (!(baseLines & (std::uint32_t { 1 } << line)))
                            hits |= pos[line] & cover;
                    if (!hits)
                        return true;
                    Step step;
                    for (int line = 0; line < n; ++line) {
                        if (contains(base, line))
                            continue;
                        const std::uint32_t hit = pos[line] & cover;
                        for (int i = 0; i < n; ++i)
                            if (hit & (std::uint32_t { 1 } << i))
                                step.eliminations.push_back({ lineCell(g, columns, line, i), s });
                    }
                    if (step.eliminations.empty())
                        return true;
                    std::sort(step.eliminations.begin(), step.eliminations.end(),
                        [](const Elimination &a, const Elimination &b) { return a.cell < b.cell; });
                    step.technique = fishTechnique(size);
                    step.symbols = bit(s);
                    for (int line : base)
                        step.units.push_back(columns ? g.columnUnit(line) : g.rowUnit(line));
                    for (int i = 0; i < n; ++i)
                        if (cover & (std::uint32_t { 1 } << i))
                            step.units.push_back(columns ? g.rowUnit(i) : g.columnUnit(i));
                    for (int line : base)
                        for (int i = 0; i < n; ++i)
                            if (pos[line] & (std::uint32_t { 1 } << i)) {
                                const int cell = lineCell(g, columns, line, i);
                                step.cells.push_back(cell);
                                step.pattern.push_back({ cell, s, 0 });
                            }
                    out.push_back(std::move(step));
                    return ++found < maxSteps;
                });
        }
    }
}

} // namespace

void findBasicFish(
    const Board &board, int size, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    if (size < 2 || size >= g.side() || (scope.symbols & g.allSymbols()) == 0)
        return;
    // The classic side and sizes with their bounds known at compile time, any other the same way.
    withClassicSize(g.side(), size, [&](auto n, auto s) {
        basicFishIn<decltype(n)::value, decltype(s)::value>(board, size, scope, out, maxSteps);
    });
}

void findXWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findBasicFish(board, 2, out, maxSteps);
}

void findSwordfish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findBasicFish(board, 3, out, maxSteps);
}

void findJellyfish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findBasicFish(board, 4, out, maxSteps);
}

void findSkyscraper(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findSkyscraperScoped(board, FinderScope::all(), out, maxSteps);
}

void findSkyscraperScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, scope.symbols, scratch);
    const auto &rowPositions = positions.rows;
    const auto &columnPositions = positions.columns;
    int found = 0;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        for (int orient = 0; orient < 2 && found < maxSteps; ++orient) {
            const bool columns = orient == 1;
            const LinePositions &pos = columns ? columnPositions[s] : rowPositions[s];
            for (int a = 0; a < n && found < maxSteps; ++a) {
                if (maskCount(pos[a]) != 2)
                    continue;
                for (int b = a + 1; b < n && found < maxSteps; ++b) {
                    if (maskCount(pos[b]) != 2)
                        continue;
                    const std::uint32_t common = pos[a] & pos[b];
                    if (maskCount(common) != 1) // 2 is an X-Wing, 0 no shared line
                        continue;
                    const int shared = __builtin_ctz(common);
                    const int topA = __builtin_ctz(pos[a] & ~common);
                    const int topB = __builtin_ctz(pos[b] & ~common);
                    const int baseCellA = lineCell(g, columns, a, shared);
                    const int baseCellB = lineCell(g, columns, b, shared);
                    const int topCellA = lineCell(g, columns, a, topA);
                    const int topCellB = lineCell(g, columns, b, topB);
                    const std::array<int, 4> cells { baseCellA, baseCellB, topCellA, topCellB };
                    const std::array<int, 2> tops { topCellA, topCellB };
                    Step step;
                    step.eliminations = eliminateSeeingAll(board, s, tops, cells);
                    if (step.eliminations.empty())
                        continue;
                    step.technique = Technique::Skyscraper;
                    step.symbols = bit(s);
                    step.units = { columns ? g.columnUnit(a) : g.rowUnit(a),
                        columns ? g.columnUnit(b) : g.rowUnit(b),
                        columns ? g.rowUnit(shared) : g.columnUnit(shared) };
                    step.cells.assign(cells.begin(), cells.end());
                    step.pattern = { { baseCellA, s, 0 }, { baseCellB, s, 0 }, { topCellA, s, 1 },
                        { topCellB, s, 1 } };
                    out.push_back(std::move(step));
                    ++found;
                }
            }
        }
    }
}

void findTwoStringKite(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findTwoStringKiteScoped(board, FinderScope::all(), out, maxSteps);
}

void findTwoStringKiteScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, scope.symbols, scratch);
    const auto &rowPositions = positions.rows;
    const auto &columnPositions = positions.columns;
    int found = 0;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        const LinePositions &rowPos = rowPositions[s];
        const LinePositions &colPos = columnPositions[s];
        for (int r = 0; r < n && found < maxSteps; ++r) {
            if (maskCount(rowPos[r]) != 2)
                continue;
            const int r0 = g.cellAt(r, __builtin_ctz(rowPos[r]));
            const int r1 = g.cellAt(r, 31 - __builtin_clz(rowPos[r]));
            for (int c = 0; c < n && found < maxSteps; ++c) {
                if (maskCount(colPos[c]) != 2)
                    continue;
                const int c0 = g.cellAt(__builtin_ctz(colPos[c]), c);
                const int c1 = g.cellAt(31 - __builtin_clz(colPos[c]), c);
                if (r0 == c0 || r0 == c1 || r1 == c0 || r1 == c1)
                    continue;
                // Which row end and column end share a box (the other ends must leave it).
                const std::array<std::array<int, 2>, 2> rowEnds { { { r0, r1 }, { r1, r0 } } };
                const std::array<std::array<int, 2>, 2> colEnds { { { c0, c1 }, { c1, c0 } } };
                for (const auto &re : rowEnds) {
                    for (const auto &ce : colEnds) {
                        if (found >= maxSteps)
                            break;
                        const int box = g.box(re[0]);
                        if (g.box(ce[0]) != box || g.box(re[1]) == box || g.box(ce[1]) == box)
                            continue;
                        const std::array<int, 4> cells { re[0], ce[0], re[1], ce[1] };
                        const std::array<int, 2> ends { re[1], ce[1] };
                        Step step;
                        step.eliminations = eliminateSeeingAll(board, s, ends, cells);
                        if (step.eliminations.empty())
                            continue;
                        step.technique = Technique::TwoStringKite;
                        step.symbols = bit(s);
                        step.units = { g.rowUnit(r), g.columnUnit(c), g.boxUnit(box) };
                        step.cells.assign(cells.begin(), cells.end());
                        step.pattern = { { re[0], s, 0 }, { ce[0], s, 0 }, { re[1], s, 1 },
                            { ce[1], s, 1 } };
                        out.push_back(std::move(step));
                        ++found;
                    }
                }
            }
        }
    }
}

namespace {

bool isBivalue(const Board &board, int cell)
{
    return board.isOpen(cell) && maskCount(board.candidates(cell)) == 2;
}

// The open cells with two candidates (XY- and XYZ-Wing), and a pivot's among them. Up to 128
// cells they are kept as a set and a pivot's are found by intersection with its peers; larger
// grids test the peers one by one.
class BivalueCells
{
public:
    explicit BivalueCells(const Board &board)
        : m_board(board)
        , m_tables(board.geometry().cellCount() <= 128 ? &CellSetTables<2>::of(board.geometry())
                                                       : nullptr)
    {
        if (m_tables)
            for (int c = 0; c < board.geometry().cellCount(); ++c)
                if (isBivalue(board, c))
                    m_cells.set(c);
    }

    bool test(int cell) const { return m_tables ? m_cells.test(cell) : isBivalue(m_board, cell); }

    // The pivot's peers among them that pass `keep`, in increasing order.
    template <class Keep> void peersOf(int pivot, Keep keep, std::vector<int> &wings) const
    {
        wings.clear();
        if (m_tables) {
            (m_tables->peers[pivot] & m_cells).forEach([&](int p) {
                if (keep(p))
                    wings.push_back(p);
            });
        } else {
            for (int p : m_board.geometry().peers(pivot))
                if (isBivalue(m_board, p) && keep(p))
                    wings.push_back(p);
            std::sort(wings.begin(), wings.end());
        }
    }

private:
    const Board &m_board;
    const CellSetTables<2> *m_tables;
    CellSet<2> m_cells;
};

} // namespace

void findXYWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    const BivalueCells bivalue(board);
    for (int pivot = 0; pivot < g.cellCount() && found < maxSteps; ++pivot) {
        if (!bivalue.test(pivot))
            continue;
        const Mask pm = board.candidates(pivot);
        thread_local std::vector<int> wings; // kept: no allocation per pivot
        bivalue.peersOf(
            pivot, [&](int p) { return maskCount(board.candidates(p) & pm) == 1; }, wings);
        for (std::size_t i = 0; i < wings.size() && found < maxSteps; ++i) {
            const Mask m1 = board.candidates(wings[i]);
            const Mask x = m1 & pm;
            const Mask z = m1 & ~pm;
            const Mask want = (pm & ~x) | z;
            for (std::size_t j = i + 1; j < wings.size() && found < maxSteps; ++j) {
                if (board.candidates(wings[j]) != want)
                    continue;
                const int zs = lowestSymbol(z);
                const std::array<int, 3> cells { pivot, wings[i], wings[j] };
                const std::array<int, 2> pincers { wings[i], wings[j] };
                Step step;
                step.eliminations = eliminateSeeingAll(board, zs, pincers, cells);
                if (step.eliminations.empty())
                    continue;
                step.technique = Technique::XYWing;
                step.symbols = pm | z;
                step.cells.assign(cells.begin(), cells.end());
                addCandidates(step, board, pivot, 0);
                addCandidates(step, board, wings[i], 1);
                addCandidates(step, board, wings[j], 1);
                out.push_back(std::move(step));
                ++found;
            }
        }
    }
}

void findXYZWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    const BivalueCells bivalue(board);
    for (int pivot = 0; pivot < g.cellCount() && found < maxSteps; ++pivot) {
        if (!board.isOpen(pivot) || maskCount(board.candidates(pivot)) != 3)
            continue;
        const Mask pm = board.candidates(pivot);
        thread_local std::vector<int> wings; // kept: no allocation per pivot
        bivalue.peersOf(
            pivot, [&](int p) { return (board.candidates(p) & ~pm) == 0; }, wings);
        for (std::size_t i = 0; i < wings.size() && found < maxSteps; ++i) {
            for (std::size_t j = i + 1; j < wings.size() && found < maxSteps; ++j) {
                const Mask m1 = board.candidates(wings[i]);
                const Mask m2 = board.candidates(wings[j]);
                if (m1 == m2)
                    continue;
                const int zs = lowestSymbol(m1 & m2);
                const std::array<int, 3> cells { pivot, wings[i], wings[j] };
                Step step;
                step.eliminations = eliminateSeeingAll(board, zs, cells, cells);
                if (step.eliminations.empty())
                    continue;
                step.technique = Technique::XYZWing;
                step.symbols = pm;
                step.cells.assign(cells.begin(), cells.end());
                addCandidates(step, board, pivot, 0);
                addCandidates(step, board, wings[i], 1);
                addCandidates(step, board, wings[j], 1);
                out.push_back(std::move(step));
                ++found;
            }
        }
    }
}

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

void findUniqueRectangle1(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    int found = 0;
    // A rectangle fires only with three bivalue corners, so each of its rows and each of its
    // columns holds a bivalue corner, and one of its columns holds two. Per row, the columns of
    // its bivalue cells (a side is at most 64): a pair of rows, or a column, that cannot meet
    // this is skipped; the rectangles left are visited in the same order as ever.
    static_assert(kMaxSide <= 64);
    std::array<std::uint64_t, kMaxSide> bivalueColumns {};
    for (int c = 0; c < g.cellCount(); ++c)
        if (board.isOpen(c) && maskCount(board.candidates(c)) == 2)
            bivalueColumns[g.row(c)] |= std::uint64_t { 1 } << g.column(c);
    for (int r1 = 0; r1 < n && found < maxSteps; ++r1) {
        if (!bivalueColumns[r1])
            continue;
        for (int r2 = r1 + 1; r2 < n && found < maxSteps; ++r2) {
            const std::uint64_t both = bivalueColumns[r1] & bivalueColumns[r2];
            const std::uint64_t either = bivalueColumns[r1] | bivalueColumns[r2];
            if (!both)
                continue;
            // The columns in increasing order: c1 and c2 in `either`, one of them in `both`.
            for (std::uint64_t firsts = either; firsts && found < maxSteps; firsts &= firsts - 1) {
                const int c1 = __builtin_ctzll(firsts);
                std::uint64_t seconds = either & ~((std::uint64_t { 2 } << c1) - 1);
                if (!((both >> c1) & 1))
                    seconds &= both;
                for (; seconds && found < maxSteps; seconds &= seconds - 1) {
                    const int c2 = __builtin_ctzll(seconds);
                    const std::array<int, 4> corners { g.cellAt(r1, c1), g.cellAt(r1, c2),
                        g.cellAt(r2, c1), g.cellAt(r2, c2) };
                    // The rectangle must lie in two boxes (one box also makes a deadly pattern).
                    int boxes[4];
                    int boxCount = 0;
                    bool open = true;
                    for (int c : corners) {
                        open = open && board.isOpen(c);
                        if (std::find(boxes, boxes + boxCount, g.box(c)) == boxes + boxCount)
                            boxes[boxCount++] = g.box(c);
                    }
                    if (!open || boxCount > 2)
                        continue;
                    // Three corners bivalue {a, b}; the fourth holds a, b and more.
                    for (int roof = 0; roof < 4; ++roof) {
                        const int other = corners[(roof + 1) % 4];
                        const Mask pair = board.candidates(other);
                        if (maskCount(pair) != 2)
                            continue;
                        bool floor = true;
                        for (int i = 0; i < 4; ++i)
                            if (i != roof)
                                floor = floor && board.candidates(corners[i]) == pair;
                        const Mask roofMask = board.candidates(corners[roof]);
                        if (!floor || (roofMask & pair) != pair || maskCount(roofMask) <= 2)
                            continue;
                        Step step;
                        step.technique = Technique::UniqueRectangle1;
                        step.units
                            = { g.rowUnit(r1), g.rowUnit(r2), g.columnUnit(c1), g.columnUnit(c2) };
                        step.symbols = pair;
                        for (int i = 0; i < 4; ++i)
                            if (i != roof) {
                                step.cells.push_back(corners[i]);
                                addCandidates(step, board, corners[i], 0);
                            }
                        step.cells.push_back(corners[roof]);
                        Mask m = pair;
                        while (m) {
                            step.eliminations.push_back({ corners[roof], lowestSymbol(m) });
                            m &= m - 1;
                        }
                        out.push_back(std::move(step));
                        ++found;
                        break;
                    }
                }
            }
        }
    }
}

void findBugPlusOne(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const int n = g.side();
    int extra = -1;
    for (int c = 0; c < g.cellCount(); ++c) {
        if (!board.isOpen(c))
            continue;
        const int k = maskCount(board.candidates(c));
        if (k == 2)
            continue;
        if (k != 3 || extra >= 0)
            return;
        extra = c;
    }
    if (extra < 0)
        return;
    // Every digit appears 0 or 2 times in every unit, except one digit of the extra cell that
    // appears 3 times in each of its units: that digit is the extra cell's value.
    int bugSymbol = 0;
    const auto units = g.unitsOf(extra);
    for (int u = 0; u < g.unitCount(); ++u) {
        const bool ofExtra = std::find(units.begin(), units.end(), u) != units.end();
        int threes = 0;
        for (int s = 1; s <= n; ++s) {
            int count = 0;
            for (int c : g.unit(u))
                if (hasCandidate(board, c, s))
                    ++count;
            if (count == 0 || count == 2)
                continue;
            if (count != 3 || !ofExtra || (board.candidates(extra) & bit(s)) == 0)
                return;
            if (bugSymbol != 0 && bugSymbol != s)
                return;
            bugSymbol = s;
            ++threes;
        }
        if (ofExtra && threes != 1)
            return;
    }
    if (bugSymbol == 0)
        return;
    Step step;
    step.technique = Technique::BugPlusOne;
    step.units.assign(units.begin(), units.end());
    step.cells = { extra };
    step.symbols = board.candidates(extra);
    Mask m = board.candidates(extra);
    while (m) {
        const int s = lowestSymbol(m);
        m &= m - 1;
        step.pattern.push_back({ extra, s, static_cast<std::uint8_t>(s == bugSymbol ? 1 : 0) });
    }
    step.placements = { { extra, bugSymbol } };
    out.push_back(std::move(step));
}

} // namespace core
