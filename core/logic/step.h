#pragma once

// A logical deduction as data: what a rule found and what it changes. Core writes no prose; the UI
// (tr()) and the CLI (English) word a Step from these fields.

#include "board/board.h"

#include <cstdint>
#include <optional>
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
    EmptyRectangle, // a box's places in one row and one column, and a conjugate pair outside it
    XYWing,
    XYZWing,
    SimpleColoring,
    UniqueRectangle1,
    UniqueRectangle2, // the two roof cells share one extra digit
    UniqueRectangle3, // the roof's extra digits form a naked subset with other cells
    UniqueRectangle4, // a strong link on one rectangle digit in the roof's unit
    UniqueRectangle5, // two diagonal or three corners with the same one extra digit
    UniqueRectangle6, // two diagonal bivalue corners, and an X-Wing of one digit on the corners
    HiddenRectangle, // strong links on one digit through the corner opposite a bivalue one
    AvoidableRectangle1, // three corners solved (not given), the fourth would complete the swap
    AvoidableRectangle2, // two corners solved (not given), the other two share one extra digit
    BugPlusOne,
    BugType2, // BUG cells whose extra candidates are one same digit
    BugType3, // BUG cells in one unit whose extra digits form a naked subset with other cells
    BugType4, // two BUG cells in one unit joined by a conjugate pair of a common digit
    RemotePair, // a chain of bivalue cells with the same two digits
    TurbotFish, // a single-digit chain of four nodes (grouped nodes too) not caught above
    FinnedXWing,
    SashimiXWing,
    WWing, // two bivalue cells with the same digits joined by a strong link
    MultiColoring, // two colour clusters of one digit joined by a weak link
    FinnedSwordfish,
    SashimiSwordfish,
    FinnedJellyfish,
    SashimiJellyfish,
    SueDeCoq, // a box-line intersection with a set in the line and a set in the box (misc.h)
    XChain, // a single-digit alternating chain (or loop), grouped nodes too
    XYChain, // a chain of bivalue cells
    Medusa3D, // colouring over every candidate: bivalue cells and conjugate pairs
    ContinuousNiceLoop, // a closed AIC (grouped nodes too): every weak link's eliminations
    AlternatingInferenceChain, // AIC over candidates and grouped nodes, and nice loops
    AlsXZ, // two almost locked sets with a restricted common digit (singly or doubly linked)
    AlsXYWing, // three almost locked sets
    AlsAic, // an AIC whose nodes include almost locked sets (ALS-XY-Chain too), and its loops
    DeathBlossom, // a stem cell whose every candidate sees the same digit of an ALS petal
    // Fish of mixed units and Kraken fish (fish.h), multi-sector locked sets (exotic.h).
    FrankenFish, // base and cover sets of lines and boxes: rows and boxes / columns and boxes
    FinnedFrankenFish, // the same with fins (or endo fins)
    MutantFish, // base and cover sets of any mix of rows, columns and boxes
    FinnedMutantFish,
    KrakenFish, // a finned fish whose every fin leads by a chain to the same elimination
    MultiSectorLockedSet, // MSLS: cells of some rows and columns locked by as many row and
                          // column digits
    ForcingChain, // cell, unit and digit forcing, contradiction: every branch a chain
    ForcingNet, // the same with singles that need several earlier links (a net)
    RReduction, // Chen's r-Reduction (any r), used by his solver
    Trial, // internal fallback: assume, propagate, contradiction (one level)
    Count_
};

constexpr int kTechniqueCount = static_cast<int>(Technique::Count_);

// Stable identifiers for files, CSV and settings (not for display: the UI translates).
std::string_view techniqueId(Technique t);
// The technique of an identifier techniqueId() gives; none for an unknown one.
std::optional<Technique> techniqueFromId(std::string_view id);

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

// A node of a chain: the candidates of one digit in one cell, or in a group of cells of one
// unit (true when the digit is in one of them). An almost locked set (ALS) is a node whose `als`
// holds the set's digits: a run of two nodes on the same cells, entered by one digit and left by
// another, is written "(1=23)E5|F6".
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
// proves. A branch of a forcing chain starts at its assumption: with a weak link when the
// assumption is that the first node is true, with a strong link when it is that it is false; it
// ends true after a strong link and false after a weak one.
struct Chain
{
    std::vector<ChainNode> nodes;
    std::vector<ChainLink> links; // links[i] joins nodes[i] and nodes[i + 1]
    std::vector<Elimination> eliminations;
    std::vector<Placement> placements;
    // A forcing net's chains: the branch this one belongs to (a branch may need several chains,
    // one after the other); also the branches of a 3D Medusa's emptied cell (coloring.h), which
    // prove their result together, the last one holding it; -1 elsewhere.
    int branch = -1;
    // A forcing net's chain inside a nested contradiction: its number (from 1, one per nested
    // contradiction in the step); the first chain of each starts at a second assumption and
    // they end in a contradiction, so that assumption is false; 0 elsewhere.
    int nested = 0;
    bool operator==(const Chain &) const = default;
};

// What a forcing chain (or net) starts from.
enum class ForcingKind : std::uint8_t {
    Contradiction, // one assumption leads to a contradiction: it is false
    Digit, // a candidate true and false lead to the same result
    Cell, // every candidate of a cell leads to the same result
    Unit, // every place of a digit in a unit leads to the same result
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
    // The chains that prove the step, filled by its finder for the techniques that have them
    // (hasChainNotation in notation.h: X-Wing, Skyscraper, 2-String Kite, XY- and XYZ-Wing,
    // Simple Colouring, and those found as chains, the ALS and the forcing chains): what
    // notation.h writes and the board draws. Empty for the others.
    std::vector<Chain> chains;
    // ForcingChain and ForcingNet only: what the branches start from.
    ForcingKind forcing = ForcingKind::Contradiction;

    bool isProductive() const { return !placements.empty() || !eliminations.empty(); }
};

// Applies a step's placements (as entered values) and eliminations (from candidates) to a board
// whose candidates are maintained; placing a value also removes it from its peers' candidates.
void applyStep(Board &board, const Step &step);

} // namespace core
