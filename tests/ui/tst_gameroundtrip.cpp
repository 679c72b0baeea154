// Every state the game can be in must reopen: a property test. Thousands of random play
// sequences on 4×4, 9×9 and 16×16 boards (digits, pencil marks, erase, automatic candidates
// turned on and off mid-game, Fill All, hints at every level, reveal, undo/redo, restart; with
// placing a digit updating the peers' marks or not), each
// starting from a bare puzzle or from a loaded .ss / pencil-mark / candidate-line file, are
// saved with toJson, loaded with fromJson and compared: board, pencil marks, the starting state,
// the history and its index, undo back to the start and redo to the end, the time, the hints
// (per kind) and the mistakes.
//
// Seeded and reproducible. SUDOKU_ROUNDTRIP_COUNT sets the number of sequences (default 5000),
// SUDOKU_ROUNDTRIP_SEED the first seed (default 1); a failure names the seed of its sequence,
// which replays alone with SUDOKU_ROUNDTRIP_COUNT=1 SUDOKU_ROUNDTRIP_SEED=<seed>.
#include "board/formats.h"
#include "board/puzzlecheck.h"
#include "board/solutioncounter.h"
#include "game/game.h"
#include "game/undocommands.h"
#include "logic/tutorengine.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUndoStack>

#include <numeric>
#include <random>

namespace {

struct Start
{
    core::Puzzle puzzle;
    QString label;
};

core::Puzzle checked(core::ParseResult r)
{
    core::checkSolutions(r);
    if (r.puzzles.empty())
        qFatal("test puzzle does not load: error code %d at line %d",
            r.errors.empty() ? -1 : int(r.errors.front().code),
            r.errors.empty() ? 0 : r.errors.front().line);
    return r.puzzles.front();
}

std::vector<core::Puzzle> readFile(const QString &path, int count)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    const QByteArray bytes = f.readAll();
    core::ParseResult r
        = core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()), path.toStdString());
    if (r.puzzles.size() > std::size_t(count))
        r.puzzles.resize(std::size_t(count));
    core::checkSolutions(r);
    return r.puzzles;
}

// Unique 4×4 puzzles: a full grid with its symbols and rows shuffled, clues taken away while the
// solution stays unique.
core::Puzzle make4x4(std::mt19937 &rng)
{
    const core::Geometry &g = core::Geometry::get(2, 2);
    const int base[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1 };
    int perm[5] = { 0, 1, 2, 3, 4 };
    std::shuffle(perm + 1, perm + 5, rng);
    core::Board b(g);
    for (int c = 0; c < 16; ++c)
        b.setGiven(c, perm[base[c]]);
    std::vector<int> order(16);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    core::SolutionCounter counter(g);
    for (int c : order) {
        const int v = b.value(c);
        b.setGiven(c, 0);
        if (counter.count(b).count != 1)
            b.setGiven(c, v);
    }
    core::ParseResult r;
    r.puzzles.push_back({});
    r.puzzles.back().board = b;
    return checked(std::move(r));
}

// A position part-way through: some right digits, a wrong one, some pencil marks; written in a
// file format and read back, so the game starts from what the parser gives.
core::Puzzle progressIn(const core::Puzzle &p, core::Format format, std::mt19937 &rng)
{
    core::Board b = p.board;
    const int n = b.cellCount();
    // Only .ss tells entries from givens: elsewhere a wrong digit would be a wrong given.
    int wrongLeft = format == core::Format::SimpleSudoku ? 1 : 0;
    for (int c = 0; c < n; ++c) {
        if (!b.isOpen(c))
            continue;
        const int roll = int(rng() % 10);
        if (roll < 2) {
            b.setValue(c, p.solution[std::size_t(c)]);
        } else if (roll == 2 && wrongLeft > 0) {
            b.setValue(c, p.solution[std::size_t(c)] % b.side() + 1);
            --wrongLeft;
        }
    }
    for (int c = 0; c < n; ++c)
        if (b.isOpen(c))
            b.setCandidates(c, b.computeCandidates(c) | core::bit(p.solution[std::size_t(c)]));
    std::string text;
    switch (format) {
    case core::Format::SimpleSudoku:
        text = core::writeSimpleSudoku(b);
        break;
    case core::Format::PencilMarks:
        text = core::writePencilMarks(b);
        break;
    default:
        text = core::writeCandidateLine(b);
        break;
    }
    core::ParseResult r = core::parsePuzzles(text, "progress", format);
    if (!r.ok())
        qFatal("a written position does not read back: %s", text.c_str());
    return checked(std::move(r));
}

QVector<CellState> stateOf(const Game &g)
{
    QVector<CellState> s;
    const core::Board &b = g.board();
    for (int c = 0; c < b.cellCount(); ++c)
        s.push_back({ b.value(c), b.isOpen(c) ? b.candidates(c) : 0 });
    return s;
}

QString describe(const QVector<CellState> &a, const QVector<CellState> &b)
{
    for (int c = 0; c < a.size(); ++c)
        if (!(a[c] == b[c]))
            return QStringLiteral("cell %1: %2/%3 vs %4/%5")
                .arg(c)
                .arg(a[c].value)
                .arg(a[c].candidates)
                .arg(b[c].value)
                .arg(b[c].candidates);
    return QStringLiteral("sizes %1 vs %2").arg(a.size()).arg(b.size());
}

QVector<int> randomCells(const Game &g, std::mt19937 &rng)
{
    QVector<int> cells;
    const int n = g.board().cellCount();
    const int k = 1 + int(rng() % 3);
    for (int i = 0; i < k; ++i)
        cells.push_back(int(rng() % unsigned(n)));
    return cells;
}

// One player's turn: a random action, as the window's actions make it.
void playOne(Game &g, std::mt19937 &rng, bool cheapHints)
{
    const core::Board &b = g.board();
    const int side = b.side();
    const int roll = int(rng() % 100);
    if (roll < 30) { // a digit, usually the right one
        const QVector<int> cells = randomCells(g, rng);
        const int cell = cells.front();
        const int symbol = g.hasSolution() && rng() % 4 != 0 ? g.solution()[std::size_t(cell)]
                                                             : 1 + int(rng() % unsigned(side));
        g.enterDigit(cells.mid(0, 1), symbol);
    } else if (roll < 48) {
        g.toggleCandidate(randomCells(g, rng), 1 + int(rng() % unsigned(side)));
    } else if (roll < 54) {
        g.erase(randomCells(g, rng));
    } else if (roll < 58) {
        g.setAutoCandidates(!g.autoCandidates());
    } else if (roll < 60) {
        g.fillAllCandidates();
    } else if (roll < 68) {
        // A hint: levels 1 and 2 count it, level 3 applies it (as the hint panel does: a wrong
        // digit first, then a needed candidate removed, then the next logical step).
        const int level = 1 + int(rng() % 3);
        g.countHint(QStringLiteral("k%1").arg(level));
        if (level < 3)
            return;
        const QVector<int> wrong = g.wrongEntries();
        const QVector<int> missing = g.missingSolutionCandidates();
        if (!wrong.isEmpty()) {
            g.erase({ wrong.front() });
        } else if (!missing.isEmpty()) {
            g.toggleCandidate({ missing.front() }, g.solution()[std::size_t(missing.front())]);
        } else if (!cheapHints || rng() % 4 == 0) {
            core::Step step;
            if (core::nextPathStep(g.effectiveBoard(), step))
                g.applyStep(step, QStringLiteral("Hint %1").arg(int(step.technique)));
        }
    } else if (roll < 71) {
        g.revealCell(int(rng() % unsigned(b.cellCount())));
    } else if (roll < 84) {
        g.undoStack()->undo();
    } else if (roll < 93) {
        g.undoStack()->redo();
    } else if (roll < 95) {
        g.restart();
    } else if (roll < 97) {
        g.pauseClock();
    } else {
        g.resumeClock();
    }
}

} // namespace

class TestGameRoundTrip : public QObject
{
    Q_OBJECT

private:
    std::vector<Start> m_starts;

private slots:
    void initTestCase()
    {
        std::mt19937 rng(12345);
        const QString data = QStringLiteral(SUDOKU_TEST_DATA);
        for (int i = 0; i < 4; ++i)
            m_starts.push_back({ make4x4(rng), QStringLiteral("4x4 #%1").arg(i + 1) });
        std::vector<core::Puzzle> nine = readFile(data + QStringLiteral("/nytimes_easy.txt"), 2);
        for (const core::Puzzle &p : readFile(data + QStringLiteral("/nytimes_hard.txt"), 2))
            nine.push_back(p);
        for (const core::Puzzle &p : readFile(data + QStringLiteral("/norvig_top95.txt"), 2))
            nine.push_back(p);
        for (const core::Puzzle &p : nine)
            m_starts.push_back({ p, QStringLiteral("9x9 #%1").arg(p.index) });
        for (const core::Puzzle &p : readFile(data + QStringLiteral("/sudoklify_16x16.txt"), 2))
            m_starts.push_back({ p, QStringLiteral("16x16 #%1").arg(p.index) });
        // Loaded files with entries and pencil marks as starting points: the .ss and
        // pencil-mark formats on every size, the 729-character candidate line on 9×9, and the
        // project's own sample files.
        const std::size_t bare = m_starts.size();
        for (std::size_t i = 0; i < bare; ++i) {
            const core::Puzzle p = m_starts[i].puzzle; // a copy: the vector grows below
            const QString label = m_starts[i].label;
            m_starts.push_back({ progressIn(p, core::Format::SimpleSudoku, rng),
                label + QStringLiteral(" from .ss") });
            m_starts.push_back({ progressIn(p, core::Format::PencilMarks, rng),
                label + QStringLiteral(" from pencil marks") });
            if (p.board.side() == 9)
                m_starts.push_back({ progressIn(p, core::Format::CandidateLine, rng),
                    label + QStringLiteral(" from candidates") });
        }
        for (const char *file : { "/formats/progress.ss", "/formats/candidates.txt" })
            for (const core::Puzzle &p : readFile(data + QLatin1String(file), 2))
                m_starts.push_back({ p, QLatin1String(file) });
        for (const Start &s : m_starts)
            QVERIFY2(s.puzzle.status == core::SolutionStatus::Unique, qPrintable(s.label));
    }

    void everyStateReopens()
    {
        const int count = qEnvironmentVariableIsSet("SUDOKU_ROUNDTRIP_COUNT")
            ? qEnvironmentVariableIntValue("SUDOKU_ROUNDTRIP_COUNT")
            : 5000;
        const int firstSeed = qEnvironmentVariableIsSet("SUDOKU_ROUNDTRIP_SEED")
            ? qEnvironmentVariableIntValue("SUDOKU_ROUNDTRIP_SEED")
            : 1;
        int withHistory = 0;
        int withAuto = 0;
        for (int seed = firstSeed; seed < firstSeed + count; ++seed) {
            std::mt19937 rng { unsigned(seed) };
            const Start &start = m_starts[rng() % m_starts.size()];
            const QString where = QStringLiteral("seed %1 (%2)").arg(seed).arg(start.label);

            Game game;
            // The setting persists between games: a game may start with it on.
            if (rng() % 3 == 0)
                game.setAutoCandidates(true);
            // The "placing updates pencil marks" setting (on by default) and the cell naming
            // change the changes and the history's words, not what a saved game is.
            game.setRemoveFromPeers(rng() % 4 != 0);
            game.setCellNaming(rng() % 2 ? core::CellNaming::Letter : core::CellNaming::RowColumn);
            game.start(start.puzzle, start.label, QStringLiteral("file:") + start.label);
            const int length = int(rng() % 60);
            const bool big = start.puzzle.board.side() > 9;
            for (int i = 0; i < length; ++i)
                playOne(game, rng, big);
            game.pauseClock();
            withHistory += game.undoStack()->count() > 0;
            withAuto += game.autoCandidates();

            const QByteArray saved = QJsonDocument(game.toJson()).toJson(QJsonDocument::Compact);
            Game loaded;
            QString error;
            if (qEnvironmentVariableIsSet("SUDOKU_ROUNDTRIP_DUMP")) {
                QFile dump(qEnvironmentVariable("SUDOKU_ROUNDTRIP_DUMP"));
                if (dump.open(QIODevice::WriteOnly))
                    dump.write(QJsonDocument(game.toJson()).toJson());
            }
            // The loaded clock runs from inside fromJson() until it is paused: it may gain at most
            // that long (on a loaded machine, tens of milliseconds).
            QElapsedTimer loading;
            loading.start();
            QVERIFY2(loaded.fromJson(QJsonDocument::fromJson(saved).object(), &error),
                qPrintable(where + QStringLiteral(": ") + error));
            loaded.pauseClock();
            const qint64 gained = loading.elapsed();
            const qint64 elapsed = game.elapsedMs();

            // Now, and what follows from it.
            QVERIFY2(stateOf(loaded) == stateOf(game),
                qPrintable(
                    where + QStringLiteral(": board ") + describe(stateOf(loaded), stateOf(game))));
            QCOMPARE(core::writeLine(loaded.startBoard()), core::writeLine(game.startBoard()));
            for (int c = 0; c < game.startBoard().cellCount(); ++c)
                QCOMPARE(loaded.startBoard().candidates(c), game.startBoard().candidates(c));
            QCOMPARE(loaded.undoStack()->count(), game.undoStack()->count());
            QCOMPARE(loaded.undoStack()->index(), game.undoStack()->index());
            for (int i = 0; i < game.undoStack()->count(); ++i) {
                const auto *a
                    = static_cast<const CellChangeCommand *>(game.undoStack()->command(i));
                const auto *b
                    = static_cast<const CellChangeCommand *>(loaded.undoStack()->command(i));
                QCOMPARE(b->text(), a->text());
                QCOMPARE(b->changes().size(), a->changes().size());
                for (int k = 0; k < a->changes().size(); ++k) {
                    QCOMPARE(b->changes()[k].cell, a->changes()[k].cell);
                    QVERIFY(b->changes()[k].before == a->changes()[k].before);
                    QVERIFY(b->changes()[k].after == a->changes()[k].after);
                }
            }
            QVERIFY2(loaded.elapsedMs() >= elapsed && loaded.elapsedMs() <= elapsed + gained,
                qPrintable(where
                    + QStringLiteral(": time %1 vs %2 (+ %3 loading)")
                          .arg(loaded.elapsedMs())
                          .arg(elapsed)
                          .arg(gained)));
            QCOMPARE(loaded.hintsUsed(), game.hintsUsed());
            QCOMPARE(loaded.hintsByKind(), game.hintsByKind());
            QCOMPARE(loaded.mistakes(), game.mistakes());
            QCOMPARE(loaded.isCompleted(), game.isCompleted());
            QCOMPARE(loaded.autoCandidates(), game.autoCandidates());
            QCOMPARE(loaded.hasSolution(), game.hasSolution());
            QCOMPARE(loaded.source(), game.source());
            QCOMPARE(loaded.origin(), game.origin());
            QCOMPARE(loaded.index(), game.index());

            // Undo back to the start and redo to the end: the same states on both.
            const int index = game.undoStack()->index();
            for (int i = index; i >= 0; --i) {
                game.undoStack()->setIndex(i);
                loaded.undoStack()->setIndex(i);
                QVERIFY2(stateOf(loaded) == stateOf(game),
                    qPrintable(where + QStringLiteral(": undo to %1: ").arg(i)
                        + describe(stateOf(loaded), stateOf(game))));
            }
            QVERIFY2(
                stateOf(loaded) ==
                    [&] {
                        QVector<CellState> s;
                        const core::Board &b = game.startBoard();
                        for (int c = 0; c < b.cellCount(); ++c)
                            s.push_back({ b.value(c), b.isOpen(c) ? b.candidates(c) : 0 });
                        return s;
                    }(),
                qPrintable(where + QStringLiteral(": undo does not reach the start")));
            for (int i = 0; i <= game.undoStack()->count(); ++i) {
                game.undoStack()->setIndex(i);
                loaded.undoStack()->setIndex(i);
                QVERIFY2(stateOf(loaded) == stateOf(game),
                    qPrintable(where + QStringLiteral(": redo to %1").arg(i)));
            }
        }
        qInfo(
            "%d sequences from seed %d: %d with a history, %d ending with automatic candidates on",
            count, firstSeed, withHistory, withAuto);
        QVERIFY(withHistory > count / 2);
        QVERIFY(withAuto > count / 10);
    }

    // Files written before the starting state was saved (format 1) kept loading, and those
    // that failed because their history started from automatic candidates now load too.
    void formatOneFilesLoad()
    {
        const Start &start = m_starts.at(4); // a 9×9
        Game game;
        game.setAutoCandidates(true);
        game.start(start.puzzle, start.label);
        for (int c = 0, typed = 0; c < 81 && typed < 5; ++c)
            if (game.board().isOpen(c)) {
                game.enterDigit({ c }, game.solution()[std::size_t(c)]);
                ++typed;
            }
        QJsonObject json = game.toJson();
        json.insert(QStringLiteral("version"), 1);
        json.remove(QStringLiteral("startValues"));
        json.remove(QStringLiteral("startCandidates"));
        Game loaded;
        QString error;
        QVERIFY2(loaded.fromJson(json, &error), qPrintable(error));
        QVERIFY(stateOf(loaded) == stateOf(game));
        QCOMPARE(loaded.undoStack()->count(), 5);
        loaded.undoStack()->setIndex(0);
        game.undoStack()->setIndex(0);
        QVERIFY(stateOf(loaded) == stateOf(game));
    }

    // A history that does not follow from the starting state is refused, and the game that was
    // there stays.
    void aHistoryThatDoesNotFollowIsRefused()
    {
        const Start &start = m_starts.at(4);
        Game game;
        game.start(start.puzzle, start.label);
        int open = 0;
        while (!game.board().isOpen(open))
            ++open;
        game.enterDigit({ open }, 1);
        game.enterDigit({ open }, 2);
        QJsonObject json = game.toJson();
        QJsonArray history = json.value(QStringLiteral("history")).toArray();
        QJsonObject second = history.at(1).toObject();
        QJsonArray changes = second.value(QStringLiteral("changes")).toArray();
        QJsonObject change = changes.at(0).toObject();
        change.insert(QStringLiteral("v0"), 7); // the cell held 1, not 7
        changes.replace(0, change);
        second.insert(QStringLiteral("changes"), changes);
        history.replace(1, second);
        json.insert(QStringLiteral("history"), history);
        Game other;
        other.start(start.puzzle, QStringLiteral("other"));
        other.enterDigit({ open }, 3);
        QString error;
        QVERIFY(!other.fromJson(json, &error));
        QVERIFY(error.contains(QStringLiteral("history")));
        QCOMPARE(other.board().value(open), 3);
        QCOMPARE(other.source(), QStringLiteral("other"));
    }
};

QTEST_GUILESS_MAIN(TestGameRoundTrip)
#include "tst_gameroundtrip.moc"
