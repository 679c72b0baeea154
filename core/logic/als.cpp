#include "logic/als.h"

#include "logic/cellset.h"
#include "logic/chainstep.h"

#include <algorithm>

namespace core {

namespace {

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
    explicit AlsFinder(const Board &board)
        : m_board { board }
        , m_g { board.geometry() }
        , m_tables { CellSetTables<W>::of(board.geometry()) }
        , m_digitCells(m_g.side() + 1)
    {
        for (int c = 0; c < m_g.cellCount(); ++c)
            if (board.isOpen(c))
                for (Mask m = board.candidates(c) & m_g.allSymbols(); m; m &= m - 1)
                    m_digitCells[lowestSymbol(m)].set(c);
        collect();
    }

    const std::vector<Als<W>> &sets() const { return m_sets; }

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
        const int n = m_g.side();
        const int maxSize = n <= 9 ? 8 : 4;
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
    std::vector<Als<W>> m_sets;
};

template <int W>
void appendEliminations(const CellSet<W> &cells, int digit, std::vector<Elimination> &out)
{
    cells.forEach([&](int c) {
        if (std::find(out.begin(), out.end(), Elimination { c, digit }) == out.end())
            out.push_back({ c, digit });
    });
}

void sortEliminations(std::vector<Elimination> &e)
{
    std::sort(e.begin(), e.end(), [](const Elimination &a, const Elimination &b) {
        return a.cell != b.cell ? a.cell < b.cell : a.symbol < b.symbol;
    });
}

// Steps are collected, then the smallest (fewest cells in the sets) first.
struct Found
{
    int size;
    Step step;
};

void emit(std::vector<Found> &found, std::vector<Step> &out, int maxSteps)
{
    std::stable_sort(
        found.begin(), found.end(), [](const Found &a, const Found &b) { return a.size < b.size; });
    std::vector<std::vector<Elimination>> seen;
    int n = 0;
    for (Found &f : found) {
        if (n >= maxSteps)
            return;
        if (std::find(seen.begin(), seen.end(), f.step.eliminations) != seen.end())
            continue;
        seen.push_back(f.step.eliminations);
        out.push_back(std::move(f.step));
        ++n;
    }
}

template <int W> void alsXZ(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const AlsFinder<W> finder(board);
    const auto &sets = finder.sets();
    std::vector<Found> found;
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const Als<W> &a = sets[i];
            const Als<W> &b = sets[j];
            if (popcount(a.digits & b.digits) < 2 || a.cells.intersects(b.cells))
                continue;
            const Mask rcc = finder.restrictedCommon(a, b);
            if (rcc == 0)
                continue;
            Step step;
            step.technique = Technique::AlsXZ;
            const std::vector<const Als<W> *> both { &a, &b };
            const int x = lowestSymbol(rcc);
            if (popcount(rcc) == 1) {
                // One chain per digit z: (z=x)A-(x=z)B.
                for (Mask m = (a.digits & b.digits) & ~rcc; m; m &= m - 1) {
                    const int z = lowestSymbol(m);
                    Chain c;
                    appendEliminations(finder.targets(z, both, both), z, c.eliminations);
                    if (c.eliminations.empty())
                        continue;
                    c.nodes = { finder.node(a, z), finder.node(a, x), finder.node(b, x),
                        finder.node(b, z) };
                    c.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong };
                    step.eliminations.insert(
                        step.eliminations.end(), c.eliminations.begin(), c.eliminations.end());
                    step.chains.push_back(std::move(c));
                }
                if (step.eliminations.empty())
                    continue;
            } else {
                // Doubly linked: every digit is locked in its set.
                Chain chain;
                for (Mask m = rcc; m; m &= m - 1) {
                    const int d = lowestSymbol(m);
                    appendEliminations(finder.targets(d, both, both), d, step.eliminations);
                }
                for (const Als<W> *s : both)
                    for (Mask m = s->digits & ~rcc; m; m &= m - 1) {
                        const int d = lowestSymbol(m);
                        appendEliminations(finder.targets(d, { s }, both), d, step.eliminations);
                    }
                if (step.eliminations.empty())
                    continue;
                const int y = lowestSymbol(rcc & ~bit(x));
                chain.nodes = { finder.node(a, x), finder.node(a, y), finder.node(b, y),
                    finder.node(b, x), finder.node(a, x) };
                chain.links
                    = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong, ChainLink::Weak };
                sortEliminations(step.eliminations);
                chain.eliminations = step.eliminations;
                step.chains = { std::move(chain) };
            }
            sortEliminations(step.eliminations);
            finder.describe(step, both);
            found.push_back({ a.cells.count() + b.cells.count(), std::move(step) });
        }
    emit(found, out, maxSteps);
}

template <int W> void alsXYWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const AlsFinder<W> finder(board);
    const auto &sets = finder.sets();
    std::vector<Found> found;
    for (std::size_t k = 0; k < sets.size(); ++k) {
        const Als<W> &c = sets[k];
        // The sets joined to the pivot by a restricted common digit.
        std::vector<std::pair<std::size_t, Mask>> partners;
        for (std::size_t i = 0; i < sets.size(); ++i) {
            if (i == k || sets[i].cells.intersects(c.cells))
                continue;
            const Mask rcc = finder.restrictedCommon(sets[i], c);
            if (rcc)
                partners.push_back({ i, rcc });
        }
        for (std::size_t p = 0; p < partners.size(); ++p)
            for (std::size_t q = p + 1; q < partners.size(); ++q) {
                const Als<W> &a = sets[partners[p].first];
                const Als<W> &b = sets[partners[q].first];
                if (a.cells.intersects(b.cells))
                    continue;
                // x joins A to C, y joins B to C, x != y.
                for (Mask mx = partners[p].second; mx; mx &= mx - 1) {
                    const int x = lowestSymbol(mx);
                    for (Mask my = partners[q].second & ~bit(x); my; my &= my - 1) {
                        const int y = lowestSymbol(my);
                        const Mask zs = a.digits & b.digits & ~bit(x) & ~bit(y);
                        Step step;
                        step.technique = Technique::AlsXYWing;
                        const std::vector<const Als<W> *> wings { &a, &b };
                        const std::vector<const Als<W> *> all { &a, &b, &c };
                        // One chain per digit z: (z=x)A-(x=y)C-(y=z)B.
                        for (Mask m = zs; m; m &= m - 1) {
                            const int z = lowestSymbol(m);
                            Chain chain;
                            appendEliminations(
                                finder.targets(z, wings, wings), z, chain.eliminations);
                            if (chain.eliminations.empty())
                                continue;
                            chain.nodes = { finder.node(a, z), finder.node(a, x), finder.node(c, x),
                                finder.node(c, y), finder.node(b, y), finder.node(b, z) };
                            chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong,
                                ChainLink::Weak, ChainLink::Strong };
                            step.eliminations.insert(step.eliminations.end(),
                                chain.eliminations.begin(), chain.eliminations.end());
                            step.chains.push_back(std::move(chain));
                        }
                        if (step.eliminations.empty())
                            continue;
                        sortEliminations(step.eliminations);
                        finder.describe(step, all);
                        found.push_back({ a.cells.count() + b.cells.count() + c.cells.count(),
                            std::move(step) });
                    }
                }
            }
    }
    emit(found, out, maxSteps);
}

} // namespace

void findAlsXZ(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), alsXZ, board, out, maxSteps);
}

void findAlsXYWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), alsXYWing, board, out, maxSteps);
}

} // namespace core
