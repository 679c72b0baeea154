// sudoku-cli compare: runs search strategies over puzzle files and compares their counters
// (the search lab's reproduction of the CtN, HS-solver and graph-heuristics papers).
#include "commands.h"

#include "search/filterpropagator.h"

#include "board/formats.h"
#include "search/searchengine.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace cli {

namespace {

constexpr const char *kUsage
    = "usage: sudoku-cli compare --strategies LIST [--propagation none|fc|singles|carmel|filter]\n"
      "         [--goal solve|neutralize] [--seed N] [--limit NODES] [--carmel I,II,III,IV]\n"
      "         [--threads N] [--csv] FILE...\n"
      "  strategies: lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2; a suffix\n"
      "  /ascending, /gmax or /ep sets the value order (e.g. mrv/gmax)\n";

// San Segundo's ten-rule FILTER comes from the logic engine; until it is plugged in here the
// command says so instead of running something else under that name.
std::shared_ptr<core::Propagator> makeFilterPropagator()
{
    return core::makeSanSegundoFilterPropagator();
}

struct Row
{
    core::SearchCounters counters;
    core::SearchStatus status = core::SearchStatus::NoSolution;
};

std::string statusWord(core::SearchStatus s)
{
    switch (s) {
    case core::SearchStatus::Solved:
        return "solved";
    case core::SearchStatus::Neutralized:
        return "neutralized";
    case core::SearchStatus::NoSolution:
        return "no solution";
    case core::SearchStatus::LimitReached:
        return "limit reached";
    case core::SearchStatus::Cancelled:
        return "cancelled";
    case core::SearchStatus::PropagationUnavailable:
        return "propagation unavailable";
    }
    return "?";
}

} // namespace

int runCompare(Args &args)
{
    const bool csv = args.flag("--csv");
    const std::string strategyList = args.option("--strategies", "");
    const std::string propagationName = args.option("--propagation", "fc");
    const std::string goalName = args.option("--goal", "solve");
    const auto carmelList = args.option("--carmel");
    const long long seed = args.integer("--seed", 0, 0, std::numeric_limits<long long>::max());
    const long long limit = args.integer("--limit", 0, 1, std::numeric_limits<long long>::max());
    const long long threads = args.threads();
    const auto &files = args.positional();
    if (!args.error().empty() || files.empty() || strategyList.empty()) {
        std::fprintf(stderr, "%s", kUsage);
        if (!args.error().empty())
            std::fprintf(stderr, "sudoku-cli compare: %s\n", args.error().c_str());
        return 2;
    }

    core::SearchOptions options;
    const auto propagation = core::parsePropagation(propagationName);
    if (!propagation) {
        std::fprintf(stderr,
            "sudoku-cli compare: unknown propagation '%s' (none, fc, singles, carmel, filter)\n",
            propagationName.c_str());
        return 2;
    }
    options.propagation = *propagation;
    const auto goal = core::parseSearchGoal(goalName);
    if (!goal) {
        std::fprintf(stderr, "sudoku-cli compare: unknown goal '%s' (solve, neutralize)\n",
            goalName.c_str());
        return 2;
    }
    options.goal = *goal;
    if (carmelList) {
        const auto carmel = core::parseCarmelStrategies(*carmelList);
        if (!carmel) {
            std::fprintf(stderr,
                "sudoku-cli compare: --carmel takes a list of I, II, III, IV, not '%s'\n",
                carmelList->c_str());
            return 2;
        }
        options.carmel = *carmel;
        if (options.propagation != core::Propagation::Carmel)
            std::fprintf(stderr,
                "sudoku-cli compare: note: --carmel only matters with --propagation carmel\n");
    }
    options.seed = static_cast<std::uint64_t>(seed);
    options.nodeLimit = static_cast<std::uint64_t>(limit);

    std::shared_ptr<core::Propagator> filter;
    if (options.propagation == core::Propagation::Filter) {
        filter = makeFilterPropagator();
    }

    std::vector<core::Strategy> strategies;
    for (std::size_t from = 0; from <= strategyList.size();) {
        std::size_t comma = strategyList.find(',', from);
        if (comma == std::string::npos)
            comma = strategyList.size();
        const std::string name = strategyList.substr(from, comma - from);
        const auto s = core::parseStrategy(name);
        if (!s) {
            std::fprintf(
                stderr, "sudoku-cli compare: unknown strategy '%s'\n%s", name.c_str(), kUsage);
            return 2;
        }
        strategies.push_back(*s);
        from = comma + 1;
    }

    std::vector<core::Board> boards;
    int errors = 0;
    for (const auto &file : files) {
        const auto parsed = core::readPuzzleFile(file);
        for (const auto &e : parsed.errors) {
            std::fprintf(stderr, "sudoku-cli compare: %s (skipped)\n", describeError(e).c_str());
            ++errors;
        }
        for (const auto &p : parsed.puzzles)
            boards.push_back(p.board);
    }
    if (boards.empty()) {
        std::fprintf(stderr, "sudoku-cli compare: no puzzle to run\n");
        return 1;
    }

    const std::size_t ns = strategies.size();
    std::vector<Row> rows(boards.size() * ns);
    const int workers = workerCount(static_cast<int>(threads));
    std::vector<std::unique_ptr<core::SearchEngine>> engines(workers);
    Progress progress("compare", boards.size());
    const std::vector<char> finished = parallelFor(
        boards.size(),
        [&](std::size_t i, int worker) {
            auto &engine = engines[worker];
            if (!engine) {
                engine = std::make_unique<core::SearchEngine>(boards[i].geometry());
                engine->setFilterPropagator(filter);
                engine->setStopFlag(interruptFlag());
            }
            for (std::size_t s = 0; s < ns; ++s) {
                core::SearchOptions o = options;
                strategies[s].applyTo(o);
                engine->setOptions(o);
                const auto r = engine->run(boards[i]);
                rows[i * ns + s] = { r.counters, r.status };
            }
        },
        &progress, workers);

    // After Ctrl+C: the puzzles that finished (with their indices), and the means over them.
    const std::size_t done = std::size_t(std::count(finished.begin(), finished.end(), 1));
    if (csv) {
        std::printf("index,strategy,recursions,backtracks,max_depth,solved,micros\n");
        for (std::size_t i = 0; i < boards.size(); ++i)
            for (std::size_t s = 0; s < ns && finished[i]; ++s) {
                const Row &r = rows[i * ns + s];
                std::printf("%zu,%s,%llu,%llu,%d,%d,%lld\n", i + 1,
                    csvField(strategies[s].name).c_str(),
                    static_cast<unsigned long long>(r.counters.recursions),
                    static_cast<unsigned long long>(r.counters.backtracks), r.counters.maxDepth,
                    core::isSuccess(r.status) ? 1 : 0, static_cast<long long>(r.counters.micros));
            }
        return interrupted() ? reportInterrupted("compare", done, boards.size()) : errors ? 1 : 0;
    }

    std::printf("%zu puzzles, propagation %s%s, goal %s, seed %lld, limit %s\n", done,
        std::string(core::propagationId(options.propagation)).c_str(),
        options.propagation == core::Propagation::Carmel ? (" ("
            + std::string(options.carmel.candidateReduction ? "I " : "")
            + (options.carmel.uniqueness ? "II " : "") + (options.carmel.hiddenPairs ? "III " : "")
            + (options.carmel.nakedPairs ? "IV" : "") + ")")
                                                               .c_str()
                                                         : "",
        std::string(core::searchGoalId(options.goal)).c_str(), seed,
        limit ? std::to_string(limit).c_str() : "none");
    if (done == 0)
        return interrupted() ? reportInterrupted("compare", 0, boards.size()) : errors ? 1 : 0;
    std::printf("%-16s %7s %7s %14s %12s %14s %12s %9s %11s %11s\n", "strategy", "solved", "limit",
        "mean recursions", "max recurs.", "mean backtracks", "max backtr.", "mean depth", "mean us",
        "mean cpu us");
    for (std::size_t s = 0; s < ns; ++s) {
        double sumRec = 0, sumBack = 0, sumDepth = 0, sumMicros = 0, sumCpu = 0;
        std::uint64_t maxRec = 0, maxBack = 0;
        int solved = 0, limited = 0, other = 0;
        for (std::size_t i = 0; i < boards.size(); ++i) {
            if (!finished[i])
                continue;
            const Row &r = rows[i * ns + s];
            sumRec += static_cast<double>(r.counters.recursions);
            sumBack += static_cast<double>(r.counters.backtracks);
            sumDepth += r.counters.maxDepth;
            sumMicros += static_cast<double>(r.counters.micros);
            sumCpu += static_cast<double>(r.counters.cpuMicros);
            maxRec = std::max(maxRec, r.counters.recursions);
            maxBack = std::max(maxBack, r.counters.backtracks);
            if (core::isSuccess(r.status))
                ++solved;
            else if (r.status == core::SearchStatus::LimitReached)
                ++limited;
            else
                ++other;
        }
        const double n = static_cast<double>(done);
        std::printf("%-16s %7d %7d %15.1f %12llu %15.1f %12llu %10.2f %11.1f %11.1f\n",
            strategies[s].name.c_str(), solved, limited, sumRec / n,
            static_cast<unsigned long long>(maxRec), sumBack / n,
            static_cast<unsigned long long>(maxBack), sumDepth / n, sumMicros / n, sumCpu / n);
        if (other)
            for (std::size_t i = 0; i < boards.size(); ++i) {
                const Row &r = rows[i * ns + s];
                if (finished[i] && !core::isSuccess(r.status)
                    && r.status != core::SearchStatus::LimitReached)
                    std::printf("  puzzle %zu: %s\n", i + 1, statusWord(r.status).c_str());
            }
    }
    return interrupted() ? reportInterrupted("compare", done, boards.size()) : errors ? 1 : 0;
}

} // namespace cli
