#pragma once

#include "logic/step.h"

#include <QAbstractTableModel>
#include <QSet>

class Game;

// The board as a table: one index per cell. Display text is the digit; the delegate draws from
// the roles. The selected cell lives here so every view of the board shades the same peers; so
// do the marks of "Check" and the highlight of a hint.
class GridModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GridModel)

public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // int: 0 for an open cell, else the symbol
        GivenRole, // bool
        CandidatesRole, // uint: pencil marks (bits 1..N), plus a hint's candidates
        SelectedRole, // bool: the current cell
        PeerRole, // bool: a peer of the current cell
        SameDigitRole, // bool: holds the current cell's digit
        ConflictRole, // bool: a duplicate in one of its units
        WrongRole, // bool: marked wrong by Check (until it changes)
        BoxRowsRole, // int: the box height (mini-grid and borders)
        BoxColumnsRole, // int: the box width
        HintCellRole, // bool: part of the shown hint's pattern
        HintPatternRole, // uint: the hint's evidence candidates (first colour)
        HintPatternAltRole, // uint: evidence in the second colour (e.g. colouring)
        HintEliminationRole, // uint: candidates the hint removes
        HintPlacementRole, // int: the digit the hint places here (0 if none)
        HintUnitRole, // bool: in a unit the hint is about
    };
    Q_ENUM(Role)

    explicit GridModel(Game *game, QObject *parent = nullptr);

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
    // Shows a hint's pattern (level 2) or, with units only, where to look (level 1).
    void showHint(const core::Step &step, bool unitsOnly);
    void clearHint();
    bool hasHint() const { return m_hasHint; }

signals:
    void selectedCellChanged(int cell);

private:
    void onReset();
    void onCellsChanged(const QVector<int> &cells);
    void recomputeConflicts();
    void emitAllChanged();

    Game *m_game;
    int m_side;
    int m_selected = -1;
    bool m_highlightPeers = true;
    bool m_highlightSameDigit = true;
    core::CellNaming m_naming = core::CellNaming::Letter;
    QVector<bool> m_conflict;
    QSet<int> m_wrong;
    bool m_hasHint = false;
    bool m_hintUnitsOnly = false;
    core::Step m_hint;
    QVector<uint> m_hintPattern, m_hintPatternAlt, m_hintElimination;
    QVector<int> m_hintPlacement;
    QVector<bool> m_hintCell, m_hintUnit;
};
