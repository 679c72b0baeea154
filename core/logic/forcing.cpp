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

bool before(const Rank &a, const Rank &b)
{
    if (a.links != b.links)
        return a.links < b.links;
    if (a.gain != b.gain)
        return a.gain > b.gain;
    return a.branches < b.branches;
}

Rank rankOf(const Forcing &f)
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

// ---- Forcing chains --------------------------------------------------------------------------

constexpr int kMaxDepth = 250;
// The almost locked sets a forcing chain may pass through (cells; alsgraph.h: a set is entered
// by one digit, a weak link that removes it, and left by another, which the set then holds).
// Four cells first; where the chains through those find nothing (a net would come next), once
// more through sets of five. Five cells from the start double the chain search on every
// position where nothing simpler applies (3 -> 6 ms on top95's slowest hint position); as a
// second stage they cost only where a net would be searched anyway. On top95
// (technique_report): forcing nets 51 -> 47, forcing chains 79 -> 82; six cells or more find no
// more there.
constexpr int kChainAlsCells = 4;
constexpr int kChainAlsCellsWide = 5;

// Counts per (unit, digit) slot of the places a source makes false, for one source at a time.
struct SlotCounts
{
    std::vector<int> count, stamp, places;
};

// Contradictions of a forcing chain's source among the literals it reaches: a node both true
// and false, a cell without a candidate, a digit without a place in a unit (a cell with one
// candidate and a unit with one place too: a chain that removes a pending single's digit has
// reached a contradiction, and its notation stops there). The list is sorted by literal: off(n)
// and on(n) are neighbours, and a cell's candidates' literals lie together. Returns whether the
// source breaks down at all (one that does proves its result more simply as a contradiction,
// and its branches are not used for verities). A contradiction without links (the source is
// the off literal of a single) is none the tutor shows: the single comes first.
template <int W>
bool chainContradictions(const LinkGraph<W> &graph, const ReachTable &table, int source,
    SlotCounts &slots, Shortlist &list)
{
    const auto reached = table.list(source);
    const int candidates = graph.candidateCount();
    const Geometry &g = graph.geometry();
    const int side = g.side();
    const int result = source ^ 1;
    const int gain = gainOf(graph, result);
    bool broken = false;
    const auto offer = [&](int links, const std::vector<int> &targets) {
        if (links <= 0)
            return;
        broken = true;
        if (!list.wants({ links, gain, static_cast<int>(targets.size()) }))
            return;
        Forcing f;
        f.links = links;
        f.gain = gain;
        f.kind = ForcingKind::Contradiction;
        f.sources.assign(targets.size(), source);
        f.targets = targets;
        f.result = result;
        f.anchor = literalNode(source);
        list.offer(std::move(f));
    };
    // A node both true and false (an almost locked set's node is no candidate: it says which
    // digit the set holds, and is never a contradiction by itself).
    for (std::size_t i = 0; i + 1 < reached.size(); ++i)
        if (!literalIsOn(reached[i].lit) && reached[i + 1].lit == reached[i].lit + 1
            && literalNode(reached[i].lit) < graph.nodeCount()) {
            offer(reached[i].cost + reached[i + 1].cost, { reached[i + 1].lit, reached[i].lit });
        }
    // Cells: the off literals of one cell's candidates are consecutive among the off literals.
    std::vector<int> targets;
    int cell = -1;
    int links = 0;
    const auto closeCell = [&] {
        if (cell >= 0 && static_cast<int>(targets.size()) == popcount(graph.cellCandidates(cell)))
            offer(links, targets);
    };
    for (const Reached &r : reached) {
        const int node = literalNode(r.lit);
        if (node >= candidates)
            break;
        if (literalIsOn(r.lit))
            continue;
        const int c = graph.node(node).cell;
        if (c != cell) {
            closeCell();
            cell = c;
            targets.clear();
            links = 0;
        }
        targets.push_back(r.lit);
        links += r.cost;
    }
    closeCell();
    // Units: count each slot's places made false.
    const int stamp = source + 1;
    for (const Reached &r : reached) {
        const int node = literalNode(r.lit);
        if (node >= candidates)
            break;
        if (literalIsOn(r.lit))
            continue;
        const int c = graph.node(node).cell;
        const int d = graph.node(node).digit;
        for (int u : g.unitsOf(c)) {
            const int slot = u * (side + 1) + d;
            if (slots.stamp[slot] != stamp) {
                slots.stamp[slot] = stamp;
                slots.count[slot] = 0;
            }
            if (++slots.count[slot] != slots.places[slot])
                continue;
            targets.clear();
            int sum = 0;
            (graph.tables().units[u] & graph.digitCells(d)).forEach([&](int p) {
                const int lit = offLiteral(graph.candidateNode(p, d));
                targets.push_back(lit);
                sum += table.cost(source, lit);
            });
            offer(sum, targets);
        }
    }
    return broken;
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

// A contradiction's chains are each the shortest to their own target. Read one after the other,
// as the notation writes them (and tests/core/chaincheck replays them), what they learn together
// may break down before the last one ends: a grouped node or a set's node makes several
// candidates false at once, which the search counts as one literal. Cuts the chains at the first
// contradiction so read (a node true and false; a cell without a candidate; a digit without a
// place in a unit through the node's cells that hold it) and drops the chains after it: the
// same result, proved by a shorter text that stops where its branch breaks down.
template <int W>
void cutAtFirstContradiction(
    const LinkGraph<W> &graph, const AlsGraph<W> &sets, std::vector<std::vector<int>> &branches)
{
    struct Known
    {
        std::vector<int> cells;
        int digit;
        bool on;
    };
    std::vector<Known> known;
    const Geometry &g = graph.geometry();
    const auto holds = [&](int c, int d) { return graph.candidateNode(c, d) >= 0; };
    const auto knownOff = [&](int c, int d) {
        return std::any_of(known.begin(), known.end(), [&](const Known &k) {
            return !k.on && k.digit == d
                && std::find(k.cells.begin(), k.cells.end(), c) != k.cells.end();
        });
    };
    const auto broken = [&](const Known &l) {
        for (const Known &k : known)
            if (k.on != l.on && k.digit == l.digit && k.cells == l.cells)
                return true;
        if (l.on)
            return false;
        if (l.cells.size() == 1) {
            bool empty = true;
            for (int d = 1; d <= g.side() && empty; ++d)
                empty = !holds(l.cells[0], d) || knownOff(l.cells[0], d);
            if (empty)
                return true;
        }
        for (int c : l.cells) {
            if (!holds(c, l.digit))
                continue;
            for (int u : g.unitsOf(c)) {
                bool empty = true;
                for (int p : g.unit(u))
                    if (holds(p, l.digit) && !knownOff(p, l.digit)) {
                        empty = false;
                        break;
                    }
                if (empty)
                    return true;
            }
        }
        return false;
    };
    for (std::size_t i = 0; i < branches.size(); ++i) {
        std::vector<int> &lits = branches[i];
        for (std::size_t j = 0; j < lits.size(); ++j) {
            ChainNode n = sets.chainNode(literalNode(lits[j]));
            std::sort(n.cells.begin(), n.cells.end());
            known.push_back({ std::move(n.cells), n.digit, literalIsOn(lits[j]) });
            if (j > 0 && broken(known.back())) {
                lits.resize(j + 1);
                branches.resize(i + 1);
                return;
            }
        }
    }
}

template <int W>
void forcingChainsThrough(const Board &board, std::vector<Step> &out, int maxSteps, int alsCells)
{
    if (maxSteps <= 0)
        return;
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    const Geometry &g = graph.geometry();
    const int candidates = graph.candidateCount();
    // The link graph with nodes for the almost locked sets of at most alsCells cells.
    const AlsFinder<W> finder(board, alsCells);
    AlsGraph<W> sets(graph, finder, alsCells);
    // Every literal each candidate's truth and falsity reach, by the shortest chains (their
    // links).
    ReachTable table(2 * candidates, 2 * sets.nodeCount());
    for (int src = 0; src < 2 * candidates; ++src) {
        sets.run(src, -1, kMaxDepth);
        table.add(sets.order(), [&](int lit) { return sets.depth(lit); });
    }
    Shortlist list(maxSteps);
    SlotCounts slots;
    const int slotCount = g.unitCount() * (g.side() + 1);
    slots.count.assign(slotCount, 0);
    slots.stamp.assign(slotCount, 0);
    slots.places.assign(slotCount, 0);
    for (int u = 0; u < g.unitCount(); ++u)
        for (int d = 1; d <= g.side(); ++d)
            slots.places[u * (g.side() + 1) + d]
                = (graph.tables().units[u] & graph.digitCells(d)).count();
    std::vector<char> broken(2 * candidates, 0);
    for (int src = 0; src < 2 * candidates; ++src)
        broken[src] = chainContradictions(graph, table, src, slots, list) ? 1 : 0;
    forEachVerity(
        graph, [&](const std::vector<int> &sources, ForcingKind kind, int anchor, int digit) {
            // A branch that breaks down proves more simply as a contradiction (and a branch
            // written on after its contradiction does not read back).
            if (std::none_of(sources.begin(), sources.end(), [&](int s) { return broken[s]; }))
                offerVerities(graph, table, sources, kind, anchor, digit, list);
        });
    for (const Forcing &f : list.items()) {
        std::vector<std::vector<int>> branches;
        for (std::size_t i = 0; i < f.sources.size(); ++i) {
            // A contradiction with the assumption itself needs no chain to it.
            if (f.sources[i] == f.targets[i])
                continue;
            sets.run(f.sources[i], -1, kMaxDepth);
            branches.push_back(sets.path(f.targets[i]));
        }
        if (f.kind == ForcingKind::Contradiction)
            cutAtFirstContradiction(graph, sets, branches);
        out.push_back(forcingStep(graph, Technique::ForcingChain, f, branches, {}, {}, &sets));
    }
}

template <int W> void forcingChains(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const std::size_t before = out.size();
    forcingChainsThrough<W>(board, out, maxSteps, kChainAlsCells);
    if (out.size() == before)
        forcingChainsThrough<W>(board, out, maxSteps, kChainAlsCellsWide);
}

// ---- Forcing nets ----------------------------------------------------------------------------

// Costs: the size of a literal's derivation (the literals it needs, itself included, counted
// as a tree: a chain of n links costs n). Capped, so that sums cannot overflow.
constexpr int kCostCap = 1 << 20;

int addCost(int a, int b)
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

// The chains of a net's branch from `source` to its targets (its conflict when `targets` is
// empty): from the source (or a literal shown before) back along the first parents to each
// literal needed; a literal's other parents get their chains first. A nested contradiction is
// written where its literal is needed: the outer literals it uses first, then its own chains
// (numbered, from 1 in the step), from its assumption to its conflict.
struct Strand
{
    std::vector<int> literals;
    int nested = 0;
};

struct NetBranches
{
    std::vector<std::vector<int>> chains;
    std::vector<int> branchOf;
    std::vector<int> nestedOf;
    int links = 0;
};

template <int W> class NetStrands
{
public:
    NetStrands(NetEngine<W> &net, int literals)
        : m_net { net }
        , m_shown(literals, 0)
    { }

    // The chains of every branch of the forcing.
    NetBranches write(const Forcing &f)
    {
        NetBranches out;
        m_nestedCount = 0;
        for (std::size_t i = 0; i < f.sources.size(); ++i) {
            std::vector<Strand> part;
            branch(f.sources[i],
                f.targets.empty() ? std::vector<int> {} : std::vector<int> { f.targets[i] }, part);
            for (auto &s : part) {
                out.links += static_cast<int>(s.literals.size()) - 1;
                out.chains.push_back(std::move(s.literals));
                out.branchOf.push_back(static_cast<int>(i));
                out.nestedOf.push_back(s.nested);
            }
        }
        return out;
    }

private:
    using Inner = std::vector<std::pair<int, std::vector<int>>>;

    void branch(int source, const std::vector<int> &targets, std::vector<Strand> &out)
    {
        m_net.run(source);
        const std::vector<int> goal = targets.empty() ? m_net.conflict() : targets;
        std::fill(m_shown.begin(), m_shown.end(), 0);
        m_shown[source] = 1;
        const std::size_t start = out.size();
        for (int t : goal)
            emit(t, nullptr, 0, out);
        // A branch whose first need is a nested contradiction that uses the assumption only
        // as a side input would open with the bracket, its assumption never written: it opens
        // with one link from the assumption instead (to the first literal that follows from it
        // alone), so that the reader knows what the branch assumes.
        if (start < out.size() && (out[start].nested != 0 || out[start].literals.front() != source))
            for (int lit : m_net.order()) {
                const std::vector<int> ps = m_net.parents(lit);
                if (ps.size() == 1 && ps[0] == source && !m_net.nested(lit)) {
                    out.insert(
                        out.begin() + static_cast<long>(start), Strand { { source, lit }, 0 });
                    break;
                }
            }
    }

    std::vector<int> parentsOf(int lit, const Inner *inner) const
    {
        if (!inner)
            return m_net.parents(lit);
        for (const auto &[l, ps] : *inner)
            if (l == lit)
                return ps;
        return {};
    }

    void emit(int lit, const Inner *inner, int nested, std::vector<Strand> &out)
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
                emit(ps[i], inner, nested, out);
        }
        for (int y : strand)
            m_shown[y] = 1;
        out.push_back({ std::move(strand), nested });
    }

    void emitNested(int lit, std::vector<Strand> &out)
    {
        const NestedContradiction &rec = *m_net.nested(lit);
        for (int p : rec.outer)
            emit(p, nullptr, 0, out);
        const std::vector<char> outside = m_shown;
        m_shown[rec.assumption] = 1;
        const int nested = ++m_nestedCount;
        for (int c : rec.conflict)
            emit(c, &rec.derived, nested, out);
        m_shown = outside; // what the inner assumption implied holds only inside
        m_shown[lit] = 1;
    }

    NetEngine<W> &m_net;
    std::vector<char> m_shown;
    int m_nestedCount = 0;
};

// The results of the nets: each source's contradiction, and the verities of the sources
// without one; their links estimated by the derivations' costs.
template <int W>
void netResults(const LinkGraph<W> &graph, const ReachTable &table, Shortlist &list)
{
    const int candidates = graph.candidateCount();
    for (int src = 0; src < 2 * candidates; ++src) {
        // A contradiction without links: the source is the off literal of a single.
        if (table.broken(src) <= 0)
            continue;
        const int gain = gainOf(graph, src ^ 1);
        if (!list.wants({ table.broken(src), gain, 1 }))
            continue;
        Forcing f;
        f.kind = ForcingKind::Contradiction;
        f.links = table.broken(src);
        f.gain = gain;
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
                offerVerities(graph, table, sources, kind, anchor, digit, list);
        });
}

// The results whose nets are written and measured, the best by their estimates: the smallest
// written net among them comes first. Writing a net runs its branches' searches again (with
// nested contradictions, every open candidate of every branch), so this is the time budget. On
// Norvig's hardest and Inkala's three (technique_report, user CPU on a loaded machine, one run
// each): 12 measured 4.47 s (nets mean 42.0 / 43.1 links, max 90 / 90), 6 measured 4.30 s
// (42.3 / 44.0, max 90 / 90), 3 measured 4.32 s (40.2 / 43.9, max 90 / 147). As many again are
// kept as spares for nets that do not read back (left out below). Later, with the families of
// issue 35 and the second stage of the chains, on top95: 6 measured gave 47 nets (mean 29.3
// links), 10 gave 36 (27.6; the smaller nets lead to positions a chain opens), 16 gave 37 (27.9),
// 30 and 60 gave 36 (27.2), at the same user CPU within noise (1.34-1.41 s); Norvig's hardest
// and Inkala's three 4.33 s (6) and 4.52 s (10), the same 57 nets.
constexpr int kNetsMeasured = 10;

template <int W> void forcingNets(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    const int candidates = graph.candidateCount();
    NetEngine<W> engine(graph);
    // Spares: a written net that does not read back is left out (below).
    Shortlist list(std::max(maxSteps, kNetsMeasured) + kNetsMeasured);
    // One level first; nested contradictions only where it finds nothing.
    for (int level = 0; level <= 1 && list.items().empty(); ++level) {
        engine.setNesting(level);
        ReachTable table(2 * candidates, 2 * graph.nodeCount());
        for (int src = 0; src < 2 * candidates; ++src) {
            const bool fine = engine.run(src);
            table.add(engine.order(), [&](int lit) { return engine.cost(lit); });
            if (!fine)
                table.setBroken(src, engine.conflictCost());
        }
        netResults(graph, table, list);
    }
    // Each one written, measured by its links, the smallest first.
    NetStrands<W> strands(engine, 2 * graph.nodeCount());
    struct Written
    {
        Forcing forcing;
        NetBranches branches;
    };
    std::vector<Written> written;
    const int wanted = std::max(maxSteps, kNetsMeasured);
    for (Forcing &f : list.items()) {
        if (static_cast<int>(written.size()) >= wanted)
            break;
        NetBranches b = strands.write(f);
        // Each branch must open with its own assumption, outside a bracket. One whose first
        // need is a nested contradiction that uses the assumption only as a side input of a
        // single would start with the bracket, its assumption never written: left out.
        bool readable = !b.chains.empty();
        for (std::size_t i = 0; i < b.chains.size() && readable; ++i)
            if (i == 0 || b.branchOf[i] != b.branchOf[i - 1])
                readable = b.nestedOf[i] == 0 && !b.chains[i].empty()
                    && b.chains[i].front() == f.sources[b.branchOf[i]];
        if (!readable)
            continue;
        f.links = b.links;
        written.push_back({ std::move(f), std::move(b) });
    }
    std::stable_sort(written.begin(), written.end(), [](const Written &a, const Written &b) {
        return before(rankOf(a.forcing), rankOf(b.forcing));
    });
    if (static_cast<int>(written.size()) > maxSteps)
        written.resize(maxSteps);
    for (const Written &w : written)
        out.push_back(forcingStep(graph, Technique::ForcingNet, w.forcing, w.branches.chains,
            w.branches.branchOf, w.branches.nestedOf));
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
