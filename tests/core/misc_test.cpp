// Sue de Coq (misc.h) on hand-made candidate states: the basic form, the extended forms (an
// almost locked set in the line, a three-cell intersection), other grids, and near misses that
// break one condition at a time. Expected eliminations are derived by hand in the comments.

#include "logic/misc.h"
#include "logic/tutorengine.h"
#include "ruletest.h"

#include <gtest/gtest.h>

using namespace core;
using namespace ruletest;
using testutil::fullWith;
using testutil::maskOf;

namespace {

// The box-line intersection A1, A2 holds {1,2,3,4} (four digits in two cells); A5 (row A, outside
// box 1) holds {1,2}; B2 (box 1, outside row A) holds {3,4}. Every other cell holds every digit.
Board basic(
    Mask a5 = maskOf({ 1, 2 }), Mask b2 = maskOf({ 3, 4 }), Mask a2 = maskOf({ 1, 2, 3, 4 }))
{
    return fullWith(Geometry::classic(),
        { { "A1", maskOf({ 1, 2, 3, 4 }) }, { "A2", a2 }, { "A5", a5 }, { "B2", b2 } });
}

ElimSet digitsFrom(
    const Geometry &g, std::initializer_list<int> digits, const std::vector<std::string> &cells)
{
    ElimSet out;
    for (int d : digits)
        out.merge(elims(g, d, cells));
    return out;
}

} // namespace

TEST(SueDeCoq, BasicFormFiresWithExactEliminations)
{
    const Geometry &g = Geometry::classic();
    const auto steps = run(findSueDeCoq, basic());
    ASSERT_EQ(steps.size(), 1u);
    const Step &s = steps[0];
    EXPECT_EQ(s.technique, Technique::SueDeCoq);
    // Four cells A1, A2, A5, B2 hold exactly 1-4, one each. 3 and 4 are not in A5, so they lie in
    // A1, A2 or B2 (box 1); 1 and 2 are not in B2, so they lie in A1, A2 or A5 (row A). A3, in
    // both, loses all four.
    ElimSet expected = digitsFrom(g, { 1, 2 }, { "A3", "A4", "A6", "A7", "A8", "A9" });
    expected.merge(digitsFrom(g, { 3, 4 }, { "A3", "B1", "B3", "C1", "C2", "C3" }));
    EXPECT_EQ(elimsOf(s), expected);
    EXPECT_EQ(s.units, (std::vector<int> { g.rowUnit(0), g.boxUnit(0) }));
    EXPECT_EQ(s.cells, cellsOf(g, { "A1", "A2", "A5", "B2" }));
    EXPECT_EQ(s.symbols, maskOf({ 1, 2, 3, 4 }));
    EXPECT_TRUE(s.chains.empty());
    // Roles: the intersection 0, the line's and the box's cells 1.
    for (const auto &p : s.pattern)
        EXPECT_EQ(p.role,
            (p.cell == cellsOf(g, { "A1" })[0] || p.cell == cellsOf(g, { "A2" })[0]) ? 0 : 1);
}

TEST(SueDeCoq, ExtendedWithAnAlmostLockedSetInTheLine)
{
    const Geometry &g = Geometry::classic();
    // The line's part is A5 {1,5}, A6 {2,5}: an almost locked set with 5 outside the
    // intersection. Five cells hold 1-5, one each: 3 and 4 (not in the line's part) are in box 1,
    // 1, 2 and 5 (not in B2) in row A.
    Board b = basic(maskOf({ 1, 5 }));
    b.setCandidates(testutil::cellOf(g, "A6"), maskOf({ 2, 5 }));
    const auto steps = run(findSueDeCoq, b);
    ASSERT_EQ(steps.size(), 1u);
    ElimSet expected = digitsFrom(g, { 1, 2, 5 }, { "A3", "A4", "A7", "A8", "A9" });
    expected.merge(digitsFrom(g, { 3, 4 }, { "A3", "B1", "B3", "C1", "C2", "C3" }));
    EXPECT_EQ(elimsOf(steps[0]), expected);
    EXPECT_EQ(steps[0].cells, cellsOf(g, { "A1", "A2", "A5", "A6", "B2" }));
}

TEST(SueDeCoq, ThreeCellIntersection)
{
    const Geometry &g = Geometry::classic();
    // A1, A2, A3 hold {1,...,5}; A5 {1,2}, B2 {3,4}: five digits in five cells. 5 is in neither
    // part, so it is in the intersection and goes from row A and box 1.
    Board b = basic(maskOf({ 1, 2 }), maskOf({ 3, 4 }), maskOf({ 1, 2, 5 }));
    b.setCandidates(testutil::cellOf(g, "A3"), maskOf({ 3, 5 }));
    const auto steps = run(findSueDeCoq, b);
    ASSERT_EQ(steps.size(), 1u);
    ElimSet expected = digitsFrom(g, { 1, 2, 5 }, { "A4", "A6", "A7", "A8", "A9" });
    expected.merge(digitsFrom(g, { 3, 4, 5 }, { "B1", "B3", "C1", "C2", "C3" }));
    EXPECT_EQ(elimsOf(steps[0]), expected);
    EXPECT_EQ(steps[0].cells, cellsOf(g, { "A1", "A2", "A3", "A5", "B2" }));
}

TEST(SueDeCoq, ColumnAndOtherGrids)
{
    // The same pattern in a column of a 6x6 grid (boxes of two rows and three columns): the box
    // meets column 1 in A1, B1; C1 (column 1, outside box 1) holds {1,2}, A2 (box 1) {3,4}.
    const Geometry &g6 = Geometry::get(2, 3);
    const Board b = fullWith(g6,
        { { "A1", maskOf({ 1, 2, 3, 4 }) }, { "B1", maskOf({ 1, 2, 3, 4 }) },
            { "C1", maskOf({ 1, 2 }) }, { "A2", maskOf({ 3, 4 }) } });
    const auto steps = run(findSueDeCoq, b);
    ASSERT_EQ(steps.size(), 1u);
    ElimSet expected = digitsFrom(g6, { 1, 2 }, { "D1", "E1", "F1" });
    expected.merge(digitsFrom(g6, { 3, 4 }, { "A3", "B2", "B3" }));
    EXPECT_EQ(elimsOf(steps[0]), expected);
    EXPECT_EQ(steps[0].units, (std::vector<int> { g6.columnUnit(0), g6.boxUnit(0) }));
}

TEST(SueDeCoq, DoesNotFire)
{
    // B2 {3,5}: five digits in four cells, no locked pattern.
    EXPECT_TRUE(run(findSueDeCoq, basic(maskOf({ 1, 2 }), maskOf({ 3, 5 }))).empty());
    // B2 {2,3}: the line's and the box's parts share 2 (2 could be in both A5 and B2).
    EXPECT_TRUE(run(findSueDeCoq, basic(maskOf({ 1, 2 }), maskOf({ 2, 3 }))).empty());
    // A1, A2 with only three digits {1,2,3} (A2 {1,2,3}, A1 {1,2,3,4} -> A1 {1,2,3}): an
    // intersection needs two digits more than cells.
    {
        Board b = basic(maskOf({ 1, 2 }), maskOf({ 3, 4 }), maskOf({ 1, 2, 3 }));
        b.setCandidates(testutil::cellOf(Geometry::classic(), "A1"), maskOf({ 1, 2, 3 }));
        EXPECT_TRUE(run(findSueDeCoq, b).empty());
    }
    // A5 {5,6}: it takes no digit of the intersection.
    EXPECT_TRUE(run(findSueDeCoq, basic(maskOf({ 5, 6 }))).empty());
}

TEST(SueDeCoq, NothingLeftToRemove)
{
    // The same pattern where the rest of row A has no 1 or 2 left and the rest of box 1 no 3 or
    // 4 (A3, in both, none of the four).
    const Geometry &g = Geometry::classic();
    Board b = basic();
    for (const char *name : { "A3", "A4", "A6", "A7", "A8", "A9" }) {
        const int c = testutil::cellOf(g, name);
        b.setCandidates(c, b.candidates(c) & ~maskOf({ 1, 2 }));
    }
    for (const char *name : { "A3", "B1", "B3", "C1", "C2", "C3" }) {
        const int c = testutil::cellOf(g, name);
        b.setCandidates(c, b.candidates(c) & ~maskOf({ 3, 4 }));
    }
    EXPECT_TRUE(run(findSueDeCoq, b).empty());
}

TEST(SueDeCoq, ExtendedWithAnAlmostLockedSetInTheBox)
{
    const Geometry &g = Geometry::classic();
    // The box's part is B2 {3,5}, B3 {4,5}: an almost locked set with 5 outside the
    // intersection; the line's part A5 {1,2}. Five cells (A1, A2, A5, B2, B3) hold 1-5, one each.
    // 1 and 2 are not in the box's part, so they are in A1, A2 or A5 (row A): row A's other
    // cells lose them. 3, 4 and 5 are not in the line's part, so they are in A1, A2, B2 or B3
    // (box 1): box 1's other cells lose them. A3, in both, loses all five.
    Board b = basic(maskOf({ 1, 2 }), maskOf({ 3, 5 }));
    b.setCandidates(testutil::cellOf(g, "B3"), maskOf({ 4, 5 }));
    const auto steps = run(findSueDeCoq, b);
    ASSERT_EQ(steps.size(), 1u);
    ElimSet expected = digitsFrom(g, { 1, 2 }, { "A3", "A4", "A6", "A7", "A8", "A9" });
    expected.merge(digitsFrom(g, { 3, 4, 5 }, { "A3", "B1", "C1", "C2", "C3" }));
    EXPECT_EQ(elimsOf(steps[0]), expected);
    EXPECT_EQ(steps[0].cells, cellsOf(g, { "A1", "A2", "A5", "B2", "B3" }));
    EXPECT_EQ(steps[0].symbols, maskOf({ 1, 2, 3, 4, 5 }));
}

TEST(SueDeCoq, NearMissesOfTheExtendedForms)
{
    const Geometry &g = Geometry::classic();
    // The line's part A5 {1,5}, A6 {2,6}: two cells with two digits outside the intersection (5
    // and 6), no almost locked set: the cells would hold six digits in five cells.
    {
        Board b = basic(maskOf({ 1, 5 }));
        b.setCandidates(testutil::cellOf(g, "A6"), maskOf({ 2, 6 }));
        EXPECT_TRUE(run(findSueDeCoq, b).empty());
    }
    // The box's set B2 {3,5}, B3 {4,5} with the line's set A5 {1,5}, A6 {2,5}: both extended by
    // 5, so the two parts share a digit (5 could be in A5 and in B2 at once).
    {
        Board b = basic(maskOf({ 1, 5 }), maskOf({ 3, 5 }));
        b.setCandidates(testutil::cellOf(g, "A6"), maskOf({ 2, 5 }));
        b.setCandidates(testutil::cellOf(g, "B3"), maskOf({ 4, 5 }));
        EXPECT_TRUE(run(findSueDeCoq, b).empty());
    }
    // The intersection with one open cell: A2 and A3 solved (their digits 8 and 9 taken from row
    // A's and box 1's candidates), A1 {1,2,3,4} alone is no Sue de Coq (it needs two cells).
    {
        Board b = basic();
        const int a2 = testutil::cellOf(g, "A2");
        const int a3 = testutil::cellOf(g, "A3");
        b.setValue(a2, 8);
        b.setValue(a3, 9);
        for (int c = 0; c < g.cellCount(); ++c)
            if (b.isOpen(c) && (g.row(c) == 0 || g.box(c) == 0))
                b.setCandidates(c, b.candidates(c) & ~maskOf({ 8, 9 }));
        EXPECT_TRUE(run(findSueDeCoq, b).empty());
    }
}

// The memo of intersections without a Sue de Coq (misc.h) against searching every intersection:
// the same steps, along the tutor's paths of top95 and of some 17-clue puzzles, with the memo
// kept from position to position as on a path, and on the same positions with a few pencil
// marks removed (a player's marks: other patterns), 9x9 and 16x16.
TEST(SueDeCoq, MemoFindsTheSameSteps)
{
    std::vector<Board> puzzles;
    for (const auto &line : testutil::readLines("norvig_top95.txt"))
        puzzles.push_back(testutil::boardFromLine(line));
    const auto clue17 = testutil::readLines("royle_17clue_49158.txt");
    for (std::size_t i = 0; i < clue17.size(); i += 2500)
        puzzles.push_back(testutil::boardFromLine(clue17[i]));
    const auto big = testutil::readLines("sansegundo_16x16_generated.txt");
    if (!big.empty())
        puzzles.push_back(testutil::boardFromLine(big[0]));
    const auto same = [](const Board &position, const std::string &where) {
        // The memo first, as left by the position before; then every intersection.
        std::vector<Step> full, memo;
        setSueDeCoqMemo(true);
        findSueDeCoq(position, memo, 100);
        setSueDeCoqMemo(false);
        findSueDeCoq(position, full, 100);
        setSueDeCoqMemo(true);
        EXPECT_EQ(full.size(), memo.size()) << where;
        for (std::size_t i = 0; i < std::min(full.size(), memo.size()); ++i) {
            EXPECT_EQ(full[i].cells, memo[i].cells) << where;
            EXPECT_EQ(full[i].eliminations, memo[i].eliminations) << where;
        }
        return !full.empty();
    };
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
            productive += same(position, where);
            if (k % 7 == 0) {
                Board marks = position;
                int open = 0;
                for (int cell = 0; cell < marks.cellCount(); ++cell)
                    if (marks.isOpen(cell) && popcount(marks.candidates(cell)) > 2
                        && ++open % 11 == 0)
                        marks.removeCandidate(cell, lowestSymbol(marks.candidates(cell)));
                productive += same(marks, where + " (marks removed)");
            }
            ++positions;
            if (HasFailure())
                return;
            if (k < path.steps.size())
                applyStep(position, path.steps[k]);
        }
    }
    EXPECT_GT(positions, 1000);
    EXPECT_GT(productive, 20); // Sue de Coq is found, not only its absence
}
