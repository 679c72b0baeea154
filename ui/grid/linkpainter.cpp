#include "grid/linkpainter.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {

// A node's disc (a single candidate) is this share of its slot, as the cell delegate draws it.
constexpr qreal kDisc = 0.46;
// How far a link bends away from the straight line, as a share of its length: enough to pass
// beside the marks of the cells in between rather than through them.
constexpr qreal kBend = 0.14;

} // namespace

LinkPainter::LinkPainter(Locator locator, Style style)
    : m_locate { std::move(locator) }
    , m_style { std::move(style) }
{ }

QRectF LinkPainter::nodeRect(const core::ChainNode &node) const
{
    QRectF rect;
    for (int cell : node.cells) {
        const QRectF slot = m_locate(cell, node.digit);
        if (!slot.isEmpty())
            rect = rect.isEmpty() ? slot : rect.united(slot);
    }
    if (rect.isEmpty()) // no cell holds it (a node of an old position): where it would be
        for (int cell : node.cells) {
            const QRectF slot = m_locate(cell, 0);
            rect = rect.isEmpty() ? slot : rect.united(slot);
        }
    return rect;
}

QPointF LinkPainter::rim(const core::ChainNode &node, const QPointF &towards) const
{
    const QRectF rect = nodeRect(node);
    const QPointF centre = rect.center();
    const QPointF d = towards - centre;
    const qreal length = std::hypot(d.x(), d.y());
    if (length < 1e-6)
        return centre;
    if (node.cells.size() == 1) {
        const qreal r = std::min(rect.width(), rect.height()) * kDisc;
        return centre + d * (r / length);
    }
    // A group: where the line leaves its outline.
    const qreal hw = rect.width() / 2 + 2;
    const qreal hh = rect.height() / 2 + 2;
    const qreal t = std::min(std::abs(d.x()) > 1e-6 ? hw / std::abs(d.x()) : 1e9,
        std::abs(d.y()) > 1e-6 ? hh / std::abs(d.y()) : 1e9);
    return centre + d * std::min(t, 1.0);
}

std::vector<LinkPainter::Segment> LinkPainter::segments(const core::Chain &chain) const
{
    std::vector<Segment> out;
    for (std::size_t i = 0; i < chain.links.size() && i + 1 < chain.nodes.size(); ++i) {
        const core::ChainNode &a = chain.nodes[i];
        const core::ChainNode &b = chain.nodes[i + 1];
        if (a.cells == b.cells && a.cells.size() > 1)
            continue; // inside one group: its outline says it
        const QPointF ca = nodeRect(a).center();
        const QPointF cb = nodeRect(b).center();
        Segment s;
        s.link = chain.links[i];
        // Bend to the left of the direction of travel, by a share of the length.
        const QPointF d = cb - ca;
        const QPointF normal(-d.y(), d.x());
        const QPointF control = (ca + cb) / 2 + normal * kBend;
        s.from = rim(a, control);
        s.to = rim(b, control);
        s.control = control;
        out.push_back(s);
    }
    return out;
}

void LinkPainter::paint(QPainter &painter, const std::vector<core::Chain> &chains,
    const std::vector<core::Chain> &current) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    // Groups first: each of their cells outlined, dashed (an ALS is one node for two digits:
    // drawn once).
    std::vector<std::vector<int>> drawn;
    for (const auto *list : { &chains, &current })
        for (const core::Chain &chain : *list)
            for (const core::ChainNode &node : chain.nodes) {
                if (node.cells.size() < 2
                    || std::find(drawn.begin(), drawn.end(), node.cells) != drawn.end())
                    continue;
                drawn.push_back(node.cells);
                painter.setPen(QPen(m_style.group, m_style.width, Qt::DashLine));
                for (int cell : node.cells) {
                    const QRectF rect = m_locate(cell, 0);
                    const qreal inset = rect.width() * 0.06;
                    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset),
                        rect.width() / 8, rect.width() / 8);
                }
            }
    if (current.empty()) {
        paintLinks(painter, chains, m_style.link, m_style.width);
    } else {
        // The links so far fade a little; the current one stands out over them.
        QColor faded = m_style.link;
        faded.setAlphaF(0.55);
        paintLinks(painter, chains, faded, m_style.width);
        paintLinks(painter, current, m_style.current.isValid() ? m_style.current : m_style.link,
            m_style.width * 1.8);
    }
    painter.restore();
}

void LinkPainter::paintLinks(QPainter &painter, const std::vector<core::Chain> &chains,
    const QColor &colour, qreal width) const
{
    for (const core::Chain &chain : chains)
        for (const Segment &s : segments(chain)) {
            QPainterPath path(s.from);
            path.quadTo(s.control, s.to);
            QColor halo = m_style.halo;
            halo.setAlphaF(0.75);
            painter.setPen(QPen(halo, width + 3, Qt::SolidLine, Qt::RoundCap));
            painter.drawPath(path);
            QPen pen(colour, width,
                s.link == core::ChainLink::Strong ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap);
            painter.setPen(pen);
            painter.drawPath(path);
            // The ends as small dots, so where a link stops reads even where lines cross.
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            const qreal dot = width * 1.2;
            painter.drawEllipse(s.from, dot, dot);
            painter.drawEllipse(s.to, dot, dot);
            painter.setBrush(Qt::NoBrush);
        }
}
