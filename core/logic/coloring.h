#pragma once

// Colouring: the candidates of one digit joined by conjugate links (a unit where the digit has
// two places) take two colours, one of which is true throughout. Simple Colouring (colour trap
// and colour wrap), Multi-Colouring (two clusters of one digit) and 3D Medusa (colouring over
// every candidate). Finders have the shape of FinderFn (logicengine.h).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  SimpleColoring   units: the units of the conjugate links; symbols {digit}; pattern: the
//                   coloured candidates, role 0 or 1 (the two colours); cells: their cells. A
//                   colour trap eliminates from uncoloured cells that see both colours (not those
//                   seeing the two ends of one link: that is an intersection); a colour wrap (two
//                   cells of one colour see each other) eliminates every candidate of that colour.
//                   Components of one link (two cells) are not reported.
//  MultiColoring    two clusters of one digit (components of its conjugate links, each coloured
//                   in two colours, one of which is true throughout), joined by a weak link: a
//                   cell of one cluster sees a cell of the other. HoDoKu's two rules:
//                   Multi-Colours 1 (the colour wing): colour a1 of cluster A sees colour b1 of
//                   B, so they are not both true: a2 or b2 is, and the digit goes from every cell
//                   that sees a cell of a2 and a cell of b2. Multi-Colours 2: colour a1 sees both
//                   colours of B, one of which is true: a1 is false, the digit goes from all its
//                   cells (a2 is true; its placements are left to the singles that follow, as in
//                   Simple Colouring). A cluster may be a single conjugate pair (HoDoKu's and
//                   Sudopedia's reading); a component whose links contradict each other (wrong
//                   pencil marks) is no cluster.
//                   units: the units of the weak links used (rule 1: one, P-Q; rule 2: two,
//                   P1-Q1 and P2-Q2); cells: P, Q (rule 1) or P1, Q1, P2, Q2 (rule 2, P2 may be
//                   P1), then the clusters' other cells (A's, then B's); symbols {digit};
//                   pattern: A's cells, then B's, role 0 or 1 by colour: rule 1, role 1 for a1
//                   and b1 (the colours that see each other), role 0 for a2 and b2 (one of them
//                   true); rule 2, role 1 for a1 (the false colour) and for Q2's colour.
//                   chains: rule 1, X=...=P-Q=...=Y per pair of ends an elimination sees (X of
//                   a2, Y of b2, the nearest); rule 2, per eliminated cell Z, the discontinuous
//                   loop Z-...=P1-Q1=...=Q2-P2=...-Z (Z true would make Z false).
//  Medusa3D         colouring over every candidate (SudokuWiki's 3D Medusa): a cluster is a
//                   component of the strong links between candidates, a bivalue cell's two
//                   candidates and a unit's only two places of a digit, in two colours; a
//                   cluster of one digit is Simple Colouring and is left out. A colour is false
//                   when it would put two of its candidates in one cell (rule 1), one digit
//                   twice in a unit (rule 2), or leave an uncoloured cell without a candidate
//                   (rule 6: each of its candidates sees a candidate of that digit and colour):
//                   then every candidate of that colour goes and every one of the other colour
//                   is placed (a colour wrap). Otherwise an uncoloured candidate goes when each
//                   colour excludes it, by a candidate in its cell or a candidate of its digit
//                   in a cell it sees (rules 3, 4 and 5: two colours in a cell, two colours
//                   elsewhere, a colour in the cell and the other in a unit). One step per
//                   cluster, wraps first.
//                   symbols: the cluster's digits; pattern: the cluster's candidates, role =
//                   colour (for a wrap: role 1 the false colour, role 0 the true one); cells: a
//                   wrap's cause first (rule 1 its cell; rule 2 its two cells; rule 6 the emptied
//                   cell), then the cluster's cells; units: rule 2 {the unit}, otherwise none;
//                   placements (wraps): the true colour's candidates; eliminations: the false
//                   colour's candidates that no placement removes (in cells without one, and
//                   seeing none of their digit), or the trapped candidates.
//                   chains: a trap, X=...=Y per elimination (the shortest between two
//                   candidates of opposite colours that exclude it; shared when equal; when both
//                   lie in the target's cell, the continuous loop X=...=Y-X); a wrap
//                   of rule 1 or 2 (P, Q the clashing candidates), per result X the loop
//                   X=...=P-Q=...=X that places X (true colour) or X-...=P-Q=...-X that removes
//                   it; a wrap of rule 6, per result, one branch per candidate D of the emptied
//                   cell, (D)cell-P=...X (P of the false colour, the nearest), the result on the
//                   last branch only, each chain's branch the digit D: a cell forcing chain.

#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

void findSimpleColoring(const Board &board, std::vector<Step> &out, int maxSteps);
void findMultiColoring(const Board &board, std::vector<Step> &out, int maxSteps);
void findMedusa3D(const Board &board, std::vector<Step> &out, int maxSteps);
// The same restricted to the scope's symbols (finderscope.h).
void findSimpleColoringScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);
void findMultiColoringScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);

} // namespace core
