#include "logic/basicrules.h"

#include "board/candidategrid.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>

namespace core {

namespace {

// The candidates of an open cell (a filled cell has none), limited to the grid's symbols.
Mask cand(const Board &board, int cell)
{
    return board.value(cell) == 0 ? board.candidates(cell) & board.geometry().allSymbols() : 0;
}

bool full(const std::vector<Step> &out, std::size_t start, int maxSteps)
{
    return static_cast<int>(out.size() - start) >= maxSteps;
}

void addPattern(Step &step, const Board &board, int cell, Mask symbols)
{
    Mask m = cand(board, cell) & symbols;
    while (m) {
        const int s = lowestSymbol(m);
        m &= m - 1;
        step.pattern.push_back({ cell, s, 0 });
    }
}

Technique nakedTechnique(int size)
{
    return size == 2 ? Technique::NakedPair
        : size == 3  ? Technique::NakedTriple
                     : Technique::NakedQuad;
}

Technique hiddenTechnique(int size)
{
    return size == 2 ? Technique::HiddenPair
        : size == 3  ? Technique::HiddenTriple
                     : Technique::HiddenQuad;
}

// Every combination of `size` of the n masks whose union has exactly `size` bits; found() returns
// false to stop.
// SIZE > 0: the size known at compile time (it is `size`).
template <int SIZE = 0, class Found>
void forEachSubset(const Mask *masks, int n, int size, Found &&found)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    if (size <= 0 || size > n)
        return;
    int chosen[kMaxSide];
    Mask unions[kMaxSide + 1];
    unions[0] = 0;
    int depth = 0;
    chosen[0] = -1;
    while (depth >= 0) {
        const int next = chosen[depth] + 1;
        if (next > n - (size - depth)) {
            --depth;
            continue;
        }
        chosen[depth] = next;
        const Mask u = unions[depth] | masks[next];
        const int bits = maskCount(u);
        if (bits > size)
            continue;
        if (depth + 1 == size) {
            if (bits == size && !found(chosen, size, u))
                return;
            continue;
        }
        unions[depth + 1] = u;
        ++depth;
        chosen[depth] = chosen[depth - 1];
    }
}

} // namespace

namespace {

Step singleStep(Technique technique, int unit, int cell, int symbol)
{
    Step step;
    step.technique = technique;
    if (unit >= 0)
        step.units = { unit };
    step.cells = { cell };
    step.symbols = bit(symbol);
    step.pattern = { { cell, symbol, 0 } };
    step.placements = { { cell, symbol } };
    return step;
}

} // namespace

Step fullHouseStep(int unit, int cell, int symbol)
{
    return singleStep(Technique::FullHouse, unit, cell, symbol);
}

Step nakedSingleStep(int cell, int symbol)
{
    return singleStep(Technique::NakedSingle, -1, cell, symbol);
}

Step hiddenSingleStep(int unit, int cell, int symbol)
{
    return singleStep(Technique::HiddenSingle, unit, cell, symbol);
}

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

void findNakedSingles(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const std::size_t start = out.size();
    for (int cell = 0; cell < board.cellCount() && !full(out, start, maxSteps); ++cell) {
        const Mask c = cand(board, cell);
        if (board.value(cell) != 0 || popcount(c) != 1)
            continue;
        out.push_back(nakedSingleStep(cell, lowestSymbol(c)));
    }
}

void findHiddenSingles(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const std::size_t start = out.size();
    for (int i = 0; i < g.unitCount() && !full(out, start, maxSteps); ++i) {
        const int u = unitInSearchOrder(g, i);
        const auto cells = g.unit(u);
        Mask once = 0, twice = 0, placed = 0;
        for (int cell : cells) {
            const Mask c = cand(board, cell);
            twice |= once & c;
            once |= c;
            placed |= bit(board.value(cell));
        }
        Mask singles = once & ~twice & ~placed;
        while (singles && !full(out, start, maxSteps)) {
            const int s = lowestSymbol(singles);
            singles &= singles - 1;
            int where = -1;
            for (int cell : cells)
                if (cand(board, cell) & bit(s))
                    where = cell;
            const bool seen = std::any_of(
                out.begin() + static_cast<std::ptrdiff_t>(start), out.end(), [&](const Step &st) {
                    return st.placements[0].cell == where && st.placements[0].symbol == s;
                });
            if (seen)
                continue;
            out.push_back(hiddenSingleStep(u, where, s));
        }
    }
}

namespace {

// The symbols of every segment (the cells a row or column shares with a box), from one pass over
// the grid's open cells: rowSegments[r][t] is row r inside stack t (the boxes' column band),
// columnSegments[c][k] column c inside band k. With `lineTwice`, also per row and per column the
// symbols held by two cells or more. Every test below is per symbol on these masks (all symbols at
// once).
struct Segments
{
    std::array<std::array<Mask, kMaxBoxSide>, kMaxSide> rowSegments;
    std::array<std::array<Mask, kMaxBoxSide>, kMaxSide> columnSegments;
    std::array<Mask, kMaxSide> rowTwice;
    std::array<Mask, kMaxSide> columnTwice;
    int stacks; // segments per row (boxes across)
    int bands; // segments per column (boxes down)

    Segments() = default;
    Segments(const Board &board, bool lineTwice)
    {
        const Geometry &g = board.geometry();
        const int br = g.boxRows();
        const int bc = g.boxCols();
        // The classic 3x3 boxes with the loops' bounds known (unrolled), any other the same way.
        if (br == 3 && bc == 3) {
            if (lineTwice)
                load<3, 3, true>(board, br, bc);
            else
                load<3, 3, false>(board, br, bc);
        } else {
            if (lineTwice)
                load<0, 0, true>(board, br, bc);
            else
                load<0, 0, false>(board, br, bc);
        }
    }

    // BR, BC: the boxes' rows and columns when known at compile time (0: br, bc).
    template <int BR, int BC, bool LineTwice> void load(const Board &board, int br, int bc)
    {
        if constexpr (BR > 0) {
            br = BR;
            bc = BC;
        }
        const int n = br * bc;
        stacks = n / bc;
        bands = n / br;
        const Mask all = board.geometry().allSymbols();
        for (int i = 0; i < n; ++i) {
            rowSegments[i].fill(0);
            columnSegments[i].fill(0);
        }
        std::array<Mask, kMaxSide> columnOnce {};
        columnTwice.fill(0);
        const std::uint8_t *values = board.values().data();
        int cell = 0;
        for (int r = 0; r < n; ++r) {
            const int band = r / br;
            Mask rowOnce = 0;
            Mask twice = 0;
            for (int t = 0; t < stacks; ++t) {
                Mask seg = 0;
                for (int j = 0; j < bc; ++j, ++cell) {
                    const int c = t * bc + j;
                    const Mask m = values[cell] == 0 ? board.candidates(cell) & all : 0;
                    seg |= m;
                    columnSegments[c][band] |= m;
                    if constexpr (LineTwice) {
                        twice |= rowOnce & m;
                        rowOnce |= m;
                        columnTwice[c] |= columnOnce[c] & m;
                        columnOnce[c] |= m;
                    }
                }
                rowSegments[r][t] = seg;
            }
            rowTwice[r] = twice;
        }
    }
};

// An intersection step (Pointing: from the box to the line; Claiming: from the line to the box),
// known to eliminate something: the pattern is the symbol's candidates in `from`, the
// eliminations its candidates in `to` outside `from`.
void addIntersection(
    const Board &board, Technique technique, int from, int to, int symbol, std::vector<Step> &out)
{
    const Geometry &g = board.geometry();
    Step step;
    step.technique = technique;
    step.units = { from, to };
    step.symbols = bit(symbol);
    // At most a unit's cells each: one allocation per list.
    step.cells.reserve(g.side());
    step.pattern.reserve(g.side());
    step.eliminations.reserve(g.side());
    for (int cell : g.unit(from))
        if (cand(board, cell) & bit(symbol)) {
            step.cells.push_back(cell);
            step.pattern.push_back({ cell, symbol, 0 });
        }
    for (int cell : g.unit(to))
        if ((cand(board, cell) & bit(symbol))
            && std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end())
            step.eliminations.push_back({ cell, symbol });
    out.push_back(std::move(step));
}

} // namespace

void findPointing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findPointingScoped(board, FinderScope::all(), out, maxSteps);
}

namespace {

// Pointing with the boxes' rows and columns known at compile time (BR, BC > 0) or not.
template <int BR, int BC>
void pointingIn(const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int br = BR > 0 ? BR : g.boxRows();
    const int bc = BC > 0 ? BC : g.boxCols();
    const int n = br * bc;
    const std::size_t start = out.size();
    const Mask inScope = scope.symbols & g.allSymbols();
    if (!inScope || maxSteps <= 0)
        return;
    Segments seg;
    seg.load<BR, BC, false>(board, br, bc);
    const int stacks = n / bc;
    const int bands = n / br;
    for (int b = 0; b < n && !full(out, start, maxSteps); ++b) {
        const int band = b / stacks;
        const int stack = b % stacks;
        const int firstRow = band * br;
        const int firstColumn = stack * bc;
        // Per symbol: the box's rows (columns) holding it once / twice or more.
        Mask rowOnce = 0;
        Mask rowTwice = 0;
        for (int r = firstRow; r < firstRow + br; ++r) {
            const Mask m = seg.rowSegments[r][stack];
            rowTwice |= rowOnce & m;
            rowOnce |= m;
        }
        Mask columnOnce = 0;
        Mask columnTwice = 0;
        for (int c = firstColumn; c < firstColumn + bc; ++c) {
            const Mask m = seg.columnSegments[c][band];
            columnTwice |= columnOnce & m;
            columnOnce |= m;
        }
        const Mask oneRow = rowOnce & ~rowTwice;
        const Mask oneColumn = columnOnce & ~columnTwice;
        // In one row of the box and more than one cell (not one column too), and the row
        // holds the symbol in another box; the same for columns.
        Mask rowHits = 0;
        for (int r = firstRow; r < firstRow + br; ++r) {
            Mask elsewhere = 0;
            for (int t = 0; t < stacks; ++t)
                if (t != stack)
                    elsewhere |= seg.rowSegments[r][t];
            rowHits |= seg.rowSegments[r][stack] & elsewhere;
        }
        rowHits &= oneRow & ~oneColumn & inScope;
        Mask columnHits = 0;
        for (int c = firstColumn; c < firstColumn + bc; ++c) {
            Mask elsewhere = 0;
            for (int k = 0; k < bands; ++k)
                if (k != band)
                    elsewhere |= seg.columnSegments[c][k];
            columnHits |= seg.columnSegments[c][band] & elsewhere;
        }
        columnHits &= oneColumn & ~oneRow & inScope;
        const int boxUnit = g.boxUnit(b);
        for (Mask symbols = rowHits | columnHits; symbols && !full(out, start, maxSteps);
             symbols &= symbols - 1) {
            const int s = lowestSymbol(symbols);
            if (rowHits & bit(s)) {
                int r = firstRow;
                while (!(seg.rowSegments[r][stack] & bit(s)))
                    ++r;
                addIntersection(board, Technique::Pointing, boxUnit, g.rowUnit(r), s, out);
            }
            if ((columnHits & bit(s)) && !full(out, start, maxSteps)) {
                int c = firstColumn;
                while (!(seg.columnSegments[c][band] & bit(s)))
                    ++c;
                addIntersection(board, Technique::Pointing, boxUnit, g.columnUnit(c), s, out);
            }
        }
    }
}

} // namespace

void findPointingScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    if (g.boxRows() == 3 && g.boxCols() == 3)
        pointingIn<3, 3>(board, scope, out, maxSteps);
    else
        pointingIn<0, 0>(board, scope, out, maxSteps);
}

void findClaiming(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findClaimingScoped(board, FinderScope::all(), out, maxSteps);
}

namespace {

// Claiming with the boxes' rows and columns known at compile time (BR, BC > 0) or not.
template <int BR, int BC>
void claimingIn(const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int br = BR > 0 ? BR : g.boxRows();
    const int bc = BC > 0 ? BC : g.boxCols();
    const int n = br * bc;
    const std::size_t start = out.size();
    const Mask inScope = scope.symbols & g.allSymbols();
    if (!inScope || maxSteps <= 0)
        return;
    Segments seg;
    seg.load<BR, BC, true>(board, br, bc);
    const int stacks = n / bc;
    const int bands = n / br;
    for (int line = 0; line < 2 * n && !full(out, start, maxSteps); ++line) {
        const bool isRow = line < n;
        const int index = isRow ? line : line - n;
        // The line's segments (one per box it meets) and, per segment, the other lines of its
        // box (their segments in that box).
        const auto &segments = isRow ? seg.rowSegments[index] : seg.columnSegments[index];
        const int count = isRow ? stacks : bands;
        const int boxLines = isRow ? br : bc;
        const int firstLine = index / boxLines * boxLines;
        Mask once = 0;
        Mask twice = 0;
        Mask outside = 0; // in the box of its segment, outside the line
        for (int k = 0; k < count; ++k) {
            const Mask m = segments[k];
            twice |= once & m;
            once |= m;
            Mask others = 0;
            for (int l = firstLine; l < firstLine + boxLines; ++l)
                if (l != index)
                    others |= isRow ? seg.rowSegments[l][k] : seg.columnSegments[l][k];
            outside |= m & others;
        }
        // In one box of the line, in two cells or more, and elsewhere in that box.
        const Mask hits
            = once & ~twice & (isRow ? seg.rowTwice : seg.columnTwice)[index] & outside & inScope;
        for (Mask symbols = hits; symbols && !full(out, start, maxSteps); symbols &= symbols - 1) {
            const int s = lowestSymbol(symbols);
            int k = 0;
            while (!(segments[k] & bit(s)))
                ++k;
            const int b = isRow ? index / br * stacks + k : k * stacks + index / bc;
            addIntersection(board, Technique::Claiming, line, g.boxUnit(b), s, out);
        }
    }
}

} // namespace

void findClaimingScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    if (g.boxRows() == 3 && g.boxCols() == 3)
        claimingIn<3, 3>(board, scope, out, maxSteps);
    else
        claimingIn<0, 0>(board, scope, out, maxSteps);
}

namespace {

// Naked subsets of `size` open cells in one unit (for r-Reduction too, where technique differs).
// N, SIZE > 0: the side and the size known at compile time (they are the board's and `size`).
template <int N = 0, int SIZE = 0>
void nakedInUnit(const Board &board, int u, int size, Technique technique, std::vector<Step> &out,
    std::size_t start, int maxSteps)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    const Geometry &g = board.geometry();
    const auto cells = g.unit(u);
    int members[kMaxSide];
    int memberPlace[kMaxSide]; // the member's place in the unit
    Mask masks[kMaxSide];
    Mask candidates[kMaxSide]; // per place in the unit
    const int places = N > 0 ? N : static_cast<int>(cells.size());
    int count = 0;
    for (int i = 0; i < places; ++i) {
        const Mask c = cand(board, cells[i]);
        candidates[i] = c;
        // Two candidates or more, at most `size`.
        const int bits = maskCount(c);
        if (board.value(cells[i]) == 0 && bits >= 2 && bits <= size) {
            members[count] = cells[i];
            memberPlace[count] = i;
            masks[count] = c;
            ++count;
        }
    }
    forEachSubset<SIZE>(masks, count, size, [&](const int *chosen, int k, Mask digits) {
        // Nothing to remove (the usual case): no Step is made.
        std::uint32_t chosenPlaces = 0;
        for (int i = 0; i < k; ++i)
            chosenPlaces |= std::uint32_t { 1 } << memberPlace[chosen[i]];
        Mask hits = 0;
        for (int i = 0; i < places; ++i)
            if (!((chosenPlaces >> i) & 1u))
                hits |= candidates[i];
        if (!(hits & digits))
            return !full(out, start, maxSteps);
        Step step;
        step.technique = technique;
        step.units = { u };
        step.symbols = digits;
        for (int i = 0; i < k; ++i) {
            step.cells.push_back(members[chosen[i]]);
            addPattern(step, board, members[chosen[i]], digits);
        }
        for (int cell : cells) {
            if (std::find(step.cells.begin(), step.cells.end(), cell) != step.cells.end())
                continue;
            Mask hit = cand(board, cell) & digits;
            while (hit) {
                step.eliminations.push_back({ cell, lowestSymbol(hit) });
                hit &= hit - 1;
            }
        }
        if (!step.eliminations.empty())
            out.push_back(std::move(step));
        return !full(out, start, maxSteps);
    });
}

} // namespace

void findNakedSubsets(const Board &board, std::vector<Step> &out, int size, int maxSteps)
{
    findNakedSubsets(board, FinderScope::all(), out, size, maxSteps);
}

namespace {

template <int N, int SIZE>
void nakedSubsetsIn(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    const Geometry &g = board.geometry();
    const std::size_t start = out.size();
    for (int i = 0; i < g.unitCount() && !full(out, start, maxSteps); ++i) {
        const int u = unitInSearchOrder(g, i);
        if (scope.hasUnit(u))
            nakedInUnit<N, SIZE>(board, u, size, nakedTechnique(size), out, start, maxSteps);
    }
}

} // namespace

void findNakedSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    if (size < 2)
        return;
    // The classic side and sizes with their bounds known at compile time, any other the same way.
    withClassicSize(board.geometry().side(), size, [&](auto n, auto s) {
        nakedSubsetsIn<decltype(n)::value, decltype(s)::value>(board, scope, out, size, maxSteps);
    });
}

namespace {

// Per symbol, the places (indices in the unit) of the open cells holding it; the unit's values.
struct UnitPlaces
{
    Mask placed;
    std::array<Mask, kMaxSide + 1> pos;

    void find(const Board &board, std::span<const int> cells)
    {
        std::fill_n(pos.data(), cells.size() + 1, Mask { 0 });
        placed = 0;
        for (int k = 0; k < static_cast<int>(cells.size()); ++k) {
            placed |= bit(board.value(cells[k]));
            Mask c = cand(board, cells[k]);
            while (c) {
                pos[lowestSymbol(c)] |= Mask { 1 } << k;
                c &= c - 1;
            }
        }
    }
};

// UnitPlaces of the units found at the position numbered `key`.
struct UnitPlacesMemo
{
    std::uint64_t key = 0;
    std::array<std::uint64_t, 2> done {};
    std::array<UnitPlaces, 3 * kMaxSide> units;
};

} // namespace

void findHiddenSubsets(const Board &board, std::vector<Step> &out, int size, int maxSteps)
{
    findHiddenSubsets(board, FinderScope::all(), out, size, maxSteps);
}

namespace {

// One memo per thread for every size (not one per instance of the template below).
UnitPlacesMemo &unitPlacesMemo()
{
    thread_local UnitPlacesMemo memo;
    return memo;
}

// N, SIZE > 0: the side and the size known at compile time (they are the board's and `size`).
template <int N, int SIZE>
void hiddenSubsetsIn(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    const Geometry &g = board.geometry();
    const int n = N > 0 ? N : g.side();
    const std::size_t start = out.size();
    // On the tutor path's position, the units' places are kept for the other sizes (a per-thread
    // memo: this finder opens no PathPositionScope while it holds pointers into it).
    const std::uint64_t key = pathPositionKey(board);
    UnitPlacesMemo &memo = unitPlacesMemo();
    if (key != 0 && memo.key != key) {
        memo.key = key;
        memo.done = {};
    }
    UnitPlaces local;
    for (int i = 0; i < g.unitCount() && !full(out, start, maxSteps); ++i) {
        const int u = unitInSearchOrder(g, i);
        if (!scope.hasUnit(u))
            continue;
        const auto cells = g.unit(u);
        UnitPlaces *places = &local;
        if (key != 0) {
            places = &memo.units[u];
            std::uint64_t &done = memo.done[u >> 6];
            const std::uint64_t b = std::uint64_t { 1 } << (u & 63);
            if (!(done & b)) {
                places->find(board, cells);
                done |= b;
            }
        } else {
            local.find(board, cells);
        }
        const Mask *pos = places->pos.data();
        const Mask placed = places->placed;
        int digits[kMaxSide];
        Mask masks[kMaxSide];
        int count = 0;
        for (int s = 1; s <= n; ++s) {
            // Two places or more, at most `size`: without a population count.
            Mask rest = pos[s] & (pos[s] - 1); // without its first place
            const bool several = rest != 0;
            for (int k = 1; k < size && rest; ++k)
                rest &= rest - 1;
            if (!(placed & bit(s)) && several && rest == 0) {
                digits[count] = s;
                masks[count] = pos[s];
                ++count;
            }
        }
        forEachSubset<SIZE>(masks, count, size, [&](const int *chosen, int k, Mask where) {
            Mask keep = 0;
            for (int j = 0; j < k; ++j)
                keep |= bit(digits[chosen[j]]);
            // Nothing to remove (the usual case): no Step is made.
            Mask others = 0;
            for (Mask w = where; w; w &= w - 1)
                others |= cand(board, cells[lowestSymbol(w)]) & ~keep;
            if (!others)
                return !full(out, start, maxSteps);
            Step step;
            step.technique = hiddenTechnique(size);
            step.units = { u };
            step.symbols = keep;
            for (Mask w = where; w; w &= w - 1) {
                const int cell = cells[lowestSymbol(w)];
                step.cells.push_back(cell);
                addPattern(step, board, cell, keep);
                Mask other = cand(board, cell) & ~keep;
                while (other) {
                    step.eliminations.push_back({ cell, lowestSymbol(other) });
                    other &= other - 1;
                }
            }
            if (!step.eliminations.empty())
                out.push_back(std::move(step));
            return !full(out, start, maxSteps);
        });
    }
}

} // namespace

void findHiddenSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    if (size < 2)
        return;
    // The classic side and sizes with their bounds known at compile time, any other the same way.
    withClassicSize(board.geometry().side(), size, [&](auto n, auto s) {
        hiddenSubsetsIn<decltype(n)::value, decltype(s)::value>(board, scope, out, size, maxSteps);
    });
}

void findNakedPairs(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findNakedSubsets(board, out, 2, maxSteps);
}

void findNakedTriples(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findNakedSubsets(board, out, 3, maxSteps);
}

void findNakedQuads(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findNakedSubsets(board, out, 4, maxSteps);
}

void findHiddenPairs(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findHiddenSubsets(board, out, 2, maxSteps);
}

void findHiddenTriples(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findHiddenSubsets(board, out, 3, maxSteps);
}

void findHiddenQuads(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findHiddenSubsets(board, out, 4, maxSteps);
}

void findRReduction(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const std::size_t start = out.size();
    if (maxSteps <= 0)
        return;
    // r = 1: filled cells still seen as candidates in a section, then open single-candidate cells.
    for (int u = 0; u < g.unitCount() && !full(out, start, maxSteps); ++u) {
        const auto cells = g.unit(u);
        for (int cell : cells) {
            const int v = board.value(cell);
            if (v == 0 || full(out, start, maxSteps))
                continue;
            Step step;
            step.technique = Technique::RReduction;
            step.units = { u };
            step.cells = { cell };
            step.symbols = bit(v);
            for (int other : cells)
                if (other != cell && (cand(board, other) & bit(v)))
                    step.eliminations.push_back({ other, v });
            if (!step.eliminations.empty())
                out.push_back(std::move(step));
        }
    }
    for (int cell = 0; cell < board.cellCount() && !full(out, start, maxSteps); ++cell) {
        const Mask c = cand(board, cell);
        if (board.value(cell) != 0 || popcount(c) != 1)
            continue;
        Step step;
        step.technique = Technique::RReduction;
        const auto units = g.unitsOf(cell);
        step.units.assign(units.begin(), units.end());
        step.cells = { cell };
        step.symbols = c;
        step.pattern = { { cell, lowestSymbol(c), 0 } };
        step.placements = { { cell, lowestSymbol(c) } };
        out.push_back(std::move(step));
    }
    for (int r = 2; r < n && !full(out, start, maxSteps); ++r)
        for (int u = 0; u < g.unitCount() && !full(out, start, maxSteps); ++u)
            nakedInUnit(board, u, r, Technique::RReduction, out, start, maxSteps);
}

} // namespace core
