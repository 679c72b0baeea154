// sudoku-cli compare: runs search strategies over puzzle files and compares their counters
// (the search lab's reproduction of the CtN, HS-solver and graph-heuristics papers).
#include "commands.h"

#include "batch/comparebatch.h"
#include "batch/parallel.h"
#include "board/formats.h"

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

    std::string badName;
    const auto strategies = core::parseStrategyList(strategyList, &badName);
    if (!strategies) {
        std::fprintf(
            stderr, "sudoku-cli compare: unknown strategy '%s'\n%s", badName.c_str(), kUsage);
        return 2;
    }
    const core::CompareSetup setup { options, *strategies };

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

    // The same batch as the GUI's Compare mode (core/batch/comparebatch.h).
    const std::size_t ns = setup.strategies.size();
    std::vector<core::CompareResult> rows(boards.size() * ns);
    const int workers = workerCount(static_cast<int>(threads));
    std::vector<std::unique_ptr<core::CompareRunner>> runners(workers);
    Progress progress("compare", boards.size());
    const std::vector<char> finished = parallelFor(
        boards.size(),
        [&](std::size_t i, int worker) {
            auto &runner = runners[worker];
            if (!runner)
                runner = std::make_unique<core::CompareRunner>(setup, interruptFlag());
            runner->run(boards[i], &rows[i * ns]);
        },
        &progress, workers);

    // After Ctrl+C: the puzzles that finished (with their indices), and the means over them.
    const std::size_t done = std::size_t(std::count(finished.begin(), finished.end(), 1));
    if (csv) {
        std::printf("%s\n", core::compareCsvHeader().c_str());
        for (std::size_t i = 0; i < boards.size(); ++i)
            for (std::size_t s = 0; s < ns && finished[i]; ++s)
                std::printf("%s\n",
                    core::compareCsvLine(i + 1, setup.strategies[s], rows[i * ns + s]).c_str());
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
        const core::CompareSummary m = core::summarizeCompare(rows, ns, s, finished);
        const std::size_t other = m.puzzles - m.solved - m.limited;
        std::printf("%-16s %7zu %7zu %15.1f %12llu %15.1f %12llu %10.2f %11.1f %11.1f\n",
            setup.strategies[s].name.c_str(), m.solved, m.limited, m.meanRecursions,
            static_cast<unsigned long long>(m.maxRecursions), m.meanBacktracks,
            static_cast<unsigned long long>(m.maxBacktracks), m.meanMaxDepth, m.meanMicros,
            m.meanCpuMicros);
        if (other)
            for (std::size_t i = 0; i < boards.size(); ++i) {
                const core::CompareResult &r = rows[i * ns + s];
                if (finished[i] && !core::isSuccess(r.status)
                    && r.status != core::SearchStatus::LimitReached)
                    std::printf("  puzzle %zu: %s\n", i + 1, statusWord(r.status).c_str());
            }
    }
    return interrupted() ? reportInterrupted("compare", done, boards.size()) : errors ? 1 : 0;
}

} // namespace cli
