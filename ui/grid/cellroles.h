#pragma once

#include <Qt>

// The roles of one cell of the board: what GridModel serves (GridModel::ValueRole ...) and
// CellDelegate paints, declared apart so that the delegate needs no model to paint.
struct CellRoles
{
    enum Role {
        ValueRole = Qt::UserRole + 1, // int: 0 for an open cell, else the symbol
        GivenRole, // bool
        CandidatesRole, // uint: pencil marks (bits 1..N), plus those a hint or an event shows
        SelectedRole, // bool: the current cell
        PeerRole, // bool: a peer of the current cell
        SameDigitRole, // bool: holds the current cell's digit
        ConflictRole, // bool: a duplicate in one of its units
        WrongRole, // bool: marked wrong by Check (until it changes)
        BoxRowsRole, // int: the box height (mini-grid and borders)
        BoxColumnsRole, // int: the box width
        // The hint shown (BoardHighlight); false or 0 without one.
        HintUnitRole, // bool: in a unit the hint is about
        HintCellRole, // bool: part of the hint's pattern
        HintPatternRole, // uint: the hint's evidence candidates (first colour)
        HintPatternAltRole, // uint: evidence in the second colour (e.g. colouring)
        HintOrderRole, // int: a trial's forced single placed here, its place in the order (1..)
        HintContradictionRole, // bool: the cell a trial leaves without a candidate
        HintAlsRole, // int: the almost locked set of the hint's chains holding the cell (1, 2 ...
                     // in the order the chains meet them), 0 for none
        // What a step removes and places: the hint's, and the Lab's event's (drawn alike).
        EliminationRole, // uint: candidates drawn struck through (the hint's removals, or those
                         // the event removed)
        PlacementRole, // int: on an open cell, the digit the hint places (ringed); on a filled
                       // one, the digit propagation (or a rule) placed at the event; 0 for none
        // What an applied step just changed (AppliedGhost).
        AppliedPlacementRole, // bool: the digit here was just placed by an applied step
        AppliedEliminationRole, // uint: candidates an applied step just removed here
        FilterRole, // int: the filter digit on an open cell that may hold it, else 0
        // The Solver Lab's overlay (BoardOverlay); false, 0 or invalid without one.
        TouchedRole, // bool: the current event touches the cell
        DecidedRole, // int: the digit the search decided here (the current path)
        HeatRole, // double 0..1 on the overlay's scale; invalid for no weight
        WeightRole, // double: the raw weight (e.g. the Contribution Number); invalid for none
        TieRole, // bool: in the variable order's tie set
        ChosenRole, // bool: the cell the variable order chose
        SolverConflictRole, // bool: the cell of the event's conflict
        SwappedRole, // bool: one of the climber's swapped pair
        NeutralizedRole, // bool: in the neutralized set
    };
};
