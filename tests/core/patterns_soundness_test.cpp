// Soundness of the pattern techniques of issue 35 (Empty Rectangle, Multi-Colouring, 3D Medusa,
// Unique Rectangle types 5 and 6, Avoidable Rectangles, BUG types 2-4) over real positions:
// along the tutor's path through every shared list, each finder runs on every position on the
// way, and none of its steps removes a solution digit or places a wrong one; every chain's links
// hold on the board. The positions are the path's own, so the entered values the Avoidable
// Rectangles rest on are the tutor's (right) ones, and the givens are the puzzle's. The test also
// counts how often each technique fires and how often the tutor's path takes it.

#include "board/solutioncounter.h"
#include "chaincheck.h"
#include "logic/coloring.h"
#include "logic/singledigit.h"
#include "logic/tutorengine.h"
#include "logic/uniqueness.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>

using namespace core;

namespace {

constexpr testutil::Finder kFinders[] = {
    findEmptyRectangle,
    findMultiColoring,
    findMedusa3D,
    findUniqueRectangle5,
    findUniqueRectangle6,
    findAvoidableRectangle1,
    findAvoidableRectangle2,
    findBugType2,
    findBugType3,
    findBugType4,
};

constexpr Technique kTechniques[] = { Technique::EmptyRectangle, Technique::MultiColoring,
    Technique::Medusa3D, Technique::UniqueRectangle5, Technique::UniqueRectangle6,
    Technique::AvoidableRectangle1, Technique::AvoidableRectangle2, Technique::BugType2,
    Technique::BugType3, Technique::BugType4 };

struct Tally
{
    int puzzles = 0;
    int positions = 0;
    std::array<int, kTechniqueCount> fired {}; // steps found by the finders
    std::array<int, kTechniqueCount> used {}; // steps on the tutor's paths
};

// Follows the tutor's path; every `every`-th position, runs every finder and checks its steps.
void checkPuzzle(const std::string &line, int every, Tally &tally, const std::string &label)
{
    Board board = testutil::boardFromLine(line);
    const auto count = countSolutions(board);
    ASSERT_EQ(count.count, 1) << label;
    const auto &solution = count.solution;
    board.fillCandidates();
    const auto path = solvePath(board);
    int index = 0;
    for (const Step &step : path) {
        ++tally.used[static_cast<int>(step.technique)];
        if (index++ % every == 0) {
            ++tally.positions;
            for (testutil::Finder f : kFinders) {
                std::vector<Step> out;
                f(board, out, 100);
                for (const Step &s : out) {
                    ++tally.fired[static_cast<int>(s.technique)];
                    const std::string what = label + ": " + std::string(techniqueId(s.technique));
                    ASSERT_TRUE(s.isProductive()) << what;
                    for (const auto &e : s.eliminations) {
                        ASSERT_TRUE(board.candidates(e.cell) & bit(e.symbol)) << what;
                        ASSERT_NE(e.symbol, solution[e.cell]) << what << " cell " << e.cell;
                    }
                    for (const auto &p : s.placements) {
                        ASSERT_TRUE(board.isOpen(p.cell)) << what;
                        ASSERT_EQ(p.symbol, solution[p.cell]) << what << " cell " << p.cell;
                    }
                    ASSERT_EQ(chaincheck::chainProblem(board, s), "") << what;
                    // Each chain proves what it says: its results are the step's.
                    for (const Chain &chain : s.chains) {
                        for (const auto &e : chain.eliminations)
                            ASSERT_NE(std::find(s.eliminations.begin(), s.eliminations.end(), e),
                                s.eliminations.end())
                                << what;
                        for (const auto &p : chain.placements)
                            ASSERT_NE(std::find(s.placements.begin(), s.placements.end(), p),
                                s.placements.end())
                                << what;
                    }
                }
            }
        }
        applyStep(board, step);
    }
    ASSERT_TRUE(board.isComplete()) << label;
    EXPECT_EQ(board.values(), solution) << label;
    ++tally.puzzles;
}

void checkFile(const char *file, std::size_t stride, int every, Tally &tally)
{
    const auto lines = testutil::readLines(file);
    for (std::size_t i = 0; i < lines.size(); i += stride)
        checkPuzzle(lines[i], every, tally, std::string(file) + " #" + std::to_string(i + 1));
}

int at(const std::array<int, kTechniqueCount> &a, Technique t)
{
    return a[static_cast<int>(t)];
}

void print(const char *name, const Tally &tally)
{
    std::printf("%s: %d puzzles, %d positions\n", name, tally.puzzles, tally.positions);
    for (Technique t : kTechniques)
        std::printf("  %-22s fired %5d, on the paths %4d\n", std::string(techniqueId(t)).c_str(),
            at(tally.fired, t), at(tally.used, t));
}

} // namespace

TEST(PatternsSoundness, HardestLists)
{
    Tally tally;
    checkFile("norvig_top95.txt", 1, 1, tally);
    checkFile("norvig_hardest.txt", 1, 1, tally);
    checkFile("inkala_famous.txt", 1, 1, tally);
    print("top95, hardest, Inkala", tally);
    EXPECT_EQ(tally.puzzles, 95 + 11 + 3);
    // The lists exercise the techniques that hard puzzles use.
    for (Technique t : { Technique::EmptyRectangle, Technique::MultiColoring, Technique::Medusa3D,
             Technique::UniqueRectangle6 })
        EXPECT_GT(at(tally.fired, t), 0) << techniqueId(t);
    for (Technique t : { Technique::EmptyRectangle, Technique::Medusa3D })
        EXPECT_GT(at(tally.used, t), 0) << techniqueId(t);
}

TEST(PatternsSoundness, BandsAndSeventeenClue)
{
    Tally tally;
    checkFile("bands/bands_difficult_22-29.txt", 1, 1, tally);
    checkFile("bands/bands_medium_30-40.txt", 3, 1, tally);
    checkFile("royle_17clue_49158.txt", 491, 1, tally);
    print("bands, 17-clue sample", tally);
    EXPECT_GE(tally.puzzles, 300 + 100 + 100);
    for (Technique t : { Technique::EmptyRectangle, Technique::Medusa3D,
             Technique::UniqueRectangle6, Technique::AvoidableRectangle1 })
        EXPECT_GT(at(tally.used, t), 0) << techniqueId(t);
}

TEST(PatternsSoundness, NewYorkTimes)
{
    Tally tally;
    checkFile("nytimes_hard.txt", 1, 1, tally);
    checkFile("nytimes_medium.txt", 1, 1, tally);
    print("NYT hard and medium", tally);
    EXPECT_GT(tally.puzzles, 0);
}
