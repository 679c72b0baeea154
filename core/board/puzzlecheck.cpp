#include "board/puzzlecheck.h"

#include "board/solutioncounter.h"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>

namespace core {

using Code = ParseError::Code;

bool checkPuzzle(Puzzle &puzzle, SolutionCounter &counter, std::vector<ParseError> &errors,
    std::string_view source)
{
    const Board &board = puzzle.board;
    const Geometry &g = board.geometry();
    std::vector<std::pair<int, int>> reported;
    std::array<int, kMaxSide + 1> seen {};
    for (int u = 0; u < g.unitCount(); ++u) {
        seen.fill(-1);
        for (int cell : g.unit(u)) {
            if (!board.isGiven(cell))
                continue;
            const int s = board.value(cell);
            if (seen[s] < 0) {
                seen[s] = cell;
                continue;
            }
            const std::pair<int, int> pair { seen[s], cell };
            if (std::find(reported.begin(), reported.end(), pair) != reported.end())
                continue;
            reported.push_back(pair);
            ParseError e;
            e.code = Code::ContradictoryGivens;
            e.source = std::string(source);
            e.line = puzzle.line;
            e.puzzleIndex = puzzle.index;
            e.cellA = pair.first;
            e.cellB = pair.second;
            e.unit = u;
            e.symbol = s;
            e.side = g.side();
            errors.push_back(std::move(e));
        }
    }
    if (!reported.empty())
        return false;
    std::vector<std::uint8_t> givens(board.values());
    for (int c = 0; c < board.cellCount(); ++c)
        if (!board.isGiven(c))
            givens[c] = 0;
    CountResult r = counter.count(givens.data(), 2);
    puzzle.solution.clear();
    if (!r.complete && r.count < 2) {
        puzzle.status = SolutionStatus::Unknown; // the node limit ran out first
        return true;
    }
    puzzle.status = r.count == 0 ? SolutionStatus::None
        : r.count == 1           ? SolutionStatus::Unique
                                 : SolutionStatus::Multiple;
    puzzle.solution.clear();
    if (r.count == 1)
        puzzle.solution = std::move(r.solution);
    return true;
}

void checkSolutions(ParseResult &result, std::uint64_t nodeLimit)
{
    std::vector<std::unique_ptr<SolutionCounter>> counters;
    std::vector<const Geometry *> geometries;
    std::vector<Puzzle> kept;
    kept.reserve(result.puzzles.size());
    for (auto &p : result.puzzles) {
        const Geometry *g = &p.board.geometry();
        const auto it = std::find(geometries.begin(), geometries.end(), g);
        SolutionCounter *counter = nullptr;
        if (it == geometries.end()) {
            geometries.push_back(g);
            counters.push_back(std::make_unique<SolutionCounter>(*g));
            counter = counters.back().get();
            counter->setNodeLimit(nodeLimit);
        } else {
            counter = counters[it - geometries.begin()].get();
        }
        if (checkPuzzle(p, *counter, result.errors, result.source))
            kept.push_back(std::move(p));
    }
    result.puzzles = std::move(kept);
}

} // namespace core
