// sudoku-cli explain: the explained solution path of each puzzle, one step per line, then the
// human score and level.
#include "commands.h"
#include "messages.h"

#include "board/formats.h"
#include "board/solutioncounter.h"
#include "logic/pathbuilder.h"
#include "rating/humanscore.h"
#include "stepwords.h"

#include <array>
#include <cstdio>
#include <filesystem>
#include <numeric>
#include <string>
#include <vector>

namespace cli {

namespace {

const char *kUsage = "usage: sudoku-cli explain PUZZLE|FILE [--naming letter|r1c1] [--summary]\n";

struct Explained
{
    std::string error; // when the puzzle cannot be explained
    std::vector<core::Step> path;
    bool solved = false;
    core::HumanScore score;
};

Explained explainBoard(const core::Board &givens)
{
    Explained result;
    const core::Geometry &g = givens.geometry();
    for (const auto &c : givens.conflicts())
        if (c.kind == core::Conflict::Kind::Duplicate) {
            result.error = "the givens " + g.cellName(c.cellA, core::CellNaming::Letter) + " and "
                + g.cellName(c.cellB, core::CellNaming::Letter) + " both hold "
                + std::string(1, core::Geometry::symbolChar(c.symbol));
            return result;
        }
    core::SolutionCounter counter(g);
    const auto count = counter.count(givens, 2);
    if (count.count == 0) {
        result.error = "no solution";
        return result;
    }
    if (count.count > 1) {
        result.error = "more than one solution (the techniques assume exactly one)";
        return result;
    }
    core::Board board = givens;
    board.fillCandidates();
    result.path = core::solvePath(board);
    for (const auto &step : result.path)
        core::applyStep(board, step);
    result.solved = board.isComplete() && board.values() == count.solution;
    result.score = core::scorePath(result.path, result.solved);
    return result;
}

} // namespace

int runExplain(Args &args)
{
    const std::string namingText = args.option("--naming", "letter");
    const bool summary = args.flag("--summary");
    const auto &words = args.positional();
    if (!args.error().empty() || words.size() != 1
        || (namingText != "letter" && namingText != "r1c1")) {
        std::fprintf(stderr, "%s%s\n", kUsage, args.error().c_str());
        return 2;
    }
    const core::CellNaming naming
        = namingText == "r1c1" ? core::CellNaming::RowColumn : core::CellNaming::Letter;
    const std::string &input = words.front();
    std::error_code ec;
    const bool isFile = std::filesystem::is_regular_file(input, ec);
    const core::ParseResult parsed
        = isFile ? core::readPuzzleFile(input) : core::parsePuzzles(input, "argument");
    if (!isFile && !parsed.errors.empty())
        std::fprintf(stderr, "sudoku-cli explain: '%s' is not a file, and not a puzzle either:\n",
            input.c_str());
    for (const auto &e : parsed.errors)
        std::fprintf(stderr, "sudoku-cli explain: %s\n", describeError(e).c_str());
    if (parsed.puzzles.empty()) {
        if (parsed.errors.empty())
            std::fprintf(stderr, "sudoku-cli explain: no puzzle in '%s'\n", input.c_str());
        return 1;
    }

    const std::size_t count = parsed.puzzles.size();
    std::vector<Explained> results(count);
    Progress progress("explain", count);
    parallelFor(
        count, [&](std::size_t i, int) { results[i] = explainBoard(parsed.puzzles[i].board); },
        count > 1 ? &progress : nullptr);
    progress.finish();

    int failures = 0;
    std::array<int, core::kLevelCount> levels {};
    for (std::size_t i = 0; i < count; ++i) {
        const auto &puzzle = parsed.puzzles[i];
        const auto &r = results[i];
        const core::Geometry &g = puzzle.board.geometry();
        const std::string label = "puzzle " + std::to_string(puzzle.index);
        if (!r.error.empty()) {
            std::fprintf(stderr, "sudoku-cli explain: %s (line %d): %s\n", label.c_str(),
                puzzle.line, r.error.c_str());
            ++failures;
            continue;
        }
        ++levels[static_cast<int>(r.score.level)];
        if (!r.solved)
            ++failures;
        const std::string level(core::levelId(r.score.level));
        const std::string hardest = r.path.empty() ? "none" : techniqueName(r.score.hardest);
        if (summary) {
            std::printf("%s: %d steps, score %d, %s (hardest: %s)%s\n", label.c_str(),
                r.score.steps, r.score.score, level.c_str(), hardest.c_str(),
                r.solved ? "" : ", not solved");
            continue;
        }
        if (count > 1)
            std::printf("%s%s:\n", i ? "\n" : "", label.c_str());
        for (std::size_t k = 0; k < r.path.size(); ++k)
            std::printf("%3zu. %s\n", k + 1, describeStep(r.path[k], g, naming).c_str());
        if (!r.solved)
            std::printf("Stuck: no technique applies.\n");
        std::printf("Score: %d (%s), %d steps, hardest: %s\n", r.score.score, level.c_str(),
            r.score.steps, hardest.c_str());
    }
    if (count > 1) {
        const int explained = std::accumulate(levels.begin(), levels.end(), 0);
        std::printf("%sLevels of %d puzzles:", summary ? "" : "\n", explained);
        for (int l = 0; l < core::kLevelCount; ++l)
            std::printf(" %s %d (%.1f%%)%s",
                std::string(core::levelId(static_cast<core::Level>(l))).c_str(), levels[l],
                explained ? 100.0 * levels[l] / explained : 0.0,
                l + 1 < core::kLevelCount ? "," : "\n");
    }
    return failures ? 1 : 0;
}

} // namespace cli
