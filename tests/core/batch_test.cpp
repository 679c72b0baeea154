// core/batch: the loop and the functions sudoku-cli compare / rate / climb and the GUI's Compare
// mode share.
#include "batch/comparebatch.h"
#include "batch/measurebatch.h"
#include "batch/parallel.h"
#include "board/formats.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <mutex>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>

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

// Workers spawned elsewhere (the GUI runs them on its pool): on threads that start at once,
// every index runs once, each worker's state used by one thread at a time; with tasks that
// start only after parallelFor returned (a pool busy elsewhere), the calling thread does every
// index and the late tasks do nothing.
TEST(ParallelFor, SpawnedWorkersRunEveryIndexOnceAndMayStartLate)
{
    std::vector<std::thread> threads;
    const core::WorkerSpawner now
        = [&threads](std::function<void()> task) { threads.emplace_back(std::move(task)); };
    std::mutex m;
    std::multiset<std::size_t> seen;
    std::vector<std::atomic<int>> inWorker(4);
    std::atomic<bool> shared { false };
    const auto done = core::parallelFor(
        200,
        [&](std::size_t i, int w) {
            if (inWorker[static_cast<std::size_t>(w)].fetch_add(1) != 0)
                shared = true;
            std::this_thread::sleep_for(std::chrono::microseconds(50));
            {
                std::lock_guard l(m);
                seen.insert(i);
            }
            inWorker[static_cast<std::size_t>(w)].fetch_sub(1);
        },
        4, nullptr, {}, now);
    EXPECT_EQ(threads.size(), 3u);
    for (std::thread &t : threads)
        t.join();
    EXPECT_FALSE(shared);
    EXPECT_EQ(seen.size(), 200u);
    EXPECT_EQ(std::set<std::size_t>(seen.begin(), seen.end()).size(), 200u);
    EXPECT_EQ(std::count(done.begin(), done.end(), 1), 200);

    std::vector<std::function<void()>> later;
    const core::WorkerSpawner queued
        = [&later](std::function<void()> task) { later.push_back(std::move(task)); };
    std::set<int> workers;
    const auto alone = core::parallelFor(
        50, [&](std::size_t, int w) { workers.insert(w); }, 3, nullptr, {}, queued);
    EXPECT_EQ(std::count(alone.begin(), alone.end(), 1), 50);
    EXPECT_EQ(workers, std::set<int> { 0 });
    ASSERT_EQ(later.size(), 2u);
    for (const auto &task : later)
        task(); // after parallelFor returned: nothing to do, nothing touched
    EXPECT_EQ(workers, std::set<int> { 0 });
}

// A body that throws: no index starts after it, every worker stops, and the exception reaches
// the caller (with threads of parallelFor's own, and with spawned workers).
TEST(ParallelFor, AThrowingBodyStopsEveryWorkerAndReachesTheCaller)
{
    std::vector<std::thread> threads;
    const core::WorkerSpawner now
        = [&threads](std::function<void()> task) { threads.emplace_back(std::move(task)); };
    for (const bool spawned : { false, true }) {
        std::atomic<int> ran { 0 };
        std::atomic<int> running { 0 };
        bool thrown = false;
        try {
            core::parallelFor(
                1000,
                [&](std::size_t i, int) {
                    ++ran;
                    if (i == 20)
                        throw std::runtime_error("index 20");
                    ++running;
                    std::this_thread::sleep_for(std::chrono::microseconds(200));
                    --running;
                },
                3, nullptr, {}, spawned ? now : core::WorkerSpawner {});
        } catch (const std::runtime_error &e) {
            thrown = std::string(e.what()) == "index 20";
            // Every worker has stopped before the exception reaches here.
            EXPECT_EQ(running.load(), 0) << "spawned " << spawned;
        }
        EXPECT_TRUE(thrown) << "spawned " << spawned;
        // Index 20 and the indices before it ran; the other workers stopped soon after (without
        // the stop, all 1000 would run: 200 µs each).
        EXPECT_GE(ran.load(), 21) << "spawned " << spawned;
        EXPECT_LT(ran.load(), 1000) << "spawned " << spawned;
    }
    for (std::thread &t : threads)
        t.join();
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

// The CSV's numbers come from std::to_chars: each must read as printf's would (the rate CSV was
// printf's before, and readers of it may compare).
TEST(Batch, CsvNumbersReadAsPrintfs)
{
    const auto printed = [](const char *format, auto value) {
        char text[512];
        std::snprintf(text, sizeof text, format, value);
        return std::string(text);
    };
    const auto fixed = [](double value, int decimals) {
        std::string out = "x";
        core::appendCsvFixed(out, value, decimals);
        return out.substr(1);
    };
    std::vector<double> values = { 0.0, -0.0, 1.0, -1.0, 0.00005, 0.00015, 0.00025, 1.23445, 2.5e-5,
        1.0 / 3.0, 1e15, 1e300, -1e300, std::numeric_limits<double>::max(),
        std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::infinity(),
        -std::numeric_limits<double>::infinity() };
    std::mt19937_64 random(17);
    std::uniform_real_distribution<double> small(-10.0, 10.0);
    for (int i = 0; i < 20000; ++i)
        values.push_back(small(random));
    for (int i = 0; i < 2000; ++i) {
        // Any bit pattern (NaNs aside): every exponent.
        std::uint64_t bits = random();
        double v;
        std::memcpy(&v, &bits, sizeof v);
        if (!std::isnan(v))
            values.push_back(v);
    }
    for (int i = 0; i < 2000; ++i)
        values.push_back(std::round(small(random) * 1e5) / 1e5 + 0.00005); // near ties
    for (const double v : values) {
        ASSERT_EQ(fixed(v, 4), printed("%.4f", v)) << v;
        ASSERT_EQ(fixed(v, 0), printed("%.0f", v)) << v;
    }
    EXPECT_EQ(fixed(std::numeric_limits<double>::quiet_NaN(), 4), "nan");

    for (const long long v : { 0LL, 7LL, -7LL, std::numeric_limits<long long>::min(),
             std::numeric_limits<long long>::max() }) {
        std::string out = "a,";
        core::appendCsvInteger(out, v);
        EXPECT_EQ(out, "a," + printed("%lld", v));
    }
    std::string out;
    core::appendCsvUnsigned(out, std::numeric_limits<unsigned long long>::max());
    EXPECT_EQ(out, printed("%llu", std::numeric_limits<unsigned long long>::max()));
}

} // namespace
