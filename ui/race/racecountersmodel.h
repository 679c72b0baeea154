#pragma once

#include "wording/runwording.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include <optional>

class RacePane;

// The race's counters table: a row per pane, a column per counter in the papers' units
// (recursions, backtracks, max depth; the climber's iterations and restarts; the logic engines'
// steps; CPU time), each at the position the pane shows, so the table moves with the race.
// A counter the pane's family does not count reads "–". The Result column names how the run
// ended once the pane has reached its end (it crossed the finish line).
class RaceCountersModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RaceCountersModel)

public:
    enum Column {
        SolverColumn,
        EventColumn,
        RecursionsColumn,
        BacktracksColumn,
        MaxDepthColumn,
        IterationsColumn,
        RestartsColumn,
        StepsColumn,
        CpuTimeColumn,
        ResultColumn,
        ColumnCount
    };
    // The number behind a counter's cell (an invalid QVariant where the family has none).
    static constexpr int ValueRole = Qt::UserRole + 1;

    explicit RaceCountersModel(QObject *parent = nullptr);

    // The panes, in order (a reset).
    void setPanes(const QList<RacePane *> &panes);
    // A pane's row changed (its position, its run).
    void refresh(const RacePane *pane);
    void retranslate();

    // The counter a column shows (none for Solver, Event, Result).
    static std::optional<RunWording::Counter> counterOf(int column);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<QPointer<RacePane>> m_panes;
};
