// Hints through the real widgets: the three levels on a Naked Pair, hints on a position with the
// player's mistakes, the steps list, the difficulty panel and New Game by level.
#include "board/puzzlecheck.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "logic/tutorengine.h"
#include "play/completiondialog.h"
#include "play/difficultypanel.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "play/steplistmodel.h"
#include "play/steplistview.h"
#include "shell/mainwindow.h"
#include "wording/stepwording.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace TestEnvironment;

class TestHints : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void press(MainWindow &w, Qt::Key key)
    {
        QTest::keyClick(w.playWorkspace()->gridView(), key);
        QTRY_VERIFY(!w.playWorkspace()->hintSession()->isBusy());
    }

    // Clicks `button` of "Save the game in progress?" once it shows (modal: from a timer).
    void answerReplaceWith(QMessageBox::StandardButton button, int tries = 300)
    {
        QTimer::singleShot(10, this, [this, button, tries] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box && box->objectName() == QLatin1String("replaceGameBox"))
                QTest::mouseClick(box->button(button), Qt::LeftButton);
            else if (tries > 0)
                answerReplaceWith(button, tries - 1);
        });
    }

    // The position of the first top95 puzzle whose tutor path needs a Forcing Chain, just
    // before that step: its digits and the path's pencil marks (its hint is that chain).
    static core::Puzzle forcingChainPosition()
    {
        QFile file(QStringLiteral(SUDOKU_TEST_DATA "/norvig_top95.txt"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        core::ParseResult r = core::parsePuzzles(file.readAll().toStdString(), "top95");
        for (core::Puzzle &p : r.puzzles) {
            core::Board b = p.board;
            b.fillCandidates();
            for (const core::Step &s : core::tutorPath(p.board).steps) {
                if (s.technique == core::Technique::ForcingChain) {
                    core::ParseResult one;
                    one.puzzles.push_back(p);
                    core::checkSolutions(one);
                    core::Puzzle position = one.puzzles.at(0);
                    position.board = b;
                    position.hasCandidates = true;
                    return position;
                }
                core::applyStep(b, s);
            }
        }
        return {};
    }

    // No hint is drawn on the board and the panel says nothing of an old position.
    static bool noPicture(MainWindow &w)
    {
        GridModel *m = w.playWorkspace()->gridModel();
        if (m->hasHighlight() || !m->highlight().chains.empty() || !m->highlight().units.empty())
            return false;
        for (int c = 0; c < m->board().cellCount(); ++c) {
            const QModelIndex i = m->indexOfCell(c);
            if (i.data(GridModel::HintCellRole).toBool() || i.data(GridModel::HintUnitRole).toBool()
                || i.data(GridModel::HintPatternRole).toUInt() != 0)
                return false;
        }
        return w.playWorkspace()->hintPanel()->title() == QStringLiteral("Hints");
    }

    // Shows the hint at level 2 (F3): something is drawn.
    void show(MainWindow &w)
    {
        press(w, Qt::Key_F3);
        QVERIFY2(w.playWorkspace()->gridModel()->hasHighlight(),
            qPrintable(w.playWorkspace()->hintPanel()->text()));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    }

    void init()
    {
        QFile::remove(GameFile::autosavePath());
        QSettings().clear();
    }

    void threeLevelsOnANakedPair()
    {
        MainWindow w(false);
        QAbstractItemModelTester tester(
            w.playWorkspace()->gridModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        HintPanel *hints = w.playWorkspace()->hintPanel();
        HintSession *session = w.playWorkspace()->hintSession();
        const core::Board &b = w.game()->board();

        // Level 1 names the technique and the unit, and shades only the unit.
        press(w, Qt::Key_F2);
        QCOMPARE(session->level(), 1);
        QVERIFY(hints->text().contains(QStringLiteral("Hidden Single")));
        QVERIFY(hints->text().contains(QStringLiteral("box 7")));
        QVERIFY(w.playWorkspace()->gridModel()->index(6, 0).data(GridModel::HintUnitRole).toBool());
        QCOMPARE(
            w.playWorkspace()->gridModel()->index(7, 2).data(GridModel::PlacementRole).toInt(), 0);
        // Level 3 (F4) applies it: H3 = 6.
        press(w, Qt::Key_F4);
        QCOMPARE(b.value(cellNamed("H3")), 6);
        QCOMPARE(w.game()->hintsUsed(), 1);
        press(w, Qt::Key_F4); // I2 = 8
        QCOMPARE(b.value(cellNamed("I2")), 8);
        press(w, Qt::Key_F4); // pointing: 3 leaves D1
        QVERIFY(!(b.candidates(cellNamed("D1")) & core::bit(3)));
        QVERIFY(b.candidates(cellNamed("D1")) != 0);

        // Now the Naked Pair.
        press(w, Qt::Key_F2);
        QCOMPARE(session->kind(), HintSession::Kind::Step);
        QCOMPARE(session->step()->technique, core::Technique::NakedPair);
        QVERIFY(hints->text().contains(QStringLiteral("Look for a Naked Pair in box 2.")));
        QCOMPARE(
            w.playWorkspace()->gridModel()->index(1, 4).data(GridModel::HintPatternRole).toUInt(),
            0u); // not yet
        // Level 2: the pair's candidates and the eliminations are highlighted, and explained.
        press(w, Qt::Key_F3);
        QCOMPARE(session->level(), 2);
        const core::Mask pair = core::bit(1) | core::bit(9);
        QCOMPARE(
            w.playWorkspace()->gridModel()->index(1, 4).data(GridModel::HintPatternRole).toUInt(),
            pair); // B5
        QCOMPARE(
            w.playWorkspace()->gridModel()->index(2, 4).data(GridModel::HintPatternRole).toUInt(),
            pair); // C5
        QVERIFY(w.playWorkspace()->gridModel()->index(1, 4).data(GridModel::HintCellRole).toBool());
        QCOMPARE(
            w.playWorkspace()->gridModel()->index(0, 4).data(GridModel::EliminationRole).toUInt(),
            core::bit(1)); // A5
        QCOMPARE(
            w.playWorkspace()->gridModel()->index(1, 3).data(GridModel::EliminationRole).toUInt(),
            pair); // B4
        QCOMPARE(
            w.playWorkspace()->gridModel()->index(2, 3).data(GridModel::EliminationRole).toUInt(),
            pair); // C4
        QVERIFY(hints->text().contains(QStringLiteral("B5 and C5")));
        QVERIFY(hints->text().contains(QStringLiteral("1 and 9")));
        // The hint counts once however many levels are asked for.
        QCOMPARE(w.game()->hintsUsed(), 4);
        // Level 3 applies it, as one undoable step named in the history.
        const int before = w.game()->undoStack()->count();
        press(w, Qt::Key_F4);
        QCOMPARE(w.game()->undoStack()->count(), before + 1);
        QVERIFY(w.game()->undoStack()->text(before).startsWith(QStringLiteral("Naked Pair")));
        for (const char *c : { "B4", "C4" })
            QCOMPARE(b.candidates(cellNamed(c)) & pair, core::Mask(0));
        QCOMPARE(b.candidates(cellNamed("A5")) & core::bit(1), core::Mask(0));
        QVERIFY(b.candidates(cellNamed("A5")) != 0);
        QVERIFY(!w.playWorkspace()
                     ->gridModel()
                     ->index(1, 4)
                     .data(GridModel::HintCellRole)
                     .toBool()); // cleared
        w.action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(b.candidates(cellNamed("B4")) & pair, pair); // the pair is back in B4
    }

    // Applying a removal on a board with marks in a few cells only: every open cell gets its
    // marks once (not just the cells the step touches), and the hint says so.
    void aRemovalFillsEveryMarkOnce()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        const core::Board &b = w.game()->board();
        // The player's own marks in A1 only (its candidates, typed one by one).
        const int a1 = cellNamed("A1");
        w.playWorkspace()->gridModel()->setSelectedCell(a1);
        for (int s = 1; s <= 9; ++s)
            if (b.computeCandidates(a1) & core::bit(s))
                QTest::keyClick(
                    w.playWorkspace()->gridView(), Qt::Key(Qt::Key_0 + s), Qt::ShiftModifier);
        const core::Mask mine = b.candidates(a1);
        QCOMPARE(mine, b.computeCandidates(a1));
        press(w, Qt::Key_F4); // H3 = 6
        press(w, Qt::Key_F4); // I2 = 8
        const core::Board before = w.game()->effectiveBoard();
        press(w, Qt::Key_F4); // pointing: 3 leaves D1
        QCOMPARE(w.game()->undoStack()->count(), 4);
        for (int c = 0; c < 81; ++c) {
            if (!b.isOpen(c))
                continue;
            const core::Mask expected = c == a1 ? mine
                : c == cellNamed("D1")          ? before.candidates(c) & ~core::bit(3)
                                                : before.candidates(c);
            QVERIFY2(b.candidates(c) == expected,
                qPrintable(QString::number(c) + w.playWorkspace()->hintPanel()->text()));
        }
        QVERIFY(w.playWorkspace()->hintPanel()->text().contains(
            QStringLiteral("Every empty cell has its pencil")));
        // One undo takes the removal and the filled marks back together.
        w.action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(b.candidates(cellNamed("D1")), core::Mask(0));
        QCOMPARE(b.candidates(a1), mine);
    }

    void hintsPointAtThePlayersMistakesFirst()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        const int a1 = cellNamed("A1");
        const int wrong = w.game()->solution()[a1] % 9 + 1;
        w.playWorkspace()->gridModel()->setSelectedCell(a1);
        w.game()->enterDigit({ a1 }, wrong);
        press(w, Qt::Key_F2);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::WrongDigit);
        QVERIFY(w.playWorkspace()->hintPanel()->text().contains(QStringLiteral("A1")));
        QVERIFY(w.playWorkspace()->gridModel()->index(0, 0).data(GridModel::WrongRole).toBool());
        press(w, Qt::Key_F4); // removes the wrong digit
        QCOMPARE(w.game()->board().value(a1), 0);

        // A pencil mark the solution needs, removed by mistake.
        w.action(QStringLiteral("fillAction"))->trigger();
        const int needed = w.game()->solution()[a1];
        w.game()->toggleCandidate({ a1 }, needed);
        press(w, Qt::Key_F2);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::MissingCandidate);
        // Where? names the cell but never the digit (A1's solution): apart from the names A1,
        // F3 and F4, no digit at all appears in its text, whatever the solution says.
        {
            QString level1 = w.playWorkspace()->hintPanel()->text();
            QVERIFY2(level1.contains(QStringLiteral("A1")), qPrintable(level1));
            level1.remove(QStringLiteral("A1"));
            level1.remove(QStringLiteral("F3"));
            level1.remove(QStringLiteral("F4"));
            for (QChar ch : level1)
                QVERIFY2(!ch.isDigit(), qPrintable(level1));
        }
        // Show names it.
        press(w, Qt::Key_F3);
        QCOMPARE(w.playWorkspace()->hintSession()->level(), 2);
        QVERIFY(w.playWorkspace()->hintPanel()->text().contains(
            QStringLiteral("no longer include %1").arg(needed)));
        press(w, Qt::Key_F4);
        QVERIFY(w.game()->board().candidates(a1) & core::bit(needed));
        // With the position right again, the hint is logic.
        press(w, Qt::Key_F2);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::Step);
    }

    void aHintOnASolvedBoardSaysSolved()
    {
        MainWindow w(false);
        // The puzzle's own solution with one cell open: the player types the last digit.
        const core::Puzzle known = puzzleFromLine(kNakedPairPuzzle);
        std::string line = core::writeLine(known.board);
        for (int c = 0; c < 81; ++c)
            line[std::size_t(c)] = char('0' + known.solution[std::size_t(c)]);
        const int h3 = cellNamed("H3");
        line[std::size_t(h3)] = '.';
        w.gameFiles()->startPuzzle(puzzleFromLine(line.c_str()), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        w.playWorkspace()->gridModel()->setSelectedCell(h3);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_0 + known.solution[std::size_t(h3)]);
        QVERIFY(w.game()->isCompleted());
        QTRY_VERIFY(w.playWorkspace()->completionBox());
        w.playWorkspace()
            ->completionBox()
            ->close(); // the player closes "Well done", then asks for a hint

        const int entries = w.game()->undoStack()->count();
        press(w, Qt::Key_F2);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::Solved);
        QCOMPARE(w.playWorkspace()->hintSession()->level(), 1);
        QCOMPARE(w.playWorkspace()->hintPanel()->text(),
            QStringLiteral("Solved\nThe board is complete."));
        // Apply has nothing to do, and a finished board's hint is no hint used.
        QTest::mouseClick(w.playWorkspace()->hintPanel()->findChild<QPushButton *>(
                              QStringLiteral("hintApplyButton")),
            Qt::LeftButton);
        QTRY_VERIFY(!w.playWorkspace()->hintSession()->isBusy());
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::Solved);
        QCOMPARE(w.playWorkspace()->hintPanel()->text(),
            QStringLiteral("Solved\nThe board is complete."));
        QCOMPARE(w.game()->undoStack()->count(), entries);
        QCOMPARE(w.game()->hintsUsed(), 0);
        // German, from the translation.
        w.action(QStringLiteral("languageDeAction"))->trigger();
        QTRY_COMPARE(w.playWorkspace()->hintPanel()->text(),
            QStringLiteral("Gelöst\nDas Spielfeld ist vollständig."));
        w.action(QStringLiteral("languageEnAction"))->trigger();
        QTRY_COMPARE(w.playWorkspace()->hintPanel()->text(),
            QStringLiteral("Solved\nThe board is complete."));
    }

    void aHintOnABrokenPositionSaysNothingFound()
    {
        // A1..A8 hold 1..8 and I9 holds 9: A9 can take no digit, yet no two givens clash. The
        // puzzle has no solution, so there is nothing to check the player's digits against.
        const QString broken = QStringLiteral("12345678.") + QString(63, QLatin1Char('.'))
            + QStringLiteral("........9");
        MainWindow w(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.gameFiles()->loadText(broken, QStringLiteral("broken")));
        QCOMPARE(w.game()->status(), core::SolutionStatus::None);
        w.playWorkspace()->gridView()->setFocus();
        const std::string before = core::writeLine(w.game()->board());
        press(w, Qt::Key_F2);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::NothingFound);
        QCOMPARE(w.playWorkspace()->hintPanel()->text(),
            QStringLiteral(
                "No step found\nNo technique applies to this position. Check the digits and "
                "pencil marks: the puzzle may have no solution from here."));
        press(w, Qt::Key_F4); // Apply: nothing to apply
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::NothingFound);
        QCOMPARE(core::writeLine(w.game()->board()), before);
        QCOMPARE(w.game()->undoStack()->count(), 0);
        QCOMPARE(w.game()->hintsUsed(), 0);
    }

    void aHintOnAnEmptyBoardSaysNothingFound()
    {
        // Several solutions: no logic step applies, and a trial finds no contradiction.
        MainWindow w(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.gameFiles()->loadText(QString(81, QLatin1Char('.')), QStringLiteral("empty")));
        QCOMPARE(w.game()->status(), core::SolutionStatus::Multiple);
        w.playWorkspace()->gridView()->setFocus();
        press(w, Qt::Key_F3);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::NothingFound);
        QCOMPARE(w.playWorkspace()->hintSession()->level(), 2);
        QVERIFY(
            w.playWorkspace()->hintPanel()->text().startsWith(QStringLiteral("No step found\n")));
        QCOMPARE(w.game()->board().clueCount(), 0);
    }

    void stepsListShowsAndAppliesSteps()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        StepListModel *steps = w.playWorkspace()->stepListView()->stepModel();
        QAbstractItemModelTester tester(
            steps, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY(steps->rowCount() > 0);
        QVERIFY(steps->index(0).data().toString().contains(QStringLiteral("Hidden Single")));
        // A new list starts at its top (the simplest step), wherever the old one was scrolled.
        w.playWorkspace()->stepListView()->scrollToBottom();
        w.game()->enterDigit({ cellNamed("H3") }, 6);
        QTRY_VERIFY(steps->rowCount() > 0);
        QCOMPARE(w.playWorkspace()->stepListView()->verticalScrollBar()->value(), 0);
        w.action(QStringLiteral("undoAction"))->trigger();
        QTRY_VERIFY(steps->rowCount() > 0);
        // Every listed step is sound: its placements agree with the solution.
        for (int r = 0; r < steps->rowCount(); ++r)
            for (const auto &p : steps->stepAt(r)->placements)
                QCOMPARE(int(w.game()->solution()[std::size_t(p.cell)]), p.symbol);
        // A click shows the step on the board; a double-click applies it.
        QListView *view = w.playWorkspace()->stepListView();
        const QRect rect = view->visualRect(steps->index(0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(w.playWorkspace()->hintSession()->level(), 2);
        const core::Step first = *steps->stepAt(0);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(w.game()->board().value(first.placements.front().cell),
            first.placements.front().symbol);
    }

    // An empty Steps tab says why: a wrong digit (and how to find it), a finished board.
    void anEmptyStepsListSaysWhy()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        StepListView *view = w.playWorkspace()->stepListView();
        QTRY_VERIFY(w.playWorkspace()->stepListView()->stepModel()->rowCount() > 0);
        QCOMPARE(view->emptyReason(), StepListView::Empty::None);
        const int a1 = cellNamed("A1");
        w.game()->enterDigit({ a1 }, w.game()->solution()[a1] % 9 + 1);
        QTRY_COMPARE(view->emptyReason(), StepListView::Empty::WrongDigit);
        QCOMPARE(w.playWorkspace()->stepListView()->stepModel()->rowCount(), 0);
        QVERIFY(view->emptyText().contains(QStringLiteral("press F2")));
        // Said in the list itself: its empty viewport has the words painted in.
        view->resize(300, 200);
        const QImage image = view->viewport()->grab().toImage();
        const QColor base = view->viewport()->palette().color(QPalette::Base);
        int ink = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                ink += image.pixelColor(x, y) != base;
        QVERIFY(ink > 100);
        w.action(QStringLiteral("undoAction"))->trigger();
        QTRY_COMPARE(view->emptyReason(), StepListView::Empty::None);
        QVERIFY(view->emptyText().isEmpty());
    }

    // Steps of one technique that change the same candidates are one row, naming the other
    // unit they were found in.
    void nearDuplicateStepsAreOneRow()
    {
        const core::Geometry &g = core::Geometry::classic();
        StepListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::Step inBox;
        inBox.technique = core::Technique::HiddenPair;
        inBox.units = { g.boxUnit(3) };
        inBox.cells = { cellNamed("D2"), cellNamed("E2") };
        inBox.symbols = core::bit(4) | core::bit(7);
        inBox.eliminations = { { cellNamed("D2"), 1 }, { cellNamed("E2"), 9 } };
        core::Step inColumn = inBox;
        inColumn.units = { g.columnUnit(1) };
        std::reverse(inColumn.eliminations.begin(), inColumn.eliminations.end());
        core::Step other = inBox;
        other.eliminations = { { cellNamed("D2"), 1 } };
        model.setSteps({ inBox, inColumn, other }, g);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY2(model.index(0).data().toString().endsWith(QStringLiteral("(also in column 2)")),
            qPrintable(model.index(0).data().toString()));
        QCOMPARE(model.alsoIn(0), std::vector<int> { g.columnUnit(1) });
        QVERIFY(!model.index(1).data().toString().contains(QStringLiteral("also")));
        QCOMPARE(model.stepAt(0)->units, inBox.units);
    }

    void stepsOfAnOldPositionAreDroppedAtOnce()
    {
        MainWindow w(false);
        core::ParseResult r
            = core::readPuzzleFile(SUDOKU_UI_TEST_DATA "/../../data/sudoklify_16x16.txt");
        QVERIFY(!r.puzzles.empty());
        r.puzzles.resize(1);
        core::checkSolutions(r);
        w.gameFiles()->startPuzzle(r.puzzles.front(), QStringLiteral("16x16"));
        QTRY_VERIFY(w.playWorkspace()->stepListView()->stepModel()->rowCount() > 0);
        // A 9x9 game: the 16x16 steps must be gone before anything could apply them.
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("9x9"));
        QCOMPARE(w.playWorkspace()->stepListView()->stepModel()->rowCount(), 0);
        QTRY_VERIFY(w.playWorkspace()->stepListView()->stepModel()->rowCount() > 0);
        for (int row = 0; row < w.playWorkspace()->stepListView()->stepModel()->rowCount(); ++row)
            for (int c : w.playWorkspace()->stepListView()->stepModel()->stepAt(row)->cells)
                QVERIFY(c < 81);
        // A board change clears the list too.
        w.game()->enterDigit({ cellNamed("H3") }, 6);
        QCOMPARE(w.playWorkspace()->stepListView()->stepModel()->rowCount(), 0);
    }

    void difficultyPanelRatesThePuzzle()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        DifficultyPanel *panel = w.playWorkspace()->difficultyPanel();
        QTRY_VERIFY(panel->figures().valid);
        const auto &f = panel->figures();
        QVERIFY(f.entropy > 1.0 && f.entropy < 2.0);
        QVERIFY(f.filterSolved);
        QCOMPARE(f.filterTopRule, 4); // naked pair is San Segundo's 5th rule
        QVERIFY(f.pathSolved);
        QVERIFY(f.human.score > 0);
        QVERIFY(f.ntnStart > 0 && f.ntnStart < 1);
        QVERIFY(panel->findChild<QLabel *>(QStringLiteral("levelValue"))
                    ->text()
                    .contains(DifficultyPanel::levelName(f.human.level)));
    }

    // Issue 32: a naked single that rests on a pencil mark the player struck out says so, and
    // Show frames the cell whose marks it used; the same single on the digits says the digits.
    void aHintOnThePlayersMarksSaysSo()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GridView *view = w.playWorkspace()->gridView();
        view->setFocus();
        GridModel *m = w.playWorkspace()->gridModel();
        const core::Board &b = w.game()->board();
        const int a1 = cellNamed("A1");
        const int digit = w.game()->solution()[std::size_t(a1)];
        QVERIFY(core::popcount(b.computeCandidates(a1)) > 1);
        // The player pencils only the solution's digit into A1 (Shift+digit marks).
        m->setSelectedCell(a1);
        QTest::keyClick(view, Qt::Key(Qt::Key_0 + digit), Qt::ShiftModifier);
        QCOMPARE(b.candidates(a1), core::bit(digit));
        press(w, Qt::Key_F3);
        HintSession *session = w.playWorkspace()->hintSession();
        QCOMPARE(session->step()->technique, core::Technique::NakedSingle);
        QCOMPARE(session->step()->placements.front().cell, a1);
        const QString text = w.playWorkspace()->hintPanel()->text();
        QVERIFY2(text.contains(QStringLiteral("Your pencil marks leave only %1 in A1: they have "
                                              "removed ")
                                   .arg(digit)),
            qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("already in its row")), qPrintable(text));
        const uint own = m->indexOfCell(a1).data(GridModel::HintOwnMarksRole).toUInt();
        QCOMPARE(own, uint(b.computeCandidates(a1) & ~core::bit(digit)));
        for (int c = 0; c < b.cellCount(); ++c)
            if (c != a1)
                QCOMPARE(m->indexOfCell(c).data(GridModel::HintOwnMarksRole).toUInt(), 0u);
    }

    // Issue 32: the player pencils only 3 into C1 of NYT easy #1 (by the digits C1 holds 3 or 8;
    // the solution has 8, from a separate solver). F3 points out the mark first; the Steps tab's
    // naked single C1 = 3, shown, rests on the struck-out 8 and notes that nothing rules it out,
    // without saying C1's digit.
    void aStepOnAMarkNothingJustifiesSaysSo()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(".251....9.6.592..8..97..62.197...4..4..6..23..."
                                                  "2.57.91281...9.4.....67.29...41.8."),
            QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GridView *view = w.playWorkspace()->gridView();
        view->setFocus();
        GridModel *m = w.playWorkspace()->gridModel();
        const int c1 = cellNamed("C1");
        QCOMPARE(int(w.game()->solution()[std::size_t(c1)]), 8);
        m->setSelectedCell(c1);
        QTest::keyClick(view, Qt::Key_3, Qt::ShiftModifier);
        QCOMPARE(w.game()->board().candidates(c1), core::bit(3));
        HintSession *session = w.playWorkspace()->hintSession();
        press(w, Qt::Key_F3);
        QCOMPARE(session->kind(), HintSession::Kind::MissingCandidate);
        // The Steps tab lists the single on the marks; shown, its words say both things.
        core::Step single;
        single.technique = core::Technique::NakedSingle;
        single.placements = { { c1, 3 } };
        session->showStep(single);
        QCOMPARE(session->level(), 2);
        const QString text = w.playWorkspace()->hintPanel()->text();
        QVERIFY2(text.contains(QStringLiteral("Your pencil marks leave only 3 in C1: they have "
                                              "removed 8 from C1")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Note: you have removed 8 from C1, but nothing on "
                                              "the board rules that out.")),
            qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("C1 = 8")), qPrintable(text));
        // 8 pencilled back and 3 struck out: the single C1 = 8 rests on a removal nothing
        // contradicts (3 is not C1's digit), so no note.
        QTest::keyClick(view, Qt::Key_8, Qt::ShiftModifier);
        QCOMPARE(w.game()->board().candidates(c1), core::bit(3) | core::bit(8));
        single.placements = { { c1, 8 } };
        w.game()->toggleCandidate({ c1 }, 3);
        session->showStep(single);
        QVERIFY2(!w.playWorkspace()->hintPanel()->text().contains(QStringLiteral("Note:")),
            qPrintable(w.playWorkspace()->hintPanel()->text()));
    }

    // Issue 32: a forcing chain shown (F3), then File ▸ New Game ▸ Hard, Discard: nothing of
    // the chain is left drawn, nor its words.
    void aForcingChainGoesWithANewGame()
    {
        MainWindow w(false);
        const core::Puzzle position = forcingChainPosition();
        QVERIFY(position.board.cellCount() == 81);
        w.gameFiles()->startPuzzle(position, QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(w.levelsReady(), 60000);
        // A move of the player's own, so that New asks what to do with it.
        const core::Board &b = w.game()->board();
        int open = 0;
        while (!b.isOpen(open))
            ++open;
        const int mark = core::lowestSymbol(b.candidates(open));
        w.game()->toggleCandidate({ open }, mark);
        w.game()->toggleCandidate({ open }, mark);
        // Level 1 (F2) points at the chain's cell (issue 32, item 4).
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(!w.playWorkspace()->hintSession()->isBusy(), 60000);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::Step);
        const core::Step &chain = *w.playWorkspace()->hintSession()->step();
        QVERIFY(!chain.cells.empty());
        QVERIFY(w.playWorkspace()
                    ->gridModel()
                    ->indexOfCell(chain.cells.front())
                    .data(GridModel::HintCellRole)
                    .toBool());
        QVERIFY(w.playWorkspace()->hintPanel()->text().contains(
            StepWording(core::Geometry::classic(), core::CellNaming::Letter)
                .cellName(chain.cells.front())));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(!w.playWorkspace()->hintSession()->isBusy(), 60000);
        QCOMPARE(w.playWorkspace()->hintSession()->kind(), HintSession::Kind::Step);
        QCOMPARE(
            w.playWorkspace()->hintSession()->step()->technique, core::Technique::ForcingChain);
        QVERIFY(!w.playWorkspace()->gridModel()->highlight().chains.empty());
        QVERIFY(!noPicture(w));

        // File ▸ New Game ▸ Hard; Discard.
        answerReplaceWith(QMessageBox::Discard);
        w.action(QStringLiteral("newGameLevel2"))->trigger();
        QTRY_VERIFY(w.game()->board().values() != position.board.values());
        QVERIFY(noPicture(w));
    }

    // Every other way the position is replaced or moves on takes the picture with it: typing,
    // Undo, Redo (keys), Reveal (Ctrl+R), Restart, Apply (F4), Paste (Ctrl+V), Open Recent...
    void noPictureOutlivesItsPosition()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GridView *view = w.playWorkspace()->gridView();
        view->setFocus();
        GridModel *m = w.playWorkspace()->gridModel();

        // Typing a digit (the right one: a wrong one would be the next hint).
        const int a1 = w.game()->solution()[std::size_t(cellNamed("A1"))];
        const auto a1Key = Qt::Key(Qt::Key_0 + a1);
        show(w);
        m->setSelectedCell(cellNamed("A1"));
        QTest::keyClick(view, a1Key);
        QCOMPARE(w.game()->board().value(cellNamed("A1")), a1);
        QVERIFY(noPicture(w));
        // Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z).
        show(w);
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.game()->board().value(cellNamed("A1")), 0);
        QVERIFY(noPicture(w));
        show(w);
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.game()->board().value(cellNamed("A1")), a1);
        QVERIFY(noPicture(w));
        // Erasing (Delete).
        show(w);
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(w.game()->board().value(cellNamed("A1")), 0);
        QVERIFY(noPicture(w));
        // Reveal (Ctrl+R) on the selected cell.
        show(w);
        QTest::keyClick(view, Qt::Key_R, Qt::ControlModifier);
        QVERIFY(w.game()->board().value(cellNamed("A1")) != 0);
        QVERIFY(noPicture(w));
        // Apply (F4): what the step changed is ghosted, the hint's picture is gone.
        show(w);
        press(w, Qt::Key_F4);
        QVERIFY(!m->hasHighlight());
        QVERIFY(m->highlight().chains.empty());
        // Restart.
        show(w);
        w.action(QStringLiteral("restartAction"))->trigger();
        QTRY_VERIFY(noPicture(w));
        // Paste a new puzzle (Ctrl+V): asked, Discard.
        show(w);
        m->setSelectedCell(cellNamed("A1"));
        QTest::keyClick(view, a1Key); // a move to keep
        show(w);
        QApplication::clipboard()->setText(QString::fromLatin1(kGoodPuzzle));
        answerReplaceWith(QMessageBox::Discard);
        QTest::keyClick(view, Qt::Key_V, Qt::ControlModifier);
        QTRY_COMPARE(w.game()->board().value(cellNamed("A3")), 3);
        QVERIFY(noPicture(w));
        // A new game started (Open, Open Recent and Resume start theirs the same way).
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        view->setFocus();
        show(w);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        QVERIFY(noPicture(w));
    }

    void newGameByLevel()
    {
        MainWindow w(false);
        QTRY_VERIFY_WITH_TIMEOUT(w.levelsReady(), 60000);
        QVERIFY(w.action(QStringLiteral("newGameLevel0"))->isEnabled()); // easy
        w.action(QStringLiteral("newGameLevel0"))->trigger();
        QTRY_VERIFY(w.playWorkspace()->difficultyPanel()->figures().valid);
        QCOMPARE(w.playWorkspace()->difficultyPanel()->figures().human.level, core::Level::Easy);
        QVERIFY(w.action(QStringLiteral("newGameLevel4"))->isEnabled()); // extreme (top95)
        QVERIFY(w.newGameOfLevel(4));
        QTRY_VERIFY(w.playWorkspace()->difficultyPanel()->figures().valid);
        QCOMPARE(w.playWorkspace()->difficultyPanel()->figures().human.level, core::Level::Extreme);
    }
};

QTEST_MAIN(TestHints)
#include "tst_hints.moc"
