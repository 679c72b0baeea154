#pragma once

#include <QAbstractListModel>
#include <QString>

class QUndoStack;

// The undo history as a list: "New game" first, then one row per step, the current one marked
// and the steps taken back (which redo would make again) greyed. Rows follow the stack.
class HistoryModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryModel)

public:
    enum Role {
        CurrentRole = Qt::UserRole + 1, // bool: the position the board is in
        UndoneRole, // bool: a step taken back (after the current one)
    };

    explicit HistoryModel(QUndoStack *stack, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The first row's text ("New game").
    void setEmptyLabel(const QString &label);
    // The row of the board's position (the stack's index).
    int currentRow() const;

private:
    void refresh();

    QUndoStack *m_stack;
    QString m_emptyLabel;
    int m_rows = 1;
};
