// TrackedBoard: its index (open cells, hidden singles, cells with one candidate, broken) against
// the same facts counted afresh from the board after every change along the tutor's paths; and
// the tutor's path over the index against hint after hint on a plain board (the same steps).
#include "board/trackedboard.h"
#include "logic/basicrules.h"
#include "logic/step.h"
#include "logic/tutorengine.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

using core::Board;
using core::Mask;
using core::TrackedBoard;

namespace {

Mask naiveHiddenSingles(const Board &board, int unit)
{
    const core::Geometry &g = board.geometry();
    Mask result = 0;
    Mask placed = 0;
    for (int cell : g.unit(unit))
        if (!board.isOpen(cell))
            placed |= core::bit(board.value(cell));
    for (int s = 1; s <= g.side(); ++s) {
        int places = 0;
        for (int cell : g.unit(unit))
            places += board.isOpen(cell) && (board.candidates(cell) & core::bit(s)) != 0;
        if (places == 1 && !(placed & core::bit(s)))
            result |= core::bit(s);
    }
    return result;
}

void expectIndexMatches(const TrackedBoard &tracked, const std::string &where)
{
    const Board &board = tracked.board();
    const core::Geometry &g = board.geometry();
    int open = 0;
    int firstSingle = -1;
    bool broken = false;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        if (!board.isOpen(cell))
            continue;
        ++open;
        const Mask c = board.candidates(cell) & g.allSymbols();
        broken = broken || c == 0;
        if (firstSingle < 0 && core::popcount(c) == 1)
            firstSingle = cell;
    }
    // Before hiddenSingles(u) below refreshes every unit: the first unit with a hidden single in
    // the finders' search order, and the units with one open cell.
    int firstHidden = -1;
    for (int k = 0; k < g.unitCount() && firstHidden < 0; ++k)
        if (naiveHiddenSingles(board, core::unitInSearchOrder(g, k)))
            firstHidden = core::unitInSearchOrder(g, k);
    ASSERT_EQ(tracked.firstHiddenSingleUnit(), firstHidden) << where;
    if (firstHidden >= 0) {
        ASSERT_EQ(tracked.hiddenSinglesOfFirst(firstHidden), naiveHiddenSingles(board, firstHidden))
            << where;
    }
    for (int u = 0; u < g.unitCount(); ++u) {
        int openInUnit = 0;
        for (int cell : g.unit(u))
            openInUnit += board.isOpen(cell);
        const bool one = (tracked.unitsWithOneOpen()[u >> 6] >> (u & 63)) & 1u;
        ASSERT_EQ(one, openInUnit == 1) << where << ", unit " << u;
        int lastOpen = -1;
        for (int cell : g.unit(u))
            if (board.isOpen(cell))
                lastOpen = std::max(lastOpen, cell);
        ASSERT_EQ(tracked.lastOpenCell(u), lastOpen) << where << ", unit " << u;
    }
    for (int u = 0; u < g.unitCount(); ++u) {
        Mask seen = 0;
        int openInUnit = 0;
        for (int cell : g.unit(u)) {
            openInUnit += board.isOpen(cell);
            const int v = board.value(cell);
            broken = broken || (v != 0 && (seen & core::bit(v)));
            if (v != 0)
                seen |= core::bit(v);
        }
        ASSERT_EQ(tracked.openIn(u), openInUnit) << where << ", unit " << u;
        ASSERT_EQ(tracked.placedIn(u), seen) << where << ", unit " << u;
        ASSERT_EQ(tracked.hiddenSingles(u), naiveHiddenSingles(board, u))
            << where << ", unit " << u;
        for (Mask m = tracked.hiddenSingles(u); m; m &= m - 1) {
            const int cell = tracked.cellWith(u, core::lowestSymbol(m));
            ASSERT_GE(cell, 0) << where;
            EXPECT_TRUE(board.candidates(cell) & (m & (~m + 1))) << where;
        }
    }
    ASSERT_EQ(tracked.openCount(), open) << where;
    ASSERT_EQ(tracked.firstSingleCandidateCell(), firstSingle) << where;
    ASSERT_EQ(tracked.broken(), broken) << where;
}

// Every 4th of top95 and every 2000th 17-clue puzzle: many hundreds of positions.
std::vector<Board> samplePuzzles()
{
    std::vector<Board> boards;
    const auto top95 = testutil::readLines("norvig_top95.txt");
    for (std::size_t i = 0; i < top95.size(); i += 4)
        boards.push_back(testutil::boardFromLine(top95[i]));
    const auto clue17 = testutil::readLines("royle_17clue_49158.txt");
    for (std::size_t i = 0; i < clue17.size(); i += 2000)
        boards.push_back(testutil::boardFromLine(clue17[i]));
    // Other sizes: a valid grid from the classic pattern with cells blanked (so that the units
    // beyond the 64th of a 25x25 board are indexed too).
    for (const auto &[boxRows, boxCols] :
        { std::pair { 2, 3 }, std::pair { 4, 4 }, std::pair { 5, 5 } }) {
        boards.push_back(testutil::patternPuzzle(boxRows, boxCols));
    }
    for (Board &b : boards)
        b.fillCandidates();
    return boards;
}

// Sixty random moves on the tracked board and on a plain copy (a third eliminations, the rest
// placements, mostly of a candidate, sometimes of any symbol, right or wrong): after each, the same
// board and an index that matches a plain scan. next(n) draws from 0..n-1.
template <class Next> void playRandomly(TrackedBoard &tracked, Board &plain, int game, Next &next)
{
    const core::Geometry &g = plain.geometry();
    for (int move = 0; move < 60; ++move) {
        const int cell = next(g.cellCount());
        const std::string where = "game " + std::to_string(game) + ", move " + std::to_string(move);
        core::Step step;
        if (next(3) == 0) {
            const int symbol = 1 + next(g.side());
            step.eliminations.push_back({ cell, symbol });
            tracked.eliminate(cell, symbol);
        } else {
            const Mask c = plain.candidates(cell);
            const int symbol = c != 0 && next(8) != 0 ? core::lowestSymbol(c) : 1 + next(g.side());
            step.placements.push_back({ cell, symbol });
            tracked.place(cell, symbol);
        }
        core::applyStep(plain, step);
        ASSERT_TRUE(tracked.board() == plain) << where;
        expectIndexMatches(tracked, where);
        if (::testing::Test::HasFatalFailure())
            return;
    }
}

void randomPlayFromAlteredPencilMarks()
{
    // As RandomPlayOnEverySize from a player's pencil marks: some candidates missing, marks left
    // on filled cells, open cells with extra marks or none. (The toggles of bit 0 or a bit beyond
    // the side change nothing: a board drops them; NoStrayBitsAndAnOpenCellWithoutCandidates.)
    unsigned seed = 777;
    const auto next = [&seed](int n) {
        seed = seed * 1103515245u + 12345u;
        return static_cast<int>((seed >> 8) % static_cast<unsigned>(n));
    };
    int game = 0;
    for (const Board &puzzle : samplePuzzles()) {
        const core::Geometry &g = puzzle.geometry();
        Board start = puzzle;
        for (int k = 0; k < 3 * g.side(); ++k)
            start.removeCandidate(next(g.cellCount()), 1 + next(g.side()));
        for (int k = 0; k < g.side(); ++k) {
            const int cell = next(g.cellCount());
            // Every other game: filled cells left clean (the classic grid's fast placements).
            if (game % 2 == 0 && !start.isOpen(cell))
                continue;
            if (start.isOpen(cell)) {
                start.setCandidates(cell, start.candidates(cell) | core::bit(1 + next(g.side())));
                continue;
            }
            // Bits outside the symbols: the board drops them (setCandidates, toggleCandidate).
            const int stray = next(2) ? 0 : g.side() + 1;
            // Every 3rd: the stray bit alone (an open cell without a real candidate).
            if (k % 3 == 0)
                start.setCandidates(cell, 0);
            else
                start.setCandidates(cell, start.candidates(cell) | core::bit(1 + next(g.side())));
            if (!(start.candidates(cell) & core::bit(stray)))
                start.toggleCandidate(cell, stray);
        }
        TrackedBoard tracked;
        tracked.reset(start);
        Board plain = start;
        expectIndexMatches(tracked, "game " + std::to_string(game) + ", start");
        if (::testing::Test::HasFatalFailure())
            return;
        playRandomly(tracked, plain, game, next);
        if (::testing::Test::HasFatalFailure())
            return;
        ++game;
    }
}

} // namespace

TEST(TrackedBoard, IndexFollowsEveryChangeAlongTheTutorsPaths)
{
    for (const Board &puzzle : samplePuzzles()) {
        const core::SolutionPath path = core::tutorPath(puzzle);
        ASSERT_EQ(path.status, core::PathStatus::Solved);
        TrackedBoard tracked;
        tracked.reset(puzzle);
        Board plain = puzzle;
        expectIndexMatches(tracked, "start");
        for (std::size_t k = 0; k < path.steps.size(); ++k) {
            const core::Step &step = path.steps[k];
            for (const auto &p : step.placements)
                tracked.place(p.cell, p.symbol);
            for (const auto &e : step.eliminations)
                tracked.eliminate(e.cell, e.symbol);
            core::applyStep(plain, step);
            ASSERT_TRUE(tracked.board() == plain) << "step " << k + 1;
            expectIndexMatches(tracked, "step " + std::to_string(k + 1));
            if (::testing::Test::HasFatalFailure())
                return;
        }
        EXPECT_EQ(tracked.openCount(), 0);
    }
}

TEST(TrackedBoard, BrokenPositions)
{
    Board board = testutil::boardFromLine(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    board.fillCandidates();
    TrackedBoard tracked;
    tracked.reset(board);
    EXPECT_FALSE(tracked.broken());
    // A cell losing its last candidate.
    const int cell = 1; // row 1, column 2: open
    for (Mask m = tracked.board().candidates(cell); m; m &= m - 1)
        tracked.eliminate(cell, core::lowestSymbol(m));
    EXPECT_TRUE(tracked.broken());
    expectIndexMatches(tracked, "emptied cell");
    // Filling it again with a value its row already holds: still broken (a repeated value).
    tracked.place(cell, 4);
    EXPECT_TRUE(tracked.broken());
    expectIndexMatches(tracked, "repeated value");
}

TEST(TrackedBoard, PathWithoutStepsHasTheSameTechniquesAndEnd)
{
    for (const Board &puzzle : samplePuzzles()) {
        const core::SolutionPath full = core::tutorPath(puzzle);
        const core::SolutionPath lean = core::tutorPath(puzzle, nullptr, false);
        EXPECT_TRUE(lean.steps.empty());
        ASSERT_EQ(full.techniques.size(), full.steps.size());
        for (std::size_t k = 0; k < full.steps.size(); ++k)
            ASSERT_EQ(full.techniques[k], full.steps[k].technique) << "step " << k + 1;
        EXPECT_EQ(lean.techniques, full.techniques);
        EXPECT_EQ(lean.counts, full.counts);
        EXPECT_EQ(lean.hardest, full.hardest);
        EXPECT_EQ(lean.status, full.status);
        EXPECT_TRUE(lean.board == full.board);
    }
}

TEST(TrackedBoard, PathIsHintAfterHintOnAPlainBoard)
{
    for (const Board &puzzle : samplePuzzles()) {
        const core::SolutionPath path = core::tutorPath(puzzle);
        Board board = puzzle;
        for (std::size_t k = 0; k < path.steps.size(); ++k) {
            core::Step hint;
            ASSERT_TRUE(core::nextPathStep(board, hint)) << "step " << k + 1;
            const core::Step &step = path.steps[k];
            ASSERT_EQ(hint.technique, step.technique) << "step " << k + 1;
            ASSERT_EQ(hint.units, step.units) << "step " << k + 1;
            ASSERT_EQ(hint.cells, step.cells) << "step " << k + 1;
            ASSERT_EQ(hint.symbols, step.symbols) << "step " << k + 1;
            ASSERT_EQ(hint.placements, step.placements) << "step " << k + 1;
            ASSERT_EQ(hint.eliminations, step.eliminations) << "step " << k + 1;
            core::applyStep(board, hint);
        }
        EXPECT_TRUE(board == path.board);
    }
}

TEST(TrackedBoard, FilledCellsWithCandidates)
{
    // A board whose filled cells keep pencil marks (a player's board): the index reads the open
    // cells only, whatever the filled ones hold.
    const Board puzzle = samplePuzzles().front();
    const core::SolutionPath path = core::tutorPath(puzzle);
    ASSERT_EQ(path.status, core::PathStatus::Solved);
    Board marked = puzzle;
    for (int cell = 0; cell < marked.cellCount(); ++cell)
        if (!marked.isOpen(cell))
            marked.setCandidates(cell, marked.geometry().allSymbols());
    TrackedBoard tracked;
    tracked.reset(marked);
    expectIndexMatches(tracked, "start");
    for (std::size_t k = 0; k < path.steps.size(); ++k) {
        for (const auto &p : path.steps[k].placements)
            tracked.place(p.cell, p.symbol);
        for (const auto &e : path.steps[k].eliminations)
            tracked.eliminate(e.cell, e.symbol);
        expectIndexMatches(tracked, "step " + std::to_string(k + 1));
        if (::testing::Test::HasFatalFailure())
            return;
    }
}

TEST(TrackedBoard, RandomPlayOnEverySize)
{
    // Random placements (of candidates, or of any symbol: repeated values, filled cells filled
    // again) and eliminations from the sample puzzles: the classic grid's compile-time index and
    // the other sizes' general one against the facts counted afresh, and the board against
    // applyStep's.
    unsigned seed = 12345;
    const auto next = [&seed](int n) {
        seed = seed * 1103515245u + 12345u;
        return static_cast<int>((seed >> 8) % static_cast<unsigned>(n));
    };
    int game = 0;
    for (const Board &puzzle : samplePuzzles()) {
        TrackedBoard tracked;
        tracked.reset(puzzle);
        Board plain = puzzle;
        playRandomly(tracked, plain, game, next);
        if (::testing::Test::HasFatalFailure())
            return;
        ++game;
    }
}

TEST(TrackedBoard, ComputedStartIsPrepareThenReset)
{
    // The path's usual start (the givens only: candidates computed from the values) on every
    // size: the same board and index as LogicEngine::prepare's computed candidates then reset(),
    // and the same path as from the board with every candidate filled in.
    for (const Board &puzzle : samplePuzzles()) {
        Board givens = puzzle;
        for (int cell = 0; cell < givens.cellCount(); ++cell)
            givens.setCandidates(cell, 0);
        const TrackedBoard computed(givens, TrackedBoard::ComputedCandidates {});
        const Board prepared = core::LogicEngine::prepare(givens, core::CandidateSource::Computed);
        ASSERT_TRUE(computed.board() == prepared);
        expectIndexMatches(computed, "computed start");
        if (::testing::Test::HasFatalFailure())
            return;
        const core::SolutionPath fromGivens = core::tutorPath(givens);
        const core::SolutionPath fromFilled = core::tutorPath(puzzle);
        EXPECT_EQ(fromGivens.techniques, fromFilled.techniques);
        ASSERT_EQ(fromGivens.steps.size(), fromFilled.steps.size());
        for (std::size_t k = 0; k < fromGivens.steps.size(); ++k)
            ASSERT_EQ(fromGivens.steps[k].eliminations, fromFilled.steps[k].eliminations);
        EXPECT_TRUE(fromGivens.board == fromFilled.board);
    }
}

TEST(TrackedBoard, RandomPlayFromAlteredPencilMarks)
{
    randomPlayFromAlteredPencilMarks();
}

TEST(TrackedBoard, ComputedStartOfBrokenGivens)
{
    const std::string line
        = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    // A value repeated in a row (4 at r1c1 and r1c2).
    Board repeated = testutil::boardFromLine(line);
    repeated.setGiven(testutil::cellOf(repeated.geometry(), "r1c2"), 4);
    // A cell whose peers hold all nine values (no value repeated): r1c2, its row holding 4, 8, 5,
    // its column 3, 2, then 1, 6, 7, 9 added in its row and box.
    Board covered = testutil::boardFromLine(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    covered.setGiven(testutil::cellOf(covered.geometry(), "r1c4"), 1);
    covered.setGiven(testutil::cellOf(covered.geometry(), "r3c1"), 6);
    covered.setGiven(testutil::cellOf(covered.geometry(), "r1c3"), 7);
    covered.setGiven(testutil::cellOf(covered.geometry(), "r2c3"), 9);
    const Board fine = testutil::boardFromLine(line);
    for (const auto &[name, givens, broken] : { std::tuple { "repeated", repeated, true },
             std::tuple { "covered", covered, true }, std::tuple { "fine", fine, false } }) {
        if (std::string(name) == "covered") {
            ASSERT_EQ(givens.computeCandidates(testutil::cellOf(givens.geometry(), "r1c2")), 0u);
        }
        const TrackedBoard computed(givens, TrackedBoard::ComputedCandidates {});
        EXPECT_EQ(computed.broken(), broken) << name;
        const Board prepared = core::LogicEngine::prepare(givens, core::CandidateSource::Computed);
        EXPECT_TRUE(computed.board() == prepared) << name;
        expectIndexMatches(computed, name);
        TrackedBoard again;
        again.resetComputed(givens);
        EXPECT_EQ(again.broken(), broken) << name;
    }
}

TEST(TrackedBoard, NoStrayBitsAndAnOpenCellWithoutCandidates)
{
    // A board holds no candidate outside its symbols: toggling bit 0 or a bit beyond the side
    // changes nothing (a player's pencil marks cannot make the tracked board and the plain one
    // part). An open cell without candidates is broken until it is filled with its solution value.
    for (const Board &puzzle : samplePuzzles()) {
        const core::Geometry &g = puzzle.geometry();
        const core::SolutionPath path = core::tutorPath(puzzle);
        ASSERT_EQ(path.status, core::PathStatus::Solved);
        int cell = 0;
        while (!puzzle.isOpen(cell))
            ++cell;
        Board start = puzzle;
        start.fillCandidates();
        const core::Mask before = start.candidates(cell);
        for (const int stray : { 0, g.side() + 1 }) {
            start.toggleCandidate(cell, stray);
            ASSERT_EQ(start.candidates(cell), before) << "side " << g.side() << ", bit " << stray;
        }
        start.toggleCandidate(cell, path.board.value(cell));
        ASSERT_EQ(start.candidates(cell), before & ~core::bit(path.board.value(cell)));
        start.setCandidates(cell, 0);
        TrackedBoard tracked;
        tracked.reset(start);
        EXPECT_TRUE(tracked.broken());
        expectIndexMatches(tracked, "start");
        tracked.place(cell, path.board.value(cell));
        EXPECT_FALSE(tracked.broken()) << "side " << g.side();
        expectIndexMatches(tracked, "placed");
        if (::testing::Test::HasFatalFailure())
            return;
    }
}
