#include "logic/singledigit.h"

#include "board/candidategrid.h"
#include "logic/chainstep.h"
#include "logic/ruleutil.h"

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
