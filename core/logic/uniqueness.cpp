#include "logic/uniqueness.h"

#include "board/candidategrid.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace core {

// ---- Unique Rectangle type 1 --------------------------------------------------------------------

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

// ---- Unique Rectangles of types 2-4, Hidden Rectangle -------------------------------------------

namespace {

// A rectangle of open cells holding both digits of `pair`, in two rows, two columns and at
// most two boxes. corners: (r1,c1), (r1,c2), (r2,c1), (r2,c2).
struct Rectangle
{
    int r1, r2, c1, c2;
    std::array<int, 4> corners;
    Mask pair;
};

// Calls f(rect) for every such rectangle and pair with a bivalue corner, in row, column, then
// pair order, until f returns false. (Every user needs a corner holding just the pair: the
// floor of types 2-4, the bivalue corner of the hidden rectangle; so rows and columns without
// a bivalue cell where the rectangle would need one are skipped.)
template <typename F> void enumerateRectangles(const Board &board, F f)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    // The open cells' candidates (0 for a filled cell), read once; per row, the columns of its
    // bivalue cells.
    std::array<Mask, kMaxCells> cand;
    static_assert(kMaxSide <= 64);
    std::array<std::uint64_t, kMaxSide> bivalueColumns {};
    for (int c = 0; c < g.cellCount(); ++c) {
        cand[c] = board.isOpen(c) ? board.candidates(c) & g.allSymbols() : 0;
        if (maskCount(cand[c]) == 2)
            bivalueColumns[g.row(c)] |= std::uint64_t { 1 } << g.column(c);
    }
    for (int r1 = 0; r1 < n; ++r1)
        for (int r2 = r1 + 1; r2 < n; ++r2) {
            const std::uint64_t either = bivalueColumns[r1] | bivalueColumns[r2];
            if (!either)
                continue;
            // Four corners in at most two boxes: the rows share a band or the columns a stack.
            const bool sameBand = g.box(g.cellAt(r1, 0)) == g.box(g.cellAt(r2, 0));
            // Per column, the digits both rows hold there.
            Mask both[kMaxSide];
            for (int c = 0; c < n; ++c)
                both[c] = cand[g.cellAt(r1, c)] & cand[g.cellAt(r2, c)];
            // The columns where both rows hold two digits or more (the others have no pair).
            std::uint64_t twoOrMore = 0;
            for (int c = 0; c < n; ++c)
                if (maskCount(both[c]) >= 2)
                    twoOrMore |= std::uint64_t { 1 } << c;
            // In increasing order: c1, then c2 after it, one of them in `either`.
            for (std::uint64_t firsts = twoOrMore; firsts; firsts &= firsts - 1) {
                const int c1 = __builtin_ctzll(firsts);
                std::uint64_t seconds = twoOrMore & ~((std::uint64_t { 2 } << c1) - 1);
                if (!((either >> c1) & 1))
                    seconds &= either;
                for (; seconds; seconds &= seconds - 1) {
                    const int c2 = __builtin_ctzll(seconds);
                    const Mask common = both[c1] & both[c2];
                    if (maskCount(common) < 2)
                        continue;
                    if (!sameBand && g.box(g.cellAt(0, c1)) != g.box(g.cellAt(0, c2)))
                        continue;
                    const std::array<int, 4> corners { g.cellAt(r1, c1), g.cellAt(r1, c2),
                        g.cellAt(r2, c1), g.cellAt(r2, c2) };
                    for (Mask m1 = common; m1; m1 &= m1 - 1) {
                        const int a = lowestSymbol(m1);
                        for (Mask m2 = m1 & (m1 - 1); m2; m2 &= m2 - 1) {
                            const Mask pair = bit(a) | bit(lowestSymbol(m2));
                            if (!f(Rectangle { r1, r2, c1, c2, corners, pair }))
                                return;
                        }
                    }
                }
            }
        }
}

// The rectangles of the path's position (ruleutil.h), found once for the four finders below.
struct RectangleMemo
{
    std::uint64_t key = 0;
    std::vector<Rectangle> rectangles;
};

// One memo per thread for every finder (not one per instance of the template below).
RectangleMemo &rectangleMemo()
{
    thread_local RectangleMemo memo;
    return memo;
}

// enumerateRectangles(), on the path's position from the list kept for it.
template <typename F> void forEachRectangle(const Board &board, F f)
{
    const std::uint64_t key = pathPositionKey(board);
    if (key == 0) {
        enumerateRectangles(board, f);
        return;
    }
    RectangleMemo &memo = rectangleMemo();
    if (memo.key != key) {
        memo.key = key;
        memo.rectangles.clear();
        enumerateRectangles(board, [&](const Rectangle &r) {
            memo.rectangles.push_back(r);
            return true;
        });
    }
    for (const Rectangle &r : memo.rectangles)
        if (!f(r))
            return;
}

// The floor and roof of a rectangle when exactly two corners sharing a row or a column are
// bivalue with the pair: floor = those two, roof = the other two (in corner order).
bool splitFloorRoof(
    const Board &board, const Rectangle &r, std::array<int, 2> &floor, std::array<int, 2> &roof)
{
    // Corner pairs sharing a line: rows (0,1), (2,3); columns (0,2), (1,3).
    static constexpr std::array<std::array<int, 4>, 4> kSplits { { { 0, 1, 2, 3 }, { 2, 3, 0, 1 },
        { 0, 2, 1, 3 }, { 1, 3, 0, 2 } } };
    for (const auto &sp : kSplits) {
        const bool floorBivalue = board.candidates(r.corners[sp[0]]) == r.pair
            && board.candidates(r.corners[sp[1]]) == r.pair;
        const bool roofExtra = board.candidates(r.corners[sp[2]]) != r.pair
            && board.candidates(r.corners[sp[3]]) != r.pair;
        if (floorBivalue && roofExtra) {
            floor = { r.corners[sp[0]], r.corners[sp[1]] };
            roof = { r.corners[sp[2]], r.corners[sp[3]] };
            return true;
        }
    }
    return false;
}

Step rectangleStep(
    const Board &board, Technique t, const Rectangle &r, const std::vector<int> &cellOrder)
{
    const Geometry &g = board.geometry();
    Step step;
    step.technique = t;
    step.units = { g.rowUnit(r.r1), g.rowUnit(r.r2), g.columnUnit(r.c1), g.columnUnit(r.c2) };
    step.symbols = r.pair;
    step.cells = cellOrder;
    for (int c : cellOrder) {
        Mask m = board.candidates(c);
        while (m) {
            const int s = lowestSymbol(m);
            m &= m - 1;
            step.pattern.push_back({ c, s, static_cast<std::uint8_t>(r.pair & bit(s) ? 0 : 1) });
        }
    }
    return step;
}

// The units holding both cells (their row or column, and their box when they share it).
std::vector<int> sharedUnits(const Geometry &g, int a, int b)
{
    std::vector<int> units;
    if (g.row(a) == g.row(b))
        units.push_back(g.rowUnit(g.row(a)));
    if (g.column(a) == g.column(b))
        units.push_back(g.columnUnit(g.column(a)));
    if (g.box(a) == g.box(b))
        units.push_back(g.boxUnit(g.box(a)));
    return units;
}

} // namespace

void findUniqueRectangle2(const Board &board, std::vector<Step> &out, int maxSteps)
{
    int found = 0;
    if (maxSteps <= 0)
        return;
    forEachRectangle(board, [&](const Rectangle &r) {
        std::array<int, 2> floor, roof;
        if (!splitFloorRoof(board, r, floor, roof))
            return true;
        const Mask m = board.candidates(roof[0]);
        if (m != board.candidates(roof[1]) || maskCount(m & ~r.pair) != 1)
            return true;
        const int c = lowestSymbol(m & ~r.pair);
        const std::vector<int> cells { floor[0], floor[1], roof[0], roof[1] };
        Step step = rectangleStep(board, Technique::UniqueRectangle2, r, cells);
        step.eliminations = eliminateSeeingAll(board, c, std::array { roof[0], roof[1] }, cells);
        if (step.eliminations.empty())
            return true;
        out.push_back(std::move(step));
        return ++found < maxSteps;
    });
}

void findUniqueRectangle3(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    if (maxSteps <= 0)
        return;
    forEachRectangle(board, [&](const Rectangle &r) {
        std::array<int, 2> floor, roof;
        if (!splitFloorRoof(board, r, floor, roof))
            return true;
        const Mask extra = (board.candidates(roof[0]) | board.candidates(roof[1])) & ~r.pair;
        if ((board.candidates(roof[0]) & ~r.pair) == 0
            || (board.candidates(roof[1]) & ~r.pair) == 0)
            return true;
        for (int u : sharedUnits(g, roof[0], roof[1])) {
            std::vector<int> others;
            for (int c : g.unit(u))
                if (board.isOpen(c)
                    && std::find(r.corners.begin(), r.corners.end(), c) == r.corners.end())
                    others.push_back(c);
            // The roof's extra digits as one cell, and k - 1 more cells: k digits in all.
            for (int k = 2; k <= 4 && k - 1 < static_cast<int>(others.size()); ++k) {
                bool stop = false;
                forEachCombination(
                    static_cast<int>(others.size()), k - 1, [&](std::span<const int> idx) {
                        Mask digits = extra;
                        std::vector<int> subset;
                        for (int i : idx) {
                            digits |= board.candidates(others[i]);
                            subset.push_back(others[i]);
                        }
                        if (maskCount(digits) != k)
                            return true;
                        std::vector<int> cells { floor[0], floor[1], roof[0], roof[1] };
                        Step step = rectangleStep(board, Technique::UniqueRectangle3, r, cells);
                        for (int c : others) {
                            if (contains(subset, c))
                                continue;
                            for (Mask m = board.candidates(c) & digits; m; m &= m - 1)
                                step.eliminations.push_back({ c, lowestSymbol(m) });
                        }
                        if (step.eliminations.empty())
                            return true;
                        step.units.push_back(u);
                        for (int c : subset) {
                            step.cells.push_back(c);
                            addCandidates(step, board, c, 1);
                        }
                        out.push_back(std::move(step));
                        stop = ++found >= maxSteps;
                        return false; // one subset per unit and size
                    });
                if (stop)
                    return false;
            }
        }
        return true;
    });
}

void findUniqueRectangle4(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    if (maxSteps <= 0)
        return;
    forEachRectangle(board, [&](const Rectangle &r) {
        std::array<int, 2> floor, roof;
        if (!splitFloorRoof(board, r, floor, roof))
            return true;
        for (int u : sharedUnits(g, roof[0], roof[1])) {
            for (Mask m = r.pair; m; m &= m - 1) {
                const int strong = lowestSymbol(m);
                const int other = lowestSymbol(r.pair & ~bit(strong));
                bool onlyRoof = true;
                for (int c : g.unit(u))
                    if (c != roof[0] && c != roof[1] && hasCandidate(board, c, strong))
                        onlyRoof = false;
                if (!onlyRoof)
                    continue;
                const std::vector<int> cells { floor[0], floor[1], roof[0], roof[1] };
                Step step = rectangleStep(board, Technique::UniqueRectangle4, r, cells);
                step.units.push_back(u);
                for (auto &p : step.pattern)
                    if ((p.cell == roof[0] || p.cell == roof[1]) && p.symbol == strong)
                        p.role = 1;
                step.eliminations = { { roof[0], other }, { roof[1], other } };
                std::sort(step.eliminations.begin(), step.eliminations.end(),
                    [](const Elimination &a, const Elimination &b) { return a.cell < b.cell; });
                out.push_back(std::move(step));
                return ++found < maxSteps;
            }
        }
        return true;
    });
}

void findHiddenRectangle(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    if (maxSteps <= 0)
        return;
    forEachRectangle(board, [&](const Rectangle &r) {
        for (int k = 0; k < 4; ++k) {
            const int a = r.corners[k];
            if (board.candidates(a) != r.pair)
                continue;
            const int d = r.corners[3 - k]; // the opposite corner
            const int b = g.cellAt(g.row(d), g.column(a)); // in D's row
            const int c = g.cellAt(g.row(a), g.column(d)); // in D's column
            for (Mask m = r.pair; m; m &= m - 1) {
                const int strong = lowestSymbol(m);
                const int gone = lowestSymbol(r.pair & ~bit(strong));
                bool linked = true;
                for (int x : g.unit(g.rowUnit(g.row(d))))
                    if (x != d && x != b && hasCandidate(board, x, strong))
                        linked = false;
                for (int x : g.unit(g.columnUnit(g.column(d))))
                    if (x != d && x != c && hasCandidate(board, x, strong))
                        linked = false;
                if (!linked)
                    continue;
                Step step = rectangleStep(board, Technique::HiddenRectangle, r, { a, b, c, d });
                for (auto &p : step.pattern)
                    p.role = (p.cell != a && p.symbol == strong) ? 1 : 0;
                step.eliminations = { { d, gone } };
                out.push_back(std::move(step));
                if (++found >= maxSteps)
                    return false;
            }
        }
        return true;
    });
}

// ---- Unique Rectangle types 5 and 6 -------------------------------------------------------------

void findUniqueRectangle5(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    if (maxSteps <= 0)
        return;
    forEachRectangle(board, [&](const Rectangle &r) {
        // Every corner holds just the pair, or the pair and one extra digit, the same in all.
        std::vector<int> floor, roof;
        Mask extra = 0;
        for (int c : r.corners) {
            const Mask m = board.candidates(c);
            if (m == r.pair) {
                floor.push_back(c);
            } else if (maskCount(m) == 3) {
                roof.push_back(c);
                extra |= m & ~r.pair;
            } else {
                return true;
            }
        }
        // Two roof cells in one line are type 2; diagonal ones, or three, are type 5.
        const bool diagonal = roof.size() == 2 && g.row(roof[0]) != g.row(roof[1])
            && g.column(roof[0]) != g.column(roof[1]);
        if (maskCount(extra) != 1 || !(diagonal || roof.size() == 3))
            return true;
        std::vector<int> cells = floor;
        cells.insert(cells.end(), roof.begin(), roof.end());
        Step step = rectangleStep(board, Technique::UniqueRectangle5, r, cells);
        step.eliminations = eliminateSeeingAll(board, lowestSymbol(extra), roof, cells);
        if (step.eliminations.empty())
            return true;
        out.push_back(std::move(step));
        return ++found < maxSteps;
    });
}

void findUniqueRectangle6(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    int found = 0;
    if (maxSteps <= 0)
        return;
    forEachRectangle(board, [&](const Rectangle &r) {
        // Corners (r1,c1), (r1,c2), (r2,c1), (r2,c2): the diagonals are {0, 3} and {1, 2}.
        static constexpr std::array<std::array<int, 4>, 2> kDiagonals { { { 0, 3, 1, 2 },
            { 1, 2, 0, 3 } } };
        for (const auto &d : kDiagonals) {
            const int f0 = r.corners[d[0]], f1 = r.corners[d[1]];
            const int t0 = r.corners[d[2]], t1 = r.corners[d[3]];
            if (board.candidates(f0) != r.pair || board.candidates(f1) != r.pair
                || board.candidates(t0) == r.pair || board.candidates(t1) == r.pair)
                continue;
            for (Mask m = r.pair; m; m &= m - 1) {
                const int a = lowestSymbol(m);
                // a's places in both rows, or in both columns, only the rectangle's corners.
                bool rows = true, columns = true;
                for (int i = 0; i < n; ++i) {
                    if (i != r.c1 && i != r.c2)
                        rows = rows && !hasCandidate(board, g.cellAt(r.r1, i), a)
                            && !hasCandidate(board, g.cellAt(r.r2, i), a);
                    if (i != r.r1 && i != r.r2)
                        columns = columns && !hasCandidate(board, g.cellAt(i, r.c1), a)
                            && !hasCandidate(board, g.cellAt(i, r.c2), a);
                }
                if (!rows && !columns)
                    continue;
                Step step
                    = rectangleStep(board, Technique::UniqueRectangle6, r, { f0, f1, t0, t1 });
                if (!rows) // the X-Wing's lines first
                    step.units = { g.columnUnit(r.c1), g.columnUnit(r.c2), g.rowUnit(r.r1),
                        g.rowUnit(r.r2) };
                for (auto &p : step.pattern)
                    if (p.symbol == a)
                        p.role = 1;
                step.eliminations = { { t0, a }, { t1, a } };
                std::sort(step.eliminations.begin(), step.eliminations.end(),
                    [](const Elimination &x, const Elimination &y) { return x.cell < y.cell; });
                out.push_back(std::move(step));
                if (++found >= maxSteps)
                    return false;
            }
        }
        return true;
    });
}

} // namespace core
