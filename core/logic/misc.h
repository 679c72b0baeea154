#pragma once

// Miscellaneous patterns (HoDoKu's family "Miscellaneous"): Sue de Coq. Finders have the shape of
// FinderFn (logicengine.h).
//
//  SueDeCoq   cells C where a box meets a line (two or more, open), holding the digits V with
//             |V| >= |C| + 2; cells L in the rest of the line and cells B in the rest of the
//             box, whose digits (VL, VB) share none (VL and VB disjoint), each holding some
//             digit of V, and all of them together as many digits as cells:
//             |V u VL u VB| = |C| + |L| + |B|. Proof: C and L lie in the line, C and B in the
//             box, and L and B share no digit, so no two cells of the pattern hold the same
//             digit; as many cells as digits, so every digit is in it once. A digit that B does
//             not hold is then in C or L, in the line: it goes from the line's other cells;
//             one that L does not hold is in C or B: it goes from the box's other cells.
//             HoDoKu's form with its extensions: L and B may hold digits outside V (each an
//             almost locked set then, SudokuWiki's "extended" Sue de Coq), and C need not be the
//             whole intersection. Not taken: L and B sharing a digit (the forum's variants that
//             allow it need further conditions; the proof above fails). On grids larger than
//             9x9, L and B have up to three cells each (the enumeration grows fast there).
//             units: {line, box}; cells: C, then L, then B; symbols: V u VL u VB; pattern: the
//             candidates of C (role 0), L and B (role 1). No chains: Sue de Coq has no single
//             Eureka chain (its proof counts digits), so hasChainNotation() is false for it.
//             Among the steps found, the fewest cells first, then the most eliminations.

#include "logic/step.h"

#include <vector>

namespace core {

void findSueDeCoq(const Board &board, std::vector<Step> &out, int maxSteps);

// findSueDeCoq remembers, per thread, the box-line intersections where it found nothing, with
// the candidates of their line and box then, and skips such an intersection while those are the
// same (its steps depend on them only): the same steps with less work. Off (for this thread):
// every intersection is searched every time (to check the two agree).
void setSueDeCoqMemo(bool on);

} // namespace core
