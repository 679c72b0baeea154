// Hill-climber speed: iterations (full neighbourhood expansions) and swaps evaluated per second.
#include "benchcheck.h"
#include "climb/climbstate.h"
#include "climb/hillclimber.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

namespace {

std::vector<core::Board> load(const std::string &name, std::size_t count)
{
    std::vector<core::Board> boards;
    for (const auto &line : testutil::readLines(name)) {
        if (boards.size() == count)
            break;
        boards.push_back(testutil::boardFromLine(line));
    }
    return boards;
}

// A climb's result is right when its values keep the givens and score what it says, and a solved
// climb ends in the puzzle's solution.
bool climbAgrees(const core::Board &puzzle, const core::ClimbResult &r)
{
    if (r.stop == core::ClimbStop::InvalidPuzzle || !benchcheck::keepsGivens(puzzle, r.values))
        return false;
    if (core::ClimbState::evaluate(puzzle, r.values) != core::ClimbScore { r.bestF1, r.bestF2 })
        return false;
    return !r.solved() || r.values == benchcheck::uniqueSolution(puzzle);
}

// Whole runs (init, climbs, restarts) of puzzles in turn, each with at most `limit` iterations.
// Checked once: the first run's result (climbAgrees).
void climbAll(benchmark::State &state, const std::vector<core::Board> &boards, std::uint64_t limit,
    core::ClimbSearch search = core::ClimbSearch::Steepest)
{
    core::HillClimber climber;
    core::ClimbOptions options;
    options.search = search;
    options.maxIterations = limit;
    std::size_t i = 0;
    std::uint64_t iterations = 0;
    std::uint64_t evaluations = 0;
    std::uint64_t seed = 0;
    int solved = 0;
    core::ClimbResult first;
    for (auto _ : state) {
        options.seed = ++seed;
        auto r = climber.run(boards[i], options);
        iterations += r.iterations;
        evaluations += r.evaluations;
        solved += r.solved();
        if (seed == 1)
            first = std::move(r);
        if (++i == boards.size())
            i = 0;
    }
    if (!climbAgrees(boards[0], first))
        state.SkipWithError("the first climb's result does not agree with the puzzle");
    state.counters["iterations/s"]
        = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
    state.counters["swaps/s"]
        = benchmark::Counter(static_cast<double>(evaluations), benchmark::Counter::kIsRate);
    state.counters["puzzles/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["solved%"] = 100.0 * solved / static_cast<double>(state.iterations());
}

void BM_ClimbNytimesEasy(benchmark::State &state)
{
    static const auto boards = load("nytimes_easy.txt", 200);
    climbAll(state, boards, 1'000'000);
}
BENCHMARK(BM_ClimbNytimesEasy)->MinTime(1.0);

void BM_ClimbNytimesMedium(benchmark::State &state)
{
    static const auto boards = load("nytimes_medium.txt", 100);
    climbAll(state, boards, 1'000'000);
}
BENCHMARK(BM_ClimbNytimesMedium)->MinTime(2.0);

void BM_ClimbNorvigHardest(benchmark::State &state)
{
    static const auto boards = load("norvig_hardest.txt", 11);
    climbAll(state, boards, 100'000);
}
BENCHMARK(BM_ClimbNorvigHardest)->MinTime(2.0);

// The best-first reading: an iteration also queues the new successors and may jump back to a
// queued state (slower per iteration, far fewer iterations).
void BM_ClimbBestFirstNytimesMedium(benchmark::State &state)
{
    static const auto boards = load("nytimes_medium.txt", 100);
    climbAll(state, boards, 1'000'000, core::ClimbSearch::BestFirst);
}
BENCHMARK(BM_ClimbBestFirstNytimesMedium)->MinTime(2.0);

void BM_ClimbBestFirstNorvigHardest(benchmark::State &state)
{
    static const auto boards = load("norvig_hardest.txt", 11);
    climbAll(state, boards, 100'000, core::ClimbSearch::BestFirst);
}
BENCHMARK(BM_ClimbBestFirstNorvigHardest)->MinTime(2.0);

void BM_Climb16x16(benchmark::State &state)
{
    static const auto boards = load("sudoklify_16x16.txt", 14);
    climbAll(state, boards, 20'000);
}
BENCHMARK(BM_Climb16x16)->MinTime(2.0);

// Expansions alone: a random swap, then the whole neighbourhood evaluated (only the boxes the
// swap touched are scanned again: `recomputed/s` counts the swaps actually scored).
void BM_ClimbExpansion(benchmark::State &state)
{
    static const auto boards = load("nytimes_medium.txt", 1);
    core::ClimbState climb(boards[0]);
    core::ClimbRandom random(1);
    climb.initRandom(random);
    std::vector<core::ClimbSwap> pairs;
    for (int b = 0; b < 9; ++b) {
        const auto cells = climb.freeCells(b);
        for (std::size_t i = 0; i < cells.size(); ++i)
            for (std::size_t j = i + 1; j < cells.size(); ++j)
                pairs.push_back({ cells[i], cells[j] });
    }
    std::vector<core::ClimbSwap> best;
    std::uint64_t recomputed = 0;
    std::uint64_t evaluations = 0;
    std::size_t k = 0;
    for (auto _ : state) {
        const auto &p = pairs[k];
        k = (k + 7) % pairs.size();
        climb.swap(p.cellA, p.cellB);
        benchmark::DoNotOptimize(climb.bestSwaps(1, -1, best, evaluations, &recomputed));
    }
    // Checked once: the score kept up to date swap by swap equals a full evaluation.
    const auto full = core::ClimbState::evaluate(boards[0], climb.values());
    if (climb.score() != full)
        state.SkipWithError("the incremental score differs from a full evaluation");
    state.counters["expansions/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["swaps/s"]
        = benchmark::Counter(static_cast<double>(evaluations), benchmark::Counter::kIsRate);
    state.counters["recomputed/s"]
        = benchmark::Counter(static_cast<double>(recomputed), benchmark::Counter::kIsRate);
    state.counters["swaps/expansion"] = static_cast<double>(climb.neighbourhoodSize());
}
BENCHMARK(BM_ClimbExpansion);

} // namespace

namespace {

// The paper's Figure 4 "time to initialise": building the state and one initialization.
void initAll(benchmark::State &state, core::ClimbInit init)
{
    static const auto boards = load("nytimes_medium.txt", 100);
    core::ClimbRandom random(1);
    std::size_t i = 0;
    double clashes = 0;
    bool checked = false; // once: the first state keeps the givens and scores right
    bool scored = true;
    for (auto _ : state) {
        core::ClimbState climb(boards[i]);
        climb.initialize(init, random);
        clashes += climb.f2();
        benchmark::DoNotOptimize(climb.f1());
        if (!checked) {
            checked = true;
            scored = benchcheck::keepsGivens(boards[0], climb.values())
                && climb.score() == core::ClimbState::evaluate(boards[0], climb.values());
        }
        if (++i == boards.size())
            i = 0;
    }
    if (!scored)
        state.SkipWithError("the initial state loses a given or its score is wrong");
    state.counters["inits/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["clashes"] = clashes / static_cast<double>(state.iterations());
}

void BM_ClimbInitGreedy(benchmark::State &state)
{
    initAll(state, core::ClimbInit::Greedy);
}
BENCHMARK(BM_ClimbInitGreedy);

void BM_ClimbInitGreedyPostSwap(benchmark::State &state)
{
    initAll(state, core::ClimbInit::GreedyPostSwap);
}
BENCHMARK(BM_ClimbInitGreedyPostSwap);

void BM_ClimbInitRandom(benchmark::State &state)
{
    initAll(state, core::ClimbInit::Random);
}
BENCHMARK(BM_ClimbInitRandom);

} // namespace
