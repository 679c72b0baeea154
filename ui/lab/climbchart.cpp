#include "lab/climbchart.h"

#include "wording/climbwording.h"

#include <QEvent>
#include <QIODevice>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QTextStream>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

constexpr double kMinSpan = 8; // the narrowest view, in iterations

bool isClimbEvent(core::RunEventKind kind)
{
    using K = core::RunEventKind;
    return kind == K::ClimbStart || kind == K::ClimbMove || kind == K::ClimbSideways
        || kind == K::ClimbRestart || kind == K::ClimbJump;
}

const char *kindId(core::RunEventKind kind)
{
    using K = core::RunEventKind;
    switch (kind) {
    case K::ClimbStart:
        return "start";
    case K::ClimbMove:
        return "move";
    case K::ClimbSideways:
        return "sideways";
    case K::ClimbRestart:
        return "restart";
    case K::ClimbJump:
        return "jump";
    default:
        return "other";
    }
}

} // namespace

ClimbChart::ClimbChart(QWidget *parent)
    : QWidget { parent }
    , m_repaint { new QTimer(this) }
{
    setObjectName(QStringLiteral("climbChart"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(240, 180);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_repaint->setSingleShot(true);
    m_repaint->setInterval(40);
    connect(m_repaint, &QTimer::timeout, this, qOverload<>(&QWidget::update));
}

ClimbChart::~ClimbChart() = default;

void ClimbChart::setSeries(QVector<ClimbChartSeries> series)
{
    m_series = std::move(series);
    m_cache.clear();
    m_cursor.reset();
    m_hoverX = -1;
    fitAll();
}

void ClimbChart::refresh()
{
    if (m_follow) {
        m_first = 0;
        m_last = std::max<double>(double(runIterations()), 1);
    }
    if (!m_repaint->isActive())
        m_repaint->start();
}

std::uint64_t ClimbChart::runIterations() const
{
    std::uint64_t most = 0;
    for (const ClimbChartSeries &s : m_series)
        if (s.timeline && s.timeline->hasHeader()) {
            most = std::max(most, s.timeline->liveCounters().iterations);
            if (s.timeline->finished())
                most = std::max(most, s.timeline->finish().totals.iterations);
        }
    return most;
}

void ClimbChart::setView(double first, double last)
{
    m_first = first;
    m_last = last;
    m_follow = false;
    clampView();
    update();
    emit viewChanged();
}

void ClimbChart::fitAll()
{
    m_first = 0;
    m_last = std::max<double>(double(runIterations()), 1);
    m_follow = true;
    update();
    emit viewChanged();
}

void ClimbChart::zoom(double factor, double anchor)
{
    const double span = std::max(m_last - m_first, 1.0);
    const double total = std::max<double>(double(runIterations()), 1);
    const double wanted = std::clamp(span * factor, std::min(kMinSpan, total), total);
    if (wanted >= total) {
        fitAll();
        return;
    }
    const double ratio = (anchor - m_first) / span;
    setView(anchor - ratio * wanted, anchor - ratio * wanted + wanted);
}

void ClimbChart::panBy(double iterations)
{
    if (m_follow && m_first <= 0 && m_last >= double(runIterations()))
        return; // the whole run is in view
    setView(m_first + iterations, m_last + iterations);
}

void ClimbChart::clampView()
{
    const double total = std::max<double>(double(runIterations()), 1);
    double span = std::clamp(m_last - m_first, std::min(kMinSpan, total), total);
    m_first = std::clamp(m_first, 0.0, total - span);
    m_last = m_first + span;
}

void ClimbChart::setCursorIteration(std::optional<std::uint64_t> iteration)
{
    if (iteration == m_cursor)
        return;
    m_cursor = iteration;
    update();
}

int ClimbChart::columnCount(int width) const
{
    const double span = std::floor(m_last) - std::floor(m_first) + 1;
    return int(std::clamp(span, 1.0, double(std::max(width, 1))));
}

double ClimbChart::iterationAt(double x) const
{
    const QRect plot = plotRect();
    const double t = (x - plot.left()) / std::max(plot.width(), 1);
    return m_first + std::clamp(t, 0.0, 1.0) * (m_last - m_first);
}

double ClimbChart::xOf(double iteration) const
{
    const QRect plot = plotRect();
    return plot.left() + (iteration - m_first) / std::max(m_last - m_first, 1e-9) * plot.width();
}

std::vector<core::ClimbColumn> ClimbChart::columns(int series) const
{
    if (series < 0 || series >= m_series.size() || !m_series[series].timeline
        || !m_series[series].timeline->hasHeader())
        return {};
    const int width = plotRect().width();
    return cachedColumns(series, std::uint64_t(std::floor(m_first)),
        std::uint64_t(std::floor(m_last)), columnCount(width));
}

const std::vector<core::ClimbColumn> &ClimbChart::cachedColumns(
    int series, std::uint64_t first, std::uint64_t last, int count) const
{
    if (m_cache.size() != std::size_t(m_series.size()))
        m_cache.assign(std::size_t(m_series.size()), {});
    ColumnCache &c = m_cache[std::size_t(series)];
    const core::RunTimeline *t = m_series[series].timeline;
    if (c.timeline != t || c.first != first || c.last != last || c.count != count
        || c.events != t->eventCount() || c.tail != t->climbTail().size()
        || c.live != t->liveCounters().iterations) {
        c = { t, first, last, count, t->eventCount(), t->climbTail().size(),
            t->liveCounters().iterations, t->climbColumns(first, last, count) };
    }
    return c.columns;
}

const std::vector<ClimbChartMark> &ClimbChart::cachedMarks(int series) const
{
    if (m_markCache.size() != std::size_t(m_series.size()))
        m_markCache.assign(std::size_t(m_series.size()), {});
    MarkCache &c = m_markCache[std::size_t(series)];
    const core::RunTimeline *t = m_series[series].timeline;
    if (c.timeline != t || c.events != t->eventCount() || c.tail != t->climbTail().size())
        c = { t, t->eventCount(), t->climbTail().size(), marks(*t) };
    return c.marks;
}

std::vector<ClimbChartMark> ClimbChart::marks(const core::RunTimeline &timeline)
{
    std::vector<ClimbChartMark> out;
    if (!timeline.hasHeader())
        return out;
    const auto &starts = timeline.climbStarts();
    const auto &restarts = timeline.climbRestarts();
    out.reserve(starts.size() + restarts.size());
    // Both in event order; a restart comes before the start it leads to.
    std::size_t s = 0;
    std::size_t r = 0;
    while (s < starts.size() || r < restarts.size()) {
        const bool takeRestart
            = r < restarts.size() && (s == starts.size() || restarts[r].event < starts[s].event);
        const core::ClimbMark &m = takeRestart ? restarts[r++] : starts[s++];
        out.push_back({ m.iteration, takeRestart, m.code, m.f });
    }
    const std::uint64_t recordedEnd = timeline.eventCount() > 0
        ? core::recordIteration(timeline.record(timeline.eventCount() - 1))
        : 0;
    for (const core::ClimbTailPoint &p : timeline.climbTail())
        if (p.iteration > recordedEnd
            && (p.kind == core::RunEventKind::ClimbStart
                || p.kind == core::RunEventKind::ClimbRestart))
            out.push_back({ p.iteration, p.kind == core::RunEventKind::ClimbRestart, p.code, p.f });
    return out;
}

QRect ClimbChart::plotRectIn(const QRect &area) const
{
    const int text = fontMetrics().height();
    return area.adjusted(fontMetrics().horizontalAdvance(QStringLiteral("−0000")) + 8, text + 8,
        -12, -(2 * text + 10));
}

QString ClimbChart::hoverText(int px) const
{
    const QRect plot = plotRect();
    if (px < plot.left() || px > plot.right() || m_series.isEmpty())
        return {};
    const QLocale locale;
    const auto range = [&](int lo, int hi) {
        return lo == hi ? locale.toString(lo)
                        : tr("%1 to %2").arg(locale.toString(lo), locale.toString(hi));
    };
    const int n = columnCount(plot.width());
    const int c = std::clamp(int((px - plot.left()) * double(n) / plot.width()), 0, n - 1);
    QStringList lines;
    for (int i = 0; i < m_series.size(); ++i) {
        const std::vector<core::ClimbColumn> cols = columns(i);
        if (std::size_t(c) >= cols.size() || cols[std::size_t(c)].empty)
            continue;
        const core::ClimbColumn &col = cols[std::size_t(c)];
        if (m_series.size() > 1)
            lines << QStringLiteral("<b>%1</b>").arg(m_series[i].name.toHtmlEscaped());
        lines << (col.firstIteration == col.lastIteration
                ? tr("Iteration %1").arg(locale.toString(qulonglong(col.firstIteration)))
                : tr("Iterations %1 to %2")
                      .arg(locale.toString(qulonglong(col.firstIteration)),
                          locale.toString(qulonglong(col.lastIteration))));
        lines << tr("f: %1 (last %2)").arg(range(col.minF, col.maxF), locale.toString(col.lastF));
        if (m_series.size() == 1) {
            lines << tr("f1: %1").arg(range(col.minF1, col.maxF1));
            lines << tr("f2: %1").arg(range(col.minF2, col.maxF2));
        }
        lines << tr("best f: %1").arg(locale.toString(col.bestF));
        // The starts and restarts in the column.
        const std::vector<ClimbChartMark> &all = cachedMarks(i);
        auto m = std::lower_bound(all.begin(), all.end(), col.firstIteration,
            [](const ClimbChartMark &mark, std::uint64_t it) { return mark.iteration < it; });
        for (; m != all.end() && m->iteration <= col.lastIteration && lines.size() <= 40; ++m) {
            lines << (m->restart
                    ? tr("Restart: %1")
                          .arg(ClimbWording::reasonName(core::ClimbRestartReason(m->code)))
                    : tr("Start (%1): f = %2")
                          .arg(ClimbWording::initName(core::ClimbInit(m->code)),
                              locale.toString(m->f)));
        }
    }
    return lines.join(QStringLiteral("<br>"));
}

bool ClimbChart::writeCsv(QIODevice &device) const
{
    QTextStream out(&device);
    out << "series,iteration,event,kind,f,f1,f2,best_f,restarts,recorded\n";
    for (int i = 0; i < m_series.size(); ++i) {
        const core::RunTimeline *t = m_series[i].timeline;
        if (!t || !t->hasHeader())
            continue;
        QString name = m_series[i].name.isEmpty() ? QStringLiteral("run") : m_series[i].name;
        name.replace(QLatin1Char('"'), QLatin1String("\"\""));
        name = QLatin1Char('"') + name + QLatin1Char('"');
        const core::RunHeader &h = t->header();
        core::RunCounters c = t->countersAt(0);
        std::uint64_t lastIteration = 0;
        for (std::uint64_t k = 0; k < t->eventCount(); ++k) {
            const core::RunRecord &r = t->record(k);
            core::advanceCounters(c, r, h.family, h.w1, h.w2);
            if (!isClimbEvent(r.kind))
                continue;
            out << name << ',' << c.iterations << ',' << k << ',' << kindId(r.kind) << ',' << c.f
                << ',' << c.f1 << ',' << c.f2 << ',' << c.bestF << ',' << c.restarts << ",1\n";
            lastIteration = c.iterations;
        }
        for (const core::ClimbTailPoint &p : t->climbTail())
            if (p.iteration > lastIteration && isClimbEvent(p.kind))
                out << name << ',' << p.iteration << ",," << kindId(p.kind) << ',' << p.f << ','
                    << p.f1 << ',' << p.f2 << ',' << p.bestF << ',' << p.restarts << ",0\n";
    }
    out.flush();
    return out.status() == QTextStream::Ok;
}

void ClimbChart::scrubTo(double x)
{
    const double total = double(runIterations());
    emit iterationRequested(std::uint64_t(std::clamp(std::round(iterationAt(x)), 0.0, total)));
}

void ClimbChart::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    const double x = event->position().x();
    if (event->button() == Qt::LeftButton && !(event->modifiers() & Qt::ShiftModifier)) {
        m_drag = Drag::Scrub;
        scrubTo(x);
    } else if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton
        || event->button() == Qt::MiddleButton) {
        m_drag = Drag::Pan;
        m_dragX = x;
        setCursor(Qt::ClosedHandCursor);
    }
    event->accept();
}

void ClimbChart::mouseMoveEvent(QMouseEvent *event)
{
    const double x = event->position().x();
    if (m_drag == Drag::Scrub) {
        scrubTo(x);
    } else if (m_drag == Drag::Pan) {
        const double perPixel = (m_last - m_first) / std::max(plotRect().width(), 1);
        panBy(-(x - m_dragX) * perPixel);
        m_dragX = x;
    }
    m_hoverX = int(x);
    const QString text = hoverText(m_hoverX);
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
    update();
}

void ClimbChart::mouseReleaseEvent(QMouseEvent *event)
{
    m_drag = Drag::None;
    unsetCursor();
    event->accept();
}

void ClimbChart::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y();
    if (steps == 0) {
        event->ignore();
        return;
    }
    zoom(steps > 0 ? 0.8 : 1.25, iterationAt(event->position().x()));
    event->accept();
}

void ClimbChart::keyPressEvent(QKeyEvent *event)
{
    const double middle = m_cursor && double(*m_cursor) >= m_first && double(*m_cursor) <= m_last
        ? double(*m_cursor)
        : (m_first + m_last) / 2;
    const double span = m_last - m_first;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoom(0.5, middle);
        break;
    case Qt::Key_Minus:
        zoom(2, middle);
        break;
    case Qt::Key_0:
        fitAll();
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (!(event->modifiers() & Qt::ShiftModifier)) {
            QWidget::keyPressEvent(event);
            return;
        }
        panBy((event->key() == Qt::Key_Left ? -0.2 : 0.2) * span);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ClimbChart::leaveEvent(QEvent *event)
{
    m_hoverX = -1;
    update();
    QWidget::leaveEvent(event);
}

void ClimbChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}
