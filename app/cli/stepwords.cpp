#include "stepwords.h"

#include <algorithm>
#include <map>
#include <vector>

namespace cli {

using core::CellNaming;
using core::Geometry;
using core::Mask;
using core::Step;
using core::Technique;
using core::UnitKind;

namespace {

std::string symbolText(int symbol)
{
    return std::string(1, Geometry::symbolChar(symbol));
}

// "a", "a and b", "a, b and c".
std::string joinAnd(const std::vector<std::string> &words)
{
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            out += i + 1 == words.size() ? " and " : ", ";
        out += words[i];
    }
    return out;
}

std::string joinComma(const std::vector<std::string> &words)
{
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += words[i];
    }
    return out;
}

std::vector<int> symbolsOf(Mask m)
{
    std::vector<int> out;
    for (int s = 1; s <= core::kMaxSide; ++s)
        if (m & core::bit(s))
            out.push_back(s);
    return out;
}

std::string symbolList(Mask m)
{
    std::vector<std::string> words;
    for (int s : symbolsOf(m))
        words.push_back(symbolText(s));
    return joinComma(words);
}

std::string cellList(const std::vector<int> &cells, const Geometry &g, CellNaming naming)
{
    std::vector<std::string> words;
    for (int c : cells)
        words.push_back(g.cellName(c, naming));
    return joinComma(words);
}

// The name of a line without its kind: "B" or "2" for a row, "4" for a column, "5" for a box.
std::string unitLabel(int unit, const Geometry &g, CellNaming naming)
{
    const int index = g.unitIndex(unit);
    if (g.unitKind(unit) == UnitKind::Row && naming == CellNaming::Letter)
        return std::string(1, static_cast<char>('A' + index));
    return std::to_string(index + 1);
}

// "rows B and H", "columns 3, 5 and 7" for units of one kind; otherwise each unit named.
std::string unitsPhrase(const std::vector<int> &units, const Geometry &g, CellNaming naming)
{
    if (units.empty())
        return {};
    const UnitKind kind = g.unitKind(units.front());
    bool same = true;
    for (int u : units)
        same = same && g.unitKind(u) == kind;
    std::vector<std::string> words;
    if (!same || units.size() == 1) {
        for (int u : units)
            words.push_back(unitName(u, g, naming));
        return joinAnd(words);
    }
    for (int u : units)
        words.push_back(unitLabel(u, g, naming));
    const char *plural = kind == UnitKind::Row ? "rows "
        : kind == UnitKind::Column             ? "columns "
                                               : "boxes ";
    return plural + joinAnd(words);
}

// "removes 4 from A3, F3; 5 from A7" (grouped by digit) or "removes 3, 8 from C4" (grouped by
// cell), whichever needs fewer groups.
std::string eliminationsPhrase(const Step &step, const Geometry &g, CellNaming naming)
{
    if (step.eliminations.empty())
        return {};
    std::map<int, std::vector<int>> bySymbol;
    std::map<int, Mask> byCell;
    for (const auto &e : step.eliminations) {
        bySymbol[e.symbol].push_back(e.cell);
        byCell[e.cell] |= core::bit(e.symbol);
    }
    std::vector<std::string> groups;
    if (byCell.size() < bySymbol.size()) {
        for (const auto &[cell, mask] : byCell)
            groups.push_back(symbolList(mask) + " from " + g.cellName(cell, naming));
    } else {
        for (auto &[symbol, cells] : bySymbol) {
            std::sort(cells.begin(), cells.end());
            groups.push_back(symbolText(symbol) + " from " + cellList(cells, g, naming));
        }
    }
    std::string out = "removes ";
    for (std::size_t i = 0; i < groups.size(); ++i)
        out += (i ? "; " : "") + groups[i];
    return out;
}

std::string placementsPhrase(const Step &step, const Geometry &g, CellNaming naming)
{
    std::vector<std::string> words;
    for (const auto &p : step.placements)
        words.push_back(g.cellName(p.cell, naming) + " = " + symbolText(p.symbol));
    return joinComma(words);
}

// ": <placements>" and/or ": removes ..." after a description.
std::string effects(const Step &step, const Geometry &g, CellNaming naming)
{
    std::string out;
    if (!step.placements.empty())
        out += ": " + placementsPhrase(step, g, naming);
    if (!step.eliminations.empty())
        out += (step.placements.empty() ? ": " : "; ") + eliminationsPhrase(step, g, naming);
    return out;
}

std::string firstUnit(const Step &step, const Geometry &g, CellNaming naming)
{
    return step.units.empty() ? std::string() : " in " + unitName(step.units.front(), g, naming);
}

std::string patternCellsOfRole(const Step &step, int role, const Geometry &g, CellNaming naming)
{
    std::vector<int> cells;
    for (const auto &p : step.pattern)
        if (p.role == role && std::find(cells.begin(), cells.end(), p.cell) == cells.end())
            cells.push_back(p.cell);
    std::vector<std::string> words;
    for (int c : cells)
        words.push_back(g.cellName(c, naming));
    return joinAnd(words);
}

std::string cellWithCandidates(const Step &step, int cell, const Geometry &g, CellNaming naming)
{
    Mask m = 0;
    for (const auto &p : step.pattern)
        if (p.cell == cell)
            m |= core::bit(p.symbol);
    return g.cellName(cell, naming) + " (" + symbolList(m) + ")";
}

std::string describeSubset(const Step &step, const char *name, const Geometry &g, CellNaming naming)
{
    std::string out = name;
    out += ' ';
    out += symbolList(step.symbols) + firstUnit(step, g, naming);
    if (!step.cells.empty())
        out += " (" + cellList(step.cells, g, naming) + ")";
    return out + effects(step, g, naming);
}

std::string describeIntersection(
    const Step &step, const char *name, const Geometry &g, CellNaming naming)
{
    // units: {the unit holding all the digit's places, the unit they are confined to}.
    std::string out = name;
    out += ": " + symbolList(step.symbols);
    if (step.units.size() >= 2)
        out += " in " + unitName(step.units[0], g, naming) + " only in "
            + unitName(step.units[1], g, naming);
    else
        out += firstUnit(step, g, naming);
    return out + effects(step, g, naming);
}

} // namespace

std::string unitName(int unit, const Geometry &g, CellNaming naming)
{
    switch (g.unitKind(unit)) {
    case UnitKind::Row:
        return "row " + unitLabel(unit, g, naming);
    case UnitKind::Column:
        return "column " + unitLabel(unit, g, naming);
    case UnitKind::Box:
        return "box " + unitLabel(unit, g, naming);
    }
    return {};
}

std::string techniqueName(Technique t)
{
    switch (t) {
    case Technique::FullHouse:
        return "Full house";
    case Technique::NakedSingle:
        return "Naked single";
    case Technique::HiddenSingle:
        return "Hidden single";
    case Technique::Pointing:
        return "Pointing";
    case Technique::Claiming:
        return "Claiming";
    case Technique::NakedPair:
        return "Naked pair";
    case Technique::HiddenPair:
        return "Hidden pair";
    case Technique::NakedTriple:
        return "Naked triple";
    case Technique::HiddenTriple:
        return "Hidden triple";
    case Technique::NakedQuad:
        return "Naked quad";
    case Technique::HiddenQuad:
        return "Hidden quad";
    case Technique::XWing:
        return "X-Wing";
    case Technique::Swordfish:
        return "Swordfish";
    case Technique::Jellyfish:
        return "Jellyfish";
    case Technique::Skyscraper:
        return "Skyscraper";
    case Technique::TwoStringKite:
        return "2-String Kite";
    case Technique::XYWing:
        return "XY-Wing";
    case Technique::XYZWing:
        return "XYZ-Wing";
    case Technique::SimpleColoring:
        return "Simple coloring";
    case Technique::UniqueRectangle1:
        return "Unique rectangle type 1";
    case Technique::BugPlusOne:
        return "BUG+1";
    case Technique::RReduction:
        return "r-Reduction";
    case Technique::Trial:
        return "Trial";
    case Technique::Count_:
        break;
    }
    return "Unknown technique";
}

std::string describeStep(const Step &step, const Geometry &g, CellNaming naming)
{
    const std::string name = techniqueName(step.technique);
    switch (step.technique) {
    case Technique::FullHouse: {
        std::string out = name + effects(step, g, naming);
        if (!step.units.empty())
            out += " (last open cell of " + unitName(step.units.front(), g, naming) + ")";
        return out;
    }
    case Technique::NakedSingle:
        return name + effects(step, g, naming);
    case Technique::HiddenSingle: {
        std::string out = name + effects(step, g, naming);
        if (!step.units.empty() && !step.placements.empty())
            out += " (the only place for " + symbolText(step.placements.front().symbol) + " in "
                + unitName(step.units.front(), g, naming) + ")";
        return out;
    }
    case Technique::Pointing:
    case Technique::Claiming:
        return describeIntersection(step, name.c_str(), g, naming);
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::NakedQuad:
    case Technique::HiddenQuad:
        return describeSubset(step, name.c_str(), g, naming);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        // units: n base lines, then n cover lines.
        const std::size_t n = step.units.size() / 2;
        const std::vector<int> base(step.units.begin(), step.units.begin() + n);
        return name + " on " + symbolList(step.symbols) + " in " + unitsPhrase(base, g, naming)
            + effects(step, g, naming);
    }
    case Technique::Skyscraper: {
        std::string out = name + " on " + symbolList(step.symbols);
        if (step.units.size() >= 3)
            out += " in " + unitsPhrase({ step.units[0], step.units[1] }, g, naming) + ", base in "
                + unitName(step.units[2], g, naming);
        out += ", tops " + patternCellsOfRole(step, 1, g, naming);
        return out + effects(step, g, naming);
    }
    case Technique::TwoStringKite: {
        std::string out = name + " on " + symbolList(step.symbols);
        if (step.units.size() >= 3)
            out += " in " + unitName(step.units[0], g, naming) + " and "
                + unitName(step.units[1], g, naming) + ", joined in "
                + unitName(step.units[2], g, naming);
        out += " (" + patternCellsOfRole(step, 0, g, naming) + "), ends "
            + patternCellsOfRole(step, 1, g, naming);
        return out + effects(step, g, naming);
    }
    case Technique::XYWing:
    case Technique::XYZWing: {
        std::string out = name + " " + symbolList(step.symbols);
        if (step.cells.size() >= 3)
            out += " with pivot " + cellWithCandidates(step, step.cells[0], g, naming)
                + " and pincers " + cellWithCandidates(step, step.cells[1], g, naming) + ", "
                + cellWithCandidates(step, step.cells[2], g, naming);
        return out + effects(step, g, naming);
    }
    case Technique::SimpleColoring: {
        // A wrap eliminates coloured candidates; a trap uncoloured ones.
        bool wrap = false;
        for (const auto &e : step.eliminations)
            for (const auto &p : step.pattern)
                wrap = wrap || (p.cell == e.cell && p.symbol == e.symbol);
        std::string out = name + " on " + symbolList(step.symbols) + " ("
            + (wrap ? "color wrap: two cells of one color see each other" : "color trap") + "; "
            + patternCellsOfRole(step, 0, g, naming) + " against "
            + patternCellsOfRole(step, 1, g, naming) + ")";
        return out + effects(step, g, naming);
    }
    case Technique::UniqueRectangle1:
        return name + " on " + symbolList(step.symbols) + " (" + cellList(step.cells, g, naming)
            + ")" + effects(step, g, naming);
    case Technique::BugPlusOne:
        return name + ": every other open cell has two candidates, so"
            + effects(step, g, naming).substr(1);
    case Technique::RReduction: {
        std::string out = name + " (r = " + std::to_string(step.cells.size()) + ")"
            + firstUnit(step, g, naming);
        if (!step.cells.empty())
            out += ": " + cellList(step.cells, g, naming)
                + (step.cells.size() == 1 ? " holds only " : " hold only ")
                + symbolList(step.symbols);
        return out + effects(step, g, naming);
    }
    case Technique::Trial: {
        std::string out = name + ": assuming ";
        if (step.trialCell >= 0)
            out += g.cellName(step.trialCell, naming) + " = " + symbolText(step.trialSymbol);
        if (step.contradictionCell < 0 && step.units.empty())
            return out + " leaves no solution (found by a deeper trial, a search)"
                + effects(step, g, naming);
        const std::size_t forced = step.pattern.empty() ? 0 : step.pattern.size() - 1;
        if (forced == 0)
            out += " leads at once to a contradiction (";
        else
            out += " forces " + std::to_string(forced) + (forced == 1 ? " single" : " singles")
                + " and then a contradiction (";
        if (step.contradictionCell >= 0)
            out += g.cellName(step.contradictionCell, naming) + " has no candidate left";
        else if (!step.units.empty() && step.symbols != 0)
            out += "no place for " + symbolList(step.symbols) + " in "
                + unitName(step.units.front(), g, naming);
        else
            out += "no value fits";
        return out + ")" + effects(step, g, naming);
    }
    case Technique::Count_:
        break;
    }
    return name + effects(step, g, naming);
}

} // namespace cli
