#include "race/racecountersmodel.h"

#include "race/racepane.h"
#include "runview/runsession.h"

#include <QLocale>

namespace {

// Whether a run of this spec counts the counter (the papers' units of its family).
bool counts(const core::RunSpec &spec, RunWording::Counter counter)
{
    using C = RunWording::Counter;
    if (counter == C::CpuTime)
        return true;
    switch (spec.family) {
    case core::RunFamily::Search:
        return counter == C::Recursions || counter == C::Backtracks || counter == C::MaxDepth;
    case core::RunFamily::Climb:
        return counter == C::Iterations || counter == C::Restarts;
    case core::RunFamily::Logic:
        // Chen's assumptions are its recursions, its refutations its backtracks.
        if (spec.logicMode == core::LogicMode::Chen)
            return counter == C::Recursions || counter == C::Backtracks || counter == C::MaxDepth;
        return counter == C::Steps;
    }
    return false;
}

QVariant number(const core::RunCounters &c, RunWording::Counter counter)
{
    using C = RunWording::Counter;
    switch (counter) {
    case C::Recursions:
        return qulonglong(c.recursions);
    case C::Backtracks:
        return qulonglong(c.backtracks);
    case C::MaxDepth:
        return c.maxDepth;
    case C::Iterations:
        return qulonglong(c.iterations);
    case C::Restarts:
        return c.restarts;
    case C::Steps:
        return qulonglong(c.steps);
    case C::CpuTime:
        return qlonglong(c.cpuMicros);
    default:
        return {};
    }
}

} // namespace

RaceCountersModel::RaceCountersModel(QObject *parent)
    : QAbstractTableModel { parent }
{ }

void RaceCountersModel::setPanes(const QList<RacePane *> &panes)
{
    beginResetModel();
    m_panes.clear();
    for (RacePane *pane : panes)
        m_panes << pane;
    endResetModel();
}

void RaceCountersModel::refresh(const RacePane *pane)
{
    for (int row = 0; row < m_panes.size(); ++row)
        if (m_panes[row] == pane)
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void RaceCountersModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_panes.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

std::optional<RunWording::Counter> RaceCountersModel::counterOf(int column)
{
    using C = RunWording::Counter;
    switch (column) {
    case RecursionsColumn:
        return C::Recursions;
    case BacktracksColumn:
        return C::Backtracks;
    case MaxDepthColumn:
        return C::MaxDepth;
    case IterationsColumn:
        return C::Iterations;
    case RestartsColumn:
        return C::Restarts;
    case StepsColumn:
        return C::Steps;
    case CpuTimeColumn:
        return C::CpuTime;
    default:
        return std::nullopt;
    }
}

int RaceCountersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_panes.size());
}

int RaceCountersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RaceCountersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_panes.size() || index.column() >= ColumnCount)
        return {};
    const RacePane *pane = m_panes[index.row()];
    if (!pane)
        return {};
    const RunSession &session = *pane->session();
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return int(
            (column == SolverColumn || column == ResultColumn ? Qt::AlignLeft : Qt::AlignRight)
            | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && column == SolverColumn)
        return pane->specWords();
    if (role != Qt::DisplayRole && role != ValueRole)
        return {};
    const QLocale locale;
    switch (column) {
    case SolverColumn:
        return tr("%1: %2", "pane number, solver").arg(pane->number()).arg(pane->solverName());
    case EventColumn:
        if (!session.hasRun())
            return {};
        if (role == ValueRole)
            return qulonglong(session.position());
        return tr("%1 / %2").arg(locale.toString(qulonglong(session.position())),
            locale.toString(qulonglong(session.eventCount())));
    case ResultColumn: {
        // Crossed the finish line: at the end of a finished run.
        if (!session.hasRun() || !session.timeline().finished()
            || session.position() < session.eventCount())
            return {};
        const core::RunOutcome outcome = session.timeline().finish().outcome;
        return role == ValueRole ? QVariant(int(outcome)) : RunWording::outcomeName(outcome);
    }
    default:
        break;
    }
    const auto counter = counterOf(column);
    if (!counter || !session.hasRun() || !counts(session.spec(), *counter))
        return role == ValueRole ? QVariant() : QVariant(QStringLiteral("–"));
    const core::RunCounters here = session.counters();
    if (role == ValueRole)
        return number(here, *counter);
    return pane->wording() ? pane->wording()->counterValue(here, *counter) : QString();
}

QVariant RaceCountersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case EventColumn:
            return tr("The event each pane shows, of those recorded");
        case RecursionsColumn:
            return tr("Assignments made by the search (Chen: assumptions), as the papers count "
                      "them");
        case BacktracksColumn:
            return tr("Assignments undone (Chen: assumptions refuted)");
        case MaxDepthColumn:
            return tr("The deepest assignment level so far");
        case IterationsColumn:
            return tr("The hill climber's moves");
        case RestartsColumn:
            return tr("The hill climber's restarts");
        case StepsColumn:
            return tr("The tutor's steps, the FILTER's rule firings");
        case CpuTimeColumn:
            return tr("The run's own CPU time at the event shown");
        case ResultColumn:
            return tr("How the run ended, once the pane has reached its end");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SolverColumn:
        return tr("Solver");
    case EventColumn:
        return tr("Event");
    case ResultColumn:
        return tr("Result");
    default:
        return RunWording::counterName(*counterOf(section));
    }
}
