// The chain stepper (issue 32, item 5): a forcing net and an AIC or X-Chain walked link by link,
// the walk's state and words on the shared hard puzzles, and Play's Show driven with real keys:
// at each link the board's highlight holds the link's cells and the panel's sentence names them.
#include "../core/chaincheck.h"
#include "board/formats.h"
#include "board/puzzlecheck.h"
#include "common/appearance.h"
#include "game/gamefiles.h"
#include "grid/boardhighlight.h"
#include "grid/chainstepbar.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "grid/linkpainter.h"
#include "help/techniquehelpwindow.h"
#include "lab/labworkspace.h"
#include "logic/notation.h"
#include "logic/tutorengine.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "runview/runsession.h"
#include "runview/solverchooser.h"
#include "shell/mainwindow.h"
#include "wording/chainwalk.h"
#include "wording/chainwording.h"
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineF>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <set>

namespace {

using Kind = ChainWalk::FrameKind;

std::vector<core::Puzzle> sharedPuzzles(const char *name)
{
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    core::ParseResult r = core::parsePuzzles(file.readAll().toStdString(), name);
    core::checkSolutions(r);
    return r.puzzles;
}

// A step of the tutor's path on a shared puzzle and the position it was found on.
struct Found
{
    core::Puzzle puzzle; // the position (digits and the path's pencil marks)
    core::Board board;
    core::Step step;
};

// The first steps on the path of the puzzles of `file` for which `wanted` holds, at most `limit`.
std::vector<Found> findSteps(const char *file,
    const std::function<bool(const core::Step &)> &wanted, int limit, int puzzles = 95)
{
    std::vector<Found> out;
    for (const core::Puzzle &p : sharedPuzzles(file)) {
        if (puzzles-- <= 0 || int(out.size()) >= limit)
            break;
        core::Board b = p.board;
        b.fillCandidates();
        for (const core::Step &s : core::tutorPath(p.board).steps) {
            if (wanted(s)) {
                core::Puzzle position = p;
                position.board = b;
                position.hasCandidates = true;
                out.push_back({ position, b, s });
                break;
            }
            core::applyStep(b, s);
        }
    }
    return out;
}

bool isNet(const core::Step &s)
{
    // A net with at least two branches and a chain that starts from a node found before.
    if (s.technique != core::Technique::ForcingNet)
        return false;
    std::set<int> branches;
    for (const core::Chain &c : s.chains)
        branches.insert(c.branch);
    return branches.size() >= 2 && s.chains.size() > branches.size();
}

bool isAic(const core::Step &s)
{
    return (s.technique == core::Technique::AlternatingInferenceChain
               || s.technique == core::Technique::XChain)
        && !s.chains.empty() && s.chains.front().links.size() >= 3;
}

std::set<int> cellsOf(const std::vector<core::ChainNode> &nodes)
{
    std::set<int> out;
    for (const core::ChainNode &n : nodes)
        out.insert(n.cells.begin(), n.cells.end());
    return out;
}

QString cellName(const core::Board &b, int cell)
{
    return QString::fromStdString(b.geometry().cellName(cell, core::CellNaming::Letter));
}

} // namespace

// A forcing chain on a digit, (4)A3-(4)A6=(4)F6; (4)A3=(4)F3.
static core::Step forcingStep()
{
    core::Step forcing;
    forcing.technique = core::Technique::ForcingChain;
    forcing.forcing = core::ForcingKind::Digit;
    core::Chain on;
    on.nodes = { { { 2 }, 4 }, { { 5 }, 4 }, { { 50 }, 4 } };
    on.links = { core::ChainLink::Weak, core::ChainLink::Strong };
    core::Chain off;
    off.nodes = { { { 2 }, 4 }, { { 47 }, 4 } };
    off.links = { core::ChainLink::Strong };
    forcing.chains = { on, off };
    return forcing;
}

class TestChainStep : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Walks Play's Show through the hint's chains with → and back with ←; at each frame the
    // board's highlight is the walk's, and at each link it holds the link's cells (and only
    // those) and the panel's sentence names them.
    void walkInPlay(const Found &found)
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(found.puzzle, QStringLiteral("test"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F3);
        HintSession *session = w.playWorkspace()->hintSession();
        QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy() && session->level() == 2, 60000);
        QCOMPARE(session->kind(), HintSession::Kind::Step);
        QCOMPARE(session->step()->technique, found.step.technique);
        QCOMPARE(session->step()->chains, found.step.chains);
        ChainStepBar *bar = w.playWorkspace()->hintPanel()->stepper();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->isWalkable());
        QTRY_VERIFY(bar->hasFocus()); // Show hands the keyboard to the stepper
        GridModel *model = w.playWorkspace()->gridModel();
        const core::Board &board = found.board;
        const int frames = bar->walk().count();
        QCOMPARE(bar->walk().index(), 0);
        int links = 0;
        bool painted = false;
        for (int i = 0; i < frames; ++i) {
            QCOMPARE(bar->walk().index(), i);
            const ChainWalk::Frame f = bar->walk().current();
            QVERIFY(model->hasHighlight());
            QCOMPARE(model->highlight(), bar->highlight());
            const QString text = w.playWorkspace()->hintPanel()->text();
            if (qEnvironmentVariableIsSet("CHAINSTEP_DUMP"))
                qInfo().noquote()
                    << bar->findChild<QLabel *>(QStringLiteral("chainStepWhere"))->text() << "|"
                    << text;
            if (f.kind == Kind::Link) {
                ++links;
                const std::set<int> cells = cellsOf(bar->walk().currentNodes());
                for (int c = 0; c < board.cellCount(); ++c) {
                    const bool in = model->indexOfCell(c).data(GridModel::HintCellRole).toBool();
                    QVERIFY2(in == (cells.count(c) > 0),
                        qPrintable(
                            QStringLiteral("frame %1, cell %2").arg(i).arg(cellName(board, c))));
                }
                QCOMPARE(model->highlight().currentLink.size(), std::size_t(1));
                // The current link is drawn emphasised: a strong one, solid in its own colour
                // along its whole curve.
                const core::Chain &link = model->highlight().currentLink.front();
                const auto segments = w.playWorkspace()->gridView()->linkPainter().segments(link);
                if (!painted && link.links.front() == core::ChainLink::Strong
                    && segments.size() == 1
                    && QLineF(segments[0].from, segments[0].to).length() > 30) {
                    const QColor current
                        = Appearance::boardColors(w.playWorkspace()->gridView()->palette())
                              .hintUnitOutline;
                    const QImage image
                        = w.playWorkspace()->gridView()->viewport()->grab().toImage();
                    int on = 0;
                    for (int k = 1; k < 40; ++k) {
                        const qreal t = k / 40.0;
                        const QPointF p = segments[0].from * (1 - t) * (1 - t)
                            + segments[0].control * 2 * t * (1 - t) + segments[0].to * t * t;
                        const QColor px = image.pixelColor(p.toPoint());
                        on += std::max({ std::abs(px.red() - current.red()),
                                  std::abs(px.green() - current.green()),
                                  std::abs(px.blue() - current.blue()) })
                            < 70;
                    }
                    QVERIFY2(on >= 33, qPrintable(QStringLiteral("%1 of 39 on").arg(on)));
                    painted = true;
                }
                for (int c : cells)
                    QVERIFY2(text.contains(cellName(board, c)),
                        qPrintable(QStringLiteral("frame %1 does not name %2: %3")
                                       .arg(i)
                                       .arg(cellName(board, c), text)));
            } else if (f.kind == Kind::Whole) {
                QCOMPARE(model->highlight(), BoardHighlight::fromStep(found.step, board));
                QVERIFY(text.contains(QString::fromStdString(
                    core::stepNotation(found.step, board.geometry(), core::CellNaming::Letter))));
            }
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        }
        QVERIFY(links > 0);
        QVERIFY(painted);
        QVERIFY(bar->walk().atEnd()); // → at the end stays there
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
        QCOMPARE(bar->walk().index(), frames - 2);
        QCOMPARE(model->highlight(), bar->highlight());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
        QCOMPARE(bar->walk().index(), 0);
        // Escape gives the keyboard back to the board; the walk stays.
        QTest::keyClick(bar, Qt::Key_Escape);
        QTRY_VERIFY(w.playWorkspace()->gridView()->hasFocus());
        QCOMPARE(bar->walk().index(), 0);
        bar->setFocus();
        // The buttons too.
        QTest::mouseClick(
            bar->findChild<QWidget *>(QStringLiteral("chainStepNext")), Qt::LeftButton);
        QCOMPARE(bar->walk().index(), 1);
        // Another cell naming words the same link anew, where the walk is.
        w.playWorkspace()->setCellNaming(core::CellNaming::RowColumn);
        QCOMPARE(bar->walk().index(), 1);
        const std::vector<core::ChainNode> nodes = bar->walk().currentNodes();
        QVERIFY(!nodes.empty());
        const QString r1c1 = QString::fromStdString(
            board.geometry().cellName(nodes.front().cells.front(), core::CellNaming::RowColumn));
        QVERIFY2(w.playWorkspace()->hintPanel()->text().contains(r1c1),
            qPrintable(w.playWorkspace()->hintPanel()->text()));
        w.playWorkspace()->setCellNaming(core::CellNaming::Letter);
        QCOMPARE(bar->walk().index(), 1);
        QTest::mouseClick(
            bar->findChild<QWidget *>(QStringLiteral("chainStepWhole")), Qt::LeftButton);
        QVERIFY(bar->walk().atEnd());
        // The position changes (a digit typed on the board): no walk, no picture left.
        const int open = [&] {
            for (int c = 0; c < board.cellCount(); ++c)
                if (board.isOpen(c))
                    return c;
            return -1;
        }();
        model->setSelectedCell(open);
        w.playWorkspace()->gridView()->setFocus();
        QTest::keyClick(w.playWorkspace()->gridView(),
            Qt::Key(Qt::Key_0 + found.puzzle.solution.at(std::size_t(open))));
        QTRY_VERIFY(!model->hasHighlight());
        QVERIFY(!bar->isVisible());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    }

    // The walk's state on hand-made chains: the frames, the ends, the links so far.
    void walkState()
    {
        core::Step aic;
        aic.technique = core::Technique::XChain;
        core::Chain c;
        c.nodes = { { { 2 }, 4 }, { { 47 }, 4 }, { { 50 }, 4 }, { { 5 }, 4 } };
        c.links = { core::ChainLink::Strong, core::ChainLink::Weak, core::ChainLink::Strong };
        aic.chains = { c };
        ChainWalk walk(aic);
        QCOMPARE(walk.count(), 4); // three links and the whole
        QVERIFY(walk.isWalkable());
        QVERIFY(walk.atStart());
        QVERIFY(!walk.previous());
        QCOMPARE(walk.current().kind, Kind::Link);
        QVERIFY(!walk.nodeTrue(0, 0)); // read from "the first is false"
        QVERIFY(walk.nodeTrue(0, 1));
        QVERIFY(!walk.nodeTrue(0, 2));
        QVERIFY(walk.nodeTrue(0, 3));
        QCOMPARE(walk.chainsSoFar().at(0).nodes.size(), std::size_t(2));
        QCOMPARE(walk.currentLink().nodes.size(), std::size_t(2));
        QVERIFY(walk.next());
        QCOMPARE(walk.chainsSoFar().at(0).nodes.size(), std::size_t(3));
        QCOMPARE(walk.currentNodes().at(0).cells, std::vector<int> { 47 });
        QCOMPARE(walk.currentTruth(), (std::vector<bool> { true, false }));
        walk.toEnd();
        QCOMPARE(walk.current().kind, Kind::Whole);
        QVERIFY(!walk.next());
        QCOMPARE(walk.chainsSoFar(), aic.chains);
        QVERIFY(walk.currentLink().nodes.empty());
        walk.setIndex(-5);
        QCOMPARE(walk.index(), 0);
        // A damaged step (a chain without nodes, links past the last node): walked without them.
        core::Step damaged = forcingStep();
        damaged.chains.insert(damaged.chains.begin() + 1, core::Chain {});
        damaged.chains.front().links.push_back(core::ChainLink::Strong);
        ChainWalk dw(damaged);
        QCOMPARE(dw.step().chains, forcingStep().chains);
        const core::Board empty(core::Geometry::classic());
        for (dw.setIndex(0); !dw.atEnd(); dw.next())
            QVERIFY(!ChainWording(empty, core::CellNaming::Letter).frameText(dw).isEmpty());
        // No chains: only the whole picture.
        core::Step single;
        QVERIFY(!ChainWalk(single).isWalkable());
        QCOMPARE(ChainWalk(single).count(), 1);

        // A forcing chain on a digit: two branches, each its assumption, its links, its end.
        ChainWalk fw(forcingStep());
        QCOMPARE(fw.branchCount(), 2);
        std::vector<Kind> kinds;
        for (const auto &f : fw.frames())
            kinds.push_back(f.kind);
        QCOMPARE(kinds,
            (std::vector<Kind> { Kind::Assume, Kind::Link, Kind::Link, Kind::BranchEnd,
                Kind::Assume, Kind::Link, Kind::BranchEnd, Kind::Whole }));
        fw.setIndex(5); // the second branch's link: the first branch is not drawn
        QCOMPARE(fw.chainsSoFar().size(), std::size_t(1));
        QCOMPARE(fw.chainsSoFar().at(0).nodes.front().cells, std::vector<int> { 2 });
        QVERIFY(!fw.nodeTrue(1, 0));
        QVERIFY(fw.nodeTrue(0, 0));
        // A Kraken fish (no forcing kind of its own): a branch per fin, no contradiction.
        core::Step kraken = forcingStep();
        const core::Board board(core::Geometry::classic());
        kraken.technique = core::Technique::KrakenFish;
        kraken.forcing = core::ForcingKind::Contradiction;
        ChainWalk kw(kraken);
        QVERIFY(!kw.isContradiction());
        QCOMPARE(kw.branchCount(), 2);
        QCOMPARE(kw.frames().size(), fw.frames().size());
        QVERIFY(ChainWording(board, core::CellNaming::Letter)
                    .frameText(kw)
                    .startsWith(QStringLiteral("Fin 1 of 2: suppose A3 is 4.")));
        kw.setIndex(3);
        QCOMPARE(kw.current().kind, Kind::BranchEnd);
        QCOMPARE(ChainWording(board, core::CellNaming::Letter).frameText(kw),
            QStringLiteral("Branch 1 ends here: if A3 is 4, then F6 is 4."));
    }

    // On the shared hard puzzles: the walk steps through exactly the chains the notation
    // prints and the read-back checker replays (tests/core/chaincheck), link by link in their
    // order; every link has a reason read off the position (never the fallback), and each
    // frame's sentence names the cells of its nodes.
    void walkOnSharedPuzzles()
    {
        const std::vector<Found> nets = findSteps(
            "norvig_top95.txt", [](const core::Step &s) { return core::isForcing(s.technique); }, 6,
            95);
        const std::vector<Found> aics = findSteps("norvig_top95.txt", isAic, 4, 60);
        // Inkala's three: nets with nested contradictions.
        const std::vector<Found> nested = findSteps(
            "inkala_famous.txt",
            [](const core::Step &s) {
                return std::any_of(s.chains.begin(), s.chains.end(),
                    [](const core::Chain &c) { return c.nested > 0; });
            },
            3);
        QVERIFY(nets.size() >= 3);
        QVERIFY(aics.size() >= 2);
        QVERIFY(!nested.empty());
        int checked = 0;
        int nestedEnds = 0;
        for (const auto *list : { &nets, &aics, &nested })
            for (const Found &f : *list) {
                // A forcing chain's or net's printed notation replays; every other chain's
                // links hold (a Kraken fish's branches too).
                if (f.step.technique == core::Technique::ForcingChain
                    || f.step.technique == core::Technique::ForcingNet)
                    QCOMPARE(chaincheck::forcingProblem(f.board, f.step), std::string());
                else
                    QCOMPARE(chaincheck::chainProblem(f.board, f.step), std::string());
                ChainWalk walk(f.step);
                const ChainWording words(f.board, core::CellNaming::Letter);
                std::vector<std::pair<int, int>> walked;
                for (int i = 0; i < walk.count(); ++i, walk.next()) {
                    const ChainWalk::Frame fr = walk.current();
                    const QString text = words.frameText(walk);
                    if (qEnvironmentVariableIsSet("CHAINSTEP_DUMP") && list == &nested)
                        qInfo().noquote() << words.progress(walk) << "|" << text;
                    QVERIFY(!text.isEmpty());
                    if (fr.kind == Kind::Link) {
                        walked.push_back({ fr.chain, fr.link });
                        const auto nodes = walk.currentNodes();
                        const QString why
                            = words.reason(nodes[0], nodes[1], !walk.currentTruth()[0]);
                        QVERIFY2(why != ChainWording::tr("one of the two must be true")
                                && why != ChainWording::tr("the two cannot both be true"),
                            qPrintable(text));
                    }
                    for (int c : cellsOf(walk.currentNodes()))
                        QVERIFY2(text.contains(cellName(f.board, c)), qPrintable(text));
                    // A contradiction is named: a node both ways, a cell or a unit left empty.
                    QVERIFY2(!text.contains(ChainWording::tr("the chains above cannot all hold")),
                        qPrintable(text));
                    nestedEnds += fr.kind == Kind::NestedEnd;
                    ++checked;
                }
                std::vector<std::pair<int, int>> all;
                for (int c = 0; c < int(f.step.chains.size()); ++c)
                    for (int l = 0; l < int(f.step.chains[std::size_t(c)].links.size()); ++l)
                        all.push_back({ c, l });
                QCOMPARE(walked, all);
                QVERIFY(walk.atEnd());
            }
        QVERIFY(checked > 20);
        QVERIFY(nestedEnds > 0);
    }

    // Every frame of a net and of an AIC in German and Japanese: translated (not the English
    // sentence), every placeholder filled, the nodes' cells named.
    void wordsInEveryLanguage()
    {
        std::vector<Found> steps = findSteps("norvig_top95.txt", isNet, 1);
        const std::vector<Found> aics = findSteps("norvig_top95.txt", isAic, 1);
        steps.insert(steps.end(), aics.begin(), aics.end());
        QCOMPARE(steps.size(), std::size_t(2));
        for (const Found &f : steps) {
            ChainWalk walk(f.step);
            std::vector<QString> english;
            QVERIFY(Translations::install(QStringLiteral("en")));
            for (walk.setIndex(0); !walk.atEnd(); walk.next())
                english.push_back(ChainWording(f.board, core::CellNaming::Letter).frameText(walk));
            for (const char *code : { "de", "ja" }) {
                QVERIFY(Translations::install(QLatin1String(code)));
                std::size_t i = 0;
                for (walk.setIndex(0); !walk.atEnd(); walk.next(), ++i) {
                    const ChainWording words(f.board, core::CellNaming::Letter);
                    const QString text = words.frameText(walk);
                    if (qEnvironmentVariableIsSet("CHAINSTEP_DUMP"))
                        qInfo().noquote() << code << words.progress(walk) << "|" << text;
                    QVERIFY2(text != english[i], qPrintable(text));
                    QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("%\\d"))),
                        qPrintable(text));
                    for (int c : cellsOf(walk.currentNodes()))
                        QVERIFY2(text.contains(cellName(f.board, c)), qPrintable(text));
                }
            }
        }
        QVERIFY(Translations::install(QStringLiteral("en")));
    }

    // The legend under the stepper's buttons: shown with the bar, in the board's colours of the
    // theme (light, then dark), named for a screen reader, translated.
    void legend()
    {
        Appearance::applyTheme(Settings::Theme::Light);
        QVERIFY(Translations::install(QStringLiteral("en")));
        QWidget window;
        auto *bar = new ChainStepBar(&window);
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(bar);
        window.resize(420, 200);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *legend = bar->findChild<QLabel *>(QStringLiteral("chainStepLegend"));
        QVERIFY(legend);
        QVERIFY(!bar->isVisible()); // no step: no bar, no legend
        core::Board board(core::Geometry::classic());
        board.fillCandidates();
        bar->setStep(forcingStep(), board, core::CellNaming::Letter);
        QVERIFY(bar->isVisible());
        QVERIFY(legend->isVisible());
        QCOMPARE(legend->accessibleName(), QStringLiteral("Colours of the chain"));
        const QString said = legend->accessibleDescription();
        for (const char *words : { "strong link", "weak link", "the current link",
                 "candidate true so far", "candidate ruled out so far" })
            QVERIFY2(said.contains(QLatin1String(words))
                    && legend->text().contains(QLatin1String(words)),
                qPrintable(said));
        // Light: the colours the board paints the links, the current link and the discs with.
        const auto colorsIn = [&](const QPalette &palette) {
            const Appearance::BoardColors c = Appearance::boardColors(palette);
            for (const QColor &colour : { c.link, c.hintUnitOutline, c.pattern, c.patternAlt })
                if (!legend->text().contains(colour.name()))
                    return false;
            return true;
        };
        QVERIFY2(colorsIn(bar->palette()), qPrintable(legend->text()));
        const QString light = legend->text();
        Appearance::applyTheme(Settings::Theme::Dark);
        QTRY_VERIFY(legend->text() != light);
        QVERIFY2(colorsIn(bar->palette()), qPrintable(legend->text()));
        // The whole legend fits the bar (wrapped, nothing cut at the right).
        QVERIFY(legend->width() <= bar->width());
        QVERIFY(legend->heightForWidth(legend->width()) <= legend->height());
        for (const char *code : { "de", "ja" }) {
            QVERIFY(Appearance::applyLanguage(QLatin1String(code)));
            QTRY_VERIFY(!legend->accessibleDescription().contains(QStringLiteral("strong link")));
            QVERIFY(legend->accessibleName() != QStringLiteral("Colours of the chain"));
            QVERIFY(!legend->text().contains(QStringLiteral("ruled out")));
        }
        QVERIFY(Appearance::applyLanguage(QStringLiteral("en")));
        Appearance::applyTheme(Settings::Theme::Light);
    }

    void forcingNetInPlay()
    {
        const std::vector<Found> nets = findSteps("norvig_top95.txt", isNet, 1);
        QCOMPARE(nets.size(), std::size_t(1));
        walkInPlay(nets.front());
    }

    // Help ▸ Techniques: the example's whole picture first, then Home and → walk its chain on
    // the page's diagram, the sentence under the buttons naming each link's cells.
    void helpPageSteps_data()
    {
        QTest::addColumn<int>("technique");
        QTest::newRow("forcing net") << int(core::Technique::ForcingNet);
        QTest::newRow("forcing chain") << int(core::Technique::ForcingChain);
        QTest::newRow("x-chain") << int(core::Technique::XChain);
        QTest::newRow("aic") << int(core::Technique::AlternatingInferenceChain);
    }

    void helpPageSteps()
    {
        QFETCH(int, technique);
        TechniqueHelpWindow help;
        help.show();
        QVERIFY(QTest::qWaitForWindowExposed(&help));
        help.showTechnique(core::Technique(technique));
        QVERIFY(help.exampleStep().has_value());
        const core::Step step = *help.exampleStep();
        const core::Board board = help.diagramModel()->board();
        ChainStepBar *bar = help.stepper();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->walk().atEnd());
        QCOMPARE(
            help.diagramModel()->highlight(), BoardHighlight::fromStep(step, board.geometry()));
        auto *sentence = bar->findChild<QLabel *>(QStringLiteral("chainStepSentence"));
        QVERIFY(sentence && !sentence->isVisible());
        QTest::mouseClick(bar, Qt::LeftButton, {}, QPoint(2, 2));
        QTRY_VERIFY(bar->hasFocus());
        QTest::keyClick(bar, Qt::Key_Home);
        QCOMPARE(bar->walk().index(), 0);
        int links = 0;
        while (!bar->walk().atEnd()) {
            QCOMPARE(help.diagramModel()->highlight(), bar->highlight());
            QVERIFY(sentence->isVisible());
            if (bar->walk().current().kind == Kind::Link) {
                ++links;
                for (int c : cellsOf(bar->walk().currentNodes())) {
                    QVERIFY(
                        help.diagramModel()->indexOfCell(c).data(GridModel::HintCellRole).toBool());
                    QVERIFY2(sentence->text().contains(cellName(board, c)),
                        qPrintable(sentence->text()));
                }
            }
            QTest::keyClick(bar, Qt::Key_Right);
        }
        QVERIFY(links > 0);
        QCOMPARE(
            help.diagramModel()->highlight(), BoardHighlight::fromStep(step, board.geometry()));
        QVERIFY(!sentence->isVisible());
    }

    // The Lab's logic stepping: the tutor's run on top95 #35, at its forcing net's event the
    // board shows the whole picture as before; clicked, the stepper takes ← / → from the
    // transport (the events stay where they are) and walks the net, the sentence naming each
    // link's cells and the board holding them; → at the end leaves the event alone too.
    void labLogicStepSteps()
    {
        const std::vector<core::Puzzle> puzzles = sharedPuzzles("norvig_top95.txt");
        QVERIFY(puzzles.size() > 35);
        LabWorkspace lab;
        lab.resize(1280, 800);
        lab.setPuzzle(puzzles[34].board, QStringLiteral("top95 #35"));
        lab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lab));
        QVERIFY(lab.chooser()->setSpecWords(QStringLiteral("logic --mode tutor")));
        QVERIFY(lab.run());
        QTRY_VERIFY_WITH_TIMEOUT(!lab.session()->isRunning(), 60000);
        ChainStepBar *bar = lab.chainStepper();
        std::uint64_t at = 0;
        for (std::uint64_t p = 1; p <= lab.session()->timeline().eventCount() && at == 0; ++p) {
            lab.seek(p);
            if (bar->isWalkable() && core::isForcing(bar->walk().step().technique))
                at = p;
        }
        QVERIFY(at > 0);
        QVERIFY(bar->isVisible());
        QVERIFY(bar->walk().atEnd());
        GridModel *model = lab.gridModel();
        const core::Board board = model->board();
        const core::Step step = bar->walk().step();
        QCOMPARE(model->highlight(), BoardHighlight::fromStep(step, board.geometry()));
        QTest::mouseClick(bar, Qt::LeftButton, {}, QPoint(2, 2));
        QTRY_VERIFY(bar->hasFocus());
        QTest::keyClick(bar, Qt::Key_Home);
        QCOMPARE(bar->walk().index(), 0);
        auto *sentence = bar->findChild<QLabel *>(QStringLiteral("chainStepSentence"));
        int links = 0;
        while (!bar->walk().atEnd()) {
            QCOMPARE(lab.position(), at);
            QCOMPARE(model->highlight(), bar->highlight());
            if (bar->walk().current().kind == Kind::Link) {
                ++links;
                for (int c : cellsOf(bar->walk().currentNodes())) {
                    QVERIFY(model->indexOfCell(c).data(GridModel::HintCellRole).toBool());
                    QVERIFY2(sentence->text().contains(cellName(board, c)),
                        qPrintable(sentence->text()));
                }
                // Read off the position the step was found on (the one before its event),
                // every link has its reason.
                QVERIFY2(!sentence->text().contains(ChainWording::tr("one of the two must be true"))
                        && !sentence->text().contains(
                            ChainWording::tr("the two cannot both be true")),
                    qPrintable(sentence->text()));
            }
            QTest::keyClick(bar, Qt::Key_Right);
        }
        QVERIFY(links > 0);
        QTest::keyClick(bar, Qt::Key_Right);
        QCOMPARE(lab.position(), at);
        // The whole picture says nothing of the player's marks: the solver removed them.
        QCOMPARE(model->highlight(), BoardHighlight::fromStep(step, board.geometry()));
        QVERIFY(model->highlight().ownMarks.isEmpty());
    }

    void aicInPlay()
    {
        const std::vector<Found> aics = findSteps("norvig_top95.txt", isAic, 1);
        QCOMPARE(aics.size(), std::size_t(1));
        walkInPlay(aics.front());
    }
};

QTEST_MAIN(TestChainStep)
#include "tst_chainstep.moc"
