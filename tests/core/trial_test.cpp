// The one-level trial (trial.h) on hand-made candidate states and a real puzzle: cell and unit
// contradictions, the singles it follows recorded in order, and no step where nothing fails.

#include "board/solutioncounter.h"
#include "logic/trial.h"
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
