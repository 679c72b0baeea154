// Crash safety of the game in progress. The real main window, played by random moves in a helper
// process (crashplayer), is killed with SIGKILL at random moments, 24 times in a row; each time a
// new main window restores the autosave, as the program does at start. The autosave must always
// read (never a half-written file: GameFile::save goes through QSaveFile), must be a position
// the player really had (crashplayer journals each one before the autosave can hold it), and is
// never lost once written. Some runs save after every move, so that kills fall in the middle of
// saves too. How much play each kill lost is printed (the time since the first
// move the autosave lacks), not asserted: it depends on the machine's load. What the loss rests
// on is asserted in process: while the player keeps moving, the autosave is still written at
// least every second.
#include "crashsignature.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "guitestsupport.h"
#include "shell/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace TestEnvironment;

namespace {

struct JournalLine
{
    qint64 ms = 0;
    QByteArray signature;
};

// The positions of a journal; killedInSave tells whether it ends inside a save (between the
// "!saving" and "!saved" marks of crashplayer's save storm).
QVector<JournalLine> readJournal(const QString &path, bool *killedInSave = nullptr)
{
    QVector<JournalLine> lines;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    bool inSave = false;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const qsizetype space = line.indexOf(' ');
        if (space <= 0)
            continue;
        const QByteArray text = line.mid(space + 1);
        if (text.startsWith('!'))
            inSave = text == "!saving";
        else
            lines.push_back({ line.left(space).toLongLong(), text });
    }
    if (killedInSave)
        *killedInSave = inSave;
    return lines;
}

QByteArray fileVersion(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Files beside the autosave other than itself: kept-aside unreadable autosaves.
QStringList unreadableCopies()
{
    const QFileInfo autosave(GameFile::autosavePath());
    return autosave.dir().entryList({ autosave.fileName() + QStringLiteral(".unreadable-*") });
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private slots:
    void init() { QFile::remove(GameFile::autosavePath()); }

    void continuousPlayIsAutosavedEverySecond()
    {
        MainWindow w(false);
        w.autosave()->setEnabled(true);
        QVERIFY(w.gameFiles()->loadText(QLatin1String(kGoodPuzzle), QStringLiteral("continuous")));
        QTest::qWait(1000);
        const QByteArray start = fileVersion(GameFile::autosavePath());
        QVERIFY(!start.isEmpty());
        // A move every 100 ms for 3 s: the autosave must not wait for the player to pause.
        QVector<QByteArray> versions { start };
        int cell = 0;
        for (int i = 0; i < 30; ++i) {
            while (!w.game()->board().isOpen(cell))
                ++cell;
            w.game()->toggleCandidate({ cell }, 1 + i % 9);
            QTest::qWait(100);
            const QByteArray now = fileVersion(GameFile::autosavePath());
            if (now != versions.back())
                versions.push_back(now);
        }
        QVERIFY2(versions.size() >= 3,
            qPrintable(QStringLiteral("%1 autosaves in 3 s of play").arg(versions.size() - 1)));
        // And a second after the last move, the autosave holds it.
        QTest::qWait(1000);
        Game saved;
        QString error;
        QVERIFY2(GameFile::load(saved, GameFile::autosavePath(), &error), qPrintable(error));
        QCOMPARE(signature(saved), signature(*w.game()));
    }

    void killedAtRandomMomentsTheRestoredGameIsOneThatWasPlayed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QRandomGenerator random(18);
        // At least 24 kills; more (up to 96) until one has fallen in the middle of a save: whether
        // one does is a matter of timing, and on a loaded machine 24 kills sometimes miss them all.
        constexpr int kTrials = 24;
        constexpr int kMaxTrials = 96;
        int trials = 0;
        QByteArray restored; // the position the last check restored
        qint64 worstLoss = 0;
        qint64 totalLoss = 0;
        int lossless = 0;
        int killsInSave = 0;
        for (int trial = 0; trial < kTrials || (killsInSave == 0 && trial < kMaxTrials); ++trial) {
            ++trials;
            const QString journal = dir.filePath(QStringLiteral("journal-%1.txt").arg(trial));
            QProcess player;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            // The test's own platform (ctest runs it offscreen, and once under xvfb-run on a
            // real X server), offscreen when none is set.
            if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
                env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            player.setProcessEnvironment(env);
            player.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            player.start(QStringLiteral(SUDOKU_CRASHPLAYER),
                { QString::number(random.generate()), journal });
            QVERIFY(player.waitForStarted());
            // Once it plays (its first line is the position it restored), kill it at a random
            // moment in the next 0.1 to 2.5 s.
            QTRY_VERIFY_WITH_TIMEOUT(!readJournal(journal).isEmpty(), 30000);
            QTest::qWait(100 + int(random.bounded(2400)));
            player.kill(); // SIGKILL
            QVERIFY(player.waitForFinished());
            QCOMPARE(player.exitStatus(), QProcess::CrashExit);

            bool inSave = false;
            const QVector<JournalLine> lines = readJournal(journal, &inSave);
            QVERIFY(!lines.isEmpty());
            killsInSave += inSave ? 1 : 0;
            if (!restored.isEmpty()) // it went on from the game the previous check restored
                QCOMPARE(lines.front().signature, restored);

            // Never corrupt, never lost: the autosave reads...
            Game saved;
            QString error;
            QVERIFY2(QFile::exists(GameFile::autosavePath()) || trial == 0,
                qPrintable(QStringLiteral("trial %1: the autosave is gone").arg(trial)));
            if (!QFile::exists(GameFile::autosavePath())) {
                restored.clear(); // nothing saved yet: the next run starts afresh
                continue;
            }
            QVERIFY2(GameFile::load(saved, GameFile::autosavePath(), &error),
                qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(error)));
            // ... and is the game a new main window restores ...
            {
                MainWindow w(true);
                QVERIFY2(
                    w.gameFiles()->lastError().isEmpty(), qPrintable(w.gameFiles()->lastError()));
                QCOMPARE(signature(*w.game()), signature(saved));
                restored = signature(*w.game());
            }
            QVERIFY(unreadableCopies().isEmpty());
            // ... and a position the player had: the latest journal line like it.
            const auto match = std::find_if(lines.rbegin(), lines.rend(),
                [&](const JournalLine &l) { return l.signature == restored; });
            QVERIFY2(match != lines.rend(),
                qPrintable(
                    QStringLiteral("trial %1: the restored game was never played").arg(trial)));
            // What was lost: the moves after it, from the first of them to the kill.
            const qsizetype kept = lines.rend() - match; // lines up to and with the match
            if (kept == lines.size()) {
                ++lossless;
                continue;
            }
            const qint64 loss = lines.back().ms - lines.at(kept).ms;
            worstLoss = std::max(worstLoss, loss);
            totalLoss += loss;
        }
        qInfo("%d kills: %d lost nothing; the others lost the last %lld ms of play at most "
              "(%lld ms on average)",
            trials, lossless, worstLoss, trials > lossless ? totalLoss / (trials - lossless) : 0);
        qInfo("%d kills fell in the middle of a save", killsInSave);
        QVERIFY(killsInSave > 0); // the save storm makes sure some do
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
