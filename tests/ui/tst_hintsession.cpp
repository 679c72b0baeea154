// Play's hint without a widget (HintSession): the three levels on a position, the step applied
// as one undoable command, the statistics counted once per position, the player's mistakes
// reported before any logic, a worker's answer for a position the player has left dropped, and
// the one-way flow (a request changes the state once, then tells).
#include "common/asyncrunner.h"
#include "game/game.h"
#include "guitestsupport.h"
#include "play/hintsession.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QUndoStack>

#include <atomic>

using namespace TestEnvironment;

namespace {

QString idOf(core::Technique technique)
{
    return QString::fromLatin1(core::techniqueId(technique));
}

// Every placement and elimination of the step agrees with the solution.
bool agreesWithSolution(const Game &game, const core::Step &step)
{
    for (const auto &p : step.placements)
        if (game.solution()[std::size_t(p.cell)] != p.symbol)
            return false;
    for (const auto &e : step.eliminations)
        if (game.solution()[std::size_t(e.cell)] == e.symbol)
            return false;
    return !step.placements.empty() || !step.eliminations.empty();
}

// Waits until every worker has ended and its answer has reached the GUI thread.
void drainWorkers()
{
    AsyncRunner::workPool()->waitForDone();
    for (int i = 0; i < 5; ++i)
        QTest::qWait(20);
}

} // namespace

class TestHintSession : public QObject
{
    Q_OBJECT

private slots:
    void threeLevelsOnAPosition()
    {
        Game game;
        game.start(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        HintSession session(&game);
        QSignalSpy ready(&session, &HintSession::hintReady);
        QSignalSpy applied(&session, &HintSession::stepApplied);
        QCOMPARE(session.level(), 0);
        QCOMPARE(session.kind(), HintSession::Kind::None);

        // Level 1: the worker finds the first step of the tutor's path, a Hidden Single H3 = 6.
        session.request(1);
        QVERIFY(session.isBusy());
        QTRY_COMPARE(ready.count(), 1);
        QCOMPARE(ready.at(0).at(0).toInt(), 1);
        QVERIFY(!session.isBusy());
        QCOMPARE(session.level(), 1);
        QCOMPARE(session.kind(), HintSession::Kind::Step);
        QCOMPARE(session.step()->technique, core::Technique::HiddenSingle);
        QCOMPARE(session.step()->placements.size(), std::size_t(1));
        QCOMPARE(session.step()->placements.front().cell, cellNamed("H3"));
        QCOMPARE(session.step()->placements.front().symbol, 6);
        QVERIFY(!session.isApplied());

        // Level 2: the same hint, known already: no worker.
        session.request(2);
        QVERIFY(!session.isBusy());
        QCOMPARE(ready.count(), 2);
        QCOMPARE(session.level(), 2);
        QCOMPARE(session.step()->placements.front().cell, cellNamed("H3"));
        QCOMPARE(game.board().value(cellNamed("H3")), 0); // nothing applied yet
        QCOMPARE(applied.count(), 0);

        // Level 3: the step applied, one undoable command named after the technique.
        const int before = game.undoStack()->count();
        session.request(3);
        QCOMPARE(ready.count(), 3);
        QCOMPARE(session.level(), 3);
        QVERIFY(session.isApplied());
        QCOMPARE(game.board().value(cellNamed("H3")), 6);
        QCOMPARE(game.undoStack()->count(), before + 1);
        QVERIFY(game.undoStack()->text(before).startsWith(QStringLiteral("Hidden Single")));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.at(0).at(0).value<core::Step>().placements.front().cell, cellNamed("H3"));

        // Level 3 again: a new position, a new step, applied; every one sound.
        for (int i = 0; i < 3; ++i) {
            session.request(3);
            QTRY_COMPARE(ready.count(), 4 + i);
            QVERIFY(session.isApplied());
            QVERIFY(agreesWithSolution(game, *session.step()));
        }
        QCOMPARE(game.undoStack()->count(), before + 4);
        // The fourth step of the path is the Naked Pair in box 2.
        QCOMPARE(session.step()->technique, core::Technique::NakedPair);
        QVERIFY(!(game.board().candidates(cellNamed("B4")) & (core::bit(1) | core::bit(9))));
    }

    void statisticsCountOncePerPosition()
    {
        Game game;
        game.start(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        HintSession session(&game);
        QSignalSpy ready(&session, &HintSession::hintReady);
        session.request(1);
        QTRY_COMPARE(ready.count(), 1);
        for (int level : { 2, 1, 2, 1 })
            session.request(level);
        QCOMPARE(ready.count(), 5);
        QCOMPARE(game.hintsUsed(), 1);
        QCOMPARE(game.hintsByKind().value(idOf(core::Technique::HiddenSingle)), 1);
        // Applying it is the same hint: still one.
        session.request(3);
        QCOMPARE(game.hintsUsed(), 1);
        // The next position's hint counts again, once.
        session.request(2);
        QTRY_COMPARE(ready.count(), 7);
        session.request(1);
        session.request(2);
        QCOMPARE(game.hintsUsed(), 2);
        QCOMPARE(game.hintsByKind().value(idOf(core::Technique::HiddenSingle)), 2);

        // A step looked at in the list is not a hint; one applied from the list is.
        core::Step listed = *session.step();
        session.showStep(listed);
        QCOMPARE(session.level(), 2);
        QCOMPARE(game.hintsUsed(), 2);
        QSignalSpy clearedSpy(&session, &HintSession::cleared);
        QSignalSpy applied(&session, &HintSession::stepApplied);
        session.applyListedStep(listed);
        QCOMPARE(game.hintsUsed(), 3);
        QCOMPARE(applied.count(), 1);
        // The board changed: the panel goes back to its invitation.
        QCOMPARE(clearedSpy.count(), 1);
        QCOMPARE(session.level(), 0);
        QCOMPARE(session.kind(), HintSession::Kind::None);
        QCOMPARE(
            game.board().value(listed.placements.front().cell), listed.placements.front().symbol);
    }

    void aWrongDigitIsReportedBeforeLogic()
    {
        Game game;
        game.start(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        HintSession session(&game);
        std::atomic<int> searches { 0 };
        session.setStepFinder([&searches](const core::Board &, const std::atomic<bool> &) {
            ++searches;
            return std::optional<core::Step>();
        });
        QSignalSpy ready(&session, &HintSession::hintReady);
        const int a1 = cellNamed("A1");
        const int wrong = game.solution()[std::size_t(a1)] % 9 + 1;
        game.enterDigit({ a1 }, wrong);

        // At once, on the GUI thread: the wrong digit, and no search.
        session.request(1);
        QCOMPARE(ready.count(), 1);
        QVERIFY(!session.isBusy());
        QCOMPARE(session.kind(), HintSession::Kind::WrongDigit);
        QCOMPARE(session.problemCell(), a1);
        QCOMPARE(session.problemDigit(), wrong);
        QCOMPARE(game.hintsByKind().value(Game::kMistakeHint), 1);
        // Level 3 removes it (undoably).
        session.request(3);
        QVERIFY(session.isApplied());
        QCOMPARE(game.board().value(a1), 0);
        QCOMPARE(game.hintsUsed(), 1);

        // A pencil mark the solution needs, removed: put back at level 3.
        game.fillAllCandidates();
        const int needed = game.solution()[std::size_t(a1)];
        game.toggleCandidate({ a1 }, needed);
        session.request(2);
        QCOMPARE(session.kind(), HintSession::Kind::MissingCandidate);
        QCOMPARE(session.problemCell(), a1);
        QCOMPARE(session.problemDigit(), needed);
        session.request(3);
        QVERIFY(game.board().candidates(a1) & core::bit(needed));
        QCOMPARE(game.hintsByKind().value(Game::kMistakeHint), 2);
        QCOMPARE(searches.load(), 0);

        // With the position right again, the logic is asked; it finds nothing here.
        session.request(1);
        QTRY_COMPARE(session.kind(), HintSession::Kind::NothingFound);
        QCOMPARE(searches.load(), 1);
        // Nothing found is no hint used, and Apply has nothing to apply.
        const int entries = game.undoStack()->count();
        session.request(3);
        QCOMPARE(session.kind(), HintSession::Kind::NothingFound);
        QVERIFY(!session.isApplied());
        QCOMPARE(game.undoStack()->count(), entries);
        QCOMPARE(game.hintsUsed(), 2);
    }

    void aSolvedBoardSaysSolved()
    {
        const core::Puzzle known = puzzleFromLine(kNakedPairPuzzle);
        std::string line = core::writeLine(known.board);
        for (int c = 0; c < 81; ++c)
            line[std::size_t(c)] = char('0' + known.solution[std::size_t(c)]);
        Game game;
        game.start(puzzleFromLine(line.c_str()), QStringLiteral("solved"));
        HintSession session(&game);
        session.request(3);
        QCOMPARE(session.kind(), HintSession::Kind::Solved);
        QCOMPARE(session.level(), 3);
        QVERIFY(!session.isApplied());
        QCOMPARE(game.undoStack()->count(), 0);
        QCOMPARE(game.hintsUsed(), 0);
    }

    // A worker that answers after the player moved: its step is of the old position and is
    // dropped; the next request works on the new one.
    void aStaleResultIsDropped()
    {
        Game game;
        game.start(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        HintSession session(&game);
        std::atomic<bool> release { false };
        std::atomic<int> searches { 0 };
        core::Step old;
        old.technique = core::Technique::NakedSingle;
        old.placements = { { cellNamed("A1"), game.solution()[std::size_t(cellNamed("A1"))] } };
        // Ignores the stop flag: it answers however late, as a busy worker may.
        session.setStepFinder([&](const core::Board &, const std::atomic<bool> &) {
            ++searches;
            while (!release.load())
                QThread::msleep(1);
            return std::optional<core::Step>(old);
        });
        QSignalSpy ready(&session, &HintSession::hintReady);
        QSignalSpy cleared(&session, &HintSession::cleared);
        session.request(2);
        QVERIFY(session.isBusy());
        QTRY_COMPARE(searches.load(), 1);

        game.enterDigit({ cellNamed("H3") }, 6); // the player moves on
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!session.isBusy());
        release.store(true);
        drainWorkers();
        QCOMPARE(ready.count(), 0);
        QCOMPARE(session.kind(), HintSession::Kind::None);
        QCOMPARE(session.level(), 0);
        QVERIFY(!session.step());
        QCOMPARE(game.hintsUsed(), 0);
        QCOMPARE(game.board().value(cellNamed("A1")), 0);

        // The next request is for the new position (the tutor's own finder again).
        session.setStepFinder({});
        session.request(2);
        QTRY_COMPARE(ready.count(), 1);
        QCOMPARE(session.kind(), HintSession::Kind::Step);
        QCOMPARE(session.step()->technique, core::Technique::HiddenSingle);
        QCOMPARE(session.step()->placements.front().cell, cellNamed("I2"));
        QCOMPARE(game.hintsUsed(), 1);
    }

    // A request asked again at another level while the worker runs: the answer comes once, at
    // the level asked last.
    void theLastLevelAskedWins()
    {
        Game game;
        game.start(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        HintSession session(&game);
        QSignalSpy ready(&session, &HintSession::hintReady);
        session.request(1);
        session.request(2);
        QTRY_COMPARE(ready.count(), 1);
        drainWorkers();
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.at(0).at(0).toInt(), 2);
        QCOMPARE(session.level(), 2);
    }

    // The flow is one way: applying changes the board and then the state once, and the views
    // hear of it after, never in between (the panel used to be re-entered in the middle).
    void applyingTellsOnceWithTheFinalState()
    {
        Game game;
        game.start(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        HintSession session(&game);
        QSignalSpy ready(&session, &HintSession::hintReady);
        session.request(2);
        QTRY_COMPARE(ready.count(), 1);
        struct Seen
        {
            int level;
            bool applied;
            int value;
        };
        QVector<Seen> seen;
        connect(&session, &HintSession::changed, this, [&] {
            seen.push_back(
                { session.level(), session.isApplied(), game.board().value(cellNamed("H3")) });
        });
        QSignalSpy cleared(&session, &HintSession::cleared);
        session.request(3);
        QCOMPARE(cleared.count(), 0);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.front().level, 3);
        QVERIFY(seen.front().applied);
        QCOMPARE(seen.front().value, 6);
        // The next move clears it.
        game.undoStack()->undo();
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(session.level(), 0);
        QVERIFY(!session.isApplied());
    }
};

QTEST_GUILESS_MAIN(TestHintSession)
#include "tst_hintsession.moc"
