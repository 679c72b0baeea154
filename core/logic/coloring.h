#pragma once

// Colouring: the candidates of one digit joined by conjugate links (a unit where the digit has
// two places) take two colours, one of which is true throughout. Simple Colouring (colour trap
// and colour wrap). Finders have the shape of FinderFn (logicengine.h).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  SimpleColoring   units: the units of the conjugate links; symbols {digit}; pattern: the
//                   coloured candidates, role 0 or 1 (the two colours); cells: their cells. A
//                   colour trap eliminates from uncoloured cells that see both colours (not those
//                   seeing the two ends of one link: that is an intersection); a colour wrap (two
//                   cells of one colour see each other) eliminates every candidate of that colour.
//                   Components of one link (two cells) are not reported.

#include "logic/finderscope.h"
#include "logic/step.h"

#include <vector>

namespace core {

void findSimpleColoring(const Board &board, std::vector<Step> &out, int maxSteps);
// The same restricted to the scope's symbols (finderscope.h).
void findSimpleColoringScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);

} // namespace core
