#include "logic/uniqueness.h"

#include "board/candidategrid.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace core {

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

} // namespace core
