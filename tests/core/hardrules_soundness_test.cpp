// Soundness of the techniques for hard puzzles (chains, finned fish, uniqueness patterns, ALS,
// forcing chains) over real positions: along the tutor's path through real puzzles, every
// finder runs on positions along the way, and none of its steps removes a solution digit or places
// a wrong one; every chain's links hold on the board. The tutor reaches no Trial on these lists.

#include "board/solutioncounter.h"
#include "chaincheck.h"
#include "logic/als.h"
#include "logic/chains.h"
#include "logic/exotic.h"
#include "logic/fish.h"
#include "logic/forcing.h"
#include "logic/misc.h"
#include "logic/tutorengine.h"
#include "logic/uniqueness.h"
#include "logic/wings.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <array>
#include <string>

using namespace core;

namespace {

struct Finder
{
    testutil::Finder find;
    int maxSteps;
    int every = 1; // runs on every n-th checked position
};

// The forcing finders search every assumption: one step each, on every third checked position,
// keeps the test short.
constexpr Finder kFinders[] = {
    { findFinnedXWing, 100 },
    { findSashimiXWing, 100 },
    { findFinnedSwordfish, 100 },
    { findSashimiSwordfish, 100 },
    { findFinnedJellyfish, 100 },
    { findSashimiJellyfish, 100 },
    { findUniqueRectangle2, 100 },
    { findUniqueRectangle3, 100 },
    { findUniqueRectangle4, 100 },
    { findHiddenRectangle, 100 },
    { findRemotePair, 100 },
    { findTurbotFish, 100 },
    { findWWing, 100 },
    { findXChain, 100 },
    { findXYChain, 100 },
    { findAlternatingInferenceChain, 100 },
    { findContinuousNiceLoop, 100 },
    { findAlsXZ, 100 },
    { findAlsXYWing, 100 },
    { findSueDeCoq, 100 },
    { findAlsAic, 100 },
    { findDeathBlossom, 100 },
    { findFrankenFish, 100 },
    { findFinnedFrankenFish, 100 },
    { findMutantFish, 100 },
    { findFinnedMutantFish, 100 },
    { findKrakenFish, 100 },
    { findMultiSectorLockedSet, 100 },
    { findForcingChain, 1, 3 },
    { findForcingNet, 1, 3 },
};

struct Tally
{
    int puzzles = 0;
    int positions = 0;
    std::array<int, kTechniqueCount> fired {}; // steps found by the finders
    std::array<int, kTechniqueCount> used {}; // steps on the tutor's paths
    int krakenReadBack = 0; // Kraken fish read back and replayed (chaincheck::krakenProblem)
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
            for (const Finder &f : kFinders) {
                if (tally.positions % f.every != 0)
                    continue;
                std::vector<Step> out;
                f.find(board, out, f.maxSteps);
                for (const Step &s : out) {
                    ++tally.fired[static_cast<int>(s.technique)];
                    const std::string what = label + ": " + std::string(techniqueId(s.technique));
                    for (const auto &e : s.eliminations) {
                        ASSERT_TRUE(board.candidates(e.cell) & bit(e.symbol)) << what;
                        ASSERT_NE(e.symbol, solution[e.cell]) << what << " cell " << e.cell;
                    }
                    for (const auto &p : s.placements)
                        ASSERT_EQ(p.symbol, solution[p.cell]) << what << " cell " << p.cell;
                    if (s.technique != Technique::ForcingNet) {
                        ASSERT_EQ(chaincheck::chainProblem(board, s), "") << what;
                    }
                    if (s.technique == Technique::ForcingChain
                        || s.technique == Technique::ForcingNet) {
                        ASSERT_EQ(chaincheck::forcingProblem(board, s), "") << what;
                    }
                    if (s.technique == Technique::KrakenFish) {
                        ASSERT_EQ(chaincheck::krakenProblem(board, s), "") << what;
                        ++tally.krakenReadBack;
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

} // namespace

TEST(HardRulesSoundness, HardestLists)
{
    Tally tally;
    checkFile("norvig_top95.txt", 1, 6, tally);
    checkFile("norvig_hardest.txt", 1, 3, tally);
    checkFile("inkala_famous.txt", 1, 3, tally);
    EXPECT_EQ(tally.puzzles, 95 + 14);
    EXPECT_GT(tally.positions, 500);
    // The tutor explains them all without its internal trial.
    EXPECT_EQ(at(tally.used, Technique::Trial), 0);
    EXPECT_GT(tally.krakenReadBack, 0);
    // The lists exercise the families.
    for (Technique t : { Technique::FinnedXWing, Technique::XChain, Technique::XYChain,
             Technique::AlternatingInferenceChain, Technique::AlsXZ, Technique::ForcingChain,
             Technique::FrankenFish, Technique::FinnedFrankenFish, Technique::MutantFish,
             Technique::FinnedMutantFish, Technique::KrakenFish, Technique::MultiSectorLockedSet })
        EXPECT_GT(at(tally.fired, t), 0) << techniqueId(t);
}

TEST(HardRulesSoundness, SeventeenClueAndBands)
{
    Tally tally;
    checkFile("royle_17clue_49158.txt", 983, 6, tally);
    checkFile("bands/bands_difficult_22-29.txt", 100, 6, tally);
    EXPECT_GE(tally.puzzles, 50);
    EXPECT_EQ(at(tally.used, Technique::Trial), 0);
}
