#include "logic/fish.h"

#include "board/candidategrid.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace core {

namespace {

Technique finnedTechnique(int size, bool sashimi)
{
    switch (size) {
    case 2:
        return sashimi ? Technique::SashimiXWing : Technique::FinnedXWing;
    case 3:
        return sashimi ? Technique::SashimiSwordfish : Technique::FinnedSwordfish;
    default:
        return sashimi ? Technique::SashimiJellyfish : Technique::FinnedJellyfish;
    }
}

std::uint32_t positionBit(int i)
{
    return std::uint32_t { 1 } << i;
}

// inBoxOf[orient][line][box]: the positions of the line inside the box (0 if it misses it), for
// rows (orient 0) and columns (1) as base lines; the same for every digit.
// boxSpan[orient][box]: the positions of the box in the lines that meet it (its columns for rows),
// so a fish whose fins are in the box has its other candidates outside them.
struct FinBoxes
{
    const Geometry *geometry = nullptr;
    std::array<std::array<std::array<std::uint32_t, kMaxSide>, kMaxSide>, 2> inBoxOf {};
    std::array<std::array<std::uint32_t, kMaxSide>, 2> boxSpan {};
    // lineBoxes[orient][line]: the boxes the line meets (bit per box).
    std::array<std::array<std::uint32_t, kMaxSide>, 2> lineBoxes {};
    // boxLines[orient][box]: the lines that meet the box (bit per line).
    std::array<std::array<std::uint32_t, kMaxSide>, 2> boxLines {};
    // The lines meeting a box meet the same boxes (a band of boxes for rows): their groups, each
    // box's group and each line's.
    std::array<int, 2> groupCount {};
    std::array<std::array<int, kMaxSide>, 2> groupOfBox {};
    std::array<std::array<int, kMaxSide>, 2> groupOfLine {};
};

// The geometry's FinBoxes, worked out once per thread and geometry in a row.
const FinBoxes &finBoxes(const Geometry &g)
{
    thread_local FinBoxes boxes;
    if (boxes.geometry == &g)
        return boxes;
    boxes = {};
    boxes.geometry = &g;
    const int n = g.side();
    for (int orient = 0; orient < 2; ++orient)
        for (int line = 0; line < n; ++line)
            for (int i = 0; i < n; ++i) {
                const int box = g.box(lineCell(g, orient == 1, line, i));
                boxes.inBoxOf[orient][line][box] |= positionBit(i);
                boxes.boxSpan[orient][box] |= positionBit(i);
                boxes.lineBoxes[orient][line] |= positionBit(box);
                boxes.boxLines[orient][box] |= positionBit(line);
            }
    for (int orient = 0; orient < 2; ++orient) {
        std::array<std::uint32_t, kMaxSide> groups {};
        int &count = boxes.groupCount[orient];
        for (int box = 0; box < n; ++box) {
            const std::uint32_t lines = boxes.boxLines[orient][box];
            const auto known = std::find(groups.begin(), groups.begin() + count, lines);
            boxes.groupOfBox[orient][box] = static_cast<int>(known - groups.begin());
            if (known == groups.begin() + count)
                groups[count++] = lines;
        }
        for (int line = 0; line < n; ++line)
            for (int k = 0; k < count; ++k)
                if (groups[k] & positionBit(line))
                    boxes.groupOfLine[orient][line] = k;
    }
    return boxes;
}

// The sets of `size` base lines of one symbol and orientation, as forEachCombination() over the
// lines holding the symbol, without the sets that leave more than `size` positions outside every
// box (no fin box: see findFinnedFish). A box that does for some lines does for every superset
// (a line only adds positions), so a set is left out as soon as its first lines leave no box.
struct FinLines
{
    const std::uint32_t *masks; // per line in the list, its positions
    const std::uint32_t *boxesOf; // per line in the list, the boxes it meets
    int count;
    int size;
    const std::uint32_t *boxSpan;
    // Per depth (lines chosen), per box: the chosen lines' positions outside the box (all of a
    // line not meeting it, those outside its span of a line meeting it); and the boxes that
    // leave at most `size` (only those boxes' entries are kept up).
    std::uint32_t outside[kMaxSide + 1][kMaxSide];
    std::uint32_t viable[kMaxSide + 1];
    int idx[kMaxSide];

    // Calls f(indices) for each set in lexicographic order until f returns false; f may read
    // viable[size] and outside[size]. SIZE > 0: the size known at compile time (it is size).
    template <int SIZE, typename F> bool run(F &f, int depth, int from)
    {
        const int size = SIZE > 0 ? SIZE : this->size;
        if (depth == size)
            return f(std::span<const int>(idx, static_cast<std::size_t>(size)));
        const std::uint32_t *out = outside[depth];
        std::uint32_t *next = outside[depth + 1];
        for (int i = from; i <= count - (size - depth); ++i) {
            const std::uint32_t m = masks[i];
            const std::uint32_t meets = boxesOf[i];
            std::uint32_t ok = 0;
            // A line of more than `size` positions leaves too many outside the boxes it
            // misses.
            const std::uint32_t boxes = maskCount(m) > size ? viable[depth] & meets : viable[depth];
            for (std::uint32_t left = boxes; left; left &= left - 1) {
                const int box = __builtin_ctz(left);
                const std::uint32_t o = out[box] | ((meets >> box) & 1 ? m & ~boxSpan[box] : m);
                next[box] = o;
                if (maskCount(o) <= size)
                    ok |= positionBit(box);
            }
            if (!ok)
                continue;
            viable[depth + 1] = ok;
            idx[depth] = i;
            if (!run<SIZE>(f, depth + 1, i + 1))
                return false;
        }
        return true;
    }
};

// The symbols where the finned fish of a size (sashimi or not) have no step, on the path's
// position `key` (ruleutil.h): its finned finder, searching a symbol to the end, tells it for the
// sashimi finder that follows at the same position, and the other way round.
// This holds only while the two kinds search alike: they differ in the isSashimi test alone
// (finnedFishIn's withCover, which notes a fish of the other kind in `otherKind`). Every earlier
// return, skip or pruning in the search (eligible lines, FinLines' viable sets, fin boxes, free
// positions, covers) must not depend on `sashimi`; otherwise a symbol one kind searched to the
// end would be marked as empty for the other kind without having been searched for it.
struct FinnedNothing
{
    std::uint64_t key = 0;
    std::array<std::array<Mask, 2>, kMaxSide> symbols {}; // [size][sashimi]
};

FinnedNothing &finnedNothing()
{
    thread_local FinnedNothing nothing;
    return nothing;
}

} // namespace

void findFinnedFish(
    const Board &board, int size, bool sashimi, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, size, sashimi, FinderScope::all(), out, maxSteps);
}

namespace {

// N, SIZE > 0: the side and the size known at compile time (they are the board's and `size`).
template <int N, int SIZE>
void finnedFishIn(const Board &board, int size, bool sashimi, const FinderScope &scope,
    std::vector<Step> &out, int maxSteps)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    const Geometry &g = board.geometry();
    const int n = N > 0 ? N : g.side();
    // On the path's position, the symbols known to hold no step of this kind (see below).
    const std::uint64_t key = pathPositionKey(board);
    FinnedNothing &nothing = finnedNothing();
    if (key != 0 && nothing.key != key) {
        nothing.key = key;
        nothing.symbols = {};
    }
    const Mask symbols = scope.symbols & g.allSymbols()
        & ~(key != 0 ? nothing.symbols[size][sashimi ? 1 : 0] : Mask { 0 });
    if (symbols == 0)
        return;
    const Technique technique = finnedTechnique(size, sashimi);
    int found = 0;
    const FinBoxes &boxes = finBoxes(g);
    const auto &inBoxOf = boxes.inBoxOf;
    // Every symbol's positions in one pass over the grid.
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, symbols, scratch);
    const auto &rowPositions = positions.rows;
    const auto &columnPositions = positions.columns;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!(symbols & bit(s)))
            continue;
        // Whether a fish of the other kind (sashimi for finned, finned for sashimi) is found on
        // the way: the search up to the last check is the same for both.
        bool otherKind = false;
        const int foundBefore = found;
        std::vector<std::vector<Elimination>> reported; // one step per set of eliminations
        for (int orient = 0; orient < 2 && found < maxSteps; ++orient) {
            const bool columns = orient == 1; // base lines are columns, cover lines rows
            const LinePositions &pos = columns ? columnPositions[s] : rowPositions[s];
            const auto &inBox = inBoxOf[orient];
            const auto &boxesOf = boxes.lineBoxes[orient];
            const auto &linesOf = boxes.boxLines[orient];
            int eligible[kMaxSide]; // no allocation: this runs per symbol and orientation
            std::uint32_t eligibleMasks[kMaxSide];
            std::uint32_t eligibleBoxes[kMaxSide];
            int eligibleCount = 0;
            const auto &boxSpan = boxes.boxSpan[orient];
            const auto &groupOfBox = boxes.groupOfBox[orient];
            const auto &groupOfLine = boxes.groupOfLine[orient];
            const int groupCount = boxes.groupCount[orient];
            for (int line = 0; line < n; ++line)
                if (pos[line] != 0) {
                    eligibleMasks[eligibleCount] = pos[line];
                    eligibleBoxes[eligibleCount] = boxesOf[line];
                    eligible[eligibleCount++] = line;
                }
            if (eligibleCount < size)
                continue;
            // The base lines leave at most size positions outside the fin box (see below):
            // other sets are not looked at.
            FinLines finLines;
            finLines.masks = eligibleMasks;
            finLines.boxesOf = eligibleBoxes;
            finLines.count = eligibleCount;
            finLines.size = size;
            finLines.boxSpan = boxSpan.data();
            std::fill_n(finLines.outside[0], n, 0u);
            finLines.viable[0] = (std::uint32_t { 1 } << n) - 1;
            const auto each = [&](std::span<const int> idx) {
                // The base lines (no allocation: this runs for every combination).
                int baseLines[kMaxSide];
                int baseCount = 0;
                std::uint32_t baseSet = 0;
                std::uint32_t all = 0;
                std::uint32_t met = 0; // the boxes the base lines meet
                // Per group of lines (those meeting the same boxes), the base lines'
                // positions.
                std::uint32_t groupPositions[kMaxSide];
                for (int k = 0; k < groupCount; ++k)
                    groupPositions[k] = 0;
                for (int i : idx) {
                    const int line = eligible[i];
                    baseLines[baseCount++] = line;
                    baseSet |= positionBit(line);
                    all |= pos[line];
                    met |= boxesOf[line];
                    groupPositions[groupOfLine[line]] |= pos[line];
                }
                const std::span<const int> base(baseLines, baseCount);
                if (maskCount(all) <= size)
                    return true; // a basic fish, or less
                // A fin box meets a base line (it holds a fin) and leaves at most size
                // positions outside it (every candidate there must be in the cover): the
                // others are skipped.
                for (std::uint32_t left = met & finLines.viable[size]; left && found < maxSteps;
                     left &= left - 1) {
                    const int box = __builtin_ctz(left);
                    // (A line meeting the box has its span's positions in it, the others none.)
                    const int group = groupOfBox[box];
                    const std::uint32_t outside = finLines.outside[size][box];
                    const std::uint32_t inside = groupPositions[group] & boxSpan[box];
                    if (inside == 0)
                        continue;
                    const std::uint32_t free = inside & ~outside;
                    const int need = size - maskCount(outside);
                    // The positions in the box of the other lines: a cover that holds none
                    // eliminates nothing (no step), so the box is skipped when even all of
                    // the cover's possible positions hold none.
                    // (Only the lines that meet the box have positions in it.)
                    std::uint32_t hits = 0;
                    for (std::uint32_t lines = linesOf[box] & ~baseSet; lines; lines &= lines - 1) {
                        const int line = __builtin_ctz(lines);
                        hits |= pos[line] & inBox[line][box];
                    }
                    if ((hits & (outside | free)) == 0)
                        continue;
                    int freeList[kMaxSide];
                    int freeCount = 0;
                    for (int i = 0; i < n; ++i)
                        if (free & positionBit(i))
                            freeList[freeCount++] = i;
                    const auto withCover = [&](std::span<const int> pick) {
                        std::uint32_t cover = outside;
                        for (int k : pick)
                            cover |= positionBit(freeList[k]);
                        if ((hits & cover) == 0)
                            return true; // nothing to eliminate
                        Step step;
                        bool isSashimi = false;
                        bool fins = false;
                        for (int line : base) {
                            const int body = maskCount(pos[line] & cover);
                            if (body == 0)
                                return true; // a line of fins only: no fish
                            isSashimi = isSashimi || body < 2;
                            fins = fins || (pos[line] & ~cover) != 0;
                        }
                        if (!fins)
                            return true;
                        if (isSashimi != sashimi) {
                            otherKind = true;
                            return true;
                        }
                        for (int line = 0; line < n; ++line) {
                            if (baseSet & positionBit(line))
                                continue;
                            for (std::uint32_t hit = pos[line] & cover & inBox[line][box]; hit;
                                 hit &= hit - 1)
                                step.eliminations.push_back(
                                    { lineCell(g, columns, line, __builtin_ctz(hit)), s });
                        }
                        if (step.eliminations.empty())
                            return true;
                        std::sort(step.eliminations.begin(), step.eliminations.end(),
                            [](const Elimination &a, const Elimination &b) {
                                return a.cell < b.cell;
                            });
                        if (std::find(reported.begin(), reported.end(), step.eliminations)
                            != reported.end())
                            return true;
                        reported.push_back(step.eliminations);
                        step.technique = technique;
                        step.symbols = bit(s);
                        for (int line : base)
                            step.units.push_back(columns ? g.columnUnit(line) : g.rowUnit(line));
                        for (int i = 0; i < n; ++i)
                            if (cover & positionBit(i))
                                step.units.push_back(columns ? g.rowUnit(i) : g.columnUnit(i));
                        step.units.push_back(g.boxUnit(box));
                        for (int role = 0; role < 2; ++role)
                            for (int line : base)
                                for (int i = 0; i < n; ++i) {
                                    if (!(pos[line] & positionBit(i))
                                        || ((cover & positionBit(i)) != 0) != (role == 0))
                                        continue;
                                    const int cell = lineCell(g, columns, line, i);
                                    step.cells.push_back(cell);
                                    step.pattern.push_back(
                                        { cell, s, static_cast<std::uint8_t>(role) });
                                }
                        out.push_back(std::move(step));
                        return ++found < maxSteps;
                    };
                    // The cover is the lines outside the box, and `need` more of the box's:
                    // none when the lines outside are enough already.
                    if (need == 0)
                        withCover({});
                    else
                        forEachCombination(freeCount, need, withCover);
                }
                return found < maxSteps;
            };
            finLines.run<SIZE>(each, 0, 0);
        }
        // Searched to the end (a search that stopped at its last step may have left some):
        // on the path's position, the finders of both kinds need not look at the symbol again
        // when they found nothing in it. The other kind's entry is right only because nothing
        // before the isSashimi test depends on `sashimi` (see FinnedNothing): keep it so.
        if (key != 0 && found < maxSteps) {
            if (found == foundBefore)
                nothing.symbols[size][sashimi ? 1 : 0] |= bit(s);
            if (!otherKind)
                nothing.symbols[size][sashimi ? 0 : 1] |= bit(s);
        }
    }
}

} // namespace

void findFinnedFish(const Board &board, int size, bool sashimi, const FinderScope &scope,
    std::vector<Step> &out, int maxSteps)
{
    const int n = board.geometry().side();
    if (size < 2 || size >= n || maxSteps <= 0)
        return;
    // The classic side and sizes with their bounds known at compile time, any other the same way.
    withClassicSize(n, size, [&](auto side, auto s) {
        finnedFishIn<decltype(side)::value, decltype(s)::value>(
            board, size, sashimi, scope, out, maxSteps);
    });
}

void findFinnedXWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, 2, false, out, maxSteps);
}

void findSashimiXWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, 2, true, out, maxSteps);
}

void findFinnedSwordfish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, 3, false, out, maxSteps);
}

void findSashimiSwordfish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, 3, true, out, maxSteps);
}

void findFinnedJellyfish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, 4, false, out, maxSteps);
}

void findSashimiJellyfish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findFinnedFish(board, 4, true, out, maxSteps);
}

// ---- Unique rectangles --------------------------------------------------------------------------

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

} // namespace core
