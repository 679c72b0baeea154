#include "lab/climbpage.h"
#include "common/savedialog.h"

#include "climb/climbrandom.h"
#include "climb/hillclimber.h"
#include "common/asyncrunner.h"
#include "run/record/runrecorder.h"
#include "runview/runsession.h"
#include "wording/climbwording.h"
#include "wording/errortext.h"

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

// How far a comparison over a collection got (written by the worker, read by a timer).
struct ComparisonProgress
{
    std::atomic<int> done { 0 };
    std::atomic<int> total { 0 };
};

namespace {

constexpr std::array<core::ClimbInit, 3> kInits
    = { core::ClimbInit::Greedy, core::ClimbInit::GreedyPostSwap, core::ClimbInit::Random };

struct CollectionResult
{
    QVector<ClimbInitStats> stats;
    QString error;
    int puzzles = 0;
    int skipped = 0; // entries of the file that are no puzzle
};

using ComparedRuns = std::shared_ptr<std::array<core::RunTimeline, 3>>;

} // namespace

// ---- ClimbPage ------------------------------------------------------------------------------

ClimbPage::ClimbPage(RunSession *session, QWidget *parent)
    : QWidget { parent }
    , m_session { session }
    , m_tabs { new QTabWidget }
    , m_chart { new ClimbChart }
    , m_note { new QLabel }
    , m_fit { new QToolButton }
    , m_csv { new QToolButton }
    , m_png { new QToolButton }
    , m_svg { new QToolButton }
    , m_help { new QLabel }
    , m_compareChart { new ClimbChart }
    , m_bars { new ClimbBars }
    , m_comparePuzzle { new QPushButton }
    , m_compareFile { new QPushButton }
    , m_cancel { new QPushButton }
    , m_progress { new QProgressBar }
    , m_compareStatus { new QLabel }
    , m_runner { new AsyncRunner(this) }
    , m_progressTimer { new QTimer(this) }
{
    setObjectName(QStringLiteral("climbPage"));
    m_tabs->setObjectName(QStringLiteral("climbTabs"));
    m_compareChart->setObjectName(QStringLiteral("climbCompareChart"));
    m_note->setObjectName(QStringLiteral("climbNote"));
    m_note->setWordWrap(true);
    m_help->setWordWrap(true);
    m_fit->setObjectName(QStringLiteral("climbFitButton"));
    m_csv->setObjectName(QStringLiteral("climbCsvButton"));
    m_png->setObjectName(QStringLiteral("climbPngButton"));
    m_svg->setObjectName(QStringLiteral("climbSvgButton"));
    m_comparePuzzle->setObjectName(QStringLiteral("climbComparePuzzleButton"));
    m_compareFile->setObjectName(QStringLiteral("climbCompareFileButton"));
    m_cancel->setObjectName(QStringLiteral("climbCompareCancelButton"));
    m_progress->setObjectName(QStringLiteral("climbCompareProgress"));
    m_compareStatus->setObjectName(QStringLiteral("climbCompareStatus"));
    m_compareStatus->setWordWrap(true);

    // The run's chart.
    auto *runPage = new QWidget;
    runPage->setObjectName(QStringLiteral("climbRunPage"));
    auto *tools = new QHBoxLayout;
    for (QToolButton *b : { m_fit, m_csv, m_png, m_svg }) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        tools->addWidget(b);
    }
    tools->addStretch(1);
    auto *runLayout = new QVBoxLayout(runPage);
    runLayout->setContentsMargins(4, 4, 4, 4);
    runLayout->addLayout(tools);
    runLayout->addWidget(m_chart, 1);
    runLayout->addWidget(m_note);
    runLayout->addWidget(m_help);

    // The initializations compared.
    auto *initPage = new QWidget;
    initPage->setObjectName(QStringLiteral("climbInitPage"));
    // Two buttons a row: the page fits the Lab's side pane at 1000 px.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_comparePuzzle, 0, 0);
    buttons->addWidget(m_compareFile, 0, 1);
    buttons->addWidget(m_cancel, 1, 0);
    buttons->setColumnStretch(2, 1);
    auto *initLayout = new QVBoxLayout(initPage);
    initLayout->setContentsMargins(4, 4, 4, 4);
    initLayout->addLayout(buttons);
    initLayout->addWidget(m_progress);
    initLayout->addWidget(m_compareStatus);
    initLayout->addWidget(m_compareChart, 3);
    initLayout->addWidget(m_bars, 2);
    m_progress->setVisible(false);
    m_cancel->setEnabled(false);

    m_tabs->addTab(runPage, QString());
    m_tabs->addTab(initPage, QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_session, &RunSession::aboutToReset, this, [this] {
        m_chart->clear();
        m_requested.reset();
    });
    connect(m_session, &RunSession::reset, this, &ClimbPage::onReset);
    connect(m_session, &RunSession::grown, m_chart, &ClimbChart::refresh);
    connect(m_session, &RunSession::runEnded, m_chart, &ClimbChart::refresh);
    connect(m_session, &RunSession::positionChanged, this, &ClimbPage::onPosition);
    connect(m_chart, &ClimbChart::iterationRequested, this, &ClimbPage::scrubToIteration);
    connect(m_fit, &QToolButton::clicked, m_chart, &ClimbChart::fitAll);
    connect(m_csv, &QToolButton::clicked, this,
        [this] { exportWithDialog(tr("CSV files (*.csv)"), QStringLiteral("csv")); });
    connect(m_png, &QToolButton::clicked, this,
        [this] { exportWithDialog(tr("PNG images (*.png)"), QStringLiteral("png")); });
    connect(m_svg, &QToolButton::clicked, this,
        [this] { exportWithDialog(tr("SVG images (*.svg)"), QStringLiteral("svg")); });
    connect(m_comparePuzzle, &QPushButton::clicked, this, &ClimbPage::compareOnPuzzle);
    connect(m_compareFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Puzzle Collection"), QString(),
            tr("Puzzle files (*.txt *.sdm *.csv *.sdk *.ss);;All files (*)"));
        if (!path.isEmpty())
            compareOnCollection(path);
    });
    connect(m_cancel, &QPushButton::clicked, this, &ClimbPage::cancelComparison);
    m_progressTimer->setInterval(100);
    connect(m_progressTimer, &QTimer::timeout, this, [this] {
        if (!m_progressState)
            return;
        m_progress->setMaximum(std::max(1, m_progressState->total.load()));
        m_progress->setValue(m_progressState->done.load());
    });
    retranslateUi();
    onReset();
}

ClimbPage::~ClimbPage() = default;

void ClimbPage::onReset()
{
    m_requested.reset();
    if (m_session->hasRun() && m_session->timeline().family() == core::RunFamily::Climb)
        m_chart->setSeries({ ClimbChartSeries { &m_session->timeline(), {}, {} } });
    else
        m_chart->clear();
    onPosition(m_session->position());
}

void ClimbPage::scrubToIteration(std::uint64_t iteration)
{
    if (!m_session->hasRun() || m_session->timeline().family() != core::RunFamily::Climb)
        return;
    const core::RunTimeline &t = m_session->timeline();
    m_requested = iteration;
    // The state after the iteration: every event counted up to it.
    const std::uint64_t position = t.eventOfIteration(iteration + 1);
    if (position == m_session->position())
        onPosition(position);
    else
        m_session->seek(position);
}

void ClimbPage::onPosition(std::uint64_t position)
{
    if (!m_session->hasRun() || m_session->timeline().family() != core::RunFamily::Climb) {
        m_note->clear();
        m_chart->setCursorIteration(std::nullopt);
        m_chart->setAccessibleDescription(tr("No climb yet: choose the hill climber and run it."));
        return;
    }
    const core::RunTimeline &t = m_session->timeline();
    const std::uint64_t shown = t.countersAt(position).iterations;
    const QLocale locale;
    const std::optional<std::uint64_t> requested = m_requested;
    m_requested.reset();
    if (requested && *requested > shown && position >= t.eventCount() && t.truncated()) {
        // Past the recording budget: the series goes on thinned, the states do not.
        m_note->setText(
            tr("Iteration %1 is past the recording (its budget ended at iteration "
               "%2): the board shows iteration %2, the nearest recorded one; past it "
               "the chart is thinned to one iteration in %3.")
                .arg(locale.toString(qulonglong(*requested)), locale.toString(qulonglong(shown)),
                    locale.toString(qulonglong(t.climbTailStride()))));
        m_note->setProperty("exact", false);
        m_chart->setCursorIteration(*requested);
        return;
    }
    const core::RunCounters at = t.countersAt(position);
    m_chart->setAccessibleDescription(position == 0
            ? tr("Before the first initialization.")
            : tr("Iteration %1 of %2: f %3 (f1 %4, f2 %5), best f %6, restarts %7")
                  .arg(locale.toString(qulonglong(shown)),
                      locale.toString(qulonglong(t.liveCounters().iterations)),
                      locale.toString(at.f), locale.toString(at.f1), locale.toString(at.f2),
                      locale.toString(at.bestF), locale.toString(at.restarts)));
    m_note->setText(position == 0
            ? tr("Before the first initialization.")
            : tr("Iteration %1: the board shows the state after it, exactly as the climber "
                 "had it (recorded swap by swap).")
                  .arg(locale.toString(qulonglong(shown))));
    m_note->setProperty("exact", true);
    m_chart->setCursorIteration(shown);
}

bool ClimbPage::exportTo(const QString &path, QString *error) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const auto fail = [&](const QString &why) {
        if (error)
            *error = tr("Could not write %1: %2").arg(QFileInfo(path).fileName(), why);
        return false;
    };
    if (m_chart->series().isEmpty())
        return fail(tr("there is no climb to export yet"));
    if (suffix == QLatin1String("csv")) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
            return fail(file.errorString());
        if (!m_chart->writeCsv(file))
            return fail(file.errorString());
        if (!file.commit())
            return fail(file.errorString());
        return true;
    }
    const QSize size = m_chart->size().expandedTo(QSize(640, 400));
    if (suffix == QLatin1String("png")) {
        if (!m_chart->image(size).save(path, "PNG"))
            return fail(tr("the image could not be saved"));
        return true;
    }
    if (suffix == QLatin1String("svg")) {
        if (!m_chart->writeSvg(path, size))
            return fail(tr("the drawing could not be saved"));
        return true;
    }
    return fail(tr("unknown file type “%1” (csv, png or svg)").arg(suffix));
}

void ClimbPage::exportWithDialog(const QString &filter, const QString &suffix)
{
    QString path = askSaveFileName(this, tr("Export"), QStringLiteral("hill-climb.") + suffix,
        filter, QStringLiteral("climbExportDialog"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    QString error;
    if (exportTo(path, &error))
        emit statusMessage(tr("Wrote %1").arg(QFileInfo(path).fileName()), 5000);
    else
        emit statusMessage(error, 0);
}

void ClimbPage::setComparing(bool on)
{
    m_comparePuzzle->setEnabled(!on);
    m_compareFile->setEnabled(!on);
    m_cancel->setEnabled(on);
    m_progress->setVisible(on);
    if (on) {
        m_progress->setRange(0, 0);
        m_progressTimer->start();
    } else {
        m_progressTimer->stop();
    }
}

bool ClimbPage::isComparing() const
{
    return m_runner->isRunning();
}

void ClimbPage::cancelComparison()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    setComparing(false);
    m_compareStatus->setText(tr("Comparison cancelled."));
}

QVector<ClimbChartSeries> ClimbPage::comparedSeries() const
{
    QVector<ClimbChartSeries> series;
    for (std::size_t i = 0; i < kInits.size(); ++i)
        if (m_compared[i])
            series.push_back({ m_compared[i].get(), ClimbWording::initName(kInits[i]),
                ClimbBars::initColor(i) });
    return series;
}

void ClimbPage::compareOnPuzzle()
{
    core::RunSpec spec;
    spec.family = core::RunFamily::Climb;
    if (m_session->hasRun() && m_session->timeline().family() == core::RunFamily::Climb)
        spec = m_session->spec();
    const core::Board puzzle = m_session->puzzle();
    setComparing(true);
    m_compareStatus->setText(tr("Climbing from each initialization…"));
    m_compareChart->clear();
    m_runner->start<ComparedRuns>(
        [puzzle, spec](const std::atomic<bool> &stop) {
            auto runs = std::make_shared<std::array<core::RunTimeline, 3>>();
            for (std::size_t i = 0; i < kInits.size() && !stop.load(); ++i) {
                core::RunSpec s = spec;
                s.climb.init = kInits[i];
                (*runs)[i] = core::recordRun(puzzle, s, {}, &stop);
            }
            return runs;
        },
        [this, spec](ComparedRuns runs) {
            setComparing(false);
            m_compareChart->clear();
            for (std::size_t i = 0; i < kInits.size(); ++i)
                m_compared[i] = std::make_unique<core::RunTimeline>(std::move((*runs)[i]));
            m_compareChart->setSeries(comparedSeries());
            const QLocale locale;
            QStringList parts;
            for (std::size_t i = 0; i < kInits.size(); ++i) {
                const core::RunTimeline &t = *m_compared[i];
                const core::RunCounters c = t.finished() ? t.finish().totals : t.liveCounters();
                const int clashes = t.climbStarts().empty() ? 0 : t.climbStarts().front().f2;
                parts << tr("%1: %2 iterations, %3 restarts, %4 clashes left")
                             .arg(ClimbWording::initName(kInits[i]),
                                 locale.toString(qulonglong(c.iterations)),
                                 locale.toString(c.restarts), locale.toString(clashes));
            }
            m_compareStatus->setText(
                tr("Seed %1. %2")
                    .arg(QString::number(spec.climb.seed), parts.join(QStringLiteral("; "))));
        });
}

void ClimbPage::compareOnCollection(const QString &path)
{
    core::ClimbOptions options;
    if (m_session->hasRun() && m_session->timeline().family() == core::RunFamily::Climb)
        options = m_session->spec().climb;
    auto progress = std::make_shared<ComparisonProgress>();
    m_progressState = progress;
    m_collection = QFileInfo(path).fileName();
    setComparing(true);
    m_compareStatus->setText(
        tr("Climbing every puzzle of %1 from each initialization…").arg(m_collection));
    const std::string file = path.toStdString();
    m_runner->start<CollectionResult>(
        [file, options, progress](const std::atomic<bool> &stop) {
            CollectionResult result;
            const core::ParseResult parsed = core::readPuzzleFile(file);
            if (parsed.puzzles.empty()) {
                result.error = parsed.errors.empty()
                    ? QCoreApplication::translate("ClimbPage", "no puzzle in the file")
                    : ErrorText::describe(parsed.errors.front());
                return result;
            }
            result.puzzles = int(parsed.puzzles.size());
            result.skipped = int(parsed.errors.size());
            progress->total = result.puzzles * int(kInits.size());
            core::HillClimber climber;
            for (std::size_t i = 0; i < kInits.size(); ++i) {
                ClimbInitStats s;
                s.name = ClimbWording::initName(kInits[i]);
                double iterations = 0;
                double clashes = 0;
                double f1 = 0;
                for (std::size_t p = 0; p < parsed.puzzles.size() && !stop.load(); ++p) {
                    core::ClimbOptions o = options;
                    o.init = kInits[i];
                    // The seed of each puzzle as sudoku-cli climb derives it.
                    o.seed = core::mixSeed(options.seed, p);
                    const core::ClimbResult r = climber.run(parsed.puzzles[p].board, o, {}, &stop);
                    if (r.stop == core::ClimbStop::InvalidPuzzle) {
                        ++progress->done;
                        continue;
                    }
                    ++s.puzzles;
                    s.solved += r.solved() ? 1 : 0;
                    iterations += double(r.iterations);
                    clashes += r.initF2;
                    f1 += r.initF1;
                    ++progress->done;
                }
                if (s.puzzles > 0) {
                    s.meanIterations = iterations / s.puzzles;
                    s.meanClashes = clashes / s.puzzles;
                    s.meanInitF1 = f1 / s.puzzles;
                }
                result.stats.push_back(s);
            }
            return result;
        },
        [this](CollectionResult result) {
            setComparing(false);
            if (!result.error.isEmpty()) {
                m_compareStatus->setText(
                    tr("Could not read %1: %2").arg(m_collection, result.error));
                return;
            }
            const QLocale locale;
            m_bars->setStats(result.stats,
                tr("%1: %n puzzle(s), means per puzzle", nullptr, result.puzzles)
                    .arg(m_collection));
            QStringList parts;
            for (const ClimbInitStats &s : result.stats)
                parts << tr("%1: %2 of %3 solved, mean initial f1 %4")
                             .arg(s.name, locale.toString(s.solved), locale.toString(s.puzzles),
                                 locale.toString(s.meanInitF1, 'f', 2));
            if (result.skipped > 0)
                parts << tr(
                    "%n entry(s) of the file skipped (no valid puzzle)", nullptr, result.skipped);
            m_compareStatus->setText(parts.join(QStringLiteral("; ")));
        });
}

void ClimbPage::retranslateUi()
{
    m_tabs->setTabText(0, tr("Objective"));
    m_tabs->setTabText(1, tr("Initializations"));
    m_tabs->setAccessibleName(tr("Hill climber's pages"));
    m_tabs->tabBar()->setAccessibleName(m_tabs->accessibleName());
    m_chart->setAccessibleName(tr("Objective f over the iterations"));
    m_compareChart->setAccessibleName(tr("Objective f of each initialization"));
    if (m_chart->accessibleDescription().isEmpty())
        m_chart->setAccessibleDescription(tr("No climb yet: choose the hill climber and run it."));
    m_compareChart->setAccessibleDescription(
        tr("The initializations climbed side by side, after On This Puzzle or Over a "
           "Collection"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole run (0)"));
    m_csv->setText(tr("CSV…"));
    m_csv->setToolTip(tr("Export the series as CSV"));
    m_png->setText(tr("PNG…"));
    m_png->setToolTip(tr("Export the chart as a PNG image"));
    m_svg->setText(tr("SVG…"));
    m_svg->setToolTip(tr("Export the chart as an SVG drawing"));
    m_help->setText(tr("Click or drag to scrub; wheel or +/− to zoom; right-drag or "
                       "Shift+Left/Right to pan; hover for values."));
    m_comparePuzzle->setText(tr("On This Puzzle"));
    m_comparePuzzle->setToolTip(tr("Climb the Lab's puzzle from greedy, greedy with "
                                   "post-swapping and random initial states, same seed"));
    m_compareFile->setText(tr("Over a Collection…"));
    m_compareFile->setToolTip(tr("Climb every puzzle of a file from each initialization (the "
                                 "paper's Figure 4)"));
    m_cancel->setText(tr("Cancel"));
    if (m_compareStatus->text().isEmpty())
        m_compareStatus->setText(tr("Greedy, greedy with post-swapping and random initial "
                                    "states compared (the paper's Figure 4)."));
    if (!m_compareChart->series().isEmpty())
        m_compareChart->setSeries(comparedSeries());
    onPosition(m_session->position());
}

void ClimbPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
