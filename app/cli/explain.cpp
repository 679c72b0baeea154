// sudoku-cli explain: the explained solution path of each puzzle, one step per line, then the
// human score and level.
#include "commands.h"

#include "board/formats.h"
#include "board/solutioncounter.h"
#include "explainjson.h"
#include "inorder.h"
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

// What the output shows of one explained puzzle, made on the worker: the path is worded (or
// written as JSON) there and dropped, so a puzzle waiting for an earlier one holds text only.
struct Written
{
    std::string out; // for stdout
    std::string err; // for stderr
    bool failed = false; // refused or not solved
    bool explained = false; // has a score and level
    core::HumanScore score;
};

struct Style
{
    core::CellNaming naming = core::CellNaming::Letter;
    bool summary = false;
    bool json = false;
    std::size_t count = 0; // puzzles in the input
};

Written explainPuzzle(const core::Puzzle &puzzle, std::size_t i, const Style &style)
{
    Explained r = explainBoard(puzzle.board);
    Written w;
    const QString label = CliText::tr("puzzle %1").arg(puzzle.index);
    if (!r.error.isEmpty()) {
        w.err = "sudoku-cli explain: "
            + utf8(CliText::tr("%1 (line %2): %3").arg(label).arg(puzzle.line).arg(r.error)) + '\n';
        w.failed = true;
        if (style.json)
            w.out = explainJson(puzzle, {}, false, {}, utf8(r.error), false);
        return w;
    }
    w.explained = true;
    w.score = r.score;
    w.failed = !r.solved;
    if (style.json) {
        w.out = explainJson(puzzle, r.path, r.solved, r.score, {}, !style.summary);
        return w;
    }
    const QString level = StepWording::levelName(r.score.level);
    const QString hardest
        = r.path.empty() ? CliText::tr("none") : StepWording::techniqueName(r.score.hardest);
    const QString steps = CliText::tr("%n step(s)", nullptr, r.score.steps);
    if (style.summary) {
        const QString line = r.solved
            ? CliText::tr("%1: %2, score %3, %4 (hardest: %5)")
            : CliText::tr("%1: %2, score %3, %4 (hardest: %5), not solved");
        w.out = utf8(line.arg(label, steps, QString::number(r.score.score), level, hardest)) + '\n';
        return w;
    }
    const StepWording words(puzzle.board.geometry(), style.naming);
    if (style.count > 1) {
        if (i > 0)
            w.out += '\n';
        w.out += utf8(CliText::tr("%1:").arg(label)) + '\n';
    }
    char number[32];
    for (std::size_t k = 0; k < r.path.size(); ++k) {
        std::snprintf(number, sizeof number, "%3zu. ", k + 1);
        w.out += number + utf8(words.line(r.path[k])) + '\n';
    }
    if (!r.solved)
        w.out += utf8(CliText::tr("Stuck: no technique applies.")) + '\n';
    w.out += utf8(CliText::tr("Score: %1 (%2), %3, hardest: %4")
                      .arg(QString::number(r.score.score), level, steps, hardest))
        + '\n';
    return w;
}

std::vector<Option> explainOptions()
{
    return {
        { .names = { QStringLiteral("naming") },
            .valueName = QStringLiteral("letter|r1c1"),
            .description = QT_TRANSLATE_NOOP("CliText", "cell names: A1 (letter) or r1c1"),
            .defaultValue = QStringLiteral("letter"),
            .example = QStringLiteral("r1c1") },
        { .names = { QStringLiteral("summary") },
            .description = QT_TRANSLATE_NOOP(
                "CliText", "one line per puzzle, then the level distribution and the mean score") },
        { .names = { QStringLiteral("json") },
            .description = QT_TRANSLATE_NOOP("CliText",
                "one line of JSON per puzzle (JSON Lines): its givens, score, level and every "
                "step as data (technique, cells, digits, units, placements, eliminations, "
                "chains); with --summary without the steps") },
    };
}

int runExplain(CommandLine &args)
{
    const std::string namingText = args.value("naming");
    Style style;
    style.summary = args.flag("summary");
    style.json = args.flag("json");
    const auto &words = args.positional();
    if (args.error().empty() && namingText != "letter" && namingText != "r1c1")
        args.setError("--naming: '" + namingText + "' is not letter or r1c1");
    if (!args.error().empty() || words.size() != 1)
        return args.usageError(args.error());
    style.naming = namingText == "r1c1" ? core::CellNaming::RowColumn : core::CellNaming::Letter;
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

    // Each puzzle's path as soon as it and those before it are explained: memory holds the text
    // of the puzzles waiting for a slower one, never the file's paths.
    const std::size_t count = parsed.puzzles.size();
    style.count = count;
    int failures = 0;
    std::size_t written = 0;
    std::array<int, core::kLevelCount> levels {};
    double scoreTotal = 0; // of the explained puzzles, for the mean score in the summary
    InOrder<Written> out([&](std::size_t, Written &w) {
        if (!w.err.empty()) {
            std::fflush(stdout);
            std::fputs(w.err.c_str(), stderr);
        }
        std::fwrite(w.out.data(), 1, w.out.size(), stdout);
        ++written;
        failures += w.failed ? 1 : 0;
        if (w.explained) {
            ++levels[static_cast<int>(w.score.level)];
            scoreTotal += double(w.score.score);
        }
    });
    Progress progress("explain", count);
    parallelFor(
        count,
        [&](std::size_t i, int) {
            if (out.waitForTurn(i, interruptFlag()))
                out.put(i, explainPuzzle(parsed.puzzles[i], i, style));
        },
        count > 1 ? &progress : nullptr, 0, [&](std::size_t i) { out.finished(i); });
    out.flush(); // after Ctrl+C: the puzzles that finished after one that did not

    if (count > 1 && !style.json) {
        const int explained = std::accumulate(levels.begin(), levels.end(), 0);
        QStringList parts;
        for (int l = 0; l < core::kLevelCount; ++l)
            parts << CliText::tr("%1 %2 (%3%)", "level count (percent)")
                         .arg(StepWording::levelName(static_cast<core::Level>(l)))
                         .arg(levels[l])
                         .arg(QString::number(
                             explained ? 100.0 * levels[l] / explained : 0.0, 'f', 1));
        std::printf("%s%s\n", style.summary ? "" : "\n",
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
        return reportInterrupted("explain", written, count);
    return failures ? 1 : 0;
}

} // namespace

const Command &explainCommand()
{
    static const Command command { "explain", "PUZZLE|FILE",
        QT_TRANSLATE_NOOP("CliText", "the solution path in words (or as JSON), score and level"),
        QT_TRANSLATE_NOOP("CliText",
            "the solution path, one step per line in words, then the human score and level;\n"
            "--summary: one line per puzzle and the level distribution"),
        explainOptions, runExplain };
    return command;
}

} // namespace cli
