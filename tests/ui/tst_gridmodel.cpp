#include "board/gridmodel.h"
#include "play/game.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

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
};

QTEST_MAIN(TestGridModel)
#include "tst_gridmodel.moc"
