#include "lab/climbbars.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <array>

namespace {

const std::array<QColor, 3> kInitColors
    = { QColor(31, 119, 180), QColor(44, 160, 44), QColor(214, 39, 40) };

} // namespace

QColor ClimbBars::initColor(std::size_t i)
{
    return kInitColors[i % kInitColors.size()];
}

ClimbBars::ClimbBars(QWidget *parent)
    : QWidget { parent }
{
    setObjectName(QStringLiteral("climbBars"));
    setMinimumHeight(160);
}

void ClimbBars::setStats(QVector<ClimbInitStats> stats, const QString &title)
{
    m_stats = std::move(stats);
    m_title = title;
    update();
}

void ClimbBars::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QColor text = pal.color(QPalette::Text);
    p.setPen(text);
    const int line = fontMetrics().height();
    if (m_stats.isEmpty()) {
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
            tr("Compare the initializations over a collection: the mean iterations and the "
               "clashes each leaves are drawn here."));
        return;
    }
    p.drawText(QRect(8, 4, width() - 16, line), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    const QLocale locale;
    const auto panel = [&](QRect area, const QString &caption, auto value, int decimals) {
        double most = 0;
        for (const ClimbInitStats &s : m_stats)
            most = std::max(most, value(s));
        most = std::max(most, 1e-9);
        p.setPen(text);
        p.drawText(
            QRect(area.left(), area.bottom() - line, area.width(), line), Qt::AlignCenter, caption);
        const QRect bars = area.adjusted(4, line + 4, -4, -(2 * line + 6));
        const int n = int(m_stats.size());
        const double w = double(bars.width()) / n;
        for (int i = 0; i < n; ++i) {
            const double v = value(m_stats[i]);
            const double h = v / most * bars.height();
            const QRectF bar(bars.left() + i * w + w * 0.15, bars.bottom() - h, w * 0.7, h);
            p.fillRect(bar, initColor(std::size_t(i)));
            p.setPen(text);
            p.drawText(QRectF(bar.left() - 10, bar.top() - line - 2, bar.width() + 20, line),
                Qt::AlignCenter, locale.toString(v, 'f', decimals));
            p.drawText(QRectF(bars.left() + i * w, bars.bottom() + 2, w, line),
                Qt::AlignCenter | Qt::TextWordWrap,
                fontMetrics().elidedText(m_stats[i].name, Qt::ElideRight, int(w)));
        }
        p.setPen(QPen(text, 1));
        p.drawLine(bars.bottomLeft(), bars.bottomRight());
    };
    const QRect area = rect().adjusted(8, line + 8, -8, -4);
    const QRect left(area.left(), area.top(), area.width() / 2 - 6, area.height());
    const QRect right(
        area.left() + area.width() / 2 + 6, area.top(), area.width() / 2 - 6, area.height());
    panel(
        left, tr("Mean iterations"), [](const ClimbInitStats &s) { return s.meanIterations; }, 1);
    panel(
        right, tr("Mean clashes left by the initialization"),
        [](const ClimbInitStats &s) { return s.meanClashes; }, 2);
}
