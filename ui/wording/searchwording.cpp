#include "wording/searchwording.h"

#include <algorithm>
#include <climits>

namespace {

// %n counts are ints; a search of more than two billion nodes is written as that many.
int countOf(std::uint64_t n)
{
    return static_cast<int>(std::min<std::uint64_t>(n, INT_MAX));
}

QString number(double weight)
{
    return QString::number(weight, 'g', 6);
}

} // namespace

SearchWording::SearchWording(const core::Geometry &geometry, core::CellNaming naming)
    : m_words { geometry, naming }
{ }

QString SearchWording::reason(
    core::VariableOrder order, core::Mask candidates, double weight, int ties) const
{
    const int count = core::popcount(candidates);
    QString why;
    switch (order) {
    case core::VariableOrder::Lex:
        why = tr("the next open cell in order");
        break;
    case core::VariableOrder::Mrv:
        why = tr("fewest candidates (%n)", nullptr, count);
        break;
    case core::VariableOrder::Ctn:
        why = tr(
            "fewest candidates (%n), then the highest Contribution Number (%1)", nullptr, count)
                  .arg(number(weight));
        break;
    case core::VariableOrder::DvGvMax:
        why = tr(
            "fewest candidates (%n), then the most constraint-graph edges (%1)", nullptr, count)
                  .arg(number(weight));
        break;
    case core::VariableOrder::DvGvMin:
        why = tr(
            "fewest candidates (%n), then the fewest constraint-graph edges (%1)", nullptr, count)
                  .arg(number(weight));
        break;
    }
    if (ties > 1)
        why = tr("%1; chosen among %n tied cells", nullptr, ties).arg(why);
    return why;
}

QString SearchWording::decision(int cell, int symbol, core::VariableOrder order,
    core::Mask candidates, double weight, int ties) const
{
    return tr("Try %1: %2", "Try E5 = 3: reason")
        .arg(m_words.placement(cell, symbol), reason(order, candidates, weight, ties));
}

QString SearchWording::propagation(
    const core::SearchChange &change, std::optional<core::Technique> rule) const
{
    const QString by = rule ? StepWording::techniqueName(*rule) : tr("forward checking");
    if (change.placed)
        return tr("%1 (%2)", "E7 = 4 (rule)")
            .arg(m_words.placement(change.cell, change.symbol), by);
    return tr("removes %1 from %2 (%3)")
        .arg(StepWording::digit(change.symbol), m_words.cellName(change.cell), by);
}

QString SearchWording::conflict(const core::SearchConflict &c) const
{
    const StepWording &words = m_words;
    using Kind = core::SearchConflict::Kind;
    switch (c.kind) {
    case Kind::None:
        break;
    case Kind::EmptyCell:
        return tr("Conflict: %1 has no candidate left").arg(words.cellName(c.cell));
    case Kind::MissingSymbol:
        return tr("Conflict: %1 has no place left in %2")
            .arg(StepWording::digit(c.symbol), words.unitName(c.unit));
    case Kind::PeerHasValue:
        return tr("Conflict: %1 cannot be %2, its peer %3 already holds it")
            .arg(words.cellName(c.cell), StepWording::digit(c.symbol), words.cellName(c.otherCell));
    case Kind::Rule:
        if (c.cell >= 0)
            return tr("Conflict: the propagation finds a contradiction at %1")
                .arg(words.cellName(c.cell));
        if (c.unit >= 0)
            return tr("Conflict: the propagation finds a contradiction in %1")
                .arg(words.unitName(c.unit));
        return tr("Conflict: the propagation finds a contradiction");
    }
    return tr("No conflict");
}

QString SearchWording::backtrack(int cell, int symbol) const
{
    return tr("Backtrack: %1 is undone").arg(m_words.placement(cell, symbol));
}

QString SearchWording::finished(core::SearchStatus status, std::uint64_t nodes) const
{
    const int n = countOf(nodes);
    switch (status) {
    case core::SearchStatus::Solved:
        return tr("Solved after %Ln node(s)", nullptr, n);
    case core::SearchStatus::Neutralized:
        return tr("Neutralized after %Ln node(s): the open cells formed a Neutralized Set and "
                  "were filled",
            nullptr, n);
    case core::SearchStatus::NoSolution:
        return tr("No solution: the whole tree was searched (%Ln node(s))", nullptr, n);
    case core::SearchStatus::LimitReached:
        return tr("Node limit reached after %Ln node(s)", nullptr, n);
    case core::SearchStatus::Cancelled:
        return tr("Cancelled after %Ln node(s)", nullptr, n);
    case core::SearchStatus::PropagationUnavailable:
        return tr("The FILTER propagation is not available");
    }
    return {};
}
