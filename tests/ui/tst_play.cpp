// Playing through the real widgets: keys and clicks on the board, undo/redo, modes, saving,
// autosave, Check, completion, language switch.
#include "board/puzzlecheck.h"
#include "common/appearance.h"
#include "common/settings.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "play/completiondialog.h"
#include "play/digitpad.h"
#include "play/historyview.h"
#include "play/playworkspace.h"
#include "shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

namespace {

const char *kPuzzle
    = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const char *kSolution
    = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

core::Puzzle puzzle(const char *line)
{
    core::ParseResult r = core::parsePuzzles(line, "test");
    core::checkSolutions(r);
    return r.puzzles.at(0);
}

} // namespace

class TestPlay : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void clickCell(MainWindow &w, int row, int column, Qt::KeyboardModifiers mods = {})
    {
        GridView *view = w.playWorkspace()->gridView();
        const QRect rect = view->visualRect(w.playWorkspace()->gridModel()->index(row, column));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, mods, rect.center());
    }

    void startKnown(MainWindow &w)
    {
        w.gameFiles()->startPuzzle(puzzle(kPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QCOMPARE(puzzle(kPuzzle).solution.size(), 81u);
    }

    void init()
    {
        QFile::remove(GameFile::autosavePath());
        const QDir dir = QFileInfo(GameFile::autosavePath()).dir();
        for (const QString &f : dir.entryList({ QStringLiteral("autosave.json.unreadable-*") }))
            QFile::remove(dir.filePath(f));
        QSettings().clear();
    }

    void digitsPencilMarksAndUndo()
    {
        MainWindow w(false);
        QAbstractItemModelTester tester(
            w.playWorkspace()->gridModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        startKnown(w);
        const core::Board &b = w.game()->board();
        clickCell(w, 0, 0); // A1, open
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QCOMPARE(b.value(0), 4);
        QCOMPARE(w.playWorkspace()->gridModel()->index(0, 0).data(Qt::DisplayRole).toString(),
            QStringLiteral("4"));
        // A given does not change.
        clickCell(w, 0, 2);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_9);
        QCOMPARE(b.value(2), 3);
        // Arrow keys wrap: left from A1 goes to A9.
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Left);
        QCOMPARE(w.playWorkspace()->gridModel()->selectedCell(), 8);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Up);
        QCOMPARE(w.playWorkspace()->gridModel()->selectedCell(), 8 * 9 + 8);
        // Space switches to pencil mode: digits become marks.
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Space);
        QVERIFY(w.playWorkspace()->pencilMode());
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_2);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_7);
        QCOMPARE(b.candidates(80), core::bit(2) | core::bit(7));
        QCOMPARE(b.value(80), 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_7); // toggles off
        QCOMPARE(b.candidates(80), core::bit(2));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Space);
        QVERIFY(!w.playWorkspace()->pencilMode());
        // Shift+digit toggles a mark whatever the mode (the US layout's '#' for Shift+3 too).
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_5, Qt::ShiftModifier);
        QTest::keyClick(w.playWorkspace()->gridView(), '#', Qt::ShiftModifier);
        QCOMPARE(b.candidates(80), core::bit(2) | core::bit(5) | core::bit(3));
        // The toggles of the last moments merged into one undo step.
        QUndoStack *stack = w.game()->undoStack();
        QCOMPARE(stack->count(), 2); // the digit 4 in A1, then one merged pencil-mark step
        // Ctrl+Z twice: the marks and the digit go; Ctrl+Shift+Z brings the digit back.
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(b.candidates(80), core::Mask(0));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(b.value(0), 0);
        QTest::keyClick(
            w.playWorkspace()->gridView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(b.value(0), 4);
        // Delete erases it (undoable).
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Delete);
        QCOMPARE(b.value(0), 0);
        w.action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(b.value(0), 4);
    }

    // Marks typed quickly into one cell are one undo step; marks in the next cell are another
    // (they used to merge into one step across cells).
    void pencilMarksMergeOnlyWithinOneCell()
    {
        MainWindow w(false);
        startKnown(w);
        const core::Board &b = w.game()->board();
        QUndoStack *stack = w.game()->undoStack();
        clickCell(w, 0, 0); // A1
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_2, Qt::ShiftModifier);
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Pencil marks in A1"));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Right); // A2
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_5, Qt::ShiftModifier);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_7, Qt::ShiftModifier);
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->text(1), QStringLiteral("Pencil marks in A2"));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(b.candidates(1), core::Mask(0));
        QCOMPARE(b.candidates(0), core::bit(1) | core::bit(2));
        // Typing a digit names the cell in the history.
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_8);
        QCOMPARE(stack->text(stack->count() - 1), QStringLiteral("Enter 8 in A2"));
    }

    // Placing a digit takes it out of its peers' pencil marks, with automatic candidates off
    // (the default); the setting turns it off.
    void placingADigitUpdatesThePeersMarks()
    {
        MainWindow w(false);
        startKnown(w);
        const core::Board &b = w.game()->board();
        QVERIFY(!w.game()->autoCandidates());
        QVERIFY(w.action(QStringLiteral("removeFromPeersAction"))->isChecked());
        clickCell(w, 0, 1); // A2, a peer of A1
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4, Qt::ShiftModifier);
        clickCell(w, 4, 4); // E5, no peer of A1
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4, Qt::ShiftModifier);
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QCOMPARE(b.value(0), 4);
        QCOMPARE(b.candidates(1), core::Mask(0));
        QCOMPARE(b.candidates(40), core::bit(4));
        // One step: undo gives the mark back with the digit.
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(b.value(0), 0);
        QCOMPARE(b.candidates(1), core::bit(4));
        // Turned off (and remembered): the peers keep their marks.
        w.action(QStringLiteral("removeFromPeersAction"))->trigger();
        QVERIFY(!Settings().removeFromPeers());
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QCOMPARE(b.value(0), 4);
        QCOMPARE(b.candidates(1), core::bit(4));
        w.action(QStringLiteral("removeFromPeersAction"))->trigger();
    }

    // Fill All Candidates turns automatic candidates on, so the marks stay right as play goes
    // on (erasing a digit gives its candidates back).
    void fillAllTurnsOnAutomaticCandidates()
    {
        MainWindow w(false);
        startKnown(w);
        const core::Board &b = w.game()->board();
        QAction *autoAction = w.action(QStringLiteral("autoCandidatesAction"));
        QVERIFY(!autoAction->isChecked());
        w.action(QStringLiteral("fillAction"))->trigger();
        QVERIFY(w.game()->autoCandidates());
        QVERIFY(autoAction->isChecked());
        QVERIFY(Settings().autoCandidates());
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Delete);
        for (int c = 0; c < 81; ++c)
            if (b.isOpen(c))
                QCOMPARE(b.candidates(c), b.computeCandidates(c));
        autoAction->setChecked(false);
        QVERIFY(!w.game()->autoCandidates());
    }

    void severalCellsTakeAPencilMarkAtOnce()
    {
        MainWindow w(false);
        startKnown(w);
        const core::Board &b = w.game()->board();
        clickCell(w, 0, 0);
        clickCell(w, 0, 1, Qt::ControlModifier);
        clickCell(w, 1, 1, Qt::ControlModifier);
        QCOMPARE(w.playWorkspace()->gridView()->targetCells(), (QVector<int> { 0, 1, 10 }));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_8);
        QCOMPARE(b.candidates(0), core::bit(8));
        QCOMPARE(b.candidates(1), core::bit(8));
        QCOMPARE(b.candidates(10), core::bit(8));
        QCOMPARE(b.value(0), 0);
        QCOMPARE(w.game()->undoStack()->count(), 1);
    }

    void digitPadAndMouse()
    {
        MainWindow w(false);
        startKnown(w);
        clickCell(w, 0, 0);
        QTest::mouseClick(w.playWorkspace()->digitPad()->buttonFor(6), Qt::LeftButton);
        QCOMPARE(w.game()->board().value(0), 6);
    }

    void rightClickTogglesACandidate()
    {
        MainWindow w(false);
        startKnown(w);
        GridView *view = w.playWorkspace()->gridView();
        const QPoint at
            = view->visualRect(w.playWorkspace()->gridModel()->index(0, 1)).center(); // A2, open
        // The menu runs its own loop: pick "Pencil mark 7" from it once it is up.
        bool picked = false;
        QTimer::singleShot(100, this, [&picked] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            for (QAction *a : menu->actions())
                if (a->text() == QStringLiteral("Pencil mark 7")) {
                    QVERIFY(!a->isChecked());
                    a->trigger();
                    picked = true;
                }
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &event);
        QVERIFY(picked);
        QCOMPARE(w.game()->board().candidates(1), core::bit(7));
        QCOMPARE(w.playWorkspace()->gridModel()->selectedCell(), 1);
    }

    void fillRestartAndAutoCandidates()
    {
        MainWindow w(false);
        startKnown(w);
        const core::Board &b = w.game()->board();
        w.action(QStringLiteral("fillAction"))->trigger();
        for (int c = 0; c < 81; ++c)
            QCOMPARE(b.candidates(c), b.computeCandidates(c));
        // Automatic candidates: a digit leaves its peers' marks, erasing it gives it back.
        w.action(QStringLiteral("autoCandidatesAction"))->setChecked(true);
        QVERIFY(b.candidates(1) & core::bit(4)); // A2 may hold 4 before
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QVERIFY(!(b.candidates(1) & core::bit(4)));
        QVERIFY(!(b.candidates(9 * 4) & core::bit(4)) || b.value(36) != 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Backspace);
        QVERIFY(b.candidates(1) & core::bit(4));
        QCOMPARE(b.candidates(0), b.computeCandidates(0));
        // Restart with automatic candidates on: back to the givens, every open cell with its
        // candidates on the givens alone.
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        w.action(QStringLiteral("restartAction"))->trigger();
        for (int c = 0; c < 81; ++c) {
            QCOMPARE(b.value(c), b.isGiven(c) ? b.value(c) : 0);
            if (!b.isGiven(c))
                QCOMPARE(b.candidates(c), b.computeCandidates(c));
        }
        w.action(QStringLiteral("undoAction"))->trigger(); // restart is undoable
        QCOMPARE(b.value(0), 4);
        // Without automatic candidates, restart clears the marks too.
        w.action(QStringLiteral("autoCandidatesAction"))->setChecked(false);
        w.action(QStringLiteral("restartAction"))->trigger();
        for (int c = 0; c < 81; ++c) {
            QCOMPARE(b.value(c), b.isGiven(c) ? b.value(c) : 0);
            QCOMPARE(b.candidates(c) == 0 || b.isGiven(c), true);
        }
        w.action(QStringLiteral("undoAction"))->trigger();
        QVERIFY(b.candidates(1) != 0);
    }

    void checkMarksWrongDigitsAndCountsMistakes()
    {
        MainWindow w(false);
        startKnown(w);
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_1); // A1 is 4 in the solution
        clickCell(w, 0, 1);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_8); // A2 = 8 is right
        QCOMPARE(w.game()->mistakes(), 1);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_E, Qt::ControlModifier);
        QVERIFY(w.playWorkspace()->gridModel()->index(0, 0).data(GridModel::WrongRole).toBool());
        QVERIFY(!w.playWorkspace()->gridModel()->index(0, 1).data(GridModel::WrongRole).toBool());
        // Fixing the digit clears the mark.
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QVERIFY(!w.playWorkspace()->gridModel()->index(0, 0).data(GridModel::WrongRole).toBool());
        // A duplicate in a unit is a conflict, drawn red.
        clickCell(w, 0, 3);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_3); // A3 holds 3
        QVERIFY(w.playWorkspace()->gridModel()->index(0, 3).data(GridModel::ConflictRole).toBool());
        QVERIFY(w.playWorkspace()->gridModel()->index(0, 2).data(GridModel::ConflictRole).toBool());
    }

    void revealAndCompletion()
    {
        MainWindow w(false);
        startKnown(w);
        for (int c = 0; c < 81; ++c) {
            if (w.game()->board().isGiven(c))
                continue;
            w.playWorkspace()->gridModel()->setSelectedCell(c);
            w.action(QStringLiteral("revealAction"))->trigger();
        }
        QCOMPARE(QString::fromStdString(core::writeLine(w.game()->board())),
            QString::fromLatin1(kSolution));
        QVERIFY(w.game()->isCompleted());
        QVERIFY(w.playWorkspace()->completionBox());
        QVERIFY(w.playWorkspace()->completionBox()->summary().contains(
            QStringLiteral("Hints used: %1").arg(w.game()->hintsUsed())));
        QVERIFY(w.game()->hintsUsed() > 40);
        QVERIFY(!w.game()->isClockRunning());
    }

    void completionDialogLeadsToTheNextPuzzle()
    {
        // A file of two puzzles: solving the first offers the second.
        const char *second
            = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        const QString path = m_dir.filePath(QStringLiteral("two.txt"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(kPuzzle) + '\n' + second + '\n');
        }
        MainWindow w(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.gameFiles()->openFile(path));
        const auto revealAll = [&w] {
            for (int c = 0; c < 81; ++c)
                if (!w.game()->board().isGiven(c) && w.game()->board().value(c) == 0) {
                    w.playWorkspace()->gridModel()->setSelectedCell(c);
                    w.action(QStringLiteral("revealAction"))->trigger();
                }
        };
        revealAll();
        QVERIFY(w.game()->isCompleted());
        QPointer<CompletionDialog> box = w.playWorkspace()->completionBox();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        // The figures, and the hints by what they were for.
        const QString summary = box->summary();
        QVERIFY2(summary.contains(QStringLiteral("Time: ")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Mistakes: 0")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Cells revealed %1").arg(w.game()->hintsUsed())),
            qPrintable(summary));
        QCOMPARE(box->findChild<QLabel *>(QStringLiteral("completionPuzzle"))->text(),
            QStringLiteral("two.txt, puzzle 1"));
        QVERIFY(box->nextPuzzleButton()->isEnabled());
        QVERIFY(box->nextPuzzleButton()->isDefault());
        // The title is not elided: the dialog is at least as wide as its contents want.
        QVERIFY(box->width() >= box->sizeHint().width());

        // Enter takes the default: the next puzzle of the file.
        QTest::keyClick(box, Qt::Key_Return);
        QTRY_VERIFY(!box);
        QCOMPARE(QString::fromStdString(core::writeLine(w.game()->board())),
            QString::fromLatin1(second));
        QCOMPARE(w.game()->index(), 2);
        QCOMPARE(w.game()->source(), QStringLiteral("two.txt"));
        QCOMPARE(w.game()->undoStack()->count(), 0);

        // The last puzzle of the file: no next one; New Game (clicked) starts a bundled one.
        revealAll();
        box = w.playWorkspace()->completionBox();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QVERIFY(!box->nextPuzzleButton()->isEnabled());
        QVERIFY(box->newGameButton()->isDefault());
        QTest::mouseClick(box->newGameButton(), Qt::LeftButton);
        QTRY_VERIFY(!box);
        QVERIFY(w.game()->origin().startsWith(QStringLiteral("collection:")));
        QVERIFY(!w.game()->isCompleted());
        QCOMPARE(w.game()->undoStack()->count(), 0);
    }

    void saveAndOpenRoundTrip()
    {
        MainWindow w(false);
        startKnown(w);
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        clickCell(w, 0, 1);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_5, Qt::ShiftModifier);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_8, Qt::ShiftModifier);
        const std::string values = core::writeLine(w.game()->board());
        const core::Mask marks = w.game()->board().candidates(1);
        const int steps = w.game()->undoStack()->count();
        const QString path = m_dir.filePath(QStringLiteral("game.sudoku"));
        QVERIFY(w.gameFiles()->saveTo(path));

        MainWindow other(false);
        other.show();
        QVERIFY(other.gameFiles()->openFile(path));
        QCOMPARE(core::writeLine(other.game()->board()), values);
        QCOMPARE(other.game()->board().candidates(1), marks);
        QVERIFY(other.game()->board().isGiven(2));
        QVERIFY(!other.game()->board().isGiven(0));
        QCOMPARE(other.game()->undoStack()->count(), steps);
        other.action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(other.game()->board().candidates(1), core::Mask(0));
        other.action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(other.game()->board().value(0), 0);

        // A damaged game file: a message naming line and column, and the game stays.
        const QString bad = m_dir.filePath(QStringLiteral("bad.sudoku"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n  \"format\": \"sudoku-tutor-game\",\n  \"version\": 1,\n  oops\n}\n");
        f.close();
        const std::string before = core::writeLine(other.game()->board());
        QVERIFY(!other.gameFiles()->openFile(bad));
        QVERIFY(other.gameFiles()->lastError().contains(QStringLiteral("line 4, column")));
        QCOMPARE(core::writeLine(other.game()->board()), before);
    }

    void autosaveIsRestoredAtTheNextStart()
    {
        std::string values;
        {
            MainWindow w(false);
            startKnown(w);
            clickCell(w, 4, 4);
            QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_6);
            QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Right);
            QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_1, Qt::ShiftModifier);
            values = core::writeLine(w.game()->board());
            w.close(); // quitting autosaves
        }
        QVERIFY(QFile::exists(GameFile::autosavePath()));
        MainWindow again(true);
        QCOMPARE(core::writeLine(again.game()->board()), values);
        QCOMPARE(again.game()->board().candidates(4 * 9 + 5), core::bit(1));
        QCOMPARE(again.game()->undoStack()->count(), 2);
    }

    void sixteenBySixteenTakesLetters()
    {
        MainWindow w(false);
        core::Puzzle p;
        p.board = core::Board(core::Geometry::get(4, 4));
        w.gameFiles()->startPuzzle(p, QStringLiteral("empty 16x16"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.playWorkspace()->gridModel()->rowCount(), 16);
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_G); // 16
        QCOMPARE(w.game()->board().value(0), 16);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Right);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_A, Qt::ShiftModifier); // mark 10
        QCOMPARE(w.game()->board().candidates(1), core::bit(10));
        QVERIFY(w.playWorkspace()->digitPad()->buttonFor(16));
    }

    void languageSwitch()
    {
        MainWindow w(false);
        w.show();
        const QString english = w.menuBar()->actions().at(0)->text();
        QCOMPARE(english, QStringLiteral("&File"));
        w.action(QStringLiteral("languageDeAction"))->trigger();
        // The translator's LanguageChange event is posted: wait for it.
        QTRY_COMPARE(w.menuBar()->actions().at(0)->text(), QStringLiteral("&Datei"));
        QCOMPARE(w.action(QStringLiteral("checkAction"))->text(), QStringLiteral("&Prüfen"));
        w.action(QStringLiteral("languageJaAction"))->trigger();
        QTRY_COMPARE(w.menuBar()->actions().at(0)->text(), QStringLiteral("ファイル(&F)"));
        w.action(QStringLiteral("languageEnAction"))->trigger();
        QTRY_COMPARE(w.menuBar()->actions().at(0)->text(), QStringLiteral("&File"));
    }

    void erasingSeveralDigitsKeepsAutoCandidatesRight()
    {
        MainWindow w(false);
        startKnown(w);
        const core::Board &b = w.game()->board();
        w.action(QStringLiteral("autoCandidatesAction"))->setChecked(true);
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4); // A1 = 4
        clickCell(w, 0, 1);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_8); // A2 = 8
        clickCell(w, 0, 0);
        clickCell(w, 0, 1, Qt::ControlModifier);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Delete);
        for (int c = 0; c < 81; ++c)
            if (b.isOpen(c))
                QCOMPARE(b.candidates(c), b.computeCandidates(c));
        w.action(QStringLiteral("autoCandidatesAction"))->setChecked(false);
    }

    void undoAfterSolvingReopensTheGame()
    {
        MainWindow w(false);
        startKnown(w);
        for (int c = 0; c < 81; ++c)
            if (!w.game()->board().isGiven(c)) {
                w.playWorkspace()->gridModel()->setSelectedCell(c);
                w.action(QStringLiteral("revealAction"))->trigger();
            }
        QVERIFY(w.game()->isCompleted());
        w.action(QStringLiteral("undoAction"))->trigger();
        QVERIFY(!w.game()->isCompleted());
        QVERIFY(w.game()->isClockRunning());
        w.action(QStringLiteral("redoAction"))->trigger();
        QVERIFY(w.game()->isCompleted());
    }

    void aStepPlacingTwoPeersIsOneChangePerCell()
    {
        // With automatic candidates, placing A1 removes its digit from A2's marks; placing A2 in
        // the same step must not add a second entry for A2 (a saved history would not replay).
        Game game;
        game.start(puzzle(kPuzzle), QStringLiteral("t"));
        game.setAutoCandidates(true);
        const auto &sol = game.solution();
        core::Step step;
        step.technique = core::Technique::NakedSingle;
        step.placements = { { 0, sol[0] }, { 1, sol[1] } };
        game.applyStep(step, QStringLiteral("two"));
        QCOMPARE(game.board().value(0), int(sol[0]));
        QCOMPARE(game.board().value(1), int(sol[1]));
        Game other;
        QString error;
        QVERIFY2(other.fromJson(game.toJson(), &error), qPrintable(error));
        QCOMPARE(other.board().values(), game.board().values());
        other.undoStack()->undo();
        QCOMPARE(other.board().value(1), 0);
        QCOMPARE(other.board().candidates(1), other.board().computeCandidates(1));
    }

    void aHistoryThatNeverHappenedIsRefused()
    {
        Game game;
        game.start(puzzle(kPuzzle), QStringLiteral("t"));
        game.enterDigit({ 0 }, 4);
        QJsonObject json = game.toJson();
        // Claim the digit was entered over a 7 that was never there.
        QJsonArray history = json.value(QStringLiteral("history")).toArray();
        QJsonObject cmd = history.at(0).toObject();
        QJsonArray changes = cmd.value(QStringLiteral("changes")).toArray();
        QJsonObject change = changes.at(0).toObject();
        change[QStringLiteral("v0")] = 7;
        changes[0] = change;
        cmd[QStringLiteral("changes")] = changes;
        history[0] = cmd;
        json[QStringLiteral("history")] = history;
        Game other;
        other.start(puzzle(kPuzzle), QStringLiteral("t"));
        QString error;
        QVERIFY(!other.fromJson(json, &error));
        QVERIFY(error.contains(QStringLiteral("history")));
        QCOMPARE(other.board().value(0), 0); // untouched
        QVERIFY(other.fromJson(game.toJson(), &error)); // the real one loads
        QCOMPARE(other.board().value(0), 4);
    }

    // The reported loss: automatic candidates on (the setting persists), a new game, five
    // digits typed, quit, start again: the game must come back, with its undo history.
    void aGameWithAutomaticCandidatesIsRestored()
    {
        std::string values;
        std::vector<core::Mask> marks;
        {
            MainWindow w(false);
            w.action(QStringLiteral("autoCandidatesAction"))->setChecked(true);
            startKnown(w);
            const core::Board &b = w.game()->board();
            QVERIFY(b.candidates(0) != 0); // the new game starts with its candidates
            int typed = 0;
            for (int c = 0; c < 81 && typed < 5; ++c)
                if (b.isOpen(c)) {
                    clickCell(w, c / 9, c % 9);
                    QTest::keyClick(
                        w.playWorkspace()->gridView(), Qt::Key(Qt::Key_0 + (kSolution[c] - '0')));
                    ++typed;
                }
            QCOMPARE(w.game()->undoStack()->count(), 5);
            values = core::writeLine(b);
            for (int c = 0; c < 81; ++c)
                marks.push_back(b.isOpen(c) ? b.candidates(c) : 0);
            // Quit (autosaves). Ctrl+Q under X11; the offscreen platform has no key binding for it.
            w.action(QStringLiteral("quitAction"))->trigger();
            QVERIFY(!w.isVisible());
        }
        MainWindow again(true);
        const core::Board &b = again.game()->board();
        QCOMPARE(QString::fromStdString(core::writeLine(b)), QString::fromStdString(values));
        for (int c = 0; c < 81; ++c)
            QCOMPARE(b.isOpen(c) ? b.candidates(c) : 0, marks[std::size_t(c)]);
        QCOMPARE(again.game()->undoStack()->count(), 5);
        QVERIFY(again.game()->autoCandidates());
        QVERIFY(again.action(QStringLiteral("autoCandidatesAction"))->isChecked());
        const QDir dir = QFileInfo(GameFile::autosavePath()).dir();
        QVERIFY(dir.entryList({ QStringLiteral("autosave.json.unreadable-*") }).isEmpty());
        // Undo reaches the start: the givens with every open cell's candidates.
        again.game()->undoStack()->setIndex(0);
        for (int c = 0; c < 81; ++c)
            if (b.isOpen(c))
                QCOMPARE(b.candidates(c), b.computeCandidates(c));
    }

    // A game started from a .ss file with entries and pencil marks, played and saved, opens
    // again with its history.
    void aGameFromASimpleSudokuFileKeepsItsHistory()
    {
        MainWindow w(false);
        QVERIFY(w.gameFiles()->openFile(QStringLiteral(SUDOKU_TEST_DATA "/formats/progress.ss")));
        const core::Board &b = w.game()->board();
        const int before = b.filledCount();
        int cell = 0;
        while (!b.isOpen(cell))
            ++cell;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        clickCell(w, cell / 9, cell % 9);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_5, Qt::ShiftModifier); // a mark
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Delete);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_7);
        const std::string values = core::writeLine(b);
        const int steps = w.game()->undoStack()->count();
        QVERIFY(steps >= 2);
        const QString path = m_dir.filePath(QStringLiteral("from-ss.sudoku"));
        QVERIFY(w.gameFiles()->saveTo(path));

        MainWindow other(false);
        QVERIFY2(other.gameFiles()->openFile(path), qPrintable(other.gameFiles()->lastError()));
        QCOMPARE(core::writeLine(other.game()->board()), values);
        QCOMPARE(other.game()->undoStack()->count(), steps);
        other.game()->undoStack()->setIndex(0);
        QCOMPARE(other.game()->board().filledCount(), before); // the file's entries stay
    }

    void anUnreadableAutosaveIsKeptNotOverwritten()
    {
        QFile f(GameFile::autosavePath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "sudoku-tutor-game", "version": 99, "source": "precious"})");
        f.close();
        {
            MainWindow w(true);
            w.show();
            // Said in a dialog, not only in the status bar: what happened, where the file is,
            // and a button that opens its folder.
            QMessageBox *box = nullptr;
            QTRY_VERIFY(
                (box = w.findChild<QMessageBox *>(QStringLiteral("unreadableAutosaveBox"))));
            QVERIFY(box->isVisible());
            QVERIFY(box->informativeText().contains(QStringLiteral("autosave.json.unreadable-")));
            QVERIFY(box->informativeText().contains(QStringLiteral("newer version")));
            QVERIFY(box->findChild<QPushButton *>(QStringLiteral("openFolderButton")));
            box->accept();
            QTest::qWait(1000); // longer than the autosave delay
            w.close();
        }
        const QDir dir = QFileInfo(GameFile::autosavePath()).dir();
        const QStringList kept = dir.entryList({ QStringLiteral("autosave.json.unreadable-*") });
        QCOMPARE(kept.size(), 1);
        QFile keptFile(dir.filePath(kept.front()));
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QVERIFY(keptFile.readAll().contains("precious"));
        keptFile.remove();
    }

    // Two unreadable files kept aside within one second both stay.
    void keepingAsideNeverOverwrites()
    {
        const QString path = m_dir.filePath(QStringLiteral("keep.json"));
        QStringList kept;
        for (int i = 0; i < 3; ++i) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::number(i));
            f.close();
            kept << GameFile::keepAside(path);
            QVERIFY(!kept.back().isEmpty());
            QVERIFY(!QFile::exists(path));
        }
        for (int i = 0; i < 3; ++i) {
            QFile f(kept[i]);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), QByteArray::number(i));
        }
    }

    void autoCandidatesMenuFollowsALoadedGame()
    {
        Game source;
        source.start(puzzle(kPuzzle), QStringLiteral("t"));
        source.setAutoCandidates(true);
        const QString path = m_dir.filePath(QStringLiteral("auto.sudoku"));
        QString error;
        QVERIFY(GameFile::save(source, path, &error));
        MainWindow w(false);
        QVERIFY(!w.action(QStringLiteral("autoCandidatesAction"))->isChecked());
        QVERIFY(w.gameFiles()->openFile(path));
        QVERIFY(w.game()->autoCandidates());
        QVERIFY(w.action(QStringLiteral("autoCandidatesAction"))->isChecked());
    }

    // Moving through the History with the keys is deliberate: arrows only move the highlight,
    // Enter (or a click) goes to the step. Long entries wrap instead of hiding behind a
    // horizontal scroll bar.
    void historyKeysAreDeliberate()
    {
        MainWindow w(false);
        startKnown(w);
        HistoryView *history = w.playWorkspace()->historyView();
        QAbstractItemModelTester tester(
            history->historyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const core::Board &b = w.game()->board();
        QUndoStack *stack = w.game()->undoStack();
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        clickCell(w, 0, 1);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_8);
        QCOMPARE(history->historyModel()->rowCount(), 3);
        QCOMPARE(history->currentIndex().row(), 2);
        QVERIFY(history->historyModel()->index(2).data(HistoryModel::CurrentRole).toBool());
        history->setFocus();
        QTest::keyClick(history, Qt::Key_Up);
        QTest::keyClick(history, Qt::Key_Up);
        QCOMPARE(history->currentIndex().row(), 0);
        QCOMPARE(stack->index(), 2); // nothing taken back
        QCOMPARE(b.value(1), 8);
        QTest::keyClick(history, Qt::Key_Down);
        QTest::keyClick(history, Qt::Key_Return);
        QCOMPARE(stack->index(), 1);
        QCOMPARE(b.value(1), 0);
        QCOMPARE(b.value(0), 4);
        QVERIFY(history->historyModel()->index(2).data(HistoryModel::UndoneRole).toBool());
        // A click goes there at once.
        const QRect first = history->visualRect(history->historyModel()->index(0));
        QTest::mouseClick(history->viewport(), Qt::LeftButton, {}, first.center());
        QCOMPARE(stack->index(), 0);
        QCOMPARE(b.value(0), 0);
        // A new move drops the steps taken back.
        w.playWorkspace()->gridView()->setFocus();
        clickCell(w, 2, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_2);
        QCOMPARE(history->historyModel()->rowCount(), 2);
        QCOMPARE(
            history->historyModel()->index(1).data().toString(), QStringLiteral("Enter 2 in C1"));
        // Long entries wrap.
        QCOMPARE(history->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
        QVERIFY(history->wordWrap());
        const QString longText = QStringLiteral("Pointing: 3 in box 7 only in column 1: removes 3 "
                                                "from D1, E1, F1 and every other cell we can name");
        core::Step step;
        step.technique = core::Technique::Pointing;
        step.eliminations = { { 27, 3 } };
        w.game()->applyStep(step, longText);
        const int row = history->historyModel()->rowCount() - 1;
        QCOMPARE(history->historyModel()->index(row).data().toString(), longText);
        if (history->fontMetrics().horizontalAdvance(longText) > history->viewport()->width())
            QTRY_VERIFY(history->visualRect(history->historyModel()->index(row)).height()
                > history->fontMetrics().height() * 3 / 2);
    }

    // Status messages do not outlive the game they are about: the next move clears them.
    void statusMessagesDoNotGoStale()
    {
        MainWindow w(false);
        startKnown(w);
        QVERIFY(!w.gameFiles()->loadText(
            QStringLiteral("Hello, this is my shopping list"), QStringLiteral("clipboard")));
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("Could not load")));
        QTRY_VERIFY(w.gameFiles()->errorBox());
        w.gameFiles()->errorBox()->close();
        w.playWorkspace()->gridView()->setFocus();
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QCOMPARE(w.statusBar()->currentMessage(), QString());
        // Solved, then reopened by an undo: "Solved in" goes.
        for (int c = 0; c < 81; ++c)
            if (!w.game()->board().isGiven(c)) {
                w.playWorkspace()->gridModel()->setSelectedCell(c);
                w.action(QStringLiteral("revealAction"))->trigger();
            }
        QVERIFY(w.game()->isCompleted());
        QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Solved in")));
        w.action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(w.statusBar()->currentMessage(), QString());
    }

    // The title names the game: where the puzzle comes from, or its file once saved; "*" while
    // it has unsaved changes. (The platform adds the program's name after it.)
    void theTitleNamesTheGame()
    {
        MainWindow w(false);
        startKnown(w);
        QCOMPARE(w.windowTitle(), QStringLiteral("test, puzzle 1[*]"));
        QVERIFY(!w.isWindowModified());
        clickCell(w, 0, 0);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QVERIFY(w.isWindowModified());
        const QString path = m_dir.filePath(QStringLiteral("titled.sudoku"));
        QVERIFY(w.gameFiles()->saveTo(path));
        QCOMPARE(w.windowTitle(), QStringLiteral("titled.sudoku[*]"));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.gameFiles()->openFile(QStringLiteral(SUDOKU_UI_TEST_DATA "/good.txt")));
        QCOMPARE(w.windowTitle(), QStringLiteral("good.txt, puzzle 1[*]"));
    }

    void clockPausesAndResumes()
    {
        Game game;
        game.start(puzzle(kPuzzle), QStringLiteral("t"));
        QVERIFY(game.isClockRunning());
        QTest::qWait(30);
        game.pauseClock();
        const qint64 paused = game.elapsedMs();
        QVERIFY(paused >= 20);
        QTest::qWait(30);
        QCOMPARE(game.elapsedMs(), paused);
        game.resumeClock();
        QVERIFY(game.isClockRunning());
    }

    // Issue 33, 7: cells added to the selection with Shift+arrows look selected (not like the
    // peers' shading), and the panel says how many there are.
    void extraSelectedCellsShowAndAreCounted()
    {
        MainWindow w(false);
        startKnown(w);
        GridView *view = w.playWorkspace()->gridView();
        auto *info = w.findChild<QLabel *>(QStringLiteral("puzzleInfo"));
        QVERIFY(info);
        clickCell(w, 0, 0);
        QVERIFY(info->text().contains(QStringLiteral("Selected cell: A1")));
        QTest::keyClick(view, Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClick(view, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(view->targetCells(), (QVector<int> { 0, 1, 2 }));
        QVERIFY2(info->text().contains(QStringLiteral("3 cells selected: A1, A2, A3")),
            qPrintable(info->text()));
        // A1 is selected with A3 (the current cell); A4 is only A3's peer. Both are open cells
        // without marks: their middles show the background alone.
        const QImage image = view->viewport()->grab().toImage();
        const auto middle = [&](int column) {
            const QRect r = view->visualRect(w.playWorkspace()->gridModel()->index(0, column));
            return image.pixelColor(r.center() * image.devicePixelRatio());
        };
        const auto border = [&](int column) {
            const QRect r = view->visualRect(w.playWorkspace()->gridModel()->index(0, column));
            const int stroke = qMax(2, r.width() / 16); // the frame's width in the delegate
            return image.pixelColor(
                QPoint(r.center().x(), r.bottom() - 1 - stroke / 2) * image.devicePixelRatio());
        };
        QVERIFY(middle(0) != middle(3));
        QVERIFY(border(0) != middle(0)); // framed
        QCOMPARE(border(3), middle(3)); // a peer is not
        // A plain arrow: one cell again.
        QTest::keyClick(view, Qt::Key_Right);
        QVERIFY2(
            info->text().contains(QStringLiteral("Selected cell: A4")), qPrintable(info->text()));
    }

    // Issue 33, 6: the game's clock stands still while another mode is shown (Ctrl+2, the Lab),
    // a game started or loaded there does not start it, and the saved time is the time played.
    void theClockRunsOnlyInPlay()
    {
        MainWindow w(false);
        startKnown(w);
        QVERIFY(w.game()->isClockRunning());
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w.currentMode(), 1);
        QVERIFY(!w.game()->isClockRunning());
        const qint64 inLab = w.game()->elapsedMs();
        QTest::qWait(60);
        QCOMPARE(w.game()->elapsedMs(), inLab);
        QCOMPARE(w.game()->toJson().value(QStringLiteral("elapsedMs")).toInteger(), inLab);
        // The race and Compare hold it too.
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QTest::keyClick(&w, Qt::Key_4, Qt::ControlModifier);
        QCOMPARE(w.currentMode(), 3);
        QTest::qWait(30);
        QCOMPARE(w.game()->elapsedMs(), inLab);
        // A new game started while Play is hidden waits for Play.
        w.gameFiles()->startPuzzle(puzzle(kPuzzle), QStringLiteral("again"));
        QVERIFY(!w.game()->isClockRunning());
        QTest::qWait(30);
        QCOMPARE(w.game()->elapsedMs(), 0);
        // So does a loaded one.
        const QString path = m_dir.filePath(QStringLiteral("clock.sudoku"));
        QVERIFY(w.gameFiles()->saveTo(path));
        QVERIFY(w.gameFiles()->openFile(path));
        QVERIFY(!w.game()->isClockRunning());
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(w.currentMode(), 0);
        QVERIFY(w.game()->isClockRunning());
        QTest::qWait(30);
        QVERIFY(w.game()->elapsedMs() > 0);
    }
};

QTEST_MAIN(TestPlay)
#include "tst_play.moc"
