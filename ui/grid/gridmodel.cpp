#include "grid/gridmodel.h"

#include "common/appearance.h"
#include "game/game.h"

#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <cmath>
#include <limits>

GridModel::GridModel(Game *game, QObject *parent)
    : QAbstractTableModel { parent }
    , m_game { game }
    , m_side { game->geometry().side() }
{
    connect(game, &Game::reset, this, &GridModel::onReset);
    connect(game, &Game::cellsChanged, this, &GridModel::onCellsChanged);
    recomputeConflicts();
}

GridModel::GridModel(QObject *parent)
    : QAbstractTableModel { parent }
    , m_side { m_board.side() }
{
    recomputeConflicts();
}

const core::Board &GridModel::board() const
{
    return m_game ? m_game->board() : m_board;
}

void GridModel::setBoard(const core::Board &board)
{
    if (m_game)
        return;
    refresh(board.side(), [&] {
        // A new shape: the overlay, the hint and the applied step are of the old board.
        if (board.side() != m_side) {
            m_overlay = {};
            clearOverlays();
        }
        m_board = board;
    });
}

void GridModel::setOverlay(BoardOverlay overlay)
{
    if (overlay == m_overlay)
        return;
    const bool rows = overlay.rowEdges != m_overlay.rowEdges;
    const bool columns = overlay.columnEdges != m_overlay.columnEdges;
    m_overlay = std::move(overlay);
    emitAllChanged();
    if (rows && m_side > 0)
        emit headerDataChanged(Qt::Vertical, 0, m_side - 1);
    if (columns && m_side > 0)
        emit headerDataChanged(Qt::Horizontal, 0, m_side - 1);
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
    return m_selected >= 0 && geometry().arePeers(m_selected, cell);
}

QVariant GridModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::Board &b = board();
    const int cell = cellOf(index);
    const bool hint = m_hasHint && !m_hintUnitsOnly;
    switch (role) {
    case Qt::DisplayRole: {
        const int v = b.value(cell);
        return v == 0 ? QString() : QString(QChar::fromLatin1(core::Geometry::symbolChar(v)));
    }
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole: {
        const QString name = QString::fromStdString(geometry().cellName(cell, m_naming));
        const int v = b.value(cell);
        const double w = m_overlay.heat.value(cell, std::numeric_limits<double>::quiet_NaN());
        if (v == 0 && !std::isnan(w))
            return tr("%1: empty, weight %2").arg(name).arg(w, 0, 'g', 4);
        if (v == 0)
            return tr("%1: empty").arg(name);
        return b.isGiven(cell) ? tr("%1: given %2").arg(name).arg(v)
                               : tr("%1: entered %2").arg(name).arg(v);
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case ValueRole:
        return b.value(cell);
    case GivenRole:
        return b.isGiven(cell);
    case CandidatesRole: {
        uint mask = b.isOpen(cell) ? b.candidates(cell) | m_overlay.struck.value(cell) : 0u;
        if (hint && b.isOpen(cell))
            mask |= m_hintPattern[cell] | m_hintPatternAlt[cell] | m_hintElimination[cell]
                | (m_hintPlacement[cell] ? core::bit(m_hintPlacement[cell]) : 0u);
        if (m_hasApplied && b.isOpen(cell))
            mask |= m_appliedElimination.value(cell);
        return mask;
    }
    case SelectedRole:
        return cell == m_selected;
    // While a hint is shown its shading wins: the selection's peers and digit are not shaded.
    case PeerRole:
        return m_highlightPeers && !m_hasHint && isPeerOfSelection(cell);
    case SameDigitRole:
        return m_highlightSameDigit && !m_hasHint && m_selected >= 0 && b.value(m_selected) != 0
            && b.value(cell) == b.value(m_selected);
    case ConflictRole:
        return m_conflict.value(cell);
    case WrongRole:
        return m_wrong.contains(cell);
    case BoxRowsRole:
        return geometry().boxRows();
    case BoxColumnsRole:
        return geometry().boxCols();
    case HintCellRole:
        return hint && m_hintCell.value(cell);
    case HintPatternRole:
        return hint ? m_hintPattern.value(cell) : 0u;
    case HintPatternAltRole:
        return hint ? m_hintPatternAlt.value(cell) : 0u;
    case HintEliminationRole:
        return hint ? m_hintElimination.value(cell) : 0u;
    case HintPlacementRole:
        return hint ? m_hintPlacement.value(cell) : 0;
    case HintUnitRole:
        return m_hasHint && m_hintUnit.value(cell);
    case TouchedRole:
        return m_overlay.touched.value(cell);
    case DecidedRole:
        return m_overlay.decided.value(cell);
    case PlacedRole:
        return m_overlay.placed.value(cell);
    case StruckRole:
        return m_overlay.struck.value(cell);
    case HeatRole:
    case WeightRole: {
        const double w = m_overlay.heat.value(cell, std::numeric_limits<double>::quiet_NaN());
        if (std::isnan(w))
            return {};
        if (role == WeightRole)
            return w;
        return m_overlay.heatMax > 0 ? std::clamp(w / m_overlay.heatMax, 0.0, 1.0) : 0.0;
    }
    case TieRole:
        return m_overlay.tie.value(cell);
    case ChosenRole:
        return m_overlay.selected.value(cell);
    case SolverConflictRole:
        return m_overlay.conflict.value(cell);
    case SwappedRole:
        return m_overlay.swapped.value(cell);
    case NeutralizedRole:
        return m_overlay.neutralized.value(cell);
    case HintOrderRole:
        return hint ? m_hintOrder.value(cell) : 0;
    case HintContradictionRole:
        return hint && cell == m_contradiction;
    case HintAlsRole:
        return hint ? m_hintAls.value(cell) : 0;
    case AppliedPlacementRole:
        return m_hasApplied && m_appliedPlacement.value(cell);
    case AppliedEliminationRole:
        return m_hasApplied && b.isOpen(cell) ? m_appliedElimination.value(cell) : 0u;
    case FilterRole: {
        if (m_filter == 0 || !b.isOpen(cell))
            return 0;
        const core::Mask marks = b.candidates(cell);
        return ((marks ? marks : b.computeCandidates(cell)) & core::bit(m_filter)) ? m_filter : 0;
    }
    default:
        return {};
    }
}

QVariant GridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= m_side)
        return {};
    const QVector<BoardOverlay::EdgeNote> &edges
        = orientation == Qt::Vertical ? m_overlay.rowEdges : m_overlay.columnEdges;
    if (section < edges.size()) {
        const BoardOverlay::EdgeNote &note = edges[section];
        if (role == Qt::DisplayRole)
            return note.text;
        if (role == Qt::ToolTipRole)
            return note.toolTip;
        if (role == Qt::ForegroundRole && note.alert)
            return Appearance::boardColors(QGuiApplication::palette()).conflict;
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    if (m_naming == core::CellNaming::RowColumn)
        return orientation == Qt::Vertical ? QStringLiteral("r%1").arg(section + 1)
                                           : QStringLiteral("c%1").arg(section + 1);
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
    names[WrongRole] = "wrong";
    names[BoxRowsRole] = "boxRows";
    names[BoxColumnsRole] = "boxColumns";
    names[HintCellRole] = "hintCell";
    names[HintPatternRole] = "hintPattern";
    names[HintPatternAltRole] = "hintPatternAlt";
    names[HintEliminationRole] = "hintElimination";
    names[HintPlacementRole] = "hintPlacement";
    names[HintUnitRole] = "hintUnit";
    names[TouchedRole] = "touched";
    names[DecidedRole] = "decided";
    names[PlacedRole] = "placed";
    names[StruckRole] = "struck";
    names[HeatRole] = "heat";
    names[WeightRole] = "weight";
    names[TieRole] = "tie";
    names[ChosenRole] = "chosen";
    names[SolverConflictRole] = "solverConflict";
    names[SwappedRole] = "swapped";
    names[NeutralizedRole] = "neutralized";
    names[HintOrderRole] = "hintOrder";
    names[HintContradictionRole] = "hintContradiction";
    names[HintAlsRole] = "hintAls";
    names[AppliedPlacementRole] = "appliedPlacement";
    names[AppliedEliminationRole] = "appliedElimination";
    names[FilterRole] = "filter";
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

void GridModel::setHighlightPeers(bool on)
{
    m_highlightPeers = on;
    emitAllChanged();
}

void GridModel::setHighlightSameDigit(bool on)
{
    m_highlightSameDigit = on;
    emitAllChanged();
}

void GridModel::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    emit headerDataChanged(Qt::Horizontal, 0, m_side - 1);
    emit headerDataChanged(Qt::Vertical, 0, m_side - 1);
    emitAllChanged();
}

void GridModel::markWrong(const QVector<int> &cells)
{
    m_wrong = QSet<int>(cells.begin(), cells.end());
    emitAllChanged();
}

QVector<int> GridModel::wrongCells() const
{
    QVector<int> cells(m_wrong.begin(), m_wrong.end());
    std::sort(cells.begin(), cells.end());
    return cells;
}

void GridModel::showWhere(const std::vector<int> &units)
{
    core::Step where;
    where.units = units;
    showHint(where);
    m_hintUnitsOnly = true;
    m_hintChains.clear();
    emitAllChanged();
}

std::vector<int> GridModel::hintUnits() const
{
    return m_hasHint ? m_hintUnits : std::vector<int>();
}

void GridModel::showHint(const core::Step &step)
{
    const int n = m_side * m_side;
    m_hasHint = true;
    m_hasApplied = false;
    m_hintUnitsOnly = false;
    m_hintPattern.fill(0u, n);
    m_hintPatternAlt.fill(0u, n);
    m_hintElimination.fill(0u, n);
    m_hintPlacement.fill(0, n);
    m_hintOrder.fill(0, n);
    m_hintCell.fill(false, n);
    m_hintUnit.fill(false, n);
    m_hintUnits.clear();
    const core::Geometry &g = geometry();
    for (int u : step.units)
        if (u >= 0 && u < g.unitCount()) {
            m_hintUnits.push_back(u);
            for (int c : g.unit(u))
                m_hintUnit[c] = true;
        }
    m_hintChains = core::stepChains(step, g);
    // The almost locked sets of the chains (ALS-XZ, ALS-XY-Wing): each set shaded as a group, in
    // a tint of its own. A set is a node with its digits (als); it is entered and left on the
    // same cells, so it is known by its cells.
    m_hintAls.fill(0, n);
    std::vector<std::vector<int>> sets;
    for (const core::Chain &chain : m_hintChains)
        for (const core::ChainNode &node : chain.nodes) {
            if (node.als == 0 || std::find(sets.begin(), sets.end(), node.cells) != sets.end())
                continue;
            sets.push_back(node.cells);
            for (int c : node.cells)
                if (c >= 0 && c < n && m_hintAls[c] == 0)
                    m_hintAls[c] = int(sets.size());
        }
    // A trial: the assumption first, then the singles it forces, numbered in their order, and
    // the cell left without a candidate.
    m_contradiction = step.technique == core::Technique::Trial ? step.contradictionCell : -1;
    if (step.technique == core::Technique::Trial)
        for (std::size_t i = 1; i < step.pattern.size(); ++i)
            if (step.pattern[i].cell >= 0 && step.pattern[i].cell < n)
                m_hintOrder[step.pattern[i].cell] = int(i);
    for (int c : step.cells)
        if (c >= 0 && c < n)
            m_hintCell[c] = true;
    for (const auto &p : step.pattern) {
        if (p.cell < 0 || p.cell >= n)
            continue;
        (p.role == 1 ? m_hintPatternAlt : m_hintPattern)[p.cell] |= core::bit(p.symbol);
        m_hintCell[p.cell] = true;
    }
    for (const auto &e : step.eliminations)
        if (e.cell >= 0 && e.cell < n)
            m_hintElimination[e.cell] |= core::bit(e.symbol);
    for (const auto &p : step.placements)
        if (p.cell >= 0 && p.cell < n) {
            m_hintPlacement[p.cell] = p.symbol;
            m_hintCell[p.cell] = true;
        }
    emitAllChanged();
}

void GridModel::clearHint()
{
    if (!m_hasHint)
        return;
    m_hasHint = false;
    emitAllChanged();
}

void GridModel::showApplied(const core::Step &step)
{
    const int n = m_side * m_side;
    m_hasHint = false;
    m_hasApplied = true;
    m_appliedPlacement.fill(false, n);
    m_appliedElimination.fill(0u, n);
    for (const auto &p : step.placements)
        if (p.cell >= 0 && p.cell < n)
            m_appliedPlacement[p.cell] = true;
    for (const auto &e : step.eliminations)
        if (e.cell >= 0 && e.cell < n)
            m_appliedElimination[e.cell] |= core::bit(e.symbol);
    emitAllChanged();
}

void GridModel::setFilterDigit(int symbol)
{
    if (symbol < 0 || symbol > m_side)
        symbol = 0;
    if (symbol == m_filter)
        return;
    m_filter = symbol;
    emitAllChanged();
    emit filterDigitChanged(symbol);
}

void GridModel::clearOverlays()
{
    m_hasHint = false;
    m_hasApplied = false;
}

void GridModel::onReset()
{
    m_wrong.clear();
    clearOverlays();
    refresh(geometry().side(), [] {});
}

void GridModel::refresh(int side, const std::function<void()> &change)
{
    if (side != m_side) {
        beginResetModel();
        change();
        m_side = side;
        m_selected = -1;
        if (m_filter > side) {
            m_filter = 0;
            emit filterDigitChanged(0);
        }
        recomputeConflicts();
        endResetModel();
        emit selectedCellChanged(-1);
        return;
    }
    change();
    recomputeConflicts();
    emitAllChanged();
}

void GridModel::onCellsChanged(const QVector<int> &cells)
{
    for (int c : cells)
        m_wrong.remove(c);
    // Any change of the board makes a shown hint stale, and what the last step changed old.
    const bool hadHint = m_hasHint || m_hasApplied || m_filter != 0;
    clearOverlays();
    const QVector<bool> before = m_conflict;
    recomputeConflicts();
    // A changed digit can change conflicts and same-digit shading anywhere: granular signals
    // for one cell with nothing else depending on it, one signal for the grid otherwise.
    if (cells.size() == 1 && m_selected < 0 && !hadHint && before == m_conflict) {
        const QModelIndex i = indexOfCell(cells.front());
        emit dataChanged(i, i);
        return;
    }
    emitAllChanged();
}

void GridModel::recomputeConflicts()
{
    const core::Board &b = board();
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
