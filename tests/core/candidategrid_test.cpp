// CandidateGrid: loading (candidates from values, pencil marks, contradictions), placing with
// 1-reduction of the peers, eliminations, pending naked singles, change stamps, the change log and
// the conflict report; and the rule passes and the FILTER's fixpoint on it (gridrules).
#include "board/candidategrid.h"
#include "board/gridrules.h"
#include "board/solutioncounter.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <string>
#include <vector>

using core::Board;
using core::CandidateGrid;
using core::Geometry;
using core::GridChange;
using core::GridConflict;
using core::GridStatus;
using core::Mask;

namespace {

// Every step-th 17-clue puzzle and all of top95, as lines.
std::vector<std::string> sampleLines(std::size_t step)
{
    std::vector<std::string> lines;
    const auto royle = testutil::readLines("royle_17clue_49158.txt");
    for (std::size_t i = 0; i < royle.size(); i += step)
        lines.push_back(royle[i]);
    for (const auto &line : testutil::readLines("norvig_top95.txt"))
        lines.push_back(line);
    return lines;
}

Mask symbols(std::initializer_list<int> list)
{
    Mask m = 0;
    for (int s : list)
        m |= core::bit(s);
    return m;
}

// Every cell open with every candidate, except the pencil marks given.
Board marked(std::initializer_list<std::pair<int, Mask>> marks)
{
    Board b;
    for (int c = 0; c < 81; ++c)
        b.setCandidates(c, Geometry::classic().allSymbols());
    for (const auto &[cell, mask] : marks)
        b.setCandidates(cell, mask);
    return b;
}

TEST(CandidateGrid, LoadComputesCandidatesAndKeepsPencilMarksConsistent)
{
    Board b;
    b.setGiven(0, 5);
    CandidateGrid grid;
    grid.load(b, false);
    EXPECT_EQ(grid.openCount(), 80);
    EXPECT_EQ(grid.candidates(1), Geometry::classic().allSymbols() & ~core::bit(5));
    EXPECT_EQ(grid.candidates(80), Geometry::classic().allSymbols());
    EXPECT_EQ(grid.candidates(0), 0u);
    EXPECT_EQ(grid.status(), GridStatus::Open);
    // Pencil marks: a mark that the peer's value rules out is dropped.
    b.setCandidates(1, core::bit(5) | core::bit(6));
    for (int c = 2; c < 81; ++c)
        b.setCandidates(c, Geometry::classic().allSymbols());
    grid.load(b, true);
    EXPECT_EQ(grid.candidates(1), core::bit(6));
    EXPECT_EQ(grid.takePendingSingle(), 1);
    EXPECT_EQ(grid.takePendingSingle(), -1);
}

TEST(CandidateGrid, ContradictionsOnLoad)
{
    CandidateGrid grid;
    grid.load(
        testutil::boardFromLine(
            "11..............................................................................."),
        false);
    EXPECT_EQ(grid.status(), GridStatus::Contradiction);
    Board marks;
    marks.setCandidates(3, 0); // an open cell without pencil marks
    grid.load(marks, true);
    EXPECT_TRUE(grid.contradiction());
}

TEST(CandidateGrid, PlaceRemovesFromPeersAndNotesSingles)
{
    Board b;
    for (int c = 0; c < 81; ++c)
        b.setCandidates(c, core::bit(1) | core::bit(2));
    b.setCandidates(80, Geometry::classic().allSymbols());
    CandidateGrid grid;
    grid.load(b, true);
    const std::uint32_t rowStamp = grid.unitStamp(0);
    const std::uint32_t farStamp = grid.unitStamp(26); // box 8: no peer of cell 0
    ASSERT_TRUE(grid.place(0, 1));
    EXPECT_EQ(grid.value(0), 1);
    EXPECT_EQ(grid.openCount(), 80);
    for (int p : Geometry::classic().peers(0))
        EXPECT_EQ(grid.candidates(p), core::bit(2));
    EXPECT_EQ(grid.candidates(80), Geometry::classic().allSymbols());
    EXPECT_GT(grid.unitStamp(0), rowStamp);
    EXPECT_EQ(grid.unitStamp(26), farStamp);
    // Every peer is now a pending single; naked singles then place 2 in two peers of row 0 and
    // empty the others: a contradiction.
    EXPECT_TRUE(core::gridrules::nakedSingles(grid));
    EXPECT_EQ(grid.status(), GridStatus::Contradiction);
    // Placing a symbol the cell does not hold is a contradiction too.
    CandidateGrid other;
    other.load(Board(), false);
    EXPECT_FALSE(other.eliminate(5, 0));
    EXPECT_TRUE(other.eliminate(5, core::bit(3)));
    EXPECT_FALSE(other.eliminate(5, core::bit(3)));
    EXPECT_FALSE(other.place(5, 3));
    EXPECT_TRUE(other.contradiction());
}

TEST(CandidateGrid, StoreWritesValuesAndCandidatesBack)
{
    Board b = testutil::boardFromLine(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    CandidateGrid grid;
    grid.load(b, false);
    core::gridrules::nakedSingles(grid);
    core::gridrules::hiddenSingles(grid);
    Board out = b;
    grid.store(out);
    EXPECT_EQ(out.clueCount(), b.clueCount());
    for (int c = 0; c < 81; ++c) {
        EXPECT_EQ(out.value(c), grid.value(c));
        if (grid.value(c) == 0) {
            EXPECT_EQ(out.candidates(c), grid.candidates(c));
        }
    }
}

TEST(CandidateGrid, PendingSinglesAreTakenLastNotedFirst)
{
    // Load notes the singles in cell order; the stack gives them back last first.
    CandidateGrid grid;
    grid.load(
        marked({ { 10, symbols({ 4 }) }, { 40, symbols({ 5 }) }, { 70, symbols({ 6 }) } }), true);
    EXPECT_EQ(grid.takePendingSingle(), 70);
    EXPECT_EQ(grid.takePendingSingle(), 40);
    // Eliminations note the cells they leave single, in the order they happen.
    grid.eliminate(3, grid.candidates(3) & ~symbols({ 1 }));
    grid.eliminate(2, grid.candidates(2) & ~symbols({ 2 }));
    EXPECT_EQ(grid.takePendingSingle(), 2);
    EXPECT_EQ(grid.takePendingSingle(), 3);
    EXPECT_EQ(grid.takePendingSingle(), 10);
    EXPECT_EQ(grid.takePendingSingle(), -1);
    // A trial forgets the position's own singles.
    grid.eliminate(60, grid.candidates(60) & ~symbols({ 7 }));
    grid.clearPendingSingles();
    EXPECT_EQ(grid.takePendingSingle(), -1);
}

TEST(CandidateGrid, ChangeLogRecordsEveryChangeAndBelongsToItsObject)
{
    Board b;
    b.setGiven(1, 1); // A2 = 1: A1 loses 1
    CandidateGrid grid;
    grid.load(b, false);
    std::vector<GridChange> log;
    grid.setChangeLog(&log);
    ASSERT_TRUE(grid.eliminate(0, symbols({ 3, 2, 9 })));
    const std::vector<GridChange> eliminated
        = { { 0, 2, false }, { 0, 3, false }, { 0, 9, false } };
    EXPECT_EQ(log, eliminated);
    log.clear();
    ASSERT_TRUE(grid.place(0, 4));
    // The placement first, then the symbol leaving every open peer (A2 is filled).
    ASSERT_EQ(log.size(), 1u + 19u);
    EXPECT_EQ(log[0], (GridChange { 0, 4, true }));
    for (std::size_t i = 1; i < log.size(); ++i) {
        EXPECT_FALSE(log[i].placed);
        EXPECT_EQ(log[i].cause, core::ChangeCause::ForwardCheck);
        EXPECT_EQ(log[i].symbol, 4);
        EXPECT_TRUE(Geometry::classic().arePeers(0, log[i].cell));
    }
    // A copy has no log; assigning a state keeps the target's own.
    log.clear();
    CandidateGrid copy = grid;
    copy.place(80, 5);
    EXPECT_TRUE(log.empty());
    std::vector<GridChange> other;
    copy.setChangeLog(&other);
    copy = grid;
    copy.place(80, 6);
    EXPECT_TRUE(log.empty());
    EXPECT_FALSE(other.empty());
    EXPECT_EQ(copy.candidates(80), 0u);
    EXPECT_EQ(copy.value(80), 6);
}

// place() on a 9x9 grid without a change log takes a fast path with fixed tables; with a log it
// takes the general one. Both must leave the very same grid: values, candidates, digit planes,
// stamps, pending singles in their order, and the first conflict. The same placements (solution
// digits, wrong candidates, non-candidates and filled cells, by place() and placeCandidate()) on
// 17-clue puzzles and top95, until each grid is solved or broken.
TEST(CandidateGrid, FastPlacementLeavesTheGridOfTheGeneralOne)
{
    const auto expectSame
        = [](const CandidateGrid &fast, const CandidateGrid &general, const std::string &where) {
              ASSERT_EQ(fast.contradiction(), general.contradiction()) << where;
              EXPECT_EQ(fast.openCount(), general.openCount()) << where;
              EXPECT_EQ(fast.stamp(), general.stamp()) << where;
              for (int c = 0; c < 81; ++c) {
                  ASSERT_EQ(fast.value(c), general.value(c)) << where << " cell " << c;
                  ASSERT_EQ(fast.candidates(c), general.candidates(c)) << where << " cell " << c;
              }
              for (int u = 0; u < 27; ++u) {
                  EXPECT_EQ(fast.unitStamp(u), general.unitStamp(u)) << where << " unit " << u;
                  EXPECT_EQ(fast.placedIn(u), general.placedIn(u)) << where << " unit " << u;
              }
              ASSERT_TRUE(fast.hasPlanes());
              for (int s = 1; s <= 9; ++s)
                  for (int c = 0; c < 81; ++c) {
                      const bool inPlane = (fast.planeOf(s)[c / 64] >> (c % 64)) & 1u;
                      ASSERT_EQ(inPlane, (fast.candidates(c) & core::bit(s)) != 0)
                          << where << " symbol " << s << " cell " << c;
                  }
              EXPECT_EQ(fast.conflict().kind, general.conflict().kind) << where;
              EXPECT_EQ(fast.conflict().cell, general.conflict().cell) << where;
              EXPECT_EQ(fast.conflict().unit, general.conflict().unit) << where;
              EXPECT_EQ(fast.conflict().symbol, general.conflict().symbol) << where;
              EXPECT_EQ(fast.conflict().otherCell, general.conflict().otherCell) << where;
              CandidateGrid a = fast;
              CandidateGrid b = general;
              for (;;) {
                  const int next = a.takePendingSingle();
                  ASSERT_EQ(next, b.takePendingSingle()) << where;
                  if (next < 0)
                      break;
              }
          };
    const std::vector<std::string> lines = sampleLines(491);
    unsigned seed = 12345;
    const auto random = [&seed](int n) {
        seed = seed * 1103515245u + 12345u;
        return static_cast<int>((seed >> 8) % static_cast<unsigned>(n));
    };
    int placements = 0;
    int broken = 0;
    int singles = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Board puzzle = testutil::boardFromLine(lines[i]);
        const auto solved = core::countSolutions(puzzle, 2);
        ASSERT_EQ(solved.count, 1);
        CandidateGrid fast;
        CandidateGrid general;
        fast.load(puzzle, false);
        general.load(puzzle, false);
        std::vector<GridChange> log;
        general.setChangeLog(&log);
        // Mostly solution digits (the grid runs long), now and then a wrong move.
        while (!fast.contradiction() && fast.openCount() > 0) {
            int cell = random(81);
            int symbol = 0;
            const int kind = random(20);
            if (kind == 0) {
                symbol = 1 + random(9); // anything, in any cell (filled, or not a candidate)
            } else {
                while (fast.value(cell) != 0)
                    cell = (cell + 1) % 81;
                symbol = solved.solution[cell];
                if (kind == 1) {
                    // A wrong candidate, when the cell has one.
                    const Mask wrong = fast.candidates(cell) & ~core::bit(symbol);
                    if (wrong)
                        symbol = core::lowestSymbol(wrong);
                }
            }
            const bool candidate
                = fast.value(cell) == 0 && (fast.candidates(cell) & core::bit(symbol));
            const bool viaCandidate = candidate && random(2) == 0;
            // The only candidate of its cell: placeSingle() (the fast one leaves one plane).
            const bool single = viaCandidate && fast.candidates(cell) == core::bit(symbol);
            singles += single;
            const bool a = single ? fast.placeSingle(cell, symbol)
                : viaCandidate    ? fast.placeCandidate(cell, symbol)
                                  : fast.place(cell, symbol);
            const bool b = single ? general.placeSingle(cell, symbol)
                : viaCandidate    ? general.placeCandidate(cell, symbol)
                                  : general.place(cell, symbol);
            ++placements;
            const std::string where = "puzzle " + std::to_string(i) + " placing "
                + std::to_string(symbol) + " at " + std::to_string(cell);
            ASSERT_EQ(a, b) << where;
            expectSame(fast, general, where);
        }
        broken += fast.contradiction();
    }
    // Not vacuous: thousands of placements (one in ten a wrong move: runs of about fifteen), most
    // runs broken by a wrong move.
    EXPECT_GT(placements, 2000);
    EXPECT_GT(broken, 100);
    EXPECT_GT(singles, 100);
}

// load() without pencil marks on a 9x9 grid has a path of its own (loadClassicValues); the same
// board with every pencil mark set goes the general way, which must give the same grid.
TEST(CandidateGrid, ClassicLoadMatchesTheGeneralOne)
{
    std::vector<Board> boards;
    for (const std::string &line : sampleLines(997))
        boards.push_back(testutil::boardFromLine(line));
    // Random values: dense ones leave open cells without candidates, and some repeat a value
    // (the fast path hands those to the general one); the last cell (the ninth byte of the last
    // word read) filled or not.
    unsigned seed = 777;
    const auto random = [&seed](int n) {
        seed = seed * 1103515245u + 12345u;
        return static_cast<int>((seed >> 8) % static_cast<unsigned>(n));
    };
    for (int k = 0; k < 300; ++k) {
        Board b;
        const int fill = 5 + random(60);
        const bool noRepeats = k % 2 == 0;
        for (int c = 0; c < 81; ++c) {
            if (random(81) >= fill)
                continue;
            const int v = 1 + random(9);
            bool repeats = false;
            for (int p : Geometry::classic().peers(c))
                repeats = repeats || b.value(p) == v;
            if (!noRepeats || !repeats)
                b.setGiven(c, v);
        }
        boards.push_back(b);
    }
    int emptied = 0;
    int repeated = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const std::string where = "board " + std::to_string(i);
        Board marks = boards[i];
        for (int c = 0; c < 81; ++c)
            marks.setCandidates(c, Geometry::classic().allSymbols());
        CandidateGrid fast;
        CandidateGrid general;
        fast.load(boards[i], false);
        general.load(marks, true);
        ASSERT_EQ(fast.contradiction(), general.contradiction()) << where;
        const GridConflict &a = fast.conflict();
        const GridConflict &b = general.conflict();
        EXPECT_EQ(a, b) << where;
        emptied += a.kind == GridConflict::Kind::EmptyCell;
        repeated += a.kind == GridConflict::Kind::PeerHasValue;
        EXPECT_EQ(fast.openCount(), general.openCount()) << where;
        EXPECT_EQ(fast.stamp(), general.stamp()) << where;
        for (int c = 0; c < 81; ++c) {
            ASSERT_EQ(fast.value(c), general.value(c)) << where << " cell " << c;
            ASSERT_EQ(fast.candidates(c), general.candidates(c)) << where << " cell " << c;
        }
        for (int u = 0; u < 27; ++u) {
            EXPECT_EQ(fast.unitStamp(u), general.unitStamp(u)) << where << " unit " << u;
            EXPECT_EQ(fast.placedIn(u), general.placedIn(u)) << where << " unit " << u;
        }
        ASSERT_TRUE(fast.hasPlanes());
        ASSERT_TRUE(general.hasPlanes());
        for (int s = 0; s <= 9; ++s)
            for (int w = 0; w < 2; ++w)
                ASSERT_EQ(fast.planeOf(s)[w], general.planeOf(s)[w]) << where << " symbol " << s;
        for (;;) {
            const int next = fast.takePendingSingle();
            ASSERT_EQ(next, general.takePendingSingle()) << where;
            if (next < 0)
                break;
        }
    }
    // Not vacuous: both kinds of contradiction met.
    EXPECT_GT(emptied, 10);
    EXPECT_GT(repeated, 10);
}

TEST(CandidateGrid, ConflictsAreReportedAsData)
{
    CandidateGrid grid;
    // A repeated value: at its second cell, in its first unit holding it twice.
    grid.load(
        testutil::boardFromLine(
            "5.......5........................................................................"),
        false);
    EXPECT_EQ(grid.conflict(), (GridConflict { GridConflict::Kind::PeerHasValue, 8, 0, 5, 0 }));
    // An open cell without candidates.
    grid.load(marked({ { 7, 0 } }), true);
    EXPECT_EQ(grid.conflict(), (GridConflict { GridConflict::Kind::EmptyCell, 7, -1, 0, -1 }));
    // A cell emptied by a placement; the first conflict is the one kept.
    grid.load(marked({ { 1, symbols({ 3 }) }, { 2, symbols({ 3 }) } }), true);
    EXPECT_FALSE(grid.place(0, 3));
    EXPECT_EQ(grid.conflict(), (GridConflict { GridConflict::Kind::EmptyCell, 1, -1, 3, -1 }));
    grid.markContradiction({ GridConflict::Kind::Rule });
    EXPECT_EQ(grid.conflict().kind, GridConflict::Kind::EmptyCell);
    // A digit without a place in a unit, found by hidden singles.
    Board noNine = marked({});
    for (int c = 9; c < 18; ++c) // row B without 9
        noNine.setCandidates(c, Geometry::classic().allSymbols() & ~symbols({ 9 }));
    grid.load(noNine, true);
    EXPECT_TRUE(core::gridrules::hiddenSingles(grid));
    EXPECT_EQ(grid.conflict(), (GridConflict { GridConflict::Kind::MissingSymbol, -1, 1, 9, -1 }));
}

TEST(CandidateGrid, AssignedValuesStayInThePeersButAreNotPlacedAgain)
{
    // Without forward checking (a search with --propagation none) the peers keep the symbol;
    // placing it next to the holder, or a hidden single of a symbol the unit holds, is refused.
    CandidateGrid grid;
    grid.load(Board(), false);
    grid.assign(0, 5);
    EXPECT_EQ(grid.value(0), 5);
    EXPECT_EQ(grid.openCount(), 80);
    EXPECT_TRUE(grid.candidates(1) & core::bit(5));
    EXPECT_EQ(grid.placedIn(0), core::bit(5));
    // Row A: 5 is a candidate of one open cell only (A2), but the row already holds it.
    for (int c = 2; c < 9; ++c)
        grid.eliminate(c, core::bit(5));
    EXPECT_FALSE(core::gridrules::hiddenSingles(grid));
    EXPECT_EQ(grid.value(1), 0);
    EXPECT_FALSE(grid.contradiction());
    EXPECT_FALSE(grid.place(1, 5));
    EXPECT_EQ(grid.conflict(), (GridConflict { GridConflict::Kind::PeerHasValue, 1, 0, 5, 0 }));
}

// gridrules::hiddenSingles() reads a 9x9 grid's units four lanes at a time (rows, boxes, and
// columns four by four): it must sweep as the plain reading below does, on grids at every stage
// (placements of the solution, some wrong eliminations), with and without its clean stamps.
TEST(GridRules, HiddenSinglesSweepAsThePlainReading)
{
    // One sweep: per unit in order, the digits in one cell (as the unit is reached) placed in
    // ascending order where they still are; a digit without a place ends it.
    const auto plain = [](CandidateGrid &grid) {
        const Geometry &g = grid.geometry();
        bool changed = false;
        for (int u = 0; u < g.unitCount(); ++u) {
            Mask single = 0;
            for (int s = 1; s <= 9; ++s) {
                if (grid.placedIn(u) & core::bit(s))
                    continue;
                int places = 0;
                for (int cell : g.unit(u))
                    places += (grid.candidates(cell) & core::bit(s)) != 0;
                if (places == 0) {
                    grid.markContradiction({ GridConflict::Kind::MissingSymbol, -1, u, s, -1 });
                    return true;
                }
                if (places == 1)
                    single |= core::bit(s);
            }
            for (int s = 1; s <= 9; ++s) {
                if (!(single & core::bit(s)))
                    continue;
                for (int cell : g.unit(u))
                    if (grid.candidates(cell) & core::bit(s)) {
                        changed = true;
                        if (!grid.place(cell, s))
                            return true;
                        break;
                    }
            }
        }
        return changed;
    };
    const auto expectSame
        = [](const CandidateGrid &a, const CandidateGrid &b, const std::string &where) {
              ASSERT_EQ(a.contradiction(), b.contradiction()) << where;
              EXPECT_EQ(a.conflict(), b.conflict()) << where;
              for (int c = 0; c < 81; ++c) {
                  ASSERT_EQ(a.value(c), b.value(c)) << where << " cell " << c;
                  ASSERT_EQ(a.candidates(c), b.candidates(c)) << where << " cell " << c;
              }
          };
    const std::vector<std::string> lines = sampleLines(1499);
    unsigned seed = 4242;
    const auto random = [&seed](int n) {
        seed = seed * 1103515245u + 12345u;
        return static_cast<int>((seed >> 8) % static_cast<unsigned>(n));
    };
    int sweeps = 0;
    int placing = 0;
    int missing = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Board puzzle = testutil::boardFromLine(lines[i]);
        const auto solved = core::countSolutions(puzzle, 2);
        ASSERT_EQ(solved.count, 1);
        CandidateGrid grid;
        grid.load(puzzle, false);
        std::array<std::uint32_t, 27> clean {};
        while (!grid.contradiction() && grid.openCount() > 0) {
            const std::string where
                = "puzzle " + std::to_string(i) + " open " + std::to_string(grid.openCount());
            CandidateGrid fast = grid;
            CandidateGrid reference = grid;
            const bool a = core::gridrules::hiddenSingles(fast);
            const bool b = plain(reference);
            ASSERT_EQ(a, b) << where;
            expectSame(fast, reference, where);
            // The same with the stamps of the sweeps so far (units unchanged since they gave
            // nothing are passed); kept only from a sweep that left the grid as it was (the
            // copy's later stamps are not the grid's).
            CandidateGrid stamped = grid;
            const std::array<std::uint32_t, 27> kept = clean;
            ASSERT_EQ(core::gridrules::hiddenSingles(stamped, clean.data()), b) << where;
            expectSame(stamped, reference, where + " (clean)");
            if (stamped.stamp() != grid.stamp() || stamped.contradiction())
                clean = kept;
            ++sweeps;
            placing += b && !reference.contradiction();
            missing += reference.conflict().kind == GridConflict::Kind::MissingSymbol;
            // On: mostly a solution digit, now and then a wrong elimination.
            int cell = random(81);
            while (grid.value(cell) != 0)
                cell = (cell + 1) % 81;
            const Mask wrong = grid.candidates(cell) & ~core::bit(solved.solution[cell]);
            if (random(6) == 0 && wrong)
                grid.eliminate(cell, core::bit(solved.solution[cell]));
            else
                grid.place(cell, solved.solution[cell]);
            (void)wrong;
        }
    }
    // Not vacuous: many sweeps, many of them placing, some meeting a digit without a place.
    EXPECT_GT(sweeps, 2000);
    EXPECT_GT(placing, 1000);
    EXPECT_GT(missing, 20);
}

// gridrules::hiddenSubsets() reads a 9x9 unit's digit places from the digit planes: it must act
// as the plain reading below (places from the cells' candidates as the unit's scan begins, the
// combinations in lexicographic order), on grids at every stage of a solution.
TEST(GridRules, HiddenSubsetsActAsThePlainReading)
{
    const auto plain = [](CandidateGrid &grid, int size) {
        const Geometry &g = grid.geometry();
        bool changed = false;
        for (int u = 0; u < g.unitCount(); ++u) {
            const auto cells = g.unit(u);
            int open = 0;
            for (int cell : cells)
                open += grid.value(cell) == 0;
            if (open <= size)
                continue;
            std::vector<int> digits;
            std::vector<Mask> places;
            for (int s = 1; s <= 9; ++s) {
                if (grid.placedIn(u) & core::bit(s))
                    continue;
                Mask at = 0;
                for (int i = 0; i < 9; ++i)
                    if (grid.candidates(cells[i]) & core::bit(s))
                        at |= Mask { 1 } << i;
                const int pc = core::popcount(at);
                if (pc >= 2 && pc <= size) {
                    digits.push_back(s);
                    places.push_back(at);
                }
            }
            const int n = static_cast<int>(digits.size());
            std::vector<int> pick(size);
            for (int i = 0; i < size; ++i)
                pick[i] = i;
            while (n >= size) {
                Mask at = 0;
                Mask keep = 0;
                for (int i : pick) {
                    at |= places[i];
                    keep |= core::bit(digits[i]);
                }
                if (core::popcount(at) == size)
                    for (int i = 0; i < 9; ++i)
                        if (((at >> i) & 1)
                            && grid.eliminate(cells[i], Geometry::classic().allSymbols() & ~keep))
                            changed = true;
                int k = size - 1;
                while (k >= 0 && pick[k] == n - size + k)
                    --k;
                if (k < 0)
                    break;
                ++pick[k];
                for (int j = k + 1; j < size; ++j)
                    pick[j] = pick[j - 1] + 1;
            }
            if (grid.contradiction())
                return true;
        }
        return changed;
    };
    std::vector<std::string> lines;
    for (const auto &line : testutil::readLines("norvig_top95.txt"))
        lines.push_back(line);
    int found = 0;
    int checks = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Board puzzle = testutil::boardFromLine(lines[i]);
        const auto solved = core::countSolutions(puzzle, 2);
        ASSERT_EQ(solved.count, 1);
        CandidateGrid grid;
        grid.load(puzzle, false);
        for (int cell = 0; cell < 81 && !grid.contradiction(); cell += 7) {
            if (grid.value(cell) == 0)
                grid.place(cell, solved.solution[cell]);
            for (int size = 2; size <= 4; ++size) {
                const std::string where = "puzzle " + std::to_string(i) + " open "
                    + std::to_string(grid.openCount()) + " size " + std::to_string(size);
                CandidateGrid fast = grid;
                CandidateGrid reference = grid;
                const bool a = core::gridrules::hiddenSubsets(fast, size);
                ASSERT_EQ(a, plain(reference, size)) << where;
                ASSERT_EQ(fast.contradiction(), reference.contradiction()) << where;
                for (int c = 0; c < 81; ++c)
                    ASSERT_EQ(fast.candidates(c), reference.candidates(c))
                        << where << " cell " << c;
                found += a;
                ++checks;
            }
        }
    }
    // Not vacuous.
    EXPECT_GT(checks, 1000);
    EXPECT_GT(found, 100);
}

TEST(GridRules, NakedPairsMatchOnTheLiveCandidates)
{
    // Row A: A1, A2 {1,2}; A3 {1,3,4} becomes {3,4} when the pair acts, and with A4 {3,4} forms a
    // second pair in the same scan, which takes 3 and 4 from A5 {3,4,5}.
    CandidateGrid grid;
    grid.load(
        marked({ { 0, symbols({ 1, 2 }) }, { 1, symbols({ 1, 2 }) }, { 2, symbols({ 1, 3, 4 }) },
            { 3, symbols({ 3, 4 }) }, { 4, symbols({ 3, 4, 5 }) } }),
        true);
    EXPECT_TRUE(core::gridrules::nakedSubsets(grid, 2));
    EXPECT_EQ(grid.candidates(2), symbols({ 3, 4 }));
    EXPECT_EQ(grid.candidates(4), symbols({ 5 }));
    EXPECT_FALSE(grid.contradiction());
}

TEST(GridRules, HiddenSubsetsLeaveADigitWithoutPlaceToHiddenSingles)
{
    // Row B has no 9 and a hidden pair {7,8} in B1, B2.
    Board b = marked({});
    for (int c = 9; c < 18; ++c)
        b.setCandidates(c, symbols({ 1, 2, 3, 4, 5, 6 }));
    b.setCandidates(9, symbols({ 1, 7, 8 }));
    b.setCandidates(10, symbols({ 2, 7, 8 }));
    CandidateGrid grid;
    grid.load(b, true);
    EXPECT_TRUE(core::gridrules::hiddenSubsets(grid, 2));
    EXPECT_EQ(grid.candidates(9), symbols({ 7, 8 }));
    EXPECT_EQ(grid.candidates(10), symbols({ 7, 8 }));
    EXPECT_FALSE(grid.contradiction());
    EXPECT_TRUE(core::gridrules::hiddenSingles(grid));
    EXPECT_EQ(grid.conflict().kind, GridConflict::Kind::MissingSymbol);
}

// The subset passes' `quietAt` skip (gridrules.h): on a grid where every earlier rule of the
// FILTER's order gives nothing, a pass that skips the units with too few open cells makes the very
// changes of the pass that looks at every unit. Checked on every subset rule from the positions
// where rules 0..r-1 get stuck, on 17-clue puzzles, top95 and 16x16 puzzles.
TEST(GridRules, SubsetPassesSkipOnlyUnitsWhereTheyCannotFindAnything)
{
    struct Sample
    {
        const char *file;
        std::size_t step;
        std::size_t count;
    };
    int compared = 0;
    int fired = 0;
    int smallUnits = 0;
    for (const Sample &sample :
        { Sample { "royle_17clue_49158.txt", 97, 400 }, Sample { "norvig_top95.txt", 1, 95 },
            Sample { "sansegundo_16x16_generated.txt", 1, 6 } }) {
        const auto lines = testutil::readLines(sample.file);
        for (std::size_t i = 0, n = 0; i < lines.size() && n < sample.count;
             i += sample.step, ++n) {
            const Board puzzle = testutil::boardFromLine(lines[i]);
            for (int rule = 4; rule < core::gridrules::kRuleCount; ++rule) {
                CandidateGrid stuck(puzzle.geometry());
                stuck.load(puzzle, false);
                core::gridrules::fixpoint(stuck, rule - 1);
                if (stuck.status() != GridStatus::Open)
                    continue;
                ASSERT_TRUE(stuck.singlesNoted());
                const bool naked = rule % 2 == 0; // NP, HP, NT, HT, NQ, HQ from rule 4 on
                const int size = 2 + (rule - 4) / 2;
                const Geometry &g = puzzle.geometry();
                for (int u = 0; u < g.unitCount(); ++u) {
                    int open = 0;
                    for (int cell : g.unit(u))
                        open += stuck.value(cell) == 0;
                    smallUnits += open > 0 && open < (naked ? 2 * size : 2 * size + 1);
                }
                CandidateGrid skipping = stuck;
                CandidateGrid looking = stuck;
                const bool a = naked
                    ? core::gridrules::nakedSubsets(skipping, size, nullptr, skipping.stamp())
                    : core::gridrules::hiddenSubsets(
                        skipping, size, nullptr, nullptr, skipping.stamp());
                const bool b = naked ? core::gridrules::nakedSubsets(looking, size)
                                     : core::gridrules::hiddenSubsets(looking, size);
                ++compared;
                fired += b;
                EXPECT_EQ(a, b) << sample.file << " line " << i + 1 << " rule " << rule;
                for (int c = 0; c < stuck.cellCount(); ++c) {
                    EXPECT_EQ(skipping.value(c), looking.value(c)) << sample.file << " " << i;
                    EXPECT_EQ(skipping.candidates(c), looking.candidates(c))
                        << sample.file << " line " << i + 1 << " rule " << rule << " cell " << c;
                }
            }
        }
    }
    // Not vacuous: many positions, some where the pass finds something, many units it may skip.
    EXPECT_GT(compared, 500);
    EXPECT_GT(fired, 20);
    EXPECT_GT(smallUnits, 1000);
}

TEST(GridRules, FixpointFiresInTheStandardOrderUpToMaxRule)
{
    // NYTimes hard #1: the FILTER solves it; naked singles alone do not.
    const Board puzzle = testutil::boardFromLine(
        "..9.6....5..4..73...3..24.....81.....1..9.5.6.....6..79.5.......246...18.......7.");
    CandidateGrid grid;
    grid.load(puzzle, false);
    int observed = 0;
    int lastRule = -1;
    const core::gridrules::RuleObserver observer = [&](int rule, const CandidateGrid &after) {
        ++observed;
        lastRule = rule;
        EXPECT_EQ(&after, &grid);
    };
    const auto all = core::gridrules::fixpoint(grid, core::gridrules::kRuleCount - 1, &observer);
    EXPECT_EQ(grid.status(), GridStatus::Solved);
    int total = 0;
    for (int f : all.firings)
        total += f;
    EXPECT_EQ(observed, total);
    EXPECT_GE(all.topRule, 2);
    EXPECT_GE(lastRule, 0);
    // Rules up to topRule - 1 alone get stuck; up to topRule they solve.
    grid.load(puzzle, false);
    const auto below = core::gridrules::fixpoint(grid, all.topRule - 1);
    EXPECT_EQ(grid.status(), GridStatus::Open);
    EXPECT_LT(below.topRule, all.topRule);
    grid.load(puzzle, false);
    core::gridrules::fixpoint(grid, all.topRule);
    EXPECT_EQ(grid.status(), GridStatus::Solved);
    // Naked singles only: no other rule fires.
    grid.load(puzzle, false);
    const auto singles = core::gridrules::fixpoint(grid, 0);
    for (int r = 1; r < core::gridrules::kRuleCount; ++r)
        EXPECT_EQ(singles.firings[r], 0);
}

} // namespace
