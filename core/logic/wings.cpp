#include "logic/wings.h"

#include "board/candidategrid.h"
#include "logic/cellset.h"
#include "logic/chainstep.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <vector>

namespace core {

// ---- XY-Wing and XYZ-Wing -----------------------------------------------------------------------

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
                // (z=x)pincer1-(x=y)pivot-(y=z)pincer2.
                const int xs = lowestSymbol(x);
                const int ys = lowestSymbol(board.candidates(wings[j]) & pm);
                Chain chain;
                chain.nodes.reserve(6);
                for (const auto &[cell, digit] :
                    std::array<std::pair<int, int>, 6> { { { wings[i], zs }, { wings[i], xs },
                        { pivot, xs }, { pivot, ys }, { wings[j], ys }, { wings[j], zs } } })
                    chain.nodes.push_back(ChainNode { { cell }, digit, 0 });
                chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong,
                    ChainLink::Weak, ChainLink::Strong };
                chain.eliminations = step.eliminations;
                step.chains.push_back(std::move(chain));
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
                // The pivot and the second pincer are an almost locked set:
                // (z=x)pincer1-(x=yz)pivot|pincer2.
                const int xs = lowestSymbol(m1 & ~bit(zs));
                Chain chain;
                chain.nodes.reserve(4);
                chain.nodes.push_back(ChainNode { { wings[i] }, zs, 0 });
                chain.nodes.push_back(ChainNode { { wings[i] }, xs, 0 });
                chain.nodes.push_back(ChainNode { { pivot, wings[j] }, xs, pm });
                chain.nodes.push_back(ChainNode { { pivot, wings[j] }, zs, pm });
                chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong };
                chain.eliminations = step.eliminations;
                step.chains.push_back(std::move(chain));
                out.push_back(std::move(step));
                ++found;
            }
        }
    }
}

// ---- W-Wing -------------------------------------------------------------------------------------

namespace {

// The grouped nodes of a digit in the link graph's order (by the first box-line segment that
// gives them: a segment's places of the digit, when two or more, each set once), as their cells.
template <int W>
void digitGroups(const Geometry &g, const CellSetTables<W> &tables, const CellSet<W> &places,
    std::vector<CellSet<W>> &groups)
{
    groups.clear();
    const int n = g.side();
    for (int b = 0; b < n; ++b) {
        const CellSet<W> &box = tables.units[g.boxUnit(b)];
        if (!(box & places).several())
            continue;
        for (int line = 0; line < 2 * n; ++line) {
            const CellSet<W> s = box & tables.units[line] & places;
            if (s.several() && std::find(groups.begin(), groups.end(), s) == groups.end())
                groups.push_back(s);
        }
    }
}

template <int W> void wWings(const Board &board, std::vector<Step> &out, int maxSteps)
{
    // The link graph's W-Wing search, read from the candidates without building the graph:
    // ends a and d (bivalue cells in cell order, the same pair, not seeing each other), y in
    // the pair in digit order, x the other; the chain (x=y)a-(y)B=(y)C-(y=x)d takes the first B
    // among the graph's weak links in units of y in a (the places of y that a sees in cell
    // order, then the groups of y that a sees in the graph's order) and the first C among B's
    // strong links in units (units in order: the other place when the unit holds y twice, else
    // the group that is the rest of the unit's places) other than a's and d's y, that d sees.
    // Its step: x goes from every cell that sees a and d.
    const Geometry &g = board.geometry();
    const auto &tables = CellSetTables<W>::of(g);
    const CandidateSets<W> &now = candidateSetsOf<W>(board);
    thread_local std::vector<int> bivalue;
    bivalue.clear();
    for (int c = 0; c < g.cellCount(); ++c)
        if (popcount(now.mask[c]) == 2)
            bivalue.push_back(c);
    thread_local std::vector<Mask> gone; // per cell: the digits removed by steps found
    gone.assign(g.cellCount(), 0);
    // Per digit, its grouped nodes (worked out when first asked for).
    thread_local std::vector<std::vector<CellSet<W>>> groups;
    thread_local std::vector<char> groupsKnown;
    groups.resize(g.side() + 1);
    groupsKnown.assign(g.side() + 1, 0);
    const auto groupsOf = [&](int y) -> const std::vector<CellSet<W>> & {
        if (!groupsKnown[y]) {
            digitGroups(g, tables, now.digitCells[y], groups[y]);
            groupsKnown[y] = 1;
        }
        return groups[y];
    };
    // The units holding every cell of a set, in unit order.
    const auto unitsHolding = [&](const CellSet<W> &cells, std::array<int, 3> &units) {
        int count = 0;
        for (int u : g.unitsOf(cells.first()))
            if (cells.subsetOf(tables.units[u]))
                units[count++] = u;
        for (int k = 1; k < count; ++k)
            for (int m = k; m > 0 && units[m - 1] > units[m]; --m)
                std::swap(units[m - 1], units[m]);
        return count;
    };
    // The group of y with these cells, if there is one.
    const auto groupWith = [&](int y, const CellSet<W> &cells) {
        const auto &list = groupsOf(y);
        return std::find(list.begin(), list.end(), cells) != list.end();
    };
    int found = 0;
    for (std::size_t i = 0; i < bivalue.size() && found < maxSteps; ++i) {
        const int a = bivalue[i];
        const Mask pair = now.mask[a];
        for (std::size_t j = i + 1; j < bivalue.size() && found < maxSteps; ++j) {
            const int d = bivalue[j];
            if (now.mask[d] != pair || g.arePeers(a, d))
                continue;
            const CellSet<W> seen = tables.peers[a] & tables.peers[d];
            Mask ys = pair;
            while (ys && found < maxSteps) {
                const int y = lowestSymbol(ys);
                ys &= ys - 1;
                const int x = lowestSymbol(pair & ~bit(y));
                // Something to remove: x in a cell that sees both ends, not taken already.
                const CellSet<W> targets = seen & now.digitCells[x];
                bool open = false;
                targets.forEach([&](int c) { open = open || !(gone[c] & bit(x)); });
                if (!open)
                    continue;
                const CellSet<W> &places = now.digitCells[y];
                // B among the places of y that a sees, C among those that d sees.
                const CellSet<W> &seenD = tables.peers[d];
                if (!places.intersects(tables.peers[a]) || !places.intersects(seenD))
                    continue;
                // C for a B, or false: B's strong links in units, in the graph's order, to
                // the other place of y (not a's) or the group that is the rest of the unit's
                // places; d sees every cell of it.
                CellSet<W> cCells;
                const auto endFrom = [&](const CellSet<W> &bCells) {
                    std::array<int, 3> units {};
                    const int count = unitsHolding(bCells, units);
                    for (int k = 0; k < count; ++k) {
                        const CellSet<W> rest = (tables.units[units[k]] & places) - bCells;
                        if (rest.none() || !rest.subsetOf(seenD))
                            continue;
                        if (rest.single() ? rest.first() == a : !groupWith(y, rest))
                            continue;
                        cCells = rest;
                        return true;
                    }
                    return false;
                };
                bool done = false;
                CellSet<W> bCells;
                (tables.peers[a] & places).forEach([&](int cb) {
                    if (done)
                        return;
                    CellSet<W> one;
                    one.set(cb);
                    if (endFrom(one)) {
                        bCells = one;
                        done = true;
                    }
                });
                if (!done)
                    for (const auto &G : groupsOf(y))
                        if (G.subsetOf(tables.peers[a]) && endFrom(G)) {
                            bCells = G;
                            done = true;
                            break;
                        }
                if (!done)
                    continue;
                Step step;
                step.technique = Technique::WWing;
                targets.forEach([&](int c) { step.eliminations.push_back({ c, x }); });
                Chain chain;
                const auto chainNodeOf = [](const CellSet<W> &cells, int digit) {
                    ChainNode node;
                    cells.forEach([&](int c) { node.cells.push_back(c); });
                    node.digit = digit;
                    return node;
                };
                chain.nodes.reserve(6);
                chain.nodes.push_back(ChainNode { { a }, x, 0 });
                chain.nodes.push_back(ChainNode { { a }, y, 0 });
                chain.nodes.push_back(chainNodeOf(bCells, y));
                chain.nodes.push_back(chainNodeOf(cCells, y));
                chain.nodes.push_back(ChainNode { { d }, y, 0 });
                chain.nodes.push_back(ChainNode { { d }, x, 0 });
                chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong,
                    ChainLink::Weak, ChainLink::Strong };
                chain.eliminations = step.eliminations;
                step.chains.push_back(std::move(chain));
                describeChains(g, step);
                for (const auto &e : step.eliminations)
                    gone[e.cell] |= bit(e.symbol);
                out.push_back(std::move(step));
                ++found;
            }
        }
    }
}

} // namespace

void findWWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), wWings, board, out, maxSteps);
}

} // namespace core
