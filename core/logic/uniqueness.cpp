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

// ---- Avoidable Rectangles -----------------------------------------------------------------------

namespace {

bool enteredCell(const Board &board, int cell)
{
    return !board.isOpen(cell) && !board.isGiven(cell);
}

// Four corners of two rows and two columns lie in at most two boxes when the rows share a band
// or the columns a stack.
bool inTwoBoxes(const Geometry &g, int r1, int r2, int c1, int c2)
{
    return g.box(g.cellAt(r1, 0)) == g.box(g.cellAt(r2, 0))
        || g.box(g.cellAt(0, c1)) == g.box(g.cellAt(0, c2));
}

Step avoidableStep(const Board &board, Technique t, int r1, int r2, int c1, int c2,
    const std::vector<int> &cells, Mask pair)
{
    const Geometry &g = board.geometry();
    Step step;
    step.technique = t;
    step.units = { g.rowUnit(std::min(r1, r2)), g.rowUnit(std::max(r1, r2)),
        g.columnUnit(std::min(c1, c2)), g.columnUnit(std::max(c1, c2)) };
    step.symbols = pair;
    step.cells = cells;
    for (int c : cells)
        if (board.isOpen(c))
            for (Mask m = board.candidates(c); m; m &= m - 1) {
                const int s = lowestSymbol(m);
                step.pattern.push_back({ c, s, static_cast<std::uint8_t>(pair & bit(s) ? 0 : 1) });
            }
    return step;
}

} // namespace

void findAvoidableRectangle1(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    int found = 0;
    if (maxSteps <= 0)
        return;
    // The entered (solved, not given) cells of each value, in cell order (a value has at most
    // one per row).
    std::array<std::array<int, kMaxSide>, kMaxSide + 1> byValue;
    std::array<int, kMaxSide + 1> counts {};
    for (int c = 0; c < g.cellCount(); ++c)
        if (enteredCell(board, c) && counts[board.value(c)] < n)
            byValue[board.value(c)][counts[board.value(c)]++] = c;
    for (int y = 1; y <= n; ++y) {
        const std::array<int, kMaxSide> &cells = byValue[y];
        for (int i = 0; i < counts[y]; ++i)
            for (int j = i + 1; j < counts[y]; ++j) {
                // Two diagonal corners holding y; of the other two, one entered with x and one
                // open: x there would let x and y swap in the four cells.
                const int s1 = cells[i];
                const int s2 = cells[j];
                const int r1 = g.row(s1), c1 = g.column(s1);
                const int r2 = g.row(s2), c2 = g.column(s2);
                if (r1 == r2 || c1 == c2 || !inTwoBoxes(g, r1, r2, c1, c2))
                    continue;
                const std::array<int, 2> others { g.cellAt(r1, c2), g.cellAt(r2, c1) };
                for (int k = 0; k < 2; ++k) {
                    const int solved = others[k];
                    const int open = others[1 - k];
                    if (!enteredCell(board, solved) || !board.isOpen(open))
                        continue;
                    const int x = board.value(solved);
                    if (x == y || !hasCandidate(board, open, x))
                        continue;
                    Step step = avoidableStep(board, Technique::AvoidableRectangle1, r1, r2, c1, c2,
                        { s1, s2, solved, open }, bit(x) | bit(y));
                    step.eliminations = { { open, x } };
                    out.push_back(std::move(step));
                    if (++found >= maxSteps)
                        return;
                }
            }
    }
}

void findAvoidableRectangle2(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    int found = 0;
    if (maxSteps <= 0)
        return;
    // Per line, the entered cells' indices along it and the bivalue cells' as bits.
    static_assert(kMaxSide <= 64);
    std::array<std::uint64_t, kMaxSide> enteredRow {}, enteredColumn {}, bivalueRow {},
        bivalueColumn {};
    bool any = false;
    for (int c = 0; c < g.cellCount(); ++c) {
        const std::uint64_t rowBit = std::uint64_t { 1 } << g.column(c);
        const std::uint64_t columnBit = std::uint64_t { 1 } << g.row(c);
        if (enteredCell(board, c)) {
            enteredRow[g.row(c)] |= rowBit;
            enteredColumn[g.column(c)] |= columnBit;
        } else if (board.isOpen(c) && maskCount(board.candidates(c)) == 2) {
            bivalueRow[g.row(c)] |= rowBit;
            bivalueColumn[g.column(c)] |= columnBit;
            any = true;
        }
    }
    if (!any)
        return;
    // Two entered corners in one line (x and y), the two open corners across from them in a
    // parallel line: the one opposite x holds x and z, the one opposite y holds y and z. Without
    // z they would be x and y: the four cells could swap. So one of them is z. Found from the
    // pairs of bivalue cells of a line (few) and the lines where both crossing lines are entered.
    for (int orient = 0; orient < 2; ++orient) {
        const bool columns = orient == 1;
        const auto &bivalue = columns ? bivalueColumn : bivalueRow;
        const auto &enteredAcross = columns ? enteredRow : enteredColumn;
        for (int other = 0; other < n; ++other)
            for (std::uint64_t a = bivalue[other]; a; a &= a - 1) {
                const int i1 = __builtin_ctzll(a);
                for (std::uint64_t b = a & (a - 1); b; b &= b - 1) {
                    const int i2 = __builtin_ctzll(b);
                    for (std::uint64_t lines = enteredAcross[i1] & enteredAcross[i2]; lines;
                         lines &= lines - 1) {
                        const int line = __builtin_ctzll(lines);
                        const int s1 = lineCell(g, columns, line, i1);
                        const int s2 = lineCell(g, columns, line, i2);
                        // Opposite s1: across the rectangle from it.
                        const int o1 = lineCell(g, columns, other, i2);
                        const int o2 = lineCell(g, columns, other, i1);
                        if (!inTwoBoxes(g, g.row(s1), g.row(o1), g.column(s1), g.column(o1)))
                            continue;
                        const int x = board.value(s1);
                        const int y = board.value(s2);
                        const Mask m1 = board.candidates(o1);
                        const Mask m2 = board.candidates(o2);
                        if (x == y || !(m1 & bit(x)) || !(m2 & bit(y))
                            || (m1 & ~bit(x)) != (m2 & ~bit(y)))
                            continue;
                        const int z = lowestSymbol(m1 & ~bit(x));
                        const std::vector<int> cells { s1, s2, o1, o2 };
                        Step step = avoidableStep(board, Technique::AvoidableRectangle2, g.row(s1),
                            g.row(o1), g.column(s1), g.column(o1), cells, bit(x) | bit(y));
                        step.eliminations
                            = eliminateSeeingAll(board, z, std::array { o1, o2 }, cells);
                        if (step.eliminations.empty())
                            continue;
                        out.push_back(std::move(step));
                        if (++found >= maxSteps)
                            return;
                    }
                }
            }
    }
}

// ---- BUG+1 --------------------------------------------------------------------------------------

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

// ---- BUG types 2, 3 and 4 -----------------------------------------------------------------------

namespace core {

namespace {

// The BUG cells of a position (the open cells with more than two candidates) when there are
// 2..kMaxBugCells of them and every other open cell has exactly two; and the ways to keep two
// candidates in each so that every digit then has 0 or 2 places in every unit (the rest are the
// cells' extra candidates), covers[j][i] the extra digits of cell i in way j. Without an extra
// candidate true the position would be a BUG, with no solution or several.
constexpr int kMaxBugCells = 8;
constexpr int kMaxBugCovers = 4096;

struct BugCovers
{
    std::uint64_t key = 0;
    std::vector<int> cells;
    std::vector<std::vector<Mask>> covers;
};

void computeBugCovers(const Board &board, BugCovers &out)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    out.cells.clear();
    out.covers.clear();
    std::vector<int> &cells = out.cells;
    long combinations = 1;
    for (int c = 0; c < g.cellCount(); ++c) {
        if (!board.isOpen(c))
            continue;
        const int k = maskCount(board.candidates(c) & g.allSymbols());
        if (k == 2)
            continue;
        if (k < 2 || static_cast<int>(cells.size()) == kMaxBugCells) {
            cells.clear();
            return;
        }
        cells.push_back(c);
        combinations *= k * (k - 1) / 2;
        if (combinations > kMaxBugCovers) {
            cells.clear();
            return;
        }
    }
    if (cells.size() < 2) {
        cells.clear();
        return;
    }
    // counts[u * (n + 1) + d]: the places of d in unit u; every unit without a BUG cell must
    // already hold each digit 0 or 2 times.
    std::vector<int> counts(static_cast<std::size_t>(g.unitCount()) * (n + 1), 0);
    std::vector<char> touched(g.unitCount(), 0);
    for (int c : cells)
        for (int u : g.unitsOf(c))
            touched[u] = 1;
    for (int u = 0; u < g.unitCount(); ++u) {
        for (int c : g.unit(u))
            if (board.isOpen(c))
                for (Mask m = board.candidates(c) & g.allSymbols(); m; m &= m - 1)
                    ++counts[u * (n + 1) + lowestSymbol(m)];
        if (!touched[u])
            for (int d = 1; d <= n; ++d)
                if (counts[u * (n + 1) + d] != 0 && counts[u * (n + 1) + d] != 2) {
                    cells.clear();
                    return;
                }
    }
    // Every choice of the two kept candidates per cell, the first cell's choice varying slowest,
    // by a depth-first search that checks a unit as soon as its last BUG cell is decided.
    const int k = static_cast<int>(cells.size());
    std::vector<std::vector<Mask>> keeps(k);
    std::vector<Mask> all(k);
    for (int i = 0; i < k; ++i) {
        all[i] = board.candidates(cells[i]) & g.allSymbols();
        for (Mask a = all[i]; a; a &= a - 1)
            for (Mask b = a & (a - 1); b; b &= b - 1)
                keeps[i].push_back(bit(lowestSymbol(a)) | bit(lowestSymbol(b)));
    }
    std::vector<int> lastBugCell(g.unitCount(), -1);
    for (int i = 0; i < k; ++i)
        for (int u : g.unitsOf(cells[i]))
            lastBugCell[u] = i;
    std::vector<Mask> extras(k);
    const auto decide = [&](const auto &self, int i) -> void {
        if (i == k) {
            out.covers.push_back(extras);
            return;
        }
        for (Mask keep : keeps[i]) {
            extras[i] = all[i] & ~keep;
            for (int u : g.unitsOf(cells[i]))
                for (Mask m = extras[i]; m; m &= m - 1)
                    --counts[u * (n + 1) + lowestSymbol(m)];
            bool fits = true;
            for (int u : g.unitsOf(cells[i]))
                if (lastBugCell[u] == i)
                    for (int d = 1; d <= n && fits; ++d)
                        fits = counts[u * (n + 1) + d] == 0 || counts[u * (n + 1) + d] == 2;
            if (fits)
                self(self, i + 1);
            for (int u : g.unitsOf(cells[i]))
                for (Mask m = extras[i]; m; m &= m - 1)
                    ++counts[u * (n + 1) + lowestSymbol(m)];
        }
    };
    decide(decide, 0);
}

// The BUG covers of the board; on the path's position (ruleutil.h) found once for the three
// finders below.
const BugCovers &bugCoversOf(const Board &board)
{
    thread_local BugCovers memo;
    thread_local BugCovers scratch;
    const std::uint64_t key = pathPositionKey(board);
    if (key == 0) {
        computeBugCovers(board, scratch);
        return scratch;
    }
    if (memo.key != key) {
        memo.key = key;
        computeBugCovers(board, memo);
    }
    return memo;
}

// Calls f(cells, extras) for every BUG cover of the board until it returns false.
template <typename F> void forEachBugCover(const Board &board, F f)
{
    const BugCovers &bug = bugCoversOf(board);
    for (const std::vector<Mask> &extras : bug.covers)
        if (!f(bug.cells, extras))
            return;
}

// The units that hold every one of the cells.
std::vector<int> unitsHoldingAll(const Geometry &g, const std::vector<int> &cells)
{
    std::vector<int> units;
    for (int u : g.unitsOf(cells.front())) {
        const std::span<const int> unit = g.unit(u);
        bool all = true;
        for (int c : cells)
            all = all && std::find(unit.begin(), unit.end(), c) != unit.end();
        if (all)
            units.push_back(u);
    }
    std::sort(units.begin(), units.end());
    return units;
}

Step bugStep(
    const Board &board, Technique t, const std::vector<int> &cells, const std::vector<Mask> &extras)
{
    Step step;
    step.technique = t;
    step.cells = cells;
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (Mask m = board.candidates(cells[i]); m; m &= m - 1) {
            const int s = lowestSymbol(m);
            step.pattern.push_back(
                { cells[i], s, static_cast<std::uint8_t>(extras[i] & bit(s) ? 1 : 0) });
        }
    return step;
}

bool sameEliminations(const std::vector<Step> &out, std::size_t from, const Step &step)
{
    for (std::size_t i = from; i < out.size(); ++i)
        if (out[i].eliminations == step.eliminations)
            return true;
    return false;
}

} // namespace

void findBugType2(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const std::size_t first = out.size();
    int found = 0;
    forEachBugCover(board, [&](const std::vector<int> &cells, const std::vector<Mask> &extras) {
        // Every extra candidate is the same digit d: one of the cells is d.
        const Mask d = extras.front();
        for (Mask e : extras)
            if (e != d || maskCount(e) != 1)
                return true;
        Step step = bugStep(board, Technique::BugType2, cells, extras);
        step.units = unitsHoldingAll(g, cells);
        step.symbols = d;
        step.eliminations = eliminateSeeingAll(board, lowestSymbol(d), cells, cells);
        if (step.eliminations.empty() || sameEliminations(out, first, step))
            return true;
        out.push_back(std::move(step));
        return ++found < maxSteps;
    });
}

void findBugType3(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const std::size_t first = out.size();
    int found = 0;
    forEachBugCover(board, [&](const std::vector<int> &cells, const std::vector<Mask> &extras) {
        // All the BUG cells in one unit: one of them holds one of their extra digits, as if one
        // cell held them all; with k - 1 more cells of the unit, k digits in all: a naked subset.
        Mask extra = 0;
        for (Mask e : extras)
            extra |= e;
        for (int u : unitsHoldingAll(g, cells)) {
            std::vector<int> others;
            for (int c : g.unit(u))
                if (board.isOpen(c) && !contains(cells, c))
                    others.push_back(c);
            for (int k = std::max(2, maskCount(extra)); k <= 4; ++k) {
                if (k - 1 > static_cast<int>(others.size()))
                    break;
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
                        Step step = bugStep(board, Technique::BugType3, cells, extras);
                        step.units = { u };
                        step.symbols = digits;
                        for (int c : others) {
                            if (contains(subset, c))
                                continue;
                            for (Mask m = board.candidates(c) & digits; m; m &= m - 1)
                                step.eliminations.push_back({ c, lowestSymbol(m) });
                        }
                        if (step.eliminations.empty() || sameEliminations(out, first, step))
                            return true;
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

void findBugType4(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const std::size_t first = out.size();
    int found = 0;
    forEachBugCover(board, [&](const std::vector<int> &cells, const std::vector<Mask> &extras) {
        // Two BUG cells in one unit where a digit x of both their BUG pairs has no other place:
        // one of them takes its extra digit, so the other is x; each is its extra or x.
        if (cells.size() != 2)
            return true;
        const Mask pair0 = board.candidates(cells[0]) & ~extras[0];
        const Mask pair1 = board.candidates(cells[1]) & ~extras[1];
        for (int u : unitsHoldingAll(g, cells))
            for (Mask m = pair0 & pair1; m; m &= m - 1) {
                const int x = lowestSymbol(m);
                bool conjugate = true;
                for (int c : g.unit(u))
                    if (c != cells[0] && c != cells[1] && hasCandidate(board, c, x))
                        conjugate = false;
                if (!conjugate)
                    continue;
                Step step = bugStep(board, Technique::BugType4, cells, extras);
                step.units = { u };
                step.symbols = bit(x);
                step.eliminations = { { cells[0], lowestSymbol(pair0 & ~bit(x)) },
                    { cells[1], lowestSymbol(pair1 & ~bit(x)) } };
                if (sameEliminations(out, first, step))
                    continue;
                out.push_back(std::move(step));
                if (++found >= maxSteps)
                    return false;
            }
        return true;
    });
}

} // namespace core
