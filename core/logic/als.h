#pragma once

// Almost Locked Sets: n cells of one unit that hold n + 1 digits between them (a bivalue cell
// is one). If one of its digits is taken away, the set is locked on the others. Two sets share a
// restricted common digit x when every x of one sees every x of the other: x is in at most one
// of them. Finders have the shape of FinderFn (logicengine.h).
//
//  AlsXZ      sets A and B with a restricted common digit x: either A or B is locked without
//             x, so a digit z they share (z != x) is in A or in B: z goes from every cell that
//             sees all z of both. Doubly linked (two restricted common digits x and y): the two
//             sets hold both, every digit is locked in its set, and each digit goes from the
//             cells that see all of its candidates in the sets (x and y: in both sets; the
//             others: in their set).
//             chains: (z=x)A-(x=z)B, or the loop (x=y)A-(y=x)B-(x)A (ALS nodes, ChainNode::als).
//  AlsXYWing  a pivot set C with restricted common digits x with A and y with B (x != y):
//             C misses at most one digit, so A loses x or B loses y and is locked: a digit z
//             of A and B (not x or y) is in A or in B and goes from the cells that see all z of
//             both. chain: (z=x)A-(x=y)C-(y=z)B.
// Both: units: the unit of each set (A, B, then C); cells: the sets' cells (A, B, then C);
// symbols: the digits of the sets; pattern: the sets' candidates, A role 0, B role 1, C role 0.
// Sets are disjoint; up to eight cells on grids up to 9x9, up to four on bigger ones (their
// number grows fast there).
//
//  AlsAic     an alternating inference chain over the link graph (linkgraph.h) with nodes for
//             almost locked sets of two cells or more added (alsgraph.h): (A, d) is "d is in
//             A", weakly linked to every node of d whose cells all see A's cells of d (another
//             set's node too: a restricted common digit), strongly to (A, e) for the set's
//             other digits e. The chain passes through at least one set, each set once: for a
//             candidate z, z - X = ... = Y - z, so what sees both ends goes; when the ends see
//             each other the chain is a continuous loop, and besides each weak link's
//             eliminations every set in it is locked on its digits but the two it is entered
//             and left by. This covers HoDoKu's ALS-XY-Chain (sets only) and AICs with ALS
//             nodes (HoDoKu's grouped AIC with the ALS option). Sets of two cells first, then
//             up to three, then up to five: a chain through small
//             sets before one through big ones; among those, the shortest first. Bigger sets
//             (HoDoKu allows any) are hard to see and cost the most when no chain exists (up to
//             eight cells: 4 ms against 1.6 ms on top95's slowest hint position, and no
//             difference on top95's, Norvig's hardest or Inkala's forcing steps). chains: the
//             chain, its sets as ChainNode::als nodes ("(5=34)DE4"); pattern, cells, units, symbols
//             as chains.h says (a set's node: the candidates of its digit in it).
//  DeathBlossom  a stem cell of two to four candidates, and for each candidate d a petal: an
//             almost locked set (one cell too) without the stem, whose every d sees the stem;
//             the petals are disjoint and share a digit z the stem does not hold. The stem is
//             some d, which leaves its petal without d and so locked on its other digits, z
//             among them: z is in a petal, and goes from every cell that sees each z of every
//             petal. The widely taught form (HoDoKu, SudokuWiki); not taken: a stem holding z
//             (a branch of its own) and petals that overlap. units: the petals' units; cells:
//             the stem, then the petals' cells; symbols: the stem's digits, the petals' digits;
//             pattern: the stem's candidates and each petal's candidates of its stem digit
//             (role 0), the petals' z (role 1); chains: per stem digit d, its branch
//             (d)stem - (d=..z)petal (the result follows them all, as a forcing chain's).

#include "logic/step.h"

#include <vector>

namespace core {

void findAlsXZ(const Board &board, std::vector<Step> &out, int maxSteps);
void findAlsXYWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findAlsAic(const Board &board, std::vector<Step> &out, int maxSteps);
void findDeathBlossom(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
