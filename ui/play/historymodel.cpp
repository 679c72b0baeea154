#include "play/historymodel.h"

#include <QFont>
#include <QPalette>
#include <QUndoStack>

HistoryModel::HistoryModel(QUndoStack *stack, QObject *parent)
    : QAbstractListModel { parent }
    , m_stack { stack }
{
    // Any change of the stack (a new step drops the undone ones; undo, redo and jumps move the
    // index; clear) is seen through these.
    connect(m_stack, &QUndoStack::indexChanged, this, &HistoryModel::refresh);
    connect(m_stack, &QUndoStack::cleanChanged, this, &HistoryModel::refresh);
    m_rows = m_stack->count() + 1;
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const bool current = row == m_stack->index();
    switch (role) {
    case Qt::DisplayRole:
        return row == 0 ? m_emptyLabel : m_stack->text(row - 1);
    case Qt::FontRole:
        if (current) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        if (row > m_stack->index())
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case CurrentRole:
        return current;
    case UndoneRole:
        return row > m_stack->index();
    default:
        return {};
    }
}

void HistoryModel::setEmptyLabel(const QString &label)
{
    m_emptyLabel = label;
    emit dataChanged(index(0), index(0), { Qt::DisplayRole });
}

int HistoryModel::currentRow() const
{
    return m_stack->index();
}

void HistoryModel::refresh()
{
    const int rows = m_stack->count() + 1;
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
    // Texts change when steps merge or are replaced; the marks move with the index.
    emit dataChanged(index(0), index(m_rows - 1));
}
