#pragma once

#include "board/board.h"
#include "grid/boardhighlight.h"
#include "grid/boardoverlay.h"
#include "grid/cellroles.h"

#include <QAbstractTableModel>
#include <QSet>
#include <QVector>

// The board as a table: one index per cell. Display text is the digit; the delegate draws from
// the roles. It knows no game: whoever owns the board hands it over by value (Play's workspace
// from its game, the Lab and the race at each event, Help with its example), and what is drawn
// over it the same way: a hint's highlight (BoardHighlight), what a step just applied changed
// (AppliedGhost), a solver's event (BoardOverlay).
//
// Its own state, shared by every view of it: the selected cell (so every view shades the same
// peers), the marks of "Check", the candidate filter and the conflicts. It serves a cell through
// the roles of CellRoles (GridModel::ValueRole ...), which CellDelegate paints.
class GridModel final : public QAbstractTableModel, public CellRoles
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GridModel)

public:
    explicit GridModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

    // --- The board, handed over by its owner ---
    // Shows a board (a new game, the Lab's next position). What was drawn for the board before
    // goes with it: the Check marks, the highlight and the ghost; the overlay stays (the Lab
    // sets the next). A board of another size resets the model: the selection, the overlay and
    // a filter digit it cannot hold go too.
    void setBoard(const core::Board &board);
    // The board after a move that changed only these cells (a digit, pencil marks): their Check
    // marks go, and so do a shown highlight and ghost (the position moved on). dataChanged
    // covers the cells and their peers, or the whole board when more changes (the shading of
    // the selected cell's digit, a highlight that goes).
    void updateCells(const core::Board &board, const QVector<int> &cells);
    const core::Board &board() const { return m_board; }

    // --- The selection and the settings of the shading ---
    int selectedCell() const { return m_selected; }
    void setSelectedCell(int cell); // -1 for none
    QModelIndex indexOfCell(int cell) const;
    int cellOf(const QModelIndex &index) const;
    bool isPeerOfSelection(int cell) const;

    void setHighlightPeers(bool on);
    void setHighlightSameDigit(bool on);
    void setCellNaming(core::CellNaming naming);
    core::CellNaming cellNaming() const { return m_naming; }

    // Marks these cells wrong until they change (the Check command).
    void markWrong(const QVector<int> &cells);
    QVector<int> wrongCells() const;

    // The candidate filter: every open cell that may hold the digit (by its pencil marks, or
    // by the rules where it has none) is highlighted; 0 turns it off.
    void setFilterDigit(int symbol);
    int filterDigit() const { return m_filter; }

    // --- What is drawn over the board ---
    // A hint (built for this board: BoardHighlight::whereToLook, fromStep). While it is shown
    // its shading wins over the selection's peers and digit; it replaces the ghost. One built
    // for another board is not shown.
    void setHighlight(BoardHighlight highlight);
    void clearHighlight();
    bool hasHighlight() const { return m_hasHighlight; }
    // The hint shown (empty without one): the view draws its units' outlines and its chains.
    const BoardHighlight &highlight() const { return m_highlight; }
    // After a step is applied: what it changed, ghosted until the board changes again or a hint
    // is shown; it replaces the highlight.
    void setApplied(AppliedGhost ghost);
    bool hasApplied() const { return m_hasApplied; }
    const AppliedGhost &applied() const { return m_applied; }
    // A solver's event (the Lab, the race): its vectors are the board's size or empty.
    void setOverlay(BoardOverlay overlay);
    const BoardOverlay &overlay() const { return m_overlay; }
    void clearOverlay() { setOverlay({}); }

signals:
    void selectedCellChanged(int cell);
    void filterDigitChanged(int symbol);

private:
    void dropHighlightAndGhost();
    void recomputeConflicts();
    void emitAllChanged();
    // dataChanged for these cells: a range per row, or one for the board when most change.
    void emitChanged(const QVector<bool> &cells);

    const core::Geometry &geometry() const { return m_board.geometry(); }

    core::Board m_board;
    BoardOverlay m_overlay;
    int m_side;
    int m_selected = -1;
    bool m_highlightPeers = true;
    bool m_highlightSameDigit = true;
    core::CellNaming m_naming = core::CellNaming::Letter;
    QVector<bool> m_conflict;
    QSet<int> m_wrong;
    bool m_hasHighlight = false;
    BoardHighlight m_highlight;
    bool m_hasApplied = false;
    AppliedGhost m_applied;
    int m_filter = 0;
};
