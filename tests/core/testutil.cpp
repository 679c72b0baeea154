#include "testutil.h"

#include <cmath>
#include <fstream>
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

} // namespace testutil
