#include "grid/gridmodel.h"

#include "common/appearance.h"

#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <cmath>
#include <limits>

GridModel::GridModel(QObject *parent)
    : QAbstractTableModel { parent }
    , m_side { m_board.side() }
{
    recomputeConflicts();
}

void GridModel::setBoard(const core::Board &board)
{
    m_wrong.clear();
    dropHighlightAndGhost();
    if (board.side() != m_side) {
        // A new shape: the overlay and the selection are of the old board.
        beginResetModel();
        m_board = board;
        m_side = board.side();
        m_overlay = {};
        m_selected = -1;
        const bool filterGoes = m_filter > m_side;
        if (filterGoes)
            m_filter = 0;
        recomputeConflicts();
        endResetModel();
        emit selectedCellChanged(-1);
        if (filterGoes)
            emit filterDigitChanged(0);
        return;
    }
    m_board = board;
    recomputeConflicts();
    emitAllChanged();
}

void GridModel::updateCells(const core::Board &board, const QVector<int> &cells)
{
    if (board.side() != m_side) {
        setBoard(board);
        return;
    }
    const int n = m_side * m_side;
    const int selectedBefore = m_selected >= 0 ? m_board.value(m_selected) : 0;
    m_board = board;
    for (int c : cells)
        m_wrong.remove(c);
    // Any change of the board makes a shown hint stale, and what the last step changed old.
    const bool drawn = m_hasHighlight || m_hasApplied;
    dropHighlightAndGhost();
    recomputeConflicts();
    if (drawn) {
        emitAllChanged();
        return;
    }
    // A cell's digit changes its conflicts with its peers, and what the rules leave its peers
    // (the candidate filter); its marks change only itself.
    QVector<bool> changed(n, false);
    const core::Geometry &g = geometry();
    for (int c : cells) {
        if (c < 0 || c >= n)
            continue;
        changed[c] = true;
        for (int p : g.peers(c))
            changed[p] = true;
    }
    // The selected cell's digit is shaded wherever it stands: when the selected cell changes,
    // so does that shading (a cell that takes or loses the digit is among `cells`).
    if (m_highlightSameDigit && m_selected >= 0 && cells.contains(m_selected)) {
        const int now = m_board.value(m_selected);
        for (int c = 0; c < n; ++c)
            if (m_board.value(c) != 0
                && (m_board.value(c) == now || m_board.value(c) == selectedBefore))
                changed[c] = true;
    }
    emitChanged(changed);
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
    const core::Board &b = m_board;
    const int cell = cellOf(index);
    const BoardHighlight &h = m_highlight; // empty without a hint
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
        if (!b.isOpen(cell))
            return 0u;
        const int placement = h.placements.value(cell);
        return uint(b.candidates(cell)) | m_overlay.struck.value(cell) | h.pattern.value(cell)
            | h.patternAlt.value(cell) | h.eliminations.value(cell)
            | (placement ? core::bit(placement) : 0u) | m_applied.removed.value(cell);
    }
    case SelectedRole:
        return cell == m_selected;
    // While a hint is shown its shading wins: the selection's peers and digit are not shaded.
    case PeerRole:
        return m_highlightPeers && !m_hasHighlight && isPeerOfSelection(cell);
    case SameDigitRole:
        return m_highlightSameDigit && !m_hasHighlight && m_selected >= 0
            && b.value(m_selected) != 0 && b.value(cell) == b.value(m_selected);
    case ConflictRole:
        return m_conflict.value(cell);
    case WrongRole:
        return m_wrong.contains(cell);
    case BoxRowsRole:
        return geometry().boxRows();
    case BoxColumnsRole:
        return geometry().boxCols();
    case HintUnitRole:
        return h.inUnit.value(cell);
    case HintCellRole:
        return h.cells.value(cell);
    case HintPatternRole:
        return h.pattern.value(cell);
    case HintPatternAltRole:
        return h.patternAlt.value(cell);
    case HintOrderRole:
        return h.order.value(cell);
    case HintContradictionRole:
        return h.contradiction >= 0 && cell == h.contradiction;
    case HintAlsRole:
        return h.als.value(cell);
    case EliminationRole:
        return h.eliminations.value(cell) | m_overlay.struck.value(cell);
    case PlacementRole:
        return b.isOpen(cell) ? h.placements.value(cell) : m_overlay.placed.value(cell);
    case AppliedPlacementRole:
        return m_applied.placed.value(cell);
    case AppliedEliminationRole:
        return b.isOpen(cell) ? m_applied.removed.value(cell) : 0u;
    case FilterRole: {
        if (m_filter == 0 || !b.isOpen(cell))
            return 0;
        const core::Mask marks = b.candidates(cell);
        return ((marks ? marks : b.computeCandidates(cell)) & core::bit(m_filter)) ? m_filter : 0;
    }
    case TouchedRole:
        return m_overlay.touched.value(cell);
    case DecidedRole:
        return m_overlay.decided.value(cell);
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
    names[HintUnitRole] = "hintUnit";
    names[HintCellRole] = "hintCell";
    names[HintPatternRole] = "hintPattern";
    names[HintPatternAltRole] = "hintPatternAlt";
    names[HintOrderRole] = "hintOrder";
    names[HintContradictionRole] = "hintContradiction";
    names[HintAlsRole] = "hintAls";
    names[EliminationRole] = "elimination";
    names[PlacementRole] = "placement";
    names[AppliedPlacementRole] = "appliedPlacement";
    names[AppliedEliminationRole] = "appliedElimination";
    names[FilterRole] = "filter";
    names[TouchedRole] = "touched";
    names[DecidedRole] = "decided";
    names[HeatRole] = "heat";
    names[WeightRole] = "weight";
    names[TieRole] = "tie";
    names[ChosenRole] = "chosen";
    names[SolverConflictRole] = "solverConflict";
    names[SwappedRole] = "swapped";
    names[NeutralizedRole] = "neutralized";
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

void GridModel::setHighlight(BoardHighlight highlight)
{
    dropHighlightAndGhost();
    if (highlight.fits(geometry())) {
        m_highlight = std::move(highlight);
        m_hasHighlight = true;
    }
    emitAllChanged();
}

void GridModel::clearHighlight()
{
    if (!m_hasHighlight)
        return;
    m_hasHighlight = false;
    m_highlight = {};
    emitAllChanged();
}

void GridModel::setApplied(AppliedGhost ghost)
{
    dropHighlightAndGhost();
    if (ghost.fits(geometry())) {
        m_applied = std::move(ghost);
        m_hasApplied = true;
    }
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

void GridModel::dropHighlightAndGhost()
{
    m_hasHighlight = false;
    m_highlight = {};
    m_hasApplied = false;
    m_applied = {};
}

void GridModel::recomputeConflicts()
{
    m_conflict.fill(false, m_board.cellCount());
    for (const auto &c : m_board.conflicts()) {
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

void GridModel::emitChanged(const QVector<bool> &cells)
{
    if (2 * cells.count(true) > cells.size()) {
        emitAllChanged();
        return;
    }
    for (int row = 0; row < m_side; ++row) {
        int first = -1;
        int last = -1;
        for (int column = 0; column < m_side; ++column)
            if (cells.value(row * m_side + column)) {
                if (first < 0)
                    first = column;
                last = column;
            }
        if (first >= 0)
            emit dataChanged(index(row, first), index(row, last));
    }
}
