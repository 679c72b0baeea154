// Finned and sashimi fish and the uniqueness patterns beyond type 1 (patternrules.h) on
// hand-made candate states: exact eliminations, and no step when one piece is missing.

#include "logic/fish.h"
#include "logic/uniqueness.h"
#include "ruletest.h"

#include <gtest/gtest.h>

#include <set>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::fullWith;
using testutil::maskOf;

// ---- Finned and sashimi fish --------------------------------------------------------------------

namespace {

// The eliminations of each step, as a set.
std::set<ElimSet> elimsOfAll(const std::vector<Step> &steps, Technique technique)
{
    std::set<ElimSet> out;
    for (const Step &s : steps) {
        EXPECT_EQ(s.technique, technique);
        out.insert(elimsOf(s));
    }
    return out;
}

// 5 only in the named cells of each of the named rows, every other cell full.
Board fishBoard(const std::vector<std::pair<std::string, std::vector<std::string>>> &rows)
{
    Board b = fullWith(Geometry::classic(), {});
    for (const auto &[row, cells] : rows)
        keepOnly(b, 5, row, cells);
    return b;
}

} // namespace

TEST(FinnedFish, FinnedXWing)
{
    const Geometry &g = Geometry::classic();
    // Rows B and H on columns 2 and 7, the fin H8 in H7's box.
    const Board b = fishBoard({ { "B", { "B2", "B7" } }, { "H", { "H2", "H7", "H8" } } });
    const auto steps = run(findFinnedXWing, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::FinnedXWing);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 5, { "G7", "I7" }));
    EXPECT_EQ(steps[0].units,
        (std::vector<int> {
            g.rowUnit(1), g.rowUnit(7), g.columnUnit(1), g.columnUnit(6), g.boxUnit(8) }));
    EXPECT_TRUE(run(findSashimiXWing, b).empty());
    // Without the fin's box holding anything to remove: no step.
    Board c = b;
    removeFrom(c, 5, { "G7", "I7" });
    EXPECT_TRUE(run(findFinnedXWing, c).empty());
    // A second fin in another box: no step.
    const Board d = fishBoard({ { "B", { "B2", "B7" } }, { "H", { "H2", "H5", "H7", "H8" } } });
    EXPECT_TRUE(run(findFinnedXWing, d).empty());
}

TEST(FinnedFish, SashimiXWing)
{
    const Geometry &g = Geometry::classic();
    // Row H has no 5 in H7: without the fin H8 the X-Wing would not stand. The same holds the
    // other way round: rows B and H on columns 2 and 8, the fin B7, row B a single B2 there.
    const Board b = fishBoard({ { "B", { "B2", "B7" } }, { "H", { "H2", "H8" } } });
    const auto steps = run(findSashimiXWing, b);
    EXPECT_EQ(elimsOfAll(steps, Technique::SashimiXWing),
        (std::set<ElimSet> { elims(g, 5, { "G7", "I7" }), elims(g, 5, { "A8", "C8" }) }));
    EXPECT_TRUE(run(findFinnedXWing, b).empty());
}

TEST(FinnedFish, FinnedAndSashimiSwordfish)
{
    const Geometry &g = Geometry::classic();
    const Board finned = fishBoard(
        { { "B", { "B2", "B7" } }, { "E", { "E2", "E5" } }, { "H", { "H5", "H7", "H8" } } });
    const auto steps = run(findFinnedSwordfish, finned);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::FinnedSwordfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 5, { "G7", "I7" }));
    EXPECT_TRUE(run(findSashimiSwordfish, finned).empty());

    const Board sashimi
        = fishBoard({ { "B", { "B2", "B7" } }, { "E", { "E2", "E5" } }, { "H", { "H5", "H8" } } });
    // As with the X-Wing, the other way round too: the fin B7, the cover columns 2, 5, 8.
    EXPECT_EQ(elimsOfAll(run(findSashimiSwordfish, sashimi), Technique::SashimiSwordfish),
        (std::set<ElimSet> { elims(g, 5, { "G7", "I7" }), elims(g, 5, { "A8", "C8" }) }));
    EXPECT_TRUE(run(findFinnedSwordfish, sashimi).empty());
}

TEST(FinnedFish, FinnedAndSashimiJellyfish)
{
    const Geometry &g = Geometry::classic();
    const Board finned = fishBoard({ { "B", { "B2", "B7" } }, { "D", { "D2", "D5" } },
        { "F", { "F5", "F9" } }, { "H", { "H7", "H8", "H9" } } });
    const auto steps = run(findFinnedJellyfish, finned);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::FinnedJellyfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 5, { "G7", "G9", "I7", "I9" }));
    EXPECT_TRUE(run(findSashimiJellyfish, finned).empty());

    const Board sashimi = fishBoard({ { "B", { "B2", "B7" } }, { "D", { "D2", "D5" } },
        { "F", { "F5", "F9" } }, { "H", { "H8", "H9" } } });
    EXPECT_EQ(elimsOfAll(run(findSashimiJellyfish, sashimi), Technique::SashimiJellyfish),
        (std::set<ElimSet> {
            elims(g, 5, { "G7", "G9", "I7", "I9" }), elims(g, 5, { "A8", "A9", "C8", "C9" }) }));
    EXPECT_TRUE(run(findFinnedJellyfish, sashimi).empty());
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
