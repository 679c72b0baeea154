#include "climb/hillclimber.h"

#include <algorithm>
#include <climits>

namespace core {

void HillClimber::pushVisited(const Visited &v, int cutoff)
{
    // The queue keeps only the `cutoff` best distinct states: the plateau test reads no more,
    // and memory stays bounded however long the run.
    for (auto &q : m_queue)
        if (q.hash == v.hash && q.f == v.f) {
            q.improvable = q.improvable && v.improvable;
            return;
        }
    const auto pos
        = std::find_if(m_queue.begin(), m_queue.end(), [&](const Visited &q) { return q.f < v.f; });
    if (static_cast<int>(m_queue.size()) >= cutoff && pos == m_queue.end())
        return;
    m_queue.insert(pos, v);
    if (static_cast<int>(m_queue.size()) > cutoff)
        m_queue.pop_back();
}

bool HillClimber::plateau(int cutoff) const
{
    if (static_cast<int>(m_queue.size()) < cutoff)
        return false;
    const int f = m_queue.front().f;
    return std::all_of(m_queue.begin(), m_queue.end(),
        [&](const Visited &q) { return q.f == f && !q.improvable; });
}

ClimbResult HillClimber::run(const Board &puzzle, const ClimbOptions &options,
    const ClimbCallback &callback, const std::atomic<bool> *stop)
{
    ClimbResult result;
    ClimbState state(puzzle);
    if (!state.valid()) {
        result.stop = ClimbStop::InvalidPuzzle;
        return result;
    }
    const int cutoff = std::max(1, options.plateauCutoff);
    const std::uint64_t streakLimit = static_cast<std::uint64_t>(cutoff) * cutoff;
    ClimbRandom random(options.seed);
    auto fOf = [&](const ClimbState &s) { return options.w1 * s.f1() + options.w2 * s.f2(); };

    auto noteBest = [&] {
        const int f = fOf(state);
        if (f > result.bestF) {
            result.bestF = f;
            result.bestF1 = state.f1();
            result.bestF2 = state.f2();
            result.values = state.values();
        }
    };
    auto emit = [&](ClimbEventKind kind, ClimbRestartReason reason, int a, int b) {
        if (!callback)
            return;
        ClimbEvent e;
        e.kind = kind;
        e.reason = reason;
        e.iteration = result.iterations;
        e.restart = result.restarts;
        e.f = fOf(state);
        e.f1 = state.f1();
        e.f2 = state.f2();
        e.cellA = a;
        e.cellB = b;
        e.bestF = result.bestF;
        e.bestF1 = result.bestF1;
        e.values = state.values();
        callback(e);
    };
    auto start = [&] {
        clearQueue();
        state.initialize(
            options.init, random, options.shuffleGreedyOnRestart && result.restarts > 0);
        noteBest();
        emit(ClimbEventKind::Start, ClimbRestartReason::None, -1, -1);
    };

    start();
    result.initF1 = state.f1();
    result.initF2 = state.f2();
    std::uint64_t streak = 0; // iterations in a row without a better successor
    for (;;) {
        if (state.isSolved()) {
            result.stop = ClimbStop::Solved;
            break;
        }
        if (stop && stop->load(std::memory_order_relaxed)) {
            result.stop = ClimbStop::Cancelled;
            break;
        }
        if (result.iterations >= options.maxIterations) {
            result.stop = ClimbStop::IterationLimit;
            break;
        }
        ++result.iterations;
        const int f = fOf(state);
        const int delta = state.bestSwaps(options.w1, options.w2, m_best, result.evaluations);
        if (delta > 0) {
            // Steepest ascent: the best successor, a random one among equals.
            streak = 0;
            pushVisited({ f, state.hash(), true }, cutoff);
            const ClimbSwap s = m_best[random.below(m_best.size())];
            state.swap(s.cellA, s.cellB);
            noteBest();
            emit(ClimbEventKind::Move, ClimbRestartReason::None, s.cellA, s.cellB);
            continue;
        }
        ++streak;
        pushVisited({ f, state.hash(), false }, cutoff);
        ClimbRestartReason reason = ClimbRestartReason::None;
        if (m_best.empty() || delta < 0)
            reason = ClimbRestartReason::LocalMaximum;
        else if (plateau(cutoff))
            reason = ClimbRestartReason::Plateau;
        else if (streak > streakLimit)
            reason = ClimbRestartReason::LongWalk;
        if (reason == ClimbRestartReason::None) {
            const ClimbSwap s = m_best[random.below(m_best.size())];
            state.swap(s.cellA, s.cellB);
            ++result.sidewaysMoves;
            emit(ClimbEventKind::Sideways, ClimbRestartReason::None, s.cellA, s.cellB);
            continue;
        }
        if (result.restarts >= options.maxRestarts) {
            result.stop = ClimbStop::RestartLimit;
            break;
        }
        ++result.restarts;
        if (reason == ClimbRestartReason::LocalMaximum)
            ++result.localMaxima;
        else
            ++result.plateaus;
        emit(ClimbEventKind::Restart, reason, -1, -1);
        streak = 0;
        start();
    }
    if (result.stop == ClimbStop::Solved)
        result.values = state.values();
    emit(ClimbEventKind::Finish, ClimbRestartReason::None, -1, -1);
    return result;
}

} // namespace core
