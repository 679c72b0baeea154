// What the board shows, through the real widgets and as painted: a hint's shading wins over the
// selection's and reads in both themes, level 1 shades the unit it names, the link-based
// techniques draw their links, a trial numbers its singles and marks the cell it empties, an
// applied step leaves a ghost until the next move, the candidate filter, the digit pad's counts,
// and the focus frame.
#include "board/puzzlecheck.h"
#include "common/appearance.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "grid/linkpainter.h"
#include "guitestsupport.h"
#include "logic/trial.h"
#include "logic/tutorengine.h"
#include "play/digitpad.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QListView>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace TestEnvironment;

namespace {

// Puzzle `number` (1-based) of a file in tests/data.
core::Puzzle fromFile(const char *file, int number)
{
    core::ParseResult r
        = core::readPuzzleFile(std::string(SUDOKU_TEST_DATA "/") + std::string(file));
    core::ParseResult one;
    one.puzzles.push_back(r.puzzles.at(std::size_t(number - 1)));
    core::checkSolutions(one);
    return one.puzzles.at(0);
}

// Plays the tutor's path for n steps, as Apply does.
void playPath(Game &game, int n)
{
    for (int i = 0; i < n; ++i) {
        core::Step step;
        QVERIFY(core::nextPathStep(game.effectiveBoard(), step));
        game.applyStep(step, QStringLiteral("step"));
    }
}

QColor pixelAt(QWidget *widget, const QPoint &at)
{
    const QImage image = widget->grab().toImage();
    return image.pixelColor(at);
}

// The largest difference of one colour channel.
int distance(const QColor &a, const QColor &b)
{
    return std::max({ std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
        std::abs(a.blue() - b.blue()) });
}

QPointF curvePoint(const LinkPainter::Segment &s, qreal t)
{
    return s.from * (1 - t) * (1 - t) + s.control * 2 * t * (1 - t) + s.to * t * t;
}

} // namespace

class TestBoard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void press(MainWindow &w, Qt::Key key, Qt::KeyboardModifiers mods = {})
    {
        QTest::keyClick(w.playWorkspace()->gridView(), key, mods);
        QTRY_VERIFY(!w.playWorkspace()->hintSession()->isBusy());
    }

    void start(MainWindow &w, const core::Puzzle &p)
    {
        w.gameFiles()->startPuzzle(p, QStringLiteral("test"));
        w.resize(1100, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
    }

    QPoint cellPoint(MainWindow &w, int cell, qreal fx, qreal fy)
    {
        const QRect r = w.playWorkspace()->gridView()->visualRect(
            w.playWorkspace()->gridModel()->indexOfCell(cell));
        return QPoint(r.left() + int(r.width() * fx), r.top() + int(r.height() * fy));
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
        Appearance::applyTheme(Settings::Theme::Light);
    }

    // While a hint is shown, the selected cell's peers and digit are not shaded over it: the
    // hint's unit keeps its own tint, which stands out from the board's base in both themes.
    void aHintsShadingWinsOverTheSelection()
    {
        MainWindow w(false);
        QAbstractItemModelTester tester(
            w.playWorkspace()->gridModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        start(w, puzzleFromLine(kNakedPairPuzzle));
        const int g1 = cellNamed("G1"); // box 7, where the first hint (H3 = 6) is
        const int h1 = cellNamed("H1");
        w.playWorkspace()->gridModel()->setSelectedCell(g1);
        QVERIFY(w.playWorkspace()->gridModel()->indexOfCell(h1).data(GridModel::PeerRole).toBool());
        press(w, Qt::Key_F2);
        QVERIFY(
            w.playWorkspace()->gridModel()->indexOfCell(h1).data(GridModel::HintUnitRole).toBool());
        QVERIFY(
            !w.playWorkspace()->gridModel()->indexOfCell(h1).data(GridModel::PeerRole).toBool());
        QVERIFY(!w.playWorkspace()
                     ->gridModel()
                     ->indexOfCell(cellNamed("G9"))
                     .data(GridModel::PeerRole)
                     .toBool());
        // As painted: the hint's tint, not the peers'.
        const Appearance::BoardColors light
            = Appearance::boardColors(w.playWorkspace()->gridView()->palette());
        const QColor painted
            = pixelAt(w.playWorkspace()->gridView()->viewport(), cellPoint(w, h1, 0.5, 0.08));
        QVERIFY2(distance(painted, light.hintUnit) <= 2, qPrintable(painted.name()));
        QVERIFY(distance(light.hintUnit, light.peer) > 20);
        // The tint reads against the base in the light and the dark theme.
        QVERIFY2(std::abs(light.hintUnit.lightness() - light.base.lightness()) >= 24
                || distance(light.hintUnit, light.base) >= 40,
            qPrintable(light.hintUnit.name()));
        Appearance::applyTheme(Settings::Theme::Dark);
        const Appearance::BoardColors dark = Appearance::boardColors(QApplication::palette());
        QVERIFY2(distance(dark.hintUnit, dark.base) >= 30, qPrintable(dark.hintUnit.name()));
        Appearance::applyTheme(Settings::Theme::Light);
        // The next move ends the hint: the peers are shaded again.
        w.playWorkspace()->gridView()->setFocus();
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_1, Qt::ShiftModifier);
        QVERIFY(w.playWorkspace()->gridModel()->indexOfCell(h1).data(GridModel::PeerRole).toBool());
    }

    // Level 1 of a Naked Single names the box of its cell, and shades that box.
    void levelOneShadesTheUnitItNames()
    {
        MainWindow w(false);
        start(w, fromFile("nytimes_hard.txt", 1)); // its first step: Naked Single B5 = 8
        press(w, Qt::Key_F2);
        QCOMPARE(w.playWorkspace()->hintSession()->step()->technique, core::Technique::NakedSingle);
        QVERIFY(w.playWorkspace()->hintPanel()->text().contains(QStringLiteral("in box 2")));
        const core::Geometry &g = w.game()->geometry();
        const int box = g.boxUnit(g.box(cellNamed("B5")));
        QCOMPARE(w.playWorkspace()->gridModel()->highlight().units, std::vector<int> { box });
        for (int c = 0; c < 81; ++c)
            QCOMPARE(w.playWorkspace()
                         ->gridModel()
                         ->indexOfCell(c)
                         .data(GridModel::HintUnitRole)
                         .toBool(),
                g.box(c) == g.box(cellNamed("B5")));
        // Nothing else yet: no placement shown.
        QCOMPARE(w.playWorkspace()
                     ->gridModel()
                     ->indexOfCell(cellNamed("B5"))
                     .data(GridModel::PlacementRole),
            0);
    }

    // After Apply the board shows what changed: the placed digit ringed, the removed
    // candidates ghosted, until the next move.
    void anAppliedStepLeavesAGhostUntilTheNextMove()
    {
        MainWindow w(false);
        QAbstractItemModelTester tester(
            w.playWorkspace()->gridModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        start(w, puzzleFromLine(kNakedPairPuzzle));
        GridModel *m = w.playWorkspace()->gridModel();
        press(w, Qt::Key_F4); // H3 = 6
        QVERIFY(m->indexOfCell(cellNamed("H3")).data(GridModel::AppliedPlacementRole).toBool());
        press(w, Qt::Key_F4); // I2 = 8: the ghost moves on
        QVERIFY(!m->indexOfCell(cellNamed("H3")).data(GridModel::AppliedPlacementRole).toBool());
        QVERIFY(m->indexOfCell(cellNamed("I2")).data(GridModel::AppliedPlacementRole).toBool());
        press(w, Qt::Key_F4); // pointing
        press(w, Qt::Key_F4); // the Naked Pair removes 1 and 9 from B4
        const core::Mask pair = core::bit(1) | core::bit(9);
        const int b4 = cellNamed("B4");
        QCOMPARE(w.game()->board().candidates(b4) & pair, core::Mask(0));
        QCOMPARE(m->indexOfCell(b4).data(GridModel::AppliedEliminationRole).toUInt(), pair);
        QCOMPARE(m->indexOfCell(b4).data(GridModel::CandidatesRole).toUInt() & pair, pair);
        // It is drawn: the ghost's pixels differ from the same cell without it.
        const QImage ghosted = w.playWorkspace()->gridView()->viewport()->grab().toImage();
        // The next move clears it.
        w.playWorkspace()->gridModel()->setSelectedCell(cellNamed("A1"));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_2, Qt::ShiftModifier);
        QCOMPARE(m->indexOfCell(b4).data(GridModel::AppliedEliminationRole).toUInt(), 0u);
        QCOMPARE(m->indexOfCell(b4).data(GridModel::CandidatesRole).toUInt() & pair, 0u);
        const QImage plain = w.playWorkspace()->gridView()->viewport()->grab().toImage();
        const QRect r = w.playWorkspace()->gridView()->visualRect(m->indexOfCell(b4));
        QVERIFY(ghosted.copy(r) != plain.copy(r));
    }

    // A Skyscraper's chain is drawn: strong links solid, the weak link dashed, from the
    // candidates the chain names.
    void aSkyscraperDrawsItsLinks()
    {
        MainWindow w(false);
        start(w, fromFile("norvig_top95.txt", 5));
        playPath(*w.game(), 35);
        press(w, Qt::Key_F3);
        QCOMPARE(w.playWorkspace()->hintSession()->step()->technique, core::Technique::Skyscraper);
        const std::vector<core::Chain> &chains = w.playWorkspace()->gridModel()->highlight().chains;
        QCOMPARE(chains.size(), std::size_t(1));
        QCOMPARE(chains.front().links,
            (std::vector<core::ChainLink> {
                core::ChainLink::Strong, core::ChainLink::Weak, core::ChainLink::Strong }));
        const std::vector<LinkPainter::Segment> segments
            = w.playWorkspace()->gridView()->linkPainter().segments(chains.front());
        QCOMPARE(segments.size(), std::size_t(3));
        const QColor link = Appearance::boardColors(w.playWorkspace()->gridView()->palette()).link;
        const QImage image = w.playWorkspace()->gridView()->viewport()->grab().toImage();
        for (const LinkPainter::Segment &s : segments) {
            int on = 0;
            int off = 0;
            for (int i = 1; i < 40; ++i) {
                const QPointF p = curvePoint(s, i / 40.0);
                (distance(image.pixelColor(p.toPoint()), link) < 70 ? on : off) += 1;
            }
            if (s.link == core::ChainLink::Strong)
                QVERIFY2(off <= 3, qPrintable(QStringLiteral("strong: %1 off").arg(off)));
            else // dashed: both dashes and gaps
                QVERIFY2(on >= 8 && off >= 5,
                    qPrintable(QStringLiteral("weak: %1 on, %2 off").arg(on).arg(off)));
        }
        // Level 1 draws no links; the next move removes them.
        press(w, Qt::Key_F2);
        QVERIFY(w.playWorkspace()->gridModel()->highlight().chains.empty());
    }

    // The painter on its own: link ends on the rims of the candidates' discs, a group node's
    // inside link not drawn as a link.
    void theLinkPainterJoinsTheNodesRims()
    {
        // Cell c's candidate s sits in a 30×30 slot at (100 c, 40 s).
        const LinkPainter painter(
            [](int cell, int symbol) { return QRectF(100.0 * cell, 40.0 * symbol, 30, 30); },
            { Qt::black, Qt::black, Qt::white, 2 });
        core::Chain chain;
        chain.nodes
            = { { { 0 }, 1, 0 }, { { 2 }, 1, 0 }, { { 3, 4 }, 1, 0x6 }, { { 3, 4 }, 2, 0x6 } };
        chain.links = { core::ChainLink::Strong, core::ChainLink::Weak, core::ChainLink::Strong };
        const auto segments = painter.segments(chain);
        QCOMPARE(segments.size(), std::size_t(2)); // the ALS's own link is its outline
        const QPointF a(15, 55);
        const QPointF b(215, 55);
        QVERIFY(std::abs(QLineF(a, segments[0].from).length() - 30 * 0.46) < 0.01);
        QVERIFY(std::abs(QLineF(b, segments[0].to).length() - 30 * 0.46) < 0.01);
        QCOMPARE(segments[0].link, core::ChainLink::Strong);
        QCOMPARE(segments[1].link, core::ChainLink::Weak);
        // The group's link ends on the group's outline: its slots span 300..430 × 40..70, the
        // outline is 2 px outside.
        const QRectF outline(298, 38, 134, 34);
        const QPointF end = segments[1].to;
        const bool onBorder = std::abs(end.x() - outline.left()) < 0.01
            || std::abs(end.x() - outline.right()) < 0.01
            || std::abs(end.y() - outline.top()) < 0.01
            || std::abs(end.y() - outline.bottom()) < 0.01;
        QVERIFY2(onBorder && outline.adjusted(-0.01, -0.01, 0.01, 0.01).contains(end),
            qPrintable(QStringLiteral("%1, %2").arg(end.x()).arg(end.y())));
    }

    // A trial numbers the singles it forces in their order and marks the cell it empties; the
    // explanation lists them in the same order.
    void aTrialNumbersItsSingles()
    {
        MainWindow w(false);
        start(w, fromFile("norvig_top95.txt", 4));
        playPath(*w.game(), 42);
        // Forcing chains and nets find this position's step now, so the tutor offers no trial on
        // 9x9 (it does on 25x25): the trial at this position, shown as the Steps tab shows a step.
        core::Board board = w.game()->board();
        board.fillCandidates();
        std::vector<core::Step> trials;
        core::findTrial(board, trials, 1);
        QCOMPARE(trials.size(), std::size_t { 1 });
        w.playWorkspace()->hintSession()->showStep(trials.front());
        const core::Step step = *w.playWorkspace()->hintSession()->step();
        QCOMPARE(step.technique, core::Technique::Trial);
        QVERIFY(step.pattern.size() >= 3);
        QVERIFY(step.contradictionCell >= 0);
        GridModel *m = w.playWorkspace()->gridModel();
        const QString text = w.playWorkspace()->hintPanel()->text();
        for (std::size_t i = 1; i < step.pattern.size(); ++i) {
            const int cell = step.pattern[i].cell;
            QCOMPARE(m->indexOfCell(cell).data(GridModel::HintOrderRole).toInt(), int(i));
            const QString name = QString::fromStdString(
                w.game()->geometry().cellName(cell, core::CellNaming::Letter));
            QVERIFY2(
                text.contains(
                    QStringLiteral("(%1) %2 = %3").arg(i).arg(name).arg(step.pattern[i].symbol)),
                qPrintable(text));
        }
        QVERIFY(
            m->indexOfCell(step.contradictionCell).data(GridModel::HintContradictionRole).toBool());
        QCOMPARE(m->indexOfCell(step.trialCell).data(GridModel::HintOrderRole).toInt(), 0);
        // The emptied cell's frame is painted in the removal colour.
        const QColor red
            = Appearance::boardColors(w.playWorkspace()->gridView()->palette()).elimination;
        const QColor frame = pixelAt(w.playWorkspace()->gridView()->viewport(),
            cellPoint(w, step.contradictionCell, 0.5, 0.06));
        QVERIFY2(distance(frame, red) < 40, qPrintable(frame.name()));
    }

    // The candidate filter (Alt+digit, the Game menu, a right click on the pad) highlights every
    // open cell that may hold the digit: by its pencil marks where it has some, else by the
    // rules.
    void theCandidateFilter()
    {
        MainWindow w(false);
        QAbstractItemModelTester tester(
            w.playWorkspace()->gridModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        start(w, puzzleFromLine(kNakedPairPuzzle));
        GridModel *m = w.playWorkspace()->gridModel();
        const core::Board &b = w.game()->board();
        const int a1 = cellNamed("A1");
        m->setSelectedCell(a1);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_2, Qt::ShiftModifier);
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_5, Qt::AltModifier);
        QCOMPARE(m->filterDigit(), 5);
        QVERIFY(w.action(QStringLiteral("filterAction5"))->isChecked());
        QVERIFY(w.playWorkspace()->digitPad()->buttonFor(5)->isFiltered());
        int highlighted = 0;
        for (int c = 0; c < 81; ++c) {
            const int f = m->indexOfCell(c).data(GridModel::FilterRole).toInt();
            const bool may = b.isOpen(c)
                && ((b.candidates(c) ? b.candidates(c) : b.computeCandidates(c)) & core::bit(5));
            QCOMPARE(f, may ? 5 : 0);
            highlighted += may;
        }
        QVERIFY(highlighted > 5);
        QCOMPARE(m->indexOfCell(a1).data(GridModel::FilterRole).toInt(), 0); // marks 1, 2
        // Painted: a highlighted cell without marks has the filter's tint.
        int cell = 0;
        while (m->indexOfCell(cell).data(GridModel::FilterRole).toInt() == 0 || cell == a1
            || m->isPeerOfSelection(cell))
            ++cell;
        const QColor tint
            = Appearance::boardColors(w.playWorkspace()->gridView()->palette()).filter;
        QVERIFY(distance(pixelAt(w.playWorkspace()->gridView()->viewport(),
                             cellPoint(w, cell, 0.5, 0.1)),
                    tint)
            <= 2);
        // The same key again: off.
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_5, Qt::AltModifier);
        QCOMPARE(m->filterDigit(), 0);
        QVERIFY(w.action(QStringLiteral("filterAction0"))->isChecked());
        QVERIFY(!w.playWorkspace()->digitPad()->buttonFor(5)->isFiltered());
        // A right click on the pad's 3.
        QTest::mousePress(w.playWorkspace()->digitPad()->buttonFor(3), Qt::RightButton);
        QCOMPARE(m->filterDigit(), 3);
        QVERIFY(w.action(QStringLiteral("filterAction3"))->isChecked());
        QVERIFY(!w.action(QStringLiteral("filterAction5"))->isChecked());
        // It stays while the board changes.
        m->setSelectedCell(cellNamed("A2"));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_4);
        QCOMPARE(m->filterDigit(), 3);
        QVERIFY(!w.action(QStringLiteral("filterAction10"))->isVisible()); // 9×9: 1..9 only
    }

    // The pad shows how many of each digit are on the board and greys a finished digit out.
    void theDigitPadCountsPlacedDigits()
    {
        MainWindow w(false);
        start(w, puzzleFromLine(kNakedPairPuzzle));
        const core::Board &b = w.game()->board();
        const auto &solution = w.game()->solution();
        auto count = [&](int s) {
            int n = 0;
            for (int c = 0; c < 81; ++c)
                n += b.value(c) == s;
            return n;
        };
        DigitButton *six = w.playWorkspace()->digitPad()->buttonFor(6);
        QCOMPARE(six->placed(), count(6));
        QVERIFY(six->isEnabled());
        QVERIFY(six->toolTip().contains(QStringLiteral("%1 of 9 placed").arg(count(6))));
        // Every 6 of the solution, typed in.
        for (int c = 0; c < 81; ++c)
            if (b.isOpen(c) && solution[std::size_t(c)] == 6) {
                w.playWorkspace()->gridModel()->setSelectedCell(c);
                QVERIFY(six->isEnabled());
                QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_6);
            }
        QCOMPARE(six->placed(), 9);
        QVERIFY(!six->isEnabled());
        w.action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(six->placed(), 8);
        QVERIFY(six->isEnabled());
    }

    // The board shows when it has the keyboard: its outer border in the focus colour, and not
    // when the focus is elsewhere (e.g. Tab into the History).
    void theBoardShowsItsFocus()
    {
        MainWindow w(false);
        start(w, puzzleFromLine(kNakedPairPuzzle));
        QTRY_VERIFY(w.playWorkspace()->gridView()->hasFocus());
        const Appearance::BoardColors colors
            = Appearance::boardColors(w.playWorkspace()->gridView()->palette());
        const QRect a4 = w.playWorkspace()->gridView()->visualRect(
            w.playWorkspace()->gridModel()->index(4, 0));
        const QPoint border(a4.left() + 1, a4.center().y());
        QVERIFY2(
            distance(pixelAt(w.playWorkspace()->gridView()->viewport(), border), colors.focus) < 30,
            qPrintable(pixelAt(w.playWorkspace()->gridView()->viewport(), border).name()));
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_Tab);
        QTRY_VERIFY(!w.playWorkspace()->gridView()->hasFocus());
        QVERIFY(distance(pixelAt(w.playWorkspace()->gridView()->viewport(), border), colors.focus)
            > 60);
    }
};

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
