// The explained solution path and its human score (sudoku-cli explain): puzzles per second, and
// the cost of each tutor technique's finder on the states of real paths.
#include "logic/advancedrules.h"
#include "logic/pathbuilder.h"
#include "rating/humanscore.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

namespace {

std::vector<core::Board> loadFilled(const std::string &name)
{
    std::vector<core::Board> boards;
    for (const auto &line : testutil::readLines(name)) {
        boards.push_back(testutil::boardFromLine(line));
        boards.back().fillCandidates();
    }
    return boards;
}

void explainAll(benchmark::State &state, const std::vector<core::Board> &boards)
{
    std::size_t i = 0;
    std::uint64_t steps = 0;
    for (auto _ : state) {
        const auto path = core::solvePath(boards[i]);
        const auto score = core::scorePath(path);
        benchmark::DoNotOptimize(score.score);
        steps += path.size();
        if (++i == boards.size())
            i = 0;
    }
    state.counters["puzzles/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["steps/puzzle"] = static_cast<double>(steps) / state.iterations();
}

void BM_ExplainNyTimesHard(benchmark::State &state)
{
    static const auto boards = loadFilled("nytimes_hard.txt");
    explainAll(state, boards);
}
BENCHMARK(BM_ExplainNyTimesHard)->MinTime(1.0);

void BM_ExplainTop95(benchmark::State &state)
{
    static const auto boards = loadFilled("norvig_top95.txt");
    explainAll(state, boards);
}
BENCHMARK(BM_ExplainTop95)->MinTime(1.0);

// Each finder (all steps, no limit) on every state of the paths of the first 50 NYTimes hard
// puzzles: the cost of asking "which steps are available" in the UI.
void finderOnPathStates(
    benchmark::State &state, void (*finder)(const core::Board &, std::vector<core::Step> &, int))
{
    static const auto states = [] {
        std::vector<core::Board> out;
        const auto boards = loadFilled("nytimes_hard.txt");
        for (std::size_t i = 0; i < 50; ++i) {
            core::Board b = boards[i];
            for (const auto &step : core::solvePath(b)) {
                out.push_back(b);
                core::applyStep(b, step);
            }
        }
        return out;
    }();
    std::size_t i = 0;
    std::vector<core::Step> steps;
    for (auto _ : state) {
        steps.clear();
        finder(states[i], steps, 1 << 20);
        benchmark::DoNotOptimize(steps.data());
        if (++i == states.size())
            i = 0;
    }
    state.counters["states/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

BENCHMARK_CAPTURE(finderOnPathStates, fullHouse, core::findFullHouse);
BENCHMARK_CAPTURE(finderOnPathStates, xWing, core::findXWing);
BENCHMARK_CAPTURE(finderOnPathStates, swordfish, core::findSwordfish);
BENCHMARK_CAPTURE(finderOnPathStates, jellyfish, core::findJellyfish);
BENCHMARK_CAPTURE(finderOnPathStates, skyscraper, core::findSkyscraper);
BENCHMARK_CAPTURE(finderOnPathStates, twoStringKite, core::findTwoStringKite);
BENCHMARK_CAPTURE(finderOnPathStates, xyWing, core::findXYWing);
BENCHMARK_CAPTURE(finderOnPathStates, xyzWing, core::findXYZWing);
BENCHMARK_CAPTURE(finderOnPathStates, simpleColoring, core::findSimpleColoring);
BENCHMARK_CAPTURE(finderOnPathStates, uniqueRectangle1, core::findUniqueRectangle1);
BENCHMARK_CAPTURE(finderOnPathStates, bugPlusOne, core::findBugPlusOne);
BENCHMARK_CAPTURE(finderOnPathStates, trial, core::findTrial);

} // namespace
