// sudoku-cli check: loads puzzles and says whether each has one solution.
#include "commands.h"

#include "board/formats.h"
#include "board/solutioncounter.h"

#include <algorithm>
#include <cstdio>
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
};

// The rows of one file, in puzzle order; parse errors and contradictions become invalid rows.
std::vector<Row> checkFile(const std::string &path, Counters &counters, Totals &totals)
{
    std::int64_t start = nowMicros();
    core::ParseResult result = core::readPuzzleFile(path);
    totals.readMicros += nowMicros() - start;

    start = nowMicros();
    std::vector<std::vector<core::ParseError>> contradictions(result.puzzles.size());
    std::vector<char> finished;
    {
        Progress progress("check " + path, result.puzzles.size());
        finished = parallelFor(
            result.puzzles.size(),
            [&](std::size_t i, int worker) {
                core::Puzzle &p = result.puzzles[i];
                core::checkPuzzle(
                    p, counters.get(worker, p.board.geometry()), contradictions[i], result.source);
            },
            &progress);
    }
    totals.solveMicros += nowMicros() - start;

    std::vector<Row> rows;
    rows.reserve(result.puzzles.size() + result.errors.size());
    for (const auto &e : result.errors)
        rows.push_back(
            { e.puzzleIndex, -1, true, core::SolutionStatus::Unknown, describeError(e) });
    totals.puzzles += static_cast<long long>(result.puzzles.size() + result.errors.size());
    for (std::size_t i = 0; i < result.puzzles.size(); ++i) {
        if (!finished[i])
            continue; // cut short by Ctrl+C
        const core::Puzzle &p = result.puzzles[i];
        Row row { p.index, p.board.clueCount(), !contradictions[i].empty(), p.status, {} };
        if (row.invalid) {
            for (const auto &e : contradictions[i])
                row.message += (row.message.empty() ? "" : "; ") + describeError(e);
        }
        rows.push_back(std::move(row));
    }
    std::stable_sort(
        rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.index < b.index; });
    for (const Row &row : rows) {
        if (row.invalid || row.status == core::SolutionStatus::Unknown)
            ++totals.invalid;
        else if (row.status == core::SolutionStatus::Unique)
            ++totals.unique;
        else if (row.status == core::SolutionStatus::Multiple)
            ++totals.multiple;
        else
            ++totals.none;
    }
    return rows;
}

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

} // namespace

int runCheck(Args &args)
{
    const bool csv = args.flag("--csv");
    const auto &files = args.positional();
    if (!args.error().empty() || files.empty()) {
        std::fprintf(stderr, "usage: sudoku-cli check FILE... [--csv]\n");
        if (!args.error().empty())
            std::fprintf(stderr, "sudoku-cli check: %s\n", args.error().c_str());
        return 2;
    }

    const int workers = workerCount();
    Counters counters(workers);
    Totals totals;
    const std::int64_t start = nowMicros();
    std::string out = csv ? "index,clues,status,message\n" : "index  clues  status    message\n";
    for (const std::string &file : files) {
        const std::vector<Row> rows = checkFile(file, counters, totals);
        // With several files an index names its file too.
        const std::string prefix = files.size() > 1 ? file + ":" : std::string();
        const std::size_t width
            = std::max<std::size_t>(5, prefix.size() + std::to_string(rows.size()).size());
        for (const Row &row : rows) {
            const std::string index = row.index > 0 ? prefix + std::to_string(row.index)
                                                    : (csv ? std::string() : std::string("-"));
            const std::string clues = row.clues >= 0 ? std::to_string(row.clues)
                                                     : (csv ? std::string() : std::string("-"));
            if (csv) {
                out += csvField(index) + ',' + clues + ',' + row.statusText() + ','
                    + csvField(row.message) + '\n';
            } else {
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
                out += '\n';
            }
        }
        std::fwrite(out.data(), 1, out.size(), stdout);
        out.clear();
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

} // namespace cli
