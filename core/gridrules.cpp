#include "gridrules.h"

namespace core::gridrules {

namespace {

// Calls found(chosenIndices, count, unionMask) for every combination of `size` of the n masks
// whose union has exactly `size` bits. Depth-first with pruning on the union; no allocation.
template <class Found>
void forEachSubset(const Mask *masks, int n, int size, Found &&found)
{
    int chosen[kMaxSide];
    Mask unions[kMaxSide + 1];
    unions[0] = 0;
    int depth = 0;
    chosen[0] = -1;
    while (depth >= 0) {
        int next = chosen[depth] + 1;
        // Not enough masks left to complete the combination: go back up.
        if (next > n - (size - depth)) {
            --depth;
            continue;
        }
        chosen[depth] = next;
        const Mask u = unions[depth] | masks[next];
        if (popcount(u) > size)
            continue;
        if (depth + 1 == size) {
            if (popcount(u) == size)
                found(chosen, size, u);
            continue;
        }
        unions[depth + 1] = u;
        ++depth;
        chosen[depth] = chosen[depth - 1];
    }
}

} // namespace

bool nakedSingles(CandidateGrid &grid)
{
    bool changed = false;
    const int cells = grid.cellCount();
    for (int cell = 0; cell < cells; ++cell) {
        if (grid.value(cell) != 0)
            continue;
        const Mask c = grid.candidates(cell);
        if (c == 0) {
            grid.markContradiction();
            return true;
        }
        if ((c & (c - 1)) == 0) {
            changed = true;
            if (!grid.place(cell, lowestSymbol(c)))
                return true;
        }
    }
    return changed;
}

bool hiddenSingles(CandidateGrid &grid)
{
    const Geometry &g = grid.geometry();
    const Mask all = g.allSymbols();
    bool changed = false;
    for (int u = 0; u < g.unitCount(); ++u) {
        const auto cells = g.unit(u);
        Mask once = 0;
        Mask twice = 0;
        Mask placed = 0;
        for (int cell : cells) {
            const Mask c = grid.candidates(cell);
            twice |= once & c;
            once |= c;
            placed |= bit(grid.value(cell));
        }
        placed &= all;
        if ((once | placed) != all) {
            grid.markContradiction();
            return true;
        }
        Mask singles = once & ~twice;
        while (singles) {
            const int s = lowestSymbol(singles);
            singles &= singles - 1;
            for (int cell : cells) {
                if (grid.candidates(cell) & bit(s)) {
                    changed = true;
                    if (!grid.place(cell, s))
                        return true;
                    break;
                }
            }
        }
    }
    return changed;
}

bool pointing(CandidateGrid &grid)
{
    const Geometry &g = grid.geometry();
    const int n = g.side();
    bool changed = false;
    for (int b = 0; b < n; ++b) {
        const auto cells = g.unit(g.boxUnit(b));
        // Per symbol: the rows and the columns (as bit sets) where it is a candidate in the box.
        Mask rows[kMaxSide + 1] = {};
        Mask cols[kMaxSide + 1] = {};
        Mask present = 0;
        for (int cell : cells) {
            Mask c = grid.candidates(cell);
            present |= c;
            while (c) {
                const int s = lowestSymbol(c);
                c &= c - 1;
                rows[s] |= Mask { 1 } << g.row(cell);
                cols[s] |= Mask { 1 } << g.column(cell);
            }
        }
        while (present) {
            const int s = lowestSymbol(present);
            present &= present - 1;
            if (popcount(rows[s]) == 1) {
                const int r = lowestSymbol(rows[s]);
                for (int cell : g.unit(g.rowUnit(r)))
                    if (g.box(cell) != b && grid.eliminate(cell, bit(s)))
                        changed = true;
            }
            if (popcount(cols[s]) == 1) {
                const int c = lowestSymbol(cols[s]);
                for (int cell : g.unit(g.columnUnit(c)))
                    if (g.box(cell) != b && grid.eliminate(cell, bit(s)))
                        changed = true;
            }
        }
        if (grid.contradiction())
            return true;
    }
    return changed;
}

bool claiming(CandidateGrid &grid)
{
    const Geometry &g = grid.geometry();
    const int n = g.side();
    bool changed = false;
    for (int u = 0; u < 2 * n; ++u) {
        const auto cells = g.unit(u);
        const bool isRow = u < n;
        Mask boxes[kMaxSide + 1] = {};
        Mask present = 0;
        for (int cell : cells) {
            Mask c = grid.candidates(cell);
            present |= c;
            while (c) {
                const int s = lowestSymbol(c);
                c &= c - 1;
                boxes[s] |= Mask { 1 } << g.box(cell);
            }
        }
        while (present) {
            const int s = lowestSymbol(present);
            present &= present - 1;
            if (popcount(boxes[s]) != 1)
                continue;
            const int b = lowestSymbol(boxes[s]);
            for (int cell : g.unit(g.boxUnit(b))) {
                const bool inLine = isRow ? g.row(cell) == u : g.column(cell) == u - n;
                if (!inLine && grid.eliminate(cell, bit(s)))
                    changed = true;
            }
        }
        if (grid.contradiction())
            return true;
    }
    return changed;
}

bool nakedSubsets(CandidateGrid &grid, int size)
{
    const Geometry &g = grid.geometry();
    bool changed = false;
    for (int u = 0; u < g.unitCount(); ++u) {
        const auto cells = g.unit(u);
        int members[kMaxSide];
        Mask masks[kMaxSide];
        int count = 0;
        int open = 0;
        for (int cell : cells) {
            if (grid.value(cell) != 0)
                continue;
            ++open;
            const int pc = popcount(grid.candidates(cell));
            if (pc >= 2 && pc <= size) {
                members[count] = cell;
                masks[count] = grid.candidates(cell);
                ++count;
            }
        }
        if (count < size || open <= size)
            continue;
        forEachSubset(masks, count, size, [&](const int *chosen, int k, Mask digits) {
            for (int cell : cells) {
                bool inSet = false;
                for (int i = 0; i < k; ++i)
                    inSet = inSet || members[chosen[i]] == cell;
                if (!inSet && grid.eliminate(cell, digits))
                    changed = true;
            }
        });
        if (grid.contradiction())
            return true;
    }
    return changed;
}

bool hiddenSubsets(CandidateGrid &grid, int size)
{
    const Geometry &g = grid.geometry();
    const Mask all = g.allSymbols();
    bool changed = false;
    for (int u = 0; u < g.unitCount(); ++u) {
        const auto cells = g.unit(u);
        Mask pos[kMaxSide + 1] = {};
        Mask placed = 0;
        int open = 0;
        for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
            const int cell = cells[i];
            placed |= bit(grid.value(cell));
            open += grid.value(cell) == 0;
            Mask c = grid.candidates(cell);
            while (c) {
                const int s = lowestSymbol(c);
                c &= c - 1;
                pos[s] |= Mask { 1 } << i;
            }
        }
        if (open <= size)
            continue;
        int digits[kMaxSide];
        Mask masks[kMaxSide];
        int count = 0;
        Mask free = all & ~placed;
        while (free) {
            const int s = lowestSymbol(free);
            free &= free - 1;
            const int pc = popcount(pos[s]);
            if (pc == 0) {
                grid.markContradiction();
                return true;
            }
            if (pc >= 2 && pc <= size) {
                digits[count] = s;
                masks[count] = pos[s];
                ++count;
            }
        }
        if (count < size)
            continue;
        forEachSubset(masks, count, size, [&](const int *chosen, int k, Mask where) {
            Mask keep = 0;
            for (int i = 0; i < k; ++i)
                keep |= bit(digits[chosen[i]]);
            while (where) {
                const int i = lowestSymbol(where);
                where &= where - 1;
                if (grid.eliminate(cells[i], ~keep & all))
                    changed = true;
            }
        });
        if (grid.contradiction())
            return true;
    }
    return changed;
}

} // namespace core::gridrules
