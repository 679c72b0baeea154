// The uniqueness techniques (uniqueness.h) on hand-made candidate states: Unique Rectangles of
// types 1-6, the Hidden Rectangle, Avoidable Rectangles 1-2, BUG+1 and BUG types 2-4 fire with
// exact eliminations (or placement), derived by hand in each test, and not when one piece is
// missing.

#include "board/solutioncounter.h"
#include "logic/uniqueness.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
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

// ---- Unique Rectangle types 5 and 6 -------------------------------------------------------------

TEST(UniqueRectangle5, DiagonalRoofWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    // A1 and D2 (diagonal) hold {4, 7, 9}, A2 and D1 only {4, 7}: one of A1, D2 is 9. B2, C2 (box 1
    // and column 2) and E1, F1 (box 4 and column 1) see both.
    const Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7, 9 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
            { "D2", maskOf({ 4, 7, 9 }) } });
    const auto steps = run(findUniqueRectangle5, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::UniqueRectangle5);
    EXPECT_EQ(s.symbols, maskOf({ 4, 7 }));
    EXPECT_EQ(elimsOf(s), elims(g, 9, { "B2", "C2", "E1", "F1" }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A2", "D1", "A1", "D2" })); // bivalue corners first
}

TEST(UniqueRectangle5, ThreeCornersWithTheExtraDigit)
{
    const Geometry &g = Geometry::classic();
    // A1, A2, D2 hold {4, 7, 9}: B2 and C2 see all three.
    const Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7, 9 }) }, { "A2", maskOf({ 4, 7, 9 }) }, { "D1", maskOf({ 4, 7 }) },
            { "D2", maskOf({ 4, 7, 9 }) } });
    const auto steps = run(findUniqueRectangle5, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 9, { "B2", "C2" }));
}

TEST(UniqueRectangle5, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // Different extra digits on the diagonal.
    EXPECT_TRUE(run(findUniqueRectangle5,
        fullWith(g,
            { { "A1", maskOf({ 4, 7, 9 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
                { "D2", maskOf({ 4, 7, 8 }) } }))
                    .empty());
    // The roof in one row: type 2, not 5.
    EXPECT_TRUE(run(findUniqueRectangle5,
        fullWith(g,
            { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7, 9 }) },
                { "D2", maskOf({ 4, 7, 9 }) } }))
                    .empty());
    // A roof corner with two extra digits.
    EXPECT_TRUE(run(findUniqueRectangle5,
        fullWith(g,
            { { "A1", maskOf({ 4, 7, 8, 9 }) }, { "A2", maskOf({ 4, 7 }) },
                { "D1", maskOf({ 4, 7 }) }, { "D2", maskOf({ 4, 7, 9 }) } }))
                    .empty());
}

TEST(UniqueRectangle6, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    // A1 and D2 hold only {4, 7}; 4 in rows A and D only on the corners (an X-Wing). If A2 were 4,
    // A1 and D2 would be 7 and D1 4: the four cells could swap. So A2 and D1 are not 4.
    Board b = fullWith(g,
        { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7, 8 }) }, { "D1", maskOf({ 4, 7, 9 }) },
            { "D2", maskOf({ 4, 7 }) } });
    keepOnly(b, 4, "A", { "A1", "A2" });
    keepOnly(b, 4, "D", { "D1", "D2" });
    const auto steps = run(findUniqueRectangle6, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::UniqueRectangle6);
    EXPECT_EQ(elimsOf(s), elims(g, 4, { "A2", "D1" }));
    EXPECT_EQ(s.units,
        (std::vector<int> { g.rowUnit(0), g.rowUnit(3), g.columnUnit(0), g.columnUnit(1) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "D2", "A2", "D1" }));

    // The same X-Wing in the columns: the columns come first.
    Board c = fullWith(g,
        { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7, 8 }) }, { "D1", maskOf({ 4, 7, 9 }) },
            { "D2", maskOf({ 4, 7 }) } });
    keepOnly(c, 7, "1", { "A1", "D1" });
    keepOnly(c, 7, "2", { "A2", "D2" });
    const auto turned = run(findUniqueRectangle6, c);
    ASSERT_EQ(turned.size(), 1u);
    EXPECT_EQ(elimsOf(turned[0]), elims(g, 7, { "A2", "D1" }));
    EXPECT_EQ(turned[0].units.front(), g.columnUnit(0));
}

TEST(UniqueRectangle6, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    const std::vector<std::pair<std::string, Mask>> corners { { "A1", maskOf({ 4, 7 }) },
        { "A2", maskOf({ 4, 7, 8 }) }, { "D1", maskOf({ 4, 7, 9 }) }, { "D2", maskOf({ 4, 7 }) } };
    // A third 4 in row A: no X-Wing.
    Board b = fullWith(g, corners);
    keepOnly(b, 4, "A", { "A1", "A2", "A5" });
    keepOnly(b, 4, "D", { "D1", "D2" });
    EXPECT_TRUE(run(findUniqueRectangle6, b).empty());
    // A1 with an extra digit: no bivalue diagonal.
    Board c = fullWith(g, corners);
    c.setCandidates(cellOf(g, "A1"), maskOf({ 4, 7, 6 }));
    keepOnly(c, 4, "A", { "A1", "A2" });
    keepOnly(c, 4, "D", { "D1", "D2" });
    EXPECT_TRUE(run(findUniqueRectangle6, c).empty());
}

// ---- Avoidable Rectangles -----------------------------------------------------------------------

TEST(AvoidableRectangle1, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    // A1 and D2 entered as 5, A2 as 3 (none given): D1 = 3 would let the four swap 3 and 5.
    Board b = fullWith(g, {});
    b.setValue(cellOf(g, "A1"), 5);
    b.setValue(cellOf(g, "D2"), 5);
    b.setValue(cellOf(g, "A2"), 3);
    const auto steps = run(findAvoidableRectangle1, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::AvoidableRectangle1);
    EXPECT_EQ(elimsOf(s), elims(g, 3, { "D1" }));
    EXPECT_EQ(s.symbols, maskOf({ 3, 5 }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "D2", "A2", "D1" }));
}

TEST(AvoidableRectangle1, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // A2's 3 is given: the rectangle cannot swap.
    Board b = fullWith(g, {});
    b.setValue(cellOf(g, "A1"), 5);
    b.setValue(cellOf(g, "D2"), 5);
    b.setGiven(cellOf(g, "A2"), 3);
    EXPECT_TRUE(run(findAvoidableRectangle1, b).empty());
    // Four boxes (A1, D4 and A4): not a deadly pattern.
    Board c = fullWith(g, {});
    c.setValue(cellOf(g, "A1"), 5);
    c.setValue(cellOf(g, "D4"), 5);
    c.setValue(cellOf(g, "A4"), 3);
    EXPECT_TRUE(run(findAvoidableRectangle1, c).empty());
    // The fourth corner lacks 3.
    Board d = fullWith(g, { { "D1", maskOf({ 1, 2 }) } });
    d.setValue(cellOf(g, "A1"), 5);
    d.setValue(cellOf(g, "D2"), 5);
    d.setValue(cellOf(g, "A2"), 3);
    EXPECT_TRUE(run(findAvoidableRectangle1, d).empty());
}

TEST(AvoidableRectangle2, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    // A1 entered 5, A2 entered 3; D2 (across from A1) {5, 8}, D1 {3, 8}. Without 8 they would be 5
    // and 3, and the four could swap: one of D1, D2 is 8, so row D and box 4 lose 8.
    Board b = fullWith(g, { { "D1", maskOf({ 3, 8 }) }, { "D2", maskOf({ 5, 8 }) } });
    b.setValue(cellOf(g, "A1"), 5);
    b.setValue(cellOf(g, "A2"), 3);
    const auto steps = run(findAvoidableRectangle2, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::AvoidableRectangle2);
    EXPECT_EQ(elimsOf(s),
        elims(g, 8,
            { "D3", "D4", "D5", "D6", "D7", "D8", "D9", "E1", "E2", "E3", "F1", "F2", "F3" }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "A2", "D2", "D1" }));
    EXPECT_EQ(s.symbols, maskOf({ 3, 5 }));
}

TEST(AvoidableRectangle2, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // D2 holds 3 and 8 (not across from the 3): D1 = 3, D2 = 3 is no swap.
    Board b = fullWith(g, { { "D1", maskOf({ 5, 8 }) }, { "D2", maskOf({ 3, 8 }) } });
    b.setValue(cellOf(g, "A1"), 5);
    b.setValue(cellOf(g, "A2"), 3);
    EXPECT_TRUE(run(findAvoidableRectangle2, b).empty());
    // The other corners' extra digits differ.
    Board c = fullWith(g, { { "D1", maskOf({ 3, 8 }) }, { "D2", maskOf({ 5, 9 }) } });
    c.setValue(cellOf(g, "A1"), 5);
    c.setValue(cellOf(g, "A2"), 3);
    EXPECT_TRUE(run(findAvoidableRectangle2, c).empty());
    // A1 given.
    Board d = fullWith(g, { { "D1", maskOf({ 3, 8 }) }, { "D2", maskOf({ 5, 8 }) } });
    d.setGiven(cellOf(g, "A1"), 5);
    d.setValue(cellOf(g, "A2"), 3);
    EXPECT_TRUE(run(findAvoidableRectangle2, d).empty());
}

// ---- BUG types 2-4 ------------------------------------------------------------------------------

namespace {

int nextDigit(int d)
{
    return d % 9 + 1;
}
int previousDigit(int d)
{
    return (d + 7) % 9 + 1;
}

// The cell of row 0 whose solution digit is d.
int rowACellOf(const Geometry &g, const std::vector<std::uint8_t> &solution, int d)
{
    for (int c = 0; c < 9; ++c)
        if (solution[g.cellAt(0, c)] == d)
            return g.cellAt(0, c);
    return -1;
}

// A digit outside the cells' pairs.
int digitOutside(const Board &b, std::initializer_list<int> cells)
{
    for (int d = 1; d <= 9; ++d) {
        bool free = true;
        for (int c : cells)
            free = free && !(b.candidates(c) & bit(d));
        if (free)
            return d;
    }
    return -1;
}

} // namespace

TEST(BugType2, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    std::vector<std::uint8_t> solution;
    Board b = bugBoard(g, solution);
    // A1 and A5 get the same third candidate z: one of them is z, and row A's other z go.
    const int a1 = cellOf(g, "A1"), a5 = cellOf(g, "A5");
    const int z = digitOutside(b, { a1, a5 });
    ASSERT_GT(z, 0);
    b.setCandidates(a1, b.candidates(a1) | bit(z));
    b.setCandidates(a5, b.candidates(a5) | bit(z));
    ElimSet expected;
    for (int c = 0; c < 9; ++c) {
        const int cell = g.cellAt(0, c);
        if (cell != a1 && cell != a5 && (solution[cell] == z || nextDigit(solution[cell]) == z))
            expected.insert({ cell, z });
    }
    ASSERT_EQ(expected.size(), 2u); // z has two places in every unit of a BUG
    const auto steps = run(findBugType2, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::BugType2);
    EXPECT_EQ(s.symbols, bit(z));
    EXPECT_EQ(elimsOf(s), expected);
    EXPECT_EQ(s.cells, (std::vector<int> { a1, a5 }));
    EXPECT_EQ(s.units, (std::vector<int> { g.rowUnit(0) }));
}

TEST(BugType2, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    std::vector<std::uint8_t> solution;
    const Board bug = bugBoard(g, solution);
    const int a1 = cellOf(g, "A1"), a5 = cellOf(g, "A5");
    // Different extra digits.
    Board b = bug;
    const int z = digitOutside(b, { a1, a5 });
    int w = z + 1;
    while (b.candidates(a5) & bit(w))
        ++w;
    ASSERT_LE(w, 9);
    b.setCandidates(a1, b.candidates(a1) | bit(z));
    b.setCandidates(a5, b.candidates(a5) | bit(w));
    EXPECT_TRUE(run(findBugType2, b).empty());
    // The same extra digit, but another cell's pair changed: no BUG under them.
    Board c = bug;
    c.setCandidates(a1, c.candidates(a1) | bit(z));
    c.setCandidates(a5, c.candidates(a5) | bit(z));
    const int e5 = cellOf(g, "E5");
    c.setCandidates(e5, bit(solution[e5]) | bit(nextDigit(nextDigit(solution[e5]))));
    EXPECT_TRUE(run(findBugType2, c).empty());
}

TEST(BugType3, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    std::vector<std::uint8_t> solution;
    Board b = bugBoard(g, solution);
    // In row A, the cell C solved as v holds {v, v+1}. Two BUG cells of row A, P and Q, get v and
    // v+1 as extra candidates: one of them is v or v+1, so with C they hold v and v+1 (a naked
    // pair): v goes from the cell of pair {v-1, v}, v+1 from the one of pair {v+1, v+2}.
    const int v = solution[cellOf(g, "A1")];
    const int c = rowACellOf(g, solution, v); // A1
    const int lower = rowACellOf(g, solution, previousDigit(v));
    const int upper = rowACellOf(g, solution, nextDigit(v));
    std::vector<int> free; // row A cells whose pairs hold neither v nor v+1
    for (int i = 0; i < 9; ++i) {
        const int cell = g.cellAt(0, i);
        if (cell != c && cell != lower && cell != upper)
            free.push_back(cell);
    }
    ASSERT_GE(free.size(), 2u);
    const int p = free[0], q = free[1];
    b.setCandidates(p, b.candidates(p) | bit(v));
    b.setCandidates(q, b.candidates(q) | bit(nextDigit(v)));
    const auto steps = run(findBugType3, b);
    ASSERT_FALSE(steps.empty());
    const Step &s = steps[0]; // the smallest subset first
    EXPECT_EQ(s.technique, Technique::BugType3);
    EXPECT_EQ(s.units, (std::vector<int> { g.rowUnit(0) }));
    EXPECT_EQ(s.symbols, bit(v) | bit(nextDigit(v)));
    ElimSet expected { { lower, v }, { upper, nextDigit(v) } };
    EXPECT_EQ(elimsOf(s), expected);
    EXPECT_EQ(s.cells, (std::vector<int> { p, q, c }));
    for (const Step &t : steps) // larger subsets in row A, no other unit
        EXPECT_EQ(t.units, (std::vector<int> { g.rowUnit(0) }));
}

TEST(BugType3, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    std::vector<std::uint8_t> solution;
    Board b = bugBoard(g, solution);
    // Two BUG cells in no common unit (A1, E5).
    const int a1 = cellOf(g, "A1"), e5 = cellOf(g, "E5");
    const int z = digitOutside(b, { a1, e5 });
    b.setCandidates(a1, b.candidates(a1) | bit(z));
    b.setCandidates(e5, b.candidates(e5) | bit(z));
    EXPECT_TRUE(run(findBugType3, b).empty());
}

TEST(BugType4, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    std::vector<std::uint8_t> solution;
    Board b = bugBoard(g, solution);
    // x = A1's digit has two places in row A: P = A1 {x, x+1} and Q {x-1, x}. Each gets an extra
    // candidate; one of them takes it, so the other is x: P loses x+1, Q loses x-1.
    const int p = cellOf(g, "A1");
    const int x = solution[p];
    const int q = rowACellOf(g, solution, previousDigit(x));
    const int e = digitOutside(b, { p, q });
    ASSERT_GT(e, 0);
    b.setCandidates(p, b.candidates(p) | bit(e));
    b.setCandidates(q, b.candidates(q) | bit(e));
    const auto steps = run(findBugType4, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::BugType4);
    EXPECT_EQ(s.symbols, bit(x));
    ElimSet expected { { p, nextDigit(x) }, { q, previousDigit(x) } };
    EXPECT_EQ(elimsOf(s), expected);
    EXPECT_EQ(s.units.front(), g.rowUnit(0));
}

TEST(BugType4, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    std::vector<std::uint8_t> solution;
    Board b = bugBoard(g, solution);
    // Two BUG cells of row A that do not share a digit of their pairs (A1 and a cell whose pair
    // misses x): no strong link of a common digit.
    const int p = cellOf(g, "A1");
    int q = -1;
    for (int i = 1; i < 9 && q < 0; ++i) {
        const int cell = g.cellAt(0, i);
        if (!(b.candidates(cell) & b.candidates(p)))
            q = cell;
    }
    ASSERT_GE(q, 0);
    const int e = digitOutside(b, { p, q });
    b.setCandidates(p, b.candidates(p) | bit(e));
    b.setCandidates(q, b.candidates(q) | bit(e));
    EXPECT_TRUE(run(findBugType4, b).empty());
}
