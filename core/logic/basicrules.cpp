#include "logic/basicrules.h"

#include "board/candidategrid.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>

namespace core {

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

} // namespace core
