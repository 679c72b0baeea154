// Fuzz target: the game file loader (GameFile::load, so the JSON reader and Game::fromJson with
// its history replay). The input is the file's bytes.
//
// What must hold: a file that does not load says why and leaves the game in progress exactly as
// it was; a file that loads saves and reloads to the same game, and its undo history leads from
// the starting state to the loaded position and back.

#include "fuzzcheck.h"

#include "board/puzzlecheck.h"
#include "game/game.h"
#include "game/gamefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUndoStack>

#include <cstdint>
#include <memory>

namespace {

// What a game is, but for its clock.
struct Snapshot
{
    core::Board board;
    core::Board start;
    std::vector<std::uint8_t> solution;
    core::SolutionStatus status;
    QString source;
    int index;
    int commands;
    int historyIndex;
    int hints;
    int mistakes;
    bool autoCandidates;
    bool completed;

    explicit Snapshot(const Game &g)
        : board { g.board() }
        , start { g.startBoard() }
        , solution { g.solution() }
        , status { g.status() }
        , source { g.source() }
        , index { g.index() }
        , commands { g.undoStack()->count() }
        , historyIndex { g.undoStack()->index() }
        , hints { g.hintsUsed() }
        , mistakes { g.mistakes() }
        , autoCandidates { g.autoCandidates() }
        , completed { g.isCompleted() }
    { }
    bool operator==(const Snapshot &) const = default;
};

// The file each input is written to: in memory (/dev/shm) where there is one. On a disk file
// system, truncating and closing the file flushed it every time (ext4), which took most of the
// target's time.
QString tempTemplate()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString base = shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath();
    return base + QStringLiteral("/fuzz_gamefile-XXXXXX");
}

struct Fixture
{
    QTemporaryDir dir { tempTemplate() };
    QString path;
    QJsonObject inProgress; // a 4x4 game with a few moves, loaded before each input
};

Fixture *fixture = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    fixture = new Fixture;
    fixture->path = fixture->dir.filePath(QStringLiteral("input.sudoku"));
    core::ParseResult r = core::parsePuzzles("1...2.3.....4...", "fuzz", core::Format::Lines);
    core::checkSolutions(r);
    Game game;
    game.start(r.puzzles.at(0), QStringLiteral("in progress"));
    game.enterDigit({ 1 }, 4);
    game.toggleCandidate({ 2, 3 }, 2);
    game.setAutoCandidates(true);
    fixture->inProgress = game.toJson();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Game game;
    QString error;
    FUZZ_CHECK(game.fromJson(fixture->inProgress, &error));
    const Snapshot before(game);
    {
        QFile file(fixture->path);
        FUZZ_CHECK(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        FUZZ_CHECK(file.write(reinterpret_cast<const char *>(data), qint64(size)) == qint64(size));
    }
    if (!GameFile::load(game, fixture->path, &error)) {
        FUZZ_CHECK(!error.isEmpty());
        FUZZ_CHECK(Snapshot(game) == before);
        return 0;
    }
    const Snapshot loaded(game);

    // Saved and read again: the same game.
    Game again;
    FUZZ_CHECK(again.fromJson(game.toJson(), &error));
    FUZZ_CHECK(Snapshot(again) == loaded);

    // The history: all the way back is the starting state, forward again the loaded position.
    QUndoStack *undo = game.undoStack();
    undo->setIndex(0);
    FUZZ_CHECK(game.board() == game.startBoard());
    undo->setIndex(undo->count());
    undo->setIndex(loaded.historyIndex);
    FUZZ_CHECK(game.board() == loaded.board);
    return 0;
}
