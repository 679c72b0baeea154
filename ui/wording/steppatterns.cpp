// StepWording::patternExplanation: hint level 2 for issue 35's patterns (Empty Rectangle,
// Multi-Colouring, 3D Medusa, Unique Rectangle types 5 and 6, Avoidable Rectangles, BUG types
// 2-4).
#include "wording/stepwording.h"

#include <algorithm>

using core::Technique;

// The explanations of issue 35's patterns (Empty Rectangle, Multi-Colouring, 3D Medusa, Unique
// Rectangle types 5 and 6, Avoidable Rectangles, BUG types 2-4), from the Step fields their
// finders' headers describe; empty when the step lacks them.
QString StepWording::patternExplanation(const core::Step &step) const
{
    const QString removes = eliminationText(step, true);
    const QString digits = digitList(step.symbols);
    const std::size_t cellCount = step.cells.size();
    const auto roleDigits = [&](int role) {
        core::Mask m = 0;
        for (const auto &p : step.pattern)
            if (p.role == role)
                m |= core::bit(p.symbol);
        return m;
    };
    const QString rectangle = cellCount >= 4
        ? tr("The cells %1 form a rectangle in two rows, two columns and two boxes.")
              .arg(cellList({ step.cells.begin(), step.cells.begin() + 4 }))
        : QString();
    switch (step.technique) {
    case Technique::EmptyRectangle: {
        // units {box, the conjugate pair's line}; cells: the box's places, near, far.
        if (step.units.size() < 2 || cellCount < 2 || step.eliminations.empty())
            break;
        const int nearCell = step.cells[cellCount - 2];
        const int farCell = step.cells[cellCount - 1];
        const int target = step.eliminations.front().cell;
        const bool inColumn = m_geometry.unitKind(step.units[1]) == core::UnitKind::Column;
        const int nearLine = inColumn ? m_geometry.rowUnit(m_geometry.row(nearCell))
                                      : m_geometry.columnUnit(m_geometry.column(nearCell));
        const int farLine = inColumn ? m_geometry.columnUnit(m_geometry.column(target))
                                     : m_geometry.rowUnit(m_geometry.row(target));
        return tr("In %1, the digit %2 lies only in %3 and %4, so the %2 of %1 is in one of "
                  "these two lines. In %5, %2 has only two places, %6 and %7: if %7 is not %2, "
                  "then %6 is, which leaves %1 no %2 in %3, so its %2 is in %4. Either way %7 or "
                  "a cell of %1 in %4 is %2, and %8 sees them all: %9.")
            .arg(unitName(step.units[0]), digits, unitName(nearLine), unitName(farLine),
                unitName(step.units[1]), cellName(nearCell), cellName(farCell), cellName(target),
                removes);
    }
    case Technique::MultiColoring: {
        const QString clusters
            = tr("Where the digit %1 has exactly two places in a unit, one of them is %1. Chained "
                 "together, such pairs form separate clusters, each coloured in two colours of "
                 "which one is true throughout: here two clusters, each in blue and orange.")
                  .arg(digits);
        if (step.units.size() == 1 && cellCount >= 2)
            return clusters + QLatin1Char(' ')
                + tr("The orange %1 and %2, one from each cluster, see each other, so they are "
                     "not both %3: in one of the clusters orange is false and blue is true. So "
                     "one of the two blues is %3, and a cell that sees a blue candidate of each "
                     "cluster cannot be %3: %4.")
                      .arg(cellName(step.cells[0]), cellName(step.cells[1]), digits, removes);
        if (step.units.size() == 2 && cellCount >= 4)
            return clusters + QLatin1Char(' ')
                + tr("The orange of one cluster sees both colours of the other: %1 sees the "
                     "blue %2, and %3 sees the orange %4. One of those two colours is true, so "
                     "the first cluster's orange is false, and %5 goes from all of its cells: %6.")
                      .arg(cellName(step.cells[0]), cellName(step.cells[1]),
                          cellName(step.cells[2]), cellName(step.cells[3]), digits, removes);
        break;
    }
    case Technique::Medusa3D: {
        if (step.symbols == 0)
            break;
        const QString colours
            = tr("Colour candidates of the digits %1: where a cell has only two candidates, or a "
                 "digit only two places in a unit, one of the two is true, so such pairs chained "
                 "together take two colours, blue and orange, and one colour is true throughout.")
                  .arg(digits);
        if (step.placements.empty())
            return colours + QLatin1Char(' ')
                + tr("A candidate that both colours rule out cannot be true: it shares its cell "
                     "with a candidate of one colour or sees one of its own digit, and likewise "
                     "with the other colour. Such candidates go: %1.")
                      .arg(removes);
        if (step.cells.empty())
            break;
        const int first = step.cells[0];
        const core::Mask orangeHere = patternDigits(step, first, 1);
        QString why;
        if (!step.units.empty() && cellCount >= 2) {
            const core::Mask twice = orangeHere & patternDigits(step, step.cells[1], 1);
            why = tr("In %1 the digit %2 would be orange twice, in %3 and %4.")
                      .arg(unitName(step.units[0]), digitList(twice), cellName(first),
                          cellName(step.cells[1]));
        } else if (orangeHere != 0) {
            why = tr("The cell %1 would hold two orange candidates, %2.")
                      .arg(cellName(first), digitList(orangeHere));
        } else {
            why = tr("Every candidate of %1 sees an orange candidate of its digit: if orange were "
                     "true, %1 would have none left.")
                      .arg(cellName(first));
        }
        return colours + QLatin1Char(' ') + why + QLatin1Char(' ')
            + tr("So orange is false and blue is true: every orange candidate goes and every "
                 "blue one is placed: %1.")
                  .arg(effects(step));
    }
    case Technique::UniqueRectangle5: {
        if (cellCount < 4)
            break;
        const std::vector<int> extra = patternCells(step, 1);
        return rectangle + QLatin1Char(' ')
            + tr("All four hold %1; %2 hold one more digit, %3, and the other corners nothing "
                 "else. If none of %2 were %3, the rectangle would hold only %1, which could be "
                 "swapped: the puzzle would have two solutions, and a proper puzzle has one. So "
                 "one of %2 is %3, and a cell that sees all of them cannot be: %4.")
                  .arg(digits, cellList(extra), digitList(roleDigits(1)), removes);
    }
    case Technique::UniqueRectangle6: {
        if (cellCount < 4 || step.units.size() < 2 || step.eliminations.empty())
            break;
        const int a = step.eliminations.front().symbol;
        return rectangle + QLatin1Char(' ')
            + tr("%1 and %2, on one diagonal, hold only %3. In %4 the digit %5 has no place but "
                 "the rectangle's corners, so it fills one diagonal. If it filled the other, "
                 "%6, then %1 and %2 would hold the other digit, and the four cells could swap "
                 "their digits: two solutions, and a proper puzzle has one. So %5 goes from %6: "
                 "%7.")
                  .arg(cellName(step.cells[0]), cellName(step.cells[1]), digits,
                      unitsPhrase({ step.units[0], step.units[1] }), digit(a),
                      cellList({ step.cells[2], step.cells[3] }), removes);
    }
    case Technique::AvoidableRectangle1: {
        // cells: two corners solved as y, the corner solved as x, the open corner.
        if (cellCount < 4 || step.eliminations.empty())
            break;
        const int x = step.eliminations.front().symbol;
        const core::Mask y = step.symbols & ~core::bit(x);
        return rectangle + QLatin1Char(' ')
            + tr("%1 and %2 were solved as %3 and %4 as %5, none of them given. If %6 were %5, "
                 "the four cells would hold %5 and %3 crosswise, and nothing given would fix "
                 "which is where: they could be swapped, two solutions, and a proper puzzle has "
                 "one. So %6 is not %5: %7.")
                  .arg(cellName(step.cells[0]), cellName(step.cells[1]), digitList(y),
                      cellName(step.cells[2]), digit(x), cellName(step.cells[3]), removes);
    }
    case Technique::AvoidableRectangle2: {
        // cells: s1 (x), s2 (y), o1 opposite s1 (x and z), o2 (y and z).
        if (cellCount < 4 || step.eliminations.empty())
            break;
        const core::Mask x = patternDigits(step, step.cells[2], 0);
        const core::Mask y = patternDigits(step, step.cells[3], 0);
        const int z = step.eliminations.front().symbol;
        return rectangle + QLatin1Char(' ')
            + tr("%1 and %2 were solved as %3 and %4, neither of them given. If %5 were %3 and "
                 "%6 were %4, the four cells could swap their digits, which no given fixes: two "
                 "solutions, and a proper puzzle has one. So one of %5 and %6 is their other "
                 "candidate %7, and a cell that sees both cannot be %7: %8.")
                  .arg(cellName(step.cells[0]), cellName(step.cells[1]), digitList(x), digitList(y),
                      cellName(step.cells[2]), cellName(step.cells[3]), digit(z), removes);
    }
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4: {
        const std::vector<int> bugCells = patternCells(step, 0);
        if (bugCells.empty())
            break;
        const core::Mask extras = [&] {
            core::Mask m = 0;
            for (const auto &p : step.pattern)
                if (p.role == 1
                    && std::find(bugCells.begin(), bugCells.end(), p.cell) != bugCells.end())
                    m |= core::bit(p.symbol);
            return m;
        }();
        const QString bug
            = tr("Every empty cell but %1 has exactly two candidates. Without their extra "
                 "candidates (%2) every digit would have two places in each unit it is missing "
                 "from: a BUG, which has no solution or several, and a proper puzzle has one. So "
                 "one of %1 holds one of its extra candidates.")
                  .arg(cellList(bugCells), digitList(extras));
        if (step.technique == Technique::BugType2)
            return bug + QLatin1Char(' ')
                + tr("Their extra candidate is %1 in every one of them, so one of them is %1, "
                     "and a cell that sees all of them cannot be %1: %2.")
                      .arg(digits, removes);
        if (step.technique == Technique::BugType3) {
            std::vector<int> subset;
            for (int c : step.cells)
                if (std::find(bugCells.begin(), bugCells.end(), c) == bugCells.end())
                    subset.push_back(c);
            if (step.units.empty())
                break;
            return bug + QLatin1Char(' ')
                + tr("They all lie in %1, so together they act as one cell holding %2, which "
                     "forms a naked subset with %3: the digits %4 fill those cells and go from "
                     "the rest of %1: %5.")
                      .arg(unitName(step.units[0]), digitList(extras), cellList(subset), digits,
                          removes);
        }
        if (step.units.empty() || bugCells.size() < 2)
            break;
        return bug + QLatin1Char(' ')
            + tr("In %1 the digit %2 has no place but %3 and %4, so the one that does not take "
                 "its extra candidate is %2: each of them is %2 or its extra candidate, and its "
                 "other candidate goes: %5.")
                  .arg(unitName(step.units[0]), digits, cellName(bugCells[0]),
                      cellName(bugCells[1]), removes);
    }
    default:
        break;
    }
    return {};
}
