// Rating speed on the 49,158 17-clue puzzles: the whole `sudoku-cli rate` row (Rater), and its
// parts: San Segundo's FILTER, the one-level trial, Chen's Reduction alone and his Solver; and the
// Step-based explained path (the tutor's engine). Single-threaded; `sudoku-cli rate` uses all
// cores. For scale (from the issue): HoDoKu rates 55-147 such puzzles per second.
#include "logic/chensolver.h"
#include "logic/logicengine.h"
#include "logic/sansegundofilter.h"
#include "rating/metrics.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

namespace {

const std::vector<core::Board> &royle()
{
    static const std::vector<core::Board> boards = [] {
        std::vector<core::Board> b;
        for (const auto &line : testutil::readLines("royle_17clue_49158.txt"))
            b.push_back(testutil::boardFromLine(line));
        return b;
    }();
    return boards;
}

void finish(benchmark::State &state)
{
    state.SetItemsProcessed(state.iterations());
    state.counters["puzzles/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_Rate17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    core::RatingOptions options;
    options.inferenceChoice = static_cast<core::InferenceChoice>(state.range(0));
    core::Rater rater(options);
    std::size_t i = 0;
    for (auto _ : state) {
        const auto r = rater.rate(boards[i]);
        benchmark::DoNotOptimize(r.entropy);
        if (++i == boards.size())
            i = 0;
    }
    finish(state);
}
BENCHMARK(BM_Rate17Clue)->Arg(0)->Arg(2)->MinTime(3.0);

void BM_Filter17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    const core::SanSegundoFilter filter;
    core::CandidateGrid grid;
    std::size_t i = 0;
    for (auto _ : state) {
        grid.load(boards[i], false);
        const auto r = filter.run(grid);
        benchmark::DoNotOptimize(r.topRule);
        if (++i == boards.size())
            i = 0;
    }
    finish(state);
}
BENCHMARK(BM_Filter17Clue)->MinTime(2.0);

void BM_FilterAndTrial17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    const core::SanSegundoFilter filter;
    core::CandidateGrid grid;
    std::size_t i = 0;
    for (auto _ : state) {
        grid.load(boards[i], false);
        if (!filter.run(grid).solved())
            benchmark::DoNotOptimize(filter.trial(grid).assumptions);
        if (++i == boards.size())
            i = 0;
    }
    finish(state);
}
BENCHMARK(BM_FilterAndTrial17Clue)->MinTime(2.0);

void BM_ChenReduction17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    core::CandidateGrid grid;
    std::size_t i = 0;
    for (auto _ : state) {
        grid.load(boards[i], false);
        core::ChenSolver::reduction(grid);
        benchmark::DoNotOptimize(grid.openCount());
        if (++i == boards.size())
            i = 0;
    }
    finish(state);
}
BENCHMARK(BM_ChenReduction17Clue)->MinTime(2.0);

void BM_ChenSolver17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    core::ChenOptions options;
    options.choice = static_cast<core::InferenceChoice>(state.range(0));
    core::ChenSolver solver(options);
    core::CandidateGrid grid;
    std::size_t i = 0;
    std::uint64_t inferences = 0;
    for (auto _ : state) {
        grid.load(boards[i], false);
        inferences += solver.solve(grid).inferences;
        if (++i == boards.size())
            i = 0;
    }
    finish(state);
    state.counters["inferences/puzzle"] = static_cast<double>(inferences) / state.iterations();
}
BENCHMARK(BM_ChenSolver17Clue)->Arg(0)->Arg(1)->Arg(2)->MinTime(2.0);

void BM_ExplainedPath17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    const core::LogicEngine engine;
    std::size_t i = 0;
    for (auto _ : state) {
        const auto path = engine.solutionPath(boards[i]);
        benchmark::DoNotOptimize(path.steps.size());
        if (++i == boards.size())
            i = 0;
    }
    finish(state);
}
BENCHMARK(BM_ExplainedPath17Clue)->MinTime(2.0);

} // namespace
