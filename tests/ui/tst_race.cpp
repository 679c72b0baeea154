// The race (ui/race): the shared transport stepping the panes in lockstep by each measure
// with real keys (every pane where an independent recording of its run says it must be), a pane
// stepped alone with the mouse, the counters table under QAbstractItemModelTester and against
// each pane's counters, the finish line, the presets' specs, load() for the batch view, and the
// mode in the main window.
#include "compare/compareworkspace.h"
#include "grid/gridmodel.h"
#include "guitestsupport.h"
#include "race/racecountersmodel.h"
#include "race/racepane.h"
#include "race/racepresets.h"
#include "race/raceworkspace.h"
#include "run/record/runfacts.h"
#include "run/record/runrecorder.h"
#include "runview/runsession.h"
#include "runview/transport.h"
#include "shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>

namespace {

using TestEnvironment::specOf;

// Puzzle 16 of the difficult band: with fc and the neutralize goal lex needs 1,357 recursions,
// MRV 129, CtN 41 (sudoku-cli compare --csv).
core::Board bandPuzzle()
{
    const core::ParseResult r
        = core::readPuzzleFile(SUDOKU_TEST_DATA "/bands/bands_difficult_22-29.txt");
    return r.puzzles.at(15).board;
}

// The events each family decides with, written out here apart from the race's own table.
bool isDecision(const core::RunSpec &spec, core::RunEventKind kind)
{
    using K = core::RunEventKind;
    if (spec.family == core::RunFamily::Search)
        return kind == K::Decision;
    if (spec.family == core::RunFamily::Climb)
        return kind == K::ClimbMove || kind == K::ClimbSideways || kind == K::ClimbJump;
    if (spec.logicMode == core::LogicMode::Filter)
        return kind == K::RuleFired;
    if (spec.logicMode == core::LogicMode::Chen)
        return kind == K::Assumption;
    return kind == K::LogicStep;
}

// Where a run stands after n units of a measure, by a plain scan of its timeline.
std::uint64_t expectedPosition(
    const core::RunTimeline &t, const core::RunSpec &spec, RaceMeasure measure, std::uint64_t n)
{
    switch (measure) {
    case RaceMeasure::Event:
        return std::min(n, t.eventCount());
    case RaceMeasure::Decision: {
        std::uint64_t seen = 0;
        for (std::uint64_t k = 0; k < t.eventCount(); ++k)
            if (isDecision(spec, t.kind(k)) && seen++ == n)
                return k; // just before the (n+1)-th decision
        return t.eventCount();
    }
    case RaceMeasure::CpuMillis: {
        std::uint64_t p = 0;
        while (p < t.eventCount() && t.micros(p) <= n * 1000)
            ++p;
        return p;
    }
    }
    return 0;
}

const QStringList kMix = {
    QStringLiteral("search --strategy lex --propagation fc --goal neutralize"),
    QStringLiteral("search --strategy ctn --propagation fc --goal neutralize"),
    QStringLiteral("logic --mode filter"),
    QStringLiteral("climb --init greedy-postswap --seed 3 --max-iterations 3000"),
};

void waitForRace(RaceWorkspace &race)
{
    QTRY_VERIFY_WITH_TIMEOUT(!race.isRunning(), 60000);
}

QToolButton *buttonOf(QWidget *parent, const QString &name)
{
    auto *b = parent->findChild<QToolButton *>(name);
    if (!b)
        qFatal("no button %s", qPrintable(name));
    return b;
}

} // namespace

class TestRace : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_root.isValid());
        QVERIFY(TestEnvironment::isolate(m_root));
    }

    // Each preset's button loads its specs; each spec is the CLI's and names what the paper
    // compared.
    void presetsLoadTheirSpecs()
    {
        RaceWorkspace race;
        race.show();
        QVERIFY(QTest::qWaitForWindowExposed(&race));
        for (const RacePreset &preset : RacePresets::all()) {
            QTest::mouseClick(
                buttonOf(&race, QStringLiteral("racePresetButton_") + preset.id), Qt::LeftButton);
            QCOMPARE(race.specs(), preset.specs);
            QCOMPARE(race.panes().size(), preset.specs.size());
            QCOMPARE(race.countersModel()->rowCount(), preset.specs.size());
        }
        const auto orders = [](const QStringList &specs) {
            QList<core::VariableOrder> list;
            for (const QString &s : specs)
                list << specOf(s).search.variableOrder;
            return list;
        };
        using V = core::VariableOrder;
        const QStringList abuluaih = RacePresets::byId(QStringLiteral("abuluaih")).specs;
        QCOMPARE(orders(abuluaih), (QList<V> { V::Lex, V::Mrv, V::Ctn }));
        for (const QString &s : abuluaih) {
            QCOMPARE(specOf(s).search.propagation, core::Propagation::Fc);
            QCOMPARE(specOf(s).search.goal, core::SearchGoal::Neutralize);
        }
        // Carmel: naive MRV, then I, I+II, I-IV; the second preset I, I+II, I+II+III, I-IV.
        const QStringList carmel = RacePresets::byId(QStringLiteral("carmel")).specs;
        QCOMPARE(specOf(carmel[0]).search.propagation, core::Propagation::None);
        QCOMPARE(specOf(carmel[0]).search.nodeLimit, std::uint64_t(10'000'000));
        const auto strategies = [](const QString &s) {
            const core::CarmelStrategies c = specOf(s).search.carmel;
            return QList<bool> { c.candidateReduction, c.uniqueness, c.hiddenPairs, c.nakedPairs };
        };
        QCOMPARE(strategies(carmel[1]), (QList<bool> { true, false, false, false }));
        QCOMPARE(strategies(carmel[2]), (QList<bool> { true, true, false, false }));
        QCOMPARE(strategies(carmel[3]), (QList<bool> { true, true, true, true }));
        const QStringList pairs = RacePresets::byId(QStringLiteral("carmel-pairs")).specs;
        QCOMPARE(strategies(pairs[2]), (QList<bool> { true, true, true, false }));
        for (const QString &s : carmel + pairs)
            QCOMPARE(specOf(s).search.variableOrder, V::Mrv);
        const QStringList sanSegundo = RacePresets::byId(QStringLiteral("san-segundo")).specs;
        QCOMPARE(orders(sanSegundo), (QList<V> { V::Lex, V::Mrv, V::DvGvMax, V::DvGvMin }));
        QCOMPARE(specOf(sanSegundo[1]).search.valueOrder, core::ValueOrder::EP);
        for (const QString &s : sanSegundo)
            QCOMPARE(specOf(s).search.propagation, core::Propagation::Filter);
        const QStringList climber = RacePresets::byId(QStringLiteral("climber")).specs;
        QList<core::ClimbInit> inits;
        for (const QString &s : climber)
            inits << specOf(s).climb.init;
        QCOMPARE(inits,
            (QList<core::ClimbInit> { core::ClimbInit::Greedy, core::ClimbInit::GreedyPostSwap,
                core::ClimbInit::Random }));
        // The menu's entry does what the button does.
        QAction *a = race.findChild<QAction *>(QStringLiteral("racePreset_san-segundo"));
        QVERIFY(a && race.menu()->actions().contains(a));
        a->trigger();
        QCOMPARE(race.specs(), sanSegundo);
    }

    // Run All with F5, Home, then N steps with the Right key in each measure: every pane is at
    // the position a scan of its run gives for N units; a pane stepped alone with its button
    // moves alone, and the next lockstep step puts it back in line. For the search panes the
    // run is also the one core::recordRun makes on its own.
    void lockstepStepsEveryPaneByTheMeasure_data()
    {
        QTest::addColumn<int>("measure");
        QTest::addColumn<int>("steps");
        QTest::newRow("each event") << int(RaceMeasure::Event) << 9;
        QTest::newRow("each decision") << int(RaceMeasure::Decision) << 7;
        QTest::newRow("each ms of CPU") << int(RaceMeasure::CpuMillis) << 2;
    }

    void lockstepStepsEveryPaneByTheMeasure()
    {
        QFETCH(int, measure);
        QFETCH(int, steps);
        RaceWorkspace race;
        race.resize(1366, 720);
        race.setPuzzle(bandPuzzle(), QStringLiteral("band #16"));
        QVERIFY(race.setSpecs(kMix));
        race.show();
        QVERIFY(QTest::qWaitForWindowExposed(&race));
        race.setFocus();
        QWidget *keys = race.countersView();
        QTRY_VERIFY(keys->hasFocus());

        // The measure with the keyboard: the box starts at "each decision" (index 1).
        QComboBox *box = race.measureBox();
        QCOMPARE(box->currentIndex(), 1);
        box->setFocus();
        const int index = box->findData(measure);
        for (int i = 1; i < index; ++i)
            QTest::keyClick(box, Qt::Key_Down);
        for (int i = 1; i > index; --i)
            QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(int(race.measure()), measure);
        keys->setFocus();

        QTest::keyClick(keys, Qt::Key_F5);
        QVERIFY(race.transport()->isPlaying());
        QTest::keyClick(keys, Qt::Key_Space); // pause all
        QVERIFY(!race.transport()->isPlaying());
        waitForRace(race);
        QTest::keyClick(keys, Qt::Key_Home);
        QCOMPARE(race.lockstepPosition(), std::uint64_t(0));

        const auto m = RaceMeasure(measure);
        const auto check = [&](std::uint64_t n) {
            for (RacePane *pane : race.panes()) {
                const RunSession &s = *pane->session();
                QVERIFY(s.hasRun() && s.timeline().finished());
                const std::uint64_t want = expectedPosition(s.timeline(), s.spec(), m, n);
                QVERIFY2(pane->position() == want,
                    qPrintable(QStringLiteral("pane %1 after %2: at %3, expected %4")
                                   .arg(pane->number())
                                   .arg(n)
                                   .arg(pane->position())
                                   .arg(want)));
                // The board shows the run there.
                core::RunCursor replay(s.timeline());
                replay.seek(want);
                const core::Board board = replay.board();
                for (int c = 0; c < board.cellCount(); ++c)
                    QCOMPARE(pane->gridModel()->indexOfCell(c).data(GridModel::ValueRole).toInt(),
                        board.value(c));
            }
        };
        // The runs last a few ms of CPU, as the machine gives it: as many steps as there are.
        steps = int(std::min<std::uint64_t>(std::uint64_t(steps), race.transport()->count()));
        QVERIFY(steps >= 1);
        for (int i = 1; i <= steps; ++i)
            QTest::keyClick(keys, Qt::Key_Right);
        QCOMPARE(race.lockstepPosition(), std::uint64_t(steps));
        check(std::uint64_t(steps));

        // The searches are the runs the core records by itself (time aside).
        if (m != RaceMeasure::CpuMillis)
            for (RacePane *pane : race.panes().mid(0, 2)) {
                const core::RunSpec spec = specOf(pane->specWords());
                const core::RunTimeline own = core::recordRun(bandPuzzle(), spec);
                QCOMPARE(own.eventCount(), pane->session()->eventCount());
                QCOMPARE(pane->position(), expectedPosition(own, spec, m, std::uint64_t(steps)));
            }

        // Pane 2 alone, one event forward with the mouse; the others stay.
        QList<std::uint64_t> before;
        for (RacePane *pane : race.panes())
            before << pane->position();
        RacePane *second = race.panes().at(1);
        if (before[1] < second->session()->eventCount()) {
            QTest::mouseClick(
                buttonOf(second, QStringLiteral("racePaneForwardButton")), Qt::LeftButton);
            QCOMPARE(second->position(), before[1] + 1);
            for (int i : { 0, 2, 3 })
                QCOMPARE(race.panes().at(i)->position(), before[i]);
            QTest::mouseClick(
                buttonOf(second, QStringLiteral("racePaneBackButton")), Qt::LeftButton);
            QCOMPARE(second->position(), before[1]);
            QTest::mouseClick(
                buttonOf(second, QStringLiteral("racePaneForwardButton")), Qt::LeftButton);
        }
        // One step back and forward of the lockstep: every pane in line again.
        QTest::keyClick(keys, Qt::Key_Left);
        check(std::uint64_t(steps - 1));
        QTest::keyClick(keys, Qt::Key_Right);
        check(std::uint64_t(steps));
    }

    // The counters table under the model tester while the race runs, panes come and go; its
    // numbers are the panes' counters at their positions, "–" where a family does not count.
    void countersTableFollowsThePanes()
    {
        RaceWorkspace race;
        QAbstractItemModelTester tester(
            race.countersModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        race.setPuzzle(bandPuzzle(), QStringLiteral("band #16"));
        QVERIFY(race.setSpecs(kMix.mid(0, 2)));
        race.show();
        QVERIFY(QTest::qWaitForWindowExposed(&race));
        QTest::mouseClick(buttonOf(&race, QStringLiteral("raceAddPaneButton")), Qt::LeftButton);
        QCOMPARE(race.countersModel()->rowCount(), 3);
        race.panes().at(2)->setSpecWords(kMix[3]);
        QVERIFY(race.runAll());
        waitForRace(race);
        race.transport()->setPlaying(false);
        race.seekLockstep(5);
        RaceCountersModel *model = race.countersModel();
        using M = RaceCountersModel;
        for (int row = 0; row < 3; ++row) {
            const RacePane *pane = race.panes().at(row);
            const core::RunCounters c = pane->session()->counters();
            const auto value
                = [&](int column) { return model->index(row, column).data(M::ValueRole); };
            const auto text
                = [&](int column) { return model->index(row, column).data().toString(); };
            QCOMPARE(value(M::EventColumn).toULongLong(), pane->position());
            QCOMPARE(value(M::CpuTimeColumn).toLongLong(), c.cpuMicros);
            if (row < 2) {
                QCOMPARE(value(M::RecursionsColumn).toULongLong(), c.recursions);
                QCOMPARE(value(M::BacktracksColumn).toULongLong(), c.backtracks);
                QCOMPARE(value(M::MaxDepthColumn).toInt(), c.maxDepth);
                QCOMPARE(text(M::IterationsColumn), QStringLiteral("–"));
                QVERIFY(c.recursions == 5);
            } else {
                QCOMPARE(value(M::IterationsColumn).toULongLong(), c.iterations);
                QCOMPARE(text(M::RecursionsColumn), QStringLiteral("–"));
                QVERIFY(c.iterations > 0);
            }
            QVERIFY(text(M::ResultColumn).isEmpty()); // no pane at its end yet
        }
        // A pane taken out with its button: two rows, renumbered.
        QTest::mouseClick(
            buttonOf(race.panes().at(0), QStringLiteral("racePaneRemoveButton")), Qt::LeftButton);
        QCOMPARE(model->rowCount(), 2);
        QVERIFY(
            model->index(0, M::SolverColumn).data().toString().startsWith(QLatin1String("1: ctn")));
        // Two are the least: their remove buttons are off.
        QVERIFY(!race.panes().at(0)->removeAction()->isEnabled());
    }

    // At the end (End), every pane crossed the line: the finish line ranks them by recursions,
    // backtracks and time from the runs' totals, and the table names the results.
    void finishLineRanksThePanes()
    {
        RaceWorkspace race;
        race.setPuzzle(bandPuzzle(), QStringLiteral("band #16"));
        race.show();
        QVERIFY(QTest::qWaitForWindowExposed(&race));
        QTest::mouseClick(
            buttonOf(&race, QStringLiteral("racePresetButton_abuluaih")), Qt::LeftButton);
        race.setFocus();
        QTest::keyClick(race.countersView(), Qt::Key_F5);
        waitForRace(race);
        race.transport()->setPlaying(false);
        QTest::keyClick(race.countersView(), Qt::Key_Home);
        QVERIFY(race.finishLine()->text().contains(QLatin1String("no pane")));
        // The totals as the core counts them on its own.
        QList<std::uint64_t> recursions;
        for (const QString &s : race.specs())
            recursions << core::recordRun(bandPuzzle(), specOf(s)).finish().totals.recursions;
        QVERIFY(recursions[2] < recursions[1] && recursions[1] < recursions[0]);
        // Page Down: to the first finish (CtN's, by decisions).
        QTest::keyClick(race.countersView(), Qt::Key_PageDown);
        QCOMPARE(race.lockstepPosition(), recursions[2]);
        const QLocale locale;
        const auto n = [&](std::uint64_t v) { return locale.toString(qulonglong(v)); };
        QVERIFY2(race.finishLine()->text().contains(
                     QStringLiteral("fewest recursions: 1. pane 3 (%1)").arg(n(recursions[2]))),
            qPrintable(race.finishLine()->text()));
        QVERIFY(!race.finishLine()->text().contains(QLatin1String("pane 2")));
        QTest::keyClick(race.countersView(), Qt::Key_End);
        QVERIFY2(
            race.finishLine()->text().contains(
                QStringLiteral("fewest recursions: 1. pane 3 (%1), 2. pane 2 (%2), 3. pane 1 (%3)")
                    .arg(n(recursions[2]), n(recursions[1]), n(recursions[0]))),
            qPrintable(race.finishLine()->text()));
        for (int row = 0; row < 3; ++row)
            QCOMPARE(
                race.countersModel()->index(row, RaceCountersModel::ResultColumn).data().toString(),
                QStringLiteral("Neutralized"));
    }

    // load(): a bad text or spec changes nothing and says why; a good one runs the race on it.
    void loadOpensAPuzzleInTheRace()
    {
        RaceWorkspace race;
        race.setPuzzle(bandPuzzle(), QStringLiteral("band #16"));
        const QStringList before = race.specs();
        QVERIFY(!race.load(QStringLiteral("12x"), kMix.mid(0, 2)));
        QVERIFY(!race.lastError().isEmpty());
        QCOMPARE(race.specs(), before);
        const QString line = QString::fromStdString(core::writeLine(
            core::readPuzzleFile(SUDOKU_TEST_DATA "/bands/bands_difficult_22-29.txt")
                .puzzles.at(3)
                .board));
        QVERIFY(!race.load(line, { kMix[0], QStringLiteral("search --strategy best") }));
        QVERIFY(race.lastError().contains(QLatin1String("best")));
        QCOMPARE(race.specs(), before);
        QVERIFY(!race.load(line, { kMix[0] }));
        QCOMPARE(race.specs(), before);
        QVERIFY2(race.load(line, kMix.mid(0, 2)), qPrintable(race.lastError()));
        QCOMPARE(race.specs(), kMix.mid(0, 2));
        QVERIFY(!race.followsPlay());
        waitForRace(race);
        for (RacePane *pane : race.panes()) {
            QVERIFY(pane->session()->timeline().finished());
            QCOMPARE(
                core::writeLine(pane->session()->timeline().header().puzzle), line.toStdString());
        }
    }

    // The third mode: Ctrl+3 shows it with its Race menu, and it takes Play's puzzle.
    void raceIsTheThirdModeOfTheWindow()
    {
        MainWindow window(false, false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(window.currentMode(), window.indexOfMode(window.raceWorkspace()));
        QVERIFY(window.raceWorkspace()->menu()->menuAction()->isVisible());
        QVERIFY(window.raceWorkspace()->followsPlay());
        QCOMPARE(window.raceWorkspace()->panes().at(0)->session()->puzzle(),
            window.game()->board().givensOnly());
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QVERIFY(!window.raceWorkspace()->menu()->menuAction()->isVisible());
    }

    // Compare's scatter asks for the race: the window switches to it with that puzzle and those
    // two strategies; words that are no puzzle leave the mode and the race as they were.
    void compareOpensItsPointInTheRace()
    {
        MainWindow window(false, false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
        const int compareMode = window.currentMode();
        QCOMPARE(compareMode, window.indexOfMode(window.compareWorkspace()));
        const QStringList before = window.raceWorkspace()->specs();
        emit window.compareWorkspace()->openInRace(
            QStringLiteral("Hello, this is my shopping list"), kMix.mid(0, 2));
        QCOMPARE(window.currentMode(), compareMode);
        QCOMPARE(window.raceWorkspace()->specs(), before);
        QVERIFY(!window.statusBar()->currentMessage().isEmpty());

        const QString line = QString::fromStdString(core::writeLine(window.game()->board()));
        emit window.compareWorkspace()->openInRace(line, kMix.mid(1, 2));
        QCOMPARE(window.currentMode(), window.indexOfMode(window.raceWorkspace()));
        QCOMPARE(window.raceWorkspace()->specs(), kMix.mid(1, 2));
        QVERIFY(!window.raceWorkspace()->followsPlay());
        waitForRace(*window.raceWorkspace());
        for (RacePane *pane : window.raceWorkspace()->panes())
            QCOMPARE(
                core::writeLine(pane->session()->timeline().header().puzzle), line.toStdString());
    }

private:
    QTemporaryDir m_root;
};

QTEST_MAIN(TestRace)
#include "tst_race.moc"
