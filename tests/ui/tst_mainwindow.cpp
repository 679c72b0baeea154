#include "board/puzzlecheck.h"
#include "game/game.h"
#include "game/gamefiles.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "help/shortcutsheet.h"
#include "play/playworkspace.h"
#include "shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(SUDOKU_UI_TEST_DATA "/") + QLatin1String(name);
}

std::string boardLine(const core::Board &b)
{
    return core::writeLine(b);
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    }

    void startsWithABundledPuzzle()
    {
        MainWindow w(false);
        QCOMPARE(w.game()->board().side(), 9);
        QVERIFY(w.game()->board().clueCount() >= 17);
        QCOMPARE(w.game()->status(), core::SolutionStatus::Unique);
    }

    void loadFileAndClickACell()
    {
        MainWindow w(false);
        QAbstractItemModelTester tester(
            w.playWorkspace()->gridModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.gameFiles()->openFile(dataFile("good.txt")));
        QCOMPARE(boardLine(w.game()->board()),
            std::string("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9.."
                        "5.1.3.."));
        QCOMPARE(w.game()->status(), core::SolutionStatus::Unique);

        // Click D7 (row 3, column 6) with the mouse.
        GridView *view = w.playWorkspace()->gridView();
        const QModelIndex d7 = w.playWorkspace()->gridModel()->index(3, 6);
        const QRect rect = view->visualRect(d7);
        QVERIFY(rect.isValid());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(w.playWorkspace()->gridModel()->selectedCell(), 3 * 9 + 6);
        QVERIFY(
            w.playWorkspace()->gridModel()->index(3, 0).data(GridModel::PeerRole).toBool()); // same
                                                                                             // row
        QVERIFY(w.playWorkspace()
                    ->gridModel()
                    ->index(8, 6)
                    .data(GridModel::PeerRole)
                    .toBool()); // same column
        QVERIFY(
            w.playWorkspace()->gridModel()->index(5, 8).data(GridModel::PeerRole).toBool()); // same
                                                                                             // box
        QVERIFY(!w.playWorkspace()
                     ->gridModel()
                     ->index(0, 0)
                     .data(GridModel::PeerRole)
                     .toBool()); // unrelated

        // Arrow keys move the selection, and the peers follow.
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(w.playWorkspace()->gridModel()->selectedCell(), 4 * 9 + 6);
        QVERIFY(w.playWorkspace()->gridModel()->index(4, 0).data(GridModel::PeerRole).toBool());
        QVERIFY(!w.playWorkspace()->gridModel()->index(3, 0).data(GridModel::PeerRole).toBool());
    }

    void badFileNamesLineAndColumnAndKeepsTheGame()
    {
        MainWindow w(false);
        w.show();
        const std::string before = boardLine(w.game()->board());
        QVERIFY(!w.gameFiles()->openFile(dataFile("badchar.txt")));
        QCOMPARE(boardLine(w.game()->board()), before);
        QVERIFY(w.gameFiles()->lastError().contains(QStringLiteral("line 2, column 32")));
        QVERIFY(w.gameFiles()->lastError().contains(QStringLiteral("'x'")));
        QMessageBox *box = w.gameFiles()->errorBox();
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(box->informativeText().contains(QStringLiteral("line 2, column 32")));
        box->close();

        QVERIFY(!w.gameFiles()->openFile(dataFile("does-not-exist.txt")));
        QCOMPARE(boardLine(w.game()->board()), before);
        QVERIFY(w.gameFiles()->lastError().contains(QStringLiteral("cannot open the file")));
    }

    void pasteWithCtrlV()
    {
        MainWindow w(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString line = QStringLiteral(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QApplication::clipboard()->setText(line);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(QString::fromStdString(boardLine(w.game()->board())), line);
        QCOMPARE(w.game()->board().clueCount(), 17);

        // Garbage on the clipboard: an error, and the game stays.
        QApplication::clipboard()->setText(QStringLiteral("hello"));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(QString::fromStdString(boardLine(w.game()->board())), line);
        QVERIFY(!w.gameFiles()->lastError().isEmpty());

        // Prose is not a puzzle, and the message says that (not how many rows are missing).
        QApplication::clipboard()->setText(QStringLiteral("Hello, this is my shopping list"));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(QString::fromStdString(boardLine(w.game()->board())), line);
        QVERIFY2(w.gameFiles()->lastError().contains(
                     QStringLiteral("This text is not a Sudoku puzzle.")),
            qPrintable(w.gameFiles()->lastError()));
        QVERIFY(!w.gameFiles()->lastError().contains(QStringLiteral("rows")));
    }

    // Issue 33, 15: the small words of Play. A pasted puzzle comes from "Clipboard"; a puzzle
    // without a number (generated) is not "Puzzle 0"; the digit pad's count says it is the
    // number placed; the About box (opened with the mouse) has the version.
    void smallWordsAreRight()
    {
        MainWindow w(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const QString line = QStringLiteral(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QApplication::clipboard()->setText(line);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.game()->source(), QStringLiteral("Clipboard"));
        QCOMPARE(w.windowTitle(), QStringLiteral("Clipboard, puzzle 1[*]"));
        auto *info = w.findChild<QLabel *>(QStringLiteral("puzzleInfo"));
        QVERIFY(info);
        QVERIFY2(
            info->text().contains(QStringLiteral("<b>Clipboard</b>")), qPrintable(info->text()));
        QVERIFY2(
            info->text().contains(QStringLiteral("9 × 9 · 17 given")), qPrintable(info->text()));

        // A generated game: no number either.
        core::ParseResult r = core::parsePuzzles(line.toStdString(), "test");
        core::checkSolutions(r);
        core::Puzzle generated = r.puzzles.at(0);
        generated.index = 0;
        w.gameFiles()->startPuzzle(generated, QStringLiteral("Generated 9×9 · Hard"));
        QVERIFY2(!info->text().contains(QStringLiteral("Puzzle 0")), qPrintable(info->text()));
        QVERIFY2(info->text().contains(QStringLiteral("<br>9 × 9 · 17 given")),
            qPrintable(info->text()));
        QCOMPARE(w.windowTitle(), QStringLiteral("Generated 9×9 · Hard[*]"));

        // The digit pad: 4 is placed twice (A1, F7... the givens); typing one more says 3.
        auto *four = w.findChild<QToolButton *>(QStringLiteral("digit4"));
        QVERIFY(four);
        int placed = 0;
        for (int c = 0; c < 81; ++c)
            placed += w.game()->board().value(c) == 4;
        QCOMPARE(four->accessibleName(), QStringLiteral("Digit 4"));
        QCOMPARE(four->accessibleDescription(), QStringLiteral("%1 of 9 placed").arg(placed));
        QVERIFY(four->toolTip().contains(QStringLiteral("%1 of 9 placed").arg(placed)));
        w.playWorkspace()->gridView()->setFocus();
        w.playWorkspace()->gridModel()->setSelectedCell(1);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QCOMPARE(four->accessibleDescription(), QStringLiteral("%1 of 9 placed").arg(placed + 1));

        // Help ▸ About, with the mouse.
        QMenu *help = nullptr;
        for (QAction *a : w.menuBar()->actions())
            if (a->menu() && a->menu()->actions().contains(w.action(QStringLiteral("aboutAction"))))
                help = a->menu();
        QVERIFY(help);
        QTest::mouseClick(w.menuBar(), Qt::LeftButton, {},
            w.menuBar()->actionGeometry(help->menuAction()).center());
        QTRY_VERIFY(help->isVisible());
        QString aboutText;
        QTimer::singleShot(50, this, [&aboutText] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                aboutText = box->text();
                box->close();
            }
        });
        QTest::mouseClick(help, Qt::LeftButton, {},
            help->actionGeometry(w.action(QStringLiteral("aboutAction"))).center());
        QTRY_VERIFY(!aboutText.isEmpty());
        QVERIFY2(
            aboutText.contains(QStringLiteral("Version " SUDOKU_VERSION)), qPrintable(aboutText));
    }

    void theBoardAndThePanelShareTheWidth()
    {
        MainWindow w(false);
        auto *play = w.findChild<PlayWorkspace *>(QStringLiteral("playWorkspace"));
        QVERIFY(play);
        const auto rectOf = [&w](const QWidget *widget) {
            return QRect(widget->mapTo(&w, QPoint(0, 0)), widget->size());
        };
        w.resize(1920, 1080);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // Wide: the panel grows instead of leaving dead space between it and the board.
        QTRY_VERIFY(w.width() == 1920);
        QRect board = rectOf(w.playWorkspace()->gridView());
        QRect side = rectOf(play->sidePanel());
        QVERIFY2(side.left() - board.right() < 100,
            qPrintable(QStringLiteral("board ends at %1, panel starts at %2")
                           .arg(board.right())
                           .arg(side.left())));
        QVERIFY2(side.width() > 600, qPrintable(QString::number(side.width())));
        QVERIFY(board.height() > 900);

        // Small: the board wins the space.
        w.resize(800, 600);
        QTRY_VERIFY(w.width() == 800);
        QTRY_VERIFY(
            rectOf(w.playWorkspace()->gridView()).width() > 2 * rectOf(play->sidePanel()).width());
        QVERIFY(play->sidePanel()->width() >= PlayWorkspace::kMinPanelWidth);
        board = rectOf(w.playWorkspace()->gridView());
        side = rectOf(play->sidePanel());
        QVERIFY(board.right() < side.left());

        // F9 folds the panel away: the board takes the window; F9 again brings it back.
        w.resize(700, 700);
        QTRY_VERIFY(w.width() == 700);
        QTRY_VERIFY(w.playWorkspace()->gridView()->width() < 500);
        const int withPanel = w.playWorkspace()->gridView()->width();
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F9);
        QVERIFY(play->sidePanel()->isHidden());
        QVERIFY(!w.action(QStringLiteral("sidePanelAction"))->isChecked());
        QTRY_VERIFY(w.playWorkspace()->gridView()->width() > withPanel + 20);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F9);
        QVERIFY(play->sidePanel()->isVisible());
        QTRY_COMPARE(w.playWorkspace()->gridView()->width(), withPanel);
    }

    void f1ShowsEveryShortcut()
    {
        MainWindow w(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F1);
        ShortcutSheet *sheet = nullptr;
        QTRY_VERIFY((sheet = w.findChild<ShortcutSheet *>()) && sheet->isVisible());
        // The menus' shortcuts, read from the menus themselves, with their menu path.
        QCOMPARE(
            sheet->whatKeyDoes(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)),
            QStringLiteral("File ▸ Open…"));
        QCOMPARE(sheet->whatKeyDoes(QStringLiteral("F2")).section(QStringLiteral(" ▸ "), 0, 0),
            QStringLiteral("Game"));
        QVERIFY(sheet->whatKeyDoes(QStringLiteral("F1"))
                    .endsWith(QStringLiteral("Keyboard Shortcuts")));
        QVERIFY(sheet->whatKeyDoes(QStringLiteral("Alt+5")).contains(QStringLiteral("5")));
        // Every menu action with a shortcut is listed.
        int menuShortcuts = 0;
        for (const QAction *a : w.findChildren<QAction *>())
            if (!a->shortcut().isEmpty() && !a->associatedObjects().isEmpty()) {
                bool inMenu = false;
                for (const QObject *o : a->associatedObjects())
                    inMenu |= qobject_cast<const QMenu *>(o) != nullptr;
                if (inMenu) {
                    ++menuShortcuts;
                    QVERIFY2(!sheet->whatKeyDoes(a->shortcut().toString(QKeySequence::NativeText))
                                  .isEmpty(),
                        qPrintable(a->text()));
                }
            }
        QVERIFY(menuShortcuts > 20);
        // And the board's keys.
        QVERIFY(sheet->whatKeyDoes(QStringLiteral("Shift + digit"))
                    .contains(QStringLiteral("pencil mark")));
        QTest::keyClick(sheet, Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<ShortcutSheet *>());
    }

    void screenshotRenders()
    {
        MainWindow w(false);
        w.resize(800, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QPixmap shot = w.grab();
        QCOMPARE(shot.size(), w.size());
        QVERIFY(!shot.toImage().isNull());
        // The grid is square and visible.
        QVERIFY(w.playWorkspace()->gridView()->width() == w.playWorkspace()->gridView()->height());
        QVERIFY(w.playWorkspace()->gridView()->cellSize() >= 30);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
