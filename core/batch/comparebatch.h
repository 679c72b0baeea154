#pragma once

// The compare batch: search strategies run over a collection of puzzles and their counters
// (Abuluaih et al.'s Tables 1-2, Carmel's top95 table, San Segundo's Table 3). One code path for
// `sudoku-cli compare` and the GUI's Compare mode: both make a CompareSetup, run a CompareRunner
// per worker thread (core::parallelFor) and write rows and means with the functions here.

#include "board/board.h"
#include "search/searchoptions.h"
#include "search/searchtrace.h"

#include <atomic>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

class SearchEngine;

struct CompareSetup
{
    SearchOptions options; // propagation, goal, seed, node limit, Carmel's strategies
    std::vector<Strategy> strategies; // each sets the variable order, tie break and value order
};

// "lex,mrv,ctn" into strategies; empty optional (and the bad name in *badName) when a name is
// unknown or the list is empty.
std::optional<std::vector<Strategy>> parseStrategyList(
    std::string_view list, std::string *badName = nullptr);

// One strategy's result on one puzzle.
struct CompareResult
{
    SearchCounters counters;
    SearchStatus status = SearchStatus::NoSolution;
};

// Runs every strategy of a setup on one puzzle after another; one per worker thread (it keeps
// its search engine). San Segundo's FILTER, when the setup asks for it, is shared (stateless).
class CompareRunner final
{
public:
    CompareRunner(const CompareSetup &setup, const std::atomic<bool> *stop);
    ~CompareRunner();
    // Writes setup.strategies.size() results to out, in the setup's strategy order.
    void run(const Board &puzzle, CompareResult *out);

private:
    const CompareSetup &m_setup;
    const std::atomic<bool> *m_stop;
    std::shared_ptr<Propagator> m_filter;
    std::unique_ptr<SearchEngine> m_engine;
    const Geometry *m_geometry = nullptr;
};

// The CSV of `sudoku-cli compare --csv`: the header line and one line per puzzle and strategy
// (index is 1-based, in the order the puzzles were read), each without the line break.
std::string compareCsvHeader();
std::string compareCsvLine(std::size_t index, const Strategy &strategy, const CompareResult &r);

// RFC 4180 quoting of one field.
std::string csvField(std::string_view text);

// Numbers appended to CSV text by std::to_chars: the same characters as printf's %lld, %llu and
// %.Nf (each the correctly rounded decimal of the exact binary value), at a fraction of printf's
// cost (a whole collection's rows are written at once, on one thread).
void appendCsvInteger(std::string &out, long long value);
void appendCsvUnsigned(std::string &out, unsigned long long value);
void appendCsvFixed(std::string &out, double value, int decimals);

// One strategy over the puzzles that finished: what `sudoku-cli compare` prints per strategy and
// the GUI's mean charts show.
struct CompareSummary
{
    std::size_t puzzles = 0;
    std::size_t solved = 0; // solved or neutralized
    std::size_t limited = 0; // stopped by the node limit
    double meanRecursions = 0, meanBacktracks = 0, meanMaxDepth = 0, meanMicros = 0,
           meanCpuMicros = 0;
    std::uint64_t maxRecursions = 0, maxBacktracks = 0;
};
// results[i * strategyCount + s]; finished[i] says whether puzzle i counts (empty: all count).
CompareSummary summarizeCompare(const std::vector<CompareResult> &results,
    std::size_t strategyCount, std::size_t strategy, const std::vector<char> &finished = {});

} // namespace core
