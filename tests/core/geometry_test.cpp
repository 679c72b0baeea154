#include "board/geometry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>

using core::Geometry;

namespace {

class GeometryTest : public ::testing::TestWithParam<std::tuple<int, int>>
{
};

TEST_P(GeometryTest, UnitsAndPeersAreRight)
{
    const auto [a, b] = GetParam();
    const Geometry &g = Geometry::get(a, b);
    const int n = a * b;
    EXPECT_EQ(g.side(), n);
    EXPECT_EQ(g.cellCount(), n * n);
    EXPECT_EQ(g.unitCount(), 3 * n);
    // PN = 3ab - (a+b) - 1, counted independently from the unit definitions below.
    EXPECT_EQ(g.peerCount(), 3 * a * b - (a + b) - 1);

    // Every unit is a permutation-free set of N cells; rows, columns and boxes are what they say.
    for (int u = 0; u < g.unitCount(); ++u) {
        auto cells = g.unit(u);
        ASSERT_EQ(static_cast<int>(cells.size()), n);
        std::set<int> distinct(cells.begin(), cells.end());
        EXPECT_EQ(static_cast<int>(distinct.size()), n);
        for (int c : cells) {
            switch (g.unitKind(u)) {
            case core::UnitKind::Row:
                EXPECT_EQ(g.row(c), g.unitIndex(u));
                break;
            case core::UnitKind::Column:
                EXPECT_EQ(g.column(c), g.unitIndex(u));
                break;
            case core::UnitKind::Box:
                // A box spans a rows and b columns.
                EXPECT_EQ(g.box(c), g.unitIndex(u));
                EXPECT_EQ(g.row(c) / a, g.row(cells[0]) / a);
                EXPECT_EQ(g.column(c) / b, g.column(cells[0]) / b);
                break;
            }
        }
    }
    // Peers by brute force: same row, same column or same box (a rows x b columns).
    for (int c = 0; c < g.cellCount(); ++c) {
        std::set<int> expected;
        for (int o = 0; o < g.cellCount(); ++o) {
            if (o == c)
                continue;
            const bool sameBox = g.row(o) / a == g.row(c) / a && g.column(o) / b == g.column(c) / b;
            if (g.row(o) == g.row(c) || g.column(o) == g.column(c) || sameBox)
                expected.insert(o);
        }
        auto peers = g.peers(c);
        EXPECT_EQ(std::set<int>(peers.begin(), peers.end()), expected) << "cell " << c;
        EXPECT_EQ(static_cast<int>(expected.size()), g.peerCount());
        for (int o : expected)
            EXPECT_TRUE(g.arePeers(c, o));
        EXPECT_FALSE(g.arePeers(c, c));
        auto units = g.unitsOf(c);
        for (int u : units)
            EXPECT_NE(std::find(g.unit(u).begin(), g.unit(u).end(), c), g.unit(u).end());
    }
}

INSTANTIATE_TEST_SUITE_P(AllSizes, GeometryTest,
    ::testing::Values(std::make_tuple(2, 2), std::make_tuple(2, 3), std::make_tuple(3, 2),
        std::make_tuple(3, 3), std::make_tuple(3, 4), std::make_tuple(4, 3), std::make_tuple(4, 4),
        std::make_tuple(5, 5)));

TEST(Geometry, ClassicPeerCountIs20)
{
    EXPECT_EQ(Geometry::classic().peerCount(), 20);
    EXPECT_EQ(Geometry::get(4, 4).peerCount(), 39);
    EXPECT_EQ(Geometry::get(5, 5).peerCount(), 64);
    EXPECT_EQ(Geometry::get(2, 3).peerCount(), 12);
}

TEST(Geometry, SameInstanceEachTime)
{
    EXPECT_EQ(&Geometry::get(3, 3), &Geometry::classic());
    EXPECT_EQ(Geometry::forSide(9), &Geometry::classic());
    EXPECT_EQ(Geometry::forSide(6), &Geometry::get(2, 3));
    EXPECT_EQ(Geometry::forSide(12), &Geometry::get(3, 4));
    EXPECT_EQ(Geometry::forSide(16), &Geometry::get(4, 4));
    EXPECT_EQ(Geometry::forSide(25), &Geometry::get(5, 5));
    EXPECT_EQ(Geometry::forSide(4), &Geometry::get(2, 2));
    EXPECT_EQ(Geometry::forSide(7), nullptr);
    EXPECT_EQ(Geometry::forSide(36), nullptr);
    EXPECT_THROW(Geometry::get(6, 6), std::invalid_argument);
    EXPECT_THROW(Geometry::get(0, 3), std::invalid_argument);
}

TEST(Geometry, CellNamesBothWays)
{
    const Geometry &g = Geometry::classic();
    // The CtN paper's [F,4] is row F (6th), column 4.
    const int f4 = g.cellAt(5, 3);
    EXPECT_EQ(g.cellName(f4, core::CellNaming::Letter), "F4");
    EXPECT_EQ(g.cellName(f4, core::CellNaming::RowColumn), "r6c4");
    EXPECT_EQ(g.parseCellName("F4"), f4);
    EXPECT_EQ(g.parseCellName("f4"), f4);
    EXPECT_EQ(g.parseCellName("[F,4]"), f4);
    EXPECT_EQ(g.parseCellName("[F, 4]"), f4);
    EXPECT_EQ(g.parseCellName("r6c4"), f4);
    EXPECT_EQ(g.parseCellName("R6C4"), f4);
    EXPECT_EQ(g.parseCellName("A1"), 0);
    EXPECT_EQ(g.parseCellName("I9"), 80);
    EXPECT_EQ(g.parseCellName("J1"), std::nullopt);
    EXPECT_EQ(g.parseCellName("A10"), std::nullopt);
    EXPECT_EQ(g.parseCellName("r0c1"), std::nullopt);
    EXPECT_EQ(g.parseCellName("r1"), std::nullopt);
    EXPECT_EQ(g.parseCellName(""), std::nullopt);
    for (int c = 0; c < g.cellCount(); ++c) {
        EXPECT_EQ(g.parseCellName(g.cellName(c, core::CellNaming::Letter)), c);
        EXPECT_EQ(g.parseCellName(g.cellName(c, core::CellNaming::RowColumn)), c);
    }
    const Geometry &g16 = Geometry::get(4, 4);
    EXPECT_EQ(g16.cellName(g16.cellAt(15, 15), core::CellNaming::Letter), "P16");
    EXPECT_EQ(g16.parseCellName("P16"), g16.cellAt(15, 15));
    EXPECT_EQ(g16.parseCellName("r16c16"), g16.cellAt(15, 15));
}

TEST(Geometry, SymbolCharacters)
{
    EXPECT_EQ(Geometry::symbolChar(0), '.');
    EXPECT_EQ(Geometry::symbolChar(9), '9');
    EXPECT_EQ(Geometry::symbolChar(10), 'A');
    EXPECT_EQ(Geometry::symbolChar(16), 'G');
    const Geometry &g16 = Geometry::get(4, 4);
    EXPECT_EQ(g16.symbolFromChar('G'), 16);
    EXPECT_EQ(g16.symbolFromChar('a'), 10);
    EXPECT_EQ(g16.symbolFromChar('H'), 0);
    EXPECT_EQ(Geometry::classic().symbolFromChar('A'), 0);
    EXPECT_EQ(Geometry::classic().symbolFromChar('0'), 0);
}

} // namespace
