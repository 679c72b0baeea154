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
    case Technique::BugPlusOne:
        return tr("BUG+1");
    case Technique::RReduction:
        return tr("r-Reduction");
    case Technique::Trial:
        return tr("Trial");
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
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::XYWing:
    case Technique::XYZWing:
    case Technique::SimpleColoring: {
        const QString chain = notation(step);
        core::Mask removed = 0;
        for (const auto &e : step.eliminations)
            removed |= core::bit(e.symbol);
        if (!chain.isEmpty())
            return tr("%1 on %2: %3", "Skyscraper on 6: chain")
                .arg(name, digitsComma(removed), chain);
        break;
    }
    case Technique::UniqueRectangle1:
        return tr("%1 on %2 (%3): %4", "Unique Rectangle on 4, 7 (cells): removes")
            .arg(name, digits, cellsComma(step.cells), what);
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
    case Technique::NakedSingle:
    case Technique::Count_:
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

std::vector<int> StepWording::whereUnits(const core::Step &step) const
{
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
        return {};
    case Technique::XYWing:
    case Technique::XYZWing:
        // The pivot's box.
        if (!step.cells.empty())
            return { m_geometry.boxUnit(m_geometry.box(step.cells.front())) };
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

QString StepWording::whereToLook(const core::Step &step) const
{
    const QString name = techniqueName(step.technique);
    switch (step.technique) {
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::SimpleColoring:
        return tr("Look for a %1 on the digit %2.").arg(name, digitList(step.symbols));
    case Technique::UniqueRectangle1:
        return tr("Look for a %1 on the digits %2.").arg(name, digitList(step.symbols));
    case Technique::BugPlusOne:
        return tr("Look for a %1: almost every empty cell has two candidates.").arg(name);
    case Technique::Trial:
        return tr("No simple pattern is left: try a %1 — assume a candidate and follow the singles "
                  "until something breaks.")
            .arg(name);
    default:
        break;
    }
    const std::vector<int> units = whereUnits(step);
    if (units.empty())
        return tr("Look for a %1.").arg(name);
    if (step.technique == Technique::XYWing || step.technique == Technique::XYZWing)
        return tr("Look for a %1 with its pivot in %2.").arg(name, unitName(units.front()));
    return tr("Look for a %1 in %2.").arg(name, unitName(units.front()));
}

QString StepWording::explanation(const core::Step &step) const
{
    const QString removes = eliminationText(step, true);
    const QString digits = digitList(step.symbols);
    const auto unit = [&](std::size_t i) {
        return i < step.units.size() ? unitName(step.units[i]) : QString();
    };
    QString text;
    switch (step.technique) {
    case Technique::FullHouse:
        if (!step.placements.empty())
            text = tr("%1 is the only empty cell left in %2, so it takes the missing digit: %3.")
                       .arg(cellName(step.placements.front().cell), unit(0), placementText(step));
        break;
    case Technique::NakedSingle:
        if (!step.placements.empty()) {
            const auto &p = step.placements.front();
            text = tr("%1 has only one candidate left, %2: every other digit is already in its "
                      "row, column or box. So %3.")
                       .arg(cellName(p.cell), digit(p.symbol), placementText(step));
        }
        break;
    case Technique::HiddenSingle:
        if (!step.placements.empty()) {
            const auto &p = step.placements.front();
            text = tr("In %1, the digit %2 fits in only one cell, %3. So %4.")
                       .arg(unit(0), digit(p.symbol), cellName(p.cell), placementText(step));
        }
        break;
    case Technique::Pointing:
    case Technique::Claiming:
        text = tr("In %1, the digit %2 can only go in %3, and all of these cells lie in %4. "
                  "So %2 must be in that part of %4, and it can be removed from the other cells "
                  "of %4: %5.")
                   .arg(unit(0), digits, cellList(step.cells), unit(1), removes);
        break;
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        text = tr("In %1, the cells %2 hold only the candidates %3 between them: as many digits "
                  "as cells. Those digits must go in those cells, so they can be removed from "
                  "every other cell of %1: %4.")
                   .arg(unit(0), cellList(step.cells), digits, removes);
        break;
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        text = tr("In %1, the digits %2 fit only in the cells %3: as many cells as digits. "
                  "Those cells must hold those digits, so every other candidate can be removed "
                  "from them: %4.")
                   .arg(unit(0), digits, cellList(step.cells), removes);
        break;
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        const std::size_t n = step.units.size() / 2;
        const std::vector<int> base(step.units.begin(), step.units.begin() + long(n));
        const std::vector<int> cover(step.units.begin() + long(n), step.units.end());
        text = tr("In %1, the digit %2 can only go in the cells %3, which all lie in %4. Each "
                  "of %1 must hold a %2, each in a different one of %4, so they take every %2 "
                  "of %4. So %2 can be removed from the other cells of %4: %5.")
                   .arg(unitsPhrase(base), digits, cellList(step.cells), unitsPhrase(cover),
                       removes);
        break;
    }
    case Technique::Skyscraper:
    case Technique::TwoStringKite: {
        const std::vector<int> joined = patternCells(step, 0);
        const std::vector<int> ends = patternCells(step, 1);
        const QString lines = step.technique == Technique::Skyscraper
            ? unitsPhrase({ step.units.begin(),
                step.units.begin() + long(std::min<std::size_t>(2, step.units.size())) })
            : joinAnd({ unit(0), unit(1) });
        text = tr("The digit %1 has only two places in each of %2. The ends %3 see each other, "
                  "so at most one of them is %1; then at least one of the other ends, %4, must "
                  "be %1. A cell that sees both %4 cannot be %1: %5.")
                   .arg(digits, lines, cellList(joined), cellList(ends), removes);
        break;
    }
    case Technique::XYWing:
    case Technique::XYZWing: {
        if (step.cells.size() < 3 || step.eliminations.empty())
            break;
        const int pivot = step.cells[0];
        const int z = step.eliminations.front().symbol;
        if (step.technique == Technique::XYWing)
            text = tr("The pivot %1 holds %2. Whichever of them it is, one of the pincers %3 "
                      "and %4 becomes %5. So %5 can be removed from every cell that sees both "
                      "pincers: %6.")
                       .arg(cellName(pivot), digitList(patternDigits(step, pivot)),
                           cellName(step.cells[1]), cellName(step.cells[2]), digit(z), removes);
        else
            text = tr("The pivot %1 holds %2, and the pincers %3 and %4 each hold %5 and one of "
                      "the pivot's other digits. Whatever the pivot is, one of the three cells "
                      "is %5. So %5 can be removed from every cell that sees all three: %6.")
                       .arg(cellName(pivot), digitList(patternDigits(step, pivot)),
                           cellName(step.cells[1]), cellName(step.cells[2]), digit(z), removes);
        break;
    }
    case Technique::SimpleColoring: {
        const std::vector<int> blue = patternCells(step, 0);
        const std::vector<int> orange = patternCells(step, 1);
        bool wrap = !step.eliminations.empty();
        for (const auto &e : step.eliminations)
            if (std::find(blue.begin(), blue.end(), e.cell) == blue.end()
                && std::find(orange.begin(), orange.end(), e.cell) == orange.end())
                wrap = false;
        const QString chain = tr("Where the digit %1 has exactly two places in a unit, one of "
                                 "them is %1. Colouring such pairs alternately gives two colours, "
                                 "blue (%2) and orange (%3), and all cells of one colour are %1.")
                                  .arg(digits, cellList(blue), cellList(orange));
        if (wrap)
            text = chain + QLatin1Char(' ')
                + tr("Two cells of the same colour see each other, so that colour cannot be "
                     "true, and %1 can be removed from all of its cells: %2.")
                      .arg(digits, removes);
        else
            text = chain + QLatin1Char(' ')
                + tr("A cell that sees both colours cannot be %1: %2.").arg(digits, removes);
        break;
    }
    case Technique::UniqueRectangle1:
        if (step.cells.size() == 4)
            text = tr("The cells %1 form a rectangle across two rows, two columns and two boxes. "
                      "Three of them hold only %2. If the fourth, %3, held only those two too, "
                      "they could be swapped and the puzzle would have two solutions. So %2 can "
                      "be removed from %3: %4.")
                       .arg(cellList(step.cells), digits, cellName(step.cells[3]), removes);
        break;
    case Technique::BugPlusOne:
        if (!step.placements.empty())
            text = tr("Every empty cell except %1 has exactly two candidates. If %1 were not %2, "
                      "every cell would have two candidates and the puzzle would have two "
                      "solutions (a BUG). So %3.")
                       .arg(cellName(step.placements.front().cell),
                           digit(step.placements.front().symbol), placementText(step));
        break;
    case Technique::RReduction:
        if (!step.placements.empty())
            text = tr("%1 has only one candidate left, so %2.")
                       .arg(cellName(step.placements.front().cell), placementText(step));
        else if (step.cells.size() <= 1)
            text = tr("A digit already placed in %1 is still marked as a candidate there; it "
                      "goes: %2.")
                       .arg(unit(0), removes);
        else
            text = tr("In %1, the cells %2 hold between them exactly the digits %3, as many "
                      "digits as cells. So those digits can be removed from the other cells of "
                      "%1: %4.")
                       .arg(unit(0), cellList(step.cells), digits, removes);
        break;
    case Technique::Trial: {
        if (step.trialCell < 0)
            break;
        QString why;
        if (step.contradictionCell >= 0)
            why = tr("following the singles from there leaves %1 without any candidate")
                      .arg(cellName(step.contradictionCell));
        else if (!step.units.empty())
            why = tr("following the singles from there leaves the digit %1 no place in %2")
                      .arg(digits, unit(0));
        else
            why = tr("a search from there finds no solution");
        text = tr("Suppose %1 were %2: %3. So %1 cannot be %2: %4.")
                   .arg(cellName(step.trialCell), digit(step.trialSymbol), why, removes);
        // The singles in the order they follow (the board numbers them the same way).
        QStringList forced;
        for (std::size_t i = 1; i < step.pattern.size(); ++i)
            forced << QStringLiteral("(%1) %2").arg(i).arg(
                placement(step.pattern[i].cell, step.pattern[i].symbol));
        if (!forced.isEmpty())
            text += QLatin1Char(' ')
                + tr("The singles follow in this order: %1.").arg(joinComma(forced));
        break;
    }
    case Technique::Count_:
        break;
    }
    if (text.isEmpty())
        text = tr("%1: %2.").arg(techniqueName(step.technique), effects(step));
    const QString chain = notation(step);
    if (!chain.isEmpty())
        text += QLatin1Char('\n') + tr("As a chain: %1").arg(chain);
    return text;
}
