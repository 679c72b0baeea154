#pragma once

// Wings: a few cells of two (or three) candidates, joined through a pivot or a strong link, so
// that one of two pincers holds a digit z, which then goes from every cell that sees both:
// XY-Wing, XYZ-Wing, W-Wing. Finders have the shape of FinderFn (logicengine.h).
//
// What each Step holds (for highlighting; the CLI and the UI word it):
//  XYWing           cells {pivot, pincer 1, pincer 2}; symbols {x, y, z}; pattern: pivot's x, y
//                   (role 0), pincers' candidates (role 1); eliminations: z from cells seeing
//                   both pincers.
//  XYZWing          as XYWing with a pivot holding x, y, z; eliminations: z from cells seeing
//                   all three.
//  WWing            bivalue cells (x, y) at both ends of a strong link on y:
//                   (x=y)A-(y)B=(y)C-(y=x)D; x goes from the cells that see A and D. The step
//                   holds its chain as the chain finders' steps do (chains.h: chains, then
//                   symbols, cells, pattern and units from the chain).

#include "logic/step.h"

#include <vector>

namespace core {

void findXYWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findXYZWing(const Board &board, std::vector<Step> &out, int maxSteps);
void findWWing(const Board &board, std::vector<Step> &out, int maxSteps);

} // namespace core
