// Colouring (coloring.h) on hand-made candidate states: Simple Colouring's trap and wrap with
// exact eliminations, and no step where a link is missing or the trap is an intersection.

#include "logic/coloring.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::digitAt;
using testutil::fullWith;
using testutil::maskOf;

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
