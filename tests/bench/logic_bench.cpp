// Rating speed on the 49,158 17-clue puzzles: the whole `sudoku-cli rate` row (Rater), and its
// parts: San Segundo's FILTER, the one-level trial, Chen's Reduction alone and his Solver; and the
// Step-based explained path (the tutor's engine). Single-threaded; `sudoku-cli rate` uses all
// cores. For scale (from the issue): HoDoKu rates 55-147 such puzzles per second.
#include "benchcheck.h"
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

// The first 17-clue puzzle's solution, for the checks.
const std::vector<std::uint8_t> &firstSolution()
{
    static const std::vector<std::uint8_t> solution = benchcheck::uniqueSolution(royle().front());
    return solution;
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
    std::int64_t solved = 0; // Chen's Solver solves every puzzle
    for (auto _ : state) {
        const auto r = rater.rate(boards[i]);
        benchmark::DoNotOptimize(r.entropy);
        solved += r.chen.status == core::GridStatus::Solved ? 1 : 0;
        if (++i == boards.size())
            i = 0;
    }
    if (solved != static_cast<std::int64_t>(state.iterations()))
        state.SkipWithError("a rating's Chen Solver did not solve its puzzle");
    finish(state);
}
BENCHMARK(BM_Rate17Clue)->Arg(0)->Arg(2)->MinTime(3.0);

void BM_Filter17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    const core::SanSegundoFilter filter;
    core::CandidateGrid grid;
    std::size_t i = 0;
    bool agrees = true; // checked once: the first puzzle's filtered grid keeps its solution
    for (auto _ : state) {
        grid.load(boards[i], false);
        const auto r = filter.run(grid);
        benchmark::DoNotOptimize(r.topRule);
        if (i == 0 && agrees)
            agrees = benchcheck::agreesWith(grid, firstSolution());
        if (++i == boards.size())
            i = 0;
    }
    if (!agrees)
        state.SkipWithError("the FILTER removed a solution candidate");
    finish(state);
}
BENCHMARK(BM_Filter17Clue)->MinTime(2.0);

void BM_FilterAndTrial17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    const core::SanSegundoFilter filter;
    core::CandidateGrid grid;
    std::size_t i = 0;
    std::int64_t solved = 0; // the FILTER and one level of trial solve every 17-clue puzzle
    for (auto _ : state) {
        grid.load(boards[i], false);
        if (filter.run(grid).solved())
            ++solved;
        else
            solved += filter.trial(grid).status == core::GridStatus::Solved ? 1 : 0;
        if (++i == boards.size())
            i = 0;
    }
    if (solved != static_cast<std::int64_t>(state.iterations()))
        state.SkipWithError("the FILTER and the trial left a puzzle unsolved");
    finish(state);
}
BENCHMARK(BM_FilterAndTrial17Clue)->MinTime(2.0);

void BM_ChenReduction17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    core::CandidateGrid grid;
    std::size_t i = 0;
    bool agrees = true; // checked once: the first puzzle's reduced grid keeps its solution
    for (auto _ : state) {
        grid.load(boards[i], false);
        core::ChenSolver::reduction(grid);
        benchmark::DoNotOptimize(grid.openCount());
        if (i == 0 && agrees)
            agrees = benchcheck::agreesWith(grid, firstSolution());
        if (++i == boards.size())
            i = 0;
    }
    if (!agrees)
        state.SkipWithError("r-Reduction removed a solution candidate");
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
    std::int64_t solved = 0;
    bool agrees = true; // checked once: the first puzzle ends in its solution
    for (auto _ : state) {
        grid.load(boards[i], false);
        const core::ChenResult r = solver.solve(grid);
        inferences += r.inferences;
        solved += r.status == core::GridStatus::Solved ? 1 : 0;
        if (i == 0 && agrees)
            agrees = benchcheck::agreesWith(grid, firstSolution());
        if (++i == boards.size())
            i = 0;
    }
    if (!agrees || solved != static_cast<std::int64_t>(state.iterations()))
        state.SkipWithError("Chen's Solver left a puzzle unsolved or solved it wrong");
    finish(state);
    state.counters["inferences/puzzle"] = static_cast<double>(inferences) / state.iterations();
}
BENCHMARK(BM_ChenSolver17Clue)->Arg(0)->Arg(1)->Arg(2)->MinTime(2.0);

void BM_ExplainedPath17Clue(benchmark::State &state)
{
    const auto &boards = royle();
    const core::LogicEngine engine;
    std::size_t i = 0;
    std::int64_t broken = 0; // paths ending in a contradiction: none may
    for (auto _ : state) {
        const auto path = engine.solutionPath(boards[i]);
        benchmark::DoNotOptimize(path.steps.size());
        broken += path.status == core::PathStatus::Contradiction ? 1 : 0;
        if (++i == boards.size())
            i = 0;
    }
    // Checked once: every step of the first puzzle's path agrees with its solution.
    for (const auto &step : engine.solutionPath(boards[0]).steps)
        broken += benchcheck::agreesWith(step, firstSolution()) ? 0 : 1;
    if (broken)
        state.SkipWithError("a path ended in a contradiction or a step contradicts the solution");
    finish(state);
}
BENCHMARK(BM_ExplainedPath17Clue)->MinTime(2.0);

} // namespace
