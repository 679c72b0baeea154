#pragma once

#include "practice/practicerecord.h"

#include <QAbstractTableModel>

#include <vector>

// The record page's table: one row per recorded technique (the weakest first), columns
// technique, found alone, needed a hint.
class PracticeModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PracticeModel)

public:
    enum Column { TechniqueColumn, AloneColumn, HintedColumn, ColumnCount };
    enum Role { TechniqueRole = Qt::UserRole + 1 };

    explicit PracticeModel(QObject *parent = nullptr);

    void setRecord(const PracticeRecord &record);
    const PracticeRecord &record() const { return m_record; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    PracticeRecord m_record;
    std::vector<core::Technique> m_rows;
};
