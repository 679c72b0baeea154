// CompareWorkspace's results: the charts refreshed from the rows, a scatter point opened in the
// Lab, the table copied, the rows exported as CSV and the shown chart as PNG or SVG. The controls
// and the run are in compareworkspace.cpp.
#include "common/savedialog.h"
#include "compare/compareworkspace.h"

#include "board/formats.h"
#include "compare/batchresultmodel.h"
#include "compare/comparecharts.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QSaveFile>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QTimer>

#include <cmath>
#include <limits>
#include <map>

namespace {

// What a screen reader says of a chart: its title, and each series by name (a bar chart's
// values too: they are few).
void describeChart(QChartView *view)
{
    const QChart *chart = view->chart();
    QStringList parts;
    const QString title = QTextDocumentFragment::fromHtml(
        QString(chart->title()).replace(QLatin1String("<br>"), QLatin1String(". ")))
                              .toPlainText()
                              .trimmed();
    if (!title.isEmpty())
        parts << title;
    const QLocale locale;
    for (const QAbstractSeries *series : chart->series()) {
        if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(series)) {
            for (const QBarSet *set : bars->barSets()) {
                QStringList values;
                for (int i = 0; i < set->count(); ++i)
                    values << locale.toString(set->at(i), 'g', 6);
                parts << CompareWorkspace::tr("%1: %2").arg(
                    set->label(), values.join(QStringLiteral(", ")));
            }
        } else if (!series->name().isEmpty()) {
            parts << series->name();
        }
    }
    view->setAccessibleDescription(parts.isEmpty()
            ? CompareWorkspace::tr("No results yet: choose a preset or strategies and press Run.")
            : parts.join(QStringLiteral("; ")));
}

} // namespace

void CompareWorkspace::styleCharts()
{
    // The charts keep their own colours (Qt Charts' light theme): they follow the palette, so
    // the dark theme's light labels never sit on a white chart.
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor window = pal.color(QPalette::Window);
    const auto between = [&](double t) {
        return QColor::fromRgbF(text.redF() * t + window.redF() * (1 - t),
            text.greenF() * t + window.greenF() * (1 - t),
            text.blueF() * t + window.blueF() * (1 - t));
    };
    for (QChartView *view :
        { m_meansView, m_distributionView, m_scatterView, m_dashboardView, m_histogramView }) {
        QChart *chart = view->chart();
        chart->setBackgroundBrush(pal.brush(QPalette::Base));
        chart->setPlotAreaBackgroundVisible(false);
        chart->setTitleBrush(pal.brush(QPalette::Text));
        chart->legend()->setLabelColor(text);
        view->setBackgroundBrush(pal.brush(QPalette::Window));
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsColor(text);
            axis->setTitleBrush(pal.brush(QPalette::Text));
            axis->setLinePenColor(between(0.7));
            axis->setGridLineColor(between(0.25));
            axis->setMinorGridLineColor(between(0.12));
        }
    }
}

void CompareWorkspace::describeCharts()
{
    styleCharts();
    for (QChartView *view :
        { m_meansView, m_distributionView, m_scatterView, m_dashboardView, m_histogramView })
        describeChart(view);
}

void CompareWorkspace::refreshShownChart()
{
    switch (m_tabs->currentIndex()) {
    case MeansTab:
        refreshMeans();
        break;
    case DistributionTab:
        refreshDistribution();
        break;
    case ScatterTab:
        refreshScatter();
        break;
    case DashboardTab:
        refreshDashboard();
        break;
    default:
        break;
    }
    describeCharts();
}

void CompareWorkspace::refreshCharts()
{
    m_chartTimer->stop();
    refreshMeans();
    refreshDistribution();
    refreshScatter();
    refreshDashboard();
    describeCharts();
}

void CompareWorkspace::refreshMeans()
{
    const bool backtracks = m_meansMeasure->currentIndex() == 1;
    comparecharts::fillMeans(m_meansView->chart(), m_job.get(), *m_model, backtracks,
        m_meansLog->isChecked(), palette().color(QPalette::WindowText));
}

void CompareWorkspace::refreshDistribution()
{
    const bool backtracks = m_meansMeasure->currentIndex() == 1;
    comparecharts::fillDistribution(
        m_distributionView->chart(), m_job.get(), m_model->puzzles(), backtracks);
}

void CompareWorkspace::refreshScatter()
{
    QScatterSeries *points = comparecharts::fillScatter(m_scatterView->chart(), m_job.get(),
        m_model->puzzles(), m_scatterA->currentIndex(), m_scatterB->currentIndex(),
        m_scatterA->currentText(), m_scatterB->currentText(), m_scatterPuzzles);
    if (!points)
        return;
    connect(points, &QScatterSeries::clicked, this, [this, points](const QPointF &p) {
        const auto all = points->points();
        for (int i = 0; i < all.size(); ++i)
            if (all[i] == p && std::size_t(i) < m_scatterPuzzles.size()) {
                openScatterPoint(m_scatterPuzzles[std::size_t(i)]);
                return;
            }
    });
}

void CompareWorkspace::openScatterPoint(int puzzle)
{
    if (!m_job || puzzle < 0 || std::size_t(puzzle) >= m_job->puzzles.size())
        return;
    const auto &options = m_job->setup.options;
    QString common
        = QStringLiteral(" --propagation %1")
              .arg(QString::fromStdString(std::string(core::propagationId(options.propagation))));
    if (options.propagation == core::Propagation::Carmel) {
        QStringList rules;
        if (options.carmel.candidateReduction)
            rules << QStringLiteral("I");
        if (options.carmel.uniqueness)
            rules << QStringLiteral("II");
        if (options.carmel.hiddenPairs)
            rules << QStringLiteral("III");
        if (options.carmel.nakedPairs)
            rules << QStringLiteral("IV");
        common += QStringLiteral(" --carmel ") + rules.join(QLatin1Char(','));
    }
    common += QStringLiteral(" --goal %1 --seed %2 --limit %3")
                  .arg(QString::fromStdString(std::string(core::searchGoalId(options.goal))))
                  .arg(options.seed)
                  .arg(options.nodeLimit);
    QStringList specs;
    for (const QComboBox *combo : { m_scatterA, m_scatterB })
        specs << QStringLiteral("search --strategy ") + combo->currentText() + common;
    const BatchPuzzle &p = m_job->puzzles[std::size_t(puzzle)];
    const QString collection
        = p.group >= 0 && p.group < m_job->groups.size() ? m_job->groups[p.group] : QString();
    emit openInRace(QString::fromStdString(core::writeLine(p.board)), specs,
        tr("%1 #%2", "collection, puzzle number").arg(collection).arg(p.index));
}

std::vector<double> CompareWorkspace::measureValues(int measure) const
{
    std::vector<double> out;
    const double none = std::numeric_limits<double>::quiet_NaN();
    for (const BatchRow &row : m_model->puzzles()) {
        if (measure >= StrategyRecursions) {
            const std::size_t s = std::size_t(measure - StrategyRecursions);
            out.push_back(
                s < row.results.size() ? double(row.results[s].counters.recursions) : none);
            continue;
        }
        if (!row.measured) {
            out.push_back(none);
            continue;
        }
        const core::Rating &r = row.rate.rating;
        switch (measure) {
        case Entropy:
            out.push_back(r.entropy);
            break;
        case Ntn:
            out.push_back(std::isfinite(r.ntn) ? r.ntn : none);
            break;
        case HighestRule:
            // Rules 1..10 in San Segundo's order; 0 when the FILTER needed none, 11 when stuck.
            out.push_back(
                r.filter.status == core::GridStatus::Solved ? double(r.filter.topRule + 1) : 11.0);
            break;
        case HumanScore:
            out.push_back(row.rate.scored ? double(row.rate.human.score) : none);
            break;
        case Level:
            out.push_back(row.rate.scored ? double(int(row.rate.human.level)) : none);
            break;
        case ClimbIterations:
            out.push_back(row.climb.result.solved() ? double(row.climb.result.iterations) : none);
            break;
        default:
            out.push_back(none);
        }
    }
    return out;
}

void CompareWorkspace::refreshDashboard()
{
    QChart *chart = m_dashboardView->chart();
    QChart *histogram = m_histogramView->chart();
    comparecharts::clear(chart);
    comparecharts::clear(histogram);
    m_rho = std::numeric_limits<double>::quiet_NaN();
    const int mx = m_dashX->currentData().toInt(), my = m_dashY->currentData().toInt();
    chart->setTitle(tr("%1 against %2").arg(m_dashY->currentText(), m_dashX->currentText()));
    histogram->setTitle(tr("Histogram: %1").arg(m_dashX->currentText()));
    if (!m_job || m_dashX->currentIndex() < 0 || m_dashY->currentIndex() < 0) {
        m_correlation->clear();
        return;
    }
    // Counts of recursions and iterations go on log axes.
    const auto isCount = [](int m) { return m >= StrategyRecursions || m == ClimbIterations; };
    const comparecharts::Measure x { measureValues(mx), m_dashX->currentText(), isCount(mx) };
    const comparecharts::Measure y { measureValues(my), m_dashY->currentText(), isCount(my) };
    int pairs = 0;
    m_rho = comparecharts::fillDashboard(chart, histogram, x, y, pairs);
    if (pairs < 2) {
        m_correlation->setText(
            m_job->measures || (mx >= StrategyRecursions && my >= StrategyRecursions)
                ? tr("Not enough puzzles yet.")
                : tr("Tick “Difficulty measures” and run again for this measure."));
        return;
    }
    m_correlation->setText(std::isnan(m_rho)
            ? tr("Spearman's rank correlation: undefined (a constant measure), n = %1").arg(pairs)
            : tr("Spearman's rank correlation ρ = %1 (n = %2)")
                  .arg(QLocale().toString(m_rho, 'f', 3))
                  .arg(pairs));
}

void CompareWorkspace::copySelection()
{
    const QModelIndexList selected = m_table->selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        return;
    std::map<int, std::map<int, QString>> cells;
    for (const QModelIndex &i : selected)
        cells[i.row()][i.column()] = i.data().toString();
    QStringList lines;
    QStringList header;
    for (const auto &[column, text] : cells.begin()->second)
        header << m_sorted->headerData(column, Qt::Horizontal).toString();
    lines << header.join(QLatin1Char('\t'));
    for (const auto &[row, columns] : cells) {
        QStringList fields;
        for (const auto &[column, text] : columns)
            fields << text;
        lines << fields.join(QLatin1Char('\t'));
    }
    QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

bool CompareWorkspace::exportCsv(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(m_model->csv().toUtf8());
    if (!file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool CompareWorkspace::exportChart(QWidget *view, const QString &path, QString *error)
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(view->size());
        svg.setViewBox(view->rect());
        QPainter painter;
        if (!painter.begin(&svg)) {
            if (error)
                *error = tr("Cannot write %1.").arg(path);
            return false;
        }
        view->render(&painter);
        painter.end();
        return QFileInfo(path).size() > 0;
    }
    if (!view->grab().save(path, "PNG")) {
        if (error)
            *error = tr("Cannot write %1.").arg(path);
        return false;
    }
    return true;
}

void CompareWorkspace::exportCurrentChart()
{
    QWidget *view = nullptr;
    switch (m_tabs->currentIndex()) {
    case MeansTab:
        view = m_meansView;
        break;
    case DistributionTab:
        view = m_distributionView;
        break;
    case ScatterTab:
        view = m_scatterView;
        break;
    case DashboardTab:
        view = m_dashboardView->parentWidget(); // the scatter and the histogram
        break;
    default:
        return;
    }
    // Named after the tab: means.png, distribution.png …
    static const char *const kNames[] = { "means", "distribution", "a-against-b", "", "dashboard" };
    const int tab = m_tabs->currentIndex();
    const QString name = QLatin1String(tab >= 0 && tab < 5 ? kNames[tab] : "chart");
    const QString path = askSaveFileName(this, tr("Export the chart"),
        (name.isEmpty() ? QStringLiteral("chart") : name) + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg)"), QStringLiteral("chartExportDialog"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportChart(view, path, &error))
        emit statusMessage(error, 0);
}

void CompareWorkspace::exportCsvAsked()
{
    const QString path = askSaveFileName(this, tr("Export the results"),
        QStringLiteral("compare.csv"), tr("CSV files (*.csv)"), QStringLiteral("csvExportDialog"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        emit statusMessage(error, 0);
}
