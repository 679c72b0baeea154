#include "benchcheck.h"

#include "board/solutioncounter.h"

namespace benchcheck {

std::vector<std::uint8_t> uniqueSolution(const core::Board &puzzle)
{
    core::SolutionCounter counter(puzzle.geometry());
    core::CountResult r = counter.count(puzzle, 2);
    return r.count == 1 ? std::move(r.solution) : std::vector<std::uint8_t> {};
}

bool keepsGivens(const core::Board &puzzle, std::span<const std::uint8_t> values)
{
    if (values.size() != static_cast<std::size_t>(puzzle.cellCount()))
        return false;
    for (int c = 0; c < puzzle.cellCount(); ++c) {
        if (values[c] < 1 || values[c] > puzzle.geometry().side())
            return false;
        if (puzzle.isGiven(c) && values[c] != puzzle.value(c))
            return false;
    }
    return true;
}

bool agreesWith(const core::CandidateGrid &grid, const std::vector<std::uint8_t> &solution)
{
    if (solution.size() != static_cast<std::size_t>(grid.cellCount()))
        return false;
    for (int c = 0; c < grid.cellCount(); ++c) {
        if (grid.value(c) ? grid.value(c) != solution[c]
                          : (grid.candidates(c) & core::bit(solution[c])) == 0)
            return false;
    }
    return true;
}

bool agreesWith(const core::Step &step, const std::vector<std::uint8_t> &solution)
{
    for (const auto &p : step.placements)
        if (solution.at(p.cell) != p.symbol)
            return false;
    for (const auto &e : step.eliminations)
        if (solution.at(e.cell) == e.symbol)
            return false;
    return true;
}

} // namespace benchcheck
