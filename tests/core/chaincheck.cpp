#include "chaincheck.h"

#include "logic/notation.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace chaincheck {

namespace {

using core::Board;
using core::ChainLink;
using core::ChainNode;
using core::Geometry;

bool holds(const Board &b, int cell, int digit)
{
    return b.isOpen(cell) && (b.candidates(cell) & core::bit(digit)) != 0;
}

// The digit's places in the unit are exactly the union of the two cell lists.
bool onlyPlaces(
    const Board &b, int unit, int digit, const std::vector<int> &a, const std::vector<int> &c)
{
    const Geometry &g = b.geometry();
    for (int cell : g.unit(unit)) {
        const bool listed
            = std::count(a.begin(), a.end(), cell) + std::count(c.begin(), c.end(), cell) > 0;
        if (holds(b, cell, digit) != listed)
            return false;
    }
    return true;
}

bool inUnit(const Geometry &g, int unit, const std::vector<int> &cells)
{
    const auto &u = g.unit(unit);
    return std::all_of(cells.begin(), cells.end(),
        [&](int c) { return std::find(u.begin(), u.end(), c) != u.end(); });
}

// The cells of a node that hold its digit: all of them, except in an ALS node.
std::vector<int> placesOf(const Board &b, const ChainNode &n)
{
    std::vector<int> out;
    for (int c : n.cells)
        if (holds(b, c, n.digit))
            out.push_back(c);
    return out;
}

// n cells of one unit holding n + 1 digits between them, those of the node's `als`.
bool isAls(const Board &b, const ChainNode &n)
{
    const Geometry &g = b.geometry();
    core::Mask digits = 0;
    for (int c : n.cells) {
        if (!b.isOpen(c))
            return false;
        digits |= b.candidates(c);
    }
    bool oneUnit = false;
    for (int u = 0; u < g.unitCount() && !oneUnit; ++u)
        oneUnit = inUnit(g, u, n.cells);
    return oneUnit && digits == n.als
        && core::popcount(digits) == static_cast<int>(n.cells.size()) + 1;
}

std::string linkProblem(const Board &b, const ChainNode &x, const ChainNode &y, ChainLink link)
{
    const Geometry &g = b.geometry();
    for (const ChainNode *n : { &x, &y }) {
        if (n->cells.empty())
            return "an empty node";
        if (n->als ? !isAls(b, *n) || placesOf(b, *n).empty()
                   : placesOf(b, *n).size() != n->cells.size())
            return n->als ? "an ALS node that is no almost locked set"
                          : "a node on a candidate that is not there";
    }
    const std::vector<int> xs = placesOf(b, x);
    const std::vector<int> ys = placesOf(b, y);
    // Inside one ALS: entered by one digit, left by another (the set is locked on the rest once
    // one digit is gone).
    if (x.cells == y.cells && x.als && x.als == y.als && x.digit != y.digit)
        return {};
    if (link == ChainLink::Weak) {
        if (x.cells == y.cells && x.cells.size() == 1 && x.digit != y.digit)
            return {};
        if (x.digit == y.digit && allSee(g, xs, ys))
            return {};
        return "a weak link that is none";
    }
    if (x.cells == y.cells && x.cells.size() == 1 && x.digit != y.digit) {
        if (b.candidates(x.cells[0]) == (core::bit(x.digit) | core::bit(y.digit)))
            return {};
        return "an in-cell strong link in a cell that is not bivalue";
    }
    if (x.digit == y.digit) {
        std::vector<int> all = xs;
        all.insert(all.end(), ys.begin(), ys.end());
        for (int u = 0; u < g.unitCount(); ++u)
            if (inUnit(g, u, all) && onlyPlaces(b, u, x.digit, xs, ys))
                return {};
    }
    return "a strong link that is none";
}

} // namespace

bool allSee(const Geometry &g, const std::vector<int> &a, const std::vector<int> &b)
{
    for (int x : a)
        for (int y : b)
            if (x == y || !g.arePeers(x, y))
                return false;
    return true;
}

std::string chainProblem(const Board &board, const core::Step &step)
{
    for (const auto &chain : step.chains) {
        if (chain.links.size() + 1 != chain.nodes.size())
            return "links and nodes do not match";
        for (std::size_t i = 0; i < chain.links.size(); ++i) {
            std::string p = linkProblem(board, chain.nodes[i], chain.nodes[i + 1], chain.links[i]);
            if (!p.empty())
                return p + " at link " + std::to_string(i);
        }
    }
    return {};
}

namespace {

// A node with its state: true (on) or false.
struct Literal
{
    std::vector<int> cells;
    int digit = 0;
    bool on = false;
    bool operator<(const Literal &o) const
    {
        return std::tie(cells, digit, on) < std::tie(o.cells, o.digit, o.on);
    }
    bool operator==(const Literal &o) const = default;
    Literal negated() const { return { cells, digit, !on }; }
};

// The state of a chain's nodes: before a weak link true, before a strong link false; the last
// node true after a strong link, false after a weak one.
std::vector<Literal> literalsOf(const core::Chain &chain)
{
    std::vector<Literal> out;
    for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
        const bool on = i < chain.links.size() ? chain.links[i] == ChainLink::Weak
                                               : chain.links.back() == ChainLink::Strong;
        std::vector<int> cells = chain.nodes[i].cells;
        std::sort(cells.begin(), cells.end());
        out.push_back({ std::move(cells), chain.nodes[i].digit, on });
    }
    return out;
}

using Known = std::set<Literal>;

// Whether the candidate (cell, digit) is known false: by itself or in a grouped node.
bool knownOff(const Known &known, int cell, int digit)
{
    for (const Literal &l : known)
        if (!l.on && l.digit == digit
            && std::find(l.cells.begin(), l.cells.end(), cell) != l.cells.end())
            return true;
    return false;
}

// A single: `to` (true) follows from what is known false: the other candidates of its cell, or
// the digit's places in a unit outside its cells.
bool single(const Board &b, const Known &known, const Literal &to)
{
    const Geometry &g = b.geometry();
    if (to.cells.size() == 1) {
        const int cell = to.cells[0];
        bool all = true;
        for (int d = 1; d <= g.side(); ++d)
            if (d != to.digit && holds(b, cell, d) && !knownOff(known, cell, d))
                all = false;
        if (all)
            return true;
    }
    for (int u = 0; u < g.unitCount(); ++u) {
        if (!inUnit(g, u, to.cells))
            continue;
        bool all = true;
        for (int cell : g.unit(u))
            if (holds(b, cell, to.digit)
                && std::find(to.cells.begin(), to.cells.end(), cell) == to.cells.end()
                && !knownOff(known, cell, to.digit))
                all = false;
        if (all)
            return true;
    }
    return false;
}

// Whether the literal just learnt (known now) makes a contradiction with what is known.
bool contradiction(const Board &b, const Known &known, const Literal &l)
{
    if (known.count(l.negated()))
        return true;
    if (l.on)
        return false;
    const Geometry &g = b.geometry();
    if (l.cells.size() == 1) {
        const int cell = l.cells[0];
        bool cellEmpty = true;
        for (int d = 1; d <= g.side(); ++d)
            if (holds(b, cell, d) && !knownOff(known, cell, d))
                cellEmpty = false;
        if (cellEmpty)
            return true;
    }
    // A unit through one of the node's cells that held the digit left without it. (Only those:
    // an ALS node names all of the set's cells, some without the digit, whose units may have it
    // placed already.)
    for (int u = 0; u < g.unitCount(); ++u) {
        const auto &unit = g.unit(u);
        if (std::none_of(l.cells.begin(), l.cells.end(), [&](int c) {
                return holds(b, c, l.digit) && std::find(unit.begin(), unit.end(), c) != unit.end();
            }))
            continue;
        bool unitEmpty = true;
        for (int c : g.unit(u))
            if (holds(b, c, l.digit) && !knownOff(known, c, l.digit))
                unitEmpty = false;
        if (unitEmpty)
            return true;
    }
    return false;
}

Literal candidate(int cell, int digit, bool on)
{
    return { { cell }, digit, on };
}

} // namespace

namespace {

// ---- Reading the notation back ----------------------------------------------------------------
// Written from the notation's description (notation.h), not from its code: a chain is nodes
// joined by '=' (strong) and '-' (weak); a node is "(d)" and its cells, or its cells alone when
// its digit is the one of the single node before; "(d=e)" or "(d-e)" are nodes on the same
// cells joined by that link; "(d=ef)" is an ALS entered by d and left by f (its digits d, e, f).
// Cells: "E5", "E456" (one row), "DE4" (one column), or names joined by '|'.

struct Read
{
    std::vector<core::Chain> chains; // branch: the group ("; " starts one); nested: the bracket
    std::vector<Literal> results;
};

bool readCells(const Geometry &g, const std::string &text, std::vector<int> &cells)
{
    cells.clear();
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t to = std::min(text.find('|', from), text.size());
        const std::string part = text.substr(from, to - from);
        std::size_t i = 0;
        std::vector<int> rows, columns;
        while (i < part.size() && part[i] >= 'A' && part[i] <= 'Z')
            rows.push_back(part[i++] - 'A');
        const std::string number = part.substr(i);
        if (rows.empty() || number.empty()
            || !std::all_of(
                number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
        if (g.side() > 9 || rows.size() > 1) {
            if (g.side() > 9 && rows.size() > 1)
                return false;
            columns.push_back(std::stoi(number) - 1);
        } else {
            for (char c : number)
                columns.push_back(c - '1');
        }
        if (rows.size() > 1 && columns.size() > 1)
            return false;
        for (int r : rows)
            for (int c : columns) {
                if (r < 0 || r >= g.side() || c < 0 || c >= g.side())
                    return false;
                cells.push_back(g.cellAt(r, c));
            }
        from = to + 1;
    }
    std::sort(cells.begin(), cells.end());
    return std::adjacent_find(cells.begin(), cells.end()) == cells.end();
}

std::string readChain(const Geometry &g, const std::string &text, core::Chain &chain)
{
    std::size_t i = 0;
    int previous = 0; // the digit of the single node before
    while (i < text.size()) {
        if (!chain.nodes.empty()) {
            if (text[i] != '=' && text[i] != '-')
                return "no link sign before '" + text.substr(i) + "'";
            chain.links.push_back(text[i] == '=' ? ChainLink::Strong : ChainLink::Weak);
            ++i;
        }
        std::vector<int> digits;
        std::vector<ChainLink> inside;
        core::Mask als = 0;
        if (i < text.size() && text[i] == '(') {
            const std::size_t close = text.find(')', i);
            if (close == std::string::npos)
                return "an unclosed '('";
            std::vector<std::string> parts(1);
            std::vector<ChainLink> signs;
            for (std::size_t k = i + 1; k < close; ++k) {
                if (text[k] == '=' || text[k] == '-') {
                    signs.push_back(text[k] == '=' ? ChainLink::Strong : ChainLink::Weak);
                    parts.emplace_back();
                } else {
                    parts.back() += text[k];
                }
            }
            i = close + 1;
            std::vector<std::vector<int>> symbols;
            for (const std::string &part : parts) {
                symbols.emplace_back();
                for (char c : part) {
                    const int d = g.symbolFromChar(c);
                    if (d < 1 || d > g.side())
                        return "no digit '" + std::string(1, c) + "'";
                    symbols.back().push_back(d);
                }
                if (symbols.back().empty())
                    return "an empty digit";
            }
            if (parts.size() == 2 && signs[0] == ChainLink::Strong && symbols[1].size() >= 2
                && symbols[0].size() == 1) {
                // An ALS: entered by the first digit, left by the last.
                als = core::bit(symbols[0][0]);
                for (int d : symbols[1])
                    als |= core::bit(d);
                digits = { symbols[0][0], symbols[1].back() };
                inside = { ChainLink::Strong };
            } else {
                for (const auto &sym : symbols) {
                    if (sym.size() != 1)
                        return "digits run together outside an ALS";
                    digits.push_back(sym[0]);
                }
                inside = signs;
            }
        } else {
            if (previous == 0)
                return "a node without its digit";
            digits = { previous };
        }
        std::size_t end = i;
        while (end < text.size() && text[end] != '=' && text[end] != '-')
            ++end;
        std::vector<int> cells;
        if (!readCells(g, text.substr(i, end - i), cells))
            return "no cells '" + text.substr(i, end - i) + "'";
        i = end;
        for (std::size_t k = 0; k < digits.size(); ++k) {
            if (k > 0)
                chain.links.push_back(inside[k - 1]);
            chain.nodes.push_back({ cells, digits[k], als });
        }
        previous = digits.size() == 1 ? digits[0] : 0;
    }
    if (chain.links.empty())
        return "a chain without links";
    return {};
}

std::string readResults(const Geometry &g, const std::string &text, std::vector<Literal> &out)
{
    std::size_t from = 0;
    while (from < text.size()) {
        const std::size_t to = std::min(text.find(", ", from), text.size());
        const std::string item = text.substr(from, to - from);
        from = to + 2;
        const std::size_t not_ = item.find("<>");
        const std::size_t is = item.find('=');
        const bool placement = not_ == std::string::npos;
        const std::size_t sign = placement ? is : not_;
        if (sign == std::string::npos)
            return "a result without '=' or '<>': " + item;
        const std::string digit = item.substr(sign + (placement ? 1 : 2));
        const int d = digit.size() == 1 ? g.symbolFromChar(digit[0]) : 0;
        if (d < 1 || d > g.side())
            return "a result without its digit: " + item;
        std::size_t c = 0;
        const std::string names = item.substr(0, sign);
        while (c <= names.size()) {
            const std::size_t e = std::min(names.find(',', c), names.size());
            std::vector<int> cells;
            if (!readCells(g, names.substr(c, e - c), cells) || cells.size() != 1)
                return "a result without its cell: " + item;
            out.push_back(candidate(cells[0], d, placement));
            c = e + 1;
        }
    }
    return {};
}

// The branches (", " joins chains of one, "; " starts the next) and the brackets of nested
// contradictions, then the result after " => ".
std::string readNotation(const Geometry &g, const std::string &text, Read &read)
{
    const std::size_t arrow = text.rfind(" => ");
    if (arrow == std::string::npos)
        return "no result";
    if (std::string p = readResults(g, text.substr(arrow + 4), read.results); !p.empty())
        return p;
    const std::string body = text.substr(0, arrow);
    int group = 0;
    int brackets = 0;
    bool inside = false;
    std::size_t i = 0;
    while (i < body.size()) {
        if (body[i] == '[') {
            if (inside)
                return "a bracket inside a bracket";
            inside = true;
            ++brackets;
            ++i;
        }
        std::size_t end = i;
        while (end < body.size() && body[end] != ',' && body[end] != ';' && body[end] != ']'
            && body[end] != '[')
            ++end;
        core::Chain chain;
        if (std::string p = readChain(g, body.substr(i, end - i), chain); !p.empty())
            return p + " in '" + body.substr(i, end - i) + "'";
        chain.branch = group;
        chain.nested = inside ? brackets : 0;
        read.chains.push_back(std::move(chain));
        i = end;
        if (i < body.size() && body[i] == ']') {
            if (!inside)
                return "a ']' without its '['";
            inside = false;
            ++i;
        }
        if (i == body.size())
            break;
        if (body.compare(i, 2, ", ") == 0) {
            i += 2;
        } else if (body.compare(i, 2, "; ") == 0) {
            if (inside)
                return "a branch that ends inside a bracket";
            ++group;
            i += 2;
        } else {
            return "no separator at '" + body.substr(i) + "'";
        }
    }
    if (inside)
        return "an unclosed '['";
    if (read.chains.empty())
        return "no chains";
    return {};
}

// Replays the chains read back: see forcingProblem in chaincheck.h.
// `kraken`: the branches are a Kraken fish's, one per fin (none breaks down, each ends at the
// result); what covers the case of no fin true is the fish, which krakenProblem checks.
std::string replay(const Board &board, const Read &read, bool net, bool kraken = false)
{
    if (read.results.size() != 1)
        return "not one result";
    const Literal result = read.results[0];
    // The branches: the groups, those that start at the same assumption together (a
    // contradiction's chains).
    std::vector<std::vector<const core::Chain *>> branches;
    for (std::size_t i = 0; i < read.chains.size(); ++i) {
        const core::Chain &chain = read.chains[i];
        const bool same = i > 0
            && (chain.branch == read.chains[i - 1].branch
                || literalsOf(chain).front() == literalsOf(*branches.back().front()).front());
        if (!same)
            branches.emplace_back();
        branches.back().push_back(&chain);
    }
    const bool contradictionKind = branches.size() == 1 && !kraken;
    std::vector<Literal> sources;
    for (const auto &branch : branches) {
        const Literal source = literalsOf(*branch.front()).front();
        if (branch.front()->nested != 0)
            return "a branch that opens with a nested contradiction, its assumption unwritten";
        if (source.cells.size() != 1 || !holds(board, source.cells[0], source.digit))
            return "a branch whose assumption is no candidate";
        sources.push_back(source);
        std::vector<Known> scopes { Known { source } };
        std::vector<char> contradicted { 0 };
        std::vector<Literal> assumptions;
        int nested = 0;
        Literal last = source; // the last literal learnt at the branch's level
        const auto close = [&]() -> std::string {
            if (!contradicted.back())
                return "a nested contradiction that reaches none";
            scopes.pop_back();
            contradicted.pop_back();
            // What a bracket proves: its assumption is false.
            last = assumptions.back().negated();
            scopes.back().insert(last);
            if (contradiction(board, scopes.back(), last))
                contradicted.back() = 1;
            assumptions.pop_back();
            return {};
        };
        for (const core::Chain *chain : branch) {
            const std::vector<Literal> lits = literalsOf(*chain);
            const std::string where = "chain " + std::to_string(chain - branch.front());
            if (chain->nested != nested) {
                if (nested != 0) {
                    if (std::string p = close(); !p.empty())
                        return p;
                }
                if (chain->nested != 0) {
                    // A bracket opens with its own assumption.
                    const Literal &a = lits.front();
                    if (!a.on || a.cells.size() != 1 || !holds(board, a.cells[0], a.digit))
                        return "a nested contradiction whose assumption is no candidate true";
                    if (scopes.back().count(a) || scopes.back().count(a.negated()))
                        return "a nested contradiction that assumes what is known";
                    if (contradicted.back())
                        return "a bracket after its branch's contradiction";
                    Known inner = scopes.back();
                    inner.insert(a);
                    scopes.push_back(std::move(inner));
                    contradicted.push_back(0);
                    assumptions.push_back(a);
                }
                nested = chain->nested;
            }
            Known &known = scopes.back();
            if (contradicted.back())
                return "a chain after its branch's contradiction (" + where + ")";
            if (!known.count(lits.front()))
                return "a chain that starts at a node not known (" + where + ")";
            for (std::size_t i = 0; i < chain->links.size(); ++i) {
                if (contradicted.back())
                    return "a chain that goes on after a contradiction (" + where + ", link "
                        + std::to_string(i) + ")";
                const Literal &to = lits[i + 1];
                const bool real
                    = linkProblem(board, chain->nodes[i], chain->nodes[i + 1], chain->links[i])
                          .empty();
                if (!real
                    && (!net || chain->links[i] == ChainLink::Weak || !single(board, known, to)))
                    return "link " + std::to_string(i) + " does not follow (" + where + ")";
                known.insert(to);
                if (contradiction(board, known, to))
                    contradicted.back() = 1;
            }
            if (nested == 0)
                last = lits.back();
        }
        if (nested != 0) {
            if (std::string p = close(); !p.empty())
                return p;
        }
        if (contradictionKind) {
            if (!contradicted.back())
                return "a contradiction's branch that reaches none";
        } else {
            if (contradicted.back())
                return "a branch that breaks down";
            if (!(last == result))
                return "a branch that does not end at the result";
        }
    }
    if (contradictionKind)
        return sources[0] == result.negated() ? "" : "a contradiction that proves another result";
    if (kraken)
        return {};
    // Several branches: together they cover every case. A candidate true and false; every
    // candidate of a cell; every place of a digit in a unit.
    const Geometry &g = board.geometry();
    const std::set<Literal> got(sources.begin(), sources.end());
    if (got.size() != sources.size())
        return "two branches with one assumption";
    if (sources.size() == 2 && sources[0] == sources[1].negated())
        return {};
    if (!std::all_of(sources.begin(), sources.end(), [](const Literal &l) { return l.on; }))
        return "the branches do not cover every case";
    std::set<Literal> expected;
    for (int d = 1; d <= g.side(); ++d)
        if (holds(board, sources[0].cells[0], d))
            expected.insert(candidate(sources[0].cells[0], d, true));
    if (got == expected)
        return {};
    for (int u = 0; u < g.unitCount(); ++u) {
        expected.clear();
        for (int c : g.unit(u))
            if (holds(board, c, sources[0].digit))
                expected.insert(candidate(c, sources[0].digit, true));
        if (got == expected)
            return {};
    }
    return "the branches do not cover every case";
}

// The fins of a Kraken fish as read back: the branches' assumptions.
std::vector<Literal> branchSources(const Read &read)
{
    std::vector<Literal> out;
    for (std::size_t i = 0; i < read.chains.size(); ++i)
        if (i == 0 || read.chains[i].branch != read.chains[i - 1].branch)
            out.push_back(literalsOf(read.chains[i]).front());
    return out;
}

} // namespace

std::string replayProblem(const Board &board, const std::string &text, bool net)
{
    Read read;
    if (std::string p = readNotation(board.geometry(), text, read); !p.empty())
        return "cannot read back: " + p;
    return replay(board, read, net);
}

std::string forcingProblem(const Board &board, const core::Step &step)
{
    const bool net = step.technique == core::Technique::ForcingNet;
    if (!net && step.technique != core::Technique::ForcingChain)
        return "not a forcing step";
    const std::string text = core::stepNotation(step, board.geometry(), core::CellNaming::Letter);
    Read read;
    if (std::string p = readNotation(board.geometry(), text, read); !p.empty())
        return "cannot read back: " + p + ": " + text;
    // The result written is the step's.
    std::set<Literal> stepResults;
    for (const auto &e : step.eliminations)
        stepResults.insert(candidate(e.cell, e.symbol, false));
    for (const auto &p : step.placements)
        stepResults.insert(candidate(p.cell, p.symbol, true));
    if (std::set<Literal>(read.results.begin(), read.results.end()) != stepResults)
        return "the result written is not the step's: " + text;
    if (std::string p = replay(board, read, net); !p.empty())
        return p + ": " + text;
    return {};
}

std::string krakenProblem(const Board &board, const core::Step &step)
{
    if (step.technique != core::Technique::KrakenFish)
        return "not a Kraken fish";
    const Geometry &g = board.geometry();
    const std::string text = core::stepNotation(step, g, core::CellNaming::Letter);
    Read read;
    if (std::string p = readNotation(g, text, read); !p.empty())
        return "cannot read back: " + p + ": " + text;
    if (read.results.size() != 1 || read.results[0].on || read.results[0].cells.size() != 1)
        return "not one elimination: " + text;
    const Literal result = read.results[0];
    const int digit = result.digit;
    const int target = result.cells[0];
    if (step.eliminations.size() != 1 || step.eliminations[0].cell != target
        || step.eliminations[0].symbol != digit)
        return "the result written is not the step's: " + text;
    // Every fin true: a branch from it (assumed true) to the result.
    if (std::string p = replay(board, read, false, true); !p.empty())
        return p + ": " + text;
    const std::vector<Literal> fins = branchSources(read);
    for (const Literal &f : fins)
        if (!f.on || f.digit != digit || f.cells.size() != 1)
            return "a branch that does not assume a fin of the digit: " + text;
    // No fin true: the base lines (the step's first half of units, rows or columns) hold the
    // digit, outside the fins, in as many cover lines of the other direction, one of them the
    // target's, which is in no base line.
    const std::size_t n = step.units.size() / 2;
    if (n < 2 || step.units.size() != 2 * n)
        return "not n base and n cover lines";
    const bool rows = g.unitKind(step.units[0]) == core::UnitKind::Row;
    std::set<int> covers;
    for (std::size_t i = 0; i < n; ++i) {
        const int u = step.units[i];
        if ((g.unitKind(u) == core::UnitKind::Row) != rows
            || (!rows && g.unitKind(u) != core::UnitKind::Column))
            return "base lines of two kinds";
        for (int c : g.unit(u)) {
            if (!holds(board, c, digit)
                || std::any_of(fins.begin(), fins.end(), [&](auto &f) { return f.cells[0] == c; }))
                continue;
            covers.insert(rows ? g.column(c) : g.row(c));
        }
        if (std::find(g.unit(u).begin(), g.unit(u).end(), target) != g.unit(u).end())
            return "the target is in a base line";
    }
    if (covers.size() > n)
        return "the base lines without their fins are no fish: " + text;
    if (!covers.count(rows ? g.column(target) : g.row(target)))
        return "the target is in no cover line: " + text;
    return {};
}

} // namespace chaincheck
