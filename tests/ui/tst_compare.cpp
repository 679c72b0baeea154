// The Compare mode (issue 13, the batch half): its table is sudoku-cli compare's CSV (the real
// binary, the same file), its dashboard's measures are sudoku-cli rate's, the models pass
// QAbstractItemModelTester while rows stream in, cancel stops a long batch keeping only finished
// puzzles, a click on a scatter point asks for the race with that puzzle, the means chart puts
// the paper's values beside ours, charts export.
#include "batch/comparebatch.h"
#include "batch/measurebatch.h"
#include "board/formats.h"
#include "compare/batchresultmodel.h"
#include "compare/compareworkspace.h"
#include "logic/tutorengine.h"
#include "play/difficultypanel.h"
#include "rating/metrics.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cmath>

namespace {

// The first `count` lines of a test data file, written as `name` in dir.
QString excerpt(const QTemporaryDir &dir, const QString &source, int count, const QString &name)
{
    QFile in(QStringLiteral(SUDOKU_TEST_DATA "/") + source);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QByteArray out;
    for (int i = 0; i < count && !in.atEnd(); ++i)
        out += in.readLine();
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(out) != out.size())
        return {};
    return path;
}

QByteArray runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(SUDOKU_CLI), arguments);
    if (!process.waitForFinished(300000) || process.exitCode() != 0)
        return "sudoku-cli failed: " + process.readAllStandardError();
    return process.readAllStandardOutput();
}

// CSV lines without the last column (micros: wall time, different on every run).
QStringList withoutMicros(const QString &csv)
{
    QStringList out;
    for (const QString &line : csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        out << line.left(line.lastIndexOf(QLatin1Char(',')));
    return out;
}

bool waitForFinish(CompareWorkspace &w, int millis = 120000)
{
    QSignalSpy finished(w.runner(), &BatchRunner::finished);
    return w.runner()->isRunning() ? finished.wait(millis) : true;
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void tableEqualsTheCliCsv()
    {
        const QString file = excerpt(m_dir, QStringLiteral("bands/bands_medium_30-40.txt"), 12,
            QStringLiteral("medium12.txt"));
        QVERIFY(!file.isEmpty());
        CompareWorkspace w;
        QAbstractItemModelTester modelTester(w.resultModel());
        QAbstractItemModelTester proxyTester(w.sortedModel());
        w.addFile(file);
        w.setStrategies({ QStringLiteral("lex"), QStringLiteral("mrv"), QStringLiteral("ctn") });
        w.setPropagation(QStringLiteral("fc"));
        w.setGoal(core::SearchGoal::Neutralize);
        QString error;
        QVERIFY2(w.run(&error), qPrintable(error));
        QVERIFY(waitForFinish(w));
        QCOMPARE(w.resultModel()->rowCount(), 12 * 3);

        const QByteArray cli = runCli({ QStringLiteral("compare"), QStringLiteral("--strategies"),
            QStringLiteral("lex,mrv,ctn"), QStringLiteral("--propagation"), QStringLiteral("fc"),
            QStringLiteral("--goal"), QStringLiteral("neutralize"), QStringLiteral("--csv"),
            file });
        const QStringList expected = withoutMicros(QString::fromUtf8(cli));
        QCOMPARE(expected.size(), 1 + 12 * 3);
        // The exported CSV ...
        QCOMPARE(withoutMicros(w.resultModel()->csv()), expected);
        // ... and the table as shown, sorted by puzzle (strategies in the setup's order).
        QAbstractItemModel *table = w.tableView()->model();
        QStringList shown { expected.front() };
        for (int r = 0; r < table->rowCount(); ++r) {
            QStringList f;
            for (int c : { BatchResultModel::Index, BatchResultModel::Strategy,
                     BatchResultModel::Recursions, BatchResultModel::Backtracks,
                     BatchResultModel::MaxDepth, BatchResultModel::Solved })
                f << table->index(r, c).data(BatchResultModel::SortRole).toString();
            shown << f.join(QLatin1Char(','));
        }
        // Within one puzzle the proxy keeps the model's strategy order (a stable sort).
        QCOMPARE(shown, expected);

        // Sorting by recursions (a click on the header) puts the largest first.
        w.tableView()->sortByColumn(BatchResultModel::Recursions, Qt::DescendingOrder);
        qulonglong previous = ~0ULL;
        for (int r = 0; r < table->rowCount(); ++r) {
            const qulonglong v = table->index(r, BatchResultModel::Recursions)
                                     .data(BatchResultModel::SortRole)
                                     .toULongLong();
            QVERIFY(v <= previous);
            previous = v;
        }
        // Copy: the selected rows, tab-separated, under the header.
        w.tableView()->selectRow(0);
        w.copySelection();
        const QStringList copied = QApplication::clipboard()->text().split(QLatin1Char('\n'));
        QVERIFY(copied.size() >= 2);
        QVERIFY(copied[0].startsWith(QStringLiteral("Puzzle\tCollection\tStrategy\tRecursions")));
        QCOMPARE(copied[1].section(QLatin1Char('\t'), 3, 3),
            table->index(0, BatchResultModel::Recursions).data().toString());

        // CSV export writes the same file.
        const QString out = m_dir.filePath(QStringLiteral("out.csv"));
        QVERIFY(w.exportCsv(out, &error));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(withoutMicros(QString::fromUtf8(f.readAll())), expected);
    }

    void dashboardMeasuresAreTheCliRating()
    {
        const QString file = excerpt(
            m_dir, QStringLiteral("bands/bands_easy_41-53.txt"), 6, QStringLiteral("easy6.txt"));
        CompareWorkspace w;
        w.addFile(file);
        w.setStrategies({ QStringLiteral("mrv"), QStringLiteral("ctn") });
        w.setMeasuresEnabled(true);
        QVERIFY(w.run());
        QVERIFY(waitForFinish(w));
        QCOMPARE(w.resultModel()->puzzles().size(), std::size_t(6));
        // sudoku-cli rate's entropy, NtN and score columns (index,clues,entropy,ntn,...,score,...).
        const QStringList rate
            = QString::fromUtf8(runCli({ QStringLiteral("rate"), file, QStringLiteral("--csv") }))
                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                  .filter(QRegularExpression(QStringLiteral("^[0-9]")));
        QCOMPARE(rate.size(), 6);
        const auto entropy = w.measureValues(CompareWorkspace::Entropy);
        const auto score = w.measureValues(CompareWorkspace::HumanScore);
        for (const BatchRow &row : w.resultModel()->puzzles()) {
            const QStringList cli = rate[row.puzzle].split(QLatin1Char(','));
            const std::size_t k = std::size_t(&row - w.resultModel()->puzzles().data());
            QCOMPARE(QString::number(entropy[k], 'f', 4), cli[2]);
            QCOMPARE(QString::number(score[k]), cli[8]);
            // The climber solved it (its iterations are a measure).
            QVERIFY(row.climb.result.solved());
        }
        // The dashboard's correlation is Spearman's over the pairs shown.
        w.dashboardX()->setCurrentIndex(w.dashboardX()->findData(int(CompareWorkspace::Entropy)));
        w.dashboardY()->setCurrentIndex(
            w.dashboardY()->findData(int(CompareWorkspace::StrategyRecursions)));
        const double rho = core::spearman(w.measureValues(CompareWorkspace::Entropy),
            w.measureValues(CompareWorkspace::StrategyRecursions));
        QVERIFY(std::isnan(rho) ? std::isnan(w.correlation()) : w.correlation() == rho);
        QVERIFY(w.correlationLabel()->text().contains(QStringLiteral("n = 6")));
        QCOMPARE(w.dashboardView()->chart()->series().size(), 1);
        // The dashboard exports both its charts (the scatter and the histogram) in one picture.
        w.resize(1100, 700);
        w.tabs()->setCurrentIndex(CompareWorkspace::DashboardTab);
        const QString dir = qEnvironmentVariable("TST_COMPARE_PICTURES", m_dir.path());
        const QString path = dir + QStringLiteral("/dashboard.png");
        QVERIFY(CompareWorkspace::exportChart(w.dashboardView()->parentWidget(), path));
        const QImage picture(path);
        QVERIFY(picture.width() > w.dashboardView()->width());
    }

    void cancelKeepsOnlyFinishedPuzzles()
    {
        // lex without propagation on the difficult band: minutes of work.
        const QString file = excerpt(m_dir, QStringLiteral("bands/bands_difficult_22-29.txt"), 300,
            QStringLiteral("difficult.txt"));
        CompareWorkspace w;
        w.addFile(file);
        w.setStrategies({ QStringLiteral("lex") });
        w.setPropagation(QStringLiteral("none"));
        w.setGoal(core::SearchGoal::Solve);
        QSignalSpy finished(w.runner(), &BatchRunner::finished);
        QVERIFY(w.run());
        QTest::qWait(300);
        QVERIFY(w.runner()->isRunning());
        QTest::mouseClick(w.cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.front().front().toBool(), true);
        QVERIFY(!w.runner()->isRunning());
        QVERIFY(w.runButton()->isEnabled());
        const auto &rows = w.resultModel()->puzzles();
        QVERIFY(rows.size() < 300);
        qInfo("cancel: %zu puzzles finished, workers stopped %.1f ms after cancel()", rows.size(),
            w.runner()->lastCancelMillis());
        // What was kept is complete: each row equals a run of its own.
        core::CompareSetup setup;
        setup.options.propagation = core::Propagation::None;
        setup.strategies = *core::parseStrategyList("lex");
        core::CompareRunner runner(setup, nullptr);
        for (const BatchRow &row : rows) {
            core::CompareResult r;
            runner.run(w.resultModel()->job()->puzzles[std::size_t(row.puzzle)].board, &r);
            QCOMPARE(row.results[0].counters.recursions, r.counters.recursions);
            QCOMPARE(int(row.results[0].status), int(core::SearchStatus::Solved));
        }
    }

    // A Cancel that comes after the last puzzle finished, while the GUI thread is behind the
    // workers (the progress bar still at 91 %), cut nothing short: the status says the batch
    // finished, never "Cancelled: 900 of 900 puzzles finished." (issue 33, item 10).
    void lateCancelSaysTheBatchFinished()
    {
        const QString file = excerpt(
            m_dir, QStringLiteral("bands/bands_easy_41-53.txt"), 6, QStringLiteral("late.txt"));
        CompareWorkspace w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.addFile(file);
        w.setStrategies({ QStringLiteral("mrv") });
        QSignalSpy finished(w.runner(), &BatchRunner::finished);
        QVERIFY(w.run());
        // The GUI thread busy while the workers finish all six puzzles (milliseconds of work);
        // their rows and their end wait in its queue.
        QThread::msleep(3000);
        QVERIFY(w.runner()->isRunning());
        QTest::mouseClick(w.cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QCOMPARE(w.resultModel()->puzzles().size(), std::size_t(6));
        QCOMPARE(finished.front().front().toBool(), false);
        auto *status = w.findChild<QLabel *>(QStringLiteral("compareStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().startsWith(QStringLiteral("Finished: 6 puzzle")),
            qPrintable(status->text()));

        // A cancel that does cut the batch short says how many of how many finished.
        const QString longFile = excerpt(m_dir, QStringLiteral("bands/bands_difficult_22-29.txt"),
            300, QStringLiteral("long.txt"));
        w.addFile(longFile);
        w.setStrategies({ QStringLiteral("lex") });
        w.setPropagation(QStringLiteral("none"));
        finished.clear();
        QVERIFY(w.run());
        QTest::qWait(300);
        QTest::mouseClick(w.cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.front().front().toBool(), true);
        const int done = int(w.resultModel()->puzzles().size());
        QVERIFY(done < 300);
        QVERIFY2(status->text().startsWith(QStringLiteral("Cancelled: %1 of 300 puzzle").arg(done)),
            qPrintable(status->text()));
    }

    void meansChartShowsThePapersValuesBeside()
    {
        // A band file by its name: Abuluaih et al.'s Tables 1-2 apply.
        const QString file = excerpt(m_dir, QStringLiteral("bands/bands_easy_41-53.txt"), 10,
            QStringLiteral("bands_easy_41-53.txt"));
        CompareWorkspace w;
        w.addFile(file);
        w.setStrategies({ QStringLiteral("lex"), QStringLiteral("mrv"), QStringLiteral("ctn") });
        w.setPropagation(QStringLiteral("fc"));
        w.setGoal(core::SearchGoal::Neutralize);
        QVERIFY(w.run());
        QVERIFY(waitForFinish(w));
        auto *bars = qobject_cast<QBarSeries *>(w.meansView()->chart()->series().value(0));
        QVERIFY(bars);
        QStringList names;
        for (QBarSet *set : bars->barSets())
            names << set->label();
        QCOMPARE(names,
            QStringList({ "lex", "lex (paper)", "mrv", "mrv (paper)", "ctn", "ctn (paper)" }));
        QCOMPARE(bars->barSets()[1]->at(0), 45.0); // Table 1, easy, FC
        QCOMPARE(bars->barSets()[5]->at(0), 10.0); // Table 1, easy, CtN
        const core::CompareSummary lex
            = core::summarizeCompare(w.resultModel()->groupResults(0), 3, 0);
        QCOMPARE(bars->barSets()[0]->at(0), std::max(lex.meanRecursions, 0.5));
        // Backtracks: Table 2.
        auto *measure = w.findChild<QComboBox *>(QStringLiteral("meansMeasure"));
        measure->setCurrentIndex(1);
        bars = qobject_cast<QBarSeries *>(w.meansView()->chart()->series().value(0));
        QCOMPARE(bars->barSets()[1]->at(0), 12.0);

        // Export: PNG and SVG.
        for (const char *name : { "means.png", "means.svg" }) {
            const QString path = m_dir.filePath(QLatin1String(name));
            QString error;
            w.resize(900, 600);
            QVERIFY2(CompareWorkspace::exportChart(w.meansView(), path, &error), qPrintable(error));
            QVERIFY(QFileInfo(path).size() > 1000);
        }
        QImage png(m_dir.filePath(QStringLiteral("means.png")));
        QVERIFY(!png.isNull());
    }

    void clickOnAScatterPointOpensItInTheRace()
    {
        const QString file = excerpt(
            m_dir, QStringLiteral("bands/bands_medium_30-40.txt"), 5, QStringLiteral("m5.txt"));
        CompareWorkspace w;
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.addFile(file);
        w.setStrategies({ QStringLiteral("mrv"), QStringLiteral("ctn") });
        w.setPropagation(QStringLiteral("fc"));
        w.setGoal(core::SearchGoal::Neutralize);
        QVERIFY(w.run());
        QVERIFY(waitForFinish(w));
        w.tabs()->setCurrentIndex(CompareWorkspace::ScatterTab);
        QApplication::processEvents();
        QChart *chart = w.scatterView()->chart();
        QScatterSeries *points = nullptr;
        for (QAbstractSeries *s : chart->series())
            if (auto *p = qobject_cast<QScatterSeries *>(s))
                points = p;
        QVERIFY(points);
        QCOMPARE(points->count(), 5);
        // The point of the third finished puzzle: click where the chart draws it.
        const int k = 2;
        const int puzzle = w.resultModel()->puzzles()[k].puzzle;
        const QPointF scene = chart->mapToScene(chart->mapToPosition(points->at(k), points));
        const QPoint at = w.scatterView()->mapFromScene(scene);
        QSignalSpy race(&w, &CompareWorkspace::openInRace);
        QTest::mouseClick(w.scatterView()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(race.size(), 1);
        const auto &board = w.resultModel()->job()->puzzles[std::size_t(puzzle)].board;
        // Several puzzles may share a point; the one clicked has these counters.
        const QString text = race.front()[0].toString();
        const QStringList specs = race.front()[1].toStringList();
        QCOMPARE(specs,
            QStringList({ "search --strategy mrv --propagation fc --goal neutralize --seed 0 "
                          "--limit 0",
                "search --strategy ctn --propagation fc --goal neutralize --seed 0 --limit 0" }));
        bool found = false;
        for (const BatchRow &row : w.resultModel()->puzzles())
            if (QString::fromStdString(
                    core::writeLine(w.resultModel()->job()->puzzles[std::size_t(row.puzzle)].board))
                == text)
                found = row.results[0].counters.recursions
                        == w.resultModel()->puzzles()[k].results[0].counters.recursions
                    && row.results[1].counters.recursions
                        == w.resultModel()->puzzles()[k].results[1].counters.recursions;
        QVERIFY(found);
        Q_UNUSED(board);
        // The race names the puzzle by its collection and number, not its 81 digits.
        QString name;
        for (const BatchPuzzle &p : w.resultModel()->job()->puzzles)
            if (QString::fromStdString(core::writeLine(p.board)) == text)
                name = QStringLiteral("m5.txt #%1").arg(p.index);
        QVERIFY(!name.isEmpty());
        QCOMPARE(race.front()[2].toString(), name);
    }

    void difficultyTabDrawsEntropyAndNtnAlongThePath()
    {
        const auto parsed = core::readPuzzleFile(SUDOKU_TEST_DATA "/bands/bands_medium_30-40.txt");
        QVERIFY(!parsed.puzzles.empty());
        const core::Board givens = parsed.puzzles.front().board;
        DifficultyPanel panel;
        QSignalSpy rated(&panel, &DifficultyPanel::rated);
        panel.setPuzzle(givens);
        panel.setPosition(givens);
        QVERIFY(rated.wait(60000));
        const core::PathDifficulty &path = panel.figures().path;
        const core::SolutionPath tutor = core::tutorPath(givens.givensOnly());
        QCOMPARE(path.entropy.size(), tutor.steps.size() + 1);
        // The start is Chen's game complexity of the givens; the end a solved grid.
        QCOMPARE(path.entropy.front(), core::gameComplexity(givens));
        QCOMPARE(path.entropy.back(), 0.0);
        QVERIFY(std::isinf(path.ntn.back()));
        // The chart: entropy at every point, NtN wherever a cell is open.
        QList<QLineSeries *> series;
        for (QAbstractSeries *s : panel.pathChart()->chart()->series())
            series << qobject_cast<QLineSeries *>(s);
        QCOMPARE(series.size(), 3);
        QCOMPARE(series[0]->count(), int(path.entropy.size()));
        for (int k = 0; k < series[0]->count(); ++k)
            QCOMPARE(series[0]->at(k).y(), path.entropy[std::size_t(k)]);
        QCOMPARE(series[1]->at(0).y(), path.ntn.front());
        // The marker follows the position: the start, then after 5 of the tutor's steps.
        QCOMPARE(panel.pathPosition(), 0);
        QCOMPARE(series[2]->at(0).x(), 0.0);
        core::Board played = givens.givensOnly();
        played.fillCandidates();
        for (std::size_t k = 0; k < 5; ++k)
            core::applyStep(played, tutor.steps[k]);
        panel.setPosition(played);
        int expected = 0;
        while (std::size_t(expected + 1) < path.filled.size()
            && path.filled[std::size_t(expected + 1)] <= played.filledCount())
            ++expected;
        QVERIFY(expected >= 5);
        QCOMPARE(panel.pathPosition(), expected);
        QCOMPARE(series[2]->at(0).x(), double(expected));
    }
};

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
