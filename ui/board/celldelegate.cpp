#include "board/celldelegate.h"

#include "board/geometry.h"
#include "board/gridmodel.h"

#include <QApplication>
#include <QPainter>

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
    return c;
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
    if (index.data(GridModel::SelectedRole).toBool())
        background = colors.selected;

    painter->save();
    painter->fillRect(r, background);
    painter->setRenderHint(QPainter::TextAntialiasing);

    if (value != 0) {
        QFont font = option.font;
        font.setPixelSize(qMax(8, int(r.height() * 0.62)));
        const bool given = index.data(GridModel::GivenRole).toBool();
        font.setWeight(given ? QFont::DemiBold : QFont::Normal);
        painter->setFont(font);
        painter->setPen(conflict || wrong ? colors.conflict
                : given                   ? colors.given
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
            const uint elimination = index.data(GridModel::HintEliminationRole).toUInt();
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
