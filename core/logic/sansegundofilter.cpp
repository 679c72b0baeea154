#include "logic/sansegundofilter.h"

#include "board/gridrules.h"

#include <array>
#include <utility>

namespace core {

int filterRuleIndex(Technique technique)
{
    for (int i = 0; i < kFilterRuleCount; ++i)
        if (kFilterRules[i] == technique)
            return i;
    return -1;
}

SanSegundoFilter::SanSegundoFilter(int maxRule)
    : m_maxRule { maxRule < 0 ? 0 : (maxRule >= kFilterRuleCount ? kFilterRuleCount - 1 : maxRule) }
{ }

void SanSegundoFilter::setObserver(gridrules::RuleObserver observer)
{
    m_observer = std::move(observer);
}

FilterResult SanSegundoFilter::run(CandidateGrid &grid) const
{
    return run(grid, nullptr);
}

FilterResult SanSegundoFilter::run(CandidateGrid &grid, gridrules::FixpointMemo *memo) const
{
    return run(grid, memo, nullptr);
}

FilterResult SanSegundoFilter::run(
    CandidateGrid &grid, gridrules::FixpointMemo *memo, CandidateGrid *singles) const
{
    FilterResult result;
    result.openBefore = grid.openCount();
    const gridrules::FixpointRun run
        = gridrules::fixpoint(grid, m_maxRule, &m_observer, memo, singles);
    result.topRule = run.topRule;
    result.firings = run.firings;
    result.status = grid.status();
    result.openAfter = grid.openCount();
    return result;
}

FilterResult SanSegundoFilter::run(const Board &board, bool usePencilMarks) const
{
    CandidateGrid grid(board.geometry());
    grid.load(board, usePencilMarks);
    return run(grid);
}

TrialResult SanSegundoFilter::trial(
    CandidateGrid &grid, const std::atomic<bool> *stop, gridrules::FixpointMemo *given) const
{
    TrialResult result;
    if (grid.status() != GridStatus::Open) {
        result.status = grid.status();
        return result;
    }
    // The FILTER's passes skip the units unchanged since they last gave nothing: on a grid the
    // FILTER left stuck that is every unit (the run below only checks it, and completes the
    // FILTER on a grid given too early), so an assumption's FILTER looks only at what changed.
    const int units = grid.geometry().unitCount();
    thread_local gridrules::FixpointMemo own;
    thread_local gridrules::FixpointMemo memo;
    gridrules::FixpointMemo &base = given ? *given : own;
    if (!given)
        own.reset(units, 0);
    gridrules::fixpoint(grid, m_maxRule, &m_observer, &base);
    if (grid.status() != GridStatus::Open) {
        result.status = grid.status();
        return result;
    }
    const auto filtered = [&](CandidateGrid &g) {
        memo.reset(units, grid.stamp());
        return run(g, &memo);
    };
    // Phase 1, the paper's test: every open cell in row-major order, every candidate in
    // increasing order, assumed on a copy of the grid and filtered once more.
    //
    // An assumption whose FILTER got stuck (grid G: open, no contradiction, every rule gives
    // nothing) settles every later assumption of a value G placed: that one's FILTER also ends
    // stuck. Its start contains G (G lies within the base grid and holds the value), and no
    // firing removes a candidate of G: each rule's pattern, seen in G, is the same pattern or one
    // that G's placements and fixpoint already account for (a subset of at most four cells or
    // digits in G has as many digits or places as members, since a smaller one would leave a
    // smaller naked or hidden subset that empties a cell, which G would not have let stand). So
    // it never empties a cell, never misses a digit, and keeps G's open cells open. Those
    // assumptions are counted without running them (only without an observer, which would see
    // their firings).
    std::array<Mask, kMaxCells> stuckPlaced;
    const bool settle = !m_observer;
    if (settle)
        std::fill_n(stuckPlaced.data(), grid.cellCount(), Mask { 0 });
    CandidateGrid attempt(grid.geometry());
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (grid.value(cell) != 0)
            continue;
        Mask c = grid.candidates(cell);
        while (c) {
            if (stop && stop->load(std::memory_order_relaxed)) {
                result.stopped = true;
                return result;
            }
            const int s = lowestSymbol(c);
            c &= c - 1;
            ++result.assumptions;
            if (settle && (stuckPlaced[cell] & bit(s)))
                continue; // stuck (see above)
            attempt = grid;
            attempt.place(cell, s);
            const FilterResult f = filtered(attempt);
            if (f.status == GridStatus::Solved) {
                grid = attempt;
                result.status = GridStatus::Solved;
                result.solvingCell = cell;
                result.solvingSymbol = s;
                return result;
            }
            result.refuted += f.status == GridStatus::Contradiction;
            if (settle && f.status == GridStatus::Open) {
                const std::uint8_t *values = attempt.valueData();
                for (int other = cell + 1; other < grid.cellCount(); ++other)
                    stuckPlaced[other] |= bit(values[other]) & grid.candidates(other);
            }
        }
    }
    // Phase 2 (when no single assumption solves): still one level, an assumption that leads to a
    // contradiction removes its candidate from the base grid, which is filtered again.
    bool progress = true;
    while (progress && grid.status() == GridStatus::Open) {
        progress = false;
        // One round over every cell and candidate; a refuted candidate goes at once and the round
        // carries on with the reduced grid. Rounds repeat while they remove something.
        for (int cell = 0; cell < grid.cellCount() && grid.status() == GridStatus::Open; ++cell) {
            if (grid.value(cell) != 0)
                continue;
            Mask c = grid.candidates(cell);
            while (c && grid.value(cell) == 0) {
                if (stop && stop->load(std::memory_order_relaxed)) {
                    result.stopped = true;
                    return result;
                }
                const int s = lowestSymbol(c);
                c &= c - 1;
                if (!(grid.candidates(cell) & bit(s)))
                    continue;
                attempt = grid;
                ++result.assumptions;
                attempt.place(cell, s);
                if (filtered(attempt).status == GridStatus::Contradiction) {
                    ++result.refuted;
                    grid.eliminate(cell, bit(s));
                    run(grid, &base);
                    progress = true;
                }
            }
        }
    }
    result.status = grid.status();
    return result;
}

} // namespace core
