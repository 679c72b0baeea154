#include "wording/stepwording.h"

#include "logic/notation.h"

#include <algorithm>
#include <map>

using core::Technique;

StepWording::StepWording(const core::Geometry &geometry, core::CellNaming naming)
    : m_geometry { geometry }
    , m_naming { naming }
{ }

QString StepWording::techniqueName(Technique t)
{
    switch (t) {
    case Technique::FullHouse:
        return tr("Full House");
    case Technique::NakedSingle:
        return tr("Naked Single");
    case Technique::HiddenSingle:
        return tr("Hidden Single");
    case Technique::Pointing:
        return tr("Pointing");
    case Technique::Claiming:
        return tr("Claiming");
    case Technique::NakedPair:
        return tr("Naked Pair");
    case Technique::HiddenPair:
        return tr("Hidden Pair");
    case Technique::NakedTriple:
        return tr("Naked Triple");
    case Technique::HiddenTriple:
        return tr("Hidden Triple");
    case Technique::NakedQuad:
        return tr("Naked Quad");
    case Technique::HiddenQuad:
        return tr("Hidden Quad");
    case Technique::XWing:
        return tr("X-Wing");
    case Technique::Swordfish:
        return tr("Swordfish");
    case Technique::Jellyfish:
        return tr("Jellyfish");
    case Technique::Skyscraper:
        return tr("Skyscraper");
    case Technique::TwoStringKite:
        return tr("2-String Kite");
    case Technique::XYWing:
        return tr("XY-Wing");
    case Technique::XYZWing:
        return tr("XYZ-Wing");
    case Technique::SimpleColoring:
        return tr("Simple Colouring");
    case Technique::UniqueRectangle1:
        return tr("Unique Rectangle Type 1");
    case Technique::UniqueRectangle2:
        return tr("Unique Rectangle Type 2");
    case Technique::UniqueRectangle3:
        return tr("Unique Rectangle Type 3");
    case Technique::UniqueRectangle4:
        return tr("Unique Rectangle Type 4");
    case Technique::HiddenRectangle:
        return tr("Hidden Rectangle");
    case Technique::BugPlusOne:
        return tr("BUG+1");
    case Technique::RemotePair:
        return tr("Remote Pair");
    case Technique::TurbotFish:
        return tr("Turbot Fish");
    case Technique::FinnedXWing:
        return tr("Finned X-Wing");
    case Technique::SashimiXWing:
        return tr("Sashimi X-Wing");
    case Technique::WWing:
        return tr("W-Wing");
    case Technique::FinnedSwordfish:
        return tr("Finned Swordfish");
    case Technique::SashimiSwordfish:
        return tr("Sashimi Swordfish");
    case Technique::FinnedJellyfish:
        return tr("Finned Jellyfish");
    case Technique::SashimiJellyfish:
        return tr("Sashimi Jellyfish");
    case Technique::SueDeCoq:
        return tr("Sue de Coq");
    case Technique::XChain:
        return tr("X-Chain");
    case Technique::XYChain:
        return tr("XY-Chain");
    case Technique::ContinuousNiceLoop:
        return tr("Continuous Nice Loop");
    case Technique::AlternatingInferenceChain:
        return tr("Alternating Inference Chain");
    case Technique::AlsXZ:
        return tr("ALS-XZ");
    case Technique::AlsXYWing:
        return tr("ALS-XY-Wing");
    case Technique::AlsAic:
        return tr("ALS-AIC");
    case Technique::DeathBlossom:
        return tr("Death Blossom");
    case Technique::FrankenFish:
        return tr("Franken Fish");
    case Technique::FinnedFrankenFish:
        return tr("Finned Franken Fish");
    case Technique::MutantFish:
        return tr("Mutant Fish");
    case Technique::FinnedMutantFish:
        return tr("Finned Mutant Fish");
    case Technique::KrakenFish:
        return tr("Kraken Fish");
    case Technique::MultiSectorLockedSet:
        return tr("Multi-Sector Locked Set");
    case Technique::ForcingChain:
        return tr("Forcing Chain");
    case Technique::ForcingNet:
        return tr("Forcing Net");
    case Technique::RReduction:
        return tr("r-Reduction");
    case Technique::Trial:
        return tr("Trial");
    // Issue 35's patterns.
    case Technique::EmptyRectangle:
        return tr("Empty Rectangle");
    case Technique::MultiColoring:
        return tr("Multi-Colouring");
    case Technique::Medusa3D:
        return tr("3D Medusa");
    case Technique::UniqueRectangle5:
        return tr("Unique Rectangle Type 5");
    case Technique::UniqueRectangle6:
        return tr("Unique Rectangle Type 6");
    case Technique::AvoidableRectangle1:
        return tr("Avoidable Rectangle Type 1");
    case Technique::AvoidableRectangle2:
        return tr("Avoidable Rectangle Type 2");
    case Technique::BugType2:
        return tr("BUG Type 2");
    case Technique::BugType3:
        return tr("BUG Type 3");
    case Technique::BugType4:
        return tr("BUG Type 4");
    case Technique::Count_:
        break;
    }
    return tr("Unknown technique");
}

QString StepWording::levelName(core::Level level)
{
    switch (level) {
    case core::Level::Easy:
        return tr("Easy");
    case core::Level::Medium:
        return tr("Medium");
    case core::Level::Hard:
        return tr("Hard");
    case core::Level::Expert:
        return tr("Expert");
    case core::Level::Extreme:
        return tr("Extreme");
    }
    return {};
}

QString StepWording::digit(int symbol)
{
    return QString(QChar::fromLatin1(core::Geometry::symbolChar(symbol)));
}

QString StepWording::cellName(int cell) const
{
    return QString::fromStdString(m_geometry.cellName(cell, m_naming));
}

QString StepWording::placement(int cell, int symbol) const
{
    return tr("%1 = %2", "cell = digit").arg(cellName(cell), digit(symbol));
}

QString StepWording::unitName(int unit) const
{
    const core::UnitName name = core::unitName(m_geometry, unit, m_naming);
    const QString label = QString::fromStdString(name.label);
    switch (name.kind) {
    case core::UnitKind::Row:
        return tr("row %1").arg(label);
    case core::UnitKind::Column:
        return tr("column %1").arg(label);
    case core::UnitKind::Box:
        return tr("box %1").arg(label);
    }
    return {};
}

QString StepWording::joinAnd(const QStringList &items)
{
    if (items.isEmpty())
        return {};
    if (items.size() == 1)
        return items.front();
    return tr("%1 and %2", "list")
        .arg(items.mid(0, items.size() - 1).join(tr(", ", "list separator")), items.back());
}

QString StepWording::joinComma(const QStringList &items)
{
    return items.join(tr(", ", "list separator"));
}

QString StepWording::cellList(const std::vector<int> &cells) const
{
    QStringList names;
    for (int c : cells)
        names << cellName(c);
    return joinAnd(names);
}

QString StepWording::cellsComma(const std::vector<int> &cells) const
{
    QStringList names;
    for (int c : cells)
        names << cellName(c);
    return joinComma(names);
}

namespace {

QStringList digitsOf(core::Mask digits)
{
    QStringList items;
    for (int s = 1; s <= core::kMaxSide; ++s)
        if (digits & core::bit(s))
            items << StepWording::digit(s);
    return items;
}

} // namespace

QString StepWording::digitList(core::Mask digits) const
{
    return joinAnd(digitsOf(digits));
}

QString StepWording::digitsComma(core::Mask digits) const
{
    return joinComma(digitsOf(digits));
}

QString StepWording::unitsPhrase(const std::vector<int> &units) const
{
    if (units.empty())
        return {};
    const auto kind = m_geometry.unitKind(units.front());
    const bool same = std::all_of(
        units.begin(), units.end(), [&](int u) { return m_geometry.unitKind(u) == kind; });
    QStringList names;
    if (!same || units.size() == 1) {
        for (int u : units)
            names << unitName(u);
        return joinAnd(names);
    }
    for (int u : units)
        names << QString::fromStdString(core::unitName(m_geometry, u, m_naming).label);
    switch (kind) {
    case core::UnitKind::Row:
        return tr("rows %1").arg(joinAnd(names));
    case core::UnitKind::Column:
        return tr("columns %1").arg(joinAnd(names));
    case core::UnitKind::Box:
        return tr("boxes %1").arg(joinAnd(names));
    }
    return {};
}

std::vector<int> StepWording::patternCells(const core::Step &step, int role) const
{
    std::vector<int> cells;
    for (const auto &p : step.pattern)
        if ((role < 0 || p.role == role)
            && std::find(cells.begin(), cells.end(), p.cell) == cells.end())
            cells.push_back(p.cell);
    return cells;
}

core::Mask StepWording::patternDigits(const core::Step &step, int cell, int role) const
{
    core::Mask m = 0;
    for (const auto &p : step.pattern)
        if (p.cell == cell && (role < 0 || p.role == role))
            m |= core::bit(p.symbol);
    return m;
}

QString StepWording::eliminationText(const core::Step &step, bool prose) const
{
    if (step.eliminations.empty())
        return {};
    // Grouped by digit ("4 from A3, F3; 7 from F6") or by cell ("3, 8 from C4"), whichever
    // needs fewer groups.
    std::map<int, std::vector<int>> bySymbol;
    std::map<int, core::Mask> byCell;
    for (const auto &e : step.eliminations) {
        bySymbol[e.symbol].push_back(e.cell);
        byCell[e.cell] |= core::bit(e.symbol);
    }
    QStringList groups;
    if (byCell.size() < bySymbol.size()) {
        for (const auto &[cell, mask] : byCell)
            groups << tr("%1 from %2", "remove digits from cells")
                          .arg(prose ? digitList(mask) : digitsComma(mask), cellName(cell));
    } else {
        for (auto &[symbol, cells] : bySymbol) {
            std::sort(cells.begin(), cells.end());
            groups << tr("%1 from %2", "remove digits from cells")
                          .arg(digit(symbol), prose ? cellList(cells) : cellsComma(cells));
        }
    }
    return groups.join(tr("; ", "groups of removals"));
}

QString StepWording::placementText(const core::Step &step) const
{
    QStringList items;
    for (const auto &p : step.placements)
        items << placement(p.cell, p.symbol);
    return joinComma(items);
}

QString StepWording::effects(const core::Step &step) const
{
    const QString place = placementText(step);
    const QString remove = eliminationText(step);
    if (!place.isEmpty() && !remove.isEmpty())
        return tr("%1; removes %2").arg(place, remove);
    if (!place.isEmpty())
        return place;
    return remove.isEmpty() ? QString() : tr("removes %1").arg(remove);
}

QString StepWording::notation(const core::Step &step) const
{
    return QString::fromStdString(core::stepNotation(step, m_geometry, m_naming));
}

QString StepWording::trialLine(const core::Step &step, const QString &name) const
{
    const QString what = effects(step);
    const QString assumption
        = step.trialCell >= 0 ? placement(step.trialCell, step.trialSymbol) : QString();
    if (step.contradictionCell < 0 && step.units.empty())
        return tr("%1: assuming %2 leaves no solution (found by a deeper trial, a search): %3")
            .arg(name, assumption, what);
    QString reason;
    if (step.contradictionCell >= 0)
        reason = tr("%1 has no candidate left").arg(cellName(step.contradictionCell));
    else if (step.symbols != 0)
        reason
            = tr("no place for %1 in %2").arg(digitsComma(step.symbols), unitName(step.units[0]));
    else
        reason = tr("no value fits");
    const int forced = step.pattern.empty() ? 0 : int(step.pattern.size()) - 1;
    if (forced == 0)
        return tr("%1: assuming %2 leads at once to a contradiction (%3): %4")
            .arg(name, assumption, reason, what);
    return tr(
        "%1: assuming %2 forces %n single(s) and then a contradiction (%3): %4", nullptr, forced)
        .arg(name, assumption, reason, what);
}

core::Mask StepWording::headerDigits(const core::Step &step)
{
    core::Mask effects = 0;
    for (const auto &e : step.eliminations)
        effects |= core::bit(e.symbol);
    for (const auto &p : step.placements)
        effects |= core::bit(p.symbol);
    // A forcing chain or net is named by what it proves: its branches may touch every digit.
    if (core::isForcing(step.technique))
        return effects;
    core::Mask digits = step.symbols;
    if (digits == 0)
        for (const auto &chain : step.chains)
            for (const auto &node : chain.nodes)
                digits |= node.als ? node.als : core::bit(node.digit);
    return digits != 0 ? digits : effects;
}

QString StepWording::line(const core::Step &step) const
{
    const QString name = techniqueName(step.technique);
    const QString what = effects(step);
    const QString digits = digitsComma(step.symbols);
    const auto unit = [&](std::size_t i) { return unitName(step.units[i]); };
    switch (step.technique) {
    case Technique::FullHouse:
        if (!step.units.empty())
            return tr("%1: %2 (last open cell of %3)").arg(name, what, unit(0));
        break;
    case Technique::HiddenSingle:
        if (!step.units.empty() && !step.placements.empty())
            return tr("%1: %2 (the only place for %3 in %4)")
                .arg(name, what, digit(step.placements.front().symbol), unit(0));
        break;
    case Technique::Pointing:
    case Technique::Claiming:
        // units: the unit holding all the digit's places, then the one they are confined to.
        if (step.units.size() >= 2)
            return tr("%1: %2 in %3 only in %4: %5", "Pointing: 4 in box 1 only in row A: removes")
                .arg(name, digits, unit(0), unit(1), what);
        break;
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::NakedQuad:
    case Technique::HiddenQuad:
        if (!step.units.empty())
            return tr("%1 %2 in %3 (%4): %5", "Naked Pair 2, 7 in row A (A1, A4): removes")
                .arg(name, digits, unit(0), cellsComma(step.cells), what);
        break;
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        // units: n base lines, then n cover lines. The X-Wing's loop is in the explanation:
        // the lines say it plainer here.
        const std::size_t n = step.units.size() / 2;
        if (n > 0)
            return tr("%1 on %2 in %3: %4", "X-Wing on 4 in rows B and H: removes")
                .arg(name, digits,
                    unitsPhrase({ step.units.begin(), step.units.begin() + long(n) }), what);
        break;
    }
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish: {
        // units: n base lines, n cover lines, the fins' box.
        const std::size_t n = step.units.size() / 2;
        if (n > 0)
            return tr("%1 on %2 in %3 (fin(s) %4): %5",
                "Finned X-Wing on 5 in rows B and H (fin H8): removes",
                int(patternCells(step, 1).size()))
                .arg(name, digits,
                    unitsPhrase({ step.units.begin(), step.units.begin() + long(n) }),
                    cellsComma(patternCells(step, 1)), what);
        break;
    }
    case Technique::SueDeCoq:
        // units: the line, then the box; cells: the intersection's, the line's, the box's.
        if (step.units.size() >= 2)
            return tr("%1 on %2 in %3 and %4 (%5): %6",
                "Sue de Coq on 1, 2, 3, 4 in row A and box 1 (A1, A2, A5, B2): removes")
                .arg(name, digits, unit(0), unit(1), cellsComma(step.cells), what);
        break;
    case Technique::FrankenFish:
    case Technique::FinnedFrankenFish:
    case Technique::MutantFish:
    case Technique::FinnedMutantFish: {
        // units: n base sets, then n cover sets; the fins are the pattern's role 1.
        const std::size_t n = step.units.size() / 2;
        if (n == 0)
            break;
        const QString base = unitsPhrase({ step.units.begin(), step.units.begin() + long(n) });
        const QString cover = unitsPhrase({ step.units.begin() + long(n), step.units.end() });
        const std::vector<int> fins = patternCells(step, 1);
        if (fins.empty())
            return tr("%1 on %2, base %3, cover %4: %5",
                "Franken Fish on 5, base row A and box 4, cover columns 1 and 3: removes")
                .arg(name, digits, base, cover, what);
        return tr("%1 on %2, base %3, cover %4 (fin(s) %5): %6",
            "Finned Franken Fish on 5, base row A and box 4, cover columns 1 and 3 (fin B2): "
            "removes",
            int(fins.size()))
            .arg(name, digits, base, cover, cellsComma(fins), what);
    }
    case Technique::KrakenFish: {
        // units: n base lines, then n cover lines; the chains (one per fin) and the result.
        const std::size_t n = step.units.size() / 2;
        const QString chain = notation(step);
        const std::vector<int> fins = patternCells(step, 1);
        if (n > 0 && !chain.isEmpty())
            return tr("%1 on %2 in %3 (fin(s) %4): %5",
                "Kraken Fish on 6 in rows B, C and H (fins C8, H2): chains => result",
                int(fins.size()))
                .arg(name, digits,
                    unitsPhrase({ step.units.begin(), step.units.begin() + long(n) }),
                    cellsComma(fins), chain);
        if (!chain.isEmpty()) { // no lines given: worded as the other chains are
            core::Mask removed = 0;
            for (const auto &e : step.eliminations)
                removed |= core::bit(e.symbol);
            return tr("%1 on %2: %3", "Skyscraper on 6: chain")
                .arg(name, digitsComma(removed), chain);
        }
        break;
    }
    case Technique::MultiSectorLockedSet: {
        // units: the rows, then the columns.
        std::vector<int> rows;
        std::vector<int> columns;
        for (int u : step.units)
            (m_geometry.unitKind(u) == core::UnitKind::Row ? rows : columns).push_back(u);
        if (!rows.empty() && !columns.empty())
            return tr("%1 where %2 cross %3 (%n cell(s)): %4",
                "Multi-Sector Locked Set where rows A and B cross columns 2 and 5 (4 cells): "
                "removes",
                int(step.cells.size()))
                .arg(name, unitsPhrase(rows), unitsPhrase(columns), what);
        break;
    }
    case Technique::UniqueRectangle1:
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
    case Technique::HiddenRectangle:
    case Technique::UniqueRectangle5:
    case Technique::UniqueRectangle6:
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4:
        return tr("%1 on %2 (%3): %4", "Unique Rectangle on 4, 7 (cells): removes")
            .arg(name, digits, cellsComma(step.cells), what);
    case Technique::Medusa3D:
        // The chains (one per result) are in the explanation: the line names the colour wrap.
        if (step.symbols != 0 && !step.placements.empty())
            return tr("%1 on %2, a colour wrap: %3", "3D Medusa on 2, 7, a colour wrap: places")
                .arg(name, digits, what);
        if (step.symbols != 0)
            return tr("%1 on %2: %3", "3D Medusa on 2, 7: removes").arg(name, digits, what);
        // Without its digits: its chain, as the other chain techniques are worded.
        if (const QString chain = notation(step); !chain.isEmpty())
            return tr("%1 on %2: %3", "Skyscraper on 6: chain")
                .arg(name, digitsComma(headerDigits(step)), chain);
        break;
    case Technique::BugPlusOne:
        if (!step.placements.empty())
            return tr("%1: every other open cell has two candidates, so %2").arg(name, what);
        break;
    case Technique::RReduction:
        if (!step.units.empty() && !step.cells.empty())
            return tr("%1 (r = %n) in %2: %3 hold(s) only %4: %5", nullptr, int(step.cells.size()))
                .arg(name, unit(0), cellsComma(step.cells), digits, what);
        break;
    case Technique::Trial:
        return trialLine(step, name);
    default:
        // The techniques the core writes as chains (core::hasChainNotation; X-Wing is worded by
        // its lines above): the pattern's digits (headerDigits) and the chain.
        if (core::hasChainNotation(step.technique)) {
            const QString chain = notation(step);
            if (!chain.isEmpty())
                return tr("%1 on %2: %3", "Skyscraper on 6: chain")
                    .arg(name, digitsComma(headerDigits(step)), chain);
        }
        break;
    }
    return what.isEmpty() ? name : tr("%1: %2", "technique: effects").arg(name, what);
}

QString StepWording::historyEntry(const core::Step &step) const
{
    return line(step);
}

QString StepWording::appliedTitle(const core::Step &step) const
{
    return tr("Applied: %1").arg(techniqueName(step.technique));
}
