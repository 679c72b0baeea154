// Help ▸ Techniques through the real window: every technique has a page whose example position
// fires it (checked with the logic engine itself) and whose diagram shows the step; the search;
// a hint's title and the Steps tab's menu open the right page (real mouse events). And the ALS
// shading of the board (HintAlsRole) on hand-made ALS-XZ and ALS-XY-Wing positions.
#include "common/appearance.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "help/helpexamples.h"
#include "help/helptexts.h"
#include "help/techniquehelpwindow.h"
#include "logic/als.h"
#include "logic/tutorengine.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "play/steplistmodel.h"
#include "play/steplistview.h"
#include "rating/humanscore.h"
#include "shell/mainwindow.h"
#include "wording/stepwording.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QContextMenuEvent>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <set>

namespace {

using TestEnvironment::cellNamed;
using TestEnvironment::puzzleFromLine;

// Every cell open with all candidates, then the named cells with the given ones (as the core
// tests' hand-made positions).
core::Board fullWith(const std::vector<std::pair<const char *, std::vector<int>>> &cells)
{
    core::Board b(core::Geometry::classic());
    for (int c = 0; c < b.cellCount(); ++c)
        b.setCandidates(c, b.geometry().allSymbols());
    for (const auto &[name, digits] : cells) {
        core::Mask m = 0;
        for (int d : digits)
            m |= core::bit(d);
        b.setCandidates(cellNamed(name), m);
    }
    return b;
}

// How many pixels of the image are close to the colour.
int pixelsNear(const QImage &image, const QColor &colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor p = image.pixelColor(x, y);
            if (qAbs(p.red() - colour.red()) + qAbs(p.green() - colour.green())
                    + qAbs(p.blue() - colour.blue())
                < 12)
                ++count;
        }
    return count;
}

// Where the text of a label starts (its first line's middle, a little inside).
QPoint textStart(const QLabel *label)
{
    const QRect r = label->contentsRect();
    return { r.left() + 6, r.top() + label->fontMetrics().height() / 2 };
}

// The cells shaded with each ALS number.
std::map<int, std::set<int>> alsGroups(const GridModel &model)
{
    std::map<int, std::set<int>> groups;
    for (int c = 0; c < 81; ++c)
        if (const int als = model.indexOfCell(c).data(GridModel::HintAlsRole).toInt())
            groups[als].insert(c);
    return groups;
}

std::set<int> cells(std::initializer_list<const char *> names)
{
    std::set<int> out;
    for (const char *n : names)
        out.insert(cellNamed(n));
    return out;
}

} // namespace

class TestHelp : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

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

    // Help ▸ Techniques lists every technique once, under its level, and each page has texts,
    // an example that fires the technique, and a diagram that draws the step.
    void everyTechniqueHasAPageWithAFiringExample()
    {
        MainWindow w(false, false);
        w.show();
        QAction *action = w.action(QStringLiteral("techniquesAction"));
        QVERIFY(action);
        action->trigger();
        auto *help = w.findChild<TechniqueHelpWindow *>();
        QVERIFY(help);
        QVERIFY(help->isVisible());
        QCOMPARE(help->visibleTechniques().size(), core::kTechniqueCount);
        QAbstractItemModelTester tester(
            help->diagramModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);

        const core::LogicEngine engine = core::tutorEngine();
        const core::TechniqueSet tutor = core::tutorTechniques();
        QTreeWidget *list = help->techniqueList();
        for (int t = 0; t < core::kTechniqueCount; ++t) {
            const auto technique = core::Technique(t);
            const QString name = StepWording::techniqueName(technique);
            // Its item, under its level's group; a click on it opens the page.
            const auto items = list->findItems(name, Qt::MatchExactly | Qt::MatchRecursive);
            QVERIFY2(items.size() == 1, qPrintable(name));
            QCOMPARE(items[0]->parent()->text(0),
                StepWording::levelName(core::techniqueLevel(technique)));
            list->scrollToItem(items[0]);
            QTest::mouseClick(
                list->viewport(), Qt::LeftButton, {}, list->visualItemRect(items[0]).center());
            QCOMPARE(help->currentTechnique(), technique);
            QVERIFY(help->pageText().contains(name));
            QVERIFY(!HelpTexts::whatItIs(technique).isEmpty());
            QVERIFY(!HelpTexts::whenToLook(technique).isEmpty());
            QVERIFY(help->pageText().contains(HelpTexts::whatItIs(technique)));

            // The example fires the technique: the engine restricted to it finds a productive
            // step of it there, the one the page draws; where the tutor uses the technique, it
            // is the tutor's own next step on that position.
            const auto board = HelpExamples::position(technique);
            QVERIFY2(board, qPrintable(name));
            const auto step = engine.hint(*board, core::TechniqueSet { technique });
            QVERIFY2(step, qPrintable(name));
            QCOMPARE(step->technique, technique);
            QVERIFY(core::changesBoard(*board, *step));
            QVERIFY(help->exampleStep());
            QVERIFY(help->exampleStep()->eliminations == step->eliminations);
            QVERIFY(help->exampleStep()->placements == step->placements);
            QVERIFY(help->diagramModel()->board() == *board);
            if (tutor.contains(technique) && technique != core::Technique::Trial
                && technique != core::Technique::HiddenQuad
                && technique != core::Technique::RemotePair
                && technique != core::Technique::SashimiJellyfish
                && technique != core::Technique::UniqueRectangle5
                && technique != core::Technique::AvoidableRectangle2
                && technique != core::Technique::BugType4
                && technique != core::Technique::FrankenFish
                && technique != core::Technique::MutantFish
                && technique != core::Technique::FinnedMutantFish) {
                core::Step next;
                QVERIFY(core::nextPathStep(*board, next));
                QVERIFY2(next.technique == technique, qPrintable(name));
            }

            // The diagram shows the hint: its placements or removals are on the board and
            // drawn (the removal's red disc, or the placement's green ring).
            QVERIFY(help->diagramModel()->hasHighlight());
            QVERIFY(help->diagram()->isVisible());
            bool marked = false;
            for (const auto &e : step->eliminations)
                marked = marked
                    || (help->diagramModel()
                            ->indexOfCell(e.cell)
                            .data(GridModel::EliminationRole)
                            .toUInt()
                        & core::bit(e.symbol));
            for (const auto &p : step->placements)
                marked = marked
                    || help->diagramModel()
                            ->indexOfCell(p.cell)
                            .data(GridModel::PlacementRole)
                            .toInt()
                        == p.symbol;
            QVERIFY2(marked, qPrintable(name));
            const QImage image = help->diagram()->grab().toImage();
            const Appearance::BoardColors colors
                = Appearance::boardColors(help->diagram()->palette());
            QVERIFY2(pixelsNear(
                         image, step->eliminations.empty() ? colors.placement : colors.elimination)
                    > 20,
                qPrintable(name));
        }
    }

    // The search keeps the techniques whose name or page has every word typed.
    void searchFiltersTheList()
    {
        TechniqueHelpWindow help;
        help.show();
        QTest::keyClicks(help.searchField(), QStringLiteral("wing"));
        const QList<core::Technique> wings = help.visibleTechniques();
        QVERIFY(wings.contains(core::Technique::XWing));
        QVERIFY(wings.contains(core::Technique::XYWing));
        QVERIFY(wings.contains(core::Technique::WWing));
        QVERIFY(wings.contains(core::Technique::AlsXYWing));
        QVERIFY(!wings.contains(core::Technique::NakedSingle));
        QVERIFY(wings.contains(help.currentTechnique()));
        help.searchField()->clear();
        QTest::keyClicks(help.searchField(), QStringLiteral("almost locked"));
        const QList<core::Technique> als = help.visibleTechniques();
        QVERIFY(als.contains(core::Technique::AlsXZ));
        QVERIFY(als.contains(core::Technique::AlsXYWing));
        QVERIFY(!als.contains(core::Technique::XWing));
        help.searchField()->clear();
        QTest::keyClicks(help.searchField(), QStringLiteral("no such words"));
        QVERIFY(help.visibleTechniques().isEmpty());
        help.searchField()->clear();
        QCOMPARE(help.visibleTechniques().size(), core::kTechniqueCount);
    }

    // Clicking the technique's name in the hint's title opens its page: a Hidden Single at
    // the start, a Naked Pair three steps later.
    void clickingAHintTitleOpensItsPage()
    {
        MainWindow w(false, false);
        w.gameFiles()->startPuzzle(
            puzzleFromLine(TestEnvironment::kNakedPairPuzzle), QStringLiteral("test"));
        w.resize(1100, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        HintPanel *hints = w.playWorkspace()->hintPanel();
        const auto hint = [&](Qt::Key key) {
            QTest::keyClick(w.playWorkspace()->gridView(), key);
            QTRY_VERIFY(!w.playWorkspace()->hintSession()->isBusy());
        };
        hint(Qt::Key_F2);
        QCOMPARE(hints->title(), StepWording::techniqueName(core::Technique::HiddenSingle));
        QVERIFY(!w.findChild<TechniqueHelpWindow *>());
        QTest::mouseClick(hints->titleLabel(), Qt::LeftButton, {}, textStart(hints->titleLabel()));
        auto *help = w.findChild<TechniqueHelpWindow *>();
        QVERIFY(help);
        QTRY_VERIFY(help->isVisible());
        QCOMPARE(help->currentTechnique(), core::Technique::HiddenSingle);
        help->hide();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));

        for (int i = 0; i < 3; ++i)
            hint(Qt::Key_F4);
        hint(Qt::Key_F3);
        QCOMPARE(hints->title(), StepWording::techniqueName(core::Technique::NakedPair));
        // The new title laid out before the click, and the click 10 px beside the first one, so
        // that it is not taken as the second half of a double click on the same spot.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QTest::mouseClick(hints->titleLabel(), Qt::LeftButton, {},
            textStart(hints->titleLabel()) + QPoint(10, 0));
        QTRY_VERIFY(help->isVisible());
        QCOMPARE(help->currentTechnique(), core::Technique::NakedPair);
        QVERIFY(help->pageText().contains(StepWording::techniqueName(core::Technique::NakedPair)));
    }

    // A step's context menu in the Steps tab has "About <technique>", which opens its page.
    void stepsTabMenuOpensThePage()
    {
        MainWindow w(false, false);
        w.gameFiles()->startPuzzle(
            puzzleFromLine(TestEnvironment::kNakedPairPuzzle), QStringLiteral("test"));
        w.resize(1100, 760);
        w.show();
        auto *steps = qobject_cast<StepListView *>(w.playWorkspace()->stepListView());
        QVERIFY(steps);
        QTRY_VERIFY(steps->stepModel()->rowCount() > 0);
        const core::Technique first = steps->stepModel()->stepAt(0)->technique;
        const QPoint at = steps->visualRect(steps->stepModel()->index(0)).center();
        bool clicked = false;
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            QAction *about = menu->findChild<QAction *>(QStringLiteral("techniqueHelpAction"));
            QVERIFY(about);
            QVERIFY(about->text().contains(StepWording::techniqueName(first)));
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(about).center());
            clicked = true;
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, steps->viewport()->mapToGlobal(at));
        QApplication::sendEvent(steps->viewport(), &event);
        QVERIFY(clicked);
        auto *help = w.findChild<TechniqueHelpWindow *>();
        QVERIFY(help);
        QTRY_VERIFY(help->isVisible());
        QCOMPARE(help->currentTechnique(), first);
    }

    // ALS-XZ: each almost locked set shaded as a group, in its own number (and tint).
    void alsXzShadesEachSet()
    {
        const core::Board board = fullWith(
            { { "D1", { 1, 2 } }, { "D5", { 2, 3 } }, { "E5", { 3, 4 } }, { "F5", { 1, 4 } } });
        std::vector<core::Step> steps;
        core::findAlsXZ(board, steps, 10);
        QCOMPARE(int(steps.size()), 1);
        GridModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBoard(board);
        QVERIFY(alsGroups(model).empty());
        model.setHighlight(BoardHighlight::fromStep(steps[0], board.geometry()));
        const auto groups = alsGroups(model);
        QCOMPARE(int(groups.size()), 2);
        std::set<std::set<int>> sets;
        for (const auto &[als, members] : groups)
            sets.insert(members);
        QVERIFY(sets.count(cells({ "D1" })));
        QVERIFY(sets.count(cells({ "D5", "E5", "F5" })));
        // Level 1 (where to look) and a cleared hint shade none; nor does a hint without ALS.
        model.setHighlight(BoardHighlight::whereToLook(steps[0].units, board.geometry()));
        QVERIFY(alsGroups(model).empty());
        model.setHighlight(BoardHighlight::fromStep(steps[0], board.geometry()));
        model.clearHighlight();
        QVERIFY(alsGroups(model).empty());
        const core::Board xWing = HelpExamples::position(core::Technique::XWing).value();
        model.setBoard(xWing);
        model.setHighlight(BoardHighlight::fromStep(
            HelpExamples::step(core::Technique::XWing, xWing).value(), xWing.geometry()));
        QVERIFY(alsGroups(model).empty());
    }

    // ALS-XY-Wing: three sets, three numbers; the tints differ from each other and from the
    // hint's other shading, in the light and the dark theme, and the board paints them.
    void alsXyWingShadesThreeSetsInDistinctTints()
    {
        const core::Board board = fullWith(
            { { "E5", { 1, 2 } }, { "E1", { 1, 3, 4 } }, { "F1", { 3, 4 } }, { "A5", { 2, 3 } } });
        std::vector<core::Step> steps;
        core::findAlsXYWing(board, steps, 10);
        QCOMPARE(int(steps.size()), 1);
        GridModel model;
        model.setBoard(board);
        model.setHighlight(BoardHighlight::fromStep(steps[0], board.geometry()));
        const auto groups = alsGroups(model);
        QCOMPARE(int(groups.size()), 3);
        std::set<std::set<int>> sets;
        for (const auto &[als, members] : groups) {
            QVERIFY(als >= 1 && als <= 3);
            sets.insert(members);
        }
        QVERIFY(sets.count(cells({ "E5" })));
        QVERIFY(sets.count(cells({ "E1", "F1" })));
        QVERIFY(sets.count(cells({ "A5" })));

        for (const QColor &baseColour : { QColor(Qt::white), QColor(40, 40, 44) }) {
            QPalette palette;
            palette.setColor(QPalette::Base, baseColour);
            palette.setColor(QPalette::Text, baseColour.lightness() > 128 ? Qt::black : Qt::white);
            const Appearance::BoardColors c = Appearance::boardColors(palette);
            const auto distance = [](const QColor &a, const QColor &b) {
                return qAbs(a.red() - b.red()) + qAbs(a.green() - b.green())
                    + qAbs(a.blue() - b.blue());
            };
            for (int i = 0; i < 3; ++i) {
                QVERIFY(distance(c.als[i], c.base) > 60);
                QVERIFY(distance(c.als[i], c.hintCell) > 40);
                QVERIFY(distance(c.als[i], c.hintUnit) > 40);
                for (int j = i + 1; j < 3; ++j)
                    QVERIFY(distance(c.als[i], c.als[j]) > 60);
            }
        }

        GridView view;
        view.setGridModel(&model);
        view.resize(500, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage image = view.viewport()->grab().toImage();
        const Appearance::BoardColors colors = Appearance::boardColors(view.palette());
        for (const auto &[als, members] : groups) {
            const QRect r = view.visualRect(model.indexOfCell(*members.begin()));
            // Most of the cell is in its set's tint (marks and links cover the rest).
            const QImage cell = image.copy(r.adjusted(2, 2, -2, -2));
            QVERIFY(pixelsNear(cell, colors.als[als - 1]) > cell.width() * cell.height() / 3);
        }
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
