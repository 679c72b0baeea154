#include "board/board.h"
#include "testutil.h"

#include <gtest/gtest.h>

using core::bit;
using core::Board;
using core::Conflict;
using core::Geometry;

namespace {

TEST(Board, CandidatesAreSymbolsMinusPeerValues)
{
    Board b = testutil::boardFromLine(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    const Geometry &g = b.geometry();
    // A2: row A has 4,8,5; column 2 has 3,2; box 1 has 4,3 -> candidates 1,6,7,9.
    EXPECT_EQ(b.computeCandidates(g.cellAt(0, 1)), bit(1) | bit(6) | bit(7) | bit(9));
    EXPECT_EQ(b.computeCandidates(0), 0u); // a given has none
    b.fillCandidates();
    EXPECT_EQ(b.candidates(g.cellAt(0, 1)), bit(1) | bit(6) | bit(7) | bit(9));
    EXPECT_EQ(b.clueCount(), 17);
    EXPECT_EQ(b.openCount(), 64);
    EXPECT_TRUE(b.isConsistent());
}

TEST(Board, DuplicateNamesBothCellsAndTheUnit)
{
    Board b;
    const Geometry &g = b.geometry();
    b.setGiven(g.cellAt(0, 0), 5);
    b.setValue(g.cellAt(0, 7), 5);
    auto conflicts = b.conflicts();
    ASSERT_EQ(conflicts.size(), 1u);
    EXPECT_EQ(conflicts[0].kind, Conflict::Kind::Duplicate);
    EXPECT_EQ(conflicts[0].cellA, g.cellAt(0, 0));
    EXPECT_EQ(conflicts[0].cellB, g.cellAt(0, 7));
    EXPECT_EQ(conflicts[0].unit, g.rowUnit(0));
    EXPECT_EQ(conflicts[0].symbol, 5);
    // The same pair in a row and a box is reported once per unit.
    b.clearValue(g.cellAt(0, 7));
    b.setValue(g.cellAt(1, 0), 5);
    conflicts = b.conflicts();
    EXPECT_EQ(conflicts.size(), 2u); // column 1 and box 1
}

TEST(Board, OpenCellWithNoCandidateIsNamed)
{
    Board b;
    const Geometry &g = b.geometry();
    // A1 sees 1..8 in its row and 9 in its column.
    for (int c = 1; c <= 8; ++c)
        b.setGiven(g.cellAt(0, c), c);
    b.setGiven(g.cellAt(8, 0), 9);
    auto conflicts = b.conflicts();
    ASSERT_EQ(conflicts.size(), 1u);
    EXPECT_EQ(conflicts[0].kind, Conflict::Kind::NoCandidate);
    EXPECT_EQ(conflicts[0].cellA, 0);
}

TEST(Board, PruneKeepsOnlyPossibleCandidates)
{
    Board b;
    b.setCandidates(0, bit(1) | bit(2));
    b.setGiven(1, 2);
    b.pruneCandidates();
    EXPECT_EQ(b.candidates(0), bit(1));
    b.toggleCandidate(0, 7);
    EXPECT_EQ(b.candidates(0), bit(1) | bit(7));
    b.removeCandidate(0, 1);
    EXPECT_EQ(b.candidates(0), bit(7));
}

TEST(Board, GivensOnlyAndPromote)
{
    Board b;
    b.setGiven(0, 1);
    b.setValue(1, 2);
    b.setCandidates(2, bit(3));
    Board givens = b.givensOnly();
    EXPECT_EQ(givens.value(0), 1);
    EXPECT_EQ(givens.value(1), 0);
    EXPECT_EQ(givens.candidates(2), 0u);
    b.promoteValuesToGivens();
    EXPECT_TRUE(b.isGiven(1));
}

TEST(Board, SixteenBySixteen)
{
    const Geometry &g = Geometry::get(4, 4);
    Board b(g);
    b.setGiven(0, 16);
    b.fillCandidates();
    EXPECT_EQ(b.candidates(1), g.allSymbols() & ~bit(16));
    EXPECT_EQ(core::popcount(b.candidates(1)), 15);
}

} // namespace
