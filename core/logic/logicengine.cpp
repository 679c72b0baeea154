#include "logic/logicengine.h"

#include "board/candidategrid.h"
#include "logic/basicrules.h"

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
    TechniqueSet s;
    for (int i = 0; i < kTechniqueCount; ++i)
        s.insert(static_cast<Technique>(i));
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
    registerTechnique(Technique::Pointing, findPointing);
    registerTechnique(Technique::Claiming, findClaiming);
    registerTechnique(Technique::NakedPair, findNakedPairs);
    registerTechnique(Technique::HiddenPair, findHiddenPairs);
    registerTechnique(Technique::NakedTriple, findNakedTriples);
    registerTechnique(Technique::HiddenTriple, findHiddenTriples);
    registerTechnique(Technique::NakedQuad, findNakedQuads);
    registerTechnique(Technique::HiddenQuad, findHiddenQuads);
    registerTechnique(Technique::RReduction, findRReduction);
}

void LogicEngine::registerTechnique(Technique technique, FinderFn finder)
{
    const int i = static_cast<int>(technique);
    if (i >= 0 && i < kTechniqueCount)
        m_finders[i] = finder;
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
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        if (b.value(cell) != 0) {
            b.setCandidates(cell, 0);
            continue;
        }
        switch (source) {
        case CandidateSource::Board:
            break;
        case CandidateSource::Pruned:
            b.setCandidates(cell, b.candidates(cell) & b.computeCandidates(cell));
            break;
        case CandidateSource::Computed:
            b.setCandidates(cell, b.computeCandidates(cell));
            break;
        case CandidateSource::Auto:
            b.setCandidates(cell,
                b.candidates(cell) != 0 ? b.candidates(cell) & b.computeCandidates(cell)
                                        : b.computeCandidates(cell));
            break;
        }
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

std::optional<Step> LogicEngine::firstStep(const Board &prepared, const TechniqueSet &enabled) const
{
    std::vector<Step> found;
    for (int i = 0; i < kTechniqueCount; ++i) {
        const FinderFn fn = m_finders[i];
        if (!fn || !enabled.contains(static_cast<Technique>(i)))
            continue;
        if (stopRequested())
            break;
        found.clear();
        fn(prepared, found, 1);
        if (found.empty())
            continue;
        if (changesBoard(prepared, found[0]))
            return std::move(found[0]);
        // A finder reported a step that would change nothing: look further among its steps.
        found.clear();
        fn(prepared, found, 256);
        for (Step &step : found)
            if (changesBoard(prepared, step))
                return std::move(step);
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
    SolutionPath path;
    path.board = prepare(board, options.source);
    for (;;) {
        const PathStatus status = boardStatus(path.board);
        if (status != PathStatus::Stuck) {
            path.status = status;
            return path;
        }
        if ((options.stop && options.stop->load(std::memory_order_relaxed))
            || path.steps.size() >= options.maxSteps) {
            path.status = PathStatus::Stopped;
            return path;
        }
        std::optional<Step> step = firstStep(path.board, options.enabled);
        if (!step) {
            // Stopped in the middle of looking is not stuck.
            path.status = stopRequested() ? PathStatus::Stopped : PathStatus::Stuck;
            return path;
        }
        applyStep(path.board, *step);
        const int t = static_cast<int>(step->technique);
        ++path.counts[t];
        if (t > path.hardest)
            path.hardest = t;
        if (options.onStep)
            options.onStep(*step, path.board);
        path.steps.push_back(std::move(*step));
    }
}

FilterResult LogicEngine::filter(const Board &board, CandidateSource source) const
{
    const Board prepared = prepare(board, source);
    CandidateGrid grid(board.geometry());
    grid.load(prepared, true);
    return SanSegundoFilter().run(grid);
}

} // namespace core
