#pragma once

// The basic techniques: the singles (Full House, Naked and Hidden Single), the intersections
// (Pointing, Claiming) and the subsets (naked and hidden pairs, triples, quads), that is San
// Segundo's ten rules and Full House; and Chen's r-Reduction, a generic form of the singles and
// subsets (his solver and the ratings use it, the tutor does not). Each finds the productive
// instances on a board (its candidates are the state, values are placed cells) and appends up to
// maxSteps Steps with the evidence (units, cells, digits, pattern candidates) and the placements
// and eliminations (the shape of FinderFn, logicengine.h). They work for every grid size and never
// assume the board is right: a player's wrong pencil marks only give wrong-looking (but
// well-formed) steps.
//
//  FullHouse        units {the unit}; cells {cell}; symbols {digit}; placements {cell = digit}.
//
// Conventions: a single (naked or hidden) is a placement with no listed eliminations (placing
// removes the digit from the peers, see applyStep). Pointing and Claiming need at least two cells
// (one cell is a hidden single). Subset members have 2..size candidates (naked) or lie in 2..size
// cells (hidden), like the fast FILTER in gridrules.h.

#include "board/board.h"
#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

// The i-th unit in the order the unit-by-unit finders search (boxes, rows, columns: a person
// scans boxes first).
inline int unitInSearchOrder(const Geometry &g, int i)
{
    const int n = g.side();
    if (i < n)
        return g.boxUnit(i);
    if (i < 2 * n)
        return g.rowUnit(i - n);
    return g.columnUnit(i - 2 * n);
}

// The Steps of the singles as their finders report them (the tutor's path makes the same ones
// from its index of the candidates).
Step fullHouseStep(int unit, int cell, int symbol);
Step nakedSingleStep(int cell, int symbol);
Step hiddenSingleStep(int unit, int cell, int symbol);

void findFullHouse(const Board &board, std::vector<Step> &out, int maxSteps);
// The open cell the unit's full house fills (and its symbol), or -1 when the unit has no full
// house (several open cells, a repeated value, or the cell's candidates without the symbol).
int fullHouseIn(const Board &board, int unit, int &symbol);
void findNakedSingles(const Board &board, std::vector<Step> &out, int maxSteps);
// Each (cell, digit) once: boxes are searched first, then rows, then columns.
void findHiddenSingles(const Board &board, std::vector<Step> &out, int maxSteps);
// Block-row/column interaction: units = { box, line }.
void findPointing(const Board &board, std::vector<Step> &out, int maxSteps);
// Row/column-block interaction: units = { line, box }.
void findClaiming(const Board &board, std::vector<Step> &out, int maxSteps);
// size 2, 3, 4 -> Technique NakedPair/Triple/Quad (and Hidden...); other sizes are allowed and
// reported as the quad technique (for grids bigger than 9x9 only a tutor would want them).
void findNakedSubsets(const Board &board, std::vector<Step> &out, int size, int maxSteps);
void findHiddenSubsets(const Board &board, std::vector<Step> &out, int size, int maxSteps);

void findNakedPairs(const Board &board, std::vector<Step> &out, int maxSteps);
void findNakedTriples(const Board &board, std::vector<Step> &out, int maxSteps);
void findNakedQuads(const Board &board, std::vector<Step> &out, int maxSteps);
void findHiddenPairs(const Board &board, std::vector<Step> &out, int maxSteps);
void findHiddenTriples(const Board &board, std::vector<Step> &out, int maxSteps);
void findHiddenQuads(const Board &board, std::vector<Step> &out, int maxSteps);

// Restricted to the scope (finderscope.h): Pointing and Claiming per symbol, the subsets per unit.
void findPointingScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findClaimingScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findNakedSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps);
void findHiddenSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps);
// One size of the subsets restricted to the scope, in the shape of the engine's scoped finders
// (findNakedSubsetsScoped<2>: Naked Pairs).
template <int Size>
void findNakedSubsetsScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findNakedSubsets(board, scope, out, Size, maxSteps);
}
template <int Size>
void findHiddenSubsetsScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findHiddenSubsets(board, scope, out, Size, maxSteps);
}

// Chen's r-Reduction, smallest r first (r = 1 ... N-1). r = 1: a filled cell whose value is still
// a candidate in its section (eliminations, units = { section }), or an open cell with a single
// candidate (a placement, units = its three sections). r >= 2: r open cells of one section
// holding exactly r digits; the digits leave the section's other cells.
void findRReduction(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
