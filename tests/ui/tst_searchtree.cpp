// The search-tree explorer in the Lab (issue 11): a click on a node moves the run there and the
// board shows that node's grid (the core's replay); stepping with the keys moves the highlight,
// kept in view; folding, zooming with the wheel, two trees at one scale, the thumbnail, the
// tooltip and the exports.
#include "grid/gridmodel.h"
#include "guitestsupport.h"
#include "lab/labworkspace.h"
#include "lab/searchtreepanel.h"
#include "run/record/runrecorder.h"
#include "run/runtreelayout.h"
#include "runview/runsession.h"
#include "runview/searchtreeview.h"
#include "runview/solverchooser.h"
#include "runview/treepainter.h"

#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

#include <random>

namespace {

core::Board puzzle(const char *file, int index)
{
    const core::ParseResult r
        = core::readPuzzleFile(QStringLiteral(SUDOKU_TEST_DATA "/%1").arg(file).toStdString());
    return r.puzzles.at(std::size_t(index)).board;
}

// The board's digits against the core's replay at the position.
QString boardDifference(const GridModel &model, const core::RunTimeline &t, std::uint64_t p)
{
    core::RunCursor replay(t);
    replay.seek(p);
    for (int c = 0; c < t.cellCount(); ++c) {
        const int value = model.indexOfCell(c).data(GridModel::ValueRole).toInt();
        if (value != replay.value(c))
            return QStringLiteral("cell %1: %2, replay %3").arg(c).arg(value).arg(replay.value(c));
    }
    return {};
}

} // namespace

class TestSearchTree : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_root.isValid());
        QVERIFY(TestEnvironment::isolate(m_root));
    }

    // A click on a node: the run moves to it, the board shows its grid (with its assignment),
    // the node is highlighted; stepping then moves the highlight with the run.
    void clickNodeShowsItsBoardAndStepsMoveTheHighlight()
    {
        LabWorkspace lab;
        runInLab(lab, QStringLiteral("search --strategy mrv --propagation fc"),
            puzzle("nytimes_hard.txt", 0));
        if (QTest::currentTestFailed())
            return;
        const core::RunTimeline &t = lab.session()->timeline();
        SearchTreeView *view = lab.treePanel()->view();
        QVERIFY(view->isVisible());
        QCOMPARE(view->layout().size(), t.tree().size());
        QVERIFY(t.tree().size() > 10);
        view->repaint();
        // Nodes drawn as nodes (not inside a block), a few of them, deep and shallow.
        std::vector<std::uint32_t> nodes;
        for (const core::TreeDrawItem &item : view->drawnItems())
            if (!item.block)
                nodes.push_back(item.id);
        QVERIFY(nodes.size() > 5);
        std::mt19937 rng(3);
        std::shuffle(nodes.begin(), nodes.end(), rng);
        nodes.resize(6);
        for (const std::uint32_t node : nodes) {
            const QPoint at = view->nodeCentre(node).toPoint();
            QTest::mouseClick(view, Qt::LeftButton, {}, at);
            const std::uint64_t p = core::nodePosition(t, node);
            QCOMPARE(lab.position(), p);
            QCOMPARE(view->currentNode(), std::int64_t(node));
            QCOMPARE(boardDifference(*lab.gridModel(), t, p), QString());
            if (node > 0) {
                const core::RunEvent d = t.event(t.tree().node(node).decision);
                QCOMPARE(lab.gridModel()->indexOfCell(d.cell).data(GridModel::ValueRole).toInt(),
                    d.symbol);
            }
        }
        // Step with the transport's keys: the highlight is the node of each position.
        lab.seek(0);
        bool sawBacktrack = false;
        for (int i = 0; i < 200 && lab.position() < t.eventCount(); ++i) {
            QTest::keyClick(view, Qt::Key_Right);
            const std::uint64_t p = lab.position();
            QCOMPARE(p, std::uint64_t(i + 1));
            QCOMPARE(view->currentNode(), std::int64_t(t.nodeAt(p)));
            sawBacktrack = sawBacktrack || t.kind(p - 1) == core::RunEventKind::Backtrack;
        }
        QVERIFY(sawBacktrack);
        // Zoomed in, with Follow on, the current node stays in view while the run jumps.
        view->zoomBy(40, 2, QRectF(view->rect()).center());
        QVERIFY(!view->autoFits());
        QTest::keyClick(view, Qt::Key_End);
        QCOMPARE(lab.position(), t.eventCount());
        const auto current = static_cast<std::uint32_t>(view->currentNode());
        QVERIFY(QRectF(view->rect()).contains(view->nodeCentre(current)));
    }

    // Double click folds a subtree into one block of its size; the wheel zooms about the pointer.
    void foldAndZoom()
    {
        LabWorkspace lab;
        runInLab(lab, QStringLiteral("search --strategy mrv --propagation fc"),
            puzzle("nytimes_hard.txt", 0));
        if (QTest::currentTestFailed())
            return;
        const core::RunTimeline &t = lab.session()->timeline();
        SearchTreeView *view = lab.treePanel()->view();
        view->repaint();
        std::int64_t inner = -1;
        for (const core::TreeDrawItem &item : view->drawnItems())
            if (!item.block && t.tree().subtreeSize(item.id) > 3 && item.id > 0) {
                inner = item.id;
                break;
            }
        QVERIFY(inner > 0);
        const auto node = static_cast<std::uint32_t>(inner);
        QTest::mouseDClick(view, Qt::LeftButton, {}, view->nodeCentre(node).toPoint());
        QVERIFY(view->isCollapsed(node));
        view->repaint();
        const auto &items = view->drawnItems();
        const auto folded = std::find_if(items.begin(), items.end(),
            [&](const core::TreeDrawItem &i) { return i.id == node && i.block; });
        QVERIFY(folded != items.end());
        QCOMPARE(folded->count, t.tree().subtreeSize(node));

        const double before = view->transform().columnPx;
        const QPointF at = view->nodeCentre(node);
        QWheelEvent wheel(at, view->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton,
            Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &wheel);
        QVERIFY(view->transform().columnPx > before * 1.4);
        // The node under the pointer stayed under it.
        QVERIFY(QLineF(view->nodeCentre(node), at).length() < 1.0);
        QTest::keyClick(view, Qt::Key_F);
        QVERIFY(view->autoFits());
    }

    // The tooltip names the node's assignment and what is left on its board.
    void tooltipDescribesTheNode()
    {
        LabWorkspace lab;
        runInLab(lab, QStringLiteral("search --strategy ctn --propagation fc"),
            puzzle("nytimes_hard.txt", 0));
        SearchTreeView *view = lab.treePanel()->view();
        view->repaint();
        const core::RunTimeline &t = lab.session()->timeline();
        const std::uint32_t node = 1;
        const QPoint at = view->nodeCentre(node).toPoint();
        QHelpEvent help(QEvent::ToolTip, at, view->mapToGlobal(at));
        QApplication::sendEvent(view, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        QVERIFY2(tip.contains(QStringLiteral("Candidates left")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Fate")), qPrintable(tip));
        const core::RunEvent d = t.event(t.tree().node(node).decision);
        QVERIFY2(tip.contains(QStringLiteral("= %1").arg(d.symbol)), qPrintable(tip));
    }

    // Two trees side by side at one scale: lex's and ctn's of the same puzzle.
    void twoTreesShareOneScale()
    {
        LabWorkspace lab;
        runInLab(lab, QStringLiteral("search --strategy lex --propagation fc"),
            puzzle("nytimes_medium.txt", 0));
        SearchTreePanel *panel = lab.treePanel();
        panel->compareWith(QStringLiteral("ctn"));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->compareSession()->isRunning(), 30000);
        QTest::qWait(50);
        QVERIFY(panel->compareView()->isVisible());
        const core::RunTimeline &other = panel->compareSession()->timeline();
        QVERIFY(other.tree().size() > 1);
        QCOMPARE(panel->compareView()->layout().size(), other.tree().size());
        QCOMPARE(panel->view()->transform().columnPx, panel->compareView()->transform().columnPx);
        QCOMPARE(panel->view()->transform().levelPx, panel->compareView()->transform().levelPx);
        // A zoom in one is a zoom in both.
        panel->view()->zoomBy(2, 1, QPointF(10, 10));
        QCOMPARE(panel->view()->transform().columnPx, panel->compareView()->transform().columnPx);
        panel->compareWith(QString());
        QVERIFY(!panel->compareView()->isVisible());
    }

    // The thumbnail: the same tree, fitted, not interactive; the exports write real files.
    void thumbnailAndExports()
    {
        const core::RunTimeline t = core::recordRun(
            puzzle("nytimes_medium.txt", 0), *core::parseRunSpec("search --strategy lex"));
        SearchTreeView thumb;
        thumb.setThumbnail(true);
        thumb.resize(240, 140);
        thumb.setTimeline(&t);
        thumb.setCurrentNode(std::int64_t(t.tree().current()));
        QVERIFY(thumb.testAttribute(Qt::WA_TransparentForMouseEvents));
        QCOMPARE(thumb.layout().size(), t.tree().size());
        const QImage image = thumb.grab().toImage();
        // Drawn: more than the background's colour.
        const QRgb background = image.pixel(0, 0);
        int painted = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                painted += image.pixel(x, y) != background;
        QVERIFY(painted > 200);

        SearchTreeView view;
        view.resize(600, 400);
        view.setTimeline(&t);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const bool whole : { false, true }) {
            const QString png = dir.filePath(whole ? "whole.png" : "visible.png");
            const QString svg = dir.filePath(whole ? "whole.svg" : "visible.svg");
            QVERIFY(view.exportPng(png, whole));
            QVERIFY(view.exportSvg(svg, whole));
            QImage loaded(png);
            QVERIFY(!loaded.isNull());
            QFile file(svg);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            QVERIFY(text.contains("<svg"));
            QVERIFY(text.size() > 2000);
        }
        QCOMPARE(QImage(dir.filePath("visible.png")).size(), QSize(600, 400));
    }

    // Issue 33 item 4: in a big tree fitted to the view, the solution path is a line one can
    // see (it was 1 px at the tree's edge, its nodes single pixels): at least 2 px of the
    // solution's colour for every pixel of its height.
    void solutionPathStandsOutInABigTree()
    {
        LabWorkspace lab;
        runInLab(lab, QStringLiteral("search --strategy lex --propagation fc --goal solve"),
            puzzle("norvig_top95.txt", 2));
        // top95 #3: 68,692 recursions.
        QVERIFY(lab.session()->timeline().tree().size() > 50000);
        auto *view = lab.treePanel()->findChild<SearchTreeView *>(QStringLiteral("searchTreeView"));
        QVERIFY(view);
        view->setFollow(false);
        view->fitAll();
        QTest::qWait(50);
        const QImage image = view->grab().toImage();
        const QColor solution = TreeColours::forPalette(view->palette()).solution;
        int pixels = 0;
        int top = image.height();
        int bottom = -1;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (std::abs(c.red() - solution.red()) + std::abs(c.green() - solution.green())
                        + std::abs(c.blue() - solution.blue())
                    < 40) {
                    ++pixels;
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                }
            }
        QVERIFY2(bottom > top + 50,
            qPrintable(QStringLiteral("%1 px from %2 to %3, tree %4")
                           .arg(pixels)
                           .arg(top)
                           .arg(bottom)
                           .arg(lab.session()->timeline().tree().size())));
        QVERIFY2(pixels >= 2 * (bottom - top),
            qPrintable(QStringLiteral("%1 px of the path's colour over %2 px of height")
                           .arg(pixels)
                           .arg(bottom - top)));
    }

private:
    static void runInLab(LabWorkspace &lab, const QString &spec, const core::Board &board)
    {
        lab.resize(1400, 860);
        lab.setPuzzle(board, QStringLiteral("test"));
        lab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lab));
        QVERIFY(lab.chooser()->setSpecWords(spec));
        QVERIFY(lab.run());
        QTRY_VERIFY_WITH_TIMEOUT(!lab.session()->isRunning(), 30000);
        lab.sideTabs()->setCurrentWidget(lab.treePanel());
        QTest::qWait(50);
    }

    QTemporaryDir m_root;
};

QTEST_MAIN(TestSearchTree)
#include "tst_searchtree.moc"
