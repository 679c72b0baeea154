#include "grid/boardframe.h"

#include "grid/gridmodel.h"
#include "grid/gridview.h"

#include <QResizeEvent>

BoardFrame::BoardFrame(QWidget *child, QWidget *parent)
    : QWidget { parent }
    , m_child { child }
{
    child->setParent(this);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize BoardFrame::sizeHint() const
{
    return m_child->sizeHint();
}

QSize BoardFrame::minimumSizeHint() const
{
    return m_child->minimumSizeHint();
}

void BoardFrame::resizeEvent(QResizeEvent *)
{
    relayout();
}

void BoardFrame::relayout()
{
    auto *grid = qobject_cast<GridView *>(m_child);
    int side = qMin(width(), height());
    if (grid && grid->gridModel() && grid->gridModel()->rowCount() > 0) {
        const int n = grid->gridModel()->rowCount();
        const int cell = qMax(12, (side - grid->headerSize() - 2) / n);
        side = grid->extentFor(cell);
    }
    m_child->setGeometry((width() - side) / 2, (height() - side) / 2, side, side);
}
