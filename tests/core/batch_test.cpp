// core/batch: the loop and the functions sudoku-cli compare / rate / climb and the GUI's Compare
// mode share.
#include "batch/comparebatch.h"
#include "batch/measurebatch.h"
#include "batch/parallel.h"
#include "board/formats.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <mutex>
#include <set>

namespace {

TEST(Spearman, PerfectAndReversedOrder)
{
    EXPECT_DOUBLE_EQ(core::spearman({ 1, 2, 3, 4, 5 }, { 10, 20, 25, 100, 1000 }), 1.0);
    EXPECT_DOUBLE_EQ(core::spearman({ 1, 2, 3, 4, 5 }, { 5, 4, 3, 2, 1 }), -1.0);
}

TEST(Spearman, TiesGetTheirMeanRank)
{
    // Ranks x = 1, 2.5, 2.5, 4 and y = 1, 3, 2, 4: sum dx dy = 4.5, sum dx^2 = 4.5, sum dy^2 = 5.
    EXPECT_NEAR(core::spearman({ 1, 2, 2, 3 }, { 1, 3, 2, 4 }), 4.5 / std::sqrt(4.5 * 5.0), 1e-12);
}

TEST(Spearman, UndefinedWithoutVariation)
{
    EXPECT_TRUE(std::isnan(core::spearman({ 1, 1, 1 }, { 1, 2, 3 })));
    EXPECT_TRUE(std::isnan(core::spearman({ 1 }, { 1 })));
}

TEST(ParallelFor, EveryIndexOnceAndStopKeepsOnlyFinished)
{
    std::mutex m;
    std::multiset<std::size_t> seen;
    const auto done = core::parallelFor(
        100,
        [&](std::size_t i, int) {
            std::lock_guard l(m);
            seen.insert(i);
        },
        3, nullptr);
    EXPECT_EQ(seen.size(), 100u);
    EXPECT_EQ(std::set<std::size_t>(seen.begin(), seen.end()).size(), 100u);
    EXPECT_EQ(std::count(done.begin(), done.end(), 1), 100);

    std::atomic<bool> stop { false };
    std::atomic<int> reported { 0 };
    const auto cut = core::parallelFor(
        100,
        [&](std::size_t i, int) {
            if (i == 10)
                stop = true;
        },
        1, &stop, [&](std::size_t, std::size_t) { ++reported; });
    // One worker: 0..9 finished, 10 was cut short, nothing after it started.
    EXPECT_EQ(std::count(cut.begin(), cut.end(), 1), 10);
    EXPECT_EQ(reported, 10);
    EXPECT_EQ(cut[10], 0);
}

TEST(CompareBatch, CsvLinesAndSummary)
{
    const auto strategies = core::parseStrategyList("lex,ctn");
    ASSERT_TRUE(strategies);
    std::string bad;
    EXPECT_FALSE(core::parseStrategyList("lex,nope", &bad));
    EXPECT_EQ(bad, "nope");

    const auto parsed = core::readPuzzleFile(SUDOKU_TEST_DATA_DIR "/bands/bands_easy_41-53.txt");
    ASSERT_GE(parsed.puzzles.size(), 3u);
    core::CompareSetup setup;
    setup.options.goal = core::SearchGoal::Neutralize;
    setup.strategies = *strategies;
    core::CompareRunner runner(setup, nullptr);
    std::vector<core::CompareResult> results(3 * 2);
    for (std::size_t i = 0; i < 3; ++i)
        runner.run(parsed.puzzles[i].board, &results[i * 2]);
    for (const auto &r : results)
        EXPECT_TRUE(core::isSuccess(r.status));
    const core::CompareSummary ctn = core::summarizeCompare(results, 2, 1);
    EXPECT_EQ(ctn.puzzles, 3u);
    EXPECT_EQ(ctn.solved, 3u);
    EXPECT_DOUBLE_EQ(ctn.meanRecursions,
        double(results[1].counters.recursions + results[3].counters.recursions
            + results[5].counters.recursions)
            / 3.0);
    const core::CompareSummary first = core::summarizeCompare(results, 2, 1, { 1, 0, 0 });
    EXPECT_EQ(first.puzzles, 1u);
    EXPECT_EQ(first.maxRecursions, results[1].counters.recursions);
    const std::string line = core::compareCsvLine(2, (*strategies)[1], results[3]);
    EXPECT_EQ(line.rfind("2,ctn," + std::to_string(results[3].counters.recursions) + ",", 0), 0u);
    EXPECT_EQ(core::csvField("a,b\"c"), "\"a,b\"\"c\"");
}

} // namespace
