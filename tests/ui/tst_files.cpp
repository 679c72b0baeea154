// Files through the real actions: Save As (Ctrl+Shift+S) and Save (Ctrl+S), Open (Ctrl+O), the Open
// Recent menu, the question before a game with moves is replaced, File > Resume. The file dialog is
// replaced by an answer (GameFiles::setFileNameAsker), so nothing blocks; everything after the
// dialog is the program's own code.
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "game/resumelist.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "play/playworkspace.h"
#include "shell/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace TestEnvironment;

namespace {

const char *kOther
    = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

QString line(const MainWindow &w)
{
    return QString::fromStdString(core::writeLine(w.game()->board()));
}

// One question the window asked instead of showing a file dialog.
struct Question
{
    QString caption;
    QString filter;
    bool save = false;
};

} // namespace

class TestFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QList<Question> m_asked;

    // Answers every file question with `answer` and records it.
    void answerWith(MainWindow &w, const QString &answer)
    {
        w.gameFiles()->setFileNameAsker(
            [this, answer](const QString &caption, const QString &filter, bool save) {
                m_asked.push_back({ caption, filter, save });
                return answer;
            });
    }

    void startOn(MainWindow &w, const QString &file)
    {
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.gameFiles()->openFile(file));
        w.playWorkspace()->gridView()->setFocus();
    }

    void typeAt(MainWindow &w, int cell, Qt::Key key, Qt::KeyboardModifiers mods = {})
    {
        w.playWorkspace()->gridModel()->setSelectedCell(cell);
        QTest::keyClick(w.playWorkspace()->gridView(), key, mods);
    }

    QString writeFile(const QString &name, const char *text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(text);
        return path;
    }

    // A File menu's submenu ("recentMenu", "resumeMenu") as the player sees it when opening it.
    QMenu *showMenu(MainWindow &w, const QString &name)
    {
        auto *menu = w.findChild<QMenu *>(name);
        if (!menu)
            return nullptr;
        menu->popup(w.mapToGlobal(QPoint(10, 10)));
        if (!QTest::qWaitForWindowExposed(menu))
            return nullptr;
        return menu;
    }
    QMenu *showRecentMenu(MainWindow &w) { return showMenu(w, QStringLiteral("recentMenu")); }
    QMenu *showResumeMenu(MainWindow &w) { return showMenu(w, QStringLiteral("resumeMenu")); }

    // Clicks `button` of the question "Save the game in progress?" with the mouse once it shows
    // (it is modal: the click comes from a timer), and counts the questions.
    int m_replaceAsked = 0;
    void answerReplaceWith(QMessageBox::StandardButton button, int tries = 200)
    {
        QTimer::singleShot(10, this, [this, button, tries] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box && box->objectName() == QLatin1String("replaceGameBox")) {
                ++m_replaceAsked;
                QTest::mouseClick(box->button(button), Qt::LeftButton);
            } else if (tries > 0) {
                answerReplaceWith(button, tries - 1);
            }
        });
    }

    static QStringList texts(const QMenu *menu)
    {
        QStringList result;
        for (const QAction *a : menu->actions())
            result << a->text();
        return result;
    }

private slots:
    void init()
    {
        m_asked.clear();
        m_replaceAsked = 0;
        QFile::remove(GameFile::autosavePath());
        QDir(ResumeList::folder()).removeRecursively();
        QSettings().clear();
    }

    void saveAsAsksForANameThenSaveUsesIt()
    {
        MainWindow w(false);
        startOn(w, dataFile("good.txt"));
        typeAt(w, 0, Qt::Key_4); // A1 = 4
        typeAt(w, 1, Qt::Key_5, Qt::ShiftModifier); // a pencil mark in A2
        QVERIFY(w.isWindowModified());
        const QString base = m_dir.filePath(QStringLiteral("mygame"));
        const QString path = base + QStringLiteral(".sudoku"); // the suffix is added
        answerWith(w, base);

        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].caption, QStringLiteral("Save Game"));
        QVERIFY(m_asked[0].save);
        QVERIFY(m_asked[0].filter.contains(QStringLiteral("*.sudoku")));
        QVERIFY(QFile::exists(path));
        QVERIFY(!QFile::exists(base));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Saved mygame.sudoku."));
        QCOMPARE(w.settings().recentFiles().value(0), path);

        // Save (Ctrl+S) now writes there without asking again.
        typeAt(w, 3, Qt::Key_7); // A4 = 7
        QVERIFY(w.isWindowModified());
        QTest::keySequence(&w, QKeySequence::Save);
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(!w.isWindowModified());

        // The file holds the game: digits, marks and history.
        MainWindow other(false);
        QVERIFY(other.gameFiles()->openFile(path));
        QCOMPARE(line(other), line(w));
        QCOMPARE(other.game()->board().value(0), 4);
        QCOMPARE(other.game()->board().value(3), 7);
        QCOMPARE(other.game()->board().candidates(1), core::bit(5));
        QCOMPARE(other.game()->undoStack()->count(), 3);
    }

    void saveAsCancelledOrFailingKeepsTheGame()
    {
        MainWindow w(false);
        startOn(w, dataFile("good.txt"));
        typeAt(w, 0, Qt::Key_4);
        // Cancelled: nothing is written, the game stays unsaved.
        const QStringList files = QDir(m_dir.path()).entryList(QDir::Files);
        answerWith(w, QString());
        w.action(QStringLiteral("saveAsAction"))->trigger();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(w.isWindowModified());
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), files);
        QCOMPARE(w.settings().recentFiles(), QStringList { dataFile("good.txt") });

        // A place that cannot be written (its folder is a file): an error, the game stays.
        const QString notAFolder = writeFile(QStringLiteral("plain.txt"), "x");
        answerWith(w, notAFolder + QStringLiteral("/game.sudoku"));
        w.action(QStringLiteral("saveAsAction"))->trigger();
        QVERIFY(w.gameFiles()->errorBox());
        QCOMPARE(
            w.gameFiles()->errorBox()->windowTitle(), QStringLiteral("Could not save the game"));
        QVERIFY(w.gameFiles()->errorBox()->text().contains(notAFolder));
        QVERIFY(w.gameFiles()->lastError().contains(notAFolder));
        w.gameFiles()->errorBox()->close();
        QCOMPARE(w.game()->board().value(0), 4);
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.settings().recentFiles(), QStringList { dataFile("good.txt") });

        // Save with no file yet asks, like Save As.
        const QString path = m_dir.filePath(QStringLiteral("first.sudoku"));
        answerWith(w, path);
        QTest::keySequence(&w, QKeySequence::Save);
        QCOMPARE(m_asked.size(), 3);
        QVERIFY(m_asked.last().save);
        QVERIFY(QFile::exists(path));
    }

    void openAsksForAFile()
    {
        MainWindow w(false);
        startOn(w, writeFile(QStringLiteral("other.txt"), kOther));
        answerWith(w, dataFile("good.txt"));
        QTest::keySequence(&w, QKeySequence::Open);
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].caption, QStringLiteral("Open Puzzle or Game"));
        QVERIFY(!m_asked[0].save);
        QCOMPARE(line(w), QLatin1String(kGoodPuzzle));
        // Cancelled: the game stays.
        answerWith(w, QString());
        QTest::keySequence(&w, QKeySequence::Open);
        QCOMPARE(m_asked.size(), 2);
        QCOMPARE(line(w), QLatin1String(kGoodPuzzle));
    }

    void openRecentListsAndReopensFiles()
    {
        const QString other = writeFile(QStringLiteral("other.txt"), kOther);
        const QString game = m_dir.filePath(QStringLiteral("game.sudoku"));
        {
            MainWindow w(false);
            w.show();
            // Nothing opened yet: one disabled entry says so.
            QMenu *menu = showRecentMenu(w);
            QVERIFY(menu);
            QCOMPARE(texts(menu), QStringList { QStringLiteral("No recent files") });
            QVERIFY(!menu->actions().front()->isEnabled());
            menu->hide();

            QVERIFY(w.gameFiles()->openFile(dataFile("good.txt")));
            w.playWorkspace()->gridView()->setFocus();
            typeAt(w, 0, Qt::Key_4);
            QVERIFY(w.gameFiles()->saveTo(game));
            QVERIFY(w.gameFiles()->openFile(other));
            QCOMPARE(line(w), QLatin1String(kOther));
        }

        // A new window (the next start) has the list, most recent first.
        MainWindow w(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QMenu *menu = showRecentMenu(w);
        QVERIFY(menu);
        QCOMPARE(texts(menu),
            (QStringList { QStringLiteral("other.txt"), QStringLiteral("game.sudoku"),
                QStringLiteral("good.txt") }));
        QCOMPARE(menu->actions().at(1)->toolTip(), game);

        // The player picks the second entry with the keys: the saved game comes back.
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Down);
        QCOMPARE(menu->activeAction(), menu->actions().at(1));
        QTest::keyClick(menu, Qt::Key_Return);
        QTRY_VERIFY(!menu->isVisible());
        QCOMPARE(w.game()->board().value(0), 4);
        QCOMPARE(w.game()->undoStack()->count(), 1);
        // It is the current file now: Save writes it without asking.
        answerWith(w, QString());
        w.playWorkspace()->gridView()->setFocus();
        typeAt(w, 3, Qt::Key_7);
        QTest::keySequence(&w, QKeySequence::Save);
        QVERIFY(m_asked.isEmpty());
        QVERIFY(!w.isWindowModified());
        // And it moved to the top of the list.
        menu = showRecentMenu(w);
        QCOMPARE(texts(menu),
            (QStringList { QStringLiteral("game.sudoku"), QStringLiteral("other.txt"),
                QStringLiteral("good.txt") }));

        // A file gone since: an error naming it, and the game stays.
        QVERIFY(QFile::remove(other));
        menu->actions().at(1)->trigger();
        menu->hide();
        QVERIFY(w.gameFiles()->errorBox());
        QVERIFY(w.gameFiles()->lastError().contains(QStringLiteral("other.txt")));
        QCOMPARE(w.game()->board().value(3), 7);
        w.gameFiles()->errorBox()->close();
    }

    void replacingAGameWithMovesAsksFirstAndKeepsIt()
    {
        MainWindow w(false);
        const QString good = dataFile("good.txt");
        const QString other = writeFile(QStringLiteral("other.txt"), kOther);
        const QString saved = m_dir.filePath(QStringLiteral("kept.sudoku"));
        w.gameFiles()->setFileNameAsker(
            [this, other, saved](const QString &caption, const QString &filter, bool save) {
                m_asked.push_back({ caption, filter, save });
                return save ? saved : other;
            });
        startOn(w, good);
        const QString goodLine = line(w);
        typeAt(w, 0, Qt::Key_4);

        // Cancel: no file dialog, the game stays as it was.
        answerReplaceWith(QMessageBox::Cancel);
        w.activateWindow(); // again, once a question has closed
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keySequence(&w, QKeySequence::Open);
        QCOMPARE(m_replaceAsked, 1);
        QVERIFY(m_asked.isEmpty());
        QCOMPARE(w.game()->board().value(0), 4);
        QVERIFY(ResumeList::entries().isEmpty());

        // Discard: the other file opens; the game with its move waits in File > Resume.
        answerReplaceWith(QMessageBox::Discard);
        w.activateWindow(); // again, once a question has closed
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keySequence(&w, QKeySequence::Open);
        QCOMPARE(m_replaceAsked, 2);
        QCOMPARE(line(w), QLatin1String(kOther));
        QList<ResumeList::Entry> kept = ResumeList::entries();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.front().source, QStringLiteral("good.txt"));
        QCOMPARE(kept.front().moves, 1);

        // A game without moves is replaced without a question (and not kept).
        m_asked.clear();
        w.activateWindow(); // again, once a question has closed
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keySequence(&w, QKeySequence::Open);
        QCOMPARE(m_replaceAsked, 2);
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(ResumeList::entries().size(), 1);

        // Save: the game is written to the file asked for, then replaced.
        typeAt(w, 1, Qt::Key_1);
        answerReplaceWith(QMessageBox::Save);
        m_asked.clear();
        w.activateWindow(); // again, once a question has closed
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keySequence(&w, QKeySequence::Open);
        QCOMPARE(m_replaceAsked, 3);
        QCOMPARE(m_asked.size(), 2); // the name to save to, then the file to open
        QVERIFY(m_asked.front().save);
        QVERIFY(QFile::exists(saved));
        {
            Game reread;
            QString error;
            QVERIFY2(GameFile::load(reread, saved, &error), qPrintable(error));
            QCOMPARE(reread.board().value(1), 1);
        }

        // File > Resume lists both, newest first; choosing one continues it, and it leaves the
        // list.
        QMenu *menu = showResumeMenu(w);
        QVERIFY(menu);
        const QStringList entries = texts(menu);
        QCOMPARE(entries.size(), 2);
        QVERIFY2(entries.at(0).startsWith(QStringLiteral("other.txt, puzzle 1: 1 move")),
            qPrintable(entries.at(0)));
        QVERIFY2(entries.at(1).startsWith(QStringLiteral("good.txt, puzzle 1: 1 move")),
            qPrintable(entries.at(1)));
        menu->actions().at(1)->trigger();
        menu->hide();
        QCOMPARE(m_replaceAsked, 3); // the open game had no moves
        QCOMPARE(w.game()->board().value(0), 4);
        QCOMPARE(QString::fromStdString(core::writeLine(w.game()->startBoard())), goodLine);
        QCOMPARE(w.game()->undoStack()->count(), 1);
        kept = ResumeList::entries();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.front().source, QStringLiteral("other.txt"));

        // Nothing left to resume: the menu says so.
        QVERIFY(ResumeList::remove(kept.front().path));
        menu = showResumeMenu(w);
        QCOMPARE(texts(menu), QStringList { QStringLiteral("No unfinished games") });
        QVERIFY(!menu->actions().front()->isEnabled());
        menu->hide();
    }

    void theResumeListKeepsTheNewestFive()
    {
        MainWindow w(false);
        startOn(w, dataFile("good.txt"));
        for (int i = 0; i < ResumeList::kMax + 2; ++i) {
            for (int move = 0, cell = 0; move <= i; ++cell)
                if (!w.game()->board().isGiven(cell)) {
                    typeAt(w, cell, Qt::Key_4);
                    ++move;
                }
            QCOMPARE(w.game()->undoStack()->count(), i + 1);
            QVERIFY(w.gameFiles()->openFile(dataFile("good.txt")));
        }
        const QList<ResumeList::Entry> kept = ResumeList::entries();
        QCOMPARE(kept.size(), ResumeList::kMax);
        // Newest first: the last game had the most moves.
        for (int i = 0; i < kept.size(); ++i)
            QCOMPARE(kept.at(i).moves, ResumeList::kMax + 2 - i);
    }

    void openRecentKeepsTheLastEight()
    {
        MainWindow w(false);
        QStringList paths;
        for (int i = 0; i < 10; ++i) {
            paths.prepend(writeFile(QStringLiteral("p%1.txt").arg(i), kGoodPuzzle));
            QVERIFY(w.gameFiles()->openFile(paths.front()));
        }
        QVERIFY(w.gameFiles()->openFile(paths.at(3))); // opened again: to the top, not twice
        w.show();
        QMenu *menu = showRecentMenu(w);
        QVERIFY(menu);
        QCOMPARE(texts(menu),
            (QStringList { QStringLiteral("p6.txt"), QStringLiteral("p9.txt"),
                QStringLiteral("p8.txt"), QStringLiteral("p7.txt"), QStringLiteral("p5.txt"),
                QStringLiteral("p4.txt"), QStringLiteral("p3.txt"), QStringLiteral("p2.txt") }));
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestFiles)
#include "tst_files.moc"
