#pragma once

#include "board/geometry.h"
#include "logic/step.h"

#include <QAbstractListModel>

#include <vector>

// The logic steps available in the current position, one row each, simplest first: the
// "steps available" panel. Display text is the step's line (the same words as sudoku-cli
// explain and the history), the tooltip its explanation.
class StepListModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepListModel)

public:
    enum Role { TechniqueRole = Qt::UserRole + 1 };

    explicit StepListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    void setSteps(std::vector<core::Step> steps, const core::Geometry &geometry);
    void setCellNaming(core::CellNaming naming);
    const core::Step *stepAt(int row) const;
    // Re-words every row (after a language change).
    void refresh();

private:
    std::vector<core::Step> m_steps;
    const core::Geometry *m_geometry = &core::Geometry::classic();
    core::CellNaming m_naming = core::CellNaming::Letter;
};
