#include "batch/comparebatch.h"

#include "search/filterpropagator.h"
#include "search/searchengine.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace core {

std::optional<std::vector<Strategy>> parseStrategyList(std::string_view list, std::string *badName)
{
    std::vector<Strategy> strategies;
    for (std::size_t from = 0; from <= list.size();) {
        std::size_t comma = list.find(',', from);
        if (comma == std::string_view::npos)
            comma = list.size();
        const std::string_view name = list.substr(from, comma - from);
        const auto s = parseStrategy(name);
        if (!s) {
            if (badName)
                *badName = std::string(name);
            return std::nullopt;
        }
        strategies.push_back(*s);
        from = comma + 1;
    }
    return strategies;
}

CompareRunner::CompareRunner(const CompareSetup &setup, const std::atomic<bool> *stop)
    : m_setup { setup }
    , m_stop { stop }
{
    if (setup.options.propagation == Propagation::Filter)
        m_filter = makeSanSegundoFilterPropagator();
}

CompareRunner::~CompareRunner() = default;

void CompareRunner::run(const Board &puzzle, CompareResult *out)
{
    if (!m_engine || m_geometry != &puzzle.geometry()) {
        m_engine = std::make_unique<SearchEngine>(puzzle.geometry());
        m_engine->setFilterPropagator(m_filter);
        m_engine->setStopFlag(m_stop);
        m_geometry = &puzzle.geometry();
    }
    for (std::size_t s = 0; s < m_setup.strategies.size(); ++s) {
        SearchOptions o = m_setup.options;
        m_setup.strategies[s].applyTo(o);
        m_engine->setOptions(o);
        const SearchResult r = m_engine->run(puzzle);
        out[s] = { r.counters, r.status };
    }
}

std::string compareCsvHeader()
{
    return "index,strategy,recursions,backtracks,max_depth,solved,micros";
}

std::string compareCsvLine(std::size_t index, const Strategy &strategy, const CompareResult &r)
{
    char numbers[160];
    std::snprintf(numbers, sizeof numbers, ",%llu,%llu,%d,%d,%lld",
        static_cast<unsigned long long>(r.counters.recursions),
        static_cast<unsigned long long>(r.counters.backtracks), r.counters.maxDepth,
        isSuccess(r.status) ? 1 : 0, static_cast<long long>(r.counters.micros));
    return std::to_string(index) + "," + csvField(strategy.name) + numbers;
}

void appendCsvInteger(std::string &out, long long value)
{
    char text[24];
    out.append(text, std::to_chars(text, text + sizeof text, value).ptr);
}

void appendCsvUnsigned(std::string &out, unsigned long long value)
{
    char text[24];
    out.append(text, std::to_chars(text, text + sizeof text, value).ptr);
}

void appendCsvFixed(std::string &out, double value, int decimals)
{
    // The longest double in fixed notation: a sign, 309 digits, the point and the decimals.
    char text[512];
    decimals = std::clamp(decimals, 0, 100);
    out.append(text,
        std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, decimals).ptr);
}

std::string csvField(std::string_view text)
{
    if (text.find_first_of(",\"\n\r") == std::string_view::npos)
        return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

CompareSummary summarizeCompare(const std::vector<CompareResult> &results,
    std::size_t strategyCount, std::size_t strategy, const std::vector<char> &finished)
{
    CompareSummary s;
    if (strategyCount == 0)
        return s;
    const std::size_t puzzles = results.size() / strategyCount;
    double rec = 0, back = 0, depth = 0, micros = 0, cpu = 0;
    for (std::size_t i = 0; i < puzzles; ++i) {
        if (!finished.empty() && !finished[i])
            continue;
        const CompareResult &r = results[i * strategyCount + strategy];
        ++s.puzzles;
        rec += static_cast<double>(r.counters.recursions);
        back += static_cast<double>(r.counters.backtracks);
        depth += r.counters.maxDepth;
        micros += static_cast<double>(r.counters.micros);
        cpu += static_cast<double>(r.counters.cpuMicros);
        s.maxRecursions = std::max(s.maxRecursions, r.counters.recursions);
        s.maxBacktracks = std::max(s.maxBacktracks, r.counters.backtracks);
        if (isSuccess(r.status))
            ++s.solved;
        else if (r.status == SearchStatus::LimitReached)
            ++s.limited;
    }
    if (s.puzzles) {
        const double n = static_cast<double>(s.puzzles);
        s.meanRecursions = rec / n;
        s.meanBacktracks = back / n;
        s.meanMaxDepth = depth / n;
        s.meanMicros = micros / n;
        s.meanCpuMicros = cpu / n;
    }
    return s;
}

} // namespace core
