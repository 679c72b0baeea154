#pragma once

// Chains and loops, found on the position's link graph (linkgraph.h) by a breadth-first search,
// so the shortest chain comes first: Remote Pair, Turbot Fish, X-Chain, XY-Chain and Alternating
// Inference Chains (with grouped nodes, and nice loops). Finders have the shape of FinderFn
// (logicengine.h).
//
// Every step holds its chain in Step::chains (one chain: its nodes and links, and what it
// proves), which notation.h writes in Eureka notation and the board draws. Besides:
//  symbols    the digits of the chain's nodes;
//  cells      the chain's cells in chain order (each once);
//  pattern    the chain's candidates, role 0 or 1 by the node's place in the chain (the two
//             "colours": when the first node is false, every node of role 1 is true);
//  units      the units of the chain's strong links within a unit, in chain order;
//  eliminations / placements: what the chain proves (also in the chain).
// A chain from X to Y starts and ends with a strong link: X or Y is true, so a candidate that
// sees both (weak links to both) is false. When X and Y are the same node, it is true (a
// discontinuous loop: a placement). When X and Y are weakly linked, the chain closes into a
// continuous loop: every weak link of the loop becomes a strong one, and the digit goes from
// every cell that sees both its ends (or, in one cell, the cell's other digits go).
//
//  RemotePair   bivalue cells with the same two digits, an even number (four or more) joined
//               one after the other: both digits go from the cells that see both ends.
//  TurbotFish   one digit, four single cells (strong, weak, strong): what Skyscraper and
//               2-String Kite leave (the weak link in a box, or the strong links in boxes).
//  XChain       one digit, six nodes or more (or a loop), grouped nodes too; four nodes when one
//               is grouped (an Empty Rectangle, a finned fish that the fish finders leave).
//  XYChain      bivalue cells only: the in-cell links strong, the links between cells weak.
//  ContinuousNiceLoop  a closed chain X = ... = Y - X (six nodes or more, each once, grouped
//               nodes too) that removes something at two of its weak links or more: every weak
//               link of the loop holds one true end, so what sees both of its ends goes (in one
//               cell: the cell's other digits). One productive link alone is the AIC that cuts
//               the loop there. A discontinuous nice loop is what the searches below find anyway
//               (z - X = ... = Y - z: z goes; X = ... = X: X is placed), so it is reported as
//               the X-Chain, XY-Chain or AIC it is, written from X to Y. Definitions as in
//               HoDoKu's manual ("Nice Loops"); searched on the weak and strong links of the
//               graph below, loops of up to 24 links.
//  AlternatingInferenceChain  any mix of the links above over candidates and grouped nodes
//               (neither one digit throughout nor bivalue cells only).

#include "logic/step.h"

#include <vector>

namespace core {

void findRemotePair(const Board &board, std::vector<Step> &out, int maxSteps);
void findTurbotFish(const Board &board, std::vector<Step> &out, int maxSteps);
void findXChain(const Board &board, std::vector<Step> &out, int maxSteps);
void findXYChain(const Board &board, std::vector<Step> &out, int maxSteps);
void findContinuousNiceLoop(const Board &board, std::vector<Step> &out, int maxSteps);
void findAlternatingInferenceChain(const Board &board, std::vector<Step> &out, int maxSteps);

// The single-digit chain finders (Turbot Fish, X-Chain) remember, per thread, the digits that
// formed no chain of theirs, with the digit's candidates then, and skip such a digit while its
// candidates are the same (its chains depend on them only): the same steps with less work. Off
// (for this thread): every digit is searched every time (to check the two agree).
void setChainDigitMemo(bool on);

} // namespace core
