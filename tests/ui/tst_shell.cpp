// The main window as a shell: its modes (the Solver Lab brings its menu and its shortcuts, and
// puts Play's to sleep), and the parts it is built from, used on their own:
// GameActions, PlayWorkspace, Autosave, PuzzlePicker, PuzzleInfo's clock text.
#include "board/puzzlecheck.h"
#include "common/appearance.h"
#include "compare/compareworkspace.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamefiles.h"
#include "game/puzzlelibrary.h"
#include "game/puzzlepicker.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "lab/labworkspace.h"
#include "play/difficultypanel.h"
#include "play/drillworkspace.h"
#include "play/gameactions.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "play/puzzleinfo.h"
#include "runview/runsession.h"
#include "shell/mainwindow.h"

#include <QAction>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QUndoStack>

#include <algorithm>
#include <numeric>

using namespace TestEnvironment;

namespace {

core::Puzzle goodPuzzle()
{
    core::ParseResult r = core::parsePuzzles(kGoodPuzzle, "test");
    core::checkSolutions(r);
    return r.puzzles.at(0);
}

// The titles of the menus the menu bar shows.
QStringList shownMenus(const MainWindow &w)
{
    QStringList titles;
    for (const QAction *a : w.menuBar()->actions())
        if (a->isVisible())
            titles << a->text();
    return titles;
}

QStringList texts(const QList<QAction *> &actions)
{
    QStringList result;
    for (const QAction *a : actions)
        result << a->text();
    return result;
}

// The first open cell of the good puzzle and a digit that is wrong there.
int firstOpenCell(const Game &game)
{
    int cell = 0;
    while (!game.board().isOpen(cell))
        ++cell;
    return cell;
}

int wrongDigitFor(const Game &game, int cell)
{
    return game.solution().at(std::size_t(cell)) == 1 ? 2 : 1;
}

} // namespace

class TestShell : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QFile::remove(GameFile::autosavePath());
        QSettings().clear();
    }

    void cleanup() { Appearance::applyLanguage(QStringLiteral("en")); }

    void playAndTheLabAreTheModes()
    {
        MainWindow w(false);
        QCOMPARE(shownMenus(w),
            QStringList({ QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&Game"),
                QStringLiteral("&Mode"), QStringLiteral("&View"), QStringLiteral("&Help") }));
        auto *modeMenu = w.findChild<QMenu *>(QStringLiteral("modeMenu"));
        QVERIFY(modeMenu);
        QVERIFY(modeMenu->menuAction()->isVisible());
        QCOMPARE(w.currentMode(), 0);
        auto *stack = qobject_cast<QStackedWidget *>(w.centralWidget());
        QVERIFY(stack);
        QCOMPARE(stack->currentWidget(), w.playWorkspace());
        QCOMPARE(texts(modeMenu->actions()),
            QStringList({ QStringLiteral("Play"), QStringLiteral("Solver Lab"),
                QStringLiteral("Race"), QStringLiteral("Compare"), QStringLiteral("Drill") }));
        QCOMPARE(w.indexOfMode(w.labWorkspace()), 1);
        // Compare (issue 13's batch) is Ctrl+4, whatever its place in the menu.
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_4, Qt::ControlModifier);
        QCOMPARE(stack->currentWidget(), static_cast<QWidget *>(w.compareWorkspace()));
        // Drills (issue 34) are Ctrl+5.
        QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(stack->currentWidget(), static_cast<QWidget *>(w.drillWorkspace()));
    }

    void theLabBringsItsMenuAndPutsPlaysShortcutsToSleep()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(goodPuzzle(), QStringLiteral("test"));
        LabWorkspace *lab = w.labWorkspace();
        QSignalSpy runs(lab->session(), &RunSession::reset);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));

        // A wrong digit, which Check (Ctrl+E) marks while Play is shown.
        const int cell = firstOpenCell(*w.game());
        w.game()->enterDigit({ cell }, wrongDigitFor(*w.game(), cell));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F5);
        QCOMPARE(runs.count(), 0); // the Lab's Run sleeps in Play

        // Ctrl+2: the Lab, with its menu instead of Edit and Game, on Play's puzzle.
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w.currentMode(), 1);
        QVERIFY(lab->isVisible());
        QVERIFY(!w.playWorkspace()->isVisible());
        QCOMPARE(shownMenus(w),
            QStringList({ QStringLiteral("&File"), QStringLiteral("&Lab"), QStringLiteral("&Mode"),
                QStringLiteral("&View"), QStringLiteral("&Help") }));
        auto *modeMenu = w.findChild<QMenu *>(QStringLiteral("modeMenu"));
        QVERIFY(modeMenu->actions().at(1)->isChecked());
        QVERIFY(lab->isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(lab->session()->puzzle().givensOnly(), w.game()->board().givensOnly());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F5);
        QVERIFY(runs.count() >= 1);
        QTRY_VERIFY(!lab->session()->isRunning());
        QVERIFY(lab->session()->eventCount() > 0);
        // Play's shortcuts sleep: Check marks nothing, F2 asks for no hint.
        QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
        QVERIFY(w.playWorkspace()->gridModel()->wrongCells().isEmpty());
        QTest::keyClick(&w, Qt::Key_F2);
        QCOMPARE(w.playWorkspace()->hintSession()->level(), 0);

        // Ctrl+1: back to Play, where Check works again.
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(w.currentMode(), 0);
        QVERIFY(w.playWorkspace()->isVisible());
        QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(w.playWorkspace()->gridModel()->wrongCells(), QVector<int>({ cell }));
    }

    void theModesAreNamedInTheLanguage()
    {
        MainWindow w(false);
        auto *modeMenu = w.findChild<QMenu *>(QStringLiteral("modeMenu"));
        w.action(QStringLiteral("languageDeAction"))->trigger();
        QTRY_COMPARE(modeMenu->actions().at(0)->text(), QStringLiteral("Spielen"));
        QCOMPARE(modeMenu->title(), QStringLiteral("&Modus"));
        w.action(QStringLiteral("languageJaAction"))->trigger();
        QTRY_COMPARE(modeMenu->actions().at(0)->text(), QStringLiteral("プレイ"));
        w.action(QStringLiteral("languageEnAction"))->trigger();
        QTRY_COMPARE(modeMenu->actions().at(0)->text(), QStringLiteral("Play"));
    }

    // Style guide item 9: every play action has a name, a text and a status tip, in every
    // language, and its texts follow the language. (Icons come from the desktop's theme, which
    // the offscreen platform has none of.)
    void everyPlayActionIsComplete()
    {
        MainWindow w(false);
        const QList<QAction *> actions = w.gameActions()->findChildren<QAction *>();
        QVERIFY(actions.size() >= 25);
        QStringList english;
        for (const QAction *a : actions) {
            QVERIFY2(!a->objectName().isEmpty(), qPrintable(a->text()));
            QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName()));
            QVERIFY2(!a->statusTip().isEmpty(), qPrintable(a->objectName()));
            QCOMPARE(w.action(a->objectName()), a); // the names are unique
            english << a->statusTip();
        }
        w.action(QStringLiteral("languageDeAction"))->trigger();
        QTRY_COMPARE(w.action(QStringLiteral("checkAction"))->text(), QStringLiteral("&Prüfen"));
        for (int i = 0; i < actions.size(); ++i) {
            QVERIFY2(!actions[i]->statusTip().isEmpty(), qPrintable(actions[i]->objectName()));
            // The collections' names are their own; every other tip is translated.
            if (!actions[i]->objectName().startsWith(QLatin1String("newGame_")))
                QVERIFY2(
                    actions[i]->statusTip() != english[i], qPrintable(actions[i]->objectName()));
        }
        // The shortcuts the player is told about.
        QCOMPARE(w.action(QStringLiteral("checkAction"))->shortcut(),
            QKeySequence(Qt::CTRL | Qt::Key_E));
        QCOMPARE(w.action(QStringLiteral("hintApplyAction"))->shortcut(), QKeySequence(Qt::Key_F4));
        QCOMPARE(w.action(QStringLiteral("pencilAction"))->shortcut(),
            QKeySequence(Qt::CTRL | Qt::Key_P));
    }

    // The workspace on its own, with a game and its actions: no window around it.
    void playWorkspaceStandsAlone()
    {
        Game game;
        Settings settings;
        GameActions actions(&game, settings, nullptr);
        QAction &pencil = *actions.pencilModeAction();
        QAction &erase = *actions.eraseAction();
        PlayWorkspace play(&game, &actions);
        QSignalSpy messages(&play, &PlayWorkspace::statusMessage);
        game.start(goodPuzzle(), QStringLiteral("test"));
        play.resize(900, 600);
        play.show();
        QVERIFY(QTest::qWaitForWindowExposed(&play));
        const int cell = firstOpenCell(game);
        play.gridModel()->setSelectedCell(cell);
        play.gridView()->setFocus();

        const int wrong = wrongDigitFor(game, cell);
        QTest::keyClick(play.gridView(), Qt::Key(Qt::Key_0 + wrong));
        QCOMPARE(game.board().value(cell), wrong);
        play.check();
        QCOMPARE(play.gridModel()->wrongCells(), QVector<int>({ cell }));
        QCOMPARE(messages.last().at(0).toString(),
            QStringLiteral("1 digit does not agree with the solution."));
        // Delete goes through the erase action.
        QSignalSpy erased(&erase, &QAction::triggered);
        QTest::keyClick(play.gridView(), Qt::Key_Delete);
        QCOMPARE(erased.count(), 1);
        QCOMPARE(game.board().value(cell), 0);
        // Space toggles the pencil action; a digit is then a mark.
        QTest::keyClick(play.gridView(), Qt::Key_Space);
        QVERIFY(pencil.isChecked());
        QVERIFY(play.pencilMode());
        QTest::keyClick(play.gridView(), Qt::Key(Qt::Key_0 + wrong));
        QCOMPARE(game.board().value(cell), 0);
        QVERIFY(game.board().candidates(cell) & core::bit(wrong));
        // The pad's digit does the same as the key.
        pencil.setChecked(false);
        const int right = game.solution().at(std::size_t(cell));
        QTest::mouseClick(
            play.findChild<QWidget *>(QStringLiteral("digit%1").arg(right)), Qt::LeftButton);
        QCOMPARE(game.board().value(cell), right);

        // Play wires its own hint keys: F2 on the board asks its session, which points at a
        // wrong digit first; F4 removes it.
        const int other = firstOpenCell(game);
        game.enterDigit({ other }, wrongDigitFor(game, other));
        QTest::keyClick(play.gridView(), Qt::Key_F2);
        QCOMPARE(play.hintSession()->kind(), HintSession::Kind::WrongDigit);
        QCOMPARE(play.hintSession()->problemCell(), other);
        QVERIFY(play.hintPanel()->text().startsWith(QStringLiteral("Check your digits first")));
        QTest::keyClick(play.gridView(), Qt::Key_F4);
        QCOMPARE(game.board().value(other), 0);
    }

    void autosaveKeepsTheGameBetweenRuns()
    {
        QWidget window;
        {
            Game game;
            Autosave autosave(&game, &window);
            QVERIFY(!autosave.restore()); // nothing saved yet
            game.start(goodPuzzle(), QStringLiteral("kept"));
            const int cell = firstOpenCell(game);
            game.enterDigit({ cell }, game.solution().at(std::size_t(cell)));
            // Written shortly after the change, without being asked.
            QTRY_VERIFY(QFile::exists(GameFile::autosavePath()));
        }
        Game game;
        Autosave autosave(&game, &window);
        QSignalSpy messages(&autosave, &Autosave::statusMessage);
        QVERIFY(autosave.restore());
        QCOMPARE(game.source(), QStringLiteral("kept"));
        QCOMPARE(game.undoStack()->count(), 1);
        QCOMPARE(messages.value(0).value(0).toString(),
            QStringLiteral("Welcome back: your game is restored."));

        // Switched off (a screenshot run), it writes nothing.
        QFile::remove(GameFile::autosavePath());
        autosave.setEnabled(false);
        QVERIFY(!autosave.save());
        game.enterDigit({ firstOpenCell(game) }, 5);
        QTest::qWait(1000); // longer than the autosave delay
        QVERIFY(!QFile::exists(GameFile::autosavePath()));
        autosave.setEnabled(true);
        QVERIFY(autosave.save());
        QVERIFY(QFile::exists(GameFile::autosavePath()));
    }

    void pickerCountsTheLevelsAndPicksFromACollection()
    {
        PuzzlePicker picker;
        QSignalSpy rated(&picker, &PuzzlePicker::rated);
        if (!picker.isRated()) {
            QVERIFY(picker.levelCounts().isEmpty());
            QVERIFY(!picker.ofLevel(0));
        }
        QTRY_VERIFY_WITH_TIMEOUT(picker.isRated(), 60000);
        QCOMPARE(rated.count(), 1);
        const QVector<int> counts = picker.levelCounts();
        QCOMPARE(counts.size(), core::kLevelCount);
        int bundled = 0;
        const auto collections = PuzzleLibrary::collections();
        for (const auto &c : collections)
            bundled += int(PuzzleLibrary::load(c).puzzles.size());
        QCOMPARE(std::accumulate(counts.begin(), counts.end(), 0), bundled);
        for (int level = 0; level < core::kLevelCount; ++level)
            QCOMPARE(picker.ofLevel(level).has_value(), counts[level] > 0);

        // From a collection: one of its puzzles, named after it.
        QVERIFY(!PuzzlePicker::fromCollection(-1));
        QVERIFY(!PuzzlePicker::fromCollection(int(collections.size())));
        const auto pick = PuzzlePicker::fromCollection(1);
        QVERIFY(pick);
        QCOMPARE(pick->source, collections[1].title);
        const core::ParseResult all = PuzzleLibrary::load(collections[1]);
        const std::string line = core::writeLine(pick->puzzle.board);
        QVERIFY(std::any_of(all.puzzles.begin(), all.puzzles.end(),
            [&line](const core::Puzzle &p) { return core::writeLine(p.board) == line; }));
        QCOMPARE(pick->puzzle.status, core::SolutionStatus::Unique);
    }

    // Each level's entry says how many bundled puzzles it has; together, all of them.
    void levelMenuShowsTheCounts()
    {
        MainWindow w(false);
        QVERIFY(
            w.action(QStringLiteral("newGameLevel0"))->text().contains(QStringLiteral("rating")));
        QTRY_VERIFY_WITH_TIMEOUT(w.levelsReady(), 60000);
        int total = 0;
        // The count is written in the locale's way ("1,229").
        const QRegularExpression count(
            QStringLiteral("^(.+) \\(([\\d.,\\x{a0}\\x{202f}]+) puzzle"));
        for (int level = 0; level < core::kLevelCount; ++level) {
            const QAction *a = w.action(QStringLiteral("newGameLevel%1").arg(level));
            const auto m = count.match(a->text());
            QVERIFY2(m.hasMatch(), qPrintable(a->text()));
            QCOMPARE(m.captured(1), DifficultyPanel::levelName(static_cast<core::Level>(level)));
            bool ok = false;
            const int n = QLocale().toInt(m.captured(2), &ok);
            QVERIFY2(ok, qPrintable(a->text()));
            total += n;
            QCOMPARE(a->isEnabled(), n > 0);
        }
        int bundled = 0;
        for (const auto &c : PuzzleLibrary::collections())
            bundled += int(PuzzleLibrary::load(c).puzzles.size());
        QCOMPARE(total, bundled);
    }

    void clockText()
    {
        QCOMPARE(PuzzleInfo::formatTime(0), QStringLiteral("00:00"));
        QCOMPARE(PuzzleInfo::formatTime(61999), QStringLiteral("01:01"));
        QCOMPARE(PuzzleInfo::formatTime(3599000), QStringLiteral("59:59"));
        QCOMPARE(PuzzleInfo::formatTime(3661000), QStringLiteral("1:01:01"));
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestShell)
#include "tst_shell.moc"
