#include "logic/chensolver.h"

#include "board/gridrules.h"

#include <algorithm>
#include <bit>

namespace core {

namespace {

ChenEvent chenEvent(ChenEvent::Kind kind, int cell, int symbol, int depth, int open)
{
    ChenEvent e {};
    e.kind = kind;
    e.cell = cell;
    e.symbol = symbol;
    e.depth = depth;
    e.open = open;
    return e;
}

} // namespace

ChenSolver::ChenSolver(ChenOptions options)
    : m_options { options }
{ }

bool ChenSolver::rReduction(CandidateGrid &grid, int r)
{
    if (r == 1)
        return gridrules::nakedSingles(grid);
    return gridrules::rReduction(grid, r);
}

bool ChenSolver::reduction(CandidateGrid &grid, const std::function<void(int r)> *afterPass,
    std::uint32_t stuckStamp, std::uint32_t singlesStamp)
{
    bool changed = false;
    const int n = grid.side();
    const int units = grid.geometry().unitCount();
    // Per section, the stamp at which the section last gave nothing (see gridrules.h). The
    // paper's schedule (with afterPass) keeps one row per r (clean[r], r = 1..n-1). The fast path
    // (no afterPass) uses two rows: clean[1] for its hidden singles and clean[0] for every
    // r >= 2 at once (a section is looked at for all of them in turn). A copy of a grid the fast
    // path left stuck starts with every section clean (see the end of the fast path below) as of
    // the stamp it was copied at.
    std::uint32_t clean[kMaxSide][3 * kMaxSide];
    const std::uint32_t cleanFrom = afterPass ? 0 : stuckStamp;
    for (int r = afterPass ? 1 : 0; r < (afterPass ? n : 2); ++r)
        std::fill_n(clean[r], units, cleanFrom);
    // Hidden singles gave nothing on every section as of singlesStamp (see the header).
    if (!afterPass && singlesStamp > cleanFrom)
        std::fill_n(clean[1], units, singlesStamp);
    // What each pass read of the sections, for the next passes (thread_local: 24 KB).
    thread_local gridrules::RReductionMemo memo;
    memo.reset(units);
    if (!afterPass && n >= 2) {
        // The fast path (nobody watches the passes): the same end as the paper's schedule below,
        // reached in a cheaper order. Singles first, to exhaustion (the naked singles from the
        // grid's pending list, hidden singles as one sweep that skips unchanged sections); only
        // when neither gives anything, the r-Reductions r = 2..N-1 section by section (every r
        // on a section before the next section, gridrules::rReductions: r = m - 1, a hidden
        // single, skipped), back to the singles after the first set of cells (digits) that
        // reduces something (the rest waits for the next round); done when no section reduces
        // anything.
        //
        // Why the end is the same (the grid, or a contradiction). See a grid as a set D(c) per
        // cell ({v} for a filled cell). For a section u and a set C of its cells let f(u,C) map
        // D to: every cell empty when the union of D over C has fewer than |C| digits; D with
        // that union removed from u's other cells when it has exactly |C|; D otherwise. Add
        // "every cell empty when some cell is empty" and "... when a section misses a digit".
        // Each of these maps only removes candidates and is monotone (D ⊆ E gives f(D) ⊆ f(E)),
        // so (chaotic iteration) the greatest D* ⊆ D0 that all of them leave alone exists, and
        // every step below keeps D ⊇ D*: a naked single is f(u,{c}) on its three sections; a
        // naked r-subset is f(u,C); a hidden single of d in c, or h digits confined to h cells
        // C', is f(u, u \ C') (the other cells hold at most the other digits), followed by the
        // placement's f(u,{c}); marking a contradiction only happens on an empty cell or a
        // missing digit. Both orders stop at a grid that is all filled (then D* is that grid),
        // at a marked contradiction (then D ⊇ D* has an empty cell or a missing digit, so D* is
        // the empty grid, and no order can end without one: an unmarked end is D* itself), or
        // when NS and every r-pass r = 2..N-1 give nothing on the same grid. Then D is a fixpoint
        // of every map, so D ⊆ D*, hence D = D*: no open cell is a single (NS drains the pending
        // list); every section passed the hole check of its last r-pass (a skipped clean section
        // has not changed since); a set C of open cells with exactly |C| digits and something
        // to remove has 2 <= |C| = r < m (m the section's open cells) and is found at that r
        // (directly when 2r <= m, else as the m - r other digits in the m - r other cells);
        // and a set with fewer digits than cells has, taken minimal, a cell x whose digits all
        // lie in the exactly |C| - 1 digits of C \ {x}, which the pass at r = |C| - 1 (or for
        // digits confined to too few cells the same argument on digits, at r = m - h) would
        // remove from x. So the grid, its contradiction or not, and every counter and cell
        // choice of solve() that depends on them come out the same; only the grid's change
        // stamps and, on a contradiction, which conflict it records, may differ. The trace
        // (afterPass) keeps the paper's literal schedule; the tests compare the two.
        //
        // When it ends stuck (NS, HS and every r-pass gave nothing on the same grid), every
        // section is clean at every r: HS placed nothing, so every section it read gave no single
        // and was marked clean; the r-Reductions eliminated nothing, so every section they read
        // was marked clean; the others were clean already. Hence an assumption's copy may start
        // with all of them clean as of that stamp (stuckStamp).
        for (;;) {
            if (grid.contradiction() || grid.openCount() == 0)
                return changed;
            const bool singles = gridrules::nakedSingles(grid);
            if (grid.contradiction() || grid.openCount() == 0)
                return true;
            const bool hidden = gridrules::hiddenSingles(grid, clean[1]);
            if (singles || hidden) {
                changed = true;
                if (hidden)
                    continue;
            }
            if (!gridrules::rReductions(grid, clean[0], memo))
                return changed;
            changed = true;
        }
    }
    int r = 1;
    while (r < n && !grid.contradiction() && grid.openCount() > 0) {
        const bool reduced = r == 1 ? gridrules::nakedSingles(grid)
                                    : gridrules::rReduction(grid, r, clean[r], &memo);
        if (reduced) {
            if (afterPass)
                (*afterPass)(r);
            changed = true;
            r = 1;
        } else {
            ++r;
        }
    }
    return changed;
}

bool ChenSolver::deadEnd(const CandidateGrid &grid)
{
    if (grid.contradiction())
        return true;
    const Geometry &g = grid.geometry();
    const Mask all = g.allSymbols();
    for (int u = 0; u < g.unitCount(); ++u) {
        Mask seen = 0;
        for (int cell : g.unit(u)) {
            const int v = grid.value(cell);
            if (v != 0) {
                if (seen & bit(v))
                    return true;
                seen |= bit(v);
            } else {
                if (grid.candidates(cell) == 0)
                    return true;
            }
        }
        Mask cover = 0;
        Mask placed = 0;
        for (int cell : g.unit(u)) {
            cover |= grid.candidates(cell);
            placed |= bit(grid.value(cell));
        }
        if (((cover | placed) & all) != all)
            return true;
    }
    return false;
}

std::uint64_t ChenSolver::nextRandom()
{
    // splitmix64
    std::uint64_t z = (m_rng += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int ChenSolver::chooseCell(const CandidateGrid &grid)
{
    const int cells = grid.cellCount();
    switch (m_options.choice) {
    case InferenceChoice::FirstOpen:
        for (int cell = 0; cell < cells; ++cell)
            if (grid.value(cell) == 0 && maskCount(grid.candidates(cell)) > 1)
                return cell;
        return -1;
    case InferenceChoice::FewestCandidates: {
        int best = -1;
        int bestCount = kMaxSide + 1;
        for (int cell = 0; cell < cells; ++cell) {
            const int pc = grid.value(cell) == 0 ? maskCount(grid.candidates(cell)) : 0;
            if (pc > 1 && pc < bestCount) {
                best = cell;
                bestCount = pc;
            }
        }
        return best;
    }
    case InferenceChoice::Random: {
        if (grid.hasPlanes() && cells == 81) {
            // The same pick from the digit planes: the cells in at least two of them (an open
            // cell with more than one candidate), counted, and the chosen one found in order.
            std::uint64_t once[2] = { 0, 0 };
            std::uint64_t twice[2] = { 0, 0 };
            for (int s = 1; s <= 9; ++s) {
                const std::uint64_t *p = grid.planeOf(s);
                for (int w = 0; w < 2; ++w) {
                    twice[w] |= once[w] & p[w];
                    once[w] |= p[w];
                }
            }
            const int first = std::popcount(twice[0]);
            const int count = first + std::popcount(twice[1]);
            if (count == 0)
                return -1;
            int k = static_cast<int>(nextRandom() % static_cast<std::uint64_t>(count));
            const int w = k < first ? 0 : 1;
            if (w == 1)
                k -= first;
            std::uint64_t bits = twice[w];
            for (; k > 0; --k)
                bits &= bits - 1;
            return 64 * w + __builtin_ctzll(bits);
        }
        // The open cells with more than one candidate, in order (one scan), then the pick. A
        // filled cell has no candidates.
        int open[kMaxCells];
        int count = 0;
        const Mask *cand = grid.candidateData();
        for (int cell = 0; cell < cells; ++cell) {
            const Mask c = cand[cell];
            open[count] = cell;
            count += (c & (c - 1)) != 0;
        }
        if (count == 0)
            return -1;
        return open[nextRandom() % static_cast<std::uint64_t>(count)];
    }
    }
    return -1;
}

bool ChenSolver::solver(
    CandidateGrid &grid, int depth, std::uint32_t stuckStamp, std::uint32_t singlesStamp)
{
    if (depth > m_result.maxDepth)
        m_result.maxDepth = depth;
    ++m_result.reductionCalls;
    if (tracing()) {
        // Every pass's changes go to the trace; the caller's own log is put back afterwards.
        std::vector<GridChange> *const callerLog = grid.changeLog();
        m_changes.clear();
        grid.setChangeLog(&m_changes);
        const std::function<void(int)> afterPass = [&](int r) {
            ChenEvent e = chenEvent(ChenEvent::Kind::Reduced, -1, 0, depth, grid.openCount());
            e.r = r;
            e.changes = m_changes;
            m_options.onEvent(e);
            m_changes.clear();
        };
        reduction(grid, &afterPass);
        grid.setChangeLog(callerLog);
    } else {
        reduction(grid, nullptr, stuckStamp, singlesStamp);
    }
    // After Reduction() the grid is a dead end exactly when it is marked so: an empty cell is
    // marked when it empties, a section missing a digit by the hole check of the r-passes (a
    // section skipped as clean passed it and has not changed since), and place() never repeats
    // a value; only the grid solve() was given may repeat one unmarked (checked there).
    if (m_startRepeats ? deadEnd(grid) : grid.contradiction())
        return false;
    if (grid.openCount() == 0) {
        if (m_options.onEvent)
            m_options.onEvent(chenEvent(ChenEvent::Kind::Solved, -1, 0, depth, 0));
        return true;
    }
    if (m_options.onEvent)
        m_options.onEvent(chenEvent(ChenEvent::Kind::Stuck, -1, 0, depth, grid.openCount()));
    const int cell = chooseCell(grid);
    if (cell < 0)
        return false;
    ++m_result.inferenceCalls;
    // Reduction() left this grid stuck (open, no contradiction) as of this stamp: the assumptions'
    // copies start from it (without tracing; see reduction()).
    const std::uint32_t stuck = grid.stamp();
    Mask values = grid.candidates(cell);
    while (values) {
        if ((m_stop && m_stop->load(std::memory_order_relaxed))
            || m_result.inferences >= m_options.maxInferences) {
            m_result.stopped = true;
            return false;
        }
        const int x = lowestSymbol(values);
        values &= values - 1;
        if (m_frames.size() <= static_cast<std::size_t>(depth))
            m_frames.emplace_back(grid.geometry());
        CandidateGrid &attempt = m_frames[depth];
        attempt = grid;
        ++m_result.inferences;
        if (tracing()) {
            m_changes.clear();
            attempt.setChangeLog(&m_changes);
            attempt.setCause(ChangeCause::Decision);
            attempt.place(cell, x);
            attempt.setChangeLog(nullptr);
            ChenEvent e = chenEvent(ChenEvent::Kind::Assume, cell, x, depth + 1, grid.openCount());
            e.changes = m_changes;
            m_options.onEvent(e);
        } else {
            attempt.place(cell, x);
        }
        if (solver(attempt, depth + 1, tracing() ? 0 : stuck)) {
            grid = attempt;
            return true;
        }
        if (m_result.stopped)
            return false;
        if (m_options.onEvent)
            m_options.onEvent(
                chenEvent(ChenEvent::Kind::Fail, cell, x, depth + 1, grid.openCount()));
    }
    return false;
}

ChenResult ChenSolver::solve(
    CandidateGrid &grid, const std::atomic<bool> *stop, std::uint32_t singlesStamp)
{
    m_result = {};
    m_rng = m_options.seed;
    m_stop = stop;
    // A value repeated in a section: the sections' placed symbols count fewer than three per
    // filled cell (place() and assign() keep both up to date).
    int placed = 0;
    for (int u = 0; u < grid.geometry().unitCount(); ++u)
        placed += maskCount(grid.placedIn(u));
    m_startRepeats = placed != 3 * (grid.cellCount() - grid.openCount());
    const bool ok = solver(grid, 0, 0, singlesStamp);
    m_result.reductionSolved = ok && m_result.inferences == 0;
    if (ok)
        m_result.status = GridStatus::Solved;
    else if (m_result.stopped)
        m_result.status = GridStatus::Open;
    else
        m_result.status = GridStatus::Contradiction;
    return m_result;
}

} // namespace core
