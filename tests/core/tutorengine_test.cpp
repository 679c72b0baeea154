// The tutor's engine (tutorengine.h) on real puzzles: every step of the explained path agrees
// with the known solution, and so does every step of every finder along the way; hints on boards
// with few pencil marks, stopping. The finders of every family on wrong boards (well-formed steps
// only) and their maxSteps. The techniques on hand-made states are in each family's test
// (basicrules_test.cpp, fish_test.cpp, singledigit_test.cpp, wings_test.cpp, coloring_test.cpp,
// uniqueness_test.cpp, trial_test.cpp, ...).

#include "board/solutioncounter.h"
#include "logic/basicrules.h"
#include "logic/coloring.h"
#include "logic/fish.h"
#include "logic/singledigit.h"
#include "logic/trial.h"
#include "logic/tutorengine.h"
#include "logic/uniqueness.h"
#include "logic/wings.h"
#include "ruletest.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace core;

namespace {

using testutil::digitAt;
using testutil::Finder;
using testutil::fullWith;
using testutil::maskOf;

using ruletest::run;

// A unique puzzle of any size: a solution of the empty grid, then givens removed in cell order
// while the puzzle stays unique.
Board makeUniquePuzzle(const Geometry &g, std::vector<std::uint8_t> &solution)
{
    SolutionCounter counter(g);
    Board b(g);
    solution = counter.count(b, 1).solution;
    for (int c = 0; c < g.cellCount(); ++c)
        b.setGiven(c, solution[c]);
    for (int c = 0; c < g.cellCount(); ++c) {
        const int v = b.value(c);
        b.setGiven(c, 0);
        if (counter.count(b, 2).count != 1)
            b.setGiven(c, v);
    }
    return b;
}

} // namespace

// ---- Real puzzles -------------------------------------------------------------------------------

namespace {

struct PathCheck
{
    int puzzles = 0;
    std::array<int, kTechniqueCount> used {};
};

// Every step of the path agrees with the solution, and the path ends in it. With `allFinders`,
// every finder runs on every state along the way and its steps are checked too.
void checkPath(const Board &givens, PathCheck &check, bool allFinders, const std::string &label)
{
    const auto count = countSolutions(givens);
    ASSERT_EQ(count.count, 1) << label;
    const auto &solution = count.solution;
    Board board = givens;
    board.fillCandidates();
    const auto path = solvePath(board);
    static constexpr Finder kAll[] = {
        findFullHouse,
        findXWing,
        findSwordfish,
        findJellyfish,
        findSkyscraper,
        findTwoStringKite,
        findXYWing,
        findXYZWing,
        findSimpleColoring,
        findUniqueRectangle1,
        findBugPlusOne,
    };
    for (const Step &step : path) {
        if (allFinders) {
            std::vector<Step> all;
            for (Finder f : kAll)
                f(board, all, 1000);
            for (const Step &s : all)
                for (const auto &e : s.eliminations)
                    ASSERT_NE(e.symbol, solution[e.cell])
                        << label << ": " << techniqueId(s.technique) << " at cell " << e.cell;
            for (const Step &s : all)
                for (const auto &p : s.placements)
                    ASSERT_EQ(p.symbol, solution[p.cell])
                        << label << ": " << techniqueId(s.technique);
        }
        ++check.used[static_cast<int>(step.technique)];
        for (const auto &p : step.placements) {
            ASSERT_TRUE(board.isOpen(p.cell)) << label;
            ASSERT_EQ(p.symbol, solution[p.cell]) << label << ": " << techniqueId(step.technique);
        }
        for (const auto &e : step.eliminations) {
            ASSERT_TRUE(board.candidates(e.cell) & bit(e.symbol)) << label << ": no-op elimination";
            ASSERT_NE(e.symbol, solution[e.cell]) << label << ": " << techniqueId(step.technique);
        }
        applyStep(board, step);
    }
    ASSERT_TRUE(board.isComplete()) << label << ": path stuck";
    EXPECT_EQ(board.values(), solution) << label;
    ++check.puzzles;
}

} // namespace

TEST(SolutionPath, SolvesEveryTop95PuzzleSoundly)
{
    PathCheck check;
    const auto lines = testutil::readLines("norvig_top95.txt");
    for (std::size_t i = 0; i < lines.size(); ++i)
        checkPath(
            testutil::boardFromLine(lines[i]), check, i < 10, "top95 #" + std::to_string(i + 1));
    EXPECT_EQ(check.puzzles, 95);
    // The hard set needs the advanced techniques, and no longer the trial (chains, ALS and
    // forcing chains explain every step).
    EXPECT_EQ(check.used[static_cast<int>(Technique::Trial)], 0);
    EXPECT_GT(check.used[static_cast<int>(Technique::XWing)], 0);
}

TEST(SolutionPath, NyTimesEveryFinderIsSound)
{
    PathCheck check;
    for (const char *file : { "nytimes_medium.txt", "nytimes_hard.txt" }) {
        const auto lines = testutil::readLines(file);
        for (std::size_t i = 0; i < lines.size(); i += 12)
            checkPath(testutil::boardFromLine(lines[i]), check, true,
                std::string(file) + " #" + std::to_string(i + 1));
    }
    EXPECT_GT(check.puzzles, 100);
    // With the whole engine the NYTimes puzzles rarely get past subsets: add hard puzzles, where
    // every finder runs on every state along the path, to exercise the advanced techniques.
    const auto top = testutil::readLines("norvig_top95.txt");
    for (std::size_t i = 0; i < top.size(); i += 4)
        checkPath(testutil::boardFromLine(top[i]), check, true, "top95 #" + std::to_string(i + 1));
    for (Technique t :
        { Technique::XWing, Technique::Skyscraper, Technique::XYWing, Technique::SimpleColoring })
        EXPECT_GT(check.used[static_cast<int>(t)], 0) << techniqueId(t);
}

TEST(SolutionPath, HardestAndFamousPuzzlesNeedTheDeeperTrial)
{
    PathCheck check;
    for (const char *file : { "norvig_hardest.txt", "inkala_famous.txt" }) {
        const auto lines = testutil::readLines(file);
        for (std::size_t i = 0; i < lines.size(); ++i)
            checkPath(testutil::boardFromLine(lines[i]), check, false,
                std::string(file) + " #" + std::to_string(i + 1));
    }
    EXPECT_EQ(check.puzzles, 14);
}

TEST(SolutionPath, HintsOnABoardWithPencilMarksInOnlySomeCells)
{
    // A player who marked one cell: the other open cells count with their full candidates, so
    // the hint and the path stay sound (read as empty, they would "find" false hidden singles).
    const auto lines = testutil::readLines("nytimes_easy.txt");
    SolutionCounter counter;
    for (std::size_t i = 0; i < 40; ++i) {
        Board board = testutil::boardFromLine(lines[i]);
        const auto solution = counter.count(board, 2).solution;
        int marked = 0;
        while (!board.isOpen(marked))
            ++marked;
        board.setCandidates(marked, board.computeCandidates(marked));
        Step step;
        ASSERT_TRUE(nextPathStep(board, step)) << i;
        for (const auto &p : step.placements)
            EXPECT_EQ(p.symbol, solution[p.cell]) << i;
        for (const auto &e : step.eliminations)
            EXPECT_NE(e.symbol, solution[e.cell]) << i;
        const SolutionPath path = tutorPath(board);
        EXPECT_EQ(path.status, PathStatus::Solved) << i;
        EXPECT_EQ(path.board.values(), solution) << i;
    }
    // A broken position (a digit twice in a row) gets no hint at all.
    Board broken = testutil::boardFromLine(lines[0]);
    const Geometry &g = broken.geometry();
    int open = 0;
    while (!broken.isOpen(open))
        ++open;
    int given = g.cellAt(g.row(open), 0);
    while (broken.isOpen(given))
        ++given;
    broken.setValue(open, broken.value(given));
    Step step;
    EXPECT_FALSE(nextPathStep(broken, step));
}

TEST(SolutionPath, StopsWhenAsked)
{
    const auto lines = testutil::readLines("norvig_top95.txt");
    const Board b = testutil::boardFromLine(lines[0]);
    std::atomic<bool> stop { true };
    EXPECT_TRUE(solvePath(b, &stop).empty());
    stop = false;
    EXPECT_FALSE(solvePath(b, &stop).empty());
}

TEST(SolutionPath, OtherGridSizes)
{
    for (int side : { 4, 6, 8, 12 }) {
        const Geometry &g = *Geometry::forSide(side);
        std::vector<std::uint8_t> solution;
        const Board puzzle = makeUniquePuzzle(g, solution);
        PathCheck check;
        checkPath(puzzle, check, true, "side " + std::to_string(side));
    }
    const auto lines = testutil::readLines("sudoklify_16x16.txt");
    PathCheck check;
    for (std::size_t i = 0; i < 3 && i < lines.size(); ++i)
        checkPath(
            testutil::boardFromLine(lines[i]), check, false, "16x16 #" + std::to_string(i + 1));
    EXPECT_EQ(check.puzzles, 3);
}

// ---- Wrong boards and limits --------------------------------------------------------------------

TEST(AdvancedRules, WrongBoardsGiveWellFormedStepsOnly)
{
    // A player's board may hold wrong values and pencil marks: the finders must not crash, and
    // every step must still place on open cells and remove candidates that are there.
    static constexpr Finder kAll[] = {
        findFullHouse,
        findXWing,
        findSwordfish,
        findJellyfish,
        findSkyscraper,
        findTwoStringKite,
        findXYWing,
        findXYZWing,
        findSimpleColoring,
        findUniqueRectangle1,
        findBugPlusOne,
        findTrial,
    };
    std::uint32_t seed = 12345;
    auto next = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return seed >> 8;
    };
    int steps = 0;
    for (int side : { 4, 6, 9 }) {
        const Geometry &g = *Geometry::forSide(side);
        for (int round = 0; round < 40; ++round) {
            Board b(g);
            for (int c = 0; c < g.cellCount(); ++c) {
                if (next() % 5 == 0)
                    b.setValue(c, static_cast<int>(next() % side) + 1);
                else
                    b.setCandidates(c, static_cast<Mask>(next()) & g.allSymbols());
            }
            for (Finder f : kAll) {
                std::vector<Step> out;
                f(b, out, 50);
                for (const Step &s : out) {
                    ++steps;
                    EXPECT_TRUE(s.isProductive());
                    for (const auto &p : s.placements)
                        EXPECT_TRUE(b.isOpen(p.cell) && (b.candidates(p.cell) & bit(p.symbol)));
                    for (const auto &e : s.eliminations)
                        EXPECT_TRUE(b.isOpen(e.cell) && (b.candidates(e.cell) & bit(e.symbol)));
                }
            }
        }
    }
    EXPECT_GT(steps, 0);
}

TEST(AdvancedRules, MaxStepsIsRespected)
{
    const Geometry &g = Geometry::classic();
    // Two X-Wings on different digits: 5 in rows B and H, 2 in rows C and G.
    Board twoFish = digitAt(g, 5, { "B3", "B7", "H3", "H7", "A3", "F3", "D7" });
    const Board twos = digitAt(g, 2, { "C2", "C6", "G2", "G6", "E2", "I6" });
    for (int c = 0; c < g.cellCount(); ++c)
        twoFish.setCandidates(c, (twoFish.candidates(c) & ~bit(2)) | (twos.candidates(c) & bit(2)));
    EXPECT_EQ(run(findXWing, twoFish, 100).size(), 2u);
    EXPECT_EQ(run(findXWing, twoFish, 1).size(), 1u);
    EXPECT_TRUE(run(findXWing, twoFish, 0).empty());
    const Board trial
        = fullWith(*Geometry::forSide(4), { { "A1", maskOf({ 1, 2 }) }, { "B2", maskOf({ 1 }) } });
    EXPECT_TRUE(run(findTrial, trial, 0).empty());
}

// A 25x25 board with one digit in each box: no technique but the deeper trial applies, whose
// searches take about 20 s. The tutor's work there must end soon once its stop flag is raised.
TEST(TutorStop, ARaisedStopFlagEndsTheDeeperTrial)
{
    const Geometry &g = Geometry::get(5, 5);
    Board board(g);
    for (int box = 0; box < 25; ++box)
        board.setGiven(g.unit(g.boxUnit(box))[0], 1 + (box * 5 + box / 5) % 25);
    ASSERT_TRUE(board.isConsistent());

    // Raised before: nothing is looked at.
    std::atomic<bool> stop { true };
    Step step;
    EXPECT_FALSE(nextPathStep(board, step, &stop));
    EXPECT_TRUE(availableTutorSteps(board, 10, &stop).empty());
    EXPECT_EQ(tutorPath(board, &stop).status, PathStatus::Stopped);

    // Raised while the trial searches: the path ends stopped (not stuck), without a step.
    stop = false;
    std::thread raiser([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stop = true;
    });
    const SolutionPath path = tutorPath(board, &stop);
    raiser.join();
    EXPECT_EQ(path.status, PathStatus::Stopped);
    EXPECT_TRUE(path.steps.empty());
    // The stop flag belongs to that call only: a board with an easy step still gets it.
    Board easy(g);
    for (int c = 1; c < 25; ++c)
        easy.setGiven(c, c + 1); // A1 is the row's last open cell: 1
    ASSERT_TRUE(nextPathStep(easy, step));
    EXPECT_EQ(step.placements.front().cell, 0);
    EXPECT_EQ(step.placements.front().symbol, 1);
}

// Technique ids are stable and distinct, and read back to their technique (practice records,
// the Help examples and the command line name techniques by id).
TEST(TechniqueIds, ReadBackAndUnknownIdsAreRefused)
{
    std::set<std::string> seen;
    for (int t = 0; t < kTechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        const std::string id { techniqueId(technique) };
        EXPECT_FALSE(id.empty()) << t;
        EXPECT_TRUE(seen.insert(id).second) << "two techniques share the id " << id;
        const auto back = techniqueFromId(id);
        ASSERT_TRUE(back.has_value()) << id;
        EXPECT_EQ(*back, technique) << id;
    }
    EXPECT_EQ(techniqueFromId("naked-single"), Technique::NakedSingle);
    EXPECT_FALSE(techniqueFromId("").has_value());
    EXPECT_FALSE(techniqueFromId("Naked-Single").has_value());
    EXPECT_FALSE(techniqueFromId("no-such-technique").has_value());
}
