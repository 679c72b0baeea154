// The explained solution path and its human score (sudoku-cli explain): puzzles per second, and
// the cost of each tutor technique's finder on the states of real paths.
#include "benchcheck.h"
#include "logic/basicrules.h"
#include "logic/coloring.h"
#include "logic/fish.h"
#include "logic/singledigit.h"
#include "logic/trial.h"
#include "logic/tutorengine.h"
#include "logic/uniqueness.h"
#include "logic/wings.h"
#include "rating/humanscore.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>

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
    // Checked once: the first puzzle's path ends in its solution; then every path must end solved.
    const core::SolutionPath first = core::tutorPath(boards[0]);
    if (first.status != core::PathStatus::Solved
        || first.board.values() != benchcheck::uniqueSolution(boards[0])) {
        state.SkipWithError("the explained path of the first puzzle does not reach its solution");
        return;
    }
    std::size_t i = 0;
    std::uint64_t steps = 0;
    std::int64_t solved = 0;
    for (auto _ : state) {
        const auto path = core::tutorPath(boards[i]);
        const auto score = core::scorePath(path.steps);
        benchmark::DoNotOptimize(score.score);
        steps += path.steps.size();
        solved += path.status == core::PathStatus::Solved ? 1 : 0;
        if (++i == boards.size())
            i = 0;
    }
    if (solved != static_cast<std::int64_t>(state.iterations()))
        state.SkipWithError("an explained path did not solve its puzzle");
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
// puzzles: the cost of asking "which steps are available" in the UI. Checked once: on the first
// 300 states, every step the finder returns agrees with the puzzle's solution.
struct PathState
{
    core::Board board;
    const std::vector<std::uint8_t> *solution;
};

void finderOnPathStates(
    benchmark::State &state, void (*finder)(const core::Board &, std::vector<core::Step> &, int))
{
    static const std::vector<std::vector<std::uint8_t>> solutions = [] {
        std::vector<std::vector<std::uint8_t>> out;
        const auto boards = loadFilled("nytimes_hard.txt");
        for (std::size_t i = 0; i < 50; ++i)
            out.push_back(benchcheck::uniqueSolution(boards[i]));
        return out;
    }();
    static const auto states = [] {
        std::vector<PathState> out;
        const auto boards = loadFilled("nytimes_hard.txt");
        for (std::size_t i = 0; i < 50; ++i) {
            core::Board b = boards[i];
            for (const auto &step : core::solvePath(b)) {
                out.push_back({ b, &solutions[i] });
                core::applyStep(b, step);
            }
        }
        return out;
    }();
    std::vector<core::Step> steps;
    std::size_t found = 0;
    for (std::size_t k = 0; k < std::min<std::size_t>(300, states.size()); ++k) {
        steps.clear();
        finder(states[k].board, steps, 1 << 20);
        found += steps.size();
        for (const auto &step : steps)
            if (!benchcheck::agreesWith(step, *states[k].solution)) {
                state.SkipWithError("a step contradicts the solution");
                return;
            }
    }
    std::size_t i = 0;
    for (auto _ : state) {
        steps.clear();
        finder(states[i].board, steps, 1 << 20);
        benchmark::DoNotOptimize(steps.data());
        if (++i == states.size())
            i = 0;
    }
    state.counters["states/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["checked steps"] = static_cast<double>(found);
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

// The calling thread's CPU time in milliseconds: on a machine shared with other jobs, wall time
// would measure the others too.
double threadCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

// Hint latency: the time of the tutor's next step (nextPathStep, what a hint asks for) from
// every position of the explained paths of top95 and of the first 200 17-clue puzzles, one pass
// per iteration. Reported in milliseconds of thread CPU time: p50, p99 and the maximum over all
// positions.
void BM_HintLatency(benchmark::State &state)
{
    static const auto positions = [] {
        std::vector<core::Board> out;
        for (const char *file : { "norvig_top95.txt", "royle_17clue_49158.txt" }) {
            const auto boards = loadFilled(file);
            for (std::size_t i = 0; i < boards.size() && i < 200; ++i) {
                core::Board b = boards[i];
                for (const auto &step : core::solvePath(b)) {
                    out.push_back(b);
                    core::applyStep(b, step);
                }
            }
        }
        return out;
    }();
    std::vector<double> ms;
    ms.reserve(positions.size());
    for (auto _ : state) {
        ms.clear();
        for (const auto &b : positions) {
            core::Step step;
            const double start = threadCpuMs();
            const bool found = core::nextPathStep(b, step);
            const double end = threadCpuMs();
            benchmark::DoNotOptimize(found);
            ms.push_back(end - start);
        }
    }
    std::sort(ms.begin(), ms.end());
    const auto at
        = [&](double q) { return ms[std::min(ms.size() - 1, std::size_t(q * ms.size()))]; };
    state.counters["positions"] = static_cast<double>(ms.size());
    state.counters["p50_ms"] = at(0.50);
    state.counters["p99_ms"] = at(0.99);
    state.counters["max_ms"] = ms.back();
}
BENCHMARK(BM_HintLatency)->Iterations(1)->Unit(benchmark::kSecond);

} // namespace
