// ClimbChart's painting: the objective's bands and lines over the iterations, the restart marks,
// the axes and the key, on the widget, an image or an SVG file. The series, the view and the
// interaction are in climbchart.cpp.
#include "lab/climbchart.h"

#include "wording/climbwording.h"

#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

// Colours that read on light and dark backgrounds alike.
const QColor kF { 31, 119, 180 };
const QColor kF1 { 44, 160, 44 };
const QColor kBest { 230, 120, 10 };
const QColor kF2 { 214, 39, 40 };

QColor reasonColor(std::uint8_t code)
{
    switch (core::ClimbRestartReason(code)) {
    case core::ClimbRestartReason::Plateau:
        return { 148, 103, 189 };
    case core::ClimbRestartReason::LocalMaximum:
        return { 140, 86, 75 };
    case core::ClimbRestartReason::LongWalk:
        return { 227, 119, 194 };
    default:
        return { 127, 127, 127 };
    }
}

// About `count` round tick values from lo to hi (1, 2 or 5 times a power of ten apart).
std::vector<double> ticks(double lo, double hi, int count)
{
    std::vector<double> out;
    if (!(hi > lo) || count < 1)
        return out;
    const double raw = (hi - lo) / count;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = power;
    for (double m : { 1.0, 2.0, 5.0, 10.0 })
        if (m * power >= raw) {
            step = m * power;
            break;
        }
    for (double v = std::ceil(lo / step) * step; v <= hi + step * 1e-9; v += step)
        out.push_back(v);
    return out;
}

struct YScale
{
    double lo = 0;
    double hi = 1;
    QRect rect;
    double y(double v) const
    {
        return rect.bottom() - (v - lo) * (rect.height() - 1) / std::max(hi - lo, 1e-9);
    }
};

// Hands the columns' values to `visit` for each non-empty column with its x.
template <class Visit>
void eachColumn(const std::vector<core::ClimbColumn> &columns, const QRect &plot, Visit visit)
{
    const double w = double(plot.width()) / double(std::max<std::size_t>(columns.size(), 1));
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (!columns[c].empty)
            visit(columns[c], plot.left() + (double(c) + 0.5) * w);
}

// f (or another value) per column: a band from min to max and a line through the last values.
template <class Min, class Max, class Last>
void drawSeries(QPainter &p, const std::vector<core::ClimbColumn> &columns, const QRect &plot,
    const YScale &s, const QColor &color, Min min, Max max, Last last)
{
    QColor band = color;
    band.setAlphaF(0.45);
    QPen bandPen(band, 1);
    bandPen.setCosmetic(true); // the fast line rasterizer: one short line per pixel column
    p.setPen(bandPen);
    QPolygonF line;
    line.reserve(qsizetype(columns.size()));
    eachColumn(columns, plot, [&](const core::ClimbColumn &c, double x) {
        const double top = s.y(max(c));
        const double bottom = s.y(min(c));
        if (bottom - top >= 1)
            p.drawLine(QPointF(x, top), QPointF(x, bottom));
        line << QPointF(x, s.y(last(c)));
    });
    // A cosmetic pen: Qt strokes a wide pen's zigzag of ~1000 points through its general stroker
    // (150 ms a repaint at 10^6 iterations, measured), a cosmetic one with its line rasterizer.
    QPen pen(color, line.size() > 200 ? 1 : 1.6);
    pen.setCosmetic(line.size() > 200);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(line);
}

} // namespace

void ClimbChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paintChart(p, rect());
    if (hasFocus()) {
        QPen pen(palette().color(QPalette::Highlight), 2);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(1, 1, -1, -1));
    }
}

void ClimbChart::paintChart(QPainter &p, const QRect &area) const
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.25);
    p.fillRect(area, pal.color(QPalette::Base));
    p.setFont(font());
    p.setRenderHint(QPainter::Antialiasing, true);
    const QRect plot = plotRectIn(area);
    const bool ready = std::any_of(m_series.begin(), m_series.end(),
        [](const ClimbChartSeries &s) { return s.timeline && s.timeline->hasHeader(); });
    if (!ready || plot.width() < 10 || plot.height() < 20) {
        p.setPen(text);
        p.drawText(area.adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
            tr("Run the hill climber: its objective is drawn here as it climbs."));
        return;
    }
    const bool detail = m_series.size() == 1;
    const int n = columnCount(plot.width());
    const std::uint64_t first = std::uint64_t(std::floor(m_first));
    const std::uint64_t last = std::uint64_t(std::floor(m_last));
    std::vector<std::vector<core::ClimbColumn>> columns;
    for (int i = 0; i < m_series.size(); ++i)
        columns.push_back(m_series[i].timeline && m_series[i].timeline->hasHeader()
                ? cachedColumns(i, first, last, n)
                : std::vector<core::ClimbColumn>());

    // The f2 strip under the main panel (one series only).
    const int gap = 6;
    const int strip = detail ? std::max(36, plot.height() / 4) : 0;
    YScale top;
    top.rect = detail ? plot.adjusted(0, 0, 0, -(strip + gap)) : plot;
    YScale bottom;
    bottom.rect = QRect(plot.left(), plot.bottom() - strip + 1, plot.width(), strip);

    // The vertical ranges: what is in view, and the solved objective w1 * 2N^2.
    double lo = std::numeric_limits<double>::max();
    double hi = std::numeric_limits<double>::lowest();
    int maxF2 = 1;
    for (std::size_t i = 0; i < columns.size(); ++i)
        for (const core::ClimbColumn &c : columns[i]) {
            if (c.empty)
                continue;
            lo = std::min<double>(lo, c.minF);
            hi = std::max<double>(hi, detail ? std::max({ c.maxF, c.maxF1, c.bestF }) : c.maxF);
            maxF2 = std::max(maxF2, c.maxF2);
        }
    const core::RunHeader &header = m_series.front().timeline->header();
    const int side = header.puzzle.geometry().side();
    const double solved = double(header.w1) * 2.0 * side * side;
    if (lo > hi) {
        lo = solved - 10;
        hi = solved;
    }
    hi = std::max(hi, solved);
    const double pad = std::max(1.0, (hi - lo) * 0.04);
    top.lo = lo - pad;
    top.hi = hi + pad;
    bottom.lo = 0;
    bottom.hi = maxF2 * 1.1;

    // Axes and grid.
    const QLocale locale;
    p.setPen(QPen(faint, 1));
    const auto drawYTicks = [&](const YScale &s, int count) {
        for (double v : ticks(s.lo, s.hi, count)) {
            const double y = s.y(v);
            p.setPen(QPen(faint, 1));
            p.drawLine(QPointF(s.rect.left(), y), QPointF(s.rect.right(), y));
            p.setPen(text);
            p.drawText(QRectF(area.left(), y - 10, s.rect.left() - area.left() - 4, 20),
                Qt::AlignRight | Qt::AlignVCenter, locale.toString(qlonglong(std::llround(v))));
        }
        p.setPen(QPen(text, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(s.rect);
    };
    drawYTicks(top, std::max(2, top.rect.height() / 40));
    if (detail)
        drawYTicks(bottom, 3);
    const double span = std::max(m_last - m_first, 1e-9);
    const auto x = [&](double iteration) {
        return plot.left() + (iteration - m_first) / span * plot.width();
    };
    for (double v : ticks(m_first, m_last, std::max(2, plot.width() / 90))) {
        const double px = x(v);
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        p.setPen(text);
        p.drawText(QRectF(px - 50, plot.bottom() + 2, 100, fontMetrics().height()),
            Qt::AlignHCenter | Qt::AlignTop, locale.toString(qlonglong(std::llround(v))));
    }
    p.drawText(QRect(plot.left(), plot.bottom() + fontMetrics().height() + 4, plot.width(),
                   fontMetrics().height()),
        Qt::AlignHCenter, tr("iterations"));
    // The solved objective.
    {
        QPen pen(text, 1, Qt::DotLine);
        p.setPen(pen);
        const double y = top.y(solved);
        p.drawLine(QPointF(top.rect.left(), y), QPointF(top.rect.right(), y));
    }

    p.save();
    p.setClipRect(plot.adjusted(1, 1, 0, 0));
    // Restarts (behind the curves) and starts.
    for (int i = 0; i < m_series.size(); ++i) {
        const core::RunTimeline *t = m_series[i].timeline;
        if (!t || !t->hasHeader())
            continue;
        const std::vector<ClimbChartMark> &all = cachedMarks(i);
        const auto begin = std::lower_bound(all.begin(), all.end(), first,
            [](const ClimbChartMark &m, std::uint64_t it) { return m.iteration < it; });
        const auto end = std::upper_bound(begin, all.end(), last,
            [](std::uint64_t it, const ClimbChartMark &m) { return it < m.iteration; });
        const auto restarts = std::count_if(begin, end, [](const auto &m) { return m.restart; });
        // Crowded markers fade; few carry their reason as a label. At most one restart and one
        // start are drawn per pixel column (the first of each there): a run of 10^6 iterations
        // has some 10^5 restarts, and a line each would cost seconds.
        const bool crowded = std::distance(begin, end) > plot.width() / 2;
        const double alpha = restarts > plot.width() / 4 ? 0.25 : 0.8;
        const bool labels = detail && restarts > 0 && restarts <= 12;
        double labelEnd = -1e9;
        int lastRestartX = std::numeric_limits<int>::min();
        int lastStartX = std::numeric_limits<int>::min();
        for (auto m = begin; m != end; ++m) {
            const double px = x(double(m->iteration));
            int &lastX = m->restart ? lastRestartX : lastStartX;
            if (crowded && int(px) == lastX)
                continue;
            lastX = int(px);
            if (m->restart) {
                QColor c = detail ? reasonColor(m->code) : m_series[i].color;
                c.setAlphaF(alpha);
                QPen pen(c, 1, detail ? Qt::SolidLine : Qt::DashLine);
                pen.setCosmetic(true);
                p.setPen(pen);
                p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
                if (labels) {
                    const QString name
                        = ClimbWording::reasonName(core::ClimbRestartReason(m->code));
                    const int w = fontMetrics().horizontalAdvance(name) + 6;
                    if (px + 3 > labelEnd && px + w < plot.right()) {
                        p.setPen(reasonColor(m->code).darker(120));
                        p.drawText(
                            QPointF(px + 3, top.rect.top() + fontMetrics().ascent() + 2), name);
                        labelEnd = px + 3 + w;
                    }
                }
            } else {
                const QColor c = detail ? text : m_series[i].color;
                p.setPen(QPen(pal.color(QPalette::Base), 1));
                p.setBrush(c);
                p.drawEllipse(QPointF(px, top.y(m->f)), 3.5, 3.5);
            }
        }
    }
    // The curves.
    if (detail) {
        const auto &cols = columns.front();
        drawSeries(
            p, cols, plot, top, kF1, [](auto &c) { return c.minF1; },
            [](auto &c) { return c.maxF1; }, [](auto &c) { return c.maxF1; });
        drawSeries(
            p, cols, plot, top, kF, [](auto &c) { return c.minF; }, [](auto &c) { return c.maxF; },
            [](auto &c) { return c.lastF; });
        drawSeries(
            p, cols, plot, bottom, kF2, [](auto &c) { return c.minF2; },
            [](auto &c) { return c.maxF2; }, [](auto &c) { return c.maxF2; });
        // The best f so far: a step line.
        // The best f only rises: a step where it changes (a few segments, whatever the run).
        QPolygonF best;
        double lastX = 0;
        eachColumn(cols, plot, [&](const core::ClimbColumn &c, double px) {
            const double y = top.y(c.bestF);
            if (best.isEmpty())
                best << QPointF(px, y);
            else if (y != best.back().y())
                best << QPointF(px, best.back().y()) << QPointF(px, y);
            lastX = px;
        });
        if (!best.isEmpty())
            best << QPointF(lastX, best.back().y());
        p.setPen(QPen(kBest, 1.6, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(best);
    } else {
        for (int i = 0; i < m_series.size(); ++i)
            drawSeries(
                p, columns[std::size_t(i)], plot, top, m_series[i].color,
                [](auto &c) { return c.minF; }, [](auto &c) { return c.maxF; },
                [](auto &c) { return c.lastF; });
    }
    // The scrubber.
    if (m_cursor && double(*m_cursor) >= m_first && double(*m_cursor) <= m_last) {
        // In the text colour: the curves' blues and greens stay apart from it.
        const double px = x(double(*m_cursor));
        p.setPen(QPen(text, 2));
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        const QPolygonF handle({ QPointF(px - 6, plot.top()), QPointF(px + 6, plot.top()),
            QPointF(px, plot.top() + 8) });
        p.setBrush(text);
        p.drawPolygon(handle);
    }
    if (m_hoverX >= plot.left() && m_hoverX <= plot.right() && area == rect()) {
        p.setPen(QPen(faint, 1, Qt::DashLine));
        p.drawLine(QPointF(m_hoverX, plot.top()), QPointF(m_hoverX, plot.bottom()));
    }
    p.restore();

    // The key, above the plot.
    QVector<QPair<QColor, QString>> key;
    if (detail) {
        key = { { kF, tr("f") }, { kF1, tr("f1") }, { kBest, tr("best f") },
            { kF2, tr("f2 (lower panel)") } };
    } else {
        for (const ClimbChartSeries &s : m_series)
            key.push_back({ s.color, s.name });
    }
    double kx = plot.left();
    const int ky = area.top() + 4;
    for (const auto &[color, name] : key) {
        p.fillRect(QRectF(kx, ky + fontMetrics().height() / 2.0 - 2, 14, 4), color);
        p.setPen(text);
        p.drawText(QPointF(kx + 18, ky + fontMetrics().ascent()), name);
        kx += 18 + fontMetrics().horizontalAdvance(name) + 14;
    }
}

QImage ClimbChart::image(QSize size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette().color(QPalette::Base));
    QPainter p(&image);
    paintChart(p, QRect(QPoint(), size));
    p.end();
    return image;
}

bool ClimbChart::writeSvg(const QString &path, QSize size) const
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(), size));
    svg.setTitle(tr("Hill climber: the objective over the iterations"));
    QPainter p;
    if (!p.begin(&svg))
        return false;
    paintChart(p, QRect(QPoint(), size));
    return p.end();
}
