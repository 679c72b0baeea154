#include "wording/runwording.h"

#include "run/record/runfacts.h"

#include <QLocale>

#include <algorithm>
#include <climits>
#include <limits>

namespace {

int countOf(std::uint64_t n)
{
    return static_cast<int>(std::min<std::uint64_t>(n, INT_MAX));
}

// A propagation's list stops after this many changes ("and 12 more").
constexpr int kChangesShown = 6;

} // namespace

RunWording::RunWording(const core::RunTimeline &timeline, core::CellNaming naming)
    : m_timeline { timeline }
    , m_steps { timeline.geometry(), naming }
    , m_search { timeline.geometry(), naming }
    , m_climb { timeline.geometry(), naming }
    , m_cursor { std::make_unique<core::RunCursor>(timeline) }
{
    if (const auto spec = core::timelineSpec(timeline)) {
        m_order = spec->search.variableOrder;
        m_logicMode = spec->logicMode;
    }
}

RunWording::~RunWording() = default;

QString RunWording::changesText(std::uint64_t k, bool skipDecision) const
{
    QStringList parts;
    int more = 0;
    for (const core::RunChange &c : m_timeline.changes(k)) {
        if (skipDecision && c.cause == core::ChangeCause::Decision)
            continue;
        if (c.kind == core::RunChange::Kind::ValueSet)
            continue;
        if (parts.size() == kChangesShown) {
            ++more;
            continue;
        }
        parts << m_search.propagation(c.gridChange(), core::causeTechnique(c.cause));
    }
    QString text = StepWording::joinComma(parts);
    if (more > 0)
        text = tr("%1 and %n more", "a list of changes, cut short", more).arg(text);
    return text;
}

QString RunWording::line(std::uint64_t k) const
{
    if (k >= m_timeline.eventCount())
        return {};
    const core::RunEvent e = m_timeline.event(k);
    using Kind = core::RunEventKind;
    switch (e.kind) {
    case Kind::LogicStep:
        return m_steps.line(core::logicStep(m_timeline, k));
    case Kind::RuleFired: {
        const auto technique = core::eventTechnique(e);
        const QString name = technique ? StepWording::techniqueName(*technique) : QString();
        return tr("FILTER rule %1 (%2): %3", "rule number, technique, changes")
            .arg(e.rule + 1)
            .arg(name, changesText(k, false));
    }
    case Kind::Reduction:
        return tr("%1-Reduction: %2", "r, changes").arg(e.rule).arg(changesText(k, false));
    case Kind::Assumption:
        return tr("Assume %1 (depth %2)").arg(m_steps.placement(e.cell, e.symbol)).arg(e.depth);
    case Kind::Refutation:
        return tr("The assumption %1 fails: back to the grid before it")
            .arg(m_steps.placement(e.cell, e.symbol));
    case Kind::Stuck:
        return tr(
            "Reduction is stuck with %n open cell(s): an inference follows", nullptr, e.openCells);
    case Kind::CellSelected: {
        const core::Mask counted = e.candidateCount > 0
            ? core::Mask(((1u << e.candidateCount) - 1) << 1)
            : core::Mask(0);
        return tr("Choose %1: %2", "Choose E5: reason")
            .arg(m_steps.cellName(e.cell), m_search.reason(m_order, counted, e.weight, e.ties));
    }
    case Kind::Decision: {
        const core::DecisionFacts f = core::decisionFacts(m_timeline, k, *m_cursor);
        return m_search.decision(e.cell, e.symbol, m_order, f.candidates, f.weight, f.ties);
    }
    case Kind::Propagation: {
        const QString changes = changesText(k, true);
        return changes.isEmpty() ? tr("Propagation: nothing follows")
                                 : tr("Propagation: %1").arg(changes);
    }
    case Kind::Conflict:
        if (e.rejected)
            return tr("Rejected: %1 cannot be %2, a peer already holds it")
                .arg(m_steps.cellName(e.conflict.cell), StepWording::digit(e.conflict.symbol));
        return m_search.conflict(e.conflict);
    case Kind::Backtrack:
        return m_search.backtrack(e.cell, e.symbol);
    case Kind::Limit:
        return tr("The node limit stops the search at node %1").arg(e.node);
    case Kind::ClimbStart:
        return m_climb.start(
            core::climbInit(e.code), m_timeline.countersAt(k + 1).restarts, e.f, e.f1, e.f2);
    case Kind::ClimbMove:
        return m_climb.move(e.cell, e.cellB, e.delta, e.f);
    case Kind::ClimbSideways:
        return m_climb.sideways(e.cell, e.cellB, e.f);
    case Kind::ClimbRestart:
        return m_climb.restart(
            core::climbRestartReason(e.code), m_timeline.countersAt(k + 1).restarts);
    case Kind::ClimbJump:
        return tr("Back to an earlier state: f = %1").arg(e.f);
    case Kind::Finish:
        if (m_timeline.finished())
            return finish(m_timeline.finish());
        return outcomeName(e.outcome);
    }
    return {};
}

QString RunWording::finish(const core::RunFinish &f) const
{
    const core::RunCounters &c = f.totals;
    switch (m_timeline.family()) {
    case core::RunFamily::Search:
        return m_search.finished(core::searchStatus(f.status), c.recursions);
    case core::RunFamily::Climb:
        return m_climb.finish(core::climbStop(f.status), c.iterations, c.restarts);
    case core::RunFamily::Logic:
        break;
    }
    const int steps = countOf(c.steps);
    switch (f.outcome) {
    case core::RunOutcome::Solved:
        if (c.recursions > 0)
            return tr("Solved with %Ln assumption(s)", nullptr, countOf(c.recursions));
        return tr("Solved in %Ln step(s)", nullptr, steps);
    case core::RunOutcome::Stuck:
        return tr("Stuck after %Ln step(s): no rule applies any more", nullptr, steps);
    case core::RunOutcome::NoSolution:
        return tr("Contradiction: the puzzle has no solution");
    case core::RunOutcome::LimitReached:
        return tr("The limit was reached after %Ln step(s)", nullptr, steps);
    default:
        return outcomeName(f.outcome);
    }
}

QString RunWording::outcomeName(core::RunOutcome outcome)
{
    switch (outcome) {
    case core::RunOutcome::Solved:
        return tr("Solved");
    case core::RunOutcome::Neutralized:
        return tr("Neutralized");
    case core::RunOutcome::NoSolution:
        return tr("No solution");
    case core::RunOutcome::Stuck:
        return tr("Stuck");
    case core::RunOutcome::LimitReached:
        return tr("Limit reached");
    case core::RunOutcome::Cancelled:
        return tr("Cancelled");
    case core::RunOutcome::InvalidPuzzle:
        return tr("The givens repeat a digit");
    case core::RunOutcome::Unavailable:
        return tr("This solver is not available");
    }
    return {};
}

QString RunWording::kindName(core::RunEventKind kind)
{
    using Kind = core::RunEventKind;
    switch (kind) {
    case Kind::LogicStep:
        return tr("Step");
    case Kind::RuleFired:
        return tr("Rule");
    case Kind::Reduction:
        return tr("Reduction");
    case Kind::Assumption:
        return tr("Assumption");
    case Kind::Refutation:
        return tr("Refutation");
    case Kind::Stuck:
        return tr("Stuck");
    case Kind::CellSelected:
        return tr("Choice");
    case Kind::Decision:
        return tr("Decision");
    case Kind::Propagation:
        return tr("Propagation");
    case Kind::Conflict:
        return tr("Conflict");
    case Kind::Backtrack:
        return tr("Backtrack");
    case Kind::Limit:
        return tr("Limit");
    case Kind::ClimbStart:
        return tr("Start");
    case Kind::ClimbMove:
        return tr("Move");
    case Kind::ClimbSideways:
        return tr("Sideways");
    case Kind::ClimbRestart:
        return tr("Restart");
    case Kind::ClimbJump:
        return tr("Jump");
    case Kind::Finish:
        return tr("Finish");
    }
    return {};
}

QString RunWording::counterName(Counter counter)
{
    switch (counter) {
    case Counter::Recursions:
        return tr("Recursions");
    case Counter::Backtracks:
        return tr("Backtracks");
    case Counter::Nodes:
        return tr("Values tried");
    case Counter::Depth:
        return tr("Depth");
    case Counter::MaxDepth:
        return tr("Deepest");
    case Counter::Iterations:
        return tr("Iterations");
    case Counter::Sideways:
        return tr("Sideways moves");
    case Counter::Restarts:
        return tr("Restarts");
    case Counter::F:
        return tr("f = w1·f1 + w2·f2");
    case Counter::F1:
        return tr("f1 (distinct per row and column)");
    case Counter::F2:
        return tr("f2 (clashes with givens)");
    case Counter::BestF:
        return tr("Best f");
    case Counter::Steps:
        return tr("Steps");
    case Counter::Reductions:
        return tr("Reduction passes");
    case Counter::Score:
        return tr("Score so far");
    case Counter::TopRule:
        return tr("Hardest so far");
    case Counter::CpuTime:
        return tr("CPU time");
    }
    return {};
}

QString RunWording::counterValue(const core::RunCounters &c, Counter counter) const
{
    const QLocale locale;
    const auto n = [&locale](std::uint64_t v) { return locale.toString(qulonglong(v)); };
    const auto i = [&locale](int v) { return locale.toString(v); };
    switch (counter) {
    case Counter::Recursions:
        return n(c.recursions);
    case Counter::Backtracks:
        return n(c.backtracks);
    case Counter::Nodes:
        return n(c.nodes);
    case Counter::Depth:
        return i(c.depth);
    case Counter::MaxDepth:
        return i(c.maxDepth);
    case Counter::Iterations:
        return n(c.iterations);
    case Counter::Sideways:
        return n(c.sideways);
    case Counter::Restarts:
        return i(c.restarts);
    case Counter::F:
        return i(c.f);
    case Counter::F1:
        return i(c.f1);
    case Counter::F2:
        return i(c.f2);
    case Counter::BestF:
        return c.bestF == std::numeric_limits<int>::min() ? QStringLiteral("–") : i(c.bestF);
    case Counter::Steps:
        return n(c.steps);
    case Counter::Reductions:
        return n(c.reductions);
    case Counter::Score:
        return i(c.score);
    case Counter::TopRule: {
        if (c.topRule < 0)
            return QStringLiteral("–");
        // The tutor counts Techniques, the FILTER its rules (0..9).
        core::RunEvent probe;
        probe.kind = m_logicMode == core::LogicMode::Filter ? core::RunEventKind::RuleFired
                                                            : core::RunEventKind::LogicStep;
        probe.rule = c.topRule;
        const auto technique = core::eventTechnique(probe);
        if (!technique)
            return i(c.topRule);
        if (m_logicMode == core::LogicMode::Filter)
            return tr("rule %1 (%2)")
                .arg(c.topRule + 1)
                .arg(StepWording::techniqueName(*technique));
        return StepWording::techniqueName(*technique);
    }
    case Counter::CpuTime:
        return tr("%1 ms").arg(locale.toString(double(c.cpuMicros) / 1000.0, 'f', 1));
    }
    return {};
}
