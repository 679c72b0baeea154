#include "board/celldelegate.h"

#include "board/geometry.h"
#include "board/gridmodel.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
        a.greenF() * (1 - t) + b.greenF() * t, a.blueF() * (1 - t) + b.blueF() * t);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

} // namespace

CellDelegate::CellDelegate(QObject *parent)
    : QStyledItemDelegate { parent }
{ }

CellDelegate::Colors CellDelegate::colorsFor(const QPalette &palette)
{
    const bool dark = isDark(palette);
    const QColor base = palette.color(QPalette::Base);
    const QColor accent = dark ? QColor(90, 150, 255) : QColor(40, 110, 230);
    Colors c;
    c.base = base;
    c.peer = mix(base, accent, dark ? 0.20 : 0.15);
    c.selected = mix(base, accent, dark ? 0.45 : 0.32);
    c.sameDigit = mix(base, dark ? QColor(230, 190, 60) : QColor(255, 200, 40), dark ? 0.30 : 0.35);
    c.conflictBackground = mix(base, QColor(230, 40, 40), dark ? 0.30 : 0.16);
    c.given = palette.color(QPalette::Text);
    c.entered = dark ? QColor(120, 180, 255) : QColor(20, 80, 200);
    c.conflict = dark ? QColor(255, 110, 100) : QColor(200, 20, 20);
    c.candidate = mix(base, palette.color(QPalette::Text), 0.62);
    c.hintUnit = mix(base, QColor(120, 200, 120), dark ? 0.14 : 0.14);
    c.hintCell = mix(base, QColor(90, 190, 90), dark ? 0.30 : 0.30);
    c.pattern = dark ? QColor(70, 150, 255) : QColor(60, 130, 240);
    c.patternAlt = dark ? QColor(255, 160, 60) : QColor(245, 140, 30);
    c.elimination = dark ? QColor(255, 90, 90) : QColor(220, 40, 40);
    c.placement = dark ? QColor(80, 200, 110) : QColor(30, 150, 60);
    c.touched = mix(base, QColor(90, 190, 90), dark ? 0.32 : 0.28);
    c.decided = dark ? QColor(200, 140, 255) : QColor(130, 40, 190);
    c.heatLow = mix(base, QColor(255, 220, 80), dark ? 0.10 : 0.12);
    c.heatHigh = dark ? QColor(200, 70, 30) : QColor(245, 110, 40);
    c.tie = dark ? QColor(255, 200, 80) : QColor(200, 130, 0);
    c.chosen = c.decided;
    c.swapped = dark ? QColor(80, 220, 230) : QColor(0, 150, 170);
    c.neutralized = mix(base, palette.color(QPalette::Text), 0.25);
    return c;
}

QColor CellDelegate::heatColor(const Colors &colors, double heat)
{
    return mix(colors.heatLow, colors.heatHigh, std::clamp(heat, 0.0, 1.0) * 0.85);
}

void CellDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const Colors colors = colorsFor(option.palette);
    const QRect r = option.rect;
    const int value = index.data(GridModel::ValueRole).toInt();
    const bool conflict = index.data(GridModel::ConflictRole).toBool();

    QColor background = colors.base;
    if (index.data(GridModel::HintUnitRole).toBool())
        background = colors.hintUnit;
    if (index.data(GridModel::PeerRole).toBool())
        background = colors.peer;
    if (index.data(GridModel::SameDigitRole).toBool())
        background = colors.sameDigit;
    if (index.data(GridModel::HintCellRole).toBool())
        background = colors.hintCell;
    const bool wrong = index.data(GridModel::WrongRole).toBool();
    if (conflict || wrong)
        background = colors.conflictBackground;
    const QVariant heat = index.data(GridModel::HeatRole);
    if (heat.isValid())
        background = heatColor(colors, heat.toDouble());
    if (index.data(GridModel::TouchedRole).toBool())
        background = colors.touched;
    if (index.data(GridModel::SolverConflictRole).toBool())
        background = colors.conflictBackground;
    if (index.data(GridModel::SelectedRole).toBool())
        background = colors.selected;

    painter->save();
    painter->fillRect(r, background);
    if (index.data(GridModel::NeutralizedRole).toBool())
        painter->fillRect(r, QBrush(colors.neutralized, Qt::BDiagPattern));
    painter->setRenderHint(QPainter::TextAntialiasing);

    if (value != 0) {
        QFont font = option.font;
        font.setPixelSize(qMax(8, int(r.height() * 0.62)));
        const bool given = index.data(GridModel::GivenRole).toBool();
        // The Lab tells a digit the search decided from one propagation placed (at this event:
        // the placement colour).
        const bool decided = !given && index.data(GridModel::DecidedRole).toInt() == value;
        const bool placed = !given && index.data(GridModel::PlacedRole).toInt() == value;
        font.setWeight(given || decided ? QFont::DemiBold : QFont::Normal);
        font.setItalic(decided);
        painter->setFont(font);
        painter->setPen(conflict || wrong ? colors.conflict
                : given                   ? colors.given
                : decided                 ? colors.decided
                : placed                  ? colors.placement
                                          : colors.entered);
        painter->drawText(
            r, Qt::AlignCenter, QString(QChar::fromLatin1(core::Geometry::symbolChar(value))));
        if (wrong) {
            // Check marks a wrong entry with a diagonal stroke as well as colour.
            painter->setPen(QPen(colors.conflict, qMax(2, r.width() / 20)));
            painter->drawLine(r.topRight() + QPoint(-r.width() / 5, r.height() / 5),
                r.bottomLeft() + QPoint(r.width() / 5, -r.height() / 5));
        }
    } else if (const int placement = index.data(GridModel::HintPlacementRole).toInt()) {
        // The digit a hint places: large, in the placement colour, so it reads at any size.
        QFont font = option.font;
        font.setPixelSize(qMax(8, int(r.height() * 0.5)));
        font.setWeight(QFont::DemiBold);
        painter->setFont(font);
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal d = r.height() * 0.72;
        painter->setPen(QPen(colors.placement, qMax(2.0, r.height() / 22.0)));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(
            QRectF(r.center().x() - d / 2 + 0.5, r.center().y() - d / 2 + 0.5, d, d));
        painter->setPen(colors.placement);
        painter->drawText(
            r, Qt::AlignCenter, QString(QChar::fromLatin1(core::Geometry::symbolChar(placement))));
    } else {
        const uint mask = index.data(GridModel::CandidatesRole).toUInt();
        if (mask != 0) {
            const int rows = index.data(GridModel::BoxRowsRole).toInt();
            const int cols = index.data(GridModel::BoxColumnsRole).toInt();
            const qreal w = r.width() / qreal(cols);
            const qreal h = r.height() / qreal(rows);
            QFont font = option.font;
            font.setPixelSize(qMax(6, int(qMin(w, h) * 0.72)));
            painter->setFont(font);
            painter->setRenderHint(QPainter::Antialiasing);
            const uint pattern = index.data(GridModel::HintPatternRole).toUInt();
            const uint patternAlt = index.data(GridModel::HintPatternAltRole).toUInt();
            const uint elimination = index.data(GridModel::HintEliminationRole).toUInt()
                | index.data(GridModel::StruckRole).toUInt();
            const int placement = index.data(GridModel::HintPlacementRole).toInt();
            for (int s = 1; s <= rows * cols; ++s) {
                const uint b = 1u << s;
                if (!(mask & b))
                    continue;
                const int i = s - 1;
                const QRectF box(r.left() + (i % cols) * w, r.top() + (i / cols) * h, w, h);
                // A hint's candidates sit on a coloured disc: evidence blue (or orange for the
                // second colour), removals red, the placed digit green.
                QColor disc;
                if (s == placement)
                    disc = colors.placement;
                else if (elimination & b)
                    disc = colors.elimination;
                else if (patternAlt & b)
                    disc = colors.patternAlt;
                else if (pattern & b)
                    disc = colors.pattern;
                if (disc.isValid()) {
                    const qreal d = qMin(w, h) * 0.92;
                    painter->setPen(Qt::NoPen);
                    painter->setBrush(disc);
                    painter->drawEllipse(
                        QRectF(box.center().x() - d / 2, box.center().y() - d / 2, d, d));
                    painter->setPen(Qt::white);
                } else {
                    painter->setPen(colors.candidate);
                }
                const QStaticText &text = candidateText(font, core::Geometry::symbolChar(s));
                const QSizeF size = text.size();
                painter->drawStaticText(
                    box.center() - QPointF(size.width() / 2, size.height() / 2), text);
                if (disc.isValid() && (elimination & b) && s != placement) {
                    painter->setPen(QPen(Qt::white, 1.2));
                    painter->drawLine(box.topLeft() + QPointF(w * 0.2, h * 0.8),
                        box.topLeft() + QPointF(w * 0.8, h * 0.2));
                }
            }
        }
    }

    // Outlines: the swapped pair, the chosen cell, the tie set (dashed).
    const auto outline = [&](const QColor &color, qreal width, Qt::PenStyle style) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        QPen pen(color, width);
        pen.setStyle(style);
        painter->setPen(pen);
        const qreal inset = width / 2 + 1;
        painter->drawRect(QRectF(r).adjusted(inset, inset, -inset, -inset));
    };
    const qreal line = qMax(2.0, r.width() / 16.0);
    if (index.data(GridModel::SwappedRole).toBool())
        outline(colors.swapped, line, Qt::SolidLine);
    if (index.data(GridModel::ChosenRole).toBool())
        outline(colors.chosen, line, Qt::SolidLine);
    else if (index.data(GridModel::TieRole).toBool())
        outline(colors.tie, line * 0.75, Qt::DashLine);
    painter->restore();
}

const QStaticText &CellDelegate::candidateText(const QFont &font, char symbol) const
{
    if (font != m_candidateFont) {
        m_candidateTexts.clear();
        m_candidateFont = font;
    }
    auto it = m_candidateTexts.find(symbol);
    if (it == m_candidateTexts.end()) {
        QStaticText text(QString(QChar::fromLatin1(symbol)));
        text.setTextFormat(Qt::PlainText);
        text.prepare(QTransform(), font);
        it = m_candidateTexts.insert(symbol, text);
    }
    return *it;
}

QSize CellDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int side = option.fontMetrics.height() * 3;
    return { side, side };
}
