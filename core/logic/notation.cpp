#include "logic/notation.h"

#include <algorithm>
#include <map>

namespace core {

namespace {

std::string digitText(int symbol)
{
    return std::string(1, Geometry::symbolChar(symbol));
}

// The row label in A1 naming: "A".."Z" (grids have at most 25 rows).
char rowLetter(int row)
{
    return static_cast<char>('A' + row);
}

} // namespace

UnitName unitName(const Geometry &g, int unit, CellNaming naming)
{
    const UnitKind kind = g.unitKind(unit);
    const int index = g.unitIndex(unit);
    if (kind == UnitKind::Row && naming == CellNaming::Letter)
        return { kind, std::string(1, rowLetter(index)) };
    return { kind, std::to_string(index + 1) };
}

std::string cellGroupName(const std::vector<int> &cells, const Geometry &g, CellNaming naming)
{
    if (cells.empty())
        return {};
    if (cells.size() == 1)
        return g.cellName(cells.front(), naming);
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    const bool oneRow = std::all_of(
        sorted.begin(), sorted.end(), [&](int c) { return g.row(c) == g.row(sorted.front()); });
    const bool oneColumn = std::all_of(sorted.begin(), sorted.end(),
        [&](int c) { return g.column(c) == g.column(sorted.front()); });
    // Run-together numbers are readable only while every row and column number is one digit.
    if (g.side() <= 9 && (oneRow || oneColumn)) {
        std::string rows;
        std::string columns;
        for (int c : sorted) {
            if (oneColumn || rows.empty())
                rows += naming == CellNaming::Letter ? std::string(1, rowLetter(g.row(c)))
                                                     : std::to_string(g.row(c) + 1);
            if (oneRow || columns.empty())
                columns += std::to_string(g.column(c) + 1);
        }
        if (naming == CellNaming::Letter)
            return rows + columns;
        std::string out = "r";
        out += rows;
        out += 'c';
        out += columns;
        return out;
    }
    std::string out;
    for (int c : sorted) {
        if (!out.empty())
            out += '|';
        out += g.cellName(c, naming);
    }
    return out;
}

std::string eurekaNotation(const Chain &chain, const Geometry &g, CellNaming naming)
{
    std::string out;
    int previousDigit = 0; // the digit of the node before, when it was written alone
    const std::size_t n = chain.nodes.size();
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i;
        while (j + 1 < n && chain.nodes[j + 1].cells == chain.nodes[i].cells)
            ++j;
        if (i > 0 && i - 1 < chain.links.size())
            out += chain.links[i - 1] == ChainLink::Strong ? '=' : '-';
        const ChainNode &first = chain.nodes[i];
        if (j == i) {
            if (first.digit != previousDigit) {
                out += '(';
                out += digitText(first.digit);
                out += ')';
            }
            previousDigit = first.digit;
        } else if (first.als != 0 && j == i + 1) {
            // An ALS entered by one digit and left by another: "(1=23)", the exit digit last.
            const int exit = chain.nodes[j].digit;
            out += '(';
            out += digitText(first.digit);
            out += '=';
            for (int s = 1; s <= kMaxSide; ++s)
                if ((first.als & bit(s)) && s != first.digit && s != exit)
                    out += digitText(s);
            out += digitText(exit);
            out += ')';
            previousDigit = 0;
        } else {
            out += '(';
            out += digitText(first.digit);
            for (std::size_t k = i + 1; k <= j; ++k) {
                const bool strong
                    = k - 1 < chain.links.size() && chain.links[k - 1] == ChainLink::Strong;
                out += strong ? '=' : '-';
                out += digitText(chain.nodes[k].digit);
            }
            out += ')';
            previousDigit = 0;
        }
        out += cellGroupName(first.cells, g, naming);
        i = j + 1;
    }
    out += resultText(chain.eliminations, chain.placements, g, naming);
    return out;
}

std::string resultText(const std::vector<Elimination> &eliminations,
    const std::vector<Placement> &placements, const Geometry &g, CellNaming naming)
{
    std::string out;
    std::vector<std::string> results;
    std::map<int, std::vector<int>> bySymbol;
    for (const auto &e : eliminations)
        bySymbol[e.symbol].push_back(e.cell);
    for (auto &[symbol, cells] : bySymbol) {
        std::sort(cells.begin(), cells.end());
        cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
        std::string names;
        for (int c : cells) {
            if (!names.empty())
                names += ',';
            names += g.cellName(c, naming);
        }
        names += "<>";
        names += digitText(symbol);
        results.push_back(std::move(names));
    }
    for (const auto &p : placements) {
        std::string placed = g.cellName(p.cell, naming);
        placed += '=';
        placed += digitText(p.symbol);
        results.push_back(std::move(placed));
    }
    for (std::size_t i = 0; i < results.size(); ++i) {
        out += i ? ", " : " => ";
        out += results[i];
    }
    return out;
}

bool hasChainNotation(Technique t)
{
    switch (t) {
    case Technique::XWing:
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::EmptyRectangle:
    case Technique::MultiColoring:
    case Technique::Medusa3D:
    case Technique::XYWing:
    case Technique::XYZWing:
    case Technique::SimpleColoring:
    case Technique::RemotePair:
    case Technique::TurbotFish:
    case Technique::WWing:
    case Technique::XChain:
    case Technique::XYChain:
    case Technique::AlternatingInferenceChain:
    case Technique::AlsXZ:
    case Technique::AlsXYWing:
    case Technique::ContinuousNiceLoop:
    case Technique::AlsAic:
    case Technique::DeathBlossom:
    case Technique::ForcingChain:
    case Technique::ForcingNet:
    case Technique::KrakenFish:
        return true;
    default:
        return false;
    }
}

bool isForcing(Technique t)
{
    return t == Technique::ForcingChain || t == Technique::ForcingNet || t == Technique::KrakenFish;
}

std::vector<Chain> stepChains(const Step &step, const Geometry &)
{
    return step.chains;
}

std::string stepNotation(const Step &step, const Geometry &g, CellNaming naming)
{
    std::string out;
    int branch = -1;
    int nested = 0;
    for (const Chain &chain : step.chains) {
        // A forcing net's chains of one branch are joined by ", ", branches by "; "; the chains
        // of a nested contradiction stand in brackets, one pair for each (Chain::nested numbers
        // them), so that each bracket opens with its own assumption.
        if (chain.nested != nested && nested > 0)
            out += ']';
        if (!out.empty())
            out += chain.branch >= 0 && chain.branch == branch ? ", " : "; ";
        if (chain.nested != nested && chain.nested > 0)
            out += '[';
        branch = chain.branch;
        nested = chain.nested;
        out += eurekaNotation(chain, g, naming);
    }
    if (nested > 0)
        out += ']';
    // A forcing chain's branches prove the result together: it follows them once. So do a
    // Death Blossom's, one per candidate of the stem.
    if ((isForcing(step.technique) || step.technique == Technique::DeathBlossom) && !out.empty())
        out += resultText(step.eliminations, step.placements, g, naming);
    return out;
}

} // namespace core
