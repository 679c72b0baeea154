// The uniqueness techniques (uniqueness.h) on hand-made candidate states: Unique Rectangles of
// types 1-4, the Hidden Rectangle and BUG+1 fire with exact eliminations (or placement), and not
// when one piece is missing.

#include "board/solutioncounter.h"
#include "logic/uniqueness.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <utility>
#include <vector>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::digitAt;
using testutil::fullWith;
using testutil::maskOf;

// ---- Unique Rectangle type 1 and BUG+1 ----------------------------------------------------------

TEST(UniqueRectangle1, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
            { "D2", maskOf({ 4, 7, 9 }) } });
    const auto steps = run(findUniqueRectangle1, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::UniqueRectangle1);
    ElimSet expected { { cellOf(g, "D2"), 4 }, { cellOf(g, "D2"), 7 } };
    EXPECT_EQ(elimsOf(s), expected);
    EXPECT_EQ(s.symbols, maskOf({ 4, 7 }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "A2", "D1", "D2" }));
}

TEST(UniqueRectangle1, FiresWithTheRoofAtAnyCorner)
{
    // The search skips rows and columns without the bivalue corners a rectangle needs: with
    // the roof (the corner with an extra digit) at each corner in turn, the rectangle is found.
    const Geometry &g = Geometry::classic();
    const std::array<const char *, 4> corners { "B4", "B6", "H4", "H6" };
    for (int roof = 0; roof < 4; ++roof) {
        std::vector<std::pair<std::string, Mask>> cells;
        for (int i = 0; i < 4; ++i)
            cells.push_back({ corners[i], i == roof ? maskOf({ 3, 5, 8 }) : maskOf({ 3, 5 }) });
        const auto steps = run(findUniqueRectangle1, fullWith(g, cells));
        ASSERT_EQ(steps.size(), 1u) << corners[roof];
        ElimSet expected { { cellOf(g, corners[roof]), 3 }, { cellOf(g, corners[roof]), 5 } };
        EXPECT_EQ(elimsOf(steps[0]), expected) << corners[roof];
    }
}

TEST(UniqueRectangle1, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // Four boxes: not a deadly pattern.
    EXPECT_TRUE(run(findUniqueRectangle1,
        fullWith(g,
            { { "A1", maskOf({ 4, 7 }) }, { "A4", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
                { "D4", maskOf({ 4, 7, 9 }) } }))
                    .empty());
    // The fourth corner lacks one of the pair.
    EXPECT_TRUE(run(findUniqueRectangle1,
        fullWith(g,
            { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
                { "D2", maskOf({ 4, 9 }) } }))
                    .empty());
    // A corner is a given: the rectangle cannot swap.
    Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
            { "D2", maskOf({ 4, 7, 9 }) } });
    b.setGiven(cellOf(g, "A1"), 4);
    EXPECT_TRUE(run(findUniqueRectangle1, b).empty());
}

namespace {

// A BUG: every cell open with {v, v+1} from a solution grid (each digit twice in every unit).
Board bugBoard(const Geometry &g, std::vector<std::uint8_t> &solution)
{
    Board b(g);
    solution = SolutionCounter(g).count(b, 1).solution;
    const int n = g.side();
    for (int c = 0; c < g.cellCount(); ++c)
        b.setCandidates(c, bit(solution[c]) | bit(solution[c] % n + 1));
    return b;
}

} // namespace

TEST(BugPlusOne, FiresOnTheDigitSeenThreeTimes)
{
    for (int side : { 4, 9 }) {
        const Geometry &g = *Geometry::forSide(side);
        std::vector<std::uint8_t> solution;
        Board b = bugBoard(g, solution);
        const int cell = g.cellAt(side / 2, side / 2);
        const int v = solution[cell];
        const int extra = (v + 1) % side + 1; // neither v nor v + 1
        b.setCandidates(cell, b.candidates(cell) | bit(extra));
        const auto steps = run(findBugPlusOne, b);
        ASSERT_EQ(steps.size(), 1u) << side;
        EXPECT_EQ(steps[0].technique, Technique::BugPlusOne);
        ASSERT_EQ(steps[0].placements.size(), 1u);
        EXPECT_EQ(steps[0].placements[0], (Placement { cell, extra }));
        EXPECT_TRUE(steps[0].eliminations.empty());
    }
}

TEST(BugPlusOne, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    std::vector<std::uint8_t> solution;
    Board b = bugBoard(g, solution);
    EXPECT_TRUE(run(findBugPlusOne, b).empty()); // a pure BUG has no "+1"
    const int e5 = cellOf(g, "E5");
    const int a1 = cellOf(g, "A1");
    Board two = b;
    two.setCandidates(e5, b.candidates(e5) | bit((solution[e5] + 1) % 9 + 1));
    two.setCandidates(a1, b.candidates(a1) | bit((solution[a1] + 1) % 9 + 1));
    EXPECT_TRUE(run(findBugPlusOne, two).empty()); // two cells with three candidates
    Board broken = b;
    broken.setCandidates(e5, b.candidates(e5) | bit((solution[e5] + 1) % 9 + 1));
    // Another cell's pair changed: some digit no longer appears twice in its units.
    broken.setCandidates(a1, bit(solution[a1]) | bit((solution[a1] + 3) % 9 + 1));
    EXPECT_TRUE(run(findBugPlusOne, broken).empty());
}

// ---- Unique Rectangles types 2-4 and Hidden Rectangle -------------------------------------------

TEST(UniqueRectangle2, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7, 9 }) },
            { "D2", maskOf({ 4, 7, 9 }) } });
    const auto steps = run(findUniqueRectangle2, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::UniqueRectangle2);
    // 9 goes from the roof's row and box.
    EXPECT_EQ(elimsOf(steps[0]),
        elims(g, 9,
            { "D3", "D4", "D5", "D6", "D7", "D8", "D9", "E1", "E2", "E3", "F1", "F2", "F3" }));
    EXPECT_EQ(steps[0].cells, cellsOf(g, { "A1", "A2", "D1", "D2" }));
    // Different extra digits in the roof: no type 2.
    EXPECT_TRUE(run(findUniqueRectangle2,
        fullWith(g,
            { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7, 9 }) },
                { "D2", maskOf({ 4, 7, 8 }) } }))
                    .empty());
}

TEST(UniqueRectangle3, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    // The roof's extras {8, 9} with D5 {8, 9}: a naked pair in row D.
    const Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7, 8 }) },
            { "D2", maskOf({ 4, 7, 9 }) }, { "D5", maskOf({ 8, 9 }) } });
    const auto steps = run(findUniqueRectangle3, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::UniqueRectangle3);
    ElimSet expected = elims(g, 8, { "D3", "D4", "D6", "D7", "D8", "D9" });
    expected.merge(elims(g, 9, { "D3", "D4", "D6", "D7", "D8", "D9" }));
    EXPECT_EQ(elimsOf(steps[0]), expected);
    // D5 with a third digit: no subset.
    EXPECT_TRUE(run(findUniqueRectangle3,
        fullWith(g,
            { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7, 8 }) },
                { "D2", maskOf({ 4, 7, 9 }) }, { "D5", maskOf({ 3, 8, 9 }) } }))
                    .empty());
}

TEST(UniqueRectangle4, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7, 8 }) },
            { "D2", maskOf({ 4, 7, 9 }) } });
    // 4 has no place in row D but the roof: 7 goes from both roof cells.
    keepOnly(b, 4, "D", { "D1", "D2" });
    const auto steps = run(findUniqueRectangle4, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::UniqueRectangle4);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 7, { "D1", "D2" }));
    // A third 4 in row D: no strong link.
    b.setCandidates(cellOf(g, "D7"), g.allSymbols());
    EXPECT_TRUE(run(findUniqueRectangle4, b).empty());
}

TEST(HiddenRectangle, FiresWithTheBivalueCornerInTheSecondRowAndColumn)
{
    // The rectangles are visited only where a row and a column hold a bivalue cell: the one
    // bivalue corner D2 is in the later row and column (A1 opposite it).
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g, { { "D2", maskOf({ 4, 7 }) } });
    keepOnly(b, 7, "A", { "A1", "A2" });
    keepOnly(b, 7, "1", { "A1", "D1" });
    const auto steps = run(findHiddenRectangle, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 4, { "A1" }));
    EXPECT_EQ(steps[0].cells.front(), cellOf(g, "D2"));
    EXPECT_EQ(steps[0].cells.back(), cellOf(g, "A1"));
}

TEST(HiddenRectangle, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g, { { "A1", maskOf({ 4, 7 }) } });
    // 7 only in the rectangle in row D and column 2 (through D2, opposite A1): D2 is not 4.
    keepOnly(b, 7, "D", { "D1", "D2" });
    keepOnly(b, 7, "2", { "A2", "D2" });
    const auto steps = run(findHiddenRectangle, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::HiddenRectangle);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 4, { "D2" }));
    EXPECT_EQ(steps[0].cells.front(), cellOf(g, "A1"));
    EXPECT_EQ(steps[0].cells.back(), cellOf(g, "D2"));
    // A third 7 in column 2: no step.
    b.setCandidates(cellOf(g, "G2"), g.allSymbols());
    EXPECT_TRUE(run(findHiddenRectangle, b).empty());
}
