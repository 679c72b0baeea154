// The tutor techniques on hand-made candidate states ("fires" with exact eliminations, "must not
// fire"), and on real puzzles: every step of the explained path agrees with the known solution.

#include "board/solutioncounter.h"
#include "logic/basicrules.h"
#include "logic/coloring.h"
#include "logic/fish.h"
#include "logic/singledigit.h"
#include "logic/trial.h"
#include "logic/tutorengine.h"
#include "logic/uniqueness.h"
#include "logic/wings.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

using namespace core;

namespace {

using testutil::cellOf;
using testutil::digitAt;
using testutil::Finder;
using testutil::fullWith;
using testutil::maskOf;

using ruletest::cellsOf;
using ruletest::elims;
using ruletest::ElimSet;
using ruletest::elimsOf;
using ruletest::run;

// A unique puzzle of any size: a solution of the empty grid, then givens removed in cell order
// while the puzzle stays unique.
Board makeUniquePuzzle(const Geometry &g, std::vector<std::uint8_t> &solution)
{
    SolutionCounter counter(g);
    Board b(g);
    solution = counter.count(b, 1).solution;
    for (int c = 0; c < g.cellCount(); ++c)
        b.setGiven(c, solution[c]);
    for (int c = 0; c < g.cellCount(); ++c) {
        const int v = b.value(c);
        b.setGiven(c, 0);
        if (counter.count(b, 2).count != 1)
            b.setGiven(c, v);
    }
    return b;
}

} // namespace

// ---- Full House ---------------------------------------------------------------------------------

TEST(FullHouse, FiresOnceForTheLastCellOfItsUnits)
{
    const auto lines = testutil::readLines("norvig_top95.txt");
    Board b = testutil::boardFromLine(lines[0]);
    const auto solution = countSolutions(b).solution;
    for (int c = 0; c < b.cellCount(); ++c)
        b.setGiven(c, solution[c]);
    const int e5 = cellOf(b.geometry(), "E5");
    b.setGiven(e5, 0);
    b.fillCandidates();
    const auto steps = run(findFullHouse, b);
    ASSERT_EQ(steps.size(), 1u); // the last cell of its row, column and box: one step
    EXPECT_EQ(steps[0].technique, Technique::FullHouse);
    EXPECT_EQ(steps[0].units, std::vector<int> { b.geometry().rowUnit(4) });
    ASSERT_EQ(steps[0].placements.size(), 1u);
    EXPECT_EQ(steps[0].placements[0], (Placement { e5, solution[e5] }));
    EXPECT_TRUE(steps[0].eliminations.empty());
}

TEST(FullHouse, DoesNotFireWithTwoOpenCellsInEveryUnit)
{
    const auto lines = testutil::readLines("norvig_top95.txt");
    Board b = testutil::boardFromLine(lines[0]);
    const auto solution = countSolutions(b).solution;
    for (int c = 0; c < b.cellCount(); ++c)
        b.setGiven(c, solution[c]);
    for (const char *name : { "A1", "A2", "B1", "B2" })
        b.setGiven(cellOf(b.geometry(), name), 0);
    b.fillCandidates();
    EXPECT_TRUE(run(findFullHouse, b).empty());
    // The missing digit not among the cell's candidates (a wrong pencil mark): no step.
    Board c = b;
    for (const char *name : { "A1", "A2", "B1" })
        c.setGiven(cellOf(b.geometry(), name), solution[cellOf(b.geometry(), name)]);
    const int b2 = cellOf(b.geometry(), "B2");
    EXPECT_EQ(run(findFullHouse, c).size(), 1u);
    c.removeCandidate(b2, solution[b2]);
    EXPECT_TRUE(run(findFullHouse, c).empty());
}

TEST(FullHouse, WorksOnOtherSizes)
{
    for (int side : { 4, 6, 16 }) {
        const Geometry &g = *Geometry::forSide(side);
        std::vector<std::uint8_t> solution;
        Board b(g);
        solution = SolutionCounter(g).count(b, 1).solution;
        for (int c = 0; c < g.cellCount(); ++c)
            b.setGiven(c, solution[c]);
        const int cell = g.cellAt(side - 1, side / 2);
        b.setGiven(cell, 0);
        b.fillCandidates();
        const auto steps = run(findFullHouse, b);
        ASSERT_EQ(steps.size(), 1u) << side;
        EXPECT_EQ(steps[0].placements[0], (Placement { cell, solution[cell] })) << side;
    }
}

// ---- Basic fish ---------------------------------------------------------------------------------

TEST(XWing, RowsFireWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 5, { "B3", "B7", "H3", "H7", "A3", "F3", "D7", "A1", "C5" });
    const auto steps = run(findXWing, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::XWing);
    EXPECT_EQ(s.symbols, bit(5));
    EXPECT_EQ(elimsOf(s), elims(g, 5, { "A3", "F3", "D7" }));
    EXPECT_EQ(s.units,
        (std::vector<int> { g.rowUnit(1), g.rowUnit(7), g.columnUnit(2), g.columnUnit(6) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "B3", "B7", "H3", "H7" }));
}

TEST(XWing, ColumnsFire)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 2, { "C2", "G2", "C6", "G6", "C9", "G4", "E5" });
    const auto steps = run(findXWing, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 2, { "C9", "G4" }));
    EXPECT_EQ(steps[0].units,
        (std::vector<int> { g.columnUnit(1), g.columnUnit(5), g.rowUnit(2), g.rowUnit(6) }));
}

TEST(XWing, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // The pattern without anything to eliminate.
    EXPECT_TRUE(run(findXWing, digitAt(g, 5, { "B3", "B7", "H3", "H7" })).empty());
    // A third place in one of the rows: no X-Wing.
    EXPECT_TRUE(run(
        findXWing, digitAt(g, 5, { "B3", "B7", "H3", "H5", "H7", "A3", "F3", "D7", "A1", "C5" }))
                    .empty());
    // Placed cells do not count as places even if stale candidates remain.
    Board b = digitAt(g, 5, { "B3", "B7", "H3", "H7", "A3", "F3", "D7", "A1", "C5" });
    b.setValue(cellOf(g, "B3"), 5);
    EXPECT_TRUE(run(findXWing, b).empty());
}

TEST(XWing, WorksOnOtherSizes)
{
    const Geometry &g4 = *Geometry::forSide(4);
    auto steps = run(findXWing, digitAt(g4, 1, { "A1", "A2", "C1", "C2", "B1", "D2" }));
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g4, 1, { "B1", "D2" }));

    const Geometry &g16 = *Geometry::forSide(16);
    steps = run(findXWing, digitAt(g16, 12, { "B3", "B12", "N3", "N12", "P3", "A12", "E7" }));
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g16, 12, { "P3", "A12" }));

    const Geometry &g25 = *Geometry::forSide(25);
    steps = run(findXWing, digitAt(g25, 25, { "A1", "A25", "Y1", "Y25", "M1", "N25", "E7" }));
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g25, 25, { "M1", "N25" }));
}

TEST(Swordfish, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 7, { "A1", "A5", "E5", "E9", "I1", "I9", "C1", "G5", "D9" });
    EXPECT_TRUE(run(findXWing, b).empty());
    const auto steps = run(findSwordfish, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::Swordfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 7, { "C1", "G5", "D9" }));
    EXPECT_EQ(steps[0].units.size(), 6u);
    EXPECT_EQ(steps[0].pattern.size(), 6u);
    for (const auto &p : steps[0].pattern)
        EXPECT_EQ(p.symbol, 7);
}

TEST(Swordfish, DoesNotFireWhenTheCoverHasFourLines)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 7, { "A1", "A5", "E5", "E8", "I1", "I9", "C1", "G5", "D9" });
    EXPECT_TRUE(run(findSwordfish, b).empty());
}

TEST(Jellyfish, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b
        = digitAt(g, 4, { "A2", "A4", "C4", "C6", "F6", "F8", "H2", "H8", "B2", "D4", "E6", "I8" });
    EXPECT_TRUE(run(findXWing, b).empty());
    EXPECT_TRUE(run(findSwordfish, b).empty());
    const auto steps = run(findJellyfish, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::Jellyfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 4, { "B2", "D4", "E6", "I8" }));
    EXPECT_EQ(steps[0].units.size(), 8u);
}

TEST(Jellyfish, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // One row with a fifth column.
    EXPECT_TRUE(run(findJellyfish,
        digitAt(g, 4, { "A2", "A4", "C4", "C6", "F6", "F8", "H2", "H9", "B2", "D4", "E6", "I8" }))
                    .empty());
    // No fish of size 4 on a 4x4 grid (it would be every line).
    const Geometry &g4 = *Geometry::forSide(4);
    EXPECT_TRUE(run(findJellyfish, digitAt(g4, 1, { "A1", "A2", "C1", "C2", "B1", "D2" })).empty());
}

// ---- Skyscraper and 2-String Kite ---------------------------------------------------------------

TEST(Skyscraper, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 6, { "B2", "B7", "G2", "G8", "A8", "C8", "H7", "I7", "E5" });
    const auto steps = run(findSkyscraper, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::Skyscraper);
    EXPECT_EQ(elimsOf(s), elims(g, 6, { "A8", "C8", "H7", "I7" }));
    EXPECT_EQ(s.units, (std::vector<int> { g.rowUnit(1), g.rowUnit(6), g.columnUnit(1) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "B2", "G2", "B7", "G8" }));
    EXPECT_EQ(s.pattern[2], (PatternCandidate { cellOf(g, "B7"), 6, 1 }));
}

TEST(Skyscraper, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // Both ends aligned: an X-Wing, not a skyscraper.
    EXPECT_TRUE(
        run(findSkyscraper, digitAt(g, 6, { "B2", "B7", "G2", "G7", "A8", "C8", "H7", "I7", "E5" }))
            .empty());
    // Nothing sees both tops.
    EXPECT_TRUE(run(findSkyscraper, digitAt(g, 6, { "B2", "B7", "G2", "G8", "E5" })).empty());
}

TEST(TwoStringKite, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 3, { "C2", "C7", "A1", "H1", "H7", "E5" });
    const auto steps = run(findTwoStringKite, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::TwoStringKite);
    EXPECT_EQ(elimsOf(s), elims(g, 3, { "H7" }));
    EXPECT_EQ(s.units, (std::vector<int> { g.rowUnit(2), g.columnUnit(0), g.boxUnit(0) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "C2", "A1", "C7", "H1" }));
}

TEST(TwoStringKite, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // The column's two places both in the box: it never leaves the box.
    EXPECT_TRUE(
        run(findTwoStringKite, digitAt(g, 3, { "C2", "C7", "A1", "B1", "H7", "E5" })).empty());
    // The row end and the column end in different boxes.
    EXPECT_TRUE(
        run(findTwoStringKite, digitAt(g, 3, { "C2", "C7", "A4", "H4", "H7", "E5" })).empty());
    // Nothing sees both free ends.
    EXPECT_TRUE(run(findTwoStringKite, digitAt(g, 3, { "C2", "C7", "A1", "H1", "E5" })).empty());
}

// ---- Wings --------------------------------------------------------------------------------------

TEST(XYWing, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = fullWith(
        g, { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) }, { "B5", maskOf({ 2, 3 }) } });
    const auto steps = run(findXYWing, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::XYWing);
    EXPECT_EQ(elimsOf(s), elims(g, 3, { "B1" }));
    EXPECT_EQ(s.cells, cellsOf(g, { "E5", "B5", "E1" }));
    EXPECT_EQ(s.symbols, maskOf({ 1, 2, 3 }));
    for (const auto &p : s.pattern)
        EXPECT_EQ(p.role, p.cell == cellOf(g, "E5") ? 0 : 1);
    // Pincers in the pivot's box and row: the eliminations are in the box and row.
    const Board c = fullWith(
        g, { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) }, { "D6", maskOf({ 2, 3 }) } });
    const auto more = run(findXYWing, c);
    ASSERT_EQ(more.size(), 1u);
    EXPECT_EQ(elimsOf(more[0]), elims(g, 3, { "D1", "D2", "D3", "E4", "E6" }));
}

TEST(XYWing, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // Pincers with different third digits.
    EXPECT_TRUE(run(findXYWing,
        fullWith(g,
            { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) }, { "B5", maskOf({ 2, 4 }) } }))
                    .empty());
    // A pincer that does not see the pivot.
    EXPECT_TRUE(run(findXYWing,
        fullWith(g,
            { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) }, { "B6", maskOf({ 2, 3 }) } }))
                    .empty());
    // Nothing to eliminate: the only common peer lacks the digit.
    EXPECT_TRUE(run(findXYWing,
        fullWith(g,
            { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) }, { "B5", maskOf({ 2, 3 }) },
                { "B1", maskOf({ 4, 5, 6 }) } }))
                    .empty());
}

TEST(XYZWing, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = fullWith(g,
        { { "E5", maskOf({ 1, 2, 3 }) }, { "F6", maskOf({ 2, 3 }) }, { "E1", maskOf({ 1, 3 }) } });
    EXPECT_TRUE(run(findXYWing, b).empty());
    const auto steps = run(findXYZWing, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::XYZWing);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 3, { "E4", "E6" }));
    EXPECT_EQ(steps[0].cells, cellsOf(g, { "E5", "E1", "F6" }));
}

TEST(XYZWing, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // Both pincers alike.
    EXPECT_TRUE(run(findXYZWing,
        fullWith(g,
            { { "E5", maskOf({ 1, 2, 3 }) }, { "F6", maskOf({ 1, 3 }) },
                { "E1", maskOf({ 1, 3 }) } }))
                    .empty());
    // A pincer in the pivot's column outside its box: no cell sees all three.
    EXPECT_TRUE(run(findXYZWing,
        fullWith(g,
            { { "E5", maskOf({ 1, 2, 3 }) }, { "A5", maskOf({ 2, 3 }) },
                { "E1", maskOf({ 1, 3 }) } }))
                    .empty());
}

// ---- Simple Coloring ----------------------------------------------------------------------------

TEST(SimpleColoring, ColorTrap)
{
    const Geometry &g = Geometry::classic();
    // Chain B1 = B6 (row B) = H6 (column 6) = H2 (row H); E1, E2, A3, I3 break other links.
    const Board b = digitAt(g, 8, { "B1", "B6", "H6", "H2", "G1", "C2", "E1", "E2", "A3", "I3" });
    const auto steps = run(findSimpleColoring, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::SimpleColoring);
    EXPECT_EQ(elimsOf(s), elims(g, 8, { "G1", "C2" }));
    EXPECT_EQ(s.cells, cellsOf(g, { "B1", "B6", "H2", "H6" }));
    std::set<int> colour0;
    std::set<int> colour1;
    for (const auto &p : s.pattern)
        (p.role == 0 ? colour0 : colour1).insert(p.cell);
    EXPECT_EQ(colour0, (std::set<int> { cellOf(g, "B1"), cellOf(g, "H6") }));
    EXPECT_EQ(colour1, (std::set<int> { cellOf(g, "B6"), cellOf(g, "H2") }));
    EXPECT_EQ(s.units, (std::vector<int> { g.rowUnit(1), g.rowUnit(7), g.columnUnit(5) }));
}

TEST(SimpleColoring, ColorWrap)
{
    const Geometry &g = Geometry::classic();
    // A1 = A5 (row A) = E5 (column 5) = E2 (row E) = B2 (column 2): A1 and B2 share a colour and
    // box 1, so that colour is false. C3 keeps box 1 from linking A1 and B2 directly.
    const Board b = digitAt(g, 9, { "A1", "A5", "E5", "E2", "B2", "C3" });
    const auto steps = run(findSimpleColoring, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 9, { "A1", "E5", "B2" }));
}

TEST(SimpleColoring, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // The trap's chain without the trapped candidates.
    EXPECT_TRUE(
        run(findSimpleColoring, digitAt(g, 8, { "B1", "B6", "H6", "H2", "E1", "E2", "A3", "I3" }))
            .empty());
    // One link in a row and a box (a pointing elimination, not a colouring).
    EXPECT_TRUE(run(findSimpleColoring, digitAt(g, 8, { "B1", "B3", "A2", "C2", "E5" })).empty());
    // A three-cell chain whose only trap sees both ends of one link (an intersection again):
    // B3 = I3 (column 3) = I1 (box 7); I4 and I6 see I1 and I3 along row I.
    EXPECT_TRUE(run(findSimpleColoring,
        digitAt(g, 1, { "B3", "I3", "I1", "I4", "I6", "B5", "B8", "E4", "E6", "E8" }))
                    .empty());
}

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

// ---- Trial --------------------------------------------------------------------------------------

TEST(Trial, CellContradiction)
{
    const Geometry &g = *Geometry::forSide(4);
    // A1 = 1 would leave B2 (whose only candidate is 1) empty.
    const Board b = fullWith(g, { { "A1", maskOf({ 1, 2 }) }, { "B2", maskOf({ 1 }) } });
    const auto steps = run(findTrial, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::Trial);
    EXPECT_EQ(s.trialCell, cellOf(g, "A1"));
    EXPECT_EQ(s.trialSymbol, 1);
    EXPECT_EQ(s.contradictionCell, cellOf(g, "B2"));
    EXPECT_EQ(elimsOf(s), (ElimSet { { cellOf(g, "A1"), 1 } }));
    ASSERT_EQ(s.pattern.size(), 1u);
    EXPECT_EQ(s.pattern[0], (PatternCandidate { cellOf(g, "A1"), 1, 0 }));
}

TEST(Trial, UnitContradiction)
{
    const Geometry &g = *Geometry::forSide(4);
    // 1 has its only place of row A in A1: A1 = 2 leaves 1 without a place in row A.
    const Board b = fullWith(g,
        { { "A1", maskOf({ 1, 2 }) }, { "A2", maskOf({ 2, 3, 4 }) }, { "A3", maskOf({ 2, 3, 4 }) },
            { "A4", maskOf({ 2, 3, 4 }) } });
    const auto steps = run(findTrial, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.trialCell, cellOf(g, "A1"));
    EXPECT_EQ(s.trialSymbol, 2);
    EXPECT_EQ(s.contradictionCell, -1);
    EXPECT_EQ(s.units, std::vector<int> { g.rowUnit(0) });
    EXPECT_EQ(s.symbols, bit(1));
    EXPECT_EQ(elimsOf(s), (ElimSet { { cellOf(g, "A1"), 2 } }));
}

TEST(Trial, ChainOfSinglesIsRecorded)
{
    const auto lines = testutil::readLines("norvig_top95.txt");
    Board b = testutil::boardFromLine(lines[0]);
    const auto solution = countSolutions(b).solution;
    b.fillCandidates();
    std::vector<Step> steps;
    findTrial(b, steps, 5);
    ASSERT_FALSE(steps.empty());
    for (const auto &s : steps) {
        ASSERT_EQ(s.eliminations.size(), 1u);
        EXPECT_NE(s.trialSymbol, solution[s.trialCell]);
        EXPECT_EQ(s.pattern.front(), (PatternCandidate { s.trialCell, s.trialSymbol, 0 }));
        // Replay the recorded singles: each is a candidate when it is placed.
        Board replay = b;
        for (const auto &p : s.pattern) {
            ASSERT_TRUE(replay.isOpen(p.cell));
            ASSERT_TRUE(replay.candidates(p.cell) & bit(p.symbol));
            Step place;
            place.placements = { { p.cell, p.symbol } };
            applyStep(replay, place);
        }
        if (s.contradictionCell >= 0) {
            EXPECT_TRUE(replay.isOpen(s.contradictionCell));
            EXPECT_EQ(replay.candidates(s.contradictionCell), 0u);
        }
    }
    // Shortest propagation first.
    for (std::size_t i = 1; i < steps.size(); ++i)
        EXPECT_LE(steps[i - 1].pattern.size(), steps[i].pattern.size());
}

TEST(Trial, DoesNotFire)
{
    const Geometry &g = *Geometry::forSide(4);
    // An empty grid: every assumption is consistent.
    EXPECT_TRUE(run(findTrial, fullWith(g, {})).empty());
    // A broken position (an open cell without candidates): no assumption is to blame.
    EXPECT_TRUE(run(findTrial, fullWith(g, { { "A1", maskOf({ 1, 2 }) }, { "C3", 0 } })).empty());
}

// ---- Real puzzles -------------------------------------------------------------------------------

namespace {

struct PathCheck
{
    int puzzles = 0;
    std::array<int, kTechniqueCount> used {};
};

// Every step of the path agrees with the solution, and the path ends in it. With `allFinders`,
// every finder runs on every state along the way and its steps are checked too.
void checkPath(const Board &givens, PathCheck &check, bool allFinders, const std::string &label)
{
    const auto count = countSolutions(givens);
    ASSERT_EQ(count.count, 1) << label;
    const auto &solution = count.solution;
    Board board = givens;
    board.fillCandidates();
    const auto path = solvePath(board);
    static constexpr Finder kAll[] = {
        findFullHouse,
        findXWing,
        findSwordfish,
        findJellyfish,
        findSkyscraper,
        findTwoStringKite,
        findXYWing,
        findXYZWing,
        findSimpleColoring,
        findUniqueRectangle1,
        findBugPlusOne,
    };
    for (const Step &step : path) {
        if (allFinders) {
            std::vector<Step> all;
            for (Finder f : kAll)
                f(board, all, 1000);
            for (const Step &s : all)
                for (const auto &e : s.eliminations)
                    ASSERT_NE(e.symbol, solution[e.cell])
                        << label << ": " << techniqueId(s.technique) << " at cell " << e.cell;
            for (const Step &s : all)
                for (const auto &p : s.placements)
                    ASSERT_EQ(p.symbol, solution[p.cell])
                        << label << ": " << techniqueId(s.technique);
        }
        ++check.used[static_cast<int>(step.technique)];
        for (const auto &p : step.placements) {
            ASSERT_TRUE(board.isOpen(p.cell)) << label;
            ASSERT_EQ(p.symbol, solution[p.cell]) << label << ": " << techniqueId(step.technique);
        }
        for (const auto &e : step.eliminations) {
            ASSERT_TRUE(board.candidates(e.cell) & bit(e.symbol)) << label << ": no-op elimination";
            ASSERT_NE(e.symbol, solution[e.cell]) << label << ": " << techniqueId(step.technique);
        }
        applyStep(board, step);
    }
    ASSERT_TRUE(board.isComplete()) << label << ": path stuck";
    EXPECT_EQ(board.values(), solution) << label;
    ++check.puzzles;
}

} // namespace

TEST(SolutionPath, SolvesEveryTop95PuzzleSoundly)
{
    PathCheck check;
    const auto lines = testutil::readLines("norvig_top95.txt");
    for (std::size_t i = 0; i < lines.size(); ++i)
        checkPath(
            testutil::boardFromLine(lines[i]), check, i < 10, "top95 #" + std::to_string(i + 1));
    EXPECT_EQ(check.puzzles, 95);
    // The hard set needs the advanced techniques, and no longer the trial (chains, ALS and
    // forcing chains explain every step).
    EXPECT_EQ(check.used[static_cast<int>(Technique::Trial)], 0);
    EXPECT_GT(check.used[static_cast<int>(Technique::XWing)], 0);
}

TEST(SolutionPath, NyTimesEveryFinderIsSound)
{
    PathCheck check;
    for (const char *file : { "nytimes_medium.txt", "nytimes_hard.txt" }) {
        const auto lines = testutil::readLines(file);
        for (std::size_t i = 0; i < lines.size(); i += 12)
            checkPath(testutil::boardFromLine(lines[i]), check, true,
                std::string(file) + " #" + std::to_string(i + 1));
    }
    EXPECT_GT(check.puzzles, 100);
    // With the whole engine the NYTimes puzzles rarely get past subsets: add hard puzzles, where
    // every finder runs on every state along the path, to exercise the advanced techniques.
    const auto top = testutil::readLines("norvig_top95.txt");
    for (std::size_t i = 0; i < top.size(); i += 4)
        checkPath(testutil::boardFromLine(top[i]), check, true, "top95 #" + std::to_string(i + 1));
    for (Technique t :
        { Technique::XWing, Technique::Skyscraper, Technique::XYWing, Technique::SimpleColoring })
        EXPECT_GT(check.used[static_cast<int>(t)], 0) << techniqueId(t);
}

TEST(SolutionPath, HardestAndFamousPuzzlesNeedTheDeeperTrial)
{
    PathCheck check;
    for (const char *file : { "norvig_hardest.txt", "inkala_famous.txt" }) {
        const auto lines = testutil::readLines(file);
        for (std::size_t i = 0; i < lines.size(); ++i)
            checkPath(testutil::boardFromLine(lines[i]), check, false,
                std::string(file) + " #" + std::to_string(i + 1));
    }
    EXPECT_EQ(check.puzzles, 14);
}

TEST(SolutionPath, HintsOnABoardWithPencilMarksInOnlySomeCells)
{
    // A player who marked one cell: the other open cells count with their full candidates, so
    // the hint and the path stay sound (read as empty, they would "find" false hidden singles).
    const auto lines = testutil::readLines("nytimes_easy.txt");
    SolutionCounter counter;
    for (std::size_t i = 0; i < 40; ++i) {
        Board board = testutil::boardFromLine(lines[i]);
        const auto solution = counter.count(board, 2).solution;
        int marked = 0;
        while (!board.isOpen(marked))
            ++marked;
        board.setCandidates(marked, board.computeCandidates(marked));
        Step step;
        ASSERT_TRUE(nextPathStep(board, step)) << i;
        for (const auto &p : step.placements)
            EXPECT_EQ(p.symbol, solution[p.cell]) << i;
        for (const auto &e : step.eliminations)
            EXPECT_NE(e.symbol, solution[e.cell]) << i;
        const SolutionPath path = tutorPath(board);
        EXPECT_EQ(path.status, PathStatus::Solved) << i;
        EXPECT_EQ(path.board.values(), solution) << i;
    }
    // A broken position (a digit twice in a row) gets no hint at all.
    Board broken = testutil::boardFromLine(lines[0]);
    const Geometry &g = broken.geometry();
    int open = 0;
    while (!broken.isOpen(open))
        ++open;
    int given = g.cellAt(g.row(open), 0);
    while (broken.isOpen(given))
        ++given;
    broken.setValue(open, broken.value(given));
    Step step;
    EXPECT_FALSE(nextPathStep(broken, step));
}

TEST(SolutionPath, StopsWhenAsked)
{
    const auto lines = testutil::readLines("norvig_top95.txt");
    const Board b = testutil::boardFromLine(lines[0]);
    std::atomic<bool> stop { true };
    EXPECT_TRUE(solvePath(b, &stop).empty());
    stop = false;
    EXPECT_FALSE(solvePath(b, &stop).empty());
}

TEST(SolutionPath, OtherGridSizes)
{
    for (int side : { 4, 6, 8, 12 }) {
        const Geometry &g = *Geometry::forSide(side);
        std::vector<std::uint8_t> solution;
        const Board puzzle = makeUniquePuzzle(g, solution);
        PathCheck check;
        checkPath(puzzle, check, true, "side " + std::to_string(side));
    }
    const auto lines = testutil::readLines("sudoklify_16x16.txt");
    PathCheck check;
    for (std::size_t i = 0; i < 3 && i < lines.size(); ++i)
        checkPath(
            testutil::boardFromLine(lines[i]), check, false, "16x16 #" + std::to_string(i + 1));
    EXPECT_EQ(check.puzzles, 3);
}

// ---- Wrong boards and limits --------------------------------------------------------------------

TEST(AdvancedRules, WrongBoardsGiveWellFormedStepsOnly)
{
    // A player's board may hold wrong values and pencil marks: the finders must not crash, and
    // every step must still place on open cells and remove candidates that are there.
    static constexpr Finder kAll[] = {
        findFullHouse,
        findXWing,
        findSwordfish,
        findJellyfish,
        findSkyscraper,
        findTwoStringKite,
        findXYWing,
        findXYZWing,
        findSimpleColoring,
        findUniqueRectangle1,
        findBugPlusOne,
        findTrial,
    };
    std::uint32_t seed = 12345;
    auto next = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return seed >> 8;
    };
    int steps = 0;
    for (int side : { 4, 6, 9 }) {
        const Geometry &g = *Geometry::forSide(side);
        for (int round = 0; round < 40; ++round) {
            Board b(g);
            for (int c = 0; c < g.cellCount(); ++c) {
                if (next() % 5 == 0)
                    b.setValue(c, static_cast<int>(next() % side) + 1);
                else
                    b.setCandidates(c, static_cast<Mask>(next()) & g.allSymbols());
            }
            for (Finder f : kAll) {
                std::vector<Step> out;
                f(b, out, 50);
                for (const Step &s : out) {
                    ++steps;
                    EXPECT_TRUE(s.isProductive());
                    for (const auto &p : s.placements)
                        EXPECT_TRUE(b.isOpen(p.cell) && (b.candidates(p.cell) & bit(p.symbol)));
                    for (const auto &e : s.eliminations)
                        EXPECT_TRUE(b.isOpen(e.cell) && (b.candidates(e.cell) & bit(e.symbol)));
                }
            }
        }
    }
    EXPECT_GT(steps, 0);
}

TEST(AdvancedRules, MaxStepsIsRespected)
{
    const Geometry &g = Geometry::classic();
    // Two X-Wings on different digits: 5 in rows B and H, 2 in rows C and G.
    Board twoFish = digitAt(g, 5, { "B3", "B7", "H3", "H7", "A3", "F3", "D7" });
    const Board twos = digitAt(g, 2, { "C2", "C6", "G2", "G6", "E2", "I6" });
    for (int c = 0; c < g.cellCount(); ++c)
        twoFish.setCandidates(c, (twoFish.candidates(c) & ~bit(2)) | (twos.candidates(c) & bit(2)));
    EXPECT_EQ(run(findXWing, twoFish, 100).size(), 2u);
    EXPECT_EQ(run(findXWing, twoFish, 1).size(), 1u);
    EXPECT_TRUE(run(findXWing, twoFish, 0).empty());
    const Board trial
        = fullWith(*Geometry::forSide(4), { { "A1", maskOf({ 1, 2 }) }, { "B2", maskOf({ 1 }) } });
    EXPECT_TRUE(run(findTrial, trial, 0).empty());
}

// A 25x25 board with one digit in each box: no technique but the deeper trial applies, whose
// searches take about 20 s. The tutor's work there must end soon once its stop flag is raised.
TEST(TutorStop, ARaisedStopFlagEndsTheDeeperTrial)
{
    const Geometry &g = Geometry::get(5, 5);
    Board board(g);
    for (int box = 0; box < 25; ++box)
        board.setGiven(g.unit(g.boxUnit(box))[0], 1 + (box * 5 + box / 5) % 25);
    ASSERT_TRUE(board.isConsistent());

    // Raised before: nothing is looked at.
    std::atomic<bool> stop { true };
    Step step;
    EXPECT_FALSE(nextPathStep(board, step, &stop));
    EXPECT_TRUE(availableTutorSteps(board, 10, &stop).empty());
    EXPECT_EQ(tutorPath(board, &stop).status, PathStatus::Stopped);

    // Raised while the trial searches: the path ends stopped (not stuck), without a step.
    stop = false;
    std::thread raiser([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stop = true;
    });
    const SolutionPath path = tutorPath(board, &stop);
    raiser.join();
    EXPECT_EQ(path.status, PathStatus::Stopped);
    EXPECT_TRUE(path.steps.empty());
    // The stop flag belongs to that call only: a board with an easy step still gets it.
    Board easy(g);
    for (int c = 1; c < 25; ++c)
        easy.setGiven(c, c + 1); // A1 is the row's last open cell: 1
    ASSERT_TRUE(nextPathStep(easy, step));
    EXPECT_EQ(step.placements.front().cell, 0);
    EXPECT_EQ(step.placements.front().symbol, 1);
}
