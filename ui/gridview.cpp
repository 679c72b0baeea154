#include "gridview.h"

#include "celldelegate.h"
#include "gridmodel.h"

#include <QHeaderView>
#include <QPainter>
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

GridView::GridView(QWidget *parent)
    : QTableView { parent }
{
    setItemDelegate(new CellDelegate(this));
    setShowGrid(false);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setTabKeyNavigation(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setHighlightSections(false);
    verticalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    verticalHeader()->setDefaultAlignment(Qt::AlignCenter);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setObjectName(QStringLiteral("gridView"));
}

void GridView::setGridModel(GridModel *model)
{
    m_model = model;
    setModel(model);
    connect(model, &GridModel::selectedCellChanged, this, [this](int cell) {
        const QModelIndex i = m_model->indexOfCell(cell);
        if (i != currentIndex())
            setCurrentIndex(i);
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        updateCellSize();
        if (auto *frame = qobject_cast<BoardFrame *>(parentWidget()))
            frame->relayout(); // a new grid size changes the square that fits
    });
    updateCellSize();
}

QSize GridView::sizeHint() const
{
    return { 560, 560 };
}

QSize GridView::minimumSizeHint() const
{
    const int side = m_model ? m_model->rowCount() : 9;
    const int cell = fontMetrics().height() * (side > 9 ? 2 : 3) / 2 + 6;
    return { cell * side + 30, cell * side + 30 };
}

void GridView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    updateCellSize();
}

int GridView::headerSize() const
{
    return qMax(fontMetrics().height() + 6, 22);
}

int GridView::extentFor(int cell) const
{
    const int side = m_model ? m_model->rowCount() : 9;
    return headerSize() + cell * side + 2;
}

void GridView::updateCellSize()
{
    if (!m_model)
        return;
    const int side = qMax(1, m_model->rowCount());
    // Headers take a fixed strip; cells are square and as large as fits.
    const int header = headerSize();
    horizontalHeader()->setFixedHeight(header);
    verticalHeader()->setFixedWidth(header);
    const int available = qMin(width() - header, height() - header) - 2;
    m_cellSize = qMax(12, available / side);
    horizontalHeader()->setDefaultSectionSize(m_cellSize);
    verticalHeader()->setDefaultSectionSize(m_cellSize);
    horizontalHeader()->setMinimumSectionSize(1);
    verticalHeader()->setMinimumSectionSize(1);
    for (int i = 0; i < side; ++i) {
        horizontalHeader()->resizeSection(i, m_cellSize);
        verticalHeader()->resizeSection(i, m_cellSize);
    }
    viewport()->update();
}

void GridView::paintEvent(QPaintEvent *event)
{
    QTableView::paintEvent(event);
    if (!m_model || m_model->rowCount() == 0)
        return;
    const int side = m_model->rowCount();
    const QModelIndex any = m_model->index(0, 0);
    const int boxRows = any.data(GridModel::BoxRowsRole).toInt();
    const int boxCols = any.data(GridModel::BoxColumnsRole).toInt();
    QPainter p(viewport());
    const QColor text = palette().color(QPalette::Text);
    const QColor base = palette().color(QPalette::Base);
    const QColor thin = QColor::fromRgbF(0.65 * base.redF() + 0.35 * text.redF(),
                                         0.65 * base.greenF() + 0.35 * text.greenF(),
                                         0.65 * base.blueF() + 0.35 * text.blueF());
    const int x0 = columnViewportPosition(0);
    const int y0 = rowViewportPosition(0);
    const int extent = m_cellSize * side;
    const int thick = qMax(2, m_cellSize / 18);
    for (int i = 0; i <= side; ++i) {
        const bool vBox = i % boxCols == 0;
        const bool hBox = i % boxRows == 0;
        p.setPen(QPen(vBox ? text : thin, vBox ? thick : 1));
        p.drawLine(x0 + i * m_cellSize, y0, x0 + i * m_cellSize, y0 + extent);
        p.setPen(QPen(hBox ? text : thin, hBox ? thick : 1));
        p.drawLine(x0, y0 + i * m_cellSize, x0 + extent, y0 + i * m_cellSize);
    }
}

void GridView::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    QTableView::currentChanged(current, previous);
    if (m_model)
        m_model->setSelectedCell(m_model->cellOf(current));
}
