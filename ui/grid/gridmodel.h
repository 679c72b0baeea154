#pragma once

#include "grid/boardoverlay.h"
#include "grid/cellroles.h"
#include "logic/notation.h"
#include "logic/step.h"

#include <QAbstractTableModel>

#include <QSet>
#include <QVector>
#include <functional>

class Game;

// The board as a table: one index per cell. Display text is the digit; the delegate draws from
// the roles. The selected cell lives here so every view of the board shades the same peers; so
// do the marks of "Check", the highlight of a hint (which wins over the peers' shading while it
// is shown), what an applied step just changed, and the candidate filter.
//
// Its roles are CellRoles' (GridModel::ValueRole ...), which CellDelegate paints.
//
// The model shows a Game (Play), or without one a board set with setBoard() and an overlay (the
// Solver Lab: the solver's state at the current event).
class GridModel final : public QAbstractTableModel, public CellRoles
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GridModel)

public:
    explicit GridModel(Game *game, QObject *parent = nullptr);
    // A model of its own board (setBoard()), with no game behind it.
    explicit GridModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

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
    // Level 1 of a hint: where to look, these units shaded (nothing else).
    void showWhere(const std::vector<int> &units);
    // Level 2: the hint's pattern, its units, its chains (links drawn over the board), what it
    // changes; a trial's forced singles in order and the cell it empties.
    void showHint(const core::Step &step);
    void clearHint();
    bool hasHint() const { return m_hasHint; }
    // The units of the hint shown (shaded and outlined), and its chains (level 2 only).
    std::vector<int> hintUnits() const;
    const std::vector<core::Chain> &hintChains() const { return m_hintChains; }
    // After a step is applied: the digits it placed and the candidates it removed stay visible
    // (ghosted) until the board changes again or another hint is shown.
    void showApplied(const core::Step &step);
    bool hasApplied() const { return m_hasApplied; }

    // The candidate filter: every open cell that may hold the digit (by its pencil marks, or
    // by the rules where it has none) is highlighted; 0 turns it off.
    void setFilterDigit(int symbol);
    int filterDigit() const { return m_filter; }

    // Without a game: the board shown (a new shape resets the model; the selection and the hint
    // stay otherwise) and what is drawn over it. The overlay's vectors are the board's size or
    // empty.
    void setBoard(const core::Board &board);
    const core::Board &board() const;
    void setOverlay(BoardOverlay overlay);
    const BoardOverlay &overlay() const { return m_overlay; }
    void clearOverlay() { setOverlay({}); }

signals:
    void selectedCellChanged(int cell);
    void filterDigitChanged(int symbol);

private:
    void onReset();
    // The board changes (in change()) to one of this side: a new side resets the model (the
    // selection, and a filter digit the board cannot hold); otherwise every cell changes.
    void refresh(int side, const std::function<void()> &change);
    void onCellsChanged(const QVector<int> &cells);
    void recomputeConflicts();
    void emitAllChanged();

    const core::Geometry &geometry() const { return board().geometry(); }

    Game *m_game = nullptr;
    core::Board m_board; // without a game
    BoardOverlay m_overlay;
    int m_side;
    int m_selected = -1;
    bool m_highlightPeers = true;
    bool m_highlightSameDigit = true;
    core::CellNaming m_naming = core::CellNaming::Letter;
    QVector<bool> m_conflict;
    QSet<int> m_wrong;
    void clearOverlays();

    bool m_hasHint = false;
    bool m_hintUnitsOnly = false;
    std::vector<int> m_hintUnits;
    std::vector<core::Chain> m_hintChains;
    QVector<uint> m_hintPattern, m_hintPatternAlt, m_hintElimination;
    QVector<int> m_hintPlacement, m_hintOrder, m_hintAls;
    QVector<bool> m_hintCell, m_hintUnit;
    int m_contradiction = -1;
    bool m_hasApplied = false;
    QVector<bool> m_appliedPlacement;
    QVector<uint> m_appliedElimination;
    int m_filter = 0;
};
