#include "game/game.h"
#include "grid/gridmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <limits>

namespace {

core::Puzzle puzzleFromLine(const char *line)
{
    core::ParseResult r = core::parsePuzzles(line, "test");
    core::checkSolutions(r);
    return r.puzzles.at(0);
}

} // namespace

class TestGridModel : public QObject
{
    Q_OBJECT

private slots:
    void modelIsWellBehaved()
    {
        Game game;
        GridModel model(&game);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        game.start(puzzleFromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95.."
                                  "8..2.3..9..5.1.3.."),
            "t");
        model.setSelectedCell(40);
        // A 16x16 puzzle changes the shape: the model resets.
        game.start(puzzleFromLine(std::string(256, '.').c_str()), "t16");
        QCOMPARE(model.rowCount(), 16);
        QCOMPARE(model.columnCount(), 16);
        QCOMPARE(model.selectedCell(), -1);
        QVERIFY(!model.flags(QModelIndex()).testFlag(Qt::ItemIsEnabled));
    }

    void rolesDescribeTheCell()
    {
        Game game;
        GridModel model(&game);
        game.start(puzzleFromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95.."
                                  "8..2.3..9..5.1.3.."),
            "t");
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
        Game game;
        GridModel model(&game);
        game.start(puzzleFromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95.."
                                  "8..2.3..9..5.1.3.."),
            "t");
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

    // The Lab's model: no game, a board set from outside, and an overlay drawn over it.
    void boardWithoutGameShowsTheOverlay()
    {
        GridModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::Board board = puzzleFromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82.."
                                           "..26.95..8..2.3..9..5.1.3..")
                                .board;
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
        QCOMPARE(model.index(0, 1).data(GridModel::StruckRole).toUInt(), 0u);

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
        QCOMPARE(a2i.data(GridModel::StruckRole).toUInt(), uint(core::bit(4)));
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

    // A model with a game ignores setBoard: Play's board is the game's.
    void gameModelKeepsTheGame()
    {
        Game game;
        GridModel model(&game);
        game.start(puzzleFromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95.."
                                  "8..2.3..9..5.1.3.."),
            "t");
        model.setBoard(core::Board());
        QCOMPARE(model.index(0, 2).data(GridModel::ValueRole).toInt(), 3);
    }
};

QTEST_MAIN(TestGridModel)
#include "tst_gridmodel.moc"
