// The board model on its own, fed by value as its owners feed it: a board, then the cells a
// move changed; a hint's highlight built once from a step; an applied step's ghost; the Lab's
// overlay. And Play's feed: the workspace hands the game's board over at every change.
#include "board/puzzlecheck.h"
#include "common/settings.h"
#include "game/game.h"
#include "grid/boardhighlight.h"
#include "grid/gridmodel.h"
#include "help/helpexamples.h"
#include "logic/notation.h"
#include "play/gameactions.h"
#include "play/playworkspace.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <limits>
#include <set>

namespace {

core::Puzzle puzzleFromLine(const char *line)
{
    core::ParseResult r = core::parsePuzzles(line, "test");
    core::checkSolutions(r);
    return r.puzzles.at(0);
}

core::Board classicBoard()
{
    return puzzleFromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95.."
                          "8..2.3..9..5.1.3..")
        .board;
}

// The cells a batch of dataChanged signals covers.
std::set<int> coveredCells(const QSignalSpy &spy, const GridModel &model)
{
    std::set<int> cells;
    for (const QList<QVariant> &args : spy) {
        const QModelIndex from = args.at(0).value<QModelIndex>();
        const QModelIndex to = args.at(1).value<QModelIndex>();
        for (int r = from.row(); r <= to.row(); ++r)
            for (int c = from.column(); c <= to.column(); ++c)
                cells.insert(model.cellOf(model.index(r, c)));
    }
    return cells;
}

} // namespace

class TestGridModel : public QObject
{
    Q_OBJECT

private slots:
    void modelIsWellBehaved()
    {
        GridModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::Board board = classicBoard();
        model.setBoard(board);
        model.setSelectedCell(40);
        // A move, a hint, a ghost, the filter: every signal checked by the tester.
        board.setValue(0, 4);
        model.updateCells(board, { 0 });
        const auto xWing = HelpExamples::position(core::Technique::XWing);
        QVERIFY(xWing);
        model.setBoard(*xWing);
        const core::Step step = HelpExamples::step(core::Technique::XWing, *xWing).value();
        model.setHighlight(BoardHighlight::fromStep(step, xWing->geometry()));
        model.setApplied(AppliedGhost::fromStep(step, xWing->geometry()));
        model.setFilterDigit(3);
        // A 16x16 board changes the shape: the model resets.
        model.setBoard(puzzleFromLine(std::string(256, '.').c_str()).board);
        QCOMPARE(model.rowCount(), 16);
        QCOMPARE(model.columnCount(), 16);
        QCOMPARE(model.selectedCell(), -1);
        QVERIFY(!model.hasApplied());
        QCOMPARE(model.filterDigit(), 3);
        QVERIFY(!model.flags(QModelIndex()).testFlag(Qt::ItemIsEnabled));
    }

    void rolesDescribeTheCell()
    {
        GridModel model;
        model.setBoard(classicBoard());
        const QModelIndex a3 = model.index(0, 2);
        QCOMPARE(a3.data(Qt::DisplayRole).toString(), QStringLiteral("3"));
        QCOMPARE(a3.data(GridModel::ValueRole).toInt(), 3);
        QVERIFY(a3.data(GridModel::GivenRole).toBool());
        const QModelIndex a1 = model.index(0, 0);
        QCOMPARE(a1.data(GridModel::ValueRole).toInt(), 0);
        QVERIFY(a1.data(Qt::DisplayRole).toString().isEmpty());
        QCOMPARE(
            model.headerData(3, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("D"));
        QCOMPARE(
            model.headerData(3, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("4"));
        QCOMPARE(a1.data(GridModel::BoxRowsRole).toInt(), 3);
    }

    void selectionShadesExactlyThePeers()
    {
        GridModel model;
        model.setBoard(classicBoard());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const int e5 = 4 * 9 + 4;
        model.setSelectedCell(e5);
        QVERIFY(changed.count() >= 1);
        int peers = 0;
        for (int cell = 0; cell < 81; ++cell) {
            const QModelIndex i = model.indexOfCell(cell);
            const bool sameRow = cell / 9 == 4, sameCol = cell % 9 == 4;
            const bool sameBox = (cell / 9) / 3 == 1 && (cell % 9) / 3 == 1;
            const bool expected = cell != e5 && (sameRow || sameCol || sameBox);
            QCOMPARE(i.data(GridModel::PeerRole).toBool(), expected);
            QCOMPARE(i.data(GridModel::SelectedRole).toBool(), cell == e5);
            peers += expected;
        }
        QCOMPARE(peers, 20);
        // Selecting a given highlights every cell with the same digit.
        model.setSelectedCell(2); // A3 = 3
        int same = 0;
        for (int cell = 0; cell < 81; ++cell)
            same += model.indexOfCell(cell).data(GridModel::SameDigitRole).toBool();
        QCOMPARE(same, 4); // the puzzle has four 3s
    }

    // A move changes its cell and the cell's peers (conflicts, what the rules leave them), and
    // nothing else: the signals cover exactly those. The cell's Check mark goes, the others
    // stay; a shown hint goes with the position it was about.
    void aMoveChangesTheCellAndItsPeers()
    {
        GridModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::Board board = classicBoard();
        model.setBoard(board);
        const core::Geometry &g = board.geometry();
        const int a1 = 0;
        const int i9 = 80;
        model.markWrong({ a1, i9 });
        model.setFilterDigit(4);

        // A peer of A1 that may hold 4 by the rules (it has no marks).
        int peer = -1;
        for (int p : g.peers(a1))
            if (peer < 0 && model.indexOfCell(p).data(GridModel::FilterRole).toInt() == 4)
                peer = p;
        QVERIFY(peer >= 0);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        board.setValue(a1, 4);
        model.updateCells(board, { a1 });
        std::set<int> expected { a1 };
        for (int p : g.peers(a1))
            expected.insert(p);
        QCOMPARE(coveredCells(changed, model), expected);
        QCOMPARE(model.indexOfCell(a1).data(GridModel::ValueRole).toInt(), 4);
        QCOMPARE(model.wrongCells(), QVector<int>({ i9 }));
        // The 4 in A1 takes the filter's 4 from that peer.
        QCOMPARE(model.indexOfCell(peer).data(GridModel::FilterRole).toInt(), 0);

        // With the selected cell's digit shaded, changing that cell changes the shading of every
        // cell with its old or new digit.
        model.setSelectedCell(a1);
        changed.clear();
        board.setValue(a1, 5);
        model.updateCells(board, { a1 });
        const std::set<int> covered = coveredCells(changed, model);
        for (int c = 0; c < 81; ++c)
            if (board.value(c) == 5 || c == a1 || g.arePeers(a1, c))
                QVERIFY2(covered.count(c), qPrintable(QString::number(c)));
        int fives = 0;
        for (int c = 0; c < 81; ++c)
            fives += model.indexOfCell(c).data(GridModel::SameDigitRole).toBool();
        QVERIFY(fives > 1);

        // A hint is of the position before: a move takes it away, over the whole board.
        model.setHighlight(BoardHighlight::whereToLook({ g.boxUnit(8) }, g));
        QVERIFY(model.indexOfCell(i9).data(GridModel::HintUnitRole).toBool());
        changed.clear();
        board.setValue(a1, 0);
        model.updateCells(board, { a1 });
        QVERIFY(!model.hasHighlight());
        QVERIFY(!model.indexOfCell(i9).data(GridModel::HintUnitRole).toBool());
        QCOMPARE(int(coveredCells(changed, model).size()), 81);
    }

    // The highlight is a value built once from the step: its units, its chains (as core writes
    // them), its cells' roles. Level 1 has the units alone. The model shows one built for its
    // board, and a ghost and a highlight take turns.
    void theHighlightIsBuiltOnceFromTheStep()
    {
        const core::Board board = HelpExamples::position(core::Technique::Skyscraper).value();
        const core::Geometry &g = board.geometry();
        const core::Step step = HelpExamples::step(core::Technique::Skyscraper, board).value();
        const BoardHighlight h = BoardHighlight::fromStep(step, g);
        QCOMPARE(h.chains, core::stepChains(step, g));
        QCOMPARE(h.chains.size(), std::size_t(1));
        QCOMPARE(h.units, step.units);
        QVERIFY(h.fits(g));
        const BoardHighlight where = BoardHighlight::whereToLook(step.units, g);
        QCOMPARE(where.units, step.units);
        QVERIFY(where.chains.empty());
        QVERIFY(where.eliminations.isEmpty());

        GridModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBoard(board);
        model.setHighlight(h);
        QVERIFY(model.hasHighlight());
        QCOMPARE(model.highlight(), h);
        for (const core::Elimination &e : step.eliminations) {
            const QModelIndex i = model.indexOfCell(e.cell);
            QVERIFY(i.data(GridModel::EliminationRole).toUInt() & core::bit(e.symbol));
            QVERIFY(i.data(GridModel::CandidatesRole).toUInt() & core::bit(e.symbol));
        }
        for (const core::PatternCandidate &p : step.pattern)
            QVERIFY(model.indexOfCell(p.cell).data(GridModel::HintCellRole).toBool());

        // Applied: the ghost replaces the highlight, and a highlight the ghost.
        model.setApplied(AppliedGhost::fromStep(step, g));
        QVERIFY(!model.hasHighlight());
        QVERIFY(model.highlight().chains.empty());
        const core::Elimination &e = step.eliminations.front();
        QCOMPARE(model.indexOfCell(e.cell).data(GridModel::EliminationRole).toUInt(), 0u);
        QVERIFY(model.indexOfCell(e.cell).data(GridModel::AppliedEliminationRole).toUInt()
            & core::bit(e.symbol));
        model.setHighlight(where);
        QVERIFY(!model.hasApplied());
        QCOMPARE(model.indexOfCell(e.cell).data(GridModel::AppliedEliminationRole).toUInt(), 0u);
        QVERIFY(model.highlight().chains.empty());

        // One built for a board of another size is not shown.
        const core::Board big = puzzleFromLine(std::string(256, '.').c_str()).board;
        const BoardHighlight bigWhere
            = BoardHighlight::whereToLook({ big.geometry().unitCount() - 1 }, big.geometry());
        QVERIFY(!bigWhere.fits(g));
        model.setHighlight(bigWhere);
        QVERIFY(!model.hasHighlight());
        QVERIFY(model.highlight().units.empty());
    }

    // The Lab's model: a board set from outside, and an overlay drawn over it.
    void boardWithoutGameShowsTheOverlay()
    {
        GridModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::Board board = classicBoard();
        board.fillCandidates();
        board.setValue(0, 4); // A1 = 4, as a solver would have placed it
        model.setBoard(board);
        QCOMPARE(model.rowCount(), 9);
        QCOMPARE(model.index(0, 0).data(GridModel::ValueRole).toInt(), 4);
        QVERIFY(!model.index(0, 0).data(GridModel::GivenRole).toBool());
        QVERIFY(model.index(0, 2).data(GridModel::GivenRole).toBool());
        const int a2 = 1;
        const uint a2Candidates = board.candidates(a2);
        QCOMPARE(model.index(0, 1).data(GridModel::CandidatesRole).toUInt(), a2Candidates);
        // Nothing drawn over it yet.
        QVERIFY(!model.index(0, 1).data(GridModel::HeatRole).isValid());
        QCOMPARE(model.index(0, 1).data(GridModel::EliminationRole).toUInt(), 0u);

        BoardOverlay o;
        o.touched.fill(false, 81);
        o.touched[a2] = true;
        o.struck.fill(0u, 81);
        o.struck[a2] = core::bit(4); // 4 just left A2: drawn struck through
        o.decided.fill(0, 81);
        o.decided[0] = 4;
        o.heat.fill(std::numeric_limits<double>::quiet_NaN(), 81);
        o.heat[a2] = 3.0;
        o.heat[3] = 6.0;
        o.heatMax = 6.0;
        o.tie.fill(false, 81);
        o.tie[a2] = o.tie[3] = true;
        o.swapped.fill(false, 81);
        o.swapped[5] = true;
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setOverlay(o);
        QCOMPARE(changed.count(), 1);
        const QModelIndex a2i = model.index(0, 1);
        QVERIFY(a2i.data(GridModel::TouchedRole).toBool());
        QCOMPARE(a2i.data(GridModel::EliminationRole).toUInt(), uint(core::bit(4)));
        QCOMPARE(a2i.data(GridModel::CandidatesRole).toUInt(), a2Candidates | core::bit(4));
        QCOMPARE(a2i.data(GridModel::HeatRole).toDouble(), 0.5);
        QCOMPARE(a2i.data(GridModel::WeightRole).toDouble(), 3.0);
        QVERIFY(a2i.data(Qt::ToolTipRole).toString().contains(QLatin1String("3")));
        QVERIFY(a2i.data(GridModel::TieRole).toBool());
        QVERIFY(!model.index(0, 2).data(GridModel::TieRole).toBool());
        QCOMPARE(model.index(0, 0).data(GridModel::DecidedRole).toInt(), 4);
        QVERIFY(model.index(0, 5).data(GridModel::SwappedRole).toBool());
        QVERIFY(!model.index(0, 4).data(GridModel::SwappedRole).toBool());
        // The same overlay again changes nothing.
        model.setOverlay(o);
        QCOMPARE(changed.count(), 1);
        model.clearOverlay();
        QVERIFY(!a2i.data(GridModel::TouchedRole).toBool());
        QCOMPARE(a2i.data(GridModel::CandidatesRole).toUInt(), a2Candidates);

        // A board of another size resets the model.
        core::Board big = puzzleFromLine(std::string(256, '.').c_str()).board;
        model.setBoard(big);
        QCOMPARE(model.rowCount(), 16);
        QCOMPARE(model.index(0, 0).data(GridModel::BoxRowsRole).toInt(), 4);
    }

    // Play's model shows the game's board: the workspace hands it over when the game starts
    // and after every move.
    void playFeedsTheGamesBoard()
    {
        Game game;
        QStandardPaths::setTestModeEnabled(true); // Play's actions read settings: not the user's
        Settings settings;
        GameActions actions(&game, settings, nullptr);
        PlayWorkspace play(&game, &actions);
        GridModel *model = play.gridModel();
        QAbstractItemModelTester tester(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        game.start(puzzleFromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95.."
                                  "8..2.3..9..5.1.3.."),
            "t");
        QCOMPARE(model->index(0, 2).data(GridModel::ValueRole).toInt(), 3);
        QVERIFY(model->board() == game.board());
        game.enterDigit({ 0 }, 4);
        QCOMPARE(model->index(0, 0).data(GridModel::ValueRole).toInt(), 4);
        game.toggleCandidate({ 1 }, 7);
        QCOMPARE(model->index(0, 1).data(GridModel::CandidatesRole).toUInt(), uint(core::bit(7)));
        QVERIFY(model->board() == game.board());
        game.start(puzzleFromLine(std::string(256, '.').c_str()), "t16");
        QCOMPARE(model->rowCount(), 16);
        QVERIFY(model->board() == game.board());
    }
};

QTEST_MAIN(TestGridModel)
#include "tst_gridmodel.moc"
