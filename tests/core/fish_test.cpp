// Fish (fish.h) on hand-made candidate states: basic fish (X-Wing, Swordfish, Jellyfish), finned
// and sashimi fish, Franken and mutant fish (finned too; every elimination checked against the
// digit's templates, counted here by brute force) fire with exact eliminations, and not when one
// piece is missing.

#include "chaincheck.h"
#include "logic/fish.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace core;
using namespace ruletest;
using testutil::cellOf;
using testutil::digitAt;
using testutil::fullWith;
using testutil::maskOf;

// ---- Basic fish ---------------------------------------------------------------------------------

TEST(XWing, RowsFireWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 5, { "B3", "B7", "H3", "H7", "A3", "F3", "D7", "A1", "C5" });
    const auto steps = run(findXWing, b);
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::XWing);
    EXPECT_EQ(s.symbols, bit(5));
    EXPECT_EQ(elimsOf(s), elims(g, 5, { "A3", "F3", "D7" }));
    EXPECT_EQ(s.units,
        (std::vector<int> { g.rowUnit(1), g.rowUnit(7), g.columnUnit(2), g.columnUnit(6) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "B3", "B7", "H3", "H7" }));
}

TEST(XWing, ColumnsFire)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 2, { "C2", "G2", "C6", "G6", "C9", "G4", "E5" });
    const auto steps = run(findXWing, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 2, { "C9", "G4" }));
    EXPECT_EQ(steps[0].units,
        (std::vector<int> { g.columnUnit(1), g.columnUnit(5), g.rowUnit(2), g.rowUnit(6) }));
}

TEST(XWing, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // The pattern without anything to eliminate.
    EXPECT_TRUE(run(findXWing, digitAt(g, 5, { "B3", "B7", "H3", "H7" })).empty());
    // A third place in one of the rows: no X-Wing.
    EXPECT_TRUE(run(
        findXWing, digitAt(g, 5, { "B3", "B7", "H3", "H5", "H7", "A3", "F3", "D7", "A1", "C5" }))
                    .empty());
    // Placed cells do not count as places even if stale candidates remain.
    Board b = digitAt(g, 5, { "B3", "B7", "H3", "H7", "A3", "F3", "D7", "A1", "C5" });
    b.setValue(cellOf(g, "B3"), 5);
    EXPECT_TRUE(run(findXWing, b).empty());
}

TEST(XWing, WorksOnOtherSizes)
{
    const Geometry &g4 = *Geometry::forSide(4);
    auto steps = run(findXWing, digitAt(g4, 1, { "A1", "A2", "C1", "C2", "B1", "D2" }));
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g4, 1, { "B1", "D2" }));

    const Geometry &g16 = *Geometry::forSide(16);
    steps = run(findXWing, digitAt(g16, 12, { "B3", "B12", "N3", "N12", "P3", "A12", "E7" }));
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g16, 12, { "P3", "A12" }));

    const Geometry &g25 = *Geometry::forSide(25);
    steps = run(findXWing, digitAt(g25, 25, { "A1", "A25", "Y1", "Y25", "M1", "N25", "E7" }));
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(elimsOf(steps[0]), elims(g25, 25, { "M1", "N25" }));
}

TEST(Swordfish, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 7, { "A1", "A5", "E5", "E9", "I1", "I9", "C1", "G5", "D9" });
    EXPECT_TRUE(run(findXWing, b).empty());
    const auto steps = run(findSwordfish, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::Swordfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 7, { "C1", "G5", "D9" }));
    EXPECT_EQ(steps[0].units.size(), 6u);
    EXPECT_EQ(steps[0].pattern.size(), 6u);
    for (const auto &p : steps[0].pattern)
        EXPECT_EQ(p.symbol, 7);
}

TEST(Swordfish, DoesNotFireWhenTheCoverHasFourLines)
{
    const Geometry &g = Geometry::classic();
    const Board b = digitAt(g, 7, { "A1", "A5", "E5", "E8", "I1", "I9", "C1", "G5", "D9" });
    EXPECT_TRUE(run(findSwordfish, b).empty());
}

TEST(Jellyfish, FiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const Board b
        = digitAt(g, 4, { "A2", "A4", "C4", "C6", "F6", "F8", "H2", "H8", "B2", "D4", "E6", "I8" });
    EXPECT_TRUE(run(findXWing, b).empty());
    EXPECT_TRUE(run(findSwordfish, b).empty());
    const auto steps = run(findJellyfish, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::Jellyfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 4, { "B2", "D4", "E6", "I8" }));
    EXPECT_EQ(steps[0].units.size(), 8u);
}

TEST(Jellyfish, DoesNotFire)
{
    const Geometry &g = Geometry::classic();
    // One row with a fifth column.
    EXPECT_TRUE(run(findJellyfish,
        digitAt(g, 4, { "A2", "A4", "C4", "C6", "F6", "F8", "H2", "H9", "B2", "D4", "E6", "I8" }))
                    .empty());
    // No fish of size 4 on a 4x4 grid (it would be every line).
    const Geometry &g4 = *Geometry::forSide(4);
    EXPECT_TRUE(run(findJellyfish, digitAt(g4, 1, { "A1", "A2", "C1", "C2", "B1", "D2" })).empty());
}

// ---- Finned and sashimi fish --------------------------------------------------------------------

namespace {

// The eliminations of each step, as a set.
std::set<ElimSet> elimsOfAll(const std::vector<Step> &steps, Technique technique)
{
    std::set<ElimSet> out;
    for (const Step &s : steps) {
        EXPECT_EQ(s.technique, technique);
        out.insert(elimsOf(s));
    }
    return out;
}

// 5 only in the named cells of each of the named rows, every other cell full.
Board fishBoard(const std::vector<std::pair<std::string, std::vector<std::string>>> &rows)
{
    Board b = fullWith(Geometry::classic(), {});
    for (const auto &[row, cells] : rows)
        keepOnly(b, 5, row, cells);
    return b;
}

} // namespace

TEST(FinnedFish, FinnedXWing)
{
    const Geometry &g = Geometry::classic();
    // Rows B and H on columns 2 and 7, the fin H8 in H7's box.
    const Board b = fishBoard({ { "B", { "B2", "B7" } }, { "H", { "H2", "H7", "H8" } } });
    const auto steps = run(findFinnedXWing, b);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::FinnedXWing);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 5, { "G7", "I7" }));
    EXPECT_EQ(steps[0].units,
        (std::vector<int> {
            g.rowUnit(1), g.rowUnit(7), g.columnUnit(1), g.columnUnit(6), g.boxUnit(8) }));
    EXPECT_TRUE(run(findSashimiXWing, b).empty());
    // Without the fin's box holding anything to remove: no step.
    Board c = b;
    removeFrom(c, 5, { "G7", "I7" });
    EXPECT_TRUE(run(findFinnedXWing, c).empty());
    // A second fin in another box: no step.
    const Board d = fishBoard({ { "B", { "B2", "B7" } }, { "H", { "H2", "H5", "H7", "H8" } } });
    EXPECT_TRUE(run(findFinnedXWing, d).empty());
}

TEST(FinnedFish, SashimiXWing)
{
    const Geometry &g = Geometry::classic();
    // Row H has no 5 in H7: without the fin H8 the X-Wing would not stand. The same holds the
    // other way round: rows B and H on columns 2 and 8, the fin B7, row B a single B2 there.
    const Board b = fishBoard({ { "B", { "B2", "B7" } }, { "H", { "H2", "H8" } } });
    const auto steps = run(findSashimiXWing, b);
    EXPECT_EQ(elimsOfAll(steps, Technique::SashimiXWing),
        (std::set<ElimSet> { elims(g, 5, { "G7", "I7" }), elims(g, 5, { "A8", "C8" }) }));
    EXPECT_TRUE(run(findFinnedXWing, b).empty());
}

TEST(FinnedFish, FinnedAndSashimiSwordfish)
{
    const Geometry &g = Geometry::classic();
    const Board finned = fishBoard(
        { { "B", { "B2", "B7" } }, { "E", { "E2", "E5" } }, { "H", { "H5", "H7", "H8" } } });
    const auto steps = run(findFinnedSwordfish, finned);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::FinnedSwordfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 5, { "G7", "I7" }));
    EXPECT_TRUE(run(findSashimiSwordfish, finned).empty());

    const Board sashimi
        = fishBoard({ { "B", { "B2", "B7" } }, { "E", { "E2", "E5" } }, { "H", { "H5", "H8" } } });
    // As with the X-Wing, the other way round too: the fin B7, the cover columns 2, 5, 8.
    EXPECT_EQ(elimsOfAll(run(findSashimiSwordfish, sashimi), Technique::SashimiSwordfish),
        (std::set<ElimSet> { elims(g, 5, { "G7", "I7" }), elims(g, 5, { "A8", "C8" }) }));
    EXPECT_TRUE(run(findFinnedSwordfish, sashimi).empty());
}

TEST(FinnedFish, FinnedAndSashimiJellyfish)
{
    const Geometry &g = Geometry::classic();
    const Board finned = fishBoard({ { "B", { "B2", "B7" } }, { "D", { "D2", "D5" } },
        { "F", { "F5", "F9" } }, { "H", { "H7", "H8", "H9" } } });
    const auto steps = run(findFinnedJellyfish, finned);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].technique, Technique::FinnedJellyfish);
    EXPECT_EQ(elimsOf(steps[0]), elims(g, 5, { "G7", "G9", "I7", "I9" }));
    EXPECT_TRUE(run(findSashimiJellyfish, finned).empty());

    const Board sashimi = fishBoard({ { "B", { "B2", "B7" } }, { "D", { "D2", "D5" } },
        { "F", { "F5", "F9" } }, { "H", { "H8", "H9" } } });
    EXPECT_EQ(elimsOfAll(run(findSashimiJellyfish, sashimi), Technique::SashimiJellyfish),
        (std::set<ElimSet> {
            elims(g, 5, { "G7", "G9", "I7", "I9" }), elims(g, 5, { "A8", "A9", "C8", "C9" }) }));
    EXPECT_TRUE(run(findFinnedJellyfish, sashimi).empty());
}

// ---- Franken and mutant fish --------------------------------------------------------------------

namespace {

// The digit's candidates that lie in no template (a placement of the digit once in every row,
// column and box of a 9x9 grid, on its candidates): the only ones any fish may remove. Counted
// here by brute force, independently of the finders.
ElimSet templateFree(const Board &b, int digit)
{
    const Geometry &g = b.geometry();
    std::set<int> used;
    const auto place = [&](auto &&self, int row, unsigned colsUsed, unsigned boxesUsed) -> bool {
        if (row == 9)
            return true;
        bool any = false;
        for (int c = 0; c < 9; ++c) {
            const int cell = g.cellAt(row, c);
            const unsigned box = 1u << g.box(cell);
            if ((colsUsed >> c) & 1u || boxesUsed & box || !(b.candidates(cell) & bit(digit)))
                continue;
            if (self(self, row + 1, colsUsed | (1u << c), boxesUsed | box)) {
                any = true;
                used.insert(cell);
            }
        }
        return any;
    };
    // A candidate is in a template if placing it leaves the rest completable: the search marks
    // every cell on a completed branch.
    place(place, 0, 0, 0);
    ElimSet out;
    for (int cell = 0; cell < g.cellCount(); ++cell)
        if ((b.candidates(cell) & bit(digit)) && !used.count(cell))
            out.insert({ cell, digit });
    return out;
}

// Every elimination of the steps lies in no template of the board.
void expectSound(const Board &b, const std::vector<Step> &steps)
{
    for (const Step &s : steps)
        for (const auto &e : s.eliminations)
            EXPECT_TRUE(templateFree(b, e.symbol).count({ e.cell, e.symbol }))
                << techniqueId(s.technique) << " removes a template's candidate " << e.cell;
}

// The step whose eliminations are exactly these, or nullptr.
const Step *stepRemoving(const std::vector<Step> &steps, const ElimSet &removed)
{
    for (const Step &s : steps)
        if (elimsOf(s) == removed)
            return &s;
    return nullptr;
}

// 5 in every cell but the named units' (rows "B", columns "2", boxes "b5"), where it stays in the
// named cells only.
Board generalBoard(const std::vector<std::pair<std::string, std::vector<std::string>>> &units)
{
    const Geometry &g = Geometry::classic();
    Board b = fullWith(g, {});
    for (const auto &[unit, keep] : units) {
        if (unit[0] != 'b') {
            keepOnly(b, 5, unit, keep);
            continue;
        }
        const int box = unit[1] - '1';
        for (int c : g.unit(g.boxUnit(box))) {
            bool kept = false;
            for (const auto &k : keep)
                kept = kept || cellOf(g, k) == c;
            if (!kept)
                b.setCandidates(c, b.candidates(c) & ~bit(5));
        }
    }
    return b;
}

} // namespace

TEST(GeneralFish, FrankenFishOfARowAndABox)
{
    const Geometry &g = Geometry::classic();
    // Row B holds 5 in B4 and B5 only, box 5 in D4 and E5 only: the two 5s lie in columns 4
    // and 5, one in each, so the other 5s of those columns go.
    const Board b = generalBoard({ { "B", { "B4", "B5" } }, { "b5", { "D4", "E5" } } });
    const ElimSet expected
        = elims(g, 5, { "A4", "C4", "G4", "H4", "I4", "A5", "C5", "G5", "H5", "I5" });
    const auto steps = run(findFrankenFish, b);
    expectSound(b, steps);
    ASSERT_FALSE(steps.empty());
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::FrankenFish);
    EXPECT_EQ(s.symbols, bit(5));
    EXPECT_EQ(elimsOf(s), expected);
    EXPECT_EQ(s.units,
        (std::vector<int> { g.rowUnit(1), g.boxUnit(4), g.columnUnit(3), g.columnUnit(4) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "B4", "B5", "D4", "E5" }));
    for (const auto &p : s.pattern)
        EXPECT_EQ(p.role, 0);
    // Not a basic fish.
    EXPECT_TRUE(run(findXWing, b).empty());
}

TEST(GeneralFish, FrankenFishNearMisses)
{
    const Geometry &g = Geometry::classic();
    const ElimSet expected
        = elims(g, 5, { "A4", "C4", "G4", "H4", "I4", "A5", "C5", "G5", "H5", "I5" });
    // A third 5 in box 5 outside both columns.
    const Board box = generalBoard({ { "B", { "B4", "B5" } }, { "b5", { "D4", "E5", "F6" } } });
    EXPECT_EQ(stepRemoving(run(findFrankenFish, box), expected), nullptr);
    // A third 5 in row B outside both columns.
    const Board row = generalBoard({ { "B", { "B4", "B5", "B8" } }, { "b5", { "D4", "E5" } } });
    EXPECT_EQ(stepRemoving(run(findFrankenFish, row), expected), nullptr);
    // Nothing left to remove in the cover sets: no step.
    Board bare = generalBoard({ { "B", { "B4", "B5" } }, { "b5", { "D4", "E5" } } });
    removeFrom(bare, 5, { "A4", "C4", "G4", "H4", "I4", "A5", "C5", "G5", "H5", "I5" });
    for (const Step &s : run(findFrankenFish, bare))
        EXPECT_NE(s.units,
            (std::vector<int> { g.rowUnit(1), g.boxUnit(4), g.columnUnit(3), g.columnUnit(4) }));
}

TEST(GeneralFish, FinnedFrankenFish)
{
    const Geometry &g = Geometry::classic();
    // As above with a fin B6: if B6 is not 5, the fish stands; if it is, it sees A4 ... C5.
    const Board b = generalBoard({ { "B", { "B4", "B5", "B6" } }, { "b5", { "D4", "E5" } } });
    const auto steps = run(findFinnedFrankenFish, b);
    expectSound(b, steps);
    const Step *s = stepRemoving(steps, elims(g, 5, { "A4", "A5", "C4", "C5" }));
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->technique, Technique::FinnedFrankenFish);
    EXPECT_EQ(s->units,
        (std::vector<int> { g.rowUnit(1), g.boxUnit(4), g.columnUnit(3), g.columnUnit(4) }));
    EXPECT_EQ(s->cells, cellsOf(g, { "B4", "B5", "D4", "E5", "B6" }));
    EXPECT_EQ(s->pattern.back().role, 1);
    // The cells the fin does not see keep their 5.
    for (const Step &t : steps)
        EXPECT_FALSE(elimsOf(t).count({ cellOf(g, "H4"), 5 }));
}

TEST(GeneralFish, MutantSwordfish)
{
    const Geometry &g = Geometry::classic();
    // Base row B (B1, B8), column 2 (A2, H2) and box 9 (G8, H9); cover box 1 (B1, A2), column 8
    // (B8, G8) and row H (H2, H9). The three 5s of the base sets fill the three cover sets.
    const Board b = generalBoard(
        { { "B", { "B1", "B8" } }, { "2", { "A2", "H2" } }, { "b9", { "G8", "H9" } } });
    const ElimSet expected = elims(g, 5,
        { "A1", "A3", "C1", "C3", "A8", "C8", "D8", "E8", "F8", "H1", "H3", "H4", "H5", "H6" });
    const auto steps = run(findMutantFish, b);
    expectSound(b, steps);
    const Step *s = stepRemoving(steps, expected);
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->technique, Technique::MutantFish);
    EXPECT_EQ(s->units,
        (std::vector<int> { g.rowUnit(1), g.columnUnit(1), g.boxUnit(8), g.rowUnit(7),
            g.columnUnit(7), g.boxUnit(0) }));
    EXPECT_EQ(s->cells, cellsOf(g, { "A2", "B1", "B8", "G8", "H2", "H9" }));
}

TEST(GeneralFish, FinnedMutantSwordfishAndNearMiss)
{
    const Geometry &g = Geometry::classic();
    // Column 2 with a third 5 in E2, in no cover set: no mutant fish removes what the one above
    // does; with E2 as a fin, only E8 (in column 8, and E2's row) loses its 5.
    const Board b = generalBoard(
        { { "B", { "B1", "B8" } }, { "2", { "A2", "E2", "H2" } }, { "b9", { "G8", "H9" } } });
    for (const Step &s : run(findMutantFish, b))
        EXPECT_FALSE(elimsOf(s).count({ cellOf(g, "H5"), 5 }));
    const auto steps = run(findFinnedMutantFish, b);
    expectSound(b, steps);
    const Step *s = stepRemoving(steps, elims(g, 5, { "E8" }));
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->technique, Technique::FinnedMutantFish);
    // Its fins (E2 with the cover sets above, or B8 and G8 with row E among them) see E8.
    for (const auto &p : s->pattern)
        if (p.role == 1)
            EXPECT_TRUE(g.arePeers(p.cell, cellOf(g, "E8")));
}

// ---- Kraken fish --------------------------------------------------------------------------------

namespace {

// Rows B and H hold 5 in columns 2 and 7 but for the fins B9 (box 3) and H4 (box 8); row D holds
// it in D4 and D7 only; every other row holds it everywhere (so no other strong link). No cell of
// columns 2 and 7 sees both fins, so no finned X-Wing; but A7 and C7 see B9, and H4 reaches them
// by H4 - D4 = D7 - A7 (C7).
Board krakenBoard(bool conjugate)
{
    return fishBoard({ { "B", { "B2", "B7", "B9" } }, { "H", { "H2", "H4", "H7" } },
        { "D",
            conjugate ? std::vector<std::string> { "D4", "D7" }
                      : std::vector<std::string> { "D4", "D7", "D8" } } });
}

} // namespace

TEST(KrakenFish, FinsReachTheTargetByChains)
{
    const Geometry &g = Geometry::classic();
    const Board b = krakenBoard(true);
    const auto steps = run(findKrakenFish, b);
    EXPECT_TRUE(run(findFinnedXWing, b).empty());
    // Exactly A7 and C7: the fins reach no other 5 of columns 2 and 7.
    ElimSet removed;
    for (const Step &s : steps)
        for (const auto &e : s.eliminations)
            removed.insert({ e.cell, e.symbol });
    EXPECT_EQ(removed, elims(g, 5, { "A7", "C7" }));
    // Two Kraken fish remove A7: rows B and H (cover columns 2 and 7, fins B9 and H4: B9 - A7 and
    // H4 - D4 = D7 - A7, 4 links) and rows D and H (cover columns 4 and 7, the fin H2:
    // H2 - B2 = B79 - A7 through row B's strong link from B2 to the group B7, B9, 3 links). The
    // fewest links first: the second.
    const Step *s = stepRemoving(steps, elims(g, 5, { "A7" }));
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->technique, Technique::KrakenFish);
    EXPECT_EQ(s->units,
        (std::vector<int> { g.rowUnit(3), g.rowUnit(7), g.columnUnit(3), g.columnUnit(6) }));
    EXPECT_EQ(s->cells, cellsOf(g, { "D4", "D7", "H4", "H7", "H2" }));
    EXPECT_EQ(s->pattern.back().role, 1);
    ASSERT_EQ(s->chains.size(), 1u);
    const Chain &chain = s->chains[0];
    ASSERT_EQ(chain.nodes.size(), 4u);
    EXPECT_EQ(chain.nodes[0].cells, cellsOf(g, { "H2" }));
    EXPECT_EQ(chain.nodes[1].cells, cellsOf(g, { "B2" }));
    EXPECT_EQ(chain.nodes[2].cells, cellsOf(g, { "B7", "B9" }));
    EXPECT_EQ(chain.nodes[3].cells, cellsOf(g, { "A7" }));
    for (const ChainNode &n : chain.nodes)
        EXPECT_EQ(n.digit, 5);
    EXPECT_EQ(chain.links,
        (std::vector<ChainLink> { ChainLink::Weak, ChainLink::Strong, ChainLink::Weak }));
    // Every one reads back from its printed notation and replays (tests/core/chaincheck).
    for (const Step &k : steps)
        EXPECT_EQ(chaincheck::krakenProblem(b, k), "") << k.eliminations.size();
    // The check can fail: without the fin's branch, rows D and H hold the 5 in three columns;
    // with another target, the branch ends elsewhere; with one base line, no fish.
    Step noBranch = *s;
    noBranch.chains.clear();
    EXPECT_NE(chaincheck::krakenProblem(b, noBranch), "");
    Step otherTarget = *s;
    otherTarget.eliminations = { { cellOf(g, "C7"), 5 } };
    EXPECT_NE(chaincheck::krakenProblem(b, otherTarget), "");
    Step oneLine = *s;
    oneLine.units = { g.rowUnit(3), g.columnUnit(3) };
    EXPECT_NE(chaincheck::krakenProblem(b, oneLine), "");
}

TEST(KrakenFish, NearMisses)
{
    const Geometry &g = Geometry::classic();
    // Row D's 5 in three cells: H4 reaches nothing, so no Kraken fish removes A7 or C7.
    for (const Step &s : run(findKrakenFish, krakenBoard(false))) {
        EXPECT_FALSE(elimsOf(s).count({ cellOf(g, "A7"), 5 }));
        EXPECT_FALSE(elimsOf(s).count({ cellOf(g, "C7"), 5 }));
    }
    // A finned X-Wing (the fin H8 in one box, seen by G7 and I7): the Kraken finder leaves the
    // fish whose every fin sees the target; a Kraken step there needs a chain of two links or more.
    const Board finned = fishBoard({ { "B", { "B2", "B7" } }, { "H", { "H2", "H7", "H8" } } });
    for (const Step &s : run(findKrakenFish, finned)) {
        bool chained = false;
        for (const Chain &c : s.chains)
            chained = chained || c.links.size() > 1;
        EXPECT_TRUE(chained);
    }
}
