// Colouring (coloring.h) on hand-made candidate states: Simple Colouring's trap and wrap,
// Multi-Colouring's two rules and 3D Medusa's trap and wrap with exact results (derived by hand in
// each test), and no step where a link is missing, the clusters do not meet, or the trap is an
// intersection.

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

// ---- Multi-Colouring ----------------------------------------------------------------------------

namespace {

// The cells of each role in the step's pattern.
std::set<int> roleCells(const Step &s, int role)
{
    std::set<int> out;
    for (const auto &p : s.pattern)
        if (p.role == role)
            out.insert(p.cell);
    return out;
}

} // namespace

// 4 has two clusters: A1 = A7 (row A) and B3 = H3 (column 3); box 1 holds A1, B3 and C2, so it is
// no conjugate pair. A1 and B3 share box 1: not both 4, so A7 or H3 is 4, and H7 (column 7 with
// A7, row H with H3) is not. E7 and H5 keep column 7 and row H from being conjugate pairs.
TEST(MultiColoring, ColourWing)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 4, { "A1", "A7", "B3", "C2", "H3", "H5", "H7", "E7" });
    const auto steps = run(findMultiColoring, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::MultiColoring);
    EXPECT_EQ(s.symbols, maskOf({ 4 }));
    EXPECT_EQ(elimsOf(s), elims(g, 4, { "H7" }));
    EXPECT_EQ(s.units, (std::vector<int> { g.boxUnit(0) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "B3", "A7", "H3" }));
    // Role 1: the colours that see each other; role 0: one of them is true.
    EXPECT_EQ(roleCells(s, 1), (std::set<int> { cellOf(g, "A1"), cellOf(g, "B3") }));
    EXPECT_EQ(roleCells(s, 0), (std::set<int> { cellOf(g, "A7"), cellOf(g, "H3") }));
    // A7=A1-B3=H3.
    ASSERT_EQ(s.chains.size(), 1u);
    const Chain &c = s.chains[0];
    ASSERT_EQ(c.nodes.size(), 4u);
    EXPECT_EQ(c.nodes[0].cells, cellsOf(g, { "A7" }));
    EXPECT_EQ(c.nodes[1].cells, cellsOf(g, { "A1" }));
    EXPECT_EQ(c.nodes[2].cells, cellsOf(g, { "B3" }));
    EXPECT_EQ(c.nodes[3].cells, cellsOf(g, { "H3" }));
    EXPECT_EQ(c.links,
        (std::vector<ChainLink> { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong }));
}

// 4 has two clusters: D4 = D8 (row D) and E5 = H5 (column 5) = H8 (row H); box 5 holds D4, E5
// and F6, column 8 holds D8, H8 and B8. E5 and H8 share a colour; E5 sees D4 (box 5) and H8 sees
// D8 (column 8), and one of D4, D8 is 4: so E5 and H8 are not 4.
TEST(MultiColoring, ColourSeesBothColoursOfTheOtherCluster)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 4, { "D4", "D8", "E5", "H5", "H8", "F6", "B8" });
    const auto steps = run(findMultiColoring, b);
    ASSERT_FALSE(steps.empty());
    const Step &s = steps[0]; // the second rule comes first
    EXPECT_EQ(s.technique, Technique::MultiColoring);
    EXPECT_EQ(elimsOf(s), elims(g, 4, { "E5", "H8" }));
    EXPECT_EQ(s.units, (std::vector<int> { g.boxUnit(4), g.columnUnit(7) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "E5", "D4", "H8", "D8", "H5" }));
    // One loop per eliminated cell: E5-D4=D8-H8=H5=E5 ... each starts and ends at its cell.
    ASSERT_EQ(s.chains.size(), 2u);
    for (const Chain &c : s.chains) {
        ASSERT_EQ(c.eliminations.size(), 1u);
        EXPECT_EQ(c.nodes.front().cells, std::vector<int> { c.eliminations[0].cell });
        EXPECT_EQ(c.nodes.back().cells, std::vector<int> { c.eliminations[0].cell });
        EXPECT_EQ(c.links.front(), ChainLink::Weak);
        EXPECT_EQ(c.links.back(), ChainLink::Weak);
    }
    // The other steps (the colour wings these clusters make too) remove nothing else.
    for (const Step &t : steps)
        for (const auto &e : elimsOf(t))
            EXPECT_TRUE(elims(g, 4, { "E5", "H8" }).count(e));
}

TEST(MultiColoring, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // The colour wing without C2: box 1 joins A1 and B3, one cluster (Simple Colouring's).
    EXPECT_TRUE(run(findMultiColoring, digitAt(g, 4, { "A1", "A7", "B3", "H3", "H5", "H7", "E7" }))
                    .empty());
    // G3 for B3: no cell of one cluster sees a cell of the other (H7 still sees A7 and H3).
    EXPECT_TRUE(
        run(findMultiColoring, digitAt(g, 4, { "A1", "A7", "G3", "C2", "H3", "H5", "H7", "E7" }))
            .empty());
    // The second rule's clusters with H9 for H8 (and B8 gone): H9 does not see D8, and nothing
    // sees both open colours.
    EXPECT_TRUE(
        run(findMultiColoring, digitAt(g, 4, { "D4", "D8", "E5", "H5", "H9", "F6" })).empty());
}

// ---- 3D Medusa ----------------------------------------------------------------------------------

// A1 {1, 2}; 2 in row A only at A1 and A6; A6 {2, 3}; 3 in column 6 only at A6 and F6; F6 {1, 3}.
// Coloured: 1A1, 2A6, 3F6 one colour, 2A1, 3A6, 1F6 the other. F1 sees 1A1 (column 1) and 1F6
// (row F): whichever colour is true, F1 is not 1. Every other cell holds every digit.
TEST(Medusa3D, TrapAcrossDigits)
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(
        g, { { "A1", maskOf({ 1, 2 }) }, { "A6", maskOf({ 2, 3 }) }, { "F6", maskOf({ 1, 3 }) } });
    keepOnly(b, 2, "A", { "A1", "A6" });
    keepOnly(b, 3, "6", { "A6", "F6" });
    const auto steps = run(findMedusa3D, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::Medusa3D);
    EXPECT_EQ(s.symbols, maskOf({ 1, 2, 3 }));
    EXPECT_EQ(elimsOf(s), elims(g, 1, { "F1" }));
    EXPECT_TRUE(s.placements.empty());
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "A6", "F6" }));
    ASSERT_EQ(s.pattern.size(), 6u);
    for (const auto &p : s.pattern) {
        const bool first = (p.cell == cellOf(g, "A1") && p.symbol == 1)
            || (p.cell == cellOf(g, "A6") && p.symbol == 2)
            || (p.cell == cellOf(g, "F6") && p.symbol == 3);
        EXPECT_EQ(p.role, first ? 0 : 1) << p.cell << " " << p.symbol;
    }
    // (1)A1=(2)A1-(2)A6=(3)A6-(3)F6=(1)F6.
    ASSERT_EQ(s.chains.size(), 1u);
    const Chain &c = s.chains[0];
    const std::vector<ChainNode> nodes { { cellsOf(g, { "A1" }), 1 }, { cellsOf(g, { "A1" }), 2 },
        { cellsOf(g, { "A6" }), 2 }, { cellsOf(g, { "A6" }), 3 }, { cellsOf(g, { "F6" }), 3 },
        { cellsOf(g, { "F6" }), 1 } };
    EXPECT_EQ(c.nodes, nodes);
    EXPECT_EQ(c.links,
        (std::vector<ChainLink> { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong,
            ChainLink::Weak, ChainLink::Strong }));
    EXPECT_EQ(c.eliminations, (std::vector<Elimination> { { cellOf(g, "F1"), 1 } }));
}

// The trap's cluster, with 1 in row F only at F1 and F6: 1F1 takes the colour of 1A1, and the two
// share column 1. That colour is false: A1 = 2, A6 = 3, F6 = 1 (if A1 were 1, A6 would be 2, F6
// 3, F1 1: two 1s in column 1). F1's 1 goes with F6's placement, so the step lists no elimination.
TEST(Medusa3D, ColourWrapPlacesTheOtherColour)
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(
        g, { { "A1", maskOf({ 1, 2 }) }, { "A6", maskOf({ 2, 3 }) }, { "F6", maskOf({ 1, 3 }) } });
    keepOnly(b, 2, "A", { "A1", "A6" });
    keepOnly(b, 3, "6", { "A6", "F6" });
    keepOnly(b, 1, "F", { "F1", "F6" });
    const auto steps = run(findMedusa3D, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::Medusa3D);
    const std::vector<Placement> placements { { cellOf(g, "A1"), 2 }, { cellOf(g, "A6"), 3 },
        { cellOf(g, "F6"), 1 } };
    EXPECT_EQ(s.placements, placements);
    EXPECT_TRUE(s.eliminations.empty());
    EXPECT_EQ(s.units, (std::vector<int> { g.columnUnit(0) }));
    ASSERT_GE(s.cells.size(), 2u);
    EXPECT_EQ(s.cells[0], cellOf(g, "A1"));
    EXPECT_EQ(s.cells[1], cellOf(g, "F1"));
    // One chain per placement, each ending where it starts.
    ASSERT_EQ(s.chains.size(), 3u);
    for (const Chain &c : s.chains) {
        ASSERT_EQ(c.placements.size(), 1u);
        EXPECT_EQ(c.nodes.front(), c.nodes.back());
        EXPECT_EQ(c.nodes.front().cells, std::vector<int> { c.placements[0].cell });
    }
}

TEST(Medusa3D, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // The trap with a third 2 in row A (A9): the cluster is cut after A6, and no candidate is
    // excluded by both colours of what remains.
    Board b = fullWith(
        g, { { "A1", maskOf({ 1, 2 }) }, { "A6", maskOf({ 2, 3 }) }, { "F6", maskOf({ 1, 3 }) } });
    keepOnly(b, 2, "A", { "A1", "A6", "A9" });
    keepOnly(b, 3, "6", { "A6", "F6" });
    EXPECT_TRUE(run(findMedusa3D, b).empty());
    // One digit only (Simple Colouring's trap): not a 3D Medusa.
    EXPECT_TRUE(run(
        findMedusa3D, digitAt(g, 8, { "B1", "B6", "H6", "H2", "G1", "C2", "E1", "E2", "A3", "I3" }))
                    .empty());
}
