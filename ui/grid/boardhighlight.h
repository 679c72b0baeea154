#pragma once

#include "logic/step.h"

#include <QVector>

#include <vector>

class ChainWalk;

namespace core {
class Board;
class Geometry;
} // namespace core

// What a hint draws over the board, as a value built once: from a core::Step (the hint's level 2,
// a listed step, the Lab's logic step, Help's example) or from the units of "where to look"
// (level 1). GridModel holds it (setHighlight) and serves its cells through roles; the board
// view reads what is drawn across cells, the units' outlines and the chains' links, from it.
// The per-cell vectors have one entry per cell of the board it was built for, or none (nothing
// of that kind).
struct BoardHighlight
{
    std::vector<int> units; // the units the hint is about: shaded, and outlined by the view
    std::vector<core::Chain> chains; // its chains, drawn as links between candidates
    // The chain stepper's current link (a chain of two nodes), drawn over `chains` emphasised;
    // empty elsewhere.
    std::vector<core::Chain> currentLink;
    QVector<bool> inUnit; // the cell lies in one of the units
    QVector<bool> cells; // part of the pattern: the step's cells, its pattern's, its placements'
    QVector<uint> pattern; // the evidence candidates, in the first colour
    QVector<uint> patternAlt; // evidence in the second colour (colouring; a trial's singles)
    QVector<uint> eliminations; // the candidates the step removes
    QVector<int> placements; // the digit the step places here (0: none)
    QVector<int> order; // a trial's forced single placed here: its place in the order (1..)
    // The almost locked set of the chains that holds the cell (1, 2 ... in the order the chains
    // meet them; 0: none), each shaded in a tint of its own.
    QVector<int> als;
    int contradiction = -1; // the cell a trial leaves without a candidate (-1: none)
    // The candidates the player's pencil marks removed, no digit rules out, and the step rests
    // on (core::marksRestedOn): their cells are framed, so that Show says where the marks count.
    QVector<uint> ownMarks;

    // Level 1 of a hint, where to look: these units shaded, nothing else.
    static BoardHighlight whereToLook(
        const std::vector<int> &units, const core::Geometry &geometry);
    // The same with the cells it names (shaded as the pattern's) and the digits it names: their
    // candidates on the position, in the first colour.
    static BoardHighlight whereToLook(const std::vector<int> &units, const std::vector<int> &cells,
        core::Mask digits, const core::Board &position);
    // Whether it shows anything at all.
    bool isEmpty() const;
    // Level 2: the step's pattern, its units, its chains, what it removes and places; a trial's
    // forced singles in their order and the cell it empties.
    static BoardHighlight fromStep(const core::Step &step, const core::Geometry &geometry);
    // The same on the position the step was found on (Play: the player's marks), with the marks
    // it rests on (ownMarks).
    static BoardHighlight fromStep(const core::Step &step, const core::Board &position);

    // One frame of the chain stepper (ChainWalk) on the position the step was found on: the
    // links so far (chains), the current link emphasised (currentLink), the frame's nodes'
    // cells (cells), and the candidates of every node so far (pattern where the walk makes them
    // true, patternAlt where false; a candidate the position does not hold is not marked). The
    // last frame is fromStep(): the whole picture (on the position, with the marks it rests on,
    // when they are the player's: playersMarks).
    static BoardHighlight fromChainWalk(
        const ChainWalk &walk, const core::Board &position, bool playersMarks = false);

    // Whether it was built for a board of this geometry (its vectors that size or empty, its
    // units and cells on the board).
    bool fits(const core::Geometry &geometry) const;
    bool operator==(const BoardHighlight &) const = default;
};

// What a step just applied changed, shown (ghosted) until the board changes again: the digits it
// placed (ringed) and the candidates it removed (faint and struck through).
struct AppliedGhost
{
    QVector<bool> placed;
    QVector<uint> removed;

    static AppliedGhost fromStep(const core::Step &step, const core::Geometry &geometry);

    bool fits(const core::Geometry &geometry) const;
    bool operator==(const AppliedGhost &) const = default;
};
