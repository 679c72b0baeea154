// Language-neutral notation (core/logic/notation.h): unit names as data, cell groups, Eureka
// chains, and the chains of today's link-based techniques found on hand-made candidate states.

#include "chaincheck.h"
#include "logic/coloring.h"
#include "logic/fish.h"
#include "logic/notation.h"
#include "logic/singledigit.h"
#include "logic/tutorengine.h"
#include "logic/wings.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

using namespace core;
using chaincheck::allSee;
using testutil::cellOf;
using testutil::digitAt;
using testutil::fullWith;
using testutil::maskOf;

namespace {

const Geometry &g9 = Geometry::classic();

int c9(const std::string &name)
{
    return cellOf(g9, name);
}

Step only(testutil::Finder finder, const Board &board)
{
    const std::vector<Step> steps = testutil::findSteps(finder, board, 10);
    EXPECT_EQ(steps.size(), 1u);
    return steps.empty() ? Step {} : steps.front();
}

std::string letter(const Step &step)
{
    return stepNotation(step, g9, CellNaming::Letter);
}

std::string rc(const Step &step)
{
    return stepNotation(step, g9, CellNaming::RowColumn);
}

} // namespace

TEST(Notation, UnitNamesAreData)
{
    EXPECT_EQ(unitName(g9, g9.rowUnit(1), CellNaming::Letter), (UnitName { UnitKind::Row, "B" }));
    EXPECT_EQ(
        unitName(g9, g9.rowUnit(1), CellNaming::RowColumn), (UnitName { UnitKind::Row, "2" }));
    EXPECT_EQ(
        unitName(g9, g9.columnUnit(3), CellNaming::Letter), (UnitName { UnitKind::Column, "4" }));
    EXPECT_EQ(unitName(g9, g9.boxUnit(4), CellNaming::Letter), (UnitName { UnitKind::Box, "5" }));
    const Geometry &g16 = *Geometry::forSide(16);
    EXPECT_EQ(unitName(g16, g16.rowUnit(15), CellNaming::Letter).label, "P");
    EXPECT_EQ(unitName(g16, g16.columnUnit(15), CellNaming::Letter).label, "16");
    EXPECT_EQ(unitName(g16, g16.boxUnit(15), CellNaming::RowColumn).label, "16");
}

TEST(Notation, CellGroups)
{
    EXPECT_EQ(cellGroupName({ c9("E5") }, g9, CellNaming::Letter), "E5");
    EXPECT_EQ(cellGroupName({ c9("E6"), c9("E4"), c9("E5") }, g9, CellNaming::Letter), "E456");
    EXPECT_EQ(cellGroupName({ c9("E6"), c9("E4"), c9("E5") }, g9, CellNaming::RowColumn), "r5c456");
    EXPECT_EQ(cellGroupName({ c9("E4"), c9("D4") }, g9, CellNaming::Letter), "DE4");
    EXPECT_EQ(cellGroupName({ c9("E4"), c9("D4") }, g9, CellNaming::RowColumn), "r45c4");
    EXPECT_EQ(cellGroupName({ c9("F6"), c9("E5") }, g9, CellNaming::Letter), "E5|F6");
    EXPECT_EQ(cellGroupName({ c9("F6"), c9("E5") }, g9, CellNaming::RowColumn), "r5c5|r6c6");
    // Two-digit column numbers cannot run together.
    const Geometry &g16 = *Geometry::forSide(16);
    EXPECT_EQ(cellGroupName({ cellOf(g16, "A10"), cellOf(g16, "A11") }, g16, CellNaming::Letter),
        "A10|A11");
}

TEST(Notation, EurekaChainFromNodesAndLinks)
{
    // The chains issue's example: (4)r2c3=r2c7-(4=7)r5c7-(7)r5c1=r2c1 => r2c3<>7.
    Chain chain;
    chain.nodes = { { { c9("B3") }, 4 }, { { c9("B7") }, 4 }, { { c9("E7") }, 4 },
        { { c9("E7") }, 7 }, { { c9("E1") }, 7 }, { { c9("B1") }, 7 } };
    chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong, ChainLink::Weak,
        ChainLink::Strong };
    chain.eliminations = { { c9("B3"), 7 } };
    EXPECT_EQ(eurekaNotation(chain, g9, CellNaming::RowColumn),
        "(4)r2c3=r2c7-(4=7)r5c7-(7)r5c1=r2c1 => r2c3<>7");
    EXPECT_EQ(eurekaNotation(chain, g9, CellNaming::Letter), "(4)B3=B7-(4=7)E7-(7)E1=B1 => B3<>7");
    // Results: eliminations grouped by digit, cells in order, then placements.
    chain.eliminations = { { c9("C8"), 6 }, { c9("A8"), 6 }, { c9("D1"), 2 } };
    chain.placements = { { c9("E5"), 4 } };
    EXPECT_EQ(eurekaNotation(chain, g9, CellNaming::Letter),
        "(4)B3=B7-(4=7)E7-(7)E1=B1 => D1<>2, A8,C8<>6, E5=4");
    // A grouped node and a chain without a result.
    Chain grouped;
    grouped.nodes = { { { c9("A1") }, 5 }, { { c9("A2"), c9("A3") }, 5 }, { { c9("C2") }, 5 } };
    grouped.links = { ChainLink::Weak, ChainLink::Strong };
    EXPECT_EQ(eurekaNotation(grouped, g9, CellNaming::RowColumn), "(5)r1c1-r1c23=r3c2");
}

TEST(Notation, OnlyLinkBasedTechniques)
{
    EXPECT_TRUE(hasChainNotation(Technique::Skyscraper));
    EXPECT_TRUE(hasChainNotation(Technique::XWing));
    EXPECT_FALSE(hasChainNotation(Technique::Swordfish));
    EXPECT_FALSE(hasChainNotation(Technique::NakedPair));
    Step single;
    single.technique = Technique::NakedSingle;
    single.placements = { { c9("E5"), 7 } };
    EXPECT_TRUE(stepChains(single, g9).empty());
    EXPECT_EQ(letter(single), "");
}

TEST(Notation, Skyscraper)
{
    const Step s = only(
        findSkyscraper, digitAt(g9, 6, { "B2", "B7", "G2", "G8", "A8", "C8", "H7", "I7", "E5" }));
    EXPECT_EQ(letter(s), "(6)B7=B2-G2=G8 => A8,C8,H7,I7<>6");
    EXPECT_EQ(rc(s), "(6)r2c7=r2c2-r7c2=r7c8 => r1c8,r3c8,r8c7,r9c7<>6");
}

TEST(Notation, TwoStringKite)
{
    const Step s = only(findTwoStringKite, digitAt(g9, 3, { "C2", "C7", "A1", "H1", "H7", "E5" }));
    EXPECT_EQ(letter(s), "(3)C7=C2-A1=H1 => H7<>3");
    EXPECT_EQ(rc(s), "(3)r3c7=r3c2-r1c1=r8c1 => r8c7<>3");
}

TEST(Notation, XWingIsAContinuousLoop)
{
    const Step s = only(findXWing, digitAt(g9, 4, { "B3", "B7", "H3", "H7", "A3", "F3" }));
    EXPECT_EQ(letter(s), "(4)B3=B7-H7=H3-B3 => A3,F3<>4");
}

TEST(Notation, Wings)
{
    const Step xy = only(findXYWing,
        fullWith(g9,
            { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) },
                { "B5", maskOf({ 2, 3 }) } }));
    EXPECT_EQ(letter(xy), "(3=2)B5-(2=1)E5-(1=3)E1 => B1<>3");
    EXPECT_EQ(rc(xy), "(3=2)r2c5-(2=1)r5c5-(1=3)r5c1 => r2c1<>3");
    // XYZ-Wing: the pivot and the second pincer are an almost locked set.
    const Step xyz = only(findXYZWing,
        fullWith(g9,
            { { "E5", maskOf({ 1, 2, 3 }) }, { "F6", maskOf({ 2, 3 }) },
                { "E1", maskOf({ 1, 3 }) } }));
    EXPECT_EQ(letter(xyz), "(3=1)E1-(1=23)E5|F6 => E4,E6<>3");
    EXPECT_EQ(rc(xyz), "(3=1)r5c1-(1=23)r5c5|r6c6 => r5c4,r5c6<>3");
}

TEST(Notation, SimpleColoringTrapSharesOneChain)
{
    const Step s = only(findSimpleColoring,
        digitAt(g9, 8, { "B1", "B6", "H6", "H2", "G1", "C2", "E1", "E2", "A3", "I3" }));
    // Both eliminated cells see B1 (one colour) and H2 (the other).
    EXPECT_EQ(letter(s), "(8)B1=B6-H6=H2 => C2,G1<>8");
}

TEST(Notation, SimpleColoringWrapProvesEachCell)
{
    const Step s = only(findSimpleColoring, digitAt(g9, 9, { "A1", "A5", "E5", "E2", "B2", "C3" }));
    // A1 and B2 share a colour and a box. E5 sees neither, so its loop runs through both.
    EXPECT_EQ(letter(s),
        "(9)A1-B2=E2-E5=A5-A1 => A1<>9; (9)B2-A1=A5-E5=E2-B2 => B2<>9; "
        "(9)E5-A5=A1-B2=E2-E5 => E5<>9");
}

TEST(Notation, SixteenBySixteen)
{
    const Geometry &g16 = *Geometry::forSide(16);
    const std::vector<Step> steps = testutil::findSteps(
        findSkyscraper, digitAt(g16, 16, { "B2", "B10", "N2", "N11", "A11", "P10" }));
    // Rows B and N share column 2; the first of the three skyscrapers this position holds.
    ASSERT_EQ(steps.size(), 3u);
    EXPECT_EQ(
        stepNotation(steps.front(), g16, CellNaming::Letter), "(G)B10=B2-N2=N11 => A11,P10<>G");
    EXPECT_EQ(stepNotation(steps.front(), g16, CellNaming::RowColumn),
        "(G)r2c10=r2c2-r14c2=r14c11 => r1c11,r16c10<>G");
}

namespace {

bool hasDigit(const Board &b, int cell, int digit)
{
    return b.isOpen(cell) && (b.candidates(cell) & bit(digit));
}

// The cells of a node that hold its digit (all of them, but for an ALS node).
std::vector<int> holding(const Board &b, const ChainNode &node)
{
    std::vector<int> out;
    for (int c : node.cells)
        if (hasDigit(b, c, node.digit))
            out.push_back(c);
    EXPECT_TRUE(node.als || out.size() == node.cells.size());
    return out;
}

// A strong link between two nodes of one digit: some unit holds both, and the digit's
// candidates in it are exactly their cells.
bool conjugate(const Board &b, const ChainNode &x, const ChainNode &y)
{
    const Geometry &g = b.geometry();
    std::vector<int> both = x.cells;
    both.insert(both.end(), y.cells.begin(), y.cells.end());
    std::sort(both.begin(), both.end());
    for (int u = 0; u < g.unitCount(); ++u) {
        std::vector<int> places;
        for (int c : g.unit(u))
            if (hasDigit(b, c, x.digit))
                places.push_back(c);
        std::sort(places.begin(), places.end());
        if (places == both)
            return true;
    }
    return false;
}

// Checks each link of the chain on the board before its step, and that the chain proves its
// eliminations: both ends hold the eliminated digit and every eliminated cell sees both; a
// discontinuous loop eliminates its own end; a continuous loop eliminates along its weak links.
void checkChain(const Board &b, const Chain &chain, const std::string &label)
{
    const Geometry &g = b.geometry();
    ASSERT_EQ(chain.links.size() + 1, chain.nodes.size()) << label;
    for (std::size_t i = 0; i + 1 < chain.nodes.size(); ++i) {
        const ChainNode &x = chain.nodes[i];
        const ChainNode &y = chain.nodes[i + 1];
        const bool strong = chain.links[i] == ChainLink::Strong;
        if (i > 0) {
            EXPECT_NE(chain.links[i], chain.links[i - 1]) << label << ": links alternate";
        }
        EXPECT_FALSE(holding(b, x).empty()) << label;
        if (x.cells == y.cells) {
            if (x.als) {
                // An almost locked set: its cells hold its digits, one more than cells.
                Mask held = 0;
                for (int c : x.cells)
                    held |= b.candidates(c);
                EXPECT_EQ(held, x.als) << label;
                EXPECT_EQ(popcount(x.als), static_cast<int>(x.cells.size()) + 1) << label;
            } else if (strong) {
                // A bivalue cell.
                EXPECT_EQ(b.candidates(x.cells.front()), bit(x.digit) | bit(y.digit)) << label;
            }
        } else {
            EXPECT_EQ(x.digit, y.digit) << label;
            if (strong)
                EXPECT_TRUE(conjugate(b, x, y)) << label << ": strong link " << i;
            else
                EXPECT_TRUE(allSee(g, holding(b, x), holding(b, y)))
                    << label << ": weak link " << i;
        }
    }
    const ChainNode &first = chain.nodes.front();
    const ChainNode &last = chain.nodes.back();
    const bool loop = first == last;
    for (const auto &e : chain.eliminations) {
        if (loop && first.cells == std::vector<int> { e.cell } && first.digit == e.symbol) {
            EXPECT_EQ(chain.links.front(), ChainLink::Weak) << label;
            EXPECT_EQ(chain.links.back(), ChainLink::Weak) << label;
        } else if (loop) {
            bool onWeakLink = false;
            for (std::size_t i = 0; i + 1 < chain.nodes.size(); ++i)
                onWeakLink = onWeakLink
                    || (chain.links[i] == ChainLink::Weak && chain.nodes[i].digit == e.symbol
                        && allSee(g, { e.cell }, holding(b, chain.nodes[i]))
                        && allSee(g, { e.cell }, holding(b, chain.nodes[i + 1])))
                    // A set in the loop, entered and left by two digits, is locked on the
                    // others: a cell that sees all of one's places in it loses it.
                    || (chain.links[i] == ChainLink::Strong && chain.nodes[i].als
                        && chain.nodes[i].cells == chain.nodes[i + 1].cells
                        && (chain.nodes[i].als & bit(e.symbol)) && chain.nodes[i].digit != e.symbol
                        && chain.nodes[i + 1].digit != e.symbol
                        && allSee(g, { e.cell },
                            holding(b,
                                ChainNode { chain.nodes[i].cells, e.symbol, chain.nodes[i].als })))
                    // A weak link inside one cell: the cell's other digits go.
                    || (chain.links[i] == ChainLink::Weak
                        && chain.nodes[i].cells == std::vector<int> { e.cell }
                        && chain.nodes[i + 1].cells == std::vector<int> { e.cell }
                        && chain.nodes[i].digit != e.symbol
                        && chain.nodes[i + 1].digit != e.symbol);
            EXPECT_TRUE(onWeakLink) << label;
        } else if (first.digit != last.digit) {
            // Ends on different digits: one end's digit goes from the other end's cell when that
            // cell sees the first end (an AIC of the second type).
            EXPECT_EQ(chain.links.front(), ChainLink::Strong) << label;
            EXPECT_EQ(chain.links.back(), ChainLink::Strong) << label;
            const bool inLast = last.cells == std::vector<int> { e.cell } && e.symbol == first.digit
                && allSee(g, { e.cell }, holding(b, first));
            const bool inFirst = first.cells == std::vector<int> { e.cell }
                && e.symbol == last.digit && allSee(g, { e.cell }, holding(b, last));
            EXPECT_TRUE(inLast || inFirst) << label;
        } else {
            EXPECT_EQ(chain.links.front(), ChainLink::Strong) << label;
            EXPECT_EQ(chain.links.back(), ChainLink::Strong) << label;
            EXPECT_EQ(first.digit, e.symbol) << label;
            EXPECT_EQ(last.digit, e.symbol) << label;
            EXPECT_TRUE(allSee(g, { e.cell }, holding(b, first))) << label;
            EXPECT_TRUE(allSee(g, { e.cell }, holding(b, last))) << label;
        }
    }
}

} // namespace

// The chains of every link-based step on real explained paths are sound: each link holds on the
// board and the chain proves exactly the step's eliminations.
// A Death Blossom: a branch per candidate of the stem, (d)stem - (d=..z)petal, every d of the
// petal seeing the stem and the petal an almost locked set; every eliminated z sees every z of
// every petal.
void checkBlossom(const Board &b, const Step &step, const std::string &label)
{
    const Geometry &g = b.geometry();
    ASSERT_FALSE(step.chains.empty()) << label;
    const ChainNode &stem = step.chains.front().nodes.front();
    Mask digits = 0;
    std::vector<int> zs;
    for (const Chain &chain : step.chains) {
        ASSERT_EQ(chain.nodes.size(), 3u) << label;
        EXPECT_EQ(chain.links, (std::vector { ChainLink::Weak, ChainLink::Strong })) << label;
        EXPECT_EQ(chain.nodes[0].cells, stem.cells) << label;
        const ChainNode &in = chain.nodes[1];
        const ChainNode &out = chain.nodes[2];
        EXPECT_EQ(in.digit, chain.nodes[0].digit) << label;
        EXPECT_TRUE(allSee(g, stem.cells, holding(b, in))) << label;
        Mask held = 0;
        for (int c : in.cells)
            held |= b.candidates(c);
        EXPECT_EQ(held, in.als) << label;
        EXPECT_EQ(popcount(in.als), static_cast<int>(in.cells.size()) + 1) << label;
        EXPECT_EQ(in.cells, out.cells) << label;
        digits |= bit(in.digit);
        const std::vector<int> z = holding(b, out);
        zs.insert(zs.end(), z.begin(), z.end());
        for (const auto &e : step.eliminations)
            EXPECT_EQ(e.symbol, out.digit) << label;
    }
    EXPECT_EQ(digits, b.candidates(stem.cells.front())) << label;
    for (const auto &e : step.eliminations)
        EXPECT_TRUE(allSee(g, { e.cell }, zs)) << label;
}

TEST(Notation, ChainsOnRealPathsAreSound)
{
    std::vector<std::string> lines = testutil::readLines("norvig_top95.txt");
    const auto hard = testutil::readLines("nytimes_hard.txt");
    lines.insert(lines.end(), hard.begin(), hard.end());
    std::map<Technique, int> seen;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        Board board = testutil::boardFromLine(lines[i]);
        board.fillCandidates();
        for (const Step &step : solvePath(board)) {
            // A forcing chain's branches prove its result together, none alone (and a net's
            // links may rest on earlier ones): forcing_test.cpp checks them; so do the branches
            // of a 3D Medusa's emptied cell (coloring_test.cpp). A Death Blossom's are checked
            // below.
            const bool branches = std::any_of(step.chains.begin(), step.chains.end(),
                [](const Chain &c) { return c.branch >= 0; });
            if (step.technique == Technique::DeathBlossom) {
                ++seen[step.technique];
                checkBlossom(board, step, "puzzle " + std::to_string(i + 1));
            } else if (hasChainNotation(step.technique) && !isForcing(step.technique)
                && !branches) {
                ++seen[step.technique];
                const std::vector<Chain> chains = stepChains(step, board.geometry());
                ASSERT_FALSE(chains.empty());
                std::vector<Elimination> proved;
                const std::string label = "puzzle " + std::to_string(i + 1) + ", "
                    + stepNotation(step, board.geometry(), CellNaming::RowColumn);
                for (const Chain &chain : chains) {
                    checkChain(board, chain, label);
                    proved.insert(
                        proved.end(), chain.eliminations.begin(), chain.eliminations.end());
                }
                std::vector<Elimination> expected = step.eliminations;
                const auto byCell = [](const Elimination &a, const Elimination &b) {
                    return std::pair(a.cell, a.symbol) < std::pair(b.cell, b.symbol);
                };
                std::sort(proved.begin(), proved.end(), byCell);
                std::sort(expected.begin(), expected.end(), byCell);
                EXPECT_EQ(proved, expected) << label;
            }
            applyStep(board, step);
        }
    }
    // Every link-based technique occurs on these paths.
    for (Technique t : { Technique::XWing, Technique::Skyscraper, Technique::TwoStringKite,
             Technique::XYWing, Technique::XYZWing, Technique::SimpleColoring })
        EXPECT_GT(seen[t], 0) << techniqueId(t);
}
