#pragma once

#include "board/geometry.h"
#include "logic/step.h"

#include <QAbstractListModel>

#include <vector>

// The logic steps available in the current position, one row each, simplest first: the
// "steps available" panel. Display text is the step's line (the same words as sudoku-cli
// explain and the history), the tooltip its explanation. Steps of one technique that change the
// same candidates are one row (a Hidden Pair found in box 4 and again in column 2), which names
// the other units: "… (also in column 2)".
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
    // The units where a row's step was found too (the merged near-duplicates).
    std::vector<int> alsoIn(int row) const;
    // Re-words every row (after a language change).
    void refresh();

private:
    struct Row
    {
        core::Step step;
        std::vector<int> alsoIn;
    };
    std::vector<Row> m_steps;
    const core::Geometry *m_geometry = &core::Geometry::classic();
    core::CellNaming m_naming = core::CellNaming::Letter;
};
