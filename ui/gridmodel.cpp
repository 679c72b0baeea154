#include "gridmodel.h"

#include "game.h"

GridModel::GridModel(Game *game, QObject *parent)
    : QAbstractTableModel { parent }
    , m_game { game }
    , m_side { game->geometry().side() }
{
    connect(game, &Game::reset, this, &GridModel::onReset);
    connect(game, &Game::cellsChanged, this, &GridModel::onCellsChanged);
    recomputeConflicts();
}

int GridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_side;
}

int GridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_side;
}

int GridModel::cellOf(const QModelIndex &index) const
{
    return index.isValid() ? index.row() * m_side + index.column() : -1;
}

QModelIndex GridModel::indexOfCell(int cell) const
{
    if (cell < 0 || cell >= m_side * m_side)
        return {};
    return index(cell / m_side, cell % m_side);
}

bool GridModel::isPeerOfSelection(int cell) const
{
    return m_selected >= 0 && m_game->geometry().arePeers(m_selected, cell);
}

QVariant GridModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::Board &b = m_game->board();
    const int cell = cellOf(index);
    switch (role) {
    case Qt::DisplayRole: {
        const int v = b.value(cell);
        return v == 0 ? QString() : QString(QChar::fromLatin1(core::Geometry::symbolChar(v)));
    }
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole: {
        const QString name = QString::fromStdString(
            m_game->geometry().cellName(cell, core::CellNaming::Letter));
        const int v = b.value(cell);
        if (v == 0)
            return tr("%1: empty").arg(name);
        return b.isGiven(cell) ? tr("%1: given %2").arg(name).arg(v)
                               : tr("%1: entered %2").arg(name).arg(v);
    }
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case ValueRole: return b.value(cell);
    case GivenRole: return b.isGiven(cell);
    case CandidatesRole: return static_cast<uint>(b.isOpen(cell) ? b.candidates(cell) : 0u);
    case SelectedRole: return cell == m_selected;
    case PeerRole: return isPeerOfSelection(cell);
    case SameDigitRole:
        return m_selected >= 0 && b.value(m_selected) != 0 && b.value(cell) == b.value(m_selected);
    case ConflictRole: return m_conflict.value(cell);
    case BoxRowsRole: return m_game->geometry().boxRows();
    case BoxColumnsRole: return m_game->geometry().boxCols();
    default: return {};
    }
}

QVariant GridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0 || section >= m_side)
        return {};
    if (orientation == Qt::Vertical)
        return QString(QChar(QLatin1Char(static_cast<char>('A' + section))));
    return QString::number(section + 1);
}

Qt::ItemFlags GridModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QHash<int, QByteArray> GridModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names[ValueRole] = "value";
    names[GivenRole] = "given";
    names[CandidatesRole] = "candidates";
    names[SelectedRole] = "selected";
    names[PeerRole] = "peer";
    names[SameDigitRole] = "sameDigit";
    names[ConflictRole] = "conflict";
    names[BoxRowsRole] = "boxRows";
    names[BoxColumnsRole] = "boxColumns";
    return names;
}

void GridModel::setSelectedCell(int cell)
{
    if (cell < -1 || cell >= m_side * m_side)
        cell = -1;
    if (cell == m_selected)
        return;
    m_selected = cell;
    // Peers and same-digit shading change across the grid: one signal for all cells.
    emitAllChanged();
    emit selectedCellChanged(cell);
}

void GridModel::onReset()
{
    const int side = m_game->geometry().side();
    if (side != m_side) {
        beginResetModel();
        m_side = side;
        m_selected = -1;
        recomputeConflicts();
        endResetModel();
        emit selectedCellChanged(-1);
        return;
    }
    recomputeConflicts();
    emitAllChanged();
}

void GridModel::onCellsChanged(const QVector<int> &cells)
{
    recomputeConflicts();
    // A changed digit can change conflicts and same-digit shading anywhere in its units and
    // beyond: granular signals for few cells, one for the grid otherwise.
    if (cells.size() == 1 && m_selected < 0) {
        const QModelIndex i = indexOfCell(cells.front());
        emit dataChanged(i, i);
        return;
    }
    emitAllChanged();
}

void GridModel::recomputeConflicts()
{
    const core::Board &b = m_game->board();
    m_conflict.fill(false, b.cellCount());
    for (const auto &c : b.conflicts()) {
        if (c.kind != core::Conflict::Kind::Duplicate)
            continue;
        m_conflict[c.cellA] = true;
        m_conflict[c.cellB] = true;
    }
}

void GridModel::emitAllChanged()
{
    if (m_side > 0)
        emit dataChanged(index(0, 0), index(m_side - 1, m_side - 1));
}
