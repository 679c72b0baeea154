#include "lab/lablegend.h"

#include "common/appearance.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLinearGradient>
#include <QPainter>
#include <QPixmap>

#include <functional>

namespace {

constexpr int kSwatch = 22;

QPixmap swatch(
    const QWidget *widget, int width, const std::function<void(QPainter &, QRectF)> &draw)
{
    const qreal dpr = widget->devicePixelRatioF();
    QPixmap pixmap(QSize(width, kSwatch) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(0.5, 0.5, width - 1, kSwatch - 1);
    draw(p, r);
    p.setPen(QPen(widget->palette().color(QPalette::Mid), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    return pixmap;
}

} // namespace

LabLegend::LabLegend(QWidget *parent)
    : QWidget { parent }
    , m_grid { new QGridLayout(this) }
{
    setObjectName(QStringLiteral("labLegend"));
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(3);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);
    rebuild();
}

void LabLegend::setFamily(core::RunFamily family, double heatMax)
{
    if (family == m_family && heatMax == m_heatMax)
        return;
    m_family = family;
    m_heatMax = heatMax;
    rebuild();
}

QStringList LabLegend::entries() const
{
    QStringList texts;
    for (int column : { 1, 3 })
        for (int row = 0; row < m_grid->rowCount(); ++row)
            if (QLayoutItem *item = m_grid->itemAtPosition(row, column))
                if (auto *label = qobject_cast<QLabel *>(item->widget()))
                    texts << label->text();
    return texts;
}

void LabLegend::rebuild()
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Appearance::BoardColors c = Appearance::boardColors(palette());
    // Two columns of entries: the first half left, the rest right.
    QList<QPair<QPixmap, QString>> items;
    const auto add = [&](const QPixmap &pixmap, const QString &text) {
        items.push_back({ pixmap, text });
    };
    const auto fill = [&](const QColor &color) {
        return swatch(this, kSwatch, [color](QPainter &p, QRectF r) { p.fillRect(r, color); });
    };
    const auto digit = [&](const QColor &color, bool italic) {
        return swatch(this, kSwatch, [&, color, italic](QPainter &p, QRectF r) {
            p.fillRect(r, c.base);
            QFont f = font();
            f.setPixelSize(15);
            f.setBold(italic);
            f.setItalic(italic);
            p.setFont(f);
            p.setPen(color);
            p.drawText(r, Qt::AlignCenter, QStringLiteral("5"));
        });
    };
    const auto outline = [&](const QColor &color, Qt::PenStyle style) {
        return swatch(this, kSwatch, [&, color, style](QPainter &p, QRectF r) {
            p.fillRect(r, c.base);
            QPen pen(color, 2.5);
            pen.setStyle(style);
            p.setPen(pen);
            p.drawRect(r.adjusted(3, 3, -3, -3));
        });
    };
    const auto disc = [&](const QColor &color, bool strike) {
        return swatch(this, kSwatch, [&, color, strike](QPainter &p, QRectF r) {
            p.fillRect(r, c.base);
            const QRectF d = r.adjusted(4, 4, -4, -4);
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            p.drawEllipse(d);
            if (strike) {
                p.setPen(QPen(Qt::white, 1.5));
                p.drawLine(d.bottomLeft(), d.topRight());
            }
        });
    };

    if (m_family == core::RunFamily::Search) {
        add(digit(c.decided, true), tr("Digit the search decided (on the current path)"));
        add(digit(c.entered, false), tr("Digit propagation placed"));
        add(digit(c.placement, false), tr("Placed at this event"));
        add(fill(c.touched), tr("Cells this event changes"));
        add(disc(c.elimination, true), tr("Candidate removed at this event"));
        add(outline(c.chosen, Qt::SolidLine), tr("Cell the ordering chose"));
        add(outline(c.tie, Qt::DashLine), tr("Tie set it chose from"));
        add(fill(c.conflictBackground), tr("Conflict"));
        add(swatch(this, kSwatch,
                [&](QPainter &p, QRectF r) {
                    p.fillRect(r, c.base);
                    p.fillRect(r, QBrush(c.neutralized, Qt::BDiagPattern));
                }),
            tr("Neutralized square"));
        if (m_heatMax > 0) {
            add(swatch(this, kSwatch * 3,
                    [&](QPainter &p, QRectF r) {
                        QLinearGradient g(r.topLeft(), r.topRight());
                        g.setColorAt(0, Appearance::heatColor(c, 0));
                        g.setColorAt(1, Appearance::heatColor(c, 1));
                        p.fillRect(r, g);
                    }),
                tr("Contribution Number, 0 to %1 (hover a cell for its value)")
                    .arg(m_heatMax, 0, 'g', 3));
        }
    } else if (m_family == core::RunFamily::Logic) {
        add(fill(c.hintCell), tr("The step's cells"));
        add(disc(c.pattern, false), tr("Candidates of the pattern"));
        add(disc(c.patternAlt, false), tr("Second colour of the pattern"));
        add(disc(c.elimination, true), tr("Candidate removed"));
        add(digit(c.placement, false), tr("Digit placed at this step"));
        add(digit(c.entered, false), tr("Digit placed before"));
        add(digit(c.decided, true), tr("Chen: digit assumed"));
        add(fill(c.conflictBackground), tr("Conflict"));
    } else {
        add(outline(c.swapped, Qt::SolidLine), tr("The swapped pair"));
        add(digit(c.conflict, false), tr("Clashing cell (a row or column repeats it)"));
        add(digit(c.given, false), tr("Given"));
        add(digit(c.entered, false), tr("The climber's digit"));
        add(swatch(this, kSwatch,
                [&](QPainter &p, QRectF r) {
                    p.fillRect(r, c.base);
                    QFont f = font();
                    f.setPixelSize(11);
                    p.setFont(f);
                    p.setPen(c.conflict);
                    p.drawText(r, Qt::AlignCenter, QStringLiteral("8·1"));
                }),
            tr("Edges: distinct digits of the row or column (f1) · clashes with givens (f2)"));
    }
    const int half = int(items.size() + 1) / 2;
    for (int i = 0; i < items.size(); ++i) {
        auto *icon = new QLabel;
        icon->setPixmap(items[i].first);
        auto *label = new QLabel(items[i].second);
        label->setWordWrap(true);
        const int row = i % half;
        const int column = i < half ? 0 : 2;
        m_grid->addWidget(icon, row, column, Qt::AlignLeft | Qt::AlignVCenter);
        m_grid->addWidget(label, row, column + 1);
    }
}

void LabLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}
