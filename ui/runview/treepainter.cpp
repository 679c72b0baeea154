#include "runview/treepainter.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPolygonF>

#include <algorithm>
#include <array>
#include <cmath>

namespace {

// A node's disc: a third of the smaller spacing, between 1 and 7 pixels.
double nodeRadius(const TreeTransform &t)
{
    return std::clamp(std::min(t.columnPx, t.levelPx) * 0.32, 1.0, 7.0);
}

// The part of a segment inside a rectangle (Liang-Barsky); false when none. Zoomed far in, a
// parent can be millions of pixels away: the raster engine is slow on such coordinates, so lines
// and blocks are cut to the view first.
bool clipSegment(QLineF &line, const QRectF &box)
{
    double t0 = 0, t1 = 1;
    const double dx = line.dx(), dy = line.dy();
    const double p[4] = { -dx, dx, -dy, dy };
    const double q[4] = { line.x1() - box.left(), box.right() - line.x1(), line.y1() - box.top(),
        box.bottom() - line.y1() };
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    const QPointF a = line.pointAt(t0), b = line.pointAt(t1);
    line = QLineF(a, b);
    return true;
}

} // namespace

TreeTransform TreeTransform::fit(double columns, int levels, const QRectF &area)
{
    TreeTransform t;
    const double margin = std::min(12.0, std::min(area.width(), area.height()) / 10);
    const double w = std::max(1.0, area.width() - 2 * margin);
    const double h = std::max(1.0, area.height() - 2 * margin);
    t.columnPx = w / std::max(1.0, columns);
    t.levelPx = levels > 1 ? std::min(60.0, h / (levels - 1)) : 28.0;
    // Centred: the leaves' columns are [-0.5, columns - 0.5].
    t.originX = area.left() + margin + t.columnPx * 0.5;
    t.originY = area.top() + margin;
    return t;
}

TreeColours TreeColours::light()
{
    TreeColours c;
    c.background = QColor(0xff, 0xff, 0xff);
    c.edge = QColor(0x9a, 0xa0, 0xa6);
    c.text = QColor(0x20, 0x21, 0x24);
    c.solution = QColor(0x1e, 0x8e, 0x3e);
    c.neutralized = QColor(0x00, 0x89, 0x7b);
    c.conflict = QColor(0xd9, 0x30, 0x25);
    c.missingSymbol = QColor(0xad, 0x14, 0x57);
    c.peerValue = QColor(0xe8, 0x71, 0x0a);
    c.ruleConflict = QColor(0x79, 0x55, 0x48);
    c.backtracked = QColor(0x1a, 0x73, 0xe8);
    c.cut = QColor(0xf2, 0x99, 0x00);
    c.open = QColor(0x8e, 0x24, 0xaa);
    c.failedBlock = QColor(0xd9, 0x30, 0x25, 70);
    c.pathBlock = QColor(0x1e, 0x8e, 0x3e, 80);
    c.highlight = QColor(0xfb, 0xbc, 0x04);
    return c;
}

TreeColours TreeColours::dark()
{
    TreeColours c;
    c.background = QColor(0x1e, 0x1f, 0x22);
    c.edge = QColor(0x6f, 0x73, 0x78);
    c.text = QColor(0xe8, 0xea, 0xed);
    c.solution = QColor(0x81, 0xc9, 0x95);
    c.neutralized = QColor(0x4d, 0xb6, 0xac);
    c.conflict = QColor(0xf2, 0x8b, 0x82);
    c.missingSymbol = QColor(0xf4, 0x8f, 0xb1);
    c.peerValue = QColor(0xfc, 0xad, 0x70);
    c.ruleConflict = QColor(0xbc, 0xaa, 0xa4);
    c.backtracked = QColor(0x8a, 0xb4, 0xf8);
    c.cut = QColor(0xfd, 0xd6, 0x63);
    c.open = QColor(0xc5, 0x8a, 0xf9);
    c.failedBlock = QColor(0xf2, 0x8b, 0x82, 80);
    c.pathBlock = QColor(0x81, 0xc9, 0x95, 90);
    c.highlight = QColor(0xfd, 0xe2, 0x93);
    return c;
}

TreeColours TreeColours::forPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5 ? dark() : light();
}

QColor TreeColours::of(const core::RunNode &node) const
{
    using core::NodeFate;
    switch (node.fate) {
    case NodeFate::SolutionPath:
        return solution;
    case NodeFate::Neutralized:
        return neutralized;
    case NodeFate::Backtracked:
        return backtracked;
    case NodeFate::Cut:
        return cut;
    case NodeFate::Open:
        return open;
    case NodeFate::Conflict:
        switch (node.conflict) {
        case core::GridConflict::Kind::MissingSymbol:
            return missingSymbol;
        case core::GridConflict::Kind::PeerHasValue:
            return peerValue;
        case core::GridConflict::Kind::Rule:
            return ruleConflict;
        default:
            return conflict;
        }
    }
    return conflict;
}

QRectF treeItemRect(const core::TreeDrawItem &item, const core::RunTreeLayout &layout,
    const TreeTransform &transform)
{
    const double r = nodeRadius(transform);
    if (!item.block) {
        const QPointF c = transform.map(layout.x(item.id), layout.level(item.id));
        return { c.x() - r, c.y() - r, 2 * r, 2 * r };
    }
    // A block spans its columns (a sliver between neighbours) and its levels.
    const double gap = std::min(transform.columnPx * 0.15, 2.0);
    const QPointF topLeft = transform.map(item.leafBegin - 0.5, item.level);
    const QPointF bottomRight = transform.map(item.leafEnd - 0.5, item.bottom);
    QRectF rect(QPointF(topLeft.x() + gap, topLeft.y() - r),
        QPointF(bottomRight.x() - gap, bottomRight.y() + r));
    if (rect.width() < 1.5) {
        const double mid = rect.center().x();
        rect.setLeft(mid - 0.75);
        rect.setRight(mid + 0.75);
    }
    return rect;
}

void paintTree(QPainter &painter, const core::RunTree &tree, const core::RunTreeLayout &layout,
    const TreeTransform &transform, const QRectF &clip, const TreePaintOptions &options,
    std::vector<core::TreeDrawItem> *itemsOut, std::vector<QRectF> *rectsOut)
{
    std::vector<core::TreeDrawItem> local;
    std::vector<core::TreeDrawItem> &items = itemsOut ? *itemsOut : local;
    items.clear();
    if (rectsOut)
        rectsOut->clear();
    painter.fillRect(clip, options.colours.background);
    if (layout.size() == 0 || layout.size() > tree.size())
        return;
    const double x0 = transform.column(clip.left()) - 1;
    const double x1 = transform.column(clip.right()) + 1;
    const int level0 = static_cast<int>(std::floor(transform.level(clip.top()))) - 1;
    const int level1 = static_cast<int>(std::ceil(transform.level(clip.bottom()))) + 1;
    layout.cut(tree, x0, x1, level0, level1, options.blockPixels / transform.columnPx, items,
        options.collapsed);

    const double r = nodeRadius(transform);
    auto centre = [&](std::uint32_t id) { return transform.map(layout.x(id), layout.level(id)); };
    std::vector<QRectF> rects;
    rects.reserve(items.size());
    for (const core::TreeDrawItem &item : items)
        rects.push_back(treeItemRect(item, layout, transform));
    // What is drawn is cut to the view (with a margin for pens and labels).
    const QRectF bounds = clip.adjusted(-20, -20, 20, 20);

    // Edges, in one batch: parent's centre to the node's centre or the block's top.
    std::vector<QLineF> lines;
    lines.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        const core::TreeDrawItem &item = items[i];
        if (item.id == 0)
            continue;
        const QPointF from = centre(tree.node(item.id).parent);
        const QPointF to
            = item.block ? QPointF(rects[i].center().x(), rects[i].top()) : centre(item.id);
        lines.emplace_back(from, to);
    }
    // Antialiasing only for a small cut: on a zoomed-out 10^6-node tree it tripled the paint.
    const bool smooth = items.size() < 300;
    painter.setRenderHint(QPainter::Antialiasing, smooth);
    painter.setPen(QPen(options.colours.edge, 1));
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));

    // Blocks: shaded boxes, with their node count where it fits.
    const QFontMetricsF metrics(painter.font());
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const core::TreeDrawItem &item = items[i];
        if (!item.block)
            continue;
        painter.setBrush(item.holdsPath ? options.colours.pathBlock : options.colours.failedBlock);
        // A trapezoid: narrow at its roots' level, as wide as its columns at its deepest, so
        // the outline of the tree reads through the blocks.
        const QRectF box = rects[i].intersected(bounds);
        if (box.isEmpty())
            continue;
        const double top0 = std::clamp(centre(item.id).x() - r, box.left(), box.right());
        const double top1 = std::clamp(centre(item.lastRoot).x() + r, box.left(), box.right());
        const QPointF shape[4] = { { top0, box.top() }, { std::max(top0 + 1, top1), box.top() },
            box.bottomRight(), box.bottomLeft() };
        painter.drawPolygon(shape, 4);
    }
    // The solution path (or the neutralized leaf's) over the blocks, thick in its colour: in a
    // zoomed-out tree of 10^6 nodes a 1 px line at the tree's edge could not be seen.
    {
        std::vector<QLineF> path;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const core::TreeDrawItem &item = items[i];
            if (item.id == 0 || item.block)
                continue;
            const core::NodeFate fate = tree.node(item.id).fate;
            if (fate == core::NodeFate::SolutionPath || fate == core::NodeFate::Neutralized)
                path.emplace_back(centre(tree.node(item.id).parent), centre(item.id));
        }
        if (!path.empty()) {
            painter.setRenderHint(QPainter::Antialiasing, smooth);
            painter.setPen(QPen(options.colours.solution, std::max(3.0, r * 0.8), Qt::SolidLine,
                Qt::RoundCap, Qt::RoundJoin));
            painter.drawLines(path.data(), static_cast<int>(path.size()));
            painter.setPen(Qt::NoPen);
        }
    }
    if (options.blockCounts) {
        // Across the block where it is wide enough, else up its side (blocks are tall and
        // narrow when zoomed out).
        painter.setPen(options.colours.text);
        const QLocale locale;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const core::TreeDrawItem &item = items[i];
            const QRectF box = rects[i].intersected(bounds);
            if (!item.block || box.isEmpty())
                continue;
            const QString count = locale.toString(qulonglong(item.count));
            const double textWidth = metrics.horizontalAdvance(count) + 4;
            if (textWidth <= box.width() && box.height() >= metrics.height() + 2) {
                painter.drawText(
                    box.adjusted(0, 2 * r, 0, 0), Qt::AlignHCenter | Qt::AlignTop, count);
            } else if (box.width() >= metrics.height() && box.height() >= textWidth + 3 * r) {
                painter.save();
                painter.translate(
                    box.center().x() + metrics.ascent() / 2 - 1, box.top() + 3 * r + textWidth);
                painter.rotate(-90);
                painter.drawText(QPointF(0, 0), count);
                painter.restore();
            }
        }
    }

    // Nodes: failed ones as squares, the others as discs, the solution path as diamonds.
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing, smooth);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const core::TreeDrawItem &item = items[i];
        if (item.block)
            continue;
        const core::RunNode &node = tree.node(item.id);
        const QColor colour = options.colours.of(node);
        const QRectF &box = rects[i];
        if (r < 2.5) {
            painter.fillRect(box, colour);
            continue;
        }
        painter.setBrush(colour);
        switch (node.fate) {
        case core::NodeFate::Conflict:
            painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
            break;
        case core::NodeFate::SolutionPath:
        case core::NodeFate::Neutralized: {
            const QPointF c = box.center();
            const double d = r * 1.25;
            const QPointF diamond[4] = { { c.x(), c.y() - d }, { c.x() + d, c.y() },
                { c.x(), c.y() + d }, { c.x() - d, c.y() } };
            painter.drawPolygon(diamond, 4);
            break;
        }
        default:
            painter.drawEllipse(box);
            break;
        }
    }

    // Labels, where the column leaves room for them beside the node.
    if (options.label && transform.levelPx >= metrics.height() * 1.6) {
        painter.setPen(options.colours.text);
        const double room = transform.columnPx - 2 * r - 6;
        for (const core::TreeDrawItem &item : items) {
            if (item.block)
                continue;
            const QString text = options.label(item.id);
            if (text.isEmpty() || metrics.horizontalAdvance(text) > room)
                continue;
            const QPointF c = centre(item.id);
            painter.drawText(QPointF(c.x() + r + 3, c.y() + metrics.ascent() / 2 - 1), text);
        }
    }

    // The current node and its path from the root.
    if (options.current >= 0 && static_cast<std::uint64_t>(options.current) < layout.size()) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        std::vector<QLineF> path;
        QPointF below = centre(static_cast<std::uint32_t>(options.current));
        for (std::int64_t id = tree.parent(std::uint64_t(options.current)); id >= 0;
             id = tree.parent(std::uint64_t(id))) {
            const QPointF above = centre(static_cast<std::uint32_t>(id));
            QLineF line(above, below);
            if (clipSegment(line, bounds))
                path.push_back(line);
            below = above;
        }
        QColor glow = options.colours.highlight;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(
            QPen(glow, std::max(2.0, r * 0.6), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawLines(path.data(), static_cast<int>(path.size()));
        const QPointF c = centre(static_cast<std::uint32_t>(options.current));
        painter.setPen(QPen(glow, 2.5));
        painter.drawEllipse(c, r + 3, r + 3);
        painter.setPen(QPen(options.colours.text, 1));
        painter.drawEllipse(c, r + 4.5, r + 4.5);
    }
    if (rectsOut)
        *rectsOut = std::move(rects);
}
