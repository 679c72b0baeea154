#include "logic/fish.h"

#include "board/candidategrid.h"
#include "logic/cellset.h"
#include "logic/chainstep.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace core {

// ---- Basic fish ---------------------------------------------------------------------------------

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
                    if (size == 2) {
                        // The continuous loop a1=a2-b2=b1-a1 (a: the first base line's cells
                        // in cover order, b: the second's) removes the digit from the rest of
                        // the cover lines.
                        const std::array<int, 5> loop { step.cells[0], step.cells[1], step.cells[3],
                            step.cells[2], step.cells[0] };
                        Chain chain = alternatingChain(loop, s, ChainLink::Strong);
                        chain.eliminations = step.eliminations;
                        step.chains.push_back(std::move(chain));
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

// ---- Finned and sashimi fish --------------------------------------------------------------------

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
} // namespace core
