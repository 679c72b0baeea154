// Uniqueness check speed (solution limit 2, one thread): puzzles per second on the 49,158 17-clue
// puzzles, on Norvig's top95 and hardest lists and on Inkala's famous three.
#include "board/solutioncounter.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

namespace {

std::vector<core::Board> load(const std::string &name)
{
    std::vector<core::Board> boards;
    for (const auto &line : testutil::readLines(name))
        boards.push_back(testutil::boardFromLine(line));
    return boards;
}

void countAll(benchmark::State &state, const std::vector<core::Board> &boards)
{
    core::SolutionCounter counter;
    std::size_t i = 0;
    std::uint64_t guesses = 0;
    std::int64_t unique = 0; // every puzzle of these files has exactly one solution
    for (auto _ : state) {
        const auto r = counter.count(boards[i], 2);
        benchmark::DoNotOptimize(r.count);
        guesses += r.guesses;
        unique += r.count == 1 ? 1 : 0;
        if (++i == boards.size())
            i = 0;
    }
    if (unique != static_cast<std::int64_t>(state.iterations()))
        state.SkipWithError("a puzzle did not count exactly one solution");
    state.SetItemsProcessed(state.iterations());
    state.counters["puzzles/s"]
        = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["guesses/puzzle"] = static_cast<double>(guesses) / state.iterations();
}

void BM_Unique17Clue(benchmark::State &state)
{
    static const auto boards = load("royle_17clue_49158.txt");
    countAll(state, boards);
}
BENCHMARK(BM_Unique17Clue)->MinTime(2.0);

void BM_UniqueTop95(benchmark::State &state)
{
    static const auto boards = load("norvig_top95.txt");
    countAll(state, boards);
}
BENCHMARK(BM_UniqueTop95)->MinTime(1.0);

void BM_UniqueHardest(benchmark::State &state)
{
    static const auto boards = load("norvig_hardest.txt");
    countAll(state, boards);
}
BENCHMARK(BM_UniqueHardest)->MinTime(1.0);

void BM_UniqueInkala(benchmark::State &state)
{
    static const auto boards = load("inkala_famous.txt");
    countAll(state, boards);
}
BENCHMARK(BM_UniqueInkala)->MinTime(1.0);

} // namespace
