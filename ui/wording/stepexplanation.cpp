// StepWording::explanation: hint level 2, the whole reasoning of a step in full sentences, one
// case per technique (issue 35's patterns in steppatterns.cpp; on the player's own pencil marks
// in stephints.cpp).
#include "wording/stepwording.h"

#include <algorithm>

using core::Technique;

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
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish: {
        const std::size_t n = step.units.size() / 2;
        if (n == 0)
            break;
        const std::vector<int> base(step.units.begin(), step.units.begin() + long(n));
        const std::vector<int> cover(
            step.units.begin() + long(n), step.units.begin() + long(2 * n));
        text = tr("In %1, the digit %2 can only go in %3, apart from the fin(s) %4 in %5. If "
                  "no fin is %2, the lines form a plain fish and %2 goes from the rest of %3; if "
                  "a fin is %2, it sees every other cell of %5. Either way %2 can be removed from "
                  "the cells of %3 inside %5: %6.",
            nullptr, int(patternCells(step, 1).size()))
                   .arg(unitsPhrase(base), digits, unitsPhrase(cover),
                       cellList(patternCells(step, 1)), unit(2 * n), removes);
        break;
    }
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
        if (step.cells.size() < 4)
            break;
        text = tr("The cells %1 form a rectangle in two rows, two columns and two boxes, and "
                  "all four hold %2. If the roof cells %3 held nothing else, the two digits could "
                  "be swapped and the puzzle would have two solutions.")
                   .arg(cellList({ step.cells.begin(), step.cells.begin() + 4 }), digits,
                       cellList({ step.cells[2], step.cells[3] }));
        text += QLatin1Char(' ');
        if (step.technique == Technique::UniqueRectangle2)
            text += tr("So one roof cell holds their one extra digit, and a cell that sees both "
                       "roof cells cannot hold it: %1.")
                        .arg(removes);
        else if (step.technique == Technique::UniqueRectangle3)
            text += tr("So the roof holds one of its extra digits: together it acts as one cell, "
                       "which forms a naked subset with %1 in %2, and those digits can be "
                       "removed from the other cells of %2: %3.")
                        .arg(cellList({ step.cells.begin() + 4, step.cells.end() }), unit(4),
                            removes);
        else
            text += tr("In %1 one of the two digits fits only in the roof, so one roof cell "
                       "holds it; the other digit in the other roof cell would make the "
                       "rectangle, so it goes from both: %2.")
                        .arg(unit(4), removes);
        break;
    case Technique::HiddenRectangle:
        if (step.cells.size() == 4)
            text = tr("The cells %1 form a rectangle, and %2 holds only %3. Through the opposite "
                      "corner %4, one of those digits fits only in the rectangle's corners in "
                      "its row and its column. If %4 held the other digit, the four corners "
                      "could be swapped: two solutions. So that digit goes from %4: %5.")
                       .arg(cellList(step.cells), cellName(step.cells[0]), digits,
                           cellName(step.cells[3]), removes);
        break;
    case Technique::RemotePair:
        text = tr("The cells %1 all hold only %2 and follow one another, each seeing the next, "
                  "so their digits alternate. The two ends hold different digits, so a cell "
                  "that sees both ends can hold neither: %3.")
                   .arg(cellList(step.cells), digits, removes);
        break;
    case Technique::TurbotFish:
    case Technique::WWing:
    case Technique::XChain:
    case Technique::XYChain:
    case Technique::AlternatingInferenceChain:
        text = tr("Follow the chain below: '=' joins two candidates of which at least one is "
                  "true, '-' two of which at most one is. Starting from either end as false, "
                  "the links force the other end true, so one of the ends is true and every "
                  "candidate that sees both ends is false. The result: %1.")
                   .arg(effects(step));
        break;
    case Technique::AlsXZ:
    case Technique::AlsXYWing: {
        QStringList sets;
        for (const auto &chain : step.chains)
            for (std::size_t i = 0; i < chain.nodes.size(); ++i)
                if (chain.nodes[i].als
                    && (i == 0 || chain.nodes[i].cells != chain.nodes[i - 1].cells))
                    if (!sets.contains(cellList(chain.nodes[i].cells)))
                        sets << cellList(chain.nodes[i].cells);
        text = tr("An almost locked set is a group of cells in one unit holding one digit more "
                  "than it has cells: once one of its digits is gone, the others are locked in "
                  "it. The sets %1 share a digit that can be in only one of them, so one set is "
                  "always locked, and a digit that both could then hold is in one of them. A "
                  "cell that sees all its places in the sets cannot hold it: %2.")
                   .arg(joinAnd(sets), removes);
        break;
    }
    case Technique::SueDeCoq: {
        // cells: the intersection's (pattern role 0), then the line's and the box's (role 1).
        if (step.units.size() < 2)
            break;
        std::vector<int> meet, line, box;
        const auto &lineCells = m_geometry.unit(step.units[0]);
        for (int c : step.cells) {
            const bool inLine = std::find(lineCells.begin(), lineCells.end(), c) != lineCells.end();
            const bool inBox = m_geometry.boxUnit(m_geometry.box(c)) == step.units[1];
            (inLine && inBox ? meet : inLine ? line : box).push_back(c);
        }
        core::Mask meetDigits = 0, lineDigits = 0, boxDigits = 0;
        for (const auto &p : step.pattern) {
            if (std::find(meet.begin(), meet.end(), p.cell) != meet.end())
                meetDigits |= core::bit(p.symbol);
            else if (std::find(line.begin(), line.end(), p.cell) != line.end())
                lineDigits |= core::bit(p.symbol);
            else
                boxDigits |= core::bit(p.symbol);
        }
        text = tr("Where %1 meets %2, the cells %3 hold %4: two digits more than cells. The "
                  "rest of %1 adds %5 (with %6), the rest of %2 adds %7 (with %8), and these two "
                  "parts have no digit in common. Together all these cells hold exactly as many "
                  "digits as there are cells, and no digit can be in two of them (the line's "
                  "cells see each other, the box's cells see each other, and the two parts share "
                  "no digit), so each of these digits is in them exactly once. A digit the box's "
                  "part lacks is in the line, and one the line's part lacks is in the box: they "
                  "go from the other cells of %1 and %2: %9.")
                   .arg(unit(0), unit(1), cellList(meet), digitList(meetDigits), cellList(line),
                       digitList(lineDigits), cellList(box), digitList(boxDigits), removes);
        break;
    }
    case Technique::ContinuousNiceLoop:
        text = tr("The chain below closes into a loop: '=' joins two candidates of which at "
                  "least one is true, '-' two of which at most one is, alternating all the way "
                  "round. In such a loop every '-' link also has exactly one true end, so a "
                  "candidate that sees both ends of a '-' link is false, and where a '-' link "
                  "joins two digits of one cell, the cell's other digits are. The result: %1.")
                   .arg(effects(step));
        break;
    case Technique::AlsAic: {
        const bool loop = !step.chains.empty() && step.chains[0].nodes.size() > 2
            && step.chains[0].nodes.front() == step.chains[0].nodes.back();
        text = tr("An almost locked set (ALS) is a group of N cells of one unit holding N+1 "
                  "digits: once one of its digits is gone, the others are locked in it. In the "
                  "chain below an ALS is written as its cells after '(x=yz)': if x is not in the "
                  "set, y and z are. '=' joins two nodes of which at least one is true, '-' two "
                  "of which at most one is.");
        text += QLatin1Char(' ');
        if (loop)
            text += tr("The chain closes into a loop, so every '-' link has exactly one true "
                       "end, and each set in the loop is locked on its digits other than the "
                       "two it is entered and left by. What sees both ends of a '-' link, or "
                       "every place of a locked digit in its set, is false: %1.")
                        .arg(effects(step));
        else
            text += tr("Starting from either end as false, the links force the other end true, "
                       "so one of the ends is true and every candidate that sees both ends is "
                       "false: %1.")
                        .arg(effects(step));
        break;
    }
    case Technique::DeathBlossom: {
        // cells: the stem first; a chain per stem digit: (d)stem - (d=..z)petal.
        if (step.cells.empty() || step.chains.empty() || step.eliminations.empty())
            break;
        const int stem = step.cells.front();
        const int z = step.eliminations.front().symbol;
        QStringList petals;
        core::Mask stemDigits = 0;
        for (const auto &chain : step.chains)
            if (chain.nodes.size() >= 2) {
                stemDigits |= core::bit(chain.nodes[0].digit);
                petals << tr("%1 for %2", "a petal's cells for a digit of the stem")
                              .arg(cellList(chain.nodes[1].cells), digit(chain.nodes[0].digit));
            }
        text
            = tr("The stem %1 holds %2. For each of these digits there is a petal, an almost "
                 "locked set (N cells of one unit with N+1 digits) whose every cell with that "
                 "digit sees the stem: %3. Whatever the stem holds, that digit is gone from its "
                 "petal, which is then locked on its other digits, %4 among them. So %4 is in "
                 "one of the petals, and a cell that sees every %4 in all of them cannot be "
                 "%4: %5.")
                  .arg(cellName(stem), digitList(stemDigits), joinComma(petals), digit(z), removes);
        break;
    }
    case Technique::FrankenFish:
    case Technique::FinnedFrankenFish:
    case Technique::MutantFish:
    case Technique::FinnedMutantFish: {
        const std::size_t n = step.units.size() / 2;
        if (n == 0)
            break;
        const std::vector<int> base(step.units.begin(), step.units.begin() + long(n));
        const std::vector<int> cover(step.units.begin() + long(n), step.units.end());
        const std::vector<int> fins = patternCells(step, 1);
        if (fins.empty())
            text = tr("Each of the base sets %1 must hold the digit %2 once, and no two of them "
                      "share a candidate. All their candidates of %2 lie in the cover sets %3, "
                      "and a cover set holds %2 at most once: so the %n digit(s) of the base "
                      "sets fill the cover sets, one in each.",
                nullptr, int(n))
                       .arg(unitsPhrase(base), digits, unitsPhrase(cover));
        else
            text = tr("Each of the base sets %1 must hold the digit %2 once. Apart from the fins "
                      "%3 (candidates outside the cover sets, or in two base sets at once), "
                      "their candidates of %2 lie in the cover sets %4, and a cover set holds %2 "
                      "at most once: so unless a fin is %2, the %n digit(s) of the base sets "
                      "fill the cover sets, one in each.",
                nullptr, int(n))
                       .arg(unitsPhrase(base), digits, cellList(fins), unitsPhrase(cover));
        // A base candidate inside two cover sets would fill two of them at once.
        const std::vector<int> body = patternCells(step, 0);
        bool cannibal = false;
        for (const auto &e : step.eliminations)
            cannibal = cannibal || std::find(body.begin(), body.end(), e.cell) != body.end();
        text += QLatin1Char(' ');
        if (fins.empty())
            text += cannibal ? tr("So %1 can be removed from the cover sets' other cells, and "
                                  "from a base cell inside two cover sets, which would fill "
                                  "both: %2.")
                                   .arg(digits, removes)
                             : tr("So %1 can be removed from the cover sets' other cells: %2.")
                                   .arg(digits, removes);
        else
            text += cannibal ? tr("Then %1 goes from the cover sets' other cells and from a "
                                  "base cell inside two cover sets; if a fin is %1, it sees the "
                                  "cells below. Either way %1 can be removed from them: %2.")
                                   .arg(digits, removes)
                             : tr("Then %1 goes from the cover sets' other cells; if a fin is "
                                  "%1, it sees the cells below. Either way %1 can be removed "
                                  "from them: %2.")
                                   .arg(digits, removes);
        break;
    }
    case Technique::KrakenFish: {
        const std::size_t n = step.units.size() / 2;
        if (n == 0 || step.eliminations.empty())
            break;
        const std::vector<int> base(step.units.begin(), step.units.begin() + long(n));
        const std::vector<int> cover(step.units.begin() + long(n), step.units.end());
        text = tr("In %1, the digit %2 lies in %3, apart from the fins %4. If no fin is %2, the "
                  "fish removes %2 from %5, which lies in %3. If a fin is %2, its chain below "
                  "removes it too: '-' from a true candidate makes the next false, '=' from a "
                  "false one makes the next true. Either way: %6.")
                   .arg(unitsPhrase(base), digits, unitsPhrase(cover),
                       cellList(patternCells(step, 1)), cellName(step.eliminations.front().cell),
                       removes);
        break;
    }
    case Technique::MultiSectorLockedSet: {
        std::vector<int> rows;
        std::vector<int> columns;
        for (int u : step.units)
            (m_geometry.unitKind(u) == core::UnitKind::Row ? rows : columns).push_back(u);
        // Role 0: locked in its rows; 1: in its columns; 2: both.
        core::Mask rowDigits = 0;
        core::Mask columnDigits = 0;
        for (const auto &p : step.pattern) {
            if (p.role != 1)
                rowDigits |= core::bit(p.symbol);
            if (p.role != 0)
                columnDigits |= core::bit(p.symbol);
        }
        const int cells = int(step.cells.size());
        if (rows.empty() || columns.empty())
            break;
        if (rowDigits && columnDigits)
            text = tr("The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits "
                      "%3 fills at most one of them in each row where it is a candidate there, "
                      "each of %4 at most one in each such column, and these limits add up to "
                      "the number of cells. So every limit is reached: the digits %3 are inside "
                      "these cells in each of those rows, %4 in each of those columns, and they "
                      "leave the rest of those rows and columns: %5.",
                nullptr, cells)
                       .arg(unitsPhrase(rows), unitsPhrase(columns), digitList(rowDigits),
                           digitList(columnDigits), removes);
        else if (rowDigits)
            text = tr("The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits "
                      "%3 fills at most one of them in each row where it is a candidate there, "
                      "and these limits add up to the number of cells. So every limit is "
                      "reached: the digits %3 are inside these cells in each of those rows, and "
                      "they leave the rest of those rows: %4.",
                nullptr, cells)
                       .arg(unitsPhrase(rows), unitsPhrase(columns), digitList(rowDigits), removes);
        else
            text = tr("The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits "
                      "%3 fills at most one of them in each column where it is a candidate "
                      "there, and these limits add up to the number of cells. So every limit is "
                      "reached: the digits %3 are inside these cells in each of those columns, "
                      "and they leave the rest of those columns: %4.",
                nullptr, cells)
                       .arg(unitsPhrase(rows), unitsPhrase(columns), digitList(columnDigits),
                           removes);
        break;
    }
    case Technique::ForcingChain:
    case Technique::ForcingNet: {
        const QString result = effects(step);
        switch (step.forcing) {
        case core::ForcingKind::Contradiction:
            text = tr("Suppose %1 were %2 and follow the links below: '-' from a true candidate "
                      "makes the next false, '=' from a false one makes the next true. They "
                      "lead to a contradiction, so the supposition is false: %3.")
                       .arg(cellName(step.trialCell), digit(step.trialSymbol), result);
            break;
        case core::ForcingKind::Digit:
            text = tr("Whether %1 is %2 or not, the links below lead to the same result: %3.")
                       .arg(cellName(step.trialCell), digit(step.trialSymbol), result);
            break;
        case core::ForcingKind::Cell:
            text = tr("Whichever candidate %1 holds, the links below lead to the same result: "
                      "%2.")
                       .arg(step.cells.empty() ? QString() : cellName(step.cells.front()), result);
            break;
        case core::ForcingKind::Unit:
            text = tr("Wherever the digit %1 goes in %2, the links below lead to the same "
                      "result: %3.")
                       .arg(step.chains.empty() || step.chains[0].nodes.empty()
                               ? QString()
                               : digit(step.chains[0].nodes[0].digit),
                           unit(0), result);
            break;
        }
        if (step.technique == Technique::ForcingNet)
            text += QLatin1Char(' ')
                + tr("In a net, a link may need several earlier ones: a cell left with one "
                     "candidate, or a digit left with one place in a unit.");
        break;
    }
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
    case Technique::EmptyRectangle:
    case Technique::MultiColoring:
    case Technique::Medusa3D:
    case Technique::UniqueRectangle5:
    case Technique::UniqueRectangle6:
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4:
        text = patternExplanation(step);
        break;
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
