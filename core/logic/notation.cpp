#include "logic/notation.h"

#include <algorithm>
#include <map>
#include <queue>

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

Mask patternDigits(const Step &step, int cell)
{
    Mask m = 0;
    for (const auto &p : step.pattern)
        if (p.cell == cell)
            m |= bit(p.symbol);
    return m;
}

ChainNode node(int cell, int digit, Mask als = 0)
{
    return ChainNode { { cell }, digit, als };
}

// A chain over single cells of one digit whose links alternate, starting with `first`.
Chain alternating(const std::vector<int> &cells, int digit, ChainLink first)
{
    Chain chain;
    ChainLink link = first;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        chain.nodes.push_back(node(cells[i], digit));
        if (i + 1 < cells.size()) {
            chain.links.push_back(link);
            link = link == ChainLink::Strong ? ChainLink::Weak : ChainLink::Strong;
        }
    }
    return chain;
}

// Simple Colouring's graph: the conjugate links of the step's units between its cells, and each
// cell's colour.
class Coloring
{
public:
    Coloring(const Step &step, const Geometry &g)
        : m_cells { step.cells }
    {
        for (const auto &p : step.pattern)
            m_color[p.cell] = p.role;
        for (int u : step.units) {
            std::vector<int> in;
            for (int c : m_cells)
                if (std::find(g.unit(u).begin(), g.unit(u).end(), c) != g.unit(u).end())
                    in.push_back(c);
            if (in.size() == 2) {
                m_next[in[0]].push_back(in[1]);
                m_next[in[1]].push_back(in[0]);
            }
        }
        for (auto &[cell, next] : m_next)
            std::sort(next.begin(), next.end());
    }

    const std::vector<int> &cells() const { return m_cells; }
    int color(int cell) const
    {
        const auto it = m_color.find(cell);
        return it == m_color.end() ? -1 : it->second;
    }

    // The shortest path from `from` to `to` along conjugate links (both ends included), empty
    // when there is none.
    std::vector<int> path(int from, int to) const
    {
        std::map<int, int> previous { { from, from } };
        std::queue<int> queue;
        queue.push(from);
        while (!queue.empty() && !previous.count(to)) {
            const int c = queue.front();
            queue.pop();
            const auto it = m_next.find(c);
            if (it == m_next.end())
                continue;
            for (int n : it->second)
                if (previous.emplace(n, c).second)
                    queue.push(n);
        }
        if (!previous.count(to))
            return {};
        std::vector<int> out { to };
        while (out.back() != from)
            out.push_back(previous[out.back()]);
        std::reverse(out.begin(), out.end());
        return out;
    }

private:
    std::vector<int> m_cells;
    std::map<int, int> m_color;
    std::map<int, std::vector<int>> m_next;
};

// A trap: each eliminated cell sees a cell of each colour; the shortest chain between such two
// cells proves it. Eliminations proved by the same chain share it.
std::vector<Chain> colorTrapChains(
    const Step &step, int digit, const Geometry &g, const Coloring &coloring)
{
    std::vector<Chain> chains;
    for (const auto &e : step.eliminations) {
        std::vector<int> best;
        for (int p : coloring.cells())
            for (int q : coloring.cells()) {
                if (coloring.color(p) != 0 || coloring.color(q) != 1 || !g.arePeers(e.cell, p)
                    || !g.arePeers(e.cell, q))
                    continue;
                const std::vector<int> path = coloring.path(p, q);
                if (!path.empty() && (best.empty() || path.size() < best.size()))
                    best = path;
            }
        if (best.empty())
            continue;
        Chain chain = alternating(best, digit, ChainLink::Strong);
        const auto same = std::find_if(
            chains.begin(), chains.end(), [&](const Chain &c) { return c.nodes == chain.nodes; });
        if (same != chains.end()) {
            same->eliminations.push_back(e);
        } else {
            chain.eliminations = { e };
            chains.push_back(std::move(chain));
        }
    }
    return chains;
}

// A wrap: the eliminated colour has two cells that see each other, so it is false. Each
// eliminated cell Z gets a discontinuous loop that starts and ends on it with weak links: through
// a cell of its colour that Z sees itself ("Z-W=...-Z"), or else through the two cells of its
// colour that see each other ("Z-...=X-Y=...-Z").
std::vector<Chain> colorWrapChains(
    const Step &step, int digit, const Geometry &g, const Coloring &coloring)
{
    std::vector<Chain> chains;
    for (const auto &e : step.eliminations) {
        const int z = e.cell;
        const int k = coloring.color(z);
        // Z - W = ... - Z with W of Z's colour that Z sees, the shortest.
        std::vector<int> best;
        for (int w : coloring.cells()) {
            if (w == z || coloring.color(w) != k || !g.arePeers(z, w))
                continue;
            const std::vector<int> path = coloring.path(w, z);
            if (!path.empty() && (best.empty() || path.size() < best.size()))
                best = path;
        }
        Chain chain;
        if (!best.empty()) {
            std::vector<int> loop { z };
            loop.insert(loop.end(), best.begin(), best.end());
            chain = alternating(loop, digit, ChainLink::Weak);
        } else {
            // Z ... X - Y ... Z through the first pair of Z's colour that see each other.
            std::vector<int> loop;
            for (int x : coloring.cells())
                for (int y : coloring.cells())
                    if (loop.empty() && x < y && coloring.color(x) == k && coloring.color(y) == k
                        && g.arePeers(x, y)) {
                        const std::vector<int> toX = coloring.path(z, x);
                        const std::vector<int> fromY = coloring.path(y, z);
                        if (toX.empty() || fromY.empty())
                            continue;
                        loop = toX;
                        loop.insert(loop.end(), fromY.begin(), fromY.end());
                    }
            if (loop.empty())
                continue;
            chain = alternating(loop, digit, ChainLink::Weak);
        }
        chain.eliminations = { e };
        chains.push_back(std::move(chain));
    }
    return chains;
}

std::vector<Chain> coloringChains(const Step &step, int digit, const Geometry &g)
{
    if (digit == 0)
        return {};
    const Coloring coloring(step, g);
    // A wrap removes coloured candidates, a trap uncoloured ones.
    bool wrap = !step.eliminations.empty();
    for (const auto &e : step.eliminations)
        wrap = wrap && coloring.color(e.cell) >= 0;
    return wrap ? colorWrapChains(step, digit, g, coloring)
                : colorTrapChains(step, digit, g, coloring);
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

std::vector<Chain> stepChains(const Step &step, const Geometry &g)
{
    if (!step.chains.empty())
        return step.chains;
    const int digit = step.symbols ? lowestSymbol(step.symbols) : 0;
    Chain chain;
    switch (step.technique) {
    case Technique::XWing:
        // cells: the first base line's two cells, then the second's, in cover-line order. The
        // continuous loop a1=a2-b2=b1-a1 removes the digit from the rest of the cover lines.
        if (step.cells.size() != 4)
            return {};
        chain = alternating(
            { step.cells[0], step.cells[1], step.cells[3], step.cells[2], step.cells[0] }, digit,
            ChainLink::Strong);
        break;
    case Technique::Skyscraper:
        // cells: base A, base B (on the shared line), top A, top B: topA=baseA-baseB=topB.
        if (step.cells.size() != 4)
            return {};
        chain = alternating({ step.cells[2], step.cells[0], step.cells[1], step.cells[3] }, digit,
            ChainLink::Strong);
        break;
    case Technique::TwoStringKite:
        // cells: the row's and the column's ends in the box, then their other ends:
        // rowEnd=rowBox-columnBox=columnEnd.
        if (step.cells.size() != 4)
            return {};
        chain = alternating({ step.cells[2], step.cells[0], step.cells[1], step.cells[3] }, digit,
            ChainLink::Strong);
        break;
    case Technique::XYWing: {
        // cells: pivot (x, y), pincers (x, z) and (y, z): (z=x)pincer1-(x=y)pivot-(y=z)pincer2.
        if (step.cells.size() != 3 || step.eliminations.empty())
            return {};
        const int pivot = step.cells[0];
        const int z = step.eliminations.front().symbol;
        const Mask pm = patternDigits(step, pivot);
        const Mask m1 = patternDigits(step, step.cells[1]);
        const Mask m2 = patternDigits(step, step.cells[2]);
        if (!(m1 & pm) || !(m2 & pm))
            return {};
        const int x = lowestSymbol(m1 & pm);
        const int y = lowestSymbol(m2 & pm);
        chain.nodes = { node(step.cells[1], z), node(step.cells[1], x), node(pivot, x),
            node(pivot, y), node(step.cells[2], y), node(step.cells[2], z) };
        chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong, ChainLink::Weak,
            ChainLink::Strong };
        break;
    }
    case Technique::XYZWing: {
        // cells: pivot (x, y, z), pincers (x, z) and (y, z). The pivot and the second pincer
        // are an ALS: (z=x)pincer1-(x=yz)pivot|pincer2.
        if (step.cells.size() != 3 || step.eliminations.empty())
            return {};
        const int z = step.eliminations.front().symbol;
        const Mask m1 = patternDigits(step, step.cells[1]);
        const Mask pm = patternDigits(step, step.cells[0]);
        if (!(m1 & ~bit(z)))
            return {};
        const int x = lowestSymbol(m1 & ~bit(z));
        const std::vector<int> als { step.cells[0], step.cells[2] };
        chain.nodes = { node(step.cells[1], z), node(step.cells[1], x), ChainNode { als, x, pm },
            ChainNode { als, z, pm } };
        chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong };
        break;
    }
    case Technique::SimpleColoring:
        return coloringChains(step, digit, g);
    default:
        return {};
    }
    chain.eliminations = step.eliminations;
    chain.placements = step.placements;
    return { chain };
}

std::string stepNotation(const Step &step, const Geometry &g, CellNaming naming)
{
    std::string out;
    int branch = -1;
    int nested = 0;
    for (const Chain &chain : stepChains(step, g)) {
        // A forcing net's chains of one branch are joined by ", ", branches by "; "; the chains
        // of a nested contradiction stand in brackets.
        if (chain.nested < nested)
            out += ']';
        if (!out.empty())
            out += chain.branch >= 0 && chain.branch == branch ? ", " : "; ";
        if (chain.nested > nested)
            out += '[';
        branch = chain.branch;
        nested = chain.nested;
        out += eurekaNotation(chain, g, naming);
    }
    if (nested > 0)
        out += ']';
    // A forcing chain's branches prove the result together: it follows them once.
    if (isForcing(step.technique) && !out.empty())
        out += resultText(step.eliminations, step.placements, g, naming);
    return out;
}

} // namespace core
