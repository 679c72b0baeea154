#pragma once

#include "logic/notation.h"

#include <QColor>
#include <QPointF>
#include <QRectF>

#include <functional>
#include <vector>

class QPainter;

// Draws chains over a board: each node (the candidates of one digit in one cell, or in a group
// of cells) and the links between them, strong links solid and weak links dashed. It draws the
// very chains core builds for the Eureka notation (core::Chain, core/logic/notation.h), so the
// picture and the text "(6)B7=B2-G2=G8" describe one chain. The board view draws a hint's chains
// with it (Skyscraper, 2-String Kite, X-Wing, the wings, Simple Colouring); any chain with the
// same nodes and links (X-Chains, AICs, ALS nodes) draws the same way.
class LinkPainter final
{
public:
    // Where a candidate is drawn (its slot in the cell's mini-grid), in the painter's
    // coordinates; an empty rectangle when the cell does not hold it. Symbol 0: the whole cell.
    using Locator = std::function<QRectF(int cell, int symbol)>;

    struct Style
    {
        QColor link; // the links' colour (weak links dashed)
        QColor group; // the outline of a node spanning several cells
        QColor halo; // drawn under each link, so it reads over the marks (the board's base)
        qreal width = 2.0;
        // The chain stepper's current link (invalid: the links' colour), drawn wider over the
        // others, which fade while it is shown.
        QColor current = QColor();
    };

    // One link as drawn: a quadratic curve from one node's rim to the other's, bent by control
    // (a straight line when control lies on it).
    struct Segment
    {
        QPointF from;
        QPointF to;
        QPointF control;
        core::ChainLink link = core::ChainLink::Strong;
    };

    LinkPainter(Locator locator, Style style);

    // The links of a chain as drawn, in the chain's order; links inside one group node (an
    // ALS entered and left on the same cells) are drawn by the group's outline, not as links.
    std::vector<Segment> segments(const core::Chain &chain) const;
    // The area a node's digit covers: its candidate's slot, or the slots of the cells of a
    // group that hold it (a group's cells are outlined as a whole).
    QRectF nodeRect(const core::ChainNode &node) const;
    // The chains; `current` (the chain stepper's link, or nothing) is drawn over them, wider and
    // in its own colour, while the others fade a little.
    void paint(QPainter &painter, const std::vector<core::Chain> &chains,
        const std::vector<core::Chain> &current = {}) const;

private:
    void paintLinks(QPainter &painter, const std::vector<core::Chain> &chains, const QColor &colour,
        qreal width) const;
    // Where a link leaves the node towards `towards`: on the rim of the candidate's disc, or
    // on the border of a group's outline.
    QPointF rim(const core::ChainNode &node, const QPointF &towards) const;

    Locator m_locate;
    Style m_style;
};
