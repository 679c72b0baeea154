// The generator's speed goals (issue 15): a unique minimal 9x9 in <= 5 ms median, a hard 9x9
// (human level) in <= 100 ms median, a 16x16 in <= 1 s median. Every iteration makes one puzzle
// from its own seed (Generator::seedFor(1, i)), so a run always meets the same puzzles; the
// counters give the median and 90th percentile per puzzle, in wall and in CPU time (the CPU
// time is the steadier figure on a shared machine), and for the targeted measure the
// distribution of what the candidates came out as before one hit.
#include "benchcheck.h"
#include "generator/generator.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <string>

namespace {

double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double wallMs()
{
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5)];
}

void generatePuzzles(benchmark::State &state, int side, const core::GeneratorOptions &options)
{
    const core::Geometry &g = *core::Geometry::forSide(side);
    core::Generator generator(g);
    std::vector<double> wall, cpu;
    core::GenerationStats stats;
    std::size_t i = 0;
    std::int64_t failures = 0;
    double clues = 0;
    for (auto _ : state) {
        generator.reseed(core::Generator::seedFor(1, i));
        const double w0 = wallMs();
        const double c0 = threadCpuMs();
        const core::GenerationResult r = generator.generate(options);
        cpu.push_back(threadCpuMs() - c0);
        wall.push_back(wallMs() - w0);
        stats.merge(r.stats);
        clues += r.puzzle.clueCount();
        // Checked outside the timing: the puzzle is unique and its solution the generator's.
        if (!r.met() || (side <= 16 && benchcheck::uniqueSolution(r.puzzle) != r.solution))
            ++failures;
        ++i;
    }
    if (failures > 0)
        state.SkipWithError("a generated puzzle missed its target or is not unique");
    const double n = static_cast<double>(state.iterations());
    state.counters["median_ms"] = percentile(wall, 0.5);
    state.counters["p90_ms"] = percentile(wall, 0.9);
    state.counters["median_cpu_ms"] = percentile(cpu, 0.5);
    state.counters["p90_cpu_ms"] = percentile(cpu, 0.9);
    state.counters["clues"] = clues / n;
    state.counters["cand/puzzle"] = static_cast<double>(stats.candidates) / n;
    state.counters["grids/puzzle"] = static_cast<double>(stats.grids) / n;
    // What the candidates came out as (per puzzle made), for the measure targeted.
    if (options.target.level || options.target.technique) {
        for (int l = 0; l < core::kLevelCount; ++l)
            state.counters[std::string("lvl_") + std::string(core::levelId(core::Level(l)))]
                = static_cast<double>(stats.levels[l]) / n;
    }
    if (options.target.technique)
        state.counters["with_technique"]
            = static_cast<double>(stats.techniques[static_cast<int>(*options.target.technique)])
            / n;
}

void BM_GenerateMinimal9x9(benchmark::State &state)
{
    core::GeneratorOptions options;
    options.minimal = true;
    options.measureResult = false;
    generatePuzzles(state, 9, options);
}
BENCHMARK(BM_GenerateMinimal9x9)->Unit(benchmark::kMillisecond)->Iterations(500);

void BM_GenerateMinimal9x9Central(benchmark::State &state)
{
    core::GeneratorOptions options;
    options.minimal = true;
    options.symmetry = core::Symmetry::Central;
    options.measureResult = false;
    generatePuzzles(state, 9, options);
}
BENCHMARK(BM_GenerateMinimal9x9Central)->Unit(benchmark::kMillisecond)->Iterations(500);

// A hard 9x9 by the human level: the dig's chain is searched for a Hard puzzle (with fewer
// clues harder), as sudoku-cli generate --level hard does.
void BM_GenerateHard9x9(benchmark::State &state)
{
    core::GeneratorOptions options;
    options.target.level = core::Level::Hard;
    options.minimal = state.range(0) != 0;
    options.measureResult = false;
    generatePuzzles(state, 9, options);
}
BENCHMARK(BM_GenerateHard9x9)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(100);

void BM_GenerateXWing9x9(benchmark::State &state)
{
    core::GeneratorOptions options;
    options.target.technique = core::Technique::XWing;
    options.measureResult = false;
    generatePuzzles(state, 9, options);
}
BENCHMARK(BM_GenerateXWing9x9)->Unit(benchmark::kMillisecond)->Iterations(50);

// Unique puzzles of the other sizes, no target (the dig's last, minimal puzzle; on 25x25 the
// counts are cut at 1,000 nodes, so not checked minimal).
void BM_GenerateSize(benchmark::State &state)
{
    core::GeneratorOptions options;
    options.measureResult = false;
    generatePuzzles(state, static_cast<int>(state.range(0)), options);
}
BENCHMARK(BM_GenerateSize)->Arg(4)->Arg(6)->Arg(12)->Unit(benchmark::kMillisecond)->Iterations(50);
BENCHMARK(BM_GenerateSize)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(30);
BENCHMARK(BM_GenerateSize)->Arg(25)->Unit(benchmark::kMillisecond)->Iterations(3);

// The complete random grid alone.
void BM_FillGrid(benchmark::State &state)
{
    const core::Geometry &g = *core::Geometry::forSide(static_cast<int>(state.range(0)));
    core::GridFiller filler(g);
    core::ClimbRandom random(1);
    std::vector<std::uint8_t> values;
    std::int64_t attempts = 0;
    for (auto _ : state) {
        filler.fill(random, values);
        attempts += filler.lastAttempts();
    }
    state.counters["attempts"] = static_cast<double>(attempts) / state.iterations();
    state.counters["grids/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_FillGrid)->Arg(9)->Arg(16)->Arg(25)->Unit(benchmark::kMicrosecond);

} // namespace
