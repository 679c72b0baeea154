#include "testutil.h"

#include <cmath>
#include <fstream>
#include <random>
#include <stdexcept>

namespace testutil {

std::string dataPath(const std::string &name)
{
    return std::string(SUDOKU_TEST_DATA_DIR) + "/" + name;
}

std::vector<std::string> readLines(const std::string &name)
{
    std::ifstream in(dataPath(name));
    if (!in)
        throw std::runtime_error("cannot open " + dataPath(name));
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!line.empty() && line[0] != '#')
            lines.push_back(line);
    }
    return lines;
}

core::RunSpec runSpec(const std::string &words)
{
    std::string error;
    const auto s = core::parseRunSpec(words, &error);
    if (!s)
        throw std::invalid_argument(error);
    return *s;
}

core::Board patternPuzzle(int boxRows, int boxCols)
{
    const core::Geometry &g = core::Geometry::get(boxRows, boxCols);
    const int n = g.side();
    core::Board puzzle(g);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if ((r * 7 + c * 3) % 5 != 0)
                puzzle.setGiven(
                    g.cellAt(r, c), (boxCols * (r % boxRows) + r / boxRows + c) % n + 1);
    return puzzle;
}

core::Board boardFromLine(const std::string &line)
{
    const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(line.size()))));
    const core::Geometry *g = core::Geometry::forSide(side);
    if (!g || side * side != static_cast<int>(line.size()))
        throw std::invalid_argument("bad puzzle line length");
    core::Board b(*g);
    for (int c = 0; c < g->cellCount(); ++c) {
        const char ch = line[c];
        if (ch == '.' || ch == '0')
            continue;
        const int s = g->symbolFromChar(ch);
        if (s == 0)
            throw std::invalid_argument("bad puzzle character");
        b.setGiven(c, s);
    }
    return b;
}

std::string valuesToLine(const std::vector<std::uint8_t> &values)
{
    std::string s;
    for (auto v : values)
        s.push_back(core::Geometry::symbolChar(v));
    return s;
}

int cellOf(const core::Geometry &g, const std::string &name)
{
    const auto cell = g.parseCellName(name);
    if (!cell)
        throw std::invalid_argument("bad cell name " + name);
    return *cell;
}

core::Mask maskOf(std::initializer_list<int> symbols)
{
    core::Mask m = 0;
    for (int s : symbols)
        m |= core::bit(s);
    return m;
}

core::Board digitAt(const core::Geometry &g, int symbol, const std::vector<std::string> &cells)
{
    core::Board b(g);
    for (int c = 0; c < g.cellCount(); ++c)
        b.setCandidates(c, g.allSymbols() & ~core::bit(symbol));
    for (const auto &name : cells) {
        const int c = cellOf(g, name);
        b.setCandidates(c, b.candidates(c) | core::bit(symbol));
    }
    return b;
}

core::Board fullWith(
    const core::Geometry &g, const std::vector<std::pair<std::string, core::Mask>> &cells)
{
    core::Board b(g);
    for (int c = 0; c < g.cellCount(); ++c)
        b.setCandidates(c, g.allSymbols());
    for (const auto &[name, mask] : cells)
        b.setCandidates(cellOf(g, name), mask);
    return b;
}

std::vector<core::Step> findSteps(Finder finder, const core::Board &board, int maxSteps)
{
    std::vector<core::Step> out;
    finder(board, out, maxSteps);
    return out;
}

std::string boxPermutationError(const core::Board &puzzle, std::span<const std::uint8_t> values)
{
    const core::Geometry &g = puzzle.geometry();
    for (int b = 0; b < g.side(); ++b) {
        core::Mask seen = 0;
        for (int c : g.unit(g.boxUnit(b))) {
            if (values[c] < 1 || values[c] > g.side() || (seen & core::bit(values[c])))
                return "box " + std::to_string(b) + " repeats or misses a symbol";
            seen |= core::bit(values[c]);
        }
    }
    for (int c = 0; c < g.cellCount(); ++c)
        if (puzzle.isGiven(c) && values[c] != puzzle.value(c))
            return "given at cell " + std::to_string(c) + " moved";
    return {};
}

core::RunTimeline randomSearchTimeline(
    unsigned seed, std::uint64_t nodes, int maxDepth, bool cut, std::size_t chunkEvents)
{
    using namespace core;
    RunTimeline t;
    RunChunk chunk;
    RunHeader header;
    header.family = RunFamily::Search;
    header.values.assign(static_cast<std::size_t>(header.puzzle.cellCount()), 0);
    header.candidates.assign(header.values.size(), 0);
    chunk.header = header;
    std::uint64_t events = 0;
    auto emit = [&](RunRecord r) {
        chunk.events.push_back(r);
        if (chunk.events.size() >= chunkEvents) {
            t.append(std::move(chunk));
            events += chunkEvents;
            chunk = {};
            chunk.firstEvent = events;
        }
    };
    std::mt19937 rng(seed);
    struct Open
    {
        std::uint32_t id;
        int depth;
        int childrenLeft;
    };
    auto branching = [&]() { return 2 + static_cast<int>(rng() % 3); };
    std::vector<Open> stack { { 0, 0, branching() } };
    std::uint32_t next = 1;
    while (next < nodes && !stack.empty()) {
        Open &top = stack.back();
        if (top.childrenLeft == 0) {
            if (top.id != 0) {
                emit(backtrackRecord(0, 0, top.id, -1, top.depth, 0));
            }
            stack.pop_back();
            continue;
        }
        --top.childrenLeft;
        const std::uint32_t id = next++;
        const int depth = top.depth + 1;
        const int cell = static_cast<int>(rng() % 81);
        const int symbol = static_cast<int>(1 + rng() % 9);
        emit(decisionRecord(id, top.id, cell, depth, symbol));
        // From 0.2 at the root to 0.65 at maxDepth: 3 children a node on average keep a branch
        // alive, so the tree reaches `nodes` (a cap it is cut at) unless chance exhausts it.
        const double failing = 0.2 + 0.45 * depth / std::max(1, maxDepth);
        if (depth >= maxDepth || std::uniform_real_distribution<double>(0, 1)(rng) < failing) {
            GridConflict conflict;
            conflict.kind = static_cast<GridConflict::Kind>(1 + rng() % 3);
            conflict.unit = 0;
            emit(conflictRecord(id, depth, conflict, false));
            emit(backtrackRecord(0, 0, id, -1, depth, 0));
        } else {
            stack.push_back({ id, depth, branching() });
        }
    }
    const RunOutcome outcome = stack.empty() ? RunOutcome::NoSolution
        : cut                                ? RunOutcome::LimitReached
                                             : RunOutcome::Solved;
    emit(finishRecord(outcome, 0, stack.empty() ? 0 : stack.back().id));
    chunk.finish = RunFinish {};
    chunk.finish->outcome = outcome;
    t.append(std::move(chunk));
    return t;
}

} // namespace testutil
