// The chain techniques (chains.h) on hand-made candidate states: each fires with exact
// eliminations and its chain, and does not fire when one link of the pattern is missing.

#include "chaincheck.h"
#include "logic/chains.h"
#include "logic/notation.h"
#include "logic/tutorengine.h"
#include "ruletest.h"

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

// ---- Remote Pair --------------------------------------------------------------------------------

TEST(RemotePair, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    // {1,2} in A1, A5, C6, I6, one after the other: A1 and I6 hold different digits.
    const Board b = fullWith(g,
        { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 1, 2 }) }, { "C6", maskOf({ 1, 2 }) },
            { "I6", maskOf({ 1, 2 }) } });
    const auto steps = run(findRemotePair, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::RemotePair);
    ElimSet expected = elims(g, 1, { "A6", "I1" });
    expected.merge(elims(g, 2, { "A6", "I1" }));
    EXPECT_EQ(elimsOf(s), expected);
    ASSERT_EQ(s.chains.size(), 1u);
    EXPECT_EQ(s.chains[0].nodes.size(), 8u);
    EXPECT_EQ(s.symbols, maskOf({ 1, 2 }));
}

TEST(RemotePair, StartsOnlyWhereAPairCellIsSeen)
{
    const Geometry &g = Geometry::classic();
    // The chain of FiresWithExactEliminations plus B3 {1,3} (it sees A1 only) and F9 {2,5}
    // (it sees no pair cell): the search skips F9 as a start, the chain is found as ever.
    const Board b = fullWith(g,
        { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 1, 2 }) }, { "C6", maskOf({ 1, 2 }) },
            { "I6", maskOf({ 1, 2 }) }, { "B3", maskOf({ 1, 3 }) }, { "F9", maskOf({ 2, 5 }) } });
    const auto steps = run(findRemotePair, b);
    ASSERT_EQ(steps.size(), 1u);
    ElimSet expected = elims(g, 1, { "A6", "I1" });
    expected.merge(elims(g, 2, { "A6", "I1" }));
    EXPECT_EQ(elimsOf(steps[0]), expected);
}

TEST(RemotePair, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // Three cells: both ends hold the same digit.
    EXPECT_TRUE(run(findRemotePair,
        fullWith(g,
            { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 1, 2 }) }, { "C6", maskOf({ 1, 2 }) } }))
                    .empty());
    // The last cell holds another pair.
    EXPECT_TRUE(run(findRemotePair,
        fullWith(g,
            { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 1, 2 }) }, { "C6", maskOf({ 1, 2 }) },
                { "I6", maskOf({ 1, 3 }) } }))
                    .empty());
}

// ---- Turbot Fish --------------------------------------------------------------------------------

namespace {

// 5 only in A2 and C3 in box 1 and only in C7 and H7 in column 7: (5)A2=C3-C7=H7.
Board turbotBoard()
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g, {});
    removeFrom(b, 5, { "A1", "A3", "B1", "B2", "B3", "C1", "C2" });
    keepOnly(b, 5, "7", { "C7", "H7" });
    return b;
}

} // namespace

TEST(TurbotFish, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findTurbotFish, turbotBoard());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::TurbotFish);
    EXPECT_EQ(elimsOf(s), elims(g, 5, { "H2" }));
    EXPECT_EQ(notationOf(s), "(5)A2=C3-C7=H7 => H2<>5");
}

TEST(TurbotFish, DoesNotFire)
{
    // Nothing sees both ends.
    Board b = turbotBoard();
    removeFrom(b, 5, { "H2" });
    EXPECT_TRUE(run(findTurbotFish, b).empty());
    // Column 7 with a third place: no second strong link.
    Board c = turbotBoard();
    c.setCandidates(cellOf(c.geometry(), "E7"), c.geometry().allSymbols());
    EXPECT_TRUE(run(findTurbotFish, c).empty());
}

// ---- X-Chain ------------------------------------------------------------------------------------

namespace {

// 7 only in A1, A5 in row A; E5, E9 in row E; I2, I9 in row I: (7)A1=A5-E5=E9-I9=I2.
Board xChainBoard()
{
    Board b = fullWith(Geometry::classic(), {});
    keepOnly(b, 7, "A", { "A1", "A5" });
    keepOnly(b, 7, "E", { "E5", "E9" });
    keepOnly(b, 7, "I", { "I2", "I9" });
    return b;
}

} // namespace

TEST(XChain, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findXChain, xChainBoard());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::XChain);
    EXPECT_EQ(elimsOf(s), elims(g, 7, { "B2", "C2", "G1", "H1" }));
    ASSERT_EQ(s.chains.size(), 1u);
    EXPECT_EQ(s.chains[0].nodes.size(), 6u);
    EXPECT_EQ(s.symbols, maskOf({ 7 }));
}

TEST(XChain, GroupedNode)
{
    const Geometry &g = Geometry::classic();
    // A third 7 in row A, in A1's box: the group A1|A3 takes A1's place in the chain.
    Board b = xChainBoard();
    b.setCandidates(cellOf(g, "A3"), g.allSymbols());
    const auto steps = run(findXChain, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 7, { "B2", "C2" }));
    const auto &nodes = steps[0].chains[0].nodes;
    const bool grouped = nodes.front().cells.size() == 2 || nodes.back().cells.size() == 2;
    EXPECT_TRUE(grouped);
}

TEST(XChain, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // A third 7 in row A in another box: no strong link there.
    Board b = xChainBoard();
    b.setCandidates(cellOf(g, "A7"), g.allSymbols());
    EXPECT_TRUE(run(findXChain, b).empty());
    // Nothing left to remove.
    Board c = xChainBoard();
    removeFrom(c, 7, { "B2", "C2", "G1", "H1" });
    EXPECT_TRUE(run(findXChain, c).empty());
}

// ---- XY-Chain -----------------------------------------------------------------------------------

TEST(XYChain, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = fullWith(g,
        { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 2, 3 }) }, { "E5", maskOf({ 3, 4 }) },
            { "E9", maskOf({ 4, 1 }) } });
    const auto steps = run(findXYChain, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::XYChain);
    EXPECT_EQ(elimsOf(s), elims(g, 1, { "A9", "E1" }));
    const std::string text = notationOf(s);
    EXPECT_TRUE(text == "(1=2)A1-(2=3)A5-(3=4)E5-(4=1)E9 => A9,E1<>1"
        || text == "(1=4)E9-(4=3)E5-(3=2)A5-(2=1)A1 => A9,E1<>1")
        << text;
}

TEST(XYChain, StartsOnlyWhereABivalueCellIsSeen)
{
    const Geometry &g = Geometry::classic();
    // The chain of FiresWithExactEliminations plus F3 {1,6,7} (it sees no bivalue cell with a
    // 1, 6 or 7, so no chain can end at it): found as ever.
    const Board b = fullWith(g,
        { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 2, 3 }) }, { "E5", maskOf({ 3, 4 }) },
            { "E9", maskOf({ 4, 1 }) }, { "F3", maskOf({ 1, 6, 7 }) } });
    const auto steps = run(findXYChain, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 1, { "A9", "E1" }));
    // No bivalue cell at all: nothing.
    EXPECT_TRUE(run(findXYChain,
        fullWith(g,
            { { "A1", maskOf({ 1, 2, 3 }) }, { "A5", maskOf({ 2, 3, 4 }) },
                { "E5", maskOf({ 3, 4, 1 }) }, { "E9", maskOf({ 4, 1, 2 }) } }))
                    .empty());
}

TEST(XYChain, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // Three cells are an XY-Wing, not a chain.
    EXPECT_TRUE(run(findXYChain,
        fullWith(g,
            { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 2, 3 }) }, { "E5", maskOf({ 3, 1 }) } }))
                    .empty());
    // One cell with a third digit breaks the chain.
    EXPECT_TRUE(run(findXYChain,
        fullWith(g,
            { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 2, 3, 5 }) }, { "E5", maskOf({ 3, 4 }) },
                { "E9", maskOf({ 4, 1 }) } }))
                    .empty());
}

// ---- Alternating Inference Chain ----------------------------------------------------------------

namespace {

// (1)A1=(1)A5-(1=2)E5-(2=3)E1: 1 only in A1 and A5 in row A, E5 {1,2}, E1 {2,3}.
Board aicBoard()
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g, { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 2, 3 }) } });
    keepOnly(b, 1, "A", { "A1", "A5" });
    return b;
}

} // namespace

TEST(AlternatingInferenceChain, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findAlternatingInferenceChain, aicBoard());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::AlternatingInferenceChain);
    // The ends are 1 in A1 and 3 in E1: A1 cannot be 3.
    EXPECT_EQ(elimsOf(s), elims(g, 3, { "A1" }));
    ASSERT_EQ(s.chains.size(), 1u);
    EXPECT_EQ(s.chains[0].nodes.size(), 6u);
}

TEST(AlternatingInferenceChain, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    Board b = aicBoard();
    removeFrom(b, 3, { "A1" });
    EXPECT_TRUE(run(findAlternatingInferenceChain, b).empty());
    // A third 1 in row A, in another box.
    Board c = aicBoard();
    c.setCandidates(cellOf(g, "A8"), g.allSymbols());
    EXPECT_TRUE(run(findAlternatingInferenceChain, c).empty());
}

// ---- Continuous Nice Loop -----------------------------------------------------------------------

namespace {

// The loop (1)A1=A5-(1=2)E5-(2=1)E1-(1)A1: 1 only in A1 and A5 in row A, E5 and E1 {1,2}.
Board loopBoard(Mask e1 = maskOf({ 1, 2 }))
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g, { { "E5", maskOf({ 1, 2 }) }, { "E1", e1 } });
    keepOnly(b, 1, "A", { "A1", "A5" });
    return b;
}

} // namespace

TEST(ContinuousNiceLoop, FiresWithEveryWeakLinksEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = loopBoard();
    const auto steps = run(findContinuousNiceLoop, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::ContinuousNiceLoop);
    // Each weak link of the loop has one true end: 1 in A5 or E5 (column 5), 2 in E5 or E1 (row
    // E), 1 in E1 or A1 (column 1).
    ElimSet expected = elims(g, 1, { "B5", "C5", "D5", "F5", "G5", "H5", "I5" });
    expected.merge(elims(g, 1, { "B1", "C1", "D1", "F1", "G1", "H1", "I1" }));
    expected.merge(elims(g, 2, { "E2", "E3", "E4", "E6", "E7", "E8", "E9" }));
    EXPECT_EQ(elimsOf(s), expected);
    ASSERT_EQ(s.chains.size(), 1u);
    EXPECT_EQ(s.chains[0].nodes.front(), s.chains[0].nodes.back());
    EXPECT_EQ(notationOf(s).substr(0, 33), "(1)A1=A5-(1=2)E5-(2=1)E1-(1)A1 =>");
    EXPECT_EQ(chaincheck::chainProblem(b, s), "");
}

TEST(ContinuousNiceLoop, DoesNotFire)
{
    // E1 {1,2,3}: no strong link inside E1, no loop.
    EXPECT_TRUE(run(findContinuousNiceLoop, loopBoard(maskOf({ 1, 2, 3 }))).empty());
    // Columns 1 and 5 without other 1s: only the link E5-E1 removes something (2 from row E),
    // which the loop cut there proves alone (and E1, E5 are a Naked Pair, a loop of four nodes:
    // left to the subsets).
    Board b = loopBoard();
    removeFrom(b, 1, { "B1", "C1", "D1", "F1", "G1", "H1", "I1" });
    removeFrom(b, 1, { "B5", "C5", "D5", "F5", "G5", "H5", "I5" });
    EXPECT_TRUE(run(findContinuousNiceLoop, b).empty());
}

// ---- The single-digit finders' memo -------------------------------------------------------------

namespace {

bool sameChainSteps(const std::vector<Step> &a, const std::vector<Step> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].technique != b[i].technique || a[i].units != b[i].units || a[i].cells != b[i].cells
            || a[i].symbols != b[i].symbols || a[i].pattern != b[i].pattern
            || a[i].placements != b[i].placements || a[i].eliminations != b[i].eliminations
            || a[i].chains != b[i].chains)
            return false;
    return true;
}

// Turbot Fish and X-Chain with the memo (kept from position to position, as on a path) against
// the search of every digit, for the first step and for all of them. Returns the positions where
// the full search found something.
int expectMemoAgrees(const Board &position, const std::string &where)
{
    int productive = 0;
    for (const auto finder : { findTurbotFish, findXChain })
        for (const int maxSteps : { 1, 256 }) {
            std::vector<Step> full;
            std::vector<Step> memo;
            setChainDigitMemo(false);
            finder(position, full, maxSteps);
            setChainDigitMemo(true);
            finder(position, memo, maxSteps);
            EXPECT_TRUE(sameChainSteps(full, memo)) << where << ", maxSteps " << maxSteps;
            productive += !full.empty();
        }
    return productive;
}

} // namespace

TEST(ChainDigitMemo, SameStepsAsSearchingEveryDigitAlongPaths)
{
    // Every position of the tutor's paths of top95 and of some 17-clue puzzles, with each digit
    // plane changing step by step, and the same positions with a few pencil marks removed (a
    // player's wrong marks: other chains), 9x9 and 16x16.
    std::vector<Board> puzzles;
    for (const auto &line : testutil::readLines("norvig_top95.txt"))
        puzzles.push_back(testutil::boardFromLine(line));
    const auto clue17 = testutil::readLines("royle_17clue_49158.txt");
    for (std::size_t i = 0; i < clue17.size(); i += 1500)
        puzzles.push_back(testutil::boardFromLine(clue17[i]));
    const auto big = testutil::readLines("sansegundo_16x16_generated.txt");
    if (!big.empty())
        puzzles.push_back(testutil::boardFromLine(big[0]));
    const LogicEngine engine = tutorEngine();
    int productive = 0;
    int positions = 0;
    for (std::size_t p = 0; p < puzzles.size(); ++p) {
        PathOptions options;
        options.maxSteps = puzzles[p].side() > 9 ? 40 : 400;
        const SolutionPath path = engine.solutionPath(puzzles[p], options);
        Board position = LogicEngine::prepare(puzzles[p], CandidateSource::Computed);
        for (std::size_t k = 0; k <= path.steps.size(); ++k) {
            const std::string where = "puzzle " + std::to_string(p) + ", step " + std::to_string(k);
            productive += expectMemoAgrees(position, where);
            // Every seventh position again without a candidate in every eleventh open cell.
            if (k % 7 == 0) {
                Board marks = position;
                int open = 0;
                for (int cell = 0; cell < marks.cellCount(); ++cell)
                    if (marks.isOpen(cell) && popcount(marks.candidates(cell)) > 2
                        && ++open % 11 == 0)
                        marks.removeCandidate(cell, lowestSymbol(marks.candidates(cell)));
                productive += expectMemoAgrees(marks, where + " (marks removed)");
            }
            ++positions;
            if (HasFailure())
                return;
            if (k < path.steps.size())
                applyStep(position, path.steps[k]);
        }
    }
    setChainDigitMemo(true);
    EXPECT_GT(positions, 1000);
    EXPECT_GT(productive, 20); // the chains are found, not only their absence
}

namespace {

// A loop through a grouped node: 1 in row A only in A1, A4, A5 (A4|A5 in box 2 a group), C6 and
// C1 {1,2}: (1)A1=A45-(1=2)C6-(2=1)C1-(1)A1.
Board groupedLoopBoard(Mask c1 = maskOf({ 1, 2 }))
{
    Board b = fullWith(Geometry::classic(), { { "C6", maskOf({ 1, 2 }) }, { "C1", c1 } });
    keepOnly(b, 1, "A", { "A1", "A4", "A5" });
    return b;
}

} // namespace

TEST(ContinuousNiceLoop, ThroughAGroupedNode)
{
    const Geometry &g = Geometry::classic();
    const Board b = groupedLoopBoard();
    const auto steps = run(findContinuousNiceLoop, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    // Every weak link of the loop has one true end: 1 in A4|A5 or C6 (box 2: its other cells lose
    // 1; A6 has none), 2 in C6 or C1 (row C), 1 in C1 or A1 (column 1 and box 1; A2, A3 have no
    // 1).
    ElimSet expected = elims(g, 1, { "B4", "B5", "B6", "C4", "C5" });
    expected.merge(elims(g, 2, { "C2", "C3", "C4", "C5", "C7", "C8", "C9" }));
    expected.merge(
        elims(g, 1, { "B1", "D1", "E1", "F1", "G1", "H1", "I1", "B2", "B3", "C2", "C3" }));
    EXPECT_EQ(elimsOf(s), expected);
    ASSERT_EQ(s.chains.size(), 1u);
    bool grouped = false;
    for (const auto &node : s.chains[0].nodes)
        grouped = grouped || node.cells == cellsOf(g, { "A4", "A5" });
    EXPECT_TRUE(grouped) << notationOf(s);
    EXPECT_EQ(chaincheck::chainProblem(b, s), "");
}

TEST(ContinuousNiceLoop, NotWithoutTheGroupsStrongLink)
{
    // A 1 in A7 too: row A's 1 is no longer in A1 or the group, the loop is open there, and what
    // is left (C6, C1 and the 1s around them) closes no loop.
    const Geometry &g = Geometry::classic();
    Board b = groupedLoopBoard();
    b.setCandidates(cellOf(g, "A7"), g.allSymbols());
    EXPECT_TRUE(run(findContinuousNiceLoop, b).empty());
}
