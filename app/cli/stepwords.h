#pragma once

// English wording of a core::Step for sudoku-cli (the GUI words steps through tr() instead).

#include "board/geometry.h"
#include "logic/step.h"

#include <string>

namespace cli {

// One line, e.g. "Naked single: E5 = 7" or "X-Wing on 4 in rows B and H: removes 4 from A3, F3".
// Covers every Technique.
std::string describeStep(
    const core::Step &step, const core::Geometry &geometry, core::CellNaming naming);

// "row B" / "column 4" / "box 5" (with r1c1 naming rows are numbered: "row 2").
std::string unitName(int unit, const core::Geometry &geometry, core::CellNaming naming);

// English name of a technique ("Naked single", "2-String Kite", ...).
std::string techniqueName(core::Technique technique);

} // namespace cli
