#include "wording/climbwording.h"

#include <algorithm>
#include <climits>

ClimbWording::ClimbWording(const core::Geometry &geometry, core::CellNaming naming)
    : m_words { geometry, naming }
{ }

QString ClimbWording::initName(core::ClimbInit init)
{
    switch (init) {
    case core::ClimbInit::Greedy:
        return tr("greedy");
    case core::ClimbInit::GreedyPostSwap:
        return tr("greedy with post-swapping");
    case core::ClimbInit::Random:
        return tr("random");
    }
    return {};
}

QString ClimbWording::searchName(core::ClimbSearch search)
{
    switch (search) {
    case core::ClimbSearch::BestFirst:
        return tr("best-first");
    case core::ClimbSearch::Steepest:
        return tr("steepest ascent");
    }
    return {};
}

QString ClimbWording::reasonName(core::ClimbRestartReason reason)
{
    switch (reason) {
    case core::ClimbRestartReason::None:
        break;
    case core::ClimbRestartReason::Plateau:
        return tr("plateau");
    case core::ClimbRestartReason::LocalMaximum:
        return tr("strict local maximum");
    case core::ClimbRestartReason::LongWalk:
        return tr("long sideways walk");
    case core::ClimbRestartReason::Exhausted:
        return tr("queue exhausted");
    case core::ClimbRestartReason::SeenLimit:
        return tr("limit of queued states");
    }
    return {};
}

QString ClimbWording::start(core::ClimbInit init, int restarts, int f, int f1, int f2) const
{
    const QString score = tr("f = %1 (f1 = %2, clashes %3)").arg(f).arg(f1).arg(f2);
    if (restarts > 0)
        return tr("Start %1 (%2): %3", "after restarts")
            .arg(restarts + 1)
            .arg(initName(init), score);
    return tr("Start (%1): %2").arg(initName(init), score);
}

namespace {

QString signedNumber(int delta)
{
    return delta >= 0 ? QStringLiteral("+%1").arg(delta) : QString::number(delta);
}

} // namespace

QString ClimbWording::move(int cellA, int cellB, int delta, int f) const
{
    return tr("Swap %1 and %2: f %3 to %4")
        .arg(m_words.cellName(cellA), m_words.cellName(cellB), signedNumber(delta),
            QString::number(f));
}

QString ClimbWording::downhill(int cellA, int cellB, int delta, int f) const
{
    return tr("Downhill: swap %1 and %2: f %3 to %4")
        .arg(m_words.cellName(cellA), m_words.cellName(cellB), signedNumber(delta),
            QString::number(f));
}

QString ClimbWording::jump(std::uint64_t from, int cellA, int cellB, int f) const
{
    return tr("Back to the state of iteration %1, swap %2 and %3: f %4")
        .arg(QString::number(from), m_words.cellName(cellA), m_words.cellName(cellB),
            QString::number(f));
}

QString ClimbWording::sideways(int cellA, int cellB, int f) const
{
    return tr("Sideways: swap %1 and %2, f stays %3")
        .arg(m_words.cellName(cellA), m_words.cellName(cellB), QString::number(f));
}

QString ClimbWording::restart(core::ClimbRestartReason reason, int restarts) const
{
    return tr("Restart %1: %2").arg(restarts).arg(reasonName(reason));
}

QString ClimbWording::finish(core::ClimbStop stop, std::uint64_t iterations, int restarts) const
{
    const int n = static_cast<int>(std::min<std::uint64_t>(iterations, INT_MAX));
    const QString after
        = tr("%1 and %2", "iterations and restarts")
              .arg(tr("%Ln iteration(s)", nullptr, n), tr("%Ln restart(s)", nullptr, restarts));
    switch (stop) {
    case core::ClimbStop::Solved:
        return tr("Solved after %1").arg(after);
    case core::ClimbStop::IterationLimit:
        return tr("Iteration limit reached after %1").arg(after);
    case core::ClimbStop::RestartLimit:
        return tr("Restart limit reached after %1").arg(after);
    case core::ClimbStop::Cancelled:
        return tr("Cancelled after %1").arg(after);
    case core::ClimbStop::InvalidPuzzle:
        return tr("Not climbed: two givens repeat a digit in a unit");
    }
    return {};
}
