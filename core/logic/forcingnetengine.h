#pragma once

// The forcing nets' search (forcingnet.cpp), internal to core/logic: what an assumption implies
// by the links and the singles, each literal by its smallest derivation.

#include "logic/forcingshared.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace core::forcing {

// Costs: the size of a literal's derivation (the literals it needs, itself included, counted
// as a tree: a chain of n links costs n). Capped, so that sums cannot overflow.
constexpr int kCostCap = 1 << 20;

inline int addCost(int a, int b)
{
    return std::min(a + b, kCostCap);
}

// A queue of literals by cost, lowest first (the same cost: the first in first out). Costs from
// kBuckets - 1 on share the last bucket (nets that large are not looked for).
class CostQueue
{
public:
    static constexpr int kBuckets = 512;

    CostQueue()
        : m_buckets(kBuckets)
        , m_read(kBuckets, 0)
    { }
    void push(int cost, int lit)
    {
        const int b = std::min(cost, kBuckets - 1);
        m_buckets[b].push_back(lit);
        m_cursor = std::min(m_cursor, b);
        m_top = std::max(m_top, b);
        ++m_size;
    }
    // The bucket of the next literal (kBuckets when empty).
    int lowest()
    {
        if (m_size == 0)
            return kBuckets;
        while (m_read[m_cursor] == m_buckets[m_cursor].size())
            ++m_cursor;
        return m_cursor;
    }
    int pop()
    {
        const int b = lowest();
        --m_size;
        return m_buckets[b][m_read[b]++];
    }
    void clear()
    {
        for (int b = 0; b <= m_top && b < kBuckets; ++b) {
            m_buckets[b].clear();
            m_read[b] = 0;
        }
        m_cursor = 0;
        m_top = 0;
        m_size = 0;
    }

private:
    std::vector<std::vector<int>> m_buckets;
    std::vector<std::size_t> m_read;
    int m_cursor = 0;
    int m_top = 0;
    std::size_t m_size = 0;
};

// Forcing nets: what an assumption implies by the links and the singles: every implied literal
// with the literals it follows from (its parents: one for a link; for a single, the other
// candidates of the cell or places of the unit; the literal that completed them first), each
// by its smallest derivation (a Dijkstra search over the implications, a single's cost the sum
// of its inputs'). A digit left only in one box-line segment of a unit makes that grouped node
// true (its parents: the unit's other places), which removes the digit from the cells that see
// the whole segment (locked candidates inside the net). A contradiction (a node true and false,
// a cell or a unit left without a place for a digit) is not followed further; the search goes
// on until no smaller contradiction can come and keeps the smallest.
//
// Nested (setNesting(1)): once the assumption implies nothing more, every candidate B still
// open (with a strong link) is assumed as well; when B then leads to a contradiction, B is
// false under the assumption (its parents: the literals of the assumption's net that the
// contradiction used), and the propagation goes on. That is a forcing net inside a forcing net
// (Sudoku Explainer's nested forcing chains), needed by the hardest puzzles (AI Escargot,
// Inkala's 2010 puzzle, Everest) where no net of one level finds anything.
struct NestedContradiction
{
    int assumption = -1; // the literal assumed inside (on(B))
    // The inner literals the contradiction needs, in the order derived, with their parents
    // (the first one inner).
    std::vector<std::pair<int, std::vector<int>>> derived;
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
        , m_done(2 * graph.nodeCount(), 0)
        , m_cost(2 * graph.nodeCount(), 0)
        , m_index(2 * graph.nodeCount(), 0)
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
            m_largestGroup = std::max(m_largestGroup, node.cells.count());
            for (int u = 0; u < m_g.unitCount(); ++u)
                if (node.cells.subsetOf(graph.tables().units[u]))
                    m_groupsIn[u * (m_side + 1) + node.digit].push_back(id);
        }
    }

    void setNesting(int level) { m_nesting = level; }

    // Propagates from the literal; false when it ends in a contradiction (conflict()).
    bool run(int source)
    {
        if (++m_generation == 0) {
            std::fill(m_stamp.begin(), m_stamp.end(), 0);
            std::fill(m_done.begin(), m_done.end(), 0);
            m_generation = 1;
        }
        m_order.clear();
        m_parents.clear();
        m_conflict.clear();
        m_conflictCost = INT_MAX;
        m_stamped.clear();
        m_decrements.clear();
        m_queue.clear();
        m_innerFrom = 0;
        for (int lit : m_nestedLiterals)
            m_nestedOf[lit] = -1;
        m_nestedLiterals.clear();
        m_nested.clear();
        m_cellLeft = m_cellStart;
        m_unitLeft = m_unitStart;
        for (auto &set : m_off)
            set = {};
        propose(source, 0, {});
        propagate();
        if (m_nesting > 0 && m_conflict.empty())
            nest();
        return m_conflict.empty();
    }

    // The nested contradiction that made the literal false, or nullptr for another literal.
    const NestedContradiction *nested(int lit) const
    {
        return done(lit) && m_nestedOf[lit] >= 0 ? &m_nested[m_nestedOf[lit]] : nullptr;
    }

    // Every literal derived, in order.
    const std::vector<int> &order() const { return m_order; }
    int cost(int lit) const { return m_cost[lit]; }
    // The literals that cannot hold together, when run() returned false: a node true and
    // false, or every candidate of a cell (place of a digit in a unit) false.
    const std::vector<int> &conflict() const { return m_conflict; }
    int conflictCost() const { return m_conflictCost; }
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
    bool done(int lit) const { return m_done[lit] == m_generation; }
    // The cost a literal adds to what it implies: inside a nested contradiction, the outer
    // literals are given (cost 0).
    int cost0(int lit) const { return m_index[lit] < m_innerFrom ? 0 : m_cost[lit]; }

    // A derivation of lit at that cost from the parents (the first is the literal just
    // derived); kept when lit has none as small.
    void propose(int lit, int cost, std::span<const int> parents)
    {
        if (done(lit))
            return;
        if (known(lit)) {
            if (m_cost[lit] <= cost)
                return;
        } else {
            m_stamp[lit] = m_generation;
            m_stamped.push_back(lit);
        }
        m_cost[lit] = cost;
        m_parentStart[lit] = static_cast<int>(m_parents.size());
        m_parentCount[lit] = static_cast<int>(parents.size());
        m_parents.insert(m_parents.end(), parents.begin(), parents.end());
        m_queue.push(cost, lit);
    }

    void conflictOf(std::vector<int> &&lits)
    {
        int cost = 0;
        for (int l : lits)
            cost = addCost(cost, cost0(l));
        if (cost < m_conflictCost) {
            m_conflictCost = cost;
            m_conflict = std::move(lits);
        }
    }

    // Derives in order of cost until nothing is left or no contradiction smaller than the one
    // found can come.
    void propagate()
    {
        while (m_queue.lowest() < std::min(m_conflictCost, CostQueue::kBuckets)) {
            const int lit = m_queue.pop();
            if (done(lit))
                continue;
            m_done[lit] = m_generation;
            m_index[lit] = static_cast<int>(m_order.size());
            m_order.push_back(lit);
            if (done(lit ^ 1)) {
                // A node made true by a single while it is false: the single's inputs and the
                // false node already leave its cell or unit without a place (for a grouped node
                // the counters do not see that), and the branch stops there.
                if (literalIsOn(lit) && m_parentCount[lit] > 0) {
                    std::vector<int> lits = parents(lit);
                    lits.push_back(lit ^ 1);
                    conflictOf(std::move(lits));
                } else {
                    conflictOf({ lit ^ 1, lit });
                }
                continue;
            }
            expand(lit);
        }
        if (m_conflict.empty())
            return;
        // Stopped by a contradiction: what is still queued is not derived.
        m_queue.clear();
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
            if (done(lit)) {
                m_done[lit] = 0;
                const int node = literalNode(lit);
                if (!literalIsOn(lit) && node < m_graph.candidateCount())
                    m_off[m_graph.node(node).digit].reset(m_graph.node(node).cell);
            }
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
        m_conflictCost = INT_MAX;
        m_queue.clear();
        m_innerFrom = 0;
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
                m_innerFrom = static_cast<int>(m_order.size());
                propose(onLiteral(b), 0, {});
                propagate();
                if (m_conflict.empty()) {
                    rollback(cp);
                    continue;
                }
                NestedContradiction inner = capture(onLiteral(b));
                const int innerCost = m_conflictCost;
                rollback(cp);
                int cost = addCost(1, innerCost);
                for (int p : inner.outer)
                    cost = addCost(cost, m_cost[p]);
                const int lit = offLiteral(b);
                propose(lit, cost, inner.outer);
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

    // The inner literals the contradiction needs (from the conflict back along the parents)
    // and the outer literals they use.
    NestedContradiction capture(int assumption) const
    {
        NestedContradiction inner;
        inner.assumption = assumption;
        inner.conflict = m_conflict;
        std::vector<int> stack = m_conflict;
        std::vector<int> needed;
        std::vector<char> seen(m_stamp.size(), 0);
        while (!stack.empty()) {
            const int lit = stack.back();
            stack.pop_back();
            if (seen[lit])
                continue;
            seen[lit] = 1;
            if (m_index[lit] < m_innerFrom) {
                inner.outer.push_back(lit);
                continue;
            }
            needed.push_back(lit);
            const auto first = m_parents.begin() + m_parentStart[lit];
            stack.insert(stack.end(), first, first + m_parentCount[lit]);
        }
        std::sort(
            needed.begin(), needed.end(), [&](int a, int b) { return m_index[a] < m_index[b]; });
        std::sort(inner.outer.begin(), inner.outer.end(),
            [&](int a, int b) { return m_index[a] < m_index[b]; });
        for (int lit : needed)
            inner.derived.push_back({ lit, parents(lit) });
        return inner;
    }

    void offsOf(const CellSet<W> &cells, int d, std::vector<int> &offs) const
    {
        cells.forEach([&](int c) { offs.push_back(offLiteral(m_graph.candidateNode(c, d))); });
    }

    // A single's derivation: `first` (the literal just derived) first, then the others.
    void proposeSingle(int lit, int first, std::vector<int> &offs)
    {
        int cost = 1;
        for (int p : offs)
            cost = addCost(cost, cost0(p));
        const auto it = std::find(offs.begin(), offs.end(), first);
        if (it != offs.end())
            std::rotate(offs.begin(), it, it + 1);
        propose(lit, cost, offs);
    }

    void expand(int lit)
    {
        const int node = literalNode(lit);
        if (literalIsOn(lit)) {
            const int cost = addCost(cost0(lit), 1);
            for (const auto &e : m_graph.weak(node))
                propose(offLiteral(e.to), cost, std::span<const int>(&lit, 1));
            return;
        }
        if (node >= m_graph.candidateCount())
            return; // a group false: nothing follows here
        const int c = m_graph.node(node).cell;
        const int d = m_graph.node(node).digit;
        m_off[d].set(c);
        const auto units = m_g.unitsOf(c);
        m_decrements.push_back(-c - 1);
        const int cellLeft = --m_cellLeft[c];
        bool empty = cellLeft == 0;
        for (int u : units) {
            const int slot = u * (m_side + 1) + d;
            m_decrements.push_back(slot);
            empty = --m_unitLeft[slot] == 0 || empty;
        }
        std::vector<int> &offs = m_offs;
        if (empty) {
            // A contradiction: the cell or a unit has no place left.
            if (cellLeft == 0) {
                offs.clear();
                for (Mask m = m_graph.cellCandidates(c); m; m &= m - 1)
                    offs.push_back(offLiteral(m_graph.candidateNode(c, lowestSymbol(m))));
                conflictOf(std::vector<int>(offs));
            }
            for (int u : units)
                if (m_unitLeft[u * (m_side + 1) + d] == 0) {
                    offs.clear();
                    offsOf(m_graph.tables().units[u] & m_graph.digitCells(d), d, offs);
                    conflictOf(std::vector<int>(offs));
                }
            return;
        }
        // The cell: one candidate left is true.
        if (cellLeft == 1) {
            offs.clear();
            int last = -1;
            for (Mask m = m_graph.cellCandidates(c); m; m &= m - 1) {
                const int digit = lowestSymbol(m);
                const int other = m_graph.candidateNode(c, digit);
                // As the counters: the candidates made false and followed (not one that was
                // true too: a contradiction, not followed).
                if (m_off[digit].test(c))
                    offs.push_back(offLiteral(other));
                else
                    last = other;
            }
            if (last >= 0)
                proposeSingle(onLiteral(last), lit, offs);
        }
        // Each unit: one place left is true; places left in one segment make the segment true.
        for (int u : units) {
            const int slot = u * (m_side + 1) + d;
            if (m_unitLeft[slot] > 1
                && (m_groupsIn[slot].empty() || m_unitLeft[slot] > m_largestGroup))
                continue;
            const auto places = m_graph.tables().units[u] & m_graph.digitCells(d);
            const auto left = places - m_off[d];
            if (left.single()) {
                offs.clear();
                offsOf(places - left, d, offs);
                proposeSingle(onLiteral(m_graph.candidateNode(left.first(), d)), lit, offs);
                continue;
            }
            for (int group : m_groupsIn[slot]) {
                const auto &cells = m_graph.node(group).cells;
                if (cells.test(c) || !left.subsetOf(cells) || done(onLiteral(group)))
                    continue;
                offs.clear();
                offsOf(places - cells, d, offs);
                proposeSingle(onLiteral(group), lit, offs);
                break;
            }
        }
    }

    const LinkGraph<W> &m_graph;
    const Geometry &m_g;
    int m_side;
    std::uint32_t m_generation = 0;
    std::vector<std::uint32_t> m_stamp; // proposed (known) in this run
    std::vector<std::uint32_t> m_done; // derived in this run
    std::vector<int> m_cost;
    std::vector<int> m_index; // per derived literal: its place in m_order
    std::vector<int> m_parentStart;
    std::vector<int> m_parentCount;
    std::vector<int> m_parents;
    std::vector<int> m_order;
    std::vector<int> m_conflict;
    int m_conflictCost = INT_MAX;
    CostQueue m_queue;
    std::vector<int> m_cellLeft, m_cellStart;
    std::vector<int> m_unitLeft, m_unitStart;
    std::vector<CellSet<W>> m_off; // per digit: the cells whose candidate is known false
    std::vector<std::vector<int>> m_groupsIn; // per unit and digit: the groups inside the unit
    int m_largestGroup = 0; // the most cells of a grouped node
    int m_nesting = 0;
    int m_innerFrom = 0; // inside a nested contradiction: the first inner literal's index
    std::vector<int> m_offs; // scratch
    std::vector<int> m_stamped; // every literal stamped, in order (for a rollback)
    std::vector<int> m_decrements; // counters decremented: -cell - 1, or a unit slot
    std::vector<int> m_nestedOf; // per literal: its nested contradiction, -1 for none
    std::vector<int> m_nestedLiterals;
    std::vector<NestedContradiction> m_nested;
};

} // namespace core::forcing
