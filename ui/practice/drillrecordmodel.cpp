#include "practice/drillrecordmodel.h"

#include "wording/drillwording.h"
#include "wording/stepwording.h"

#include <algorithm>

DrillRecordModel::DrillRecordModel(QObject *parent)
    : QAbstractTableModel { parent }
{ }

void DrillRecordModel::setRecord(
    const core::DrillRecord &record, const std::vector<core::Technique> &pool)
{
    beginResetModel();
    m_record = record;
    std::vector<core::Technique> all = record.practised();
    const std::vector<core::Technique> drillable = core::drillTechniques();
    for (core::Technique t : pool)
        if (std::find(all.begin(), all.end(), t) == all.end()
            && std::find(drillable.begin(), drillable.end(), t) != drillable.end())
            all.push_back(t);
    m_rows = core::suggestDrills(record, all);
    endResetModel();
}

int DrillRecordModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DrillRecordModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DrillRecordModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || index.column() >= ColumnCount)
        return {};
    const core::DrillSuggestion &s = m_rows[std::size_t(index.row())];
    if (role == TechniqueRole)
        return int(s.technique);
    if (role == Qt::ToolTipRole)
        return DrillWording::suggestionReason(s);
    if (role == Qt::TextAlignmentRole && index.column() == DrillsColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    switch (index.column()) {
    case TechniqueColumn:
        return StepWording::techniqueName(s.technique);
    case DrillsColumn:
        return s.drills;
    case LastColumn:
        return DrillWording::outcomeStrip(m_record.outcomes(s.technique), core::kDrillTrendWindow);
    case TrendColumn:
        return s.drills == 0 ? QString() : DrillWording::trendName(m_record.trend(s.technique));
    default:
        return {};
    }
}

QVariant DrillRecordModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TechniqueColumn:
        return tr("Technique");
    case DrillsColumn:
        return tr("Drills");
    case LastColumn:
        return tr("Last drills");
    case TrendColumn:
        return tr("Trend");
    default:
        return {};
    }
}

Qt::ItemFlags DrillRecordModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}
