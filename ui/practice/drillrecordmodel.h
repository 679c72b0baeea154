#pragma once

#include "drill/drillrecord.h"

#include <QAbstractTableModel>

#include <vector>

// The record page's drill table (issue 34): one row per drilled technique, the one to drill next
// first (core::suggestDrills), columns technique, drills, the last ten outcomes as marks, the
// trend over them, and the reason it is proposed.
class DrillRecordModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DrillRecordModel)

public:
    enum Column { TechniqueColumn, DrillsColumn, LastColumn, TrendColumn, ColumnCount };
    enum Role { TechniqueRole = Qt::UserRole + 1 };

    explicit DrillRecordModel(QObject *parent = nullptr);

    // pool: the techniques to rank besides those drilled (met in games, not drilled yet).
    void setRecord(const core::DrillRecord &record, const std::vector<core::Technique> &pool);
    const core::DrillRecord &record() const { return m_record; }
    const std::vector<core::DrillSuggestion> &suggestions() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    core::DrillRecord m_record;
    std::vector<core::DrillSuggestion> m_rows;
};
