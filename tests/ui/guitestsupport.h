#pragma once

// What the GUI tests of the program's promises share (tst_commandline, tst_files, tst_settings,
// tst_guibinary): an isolated main(), the test data, a game in progress to save.
//
// A main() for Qt tests that touch settings, the autosave or recent files: before the
// application starts, the XDG config, data and cache folders point into a fresh temporary
// folder of this run, so the test sees neither the user's settings and saved game nor another
// test's (ctest runs tests in parallel). The application has the names sudoku-tutor sets, so
// QSettings and GameFile::autosavePath() resolve as in the program.

#include "board/puzzlecheck.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "run/record/runspec.h"
#include "shell/commandline.h"

#include <QApplication>
#include <QColor>
#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <ctime>

namespace TestEnvironment {

// Points XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_CACHE_HOME under root.
inline bool isolate(const QTemporaryDir &root)
{
    if (!root.isValid())
        return false;
    for (const char *name : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME" }) {
        const QString dir = root.filePath(QLatin1String(name));
        if (!QDir().mkpath(dir))
            return false;
        qputenv(name, QFile::encodeName(dir));
    }
    return true;
}

// tests/ui/data/good.txt: a puzzle with one solution.
inline const char *const kGoodPuzzle
    = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

// NYTimes hard #4: two hidden singles, a pointing, then a Naked Pair 1, 9 in box 2 (B5, C5).
inline const char *const kNakedPairPuzzle
    = "..93...8.86...7..55....8..6.......4......12.36...2.....72......4..8..35...5.4.1..";

// A puzzle from one line, its solution checked.
inline core::Puzzle puzzleFromLine(const char *line)
{
    core::ParseResult r = core::parsePuzzles(line, "test");
    core::checkSolutions(r);
    return r.puzzles.at(0);
}

// A cell of the 9×9 board by its name (A1 or r1c1).
inline int cellNamed(const char *name)
{
    return *core::Geometry::classic().parseCellName(name);
}

inline QString dataFile(const char *name)
{
    return QStringLiteral(SUDOKU_UI_TEST_DATA "/") + QLatin1String(name);
}

// Writes the autosave of a game in progress: the good puzzle, source "in progress", a 4 in A1.
inline bool saveGameInProgress()
{
    Game game;
    core::ParseResult r = core::parsePuzzles(kGoodPuzzle, "test");
    core::checkSolutions(r);
    game.start(r.puzzles.at(0), QStringLiteral("in progress"));
    game.enterDigit({ 0 }, 4);
    QString error;
    return GameFile::save(game, GameFile::autosavePath(), &error);
}

// Mean lightness (0-255) of an image, to tell a dark theme from a light one.
inline int meanLightness(const QImage &image)
{
    qint64 sum = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            sum += QColor(image.pixel(x, y)).lightness();
    return image.isNull() ? -1 : int(sum / (qint64(image.width()) * image.height()));
}

// The calling thread's own CPU time in microseconds: a stall measured in it does not count the
// time the machine gave to other programs.
inline qint64 threadCpuMicros()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000 + ts.tv_nsec / 1000;
}

// The run spec of the CLI's words (run/record/runspec.h); a bad spec ends the test run, naming why.
inline core::RunSpec specOf(const QString &words)
{
    std::string error;
    const auto spec = core::parseRunSpec(words.toStdString(), &error);
    if (!spec)
        qFatal("bad spec %s: %s", qPrintable(words), error.c_str());
    return *spec;
}

} // namespace TestEnvironment

#define SUDOKU_ISOLATED_TEST_MAIN(TestClass)                                                       \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        QTemporaryDir root;                                                                        \
        if (!TestEnvironment::isolate(root)) {                                                     \
            std::fprintf(stderr, "cannot create a temporary settings folder\n");                   \
            return 2;                                                                              \
        }                                                                                          \
        QApplication app(argc, argv);                                                              \
        CommandLine::setApplicationIdentity();                                                     \
        TestClass test;                                                                            \
        return QTest::qExec(&test, argc, argv);                                                    \
    }
