// Single-digit patterns (singledigit.h) on hand-made candidate states: Skyscraper and 2-String
// Kite fire with exact eliminations, and not when one piece is missing.

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
