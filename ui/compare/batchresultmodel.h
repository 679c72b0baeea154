#pragma once

// The Compare mode's results: one row per puzzle and strategy, as `sudoku-cli compare --csv`
// writes them (index, strategy, recursions, backtracks, max depth, solved, µs) with the
// collection beside. Rows arrive as puzzles finish; sort with a QSortFilterProxyModel on SortRole.

#include "compare/batchrunner.h"

#include <QAbstractTableModel>

#include <memory>

class BatchResultModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BatchResultModel)

public:
    enum Column {
        Index,
        Collection,
        Strategy,
        Recursions,
        Backtracks,
        MaxDepth,
        Solved,
        Micros,
        ColumnCount
    };
    // Numbers for sorting (the display text of large numbers has group separators).
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit BatchResultModel(QObject *parent = nullptr);

    // Empties the model for a new job.
    void reset(std::shared_ptr<const BatchJob> job);
    void append(const QVector<BatchRow> &rows);

    std::shared_ptr<const BatchJob> job() const { return m_job; }
    // The puzzles that finished, in the order they arrived.
    const std::vector<BatchRow> &puzzles() const { return m_rows; }
    // The CSV of `sudoku-cli compare --csv` over the finished puzzles, in puzzle order.
    QString csv() const;
    // The results of group `group`'s finished puzzles, puzzle after puzzle (strategies inside),
    // for core::summarizeCompare.
    std::vector<core::CompareResult> groupResults(int group) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::size_t strategyCount() const;

    std::shared_ptr<const BatchJob> m_job;
    std::vector<BatchRow> m_rows;
};
