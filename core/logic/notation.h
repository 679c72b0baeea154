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

// A node of a chain: the candidates of one digit in one cell, or in a group of cells of one
// unit. An almost locked set (ALS) is a node whose `als` holds the set's digits: a run of two
// nodes on the same cells, entered by one digit and left by another, is written "(1=23)E5|F6".
struct ChainNode
{
    std::vector<int> cells;
    int digit = 0;
    Mask als = 0;
    bool operator==(const ChainNode &) const = default;
};

// '=': at least one of the two nodes is true; '-': at most one is.
enum class ChainLink : std::uint8_t { Strong, Weak };

// An alternating inference chain (or a loop: the last node repeats the first) and what it
// proves.
struct Chain
{
    std::vector<ChainNode> nodes;
    std::vector<ChainLink> links; // links[i] joins nodes[i] and nodes[i + 1]
    std::vector<Elimination> eliminations;
    std::vector<Placement> placements;
    bool operator==(const Chain &) const = default;
};

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

// Whether stepChains() writes the technique as chains: Skyscraper, 2-String Kite, XY-Wing,
// XYZ-Wing (with an ALS node), X-Wing (a continuous loop) and Simple Colouring. Swordfish and
// Jellyfish are not: their base and cover lines are no single chain.
bool hasChainNotation(Technique technique);

// The chains that prove a step of a technique above, built from the step's data alone (its
// cells, pattern, units and eliminations): one chain, or for Simple Colouring one chain per
// group of eliminations that one chain proves (a trap: the shortest chain between two cells of
// opposite colours that the eliminated cells see; a wrap: for each eliminated cell a
// discontinuous loop through the two cells of its colour that see each other). Empty for other
// techniques.
std::vector<Chain> stepChains(const Step &step, const Geometry &geometry);

// The step's chains in Eureka notation, joined by "; "; empty when it has none.
std::string stepNotation(const Step &step, const Geometry &geometry, CellNaming naming);

} // namespace core
