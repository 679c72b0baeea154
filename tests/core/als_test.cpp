// Almost Locked Sets (als.h) on hand-made candidate states.

#include "chaincheck.h"
#include "logic/als.h"
#include "logic/notation.h"
#include "ruletest.h"

#include <gtest/gtest.h>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
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

namespace {

std::string notationOf(const Step &step)
{
    return stepNotation(step, Geometry::classic(), CellNaming::Letter);
}

// The step whose eliminations include the candidate, or null.
const Step *removing(const std::vector<Step> &steps, int cell, int digit)
{
    for (const Step &s : steps)
        for (const auto &e : s.eliminations)
            if (e.cell == cell && e.symbol == digit)
                return &s;
    return nullptr;
}

// ALS-AIC: 5 has two places in row A, A1 and A4; D4 {3,4,5} and E4 {3,4} are an almost locked
// set in column 4 whose only 5 (D4) sees A4; F6 {4,5} sees both of its 4s (box 5).
Board alsAicBoard(Mask e4 = maskOf({ 3, 4 }))
{
    Board b = fullWith(Geometry::classic(),
        { { "D4", maskOf({ 3, 4, 5 }) }, { "E4", e4 }, { "F6", maskOf({ 4, 5 }) } });
    removeFrom(b, 5, { "A2", "A3", "A5", "A6", "A7", "A8", "A9" });
    return b;
}

} // namespace

TEST(AlsAic, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = alsAicBoard();
    const auto steps = run(findAlsAic, b);
    // If A1 is not 5, A4 is; then D4 is not, so the set D4, E4 is locked on 3 and 4, F6 loses 4
    // and is 5. A1 or F6 is 5: F1, which sees both, is not (the only cell that does: A6 has no
    // 5, the boxes of A1 and F6 see neither the other).
    const Step *s = removing(steps, cellOf(g, "F1"), 5);
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->technique, Technique::AlsAic);
    EXPECT_EQ(elimsOf(*s), elims(g, 5, { "F1" }));
    EXPECT_EQ(notationOf(*s), "(5)A1=A4-(5=34)DE4-(4=5)F6 => F1<>5");
    EXPECT_EQ(chaincheck::chainProblem(b, *s), "");
    // The set is shaded as one node: its cells and digits.
    ASSERT_EQ(s->chains.size(), 1u);
    EXPECT_EQ(s->chains[0].nodes[2].cells, cellsOf(g, { "D4", "E4" }));
    EXPECT_EQ(s->chains[0].nodes[2].als, maskOf({ 3, 4, 5 }));
    // The pattern holds the set's candidates of its two digits, not E4's missing 5.
    for (const auto &p : s->pattern)
        EXPECT_FALSE(p.cell == cellOf(g, "E4") && p.symbol == 5);
}

TEST(AlsAic, LoopThroughASetRemovesItsLockedDigits)
{
    const Geometry &g = Geometry::classic();
    const Board b = alsAicBoard();
    const auto steps = run(findAlsAic, b);
    // E4 {3,4} and the set D4 {3,4,5}, F6 {4,5} (box 5) share 3 (only D4's, which sees E4) and 4
    // (D4 and F6, both seeing E4): the loop (3=4)E4-(4=53)D4|F6-(3)E4. E4 and the set hold 3 and
    // 4 between them, one each, and the set holds 5: 3 goes from column 4 and box 5, 4 and 5
    // from box 5.
    const Step *s = removing(steps, cellOf(g, "D5"), 5);
    ASSERT_NE(s, nullptr);
    const std::vector<std::string> box5 { "D5", "D6", "E5", "E6", "F4", "F5" };
    ElimSet expected = elims(g, 3, box5);
    expected.merge(elims(g, 3, { "A4", "B4", "C4", "G4", "H4", "I4" }));
    expected.merge(elims(g, 4, box5));
    expected.merge(elims(g, 5, box5));
    EXPECT_EQ(elimsOf(*s), expected);
    EXPECT_EQ(notationOf(*s).substr(0, 27), "(3=4)E4-(4=53)D4|F6-(3)E4 =");
    EXPECT_EQ(chaincheck::chainProblem(b, *s), "");
}

TEST(AlsAic, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // E4 with 6 too: D4 and E4 hold four digits, no almost locked set.
    EXPECT_EQ(
        removing(run(findAlsAic, alsAicBoard(maskOf({ 3, 4, 6 }))), cellOf(g, "F1"), 5), nullptr);
    // A third 5 in row A (A7): no strong link from A1.
    Board b = alsAicBoard();
    b.setCandidates(cellOf(g, "A7"), b.candidates(cellOf(g, "A7")) | bit(5));
    EXPECT_EQ(removing(run(findAlsAic, b), cellOf(g, "F1"), 5), nullptr);
}

namespace {

// Death Blossom: the stem B2 {1,2,3}; petals E2 {1,5} for 1, H2 {2,4}, I2 {4,5} for 2 (their
// only 2 sees B2), C2 {3,5} for 3; 5 is in every petal, not in the stem.
Board blossomBoard(Mask i2 = maskOf({ 4, 5 }))
{
    return fullWith(Geometry::classic(),
        { { "B2", maskOf({ 1, 2, 3 }) }, { "E2", maskOf({ 1, 5 }) }, { "H2", maskOf({ 2, 4 }) },
            { "I2", i2 }, { "C2", maskOf({ 3, 5 }) } });
}

const Step *withStem(const std::vector<Step> &steps, int stem)
{
    for (const Step &s : steps)
        if (!s.cells.empty() && s.cells.front() == stem)
            return &s;
    return nullptr;
}

} // namespace

TEST(DeathBlossom, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = blossomBoard();
    const auto steps = run(findDeathBlossom, b);
    const Step *s = withStem(steps, cellOf(g, "B2"));
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->technique, Technique::DeathBlossom);
    // B2 = 1 leaves E2 5; B2 = 2 leaves H2 4 and I2 5; B2 = 3 leaves C2 5. The petals' 5s are
    // E2, I2, C2, all in column 2: its other cells lose 5 (B2 has none, H2 none).
    EXPECT_EQ(elimsOf(*s), elims(g, 5, { "A2", "D2", "F2", "G2" }));
    EXPECT_EQ(notationOf(*s), "(1)B2-(1=5)E2; (2)B2-(2=45)HI2; (3)B2-(3=5)C2 => A2,D2,F2,G2<>5");
    EXPECT_EQ(chaincheck::chainProblem(b, *s), "");
    EXPECT_EQ(s->cells, cellsOf(g, { "B2", "E2", "H2", "I2", "C2" }));
}

TEST(DeathBlossom, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // I2 {4,6}: the petal for 2 holds no 5, and no other set for 2 does.
    EXPECT_EQ(
        withStem(run(findDeathBlossom, blossomBoard(maskOf({ 4, 6 }))), cellOf(g, "B2")), nullptr);
    // The stem holds 5 too: 5 is no digit common to the petals outside the stem.
    Board b = blossomBoard();
    b.setCandidates(cellOf(g, "B2"), maskOf({ 1, 2, 3, 5 }));
    for (const Step &s : run(findDeathBlossom, b))
        EXPECT_FALSE(s.cells.front() == cellOf(g, "B2") && s.eliminations.front().symbol == 5);
}

TEST(DeathBlossom, NearMisses)
{
    const Geometry &g = Geometry::classic();
    // The stem with a fourth digit, 6, that no set around it holds: no petal for 6.
    {
        Board b = blossomBoard();
        b.setCandidates(cellOf(g, "B2"), maskOf({ 1, 2, 3, 6 }));
        EXPECT_EQ(withStem(run(findDeathBlossom, b), cellOf(g, "B2")), nullptr);
    }
    // The petal for 1 moved from E2 to E5, which does not see the stem: its 1 does not follow
    // from B2 = 1, and no other set has a 1 that sees B2.
    {
        Board b = fullWith(Geometry::classic(),
            { { "B2", maskOf({ 1, 2, 3 }) }, { "E5", maskOf({ 1, 5 }) }, { "H2", maskOf({ 2, 4 }) },
                { "I2", maskOf({ 4, 5 }) }, { "C2", maskOf({ 3, 5 }) } });
        EXPECT_EQ(withStem(run(findDeathBlossom, b), cellOf(g, "B2")), nullptr);
    }
}

TEST(AlsAic, NotWhereTheSetIsNotLinked)
{
    const Geometry &g = Geometry::classic();
    // F6 {4,5} moved to F7, which sees neither 4 of the set D4, E4: the set's 4 no longer forces
    // anything, and nothing removes 5 from F1 (or from anywhere).
    Board b = fullWith(g,
        { { "D4", maskOf({ 3, 4, 5 }) }, { "E4", maskOf({ 3, 4 }) }, { "F7", maskOf({ 4, 5 }) } });
    removeFrom(b, 5, { "A2", "A3", "A5", "A6", "A7", "A8", "A9" });
    for (const Step &s : run(findAlsAic, b))
        for (const auto &e : s.eliminations)
            EXPECT_NE(e.symbol, 5) << notationOf(s);
}
