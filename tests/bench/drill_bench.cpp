// Drills (core/drill, issue 34): the time to prepare one drill of each technique from the
// bundled lists (the NYT lists, top95 and the drill list with its index, as the GUI has them) with
// a fresh generator per iteration and a new seed each time (so the walks start cold, as for a new
// session): the median and the worst of the repetitions are what the "ready in <= 1 s" is
// about.
//   build/release/tests/bench/sudoku_bench --benchmark_filter=BM_DrillPrepare
//   (five cold preparations per technique, a new seed each)

#include "board/formats.h"
#include "drill/drill.h"
#include "drill/drillgenerator.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string resourceText(const std::string &name)
{
    std::ifstream in(std::string(SUDOKU_RESOURCE_DIR) + "/puzzles/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// As the Drill mode reads them (drillworkspace.cpp): the collections, the drill list of rare
// techniques and the drill index.
const core::DrillSource &bundledSource()
{
    static const core::DrillSource source = [] {
        core::DrillSource s;
        for (const char *name : { "nytimes_easy.txt", "nytimes_medium.txt", "nytimes_hard.txt",
                 "norvig_top95.txt", "drill_rare.txt" })
            for (const core::Puzzle &p : core::parsePuzzles(resourceText(name), name).puzzles)
                s.puzzles.push_back(p.board.givensOnly());
        s.generatedPerRequest = 0;
        core::addDrillLeads(s, core::parseDrillIndex(resourceText("drill_index.txt")));
        return s;
    }();
    return source;
}

void BM_DrillPrepare(benchmark::State &state)
{
    const auto technique = static_cast<core::Technique>(state.range(0));
    state.SetLabel(std::string(core::techniqueId(technique)));
    // A new seed per repetition (repetitions rerun the function, iterations are 1).
    static std::uint64_t seed = 1;
    int found = 0;
    for (auto _ : state) {
        core::DrillGenerator generator(bundledSource(), seed++);
        core::Drill drill;
        found += generator.next(technique, drill) == core::DrillStatus::Found;
        benchmark::DoNotOptimize(drill.key);
    }
    state.counters["found"] = benchmark::Counter(found, benchmark::Counter::kAvgIterations);
}

// The same once the Drill mode's worker has walked the lists (DrillGenerator::walkAll, done in
// the background when the mode is first shown): a new session per repetition.
void BM_DrillPrepareWarm(benchmark::State &state)
{
    static core::DrillGenerator warm = [] {
        core::DrillGenerator g(bundledSource(), 1);
        g.walkAll();
        return g;
    }();
    const auto technique = static_cast<core::Technique>(state.range(0));
    state.SetLabel(std::string(core::techniqueId(technique)));
    static std::uint64_t seed = 1;
    int found = 0;
    for (auto _ : state) {
        warm.newSession(seed++);
        core::Drill drill;
        found += warm.next(technique, drill) == core::DrillStatus::Found;
        benchmark::DoNotOptimize(drill.key);
    }
    state.counters["found"] = benchmark::Counter(found, benchmark::Counter::kAvgIterations);
}

void drillArguments(benchmark::internal::Benchmark *b)
{
    for (core::Technique t : core::drillTechniques())
        b->Arg(static_cast<int>(t));
}

} // namespace

// Five cold preparations (seeds 1-5) per technique; reported: mean, median, stddev and the worst.
BENCHMARK(BM_DrillPrepare)
    ->Apply(drillArguments)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ComputeStatistics(
        "max", [](const std::vector<double> &v) { return *std::max_element(v.begin(), v.end()); })
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_DrillPrepareWarm)
    ->Apply(drillArguments)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ComputeStatistics(
        "max", [](const std::vector<double> &v) { return *std::max_element(v.begin(), v.end()); })
    ->ReportAggregatesOnly(true);
