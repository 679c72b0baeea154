// Exotic patterns (exotic.h) on hand-made candidate states: the multi-sector locked set fires
// with exact eliminations, and not when one digit's count breaks the balance.

#include "logic/exotic.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::fullWith;
using testutil::maskOf;

namespace {

// Rows A and E cross columns 1 and 5 in A1 {1,3}, A5 {1,4}, E1 {2,3}, E5 {2,4}, every other cell
// open with every digit. 1 is in row A only there (1 cell at most), 2 in row E only (1), 3 in
// column 1 only (1), 4 in column 5 only (1): 4 in all, as many as the cells. So 1 fills one of
// them in row A, 2 in row E, 3 in column 1, 4 in column 5.
Board mslsBoard(Mask extraA5 = 0)
{
    return fullWith(Geometry::classic(),
        { { "A1", maskOf({ 1, 3 }) }, { "A5", maskOf({ 1, 4 }) | extraA5 },
            { "E1", maskOf({ 2, 3 }) }, { "E5", maskOf({ 2, 4 }) } });
}

} // namespace

TEST(MultiSectorLockedSet, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = mslsBoard();
    const auto steps = run(findMultiSectorLockedSet, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::MultiSectorLockedSet);
    EXPECT_EQ(s.units,
        (std::vector<int> { g.rowUnit(0), g.rowUnit(4), g.columnUnit(0), g.columnUnit(4) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "A5", "E1", "E5" }));
    EXPECT_EQ(s.symbols, maskOf({ 1, 2, 3, 4 }));
    // 1 from the rest of row A, 2 from the rest of row E, 3 from the rest of column 1, 4 from
    // the rest of column 5.
    ElimSet expected;
    for (const char *c : { "A2", "A3", "A4", "A6", "A7", "A8", "A9" })
        expected.insert({ cellOf(g, c), 1 });
    for (const char *c : { "E2", "E3", "E4", "E6", "E7", "E8", "E9" })
        expected.insert({ cellOf(g, c), 2 });
    for (const char *c : { "B1", "C1", "D1", "F1", "G1", "H1", "I1" })
        expected.insert({ cellOf(g, c), 3 });
    for (const char *c : { "B5", "C5", "D5", "F5", "G5", "H5", "I5" })
        expected.insert({ cellOf(g, c), 4 });
    EXPECT_EQ(elimsOf(s), expected);
    // Roles: 1 and 2 row digits (0), 3 and 4 column digits (1).
    for (const auto &p : s.pattern)
        EXPECT_EQ(p.role, p.symbol <= 2 ? 0 : 1) << p.symbol;
}

TEST(MultiSectorLockedSet, DoesNotFire)
{
    // 3 in A5 too: 3 may now fill two of the cells (rows A and E, columns 1 and 5), the bounds
    // add up to 5 for 4 cells, and nothing follows.
    EXPECT_TRUE(run(findMultiSectorLockedSet, mslsBoard(maskOf({ 3 }))).empty());
    // 5 in A5 too: 5 adds one to the bounds as well.
    EXPECT_TRUE(run(findMultiSectorLockedSet, mslsBoard(maskOf({ 5 }))).empty());
    // Every cell open with every digit: no set of rows and columns is locked.
    EXPECT_TRUE(run(findMultiSectorLockedSet, fullWith(Geometry::classic(), {})).empty());
}

TEST(MultiSectorLockedSet, WorksOnOtherSizes)
{
    // The same pattern on 6x6 (boxes of 2 rows and 3 columns): rows A and C, columns 1 and 4.
    const Geometry &g = *Geometry::forSide(6);
    const Board b = fullWith(g,
        { { "A1", maskOf({ 1, 3 }) }, { "A4", maskOf({ 1, 4 }) }, { "C1", maskOf({ 2, 3 }) },
            { "C4", maskOf({ 2, 4 }) } });
    const auto steps = run(findMultiSectorLockedSet, b);
    ASSERT_EQ(steps.size(), 1u);
    ElimSet expected;
    for (const char *c : { "A2", "A3", "A5", "A6" })
        expected.insert({ cellOf(g, c), 1 });
    for (const char *c : { "C2", "C3", "C5", "C6" })
        expected.insert({ cellOf(g, c), 2 });
    for (const char *c : { "B1", "D1", "E1", "F1" })
        expected.insert({ cellOf(g, c), 3 });
    for (const char *c : { "B4", "D4", "E4", "F4" })
        expected.insert({ cellOf(g, c), 4 });
    EXPECT_EQ(elimsOf(steps[0]), expected);
}
