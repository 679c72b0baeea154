#pragma once

// Which of the player's own pencil marks a step rests on. In Play the board's candidates are the
// player's marks where they keep their own; a candidate their marks leave out that no digit rules
// out (no digit in the cell's row, column or box) is a removal only the marks make. A step found
// on such a board may need some of those candidates to be absent (a naked single whose other
// candidates the player struck out); its wording must then say that it rests on the marks, not on
// the digits, and the board shows where.

#include "logic/step.h"

#include <cstdint>
#include <vector>

namespace core {

// The candidates the step needs to be absent (its reasoning says "only", "no other place"...)
// that the position lacks although no digit rules them out: the player's own removals the step
// rests on, sorted by cell, then digit. Empty when the step rests on the digits alone (and on a
// board whose candidates are all the digits leave). Per technique: a naked single its cell's other
// digits; a hidden single the digit's other cells in its unit; an intersection or a hidden subset
// the digits' other cells of the unit; a naked subset the other digits of its cells; a fish the
// digit in its base lines outside the cover lines; a chain each strong link (a bivalue cell's other
// digits, or the digit's other cells in the unit that makes the link); a unique rectangle its
// floor's other digits; BUG+1, a trial and r-reduction every open cell (they reason on the whole
// board).
std::vector<Elimination> marksRestedOn(const Step &step, const Board &position);

// Of the removals a step rests on (marksRestedOn), those nothing on the board justifies: the
// candidate is the cell's digit in the one solution of the position's digits (givens and
// entries; the marks play no part). No reasoning from the digits can rule out a digit the
// solution holds, so such a removal is the player's mistake and the step resting on it may be
// wrong. Every other removal marksRestedOn returns is a candidate the solution does not hold,
// which the digits therefore rule out, even if through a long deduction (a puzzle with one
// solution leaves no room for "unprovable" false candidates): not named here. Empty when the
// digits have no solution or several (a wrong digit: nothing can be said of the marks), or when
// the count needs more than nodeLimit search nodes (0: no limit), so a caller on the GUI thread
// on a big board answers quickly.
std::vector<Elimination> unjustifiedMarks(const std::vector<Elimination> &restedOn,
    const Board &position, std::uint64_t nodeLimit = 20000);

} // namespace core
