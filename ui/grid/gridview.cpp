#include "grid/gridview.h"

#include "board/geometry.h"
#include "common/appearance.h"
#include "grid/celldelegate.h"
#include "grid/gridmodel.h"
#include "grid/linkpainter.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QResizeEvent>

GridView::GridView(QWidget *parent)
    : QTableView { parent }
{
    setItemDelegate(new CellDelegate(this));
    setShowGrid(false);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
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
    const auto relayout = [this] {
        updateCellSize();
        if (auto *frame = qobject_cast<BoardFrame *>(parentWidget()))
            frame->relayout(); // a new grid size changes the square that fits
    };
    connect(model, &QAbstractItemModel::modelReset, this, relayout);
    // Edge notes of another width change the headers' strip.
    connect(model, &QAbstractItemModel::headerDataChanged, this, [this, relayout] {
        if (headerSize() != verticalHeader()->width())
            relayout();
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
    int size = qMax(fontMetrics().height() + 6, 22);
    // Notes on the edges (BoardOverlay::rowEdges) wider than a row's name widen the strip.
    if (m_model)
        for (const auto *edges : { &m_model->overlay().rowEdges, &m_model->overlay().columnEdges })
            for (const BoardOverlay::EdgeNote &note : *edges)
                size = qMax(size, fontMetrics().horizontalAdvance(note.text) + 8);
    return size;
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
        0.65 * base.greenF() + 0.35 * text.greenF(), 0.65 * base.blueF() + 0.35 * text.blueF());
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
    const Appearance::BoardColors colors = Appearance::boardColors(palette());
    // The board has the keyboard: its outer border in the focus colour.
    if (hasFocus()) {
        p.setPen(QPen(colors.focus, thick + 1, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        const qreal half = (thick + 1) / 2.0;
        p.drawRect(QRectF(x0, y0, extent, extent).adjusted(half, half, -half, -half));
    }
    // A hint's units: outlined on their borders (where no mark is), so they read whatever else
    // is shaded.
    const BoardHighlight &highlight = m_model->highlight();
    const core::Geometry &g = m_model->board().geometry();
    for (int unit : highlight.units) {
        QRect area;
        for (int cell : g.unit(unit))
            area = area.united(visualRect(m_model->indexOfCell(cell)));
        const int pen = thick + 1;
        p.setPen(QPen(colors.hintUnitOutline, pen, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        const qreal half = pen / 2.0;
        p.drawRect(QRectF(area.left(), area.top(), area.width(), area.height())
                       .adjusted(half, half, -half, -half));
    }
    // Its chains: the links between the candidates.
    if (!highlight.chains.empty() || !highlight.currentLink.empty())
        linkPainter().paint(p, highlight.chains, highlight.currentLink);
}

LinkPainter GridView::linkPainter() const
{
    const Appearance::BoardColors colors = Appearance::boardColors(palette());
    const QModelIndex any = m_model->index(0, 0);
    const int boxRows = any.data(GridModel::BoxRowsRole).toInt();
    const int boxCols = any.data(GridModel::BoxColumnsRole).toInt();
    return LinkPainter(
        [this, boxRows, boxCols](int cell, int symbol) {
            const QModelIndex index = m_model->indexOfCell(cell);
            if (symbol == 0)
                return QRectF(visualRect(index));
            if (!(index.data(GridModel::CandidatesRole).toUInt() & (1u << symbol)))
                return QRectF();
            return CellDelegate::candidateRect(visualRect(index), symbol, boxRows, boxCols);
        },
        { colors.link, colors.link, colors.base, qMax(1.6, m_cellSize / 26.0),
            colors.hintUnitOutline });
}

void GridView::focusInEvent(QFocusEvent *event)
{
    QTableView::focusInEvent(event);
    viewport()->update();
}

void GridView::focusOutEvent(QFocusEvent *event)
{
    QTableView::focusOutEvent(event);
    viewport()->update();
}

void GridView::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    QTableView::currentChanged(current, previous);
    if (m_model)
        m_model->setSelectedCell(m_model->cellOf(current));
}

QVector<int> GridView::targetCells() const
{
    QVector<int> cells;
    if (!m_model)
        return cells;
    const auto selected
        = selectionModel() ? selectionModel()->selectedIndexes() : QModelIndexList();
    for (const QModelIndex &i : selected)
        cells.push_back(m_model->cellOf(i));
    if (cells.isEmpty() && currentIndex().isValid())
        cells.push_back(m_model->cellOf(currentIndex()));
    std::sort(cells.begin(), cells.end());
    return cells;
}

int GridView::symbolForKey(const QKeyEvent *event, int side, bool *shifted)
{
    const int key = event->key();
    const bool shift = event->modifiers().testFlag(Qt::ShiftModifier);
    *shifted = shift;
    // X11 (evdev) scan codes 10..18 are the keys 1..9 of the main row, whatever the layout and
    // the shift state.
    const quint32 scan = event->nativeScanCode();
    if (scan >= 10 && scan <= 18 && !event->modifiers().testFlag(Qt::KeypadModifier)) {
        const int s = int(scan) - 9;
        return s <= side ? s : 0;
    }
    if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        const int s = key - Qt::Key_0;
        return s <= side ? s : 0;
    }
    if (key >= Qt::Key_A && key <= Qt::Key_Z && side > 9) {
        const int s = key - Qt::Key_A + 10;
        return s <= side ? s : 0;
    }
    // Shifted digits without a scan code (tests, other platforms): the US and German layouts.
    static const QString us = QStringLiteral("!@#$%^&*(");
    static const QString de = QStringLiteral("!\"\u00a7$%&/()");
    const QString text = event->text();
    if (shift && text.size() == 1) {
        int s = us.indexOf(text) + 1;
        if (s == 0)
            s = de.indexOf(text) + 1;
        if (s > 0 && s <= side) {
            *shifted = true;
            return s;
        }
    }
    return 0;
}

void GridView::keyPressEvent(QKeyEvent *event)
{
    if (!m_model || m_model->rowCount() == 0) {
        QTableView::keyPressEvent(event);
        return;
    }
    const int side = m_model->rowCount();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    // Arrows move with wrap-around; Shift+arrow extends the selection.
    int dr = 0;
    int dc = 0;
    switch (event->key()) {
    case Qt::Key_Up:
        dr = -1;
        break;
    case Qt::Key_Down:
        dr = 1;
        break;
    case Qt::Key_Left:
        dc = -1;
        break;
    case Qt::Key_Right:
        dc = 1;
        break;
    default:
        break;
    }
    if ((dr || dc) && !(mods & (Qt::ControlModifier | Qt::AltModifier))) {
        QModelIndex cur = currentIndex();
        const int r = cur.isValid() ? (cur.row() + dr + side) % side : 0;
        const int c = cur.isValid() ? (cur.column() + dc + side) % side : 0;
        const QModelIndex next = m_model->index(r, c);
        const auto flags = mods & Qt::ShiftModifier
            ? QItemSelectionModel::Select | QItemSelectionModel::Current
            : QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Current;
        if (mods & Qt::ShiftModifier && cur.isValid())
            selectionModel()->select(cur, QItemSelectionModel::Select);
        selectionModel()->setCurrentIndex(next, flags);
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
        emit eraseRequested();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Space && !(mods & ~Qt::ShiftModifier)) {
        emit modeToggleRequested();
        event->accept();
        return;
    }
    if (!(mods & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        bool shifted = false;
        const int symbol = symbolForKey(event, side, &shifted);
        if (symbol > 0) {
            emit symbolTyped(symbol, shifted);
            event->accept();
            return;
        }
    }
    QTableView::keyPressEvent(event);
}

void GridView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex index = indexAt(viewport()->mapFromGlobal(event->globalPos()));
    if (!m_model || !index.isValid())
        return;
    if (!selectionModel()->isSelected(index))
        setCurrentIndex(index);
    const int cell = m_model->cellOf(index);
    if (index.data(GridModel::ValueRole).toInt() != 0) {
        if (index.data(GridModel::GivenRole).toBool())
            return;
        QMenu menu(this);
        menu.addAction(tr("Erase"), this, [this, cell] { emit eraseCellRequested(cell); });
        menu.exec(event->globalPos());
        return;
    }
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("candidateMenu"));
    menu.setTitle(tr("Pencil marks"));
    const uint mask = index.data(GridModel::CandidatesRole).toUInt();
    const int side = m_model->rowCount();
    for (int s = 1; s <= side; ++s) {
        QAction *a = menu.addAction(
            tr("Pencil mark %1").arg(QChar::fromLatin1(core::Geometry::symbolChar(s))));
        a->setCheckable(true);
        a->setChecked(mask & (1u << s));
        connect(a, &QAction::triggered, this,
            [this, cell, s] { emit candidateToggleRequested(cell, s); });
    }
    menu.addSeparator();
    menu.addAction(tr("Clear pencil marks"), this, [this, cell] { emit eraseCellRequested(cell); });
    menu.exec(event->globalPos());
}
