#pragma once

// A logical deduction as data: what a rule found and what it changes. Core writes no prose; the UI
// (tr()) and the CLI (English) word a Step from these fields.

#include "board/board.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace core {

// In the order a tutor tries them (simplest first). San Segundo's ten rules keep his standard
// order among themselves: NakedSingle, HiddenSingle, Pointing (block-row/column), Claiming
// (row/column-block), NakedPair, HiddenPair, NakedTriple, HiddenTriple, NakedQuad, HiddenQuad.
enum class Technique : std::uint8_t {
    FullHouse, // the last open cell of a unit
    NakedSingle,
    HiddenSingle,
    Pointing, // block-row/column interaction: a digit's cells in a box lie in one line
    Claiming, // row/column-block interaction: a digit's cells in a line lie in one box
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    Skyscraper,
    TwoStringKite,
    XYWing,
    XYZWing,
    SimpleColoring,
    UniqueRectangle1,
    BugPlusOne,
    RReduction, // Chen's r-Reduction (any r), used by his solver
    Trial, // last resort: assume, propagate, contradiction (one level)
    Count_
};

constexpr int kTechniqueCount = static_cast<int>(Technique::Count_);

// Stable identifiers for files, CSV and settings (not for display: the UI translates).
std::string_view techniqueId(Technique t);

struct Placement
{
    int cell;
    int symbol;
    bool operator==(const Placement &) const = default;
};

struct Elimination
{
    int cell;
    int symbol;
    bool operator==(const Elimination &) const = default;
};

// A candidate that forms part of the evidence, with a role for colouring (e.g. the two colours
// of Simple Coloring, the pivot vs pincers of a wing, the fin of a fish).
struct PatternCandidate
{
    int cell;
    int symbol;
    std::uint8_t role = 0;
    bool operator==(const PatternCandidate &) const = default;
};

struct Step
{
    Technique technique = Technique::NakedSingle;
    std::vector<int> units; // the unit(s) the pattern lives in (base sets first, then cover sets)
    std::vector<int> cells; // the pattern's cells (the evidence)
    Mask symbols = 0; // the pattern's digits
    std::vector<PatternCandidate> pattern; // candidates that make up the evidence
    std::vector<Placement> placements;
    std::vector<Elimination> eliminations;
    // Trial only: the assumption that failed (cell, symbol) and the cell where it led to a
    // contradiction.
    int trialCell = -1;
    int trialSymbol = 0;
    int contradictionCell = -1;

    bool isProductive() const { return !placements.empty() || !eliminations.empty(); }
};

// Applies a step's placements (as entered values) and eliminations (from candidates) to a board
// whose candidates are maintained; placing a value also removes it from its peers' candidates.
void applyStep(Board &board, const Step &step);

} // namespace core
