#pragma once

#include <QString>
#include <QVector>

// What a solver sees at one event of its run, drawn over the board (the Solver Lab, the race):
// one entry per cell (empty vectors: nothing of that kind). The Lab fills it from its run
// timeline (runBoardState()); Play never sets one.
struct BoardOverlay
{
    QVector<bool> touched; // the event touches the cell (decided, placed, emptied, swapped ...)
    QVector<int> decided; // the digit the search decided here on the current path (0: none)
    QVector<int> placed; // the digit propagation (or a rule) placed here at this event (0: none)
    QVector<uint> struck; // candidates this event removed (drawn struck through)
    QVector<double> heat; // a weight per cell (e.g. the Contribution Number); NaN: none
    double heatMax = 0; // the scale's top (the scale starts at 0)
    QVector<bool> tie; // in the tie set the variable order chose from (outlined)
    QVector<bool> selected; // the cell the variable order chose
    QVector<bool> conflict; // the cell of the event's conflict
    QVector<bool> swapped; // the climber's swapped pair
    QVector<bool> neutralized; // a square of the neutralized set (goal neutralize)
    // Counts on the board's edges (the climber: f1 and f2 per row and column): a row's or
    // column's header shows its text instead of the unit's name, its tool tip the words, in the
    // conflict colour when `alert`. Empty: the names.
    struct EdgeNote
    {
        QString text;
        QString toolTip;
        bool alert = false;
        bool operator==(const EdgeNote &) const = default;
    };
    QVector<EdgeNote> rowEdges;
    QVector<EdgeNote> columnEdges;

    bool operator==(const BoardOverlay &) const = default;
};
