// sudoku-cli explain: the explained solution path of each puzzle, one step per line, then the
// human score and level.
#include "commands.h"

#include "board/formats.h"
#include "board/solutioncounter.h"
#include "logic/tutorengine.h"
#include "rating/humanscore.h"
#include "wording/stepwording.h"

#include <algorithm>
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
    QString error; // when the puzzle cannot be explained
    std::vector<core::Step> path;
    bool solved = false;
    core::HumanScore score;
};

Explained explainBoard(const core::Board &givens)
{
    Explained result;
    const core::Geometry &g = givens.geometry();
    const StepWording words(g, core::CellNaming::Letter);
    for (const auto &c : givens.conflicts())
        if (c.kind == core::Conflict::Kind::Duplicate) {
            result.error = CliText::tr("the givens %1 and %2 both hold %3")
                               .arg(words.cellName(c.cellA), words.cellName(c.cellB),
                                   StepWording::digit(c.symbol));
            return result;
        }
    core::SolutionCounter counter(g);
    const auto count = counter.count(givens, 2);
    if (count.count == 0) {
        result.error = CliText::tr("no solution");
        return result;
    }
    if (count.count > 1) {
        result.error = CliText::tr("more than one solution (the techniques assume exactly one)");
        return result;
    }
    core::Board board = givens;
    board.fillCandidates();
    result.path = core::solvePath(board, interruptFlag());
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
    std::string error = args.error();
    if (error.empty() && namingText != "letter" && namingText != "r1c1")
        error = "--naming: '" + namingText + "' is not letter or r1c1";
    if (!error.empty() || words.size() != 1) {
        std::fprintf(
            stderr, "%s%s%s\n", kUsage, error.empty() ? "" : "sudoku-cli explain: ", error.c_str());
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
        std::fprintf(stderr, "sudoku-cli explain: %s\n",
            utf8(CliText::tr("'%1' is not a file, and not a puzzle either:")
                     .arg(QString::fromStdString(input)))
                .c_str());
    for (const auto &e : parsed.errors)
        std::fprintf(stderr, "sudoku-cli explain: %s\n", describeError(e).c_str());
    if (parsed.puzzles.empty()) {
        if (parsed.errors.empty())
            std::fprintf(stderr, "sudoku-cli explain: %s\n",
                utf8(CliText::tr("no puzzle in '%1'").arg(QString::fromStdString(input))).c_str());
        return 1;
    }

    const std::size_t count = parsed.puzzles.size();
    std::vector<Explained> results(count);
    Progress progress("explain", count);
    const std::vector<char> finished = parallelFor(
        count, [&](std::size_t i, int) { results[i] = explainBoard(parsed.puzzles[i].board); },
        count > 1 ? &progress : nullptr);
    progress.finish();

    int failures = 0;
    std::array<int, core::kLevelCount> levels {};
    double scoreTotal = 0; // of the explained puzzles, for the mean score in the summary
    for (std::size_t i = 0; i < count; ++i) {
        if (!finished[i])
            continue; // cut short by Ctrl+C
        const auto &puzzle = parsed.puzzles[i];
        const auto &r = results[i];
        const StepWording words(puzzle.board.geometry(), naming);
        const QString label = CliText::tr("puzzle %1").arg(puzzle.index);
        if (!r.error.isEmpty()) {
            std::fprintf(stderr, "sudoku-cli explain: %s\n",
                utf8(CliText::tr("%1 (line %2): %3").arg(label).arg(puzzle.line).arg(r.error))
                    .c_str());
            ++failures;
            continue;
        }
        ++levels[static_cast<int>(r.score.level)];
        scoreTotal += double(r.score.score);
        if (!r.solved)
            ++failures;
        const QString level = StepWording::levelName(r.score.level);
        const QString hardest
            = r.path.empty() ? CliText::tr("none") : StepWording::techniqueName(r.score.hardest);
        const QString steps = CliText::tr("%n step(s)", nullptr, r.score.steps);
        if (summary) {
            const QString line = r.solved
                ? CliText::tr("%1: %2, score %3, %4 (hardest: %5)")
                : CliText::tr("%1: %2, score %3, %4 (hardest: %5), not solved");
            std::printf("%s\n",
                utf8(line.arg(label, steps, QString::number(r.score.score), level, hardest))
                    .c_str());
            continue;
        }
        if (count > 1)
            std::printf("%s%s\n", i ? "\n" : "", utf8(CliText::tr("%1:").arg(label)).c_str());
        for (std::size_t k = 0; k < r.path.size(); ++k)
            std::printf("%3zu. %s\n", k + 1, utf8(words.line(r.path[k])).c_str());
        if (!r.solved)
            std::printf("%s\n", utf8(CliText::tr("Stuck: no technique applies.")).c_str());
        std::printf("%s\n",
            utf8(CliText::tr("Score: %1 (%2), %3, hardest: %4")
                     .arg(QString::number(r.score.score), level, steps, hardest))
                .c_str());
    }
    if (count > 1) {
        const int explained = std::accumulate(levels.begin(), levels.end(), 0);
        QStringList parts;
        for (int l = 0; l < core::kLevelCount; ++l)
            parts << CliText::tr("%1 %2 (%3%)", "level count (percent)")
                         .arg(StepWording::levelName(static_cast<core::Level>(l)))
                         .arg(levels[l])
                         .arg(QString::number(
                             explained ? 100.0 * levels[l] / explained : 0.0, 'f', 1));
        std::printf("%s%s\n", summary ? "" : "\n",
            utf8(CliText::tr("Levels of %n puzzle(s): %1", nullptr, explained)
                     .arg(StepWording::joinComma(parts)))
                .c_str());
        if (explained > 0)
            std::printf("%s\n",
                utf8(CliText::tr("Mean score: %1")
                         .arg(QString::number(scoreTotal / explained, 'f', 1)))
                    .c_str());
    }
    if (interrupted())
        return reportInterrupted(
            "explain", std::size_t(std::count(finished.begin(), finished.end(), 1)), count);
    return failures ? 1 : 0;
}

} // namespace cli
