#include "run/record/runrecorder.h"

#include "board/candidategrid.h"
#include "climb/hillclimber.h"
#include "logic/chensolver.h"
#include "logic/logicengine.h"
#include "logic/sansegundofilter.h"
#include "logic/tutorengine.h"
#include "rating/humanscore.h"
#include "run/record/runfacts.h"
#include "search/searchengine.h"

#include <algorithm>
#include <stdexcept>

namespace core {

namespace {

void writeChanges(RunWriter &writer, std::span<const GridChange> changes)
{
    for (const GridChange &c : changes) {
        if (c.placed)
            writer.placed(c.cell, c.symbol, c.cause);
        else
            writer.eliminated(c.cell, c.symbol, c.cause);
    }
}

// A node whose changes a later restore undoes: its words and where the trail stood.
struct Scope
{
    std::uint32_t node = 0;
    std::uint64_t wordBegin = 0;
    std::uint64_t wordEnd = 0;
    std::size_t trailMark = 0;
};

// ---- Search ------------------------------------------------------------------------------

class SearchRecorder
{
public:
    explicit SearchRecorder(RunWriter &writer)
        : m_writer { writer }
    {
        m_writer.keepTrail(true);
        m_stack.push_back({});
    }

    std::uint32_t currentNode() const { return m_stack.back().node; }
    int depth() const { return static_cast<int>(m_stack.size()) - 1; }

    void onEvent(const SearchEvent &e)
    {
        switch (e.kind) {
        case SearchEventKind::CellSelected: {
            const auto ties = std::count_if(e.weights.begin(), e.weights.end(),
                [&](const CellWeight &w) { return w.weight == e.weight; });
            m_writer.commit(
                cellSelectedRecord(static_cast<std::uint64_t>(e.node), e.cell, e.depth, e.weight,
                    static_cast<int>(std::max<std::ptrdiff_t>(ties, 1)), popcount(e.candidates)));
            m_atSelection = true;
            break;
        }
        case SearchEventKind::ValueTried: {
            Scope s;
            s.node = static_cast<std::uint32_t>(e.node);
            s.wordBegin = s.wordEnd = m_writer.nextWord();
            s.trailMark = m_writer.trailMark();
            m_stack.push_back(s);
            m_writer.commit(decisionRecord(static_cast<std::uint64_t>(e.node),
                static_cast<std::uint64_t>(e.parent), e.cell, e.depth, e.symbol));
            m_atSelection = false;
            m_ownPropagation = true;
            break;
        }
        case SearchEventKind::Propagated: {
            const std::uint64_t begin = m_writer.nextWord();
            writeChanges(m_writer, e.changes);
            const std::uint64_t end = m_writer.nextWord();
            m_writer.commit(propagationRecord(static_cast<std::uint64_t>(e.node), e.depth));
            // The node's own changes (not the neutralized fill that may follow at the goal).
            if (m_ownPropagation && m_stack.size() > 1) {
                m_stack.back().wordBegin = begin;
                m_stack.back().wordEnd = end;
            }
            m_ownPropagation = false;
            break;
        }
        case SearchEventKind::Conflict: {
            m_writer.commit(conflictRecord(
                static_cast<std::uint64_t>(e.node), e.depth, e.conflict, m_atSelection));
            break;
        }
        case SearchEventKind::Backtrack: {
            const Scope s = m_stack.back();
            m_stack.pop_back();
            m_writer.undoTrail(s.trailMark);
            m_writer.commit(backtrackRecord(s.wordBegin, s.wordEnd,
                static_cast<std::uint64_t>(e.node), e.cell, e.depth, e.symbol));
            // Back at the parent, which tries its next value (which the check may refuse).
            m_atSelection = true;
            m_ownPropagation = false;
            break;
        }
        case SearchEventKind::Finished:
            break; // recorded by runAndRecord, with the result
        }
    }

private:
    RunWriter &m_writer;
    std::vector<Scope> m_stack; // the root, then the node of each depth
    bool m_atSelection = false; // a Conflict now is a value refused at the selecting node
    bool m_ownPropagation = false; // the next Propagated is the new node's own
};

RunOutcome searchOutcome(SearchStatus s)
{
    switch (s) {
    case SearchStatus::Solved:
        return RunOutcome::Solved;
    case SearchStatus::Neutralized:
        return RunOutcome::Neutralized;
    case SearchStatus::NoSolution:
        return RunOutcome::NoSolution;
    case SearchStatus::LimitReached:
        return RunOutcome::LimitReached;
    case SearchStatus::Cancelled:
        return RunOutcome::Cancelled;
    case SearchStatus::PropagationUnavailable:
        return RunOutcome::Unavailable;
    }
    return RunOutcome::NoSolution;
}

RunFinish runSearch(
    const Board &puzzle, const RunSpec &spec, const std::atomic<bool> *stop, RunWriter &writer)
{
    SearchEngine engine(puzzle.geometry());
    engine.setOptions(spec.search);
    engine.setStopFlag(stop);
    SearchRecorder recorder(writer);
    engine.setTraceCallback([&](const SearchEvent &e) { recorder.onEvent(e); });
    SearchResult result = engine.run(puzzle);
    const RunOutcome outcome = searchOutcome(result.status);
    if (outcome == RunOutcome::LimitReached)
        writer.commit(limitRecord(recorder.currentNode(), recorder.depth()));
    const auto status = static_cast<std::uint8_t>(result.status);
    writer.commit(finishRecord(outcome, status, recorder.currentNode()));
    return { outcome, status, writer.counters(), std::move(result.values) };
}

// ---- Climb -------------------------------------------------------------------------------

RunFinish runClimb(
    const Board &puzzle, const RunSpec &spec, const std::atomic<bool> *stop, RunWriter &writer)
{
    auto setValues = [&](std::span<const std::uint8_t> values) {
        for (std::size_t c = 0; c < values.size(); ++c)
            if (writer.value(static_cast<int>(c)) != values[c])
                writer.valueSet(static_cast<int>(c), values[c]);
    };
    auto onEvent = [&](const ClimbEvent &e) {
        switch (e.kind) {
        case ClimbEventKind::Start:
            setValues(e.values);
            writer.commit(climbRecord(RunEventKind::ClimbStart, e.iteration, e.f1, e.f2, -1, -1,
                static_cast<int>(spec.climb.init)));
            break;
        case ClimbEventKind::Move:
        case ClimbEventKind::Sideways:
            writer.swapped(e.cellA, e.cellB);
            writer.commit(climbRecord(e.kind == ClimbEventKind::Move ? RunEventKind::ClimbMove
                                                                     : RunEventKind::ClimbSideways,
                e.iteration, e.f1, e.f2, e.cellA, e.cellB));
            break;
        case ClimbEventKind::Restart:
            writer.commit(climbRecord(RunEventKind::ClimbRestart, e.iteration, e.f1, e.f2, -1, -1,
                static_cast<int>(e.reason)));
            break;
        case ClimbEventKind::Finish:
            return; // recorded below, with the result
        default:
            // A move to a state that is not a successor (a best-first reading's jump back to an
            // earlier state): the values that differ.
            setValues(e.values);
            writer.commit(climbRecord(RunEventKind::ClimbJump, e.iteration, e.f1, e.f2));
            break;
        }
    };
    HillClimber climber;
    ClimbResult result = climber.run(puzzle, spec.climb, onEvent, stop);
    RunOutcome outcome = RunOutcome::LimitReached;
    switch (result.stop) {
    case ClimbStop::Solved:
        outcome = RunOutcome::Solved;
        break;
    case ClimbStop::IterationLimit:
    case ClimbStop::RestartLimit:
        outcome = RunOutcome::LimitReached;
        break;
    case ClimbStop::Cancelled:
        outcome = RunOutcome::Cancelled;
        break;
    case ClimbStop::InvalidPuzzle:
        outcome = RunOutcome::InvalidPuzzle;
        break;
    }
    const auto status = static_cast<std::uint8_t>(result.stop);
    writer.commit(finishRecord(outcome, status, result.iterations));
    RunFinish finish { outcome, status, writer.counters(), std::move(result.values) };
    finish.totals.iterations = result.iterations;
    return finish;
}

// ---- Logic -------------------------------------------------------------------------------

RunFinish runTutor(const Board &puzzle, const std::atomic<bool> *stop, RunWriter &writer)
{
    const LogicEngine engine = tutorEngine();
    PathOptions options;
    options.enabled = tutorTechniques();
    options.source = CandidateSource::Auto;
    options.stop = stop;
    std::uint32_t steps = 0;
    int score = 0;
    std::vector<std::uint32_t> detail;
    options.onStep = [&](const Step &step, const Board &after) {
        detail.clear();
        encodeStep(step, detail);
        for (const std::uint32_t w : detail)
            writer.detail(w);
        // What changed on the board: placements first, then the candidates removed (the step's
        // own eliminations with its cause, the placed values leaving their peers as forward
        // checking).
        const ChangeCause cause = techniqueCause(step.technique);
        const int cells = after.cellCount();
        for (int c = 0; c < cells; ++c)
            if (writer.value(c) == 0 && after.value(c) != 0)
                writer.placed(c, after.value(c), cause);
        for (int c = 0; c < cells; ++c) {
            if (after.value(c) != 0)
                continue;
            for (Mask gone = writer.candidates(c) & ~after.candidates(c); gone; gone &= gone - 1) {
                const int s = lowestSymbol(gone);
                const bool own = std::any_of(step.eliminations.begin(), step.eliminations.end(),
                    [&](const Elimination &e) { return e.cell == c && e.symbol == s; });
                writer.eliminated(c, s, own ? cause : ChangeCause::ForwardCheck);
            }
        }
        score += techniqueWeight(step.technique);
        writer.commit(
            logicStepRecord(++steps, score, detail.size(), static_cast<int>(step.technique)));
    };
    const SolutionPath path = engine.solutionPath(puzzle, options);
    RunOutcome outcome = RunOutcome::Stuck;
    switch (path.status) {
    case PathStatus::Solved:
        outcome = RunOutcome::Solved;
        break;
    case PathStatus::Stuck:
        outcome = RunOutcome::Stuck;
        break;
    case PathStatus::Contradiction:
        outcome = RunOutcome::NoSolution;
        break;
    case PathStatus::Stopped:
        outcome = stop && stop->load() ? RunOutcome::Cancelled : RunOutcome::LimitReached;
        break;
    }
    const auto status = static_cast<std::uint8_t>(path.status);
    writer.commit(finishRecord(outcome, status));
    return { outcome, status, writer.counters(), path.board.values() };
}

RunOutcome gridOutcome(const CandidateGrid &grid)
{
    switch (grid.status()) {
    case GridStatus::Solved:
        return RunOutcome::Solved;
    case GridStatus::Contradiction:
        return RunOutcome::NoSolution;
    case GridStatus::Open:
        break;
    }
    return RunOutcome::Stuck;
}

RunFinish finishGrid(RunWriter &writer, const CandidateGrid &grid, RunOutcome outcome)
{
    const auto status = static_cast<std::uint8_t>(grid.status());
    writer.commit(finishRecord(outcome, status));
    const std::uint8_t *values = grid.valueData();
    return { outcome, status, writer.counters(),
        std::vector<std::uint8_t>(values, values + grid.cellCount()) };
}

RunFinish runFilter(const Board &puzzle, const RunSpec &spec, RunWriter &writer)
{
    CandidateGrid grid(puzzle.geometry());
    grid.load(puzzle, false);
    std::vector<GridChange> log;
    grid.setChangeLog(&log);
    std::uint32_t firings = 0;
    SanSegundoFilter filter(spec.filterRules - 1);
    filter.setObserver([&](int rule, const CandidateGrid &) {
        writeChanges(writer, log);
        log.clear();
        writer.commit(ruleFiredRecord(++firings, rule));
    });
    filter.run(grid);
    return finishGrid(writer, grid, gridOutcome(grid));
}

class ChenRecorder
{
public:
    explicit ChenRecorder(RunWriter &writer)
        : m_writer { writer }
    {
        m_writer.keepTrail(true);
        m_stack.push_back({});
    }

    void onEvent(const ChenEvent &e)
    {
        switch (e.kind) {
        case ChenEvent::Kind::Reduced:
            writeChanges(m_writer, e.changes);
            m_writer.commit(reductionRecord(m_stack.back().node, e.depth, e.r));
            m_stack.back().wordEnd = m_writer.nextWord();
            return;
        case ChenEvent::Kind::Assume: {
            Scope s;
            s.node = ++m_nodes;
            s.wordBegin = m_writer.nextWord();
            s.trailMark = m_writer.trailMark();
            const RunRecord r
                = assumptionRecord(s.node, m_stack.back().node, e.cell, e.depth, e.symbol);
            writeChanges(m_writer, e.changes);
            s.wordEnd = m_writer.nextWord();
            m_stack.push_back(s);
            m_writer.commit(r);
            return;
        }
        case ChenEvent::Kind::Fail: {
            // The assumption's own changes and its reductions (deeper assumptions were undone by
            // their own failures) are one run of words.
            const Scope s = m_stack.back();
            m_stack.pop_back();
            m_writer.undoTrail(s.trailMark);
            m_writer.commit(
                refutationRecord(s.wordBegin, s.wordEnd, s.node, e.cell, e.depth, e.symbol));
            return;
        }
        case ChenEvent::Kind::Stuck:
            m_writer.commit(stuckRecord(m_stack.back().node, e.depth, e.open));
            return;
        case ChenEvent::Kind::Solved:
            return;
        }
    }

    std::uint32_t currentNode() const { return m_stack.back().node; }

private:
    RunWriter &m_writer;
    std::vector<Scope> m_stack;
    std::uint32_t m_nodes = 0;
};

RunFinish runChen(
    const Board &puzzle, const RunSpec &spec, const std::atomic<bool> *stop, RunWriter &writer)
{
    CandidateGrid grid(puzzle.geometry());
    grid.load(puzzle, false);
    ChenRecorder recorder(writer);
    ChenOptions options;
    options.choice = spec.chenChoice;
    options.seed = spec.chenSeed;
    options.onEvent = [&](const ChenEvent &e) { recorder.onEvent(e); };
    ChenSolver solver(options);
    const ChenResult result = solver.solve(grid, stop);
    RunOutcome outcome = gridOutcome(grid);
    if (result.status == GridStatus::Solved)
        outcome = RunOutcome::Solved;
    else if (result.stopped)
        outcome = stop && stop->load() ? RunOutcome::Cancelled : RunOutcome::LimitReached;
    else
        outcome = RunOutcome::NoSolution;
    const auto status = static_cast<std::uint8_t>(result.status);
    writer.commit(finishRecord(outcome, status, recorder.currentNode()));
    const std::uint8_t *values = grid.valueData();
    return { outcome, status, writer.counters(),
        std::vector<std::uint8_t>(values, values + grid.cellCount()) };
}

void stateOf(const CandidateGrid &grid, RunHeader &header)
{
    const int cells = grid.cellCount();
    header.values.assign(grid.valueData(), grid.valueData() + cells);
    header.candidates.assign(grid.candidateData(), grid.candidateData() + cells);
}

} // namespace

RunHeader runHeader(const Board &puzzle, const RunSpec &spec)
{
    RunHeader h;
    h.family = spec.family;
    h.puzzle = puzzle;
    h.spec = runSpecWords(spec);
    h.w1 = spec.climb.w1;
    h.w2 = spec.climb.w2;
    const Geometry &g = puzzle.geometry();
    const auto cells = static_cast<std::size_t>(g.cellCount());
    if (spec.family == RunFamily::Climb) {
        const Board givens = puzzle.givensOnly();
        h.values = givens.values();
        h.candidates.assign(cells, 0);
    } else if (spec.family == RunFamily::Logic && spec.logicMode == LogicMode::Tutor) {
        const Board prepared = LogicEngine::prepare(puzzle, CandidateSource::Auto);
        h.values = prepared.values();
        h.candidates.resize(cells);
        for (std::size_t c = 0; c < cells; ++c)
            h.candidates[c] = h.values[c] ? 0 : prepared.candidates(static_cast<int>(c));
    } else {
        CandidateGrid grid(g);
        grid.load(puzzle, false);
        stateOf(grid, h);
    }
    return h;
}

RunFinish runAndRecord(const Board &puzzle, const RunSpec &spec, const std::atomic<bool> *stop,
    const ChunkSink &sink, const RecordOptions &options)
{
    RunWriter writer(runHeader(puzzle, spec), options, sink);
    RunFinish finish;
    switch (spec.family) {
    case RunFamily::Search:
        finish = runSearch(puzzle, spec, stop, writer);
        break;
    case RunFamily::Climb:
        finish = runClimb(puzzle, spec, stop, writer);
        break;
    case RunFamily::Logic:
        switch (spec.logicMode) {
        case LogicMode::Tutor:
            finish = runTutor(puzzle, stop, writer);
            break;
        case LogicMode::Filter:
            finish = runFilter(puzzle, spec, writer);
            break;
        case LogicMode::Chen:
            finish = runChen(puzzle, spec, stop, writer);
            break;
        }
        break;
    }
    writer.finish(finish);
    return finish;
}

RunTimeline recordRun(const Board &puzzle, const RunSpec &spec, const RecordOptions &options,
    const std::atomic<bool> *stop)
{
    RunTimeline timeline;
    runAndRecord(
        puzzle, spec, stop, [&](RunChunk &&chunk) { timeline.append(std::move(chunk)); }, options);
    return timeline;
}

} // namespace core
