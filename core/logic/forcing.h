#pragma once

// Forcing chains and nets, the last logical resort of the tutor: an assumption and what it
// implies, link by link. Finders have the shape of FinderFn (logicengine.h).
//
//  ForcingChain  implications along the links of the position's link graph (linkgraph.h): each
//                one follows from the one before (a weak link from a true node, a strong link
//                from a false one), so every branch is a chain.
//    Contradiction  assuming a candidate true (or false) leads to a node both true and false,
//                   or to a cell or a unit with no place left for a digit: the assumption is
//                   wrong (the candidate goes, or is placed).
//    Digit          a candidate true and the same candidate false lead to the same result.
//    Cell           every candidate of a cell leads to the same result.
//    Unit           every place of a digit in a unit leads to the same result.
//  ForcingNet    the same, where an implication may need several earlier ones: a cell left
//                with one candidate, or a digit left with one place in a unit (a naked or
//                hidden single once the branch has removed the others). Each such node is
//                written after the chains that remove the other candidates (see below).
//
// The result is one placement or one elimination; among all the kinds and starts, the one with
// the fewest links in all (then the fewest branches) comes first. Step fields:
//  forcing      the kind; trialCell / trialSymbol: the assumed candidate (Contradiction, Digit);
//  units        {the unit} (Unit); cells: the assumption's cell or the unit's places, then the
//               cells of the branches; symbols: the digits of the branches;
//  chains       the branches, each from the assumption to the result (Step::chains says how a
//               branch reads); a contradiction has a branch per conflicting node. In a net, a
//               node that needs several earlier ones is preceded, in the branch list, by the
//               chains that give its other inputs, each starting at the assumption too.
//  pattern      the branches' candidates: role 0 where the branch makes them true, 1 false.
//  placements / eliminations: the result.

#include "logic/step.h"

#include <vector>

namespace core {

void findForcingChain(const Board &board, std::vector<Step> &out, int maxSteps);
void findForcingNet(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
