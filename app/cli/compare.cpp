// sudoku-cli compare: runs search strategies over puzzle files and compares their counters
// (the search lab's reproduction of the CtN, HS-solver and graph-heuristics papers).
#include "commands.h"

#include "batch/comparebatch.h"
#include "batch/parallel.h"
#include "board/formats.h"
#include "inorder.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace cli {

namespace {

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

QString id(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// "I,II,III,IV", what --carmel reads.
std::string carmelText(const core::CarmelStrategies &s)
{
    std::string out;
    for (const auto &[on, name] :
        { std::pair { s.candidateReduction, "I" }, std::pair { s.uniqueness, "II" },
            std::pair { s.hiddenPairs, "III" }, std::pair { s.nakedPairs, "IV" } })
        if (on) {
            if (!out.empty())
                out += ',';
            out += name;
        }
    return out.empty() ? "none" : out;
}

std::vector<Option> compareOptions()
{
    const core::SearchOptions defaults;
    return {
        { .names = { QStringLiteral("strategies") },
            .valueName = QStringLiteral("LIST"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "the search strategies, separated by commas: lex, mrv, mrv-random, ctn, "
                "dv-gvmax, dv-gvmin, dv-r1r2; a suffix /ascending, /gmax or /ep sets the value "
                "order (e.g. mrv/gmax)"),
            .example = QStringLiteral("lex,ctn"),
            .required = true },
        { .names = { QStringLiteral("propagation") },
            .valueName = QStringLiteral("none|fc|singles|carmel|filter"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "what each assignment propagates: nothing, forward checking, naked and hidden "
                "singles, Carmel's strategies (--carmel) or San Segundo's FILTER"),
            .defaultValue = id(core::propagationId(defaults.propagation)),
            .example = QStringLiteral("singles") },
        { .names = { QStringLiteral("goal") },
            .valueName = QStringLiteral("solve|neutralize"),
            .description = QT_TRANSLATE_NOOP(
                "CliText", "solve, or stop as soon as the open squares form a Neutralized Set"),
            .defaultValue = id(core::searchGoalId(defaults.goal)),
            .example = QStringLiteral("neutralize") },
        { .names = { QStringLiteral("seed") },
            .valueName = QStringLiteral("N"),
            .description = QT_TRANSLATE_NOOP("CliText", "the seed of mrv-random's tie break"),
            .defaultValue = QString::number(defaults.seed),
            .min = 0,
            .example = QStringLiteral("3") },
        { .names = { QStringLiteral("limit") },
            .valueName = QStringLiteral("NODES"),
            .description = QT_TRANSLATE_NOOP(
                "CliText", "give up a puzzle after that many recursions; without it, no limit"),
            .min = 1,
            .example = QStringLiteral("1000") },
        { .names = { QStringLiteral("carmel") },
            .valueName = QStringLiteral("I,II,III,IV"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "Carmel's strategies for --propagation carmel: candidate reduction (I), "
                "uniqueness (II), hidden pairs (III), naked pairs (IV), or none"),
            .defaultValue = id(carmelText(defaults.carmel)),
            .example = QStringLiteral("I,II") },
        threadsOption(),
        { .names = { QStringLiteral("csv") },
            .description = QT_TRANSLATE_NOOP(
                "CliText", "one CSV row per puzzle and strategy instead of the table") },
    };
}

int runCompare(CommandLine &args)
{
    const bool csv = args.flag("csv");
    const std::string strategyList = args.value("strategies");
    const std::string propagationName = args.value("propagation");
    const std::string goalName = args.value("goal");
    const std::string carmelList = args.value("carmel");
    const long long seed = args.integer("seed");
    const long long limit = args.integer("limit");
    const long long threads = args.threads();
    const auto &files = args.positional();
    if (!args.error().empty() || files.empty() || strategyList.empty())
        return args.usageError(args.error());

    core::SearchOptions options;
    const auto propagation = core::parsePropagation(propagationName);
    if (!propagation) {
        args.complain(
            "unknown propagation '" + propagationName + "' (none, fc, singles, carmel, filter)");
        return 2;
    }
    options.propagation = *propagation;
    const auto goal = core::parseSearchGoal(goalName);
    if (!goal) {
        args.complain("unknown goal '" + goalName + "' (solve, neutralize)");
        return 2;
    }
    options.goal = *goal;
    const auto carmel = core::parseCarmelStrategies(carmelList);
    if (!carmel) {
        args.complain("--carmel takes a list of I, II, III, IV, not '" + carmelList + "'");
        return 2;
    }
    options.carmel = *carmel;
    if (args.given("carmel") && options.propagation != core::Propagation::Carmel)
        args.complain("note: --carmel only matters with --propagation carmel");
    options.seed = static_cast<std::uint64_t>(seed);
    options.nodeLimit = static_cast<std::uint64_t>(limit);

    std::string badName;
    const auto strategies = core::parseStrategyList(strategyList, &badName);
    if (!strategies) {
        args.complain("unknown strategy '" + badName + "'");
        return args.usageError();
    }
    const core::CompareSetup setup { options, *strategies };

    std::vector<core::Board> boards;
    int errors = 0;
    for (const auto &file : files) {
        const auto parsed = core::readPuzzleFile(file);
        for (const auto &e : parsed.errors) {
            args.complain(describeError(e) + " (skipped)");
            ++errors;
        }
        for (const auto &p : parsed.puzzles)
            boards.push_back(p.board);
    }
    if (boards.empty()) {
        args.complain("no puzzle to run");
        return 1;
    }

    // The same batch as the GUI's Compare mode (core/batch/comparebatch.h). The CSV rows of a
    // puzzle are written as soon as it and those before it are done; the table needs them all.
    const std::size_t ns = setup.strategies.size();
    std::vector<core::CompareResult> rows(csv ? 0 : boards.size() * ns);
    if (csv)
        std::printf("%s\n", core::compareCsvHeader().c_str());
    using Results = std::vector<core::CompareResult>;
    InOrder<Results> out([&](std::size_t i, Results &results) {
        std::string text;
        for (std::size_t s = 0; s < ns; ++s)
            text += core::compareCsvLine(i + 1, setup.strategies[s], results[s]) + '\n';
        std::fwrite(text.data(), 1, text.size(), stdout);
    });
    const int workers = workerCount(static_cast<int>(threads));
    std::vector<std::unique_ptr<core::CompareRunner>> runners(workers);
    Progress progress("compare", boards.size(), csv);
    const std::vector<char> finished = parallelFor(
        boards.size(),
        [&](std::size_t i, int worker) {
            if (csv && !out.waitForTurn(i, interruptFlag()))
                return;
            auto &runner = runners[worker];
            if (!runner)
                runner = std::make_unique<core::CompareRunner>(setup, interruptFlag());
            if (!csv) {
                runner->run(boards[i], &rows[i * ns]);
                return;
            }
            Results results(ns);
            runner->run(boards[i], results.data());
            out.put(i, std::move(results));
        },
        &progress, workers,
        [&](std::size_t i) {
            if (csv)
                out.finished(i);
        });

    // After Ctrl+C: the puzzles that finished (with their indices), and the means over them.
    const std::size_t done = std::size_t(std::count(finished.begin(), finished.end(), 1));
    if (csv) {
        out.flush();
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

} // namespace

const Command &compareCommand()
{
    static const Command command { "compare", "FILE...",
        QT_TRANSLATE_NOOP("CliText", "search strategies side by side: recursions and backtracks"),
        QT_TRANSLATE_NOOP("CliText",
            "runs search strategies (lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2)\n"
            "on every puzzle: mean/max recursions and backtracks, or one CSV row per run"),
        compareOptions, runCompare };
    return command;
}

} // namespace cli
