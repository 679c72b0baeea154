// CandidateGrid: loading (candidates from values, pencil marks, contradictions), placing with
// 1-reduction of the peers, eliminations, pending naked singles and change stamps.
#include "board/candidategrid.h"
#include "board/gridrules.h"
#include "testutil.h"

#include <gtest/gtest.h>

using core::Board;
using core::CandidateGrid;
using core::Geometry;
using core::GridStatus;

namespace {

TEST(CandidateGrid, LoadComputesCandidatesAndKeepsPencilMarksConsistent)
{
    Board b;
    b.setGiven(0, 5);
    CandidateGrid grid;
    grid.load(b, false);
    EXPECT_EQ(grid.openCount(), 80);
    EXPECT_EQ(grid.candidates(1), Geometry::classic().allSymbols() & ~core::bit(5));
    EXPECT_EQ(grid.candidates(80), Geometry::classic().allSymbols());
    EXPECT_EQ(grid.candidates(0), 0u);
    EXPECT_EQ(grid.status(), GridStatus::Open);
    // Pencil marks: a mark that the peer's value rules out is dropped.
    b.setCandidates(1, core::bit(5) | core::bit(6));
    for (int c = 2; c < 81; ++c)
        b.setCandidates(c, Geometry::classic().allSymbols());
    grid.load(b, true);
    EXPECT_EQ(grid.candidates(1), core::bit(6));
    EXPECT_EQ(grid.takePendingSingle(), 1);
    EXPECT_EQ(grid.takePendingSingle(), -1);
}

TEST(CandidateGrid, ContradictionsOnLoad)
{
    CandidateGrid grid;
    grid.load(
        testutil::boardFromLine(
            "11..............................................................................."),
        false);
    EXPECT_EQ(grid.status(), GridStatus::Contradiction);
    Board marks;
    marks.setCandidates(3, 0); // an open cell without pencil marks
    grid.load(marks, true);
    EXPECT_TRUE(grid.contradiction());
}

TEST(CandidateGrid, PlaceRemovesFromPeersAndNotesSingles)
{
    Board b;
    for (int c = 0; c < 81; ++c)
        b.setCandidates(c, core::bit(1) | core::bit(2));
    b.setCandidates(80, Geometry::classic().allSymbols());
    CandidateGrid grid;
    grid.load(b, true);
    const std::uint32_t rowStamp = grid.unitStamp(0);
    const std::uint32_t farStamp = grid.unitStamp(26); // box 8: no peer of cell 0
    ASSERT_TRUE(grid.place(0, 1));
    EXPECT_EQ(grid.value(0), 1);
    EXPECT_EQ(grid.openCount(), 80);
    for (int p : Geometry::classic().peers(0))
        EXPECT_EQ(grid.candidates(p), core::bit(2));
    EXPECT_EQ(grid.candidates(80), Geometry::classic().allSymbols());
    EXPECT_GT(grid.unitStamp(0), rowStamp);
    EXPECT_EQ(grid.unitStamp(26), farStamp);
    // Every peer is now a pending single; naked singles then place 2 in two peers of row 0 and
    // empty the others: a contradiction.
    EXPECT_TRUE(core::gridrules::nakedSingles(grid));
    EXPECT_EQ(grid.status(), GridStatus::Contradiction);
    // Placing a symbol the cell does not hold is a contradiction too.
    CandidateGrid other;
    other.load(Board(), false);
    EXPECT_FALSE(other.eliminate(5, 0));
    EXPECT_TRUE(other.eliminate(5, core::bit(3)));
    EXPECT_FALSE(other.eliminate(5, core::bit(3)));
    EXPECT_FALSE(other.place(5, 3));
    EXPECT_TRUE(other.contradiction());
}

TEST(CandidateGrid, StoreWritesValuesAndCandidatesBack)
{
    Board b = testutil::boardFromLine(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    CandidateGrid grid;
    grid.load(b, false);
    core::gridrules::nakedSingles(grid);
    core::gridrules::hiddenSingles(grid);
    Board out = b;
    grid.store(out);
    EXPECT_EQ(out.clueCount(), b.clueCount());
    for (int c = 0; c < 81; ++c) {
        EXPECT_EQ(out.value(c), grid.value(c));
        if (grid.value(c) == 0) {
            EXPECT_EQ(out.candidates(c), grid.candidates(c));
        }
    }
}

} // namespace
