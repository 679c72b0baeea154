// Search lab speed: microseconds per puzzle for each strategy and propagation on top95 and on a
// 17-clue sample (the first 1000 puzzles of royle_17clue_49158.txt). One iteration = one pass
// over the whole file (so every puzzle counts, the slow ones too); "us/puzzle" is the figure to
// report (CPU time per puzzle, in microseconds), "recursions/puzzle" the search effort.
// Plain forward checking only runs on top95: on 17-clue puzzles some strategies need ~1M
// recursions for a single puzzle with it.
#include "benchcheck.h"
#include "search/searchengine.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

const std::vector<core::Board> &boards(const std::string &file)
{
    static const auto top95 = [] {
        std::vector<core::Board> b;
        for (const auto &line : testutil::readLines("norvig_top95.txt"))
            b.push_back(testutil::boardFromLine(line));
        return b;
    }();
    static const auto sample17 = [] {
        std::vector<core::Board> b;
        for (const auto &line : testutil::readLines("royle_17clue_49158.txt")) {
            if (b.size() == 1000)
                break;
            b.push_back(testutil::boardFromLine(line));
        }
        return b;
    }();
    return file == "top95" ? top95 : sample17;
}

void runSearch(benchmark::State &state, const std::string &file, const std::string &strategy,
    core::Propagation propagation)
{
    const auto &puzzles = boards(file);
    core::SearchOptions options;
    core::parseStrategy(strategy)->applyTo(options);
    options.propagation = propagation;
    core::SearchEngine engine;
    engine.setOptions(options);
    std::uint64_t recursions = 0;
    std::uint64_t failures = 0;
    std::vector<std::uint8_t> first; // the first puzzle's grid, checked once
    for (auto _ : state)
        for (const auto &puzzle : puzzles) {
            auto r = engine.run(puzzle);
            benchmark::DoNotOptimize(r.counters.recursions);
            recursions += r.counters.recursions;
            failures += r.success() ? 0 : 1;
            if (first.empty())
                first = std::move(r.values);
        }
    if (failures > 0 || first != benchcheck::uniqueSolution(puzzles.front()))
        state.SkipWithError("a search failed, or the first puzzle's grid is not its solution");
    const double n = static_cast<double>(state.iterations() * puzzles.size());
    state.counters["us/puzzle"]
        = benchmark::Counter(n * 1e-6, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["recursions/puzzle"] = static_cast<double>(recursions) / n;
    state.counters["failures"] = static_cast<double>(failures);
}

int registerAll()
{
    const char *strategies[]
        = { "lex", "mrv", "mrv-random", "ctn", "dv-gvmax", "dv-gvmin", "dv-r1r2" };
    const std::pair<const char *, core::Propagation> propagations[] = {
        { "fc", core::Propagation::Fc },
        { "singles", core::Propagation::Singles },
        { "carmel", core::Propagation::Carmel },
    };
    for (const char *file : { "top95", "17clue1000" })
        for (const auto &[pname, propagation] : propagations)
            for (const char *strategy : strategies) {
                const bool fc = propagation == core::Propagation::Fc;
                if (fc && (std::string(file) != "top95" || std::string(strategy) == "lex"))
                    continue;
                const std::string name
                    = std::string("BM_Search/") + file + "/" + pname + "/" + strategy;
                const std::string f = file;
                const std::string s = strategy;
                const core::Propagation p = propagation;
                auto *b = benchmark::RegisterBenchmark(name.c_str(),
                    [f, s, p](benchmark::State &state) { runSearch(state, f, s, p); });
                b->Unit(benchmark::kMillisecond); // CPU time: the 2 shared cores are busy
                if (fc)
                    b->Iterations(1);
                else
                    b->MinTime(0.5);
            }
    return 0;
}

const int kRegistered = registerAll();

} // namespace
