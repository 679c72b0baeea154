#include "play/historyview.h"

#include <QKeyEvent>
#include <QUndoStack>

HistoryView::HistoryView(QUndoStack *stack, QWidget *parent)
    : QListView { parent }
    , m_stack { stack }
    , m_model { new HistoryModel(stack, this) }
{
    setObjectName(QStringLiteral("historyView"));
    setModel(m_model);
    setWordWrap(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setResizeMode(QListView::Adjust);
    setUniformItemSizes(false);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    connect(this, &QListView::clicked, this, &HistoryView::goTo);
    connect(this, &QListView::activated, this, &HistoryView::goTo);
    connect(m_stack, &QUndoStack::indexChanged, this, &HistoryView::followStack);
    followStack();
}

void HistoryView::goTo(const QModelIndex &index)
{
    if (index.isValid() && index.row() != m_stack->index())
        m_stack->setIndex(index.row());
}

void HistoryView::followStack()
{
    const QModelIndex current = m_model->index(m_stack->index());
    setCurrentIndex(current);
    scrollTo(current);
}

void HistoryView::keyPressEvent(QKeyEvent *event)
{
    // Enter and Return go to the highlighted step (QListView's activated() on some platforms
    // only); arrows, Page Up/Down, Home and End just move the highlight.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        goTo(currentIndex());
        event->accept();
        return;
    }
    QListView::keyPressEvent(event);
}
