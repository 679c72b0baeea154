#pragma once

#include <QAbstractTableModel>

class Game;

// The board as a table: one index per cell. Display text is the digit; the delegate draws from
// the roles. The selected cell lives here so every view of the board shades the same peers.
class GridModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GridModel)

public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // int: 0 for an open cell, else the symbol
        GivenRole,                    // bool
        CandidatesRole,               // uint: the pencil-mark mask (bits 1..N)
        SelectedRole,                 // bool: the selected cell
        PeerRole,                     // bool: a peer of the selected cell
        SameDigitRole,                // bool: holds the selected cell's digit
        ConflictRole,                 // bool: a duplicate in one of its units
        BoxRowsRole,                  // int: the box height (for the delegate's mini-grid and borders)
        BoxColumnsRole,               // int: the box width
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
    QVector<bool> m_conflict;
};
