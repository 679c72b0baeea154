#include "runview/searchtreeview.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace {

constexpr double kMaxColumnPx = 160;
constexpr double kMaxLevelPx = 120;
constexpr double kMinLevelPx = 2;

} // namespace

SearchTreeView::SearchTreeView(QWidget *parent)
    : QWidget { parent }
{
    setObjectName(QStringLiteral("searchTreeView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(120, 80);
}

SearchTreeView::~SearchTreeView() = default;

void SearchTreeView::setTimeline(const core::RunTimeline *timeline)
{
    m_timeline = timeline;
    // The old run's layout (12 bytes a node) and cut freed, not only emptied (clear() keeps
    // the capacity: megabytes after a run of a million nodes).
    m_layout = core::RunTreeLayout();
    m_collapsed = std::unordered_set<std::uint32_t>();
    m_items = std::vector<core::TreeDrawItem>();
    m_rects = std::vector<QRectF>();
    m_current = -1;
    m_autoFit = true;
    m_minimapImage = {};
    m_minimapNodes = 0;
    timelineGrown();
    emit timelineReset();
}

void SearchTreeView::timelineGrown()
{
    if (m_timeline && m_timeline->hasHeader())
        m_layout.sync(m_timeline->tree());
    if (m_autoFit || m_thumbnail)
        refit();
    if (m_partner)
        m_partner->refitIfAuto();
    update();
}

void SearchTreeView::refit()
{
    if (m_layout.size() == 0)
        return;
    const QRectF area(rect());
    m_transform = TreeTransform::fit(m_layout.width(), m_layout.levels(), area);
    if (m_partner && m_partner->m_layout.size() > 0 && !m_thumbnail) {
        const TreeTransform other = TreeTransform::fit(
            m_partner->m_layout.width(), m_partner->m_layout.levels(), QRectF(m_partner->rect()));
        m_transform.columnPx = std::min(m_transform.columnPx, other.columnPx);
        m_transform.levelPx = std::min(m_transform.levelPx, other.levelPx);
        // Centred across.
        const double wide = m_layout.width() * m_transform.columnPx;
        m_transform.originX = area.left() + (area.width() - wide) / 2 + m_transform.columnPx / 2;
    }
}

void SearchTreeView::setFitPartner(SearchTreeView *partner)
{
    m_partner = partner;
    refitIfAuto();
}

void SearchTreeView::refitIfAuto()
{
    if (m_autoFit) {
        refit();
        update();
    }
}

void SearchTreeView::setCurrentNode(std::int64_t node)
{
    if (node >= 0 && static_cast<std::uint64_t>(node) >= m_layout.size())
        node = m_layout.size() == 0 ? -1 : static_cast<std::int64_t>(m_layout.size()) - 1;
    if (node == m_current)
        return;
    m_current = node;
    if (m_follow && !m_autoFit && !m_thumbnail && node >= 0)
        ensureVisible(static_cast<std::uint32_t>(node));
    update();
}

void SearchTreeView::setFollow(bool on)
{
    m_follow = on;
    if (on && m_current >= 0 && !m_autoFit)
        ensureVisible(static_cast<std::uint32_t>(m_current));
}

void SearchTreeView::setThumbnail(bool on)
{
    m_thumbnail = on;
    setMouseTracking(!on);
    setFocusPolicy(on ? Qt::NoFocus : Qt::StrongFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents, on);
    if (on)
        refit();
    update();
}

void SearchTreeView::setMinimapVisible(bool on)
{
    m_minimap = on;
    update();
}

void SearchTreeView::setLabelText(std::function<QString(std::uint32_t)> label)
{
    m_label = std::move(label);
    update();
}

void SearchTreeView::setToolTipText(std::function<QString(std::uint32_t)> tip)
{
    m_tip = std::move(tip);
}

void SearchTreeView::setScale(double columnPx, double levelPx)
{
    if (columnPx <= 0 || levelPx <= 0)
        return;
    const QPointF c = QRectF(rect()).center();
    m_transform.originX = c.x() - (c.x() - m_transform.originX) * columnPx / m_transform.columnPx;
    m_transform.originY = c.y() - (c.y() - m_transform.originY) * levelPx / m_transform.levelPx;
    m_transform.columnPx = columnPx;
    m_transform.levelPx = levelPx;
    m_autoFit = false;
    update();
}

void SearchTreeView::zoomBy(double columns, double levels, const QPointF &anchor)
{
    if (m_layout.size() == 0)
        return;
    // Out no further than half the fitted size; in no further than a roomy node.
    const TreeTransform fitted
        = TreeTransform::fit(m_layout.width(), m_layout.levels(), QRectF(rect()));
    const double columnPx = std::clamp(
        m_transform.columnPx * columns, std::min(fitted.columnPx / 2, kMaxColumnPx), kMaxColumnPx);
    const double levelPx = std::clamp(
        m_transform.levelPx * levels, std::min(kMinLevelPx, fitted.levelPx), kMaxLevelPx);
    m_transform.originX
        = anchor.x() - (anchor.x() - m_transform.originX) * columnPx / m_transform.columnPx;
    m_transform.originY
        = anchor.y() - (anchor.y() - m_transform.originY) * levelPx / m_transform.levelPx;
    m_transform.columnPx = columnPx;
    m_transform.levelPx = levelPx;
    userMoved();
    emit scaleChanged(columnPx, levelPx);
}

void SearchTreeView::panBy(double dx, double dy)
{
    m_transform.originX += dx;
    m_transform.originY += dy;
    userMoved();
}

void SearchTreeView::userMoved()
{
    m_autoFit = false;
    update();
}

void SearchTreeView::fitAll()
{
    // Fitting is shared with the partner: both fit at one scale.
    m_autoFit = true;
    refit();
    update();
    if (m_partner) {
        m_partner->m_autoFit = true;
        m_partner->refit();
        m_partner->update();
    }
}

void SearchTreeView::zoomToPath()
{
    if (m_current < 0 || m_layout.size() == 0 || !m_timeline)
        return;
    const core::RunTree &tree = m_timeline->tree();
    double lo = m_layout.x(std::uint64_t(m_current));
    double hi = lo;
    for (std::int64_t id = m_current; id >= 0; id = tree.parent(std::uint64_t(id))) {
        lo = std::min(lo, m_layout.x(std::uint64_t(id)));
        hi = std::max(hi, m_layout.x(std::uint64_t(id)));
    }
    const double margin = 24;
    const double columns = hi - lo + 2;
    const double columnPx
        = std::min(kMaxColumnPx / 2, std::max(0.0, width() - 2 * margin) / columns);
    const double levels = std::max(1, m_layout.level(std::uint64_t(m_current)));
    const double levelPx = std::clamp((height() - 2 * margin) / levels, kMinLevelPx, 60.0);
    m_transform.columnPx = columnPx;
    m_transform.levelPx = levelPx;
    m_transform.originX = width() / 2.0 - (lo + hi) / 2 * columnPx;
    m_transform.originY = margin;
    userMoved();
    emit scaleChanged(columnPx, levelPx);
}

void SearchTreeView::ensureVisible(std::uint32_t node)
{
    if (node >= m_layout.size())
        return;
    const QPointF c = m_transform.map(m_layout.x(node), m_layout.level(node));
    const QRectF inner = QRectF(rect()).adjusted(30, 30, -30, -30);
    if (inner.contains(c))
        return;
    if (c.x() < inner.left() || c.x() > inner.right())
        m_transform.originX += width() / 2.0 - c.x();
    if (c.y() < inner.top() || c.y() > inner.bottom())
        m_transform.originY += height() / 2.0 - c.y();
    update();
}

void SearchTreeView::toggleCollapsed(std::uint32_t node)
{
    if (!m_collapsed.erase(node))
        m_collapsed.insert(node);
    update();
}

void SearchTreeView::expandAll()
{
    m_collapsed.clear();
    update();
}

QPointF SearchTreeView::nodeCentre(std::uint32_t node) const
{
    return m_transform.map(m_layout.x(node), m_layout.level(node));
}

std::int64_t SearchTreeView::nodeAtPoint(const QPointF &point) const
{
    if (!m_timeline || m_layout.size() == 0)
        return -1;
    // The node nearest to the point, within a few pixels of its disc.
    const int level = static_cast<int>(std::lround(m_transform.level(point.y())));
    const std::int64_t id
        = m_layout.nodeAt(m_timeline->tree(), m_transform.column(point.x()), level);
    if (id < 0)
        return -1;
    const QPointF c = nodeCentre(static_cast<std::uint32_t>(id));
    const double reach = std::max(6.0, std::min(m_transform.columnPx, m_transform.levelPx) / 2);
    return QLineF(c, point).length() <= reach ? id : -1;
}

TreePaintOptions SearchTreeView::paintOptions(bool forExport) const
{
    TreePaintOptions o;
    o.colours = TreeColours::forPalette(palette());
    o.current = m_current;
    if (!m_collapsed.empty())
        o.collapsed = [this](std::uint32_t id) { return m_collapsed.count(id) > 0; };
    if (!m_thumbnail || forExport) {
        o.label = m_label;
    } else {
        o.blockCounts = false;
        o.blockPixels = 3;
    }
    return o;
}

void SearchTreeView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (!m_timeline || m_layout.size() == 0) {
        painter.fillRect(rect(), TreeColours::forPalette(palette()).background);
        return;
    }
    paintTree(painter, m_timeline->tree(), m_layout, m_transform, QRectF(rect()),
        paintOptions(false), &m_items, &m_rects);
    if (!m_thumbnail && m_minimap && !m_autoFit)
        paintMinimap(painter);
}

QRect SearchTreeView::minimapRect() const
{
    const int w = std::clamp(width() / 5, 100, 220);
    const int h = std::clamp(height() / 5, 50, 120);
    return { width() - w - 8, height() - h - 8, w, h };
}

void SearchTreeView::paintMinimap(QPainter &painter)
{
    const QRect box = minimapRect();
    const TreeColours colours = TreeColours::forPalette(palette());
    // The whole tree, fitted, cached until the tree grows.
    if (m_minimapImage.size() != box.size() || m_minimapNodes != m_layout.size()) {
        m_minimapImage = QImage(box.size(), QImage::Format_RGB32);
        QPainter p(&m_minimapImage);
        paintThumbnail(p, *m_timeline, m_layout, QRectF(QPointF(0, 0), box.size()), -1, colours);
        m_minimapNodes = m_layout.size();
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.drawImage(box.topLeft(), m_minimapImage);
    painter.setPen(QPen(colours.edge, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(box.adjusted(0, 0, -1, -1));
    // Where the view is.
    const TreeTransform small = TreeTransform::fit(
        m_layout.width(), m_layout.levels(), QRectF(QPointF(0, 0), box.size()));
    const double c0 = m_transform.column(0), c1 = m_transform.column(width());
    const double l0 = m_transform.level(0), l1 = m_transform.level(height());
    QRectF view(small.map(c0, l0), small.map(c1, l1));
    view.translate(box.topLeft());
    view = view.intersected(QRectF(box));
    if (view.width() < 2)
        view.adjust(-1, 0, 1, 0);
    painter.setPen(QPen(colours.highlight, 2));
    painter.drawRect(view);
}

void SearchTreeView::centreOnMinimap(const QPointF &point)
{
    const QRect box = minimapRect();
    const TreeTransform small = TreeTransform::fit(
        m_layout.width(), m_layout.levels(), QRectF(QPointF(0, 0), box.size()));
    const QPointF local = point - box.topLeft();
    const double column = small.column(local.x());
    const double level = small.level(local.y());
    const QPointF now = m_transform.map(column, level);
    m_transform.originX += width() / 2.0 - now.x();
    m_transform.originY += height() / 2.0 - now.y();
    userMoved();
}

void SearchTreeView::paintThumbnail(QPainter &painter, const core::RunTimeline &timeline,
    const core::RunTreeLayout &layout, const QRectF &area, std::int64_t current,
    const TreeColours &colours)
{
    TreePaintOptions o;
    o.colours = colours;
    o.current = current;
    o.blockCounts = false;
    o.blockPixels = 3;
    painter.save();
    painter.setClipRect(area);
    if (layout.size() == 0 || !timeline.hasHeader()) {
        painter.fillRect(area, colours.background);
    } else {
        const TreeTransform t = TreeTransform::fit(layout.width(), layout.levels(), area);
        paintTree(painter, timeline.tree(), layout, t, area, o);
    }
    painter.restore();
}

void SearchTreeView::resizeEvent(QResizeEvent *)
{
    if (m_autoFit || m_thumbnail)
        refit();
    if (m_partner)
        m_partner->refitIfAuto();
}

void SearchTreeView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        // A horizontal wheel (or touchpad) pans.
        panBy(event->angleDelta().x() / 2.0, 0);
        return;
    }
    const double factor = std::pow(1.25, steps);
    if (event->modifiers() & Qt::ControlModifier)
        zoomBy(1, factor, event->position());
    else
        zoomBy(factor, 1, event->position());
    event->accept();
}

void SearchTreeView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = m_lastPos = event->position();
    m_dragging = false;
    m_minimapDrag = event->button() == Qt::LeftButton && m_minimap && !m_autoFit
        && minimapRect().contains(event->position().toPoint());
    if (m_minimapDrag)
        centreOnMinimap(event->position());
}

void SearchTreeView::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton) {
        if (m_minimapDrag) {
            centreOnMinimap(event->position());
            return;
        }
        if (QLineF(m_pressPos, event->position()).length() > 4)
            m_dragging = true;
        if (m_dragging) {
            const QPointF d = event->position() - m_lastPos;
            m_lastPos = event->position();
            setCursor(Qt::ClosedHandCursor);
            panBy(d.x(), d.y());
        }
    }
}

void SearchTreeView::mouseReleaseEvent(QMouseEvent *event)
{
    unsetCursor();
    if (m_minimapDrag || m_dragging || event->button() != Qt::LeftButton) {
        m_dragging = m_minimapDrag = false;
        return;
    }
    const std::int64_t node = nodeAtPoint(event->position());
    if (node >= 0) {
        emit nodeActivated(static_cast<quint32>(node));
        return;
    }
    // A block: zoom into it.
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        if (!m_items[i].block || !m_rects[i].contains(event->position()))
            continue;
        const core::TreeDrawItem &block = m_items[i];
        const double columns = block.leafEnd - block.leafBegin;
        const double columnPx = std::min(kMaxColumnPx, width() * 0.8 / columns);
        zoomBy(columnPx / m_transform.columnPx, 1, event->position());
        const QPointF c = m_transform.map(
            (block.leafBegin + block.leafEnd) / 2.0 - 0.5, (block.level + block.bottom) / 2.0);
        panBy(width() / 2.0 - c.x(), height() / 2.0 - c.y());
        return;
    }
}

void SearchTreeView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const std::int64_t node = nodeAtPoint(event->position());
    if (node >= 0)
        toggleCollapsed(static_cast<std::uint32_t>(node));
}

void SearchTreeView::keyPressEvent(QKeyEvent *event)
{
    const QPointF centre = QRectF(rect()).center();
    if (event->matches(QKeySequence::ZoomIn)) {
        zoomBy(1.25, 1, centre);
    } else if (event->matches(QKeySequence::ZoomOut)) {
        zoomBy(0.8, 1, centre);
    } else if (event->modifiers() & Qt::ShiftModifier && event->key() == Qt::Key_Left) {
        panBy(width() / 6.0, 0);
    } else if (event->modifiers() & Qt::ShiftModifier && event->key() == Qt::Key_Right) {
        panBy(-width() / 6.0, 0);
    } else if (event->modifiers() & Qt::ShiftModifier && event->key() == Qt::Key_Up) {
        panBy(0, height() / 6.0);
    } else if (event->modifiers() & Qt::ShiftModifier && event->key() == Qt::Key_Down) {
        panBy(0, -height() / 6.0);
    } else if (event->key() == Qt::Key_F || event->key() == Qt::Key_0) {
        fitAll();
    } else if (event->key() == Qt::Key_P) {
        zoomToPath();
    } else if (event->key() == Qt::Key_C && m_current >= 0) {
        toggleCollapsed(static_cast<std::uint32_t>(m_current));
    } else {
        QWidget::keyPressEvent(event);
    }
}

void SearchTreeView::contextMenuEvent(QContextMenuEvent *event)
{
    if (m_thumbnail)
        return;
    QMenu menu(this);
    const std::int64_t node = nodeAtPoint(event->pos());
    if (node >= 0) {
        const auto id = static_cast<std::uint32_t>(node);
        menu.addAction(isCollapsed(id) ? tr("Unfold This Subtree") : tr("Fold This Subtree"), this,
            [this, id] { toggleCollapsed(id); });
    }
    menu.addAction(tr("Unfold All"), this, &SearchTreeView::expandAll)
        ->setEnabled(!m_collapsed.empty());
    menu.addSeparator();
    menu.addAction(tr("Fit the Whole Tree"), this, &SearchTreeView::fitAll);
    menu.addAction(tr("Zoom to the Current Path"), this, &SearchTreeView::zoomToPath);
    menu.addSeparator();
    menu.addAction(tr("Export the Visible Part as PNG…"), this,
        [this] { emit exportRequested(false, false); });
    menu.addAction(
        tr("Export the Visible Part as SVG…"), this, [this] { emit exportRequested(false, true); });
    menu.addAction(
        tr("Export the Whole Tree as PNG…"), this, [this] { emit exportRequested(true, false); });
    menu.addAction(
        tr("Export the Whole Tree as SVG…"), this, [this] { emit exportRequested(true, true); });
    menu.exec(event->globalPos());
}

bool SearchTreeView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && !m_thumbnail) {
        auto *help = static_cast<QHelpEvent *>(event);
        const std::int64_t node = nodeAtPoint(help->pos());
        if (node >= 0 && m_tip)
            QToolTip::showText(help->globalPos(), m_tip(static_cast<std::uint32_t>(node)), this);
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::NativeGesture) {
        auto *gesture = static_cast<QNativeGestureEvent *>(event);
        if (gesture->gestureType() == Qt::ZoomNativeGesture) {
            zoomBy(1 + gesture->value(), 1, gesture->position());
            return true;
        }
    }
    return QWidget::event(event);
}

QRectF SearchTreeView::wholeRect(const TreeTransform &t) const
{
    const QPointF a = t.map(-0.5, 0);
    const QPointF b = t.map(m_layout.width() - 0.5, std::max(0, m_layout.levels() - 1));
    return QRectF(a, b).adjusted(-12, -12, 12, 12);
}

QImage SearchTreeView::renderVisible() const
{
    QImage image(size(), QImage::Format_RGB32);
    QPainter painter(&image);
    if (!m_timeline || m_layout.size() == 0)
        image.fill(TreeColours::forPalette(palette()).background);
    else
        paintTree(painter, m_timeline->tree(), m_layout, m_transform, QRectF(image.rect()),
            paintOptions(true));
    return image;
}

QImage SearchTreeView::renderWhole(int maxWidth) const
{
    if (!m_timeline || m_layout.size() == 0)
        return renderVisible();
    // The current scale, or smaller where the whole tree would be wider than maxWidth.
    TreeTransform t = m_transform;
    const double wide = (m_layout.width() + 1) * t.columnPx + 24;
    if (wide > maxWidth)
        t.columnPx *= maxWidth / wide;
    t.levelPx = std::min(t.levelPx, 8000.0 / std::max(1, m_layout.levels()));
    t.originX = 12 + 0.5 * t.columnPx;
    t.originY = 12;
    const QRectF whole = wholeRect(t);
    QImage image(whole.size().toSize().expandedTo(QSize(16, 16)), QImage::Format_RGB32);
    QPainter painter(&image);
    painter.translate(-whole.topLeft());
    paintTree(painter, m_timeline->tree(), m_layout, t, whole, paintOptions(true));
    return image;
}

bool SearchTreeView::exportPng(const QString &path, bool whole) const
{
    return (whole ? renderWhole() : renderVisible()).save(path, "PNG");
}

bool SearchTreeView::exportSvg(const QString &path, bool whole) const
{
    if (!m_timeline || m_layout.size() == 0)
        return false;
    TreeTransform t = m_transform;
    QRectF area(rect());
    if (whole) {
        const double wide = (m_layout.width() + 1) * t.columnPx + 24;
        if (wide > 8000)
            t.columnPx *= 8000 / wide;
        t.originX = 12 + 0.5 * t.columnPx;
        t.originY = 12;
        area = wholeRect(t);
    }
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(area.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), area.size()));
    svg.setTitle(tr("Search tree"));
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    painter.translate(-area.topLeft());
    paintTree(painter, m_timeline->tree(), m_layout, t, area, paintOptions(true));
    return painter.end();
}
