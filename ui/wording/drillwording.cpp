#include "wording/drillwording.h"

#include "wording/stepwording.h"

#include <QStringList>

DrillWording::DrillWording(const core::Geometry &geometry, core::CellNaming naming)
    : m_geometry { geometry }
    , m_naming { naming }
{ }

QString DrillWording::task(const core::Drill &drill) const
{
    const QString name = StepWording::techniqueName(drill.technique);
    if (!drill.step.placements.empty() && drill.step.eliminations.empty())
        return tr("Find the %1 here and place the digit it proves.").arg(name);
    if (drill.step.placements.empty())
        return tr("Find the %1 here and remove every candidate it rules out.").arg(name);
    return tr("Find the %1 here and make its step: the digits it places and the candidates it "
              "removes.")
        .arg(name);
}

QString DrillWording::verdictTitle(core::DrillVerdict verdict)
{
    switch (verdict) {
    case core::DrillVerdict::Nothing:
        return tr("Nothing changed yet");
    case core::DrillVerdict::Right:
        return tr("Right!");
    case core::DrillVerdict::Partial:
        return tr("Partly right");
    case core::DrillVerdict::Wrong:
        return tr("Not quite");
    }
    return {};
}

QString DrillWording::change(const core::UnjustifiedChange &c) const
{
    const StepWording words(m_geometry, m_naming);
    if (c.placement)
        return words.placement(c.cell, c.symbol);
    return tr("%1 from %2", "a candidate removed from a cell")
        .arg(StepWording::digit(c.symbol), words.cellName(c.cell));
}

QString DrillWording::judgement(const core::Drill &drill, const core::Judgement &j) const
{
    const StepWording words(m_geometry, m_naming);
    const QString name = StepWording::techniqueName(drill.technique);
    QStringList lines;
    switch (j.verdict) {
    case core::DrillVerdict::Nothing:
        lines << tr("Make the step on the board first: type a digit to place it, Shift+digit to "
                    "remove a candidate. Then Check.");
        break;
    case core::DrillVerdict::Right: {
        const core::Step &step = drill.alternatives.empty()
            ? drill.step
            : drill.alternatives[static_cast<std::size_t>(j.alternative)];
        lines << tr("That is the %1: %2.").arg(name, words.effects(step));
        break;
    }
    case core::DrillVerdict::Partial:
    case core::DrillVerdict::Wrong:
        for (const core::UnjustifiedChange &u : j.unjustified) {
            if (u.reason == core::UnjustifiedReason::Unsound) {
                lines << (u.placement
                        ? tr("%1 is not sound: that digit does not belong there.").arg(change(u))
                        : tr("Removing %1 is not sound: that candidate is still needed there.")
                              .arg(change(u)));
            } else {
                lines << (u.placement ? tr("%1 may be true, but the %2 here does not prove it: it "
                                           "is not this step.")
                                            .arg(change(u), name)
                                      : tr("Removing %1 may be true, but the %2 here does not "
                                           "prove it: it is not this step.")
                                            .arg(change(u), name));
            }
        }
        if (j.verdict == core::DrillVerdict::Partial || j.justifiedCount > 0) {
            const int missing = int(j.missingPlacements.size() + j.missingEliminations.size());
            if (missing > 0 && j.justifiedCount > 0)
                lines << tr("What you did of the %1 is right, but %n change(s) are still missing.",
                    nullptr, missing)
                             .arg(name);
        }
        if (j.verdict == core::DrillVerdict::Partial) {
            QStringList missing;
            // A missing digit is not named: that would give the step away. Its cell is.
            for (const core::Placement &p : j.missingPlacements)
                missing << tr("the digit of %1", "a placement still to make")
                               .arg(words.cellName(p.cell));
            for (const core::Elimination &e : j.missingEliminations)
                missing << tr("%1 from %2", "a candidate removed from a cell")
                               .arg(StepWording::digit(e.symbol), words.cellName(e.cell));
            lines << tr("Still missing: %1.").arg(StepWording::joinAnd(missing));
        }
        break;
    }
    return lines.join(QLatin1Char('\n'));
}

QString DrillWording::outcomeName(core::DrillOutcome outcome)
{
    switch (outcome) {
    case core::DrillOutcome::FoundAlone:
        return tr("found alone");
    case core::DrillOutcome::AfterWhere:
        return tr("found after Where?");
    case core::DrillOutcome::AfterShow:
        return tr("found after Show");
    case core::DrillOutcome::Missed:
        return tr("missed");
    }
    return {};
}

QString DrillWording::trendName(core::DrillTrend trend)
{
    switch (trend) {
    case core::DrillTrend::None:
        return tr("too few drills");
    case core::DrillTrend::Improving:
        return tr("improving");
    case core::DrillTrend::Steady:
        return tr("steady");
    case core::DrillTrend::Declining:
        return tr("slipping");
    }
    return {};
}

QString DrillWording::outcomeStrip(const std::vector<core::DrillOutcome> &outcomes, int last)
{
    QString strip;
    const std::size_t n = std::min(outcomes.size(), static_cast<std::size_t>(std::max(last, 0)));
    for (std::size_t i = outcomes.size() - n; i < outcomes.size(); ++i) {
        switch (outcomes[i]) {
        case core::DrillOutcome::FoundAlone:
            strip += QChar(0x25CF); // ●
            break;
        case core::DrillOutcome::AfterWhere:
            strip += QChar(0x25D1); // ◑
            break;
        case core::DrillOutcome::AfterShow:
            strip += QChar(0x25CB); // ○
            break;
        case core::DrillOutcome::Missed:
            strip += QChar(0x00D7); // ×
            break;
        }
    }
    return strip;
}

QString DrillWording::suggestionReason(const core::DrillSuggestion &s)
{
    const QString name = StepWording::techniqueName(s.technique);
    const int percent = s.recentScore < 0 ? 0 : int(s.recentScore * 100 + 0.5);
    switch (s.reason) {
    case core::DrillReason::MissedMost:
        return tr(
            "%1: you needed help or missed it in %2 of your last %n drill(s).", nullptr, s.recent)
            .arg(name)
            .arg(s.recentNotAlone);
    case core::DrillReason::Declining:
        return tr("%1: your last drills went less well than the ones before.").arg(name);
    case core::DrillReason::JustLearned:
        return tr("%1: just learned (%n drill(s) so far); practise it while it is fresh.", nullptr,
            s.drills)
            .arg(name);
    case core::DrillReason::NotYetDrilled:
        return tr("%1: your games need it, and you have not drilled it yet.").arg(name);
    case core::DrillReason::Mastered:
        return tr("%1: found well (%2%); a drill now and then keeps it fresh.")
            .arg(name)
            .arg(percent);
    }
    return {};
}
