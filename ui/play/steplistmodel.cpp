#include "play/steplistmodel.h"

#include "wording/stepwording.h"

#include <algorithm>

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
    const Row &row = m_steps[std::size_t(index.row())];
    const core::Step &step = row.step;
    const StepWording words(*m_geometry, m_naming);
    QString also;
    if (!row.alsoIn.empty()) {
        QStringList units;
        for (int u : row.alsoIn)
            units << words.unitName(u);
        //: After a step's line: the units where the same step was found too.
        also = QLatin1Char(' ') + tr("(also in %1)").arg(StepWording::joinAnd(units));
    }
    switch (role) {
    case Qt::DisplayRole:
        return words.line(step) + also;
    case Qt::ToolTipRole:
        return words.explanation(step) + also;
    case TechniqueRole:
        return int(step.technique);
    default:
        return {};
    }
}

namespace {

// What a step changes, in a canonical order.
std::pair<std::vector<std::pair<int, int>>, std::vector<std::pair<int, int>>> effectsOf(
    const core::Step &step)
{
    std::vector<std::pair<int, int>> placed;
    std::vector<std::pair<int, int>> removed;
    for (const auto &p : step.placements)
        placed.emplace_back(p.cell, p.symbol);
    for (const auto &e : step.eliminations)
        removed.emplace_back(e.cell, e.symbol);
    std::sort(placed.begin(), placed.end());
    std::sort(removed.begin(), removed.end());
    return { placed, removed };
}

} // namespace

void StepListModel::setSteps(std::vector<core::Step> steps, const core::Geometry &geometry)
{
    beginResetModel();
    m_steps.clear();
    m_geometry = &geometry;
    for (core::Step &step : steps) {
        const auto same = std::find_if(m_steps.begin(), m_steps.end(), [&](const Row &row) {
            return row.step.technique == step.technique && effectsOf(row.step) == effectsOf(step);
        });
        if (same == m_steps.end()) {
            m_steps.push_back({ std::move(step), {} });
            continue;
        }
        // The same change found again in another unit: named on the first one's row.
        if (!step.units.empty() && !same->step.units.empty()
            && step.units.front() != same->step.units.front()
            && std::find(same->alsoIn.begin(), same->alsoIn.end(), step.units.front())
                == same->alsoIn.end())
            same->alsoIn.push_back(step.units.front());
    }
    endResetModel();
}

std::vector<int> StepListModel::alsoIn(int row) const
{
    return row >= 0 && row < int(m_steps.size()) ? m_steps[std::size_t(row)].alsoIn
                                                 : std::vector<int>();
}

void StepListModel::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    refresh();
}

const core::Step *StepListModel::stepAt(int row) const
{
    return row >= 0 && row < int(m_steps.size()) ? &m_steps[std::size_t(row)].step : nullptr;
}

void StepListModel::refresh()
{
    if (!m_steps.empty())
        emit dataChanged(index(0), index(int(m_steps.size()) - 1));
}
