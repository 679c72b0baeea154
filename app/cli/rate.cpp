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

const char *kUsage
    = "usage: sudoku-cli rate FILE [--csv] [--first N] [--no-trial] [--no-score] [--seed N]\n"
      "                          [--choice random|first|fewest] [--threads N] [--rules K]\n"
      "  --rules K: the FILTER uses only the first K of the ten rules (default 10)\n"
      "  --no-score: skip the human score (the tutor's explained path), the slowest part\n";

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

} // namespace

int runRate(Args &args)
{
    const bool csv = args.flag("--csv");
    const bool noTrial = args.flag("--no-trial");
    const bool withScore = !args.flag("--no-score");
    const long long first = args.integer("--first", 0, 1, std::numeric_limits<long long>::max());
    const long long seed = args.integer("--seed", 1);
    const long long threads = args.threads();
    const long long rules
        = args.integer("--rules", core::kFilterRuleCount, 1, core::kFilterRuleCount);
    const std::string choice = args.option("--choice", "random");
    const auto &files = args.positional();
    if (!args.error().empty() || files.size() != 1) {
        std::fprintf(stderr, "%s", kUsage);
        if (!args.error().empty())
            std::fprintf(stderr, "sudoku-cli rate: %s\n", args.error().c_str());
        return 2;
    }
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
        std::fprintf(stderr,
            "sudoku-cli rate: --choice must be random, first or fewest, not '%s'\n",
            choice.c_str());
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

    std::vector<Row> rows(count);
    const int workers = workerCount(static_cast<int>(threads));
    std::vector<core::Rater> raters;
    raters.reserve(workers);
    for (int w = 0; w < workers; ++w)
        raters.emplace_back(options);
    Progress progress("rating", count);
    const std::int64_t start = nowMicros();
    const std::vector<char> finished = parallelFor(
        count,
        [&](std::size_t i, int worker) {
            // The same as the GUI's difficulty dashboard (core/batch/measurebatch.h).
            const auto &puzzle = parsed.puzzles[i];
            rows[i] = core::ratePuzzle(
                raters[worker], puzzle.board, puzzle.index, withScore, interruptFlag());
        },
        &progress, workers);
    const double seconds = static_cast<double>(nowMicros() - start) / 1e6;
    // After Ctrl+C: the rows and the summary of the puzzles that finished.
    const std::size_t total = count;
    keepFinished(rows, finished);
    count = rows.size();

    if (csv)
        std::printf("index,clues,entropy,ntn,filter_solved,filter_top_rule,rreduction_solved,"
                    "inferences,score,level,micros\n");
    else
        std::printf("%6s %5s %8s %7s %-13s %-13s %-10s %10s %6s %-8s %8s\n", "index", "clues",
            "entropy", "ntn", "filter", "top_rule", "rreduction", "inferences", "score", "level",
            "micros");
    if (csv) {
        std::string text;
        text.reserve(rows.size() * 64);
        for (const Row &row : rows)
            appendCsvRow(text, row);
        std::fwrite(text.data(), 1, text.size(), stdout);
    } else {
        for (const Row &row : rows) {
            const core::Rating &r = row.rating;
            const std::string score = scoreText(row);
            const std::string level = levelText(row);
            std::printf("%6d %5d %8.4f %7.4f %-13s %-13s %-10s %10llu %6s %-8s %8lld\n", row.index,
                r.clues, r.entropy, r.ntn, filterSolvedText(r.filter).c_str(),
                topRuleText(r.filter).c_str(), r.rreductionSolved ? "yes" : "no",
                static_cast<unsigned long long>(r.chen.inferences),
                score.empty() ? "-" : score.c_str(), level.empty() ? "-" : level.c_str(),
                static_cast<long long>(row.micros));
        }
    }

    if (count == 0)
        return reportInterrupted("rate", 0, total);
    // Summary (to stdout after the rows; '#' lines so that a CSV reader can skip them).
    const char *p = csv ? "# " : "";
    std::size_t filterSolved = 0, contradictions = 0, stuck = 0, trialSolved = 0, trialDirect = 0;
    std::size_t rreduction = 0, chenSolved = 0;
    std::uint64_t inferences = 0, maxInferences = 0, calls = 0;
    std::array<std::size_t, core::kFilterRuleCount> histogram {};
    std::size_t noRule = 0;
    double hMin = std::numeric_limits<double>::infinity(), hMax = -hMin, hSum = 0;
    double ntnSum = 0;
    std::size_t ntnCount = 0;
    for (const Row &row : rows) {
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
    const double n = static_cast<double>(count);
    auto pct = [&](std::size_t k) { return 100.0 * static_cast<double>(k) / n; };
    std::printf("%s\n%spuzzles %zu rated in %.2f s on %d threads (%.0f puzzles/s)\n", p, p, count,
        seconds, workers, n / seconds);
    std::printf("%sSan Segundo FILTER (%d rules, standard order): solved %zu (%.2f%%), stuck %zu, "
                "contradiction %zu\n",
        p, options.filterRules, filterSolved, pct(filterSolved), stuck, contradictions);
    std::printf("%s  highest rule fired (solved puzzles):\n%s    %-8s %8s %9s %12s\n", p, p, "rule",
        "count", "% of all", "% of solved");
    auto histogramRow = [&](const char *name, std::size_t k) {
        const double ofSolved = filterSolved
            ? 100.0 * static_cast<double>(k) / static_cast<double>(filterSolved)
            : 0.0;
        std::printf("%s    %-8s %8zu %9.3f %12.3f\n", p, name, k, pct(k), ofSolved);
    };
    histogramRow("NS/HS", histogram[0] + histogram[1] + noRule);
    static const char *kShort[] = { "NS", "HS", "BRC", "RCB", "NP", "HP", "NT", "HT", "NQ", "HQ" };
    for (int i = 2; i < core::kFilterRuleCount; ++i)
        histogramRow(kShort[i], histogram[i]);
    std::printf("%s    (NS alone %zu, HS %zu, nothing to fire %zu)\n", p, histogram[0],
        histogram[1], noRule);
    if (options.trial)
        std::printf("%s  one level of trial after the FILTER: solved %zu of %zu stuck (%zu by a "
                    "single assumption)\n",
            p, trialSolved, stuck, trialDirect);
    std::printf("%sChen r-Reduction alone: solved %zu (%.2f%%)\n", p, rreduction, pct(rreduction));
    std::printf("%sChen r-Reduction + Inference (%s cell): solved %zu (%.2f%%), inferences %llu, "
                "%.4f per puzzle, max %llu\n",
        p, choice.c_str(), chenSolved, pct(chenSolved), static_cast<unsigned long long>(inferences),
        static_cast<double>(inferences) / n, static_cast<unsigned long long>(maxInferences));
    std::printf("%s  Inference() calls (cells branched on) %llu, %.4f per puzzle\n", p,
        static_cast<unsigned long long>(calls), static_cast<double>(calls) / n);
    std::printf(
        "%sgame complexity (entropy): min %.4f, mean %.4f, max %.4f\n", p, hMin, hSum / n, hMax);
    if (ntnCount > 0)
        std::printf("%sNtN of the givens: mean %.4f\n", p, ntnSum / static_cast<double>(ntnCount));
    if (interrupted())
        return reportInterrupted("rate", count, total);
    // Like check and compare: puzzles that could not be read make the run a failure.
    return parsed.errors.empty() ? 0 : 1;
}

} // namespace cli
