#include "practice/practicemodel.h"

#include "wording/stepwording.h"

PracticeModel::PracticeModel(QObject *parent)
    : QAbstractTableModel { parent }
{ }

void PracticeModel::setRecord(const PracticeRecord &record)
{
    beginResetModel();
    m_record = record;
    m_rows = record.recorded();
    endResetModel();
}

int PracticeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PracticeModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PracticeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::Technique technique = m_rows[std::size_t(index.row())];
    const PracticeRecord::Counts c = m_record.counts(technique);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TechniqueColumn:
            return StepWording::techniqueName(technique);
        case AloneColumn:
            return c.alone;
        case HintedColumn:
            return c.hinted;
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == TechniqueColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case TechniqueRole:
        return int(technique);
    default:
        return {};
    }
}

QVariant PracticeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TechniqueColumn:
        return tr("Technique");
    case AloneColumn:
        return tr("Found alone");
    case HintedColumn:
        return tr("Needed a hint");
    default:
        return {};
    }
}

Qt::ItemFlags PracticeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}
