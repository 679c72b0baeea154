#pragma once

// What the forcing chains (forcing.cpp) and the forcing nets (forcingnet.cpp) share, internal to
// core/logic: a result and its order, the shortlist of the best results, the table of what
// every assumption reaches, the verities (a candidate true and false, a cell's candidates, a
// unit's places of a digit) and a result's step from its branches.

#include "logic/alsgraph.h"
#include "logic/chainstep.h"
#include "logic/linkgraph.h"

#include <algorithm>
#include <climits>
#include <span>
#include <vector>

namespace core::forcing {

// Forcing chains and nets are offered on boards up to 16x16. On a 25x25 one search over every
// candidate takes seconds (an open 25x25: 11.6 s for the chains, 3.0 s for the nets, release
// build), too long for a hint the player waits for; the one-level trial covers those boards.
constexpr int kMaxForcingSide = 16;

// A result proved by branches: branch i runs from sources[i] to targets[i].
struct Forcing
{
    int links = INT_MAX; // the links of all branches (a net's: an estimate until measured)
    int gain = 0; // the candidates the result removes
    ForcingKind kind = ForcingKind::Contradiction;
    std::vector<int> sources;
    std::vector<int> targets; // empty for a net's contradiction (the branch ends in its conflict)
    int result = -1; // the literal proved: on(Y) places Y, off(Y) removes Y
    int anchor = -1; // Digit/Contradiction: the assumed node; Cell: the cell; Unit: the unit
    int digit = 0; // Unit: the digit
};

// The order of results: the fewest links, then the most candidates removed, then the fewest
// branches (the first found wins a tie).
struct Rank
{
    int links;
    int gain;
    int branches;
};

inline bool before(const Rank &a, const Rank &b)
{
    if (a.links != b.links)
        return a.links < b.links;
    if (a.gain != b.gain)
        return a.gain > b.gain;
    return a.branches < b.branches;
}

inline Rank rankOf(const Forcing &f)
{
    return { f.links, f.gain, static_cast<int>(f.sources.size()) };
}

// The candidates a result removes: one for an elimination; for a placement, the cell's other
// candidates and the digit in the cell's peers.
template <int W> int gainOf(const LinkGraph<W> &graph, int result)
{
    if (!literalIsOn(result))
        return 1;
    const auto &n = graph.node(literalNode(result));
    return popcount(graph.cellCandidates(n.cell)) - 1
        + (graph.digitCells(n.digit) & graph.tables().peers[n.cell]).count();
}

// Keeps the best `limit` forcings with different results, best first.
class Shortlist
{
public:
    explicit Shortlist(int limit)
        : m_limit { limit }
    { }
    // Whether a forcing of this rank could get in (checked before one is built).
    bool wants(const Rank &r) const
    {
        return static_cast<int>(m_items.size()) < m_limit || before(r, rankOf(m_items.back()));
    }
    void offer(Forcing f)
    {
        const Rank r = rankOf(f);
        for (auto it = m_items.begin(); it != m_items.end(); ++it)
            if (it->result == f.result) {
                if (!before(r, rankOf(*it)))
                    return;
                m_items.erase(it);
                break;
            }
        if (!wants(r))
            return;
        const auto at = std::upper_bound(m_items.begin(), m_items.end(), r,
            [](const Rank &x, const Forcing &y) { return before(x, rankOf(y)); });
        m_items.insert(at, std::move(f));
        if (static_cast<int>(m_items.size()) > m_limit)
            m_items.pop_back();
    }
    std::vector<Forcing> &items() { return m_items; }

private:
    int m_limit;
    std::vector<Forcing> m_items;
};

// What every assumption implies: per source literal, the literals it reaches, as a bit set and
// as a list sorted by literal with each one's cost (a chain's links; a net's estimate).
struct Reached
{
    int lit;
    int cost;
};

class ReachTable
{
public:
    ReachTable(int sources, int literals)
        : m_words { (literals + 63) / 64 }
        , m_rows(static_cast<std::size_t>(sources) * m_words, 0)
        , m_broken(sources, -1)
    {
        m_start.reserve(sources + 1);
        m_start.push_back(0);
    }

    // The next source's literals (in any order) and their costs (cost(lit)).
    template <typename Cost> void add(std::span<const int> literals, Cost cost)
    {
        const std::size_t src = m_start.size() - 1;
        std::uint64_t *row = &m_rows[src * m_words];
        for (int lit : literals)
            row[lit >> 6] |= std::uint64_t { 1 } << (lit & 63);
        // In literal order: the row's bits.
        for (int w = 0; w < m_words; ++w)
            for (std::uint64_t m = row[w]; m; m &= m - 1) {
                const int lit = 64 * w + __builtin_ctzll(m);
                m_items.push_back({ lit, cost(lit) });
            }
        m_start.push_back(m_items.size());
    }
    void setBroken(int source, int cost) { m_broken[source] = cost; }

    bool reaches(int source, int lit) const
    {
        return (m_rows[static_cast<std::size_t>(source) * m_words + (lit >> 6)] >> (lit & 63)) & 1u;
    }
    std::span<const Reached> list(int source) const
    {
        return { m_items.data() + m_start[source], m_items.data() + m_start[source + 1] };
    }
    // The cost of a literal the source reaches.
    int cost(int source, int lit) const
    {
        const auto l = list(source);
        const auto it = std::lower_bound(
            l.begin(), l.end(), lit, [](const Reached &r, int x) { return r.lit < x; });
        return it->cost;
    }
    // A net's source that ends in a contradiction: its cost; -1 for none.
    int broken(int source) const { return m_broken[source]; }

private:
    int m_words;
    std::vector<std::uint64_t> m_rows;
    std::vector<Reached> m_items;
    std::vector<std::size_t> m_start;
    std::vector<int> m_broken;
};

// The sources of the verities: each candidate true and false (Digit), each cell's candidates
// (Cell), each unit's places of a digit (Unit); f(sources, kind, anchor, digit).
template <int W, typename F> void forEachVerity(const LinkGraph<W> &graph, F f)
{
    const Geometry &g = graph.geometry();
    std::vector<int> sources;
    for (int x = 0; x < graph.candidateCount(); ++x) {
        sources = { onLiteral(x), offLiteral(x) };
        f(sources, ForcingKind::Digit, x, 0);
    }
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = graph.cellCandidates(c);
        if (popcount(m) < 2)
            continue;
        sources.clear();
        for (Mask k = m; k; k &= k - 1)
            sources.push_back(onLiteral(graph.candidateNode(c, lowestSymbol(k))));
        f(sources, ForcingKind::Cell, c, 0);
    }
    for (int u = 0; u < g.unitCount(); ++u)
        for (int d = 1; d <= g.side(); ++d) {
            const auto places = graph.tables().units[u] & graph.digitCells(d);
            if (places.count() < 2)
                continue;
            sources.clear();
            places.forEach([&](int c) { sources.push_back(onLiteral(graph.candidateNode(c, d))); });
            f(sources, ForcingKind::Unit, u, d);
        }
}

// Every candidate literal that all the sources reach (but their own nodes) as a result: its
// links are the sum of its costs from each source.
template <int W>
void offerVerities(const LinkGraph<W> &graph, const ReachTable &table,
    const std::vector<int> &sources, ForcingKind kind, int anchor, int digit, Shortlist &list)
{
    const int candidates = graph.candidateCount();
    std::size_t smallest = 0;
    for (std::size_t i = 1; i < sources.size(); ++i)
        if (table.list(sources[i]).size() < table.list(sources[smallest]).size())
            smallest = i;
    const int branches = static_cast<int>(sources.size());
    for (const Reached &r : table.list(sources[smallest])) {
        const int node = literalNode(r.lit);
        if (node >= candidates)
            break; // sorted by literal: the groups' literals come last
        bool all = true;
        for (int s : sources)
            if (literalNode(s) == node || !table.reaches(s, r.lit)) {
                all = false;
                break;
            }
        if (!all)
            continue;
        int links = 0;
        for (std::size_t i = 0; i < sources.size(); ++i)
            links += i == smallest ? r.cost : table.cost(sources[i], r.lit);
        const int gain = gainOf(graph, r.lit);
        if (!list.wants({ links, gain, branches }))
            continue;
        Forcing f;
        f.links = links;
        f.gain = gain;
        f.kind = kind;
        f.sources = sources;
        f.targets.assign(sources.size(), r.lit);
        f.result = r.lit;
        f.anchor = anchor;
        f.digit = digit;
        list.offer(std::move(f));
    }
}

template <int W>
Chain literalChain(
    const LinkGraph<W> &graph, const std::vector<int> &literals, const AlsGraph<W> *sets = nullptr)
{
    Chain chain;
    for (std::size_t i = 0; i < literals.size(); ++i) {
        const int node = literalNode(literals[i]);
        chain.nodes.push_back(sets ? sets->chainNode(node) : chainNode(graph, node));
        if (i + 1 < literals.size())
            chain.links.push_back(literalIsOn(literals[i]) ? ChainLink::Weak : ChainLink::Strong);
    }
    return chain;
}

// The step of a result from its branches (each a list of literals; `branchOf` says which
// branch each belongs to, `nestedOf` which nested contradiction).
template <int W>
Step forcingStep(const LinkGraph<W> &graph, Technique technique, const Forcing &f,
    const std::vector<std::vector<int>> &branches, const std::vector<int> &branchOf,
    const std::vector<int> &nestedOf, const AlsGraph<W> *sets = nullptr)
{
    Step step;
    step.technique = technique;
    step.forcing = f.kind;
    const int node = literalNode(f.result);
    const int cell = graph.node(node).cell;
    const int digit = graph.node(node).digit;
    if (literalIsOn(f.result))
        step.placements = { { cell, digit } };
    else
        step.eliminations = { { cell, digit } };
    const Geometry &g = graph.geometry();
    switch (f.kind) {
    case ForcingKind::Contradiction:
    case ForcingKind::Digit:
        step.trialCell = graph.node(f.anchor).cell;
        step.trialSymbol = graph.node(f.anchor).digit;
        step.cells = { step.trialCell };
        break;
    case ForcingKind::Cell:
        step.cells = { f.anchor };
        break;
    case ForcingKind::Unit:
        step.units = { f.anchor };
        for (int c : g.unit(f.anchor))
            if (graph.candidateNode(c, f.digit) >= 0)
                step.cells.push_back(c);
        break;
    }
    for (std::size_t i = 0; i < branches.size(); ++i) {
        for (int lit : branches[i]) {
            // A set's node: the set's cells that hold its digit.
            const int id = literalNode(lit);
            const bool als = sets && sets->isAls(id);
            const int digit = als ? sets->als(id).digit : graph.node(id).digit;
            const CellSet<W> &cells = als ? sets->als(id).cells : graph.node(id).cells;
            step.symbols |= bit(digit);
            cells.forEach([&](int c) {
                if (std::find(step.cells.begin(), step.cells.end(), c) == step.cells.end())
                    step.cells.push_back(c);
                const bool known = std::any_of(step.pattern.begin(), step.pattern.end(),
                    [&](const PatternCandidate &p) { return p.cell == c && p.symbol == digit; });
                if (!known)
                    step.pattern.push_back(
                        { c, digit, static_cast<std::uint8_t>(literalIsOn(lit) ? 0 : 1) });
            });
        }
        Chain chain = literalChain(graph, branches[i], sets);
        if (technique == Technique::ForcingNet) {
            chain.branch = branchOf[i];
            chain.nested = nestedOf[i];
        }
        step.chains.push_back(std::move(chain));
    }
    return step;
}

} // namespace core::forcing
