// The malformed corpus (tests/data/malformed, made by its generate.py) through the GUI's loader:
// GameFiles::openFile and GameFile::load must refuse every file with a message that names the
// line and column or the field (the regular expression of the corpus' index.txt), and keep the
// game in progress exactly as it was. The inputs too big to commit are made here: 10 MB strings
// in a saved game and in puzzle files, a file over the size limit, /dev/zero, directories.
#include "board/puzzlecheck.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "guitestsupport.h"
#include "shell/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace TestEnvironment;

namespace {

const QString kCorpus = QStringLiteral(SUDOKU_TEST_DATA "/malformed");

// What the player would lose: the position, where it came from, its history.
struct Snapshot
{
    core::Board board;
    QString source;
    int commands = 0;
    int historyIndex = 0;

    explicit Snapshot(const Game &g)
        : board { g.board() }
        , source { g.source() }
        , commands { g.undoStack()->count() }
        , historyIndex { g.undoStack()->index() }
    { }
    bool operator==(const Snapshot &) const = default;
};

// index.txt: "file<TAB>regular expression" per line, '#' comments.
void addIndexRows(const QString &kind)
{
    QFile index(kCorpus + QLatin1Char('/') + kind + QStringLiteral("/index.txt"));
    QVERIFY2(index.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(index.fileName()));
    int rows = 0;
    while (!index.atEnd()) {
        const QString line = QString::fromUtf8(index.readLine()).chopped(1);
        if (line.startsWith(QLatin1Char('#')) || line.isEmpty())
            continue;
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        QVERIFY(tab > 0);
        const QString file = line.left(tab);
        QTest::newRow(qPrintable(file))
            << kCorpus + QLatin1Char('/') + kind + QLatin1Char('/') + file << line.mid(tab + 1);
        ++rows;
    }
    QVERIFY2(rows >= 50, "the corpus holds at least 50 files of each kind");
}

} // namespace

class TestMalformed : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    // Opens a file that must be refused: the message matches, the game stays.
    void refuse(const QString &path, const QString &expected)
    {
        const Snapshot before(*m_window->game());
        QVERIFY2(!m_window->gameFiles()->openFile(path), qPrintable(path));
        const QString error = m_window->gameFiles()->lastError();
        QVERIFY2(QRegularExpression(expected).match(error).hasMatch(),
            qPrintable(QStringLiteral("'%1' does not name '%2'").arg(error, expected)));
        QVERIFY(Snapshot(*m_window->game()) == before);
        QVERIFY(
            m_window->gameFiles()->errorBox() && m_window->gameFiles()->errorBox()->isVisible());
        m_window->gameFiles()->errorBox()->close();
    }

    // The same straight through GameFile::load, on a game with a history of its own.
    static void refuseGame(const QString &path, const QString &expected)
    {
        Game game;
        core::ParseResult r = core::parsePuzzles(kGoodPuzzle, "good");
        core::checkSolutions(r);
        game.start(r.puzzles.at(0), QStringLiteral("in progress"));
        game.enterDigit({ 0 }, 4);
        game.toggleCandidate({ 1 }, 7);
        game.undoStack()->undo();
        const Snapshot before(game);
        QString error;
        QVERIFY(!GameFile::load(game, path, &error));
        QVERIFY2(QRegularExpression(expected).match(error).hasMatch(),
            qPrintable(QStringLiteral("'%1' does not name '%2'").arg(error, expected)));
        QVERIFY(Snapshot(game) == before);
    }

    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return f.fileName();
    }

    // The corpus' valid 9x9 game (the one its game files are made from), to change.
    static QJsonObject validGame()
    {
        QFile f(QStringLiteral(SUDOKU_FUZZ_SEEDS "/gamefile/9x9_auto.sudoku"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(f.readAll()).object();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = std::make_unique<MainWindow>(false);
        m_window->autosave()->setEnabled(false);
        QVERIFY(m_window->gameFiles()->loadText(
            QLatin1String(kGoodPuzzle), QStringLiteral("in progress")));
        m_window->game()->enterDigit({ 0 }, 4);
        m_window->game()->enterDigit({ 1 }, 8);
    }

    void thePlayersGameIsValid()
    {
        // The game the other tests keep: loaded, with two moves.
        QCOMPARE(m_window->game()->source(), QStringLiteral("in progress"));
        QCOMPARE(m_window->game()->undoStack()->count(), 2);
        // And the corpus' base game loads (each bad file differs from it in one place).
        Game game;
        QString error;
        QVERIFY2(game.fromJson(validGame(), &error), qPrintable(error));
    }

    void puzzleFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        addIndexRows(QStringLiteral("puzzles"));
    }

    void puzzleFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        refuse(path, expected);
    }

    void gameFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        addIndexRows(QStringLiteral("games"));
    }

    void gameFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        refuse(path, expected);
        refuseGame(path, expected);
    }

    void tenMegabyteStringsInAGame()
    {
        const QString huge(10 * 1024 * 1024, QLatin1Char('7'));
        struct Case
        {
            const char *name;
            std::function<void(QJsonObject &)> edit;
            QString expected;
        };
        const QVector<Case> cases = {
            { "givens", [&](QJsonObject &g) { g[QStringLiteral("givens")] = huge; },
                QStringLiteral("\"givens\" has 10485760 characters, expected 81") },
            { "source", [&](QJsonObject &g) { g[QStringLiteral("source")] = huge; },
                QStringLiteral("\"source\" is longer than 10000 characters") },
            { "format", [&](QJsonObject &g) { g[QStringLiteral("format")] = huge; },
                QStringLiteral("\"format\" is longer than 100 characters") },
            { "history text",
                [&](QJsonObject &g) {
                    QJsonArray history = g[QStringLiteral("history")].toArray();
                    QJsonObject entry = history.at(0).toObject();
                    entry[QStringLiteral("text")] = huge;
                    history[0] = entry;
                    g[QStringLiteral("history")] = history;
                },
                QStringLiteral("\"history\\[0\\].text\" is longer than 10000 characters") },
            { "a key", [&](QJsonObject &g) { g.insert(huge, 1); },
                QString() }, // an unknown key is ignored: the game loads
        };
        for (const Case &c : cases) {
            QJsonObject game = validGame();
            c.edit(game);
            const QString path = write(QStringLiteral("huge-%1.sudoku").arg(QLatin1String(c.name)),
                QJsonDocument(game).toJson(QJsonDocument::Compact));
            QVERIFY(!path.isEmpty());
            if (c.expected.isEmpty()) {
                Game loaded;
                QString error;
                QVERIFY2(GameFile::load(loaded, path, &error), qPrintable(error));
                continue;
            }
            refuse(path, c.expected);
            refuseGame(path, c.expected);
        }
    }

    void hugeEndlessAndUnreadablePuzzleFiles()
    {
        QByteArray digits;
        while (digits.size() < 10 * 1024 * 1024)
            digits += "123456789";
        refuse(write(QStringLiteral("ten-mb-line.txt"), digits + '\n'),
            QStringLiteral("line 1: puzzle line has 10485765 character.*, expected 81"));
        refuse(write(QStringLiteral("ten-mb-x.txt"), QByteArray(10 * 1024 * 1024, 'x')),
            QStringLiteral("line 1"));

        // Over the size limit (a sparse file: nothing written), and a file that never ends.
        QFile over(m_dir.filePath(QStringLiteral("over-the-limit.txt")));
        QVERIFY(over.open(QIODevice::WriteOnly));
        QVERIFY(over.resize(qint64(core::kMaxFileBytes) + 1));
        over.close();
        refuse(over.fileName(), QStringLiteral("larger than 64 MiB, the most that is read"));
        refuse(QStringLiteral("/dev/zero"), QStringLiteral("larger than 64 MiB"));
        // The same limit for a saved game.
        QVERIFY(QFile::copy(over.fileName(), m_dir.filePath(QStringLiteral("over.sudoku"))));
        refuse(m_dir.filePath(QStringLiteral("over.sudoku")),
            QStringLiteral("over.sudoku is larger than 64 MiB"));
        refuseGame(m_dir.filePath(QStringLiteral("over.sudoku")), QStringLiteral("larger than"));

        // Directories (one named like a saved game) and a file that is not there.
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("folder.txt")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("folder.sudoku")));
        refuse(
            m_dir.filePath(QStringLiteral("folder.txt")), QStringLiteral("cannot open the file"));
        refuse(m_dir.filePath(QStringLiteral("folder.sudoku")), QStringLiteral("cannot be read"));
        refuseGame(
            m_dir.filePath(QStringLiteral("folder.sudoku")), QStringLiteral("cannot be read"));
        refuse(
            m_dir.filePath(QStringLiteral("missing.txt")), QStringLiteral("cannot open the file"));
        refuseGame(
            m_dir.filePath(QStringLiteral("missing.sudoku")), QStringLiteral("cannot be read"));
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestMalformed)
#include "tst_malformed.moc"
