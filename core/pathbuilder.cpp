// TEMPORARY path builder (see pathbuilder.h): to be replaced by the LogicEngine.
#include "pathbuilder.h"

#include "advancedrules.h"

namespace core {

namespace {

// Minimal private singles, only for this temporary builder.
void findNakedSingleLocal(const Board &board, std::vector<Step> &out)
{
    const Geometry &g = board.geometry();
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = board.candidates(c);
        if (!board.isOpen(c) || popcount(m) != 1)
            continue;
        Step step;
        step.technique = Technique::NakedSingle;
        step.cells = { c };
        step.symbols = m;
        step.pattern = { { c, lowestSymbol(m), 0 } };
        step.placements = { { c, lowestSymbol(m) } };
        out.push_back(std::move(step));
        return;
    }
}

void findHiddenSingleLocal(const Board &board, std::vector<Step> &out)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    // Boxes first, then rows, then columns (the order a person scans).
    for (int k = 0; k < g.unitCount(); ++k) {
        const int u = (k + 2 * n) % g.unitCount();
        for (int s = 1; s <= n; ++s) {
            int where = -1;
            int count = 0;
            for (int c : g.unit(u))
                if (board.isOpen(c) && (board.candidates(c) & bit(s))) {
                    where = c;
                    ++count;
                }
            if (count != 1)
                continue;
            Step step;
            step.technique = Technique::HiddenSingle;
            step.units = { u };
            step.cells = { where };
            step.symbols = bit(s);
            step.pattern = { { where, s, 0 } };
            step.placements = { { where, s } };
            out.push_back(std::move(step));
            return;
        }
    }
}

} // namespace

bool nextPathStep(const Board &board, Step &step)
{
    using Finder = void (*)(const Board &, std::vector<Step> &, int);
    static constexpr Finder kFinders[] = {
        findXWing,
        findSwordfish,
        findJellyfish,
        findSkyscraper,
        findTwoStringKite,
        findXYWing,
        findXYZWing,
        findSimpleColoring,
        findUniqueRectangle1,
        findBugPlusOne,
        findTrial,
    };
    std::vector<Step> found;
    findFullHouse(board, found, 1);
    if (found.empty())
        findNakedSingleLocal(board, found);
    if (found.empty())
        findHiddenSingleLocal(board, found);
    for (Finder f : kFinders) {
        if (!found.empty())
            break;
        f(board, found, 1);
    }
    if (found.empty())
        return false;
    step = std::move(found.front());
    return true;
}

std::vector<Step> solvePath(Board board, const std::atomic<bool> *stop)
{
    bool anyCandidate = false;
    for (int c = 0; c < board.cellCount() && !anyCandidate; ++c)
        anyCandidate = board.isOpen(c) && board.candidates(c) != 0;
    if (!anyCandidate)
        board.fillCandidates();
    std::vector<Step> path;
    Step step;
    while (!board.isComplete() && !(stop && stop->load(std::memory_order_relaxed))
        && nextPathStep(board, step)) {
        applyStep(board, step);
        path.push_back(std::move(step));
    }
    return path;
}

} // namespace core
