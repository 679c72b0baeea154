// sudoku-cli generate: new puzzles from core/generator, on all cores. One puzzle per line (or a
// grid, or .sdk) on stdout; with --csv one row per puzzle with its measures. What the candidates
// came out as (the distribution of the targeted measures) goes to stderr, with every puzzle whose
// target was not met. Exit 0 when every puzzle met its target, 1 when some did not, 2 on usage.
#include "commands.h"

#include "batch/parallel.h"
#include "board/formats.h"
#include "generator/generator.h"
#include "inorder.h"

#include <cstdio>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cli {

namespace {

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

// San Segundo's recipe for his 16x16 benchmark, `count` puzzles on all cores; each written as
// soon as it and those before it are made.
int runFilterMethod(const core::Geometry &geometry, core::FilterDig reading, int extra,
    std::size_t count, std::uint64_t seed, int threads, const std::string &format, bool csv)
{
    const int workers = workerCount(threads);
    std::vector<core::Generator> generators;
    generators.reserve(static_cast<std::size_t>(workers));
    for (int w = 0; w < workers; ++w)
        generators.emplace_back(geometry);
    const std::int64_t start = nowMicros();
    std::size_t done = 0;
    long long clues = 0;
    if (csv)
        std::printf("index,seed,clues,puzzle\n");
    InOrder<core::Board> out([&](std::size_t i, core::Board &puzzle) {
        ++done;
        clues += puzzle.clueCount();
        if (csv)
            std::printf("%zu,%s,%d,%s\n", i + 1, hexSeed(core::Generator::seedFor(seed, i)).c_str(),
                puzzle.clueCount(), core::writeLine(puzzle).c_str());
        else
            std::fputs(
                writePuzzle(puzzle, format, "generated " + std::to_string(i + 1), nullptr).c_str(),
                stdout);
    });
    {
        Progress progress("generating", count);
        parallelFor(
            count,
            [&](std::size_t i, int worker) {
                if (!out.waitForTurn(i, interruptFlag()))
                    return;
                core::Generator &g = generators[static_cast<std::size_t>(worker)];
                g.reseed(core::Generator::seedFor(seed, i));
                core::Board puzzle(geometry);
                g.filterDigPuzzle(reading, extra, puzzle, interruptFlag());
                out.put(i, std::move(puzzle));
            },
            &progress, workers, [&](std::size_t i) { out.finished(i); });
    }
    out.flush(); // after Ctrl+C: the puzzles made after one that was not
    std::fprintf(stderr,
        "generated %zu puzzles (%dx%d, FILTER dig, %d extra) in %.2f s on %d "
        "threads; clues: mean %.2f\n",
        done, geometry.side(), geometry.side(), extra, (nowMicros() - start) / 1e6, workers,
        done ? static_cast<double>(clues) / static_cast<double>(done) : 0.0);
    return interrupted() ? reportInterrupted("generate", done, count) : 0;
}

std::vector<Option> generateOptions()
{
    return {
        { .names = { QStringLiteral("size") },
            .valueName = QStringLiteral("N"),
            .description
            = QT_TRANSLATE_NOOP("CliText", "the grid's side: 4, 6, 8, 9, 10, 12, 15, 16, 20 or 25"),
            .defaultValue = QStringLiteral("9"),
            .example = QStringLiteral("6") },
        { .names = { QStringLiteral("count") },
            .valueName = QStringLiteral("N"),
            .description = QT_TRANSLATE_NOOP("CliText", "how many puzzles"),
            .defaultValue = QStringLiteral("1"),
            .min = 1,
            .example = QStringLiteral("2") },
        { .names = { QStringLiteral("seed") },
            .valueName = QStringLiteral("S"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "puzzle i comes from a seed made of it and i, whatever the threads; not negative"),
            .defaultValue = QStringLiteral("1"),
            .example = QStringLiteral("4") },
        { .names = { QStringLiteral("level") },
            .valueName = QStringLiteral("LEVEL"),
            .description = QT_TRANSLATE_NOOP(
                "CliText", "the human score's level: easy, medium, hard, expert or extreme"),
            .example = QStringLiteral("easy") },
        { .names = { QStringLiteral("symmetry") },
            .valueName = QStringLiteral("none|central|diagonal|mirror"),
            .description = QT_TRANSLATE_NOOP("CliText", "the symmetry of the givens"),
            .defaultValue = QStringLiteral("none"),
            .example = QStringLiteral("central") },
        { .names = { QStringLiteral("minimal") },
            .description = QT_TRANSLATE_NOOP("CliText",
                "only minimal puzzles (no given can go); without it, the fewest clues on target") },
        { .names = { QStringLiteral("technique") },
            .valueName = QStringLiteral("ID"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "a technique the explained path must use (x-wing, swordfish, xy-wing, ...; a "
                "wrong one lists them)"),
            .example = QStringLiteral("naked-single") },
        { .names = { QStringLiteral("rule") },
            .valueName = QStringLiteral("K"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "San Segundo's FILTER solves it and K (1-10: NS HS BRC RCB NP HP NT HT NQ HQ) is "
                "the highest rule it fires"),
            .example = QStringLiteral("1") },
        { .names = { QStringLiteral("entropy") },
            .valueName = QStringLiteral("easy|intermediate|hard"),
            .description = QT_TRANSLATE_NOOP("CliText", "Chen's band of game complexity"),
            .example = QStringLiteral("easy") },
        { .names = { QStringLiteral("ntn") },
            .valueName = QStringLiteral("A-B"),
            .description
            = QT_TRANSLATE_NOOP("CliText", "the Neutralization Number of the givens, from A to B"),
            .example = QStringLiteral("0-1") },
        { .names = { QStringLiteral("clues") },
            .valueName = QStringLiteral("A-B"),
            .description = QT_TRANSLATE_NOOP("CliText", "the number of givens, from A to B"),
            .example = QStringLiteral("4-12") },
        { .names = { QStringLiteral("time-limit") },
            .valueName = QStringLiteral("SECONDS"),
            .description
            = QT_TRANSLATE_NOOP("CliText", "give up a puzzle after that long; 0: no limit"),
            .defaultValue = QStringLiteral("60"),
            .example = QStringLiteral("5") },
        { .names = { QStringLiteral("max-tries") },
            .valueName = QStringLiteral("N"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "give up a puzzle after judging that many candidates; without it, no limit"),
            .min = 1,
            .example = QStringLiteral("30") },
        { .names = { QStringLiteral("format") },
            .valueName = QStringLiteral("line|grid|sdk"),
            .description = QT_TRANSLATE_NOOP(
                "CliText", "one puzzle per line, as a grid, or .sdk with its level"),
            .defaultValue = QStringLiteral("line"),
            .example = QStringLiteral("sdk") },
        { .names = { QStringLiteral("csv") },
            .description
            = QT_TRANSLATE_NOOP("CliText", "one CSV row per puzzle with its measures") },
        threadsOption(),
        { .names = { QStringLiteral("method") },
            .valueName = QStringLiteral("unique|filter|filter-first"),
            .description = QT_TRANSLATE_NOOP("CliText",
                "unique: dig while the solution stays unique; filter: San Segundo's benchmark "
                "recipe (givens removed while the FILTER solves, then --extra more emptied; not "
                "unique); filter-first: stop at the first removal the FILTER cannot solve, then "
                "--extra more"),
            .defaultValue = QStringLiteral("unique"),
            .example = QStringLiteral("filter") },
        { .names = { QStringLiteral("extra") },
            .valueName = QStringLiteral("K"),
            .description = QT_TRANSLATE_NOOP(
                "CliText", "--method filter: the cells emptied after the dig; not negative"),
            .defaultValue = QStringLiteral("1"),
            .example = QStringLiteral("2") },
    };
}

int runGenerate(CommandLine &args)
{
    const bool csv = args.flag("csv");
    const bool minimal = args.flag("minimal");
    const long long size = args.integer("size");
    const long long count = args.integer("count");
    const long long seed = args.integer("seed");
    const long long threads = args.threads();
    const long long maxTries = args.integer("max-tries");
    const long long rule = args.integer("rule");
    const long long extra = args.integer("extra");
    const auto level = args.given("level");
    const auto technique = args.given("technique");
    const auto entropy = args.given("entropy");
    const auto ntn = args.given("ntn");
    const auto clues = args.given("clues");
    const std::string symmetry = args.value("symmetry");
    const std::string format = args.value("format");
    const std::string method = args.value("method");
    const std::string timeText = args.value("time-limit");
    const auto &rest = args.positional();
    auto usage = [&](const std::string &message) { return args.usageError(message); };
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
    if (csv)
        std::printf("index,seed,target,clues,minimal,level,score,hardest,filter_solved,"
                    "filter_top_rule,entropy,ntn,candidates,micros,puzzle\n");
    // Each puzzle as soon as it and those before it are done (puzzle i from the seed of i, as
    // core::generateBatch makes them); what missed its target is said on stderr at the end.
    core::GenerationStats total;
    std::size_t met = 0;
    std::string notMet;
    InOrder<core::GenerationResult> out([&](std::size_t i, core::GenerationResult &r) {
        total.merge(r.stats);
        met += r.met() ? 1 : 0;
        const core::PuzzleMeasures &m = r.measures;
        if (!r.met()) {
            const std::string why = r.status == core::GenerationStatus::OutOfTime
                ? "the time limit"
                : (r.status == core::GenerationStatus::OutOfCandidates ? "--max-tries" : "Ctrl+C");
            char line[256];
            std::snprintf(line, sizeof line,
                "sudoku-cli generate: puzzle %zu: target not met: %llu candidates from %llu "
                "grids in %.2f s, ended by %s\n",
                i + 1, static_cast<unsigned long long>(r.stats.candidates),
                static_cast<unsigned long long>(r.stats.grids), r.stats.micros / 1e6, why.c_str());
            notMet += line;
        }
        if (csv) {
            if (!r.met()) {
                std::printf("%zu,%s,%s,,,,,,,,,,%llu,%lld,\n", i + 1, hexSeed(r.seed).c_str(),
                    statusText(r.status).c_str(),
                    static_cast<unsigned long long>(r.stats.candidates),
                    static_cast<long long>(r.stats.micros));
                return;
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
    });
    std::vector<core::Generator> generators;
    generators.reserve(static_cast<std::size_t>(workers));
    for (int w = 0; w < workers; ++w)
        generators.emplace_back(*geometry);
    {
        Progress progress("generating", n);
        std::mutex progressMutex;
        // Every puzzle runs, also after Ctrl+C (the generator then stops at once, and the
        // puzzle is reported as ended by it): no stop flag for the loop.
        core::parallelFor(
            n,
            [&](std::size_t i, int worker) {
                out.waitForTurn(i, nullptr);
                core::Generator &g = generators[static_cast<std::size_t>(worker)];
                g.reseed(core::Generator::seedFor(static_cast<std::uint64_t>(seed), i));
                out.put(i, g.generate(options, interruptFlag()));
            },
            workers, nullptr,
            [&](std::size_t i, std::size_t done) {
                out.finished(i);
                std::lock_guard lock(progressMutex);
                progress.update(done);
            });
    }
    const double seconds = (nowMicros() - start) / 1e6;
    std::fflush(stdout);
    std::fputs(notMet.c_str(), stderr);
    std::fprintf(stderr, "generated %zu of %zu puzzles (%dx%d; %s) in %.2f s on %d threads\n", met,
        n, geometry->side(), geometry->side(), describeTarget(options).c_str(), seconds, workers);
    printStats(total, target);
    if (interrupted())
        return reportInterrupted("generate", met, n);
    return met == n ? 0 : 1;
}

} // namespace

const Command &generateCommand()
{
    static const Command command { "generate", "",
        QT_TRANSLATE_NOOP("CliText", "new puzzles on target"),
        QT_TRANSLATE_NOOP("CliText",
            "new puzzles on target, one per line (with --csv their measures); what the\n"
            "candidates came out as on stderr"),
        generateOptions, runGenerate };
    return command;
}

} // namespace cli
