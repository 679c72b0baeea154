// The Lab's hill-climber page (ui/lab/climbpage, climbchart): scrubbing the chart with the mouse
// moves the Lab, and the board is then the core's own replay of the run (a timeline recorded
// separately with core::recordRun) with f1/f2 counted on its edges; the chart's columns and its
// CSV are the climber's own events (core::HillClimber's callback, decimated independently);
// zoom, pan and hover with real wheel, key and mouse events; the thinned tail's note; exports;
// the initializations compared on a puzzle and over a collection (cancel too).
#include "board/formats.h"
#include "climb/climbrandom.h"
#include "climb/hillclimber.h"
#include "grid/gridmodel.h"
#include "guitestsupport.h"
#include "lab/climbchart.h"
#include "lab/climbpage.h"
#include "lab/labworkspace.h"
#include "run/record/runrecorder.h"
#include "runview/runsession.h"
#include "runview/solverchooser.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <functional>
#include <map>

namespace {

using TestEnvironment::specOf;

const char *kSpec = "climb --init greedy-postswap --seed 3";

core::Board puzzle(const char *file, int index)
{
    const core::ParseResult r = core::readPuzzleFile(std::string(SUDOKU_TEST_DATA "/") + file);
    return r.puzzles.at(std::size_t(index)).board;
}

// One point per engine event (not the finish): iteration, f, f1, f2, best f.
struct EnginePoint
{
    std::uint64_t iteration;
    int f, f1, f2, bestF;
    bool restart;
};

std::vector<EnginePoint> enginePoints(const core::Board &board, const core::ClimbOptions &options)
{
    std::vector<EnginePoint> points;
    core::HillClimber climber;
    climber.run(board, options, [&](const core::ClimbEvent &e) {
        if (e.kind != core::ClimbEventKind::Finish)
            points.push_back(
                { e.iteration, e.f, e.f1, e.f2, e.bestF, e.kind == core::ClimbEventKind::Restart });
    });
    return points;
}

// The engine's points decimated to `n` columns over [first, last] by hand.
std::vector<core::ClimbColumn> expectedColumns(
    const std::vector<EnginePoint> &points, std::uint64_t first, std::uint64_t last, int n)
{
    std::vector<core::ClimbColumn> out(static_cast<std::size_t>(n));
    const std::uint64_t span = last - first + 1;
    for (const EnginePoint &p : points) {
        if (p.iteration < first || p.iteration > last)
            continue;
        core::ClimbColumn &c = out[std::size_t((p.iteration - first) * std::uint64_t(n) / span)];
        if (c.empty) {
            c.empty = false;
            c.firstIteration = p.iteration;
            c.minF = c.maxF = p.f;
            c.minF1 = c.maxF1 = p.f1;
            c.minF2 = c.maxF2 = p.f2;
        }
        c.lastIteration = p.iteration;
        c.minF = std::min(c.minF, p.f);
        c.maxF = std::max(c.maxF, p.f);
        c.lastF = p.f;
        c.minF1 = std::min(c.minF1, p.f1);
        c.maxF1 = std::max(c.maxF1, p.f1);
        c.minF2 = std::min(c.minF2, p.f2);
        c.maxF2 = std::max(c.maxF2, p.f2);
        c.bestF = p.bestF;
        c.restarts += p.restart ? 1 : 0;
    }
    return out;
}

QString columnDifference(
    const std::vector<core::ClimbColumn> &shown, const std::vector<core::ClimbColumn> &expected)
{
    if (shown.size() != expected.size())
        return QStringLiteral("%1 columns, expected %2").arg(shown.size()).arg(expected.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const core::ClimbColumn &a = shown[i];
        const core::ClimbColumn &b = expected[i];
        if (a.empty != b.empty
            || (!a.empty
                && (a.firstIteration != b.firstIteration || a.lastIteration != b.lastIteration
                    || a.minF != b.minF || a.maxF != b.maxF || a.lastF != b.lastF
                    || a.minF1 != b.minF1 || a.maxF1 != b.maxF1 || a.minF2 != b.minF2
                    || a.maxF2 != b.maxF2 || a.bestF != b.bestF || a.restarts != b.restarts)))
            return QStringLiteral("column %1: iterations %2-%3 f %4..%5 last %6 best %7; "
                                  "expected %8-%9 f %10..%11 last %12 best %13")
                .arg(i)
                .arg(a.firstIteration)
                .arg(a.lastIteration)
                .arg(a.minF)
                .arg(a.maxF)
                .arg(a.lastF)
                .arg(a.bestF)
                .arg(b.firstIteration)
                .arg(b.lastIteration)
                .arg(b.minF)
                .arg(b.maxF)
                .arg(b.lastF)
                .arg(b.bestF);
    }
    return {};
}

// The Lab's board against the core's replay: every digit, and the edges' counts.
QString boardDifference(const GridModel &model, const core::RunCursor &replay)
{
    const core::Board b = replay.board();
    const int side = b.side();
    for (int c = 0; c < b.cellCount(); ++c)
        if (model.indexOfCell(c).data(GridModel::ValueRole).toInt() != b.value(c))
            return QStringLiteral("cell %1").arg(c);
    for (int unit = 0; unit < side; ++unit)
        for (bool row : { true, false }) {
            std::map<int, int> given;
            std::map<int, int> placed;
            for (int i = 0; i < side; ++i) {
                const int cell = row ? unit * side + i : i * side + unit;
                if (b.value(cell) != 0)
                    ++(b.isGiven(cell) ? given : placed)[b.value(cell)];
            }
            int distinct = 0;
            int clashes = 0;
            for (int v = 1; v <= side; ++v) {
                distinct += given[v] + placed[v] > 0;
                clashes += given[v] * placed[v];
            }
            const QString expected = clashes ? QStringLiteral("%1·%2").arg(distinct).arg(clashes)
                                             : QString::number(distinct);
            const QString shown
                = model.headerData(unit, row ? Qt::Vertical : Qt::Horizontal, Qt::DisplayRole)
                      .toString();
            if (shown != expected)
                return QStringLiteral("%1 %2: edge %3, expected %4")
                    .arg(row ? "row" : "column")
                    .arg(unit)
                    .arg(shown, expected);
        }
    return {};
}

using TestEnvironment::threadCpuMicros;

void waitForRun(RunSession *session)
{
    QTRY_VERIFY_WITH_TIMEOUT(!session->isRunning(), 60000);
}

// A climber's page on its own, shown at 700x500, with a session on a puzzle.
struct ShownPage
{
    RunSession session;
    ClimbPage page { &session };

    ShownPage(const core::Board &board, const QString &source)
    {
        session.setPuzzle(board, source);
        page.resize(700, 500);
        page.show();
    }
    // Runs the spec to its end; false when it did not start.
    bool run(const QString &spec)
    {
        if (!QTest::qWaitForWindowExposed(&page) || !session.start(spec))
            return false;
        return QTest::qWaitFor([this] { return !session.isRunning(); }, 60000);
    }
};

void wheel(QWidget *w, QPoint at, int delta)
{
    QWheelEvent event(QPointF(at), QPointF(w->mapToGlobal(at)), QPoint(), QPoint(0, delta),
        Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &event);
}

} // namespace

class TestClimbView : public QObject
{
    Q_OBJECT

private slots:
    // The climber's tab shows beside the board for the climber only.
    void theTabFollowsTheFamily()
    {
        LabWorkspace lab;
        const int climbTab = lab.sideTabs()->indexOf(lab.climbPage());
        QVERIFY(climbTab > 0);
        QVERIFY(lab.chooser()->setSpecWords(QStringLiteral("search --strategy ctn")));
        QVERIFY(!lab.sideTabs()->isTabVisible(climbTab));
        QVERIFY(lab.chooser()->setSpecWords(QString::fromLatin1(kSpec)));
        QVERIFY(lab.sideTabs()->isTabVisible(climbTab));
    }

    // Clicks and a drag on the chart move the Lab; the board is the core's replay at the
    // iteration under the pointer, exactly.
    void scrubbingShowsTheReplay()
    {
        const core::Board board = puzzle("nytimes_medium.txt", 0);
        LabWorkspace lab;
        lab.resize(1300, 800);
        lab.setPuzzle(board, QStringLiteral("nyt medium #1"));
        QVERIFY(lab.chooser()->setSpecWords(QString::fromLatin1(kSpec)));
        lab.sideTabs()->setCurrentWidget(lab.climbPage());
        lab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lab));
        QVERIFY(lab.run());
        waitForRun(lab.session());
        ClimbChart *chart = lab.climbPage()->chart();
        QTRY_COMPARE(chart->viewLast(), double(chart->runIterations()));
        QVERIFY(chart->runIterations() > 50);

        const core::RunTimeline replayed = core::recordRun(board, specOf(kSpec));
        QCOMPARE(replayed.eventCount(), lab.session()->eventCount());
        core::RunCursor replay(replayed);
        const QRect plot = chart->plotRect();
        const int y = plot.center().y();
        const auto check = [&](int x) {
            const auto iteration = std::uint64_t(std::llround(chart->iterationAt(x)));
            // The state after the iteration: every event counted up to it.
            std::uint64_t p = 0;
            while (
                p < replayed.eventCount() && core::recordIteration(replayed.record(p)) <= iteration)
                ++p;
            QCOMPARE(lab.position(), p);
            QCOMPARE(lab.session()->counters().iterations, iteration);
            replay.seek(p);
            const QString diff = boardDifference(*lab.gridModel(), replay);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
            QCOMPARE(chart->cursorIteration(), std::optional<std::uint64_t>(iteration));
            QVERIFY(lab.climbPage()->note()->property("exact").toBool());
        };
        for (double t : { 0.0, 0.13, 0.5, 0.77, 1.0 }) {
            const int x = plot.left() + int(t * (plot.width() - 1));
            QTest::mouseClick(chart, Qt::LeftButton, {}, QPoint(x, y));
            check(x);
        }
        // A drag: the Lab follows the pointer.
        QTest::mousePress(chart, Qt::LeftButton, {}, QPoint(plot.left() + 10, y));
        QTest::mouseMove(chart, QPoint(plot.left() + plot.width() / 3, y));
        check(plot.left() + plot.width() / 3);
        QTest::mouseMove(chart, QPoint(plot.left() + plot.width() / 4, y));
        QTest::mouseRelease(chart, Qt::LeftButton, {}, QPoint(plot.left() + plot.width() / 4, y));
        check(plot.left() + plot.width() / 4);
        // The transport's keys move the chart's line.
        lab.seek(40);
        QCOMPARE(chart->cursorIteration(),
            std::optional<std::uint64_t>(replayed.countersAt(40).iterations));
    }

    // The chart's decimated columns are the climber's own events, at the whole run and zoomed
    // in with the wheel (one iteration per column there), and so are the CSV's rows.
    void chartPointsAreTheClimbersEvents()
    {
        const core::Board board = puzzle("nytimes_hard.txt", 2);
        const core::RunSpec spec = specOf(kSpec);
        const std::vector<EnginePoint> points = enginePoints(board, spec.climb);
        QVERIFY(points.size() > 300);
        ShownPage shown(board, QStringLiteral("hard #3"));
        QVERIFY(shown.run(QString::fromLatin1(kSpec)));
        ClimbPage &page = shown.page;
        ClimbChart *chart = page.chart();
        QCOMPARE(chart->runIterations(), points.back().iteration);
        const int width = chart->plotRect().width();
        auto expected = expectedColumns(points, 0, points.back().iteration,
            int(std::min<std::uint64_t>(std::uint64_t(width), points.back().iteration + 1)));
        QString diff = columnDifference(chart->columns(), expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        // Zoom in with the wheel around the middle until one column is one iteration.
        const QPoint middle = chart->plotRect().center();
        for (int i = 0; i < 40 && chart->viewLast() - chart->viewFirst() + 1 > width; ++i)
            wheel(chart, middle, 120);
        QVERIFY(!chart->followsRun());
        const auto first = std::uint64_t(chart->viewFirst());
        const auto last = std::uint64_t(chart->viewLast());
        QVERIFY(last - first + 1 <= std::uint64_t(width));
        expected = expectedColumns(points, first, last, int(last - first + 1));
        diff = columnDifference(chart->columns(), expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        // The CSV: one row per event, the engine's values.
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("series.csv"));
        QString error;
        QVERIFY2(page.exportTo(csv, &error), qPrintable(error));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.front(),
            QByteArray("series,iteration,event,kind,f,f1,f2,best_f,restarts,recorded"));
        QCOMPARE(std::size_t(lines.size() - 1), points.size());
        for (std::size_t i = 0; i < points.size(); ++i) {
            const QList<QByteArray> cells = lines[qsizetype(i + 1)].split(',');
            QCOMPARE(cells[1].toULongLong(), points[i].iteration);
            QCOMPARE(cells[4].toInt(), points[i].f);
            QCOMPARE(cells[5].toInt(), points[i].f1);
            QCOMPARE(cells[6].toInt(), points[i].f2);
            QCOMPARE(cells[7].toInt(), points[i].bestF);
        }
    }

    // Restarts are the climber's, each with its reason; the starts carry the initialization's f.
    void restartsCarryTheirReasons()
    {
        const core::Board board = puzzle("nytimes_medium.txt", 1);
        const core::RunSpec spec = specOf(QStringLiteral("climb --search steepest --seed 2"));
        std::vector<std::pair<std::uint64_t, core::ClimbRestartReason>> engine;
        std::vector<std::pair<std::uint64_t, int>> starts;
        core::HillClimber climber;
        climber.run(board, spec.climb, [&](const core::ClimbEvent &e) {
            if (e.kind == core::ClimbEventKind::Restart)
                engine.emplace_back(e.iteration, e.reason);
            if (e.kind == core::ClimbEventKind::Start)
                starts.emplace_back(e.iteration, e.f);
        });
        QVERIFY(engine.size() >= 3);
        const core::RunTimeline run = core::recordRun(board, spec);
        std::vector<std::pair<std::uint64_t, core::ClimbRestartReason>> shown;
        std::vector<std::pair<std::uint64_t, int>> shownStarts;
        for (const ClimbChartMark &m : ClimbChart::marks(run)) {
            if (m.restart)
                shown.emplace_back(m.iteration, core::ClimbRestartReason(m.code));
            else
                shownStarts.emplace_back(m.iteration, m.f);
        }
        QVERIFY(shown == engine);
        QVERIFY(shownStarts == starts);
    }

    // Keys and the mouse: + and - zoom around the scrubber, 0 fits, Shift+arrows and a right
    // drag pan, hovering shows the column's values.
    void zoomPanAndHover()
    {
        const core::Board board = puzzle("nytimes_medium.txt", 0);
        ShownPage shown(board, QStringLiteral("medium #1"));
        QVERIFY(shown.run(QString::fromLatin1(kSpec)));
        ClimbChart *chart = shown.page.chart();
        const double total = double(chart->runIterations());
        QVERIFY(total > 100);
        chart->setFocus();
        QTest::keyClick(chart, Qt::Key_Plus);
        QCOMPARE(chart->viewLast() - chart->viewFirst(), total / 2);
        QTest::keyClick(chart, Qt::Key_Plus);
        QCOMPARE(chart->viewLast() - chart->viewFirst(), total / 4);
        const double before = chart->viewFirst();
        QTest::keyClick(chart, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(chart->viewFirst(), std::min(before + total / 20, total - total / 4));
        const double panned = chart->viewFirst();
        QVERIFY(panned > before);
        QTest::keyClick(chart, Qt::Key_Left, Qt::ShiftModifier);
        QTest::keyClick(chart, Qt::Key_Left, Qt::ShiftModifier);
        QVERIFY(chart->viewFirst() < panned);
        // A right drag by a tenth of the plot moves the view by a tenth of its span.
        const QRect plot = chart->plotRect();
        const double first = chart->viewFirst();
        const double span = chart->viewLast() - chart->viewFirst();
        QTest::mousePress(chart, Qt::RightButton, {}, QPoint(plot.center().x(), plot.center().y()));
        QTest::mouseMove(chart, QPoint(plot.center().x() - plot.width() / 10, plot.center().y()));
        QTest::mouseRelease(chart, Qt::RightButton, {},
            QPoint(plot.center().x() - plot.width() / 10, plot.center().y()));
        QVERIFY(std::abs(chart->viewFirst() - (first + span * (plot.width() / 10) / plot.width()))
            < 1e-6 * total + 1e-9);
        QTest::keyClick(chart, Qt::Key_0);
        QCOMPARE(chart->viewFirst(), 0.0);
        QCOMPARE(chart->viewLast(), total);
        QVERIFY(chart->followsRun());
        QTest::keyClick(chart, Qt::Key_Minus);
        QCOMPARE(chart->viewLast(), total);

        // Hover: the text names the column's iterations and values.
        const int x = plot.left() + plot.width() / 2;
        QTest::mouseMove(chart, QPoint(x, plot.center().y()));
        const QString text = chart->hoverText(x);
        const int n = int(std::min<double>(plot.width(), total + 1));
        const core::ClimbColumn col
            = chart->columns()[std::size_t((x - plot.left()) * double(n) / plot.width())];
        QVERIFY(!col.empty);
        QVERIFY2(text.contains(QLocale().toString(col.lastF)), qPrintable(text));
        QVERIFY2(
            text.contains(QLocale().toString(qulonglong(col.firstIteration))), qPrintable(text));
        QVERIFY(chart->hoverText(plot.left() - 5).isEmpty());
    }

    // Past the recording budget the chart goes on thinned; scrubbing there shows the last
    // recorded iteration and says so.
    void thinnedTailIsNoted()
    {
        const core::Board board = puzzle("nytimes_hard.txt", 1);
        LabWorkspace lab;
        lab.resize(1300, 800);
        core::RecordOptions options;
        options.maxEvents = 300;
        lab.session()->setRecordOptions(options);
        lab.setPuzzle(board, QStringLiteral("hard #1"));
        QVERIFY(lab.chooser()->setSpecWords(QString::fromLatin1(kSpec)));
        lab.sideTabs()->setCurrentWidget(lab.climbPage());
        lab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lab));
        QVERIFY(lab.run());
        waitForRun(lab.session());
        const core::RunTimeline &t = lab.session()->timeline();
        QVERIFY(t.truncated());
        ClimbChart *chart = lab.climbPage()->chart();
        QVERIFY(chart->runIterations() > t.countersAt(t.eventCount()).iterations);
        const QRect plot = chart->plotRect();
        QTest::mouseClick(chart, Qt::LeftButton, {}, QPoint(plot.right(), plot.center().y()));
        QCOMPARE(lab.position(), t.eventCount());
        QVERIFY(!lab.climbPage()->note()->property("exact").toBool());
        QVERIFY(lab.climbPage()->note()->text().contains(
            QLocale().toString(qulonglong(t.countersAt(t.eventCount()).iterations))));
        // The chart's columns reach past the recording (the thinned tail).
        const std::uint64_t recorded = t.countersAt(t.eventCount()).iterations;
        const std::vector<core::ClimbColumn> columns = chart->columns();
        QVERIFY(std::any_of(columns.begin(), columns.end(),
            [&](const core::ClimbColumn &c) { return !c.empty && c.firstIteration > recorded; }));
        // Within the recording it is exact again.
        QTest::mouseClick(chart, Qt::LeftButton, {}, QPoint(plot.left() + 1, plot.center().y()));
        QVERIFY(lab.climbPage()->note()->property("exact").toBool());
    }

    // A run of 10^6 iterations streamed into the Lab's page: the chart follows it to the end and
    // draws its last iteration. Prints what a repaint costs (GUI thread CPU, ms): a new view
    // (decimating every event in view again), the same view (hover, the scrubber's line), and
    // a zoomed view. Figures only, never asserted (speed is measured, not tested).
    void millionIterationsStayDrawable()
    {
        const core::Board board = puzzle("norvig_hardest.txt", 0);
        RunSession session;
        session.setPuzzle(board, QStringLiteral("hardest #1"));
        ClimbPage page(&session);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // sudoku-cli climb norvig_hardest.txt --first 1 --search steepest --cutoff 1
        // --max-iterations 1000000 --seed 1: not solved (88,516 restarts).
        QVERIFY(session.start(QStringLiteral("climb --search steepest --cutoff 1 --seed %1 "
                                             "--max-iterations 1000000")
                                  .arg(core::mixSeed(1, 0))));
        int repaintsWhileRunning = 0;
        qint64 worstWhileRunning = 0;
        while (session.isRunning()) {
            QTest::qWait(50);
            const qint64 before = threadCpuMicros();
            page.chart()->repaint();
            worstWhileRunning = std::max(worstWhileRunning, threadCpuMicros() - before);
            ++repaintsWhileRunning;
        }
        ClimbChart *chart = page.chart();
        QCOMPARE(chart->runIterations(), std::uint64_t(1'000'000));
        QCOMPARE(chart->viewLast(), 1e6);
        QCOMPARE(chart->columns().back().lastIteration, std::uint64_t(1'000'000));
        const auto cost = [&](const std::function<void(int)> &change) {
            std::vector<qint64> times;
            for (int i = 0; i < 10; ++i) {
                change(i);
                const qint64 before = threadCpuMicros();
                chart->repaint();
                times.push_back(threadCpuMicros() - before);
            }
            std::sort(times.begin(), times.end());
            return QStringLiteral("median %1 ms, max %2 ms")
                .arg(times[times.size() / 2] / 1000.0)
                .arg(times.back() / 1000.0);
        };
        const QString newView = cost([&](int i) { chart->setView(0, 1e6 - i); });
        const QString sameView = cost(
            [&](int i) { QTest::mouseMove(chart, chart->plotRect().center() + QPoint(i, 0)); });
        const QString zoomed
            = cost([&](int i) { chart->setView(i * 90'000, i * 90'000 + 10'000); });
        qInfo("10^6 iterations, %llu events, plot %d px: repaint while streaming %d times, worst "
              "%.1f ms; new whole view %s; same view (hover) %s; 10,000 iterations zoomed %s",
            qulonglong(session.eventCount()), chart->plotRect().width(), repaintsWhileRunning,
            worstWhileRunning / 1000.0, qPrintable(newView), qPrintable(sameView),
            qPrintable(zoomed));
    }

    void exportsPngAndSvg()
    {
        RunSession session;
        session.setPuzzle(puzzle("nytimes_easy.txt", 0), QStringLiteral("easy #1"));
        ClimbPage page(&session);
        QTemporaryDir dir;
        QString error;
        QVERIFY(!page.exportTo(dir.filePath(QStringLiteral("none.png")), &error));
        QVERIFY(error.contains(QStringLiteral("none.png")));
        QVERIFY(session.start(QString::fromLatin1(kSpec)));
        waitForRun(&session);
        page.resize(700, 500);
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        const QString svg = dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY2(page.exportTo(png, &error), qPrintable(error));
        QVERIFY2(page.exportTo(svg, &error), qPrintable(error));
        QVERIFY(!page.exportTo(dir.filePath(QStringLiteral("chart.bmp")), &error));
        QVERIFY(error.contains(QStringLiteral("bmp")));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 640 && image.height() >= 400);
        // The f curve's colour is in the picture.
        bool blue = false;
        for (int y = 0; y < image.height() && !blue; ++y)
            for (int x = 0; x < image.width() && !blue; ++x)
                blue = QColor(image.pixel(x, y)) == QColor(31, 119, 180);
        QVERIFY(blue);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("<path"));
    }

    // The three initializations on the Lab's puzzle: each curve is the core's run from it.
    void initializationsComparedOnThePuzzle()
    {
        const core::Board board = puzzle("nytimes_medium.txt", 2);
        RunSession session;
        session.setPuzzle(board, QStringLiteral("medium #3"));
        QVERIFY(session.start(QString::fromLatin1(kSpec)));
        waitForRun(&session);
        ClimbPage page(&session);
        page.tabs()->setCurrentIndex(1);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *button = page.findChild<QPushButton *>(QStringLiteral("climbComparePuzzleButton"));
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(page.isComparing());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isComparing(), 60000);
        QCOMPARE(page.compareChart()->series().size(), 3);
        const core::ClimbInit inits[]
            = { core::ClimbInit::Greedy, core::ClimbInit::GreedyPostSwap, core::ClimbInit::Random };
        for (int i = 0; i < 3; ++i) {
            core::RunSpec spec = specOf(QString::fromLatin1(kSpec));
            spec.climb.init = inits[i];
            const core::RunTimeline expected = core::recordRun(board, spec);
            const core::RunTimeline &shown = *page.comparedRuns()[std::size_t(i)];
            QCOMPARE(shown.eventCount(), expected.eventCount());
            QCOMPARE(shown.finish().totals.iterations, expected.finish().totals.iterations);
            QCOMPARE(shown.climbStarts().front().f2, expected.climbStarts().front().f2);
        }
        QVERIFY(button->isEnabled());
    }

    // Over a collection: the bars are the means of the climber's own runs, seeded as
    // sudoku-cli climb seeds them; a long comparison cancels.
    void initializationsComparedOverACollection()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("five.txt"));
        {
            QFile in(QStringLiteral(SUDOKU_TEST_DATA "/bands/bands_medium_30-40.txt"));
            QVERIFY(in.open(QIODevice::ReadOnly));
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            for (int i = 0; i < 5; ++i)
                out.write(in.readLine());
        }
        RunSession session;
        ClimbPage page(&session);
        page.compareOnCollection(path);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isComparing(), 60000);
        const QVector<ClimbInitStats> stats = page.bars()->stats();
        QCOMPARE(stats.size(), 3);
        const core::ParseResult parsed = core::readPuzzleFile(path.toStdString());
        const core::ClimbInit inits[]
            = { core::ClimbInit::Greedy, core::ClimbInit::GreedyPostSwap, core::ClimbInit::Random };
        core::HillClimber climber;
        for (int i = 0; i < 3; ++i) {
            double iterations = 0;
            double clashes = 0;
            for (std::size_t p = 0; p < parsed.puzzles.size(); ++p) {
                core::ClimbOptions o;
                o.init = inits[i];
                o.seed = core::mixSeed(1, p);
                const core::ClimbResult r = climber.run(parsed.puzzles[p].board, o);
                iterations += double(r.iterations);
                clashes += r.initF2;
            }
            QCOMPARE(stats[i].puzzles, 5);
            QCOMPARE(stats[i].meanIterations, iterations / 5);
            QCOMPARE(stats[i].meanClashes, clashes / 5);
        }

        // Cancel: a large collection stops at once and the buttons come back.
        page.compareOnCollection(QStringLiteral(SUDOKU_TEST_DATA "/nytimes_hard.txt"));
        QVERIFY(page.isComparing());
        auto *cancel = page.findChild<QPushButton *>(QStringLiteral("climbCompareCancelButton"));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!page.isComparing());
        QVERIFY(
            page.findChild<QPushButton *>(QStringLiteral("climbCompareFileButton"))->isEnabled());
        QCOMPARE(page.bars()->stats().size(), 3); // the last result stays
    }
};

QTEST_MAIN(TestClimbView)
#include "tst_climbview.moc"
