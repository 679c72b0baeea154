#pragma once

#include "board/geometry.h"
#include "drill/drill.h"
#include "drill/drillrecord.h"

#include <QCoreApplication>
#include <QString>

// Drills in words (issue 34): what a drill asks, the judge's verdict (right; partly right with
// the missing changes named; wrong with each unjustified change named and why, without giving
// the answer away), the outcomes, trends and the reason a technique is proposed. Qt Core only.
class DrillWording final
{
    Q_DECLARE_TR_FUNCTIONS(DrillWording)

public:
    DrillWording(const core::Geometry &geometry, core::CellNaming naming);

    // "Find the X-Wing: remove the candidates it rules out." / "... place the digit it proves."
    QString task(const core::Drill &drill) const;
    // The verdict's headline ("Right!", "Partly right", "Not quite", "Nothing changed yet").
    static QString verdictTitle(core::DrillVerdict verdict);
    // The whole judgement as sentences, one per line.
    QString judgement(const core::Drill &drill, const core::Judgement &judgement) const;
    // "A3 = 5" / "5 from A3".
    QString change(const core::UnjustifiedChange &change) const;

    static QString outcomeName(core::DrillOutcome outcome);
    static QString trendName(core::DrillTrend trend);
    // The last outcomes as a strip of marks, oldest first ("✓✓○✗").
    static QString outcomeStrip(const std::vector<core::DrillOutcome> &outcomes, int last);
    // Why a technique is proposed, as a sentence that names it.
    static QString suggestionReason(const core::DrillSuggestion &suggestion);

private:
    const core::Geometry &m_geometry;
    core::CellNaming m_naming;
};
