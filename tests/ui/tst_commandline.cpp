// sudoku-tutor's own options, read and applied by the code main() runs (ui/commandline.h):
// --puzzle, --new, --lang, --theme, --screenshot and the screenshot helpers, and the errors for
// values that cannot be used. tst_guibinary runs the real program with them.
#include "common/appearance.h"
#include "compare/batchrunner.h"
#include "compare/compareworkspace.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "game/puzzlelibrary.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "lab/labworkspace.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "race/racepane.h"
#include "race/racepresets.h"
#include "race/raceworkspace.h"
#include "runview/runsession.h"
#include "runview/solverchooser.h"
#include "shell/commandline.h"
#include "shell/mainwindow.h"
#include "shell/startup.h"

#include <QAction>
#include <QCommandLineParser>
#include <QFile>
#include <QImage>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace TestEnvironment;

namespace {

CommandLine::Options parseOk(QStringList args)
{
    args.prepend(QStringLiteral("sudoku-tutor"));
    QStringList errors;
    const CommandLine::Options o = CommandLine::parse(args, &errors);
    if (!errors.isEmpty())
        qWarning() << errors;
    return o;
}

QStringList errorsOf(QStringList args)
{
    args.prepend(QStringLiteral("sudoku-tutor"));
    QStringList errors;
    CommandLine::parse(args, &errors);
    return errors;
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void init()
    {
        QFile::remove(GameFile::autosavePath());
        QSettings().clear();
        Appearance::applyLanguage(QStringLiteral("en"));
        Appearance::applyTheme(Settings::Theme::Light);
    }

    void cleanupTestCase() { Appearance::applyLanguage(QStringLiteral("en")); }

    void theTestRunsInItsOwnFolders()
    {
        // Neither the user's settings nor the user's saved game.
        QVERIFY(QSettings().fileName().startsWith(qEnvironmentVariable("XDG_CONFIG_HOME")));
        QVERIFY(GameFile::autosavePath().startsWith(qEnvironmentVariable("XDG_DATA_HOME")));
        QVERIFY(!qEnvironmentVariable("XDG_CONFIG_HOME")
                     .startsWith(QDir::homePath() + QLatin1String("/.config")));
    }

    void readsEveryOption()
    {
        const CommandLine::Options o = parseOk({ QStringLiteral("--screenshot"),
            QStringLiteral("shot.png"), QStringLiteral("--puzzle"), QStringLiteral("p.txt"),
            QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("--theme"),
            QStringLiteral("dark"), QStringLiteral("--new"), QStringLiteral("--select"),
            QStringLiteral("r2c3"), QStringLiteral("--size"), QStringLiteral("900x650"),
            QStringLiteral("--play"), QStringLiteral("4"), QStringLiteral("--hint"),
            QStringLiteral("2"), QStringLiteral("--pencil-marks"), QStringLiteral("--tab"),
            QStringLiteral("difficulty") });
        QCOMPARE(o.screenshot, QStringLiteral("shot.png"));
        QCOMPARE(o.puzzle, QStringLiteral("p.txt"));
        QCOMPARE(o.language, QStringLiteral("ja"));
        QCOMPARE(o.theme, std::optional(Settings::Theme::Dark));
        QVERIFY(o.fresh);
        QCOMPARE(o.play.select, QStringLiteral("r2c3"));
        QCOMPARE(o.size, QSize(900, 650));
        QCOMPARE(o.play.steps, 4);
        QCOMPARE(o.play.hint, 2);
        QVERIFY(o.play.pencilMarks);
        QCOMPARE(o.play.tab, QStringLiteral("difficultyPanel"));

        // Nothing given: the saved settings decide, and the game in progress is restored.
        const CommandLine::Options none = parseOk({});
        QVERIFY(none.language.isEmpty());
        QVERIFY(!none.theme);
        QVERIFY(!none.size.isValid());
        QVERIFY(none.restoreAutosave());
        QVERIFY(!parseOk({ QStringLiteral("--new") }).restoreAutosave());
        QVERIFY(
            !parseOk({ QStringLiteral("--puzzle"), QStringLiteral("p.txt") }).restoreAutosave());
        QVERIFY(!parseOk({ QStringLiteral("--screenshot"), QStringLiteral("s.png") })
                     .restoreAutosave());
    }

    // The Lab's options: the family, the strategy in the family's own option, a whole spec, the
    // event; the window opens in the Lab with the chooser set, runs, and shows that event.
    void labOptionsRunTheLab()
    {
        CommandLine::Options o = parseOk(
            { QStringLiteral("--lab"), QStringLiteral("search"), QStringLiteral("--strategy"),
                QStringLiteral("ctn"), QStringLiteral("--event"), QStringLiteral("120") });
        QCOMPARE(o.lab.family, QStringLiteral("search"));
        QCOMPARE(o.lab.spec, QStringLiteral("search --strategy ctn"));
        QCOMPARE(o.lab.event, 120);
        QCOMPARE(parseOk({ QStringLiteral("--lab"), QStringLiteral("logic"),
                             QStringLiteral("--strategy"), QStringLiteral("filter") })
                     .lab.spec,
            QStringLiteral("logic --mode filter"));
        QCOMPARE(
            parseOk({ QStringLiteral("--spec"), QStringLiteral("climb --init random --seed 3") })
                .lab.spec,
            QStringLiteral("climb --init random --seed 3"));
        QVERIFY(errorsOf({ QStringLiteral("--lab"), QStringLiteral("anneal") })
                    .join(QLatin1Char(' '))
                    .contains(QLatin1String("anneal")));
        QVERIFY(errorsOf({ QStringLiteral("--event"), QStringLiteral("-3") })
                    .join(QLatin1Char(' '))
                    .contains(QLatin1String("--event")));

        o = parseOk({ QStringLiteral("--new"), QStringLiteral("--puzzle"), dataFile("good.txt"),
            QStringLiteral("--lab"), QStringLiteral("search"), QStringLiteral("--spec"),
            QStringLiteral("search --propagation none"), QStringLiteral("--strategy"),
            QStringLiteral("lex"), QStringLiteral("--event"), QStringLiteral("7") });
        QStringList errors;
        auto window = Startup::createWindow(o, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(window->currentMode(), window->indexOfMode(window->labWorkspace()));
        QVERIFY(window->labWorkspace()->chooser()->specWords().startsWith(
            QLatin1String("search --strategy lex --propagation none --goal solve")));
        window->show();
        Startup::settle(*window, o);
        QVERIFY(window->labWorkspace()->session()->timeline().finished());
        QCOMPARE(window->labWorkspace()->position(), 7u);

        // A word the chooser does not know is an error naming it.
        o = parseOk({ QStringLiteral("--lab"), QStringLiteral("search"),
            QStringLiteral("--strategy"), QStringLiteral("fastest") });
        errors.clear();
        window = Startup::createWindow(o, &errors);
        QVERIFY(errors.join(QLatin1Char(' ')).contains(QLatin1String("fastest")));
    }

    void helpAndVersionAreAnsweredBeforeTheWindow()
    {
        const auto asks = [](QStringList args) {
            args.prepend(QStringLiteral("sudoku-tutor"));
            QCommandLineParser parser;
            CommandLine::addOptions(parser);
            return parser.parse(args) && CommandLine::asksForHelpOrVersion(parser);
        };
        for (const char *option : { "--help", "-h", "--help-all", "--version", "-v" })
            QVERIFY2(asks({ QLatin1String(option) }), option);
        QVERIFY(asks({ QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("-v") }));
        QVERIFY(!asks({}));
        QVERIFY(!asks({ QStringLiteral("--new") }));
        // "--help" as an option's value is a value.
        QVERIFY(!asks({ QStringLiteral("--puzzle"), QStringLiteral("--help") }));
        QCOMPARE(QCoreApplication::applicationVersion(), QStringLiteral(SUDOKU_VERSION));
        // The identity the desktop sees: the launcher's name and the icon it shows.
        QCOMPARE(QGuiApplication::desktopFileName(),
            QStringLiteral("io.github.sudokututor.SudokuTutor"));
        QVERIFY(!QGuiApplication::windowIcon().pixmap(64, 64).isNull());
    }

    void badValuesAreErrorsNamingTheOptionAndTheValue()
    {
        QCOMPARE(errorsOf({ QStringLiteral("--lang"), QStringLiteral("fr") }),
            QStringList { QStringLiteral("--lang: \"fr\" is not one of en, de, ja.") });
        QCOMPARE(errorsOf({ QStringLiteral("--theme"), QStringLiteral("purple") }),
            QStringList {
                QStringLiteral("--theme: \"purple\" is not one of light, dark, system.") });
        QCOMPARE(errorsOf({ QStringLiteral("--size"), QStringLiteral("900") }),
            QStringList { QStringLiteral("--size: \"900\" is not a size such as 1000x700.") });
        QCOMPARE(errorsOf({ QStringLiteral("--size"), QStringLiteral("0x600") }).size(), 1);
        QCOMPARE(errorsOf({ QStringLiteral("--hint"), QStringLiteral("4") }),
            QStringList { QStringLiteral("--hint: \"4\" is not a hint level (1, 2 or 3).") });
        QCOMPARE(errorsOf({ QStringLiteral("--play"), QStringLiteral("-1") }),
            QStringList { QStringLiteral("--play: \"-1\" is not a count (0 or more).") });
        QCOMPARE(errorsOf({ QStringLiteral("--tab"), QStringLiteral("moves") }),
            QStringList { QStringLiteral("--tab: \"moves\" is not one of steps, history, "
                                         "difficulty, tree, climb, climb-init.") });
        QCOMPARE(errorsOf({ QStringLiteral("--tree-compare"), QStringLiteral("best") }),
            QStringList { QStringLiteral(
                "--tree-compare: \"best\" is not a search ordering (lex, mrv, ctn …).") });
        QCOMPARE(errorsOf({ QStringLiteral("--bogus") }),
            QStringList { QStringLiteral("Unknown option 'bogus'.") });
        // Every bad value is reported, not only the first.
        QCOMPARE(errorsOf({ QStringLiteral("--lang"), QStringLiteral("fr"),
                              QStringLiteral("--theme"), QStringLiteral("grey") })
                     .size(),
            2);
    }

    void puzzleOpensTheFile()
    {
        QVERIFY(saveGameInProgress()); // a puzzle file wins over the game in progress
        QStringList errors;
        const auto w = Startup::createWindow(
            parseOk({ QStringLiteral("--puzzle"), dataFile("good.txt") }), &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(QString::fromStdString(core::writeLine(w->game()->board())),
            QLatin1String(kGoodPuzzle));
        QCOMPARE(w->game()->board().value(0), 0);
        QCOMPARE(w->game()->source(), QStringLiteral("good.txt"));
        QCOMPARE(w->settings().recentFiles().value(0), dataFile("good.txt"));
    }

    void aPuzzleThatCannotBeLoadedIsAnErrorNamingWhere()
    {
        QStringList errors;
        const auto w = Startup::createWindow(
            parseOk({ QStringLiteral("--puzzle"), dataFile("badchar.txt") }), &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(
            errors.front().startsWith(QStringLiteral("--puzzle: badchar.txt: line 2, column 32")),
            qPrintable(errors.front()));
        // The window still has a game: a bundled easy puzzle.
        QCOMPARE(w->game()->origin(), QStringLiteral("collection:nytimes_easy"));
        QCOMPARE(w->game()->undoStack()->count(), 0);
        QVERIFY(w->gameFiles()->errorBox());
        w->gameFiles()->errorBox()->close();
    }

    void withoutNewTheGameInProgressIsRestored()
    {
        QVERIFY(saveGameInProgress());
        QStringList errors;
        const auto w = Startup::createWindow(parseOk({}), &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(w->game()->source(), QStringLiteral("in progress"));
        QCOMPARE(w->game()->board().value(0), 4);
        QCOMPARE(w->game()->undoStack()->count(), 1);
    }

    void newIgnoresTheGameInProgress()
    {
        QVERIFY(saveGameInProgress());
        QStringList errors;
        const auto w = Startup::createWindow(parseOk({ QStringLiteral("--new") }), &errors);
        QVERIFY(errors.isEmpty());
        // A random easy puzzle, nothing entered (tst_guibinary checks it is random).
        QCOMPARE(w->game()->origin(), QStringLiteral("collection:nytimes_easy"));
        QCOMPARE(w->game()->board().filledCount(), w->game()->board().clueCount());
        QCOMPARE(w->game()->undoStack()->count(), 0);
        QCOMPARE(w->game()->source(), PuzzleLibrary::collections().front().title);
    }

    void langShowsTheWindowInThatLanguage()
    {
        Settings().setLanguage(QStringLiteral("ja"));
        // The option wins over the saved language.
        CommandLine::Options o = parseOk({ QStringLiteral("--lang"), QStringLiteral("de") });
        Startup::applyAppearance(o, Settings());
        QCOMPARE(Appearance::currentLanguage(), QStringLiteral("de"));
        QStringList errors;
        auto w = Startup::createWindow(o, &errors);
        QCOMPARE(w->menuBar()->actions().at(0)->text(), QStringLiteral("&Datei"));
        QCOMPARE(w->action(QStringLiteral("checkAction"))->text(), QStringLiteral("&Prüfen"));
        QCOMPARE(w->playWorkspace()
                     ->hintPanel()
                     ->findChild<QPushButton *>(QStringLiteral("hintWhereButton"))
                     ->text(),
            QStringLiteral("Wo?"));
        w.reset();
        // Without the option, the saved language.
        Startup::applyAppearance(parseOk({}), Settings());
        w = Startup::createWindow(parseOk({}), &errors);
        QCOMPARE(w->menuBar()->actions().at(0)->text(), QStringLiteral("ファイル(&F)"));
        w.reset();
        Startup::applyAppearance(
            parseOk({ QStringLiteral("--lang"), QStringLiteral("en") }), Settings());
        w = Startup::createWindow(parseOk({}), &errors);
        QCOMPARE(w->menuBar()->actions().at(0)->text(), QStringLiteral("&File"));
        QVERIFY(errors.isEmpty());
    }

    void themeGivesADarkOrLightPalette()
    {
        Startup::applyAppearance(
            parseOk({ QStringLiteral("--theme"), QStringLiteral("dark") }), Settings());
        QStringList errors;
        auto w = Startup::createWindow(parseOk({}), &errors);
        QVERIFY(w->palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(w->palette().color(QPalette::WindowText).lightness() > 180);
        QVERIFY(w->playWorkspace()->gridView()->palette().color(QPalette::Base).lightness() < 80);
        w.reset();
        // A saved dark theme is used at start, and --theme light wins over it.
        Settings().setTheme(Settings::Theme::Dark);
        Startup::applyAppearance(parseOk({}), Settings());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        Startup::applyAppearance(
            parseOk({ QStringLiteral("--theme"), QStringLiteral("light") }), Settings());
        w = Startup::createWindow(parseOk({}), &errors);
        QVERIFY(w->palette().color(QPalette::Window).lightness() > 180);
        QVERIFY(w->palette().color(QPalette::WindowText).lightness() < 80);
    }

    void screenshotRendersTheWindowAndLeavesTheSavedGame()
    {
        QVERIFY(saveGameInProgress());
        QFile saved(GameFile::autosavePath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray before = saved.readAll();
        saved.close();

        const QString path = m_dir.filePath(QStringLiteral("shot.png"));
        const CommandLine::Options o
            = parseOk({ QStringLiteral("--screenshot"), path, QStringLiteral("--size"),
                QStringLiteral("900x650"), QStringLiteral("--theme"), QStringLiteral("dark") });
        Startup::applyAppearance(o, Settings());
        QStringList errors;
        const auto w = Startup::createWindow(o, &errors);
        QVERIFY(errors.isEmpty());
        // Not the saved game: a screenshot shows the first bundled puzzle, always the same.
        QCOMPARE(core::writeLine(w->game()->board()),
            core::writeLine(PuzzleLibrary::firstPuzzle().board));
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        Startup::settle(*w, o);
        QString error;
        QVERIFY(Startup::saveScreenshot(*w, path, &error));
        const QImage shot(path);
        QCOMPARE(shot.size(), QSize(900, 650));
        QVERIFY(meanLightness(shot) < 100); // dark theme
        // A screenshot run never writes the player's saved game, now or on quit.
        QVERIFY(!w->autosave()->save());
        w->close();
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), before);

        // An unwritable path is an error naming it.
        const QString bad = m_dir.filePath(QStringLiteral("no/such/folder/shot.png"));
        QVERIFY(!Startup::saveScreenshot(*w, bad, &error));
        QCOMPARE(error, QStringLiteral("cannot write %1").arg(bad));
    }

    void selectTabPencilMarksHintAndPlay()
    {
        const CommandLine::Options o = parseOk({ QStringLiteral("--puzzle"), dataFile("good.txt"),
            QStringLiteral("--select"), QStringLiteral("r5c6"), QStringLiteral("--tab"),
            QStringLiteral("steps"), QStringLiteral("--pencil-marks"), QStringLiteral("--play"),
            QStringLiteral("2"), QStringLiteral("--hint"), QStringLiteral("2") });
        QStringList errors;
        const auto w = Startup::createWindow(o, &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(w->playWorkspace()->gridModel()->selectedCell(), 4 * 9 + 5);
        w->show();
        Startup::settle(*w, o);
        // Fill All, then two applied steps.
        QCOMPARE(w->game()->undoStack()->count(), 3);
        QCOMPARE(w->game()->board().clueCount() + 2, w->game()->board().filledCount());
        QCOMPARE(w->playWorkspace()->hintSession()->level(), 2);
        QCOMPARE(w->playWorkspace()->hintSession()->kind(), HintSession::Kind::Step);
        const auto *tabs = w->findChild<QTabWidget *>(QStringLiteral("sideTabs"));
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("stepList"));

        // A cell that is not on the board is an error naming it.
        const auto other = Startup::createWindow(
            parseOk({ QStringLiteral("--new"), QStringLiteral("--select"), QStringLiteral("J1") }),
            &errors);
        QCOMPARE(errors,
            QStringList {
                QStringLiteral("--select: \"J1\" is not a cell of this board (A1 or r1c1).") });
        QCOMPARE(other->playWorkspace()->gridModel()->selectedCell(), -1);
    }

    // The race's options: the preset's panes, the race mode; once shown every run to its end,
    // then the race after --event decisions in lockstep.
    void raceOptionsRunTheRace()
    {
        const CommandLine::Options o = parseOk({ QStringLiteral("--new"),
            QStringLiteral("--puzzle"), dataFile("good.txt"), QStringLiteral("--race"),
            QStringLiteral("carmel"), QStringLiteral("--event"), QStringLiteral("5") });
        QCOMPARE(o.race.preset, QStringLiteral("carmel"));
        QCOMPARE(o.race.event, 5);
        QStringList errors;
        const auto w = Startup::createWindow(o, &errors);
        QVERIFY(errors.isEmpty());
        RaceWorkspace *race = w->raceWorkspace();
        QCOMPARE(w->currentMode(), w->indexOfMode(race));
        QCOMPARE(race->specs(), RacePresets::byId(QStringLiteral("carmel")).specs);
        w->show();
        Startup::settle(*w, o);
        QVERIFY(race->isSettled());
        QVERIFY(!race->isRunning());
        for (RacePane *pane : race->panes())
            QVERIFY(pane->session()->timeline().finished());
        QCOMPARE(race->measure(), RaceMeasure::Decision);
        QCOMPARE(race->lockstepPosition(), 5u);
    }

    // Compare's options: the paper's preset and tab; once shown the batch runs, here with no
    // time at all (2,700 searches): cancelled at once, and settled once its thread has stopped.
    void compareOptionsRunTheBatchWithinItsBudget()
    {
        CommandLine::Options o = parseOk({ QStringLiteral("--new"), QStringLiteral("--compare"),
            QStringLiteral("abuluaih"), QStringLiteral("--compare-tab"), QStringLiteral("table") });
        QCOMPARE(o.compare.preset, int(CompareWorkspace::Preset::Abuluaih));
        QCOMPARE(o.compare.tab, int(CompareWorkspace::TableTab));
        o.compare.batchBudgetMs = 0;
        QStringList errors;
        const auto w = Startup::createWindow(o, &errors);
        QVERIFY(errors.isEmpty());
        CompareWorkspace *compare = w->compareWorkspace();
        QCOMPARE(w->currentMode(), w->indexOfMode(compare));
        QCOMPARE(compare->tabs()->currentIndex(), int(CompareWorkspace::TableTab));
        w->show();
        QSignalSpy finished(compare->runner(), &BatchRunner::finished);
        Startup::settle(*w, o);
        QVERIFY(w->levelsReady()); // the batch waited for New Game's ratings
        QVERIFY(compare->isSettled());
        QVERIFY(!compare->runner()->isRunning());
        QCOMPARE(finished.count(), 1);
        QVERIFY(finished.at(0).at(0).toBool()); // cancelled at the budget
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
