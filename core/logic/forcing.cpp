#include "logic/forcing.h"

#include "logic/alsgraph.h"
#include "logic/chainstep.h"
#include "logic/linkgraph.h"

#include <algorithm>
#include <array>
#include <climits>
#include <span>

namespace core {

namespace {

// A result proved by branches: branch i runs from sources[i] to targets[i].
struct Forcing
{
    int cost = INT_MAX; // links (or implications) in all branches
    ForcingKind kind = ForcingKind::Contradiction;
    std::vector<int> sources;
    std::vector<int> targets; // empty for a net's contradiction (the branch ends in its conflict)
    int result = -1; // the literal proved: on(Y) places Y, off(Y) removes Y
    int anchor = -1; // Digit/Contradiction: the assumed node; Cell: the cell; Unit: the unit
    int digit = 0; // Unit: the digit
};

bool before(const Forcing &a, const Forcing &b)
{
    if (a.cost != b.cost)
        return a.cost < b.cost;
    return a.sources.size() < b.sources.size();
}

// Keeps the best `limit` forcings with different results, best first (the first offered wins a
// tie).
class Shortlist
{
public:
    explicit Shortlist(int limit)
        : m_limit { limit }
    { }
    void offer(Forcing f)
    {
        for (auto it = m_items.begin(); it != m_items.end(); ++it)
            if (it->result == f.result) {
                if (!before(f, *it))
                    return;
                m_items.erase(it);
                break;
            }
        if (static_cast<int>(m_items.size()) >= m_limit && !before(f, m_items.back()))
            return;
        m_items.insert(std::upper_bound(m_items.begin(), m_items.end(), f, before), std::move(f));
        if (static_cast<int>(m_items.size()) > m_limit)
            m_items.pop_back();
    }
    const std::vector<Forcing> &items() const { return m_items; }

private:
    int m_limit;
    std::vector<Forcing> m_items;
};

constexpr int kMaxDepth = 250;
// The almost locked sets a forcing chain may pass through (cells; alsgraph.h). Five cells take
// top95's forcing nets from 53 to 50 but double the chain search where nothing simpler applies
// (3 -> 6 ms on top95's slowest hint position, with the hint's 16 ms budget shared by every
// finder before it).
constexpr int kChainAlsCells = 4;

// Forcing chains: the alternating search of the link graph from a literal (each implication
// follows from one before it), with nodes for almost locked sets (alsgraph.h: a set is entered
// by one digit, a weak link that removes it, and left by another, which the set then holds).
template <int W> class ChainEngine
{
public:
    explicit ChainEngine(AlsGraph<W> &graph)
        : m_graph { graph }
    { }
    bool run(int source)
    {
        m_graph.run(source, -1, kMaxDepth);
        return true;
    }
    std::span<const int> order() const { return m_graph.order(); }
    int depth(int lit) const { return m_graph.depth(lit); }
    std::vector<int> path(int target) const { return m_graph.path(target); }

private:
    AlsGraph<W> &m_graph;
};

// Forcing nets: what an assumption implies by the links and the singles: every implied literal
// with the literals it follows from (its parents: one for a link; for a single, the other
// candidates of the cell or places of the unit), in the order implied. A digit left only in one
// box-line segment of a unit makes that grouped node true (its parents: the unit's other places),
// which removes the digit from the cells that see the whole segment (locked candidates inside
// the net). Stops at the first contradiction.
//
// Nested (setNesting(1)): once the assumption implies nothing more, every candidate B still
// open is assumed as well; when B then leads to a contradiction, B is false under the
// assumption (its parents: the literals of the assumption's net that the contradiction used),
// and the propagation goes on. That is a forcing net inside a forcing net (Sudoku Explainer's
// nested forcing chains), needed by the hardest puzzles (AI Escargot, Inkala's 2010 puzzle,
// Everest) where no net of one level finds anything.
struct NestedContradiction
{
    int assumption = -1; // the literal assumed inside (on(B))
    std::vector<std::pair<int, std::vector<int>>> derived; // inner literals and their parents
    std::vector<int> conflict;
    std::vector<int> outer; // the outer literals the inner net used
};

template <int W> class NetEngine
{
public:
    explicit NetEngine(const LinkGraph<W> &graph)
        : m_graph { graph }
        , m_g { graph.geometry() }
        , m_side { graph.geometry().side() }
        , m_stamp(2 * graph.nodeCount(), 0)
        , m_depth(2 * graph.nodeCount(), 0)
        , m_parentStart(2 * graph.nodeCount(), 0)
        , m_parentCount(2 * graph.nodeCount(), 0)
        , m_off(graph.geometry().side() + 1)
        , m_groupsIn(graph.geometry().unitCount() * (graph.geometry().side() + 1))
        , m_nestedOf(2 * graph.nodeCount(), -1)
    {
        for (int c = 0; c < m_g.cellCount(); ++c)
            m_cellStart.push_back(popcount(graph.cellCandidates(c)));
        m_unitStart.assign(m_g.unitCount() * (m_side + 1), 0);
        for (int u = 0; u < m_g.unitCount(); ++u)
            for (int d = 1; d <= m_side; ++d)
                m_unitStart[u * (m_side + 1) + d]
                    = (graph.tables().units[u] & graph.digitCells(d)).count();
        for (int id = graph.candidateCount(); id < graph.nodeCount(); ++id) {
            const auto &node = graph.node(id);
            for (int u = 0; u < m_g.unitCount(); ++u)
                if (node.cells.subsetOf(graph.tables().units[u]))
                    m_groupsIn[u * (m_side + 1) + node.digit].push_back(id);
        }
    }

    void setNesting(int level) { m_nesting = level; }

    // Propagates from the literal; false when it ends in a contradiction (conflict()).
    bool run(int source)
    {
        ++m_generation;
        m_order.clear();
        m_parents.clear();
        m_conflict.clear();
        m_stamped.clear();
        m_decrements.clear();
        m_head = 0;
        for (int lit : m_nestedLiterals)
            m_nestedOf[lit] = -1;
        m_nestedLiterals.clear();
        m_nested.clear();
        m_cellLeft = m_cellStart;
        m_unitLeft = m_unitStart;
        for (auto &set : m_off)
            set = {};
        derive(source, {});
        propagate();
        if (m_nesting > 0)
            nest();
        return m_conflict.empty();
    }

    // The nested contradiction that made the literal false, or nullptr for another literal.
    const NestedContradiction *nested(int lit) const
    {
        return known(lit) && m_nestedOf[lit] >= 0 ? &m_nested[m_nestedOf[lit]] : nullptr;
    }

    const std::vector<int> &order() const { return m_order; }
    int depth(int lit) const { return m_depth[lit]; }
    // The literals that cannot hold together, when run() returned false: a node true and
    // false, or every candidate of a cell (place of a digit in a unit) false.
    const std::vector<int> &conflict() const { return m_conflict; }
    std::vector<int> parents(int lit) const
    {
        const auto first = m_parents.begin() + m_parentStart[lit];
        return { first, first + m_parentCount[lit] };
    }

private:
    struct Checkpoint
    {
        std::size_t order, parents, stamped, decrements;
    };

    bool known(int lit) const { return m_stamp[lit] == m_generation; }

    void propagate()
    {
        while (m_head < m_order.size() && m_conflict.empty())
            expand(m_order[m_head++]);
    }

    Checkpoint checkpoint() const
    {
        return { m_order.size(), m_parents.size(), m_stamped.size(), m_decrements.size() };
    }

    // Forgets everything derived since the checkpoint.
    void rollback(const Checkpoint &cp)
    {
        for (std::size_t i = cp.stamped; i < m_stamped.size(); ++i) {
            const int lit = m_stamped[i];
            m_stamp[lit] = 0;
            const int node = literalNode(lit);
            if (!literalIsOn(lit) && node < m_graph.candidateCount())
                m_off[m_graph.node(node).digit].reset(m_graph.node(node).cell);
        }
        for (std::size_t i = cp.decrements; i < m_decrements.size(); ++i) {
            const int slot = m_decrements[i];
            ++(slot < 0 ? m_cellLeft[-slot - 1] : m_unitLeft[slot]);
        }
        m_stamped.resize(cp.stamped);
        m_decrements.resize(cp.decrements);
        m_order.resize(cp.order);
        m_parents.resize(cp.parents);
        m_conflict.clear();
        m_head = cp.order;
    }

    // One level of nested contradictions, a few passes over the open candidates.
    void nest()
    {
        constexpr int kPasses = 2;
        for (int pass = 0; pass < kPasses && m_conflict.empty(); ++pass) {
            bool changed = false;
            for (int b = 0; b < m_graph.candidateCount() && m_conflict.empty(); ++b) {
                // Inner assumptions on the candidates with a strong link (in a bivalue cell or
                // with two places in a unit): the usual starts of a chain, and far fewer.
                if (known(onLiteral(b)) || known(offLiteral(b)) || m_graph.strong(b).empty())
                    continue;
                const Checkpoint cp = checkpoint();
                derive(onLiteral(b), {});
                propagate();
                if (m_conflict.empty()) {
                    rollback(cp);
                    continue;
                }
                NestedContradiction inner = capture(cp, onLiteral(b));
                rollback(cp);
                int depth = 0;
                for (int p : inner.outer)
                    depth = std::max(depth, static_cast<int>(m_depth[p]));
                const int lit = offLiteral(b);
                derive(lit, inner.outer);
                m_depth[lit] = static_cast<std::uint16_t>(
                    std::min(depth + 1 + static_cast<int>(inner.derived.size()), kMaxDepth));
                m_nestedOf[lit] = static_cast<int>(m_nested.size());
                m_nestedLiterals.push_back(lit);
                m_nested.push_back(std::move(inner));
                propagate();
                changed = true;
            }
            if (!changed)
                return;
        }
    }

    NestedContradiction capture(const Checkpoint &cp, int assumption) const
    {
        NestedContradiction inner;
        inner.assumption = assumption;
        inner.conflict = m_conflict;
        std::vector<int> innerLits(
            m_stamped.begin() + static_cast<long>(cp.stamped), m_stamped.end());
        for (int lit : innerLits)
            inner.derived.push_back({ lit, parents(lit) });
        for (const auto &[lit, ps] : inner.derived)
            for (int p : ps)
                if (std::find(innerLits.begin(), innerLits.end(), p) == innerLits.end()
                    && std::find(inner.outer.begin(), inner.outer.end(), p) == inner.outer.end())
                    inner.outer.push_back(p);
        for (int p : inner.conflict)
            if (std::find(innerLits.begin(), innerLits.end(), p) == innerLits.end()
                && std::find(inner.outer.begin(), inner.outer.end(), p) == inner.outer.end())
                inner.outer.push_back(p);
        return inner;
    }

    void derive(int lit, std::span<const int> parents)
    {
        if (!m_conflict.empty() || known(lit))
            return;
        m_stamp[lit] = m_generation;
        m_stamped.push_back(lit);
        m_parentStart[lit] = static_cast<int>(m_parents.size());
        m_parentCount[lit] = static_cast<int>(parents.size());
        m_parents.insert(m_parents.end(), parents.begin(), parents.end());
        int depth = 0;
        for (int p : parents)
            depth = std::max(depth, m_depth[p] + 1);
        m_depth[lit] = static_cast<std::uint16_t>(std::min(depth, kMaxDepth));
        if (known(lit ^ 1)) {
            m_conflict = { lit ^ 1, lit };
            return;
        }
        const int node = literalNode(lit);
        if (!literalIsOn(lit) && node < m_graph.candidateCount())
            m_off[m_graph.node(node).digit].set(m_graph.node(node).cell);
        m_order.push_back(lit);
    }

    void offsOf(const CellSet<W> &cells, int d, std::vector<int> &offs) const
    {
        cells.forEach([&](int c) { offs.push_back(offLiteral(m_graph.candidateNode(c, d))); });
    }

    void expand(int lit)
    {
        const int node = literalNode(lit);
        if (literalIsOn(lit)) {
            for (const auto &e : m_graph.weak(node))
                derive(offLiteral(e.to), std::span<const int>(&lit, 1));
            return;
        }
        if (node >= m_graph.candidateCount())
            return; // a group false: nothing follows here
        const int c = m_graph.node(node).cell;
        const int d = m_graph.node(node).digit;
        std::vector<int> &offs = m_offs;
        offs.clear();
        // The cell: one candidate left is true, none is a contradiction.
        m_decrements.push_back(-c - 1);
        if (--m_cellLeft[c] <= 1) {
            int last = -1;
            for (Mask m = m_graph.cellCandidates(c); m; m &= m - 1) {
                const int other = m_graph.candidateNode(c, lowestSymbol(m));
                if (known(offLiteral(other)))
                    offs.push_back(offLiteral(other));
                else
                    last = other;
            }
            if (last < 0) {
                m_conflict = offs;
                return;
            }
            derive(onLiteral(last), offs);
        }
        // Each unit: one place left is true, none a contradiction, places left in one segment
        // make the segment true.
        for (int u : m_g.unitsOf(c)) {
            if (!m_conflict.empty())
                return;
            const int slot = u * (m_side + 1) + d;
            m_decrements.push_back(slot);
            if (--m_unitLeft[slot] > 1 && m_groupsIn[slot].empty())
                continue;
            const auto places = m_graph.tables().units[u] & m_graph.digitCells(d);
            const auto left = places - m_off[d];
            offs.clear();
            if (left.none()) {
                offsOf(places, d, offs);
                m_conflict = offs;
                return;
            }
            if (left.single()) {
                offsOf(places - left, d, offs);
                derive(onLiteral(m_graph.candidateNode(left.first(), d)), offs);
                continue;
            }
            for (int group : m_groupsIn[slot]) {
                const auto &cells = m_graph.node(group).cells;
                if (!left.subsetOf(cells) || known(onLiteral(group)))
                    continue;
                offs.clear();
                offsOf(places - cells, d, offs);
                derive(onLiteral(group), offs);
                break;
            }
        }
    }

    const LinkGraph<W> &m_graph;
    const Geometry &m_g;
    int m_side;
    std::uint32_t m_generation = 0;
    std::vector<std::uint32_t> m_stamp;
    std::vector<std::uint16_t> m_depth;
    std::vector<int> m_parentStart;
    std::vector<int> m_parentCount;
    std::vector<int> m_parents;
    std::vector<int> m_order;
    std::vector<int> m_conflict;
    std::vector<int> m_cellLeft, m_cellStart;
    std::vector<int> m_unitLeft, m_unitStart;
    std::vector<CellSet<W>> m_off; // per digit: the cells whose candidate is known false
    std::vector<std::vector<int>> m_groupsIn; // per unit and digit: the groups inside the unit
    int m_nesting = 0;
    std::size_t m_head = 0;
    std::vector<int> m_offs; // scratch
    std::vector<int> m_stamped; // every literal stamped, in order (for a rollback)
    std::vector<int> m_decrements; // counters decremented: -cell - 1, or a unit slot
    std::vector<int> m_nestedOf; // per literal: its nested contradiction, -1 for none
    std::vector<int> m_nestedLiterals;
    std::vector<NestedContradiction> m_nested;
};

// What every assumption implies (each candidate true, and false): bit sets of the literals
// reached, and their depths (kept for all sources on grids up to 9x9; on bigger ones computed
// again for the few sources a result needs).
template <class Engine> class ForcingTable
{
public:
    ForcingTable(Engine &engine, int literals, int sources)
        : m_engine { engine }
        , m_literals { literals }
        , m_words { (literals + 63) / 64 }
        , m_keep { literals <= 2048 }
        , m_reach(static_cast<std::size_t>(sources) * m_words, 0)
        , m_broken(sources, -1)
    {
        if (m_keep)
            m_depth.assign(static_cast<std::size_t>(sources) * literals, 0);
        for (int src = 0; src < sources; ++src) {
            const bool fine = m_engine.run(src);
            std::uint64_t *reach = &m_reach[static_cast<std::size_t>(src) * m_words];
            for (int lit : m_engine.order())
                reach[lit >> 6] |= std::uint64_t { 1 } << (lit & 63);
            if (m_keep)
                record(&m_depth[static_cast<std::size_t>(src) * m_literals]);
            if (!fine)
                m_broken[src] = conflictCost();
        }
    }

    int words() const { return m_words; }
    const std::uint64_t *reach(int source) const
    {
        return &m_reach[static_cast<std::size_t>(source) * m_words];
    }
    bool reaches(int source, int lit) const { return (reach(source)[lit >> 6] >> (lit & 63)) & 1u; }
    // The cost of the source's contradiction (nets), -1 when it has none.
    int broken(int source) const { return m_broken[source]; }

    // The depths of every literal from the source (valid until the next call on a big grid
    // that computes more than kPool other sources).
    const std::uint8_t *depths(int source)
    {
        if (m_keep)
            return &m_depth[static_cast<std::size_t>(source) * m_literals];
        for (std::size_t i = 0; i < m_poolSource.size(); ++i)
            if (m_poolSource[i] == source)
                return m_pool[i].data();
        const std::size_t slot = m_next++ % kPool;
        if (m_pool.size() <= slot) {
            m_pool.emplace_back();
            m_poolSource.push_back(-1);
        }
        m_pool[slot].assign(m_literals, 0);
        m_engine.run(source);
        record(m_pool[slot].data());
        m_poolSource[slot] = source;
        return m_pool[slot].data();
    }

    // Every productive literal (a candidate's, not a group's) reached from all the sources,
    // except their own nodes: f(literal).
    template <typename F> void common(const std::vector<int> &sources, int candidates, F f) const
    {
        for (int w = 0; w < m_words; ++w) {
            std::uint64_t m = ~std::uint64_t { 0 };
            for (int s : sources)
                m &= reach(s)[w];
            while (m) {
                const int lit = 64 * w + __builtin_ctzll(m);
                m &= m - 1;
                if (literalNode(lit) >= candidates)
                    continue;
                if (std::none_of(sources.begin(), sources.end(),
                        [&](int s) { return literalNode(s) == literalNode(lit); }))
                    f(lit);
            }
        }
    }

private:
    static constexpr std::size_t kPool = 64;

    void record(std::uint8_t *depth) const
    {
        for (int lit : m_engine.order())
            depth[lit] = static_cast<std::uint8_t>(std::min(m_engine.depth(lit), kMaxDepth));
    }

    int conflictCost() const
    {
        if constexpr (requires(Engine e) { e.conflict(); }) {
            int cost = 0;
            for (int lit : m_engine.conflict())
                cost += m_engine.depth(lit) + 1;
            return cost;
        }
        return 0;
    }

    Engine &m_engine;
    int m_literals;
    int m_words;
    bool m_keep;
    std::vector<std::uint64_t> m_reach;
    std::vector<std::uint8_t> m_depth;
    std::vector<int> m_broken;
    std::vector<std::vector<std::uint8_t>> m_pool;
    std::vector<int> m_poolSource;
    std::size_t m_next = 0;
};

// The sources of the verities: each candidate true and false (Digit), each cell's candidates
// (Cell), each unit's places of a digit (Unit); f(sources, kind, anchor, digit).
template <int W, typename F> void forEachVerity(const LinkGraph<W> &graph, F f)
{
    const Geometry &g = graph.geometry();
    for (int x = 0; x < graph.candidateCount(); ++x)
        f(std::vector<int> { onLiteral(x), offLiteral(x) }, ForcingKind::Digit, x, 0);
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = graph.cellCandidates(c);
        if (popcount(m) < 2)
            continue;
        std::vector<int> sources;
        for (Mask k = m; k; k &= k - 1)
            sources.push_back(onLiteral(graph.candidateNode(c, lowestSymbol(k))));
        f(sources, ForcingKind::Cell, c, 0);
    }
    for (int u = 0; u < g.unitCount(); ++u)
        for (int d = 1; d <= g.side(); ++d) {
            const auto places = graph.tables().units[u] & graph.digitCells(d);
            if (places.count() < 2)
                continue;
            std::vector<int> sources;
            places.forEach([&](int c) { sources.push_back(onLiteral(graph.candidateNode(c, d))); });
            f(sources, ForcingKind::Unit, u, d);
        }
}

template <class Engine>
void offerVerities(ForcingTable<Engine> &table, int candidates, const std::vector<int> &sources,
    ForcingKind kind, int anchor, int digit, Shortlist &list)
{
    std::vector<const std::uint8_t *> depth;
    table.common(sources, candidates, [&](int lit) {
        if (depth.empty())
            for (int s : sources)
                depth.push_back(table.depths(s));
        Forcing f;
        f.kind = kind;
        f.cost = 0;
        for (std::size_t i = 0; i < sources.size(); ++i)
            f.cost += depth[i][lit] + 1;
        f.sources = sources;
        f.targets.assign(sources.size(), lit);
        f.result = lit;
        f.anchor = anchor;
        f.digit = digit;
        list.offer(std::move(f));
    });
}

// Contradictions of a forcing chain's source: a node both true and false, a cell without a
// candidate, a digit without a place in a unit, among the literals it reaches.
template <int W>
void chainContradictions(
    const LinkGraph<W> &graph, ForcingTable<ChainEngine<W>> &table, int source, Shortlist &list)
{
    const auto has = [&](int lit) { return table.reaches(source, lit); };
    const std::uint8_t *depth = nullptr;
    const auto offer = [&](const std::vector<int> &targets) {
        if (!depth)
            depth = table.depths(source);
        Forcing f;
        f.kind = ForcingKind::Contradiction;
        f.cost = 0;
        for (int t : targets)
            f.cost += depth[t] + 1;
        f.sources.assign(targets.size(), source);
        f.targets = targets;
        f.result = source ^ 1;
        f.anchor = literalNode(source);
        list.offer(std::move(f));
    };
    for (int node = 0; node < graph.nodeCount(); ++node)
        if (has(onLiteral(node)) && has(offLiteral(node)))
            offer({ onLiteral(node), offLiteral(node) });
    const Geometry &g = graph.geometry();
    std::vector<int> targets;
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = graph.cellCandidates(c);
        targets.clear();
        for (Mask k = m; k; k &= k - 1)
            if (has(offLiteral(graph.candidateNode(c, lowestSymbol(k)))))
                targets.push_back(offLiteral(graph.candidateNode(c, lowestSymbol(k))));
        if (popcount(m) >= 2 && static_cast<int>(targets.size()) == popcount(m))
            offer(targets);
    }
    for (int u = 0; u < g.unitCount(); ++u)
        for (int d = 1; d <= g.side(); ++d) {
            const auto places = graph.tables().units[u] & graph.digitCells(d);
            targets.clear();
            places.forEach([&](int c) {
                if (has(offLiteral(graph.candidateNode(c, d))))
                    targets.push_back(offLiteral(graph.candidateNode(c, d)));
            });
            if (places.count() >= 2 && static_cast<int>(targets.size()) == places.count())
                offer(targets);
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
// branch each belongs to).
template <int W>
Step forcingStep(const LinkGraph<W> &graph, Technique technique, const Forcing &f,
    const std::vector<std::vector<int>> &branches, const std::vector<int> &branchOf,
    const AlsGraph<W> *sets = nullptr)
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
        if (technique == Technique::ForcingNet)
            chain.branch = branchOf[i];
        step.chains.push_back(std::move(chain));
    }
    return step;
}

template <int W> void forcingChains(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    const int candidates = graph.candidateCount();
    const AlsFinder<W> finder(board, kChainAlsCells);
    AlsGraph<W> sets(graph, finder, kChainAlsCells);
    ChainEngine<W> engine(sets);
    ForcingTable<ChainEngine<W>> table(engine, 2 * sets.nodeCount(), 2 * candidates);
    Shortlist list(maxSteps);
    for (int src = 0; src < 2 * candidates; ++src)
        chainContradictions(graph, table, src, list);
    forEachVerity(
        graph, [&](const std::vector<int> &sources, ForcingKind kind, int anchor, int digit) {
            offerVerities(table, candidates, sources, kind, anchor, digit, list);
        });
    for (const Forcing &f : list.items()) {
        std::vector<std::vector<int>> branches;
        for (std::size_t i = 0; i < f.sources.size(); ++i) {
            engine.run(f.sources[i]);
            branches.push_back(f.sources[i] == f.targets[i] ? std::vector<int> { f.sources[i] }
                                                            : engine.path(f.targets[i]));
        }
        out.push_back(forcingStep(graph, Technique::ForcingChain, f, branches, {}, &sets));
    }
}

// The chains of a net's branch from `source` to its targets (its conflict when `targets` is
// empty): from the source (or a literal shown before) back along the first parents to each
// literal needed; a literal's other parents get their chains first. A nested contradiction is
// written where its literal is needed: the outer literals it uses first, then its own chains
// (nested 1), from its assumption to its conflict.
struct Strand
{
    std::vector<int> literals;
    int nested = 0;
};

template <int W> class NetStrands
{
public:
    NetStrands(NetEngine<W> &net, int literals)
        : m_net { net }
        , m_shown(literals, 0)
    { }

    void branch(int source, const std::vector<int> &targets, std::vector<Strand> &out)
    {
        m_net.run(source);
        const std::vector<int> goal = targets.empty() ? m_net.conflict() : targets;
        std::fill(m_shown.begin(), m_shown.end(), 0);
        m_shown[source] = 1;
        for (int t : goal)
            emit(t, nullptr, out);
    }

private:
    using Inner = std::vector<std::pair<int, std::vector<int>>>;

    std::vector<int> parentsOf(int lit, const Inner *inner) const
    {
        if (!inner)
            return m_net.parents(lit);
        for (const auto &[l, ps] : *inner)
            if (l == lit)
                return ps;
        return {};
    }

    void emit(int lit, const Inner *inner, std::vector<Strand> &out)
    {
        if (m_shown[lit])
            return;
        if (!inner && m_net.nested(lit)) {
            emitNested(lit, out);
            return;
        }
        std::vector<int> strand;
        int x = lit;
        while (!m_shown[x]) {
            if (!inner && m_net.nested(x)) {
                emitNested(x, out);
                break;
            }
            strand.push_back(x);
            const std::vector<int> ps = parentsOf(x, inner);
            if (ps.empty())
                break;
            x = ps.front();
        }
        if (m_shown[x])
            strand.push_back(x);
        std::reverse(strand.begin(), strand.end());
        for (std::size_t k = m_shown[strand.front()] ? 1 : 0; k < strand.size(); ++k) {
            const std::vector<int> ps = parentsOf(strand[k], inner);
            for (std::size_t i = 1; i < ps.size(); ++i)
                emit(ps[i], inner, out);
        }
        for (int y : strand)
            m_shown[y] = 1;
        out.push_back({ std::move(strand), inner ? 1 : 0 });
    }

    void emitNested(int lit, std::vector<Strand> &out)
    {
        const NestedContradiction &rec = *m_net.nested(lit);
        for (int p : rec.outer)
            emit(p, nullptr, out);
        const std::vector<char> outside = m_shown;
        m_shown[rec.assumption] = 1;
        for (int c : rec.conflict)
            emit(c, &rec.derived, out);
        m_shown = outside; // what the inner assumption implied holds only inside
        m_shown[lit] = 1;
    }

    NetEngine<W> &m_net;
    std::vector<char> m_shown;
};

template <int W>
void netResults(const LinkGraph<W> &graph, ForcingTable<NetEngine<W>> &table, Shortlist &list)
{
    const int candidates = graph.candidateCount();
    for (int src = 0; src < 2 * candidates; ++src) {
        if (table.broken(src) < 0)
            continue;
        Forcing f;
        f.kind = ForcingKind::Contradiction;
        f.cost = table.broken(src);
        f.sources = { src };
        f.result = src ^ 1;
        f.anchor = literalNode(src);
        list.offer(std::move(f));
    }
    forEachVerity(
        graph, [&](const std::vector<int> &sources, ForcingKind kind, int anchor, int digit) {
            // A branch that breaks down proves more simply as a contradiction.
            if (std::all_of(
                    sources.begin(), sources.end(), [&](int s) { return table.broken(s) < 0; }))
                offerVerities(table, candidates, sources, kind, anchor, digit, list);
        });
}

template <int W> void forcingNets(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    const int candidates = graph.candidateCount();
    NetEngine<W> engine(graph);
    Shortlist list(maxSteps);
    // One level first; nested contradictions only where it finds nothing.
    for (int level = 0; level <= 1 && list.items().empty(); ++level) {
        engine.setNesting(level);
        ForcingTable<NetEngine<W>> table(engine, 2 * graph.nodeCount(), 2 * candidates);
        netResults(graph, table, list);
    }
    NetStrands<W> strands(engine, 2 * graph.nodeCount());
    for (const Forcing &f : list.items()) {
        std::vector<std::vector<int>> all;
        std::vector<int> branchOf;
        std::vector<int> nestedOf;
        for (std::size_t i = 0; i < f.sources.size(); ++i) {
            std::vector<Strand> part;
            strands.branch(f.sources[i],
                f.targets.empty() ? std::vector<int> {} : std::vector<int> { f.targets[i] }, part);
            for (auto &s : part) {
                all.push_back(std::move(s.literals));
                branchOf.push_back(static_cast<int>(i));
                nestedOf.push_back(s.nested);
            }
        }
        Step step = forcingStep(graph, Technique::ForcingNet, f, all, branchOf);
        for (std::size_t i = 0; i < step.chains.size(); ++i)
            step.chains[i].nested = nestedOf[i];
        out.push_back(std::move(step));
    }
}

} // namespace

// Forcing chains and nets are offered on boards up to 16x16. On a 25x25 one search over every
// candidate takes seconds (an open 25x25: 11.6 s for the chains, 3.0 s for the nets, release
// build), too long for a hint the player waits for; the one-level trial covers those boards.
constexpr int kMaxForcingSide = 16;

void findForcingChain(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (board.geometry().side() > kMaxForcingSide)
        return;
    DISPATCH_CELLSET(board.geometry(), forcingChains, board, out, maxSteps);
}

void findForcingNet(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (board.geometry().side() > kMaxForcingSide)
        return;
    DISPATCH_CELLSET(board.geometry(), forcingNets, board, out, maxSteps);
}

} // namespace core
