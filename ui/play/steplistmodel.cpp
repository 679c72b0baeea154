#include "play/steplistmodel.h"

#include "wording/stepwording.h"

StepListModel::StepListModel(QObject *parent)
    : QAbstractListModel { parent }
{ }

int StepListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

QVariant StepListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::Step &step = m_steps[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return StepWording(*m_geometry, m_naming).line(step);
    case Qt::ToolTipRole:
        return StepWording(*m_geometry, m_naming).explanation(step);
    case TechniqueRole:
        return int(step.technique);
    default:
        return {};
    }
}

void StepListModel::setSteps(std::vector<core::Step> steps, const core::Geometry &geometry)
{
    beginResetModel();
    m_steps = std::move(steps);
    m_geometry = &geometry;
    endResetModel();
}

void StepListModel::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    refresh();
}

const core::Step *StepListModel::stepAt(int row) const
{
    return row >= 0 && row < int(m_steps.size()) ? &m_steps[std::size_t(row)] : nullptr;
}

void StepListModel::refresh()
{
    if (!m_steps.empty())
        emit dataChanged(index(0), index(int(m_steps.size()) - 1));
}
