#include "compare/comparecharts.h"

#include "compare/batchresultmodel.h"
#include "compare/batchrunner.h"
#include "compare/compareworkspace.h"
#include "compare/paperreference.h"

#include "batch/comparebatch.h"
#include "batch/measurebatch.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace comparecharts {

namespace {

// Counts on a log axis cannot be 0: a puzzle that needed no recursion or backtrack is drawn at
// this floor (the axis starts there, so it shows as "none").
constexpr double kLogFloor = 0.5;

double logValue(double v)
{
    return std::max(v, kLogFloor);
}

// A base-10 log axis from the floor to `top` for counts.
QLogValueAxis *countAxis(double top, const QString &title)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setRange(kLogFloor, top);
    // Whole numbers, grouped by the chart's locale (localizeNumbers): never 1e+06.
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(title);
    return axis;
}

} // namespace

void clear(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

void fillMeans(QChart *chart, const BatchJob *job, const BatchResultModel &model, bool backtracks,
    bool log, const QColor &labelColor)
{
    clear(chart);
    chart->setTitle(backtracks
            ? CompareWorkspace::tr("Mean backtracks per strategy and collection")
            : CompareWorkspace::tr("Mean recursions per strategy and collection"));
    if (!job)
        return;
    const std::size_t ns = job->setup.strategies.size();
    const int groups = int(job->groups.size());
    auto *series = new QBarSeries;
    double top = 1;
    QStringList sources;
    QList<QBarSet *> paperSets;
    for (std::size_t s = 0; s < ns; ++s) {
        const std::string &name = job->setup.strategies[s].name;
        auto *ours = new QBarSet(QString::fromStdString(name));
        QBarSet *paper = nullptr;
        for (int g = 0; g < groups; ++g) {
            const core::CompareSummary m = core::summarizeCompare(model.groupResults(g), ns, s);
            const double v = backtracks ? m.meanBacktracks : m.meanRecursions;
            *ours << (log ? logValue(v) : v);
            top = std::max(top, v);
            const auto ref = PaperReference::value(backtracks ? PaperReference::Measure::Backtracks
                                                              : PaperReference::Measure::Recursions,
                job->setup.options, name, job->groupIds[g]);
            if (ref && !paper) {
                paper = new QBarSet(
                    CompareWorkspace::tr("%1 (paper)").arg(QString::fromStdString(name)));
                for (int before = 0; before < g; ++before)
                    *paper << (log ? kLogFloor : 0.0);
            }
            if (paper) {
                *paper << (ref ? (log ? logValue(ref->value) : ref->value) : (log ? kLogFloor : 0));
                if (ref) {
                    top = std::max(top, ref->value);
                    if (!sources.contains(ref->source))
                        sources.push_back(ref->source);
                }
            }
        }
        series->append(ours);
        if (paper) {
            series->append(paper);
            paperSets.push_back(paper);
        }
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsPrecision(5);
    series->setLabelsAngle(-90);
    chart->addSeries(series);
    // The theme colours the sets when the series joins the chart: then the paper's bar gets a
    // lighter shade of ours, right beside it.
    const QList<QBarSet *> sets = series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        sets[i]->setLabelColor(labelColor);
        if (i > 0 && paperSets.contains(sets[i])) {
            sets[i]->setColor(sets[i - 1]->color().lighter(160));
            sets[i]->setBorderColor(sets[i - 1]->color());
        }
    }
    auto *x = new QBarCategoryAxis;
    x->append(job->groups);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    QAbstractAxis *y;
    if (log) {
        auto *logAxis = countAxis(std::pow(10.0, std::log10(top) + 0.8), QString());
        logAxis->setMinorTickCount(-1);
        y = logAxis;
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(0, top * 1.1);
        linear->setLabelFormat(QStringLiteral("%.0f"));
        y = linear;
    }
    y->setTitleText(backtracks ? CompareWorkspace::tr("mean backtracks")
                               : CompareWorkspace::tr("mean recursions"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    if (!sources.isEmpty())
        chart->setTitle(chart->title() + QStringLiteral("<br>")
            + CompareWorkspace::tr("light bars: %1").arg(sources.join(QStringLiteral("; "))));
}

void fillDistribution(
    QChart *chart, const BatchJob *job, const std::vector<BatchRow> &puzzles, bool backtracks)
{
    clear(chart);
    chart->setTitle(backtracks
            ? CompareWorkspace::tr("Backtracks per puzzle: how many puzzles need how many")
            : CompareWorkspace::tr("Recursions per puzzle: how many puzzles need how many"));
    if (!job || puzzles.empty())
        return;
    const std::size_t ns = job->setup.strategies.size();
    // Histogram on a log axis: five bins per decade from the floor up (0 goes in the first).
    constexpr int kPerDecade = 5;
    std::vector<std::map<int, int>> bins(ns);
    int maxBin = 0;
    int maxCount = 1;
    for (const BatchRow &row : puzzles)
        for (std::size_t s = 0; s < ns; ++s) {
            const auto &c = row.results[s].counters;
            const double v = double(backtracks ? c.backtracks : c.recursions);
            const int bin = v < 1 ? 0 : 1 + int(std::floor(std::log10(v) * kPerDecade));
            maxBin = std::max(maxBin, bin);
            maxCount = std::max(maxCount, ++bins[s][bin]);
        }
    const auto edge = [](int bin) {
        return bin == 0 ? kLogFloor : std::pow(10.0, double(bin - 1) / kPerDecade);
    };
    auto *x = countAxis(edge(maxBin + 1),
        backtracks ? CompareWorkspace::tr("backtracks") : CompareWorkspace::tr("recursions"));
    auto *y = new QValueAxis;
    y->setRange(0, maxCount * 1.1);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(CompareWorkspace::tr("puzzles"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (std::size_t s = 0; s < ns; ++s) {
        // A step outline per strategy, so several overlap readably.
        auto *line = new QLineSeries;
        line->setName(QString::fromStdString(job->setup.strategies[s].name));
        for (int b = 0; b <= maxBin; ++b) {
            const auto it = bins[s].find(b);
            const int count = it == bins[s].end() ? 0 : it->second;
            line->append(edge(b), count);
            line->append(edge(b + 1), count);
        }
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
}

QScatterSeries *fillScatter(QChart *chart, const BatchJob *job,
    const std::vector<BatchRow> &puzzles, int a, int b, const QString &nameA, const QString &nameB,
    std::vector<int> &puzzleOfPoint)
{
    clear(chart);
    puzzleOfPoint.clear();
    chart->setTitle(
        CompareWorkspace::tr("Recursions per puzzle, strategy A against B (click a point: race)"));
    if (!job || a < 0 || b < 0)
        return nullptr;
    auto *points = new QScatterSeries;
    points->setName(CompareWorkspace::tr("%1 (x) against %2 (y)").arg(nameA, nameB));
    points->setMarkerSize(7);
    double top = 10;
    for (const BatchRow &row : puzzles) {
        const double x = double(row.results[std::size_t(a)].counters.recursions);
        const double y = double(row.results[std::size_t(b)].counters.recursions);
        points->append(logValue(x), logValue(y));
        puzzleOfPoint.push_back(row.puzzle);
        top = std::max({ top, x, y });
    }
    top = std::pow(10.0, std::ceil(std::log10(top)));
    auto *diagonal = new QLineSeries;
    diagonal->setName(CompareWorkspace::tr("equal"));
    diagonal->append(kLogFloor, kLogFloor);
    diagonal->append(top, top);
    auto *x = countAxis(top, CompareWorkspace::tr("recursions of %1").arg(nameA));
    auto *y = countAxis(top, CompareWorkspace::tr("recursions of %1").arg(nameB));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addSeries(diagonal);
    chart->addSeries(points);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    return points;
}

double fillDashboard(
    QChart *chart, QChart *histogram, const Measure &x, const Measure &y, int &pairs)
{
    std::vector<double> px, py;
    double x0 = std::numeric_limits<double>::infinity(), x1 = -x0, y0 = x0, y1 = -x0;
    for (std::size_t i = 0; i < x.values.size() && i < y.values.size(); ++i) {
        const double xv = x.values[i], yv = y.values[i];
        if (std::isnan(xv) || std::isnan(yv))
            continue;
        px.push_back(xv);
        py.push_back(yv);
        const double cx = x.log ? logValue(xv) : xv, cy = y.log ? logValue(yv) : yv;
        x0 = std::min(x0, cx), x1 = std::max(x1, cx), y0 = std::min(y0, cy), y1 = std::max(y1, cy);
    }
    pairs = int(px.size());
    const double rho = core::spearman(px, py);
    if (px.size() < 2)
        return rho;
    auto *points = new QScatterSeries;
    points->setMarkerSize(6);
    points->setName(CompareWorkspace::tr("puzzles"));
    for (std::size_t i = 0; i < px.size(); ++i)
        points->append(x.log ? logValue(px[i]) : px[i], y.log ? logValue(py[i]) : py[i]);
    const auto makeAxis
        = [](bool log, double lo, double hi, const QString &title) -> QAbstractAxis * {
        if (log)
            return countAxis(std::pow(10.0, std::ceil(std::log10(std::max(hi, 1.0)))), title);
        auto *a = new QValueAxis;
        const double pad = hi > lo ? (hi - lo) * 0.05 : 0.5;
        a->setRange(lo - pad, hi + pad);
        a->setTitleText(title);
        return a;
    };
    QAbstractAxis *ax = makeAxis(x.log, x0, x1, x.name);
    QAbstractAxis *ay = makeAxis(y.log, y0, y1, y.name);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    chart->addSeries(points);
    points->attachAxis(ax);
    points->attachAxis(ay);
    chart->legend()->hide();

    // The histogram of x: 20 bins (on log10 of the value for counts of recursions/iterations).
    constexpr int kBins = 20;
    std::vector<double> hv;
    for (double v : px)
        hv.push_back(x.log ? std::log10(logValue(v)) : v);
    const double lo = *std::min_element(hv.begin(), hv.end());
    const double hi = *std::max_element(hv.begin(), hv.end());
    const double width = hi > lo ? (hi - lo) / kBins : 1.0;
    std::vector<int> counts(kBins, 0);
    for (double v : hv)
        ++counts[std::size_t(std::clamp(int((v - lo) / width), 0, kBins - 1))];
    // Drawn as a filled step outline over a value (or log) axis, so that the axis reads as
    // numbers.
    const auto edge = [&](int b) {
        const double e = lo + b * width;
        return x.log ? std::pow(10.0, e) : e;
    };
    auto *upper = new QLineSeries;
    auto *lower = new QLineSeries;
    for (int b = 0; b < kBins; ++b) {
        upper->append(edge(b), counts[std::size_t(b)]);
        upper->append(edge(b + 1), counts[std::size_t(b)]);
        lower->append(edge(b), 0);
        lower->append(edge(b + 1), 0);
    }
    auto *area = new QAreaSeries(upper, lower);
    histogram->addSeries(area);
    const QString xTitle
        = x.log ? CompareWorkspace::tr("%1 (bins of equal ratio)").arg(x.name) : x.name;
    QAbstractAxis *hx;
    if (x.log) {
        hx = countAxis(edge(kBins), xTitle);
        static_cast<QLogValueAxis *>(hx)->setMin(edge(0));
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(edge(0), edge(kBins));
        linear->setTitleText(xTitle);
        hx = linear;
    }
    auto *hy = new QValueAxis;
    const int most = *std::max_element(counts.begin(), counts.end());
    if (most <= 5) {
        hy->setRange(0, most + 1);
        hy->setTickCount(most + 2);
    } else {
        hy->setRange(0, most * 1.1);
        hy->applyNiceNumbers();
    }
    hy->setLabelFormat(QStringLiteral("%d"));
    hy->setTitleText(CompareWorkspace::tr("puzzles"));
    histogram->addAxis(hx, Qt::AlignBottom);
    histogram->addAxis(hy, Qt::AlignLeft);
    area->attachAxis(hx);
    area->attachAxis(hy);
    histogram->legend()->hide();
    return rho;
}

} // namespace comparecharts
