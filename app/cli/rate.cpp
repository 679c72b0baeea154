// sudoku-cli rate: difficulty measures of every puzzle in a file, on all cores.
//   per puzzle: index, clues, entropy (Chen's game complexity), NtN, whether San Segundo's FILTER
//   solves it and the highest rule it fired, whether Chen's r-Reduction alone solves it, the
//   inferences of his Solver, the human score and level, and the time taken;
//   then a summary: the FILTER's highest-rule histogram (as San Segundo's Table 2), the one-level
//   trial, r-Reduction and Inference (as Chen's Tables I and II), entropy min/mean/max.
#include "commands.h"

#include "batch/comparebatch.h"
#include "batch/measurebatch.h"
#include "board/formats.h"
#include "inorder.h"
#include "rating/humanscore.h"
#include "rating/metrics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

namespace cli {

namespace {

using Row = core::RateRow;

std::string filterSolvedText(const core::FilterResult &f)
{
    switch (f.status) {
    case core::GridStatus::Solved:
        return "yes";
    case core::GridStatus::Open:
        return "no";
    case core::GridStatus::Contradiction:
        return "contradiction";
    }
    return "?";
}

std::string topRuleText(const core::FilterResult &f)
{
    if (f.topRule < 0)
        return "none";
    return std::string(core::techniqueId(core::kFilterRules[f.topRule]));
}

// The human score and level come from the tutor's explained path (core/logic/tutorengine.h): every
// technique, the trial as the last resort, scored by core/humanscore.h.
std::string scoreText(const Row &row)
{
    return row.scored ? std::to_string(row.human.score) : std::string();
}
std::string levelText(const Row &row)
{
    return row.scored ? std::string(core::levelId(row.human.level)) : std::string();
}

// One CSV row, newline included, appended to `out`.
void appendCsvRow(std::string &out, const Row &row)
{
    const core::Rating &r = row.rating;
    core::appendCsvInteger(out, row.index);
    out += ',';
    core::appendCsvInteger(out, r.clues);
    out += ',';
    core::appendCsvFixed(out, r.entropy, 4);
    out += ',';
    core::appendCsvFixed(out, r.ntn, 4);
    out += ',';
    out += filterSolvedText(r.filter);
    out += ',';
    out += topRuleText(r.filter);
    out += r.rreductionSolved ? ",yes," : ",no,";
    core::appendCsvUnsigned(out, r.chen.inferences);
    out += ',';
    out += csvField(scoreText(row));
    out += ',';
    out += csvField(levelText(row));
    out += ',';
    core::appendCsvInteger(out, row.micros);
    out += '\n';
}

// The summary's counts, added up row by row as the rows are written.
struct Summary
{
    std::size_t count = 0;
    std::size_t filterSolved = 0, contradictions = 0, stuck = 0, trialSolved = 0, trialDirect = 0;
    std::size_t rreduction = 0, chenSolved = 0;
    std::uint64_t inferences = 0, maxInferences = 0, calls = 0;
    std::array<std::size_t, core::kFilterRuleCount> histogram {};
    std::size_t noRule = 0;
    double hMin = std::numeric_limits<double>::infinity(), hMax = -hMin, hSum = 0;
    double ntnSum = 0;
    std::size_t ntnCount = 0;

    void add(const Row &row)
    {
        ++count;
        const core::Rating &r = row.rating;
        if (r.filter.status == core::GridStatus::Solved) {
            ++filterSolved;
            if (r.filter.topRule < 0)
                ++noRule;
            else
                ++histogram[r.filter.topRule];
        } else if (r.filter.status == core::GridStatus::Contradiction) {
            ++contradictions;
        } else {
            ++stuck;
            if (r.trialRun && r.trial.status == core::GridStatus::Solved) {
                ++trialSolved;
                trialDirect += r.trial.solvingCell >= 0;
            }
        }
        rreduction += r.rreductionSolved;
        chenSolved += r.chen.status == core::GridStatus::Solved;
        inferences += r.chen.inferences;
        calls += r.chen.inferenceCalls;
        maxInferences = std::max<std::uint64_t>(maxInferences, r.chen.inferences);
        hMin = std::min(hMin, r.entropy);
        hMax = std::max(hMax, r.entropy);
        hSum += r.entropy;
        if (std::isfinite(r.ntn)) {
            ntnSum += r.ntn;
            ++ntnCount;
        }
    }
};

// One line of the table, newline included.
std::string tableRow(const Row &row)
{
    const core::Rating &r = row.rating;
    const std::string score = scoreText(row);
    const std::string level = levelText(row);
    char line[256];
    std::snprintf(line, sizeof line,
        "%6d %5d %8.4f %7.4f %-13s %-13s %-10s %10llu %6s %-8s %8lld\n", row.index, r.clues,
        r.entropy, r.ntn, filterSolvedText(r.filter).c_str(), topRuleText(r.filter).c_str(),
        r.rreductionSolved ? "yes" : "no", static_cast<unsigned long long>(r.chen.inferences),
        score.empty() ? "-" : score.c_str(), level.empty() ? "-" : level.c_str(),
        static_cast<long long>(row.micros));
    return line;
}

std::vector<Option> rateOptions()
{
    return {
        { .names = { QStringLiteral("csv") },
            .description = QT_TRANSLATE_NOOP("CliText", "CSV, with the summary as '#' lines") },
        { .names = { QStringLiteral("first") },
            .valueName = QStringLiteral("N"),
            .description = QT_TRANSLATE_NOOP("CliText", "rate only the first N puzzles"),
            .min = 1,
            .example = QStringLiteral("1") },
        { .names = { QStringLiteral("no-trial") },
            .description
            = QT_TRANSLATE_NOOP("CliText", "skip the one level of trial after the FILTER") },
        { .names = { QStringLiteral("no-score") },
            .description = QT_TRANSLATE_NOOP(
                "CliText", "skip the human score (the tutor's explained path), the slowest part") },
        { .names = { QStringLiteral("seed") },
            .valueName = QStringLiteral("N"),
            .description
            = QT_TRANSLATE_NOOP("CliText", "the seed of the random cell of --choice random"),
            .defaultValue = QStringLiteral("1"),
            .example = QStringLiteral("7") },
        { .names = { QStringLiteral("choice") },
            .valueName = QStringLiteral("random|first|fewest"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "the cell Chen's Inference branches on: a random one, the first open one or one "
                "with the fewest candidates"),
            .defaultValue = QStringLiteral("random"),
            .example = QStringLiteral("fewest") },
        threadsOption(),
        { .names = { QStringLiteral("rules") },
            .valueName = QStringLiteral("K"),
            .description
            = QT_TRANSLATE_NOOP("CliText", "the FILTER uses only the first K of its ten rules"),
            .defaultValue = QString::number(core::kFilterRuleCount),
            .min = 1,
            .max = core::kFilterRuleCount,
            .example = QStringLiteral("4") },
    };
}

int runRate(CommandLine &args)
{
    const bool csv = args.flag("csv");
    const bool noTrial = args.flag("no-trial");
    const bool withScore = !args.flag("no-score");
    const long long first = args.integer("first");
    const long long seed = args.integer("seed");
    const long long threads = args.threads();
    const long long rules = args.integer("rules");
    const std::string choice = args.value("choice");
    const auto &files = args.positional();
    if (!args.error().empty() || files.size() != 1)
        return args.usageError(args.error());
    core::RatingOptions options;
    options.trial = !noTrial;
    options.seed = static_cast<std::uint64_t>(seed);
    options.filterRules = static_cast<int>(rules);
    if (choice == "random")
        options.inferenceChoice = core::InferenceChoice::Random;
    else if (choice == "first")
        options.inferenceChoice = core::InferenceChoice::FirstOpen;
    else if (choice == "fewest")
        options.inferenceChoice = core::InferenceChoice::FewestCandidates;
    else {
        args.complain("--choice must be random, first or fewest, not '" + choice + "'");
        return 2;
    }

    const core::ParseResult parsed = core::readPuzzleFile(files[0]);
    for (const auto &e : parsed.errors) {
        const bool skipped = e.code != core::ParseError::Code::CannotOpen
            && e.code != core::ParseError::Code::Empty;
        std::fprintf(stderr, "%s%s\n", describeError(e).c_str(), skipped ? "; puzzle skipped" : "");
    }
    std::size_t count = parsed.puzzles.size();
    if (first > 0)
        count = std::min<std::size_t>(count, static_cast<std::size_t>(first));
    if (count == 0) {
        std::fprintf(stderr, "sudoku-cli rate: no puzzle to rate in %s\n", files[0].c_str());
        return 1;
    }

    if (csv)
        std::printf("index,clues,entropy,ntn,filter_solved,filter_top_rule,rreduction_solved,"
                    "inferences,score,level,micros\n");
    else
        std::printf("%6s %5s %8s %7s %-13s %-13s %-10s %10s %6s %-8s %8s\n", "index", "clues",
            "entropy", "ntn", "filter", "top_rule", "rreduction", "inferences", "score", "level",
            "micros");
    // Each row as soon as it and those before it are rated; the summary counts it then.
    Summary summary;
    InOrder<Row> out([&](std::size_t, Row &row) {
        std::string text;
        if (csv)
            appendCsvRow(text, row);
        else
            text = tableRow(row);
        std::fwrite(text.data(), 1, text.size(), stdout);
        summary.add(row);
    });
    const int workers = workerCount(static_cast<int>(threads));
    std::vector<core::Rater> raters;
    raters.reserve(workers);
    for (int w = 0; w < workers; ++w)
        raters.emplace_back(options);
    Progress progress("rating", count);
    const std::int64_t start = nowMicros();
    parallelFor(
        count,
        [&](std::size_t i, int worker) {
            if (!out.waitForTurn(i, interruptFlag()))
                return;
            // The same as the GUI's difficulty dashboard (core/batch/measurebatch.h).
            const auto &puzzle = parsed.puzzles[i];
            out.put(i,
                core::ratePuzzle(
                    raters[worker], puzzle.board, puzzle.index, withScore, interruptFlag()));
        },
        &progress, workers, [&](std::size_t i) { out.finished(i); });
    const double seconds = static_cast<double>(nowMicros() - start) / 1e6;
    // After Ctrl+C: the rows and the summary of the puzzles that finished.
    out.flush();
    const std::size_t total = count;
    count = summary.count;

    if (count == 0)
        return reportInterrupted("rate", 0, total);
    // Summary (to stdout after the rows; '#' lines so that a CSV reader can skip them).
    const char *p = csv ? "# " : "";
    const Summary &s = summary;
    const double n = static_cast<double>(count);
    auto pct = [&](std::size_t k) { return 100.0 * static_cast<double>(k) / n; };
    std::printf("%s\n%spuzzles %zu rated in %.2f s on %d threads (%.0f puzzles/s)\n", p, p, count,
        seconds, workers, n / seconds);
    std::printf("%sSan Segundo FILTER (%d rules, standard order): solved %zu (%.2f%%), stuck %zu, "
                "contradiction %zu\n",
        p, options.filterRules, s.filterSolved, pct(s.filterSolved), s.stuck, s.contradictions);
    std::printf("%s  highest rule fired (solved puzzles):\n%s    %-8s %8s %9s %12s\n", p, p, "rule",
        "count", "% of all", "% of solved");
    auto histogramRow = [&](const char *name, std::size_t k) {
        const double ofSolved = s.filterSolved
            ? 100.0 * static_cast<double>(k) / static_cast<double>(s.filterSolved)
            : 0.0;
        std::printf("%s    %-8s %8zu %9.3f %12.3f\n", p, name, k, pct(k), ofSolved);
    };
    histogramRow("NS/HS", s.histogram[0] + s.histogram[1] + s.noRule);
    static const char *kShort[] = { "NS", "HS", "BRC", "RCB", "NP", "HP", "NT", "HT", "NQ", "HQ" };
    for (int i = 2; i < core::kFilterRuleCount; ++i)
        histogramRow(kShort[i], s.histogram[i]);
    std::printf("%s    (NS alone %zu, HS %zu, nothing to fire %zu)\n", p, s.histogram[0],
        s.histogram[1], s.noRule);
    if (options.trial)
        std::printf("%s  one level of trial after the FILTER: solved %zu of %zu stuck (%zu by a "
                    "single assumption)\n",
            p, s.trialSolved, s.stuck, s.trialDirect);
    std::printf(
        "%sChen r-Reduction alone: solved %zu (%.2f%%)\n", p, s.rreduction, pct(s.rreduction));
    std::printf("%sChen r-Reduction + Inference (%s cell): solved %zu (%.2f%%), inferences %llu, "
                "%.4f per puzzle, max %llu\n",
        p, choice.c_str(), s.chenSolved, pct(s.chenSolved),
        static_cast<unsigned long long>(s.inferences), static_cast<double>(s.inferences) / n,
        static_cast<unsigned long long>(s.maxInferences));
    std::printf("%s  Inference() calls (cells branched on) %llu, %.4f per puzzle\n", p,
        static_cast<unsigned long long>(s.calls), static_cast<double>(s.calls) / n);
    std::printf("%sgame complexity (entropy): min %.4f, mean %.4f, max %.4f\n", p, s.hMin,
        s.hSum / n, s.hMax);
    if (s.ntnCount > 0)
        std::printf(
            "%sNtN of the givens: mean %.4f\n", p, s.ntnSum / static_cast<double>(s.ntnCount));
    if (interrupted())
        return reportInterrupted("rate", count, total);
    // Like check and compare: puzzles that could not be read make the run a failure.
    return parsed.errors.empty() ? 0 : 1;
}

} // namespace

const Command &rateCommand()
{
    static const Command command { "rate", "FILE",
        QT_TRANSLATE_NOOP("CliText", "difficulty measures of every puzzle, then a summary"),
        QT_TRANSLATE_NOOP("CliText",
            "difficulty measures per puzzle (entropy, NtN, FILTER highest rule,\n"
            "r-Reduction, inferences, score, level, micros), then a summary"),
        rateOptions, runRate };
    return command;
}

} // namespace cli
