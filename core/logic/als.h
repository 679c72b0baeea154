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

#include "logic/step.h"

#include <vector>

namespace core {

void findAlsXZ(const Board &board, std::vector<Step> &out, int maxSteps);
void findAlsXYWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findAlsAic(const Board &board, std::vector<Step> &out, int maxSteps);
void findDeathBlossom(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
