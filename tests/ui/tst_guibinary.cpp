// The real sudoku-tutor program, run offscreen with its options: --screenshot writes a PNG of the
// asked size and leaves the saved game alone, --theme and the saved theme decide its colours,
// --lang and the saved language its language, --puzzle loads the file, --new ignores the game in
// progress, and a bad value stops it with a message. The program runs with this test's own settings
// and data folders (isolatedtest.h: it inherits XDG_CONFIG_HOME and XDG_DATA_HOME), so what it
// saves can be read here.
#include "game/game.h"
#include "game/gamefile.h"
#include "game/puzzlelibrary.h"
#include "game/resumelist.h"
#include "guitestsupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace TestEnvironment;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A file's contents and time of writing: it changes when the file is written again, even with
// the same contents. Empty when there is no file.
QByteArray fileVersion(const QString &path)
{
    const QByteArray hash = fileHash(path);
    if (hash.isEmpty())
        return {};
    return hash + QByteArray::number(QFileInfo(path).lastModified().toMSecsSinceEpoch());
}

} // namespace

class TestGuiBinary : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Run
    {
        int exitCode = -1;
        QString errors;
        QString output;
    };

    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

    // Runs the program to its end (a screenshot run, or one stopped by an error).
    static Run run(const QStringList &arguments, QProcessEnvironment env = environment())
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(SUDOKU_TUTOR_BINARY), arguments);
        Run r;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            r.errors = QStringLiteral("did not finish");
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.errors = QString::fromLocal8Bit(p.readAllStandardError());
        r.output = QString::fromLocal8Bit(p.readAllStandardOutput());
        return r;
    }

    // No display at all: no X11, no Wayland, no QT_QPA_PLATFORM.
    static QProcessEnvironment withoutDisplay()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : { "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY" })
            env.remove(QLatin1String(name));
        return env;
    }

    // Starts the program for play, waits until it has written the autosave (`before` is the
    // fileVersion of the one there), stops it, and loads that autosave into `game`.
    static bool playUntilAutosaved(
        const QStringList &arguments, const QByteArray &before, Game &game)
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(SUDOKU_TUTOR_BINARY), arguments);
        if (!p.waitForStarted())
            return false;
        const QString path = GameFile::autosavePath();
        bool saved = false;
        for (int waited = 0; waited < 30000 && !saved && p.state() == QProcess::Running;
             waited += 50) {
            QTest::qWait(50);
            const QByteArray now = fileVersion(path);
            saved = !now.isEmpty() && now != before;
        }
        p.kill();
        p.waitForFinished();
        QString error;
        return saved && GameFile::load(game, path, &error);
    }

    // The game in progress (guitestsupport.h); returns its autosave's fileVersion.
    static QByteArray writeGameInProgress()
    {
        return saveGameInProgress() ? fileVersion(GameFile::autosavePath()) : QByteArray();
    }

private slots:
    void init()
    {
        QFile::remove(GameFile::autosavePath());
        QDir(ResumeList::folder()).removeRecursively();
        QSettings().clear();
        QSettings().sync();
    }

    void screenshotWritesAPngOfTheAskedSizeAndLeavesTheSavedGame()
    {
        const QByteArray saved = writeGameInProgress();
        QVERIFY(!saved.isEmpty());
        const QString shot = m_dir.filePath(QStringLiteral("shot.png"));
        const Run r = run({ QStringLiteral("--screenshot"), shot, QStringLiteral("--size"),
            QStringLiteral("900x650") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.errors));
        const QImage image(shot);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(900, 650));
        QCOMPARE(fileVersion(GameFile::autosavePath()), saved);

        // Another size, another picture.
        const Run small = run({ QStringLiteral("--screenshot"), shot, QStringLiteral("--size"),
            QStringLiteral("1000x720") });
        QVERIFY2(small.exitCode == 0, qPrintable(small.errors));
        QCOMPARE(QImage(shot).size(), QSize(1000, 720));

        // A place that cannot be written: exit status 1 and a message naming it.
        const QString bad = m_dir.filePath(QStringLiteral("no/such/folder/shot.png"));
        const Run failed = run({ QStringLiteral("--screenshot"), bad });
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.errors.contains(QStringLiteral("sudoku-tutor: cannot write ") + bad),
            qPrintable(failed.errors));
    }

    void screenshotLeavesTheSettingsAlone()
    {
        // The player's settings: a recent file and a dark theme (which the picture uses).
        Settings settings;
        settings.addRecentFile(dataFile("badchar.txt"));
        settings.setTheme(Settings::Theme::Dark);
        QSettings().sync();
        const QString file = QSettings().fileName();
        const QByteArray before = fileVersion(file);
        QVERIFY(!before.isEmpty());
        const QStringList recent = Settings().recentFiles();

        const QString shot = m_dir.filePath(QStringLiteral("settings.png"));
        QTest::qWait(20); // a file written again would have another time
        const Run r
            = run({ QStringLiteral("--puzzle"), dataFile("good.txt"), QStringLiteral("--size"),
                QStringLiteral("640x480"), QStringLiteral("--screenshot"), shot });
        QVERIFY2(r.exitCode == 0, qPrintable(r.errors));
        const int lightness = meanLightness(QImage(shot));
        QVERIFY2(lightness >= 0 && lightness < 100, qPrintable(QString::number(lightness)));
        // Neither Open Recent (which --puzzle would extend) nor the window's geometry (saved on
        // closing) nor anything else was written.
        QCOMPARE(fileVersion(file), before);
        QSettings().sync();
        QCOMPARE(Settings().recentFiles(), recent);
        Settings().setTheme(Settings::Theme::System);
    }

    void themeOptionAndSavedThemeDecideTheColours()
    {
        const QString shot = m_dir.filePath(QStringLiteral("theme.png"));
        const auto lightness = [&shot](const QStringList &options) {
            const Run r = run(QStringList { QStringLiteral("--screenshot"), shot,
                                  QStringLiteral("--size"), QStringLiteral("800x600") }
                + options);
            return r.exitCode == 0 ? meanLightness(QImage(shot)) : -1;
        };
        const int dark = lightness({ QStringLiteral("--theme"), QStringLiteral("dark") });
        const int light = lightness({ QStringLiteral("--theme"), QStringLiteral("light") });
        QVERIFY2(dark >= 0 && dark < 100, qPrintable(QString::number(dark)));
        QVERIFY2(light > 180, qPrintable(QString::number(light)));
        // A dark theme chosen in the menu (saved) is used at start; --theme light wins over it.
        Settings().setTheme(Settings::Theme::Dark);
        QSettings().sync();
        const int saved = lightness({});
        QVERIFY2(saved >= 0 && saved < 100, qPrintable(QString::number(saved)));
        const int overridden = lightness({ QStringLiteral("--theme"), QStringLiteral("light") });
        QVERIFY2(overridden > 180, qPrintable(QString::number(overridden)));
    }

    void puzzleLoadsTheFile()
    {
        Game game;
        QVERIFY(playUntilAutosaved({ QStringLiteral("--puzzle"), dataFile("good.txt") }, {}, game));
        QCOMPARE(QString::fromStdString(core::writeLine(game.board())), QLatin1String(kGoodPuzzle));
        QCOMPARE(game.source(), QStringLiteral("good.txt"));
    }

    void newIgnoresTheGameInProgress()
    {
        // Without --new, the game in progress comes back (and is saved again).
        QByteArray before = writeGameInProgress();
        Game restored;
        QVERIFY(playUntilAutosaved({}, before, restored));
        QCOMPARE(restored.source(), QStringLiteral("in progress"));
        QCOMPARE(restored.board().value(0), 4);

        // With --new, a new game: a random puzzle of the bundled easy collection, nothing
        // entered. The game in progress is not lost: File > Resume has it.
        QVERIFY(ResumeList::entries().isEmpty());
        const core::ParseResult easy = PuzzleLibrary::load(PuzzleLibrary::collections().front());
        QVERIFY(easy.puzzles.size() > 100);
        const auto easyIndexOf = [&easy](const Game &game) {
            for (std::size_t i = 0; i < easy.puzzles.size(); ++i)
                if (core::writeLine(easy.puzzles[i].board) == core::writeLine(game.startBoard()))
                    return int(i);
            return -1;
        };
        QSet<int> seen;
        for (int run = 0; run < 3; ++run) {
            before = writeGameInProgress();
            Game fresh;
            QVERIFY(playUntilAutosaved({ QStringLiteral("--new") }, before, fresh));
            const int index = easyIndexOf(fresh);
            QVERIFY2(
                index >= 0, qPrintable(QString::fromStdString(core::writeLine(fresh.board()))));
            QCOMPARE(fresh.index(), index + 1);
            QCOMPARE(fresh.origin(), QStringLiteral("collection:nytimes_easy"));
            QCOMPARE(fresh.board().filledCount(), fresh.board().clueCount());
            QCOMPARE(fresh.undoStack()->count(), 0);
            seen.insert(index);
            const QList<ResumeList::Entry> kept = ResumeList::entries();
            QCOMPARE(kept.size(), run + 1);
            QCOMPARE(kept.front().source, QStringLiteral("in progress"));
            QVERIFY(kept.front().moves > 0);
        }
        // Random: three starts from 600 puzzles do not all pick the same (1 in 360,000).
        QVERIFY2(seen.size() > 1, "three starts with --new opened the same puzzle");
    }

    void langOptionAndSavedLanguageTranslateTheProgram()
    {
        // The first puzzle's source is its collection's title, in the language of the window: the
        // autosave of a new game shows which language the program started in.
        const auto newGameSource = [](const QStringList &options) {
            QFile::remove(GameFile::autosavePath());
            Game game;
            return playUntilAutosaved(QStringList { QStringLiteral("--new") } + options, {}, game)
                ? game.source()
                : QStringLiteral("(no autosave)");
        };
        const QString lang = QStringLiteral("--lang");
        QCOMPARE(newGameSource({ lang, QStringLiteral("de") }),
            QStringLiteral("New York Times – leicht"));
        QCOMPARE(
            newGameSource({ lang, QStringLiteral("en") }), QStringLiteral("New York Times — easy"));
        // The language chosen in the menu (saved) is used at start; --lang wins over it.
        Settings().setLanguage(QStringLiteral("de"));
        QSettings().sync();
        QCOMPARE(newGameSource({}), QStringLiteral("New York Times – leicht"));
        QCOMPARE(newGameSource({ lang, QStringLiteral("ja") }),
            QStringLiteral("ニューヨーク・タイムズ（初級）"));
    }

    void helpAndVersionNeedNoDisplay()
    {
        const Run version = run({ QStringLiteral("--version") }, withoutDisplay());
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.output, QStringLiteral("sudoku-tutor " SUDOKU_VERSION "\n"));
        const Run help = run({ QStringLiteral("--help") }, withoutDisplay());
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(
            help.output.contains(QStringLiteral("--screenshot <file>")), qPrintable(help.output));
        QVERIFY(help.output.contains(QStringLiteral("--version")));
        // Usage errors are reported, not an abort in Qt's platform plugin.
        const Run lang = run({ QStringLiteral("--lang"), QStringLiteral("xx") }, withoutDisplay());
        QCOMPARE(lang.exitCode, CommandLine::kUsageError);
        QVERIFY2(lang.errors.contains(QStringLiteral("--lang: \"xx\"")), qPrintable(lang.errors));
        // Each bad value named, whatever the option (the list).
        const std::pair<const char *, const char *> bad[] = { { "--size", "0x0" },
            { "--lang", "xx" }, { "--theme", "purple" }, { "--hint", "7" } };
        for (const auto &[option, value] : bad) {
            const Run r = run({ QLatin1String(option), QLatin1String(value) }, withoutDisplay());
            QCOMPARE(r.exitCode, CommandLine::kUsageError);
            QVERIFY2(r.errors.startsWith(QStringLiteral("sudoku-tutor: %1: \"%2\" is not ")
                                             .arg(QLatin1String(option), QLatin1String(value))),
                qPrintable(r.errors));
        }
        const Run unknown = run({ QStringLiteral("--bogus") }, withoutDisplay());
        QCOMPARE(unknown.exitCode, CommandLine::kUsageError);
        QVERIFY2(unknown.errors.contains(QStringLiteral("Unknown option 'bogus'")),
            qPrintable(unknown.errors));
        // The same with the offscreen platform.
        QCOMPARE(run({ QStringLiteral("--version") }).output, version.output);
    }

    void badValuesStopTheProgramWithAMessage()
    {
        const Run lang = run({ QStringLiteral("--lang"), QStringLiteral("xx") });
        QCOMPARE(lang.exitCode, CommandLine::kUsageError);
        QVERIFY2(lang.errors.contains(
                     QStringLiteral("sudoku-tutor: --lang: \"xx\" is not one of en, de, ja.")),
            qPrintable(lang.errors));
        const Run theme = run({ QStringLiteral("--theme"), QStringLiteral("purple") });
        QCOMPARE(theme.exitCode, CommandLine::kUsageError);
        const Run unknown = run({ QStringLiteral("--bogus") });
        QCOMPARE(unknown.exitCode, CommandLine::kUsageError);
        QVERIFY2(unknown.errors.contains(QStringLiteral("sudoku-tutor: Unknown option 'bogus'.")),
            qPrintable(unknown.errors));
        const Run missing = run({ QStringLiteral("--size") });
        QCOMPARE(missing.exitCode, CommandLine::kUsageError);
        QVERIFY2(missing.errors.contains(QStringLiteral("--size")), qPrintable(missing.errors));
        QVERIFY2(
            theme.errors.contains(QStringLiteral("--theme: \"purple\"")), qPrintable(theme.errors));
        // A screenshot of a puzzle that cannot be loaded (not a usage error): no picture, exit
        // status 1, and where the problem is.
        const QString shot = m_dir.filePath(QStringLiteral("bad.png"));
        const Run puzzle = run({ QStringLiteral("--screenshot"), shot, QStringLiteral("--puzzle"),
            dataFile("badchar.txt") });
        QCOMPARE(puzzle.exitCode, 1);
        QVERIFY2(puzzle.errors.contains(QStringLiteral("--puzzle: badchar.txt: line 2, column 32")),
            qPrintable(puzzle.errors));
        QVERIFY(!QFile::exists(shot));
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestGuiBinary)
#include "tst_guibinary.moc"
