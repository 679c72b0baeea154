#include "logic/logicengine.h"

#include "board/candidategrid.h"
#include "board/trackedboard.h"
#include "logic/basicrules.h"
#include "logic/ruleutil.h"

#include <optional>

namespace core {

namespace {
thread_local const std::atomic<bool> *tStop = nullptr;
} // namespace

const std::atomic<bool> *currentStopFlag()
{
    return tStop;
}

bool stopRequested()
{
    return tStop && tStop->load(std::memory_order_relaxed);
}

StopScope::StopScope(const std::atomic<bool> *stop)
    : m_previous { tStop }
{
    tStop = stop;
}

StopScope::~StopScope()
{
    tStop = m_previous;
}

TechniqueSet::TechniqueSet(std::initializer_list<Technique> techniques)
{
    for (Technique t : techniques)
        insert(t);
}

TechniqueSet TechniqueSet::all()
{
    static_assert(kTechniqueCount < 64);
    TechniqueSet s;
    s.m_bits = (std::uint64_t { 1 } << kTechniqueCount) - 1;
    return s;
}

TechniqueSet TechniqueSet::sanSegundo()
{
    TechniqueSet s;
    for (Technique t : kFilterRules)
        s.insert(t);
    return s;
}

LogicEngine::LogicEngine()
{
    registerTechnique(Technique::NakedSingle, findNakedSingles);
    registerTechnique(Technique::HiddenSingle, findHiddenSingles);
    registerTechnique(
        Technique::Pointing, findPointing, findPointingScoped, FinderScopeKind::Symbols);
    registerTechnique(
        Technique::Claiming, findClaiming, findClaimingScoped, FinderScopeKind::Symbols);
    registerTechnique(
        Technique::NakedPair, findNakedPairs, findNakedSubsetsScoped<2>, FinderScopeKind::Units);
    registerTechnique(
        Technique::HiddenPair, findHiddenPairs, findHiddenSubsetsScoped<2>, FinderScopeKind::Units);
    registerTechnique(Technique::NakedTriple, findNakedTriples, findNakedSubsetsScoped<3>,
        FinderScopeKind::Units);
    registerTechnique(Technique::HiddenTriple, findHiddenTriples, findHiddenSubsetsScoped<3>,
        FinderScopeKind::Units);
    registerTechnique(
        Technique::NakedQuad, findNakedQuads, findNakedSubsetsScoped<4>, FinderScopeKind::Units);
    registerTechnique(
        Technique::HiddenQuad, findHiddenQuads, findHiddenSubsetsScoped<4>, FinderScopeKind::Units);
    registerTechnique(Technique::RReduction, findRReduction);
}

void LogicEngine::registerTechnique(Technique technique, FinderFn finder)
{
    registerTechnique(technique, finder, nullptr, FinderScopeKind::None);
}

void LogicEngine::registerTechnique(
    Technique technique, FinderFn finder, ScopedFinderFn scoped, FinderScopeKind kind)
{
    const int i = static_cast<int>(technique);
    if (i < 0 || i >= kTechniqueCount)
        return;
    m_finders[i] = finder;
    const bool hasScoped = finder && scoped && kind != FinderScopeKind::None;
    m_scoped[i] = hasScoped ? scoped : nullptr;
    m_scopeKinds[i] = hasScoped ? kind : FinderScopeKind::None;
    if (finder)
        m_registered |= std::uint64_t { 1 } << i;
    else
        m_registered &= ~(std::uint64_t { 1 } << i);
}

void LogicEngine::unregisterTechnique(Technique technique)
{
    registerTechnique(technique, nullptr);
}

bool LogicEngine::hasTechnique(Technique technique) const
{
    return finder(technique) != nullptr;
}

FinderFn LogicEngine::finder(Technique technique) const
{
    const int i = static_cast<int>(technique);
    return i >= 0 && i < kTechniqueCount ? m_finders[i] : nullptr;
}

ScopedFinderFn LogicEngine::scopedFinder(Technique technique) const
{
    const int i = static_cast<int>(technique);
    return i >= 0 && i < kTechniqueCount ? m_scoped[i] : nullptr;
}

FinderScopeKind LogicEngine::scopeKind(Technique technique) const
{
    const int i = static_cast<int>(technique);
    return i >= 0 && i < kTechniqueCount ? m_scopeKinds[i] : FinderScopeKind::None;
}

TechniqueSet LogicEngine::techniques() const
{
    TechniqueSet s;
    for (int i = 0; i < kTechniqueCount; ++i)
        if (m_finders[i])
            s.insert(static_cast<Technique>(i));
    return s;
}

Board LogicEngine::prepare(const Board &board, CandidateSource source)
{
    Board b = board;
    const Geometry &g = board.geometry();
    const int cells = g.cellCount();
    const Mask all = g.allSymbols();
    const std::uint8_t *const values = board.values().data();
    const int *const unitsOf = g.unitsOf(0).data(); // three per cell
    // The values of every unit (bit 0 for an open cell, outside allSymbols()), so that an open
    // cell's computed candidates (Board::computeCandidates: all symbols minus the peers' values)
    // are its three units' values removed from all symbols.
    std::array<Mask, 3 * kMaxSide> used {};
    for (int cell = 0; cell < cells; ++cell) {
        const Mask v = bit(values[cell]);
        const int *const u = unitsOf + 3 * cell;
        used[u[0]] |= v;
        used[u[1]] |= v;
        used[u[2]] |= v;
    }
    // One loop per source (`pick` gives an open cell's candidates from the board's and the
    // computed ones); a filled cell's candidates are cleared.
    const auto each = [&](auto pick) {
        for (int cell = 0; cell < cells; ++cell) {
            if (values[cell] != 0) {
                b.setCandidates(cell, 0);
                continue;
            }
            const int *const u = unitsOf + 3 * cell;
            const Mask computed = all & ~(used[u[0]] | used[u[1]] | used[u[2]]);
            b.setCandidates(cell, pick(board.candidates(cell), computed));
        }
    };
    switch (source) {
    case CandidateSource::Board: // as they are (even bits outside allSymbols())
        for (int cell = 0; cell < cells; ++cell)
            if (values[cell] != 0)
                b.setCandidates(cell, 0);
        break;
    case CandidateSource::Pruned:
        each([](Mask own, Mask computed) { return own & computed; });
        break;
    case CandidateSource::Computed:
        each([](Mask, Mask computed) { return computed; });
        break;
    case CandidateSource::Auto:
        each([](Mask own, Mask computed) { return own != 0 ? own & computed : computed; });
        break;
    }
    return b;
}

bool changesBoard(const Board &board, const Step &step)
{
    const int cells = board.cellCount();
    for (const auto &p : step.placements)
        if (p.cell >= 0 && p.cell < cells && board.value(p.cell) == 0)
            return true;
    for (const auto &e : step.eliminations)
        if (e.cell >= 0 && e.cell < cells && board.value(e.cell) == 0
            && (board.candidates(e.cell) & bit(e.symbol)))
            return true;
    return false;
}

namespace {

constexpr int kFurtherSteps = 256;

// The first step of one finder that changes the board (into `step`), if any; `find(maxSteps)`
// appends the finder's steps to `found`. `complete` (if given) tells whether a failure saw every
// step of the finder (not only the first kFurtherSteps).
template <typename Find>
bool firstOf(
    Find &&find, const Board &board, std::vector<Step> &found, Step &step, bool *complete = nullptr)
{
    if (complete)
        *complete = true;
    found.clear();
    find(1);
    if (found.empty())
        return false;
    if (changesBoard(board, found[0])) {
        step = std::move(found[0]);
        return true;
    }
    // A finder reported a step that would change nothing: look further among its steps.
    found.clear();
    find(kFurtherSteps);
    for (Step &candidate : found)
        if (changesBoard(board, candidate)) {
            step = std::move(candidate);
            return true;
        }
    if (complete)
        *complete = static_cast<int>(found.size()) < kFurtherSteps;
    return false;
}

bool firstOfFinder(FinderFn fn, const Board &board, std::vector<Step> &found, Step &step)
{
    return firstOf([&](int maxSteps) { fn(board, found, maxSteps); }, board, found, step);
}

// Per technique, where its scoped finder found nothing at an earlier position of the path and
// nothing has changed since: the symbols (or units) it need not look at again.
struct NothingThere
{
    std::array<Mask, kTechniqueCount> symbols {};
    std::array<std::array<std::uint64_t, 2>, kTechniqueCount> units {};
    // The techniques with something remembered (the others' entries are empty).
    std::uint64_t remembered = 0;

    // Forgets what the changes may have made findable.
    void forget(const TrackedBoard::Changes &changes)
    {
        for (std::uint64_t m = remembered; m; m &= m - 1) {
            const int i = __builtin_ctzll(m);
            symbols[i] &= ~changes.symbols;
            units[i][0] &= ~changes.units[0];
            units[i][1] &= ~changes.units[1];
        }
    }
};

// The scope of the technique's finder at this position (empty when there is nothing to look at).
bool scopeToSearch(
    const NothingThere &nothing, int i, FinderScopeKind kind, const Geometry &g, FinderScope &scope)
{
    if (kind == FinderScopeKind::Symbols) {
        scope.symbols = g.allSymbols() & ~nothing.symbols[i];
        return scope.symbols != 0;
    }
    const int units = g.unitCount();
    const std::uint64_t low
        = units >= 64 ? ~std::uint64_t { 0 } : (std::uint64_t { 1 } << units) - 1;
    const std::uint64_t high
        = units <= 64 ? 0 : (std::uint64_t { 1 } << (units - 64)) - 1; // at most 75 units
    scope.units = { low & ~nothing.units[i][0], high & ~nothing.units[i][1] };
    return (scope.units[0] | scope.units[1]) != 0;
}

// Records that the technique's scoped finder found nothing in the scope.
void rememberNothing(NothingThere &nothing, int i, FinderScopeKind kind, const FinderScope &scope)
{
    nothing.remembered |= std::uint64_t { 1 } << i;
    if (kind == FinderScopeKind::Symbols) {
        nothing.symbols[i] |= scope.symbols;
    } else {
        nothing.units[i][0] |= scope.units[0];
        nothing.units[i][1] |= scope.units[1];
    }
}

// The next step of the path, as firstStep() finds it on the tracked board: a single from the
// index (technique, unit, cell, symbol; no Step made), or a Step from a finder.
struct PathMove
{
    Technique technique = Technique::NakedSingle;
    bool single = false;
    int unit = -1;
    int cell = -1;
    int symbol = 0;
};

// The scoped finders and what they found nothing in (null when the path does not skip).
struct ScopedSearch
{
    const std::array<ScopedFinderFn, kTechniqueCount> &finders;
    const std::array<FinderScopeKind, kTechniqueCount> &kinds;
    NothingThere &nothing;
};

// The singles from the index, exactly as their finders would report the first one (the path
// looks at the stop flag before every step: cheap work needs no other look); t is the
// technique they are registered for.
inline bool fullHouseMove(const TrackedBoard &state, Technique t, PathMove &move)
{
    // The units with one open cell, in order (the others have no full house).
    const Board &board = state.board();
    const Mask all = board.geometry().allSymbols();
    const auto &oneOpen = state.unitsWithOneOpen();
    const auto scan = [&](std::uint64_t units, int base) {
        for (; units; units &= units - 1) {
            const int u = base + __builtin_ctzll(units);
            // As fullHouseIn(), from the index: no unit repeats a value (the position is not
            // broken), so the symbol is the one the unit has not placed.
            const Mask missing = all & ~state.placedIn(u);
            if (maskCount(missing) != 1)
                continue;
            const int cell = state.lastOpenCell(u);
            if (board.candidates(cell) & missing) {
                move = { t, true, u, cell, lowestSymbol(missing) };
                return true;
            }
        }
        return false;
    };
    return scan(oneOpen[0], 0) || (oneOpen[1] != 0 && scan(oneOpen[1], 64));
}

inline bool nakedSingleMove(const TrackedBoard &state, Technique t, PathMove &move)
{
    const int cell = state.firstSingleCandidateCell();
    if (cell < 0)
        return false;
    move = { t, true, -1, cell, lowestSymbol(state.board().candidates(cell)) };
    return true;
}

inline bool hiddenSingleMove(const TrackedBoard &state, Technique t, PathMove &move)
{
    // The first unit in unitInSearchOrder's order with one.
    const int u = state.firstHiddenSingleUnit();
    if (u < 0)
        return false;
    const int s = lowestSymbol(state.hiddenSinglesOfFirst(u));
    move = { t, true, u, state.cellWith(u, s), s };
    return true;
}

// `active`: the registered and enabled techniques (bit i for technique i) to try, in order.
bool nextMove(const std::array<FinderFn, kTechniqueCount> &finders, ScopedSearch *scoped,
    TrackedBoard &state, std::uint64_t active, PathMove &move, Step &step, std::vector<Step> &found)
{
    const Board &board = state.board();
    const Geometry &g = board.geometry();
    bool forgotten = false;
    // The finders below may share what they derive from this position (ruleutil.h).
    std::optional<PathPositionScope> position;
    for (; active; active &= active - 1) {
        const int i = __builtin_ctzll(active);
        const FinderFn fn = finders[i];
        const Technique t = static_cast<Technique>(i);
        if (fn == findFullHouse) {
            if (fullHouseMove(state, t, move))
                return true;
            continue;
        }
        if (fn == findNakedSingles) {
            if (nakedSingleMove(state, t, move))
                return true;
            continue;
        }
        if (fn == findHiddenSingles) {
            if (hiddenSingleMove(state, t, move))
                return true;
            continue;
        }
        if (stopRequested())
            return false;
        if (!position)
            position.emplace(board);
        if (scoped && scoped->finders[i]) {
            // The changes since the last finders ran (singles need not look at them: most steps
            // are singles).
            if (!forgotten) {
                scoped->nothing.forget(state.takeChanges());
                forgotten = true;
            }
            const ScopedFinderFn sfn = scoped->finders[i];
            const FinderScopeKind kind = scoped->kinds[i];
            FinderScope scope;
            if (!scopeToSearch(scoped->nothing, i, kind, g, scope))
                continue;
            bool complete = true;
            if (firstOf([&](int maxSteps) { sfn(board, scope, found, maxSteps); }, board, found,
                    step, &complete)) {
                move = { t, false };
                return true;
            }
            if (complete && !stopRequested())
                rememberNothing(scoped->nothing, i, kind, scope);
            continue;
        }
        if (firstOfFinder(fn, board, found, step)) {
            move = { t, false };
            return true;
        }
    }
    return false;
}

Step singleStep(const PathMove &move)
{
    switch (move.technique) {
    case Technique::FullHouse:
        return fullHouseStep(move.unit, move.cell, move.symbol);
    case Technique::HiddenSingle:
        return hiddenSingleStep(move.unit, move.cell, move.symbol);
    default:
        return nakedSingleStep(move.cell, move.symbol);
    }
}

} // namespace

std::optional<Step> LogicEngine::firstStep(const Board &prepared, const TechniqueSet &enabled) const
{
    std::vector<Step> found;
    Step step;
    for (int i = 0; i < kTechniqueCount; ++i) {
        const FinderFn fn = m_finders[i];
        if (!fn || !enabled.contains(static_cast<Technique>(i)))
            continue;
        if (stopRequested())
            break;
        if (firstOfFinder(fn, prepared, found, step))
            return step;
    }
    return std::nullopt;
}

namespace {

PathStatus boardStatus(const Board &board)
{
    const Geometry &g = board.geometry();
    bool complete = true;
    for (int u = 0; u < g.unitCount(); ++u) {
        Mask seen = 0;
        for (int cell : g.unit(u)) {
            const int v = board.value(cell);
            if (v == 0) {
                complete = false;
                if ((board.candidates(cell) & g.allSymbols()) == 0)
                    return PathStatus::Contradiction;
                continue;
            }
            if (seen & bit(v))
                return PathStatus::Contradiction;
            seen |= bit(v);
        }
    }
    return complete ? PathStatus::Solved : PathStatus::Stuck;
}

// Whether prepare(board, source) gives every open cell its computed candidates (no pencil marks
// to keep).
bool startsComputed(const Board &board, CandidateSource source)
{
    if (source == CandidateSource::Computed)
        return true;
    if (source != CandidateSource::Auto)
        return false;
    // Usually no cell has candidates at all (a puzzle's givens): one pass without branches.
    const int cells = board.cellCount();
    Mask any = 0;
    for (int cell = 0; cell < cells; ++cell)
        any |= board.candidates(cell);
    if (any == 0)
        return true;
    const std::uint8_t *const values = board.values().data();
    for (int cell = 0; cell < cells; ++cell)
        if (values[cell] == 0 && board.candidates(cell) != 0)
            return false;
    return true;
}

} // namespace

std::optional<Step> LogicEngine::hint(const Board &board, const TechniqueSet &enabled,
    CandidateSource source, const std::atomic<bool> *stop) const
{
    const StopScope scope(stop);
    // A broken position (an open cell without candidates, a repeated value) has no sound step:
    // a rule would "find" singles in the empty cells.
    const Board prepared = prepare(board, source);
    if (boardStatus(prepared) == PathStatus::Contradiction)
        return std::nullopt;
    return firstStep(prepared, enabled);
}

std::vector<Step> LogicEngine::availableSteps(const Board &board, const TechniqueSet &enabled,
    CandidateSource source, int maxPerTechnique, const std::atomic<bool> *stop) const
{
    const StopScope scope(stop);
    const Board prepared = prepare(board, source);
    std::vector<Step> out;
    if (boardStatus(prepared) == PathStatus::Contradiction)
        return out;
    std::vector<Step> found;
    for (int i = 0; i < kTechniqueCount; ++i) {
        const FinderFn fn = m_finders[i];
        if (!fn || !enabled.contains(static_cast<Technique>(i)))
            continue;
        if (stopRequested())
            break;
        found.clear();
        fn(prepared, found, maxPerTechnique);
        for (Step &step : found)
            if (changesBoard(prepared, step))
                out.push_back(std::move(step));
    }
    return out;
}

SolutionPath LogicEngine::solutionPath(const Board &board, const PathOptions &options) const
{
    const StopScope scope(options.stop);
    // The path's parts, put together at the end with the tracked board moved in (no board made
    // and copied over).
    PathStatus status = PathStatus::Stuck;
    std::vector<Step> steps;
    std::vector<Technique> techniques;
    int hardest = -1;
    std::array<int, kTechniqueCount> counts {};
    TrackedBoard state = startsComputed(board, options.source)
        ? TrackedBoard(board, TrackedBoard::ComputedCandidates {})
        : TrackedBoard(prepare(board, options.source));
    std::vector<Step> found;
    Step step;
    const bool makeSteps = options.keepSteps || options.onStep;
    NothingThere nothing;
    ScopedSearch scopedSearch { m_scoped, m_scopeKinds, nothing };
    ScopedSearch *scoped = options.skipUnchanged ? &scopedSearch : nullptr;
    const std::uint64_t active = m_registered & options.enabled.bits();
    static_assert(kTechniqueCount <= 64);
    static_assert(static_cast<int>(Technique::FullHouse) == 0
        && static_cast<int>(Technique::NakedSingle) == 1
        && static_cast<int>(Technique::HiddenSingle) == 2);
    const bool singlesFirst = (active & 7) == 7 && m_finders[0] == findFullHouse
        && m_finders[1] == findNakedSingles && m_finders[2] == findHiddenSingles;
    // A step per open cell at least (most are singles): grown once, not step by step.
    techniques.reserve(static_cast<std::size_t>(state.openCount()) + 8);
    for (;;) {
        // As boardStatus(), from the index.
        if (state.broken() || state.openCount() == 0) {
            status = state.broken() ? PathStatus::Contradiction : PathStatus::Solved;
            break;
        }
        if ((options.stop && options.stop->load(std::memory_order_relaxed))
            || techniques.size() >= options.maxSteps) {
            status = PathStatus::Stopped;
            break;
        }
        PathMove move;
        // The three singles first when they lead (the tutor's path: most steps), without the
        // finders' loop.
        const bool single = singlesFirst
            && (fullHouseMove(state, Technique::FullHouse, move)
                || nakedSingleMove(state, Technique::NakedSingle, move)
                || hiddenSingleMove(state, Technique::HiddenSingle, move));
        if (!single
            && !nextMove(m_finders, scoped, state,
                singlesFirst ? active & ~std::uint64_t { 7 } : active, move, step, found)) {
            // Stopped in the middle of looking is not stuck.
            status = stopRequested() ? PathStatus::Stopped : PathStatus::Stuck;
            break;
        }
        if (move.single) {
            if (makeSteps)
                step = singleStep(move);
            state.place(move.cell, move.symbol);
        } else {
            // As applyStep().
            for (const auto &p : step.placements)
                state.place(p.cell, p.symbol);
            for (const auto &e : step.eliminations)
                state.eliminate(e.cell, e.symbol);
        }
        const Technique technique = move.single ? move.technique : step.technique;
        const int t = static_cast<int>(technique);
        ++counts[t];
        if (t > hardest)
            hardest = t;
        techniques.push_back(technique);
        if (options.onStep)
            options.onStep(step, state.board());
        if (options.keepSteps)
            steps.push_back(std::move(step));
    }
    return SolutionPath { status, std::move(steps), std::move(techniques),
        std::move(state).takeBoard(), hardest, counts };
}

FilterResult LogicEngine::filter(const Board &board, CandidateSource source) const
{
    const Board prepared = prepare(board, source);
    CandidateGrid grid(board.geometry());
    grid.load(prepared, true);
    return SanSegundoFilter().run(grid);
}

} // namespace core
