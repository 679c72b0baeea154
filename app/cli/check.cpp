// sudoku-cli check: loads puzzles and says whether each has one solution.
#include "commands.h"

#include "board/formats.h"
#include "board/puzzlecheck.h"
#include "board/solutioncounter.h"
#include "inorder.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace cli {

namespace {

// The status column's values are data (as in the CSV), not words: not translated.
const char *statusName(core::SolutionStatus status)
{
    switch (status) {
    case core::SolutionStatus::Unique:
        return "unique";
    case core::SolutionStatus::Multiple:
        return "multiple";
    case core::SolutionStatus::None:
        return "none";
    case core::SolutionStatus::Unknown:
        break;
    }
    return "unknown";
}

struct Row
{
    int index = 0; // 1-based puzzle index in its file, 0 for an error about the whole file
    int clues = -1; // -1 when unknown (the puzzle did not parse)
    bool invalid = true;
    core::SolutionStatus status = core::SolutionStatus::Unknown;
    std::string message;

    const char *statusText() const { return invalid ? "invalid" : statusName(status); }
};

// One solution counter per worker and geometry, made on first use.
class Counters
{
public:
    explicit Counters(int workers)
        : m_perWorker(static_cast<std::size_t>(workers))
    { }

    core::SolutionCounter &get(int worker, const core::Geometry &geometry)
    {
        auto &list = m_perWorker[static_cast<std::size_t>(worker)];
        for (auto &[g, counter] : list)
            if (g == &geometry)
                return *counter;
        list.emplace_back(&geometry, std::make_unique<core::SolutionCounter>(geometry));
        return *list.back().second;
    }

private:
    std::vector<
        std::vector<std::pair<const core::Geometry *, std::unique_ptr<core::SolutionCounter>>>>
        m_perWorker;
};

struct Totals
{
    long long unique = 0;
    long long multiple = 0;
    long long none = 0;
    long long invalid = 0;
    std::int64_t readMicros = 0;
    std::int64_t solveMicros = 0;
    long long puzzles = 0; // in the files read, also those a Ctrl+C left unchecked

    void count(const Row &row)
    {
        if (row.invalid || row.status == core::SolutionStatus::Unknown)
            ++invalid;
        else if (row.status == core::SolutionStatus::Unique)
            ++unique;
        else if (row.status == core::SolutionStatus::Multiple)
            ++multiple;
        else
            ++none;
    }
};

void padLeft(std::string &out, const std::string &text, std::size_t width)
{
    if (text.size() < width)
        out.append(width - text.size(), ' ');
    out += text;
}

void padRight(std::string &out, const std::string &text, std::size_t width)
{
    out += text;
    if (text.size() < width)
        out.append(width - text.size(), ' ');
}

// One row of the table or the CSV, with its line break. With several files an index names its
// file too (`prefix`); `width` is the index column's.
std::string formatRow(const Row &row, bool csv, const std::string &prefix, std::size_t width)
{
    const std::string index = row.index > 0 ? prefix + std::to_string(row.index)
                                            : (csv ? std::string() : std::string("-"));
    const std::string clues
        = row.clues >= 0 ? std::to_string(row.clues) : (csv ? std::string() : std::string("-"));
    std::string out;
    if (csv)
        return csvField(index) + ',' + clues + ',' + row.statusText() + ',' + csvField(row.message)
            + '\n';
    padLeft(out, index, width);
    padLeft(out, clues, 7);
    out += "  ";
    if (row.message.empty()) {
        out += row.statusText();
    } else {
        padRight(out, row.statusText(), 8);
        out += "  ";
        out += row.message;
    }
    return out + '\n';
}

// Checks one file on all cores and writes its rows in puzzle order, each as soon as it and those
// before it are done; puzzles that did not parse, and contradictions, are invalid rows in their
// places.
void checkFile(const std::string &path, bool csv, const std::string &prefix, Counters &counters,
    Totals &totals)
{
    std::int64_t start = nowMicros();
    core::ParseResult result = core::readPuzzleFile(path);
    totals.readMicros += nowMicros() - start;

    // The parse errors, by index (those about the whole file first), go before the puzzle that
    // follows them.
    std::vector<Row> errors;
    for (const auto &e : result.errors)
        errors.push_back(
            { e.puzzleIndex, -1, true, core::SolutionStatus::Unknown, describeError(e) });
    std::stable_sort(
        errors.begin(), errors.end(), [](const Row &a, const Row &b) { return a.index < b.index; });
    const std::size_t rows = result.puzzles.size() + errors.size();
    totals.puzzles += static_cast<long long>(rows);
    const std::size_t width = std::max<std::size_t>(5, prefix.size() + std::to_string(rows).size());
    std::size_t nextError = 0;
    const auto write = [&](const Row &row) {
        const std::string text = formatRow(row, csv, prefix, width);
        std::fwrite(text.data(), 1, text.size(), stdout);
        totals.count(row);
    };
    const auto writeErrorsUpTo = [&](int index) {
        for (; nextError < errors.size() && errors[nextError].index <= index; ++nextError)
            write(errors[nextError]);
    };

    start = nowMicros();
    InOrder<Row> out([&](std::size_t, Row &row) {
        writeErrorsUpTo(row.index);
        write(row);
    });
    {
        Progress progress("check " + path, result.puzzles.size());
        parallelFor(
            result.puzzles.size(),
            [&](std::size_t i, int worker) {
                if (!out.waitForTurn(i, interruptFlag()))
                    return;
                core::Puzzle &p = result.puzzles[i];
                std::vector<core::ParseError> contradictions;
                core::checkPuzzle(
                    p, counters.get(worker, p.board.geometry()), contradictions, result.source);
                Row row { p.index, p.board.clueCount(), !contradictions.empty(), p.status, {} };
                for (const auto &e : contradictions)
                    row.message += (row.message.empty() ? "" : "; ") + describeError(e);
                out.put(i, std::move(row));
            },
            &progress, 0, [&](std::size_t i) { out.finished(i); });
    }
    out.flush(); // after Ctrl+C: the rows that finished after one that did not
    writeErrorsUpTo(std::numeric_limits<int>::max());
    totals.solveMicros += nowMicros() - start;
}

std::vector<Option> checkOptions()
{
    return { { .names = { QStringLiteral("csv") },
        .description = QT_TRANSLATE_NOOP("CliText",
            "CSV with the header index,clues,status,message; the summary goes to stderr") } };
}

int runCheck(CommandLine &args)
{
    const bool csv = args.flag("csv");
    const auto &files = args.positional();
    if (!args.error().empty() || files.empty())
        return args.usageError(args.error());

    const int workers = workerCount();
    Counters counters(workers);
    Totals totals;
    const std::int64_t start = nowMicros();
    std::fputs(csv ? "index,clues,status,message\n" : "index  clues  status    message\n", stdout);
    for (const std::string &file : files) {
        // With several files an index names its file too.
        checkFile(file, csv, files.size() > 1 ? file + ":" : std::string(), counters, totals);
        if (interrupted())
            break;
    }
    std::fflush(stdout);

    const long long total = totals.unique + totals.multiple + totals.none + totals.invalid;
    const auto seconds = [](std::int64_t micros) { return QString::number(micros / 1e6, 'f', 3); };
    const std::string summary
        = utf8(CliText::tr("%1: %2 unique, %3 multiple, %4 none, %5 invalid; %6 s (reading %7 s, "
                           "solving %8 s on %9)")
                   .arg(CliText::tr("%n puzzle(s)", nullptr, int(total)),
                       QString::number(totals.unique), QString::number(totals.multiple),
                       QString::number(totals.none), QString::number(totals.invalid),
                       seconds(nowMicros() - start), seconds(totals.readMicros),
                       seconds(totals.solveMicros), CliText::tr("%n thread(s)", nullptr, workers))
            + QLatin1Char('\n'));
    // The CSV on stdout stays a clean table: its summary goes to stderr.
    std::fputs(summary.c_str(), csv ? stderr : stdout);
    if (interrupted())
        return reportInterrupted("check", std::size_t(total), std::size_t(totals.puzzles));
    return totals.invalid > 0 ? 1 : 0;
}

} // namespace

const Command &checkCommand()
{
    static const Command command { "check", "FILE...",
        QT_TRANSLATE_NOOP("CliText", "whether each puzzle has one solution"),
        QT_TRANSLATE_NOOP(
            "CliText", "one line per puzzle: index, clues, unique/multiple/none/invalid, message"),
        checkOptions, runCheck };
    return command;
}

} // namespace cli
