// StepWording's hint texts: where to look (hint level 1, with the units the board shades) and
// the explanation of a step on the player's position, where it rests on their pencil marks
// (level 2). The explanation of each technique is in stepexplanation.cpp, that of issue 35's
// patterns in steppatterns.cpp; technique names, phrases and the one-line form of a step are in
// stepwording.cpp.
#include "wording/stepwording.h"

#include "logic/restingmarks.h"

#include <algorithm>

using core::Technique;

std::vector<int> StepWording::whereUnits(const core::Step &step) const
{
    // Named by its digits ("on the digits 5 and 8"): their candidates are shaded instead.
    if (whereDigits(step) != 0)
        return {};
    switch (step.technique) {
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::SimpleColoring:
    case Technique::UniqueRectangle1:
    case Technique::BugPlusOne:
    case Technique::Trial:
    case Technique::MultiColoring:
    case Technique::Medusa3D:
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4:
        return {};
    case Technique::XYWing:
    case Technique::XYZWing:
    case Technique::DeathBlossom:
        // The pivot's (the stem's) box.
        if (!step.cells.empty())
            return { m_geometry.boxUnit(m_geometry.box(step.cells.front())) };
        return {};
    case Technique::MultiSectorLockedSet:
        // Its rows and columns.
        return step.units;
    case Technique::SueDeCoq:
        // The line and the box that meet.
        if (step.units.size() >= 2)
            return { step.units[0], step.units[1] };
        return {};
    case Technique::NakedSingle:
        // A naked single belongs to no unit: the box of its cell.
        if (!step.placements.empty())
            return { m_geometry.boxUnit(m_geometry.box(step.placements.front().cell)) };
        break;
    default:
        break;
    }
    if (!step.units.empty())
        return { step.units.front() };
    return {};
}

std::vector<int> StepWording::whereCells(const core::Step &step) const
{
    if (whereDigits(step) != 0 || !whereUnits(step).empty())
        return {};
    switch (step.technique) {
    case Technique::ForcingChain:
    case Technique::ForcingNet:
        if (!step.cells.empty())
            return { step.cells.front() };
        break;
    case Technique::Trial:
        if (step.trialCell >= 0)
            return { step.trialCell };
        break;
    default:
        break;
    }
    // The first set or node of its chains, else its cells.
    for (const auto &chain : step.chains)
        if (!chain.nodes.empty() && !chain.nodes.front().cells.empty())
            return chain.nodes.front().cells;
    if (!step.cells.empty())
        return { step.cells.front() };
    if (step.trialCell >= 0)
        return { step.trialCell };
    if (!step.placements.empty())
        return { step.placements.front().cell };
    return {};
}

core::Mask StepWording::whereDigits(const core::Step &step) const
{
    switch (step.technique) {
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::SimpleColoring:
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish:
    case Technique::TurbotFish:
    case Technique::XChain:
    case Technique::UniqueRectangle1:
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
    case Technique::HiddenRectangle:
    case Technique::RemotePair:
    case Technique::WWing:
    case Technique::XYChain:
    case Technique::AlternatingInferenceChain:
    case Technique::EmptyRectangle:
    case Technique::MultiColoring:
    case Technique::FrankenFish:
    case Technique::FinnedFrankenFish:
    case Technique::MutantFish:
    case Technique::FinnedMutantFish:
    case Technique::KrakenFish:
    case Technique::ContinuousNiceLoop:
    case Technique::AlsAic:
    case Technique::Medusa3D:
    case Technique::UniqueRectangle5:
    case Technique::UniqueRectangle6:
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
        return step.symbols;
    default:
        return 0;
    }
}

// The technique's name after an indefinite article as the language writes it: "an X-Wing", "a
// Skyscraper" in English, chosen by the name's first sound (a vowel, or X said "ex"; U as in
// "Unique" is not); German and Japanese write the name alone.
QString StepWording::withArticle(core::Technique technique)
{
    const QString name = techniqueName(technique);
    const QChar first = name.isEmpty() ? QChar() : name.front().toUpper();
    if (QStringLiteral("AEIOX").contains(first))
        return tr("an %1",
            "an indefinite article before a technique's name that starts with a "
            "vowel sound: an X-Wing")
            .arg(name);
    return tr("a %1", "an indefinite article before a technique's name: a Skyscraper").arg(name);
}

QString StepWording::whereToLook(const core::Step &step) const
{
    const QString name = withArticle(step.technique);
    // The techniques named by their digits (whereDigits: the board shades those candidates).
    if (const core::Mask digits = whereDigits(step); digits != 0)
        return core::popcount(digits) == 1
            ? tr("Look for %1 on the digit %2.").arg(name, digitList(digits))
            : tr("Look for %1 on the digits %2.").arg(name, digitList(digits));
    switch (step.technique) {
    case Technique::MultiSectorLockedSet: {
        std::vector<int> rows;
        std::vector<int> columns;
        for (int u : step.units)
            (m_geometry.unitKind(u) == core::UnitKind::Row ? rows : columns).push_back(u);
        if (!rows.empty() && !columns.empty())
            return tr("Look for %1 where %2 cross %3.")
                .arg(name, unitsPhrase(rows), unitsPhrase(columns));
        break;
    }
    case Technique::SueDeCoq:
        if (step.units.size() >= 2)
            return tr("Look for %1 where %2 meets %3.")
                .arg(name, unitName(step.units[0]), unitName(step.units[1]));
        break;
    case Technique::ForcingChain:
    case Technique::ForcingNet:
        if (!step.cells.empty())
            return tr("No pattern is left: try %1 from %2 and follow every possibility link "
                      "by link.")
                .arg(name, cellName(step.cells.front()));
        if (const std::vector<int> cells = whereCells(step); !cells.empty())
            return tr("No pattern is left: try %1 from %2 and follow every possibility link "
                      "by link.")
                .arg(name, cellList(cells));
        break;
    case Technique::BugPlusOne:
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4:
        return tr("Look for %1: almost every empty cell has two candidates.").arg(name);
    case Technique::Trial:
        if (step.trialCell >= 0)
            return tr("No simple pattern is left: try %1 in %2 — assume one of its candidates "
                      "and follow the singles until something breaks.")
                .arg(name, cellName(step.trialCell));
        return tr("No simple pattern is left: try %1 — assume a candidate and follow the singles "
                  "until something breaks.")
            .arg(name);
    default:
        break;
    }
    const std::vector<int> units = whereUnits(step);
    if (units.empty()) {
        if (const std::vector<int> cells = whereCells(step); !cells.empty())
            return tr("Look for %1 around %2.").arg(name, cellList(cells));
        return tr("Look for %1.").arg(name);
    }
    if (step.technique == Technique::XYWing || step.technique == Technique::XYZWing)
        return tr("Look for %1 with its pivot in %2.").arg(name, unitName(units.front()));
    if (step.technique == Technique::DeathBlossom)
        return tr("Look for %1 with its stem in %2.").arg(name, unitName(units.front()));
    return tr("Look for %1 in %2.").arg(name, unitName(units.front()));
}

QString StepWording::explanation(const core::Step &step, const core::Board &position) const
{
    const std::vector<core::Elimination> own = core::marksRestedOn(step, position);
    if (own.empty())
        return explanation(step);
    const QString text = marksExplanation(step, own);
    // The removals nothing justifies (the solution's digit: core::unjustifiedMarks). The note
    // names the removal the player made and says nothing rules it out; it never says which digit
    // the cell holds. It is part of the explanation (level 2) only: level 1 names where to look
    // and says nothing of the marks, so it reveals nothing.
    const std::vector<core::Elimination> wrong = core::unjustifiedMarks(own, position);
    if (wrong.empty())
        return text;
    core::Step removed;
    removed.eliminations = wrong;
    return text + QLatin1Char('\n')
        + tr("Note: you have removed %1, but nothing on the board rules that out. Check your "
             "pencil marks before you rely on this step.")
              .arg(eliminationText(removed, true));
}

QString StepWording::marksExplanation(
    const core::Step &step, const std::vector<core::Elimination> &own) const
{
    core::Step removed;
    removed.eliminations = own;
    const QString marks = eliminationText(removed, true);
    if (step.technique == Technique::NakedSingle && !step.placements.empty()) {
        const auto &p = step.placements.front();
        return tr("Your pencil marks leave only %1 in %2: they have removed %3, and no digit in "
                  "its row, column or box rules that out. So %4.")
            .arg(digit(p.symbol), cellName(p.cell), marks, placementText(step));
    }
    if (step.technique == Technique::HiddenSingle && !step.placements.empty()
        && !step.units.empty()) {
        const auto &p = step.placements.front();
        return tr("In %1, your pencil marks leave the digit %2 only one place, %3: they have "
                  "removed %4, and no digit rules that out. So %5.")
            .arg(unitName(step.units.front()), digit(p.symbol), cellName(p.cell), marks,
                placementText(step));
    }
    return explanation(step) + QLatin1Char('\n')
        + tr("This rests on your pencil marks, not only on the digits: they have removed %1, "
             "and no digit rules that out.")
              .arg(marks);
}
