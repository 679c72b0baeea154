// One level of trial (findTrial, trial.h): assume a candidate, follow the singles, and remove it
// when the grid breaks.
#include "logic/trial.h"

#include "board/candidategrid.h"
#include "board/gridrules.h"
#include "board/solutioncounter.h"
#include "logic/logicengine.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace core {

namespace {

// Whether the position is already broken (then no trial can blame its assumption): a repeated
// value or an open cell without candidates (load finds those), or a digit with no place in a unit.
bool broken(const CandidateGrid &grid)
{
    if (grid.contradiction())
        return true;
    const Geometry &g = grid.geometry();
    for (int u = 0; u < g.unitCount(); ++u) {
        Mask seen = grid.placedIn(u);
        for (int c : g.unit(u))
            seen |= grid.candidates(c);
        if (seen != g.allSymbols())
            return true;
    }
    return false;
}

} // namespace

void findTrial(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    // The board's pencil marks, without those a peer's value rules out, as the state every
    // assumption starts from. Only what an assumption forces is propagated: the position's own
    // lone candidates are not pending (the tutor gets here only when no single is left).
    CandidateGrid base(g);
    base.load(board, true);
    if (broken(base))
        return;
    base.clearPendingSingles();
    CandidateGrid trial(g);
    std::vector<GridChange> changes;
    trial.setChangeLog(&changes);
    // Work on a big board can take seconds: it ends early when the thread's stop flag is raised
    // (logicengine.h), with the steps found so far.
    const std::atomic<bool> *stop = currentStopFlag();
    // Cells with the fewest candidates first; within the first group that yields contradictions,
    // the shortest propagations first (the easiest trials to follow).
    for (int k = 2; k <= g.side(); ++k) {
        std::vector<Step> group;
        for (int cell = 0; cell < g.cellCount(); ++cell) {
            if (!board.isOpen(cell) || popcount(board.candidates(cell)) != k)
                continue;
            if (stopRequested())
                return;
            // A pencil mark a peer's value rules out is no assumption to try.
            Mask m = board.candidates(cell) & base.candidates(cell);
            while (m) {
                const int s = lowestSymbol(m);
                m &= m - 1;
                // The assumption, then naked and hidden singles (the FILTER's first two rules).
                trial = base;
                changes.clear();
                trial.place(cell, s);
                gridrules::fixpoint(trial, 1);
                if (!trial.contradiction())
                    continue;
                Step step;
                step.technique = Technique::Trial;
                step.trialCell = cell;
                step.trialSymbol = s;
                const GridConflict &conflict = trial.conflict();
                if (conflict.kind == GridConflict::Kind::MissingSymbol) {
                    step.units = { conflict.unit };
                    step.symbols = bit(conflict.symbol);
                } else {
                    step.contradictionCell = conflict.cell;
                }
                // The placements in order, the assumption first.
                for (const GridChange &change : changes) {
                    if (!change.placed)
                        continue;
                    const auto role = static_cast<std::uint8_t>(step.pattern.empty() ? 0 : 1);
                    step.cells.push_back(change.cell);
                    step.pattern.push_back({ change.cell, change.symbol, role });
                }
                step.eliminations = { { cell, s } };
                group.push_back(std::move(step));
            }
        }
        if (group.empty())
            continue;
        std::stable_sort(group.begin(), group.end(),
            [](const Step &a, const Step &b) { return a.pattern.size() < b.pattern.size(); });
        for (int i = 0; i < maxSteps && i < static_cast<int>(group.size()); ++i)
            out.push_back(std::move(group[i]));
        return;
    }
    // No assumption fails by singles alone (AI Escargot and a few others): a deeper trial, a
    // search from the assumption (the placed values only), which fails for every wrong candidate
    // of a puzzle with a solution. Marked by an empty pattern besides the assumption,
    // contradictionCell -1 and no unit.
    // Bounded: each search and the whole deeper trial have a node budget (a 25x25 grid could
    // otherwise search for many seconds); a candidate whose search does not finish in it is
    // skipped, and when the budget is spent the trial gives up (the path then ends stuck).
    constexpr std::uint64_t kBudget = 3'000'000;
    constexpr std::uint64_t kPerSearch = 300'000;
    std::uint64_t spent = 0;
    SolutionCounter counter(g);
    counter.setStopFlag(stop);
    std::vector<std::uint8_t> values = board.values();
    counter.setNodeLimit(kPerSearch);
    const CountResult whole = counter.count(values.data(), 1);
    spent += whole.nodes;
    if (whole.complete && whole.count == 0)
        return; // the placed values have no solution at all: no assumption is to blame
    // A candidate that some solution holds cannot fail: it needs no search. Every solution found
    // is noted, and with it the solutions it gives by swapping the symbols the board does not
    // use yet (renaming them keeps every placed value): on a board with many solutions (an empty
    // 16x16 grid) the trial then ends in milliseconds instead of spending its whole budget.
    Mask unused = g.allSymbols();
    for (int cell = 0; cell < g.cellCount(); ++cell)
        unused &= ~bit(board.value(cell));
    std::vector<Mask> inSolution(static_cast<std::size_t>(g.cellCount()), 0);
    const auto noteSolution = [&inSolution, unused](const CountResult &r) {
        if (r.count > 0)
            for (std::size_t c = 0; c < r.solution.size(); ++c)
                inSolution[c] |= (bit(r.solution[c]) & unused) ? unused : bit(r.solution[c]);
    };
    noteSolution(whole);
    int found = 0;
    for (int k = 2; k <= g.side() && found < maxSteps; ++k)
        for (int cell = 0; cell < g.cellCount() && found < maxSteps; ++cell) {
            if (!board.isOpen(cell) || popcount(board.candidates(cell)) != k)
                continue;
            Mask m = board.candidates(cell);
            while (m && found < maxSteps) {
                const int s = lowestSymbol(m);
                m &= m - 1;
                if (inSolution[static_cast<std::size_t>(cell)] & bit(s))
                    continue;
                if (spent >= kBudget || stopRequested())
                    return;
                values[cell] = static_cast<std::uint8_t>(s);
                counter.setNodeLimit(std::min(kPerSearch, kBudget - spent));
                const CountResult r = counter.count(values.data(), 1);
                values[cell] = 0;
                spent += r.nodes;
                noteSolution(r);
                if (!r.complete || r.count != 0)
                    continue;
                Step step;
                step.technique = Technique::Trial;
                step.trialCell = cell;
                step.trialSymbol = s;
                step.cells = { cell };
                step.pattern = { { cell, s, 0 } };
                step.eliminations = { { cell, s } };
                out.push_back(std::move(step));
                ++found;
            }
        }
}

} // namespace core
