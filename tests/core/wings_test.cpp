// Wings (wings.h) on hand-made candidate states: XY-Wing, XYZ-Wing and W-Wing fire with exact
// eliminations (W-Wing with its chain), and not when one piece is missing.

#include "logic/notation.h"
#include "logic/wings.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::digitAt;
using testutil::fullWith;
using testutil::maskOf;

namespace {

std::string notationOf(const Step &step)
{
    return stepNotation(step, Geometry::classic(), CellNaming::Letter);
}

} // namespace

// ---- XY-Wing and XYZ-Wing -----------------------------------------------------------------------

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

// ---- W-Wing -------------------------------------------------------------------------------------

namespace {

// {1,2} in B1 and H9; 2 only in B5 and H5 in column 5.
Board wWingBoard()
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g, { { "B1", maskOf({ 1, 2 }) }, { "H9", maskOf({ 1, 2 }) } });
    keepOnly(b, 2, "5", { "B5", "H5" });
    return b;
}

} // namespace

TEST(WWing, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findWWing, wWingBoard());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::WWing);
    EXPECT_EQ(elimsOf(s), elims(g, 1, { "B9", "H1" }));
    EXPECT_EQ(notationOf(s), "(1=2)B1-(2)B5=H5-(2=1)H9 => B9,H1<>1");
}

TEST(WWing, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // A third 2 in column 5.
    Board b = wWingBoard();
    b.setCandidates(cellOf(g, "E5"), g.allSymbols());
    EXPECT_TRUE(run(findWWing, b).empty());
    // Different pairs at the ends.
    Board c = wWingBoard();
    c.setCandidates(cellOf(g, "H9"), maskOf({ 2, 3 }));
    EXPECT_TRUE(run(findWWing, c).empty());
}
