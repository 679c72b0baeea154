#pragma once

#include "run/runcursor.h"

#include <QColor>
#include <QString>
#include <QVector>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QIODevice;
class QTimer;

// One climb drawn on a ClimbChart: a run timeline (it may still grow) and, when several are
// compared, its name and colour.
struct ClimbChartSeries
{
    const core::RunTimeline *timeline = nullptr;
    QString name;
    QColor color;
};

// A start or restart of a climb as the chart draws it: from the recorded part of the timeline
// (climbStarts / climbRestarts) and, past the recording budget, from its thinned tail.
struct ClimbChartMark
{
    std::uint64_t iteration = 0;
    bool restart = false;
    std::uint8_t code = 0; // restart: core::ClimbRestartReason; start: core::ClimbInit
    int f = 0;
};

// The hill-climber's objective over its iterations, painted by hand (no Qt Charts: the points
// are decimated to the pixel width by core::RunTimeline::climbColumns, min and max per pixel
// column, so a run of 10^6 iterations costs one pass over the events in view per repaint).
//
// One series (the Lab's run): f as a min/max band with its last value per column, f1, the best f
// so far, and in a strip below f2 (the clashes with givens) on its own scale; restarts as
// vertical markers coloured by their reason, each start's initial f as a dot, the scrubber's
// iteration as a line. Several series (the initializations compared): f of each in its colour,
// their starts and restarts, and a key.
//
// Mouse: press or drag with the left button scrubs (iterationRequested), the wheel zooms around
// the pointer, the right or middle button (or Shift with the left) drags the view; hovering
// shows the values of the pixel column under the pointer. Keys: + and - zoom, 0 fits the whole
// run, Shift+Left / Shift+Right pan. While the view shows the whole run it follows the run's
// growth.
class ClimbChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClimbChart)

public:
    explicit ClimbChart(QWidget *parent = nullptr);
    ~ClimbChart() override;

    void setSeries(QVector<ClimbChartSeries> series);
    const QVector<ClimbChartSeries> &series() const { return m_series; }
    void clear() { setSeries({}); }
    // The timelines grew: repaint soon (at most 25 times a second while a run streams).
    void refresh();

    // The iterations of the longest series (its live counters: past the budget too).
    std::uint64_t runIterations() const;
    // The iterations in view, first and last inclusive.
    double viewFirst() const { return m_first; }
    double viewLast() const { return m_last; }
    void setView(double first, double last);
    void fitAll();
    bool followsRun() const { return m_follow; }
    // Zooms by `factor` (< 1: in) keeping `anchor` (an iteration) where it is.
    void zoom(double factor, double anchor);

    // The scrubber's iteration (none: no line).
    void setCursorIteration(std::optional<std::uint64_t> iteration);
    std::optional<std::uint64_t> cursorIteration() const { return m_cursor; }

    // Where things are on the widget: the plot's rectangle, the iteration at a pixel column and
    // the x of an iteration.
    QRect plotRect() const { return plotRectIn(rect()); }
    double iterationAt(double x) const;
    double xOf(double iteration) const;

    // What is drawn: the decimated columns of a series over the view at the plot's width, and
    // the starts and restarts of a series in order.
    std::vector<core::ClimbColumn> columns(int series = 0) const;
    static std::vector<ClimbChartMark> marks(const core::RunTimeline &timeline);
    // The text the pointer shows over a pixel x (empty outside the plot or where no point is).
    QString hoverText(int x) const;

    // The series as CSV: every recorded event with an objective and the thinned tail past the
    // budget (series, iteration, event, kind, f, f1, f2, best f, restarts, recorded).
    bool writeCsv(QIODevice &device) const;
    // The chart drawn at `size` (PNG through QImage::save; SVG through QSvgGenerator).
    QImage image(QSize size) const;
    bool writeSvg(const QString &path, QSize size) const;

signals:
    // The user scrubbed to an iteration.
    void iterationRequested(std::uint64_t iteration);
    void viewChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRect plotRectIn(const QRect &area) const;
    void paintChart(QPainter &painter, const QRect &area) const;
    void scrubTo(double x);
    void panBy(double iterations);
    void clampView();
    // Columns of the view for a plot `width` pixels wide: as many as pixels, or one per
    // iteration when fewer iterations are in view.
    int columnCount(int width) const;

    // The columns of a series over a view, computed once per view, width and size of the
    // timeline (hovering, the scrubber's line and repaints reuse them).
    const std::vector<core::ClimbColumn> &cachedColumns(
        int series, std::uint64_t first, std::uint64_t last, int count) const;
    struct ColumnCache
    {
        const core::RunTimeline *timeline = nullptr;
        std::uint64_t first = 0;
        std::uint64_t last = 0;
        int count = 0;
        std::uint64_t events = 0;
        std::size_t tail = 0;
        std::uint64_t live = 0;
        std::vector<core::ClimbColumn> columns;
    };
    mutable std::vector<ColumnCache> m_cache;
    // The starts and restarts of a series (marks()), kept while the timeline does not grow.
    const std::vector<ClimbChartMark> &cachedMarks(int series) const;
    struct MarkCache
    {
        const core::RunTimeline *timeline = nullptr;
        std::uint64_t events = 0;
        std::size_t tail = 0;
        std::vector<ClimbChartMark> marks;
    };
    mutable std::vector<MarkCache> m_markCache;

    QVector<ClimbChartSeries> m_series;
    double m_first = 0;
    double m_last = 1;
    bool m_follow = true;
    std::optional<std::uint64_t> m_cursor;
    enum class Drag { None, Scrub, Pan } m_drag = Drag::None;
    double m_dragX = 0;
    int m_hoverX = -1;
    QTimer *m_repaint;
};
