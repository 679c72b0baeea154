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

// ---- Franken and mutant fish --------------------------------------------------------------------

namespace core {

namespace {

// The bounds of the general fish (fish.h): HoDoKu's defaults for the size and the endo fins,
// four fins in all (HoDoKu allows five), and the work one digit may take (the nodes of the
// searches below), the same on every call, so a finder ends in a few milliseconds whatever the
// position. Most digits need no search at all (templateMisses).
constexpr int kMaxFishSize = 4;
constexpr int kMaxFishFins = 4;
constexpr int kMaxEndoFins = 2;
constexpr long kFishNodeBudget = 20000;
constexpr long kTemplateNodes = 100000;

// A set of units, a bit per unit (3 * side units, at most 75).
struct UnitBits
{
    std::array<std::uint64_t, 2> w {};

    void set(int u) { w[u >> 6] |= std::uint64_t { 1 } << (u & 63); }
    bool test(int u) const { return (w[u >> 6] >> (u & 63)) & 1u; }
    bool none() const { return (w[0] | w[1]) == 0; }
    bool meets(const UnitBits &o) const { return ((w[0] & o.w[0]) | (w[1] & o.w[1])) != 0; }
    UnitBits &operator|=(const UnitBits &o)
    {
        w[0] |= o.w[0];
        w[1] |= o.w[1];
        return *this;
    }
    // The units of this set that are not in o.
    UnitBits minus(const UnitBits &o) const
    {
        UnitBits r;
        r.w[0] = w[0] & ~o.w[0];
        r.w[1] = w[1] & ~o.w[1];
        return r;
    }
};

enum : unsigned { kRowKind = 1, kColumnKind = 2, kBoxKind = 4 };

unsigned kindBit(const Geometry &g, int unit)
{
    switch (g.unitKind(unit)) {
    case UnitKind::Row:
        return kRowKind;
    case UnitKind::Column:
        return kColumnKind;
    case UnitKind::Box:
        return kBoxKind;
    }
    return 0;
}

// The general fish's kinds (the unfinned one of each pair first).
enum GeneralKind { kFranken, kFinnedFranken, kMutant, kFinnedMutant, kGeneralKinds };

using GeneralSteps = std::array<std::vector<Step>, kGeneralKinds>;

// The digit's candidates that no template uses: a template places the digit once in every row,
// column and box, on its values and candidates. Every elimination of a fish of the digit (any
// fish: it reasons on the digit's candidates and the units alone) is among them, so a digit
// without any has no fish to find, and one with some has its fish's eliminations there.
// False when the templates take more than kTemplateNodes steps to go through (then nothing is
// known; an open grid's digit has 46,656 templates on 9x9, a digit mid-game a few dozen).
template <int W>
bool templateMisses(const Board &board, int digit, const CellSet<W> &cand, CellSet<W> &missed)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    std::uint32_t usedColumns = 0;
    std::uint32_t usedBoxes = 0;
    std::array<std::uint32_t, kMaxSide> options {};
    std::array<int, kMaxSide> rows {};
    int open = 0;
    for (int r = 0; r < n; ++r) {
        bool placed = false;
        for (int c = 0; c < n; ++c)
            if (board.value(g.cellAt(r, c)) == digit) {
                placed = true;
                usedColumns |= std::uint32_t { 1 } << c;
                usedBoxes |= std::uint32_t { 1 } << g.box(g.cellAt(r, c));
            }
        if (!placed)
            rows[open++] = r;
    }
    for (int i = 0; i < open; ++i)
        for (int c = 0; c < n; ++c)
            if (cand.test(g.cellAt(rows[i], c)) && !((usedColumns >> c) & 1)
                && !((usedBoxes >> g.box(g.cellAt(rows[i], c))) & 1))
                options[i] |= std::uint32_t { 1 } << c;
    std::array<std::uint32_t, kMaxSide> possible {};
    long nodes = 0;
    const auto dfs = [&](auto &&self, int i, std::uint32_t columns, std::uint32_t boxes) -> bool {
        if (i == open)
            return true;
        bool any = false;
        for (std::uint32_t m = options[i] & ~columns; m; m &= m - 1) {
            if (++nodes > kTemplateNodes)
                return false;
            const int c = __builtin_ctz(m);
            const std::uint32_t box = std::uint32_t { 1 } << g.box(g.cellAt(rows[i], c));
            if (boxes & box)
                continue;
            if (self(self, i + 1, columns | (std::uint32_t { 1 } << c), boxes | box)) {
                possible[i] |= std::uint32_t { 1 } << c;
                any = true;
            }
        }
        return any;
    };
    dfs(dfs, 0, usedColumns, usedBoxes);
    if (nodes > kTemplateNodes)
        return false;
    missed = cand;
    for (int i = 0; i < open; ++i)
        for (std::uint32_t m = possible[i]; m; m &= m - 1)
            missed.reset(g.cellAt(rows[i], __builtin_ctz(m)));
    return true;
}

// Every general fish of one digit within the bounds that removes a candidate of its cover sets,
// found from the candidates some fish may remove (templateMisses: the targets). For a target z
// and a cover set U of z (its row, column or box), by two depth-first searches: the base sets in
// unit order, none holding z; then the other cover sets by the first base candidate not yet
// covered, which a cover set holds (one of its row, column and box that is not a base set) or
// which is left as a fin if it sees z. Trying a candidate's cover sets in order and barring the
// ones tried before in the rest of the branch gives every set of cover sets once. A branch ends
// early when the base candidates left cannot be covered by the cover sets and fins left (a lower
// bound: candidates no two of which share a possible cover set each need one of their own; those
// that do not see z cannot be fins), or once every step of the kinds it may still make removes z.
// Franken fish are searched first, with rows and boxes as base and columns and boxes as cover
// sets or the other way round; then every mix, where the Franken ones are left out. A fish whose
// only eliminations would be cannibalistic (base candidates in two cover sets) is not searched
// for; a fish found for a cover candidate reports them too.
template <int W> class GeneralFish
{
public:
    using Set = CellSet<W>;

    GeneralFish(const Board &board, int digit)
        : m_g { board.geometry() }
        , m_t { CellSetTables<W>::of(board.geometry()) }
        , m_digit { digit }
        , m_unitCand(board.geometry().unitCount())
        , m_options(board.geometry().cellCount())
    {
        const Geometry &g = m_g;
        for (int c = 0; c < g.cellCount(); ++c)
            if (board.isOpen(c) && (board.candidates(c) & bit(digit)))
                m_cand.set(c);
        // Boxes one cell wide are lines: no fish of boxes there.
        const bool boxes = g.boxRows() > 1 && g.boxCols() > 1;
        for (int u = 0; u < g.unitCount(); ++u) {
            if (!boxes && g.unitKind(u) == UnitKind::Box)
                continue;
            bool placed = false;
            for (int c : g.unit(u))
                placed = placed || board.value(c) == digit;
            if (placed)
                continue;
            m_unitCand[u] = m_cand & m_t.units[u];
            if (m_unitCand[u].none())
                continue;
            m_coverable.set(u);
            if (m_unitCand[u].several())
                m_eligible.push_back(u);
        }
        Set targets;
        if (!templateMisses<W>(board, digit, m_cand, targets))
            targets = m_cand;
        m_open.fill(targets);
    }

    void run(GeneralSteps &out)
    {
        if (m_open[kFranken].none())
            return; // no fish of the digit removes anything
        const int most = std::min(kMaxFishSize, m_g.side() - 1);
        m_pass = kFranken;
        m_nodes = 0;
        for (int size = 2; size <= most; ++size)
            for (int orient = 0; orient < 2; ++orient)
                search(size, (orient ? kColumnKind : kRowKind) | kBoxKind,
                    (orient ? kRowKind : kColumnKind) | kBoxKind, out);
        m_pass = kMutant;
        m_nodes = 0;
        for (int size = 2; size <= most; ++size)
            search(size, kRowKind | kColumnKind | kBoxKind, kRowKind | kColumnKind | kBoxKind, out);
    }

private:
    bool spent() { return ++m_nodes > kFishNodeBudget; }

    // Whether a step of the pass's kinds that removes the target may still be made: of the
    // finned kind once the branch has a fin, of either before.
    bool open(int finCount) const
    {
        return m_open[m_pass + 1].test(m_z) || (finCount == 0 && m_open[m_pass].test(m_z));
    }

    void search(int size, unsigned baseKinds, unsigned coverKinds, GeneralSteps &out)
    {
        m_size = size;
        // The sets each candidate may be covered by in this search.
        m_coverOk = {};
        for (int u = 0; u < m_g.unitCount(); ++u)
            if (m_coverable.test(u) && (kindBit(m_g, u) & coverKinds))
                m_coverOk.set(u);
        m_cand.forEach([&](int c) {
            m_options[c] = {};
            for (int u : m_g.unitsOf(c))
                if (m_coverOk.test(u))
                    m_options[c].set(u);
        });
        const Set targets = m_open[m_pass] | m_open[m_pass + 1];
        targets.forEach([&](int z) {
            m_z = z;
            for (int zu : m_g.unitsOf(z)) {
                if (!m_coverOk.test(zu) || m_nodes > kFishNodeBudget)
                    continue;
                m_zUnit = zu;
                m_baseList.clear();
                for (int u : m_eligible)
                    if ((kindBit(m_g, u) & baseKinds) && !m_unitCand[u].test(z))
                        m_baseList.push_back(u);
                m_baseCount = 0;
                m_B = {};
                m_endo = {};
                m_baseSet = {};
                m_baseSet.set(zu);
                base(0, out);
            }
        });
    }

    // Candidates no two of which share a possible cover set (not `blocked`), found greedily.
    int lowerBound(const Set &cells, const UnitBits &blocked) const
    {
        UnitBits used;
        int count = 0;
        cells.forEach([&](int c) {
            const UnitBits options = m_options[c].minus(blocked);
            if (!options.meets(used)) {
                ++count;
                used |= options;
            }
        });
        return count;
    }

    // Whether the candidates left can be covered by `covers` more cover sets and `fins` more
    // fins (only candidates that see z can be fins).
    bool coverable(const Set &left, const UnitBits &blocked, int covers, int fins) const
    {
        return lowerBound(left - m_t.peers[m_z], blocked) <= covers
            && lowerBound(left, blocked) <= covers + fins;
    }

    void base(std::size_t from, GeneralSteps &out)
    {
        for (std::size_t i = from; i + (m_size - m_baseCount) <= m_baseList.size(); ++i) {
            if (spent())
                return;
            const int u = m_baseList[i];
            const Set newEndo = m_endo | (m_B & m_unitCand[u]);
            const int endoCount = newEndo.count();
            // Endo fins are fins: they must see z.
            if (endoCount > kMaxEndoFins || !(newEndo - m_t.peers[m_z]).none() || !open(endoCount))
                continue;
            const Set oldB = m_B;
            const Set oldEndo = m_endo;
            const UnitBits oldBaseSet = m_baseSet;
            m_base[m_baseCount++] = u;
            m_B |= m_unitCand[u];
            m_endo = newEndo;
            m_baseSet.set(u);
            const Set left = m_B - m_endo - m_unitCand[m_zUnit];
            if (coverable(left, m_baseSet, m_size - 1, kMaxFishFins - endoCount)) {
                if (m_baseCount == m_size) {
                    m_cover[0] = m_zUnit;
                    m_coverCount = 1;
                    cover(left, m_baseSet, Set {}, endoCount, out);
                } else {
                    base(i + 1, out);
                }
            }
            --m_baseCount;
            m_B = oldB;
            m_endo = oldEndo;
            m_baseSet = oldBaseSet;
            if (m_nodes > kFishNodeBudget)
                return;
        }
    }

    // `uncovered`: the base candidates (no endo fins) not yet covered nor left as fins;
    // `blocked`: the base sets, the cover sets chosen and the ones barred; `fins`: the exo fins
    // so far; `finCount` counts them and the endo fins.
    void cover(const Set &uncovered, const UnitBits &blocked, const Set &fins, int finCount,
        GeneralSteps &out)
    {
        if (spent() || !open(finCount))
            return;
        if (m_coverCount == m_size) {
            if ((uncovered - m_t.peers[m_z]).none() && finCount + uncovered.count() <= kMaxFishFins)
                leaf(fins | uncovered, out);
            return;
        }
        if (uncovered.none())
            return; // covered by fewer sets: no fish of this size
        if (!coverable(uncovered, blocked, m_size - m_coverCount, kMaxFishFins - finCount))
            return;
        const int x = uncovered.first();
        int options[3];
        int count = 0;
        for (int u : m_g.unitsOf(x))
            if (m_coverOk.test(u) && !blocked.test(u))
                options[count++] = u;
        std::sort(options, options + count);
        // x left as a fin (it sees z): no cover set may hold it.
        if (finCount < kMaxFishFins && m_t.peers[m_z].test(x)) {
            UnitBits bar = blocked;
            for (int k = 0; k < count; ++k)
                bar.set(options[k]);
            Set rest = uncovered;
            rest.reset(x);
            Set moreFins = fins;
            moreFins.set(x);
            cover(rest, bar, moreFins, finCount + 1, out);
        }
        // x covered by one of its sets, the ones before it barred.
        UnitBits bar = blocked;
        for (int k = 0; k < count; ++k) {
            const int u = options[k];
            bar.set(u);
            m_cover[m_coverCount++] = u;
            cover(uncovered - m_unitCand[u], bar, fins, finCount, out);
            --m_coverCount;
            if (m_nodes > kFishNodeBudget)
                return;
        }
    }

    void leaf(const Set &exoFins, GeneralSteps &out)
    {
        const Geometry &g = m_g;
        const Set fins = exoFins | m_endo;
        unsigned baseKinds = 0;
        unsigned coverKinds = 0;
        for (int k = 0; k < m_size; ++k) {
            if ((m_unitCand[m_base[k]] - fins).none())
                return; // a base set of fins only
            baseKinds |= kindBit(g, m_base[k]);
            coverKinds |= kindBit(g, m_cover[k]);
        }
        const unsigned baseLines = baseKinds & (kRowKind | kColumnKind);
        const unsigned coverLines = coverKinds & (kRowKind | kColumnKind);
        const bool franken = ((baseLines & ~kRowKind) == 0 && (coverLines & ~kColumnKind) == 0)
            || ((baseLines & ~kColumnKind) == 0 && (coverLines & ~kRowKind) == 0);
        if (m_pass == kMutant ? franken : ((baseKinds | coverKinds) & kBoxKind) == 0)
            return; // a Franken fish (found before), or a basic one (X-Wing ... Jellyfish)
        const int kind = m_pass + (fins.any() ? 1 : 0);
        if (!m_open[kind].test(m_z))
            return;
        Set covered;
        Set twice;
        for (int k = 0; k < m_size; ++k) {
            twice |= covered & m_unitCand[m_cover[k]];
            covered |= m_unitCand[m_cover[k]];
        }
        Set removed = (covered - m_B) | ((twice & m_B) - fins);
        fins.forEach([&](int c) { removed &= m_t.peers[c]; });
        m_open[kind] -= removed;
        static constexpr Technique kTechniques[kGeneralKinds] = { Technique::FrankenFish,
            Technique::FinnedFrankenFish, Technique::MutantFish, Technique::FinnedMutantFish };
        Step step;
        step.technique = kTechniques[kind];
        step.symbols = bit(m_digit);
        removed.forEach([&](int c) { step.eliminations.push_back({ c, m_digit }); });
        for (int k = 0; k < m_size; ++k)
            step.units.push_back(m_base[k]);
        std::vector<int> covers(m_cover, m_cover + m_size);
        std::sort(covers.begin(), covers.end());
        step.units.insert(step.units.end(), covers.begin(), covers.end());
        (m_B - fins).forEach([&](int c) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, m_digit, 0 });
        });
        fins.forEach([&](int c) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, m_digit, 1 });
        });
        out[kind].push_back(std::move(step));
    }

    const Geometry &m_g;
    const CellSetTables<W> &m_t;
    int m_digit;
    Set m_cand;
    std::vector<Set> m_unitCand; // the digit's candidates per unit (none in an unused unit)
    UnitBits m_coverable; // units holding candidates and no value of the digit
    std::vector<int> m_eligible; // possible base sets: two candidates or more
    // Per kind, the candidates some fish may remove that no step of the kind removes yet.
    std::array<Set, kGeneralKinds> m_open;
    long m_nodes = 0;
    int m_pass = kFranken;
    UnitBits m_coverOk; // the units the search may take as cover sets
    std::vector<UnitBits> m_options; // per candidate, the cover sets that may hold it
    int m_z = -1; // the target
    int m_zUnit = -1; // its cover set
    std::vector<int> m_baseList; // the eligible base sets of the search
    int m_size = 0;
    int m_base[kMaxFishSize] {};
    int m_baseCount = 0;
    UnitBits m_baseSet; // the base sets and the target's cover set
    Set m_B; // the base sets' candidates
    Set m_endo; // candidates in two base sets
    int m_cover[kMaxFishSize] {};
    int m_coverCount = 0;
};

template <int W> void generalFishSearch(const Board &board, int digit, GeneralSteps &out)
{
    GeneralFish<W>(board, digit).run(out);
}

// The digit's general fish, kept per thread for each digit with the digit's plane (its
// candidates and values), which alone they depend on: the four kinds' finders look at the same
// position one after the other (one search serves them all), and along a path a digit whose
// plane has not changed is not searched again.
const GeneralSteps &generalFishOf(const Board &board, int digit)
{
    struct Memo
    {
        const Geometry *geometry = nullptr;
        std::vector<std::uint8_t> plane;
        GeneralSteps steps;
    };
    thread_local std::array<Memo, kMaxSide + 1> memos;
    thread_local std::vector<std::uint8_t> plane;
    const Geometry &g = board.geometry();
    plane.resize(g.cellCount());
    for (int c = 0; c < g.cellCount(); ++c)
        plane[c] = board.value(c) == digit
            ? 2
            : (board.isOpen(c) && (board.candidates(c) & bit(digit)) ? 1 : 0);
    Memo &memo = memos[digit];
    if (memo.geometry == &g && memo.plane == plane)
        return memo.steps;
    memo.geometry = &g;
    memo.plane = plane;
    for (auto &list : memo.steps)
        list.clear();
    DISPATCH_CELLSET(g, generalFishSearch, board, digit, memo.steps);
    return memo.steps;
}

void findGeneralFish(
    const Board &board, int kind, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    for (int d = 1; d <= g.side() && found < maxSteps; ++d) {
        if (!scope.hasSymbol(d))
            continue;
        for (const Step &step : generalFishOf(board, d)[kind]) {
            if (found >= maxSteps)
                break;
            out.push_back(step);
            ++found;
        }
    }
}

} // namespace

void findFrankenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFranken, FinderScope::all(), out, maxSteps);
}

void findFinnedFrankenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedFranken, FinderScope::all(), out, maxSteps);
}

void findMutantFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kMutant, FinderScope::all(), out, maxSteps);
}

void findFinnedMutantFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedMutant, FinderScope::all(), out, maxSteps);
}

void findFrankenFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFranken, scope, out, maxSteps);
}

void findFinnedFrankenFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedFranken, scope, out, maxSteps);
}

void findMutantFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kMutant, scope, out, maxSteps);
}

void findFinnedMutantFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedMutant, scope, out, maxSteps);
}

} // namespace core

// ---- Kraken fish --------------------------------------------------------------------------------

namespace core {

namespace {

// The bounds of the Kraken fish (fish.h): fins per fish, and links per branch (a fin that sees
// the target is one link). A Kraken fish of three fins has at most 33 links.
constexpr int kMaxKrakenFins = 3;
constexpr int kMaxKrakenLinks = 11;
constexpr std::uint8_t kUnreached = 0xff;

struct KrakenFound
{
    int cost = 0; // links in all branches
    int digit = 0;
    int target = -1; // the cell
    bool columns = false;
    std::vector<int> base; // lines
    std::uint32_t cover = 0; // positions
    std::vector<int> fins; // cells
};

template <int W> class KrakenSearch
{
public:
    explicit KrakenSearch(const Board &board)
        : m_board { board }
        , m_g { board.geometry() }
        , m_graph { LinkGraph<W>::forBoard(board) }
        , m_search { ChainSearch<W>::reused(m_graph) }
        , m_reachIndex(m_graph.candidateCount(), -1)
    { }

    void run(std::vector<Step> &out, int maxSteps)
    {
        const int n = m_g.side();
        std::vector<KrakenFound> best(static_cast<std::size_t>(m_g.cellCount()) * (n + 1));
        for (int d = 1; d <= n; ++d)
            for (int orient = 0; orient < 2; ++orient)
                for (int size = 2; size <= std::min(kMaxFishSize, n - 1); ++size)
                    fishOf(d, orient == 1, size, best);
        std::vector<const KrakenFound *> found;
        for (const KrakenFound &f : best)
            if (f.target >= 0)
                found.push_back(&f);
        std::stable_sort(
            found.begin(), found.end(), [](const KrakenFound *a, const KrakenFound *b) {
                if (a->cost != b->cost)
                    return a->cost < b->cost;
                return a->fins.size() < b->fins.size();
            });
        int emitted = 0;
        for (const KrakenFound *f : found) {
            if (emitted >= maxSteps)
                break;
            out.push_back(step(*f));
            ++emitted;
        }
    }

private:
    // The depth of off(f, digit) from on(target, digit) for every cell f (kUnreached beyond
    // kMaxKrakenLinks): by the links read backwards, the length of the shortest chain from f
    // true to the target false.
    const std::vector<std::uint8_t> &reach(int targetNode)
    {
        int &index = m_reachIndex[targetNode];
        if (index >= 0)
            return m_reach[index];
        index = static_cast<int>(m_reach.size());
        std::vector<std::uint8_t> &depths = m_reach.emplace_back(m_g.cellCount(), kUnreached);
        LinkFilter filter;
        filter.skipDeadEnds = true; // the off literals reached are all that is read
        m_search.run(onLiteral(targetNode), -1, kMaxKrakenLinks, filter);
        const int digit = m_graph.node(targetNode).digit;
        m_graph.digitCells(digit).forEach([&](int c) {
            const int node = m_graph.candidateNode(c, digit);
            if (node != targetNode && m_search.reached(offLiteral(node)))
                depths[c] = static_cast<std::uint8_t>(m_search.depth(offLiteral(node)));
        });
        return depths;
    }

    // Every finned fish of the digit with these base lines' orientation and size, and the
    // targets each fin reaches.
    void fishOf(int digit, bool columns, int size, std::vector<KrakenFound> &best)
    {
        const int n = m_g.side();
        const LinePositions pos = linePositions(m_board, digit, columns);
        int lines[kMaxSide];
        std::uint32_t masks[kMaxSide];
        int count = 0;
        for (int l = 0; l < n; ++l)
            if (__builtin_popcount(pos[l]) >= 2) {
                masks[count] = pos[l];
                lines[count++] = l;
            }
        forEachCombinationWithin(
            masks, count, size,
            [size](std::uint32_t u) { return __builtin_popcount(u) <= size + kMaxKrakenFins; },
            [&](std::span<const int> idx) {
                std::uint32_t all = 0;
                std::uint32_t baseLines = 0;
                for (int i : idx) {
                    all |= masks[i];
                    baseLines |= std::uint32_t { 1 } << lines[i];
                }
                if (__builtin_popcount(all) <= size)
                    return true; // no fins: a basic fish
                int spots[kMaxSide];
                int spotCount = 0;
                for (std::uint32_t m = all; m; m &= m - 1)
                    spots[spotCount++] = __builtin_ctz(m);
                forEachCombination(spotCount, size, [&](std::span<const int> pick) {
                    std::uint32_t cover = 0;
                    for (int k : pick)
                        cover |= std::uint32_t { 1 } << spots[k];
                    withCover(digit, columns, idx, lines, masks, baseLines, cover, pos, best);
                    return true;
                });
                return true;
            });
    }

    void withCover(int digit, bool columns, std::span<const int> idx, const int *lines,
        const std::uint32_t *masks, std::uint32_t baseLines, std::uint32_t cover,
        const LinePositions &pos, std::vector<KrakenFound> &best)
    {
        const int n = m_g.side();
        int fins[kMaxKrakenFins];
        int finCount = 0;
        for (int i : idx) {
            if ((masks[i] & cover) == 0)
                return; // a line of fins only
            for (std::uint32_t m = masks[i] & ~cover; m; m &= m - 1) {
                if (finCount == kMaxKrakenFins)
                    return;
                fins[finCount++] = lineCell(m_g, columns, lines[i], __builtin_ctz(m));
            }
        }
        // The fins all in one box: a target that sees them all is a finned fish's.
        bool oneBox = true;
        for (int k = 1; k < finCount; ++k)
            oneBox = oneBox && m_g.box(fins[k]) == m_g.box(fins[0]);
        for (int l = 0; l < n; ++l) {
            if (baseLines & (std::uint32_t { 1 } << l))
                continue;
            for (std::uint32_t m = pos[l] & cover; m; m &= m - 1) {
                const int t = lineCell(m_g, columns, l, __builtin_ctz(m));
                bool seesAll = true;
                for (int k = 0; k < finCount; ++k)
                    seesAll = seesAll && m_g.arePeers(t, fins[k]);
                if (seesAll && oneBox)
                    continue;
                int cost = 0;
                const std::vector<std::uint8_t> *depths = nullptr;
                for (int k = 0; k < finCount && cost >= 0; ++k) {
                    if (m_g.arePeers(t, fins[k])) {
                        cost += 1;
                        continue;
                    }
                    if (!depths)
                        depths = &reach(m_graph.candidateNode(t, digit));
                    const std::uint8_t d = (*depths)[fins[k]];
                    cost = d == kUnreached ? -1 : cost + d;
                }
                if (cost < 0)
                    continue;
                KrakenFound &slot = best[static_cast<std::size_t>(t) * (n + 1) + digit];
                if (slot.target >= 0
                    && (slot.cost < cost
                        || (slot.cost == cost && slot.fins.size() <= std::size_t(finCount))))
                    continue;
                slot.cost = cost;
                slot.digit = digit;
                slot.target = t;
                slot.columns = columns;
                slot.base.clear();
                for (int i : idx)
                    slot.base.push_back(lines[i]);
                slot.cover = cover;
                slot.fins.assign(fins, fins + finCount);
            }
        }
    }

    Step step(const KrakenFound &f)
    {
        const Geometry &g = m_g;
        const int n = g.side();
        const int digit = f.digit;
        Step step;
        step.technique = Technique::KrakenFish;
        step.symbols = bit(digit);
        for (int l : f.base)
            step.units.push_back(f.columns ? g.columnUnit(l) : g.rowUnit(l));
        for (int i = 0; i < n; ++i)
            if (f.cover & (std::uint32_t { 1 } << i))
                step.units.push_back(f.columns ? g.rowUnit(i) : g.columnUnit(i));
        std::vector<int> body;
        for (int l : f.base)
            for (int i = 0; i < n; ++i) {
                const int c = lineCell(g, f.columns, l, i);
                if ((f.cover >> i) & 1u && m_graph.candidateNode(c, digit) >= 0)
                    body.push_back(c);
            }
        std::sort(body.begin(), body.end());
        std::vector<int> fins = f.fins;
        std::sort(fins.begin(), fins.end());
        for (int c : body) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, digit, 0 });
        }
        for (int c : fins) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, digit, 1 });
        }
        step.eliminations = { { f.target, digit } };
        // A branch per fin: the shortest chain from the fin (true) to the target (false), the
        // search from the target read backwards.
        const int targetNode = m_graph.candidateNode(f.target, digit);
        for (int fin : fins) {
            const int finNode = m_graph.candidateNode(fin, digit);
            Chain chain;
            if (g.arePeers(fin, f.target)) {
                chain.nodes = { chainNode(m_graph, finNode), chainNode(m_graph, targetNode) };
                chain.links = { ChainLink::Weak };
            } else {
                LinkFilter filter;
                m_search.run(onLiteral(targetNode), offLiteral(finNode), kMaxKrakenLinks, filter);
                std::vector<int> path = m_search.path(offLiteral(finNode));
                std::reverse(path.begin(), path.end());
                for (std::size_t i = 0; i < path.size(); ++i) {
                    chain.nodes.push_back(chainNode(m_graph, literalNode(path[i])));
                    if (i + 1 < path.size())
                        chain.links.push_back(
                            literalIsOn(path[i + 1]) ? ChainLink::Weak : ChainLink::Strong);
                }
            }
            step.chains.push_back(std::move(chain));
        }
        return step;
    }

    const Board &m_board;
    const Geometry &m_g;
    const LinkGraph<W> &m_graph;
    ChainSearch<W> &m_search;
    std::vector<int> m_reachIndex; // per candidate node, its entry in m_reach (-1: none yet)
    std::vector<std::vector<std::uint8_t>> m_reach;
};

template <int W> void krakenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    KrakenSearch<W>(board).run(out, maxSteps);
}

} // namespace

void findKrakenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0 || board.geometry().side() < 4)
        return;
    DISPATCH_CELLSET(board.geometry(), krakenFish, board, out, maxSteps);
}

} // namespace core
