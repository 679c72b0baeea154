#include "logic/singledigit.h"

#include "board/candidategrid.h"
#include "logic/chainstep.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace core {

void findSkyscraper(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findSkyscraperScoped(board, FinderScope::all(), out, maxSteps);
}

void findSkyscraperScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, scope.symbols, scratch);
    const auto &rowPositions = positions.rows;
    const auto &columnPositions = positions.columns;
    int found = 0;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        for (int orient = 0; orient < 2 && found < maxSteps; ++orient) {
            const bool columns = orient == 1;
            const LinePositions &pos = columns ? columnPositions[s] : rowPositions[s];
            for (int a = 0; a < n && found < maxSteps; ++a) {
                if (maskCount(pos[a]) != 2)
                    continue;
                for (int b = a + 1; b < n && found < maxSteps; ++b) {
                    if (maskCount(pos[b]) != 2)
                        continue;
                    const std::uint32_t common = pos[a] & pos[b];
                    if (maskCount(common) != 1) // 2 is an X-Wing, 0 no shared line
                        continue;
                    const int shared = __builtin_ctz(common);
                    const int topA = __builtin_ctz(pos[a] & ~common);
                    const int topB = __builtin_ctz(pos[b] & ~common);
                    const int baseCellA = lineCell(g, columns, a, shared);
                    const int baseCellB = lineCell(g, columns, b, shared);
                    const int topCellA = lineCell(g, columns, a, topA);
                    const int topCellB = lineCell(g, columns, b, topB);
                    const std::array<int, 4> cells { baseCellA, baseCellB, topCellA, topCellB };
                    const std::array<int, 2> tops { topCellA, topCellB };
                    Step step;
                    step.eliminations = eliminateSeeingAll(board, s, tops, cells);
                    if (step.eliminations.empty())
                        continue;
                    step.technique = Technique::Skyscraper;
                    step.symbols = bit(s);
                    step.units = { columns ? g.columnUnit(a) : g.rowUnit(a),
                        columns ? g.columnUnit(b) : g.rowUnit(b),
                        columns ? g.rowUnit(shared) : g.columnUnit(shared) };
                    step.cells.assign(cells.begin(), cells.end());
                    step.pattern = { { baseCellA, s, 0 }, { baseCellB, s, 0 }, { topCellA, s, 1 },
                        { topCellB, s, 1 } };
                    // topA=baseA-baseB=topB.
                    const std::array<int, 4> chainCells { topCellA, baseCellA, baseCellB,
                        topCellB };
                    Chain chain = alternatingChain(chainCells, s, ChainLink::Strong);
                    chain.eliminations = step.eliminations;
                    step.chains.push_back(std::move(chain));
                    out.push_back(std::move(step));
                    ++found;
                }
            }
        }
    }
}

void findTwoStringKite(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findTwoStringKiteScoped(board, FinderScope::all(), out, maxSteps);
}

void findTwoStringKiteScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, scope.symbols, scratch);
    const auto &rowPositions = positions.rows;
    const auto &columnPositions = positions.columns;
    int found = 0;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        const LinePositions &rowPos = rowPositions[s];
        const LinePositions &colPos = columnPositions[s];
        for (int r = 0; r < n && found < maxSteps; ++r) {
            if (maskCount(rowPos[r]) != 2)
                continue;
            const int r0 = g.cellAt(r, __builtin_ctz(rowPos[r]));
            const int r1 = g.cellAt(r, 31 - __builtin_clz(rowPos[r]));
            for (int c = 0; c < n && found < maxSteps; ++c) {
                if (maskCount(colPos[c]) != 2)
                    continue;
                const int c0 = g.cellAt(__builtin_ctz(colPos[c]), c);
                const int c1 = g.cellAt(31 - __builtin_clz(colPos[c]), c);
                if (r0 == c0 || r0 == c1 || r1 == c0 || r1 == c1)
                    continue;
                // Which row end and column end share a box (the other ends must leave it).
                const std::array<std::array<int, 2>, 2> rowEnds { { { r0, r1 }, { r1, r0 } } };
                const std::array<std::array<int, 2>, 2> colEnds { { { c0, c1 }, { c1, c0 } } };
                for (const auto &re : rowEnds) {
                    for (const auto &ce : colEnds) {
                        if (found >= maxSteps)
                            break;
                        const int box = g.box(re[0]);
                        if (g.box(ce[0]) != box || g.box(re[1]) == box || g.box(ce[1]) == box)
                            continue;
                        const std::array<int, 4> cells { re[0], ce[0], re[1], ce[1] };
                        const std::array<int, 2> ends { re[1], ce[1] };
                        Step step;
                        step.eliminations = eliminateSeeingAll(board, s, ends, cells);
                        if (step.eliminations.empty())
                            continue;
                        step.technique = Technique::TwoStringKite;
                        step.symbols = bit(s);
                        step.units = { g.rowUnit(r), g.columnUnit(c), g.boxUnit(box) };
                        step.cells.assign(cells.begin(), cells.end());
                        step.pattern = { { re[0], s, 0 }, { ce[0], s, 0 }, { re[1], s, 1 },
                            { ce[1], s, 1 } };
                        // The row's free end = its end in the box - the column's end in the
                        // box = the column's free end.
                        const std::array<int, 4> chainCells { re[1], re[0], ce[0], ce[1] };
                        Chain chain = alternatingChain(chainCells, s, ChainLink::Strong);
                        chain.eliminations = step.eliminations;
                        step.chains.push_back(std::move(chain));
                        out.push_back(std::move(step));
                        ++found;
                    }
                }
            }
        }
    }
}

} // namespace core

// ---- Empty Rectangle ----------------------------------------------------------------------------

namespace core {

namespace {

// The cells of the box in that row (or column, when `columns`) that hold the digit, in cell order.
std::vector<int> boxLinePlaces(const Board &board, int s, int box, bool columns, int line)
{
    const Geometry &g = board.geometry();
    std::vector<int> cells;
    for (int c : g.unit(g.boxUnit(box)))
        if ((columns ? g.column(c) : g.row(c)) == line && hasCandidate(board, c, s))
            cells.push_back(c);
    return cells;
}

} // namespace

void findEmptyRectangle(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findEmptyRectangleScoped(board, FinderScope::all(), out, maxSteps);
}

void findEmptyRectangleScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const int bandHeight = g.boxRows();
    const int stackWidth = g.boxCols();
    AllLinePositions scratch;
    const AllLinePositions &positions = linePositionsFor(board, scope.symbols, scratch);
    int found = 0;
    for (int s = 1; s <= n && found < maxSteps; ++s) {
        if (!scope.hasSymbol(s))
            continue;
        const LinePositions &rowPos = positions.rows[s];
        const LinePositions &colPos = positions.columns[s];
        // The strong link is a line with exactly two places.
        bool conjugate = false;
        for (int line = 0; line < n && !conjugate; ++line)
            conjugate = maskCount(rowPos[line]) == 2 || maskCount(colPos[line]) == 2;
        if (!conjugate)
            continue;
        for (int box = 0; box < n && found < maxSteps; ++box) {
            const int firstCell = g.unit(g.boxUnit(box))[0];
            const int top = g.row(firstCell);
            const int left = g.column(firstCell);
            const std::uint32_t stackMask = ((std::uint32_t { 1 } << stackWidth) - 1) << left;
            const std::uint32_t bandMask = ((std::uint32_t { 1 } << bandHeight) - 1) << top;
            // The digit's columns in each row of the box.
            std::uint32_t inRow[kMaxSide] {};
            int count = 0;
            for (int i = 0; i < bandHeight; ++i) {
                inRow[i] = rowPos[top + i] & stackMask;
                count += maskCount(inRow[i]);
            }
            // Two places are a conjugate pair of the box (a Turbot Fish), not an Empty Rectangle.
            if (count < 3)
                continue;
            for (int i = 0; i < bandHeight && found < maxSteps; ++i) {
                const int erRow = top + i;
                // The places off the ER's row must all lie in one column, the ER's column, and
                // the row must have a place off that column.
                std::uint32_t others = 0;
                for (int k = 0; k < bandHeight; ++k)
                    if (k != i)
                        others |= inRow[k];
                if (maskCount(others) != 1 || (inRow[i] & ~others) == 0)
                    continue;
                {
                    const int erColumn = __builtin_ctz(others);
                    // The strong link: a column outside the stack whose two places are one in
                    // the ER's row and one outside the band (orient 0), or a row outside the
                    // band whose two places are one in the ER's column and one outside the
                    // stack (orient 1).
                    for (int orient = 0; orient < 2 && found < maxSteps; ++orient) {
                        const bool linkInColumn = orient == 0;
                        const LinePositions &linkPos = linkInColumn ? colPos : rowPos;
                        const std::uint32_t outside = linkInColumn ? ~stackMask : ~bandMask;
                        const int nearIndex = linkInColumn ? erRow : erColumn;
                        const std::uint32_t inside = linkInColumn ? bandMask : stackMask;
                        for (int line = 0; line < n && found < maxSteps; ++line) {
                            if (!((outside >> line) & 1) || maskCount(linkPos[line]) != 2
                                || !((linkPos[line] >> nearIndex) & 1))
                                continue;
                            const int farIndex = __builtin_ctz(
                                linkPos[line] & ~(std::uint32_t { 1 } << nearIndex));
                            if ((inside >> farIndex) & 1)
                                continue;
                            const int nearCell = lineCell(g, linkInColumn, line, nearIndex);
                            const int farCell = lineCell(g, linkInColumn, line, farIndex);
                            // The target: in the far end's line and the ER's other line.
                            const int target = linkInColumn ? g.cellAt(g.row(farCell), erColumn)
                                                            : g.cellAt(erRow, g.column(farCell));
                            if (!hasCandidate(board, target, s))
                                continue;
                            // The box's places: those in the line through the near end (the
                            // crossing too), then those in the other line.
                            std::vector<int> nearGroup
                                = boxLinePlaces(board, s, box, !linkInColumn, nearIndex);
                            std::vector<int> farGroup = boxLinePlaces(
                                board, s, box, linkInColumn, linkInColumn ? erColumn : erRow);
                            const int crossing = g.cellAt(erRow, erColumn);
                            farGroup.erase(std::remove(farGroup.begin(), farGroup.end(), crossing),
                                farGroup.end());
                            Step step;
                            step.technique = Technique::EmptyRectangle;
                            step.symbols = bit(s);
                            step.units = { g.boxUnit(box),
                                linkInColumn ? g.columnUnit(line) : g.rowUnit(line) };
                            for (int c : g.unit(g.boxUnit(box)))
                                if (hasCandidate(board, c, s)) {
                                    step.cells.push_back(c);
                                    step.pattern.push_back({ c, s, 0 });
                                }
                            step.cells.push_back(nearCell);
                            step.cells.push_back(farCell);
                            step.pattern.push_back({ nearCell, s, 1 });
                            step.pattern.push_back({ farCell, s, 1 });
                            step.eliminations = { { target, s } };
                            Chain chain;
                            chain.nodes
                                = { ChainNode { { farCell }, s }, ChainNode { { nearCell }, s },
                                      ChainNode { nearGroup, s }, ChainNode { farGroup, s } };
                            chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong };
                            chain.eliminations = step.eliminations;
                            step.chains = { std::move(chain) };
                            out.push_back(std::move(step));
                            ++found;
                        }
                    }
                }
            }
        }
    }
}

} // namespace core
