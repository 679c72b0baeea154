// Single-digit patterns (singledigit.h) on hand-made candidate states: Skyscraper, 2-String Kite
// and Empty Rectangle fire with exact eliminations, and not when one piece is missing.

#include "logic/singledigit.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <vector>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::digitAt;
using testutil::fullWith;
using testutil::maskOf;

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

// ---- Empty Rectangle ----------------------------------------------------------------------------

// 5 in box 1 only at A2, B1, B3, C2: row B and column 2 (the empty rectangle is the rest). Column
// 7 holds 5 only at B7 (in row B) and H7 (outside the box's band). If H7 is not 5, B7 is, so box
// 1's 5 is not in row B but in column 2 (A2 or C2); if H7 is 5, row H has it. Either way H2 (row H,
// column 2) is not 5. H9 keeps row H from being a conjugate pair (which would be a second
// Empty Rectangle, H2=H7 removing 5 from B7).
TEST(EmptyRectangle, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 5, { "A2", "B1", "B3", "C2", "B7", "H7", "H2", "H9", "E5" });
    const auto steps = run(findEmptyRectangle, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::EmptyRectangle);
    EXPECT_EQ(s.symbols, maskOf({ 5 }));
    EXPECT_EQ(elimsOf(s), elims(g, 5, { "H2" }));
    EXPECT_EQ(s.units, (std::vector<int> { g.boxUnit(0), g.columnUnit(6) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A2", "B1", "B3", "C2", "B7", "H7" }));
    // H7=B7-(B1,B3)=(A2,C2): the box's 5 in row B, then in column 2 off the crossing.
    ASSERT_EQ(s.chains.size(), 1u);
    const Chain &c = s.chains[0];
    ASSERT_EQ(c.nodes.size(), 4u);
    EXPECT_EQ(c.nodes[0].cells, cellsOf(g, { "H7" }));
    EXPECT_EQ(c.nodes[1].cells, cellsOf(g, { "B7" }));
    EXPECT_EQ(c.nodes[2].cells, cellsOf(g, { "B1", "B3" }));
    EXPECT_EQ(c.nodes[3].cells, cellsOf(g, { "A2", "C2" }));
    EXPECT_EQ(c.links,
        (std::vector<ChainLink> { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong }));
}

TEST(EmptyRectangle, FiresWithTheLinkInARow)
{
    // The same turned: 5 in box 1 in row B and column 2; row H holds 5 only at H2 (in column 2)
    // and H8 (outside the box's stack). If H8 is not 5, H2 is, so box 1's 5 is in row B: B8
    // (row B, column 8) sees it either way. C8 keeps column 8 from being a conjugate pair.
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 5, { "A2", "B1", "B3", "C2", "H2", "H8", "B8", "C8", "E5" });
    const auto steps = run(findEmptyRectangle, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 5, { "B8" }));
    EXPECT_EQ(steps[0].units, (std::vector<int> { g.boxUnit(0), g.rowUnit(7) }));
}

TEST(EmptyRectangle, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // A3 too: the box's places are not in one row and one column.
    EXPECT_TRUE(run(findEmptyRectangle,
        digitAt(g, 5, { "A2", "A3", "B1", "B3", "C2", "B7", "H7", "H2", "H9", "E5" }))
                    .empty());
    // E7 too: column 7 is no conjugate pair.
    EXPECT_TRUE(run(findEmptyRectangle,
        digitAt(g, 5, { "A2", "B1", "B3", "C2", "B7", "E7", "H7", "H2", "H9", "E5" }))
                    .empty());
    // The link's far end C7 is inside the box's band: it proves nothing about row H.
    EXPECT_TRUE(run(findEmptyRectangle,
        digitAt(g, 5, { "A2", "B1", "B3", "C2", "B7", "C7", "C9", "H2", "H9", "E5" }))
                    .empty());
    // Only two places in the box (B1, C2: a conjugate pair, a Turbot Fish's business).
    EXPECT_TRUE(run(findEmptyRectangle, digitAt(g, 5, { "B1", "C2", "B7", "H7", "H2", "H9", "E5" }))
                    .empty());
    // The target H2 lacks the digit.
    EXPECT_TRUE(
        run(findEmptyRectangle, digitAt(g, 5, { "A2", "B1", "B3", "C2", "B7", "H7", "H9", "E5" }))
            .empty());
}
