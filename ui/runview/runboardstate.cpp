#include "runview/runboardstate.h"

#include "grid/gridmodel.h"
#include "run/record/runfacts.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace {

template <class T> void mark(QVector<T> &cells, int cell, T value, int n)
{
    if (cell < 0 || cell >= n)
        return;
    if (cells.isEmpty())
        cells.fill(T {}, n);
    cells[cell] = value;
}

// The climber's objective per row and column on the board's edges: the distinct digits (the
// row's share of f1) and the pairs of a given and a placed digit that repeat a symbol (its share
// of f2). The edges sum to f1 and f2.
void climbEdges(const core::Board &board, BoardOverlay &o)
{
    const int side = board.side();
    const auto note = [&](bool row, int unit) {
        int distinct = 0;
        int clashes = 0;
        std::vector<int> givens(std::size_t(side) + 1, 0);
        std::vector<int> placed(std::size_t(side) + 1, 0);
        for (int i = 0; i < side; ++i) {
            const int cell = row ? unit * side + i : i * side + unit;
            const int v = board.value(cell);
            if (v == 0)
                continue;
            ++(board.isGiven(cell) ? givens : placed)[std::size_t(v)];
        }
        for (int v = 1; v <= side; ++v) {
            distinct += givens[std::size_t(v)] + placed[std::size_t(v)] > 0 ? 1 : 0;
            clashes += givens[std::size_t(v)] * placed[std::size_t(v)];
        }
        BoardOverlay::EdgeNote n;
        n.text = clashes > 0 ? QStringLiteral("%1·%2").arg(distinct).arg(clashes)
                             : QString::number(distinct);
        const QString name = row
            ? QCoreApplication::translate("LabBoard", "Row %1").arg(unit + 1)
            : QCoreApplication::translate("LabBoard", "Column %1").arg(unit + 1);
        n.toolTip = QCoreApplication::translate("LabBoard",
            "%1: %2 distinct digits of %3 (its part of f1), %4 clashes with givens (its part of "
            "f2)")
                        .arg(name)
                        .arg(distinct)
                        .arg(side)
                        .arg(clashes);
        n.alert = distinct < side || clashes > 0;
        return n;
    };
    for (int unit = 0; unit < side; ++unit) {
        o.rowEdges.push_back(note(true, unit));
        o.columnEdges.push_back(note(false, unit));
    }
}

} // namespace

RunBoardState runBoardState(const core::RunTimeline &timeline, const core::RunSpec &spec,
    const core::RunCursor &at, core::RunCursor &scratch, bool heatMap)
{
    RunBoardState state;
    state.board = at.board();
    const int n = timeline.cellCount();
    BoardOverlay &o = state.overlay;
    const std::uint64_t position = at.position();

    // The digits decided on the path to the node shown (search, Chen's assumptions).
    if (timeline.family() == core::RunFamily::Search
        || (timeline.family() == core::RunFamily::Logic
            && spec.logicMode == core::LogicMode::Chen)) {
        const core::RunTree &tree = timeline.tree();
        for (std::int64_t node = std::int64_t(timeline.nodeAt(position)); node > 0;
             node = tree.parent(std::uint64_t(node))) {
            const std::uint32_t decision = tree.node(std::uint64_t(node)).decision;
            if (decision == core::kNoIndex || decision >= timeline.eventCount())
                continue;
            const core::RunEvent d = timeline.event(decision);
            if (at.value(d.cell) == d.symbol)
                mark(o.decided, d.cell, d.symbol, n);
        }
    }

    if (heatMap && timeline.family() == core::RunFamily::Search) {
        const core::CtnWeights ctn
            = core::contributionNumbersAt(at, spec.search.goal == core::SearchGoal::Neutralize);
        o.heat.fill(std::numeric_limits<double>::quiet_NaN(), n);
        for (int c = 0; c < n && c < int(ctn.weights.size()); ++c) {
            switch (ctn.roles[std::size_t(c)]) {
            case core::CtnRole::Filled:
                break;
            case core::CtnRole::Neutralized:
                mark(o.neutralized, c, true, n);
                break;
            case core::CtnRole::Minimum:
            case core::CtnRole::Other:
                // Other squares carry -CtN ("never selected now"): the map shows CtN itself.
                o.heat[c] = std::abs(ctn.weights[std::size_t(c)]);
                o.heatMax = std::max(o.heatMax, o.heat[c]);
                break;
            }
        }
    }

    if (timeline.family() == core::RunFamily::Climb)
        climbEdges(state.board, o);

    if (position == 0)
        return state;
    const std::uint64_t k = position - 1;
    const core::RunEvent e = timeline.event(k);
    using Kind = core::RunEventKind;
    mark(o.touched, e.cell, true, n);
    if (!core::isRestore(e.kind)) {
        for (const core::RunChange &c : timeline.changes(k)) {
            mark(o.touched, c.cell, true, n);
            if (c.kind == core::RunChange::Kind::Eliminated) {
                if (o.struck.isEmpty())
                    o.struck.fill(0u, n);
                o.struck[c.cell] |= core::bit(c.symbol);
            } else if (c.kind == core::RunChange::Kind::Placed) {
                if (c.cause == core::ChangeCause::Neutralized)
                    mark(o.neutralized, c.cell, true, n);
                if (c.cause != core::ChangeCause::Decision)
                    mark(o.placed, c.cell, c.symbol, n);
            }
        }
    } else {
        // A restore: the cells it gives back.
        for (const core::RunChange &c : timeline.changes(k))
            mark(o.touched, c.cell, true, n);
    }
    switch (e.kind) {
    case Kind::CellSelected: {
        const core::CellSelection s = core::selectionAt(timeline, k, spec.search, scratch);
        for (int c : s.ties)
            mark(o.tie, c, true, n);
        mark(o.selected, e.cell, true, n);
        break;
    }
    case Kind::Decision:
    case Kind::Assumption:
        mark(o.selected, e.cell, true, n);
        break;
    case Kind::Conflict:
        o.touched.clear();
        mark(o.conflict, e.conflict.cell, true, n);
        mark(o.conflict, e.conflict.otherCell, true, n);
        break;
    case Kind::ClimbMove:
    case Kind::ClimbSideways:
        o.touched.clear();
        mark(o.swapped, e.cell, true, n);
        mark(o.swapped, e.cellB, true, n);
        break;
    case Kind::LogicStep:
        state.step = core::logicStep(timeline, k);
        break;
    default:
        break;
    }
    return state;
}

void showLabBoardState(GridModel &model, const RunBoardState &state)
{
    // A new board drops the highlight of the one before.
    model.setBoard(state.board);
    model.setOverlay(state.overlay);
    if (state.step)
        model.setHighlight(BoardHighlight::fromStep(*state.step, state.board.geometry()));
}
