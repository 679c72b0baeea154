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

// What both searches share: the state, the result, the random numbers, the events.
struct HillClimber::Run
{
    const ClimbOptions &options;
    const ClimbCallback &callback;
    const std::atomic<bool> *stop;
    ClimbResult &result;
    ClimbState &state;
    ClimbRandom random;
    int cutoff;
    std::size_t queued = 0; // reported in events

    int f() const { return options.w1 * state.f1() + options.w2 * state.f2(); }

    void noteBest()
    {
        const int value = f();
        if (value > result.bestF) {
            result.bestF = value;
            result.bestF1 = state.f1();
            result.bestF2 = state.f2();
            result.values = state.values();
        }
    }

    void emit(ClimbEventKind kind, ClimbRestartReason reason = ClimbRestartReason::None, int a = -1,
        int b = -1, std::uint64_t from = 0) const
    {
        if (!callback)
            return;
        ClimbEvent e;
        e.kind = kind;
        e.reason = reason;
        e.iteration = result.iterations;
        e.restart = result.restarts;
        e.f = f();
        e.f1 = state.f1();
        e.f2 = state.f2();
        e.cellA = a;
        e.cellB = b;
        e.from = from;
        e.bestF = result.bestF;
        e.bestF1 = result.bestF1;
        e.bestF2 = result.bestF2;
        e.queued = queued;
        e.values = state.values();
        callback(e);
    }

    // A swap of the current state: to a successor of the state of the last point.
    void moved(ClimbEventKind kind, const ClimbSwap &s)
    {
        state.swap(s.cellA, s.cellB);
        noteBest();
        emit(kind, ClimbRestartReason::None, s.cellA, s.cellB, result.iterations - 1);
    }

    // A new initial state (the caller has cleared its queue).
    void start()
    {
        state.initialize(
            options.init, random, options.shuffleGreedyOnRestart && result.restarts > 0);
        noteBest();
        emit(ClimbEventKind::Start);
    }

    // Before an iteration: true (and result.stop set) when the run ends.
    bool ended()
    {
        if (state.isSolved())
            result.stop = ClimbStop::Solved;
        else if (stop && stop->load(std::memory_order_relaxed))
            result.stop = ClimbStop::Cancelled;
        else if (result.iterations >= options.maxIterations)
            result.stop = ClimbStop::IterationLimit;
        else
            return false;
        return true;
    }

    // Counts and reports a restart; false (and result.stop set) at the restart limit. The
    // caller clears its queue and calls start().
    bool restart(ClimbRestartReason reason)
    {
        if (result.restarts >= options.maxRestarts) {
            result.stop = ClimbStop::RestartLimit;
            return false;
        }
        ++result.restarts;
        switch (reason) {
        case ClimbRestartReason::LocalMaximum:
            ++result.localMaxima;
            break;
        case ClimbRestartReason::Plateau:
        case ClimbRestartReason::LongWalk:
            ++result.plateaus;
            break;
        default:
            ++result.otherRestarts;
            break;
        }
        emit(ClimbEventKind::Restart, reason);
        return true;
    }
};

ClimbResult HillClimber::run(const Board &puzzle, const ClimbOptions &options,
    const ClimbCallback &callback, const std::atomic<bool> *stop)
{
    ClimbResult result;
    ClimbState state(puzzle);
    if (!state.valid()) {
        result.stop = ClimbStop::InvalidPuzzle;
        return result;
    }
    Run run { options, callback, stop, result, state, ClimbRandom(options.seed),
        std::max(1, options.plateauCutoff) };
    if (options.search == ClimbSearch::BestFirst)
        bestFirst(run);
    else
        steepest(run);
    if (result.stop == ClimbStop::Solved)
        result.values = state.values();
    run.emit(ClimbEventKind::Finish);
    return result;
}

void HillClimber::steepest(Run &run)
{
    ClimbResult &result = run.result;
    ClimbState &state = run.state;
    const ClimbOptions &options = run.options;
    const int cutoff = run.cutoff;
    const std::uint64_t streakLimit = static_cast<std::uint64_t>(cutoff) * cutoff;
    clearQueue();
    run.queued = 0;
    run.start();
    result.initF1 = state.f1();
    result.initF2 = state.f2();
    std::uint64_t streak = 0; // iterations in a row without a better successor
    while (!run.ended()) {
        ++result.iterations;
        const int f = run.f();
        const int delta = state.bestSwaps(options.w1, options.w2, m_best, result.evaluations);
        if (delta > 0) {
            // Steepest ascent: the best successor, a random one among equals.
            streak = 0;
            pushVisited({ f, state.hash(), true }, cutoff);
            run.queued = m_queue.size();
            run.moved(ClimbEventKind::Move, m_best[run.random.below(m_best.size())]);
            continue;
        }
        ++streak;
        pushVisited({ f, state.hash(), false }, cutoff);
        run.queued = m_queue.size();
        ClimbRestartReason reason = ClimbRestartReason::None;
        if (m_best.empty() || delta < 0)
            reason = ClimbRestartReason::LocalMaximum;
        else if (plateau(cutoff))
            reason = ClimbRestartReason::Plateau;
        else if (streak > streakLimit)
            reason = ClimbRestartReason::LongWalk;
        if (reason == ClimbRestartReason::None) {
            ++result.sidewaysMoves;
            run.moved(ClimbEventKind::Sideways, m_best[run.random.below(m_best.size())]);
            continue;
        }
        if (!run.restart(reason))
            break;
        streak = 0;
        clearQueue();
        run.queued = 0;
        run.start();
    }
}

void HillClimber::bestFirst(Run &run)
{
    ClimbResult &result = run.result;
    ClimbState &state = run.state;
    const ClimbOptions &options = run.options;
    const int cells = static_cast<int>(state.values().size());
    const std::size_t seenCapacity = std::max<std::size_t>(options.seenCapacity, 1);
    auto start = [&] {
        m_frontier.reset(cells, options.queueCapacity, seenCapacity);
        run.queued = 0;
        run.start();
        m_frontier.markSeen(state.hash());
    };
    start();
    result.initF1 = state.f1();
    result.initF2 = state.f2();
    // Expansions in a row of one score none of which had a better successor.
    int level = 0;
    int levelF = 0;
    while (!run.ended()) {
        ++result.iterations;
        // Expand the current state: queue every successor not queued before in this climb.
        const int f = run.f();
        int bestSuccessor = INT_MIN;
        int parent = -1;
        bool goal = false;
        ClimbSwap goalSwap;
        int goalF = 0;
        for (const ClimbSwap &s : state.swaps()) {
            const ClimbScore d = state.swapDelta(s.cellA, s.cellB);
            const int sf = f + options.w1 * d.f1 + options.w2 * d.f2;
            bestSuccessor = std::max(bestSuccessor, sf);
            if (state.f1() + d.f1 == state.maxF1() && !goal) {
                goal = true;
                goalSwap = s;
                goalF = sf;
            }
            if (!m_frontier.accepts(sf) || m_frontier.seenFull()
                || !m_frontier.markSeen(state.swapHash(s.cellA, s.cellB)))
                continue;
            if (parent < 0)
                parent = m_frontier.addParent(state.values(), result.iterations - 1);
            m_frontier.push({ state.swapHash(s.cellA, s.cellB), sf, state.f1() + d.f1,
                state.f2() + d.f2, parent, s.cellA, s.cellB });
        }
        result.evaluations += state.swaps().size();
        result.peakQueued = std::max(result.peakQueued, m_frontier.size());
        result.peakSeen = std::max(result.peakSeen, m_frontier.seenCount());
        run.queued = m_frontier.size();
        if (bestSuccessor > f) {
            level = 0;
        } else if (level > 0 && f == levelF) {
            ++level;
        } else {
            level = 1;
            levelF = f;
        }
        // Next: the goal if a successor is the goal (the paper's loop returns at once), else
        // the highest queued state.
        ClimbSwap swap = goalSwap;
        int nextF = goalF;
        int slot = -1;
        std::uint64_t from = result.iterations - 1;
        if (!goal) {
            ClimbRestartReason reason = ClimbRestartReason::None;
            if (level >= run.cutoff)
                reason = ClimbRestartReason::Plateau;
            else if (m_frontier.empty())
                reason = ClimbRestartReason::Exhausted;
            else if (m_frontier.seenFull())
                reason = ClimbRestartReason::SeenLimit;
            if (reason != ClimbRestartReason::None) {
                if (!run.restart(reason))
                    break;
                level = 0;
                start();
                continue;
            }
            const ClimbOpen next = m_frontier.pop(run.random);
            run.queued = m_frontier.size();
            swap = { next.cellA, next.cellB };
            nextF = next.f;
            slot = next.parent;
            from = m_frontier.parentIteration(slot);
        }
        if (from == result.iterations - 1) {
            // A successor of the state just expanded.
            ClimbEventKind kind = ClimbEventKind::Move;
            if (nextF == f) {
                kind = ClimbEventKind::Sideways;
                ++result.sidewaysMoves;
            } else if (nextF < f) {
                kind = ClimbEventKind::Downhill;
                ++result.downhillMoves;
            }
            if (slot >= 0)
                m_frontier.release(slot);
            run.moved(kind, swap);
            continue;
        }
        ++result.jumps;
        state.assign(m_frontier.grid(slot));
        m_frontier.release(slot);
        state.swap(swap.cellA, swap.cellB);
        run.noteBest();
        run.emit(ClimbEventKind::Jump, ClimbRestartReason::None, swap.cellA, swap.cellB, from);
    }
}

} // namespace core
