#pragma once

// The Compare mode's charts, drawn from its results (ui/compare/compareworkspace.h owns the
// controls, the run and the table): the mean recursions or backtracks per strategy and collection
// beside the papers' values, the distribution per strategy on a log axis, strategy A against B
// puzzle by puzzle, and the dashboard's two measures with the histogram of the first. Each function
// empties its chart and fills it again; the words are CompareWorkspace's (one translation
// context for the whole mode).

#include <QColor>
#include <QString>

#include <vector>

struct BatchJob;
struct BatchRow;
class BatchResultModel;
class QChart;
class QScatterSeries;

namespace comparecharts {

// Removes every series and axis of the chart.
void clear(QChart *chart);

// The mean recursions (or backtracks) per strategy and collection, with the papers' values as
// lighter bars beside ours; labelColor is the bar labels' colour (the palette's text).
void fillMeans(QChart *chart, const BatchJob *job, const BatchResultModel &model, bool backtracks,
    bool log, const QColor &labelColor);
// How many puzzles need how many recursions (or backtracks), per strategy.
void fillDistribution(
    QChart *chart, const BatchJob *job, const std::vector<BatchRow> &puzzles, bool backtracks);
// Recursions of strategy a (x) against b (y), one point per puzzle, and the diagonal. Returns the
// points' series (nullptr when there is nothing to draw) and fills `puzzleOfPoint` with the
// puzzle of each point, in the series' order.
QScatterSeries *fillScatter(QChart *chart, const BatchJob *job,
    const std::vector<BatchRow> &puzzles, int a, int b, const QString &nameA, const QString &nameB,
    std::vector<int> &puzzleOfPoint);

// One dashboard measure: its values (NaN where a puzzle has none), its name, and whether it is a
// count drawn on a log axis.
struct Measure
{
    std::vector<double> values;
    QString name;
    bool log = false;
};
// The scatter of y against x and the histogram of x; returns Spearman's rank correlation of the
// puzzles that have both (NaN when undefined) and their number in `pairs`.
double fillDashboard(
    QChart *chart, QChart *histogram, const Measure &x, const Measure &y, int &pairs);

} // namespace comparecharts
