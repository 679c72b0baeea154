// The human score: weights, levels and thresholds, and the score of real explained paths.

#include "logic/tutorengine.h"
#include "rating/humanscore.h"
#include "testutil.h"

#include <gtest/gtest.h>

using namespace core;

namespace {

std::vector<Step> pathOf(std::initializer_list<std::pair<Technique, int>> parts)
{
    std::vector<Step> path;
    for (const auto &[t, n] : parts)
        for (int i = 0; i < n; ++i) {
            Step s;
            s.technique = t;
            path.push_back(s);
        }
    return path;
}

} // namespace

TEST(HumanScore, EveryTechniqueHasAWeightAndALevel)
{
    for (int i = 0; i < kTechniqueCount; ++i) {
        const auto t = static_cast<Technique>(i);
        EXPECT_GT(techniqueWeight(t), 0) << techniqueId(t);
        // A technique's own level is never easier than its weight alone would make a path of
        // one step: the singles are the only Easy techniques.
        const bool single = t == Technique::FullHouse || t == Technique::NakedSingle
            || t == Technique::HiddenSingle;
        EXPECT_EQ(techniqueLevel(t) == Level::Easy, single) << techniqueId(t);
    }
    EXPECT_EQ(techniqueWeight(Technique::Count_), 0);
    // Harder techniques weigh more within a family.
    EXPECT_LT(techniqueWeight(Technique::NakedSingle), techniqueWeight(Technique::HiddenSingle));
    EXPECT_LT(techniqueWeight(Technique::NakedPair), techniqueWeight(Technique::NakedTriple));
    EXPECT_LT(techniqueWeight(Technique::NakedTriple), techniqueWeight(Technique::NakedQuad));
    EXPECT_LT(techniqueWeight(Technique::XWing), techniqueWeight(Technique::Swordfish));
    EXPECT_LT(techniqueWeight(Technique::Swordfish), techniqueWeight(Technique::Jellyfish));
    EXPECT_LT(techniqueWeight(Technique::XYWing), techniqueWeight(Technique::XYZWing));
    EXPECT_GT(techniqueWeight(Technique::Trial), 10 * techniqueWeight(Technique::XYZWing));
    EXPECT_EQ(levelId(Level::Easy), "easy");
    EXPECT_EQ(levelId(Level::Extreme), "extreme");
}

TEST(HumanScore, ThresholdsSplitTheLevels)
{
    EXPECT_EQ(levelForScore(0), Level::Easy);
    EXPECT_EQ(levelForScore(800), Level::Easy);
    EXPECT_EQ(levelForScore(801), Level::Medium);
    EXPECT_EQ(levelForScore(1000), Level::Medium);
    EXPECT_EQ(levelForScore(1001), Level::Hard);
    EXPECT_EQ(levelForScore(1600), Level::Hard);
    EXPECT_EQ(levelForScore(1601), Level::Expert);
    EXPECT_EQ(levelForScore(1800), Level::Expert);
    EXPECT_EQ(levelForScore(1801), Level::Extreme);
}

TEST(HumanScore, SumsWeightsAndTakesTheHarderLevel)
{
    // 50 naked singles and 10 hidden singles: 200 + 140 = 340, Easy.
    auto score
        = scorePath(pathOf({ { Technique::NakedSingle, 50 }, { Technique::HiddenSingle, 10 } }));
    EXPECT_EQ(score.score, 340);
    EXPECT_EQ(score.level, Level::Easy);
    EXPECT_EQ(score.steps, 60);
    EXPECT_EQ(score.hardest, Technique::HiddenSingle);
    EXPECT_EQ(score.counts[static_cast<int>(Technique::NakedSingle)], 50);
    EXPECT_EQ(score.counts[static_cast<int>(Technique::HiddenSingle)], 10);

    // Singles adding up past 800 make it Medium by score alone: 60 hidden singles = 840.
    score = scorePath(pathOf({ { Technique::HiddenSingle, 60 } }));
    EXPECT_EQ(score.score, 840);
    EXPECT_EQ(score.level, Level::Medium);

    // One X-Wing in an otherwise easy path: 340 + 140 = 480, but the X-Wing makes it Hard.
    score = scorePath(pathOf({ { Technique::NakedSingle, 50 }, { Technique::HiddenSingle, 10 },
        { Technique::XWing, 1 } }));
    EXPECT_EQ(score.score, 480);
    EXPECT_EQ(score.level, Level::Hard);
    EXPECT_EQ(score.hardest, Technique::XWing);

    // Hard techniques adding past 1600: Expert by score.
    score = scorePath(pathOf({ { Technique::NakedSingle, 10 }, { Technique::XYZWing, 9 } }));
    EXPECT_EQ(score.score, 40 + 1620);
    EXPECT_EQ(score.level, Level::Expert);

    // A trial is Extreme whatever else.
    score = scorePath(pathOf({ { Technique::NakedSingle, 5 }, { Technique::Trial, 1 } }));
    EXPECT_EQ(score.score, 10020);
    EXPECT_EQ(score.level, Level::Extreme);
    EXPECT_EQ(score.hardest, Technique::Trial);

    // An empty path is Easy with no score; an unfinished one is Extreme.
    EXPECT_EQ(scorePath({}).score, 0);
    EXPECT_EQ(scorePath({}).level, Level::Easy);
    EXPECT_EQ(scorePath(pathOf({ { Technique::NakedSingle, 3 } }), false).level, Level::Extreme);
}

TEST(HumanScore, TheHardestIsTheFirstStepOfTheHighestWeight)
{
    // Pointing and Claiming weigh the same: the one used first is the hardest, whichever it is;
    // the score and level are the same both ways.
    ASSERT_EQ(techniqueWeight(Technique::Pointing), techniqueWeight(Technique::Claiming));
    const auto a = scorePath(pathOf({ { Technique::NakedSingle, 4 }, { Technique::Claiming, 1 },
        { Technique::HiddenSingle, 2 }, { Technique::Pointing, 2 } }));
    const auto b = scorePath(pathOf({ { Technique::NakedSingle, 4 }, { Technique::Pointing, 2 },
        { Technique::HiddenSingle, 2 }, { Technique::Claiming, 1 } }));
    EXPECT_EQ(a.hardest, Technique::Claiming);
    EXPECT_EQ(b.hardest, Technique::Pointing);
    EXPECT_EQ(a.score, 16 + 28 + 3 * 50);
    EXPECT_EQ(b.score, a.score);
    EXPECT_EQ(a.level, b.level);
    EXPECT_EQ(a.steps, 9);
    // Full House and Naked Single too (both 4): a path of singles names its first.
    EXPECT_EQ(
        scorePath(pathOf({ { Technique::NakedSingle, 1 }, { Technique::FullHouse, 1 } })).hardest,
        Technique::NakedSingle);
    EXPECT_EQ(
        scorePath(pathOf({ { Technique::FullHouse, 1 }, { Technique::NakedSingle, 1 } })).hardest,
        Technique::FullHouse);
    // A single harder step wins wherever it stands.
    EXPECT_EQ(scorePath(pathOf({ { Technique::XWing, 1 }, { Technique::Pointing, 3 } })).hardest,
        Technique::XWing);
}

TEST(HumanScore, RealPuzzlesRiseWithTheirSource)
{
    // The NYTimes easy puzzles need singles only; the top95 ones need trials.
    const auto easy = testutil::readLines("nytimes_easy.txt");
    for (std::size_t i = 0; i < 30; ++i) {
        const auto path = solvePath(testutil::boardFromLine(easy[i]));
        const auto score = scorePath(path);
        EXPECT_EQ(score.level, Level::Easy) << "easy #" << i + 1;
        EXPECT_EQ(score.steps, static_cast<int>(path.size()));
        EXPECT_LE(techniqueWeight(score.hardest), techniqueWeight(Technique::HiddenSingle));
    }
    // top95: never easy; those that need a forcing chain or net are Extreme (the tutor no longer
    // needs its trial there), and several do (10 of the 95 with ALS-AIC and ALS nodes in forcing
    // chains; 24 before).
    const auto top = testutil::readLines("norvig_top95.txt");
    int extreme = 0;
    for (std::size_t i = 0; i < top.size(); ++i) {
        const auto score = scorePath(solvePath(testutil::boardFromLine(top[i])));
        EXPECT_NE(score.level, Level::Easy) << "top95 #" << i + 1;
        EXPECT_EQ(score.counts[static_cast<int>(Technique::Trial)], 0) << "top95 #" << i + 1;
        if (score.counts[static_cast<int>(Technique::ForcingChain)] > 0
            || score.counts[static_cast<int>(Technique::ForcingNet)] > 0) {
            EXPECT_EQ(score.level, Level::Extreme) << "top95 #" << i + 1;
            ++extreme;
        }
    }
    EXPECT_GE(extreme, 3);
}
