// The basic techniques (basicrules.h: Full House and San Segundo's ten rules) and Chen's
// r-Reduction as Step finders, on hand-made positions: each fires with exactly the expected
// eliminations, and does not fire on a near miss.
#include "board/solutioncounter.h"
#include "logic/basicrules.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>

using core::Board;
using core::Elimination;
using core::Geometry;
using core::Mask;
using core::Step;
using core::Technique;

namespace {

Mask mask(std::initializer_list<int> symbols)
{
    Mask m = 0;
    for (int s : symbols)
        m |= core::bit(s);
    return m;
}

// Every cell open with every candidate: no rule applies until a test carves a pattern.
Board openBoard(const Geometry &g = Geometry::classic())
{
    Board b(g);
    for (int c = 0; c < g.cellCount(); ++c)
        b.setCandidates(c, g.allSymbols());
    return b;
}

std::vector<Elimination> sorted(std::vector<Elimination> v)
{
    std::sort(v.begin(), v.end(), [](const Elimination &a, const Elimination &b) {
        return a.cell != b.cell ? a.cell < b.cell : a.symbol < b.symbol;
    });
    return v;
}

// Eliminations of `symbols` from `cells`.
std::vector<Elimination> elims(std::initializer_list<int> cells, Mask symbols)
{
    std::vector<Elimination> v;
    for (int c : cells)
        for (int s = 1; s <= core::kMaxSide; ++s)
            if (symbols & core::bit(s))
                v.push_back({ c, s });
    return sorted(v);
}

using Finder = void (*)(const Board &, std::vector<Step> &, int);

std::vector<Step> run(Finder f, const Board &b, int max = 100)
{
    std::vector<Step> out;
    f(b, out, max);
    return out;
}

int cell(int r, int c)
{
    return Geometry::classic().cellAt(r, c);
}

TEST(NakedSingle, Fires)
{
    Board b = openBoard();
    b.setCandidates(cell(4, 4), mask({ 7 }));
    const auto steps = run(core::findNakedSingles, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::NakedSingle);
    ASSERT_EQ(steps[0].placements.size(), 1u);
    EXPECT_EQ(steps[0].placements[0], (core::Placement { cell(4, 4), 7 }));
    EXPECT_TRUE(steps[0].eliminations.empty());
    EXPECT_EQ(steps[0].cells, std::vector<int> { cell(4, 4) });
}

TEST(NakedSingle, DoesNotFireOnFilledCellsOrPairs)
{
    Board b = openBoard();
    b.setCandidates(cell(0, 0), mask({ 1, 2 }));
    b.setValue(cell(1, 1), 5);
    b.setCandidates(cell(1, 1), mask({ 5 })); // stale pencil mark on a filled cell
    EXPECT_TRUE(run(core::findNakedSingles, b).empty());
}

TEST(HiddenSingle, FiresOnceInItsBox)
{
    Board b = openBoard();
    const auto &g = b.geometry();
    for (int c : g.unit(g.boxUnit(4)))
        if (c != cell(4, 4))
            b.removeCandidate(c, 4);
    const auto steps = run(core::findHiddenSingles, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::HiddenSingle);
    EXPECT_EQ(steps[0].units, std::vector<int> { g.boxUnit(4) });
    EXPECT_EQ(steps[0].placements[0], (core::Placement { cell(4, 4), 4 }));
    EXPECT_TRUE(steps[0].eliminations.empty());
}

TEST(HiddenSingle, ReportedOnceWhenSingleInSeveralUnits)
{
    Board b = openBoard();
    const auto &g = b.geometry();
    for (int u : g.unitsOf(cell(2, 3)))
        for (int c : g.unit(u))
            if (c != cell(2, 3))
                b.removeCandidate(c, 9);
    const auto steps = run(core::findHiddenSingles, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].units, std::vector<int> { g.boxUnit(1) });
}

TEST(HiddenSingle, DoesNotFireForAPlacedDigitOrTwoCells)
{
    Board b = openBoard();
    const auto &g = b.geometry();
    // 4 is placed in box 4: no open cell has it and that is not a hidden single.
    b.setValue(cell(3, 3), 4);
    b.setCandidates(cell(3, 3), 0);
    for (int c : g.unit(g.boxUnit(4)))
        b.removeCandidate(c, 4);
    // 6 is in two cells of box 0.
    for (int c : g.unit(g.boxUnit(0)))
        if (c != cell(0, 0) && c != cell(1, 1))
            b.removeCandidate(c, 6);
    EXPECT_TRUE(run(core::findHiddenSingles, b).empty());
}

TEST(Pointing, FiresAlongTheRow)
{
    Board b = openBoard();
    // 5 in box 0 only in row 0 (cells r0c0, r0c1).
    for (int r = 1; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            b.removeCandidate(cell(r, c), 5);
    b.removeCandidate(cell(0, 2), 5);
    b.removeCandidate(cell(0, 7), 5); // already gone from one cell of the row
    const auto steps = run(core::findPointing, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::Pointing);
    const auto &g = b.geometry();
    EXPECT_EQ(s.units, (std::vector<int> { g.boxUnit(0), g.rowUnit(0) }));
    EXPECT_EQ(s.cells, (std::vector<int> { cell(0, 0), cell(0, 1) }));
    EXPECT_EQ(s.symbols, mask({ 5 }));
    EXPECT_EQ(sorted(s.eliminations),
        elims({ cell(0, 3), cell(0, 4), cell(0, 5), cell(0, 6), cell(0, 8) }, mask({ 5 })));
}

TEST(Pointing, FiresAlongTheColumnAndNotWhenSpread)
{
    Board b = openBoard();
    // 8 in box 8 only in column 6.
    for (int r = 6; r < 9; ++r)
        for (int c = 7; c < 9; ++c)
            b.removeCandidate(cell(r, c), 8);
    // 2 in box 0 in two rows and two columns: no pointing.
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            if (!((r == 0 && c == 0) || (r == 1 && c == 1)))
                b.removeCandidate(cell(r, c), 2);
    const auto steps = run(core::findPointing, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims({ cell(0, 6), cell(1, 6), cell(2, 6), cell(3, 6), cell(4, 6), cell(5, 6) },
            mask({ 8 })));
    // The box's 2s in one line but no other cell of the line has 2: no (productive) step.
    Board c = openBoard();
    for (int r = 1; r < 3; ++r)
        for (int k = 0; k < 3; ++k)
            c.removeCandidate(cell(r, k), 3);
    for (int k = 3; k < 9; ++k)
        c.removeCandidate(cell(0, k), 3);
    // Now row 0's 3s are all in box 0 too: pointing has nothing to remove.
    EXPECT_TRUE(run(core::findPointing, c).empty());
}

TEST(Claiming, Fires)
{
    Board b = openBoard();
    // 3 in row 0 only in box 0.
    for (int c = 3; c < 9; ++c)
        b.removeCandidate(cell(0, c), 3);
    const auto steps = run(core::findClaiming, b);
    ASSERT_EQ(steps.size(), 1u);
    const auto &g = b.geometry();
    EXPECT_EQ(steps[0].technique, Technique::Claiming);
    EXPECT_EQ(steps[0].units, (std::vector<int> { g.rowUnit(0), g.boxUnit(0) }));
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims({ cell(1, 0), cell(1, 1), cell(1, 2), cell(2, 0), cell(2, 1), cell(2, 2) },
            mask({ 3 })));
}

TEST(Claiming, DoesNotFireWhenTheLineSpansTwoBoxes)
{
    Board b = openBoard();
    for (int c = 0; c < 9; ++c)
        if (c != 1 && c != 4)
            b.removeCandidate(cell(0, c), 3);
    EXPECT_TRUE(run(core::findClaiming, b).empty());
}

TEST(NakedPair, Fires)
{
    Board b = openBoard();
    b.setCandidates(cell(0, 0), mask({ 1, 2 }));
    b.setCandidates(cell(0, 5), mask({ 1, 2 }));
    const auto steps = run(core::findNakedPairs, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::NakedPair);
    EXPECT_EQ(steps[0].units, std::vector<int> { 0 });
    EXPECT_EQ(steps[0].cells, (std::vector<int> { cell(0, 0), cell(0, 5) }));
    EXPECT_EQ(steps[0].symbols, mask({ 1, 2 }));
    EXPECT_EQ(steps[0].pattern.size(), 4u);
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims(
            { cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4), cell(0, 6), cell(0, 7), cell(0, 8) },
            mask({ 1, 2 })));
}

TEST(NakedPair, DoesNotFireOnDifferentPairs)
{
    Board b = openBoard();
    b.setCandidates(cell(0, 0), mask({ 1, 2 }));
    b.setCandidates(cell(0, 5), mask({ 1, 3 }));
    EXPECT_TRUE(run(core::findNakedPairs, b).empty());
}

TEST(NakedTriple, FiresAndIsNotAPair)
{
    Board b = openBoard();
    b.setCandidates(cell(0, 0), mask({ 1, 2 }));
    b.setCandidates(cell(0, 4), mask({ 2, 3 }));
    b.setCandidates(cell(0, 8), mask({ 1, 3 }));
    EXPECT_TRUE(run(core::findNakedPairs, b).empty());
    const auto steps = run(core::findNakedTriples, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::NakedTriple);
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims({ cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 5), cell(0, 6), cell(0, 7) },
            mask({ 1, 2, 3 })));
}

TEST(NakedQuad, FiresInABox)
{
    Board b = openBoard();
    b.setCandidates(cell(3, 3), mask({ 1, 2 }));
    b.setCandidates(cell(3, 4), mask({ 2, 3 }));
    b.setCandidates(cell(4, 5), mask({ 3, 4 }));
    b.setCandidates(cell(5, 5), mask({ 1, 4 }));
    EXPECT_TRUE(run(core::findNakedTriples, b).empty());
    const auto steps = run(core::findNakedQuads, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::NakedQuad);
    EXPECT_EQ(steps[0].units, std::vector<int> { b.geometry().boxUnit(4) });
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims(
            { cell(3, 5), cell(4, 3), cell(4, 4), cell(5, 3), cell(5, 4) }, mask({ 1, 2, 3, 4 })));
}

TEST(NakedQuad, DoesNotFireWithFiveDigits)
{
    Board b = openBoard();
    b.setCandidates(cell(3, 3), mask({ 1, 2 }));
    b.setCandidates(cell(3, 4), mask({ 2, 3 }));
    b.setCandidates(cell(4, 5), mask({ 3, 4 }));
    b.setCandidates(cell(5, 5), mask({ 1, 5 }));
    EXPECT_TRUE(run(core::findNakedQuads, b).empty());
}

TEST(HiddenPair, Fires)
{
    Board b = openBoard();
    for (int c = 0; c < 9; ++c)
        if (c != 2 && c != 6) {
            b.removeCandidate(cell(0, c), 6);
            b.removeCandidate(cell(0, c), 7);
        }
    EXPECT_TRUE(run(core::findHiddenTriples, b).empty());
    const auto steps = run(core::findHiddenPairs, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::HiddenPair);
    EXPECT_EQ(steps[0].units, std::vector<int> { 0 });
    EXPECT_EQ(steps[0].cells, (std::vector<int> { cell(0, 2), cell(0, 6) }));
    EXPECT_EQ(steps[0].symbols, mask({ 6, 7 }));
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims({ cell(0, 2), cell(0, 6) }, mask({ 1, 2, 3, 4, 5, 8, 9 })));
}

TEST(HiddenPair, DoesNotFireWhenOneDigitHasAThirdCell)
{
    Board b = openBoard();
    for (int c = 0; c < 9; ++c) {
        if (c != 2 && c != 6)
            b.removeCandidate(cell(0, c), 6);
        if (c != 2 && c != 6 && c != 8)
            b.removeCandidate(cell(0, c), 7);
    }
    EXPECT_TRUE(run(core::findHiddenPairs, b).empty());
}

TEST(HiddenTriple, Fires)
{
    Board b = openBoard();
    // Column 4: 6, 7, 8 only in rows 1, 2, 6 (6 in rows 1 and 6, 7 in 1 and 2, 8 in 2 and 6).
    for (int r = 0; r < 9; ++r) {
        if (r != 1 && r != 6)
            b.removeCandidate(cell(r, 4), 6);
        if (r != 1 && r != 2)
            b.removeCandidate(cell(r, 4), 7);
        if (r != 2 && r != 6)
            b.removeCandidate(cell(r, 4), 8);
    }
    EXPECT_TRUE(run(core::findHiddenPairs, b).empty());
    const auto steps = run(core::findHiddenTriples, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::HiddenTriple);
    EXPECT_EQ(steps[0].units, std::vector<int> { b.geometry().columnUnit(4) });
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims({ cell(1, 4), cell(2, 4), cell(6, 4) }, mask({ 1, 2, 3, 4, 5, 9 })));
}

TEST(HiddenQuad, FiresAndNotWithAFifthCell)
{
    Board b = openBoard();
    // Row 8: 1..4 only in columns 0, 3, 5, 8.
    for (int c = 0; c < 9; ++c)
        if (c != 0 && c != 3 && c != 5 && c != 8)
            for (int s = 1; s <= 4; ++s)
                b.removeCandidate(cell(8, c), s);
    Board near = b;
    near.setCandidates(cell(8, 1), near.candidates(cell(8, 1)) | mask({ 4 }));
    const auto steps = run(core::findHiddenQuads, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::HiddenQuad);
    EXPECT_EQ(sorted(steps[0].eliminations),
        elims({ cell(8, 0), cell(8, 3), cell(8, 5), cell(8, 8) }, mask({ 5, 6, 7, 8, 9 })));
    EXPECT_TRUE(run(core::findHiddenQuads, near).empty());
}

TEST(RReduction, OneReductionOfAFilledCellAndASingleCandidate)
{
    Board b = openBoard();
    b.setValue(cell(0, 0), 9);
    b.setCandidates(cell(0, 0), 0);
    // The column and the box no longer see 9; the row still does outside the box.
    const auto &g = b.geometry();
    for (int c : g.unit(g.columnUnit(0)))
        b.removeCandidate(c, 9);
    for (int c : g.unit(g.boxUnit(0)))
        b.removeCandidate(c, 9);
    std::vector<Step> out;
    core::findRReduction(b, out, 10);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].technique, Technique::RReduction);
    EXPECT_EQ(out[0].units, std::vector<int> { 0 });
    EXPECT_EQ(sorted(out[0].eliminations),
        elims({ cell(0, 3), cell(0, 4), cell(0, 5), cell(0, 6), cell(0, 7), cell(0, 8) },
            mask({ 9 })));

    Board c = openBoard();
    c.setCandidates(cell(5, 5), mask({ 3 }));
    out.clear();
    core::findRReduction(c, out, 10);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].placements, (std::vector<core::Placement> { { cell(5, 5), 3 } }));
}

TEST(RReduction, SmallestRFirstAndAnyR)
{
    Board b = openBoard();
    // r = 2 in row 0 and r = 5 in row 8 (five cells holding 1..5).
    b.setCandidates(cell(0, 0), mask({ 1, 2 }));
    b.setCandidates(cell(0, 1), mask({ 1, 2 }));
    const int five[] = { 0, 2, 4, 6, 8 };
    for (int k : five)
        b.setCandidates(cell(8, k), mask({ 1, 2, 3, 4, 5 }));
    std::vector<Step> out;
    core::findRReduction(b, out, 10);
    // The pair also sits in box 0: rows are sections too, in unit order rows, columns, boxes.
    ASSERT_EQ(out.size(), 3u);
    EXPECT_EQ(out[0].cells.size(), 2u);
    EXPECT_EQ(out[0].units, std::vector<int> { 0 });
    EXPECT_EQ(out[1].cells.size(), 2u);
    EXPECT_EQ(out[1].units, std::vector<int> { b.geometry().boxUnit(0) });
    EXPECT_EQ(out[2].cells.size(), 5u);
    EXPECT_EQ(out[2].units, std::vector<int> { 8 });
    EXPECT_EQ(sorted(out[2].eliminations),
        elims({ cell(8, 1), cell(8, 3), cell(8, 5), cell(8, 7) }, mask({ 1, 2, 3, 4, 5 })));
    // maxSteps is honoured.
    out.clear();
    core::findRReduction(b, out, 1);
    EXPECT_EQ(out.size(), 1u);
}

TEST(BasicRules, SixteenBySixteenNakedPairAndHiddenSingle)
{
    const Geometry &g = Geometry::get(4, 4);
    Board b = openBoard(g);
    b.setCandidates(g.cellAt(3, 0), mask({ 15, 16 }));
    b.setCandidates(g.cellAt(3, 15), mask({ 15, 16 }));
    std::vector<Step> out;
    core::findNakedPairs(b, out, 10);
    ASSERT_EQ(out.size(), 1u);
    std::vector<Elimination> expected;
    for (int c = 1; c < 15; ++c)
        for (int s : { 15, 16 })
            expected.push_back({ g.cellAt(3, c), s });
    EXPECT_EQ(sorted(out[0].eliminations), sorted(expected));

    Board h = openBoard(g);
    for (int c : g.unit(g.boxUnit(15)))
        if (c != g.cellAt(15, 15))
            h.removeCandidate(c, 16);
    out.clear();
    core::findHiddenSingles(h, out, 10);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].placements[0], (core::Placement { g.cellAt(15, 15), 16 }));
}

TEST(BasicRules, FourByFourPointing)
{
    const Geometry &g = Geometry::get(2, 2);
    Board b = openBoard(g);
    // 1 in box 0 only in row 0: leaves row 0's cells in box 1.
    b.removeCandidate(g.cellAt(1, 0), 1);
    b.removeCandidate(g.cellAt(1, 1), 1);
    std::vector<Step> out;
    core::findPointing(b, out, 10);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(
        sorted(out[0].eliminations), sorted({ { g.cellAt(0, 2), 1 }, { g.cellAt(0, 3), 1 } }));
}

TEST(BasicRules, WrongBoardsDoNotCrash)
{
    // A player's board: duplicate values, empty pencil marks, marks on filled cells.
    Board b = testutil::boardFromLine(
        "11.......2.......................................................................");
    b.setCandidates(5, Geometry::classic().allSymbols());
    b.setCandidates(0, core::bit(3));
    b.setCandidates(6, core::bit(1));
    const Finder finders[] = { core::findNakedSingles, core::findHiddenSingles, core::findPointing,
        core::findClaiming, core::findNakedPairs, core::findHiddenPairs, core::findNakedQuads,
        core::findHiddenQuads, core::findRReduction };
    for (Finder f : finders) {
        std::vector<Step> out;
        f(b, out, 50);
        for (const Step &s : out) {
            for (const auto &p : s.placements)
                EXPECT_EQ(b.value(p.cell), 0);
            for (const auto &e : s.eliminations)
                EXPECT_TRUE(b.candidates(e.cell) & core::bit(e.symbol));
        }
    }
}

} // namespace

// ---- Full House ---------------------------------------------------------------------------------

// With ruletest's run, which also checks that every step is productive.
namespace fullhouse {

using namespace core;
using ruletest::run;
using testutil::cellOf;

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

} // namespace fullhouse
