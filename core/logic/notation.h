#pragma once

// Language-neutral notation for the front ends (the wording library, sudoku-cli, the GUI): unit
// names as data and chains in Eureka notation. No words here: "row", "column", "box" and every
// sentence are translated by the front ends; what is written here reads the same in every
// language (cell names A1 / r1c1, digits, the link signs = and -, "=>", "<>").

#include "board/geometry.h"
#include "logic/step.h"

#include <cstdint>
#include <string>
#include <vector>

namespace core {

// A unit's name as data: its kind and its label in the chosen naming. The label is "B" (A1
// naming) or "2" (r1c1 naming) for the second row, "4" for the fourth column, "5" for the fifth
// box. The front ends put the kind into words ("row B", "Zeile B", "B 行").
struct UnitName
{
    UnitKind kind = UnitKind::Row;
    std::string label;
    bool operator==(const UnitName &) const = default;
};
UnitName unitName(const Geometry &geometry, int unit, CellNaming naming);

// A group of cells as one name: one cell "E5"; cells of one row "E456" (r1c1 "r5c456"); of
// one column "DE4" ("r45c4"); otherwise the names joined by '|' ("E5|F6"). Grids with more than
// nine columns or rows (whose numbers have two digits) always use '|'.
std::string cellGroupName(
    const std::vector<int> &cells, const Geometry &geometry, CellNaming naming);

// Eureka notation, e.g. "(4)r2c3=r2c7-(4=7)r5c7-(7)r5c1=r2c1 => r2c3<>7". A node's digit is
// written in parentheses before its cells when it differs from the single node before it;
// consecutive nodes on the same cells are written together, "(4=7)r5c7". The result follows
// "=>": eliminations grouped by digit "A8,C8<>6", placements "E5=4", joined by ", ".
std::string eurekaNotation(const Chain &chain, const Geometry &geometry, CellNaming naming);

// What a chain or a forcing chain proves, as written after "=>": " => A8,C8<>6, E5=4" (empty
// when there is nothing).
std::string resultText(const std::vector<Elimination> &eliminations,
    const std::vector<Placement> &placements, const Geometry &geometry, CellNaming naming);

// Whether the technique's steps hold chains (Step::chains, which its finder fills) that the
// notation writes and the board draws: Skyscraper, 2-String Kite, XY-Wing, XYZ-Wing (with an ALS
// node), X-Wing (a continuous loop), Simple Colouring (one chain per group of eliminations that
// one chain proves), and the techniques found as chains (Remote Pair, Turbot Fish, W-Wing,
// X-Chain, XY-Chain, Continuous Nice Loop, AIC, ALS-XZ, ALS-XY-Wing, ALS-AIC, Death Blossom,
// Kraken fish, forcing chains and nets), Empty Rectangle, Multi-Colouring and 3D Medusa. Sue de
// Coq is not: its proof counts digits in two units, no single chain. Swordfish and Jellyfish are
// not: their base and cover lines are no single chain.
bool hasChainNotation(Technique technique);
// Forcing Chain and Forcing Net: several branches that prove one result together; and the
// Kraken fish, whose branches (one per fin) prove it with the fish.
bool isForcing(Technique technique);

// The chains that prove a step: its own (Step::chains), empty for a technique without them. The
// finders fill them; nothing is derived here (the geometry is not needed any more).
std::vector<Chain> stepChains(const Step &step, const Geometry &geometry);

// The step's chains in Eureka notation, joined by "; "; empty when it has none. A forcing
// chain's branches end without a result, and the step's result follows them all:
// "(1)A1-(1)A5=(1)C5; (2)A1=(2)C1-(1)C1 => C5=1". So do a Death Blossom's, one branch per
// candidate of the stem, each into its petal: "(1)B2-(1=5)B5; (2)B2-(2=35)D2|F2 => ...".
std::string stepNotation(const Step &step, const Geometry &geometry, CellNaming naming);

} // namespace core
