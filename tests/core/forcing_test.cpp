// Forcing chains and nets (forcing.h): on a hand-made position with one deduction, and on
// positions of hard puzzles where nothing simpler applies.

#include "board/solutioncounter.h"
#include "chaincheck.h"
#include "logic/forcing.h"
#include "logic/notation.h"
#include "logic/tutorengine.h"
#include "ruletest.h"

#include <gtest/gtest.h>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::fullWith;
using testutil::maskOf;

namespace {

// Kraken fish are forcing too (notation.h's isForcing: branches joined by "; "), but a fish, not
// a chain, is their first case: fish_test.cpp checks them.
bool isForcingChainOrNet(Technique t)
{
    return t == Technique::ForcingChain || t == Technique::ForcingNet;
}

} // namespace

namespace {

// A1 {1,2}, A5 {1,3}, E1 {2,3}: whatever A1 holds, 3 is in A5 or in E1, so E5 is not 3 (the
// only thing this position proves).
Board threeCells()
{
    return fullWith(Geometry::classic(),
        { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 1, 3 }) }, { "E1", maskOf({ 2, 3 }) } });
}

} // namespace

TEST(ForcingChain, FiresWithExactResult)
{
    const Geometry &g = Geometry::classic();
    const Board b = threeCells();
    const auto steps = run(findForcingChain, b, 1);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::ForcingChain);
    EXPECT_TRUE(s.placements.empty());
    EXPECT_EQ(elimsOf(s), elims(g, 3, { "E5" }));
    EXPECT_GE(s.chains.size(), 1u);
    EXPECT_EQ(chaincheck::chainProblem(b, s), "");
    const std::string text = stepNotation(s, g, CellNaming::Letter);
    EXPECT_NE(text.find(" => E5<>3"), std::string::npos) << text;
    // Nothing else to prove: every step it reports removes 3 from E5.
    for (const Step &t : run(findForcingChain, b, 20))
        EXPECT_EQ(elimsOf(t), elims(g, 3, { "E5" }));
}

TEST(ForcingChain, DoesNotFire)
{
    Board b = threeCells();
    removeFrom(b, 3, { "E5" });
    EXPECT_TRUE(run(findForcingChain, b, 5).empty());
    EXPECT_TRUE(run(findForcingNet, b, 5).empty());
}

TEST(ForcingNet, FiresWithExactResult)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findForcingNet, threeCells(), 1);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::ForcingNet);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 3, { "E5" }));
}

TEST(ForcingChain, HardPuzzlesWhereNothingSimplerApplies)
{
    // Along the tutor's path through the hardest lists: every position where a forcing chain or
    // net is the step gets a sound result, and the chain's links hold on the board.
    int forcing = 0;
    for (const char *file : { "norvig_hardest.txt", "inkala_famous.txt" }) {
        for (const auto &line : testutil::readLines(file)) {
            Board board = testutil::boardFromLine(line);
            const auto solution = countSolutions(board).solution;
            board.fillCandidates();
            for (const Step &step : solvePath(board)) {
                if (isForcingChainOrNet(step.technique)) {
                    ++forcing;
                    for (const auto &p : step.placements)
                        EXPECT_EQ(p.symbol, solution[p.cell]);
                    for (const auto &e : step.eliminations)
                        EXPECT_NE(e.symbol, solution[e.cell]);
                    if (step.technique == Technique::ForcingChain) {
                        EXPECT_EQ(chaincheck::chainProblem(board, step), "") << line;
                    }
                    EXPECT_EQ(chaincheck::forcingProblem(board, step), "") << line;
                    EXPECT_FALSE(stepNotation(step, board.geometry(), CellNaming::Letter).empty());
                }
                applyStep(board, step);
            }
        }
    }
    EXPECT_GT(forcing, 0);
}

namespace {

// A net, not a chain: A1 {1,2}. If A1 is 1, A5 {1,3} is 3 and E1 {1,4} is 4, so E5 {3,4,5} is
// left with 5 (a cell with one candidate: it needs both links); C1 {1,6} is 6, so C5 {5,6,7}
// loses 5 and 6 and is 7. If A1 is 2, B1 {2,7} is 7. Either way 7 leaves the cells that see
// both C5 and B1: C2, C3, B4, B5, B6. No chain of single links proves it: each branch reaches
// C5 = 7 only through the two singles.
Board netOnly(Mask e5 = maskOf({ 3, 4, 5 }))
{
    return fullWith(Geometry::classic(),
        { { "A1", maskOf({ 1, 2 }) }, { "A5", maskOf({ 1, 3 }) }, { "E1", maskOf({ 1, 4 }) },
            { "C1", maskOf({ 1, 6 }) }, { "B1", maskOf({ 2, 7 }) }, { "E5", e5 },
            { "C5", maskOf({ 5, 6, 7 }) } });
}

} // namespace

TEST(ForcingNet, FiresWhereNoChainDoes)
{
    const Geometry &g = Geometry::classic();
    const Board b = netOnly();
    EXPECT_TRUE(run(findForcingChain, b, 5).empty());
    const auto steps = run(findForcingNet, b, 20);
    ASSERT_FALSE(steps.empty());
    const ElimSet allowed = elims(g, 7, { "C2", "C3", "B4", "B5", "B6" });
    ElimSet proved;
    for (const Step &s : steps) {
        EXPECT_EQ(s.technique, Technique::ForcingNet);
        EXPECT_TRUE(s.placements.empty());
        ASSERT_EQ(s.eliminations.size(), 1u);
        proved.insert({ s.eliminations[0].cell, s.eliminations[0].symbol });
    }
    // Every one of the five, and nothing else.
    EXPECT_EQ(proved, allowed);
}

TEST(ForcingNet, DoesNotFireWithoutTheSecondSingle)
{
    // E5 with 8 too: A1 = 1 no longer leaves E5 one candidate, C5 keeps 5, nothing follows.
    const Board b = netOnly(maskOf({ 3, 4, 5, 8 }));
    EXPECT_TRUE(run(findForcingChain, b, 5).empty());
    EXPECT_TRUE(run(findForcingNet, b, 5).empty());
}

// ---- The printed notation, read back and replayed (chaincheck::replayProblem) ----------------

TEST(ForcingNotation, EveryPrintedForcingStepOnTop95ReadsBack)
{
    // The tutor's path through every top95 puzzle: each forcing chain and net, as explain
    // prints it, parsed back and replayed on the position it was found on.
    int chains = 0, nets = 0, nested = 0;
    for (const auto &line : testutil::readLines("norvig_top95.txt")) {
        Board board = testutil::boardFromLine(line);
        board.fillCandidates();
        for (const Step &step : solvePath(board)) {
            if (isForcingChainOrNet(step.technique)) {
                ++(step.technique == Technique::ForcingNet ? nets : chains);
                const std::string text = stepNotation(step, board.geometry(), CellNaming::Letter);
                nested += text.find('[') != std::string::npos ? 1 : 0;
                EXPECT_EQ(chaincheck::forcingProblem(board, step), "") << line;
            }
            applyStep(board, step);
        }
    }
    EXPECT_GT(chains, 0);
    EXPECT_GT(nets, 0);
    std::printf("top95: %d forcing chains, %d nets (%d with nested contradictions) read back\n",
        chains, nets, nested);
}

TEST(ForcingNotation, ReplaysAHandWrittenNet)
{
    // netOnly(): A1 is 1 or 2. If 1: E1 is 4 (E5 loses 4), A5 is 3 (E5 loses 3, so E5 is 5: a
    // single, and C5 loses 5), C1 is 6 (C5 loses 6, so C5 is 7: a single), and B5 is not 7. If
    // 2: B1 is 7 and B5 is not 7.
    const Board b = netOnly();
    const std::string net = "(1)A1-(1=4)E1-(4)E5, (1)A1-(1=3)A5-(3=5)E5-(5)C5, "
                            "(1)A1-(1=6)C1-(6=7)C5-(7)B5; (2)A1-(2=7)B1-(7)B5 => B5<>7";
    EXPECT_EQ(chaincheck::replayProblem(b, net, true), "");
    // The singles E5 = 5 and C5 = 7 are no links: a forcing chain may not use them.
    EXPECT_NE(chaincheck::replayProblem(b, net, false), "");
    // Another result.
    EXPECT_NE(chaincheck::replayProblem(b,
                  "(1)A1-(1=4)E1-(4)E5, (1)A1-(1=3)A5-(3=5)E5-(5)C5, "
                  "(1)A1-(1=6)C1-(6=7)C5-(7)B5; (2)A1-(2=7)B1-(7)B5 "
                  "=> B5<>6",
                  true),
        "");
    // Without the chain that removes 4 from E5, E5 = 5 does not follow.
    EXPECT_NE(chaincheck::replayProblem(b,
                  "(1)A1-(1=3)A5-(3=5)E5-(5)C5, "
                  "(1)A1-(1=6)C1-(6=7)C5-(7)B5; (2)A1-(2=7)B1-(7)B5 "
                  "=> B5<>7",
                  true),
        "");
    // A chain that starts at a node the branch does not know.
    EXPECT_NE(chaincheck::replayProblem(b,
                  "(1)A1-(1=4)E1-(4)E5, (3)A5-(3=5)E5-(5)C5, "
                  "(1)A1-(1=6)C1-(6=7)C5-(7)B5; (2)A1-(2=7)B1-(7)B5 "
                  "=> B5<>7",
                  true),
        "");
    // One branch alone covers one case only (and reaches no contradiction).
    EXPECT_NE(chaincheck::replayProblem(b, "(2)A1-(2=7)B1-(7)B5 => B5<>7", true), "");
    // A link that does not exist: 2 has more places in column 1 than A1 and B1.
    EXPECT_NE(chaincheck::replayProblem(b,
                  "(1)A1-(1=4)E1-(4)E5, (1)A1-(1=3)A5-(3=5)E5-(5)C5, "
                  "(1)A1-(1=6)C1-(6=7)C5-(7)B5; (1)A1=(2)B1=(7)B1-(7)B5 "
                  "=> B5<>7",
                  true),
        "");
    // Text that is no notation.
    EXPECT_NE(chaincheck::replayProblem(b, "(1)A1-(1=4)E1-(4)E5 B5<>7", true), "");
    EXPECT_NE(chaincheck::replayProblem(b, "(1)A1-(1=4)Z1-(4)E5 => B5<>7", true), "");
}

TEST(ForcingNotation, ReplaysAHandWrittenContradiction)
{
    // threeCells(): if E5 is 3, A5 is 1, A1 is 2, E1 is 3 and E5 is not 3.
    const Board b = threeCells();
    const std::string text = "(3)E5-(3=1)A5-(1=2)A1-(2=3)E1-(3)E5 => E5<>3";
    EXPECT_EQ(chaincheck::replayProblem(b, text, false), "");
    EXPECT_EQ(chaincheck::replayProblem(b, text, true), "");
    // It proves E5 <> 3, not E5 = 3 nor anything else.
    EXPECT_NE(
        chaincheck::replayProblem(b, "(3)E5-(3=1)A5-(1=2)A1-(2=3)E1-(3)E5 => E5=3", false), "");
    EXPECT_NE(
        chaincheck::replayProblem(b, "(3)E5-(3=1)A5-(1=2)A1-(2=3)E1-(3)E5 => E1<>3", false), "");
    // A branch stops at its contradiction: no link, and no chain, after it.
    EXPECT_NE(
        chaincheck::replayProblem(b, "(3)E5-(3=1)A5-(1=2)A1-(2=3)E1-(3)E5=(3)E9 => E5<>3", true),
        "");
    EXPECT_NE(chaincheck::replayProblem(
                  b, "(3)E5-(3=1)A5-(1=2)A1-(2=3)E1-(3)E5, (3)E5-(3)E9 => E5<>3", true),
        "");
    // Stopped one link short, it proves nothing.
    EXPECT_NE(chaincheck::replayProblem(b, "(3)E5-(3=1)A5-(1=2)A1-(2=3)E1 => E5<>3", false), "");
}

TEST(ForcingNotation, NestedContradictionsOpenWithTheirOwnAssumption)
{
    // A net with nested contradictions from the tutor's path through Inkala's puzzles reads
    // back; the same text with a bracket's assumption dropped, two brackets run together, or
    // a bracket left open does not.
    std::string text;
    Board at;
    for (const auto &line : testutil::readLines("inkala_famous.txt")) {
        Board board = testutil::boardFromLine(line);
        board.fillCandidates();
        for (const Step &step : solvePath(board)) {
            if (text.empty() && step.technique == Technique::ForcingNet) {
                const std::string t = stepNotation(step, board.geometry(), CellNaming::Letter);
                if (t.find("], [") != std::string::npos) {
                    text = t;
                    at = board;
                }
            }
            applyStep(board, step);
        }
        if (!text.empty())
            break;
    }
    ASSERT_FALSE(text.empty()) << "no net with two brackets in a row on Inkala's paths";
    EXPECT_EQ(chaincheck::replayProblem(at, text, true), "") << text;
    // Two brackets run together: the second one's assumption is not known inside the first.
    std::string joined = text;
    joined.replace(joined.find("], ["), 4, ", ");
    EXPECT_NE(chaincheck::replayProblem(at, joined, true), "") << joined;
    // The first bracket without its first chain (the one that writes its assumption).
    std::string dropped = text;
    const std::size_t open = dropped.find('[');
    const std::size_t comma = dropped.find(", ", open);
    const std::size_t close = dropped.find(']', open);
    const auto firstNode = [&](std::size_t from) {
        return dropped.substr(from, dropped.find_first_of("=-", from) - from);
    };
    // (Only where the next chain starts elsewhere: one that starts at the same assumption
    // writes it too.)
    if (comma < close && firstNode(open + 1) != firstNode(comma + 2)) {
        dropped.erase(open + 1, comma + 2 - (open + 1));
        EXPECT_NE(chaincheck::replayProblem(at, dropped, true), "") << dropped;
    }
    // A bracket left open.
    std::string open2 = text;
    open2.erase(open2.find(']'), 1);
    EXPECT_NE(chaincheck::replayProblem(at, open2, true), "") << open2;
}

namespace {

// A forcing chain through an almost locked set: A1 {1,2}; if A1 is 1, the set D1 {1,3,4}, E1
// {3,4} (column 1) loses 1 and is locked on 3 and 4, so F2 {4,5}, which sees both of its 4s
// (box 4), is 5; if A1 is 2, A5 {2,5} is 5. Either way 5 is in F2 or in A5: A2 and F5, which see
// both, are not 5. Without the set (E1 {3,4,6}: four digits in two cells) no chain reaches F2.
// (The finder may take D1, E1, F2 {1,3,4,5}, box 4, as the set instead: the same deduction.)
Board throughASet(Mask e1 = maskOf({ 3, 4 }))
{
    return fullWith(Geometry::classic(),
        { { "A1", maskOf({ 1, 2 }) }, { "D1", maskOf({ 1, 3, 4 }) }, { "E1", e1 },
            { "F2", maskOf({ 4, 5 }) }, { "A5", maskOf({ 2, 5 }) } });
}

} // namespace

TEST(ForcingChain, ThroughAnAlmostLockedSet)
{
    const Geometry &g = Geometry::classic();
    const Board b = throughASet();
    const auto steps = run(findForcingChain, b, 20);
    ASSERT_FALSE(steps.empty());
    ElimSet proved;
    bool throughTheSet = false;
    for (const Step &s : steps) {
        EXPECT_EQ(s.technique, Technique::ForcingChain);
        EXPECT_TRUE(s.placements.empty());
        EXPECT_EQ(chaincheck::chainProblem(b, s), "") << stepNotation(s, g, CellNaming::Letter);
        for (const auto &e : s.eliminations)
            proved.insert({ e.cell, e.symbol });
        for (const Chain &chain : s.chains)
            for (const auto &node : chain.nodes)
                throughTheSet = throughTheSet
                    || (node.als != 0 && (node.als & maskOf({ 1, 3, 4 })) == maskOf({ 1, 3, 4 }));
    }
    EXPECT_EQ(proved, elims(g, 5, { "A2", "F5" }));
    EXPECT_TRUE(throughTheSet) << stepNotation(steps[0], g, CellNaming::Letter);
}

TEST(ForcingChain, NotWithoutTheAlmostLockedSet)
{
    const Geometry &g = Geometry::classic();
    const Board b = throughASet(maskOf({ 3, 4, 6 }));
    for (const Step &s : run(findForcingChain, b, 20))
        for (const auto &e : s.eliminations)
            EXPECT_FALSE(e.symbol == 5 && (e.cell == cellOf(g, "A2") || e.cell == cellOf(g, "F5")))
                << stepNotation(s, g, CellNaming::Letter);
}
