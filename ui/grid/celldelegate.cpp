#include "grid/celldelegate.h"

#include "board/geometry.h"
#include "common/appearance.h"
#include "grid/cellroles.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyle>

namespace {

// The digit drawn large and ringed in an open cell: the one a hint places, or the one a trial
// forces there; 0 when none.
int ringedDigit(const QModelIndex &index)
{
    if (const int placement = index.data(CellRoles::PlacementRole).toInt())
        return placement;
    if (index.data(CellRoles::HintOrderRole).toInt() == 0)
        return 0;
    const uint forced = index.data(CellRoles::HintPatternAltRole).toUInt();
    for (int s = 1; s <= core::kMaxSide; ++s)
        if (forced & core::bit(s))
            return s;
    return 0;
}

} // namespace

CellDelegate::CellDelegate(QObject *parent)
    : QStyledItemDelegate { parent }
{ }

QRectF CellDelegate::candidateRect(const QRectF &cell, int symbol, int boxRows, int boxColumns)
{
    const qreal w = cell.width() / qreal(boxColumns);
    const qreal h = cell.height() / qreal(boxRows);
    const int i = symbol - 1;
    return { cell.left() + (i % boxColumns) * w, cell.top() + (i / boxColumns) * h, w, h };
}

void CellDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const Appearance::BoardColors colors = Appearance::boardColors(option.palette);
    const QRect r = option.rect;
    const int value = index.data(CellRoles::ValueRole).toInt();
    const bool conflict = index.data(CellRoles::ConflictRole).toBool();

    QColor background = colors.base;
    if (index.data(CellRoles::HintUnitRole).toBool())
        background = colors.hintUnit;
    if (index.data(CellRoles::PeerRole).toBool())
        background = colors.peer;
    if (index.data(CellRoles::SameDigitRole).toBool())
        background = colors.sameDigit;
    if (index.data(CellRoles::FilterRole).toInt() != 0)
        background = colors.filter;
    if (index.data(CellRoles::HintCellRole).toBool())
        background = colors.hintCell;
    if (const int als = index.data(CellRoles::HintAlsRole).toInt())
        background = colors.als[(als - 1) % 3];
    const bool wrong = index.data(CellRoles::WrongRole).toBool();
    if (conflict || wrong)
        background = colors.conflictBackground;
    const QVariant heat = index.data(CellRoles::HeatRole);
    if (heat.isValid())
        background = Appearance::heatColor(colors, heat.toDouble());
    if (index.data(CellRoles::TouchedRole).toBool())
        background = colors.touched;
    if (index.data(CellRoles::SolverConflictRole).toBool())
        background = colors.conflictBackground;
    // The current cell, and the others selected with it (Shift+arrows, Ctrl+click): those take
    // the selection's colour halfway and a frame in it, unlike the peers' shading.
    const bool current = index.data(CellRoles::SelectedRole).toBool();
    const bool alsoSelected = !current && option.state.testFlag(QStyle::State_Selected);
    if (current)
        background = colors.selected;
    else if (alsoSelected)
        background = QColor::fromRgbF((colors.selected.redF() + background.redF()) / 2,
            (colors.selected.greenF() + background.greenF()) / 2,
            (colors.selected.blueF() + background.blueF()) / 2);

    painter->save();
    painter->fillRect(r, background);
    if (alsoSelected) {
        const int w = qMax(2, r.width() / 16);
        painter->setPen(QPen(colors.selected, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->drawRect(QRectF(r).adjusted(w / 2.0 + 1, w / 2.0 + 1, -w / 2.0 - 1, -w / 2.0 - 1));
    }
    if (index.data(CellRoles::NeutralizedRole).toBool())
        painter->fillRect(r, QBrush(colors.neutralized, Qt::BDiagPattern));
    painter->setRenderHint(QPainter::TextAntialiasing);

    if (value != 0) {
        QFont font = option.font;
        font.setPixelSize(qMax(8, int(r.height() * 0.62)));
        const bool given = index.data(CellRoles::GivenRole).toBool();
        // The Lab tells a digit the search decided from one propagation placed (at this event:
        // the placement colour).
        const bool decided = !given && index.data(CellRoles::DecidedRole).toInt() == value;
        const bool placed = !given && index.data(CellRoles::PlacementRole).toInt() == value;
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
        if (index.data(CellRoles::AppliedPlacementRole).toBool()) {
            // Just placed by a step: ringed in the placement colour until the next move.
            painter->setRenderHint(QPainter::Antialiasing);
            const qreal d = r.height() * 0.80;
            painter->setPen(QPen(colors.placement, qMax(2.0, r.height() / 22.0)));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(
                QRectF(r.center().x() - d / 2 + 0.5, r.center().y() - d / 2 + 0.5, d, d));
        }
    } else if (const int ringed = ringedDigit(index)) {
        // The digit a hint places: large and ringed, so it reads at any size; a trial's forced
        // single (what would follow from the assumption) dashed, in the second colour.
        const bool forced = index.data(CellRoles::PlacementRole).toInt() == 0;
        const QColor colour = forced ? colors.patternAlt : colors.placement;
        QFont font = option.font;
        font.setPixelSize(qMax(8, int(r.height() * 0.5)));
        font.setWeight(QFont::DemiBold);
        painter->setFont(font);
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal d = r.height() * 0.72;
        painter->setPen(
            QPen(colour, qMax(2.0, r.height() / 22.0), forced ? Qt::DashLine : Qt::SolidLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(
            QRectF(r.center().x() - d / 2 + 0.5, r.center().y() - d / 2 + 0.5, d, d));
        painter->setPen(colour);
        painter->drawText(
            r, Qt::AlignCenter, QString(QChar::fromLatin1(core::Geometry::symbolChar(ringed))));
    } else {
        const uint mask = index.data(CellRoles::CandidatesRole).toUInt();
        if (mask != 0) {
            const int rows = index.data(CellRoles::BoxRowsRole).toInt();
            const int cols = index.data(CellRoles::BoxColumnsRole).toInt();
            const qreal w = r.width() / qreal(cols);
            const qreal h = r.height() / qreal(rows);
            QFont font = option.font;
            // Marks stay readable on big grids: there they fill their slot (a digit's ink is
            // about 0.7 of the pixel size, so neighbours still do not touch), and never go
            // below 9 px (a 16×16 board at 1024×768 has slots of about 10 px).
            font.setPixelSize(qMax(9, int(qMin(w, h) * (rows * cols > 9 ? 1.0 : 0.72))));
            QFont bold = font;
            bold.setWeight(QFont::Bold);
            painter->setRenderHint(QPainter::Antialiasing);
            const uint pattern = index.data(CellRoles::HintPatternRole).toUInt();
            const uint patternAlt = index.data(CellRoles::HintPatternAltRole).toUInt();
            // A hint's removals, or the Lab's struck candidates (what the event removed).
            const uint elimination = index.data(CellRoles::EliminationRole).toUInt();
            const uint ghost = index.data(CellRoles::AppliedEliminationRole).toUInt();
            const int placement = index.data(CellRoles::PlacementRole).toInt();
            const int filter = index.data(CellRoles::FilterRole).toInt();
            for (int s = 1; s <= rows * cols; ++s) {
                const uint b = 1u << s;
                if (!(mask & b))
                    continue;
                const QRectF box = candidateRect(r, s, rows, cols);
                if (ghost & b) {
                    // Just removed by a step: a faint, struck-out mark until the next move.
                    QColor faint = colors.candidate;
                    faint.setAlphaF(0.45);
                    painter->setFont(font);
                    painter->setPen(faint);
                    painter->drawText(box, Qt::AlignCenter,
                        QString(QChar::fromLatin1(core::Geometry::symbolChar(s))));
                    QColor strike = colors.elimination;
                    strike.setAlphaF(0.6);
                    painter->setPen(QPen(strike, 1.2));
                    painter->drawLine(box.topLeft() + QPointF(w * 0.2, h * 0.8),
                        box.topLeft() + QPointF(w * 0.8, h * 0.2));
                    continue;
                }
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
                    painter->setFont(font);
                } else if (s == filter) {
                    painter->setPen(colors.filterCandidate);
                    painter->setFont(bold);
                } else {
                    // Readable on any shading (the heat-map's red-brown in the dark theme).
                    painter->setPen(Appearance::textOn(background, colors.candidate));
                    painter->setFont(font);
                }
                const QStaticText &staticText
                    = candidateText(painter->font(), core::Geometry::symbolChar(s));
                const QSizeF size = staticText.size();
                painter->drawStaticText(
                    box.center() - QPointF(size.width() / 2, size.height() / 2), staticText);
                if (disc.isValid() && (elimination & b) && s != placement) {
                    painter->setPen(QPen(Qt::white, 1.2));
                    painter->drawLine(box.topLeft() + QPointF(w * 0.2, h * 0.8),
                        box.topLeft() + QPointF(w * 0.8, h * 0.2));
                }
            }
        }
    }
    if (index.data(CellRoles::HintOwnMarksRole).toUInt() != 0) {
        // The hint rests on pencil marks the player removed here: a dashed frame.
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal pen = qMax(1.5, r.height() / 20.0);
        painter->setPen(QPen(option.palette.color(QPalette::Link), pen, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(r).adjusted(pen * 1.5, pen * 1.5, -pen * 1.5, -pen * 1.5));
    }
    if (index.data(CellRoles::HintContradictionRole).toBool()) {
        // The cell a trial empties: a red frame, and the empty set in its corner.
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal pen = qMax(2.0, r.height() / 16.0);
        painter->setPen(QPen(colors.elimination, pen));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(r).adjusted(pen, pen, -pen, -pen));
    }
    if (const int order = index.data(CellRoles::HintOrderRole).toInt()) {
        // A trial's forced single: its place in the order, on a badge in the cell's corner.
        painter->setRenderHint(QPainter::Antialiasing);
        QFont font = option.font;
        font.setPixelSize(qMax(7, int(r.height() * 0.2)));
        font.setWeight(QFont::Bold);
        painter->setFont(font);
        const QString text = QString::number(order);
        const qreal h = QFontMetricsF(font).height();
        const qreal w = qMax(h, QFontMetricsF(font).horizontalAdvance(text) + h * 0.5);
        // In the cell's top left corner (the cell shows the forced digit alone).
        const QRectF badge(r.left() + 2, r.top() + 2, w, h);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colors.patternAlt.darker(130));
        painter->drawRoundedRect(badge, h / 2, h / 2);
        painter->setPen(Qt::white);
        painter->drawText(badge, Qt::AlignCenter, text);
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
    if (index.data(CellRoles::SwappedRole).toBool())
        outline(colors.swapped, line, Qt::SolidLine);
    if (index.data(CellRoles::ChosenRole).toBool())
        outline(colors.chosen, line, Qt::SolidLine);
    else if (index.data(CellRoles::TieRole).toBool())
        outline(colors.tie, line * 0.75, Qt::DashLine);
    painter->restore();
}

const QStaticText &CellDelegate::candidateText(const QFont &font, char symbol) const
{
    // Two fonts take turns (the marks', and its bold for the candidate filter's digit): one
    // cache each, made anew when the board's size changes the fonts.
    const int slot = font.bold() ? 1 : 0;
    if (font != m_candidateFont[slot]) {
        m_candidateTexts[slot].clear();
        m_candidateFont[slot] = font;
    }
    auto it = m_candidateTexts[slot].find(symbol);
    if (it == m_candidateTexts[slot].end()) {
        QStaticText text(QString(QChar::fromLatin1(symbol)));
        text.setTextFormat(Qt::PlainText);
        text.prepare(QTransform(), font);
        it = m_candidateTexts[slot].insert(symbol, text);
    }
    return *it;
}

QSize CellDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int side = option.fontMetrics.height() * 3;
    return { side, side };
}
