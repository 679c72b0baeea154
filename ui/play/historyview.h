#pragma once

#include "play/historymodel.h"

#include <QListView>

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
