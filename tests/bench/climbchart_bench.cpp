// The Lab's hill-climber chart (issue 12): what one repaint of a 10^6-iteration run costs in
// core, the decimation to the pixel width (RunTimeline::climbColumns, min and max per pixel
// column) over the whole run and over a zoomed view, and the scrubber's look-up of an
// iteration's event.
//
// The run: Norvig's hardest #1 (tests/data/norvig_hardest.txt), steepest ascent with a plateau
// cut-off of 1 (a restart at the first plateau: it rarely solves), stopped at 10^6 iterations.
//   sudoku_bench --benchmark_filter=ClimbChart
// Counters: "iterations" and "events" of the run, "columns" drawn.
#include "climb/climbrandom.h"
#include "run/record/runrecorder.h"
#include "run/runcursor.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

constexpr const char *kSpec
    = "climb --search steepest --cutoff 1 --seed 1 --max-iterations 1000000";

// The seed sudoku-cli climb gives the file's first puzzle with --seed 1: `sudoku-cli climb
// norvig_hardest.txt --first 1 --search steepest --cutoff 1 --max-iterations 1000000` is this run
// (not solved: 88,516 restarts).
core::RunSpec millionSpec()
{
    core::RunSpec spec = *core::parseRunSpec(kSpec);
    spec.climb.seed = core::mixSeed(1, 0);
    return spec;
}

const core::RunTimeline &millionIterations()
{
    static const core::RunTimeline timeline = core::recordRun(
        testutil::boardFromLine(testutil::readLines("norvig_hardest.txt").at(0)), millionSpec());
    return timeline;
}

std::uint64_t iterationsOf(const core::RunTimeline &t)
{
    return t.finish().totals.iterations;
}

void setCounters(benchmark::State &state, const core::RunTimeline &t, int columns)
{
    state.counters["iterations"] = double(iterationsOf(t));
    state.counters["events"] = double(t.eventCount());
    state.counters["columns"] = columns;
}

// One repaint of the whole run at a plot `columns` pixels wide.
void BM_ClimbChartWholeRun(benchmark::State &state)
{
    const core::RunTimeline &t = millionIterations();
    if (t.truncated() || iterationsOf(t) < 1'000'000) {
        state.SkipWithError("the run is shorter than 10^6 iterations");
        return;
    }
    const int columns = int(state.range(0));
    for (auto _ : state) {
        auto c = t.climbColumns(0, iterationsOf(t), columns);
        benchmark::DoNotOptimize(c.data());
    }
    setCounters(state, t, columns);
}
BENCHMARK(BM_ClimbChartWholeRun)->Arg(800)->Arg(2000)->Unit(benchmark::kMillisecond);

// Zoomed in to 10,000 iterations at a random place (what wheel zoom and pan repaint).
void BM_ClimbChartZoomed(benchmark::State &state)
{
    const core::RunTimeline &t = millionIterations();
    if (t.truncated() || iterationsOf(t) < 1'000'000) {
        state.SkipWithError("the run is shorter than 10^6 iterations");
        return;
    }
    std::mt19937_64 random(7);
    for (auto _ : state) {
        const std::uint64_t first = random() % (iterationsOf(t) - 10'000);
        auto c = t.climbColumns(first, first + 10'000, 800);
        benchmark::DoNotOptimize(c.data());
    }
    setCounters(state, t, 800);
}
BENCHMARK(BM_ClimbChartZoomed)->Unit(benchmark::kMicrosecond);

// The scrubber: an iteration to its event (the board is then a cursor seek, measured in
// run_bench's BM_RunSeek).
void BM_ClimbChartScrubLookup(benchmark::State &state)
{
    const core::RunTimeline &t = millionIterations();
    std::mt19937_64 random(11);
    for (auto _ : state)
        benchmark::DoNotOptimize(t.eventOfIteration(random() % (iterationsOf(t) + 1)));
    setCounters(state, t, 0);
}
BENCHMARK(BM_ClimbChartScrubLookup)->Unit(benchmark::kNanosecond);

} // namespace
