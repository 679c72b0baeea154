// sudoku-cli generate: new puzzles from core/generator, on all cores. One puzzle per line (or a
// grid, or .sdk) on stdout; with --csv one row per puzzle with its measures. What the candidates
// came out as (the distribution of the targeted measures) goes to stderr, with every puzzle whose
// target was not met. Exit 0 when every puzzle met its target, 1 when some did not, 2 on usage.
#include "commands.h"

#include "board/formats.h"
#include "generator/generator.h"

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace cli {

namespace {

const char *kUsage
    = "usage: sudoku-cli generate [--size N] [--count N] [--seed S] [--level LEVEL]\n"
      "         [--symmetry none|central|diagonal|mirror] [--minimal] [--technique ID]\n"
      "         [--rule K] [--entropy easy|intermediate|hard] [--ntn A-B] [--clues A-B]\n"
      "         [--time-limit SECONDS] [--max-tries N] [--format line|grid|sdk] [--csv]\n"
      "         [--threads N] [--method unique|filter|filter-first] [--extra K]\n"
      "  --size: 4, 6, 8, 9, 10, 12, 15, 16, 20 or 25 (default 9)\n"
      "  --level: easy, medium, hard, expert, extreme (the human score's level)\n"
      "  --technique: a technique the explained path must use (x-wing, swordfish, ...)\n"
      "  --rule K: San Segundo's FILTER solves it and K (1-10: NS HS BRC RCB NP HP NT HT NQ HQ)\n"
      "      is the highest rule it fires\n"
      "  --time-limit, --max-tries: per puzzle (default 60 s, no try limit)\n"
      "  --method filter: San Segundo's benchmark recipe (givens removed while the FILTER\n"
      "      solves, then --extra K more emptied; not unique); filter-first: stop at the\n"
      "      first removal the FILTER cannot solve, then K more\n";

constexpr const char *kRuleNames[core::kFilterRuleCount]
    = { "NS", "HS", "BRC", "RCB", "NP", "HP", "NT", "HT", "NQ", "HQ" };

template <typename Enum, typename IdFn>
std::optional<Enum> parseId(const std::string &text, int count, IdFn id)
{
    for (int i = 0; i < count; ++i)
        if (id(static_cast<Enum>(i)) == text)
            return static_cast<Enum>(i);
    return std::nullopt;
}

template <typename Enum, typename IdFn> std::string idList(int count, IdFn id)
{
    std::string out;
    for (int i = 0; i < count; ++i)
        out += (i ? ", " : "") + std::string(id(static_cast<Enum>(i)));
    return out;
}

// "A-B" or "A" (A-A); numbers as the parser reads them.
template <typename T, typename Parse>
std::optional<std::pair<T, T>> parseRange(const std::string &text, Parse parse)
{
    const std::size_t dash = text.find('-', 1);
    try {
        std::size_t used = 0;
        const std::string a = text.substr(0, dash);
        const T lo = parse(a, &used);
        if (used != a.size())
            return std::nullopt;
        if (dash == std::string::npos)
            return std::pair { lo, lo };
        const std::string b = text.substr(dash + 1);
        const T hi = parse(b, &used);
        if (used != b.size() || hi < lo)
            return std::nullopt;
        return std::pair { lo, hi };
    } catch (...) {
        return std::nullopt;
    }
}

std::string statusText(core::GenerationStatus status)
{
    switch (status) {
    case core::GenerationStatus::Met:
        return "met";
    case core::GenerationStatus::OutOfTime:
        return "time-limit";
    case core::GenerationStatus::OutOfCandidates:
        return "max-tries";
    case core::GenerationStatus::Stopped:
        return "stopped";
    }
    return "?";
}

std::string describeTarget(const core::GeneratorOptions &o)
{
    const core::GeneratorTarget &t = o.target;
    std::string out;
    auto add = [&](const std::string &part) { out += (out.empty() ? "" : ", ") + part; };
    if (t.level)
        add("level " + std::string(core::levelId(*t.level)));
    if (t.technique)
        add("technique " + std::string(core::techniqueId(*t.technique)));
    if (t.filterRule)
        add("FILTER rule " + std::to_string(*t.filterRule + 1) + " (" + kRuleNames[*t.filterRule]
            + ")");
    if (t.entropy)
        add("entropy band " + std::string(core::entropyBandId(*t.entropy)));
    char buffer[64];
    if (t.ntn) {
        std::snprintf(buffer, sizeof buffer, "NtN %.3g-%.3g", t.ntn->min, t.ntn->max);
        add(buffer);
    }
    if (t.clues)
        add("clues " + std::to_string(t.clues->min) + "-" + std::to_string(t.clues->max));
    if (o.minimal)
        add("minimal");
    if (o.symmetry != core::Symmetry::None)
        add("symmetry " + std::string(core::symmetryId(o.symmetry)));
    return out.empty() ? "any unique puzzle" : out;
}

// The distribution of what the candidates came out as, the measured parts only.
void printStats(const core::GenerationStats &s, const core::GeneratorTarget &target)
{
    std::fprintf(stderr, "candidates judged: %llu from %llu grids, clues %d-%d\n",
        static_cast<unsigned long long>(s.candidates), static_cast<unsigned long long>(s.grids),
        s.minClues, s.maxClues);
    if (s.paths > 0) {
        std::fprintf(stderr, "  by level (%llu rated):", static_cast<unsigned long long>(s.paths));
        for (int l = 0; l < core::kLevelCount; ++l)
            std::fprintf(stderr, " %s %llu", std::string(core::levelId(core::Level(l))).c_str(),
                static_cast<unsigned long long>(s.levels[l]));
        std::fprintf(stderr, "\n");
        if (target.technique)
            std::fprintf(stderr, "  with %s on the path: %llu\n",
                std::string(core::techniqueId(*target.technique)).c_str(),
                static_cast<unsigned long long>(s.techniques[static_cast<int>(*target.technique)]));
    }
    if (s.rated > 0) {
        std::fprintf(stderr,
            "  by FILTER highest rule (%llu rated):", static_cast<unsigned long long>(s.rated));
        for (int r = 0; r < core::kFilterRuleCount; ++r)
            if (s.filterRules[r] > 0)
                std::fprintf(stderr, " %s %llu", kRuleNames[r],
                    static_cast<unsigned long long>(s.filterRules[r]));
        std::fprintf(stderr, " not-solved %llu\n",
            static_cast<unsigned long long>(s.filterRules[core::kFilterRuleCount]));
        std::fprintf(stderr, "  by entropy band:");
        for (int b = 0; b < core::kEntropyBandCount; ++b)
            std::fprintf(stderr, " %s %llu",
                std::string(core::entropyBandId(core::EntropyBand(b))).c_str(),
                static_cast<unsigned long long>(s.entropyBands[b]));
        std::fprintf(stderr, "; NtN %.4f-%.4f\n", s.minNtn, s.maxNtn);
    }
}

std::string writePuzzle(const core::Board &board, const std::string &format,
    const std::string &name, const core::PuzzleMeasures *measures)
{
    if (format == "grid")
        return core::writeGrid(board) + "\n";
    if (format == "sdk") {
        core::Puzzle puzzle;
        puzzle.board = board;
        puzzle.metadata.push_back({ 'N', name });
        puzzle.metadata.push_back({ 'S', "sudoku-cli generate" });
        if (measures && measures->pathMeasured)
            puzzle.metadata.push_back({ 'L', std::string(core::levelId(measures->human.level)) });
        return core::writeSdk(puzzle) + "\n";
    }
    return core::writeLine(board) + "\n";
}

std::string hexSeed(std::uint64_t seed)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(seed));
    return buffer;
}

// San Segundo's recipe for his 16x16 benchmark, `count` puzzles on all cores.
int runFilterMethod(const core::Geometry &geometry, core::FilterDig reading, int extra,
    std::size_t count, std::uint64_t seed, int threads, const std::string &format, bool csv)
{
    std::vector<core::Board> puzzles(count, core::Board(geometry));
    const int workers = workerCount(threads);
    std::vector<core::Generator> generators;
    generators.reserve(static_cast<std::size_t>(workers));
    for (int w = 0; w < workers; ++w)
        generators.emplace_back(geometry);
    const std::int64_t start = nowMicros();
    std::vector<char> finished;
    {
        Progress progress("generating", count);
        finished = parallelFor(
            count,
            [&](std::size_t i, int worker) {
                core::Generator &g = generators[static_cast<std::size_t>(worker)];
                g.reseed(core::Generator::seedFor(seed, i));
                g.filterDigPuzzle(reading, extra, puzzles[i], interruptFlag());
            },
            &progress, workers);
    }
    std::size_t done = 0;
    if (csv)
        std::printf("index,seed,clues,puzzle\n");
    long long clues = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (!finished[i])
            continue; // cut short by Ctrl+C
        ++done;
        clues += puzzles[i].clueCount();
        if (csv)
            std::printf("%zu,%s,%d,%s\n", i + 1, hexSeed(core::Generator::seedFor(seed, i)).c_str(),
                puzzles[i].clueCount(), core::writeLine(puzzles[i]).c_str());
        else
            std::fputs(
                writePuzzle(puzzles[i], format, "generated " + std::to_string(i + 1), nullptr)
                    .c_str(),
                stdout);
    }
    std::fprintf(stderr,
        "generated %zu puzzles (%dx%d, FILTER dig, %d extra) in %.2f s on %d "
        "threads; clues: mean %.2f\n",
        done, geometry.side(), geometry.side(), extra, (nowMicros() - start) / 1e6, workers,
        done ? static_cast<double>(clues) / static_cast<double>(done) : 0.0);
    return interrupted() ? reportInterrupted("generate", done, count) : 0;
}

} // namespace

int runGenerate(Args &args)
{
    const bool csv = args.flag("--csv");
    const bool minimal = args.flag("--minimal");
    const long long size = args.integer("--size", 9);
    const long long count = args.integer("--count", 1, 1, std::numeric_limits<long long>::max());
    const long long seed = args.integer("--seed", 1);
    const long long threads = args.threads();
    const long long maxTries
        = args.integer("--max-tries", 0, 1, std::numeric_limits<long long>::max());
    const long long rule = args.integer("--rule", 0);
    const long long extra = args.integer("--extra", 1);
    const auto level = args.option("--level");
    const auto technique = args.option("--technique");
    const auto entropy = args.option("--entropy");
    const auto ntn = args.option("--ntn");
    const auto clues = args.option("--clues");
    const std::string symmetry = args.option("--symmetry", "none");
    const std::string format = args.option("--format", "line");
    const std::string method = args.option("--method", "unique");
    const std::string timeText = args.option("--time-limit", "60");
    const auto &rest = args.positional();
    auto usage = [&](const std::string &message) {
        std::fprintf(stderr, "%ssudoku-cli generate: %s\n", kUsage, message.c_str());
        return 2;
    };
    if (!args.error().empty())
        return usage(args.error());
    if (!rest.empty())
        return usage("unexpected argument '" + rest.front() + "'");

    const core::Geometry *geometry = size >= 4 && size <= core::kMaxSide
        ? core::Geometry::forSide(static_cast<int>(size))
        : nullptr;
    if (!geometry || geometry->boxRows() < 2)
        return usage("--size " + std::to_string(size) + " is not a supported grid");
    if (count < 1)
        return usage("--count must be at least 1");
    if (seed < 0)
        return usage("--seed cannot be negative");
    if (format != "line" && format != "grid" && format != "sdk")
        return usage("--format must be line, grid or sdk, not '" + format + "'");

    core::GeneratorOptions options;
    options.minimal = minimal;
    options.maxCandidates = static_cast<std::uint64_t>(maxTries);
    options.measureResult = csv || format == "sdk";
    const auto timeLimit = parseRange<double>(
        timeText, [](const std::string &s, std::size_t *u) { return std::stod(s, u); });
    if (!timeLimit || timeLimit->first != timeLimit->second || timeLimit->first < 0)
        return usage("--time-limit takes seconds (0: no limit), not '" + timeText + "'");
    options.timeLimitSeconds = timeLimit->first;

    const auto sym = parseId<core::Symmetry>(symmetry, core::kSymmetryCount, core::symmetryId);
    if (!sym)
        return usage("--symmetry must be "
            + idList<core::Symmetry>(core::kSymmetryCount, core::symmetryId) + ", not '" + symmetry
            + "'");
    options.symmetry = *sym;
    core::GeneratorTarget &target = options.target;
    if (level) {
        target.level = parseId<core::Level>(*level, core::kLevelCount, core::levelId);
        if (!target.level)
            return usage("--level must be " + idList<core::Level>(core::kLevelCount, core::levelId)
                + ", not '" + *level + "'");
    }
    if (technique) {
        target.technique
            = parseId<core::Technique>(*technique, core::kTechniqueCount, core::techniqueId);
        // r-Reduction is Chen's rule for his ratings, never on the tutor's path.
        if (!target.technique || *target.technique == core::Technique::RReduction) {
            std::string list;
            for (int t = 0; t < core::kTechniqueCount; ++t)
                if (core::Technique(t) != core::Technique::RReduction)
                    list += (t ? ", " : "") + std::string(core::techniqueId(core::Technique(t)));
            return usage("--technique must be one of " + list + "; not '" + *technique + "'");
        }
    }
    if (rule != 0) {
        if (rule < 1 || rule > core::kFilterRuleCount)
            return usage("--rule must be 1 to 10, not " + std::to_string(rule));
        target.filterRule = static_cast<int>(rule - 1);
    }
    if (entropy) {
        target.entropy
            = parseId<core::EntropyBand>(*entropy, core::kEntropyBandCount, core::entropyBandId);
        if (!target.entropy)
            return usage("--entropy must be easy, intermediate or hard, not '" + *entropy + "'");
    }
    if (ntn) {
        const auto range = parseRange<double>(
            *ntn, [](const std::string &s, std::size_t *u) { return std::stod(s, u); });
        if (!range || range->first < 0)
            return usage("--ntn takes a range such as 0.2-0.3, not '" + *ntn + "'");
        target.ntn = core::RealRange { range->first, range->second };
    }
    if (clues) {
        const auto range = parseRange<int>(
            *clues, [](const std::string &s, std::size_t *u) { return std::stoi(s, u); });
        if (!range || range->first < 0 || range->second > geometry->cellCount())
            return usage("--clues takes a range such as 22-26 (at most "
                + std::to_string(geometry->cellCount()) + "), not '" + *clues + "'");
        target.clues = core::IntRange { range->first, range->second };
    }

    if (method == "filter" || method == "filter-first") {
        if (target.any() || minimal || options.symmetry != core::Symmetry::None)
            return usage("--method " + method + " takes no target, --minimal or --symmetry");
        if (extra < 0)
            return usage("--extra cannot be negative");
        return runFilterMethod(*geometry,
            method == "filter" ? core::FilterDig::FilterMinimal : core::FilterDig::FirstFailure,
            static_cast<int>(extra), static_cast<std::size_t>(count),
            static_cast<std::uint64_t>(seed), static_cast<int>(threads), format, csv);
    }
    if (method != "unique")
        return usage("--method must be unique, filter or filter-first, not '" + method + "'");

    const std::size_t n = static_cast<std::size_t>(count);
    const int workers = std::min(workerCount(static_cast<int>(threads)),
        static_cast<int>(std::min<std::size_t>(n, 1 << 20)));
    const std::int64_t start = nowMicros();
    std::vector<core::GenerationResult> results;
    {
        Progress progress("generating", n);
        results = core::generateBatch(*geometry, options, n, static_cast<std::uint64_t>(seed),
            workers, interruptFlag(),
            [&](const core::GenerationProgress &p) { progress.update(p.puzzlesDone); });
    }
    const double seconds = (nowMicros() - start) / 1e6;

    if (csv)
        std::printf("index,seed,target,clues,minimal,level,score,hardest,filter_solved,"
                    "filter_top_rule,entropy,ntn,candidates,micros,puzzle\n");
    core::GenerationStats total;
    std::size_t met = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const core::GenerationResult &r = results[i];
        total.merge(r.stats);
        met += r.met() ? 1 : 0;
        const core::PuzzleMeasures &m = r.measures;
        if (csv) {
            if (!r.met()) {
                std::printf("%zu,%s,%s,,,,,,,,,,%llu,%lld,\n", i + 1, hexSeed(r.seed).c_str(),
                    statusText(r.status).c_str(),
                    static_cast<unsigned long long>(r.stats.candidates),
                    static_cast<long long>(r.stats.micros));
                continue;
            }
            const bool path = m.pathMeasured;
            std::printf("%zu,%s,met,%d,%s,%s,%s,%s,%s,%s,%.4f,%.4f,%llu,%lld,%s\n", i + 1,
                hexSeed(r.seed).c_str(), m.clues, r.minimal ? "yes" : "no",
                path ? std::string(core::levelId(m.human.level)).c_str() : "",
                path ? std::to_string(m.human.score).c_str() : "",
                path ? std::string(core::techniqueId(m.human.hardest)).c_str() : "",
                m.filter.solved() ? "yes" : "no",
                m.filter.topRule >= 0 ? kRuleNames[m.filter.topRule] : "none", m.entropy, m.ntn,
                static_cast<unsigned long long>(r.stats.candidates),
                static_cast<long long>(r.stats.micros), core::writeLine(r.puzzle).c_str());
        } else if (r.met()) {
            std::fputs(
                writePuzzle(r.puzzle, format, "generated " + std::to_string(i + 1), &m).c_str(),
                stdout);
        }
    }
    std::fflush(stdout);

    for (std::size_t i = 0; i < n; ++i) {
        const core::GenerationResult &r = results[i];
        if (r.met())
            continue;
        const std::string why = r.status == core::GenerationStatus::OutOfTime
            ? "the time limit"
            : (r.status == core::GenerationStatus::OutOfCandidates ? "--max-tries" : "Ctrl+C");
        std::fprintf(stderr,
            "sudoku-cli generate: puzzle %zu: target not met: %llu candidates from %llu grids "
            "in %.2f s, ended by %s\n",
            i + 1, static_cast<unsigned long long>(r.stats.candidates),
            static_cast<unsigned long long>(r.stats.grids), r.stats.micros / 1e6, why.c_str());
    }
    std::fprintf(stderr, "generated %zu of %zu puzzles (%dx%d; %s) in %.2f s on %d threads\n", met,
        n, geometry->side(), geometry->side(), describeTarget(options).c_str(), seconds, workers);
    printStats(total, target);
    if (interrupted())
        return reportInterrupted("generate", met, n);
    return met == n ? 0 : 1;
}

} // namespace cli
