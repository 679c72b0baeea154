// A helper of tst_crashsafety, not a test: the real main window (restoring the game in progress,
// autosaving as in the program) played by random moves until it is killed.
//
//   crashplayer SEED JOURNAL
//
// Every few milliseconds it makes one random move (a digit, a pencil mark, an erase, an undo or
// redo, now and then a new game) and appends the position after it to JOURNAL, one line per move
// ("milliseconds-since-start signature") before anything can save it, so the autosave can only
// hold a position that is already in the journal. The first line is the position restored at
// start. tst_crashsafety kills it with SIGKILL and reads the autosave back.
#include "crashsignature.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamefiles.h"
#include "game/puzzlepicker.h"
#include "shell/commandline.h"
#include "shell/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: crashplayer SEED JOURNAL\n");
        return 2;
    }
    QApplication app(argc, argv);
    CommandLine::setApplicationIdentity();
    QRandomGenerator random(QByteArray(argv[1]).toUInt() + 1);
    QFile journal(QString::fromLocal8Bit(argv[2]));
    if (!journal.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
        return 1;

    MainWindow window(true);
    window.show();
    Game *game = window.game();
    QElapsedTimer clock;
    clock.start();
    const auto note = [&] {
        // Unbuffered: the line is with the system before the next event, so a kill loses none.
        journal.write(QByteArray::number(clock.elapsed()) + ' ' + signature(*game) + '\n');
    };
    note();
    // Two runs in three play on a 25x25 board with every candidate filled in, whose autosave is
    // large; in one of them the game is also saved after every move, as fast as it goes, so that
    // most kills land in the middle of a save.
    const quint32 seed = QByteArray(argv[1]).toUInt();
    const bool saveStorm = seed % 3 == 1;
    if (seed % 3 != 2 && game->geometry().side() != 25) {
        window.gameFiles()->loadText(QString(625, QLatin1Char('.')), QStringLiteral("empty 25x25"));
        game->fillAllCandidates();
        note();
    }

    QTimer mover;
    mover.setInterval(7);
    QObject::connect(&mover, &QTimer::timeout, [&] {
        const core::Board &board = game->board();
        int cell = int(random.bounded(board.cellCount()));
        const int symbol = 1 + int(random.bounded(board.side()));
        const int action = int(random.bounded(100));
        if (action < 45)
            game->enterDigit({ cell }, symbol);
        else if (action < 75)
            game->toggleCandidate({ cell, (cell + 1) % board.cellCount() }, symbol);
        else if (action < 85)
            game->erase({ cell });
        else if (action < 93)
            game->undoStack()->undo();
        else if (action < 99)
            game->undoStack()->redo();
        else if (const auto pick = PuzzlePicker::fromCollection(int(random.bounded(2))))
            window.gameFiles()->startPuzzle(pick->puzzle, pick->source);
        note();
        if (saveStorm) {
            // Marked in the journal, so the test knows when a kill fell inside a save.
            journal.write(QByteArray::number(clock.elapsed()) + " !saving\n");
            window.autosave()->save();
            journal.write(QByteArray::number(clock.elapsed()) + " !saved\n");
        }
    });
    mover.start();
    return QApplication::exec();
}
