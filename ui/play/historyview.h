#pragma once

#include <QAbstractListModel>
#include <QListView>

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

// The History tab. Moving through it is deliberate: a click, a double click or Enter goes back
// (or forward) to that step; the arrow keys only move the highlight, so looking through the
// list with the keyboard never changes the board. Long entries wrap.
class HistoryView final : public QListView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryView)

public:
    explicit HistoryView(QUndoStack *stack, QWidget *parent = nullptr);

    HistoryModel *historyModel() const { return m_model; }
    void setEmptyLabel(const QString &label) { m_model->setEmptyLabel(label); }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void goTo(const QModelIndex &index);
    void followStack();

    QUndoStack *m_stack;
    HistoryModel *m_model;
};
