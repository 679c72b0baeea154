// Almost Locked Sets (als.h) on hand-made candidate states.

#include "logic/als.h"
#include "ruletest.h"

#include <gtest/gtest.h>

using namespace core;
using namespace ruletest;
using testutil::fullWith;
using testutil::maskOf;

namespace {

// A = D1 {1,2}; B = D5 {2,3}, E5 {3,4}, F5 {1,4} (column 5): restricted common 2 (D1 sees D5),
// and 1 in both.
Board alsXZBoard(Mask f5 = maskOf({ 1, 4 }))
{
    return fullWith(Geometry::classic(),
        { { "D1", maskOf({ 1, 2 }) }, { "D5", maskOf({ 2, 3 }) }, { "E5", maskOf({ 3, 4 }) },
            { "F5", f5 } });
}

} // namespace

TEST(AlsXZ, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findAlsXZ, alsXZBoard());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::AlsXZ);
    // 1 goes from the cells that see D1 and F5.
    EXPECT_EQ(elimsOf(s), elims(g, 1, { "D4", "D6", "F1", "F2", "F3" }));
    ASSERT_EQ(s.chains.size(), 1u);
    EXPECT_EQ(s.cells.size(), 4u);
}

TEST(AlsXZ, DoesNotFire)
{
    // F5 without 1: no digit besides 2 in both sets.
    EXPECT_TRUE(run(findAlsXZ, alsXZBoard(maskOf({ 4, 5 }))).empty());
    // F5 with two more digits: column 5's three cells are no almost locked set.
    EXPECT_TRUE(run(findAlsXZ, alsXZBoard(maskOf({ 1, 4, 5 }))).empty());
}

namespace {

// Pivot C = E5 {1,2}; A = E1 {1,3,4}, F1 {3,4} (x = 1); B = A5 {2,3} (y = 2); z = 3.
Board alsXYWingBoard(Mask f1 = maskOf({ 3, 4 }))
{
    return fullWith(Geometry::classic(),
        { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3, 4 }) }, { "F1", f1 },
            { "A5", maskOf({ 2, 3 }) } });
}

} // namespace

TEST(AlsXYWing, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findAlsXYWing, alsXYWingBoard());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::AlsXYWing);
    EXPECT_EQ(elimsOf(s), elims(g, 3, { "A1" }));
    ASSERT_EQ(s.chains.size(), 1u);
}

TEST(AlsXYWing, DoesNotFire)
{
    // F1 with another digit: E1 and F1 are no almost locked set.
    EXPECT_TRUE(run(findAlsXYWing, alsXYWingBoard(maskOf({ 3, 4, 6 }))).empty());
}

namespace {

// A = D1 {1,2}; B = D5 {1,3}, D6 {2,4}, E5 {3,4} (box 5): both 1 and 2 are restricted common
// digits (B's only 1 and only 2 see D1), so A and B are doubly linked.
Board doublyLinkedBoard(Mask d6 = maskOf({ 2, 4 }))
{
    return fullWith(Geometry::classic(),
        { { "D1", maskOf({ 1, 2 }) }, { "D5", maskOf({ 1, 3 }) }, { "D6", d6 },
            { "E5", maskOf({ 3, 4 }) } });
}

} // namespace

TEST(AlsXZ, DoublyLinkedFiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findAlsXZ, doublyLinkedBoard());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::AlsXZ);
    // A and B together hold four digits in four cells: 1 (D1, D5) and 2 (D1, D6) go from the
    // rest of row D; B's own 3 (D5, E5) from column 5 and box 5, and 4 (D6, E5) from box 5.
    ElimSet expected = elims(g, 1, { "D2", "D3", "D4", "D7", "D8", "D9" });
    expected.merge(elims(g, 2, { "D2", "D3", "D4", "D7", "D8", "D9" }));
    expected.merge(
        elims(g, 3, { "D4", "E4", "E6", "F4", "F5", "F6", "A5", "B5", "C5", "G5", "H5", "I5" }));
    expected.merge(elims(g, 4, { "D4", "E4", "E6", "F4", "F5", "F6" }));
    EXPECT_EQ(elimsOf(s), expected);
    // The loop (x=y)A-(y=x)B-(x)A.
    ASSERT_EQ(s.chains.size(), 1u);
    EXPECT_EQ(s.cells.size(), 4u);
}

TEST(AlsXZ, DoublyLinkedDoesNotFire)
{
    // D6 with 5 too: D5, D6, E5 hold five digits, no almost locked set, and no other pair of
    // sets shares a restricted common digit and another digit.
    EXPECT_TRUE(run(findAlsXZ, doublyLinkedBoard(maskOf({ 2, 4, 5 }))).empty());
    // D6 {4,5} instead: B's 2 is gone, 1 is the only common digit of A and B: nothing to prove.
    EXPECT_TRUE(run(findAlsXZ, doublyLinkedBoard(maskOf({ 4, 5 }))).empty());
}
