#include "logic/basicrules.h"

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
template <class Found> void forEachSubset(const Mask *masks, int n, int size, Found &&found)
{
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
        if (popcount(u) > size)
            continue;
        if (depth + 1 == size) {
            if (popcount(u) == size && !found(chosen, size, u))
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

// Where each symbol lies in every row and column, from one pass over the grid's open cells: per
// row the columns, per column the rows (bit sets). A box is boxRows() rows by boxCols() columns,
// so its places of a symbol are its rows' columns inside its stack.
struct Places
{
    using PerSymbol = std::array<Mask, kMaxSide + 1>;
    std::array<PerSymbol, kMaxSide> rowColumns;
    std::array<PerSymbol, kMaxSide> columnRows;

    // Only the symbols in `symbols` (the others' entries stay empty).
    explicit Places(const Board &board, Mask symbols = ~Mask { 0 })
    {
        const Geometry &g = board.geometry();
        const int n = g.side();
        for (int i = 0; i < n; ++i) {
            std::fill_n(rowColumns[i].data(), n + 1, 0u);
            std::fill_n(columnRows[i].data(), n + 1, 0u);
        }
        symbols &= g.allSymbols();
        int cell = 0;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c, ++cell) {
                if (board.value(cell) != 0)
                    continue;
                for (Mask m = board.candidates(cell) & symbols; m; m &= m - 1) {
                    const int s = lowestSymbol(m);
                    rowColumns[r][s] |= Mask { 1 } << c;
                    columnRows[c][s] |= Mask { 1 } << r;
                }
            }
    }
};

// A box's rows and columns: the first of each and the bits of its columns (its stack).
struct BoxSpan
{
    int firstRow;
    int firstColumn;
    Mask rows;
    Mask columns;

    BoxSpan(const Geometry &g, int box)
    {
        const int stacks = g.side() / g.boxCols();
        firstRow = box / stacks * g.boxRows();
        firstColumn = box % stacks * g.boxCols();
        rows = ((Mask { 1 } << g.boxRows()) - 1) << firstRow;
        columns = ((Mask { 1 } << g.boxCols()) - 1) << firstColumn;
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

void findPointingScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const std::size_t start = out.size();
    const Places at(board, scope.symbols);
    for (int b = 0; b < n && !full(out, start, maxSteps); ++b) {
        const int boxUnit = g.boxUnit(b);
        const BoxSpan span(g, b);
        for (Mask symbols = scope.symbols & g.allSymbols(); symbols && !full(out, start, maxSteps);
             symbols &= symbols - 1) {
            const int s = lowestSymbol(symbols);
            // The box's rows and columns holding the symbol.
            Mask rows = 0;
            Mask columns = 0;
            for (int r = span.firstRow; r < span.firstRow + g.boxRows(); ++r) {
                const Mask inBox = at.rowColumns[r][s] & span.columns;
                if (inBox) {
                    rows |= Mask { 1 } << r;
                    columns |= inBox;
                }
            }
            const bool oneRow = rows != 0 && (rows & (rows - 1)) == 0;
            const bool oneColumn = columns != 0 && (columns & (columns - 1)) == 0;
            if (rows == 0 || (oneRow && oneColumn))
                continue; // fewer than two cells
            // One row (column) of the box, and the row (column) holds the symbol in another box.
            if (oneRow && (at.rowColumns[lowestSymbol(rows)][s] & ~span.columns))
                addIntersection(
                    board, Technique::Pointing, boxUnit, g.rowUnit(lowestSymbol(rows)), s, out);
            if (oneColumn && (at.columnRows[lowestSymbol(columns)][s] & ~span.rows)
                && !full(out, start, maxSteps))
                addIntersection(board, Technique::Pointing, boxUnit,
                    g.columnUnit(lowestSymbol(columns)), s, out);
        }
    }
}

void findClaiming(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findClaimingScoped(board, FinderScope::all(), out, maxSteps);
}

void findClaimingScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const int stacks = n / g.boxCols();
    const std::size_t start = out.size();
    const Places at(board, scope.symbols);
    for (int line = 0; line < 2 * n && !full(out, start, maxSteps); ++line) {
        const bool isRow = line < n;
        const int index = isRow ? line : line - n;
        // Along a row the boxes change every boxCols() columns, along a column every boxRows().
        const int boxLength = isRow ? g.boxCols() : g.boxRows();
        for (Mask symbols = scope.symbols & g.allSymbols(); symbols && !full(out, start, maxSteps);
             symbols &= symbols - 1) {
            const int s = lowestSymbol(symbols);
            const Mask places = isRow ? at.rowColumns[index][s] : at.columnRows[index][s];
            if ((places & (places - 1)) == 0)
                continue; // fewer than two cells
            const int first = lowestSymbol(places);
            const int last = 31 - __builtin_clz(places);
            if (first / boxLength != last / boxLength)
                continue; // in two boxes or more
            // The box holds the symbol outside the line too.
            const int b = isRow ? index / g.boxRows() * stacks + first / boxLength
                                : first / boxLength * stacks + index / g.boxCols();
            const BoxSpan span(g, b);
            const Mask otherColumns = isRow ? span.columns : span.columns & ~(Mask { 1 } << index);
            bool outside = false;
            for (int r = span.firstRow; r < span.firstRow + g.boxRows() && !outside; ++r)
                outside = (!isRow || r != index) && (at.rowColumns[r][s] & otherColumns);
            if (outside)
                addIntersection(board, Technique::Claiming, line, g.boxUnit(b), s, out);
        }
    }
}

namespace {

// Naked subsets of `size` open cells in one unit (for r-Reduction too, where technique differs).
void nakedInUnit(const Board &board, int u, int size, Technique technique, std::vector<Step> &out,
    std::size_t start, int maxSteps)
{
    const Geometry &g = board.geometry();
    const auto cells = g.unit(u);
    int members[kMaxSide];
    int memberPlace[kMaxSide]; // the member's place in the unit
    Mask masks[kMaxSide];
    Mask candidates[kMaxSide]; // per place in the unit
    const int places = static_cast<int>(cells.size());
    int count = 0;
    for (int i = 0; i < places; ++i) {
        const Mask c = cand(board, cells[i]);
        candidates[i] = c;
        // Two candidates or more, at most `size`: without a population count.
        Mask rest = c & (c - 1);
        const bool several = rest != 0;
        for (int k = 1; k < size && rest; ++k)
            rest &= rest - 1;
        if (board.value(cells[i]) == 0 && several && rest == 0) {
            members[count] = cells[i];
            memberPlace[count] = i;
            masks[count] = c;
            ++count;
        }
    }
    forEachSubset(masks, count, size, [&](const int *chosen, int k, Mask digits) {
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

void findNakedSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    const Geometry &g = board.geometry();
    const std::size_t start = out.size();
    if (size < 2)
        return;
    for (int i = 0; i < g.unitCount() && !full(out, start, maxSteps); ++i) {
        const int u = unitInSearchOrder(g, i);
        if (scope.hasUnit(u))
            nakedInUnit(board, u, size, nakedTechnique(size), out, start, maxSteps);
    }
}

void findHiddenSubsets(const Board &board, std::vector<Step> &out, int size, int maxSteps)
{
    findHiddenSubsets(board, FinderScope::all(), out, size, maxSteps);
}

void findHiddenSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const std::size_t start = out.size();
    if (size < 2)
        return;
    for (int i = 0; i < g.unitCount() && !full(out, start, maxSteps); ++i) {
        const int u = unitInSearchOrder(g, i);
        if (!scope.hasUnit(u))
            continue;
        const auto cells = g.unit(u);
        Mask pos[kMaxSide + 1] = {};
        Mask placed = 0;
        for (int k = 0; k < static_cast<int>(cells.size()); ++k) {
            placed |= bit(board.value(cells[k]));
            Mask c = cand(board, cells[k]);
            while (c) {
                pos[lowestSymbol(c)] |= Mask { 1 } << k;
                c &= c - 1;
            }
        }
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
        forEachSubset(masks, count, size, [&](const int *chosen, int k, Mask where) {
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
