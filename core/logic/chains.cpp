#include "logic/chains.h"

#include "logic/chainstep.h"
#include "logic/linkgraph.h"

#include <algorithm>
#include <array>

namespace core {

namespace {

// No chain is longer than this many links (a bound on the search, far beyond what anyone reads).
constexpr int kMaxChainLinks = 1000;
// Nor is a continuous nice loop longer than this (links; the search from every node is bounded).
constexpr int kMaxLoopLinks = 24;

thread_local bool tDigitMemo = true;

// For a single-digit finder (perDigit: only the start's digit's nodes and links): the digits known
// to form no chain that it takes, each with its candidates (open cells) at the time. A digit's
// chains depend on its candidates only (its nodes, grouped ones too, and the links between them,
// in the order they are searched), so while a digit's candidates are as remembered its starts
// find nothing: they are skipped. One memo per finder and thread; kept across positions.
template <int W> struct DigitMemo
{
    const Geometry *geometry = nullptr;
    std::vector<CellSet<W>> cells; // per digit, valid where known[digit]
    std::vector<char> known;

    void attach(const Geometry &g)
    {
        if (geometry == &g)
            return;
        geometry = &g;
        cells.assign(g.side() + 1, CellSet<W> {});
        known.assign(g.side() + 1, 0);
    }
    bool none(int digit, const CellSet<W> &now) const
    {
        return known[digit] && cells[digit] == now;
    }
    void remember(int digit, const CellSet<W> &now)
    {
        known[digit] = 1;
        cells[digit] = now;
    }
};

struct FoundChain
{
    int length = 0; // links from on(z) to off(z)
    int z = 0;
    std::vector<int> nodes; // the chain without z: strong links first and last
};

// For every candidate z, the shortest chain z - X = ... = Y - z that the filter allows (so z is
// false) and `accept` takes; then the steps, shortest first, each with everything its chain
// proves. With maxSteps 1 only a chain shorter than the best so far is looked for.
template <int W, typename Accept>
void searchChains(const LinkGraph<W> &graph, Technique technique, const LinkFilter &base,
    bool perDigit, int maxLinks, Accept accept, std::vector<Step> &out, int maxSteps,
    const std::vector<char> *startAllowed = nullptr, DigitMemo<W> *memo = nullptr)
{
    if (maxSteps <= 0)
        return;
    if (!perDigit || !tDigitMemo)
        memo = nullptr;
    // The digits whose starts are skipped (nothing there, as remembered).
    Mask skipped = 0;
    if (memo) {
        memo->attach(graph.geometry());
        for (int d = 1; d <= graph.geometry().side(); ++d)
            if (memo->none(d, graph.digitCells(d)))
                skipped |= bit(d);
    }
    ChainSearch<W> &search = ChainSearch<W>::reused(graph);
    std::vector<FoundChain> found;
    int bound = maxLinks;
    // Whether a chain may be looked for from both ends (no node the filter allows as an end
    // only; see below).
    const bool halves = base.allowed == nullptr;
    // Starts known to reach no chain. A search from on(z) that misses off(z) and is not cut by
    // the bound reaches the set R of every literal that on(z) reaches through passable nodes
    // (off(z) has no link from R). Take y with on(y) in R and off(y) not: y passes the filter
    // (with perDigit it has z's digit, so the filter is the same), so off(y) does too, and the
    // search from on(y) (under a bound no larger) only ever adds literals of R: from a literal
    // of R a link leads to a passable literal, which is in R, or to off(y), which is not in R
    // and so not linked from it. So the search from y misses off(y) as well: it is skipped.
    thread_local std::vector<char> fails;
    fails.assign(graph.candidateCount(), 0);
    for (int z = 0; z < graph.candidateCount(); ++z) {
        if (startAllowed && !(*startAllowed)[z])
            continue;
        if (fails[z] || (skipped & bit(graph.node(z).digit)))
            continue;
        LinkFilter filter = base;
        filter.skipDeadEnds = true; // only the target and the on literals reached are read
        if (perDigit)
            filter.digit = graph.node(z).digit;
        int depth = -1;
        if (halves && bound >= 3 && bound < maxLinks) {
            // Half the bound first. The links are the same read backwards with both ends
            // negated (weak and strong links are mutual, the filter asks the same of every
            // node), so a chain on(z) ... m ... off(z) of L links gives on(z) ... not(m) in the
            // links after m: off(z) lies within the bound exactly when some literal m and its
            // negation both lie within half of it, at distances adding up to the bound or less.
            // When none do, the full search would miss off(z) as well (it runs the same way up
            // to half the bound); otherwise it runs (for its chain).
            depth = search.run(onLiteral(z), offLiteral(z), (bound + 1) / 2, filter);
            if (depth < 0 && !search.exhausted()) {
                bool within = false;
                for (int lit : search.order()) {
                    const int negation = lit ^ 1;
                    if (search.reached(negation)
                        && search.depth(lit) + search.depth(negation) <= bound) {
                        within = true;
                        break;
                    }
                }
                if (!within)
                    continue;
                depth = search.run(onLiteral(z), offLiteral(z), bound, filter);
            }
        } else {
            depth = search.run(onLiteral(z), offLiteral(z), bound, filter);
        }
        if (depth < 0) {
            if (search.exhausted())
                for (int lit : search.order()) {
                    const int y = literalNode(lit);
                    if (literalIsOn(lit) && y < graph.candidateCount()
                        && !search.reached(offLiteral(y)))
                        fails[y] = 1;
                }
            continue;
        }
        const std::vector<int> path = search.path(offLiteral(z));
        std::vector<int> nodes;
        for (std::size_t i = 1; i + 1 < path.size(); ++i)
            nodes.push_back(literalNode(path[i]));
        if (!accept(nodes))
            continue;
        found.push_back({ depth, z, std::move(nodes) });
        if (maxSteps == 1)
            bound = depth - 1;
    }
    if (found.empty()) {
        // No start found a chain it takes, under the full bound (it shrinks only after a find):
        // no digit forms one.
        if (memo && !startAllowed)
            for (int d = 1; d <= graph.geometry().side(); ++d)
                memo->remember(d, graph.digitCells(d));
        return;
    }
    std::stable_sort(found.begin(), found.end(),
        [](const FoundChain &a, const FoundChain &b) { return a.length < b.length; });
    std::vector<char> gone(graph.candidateCount(), 0);
    int emitted = 0;
    for (const FoundChain &f : found) {
        if (gone[f.z])
            continue; // proved by a shorter chain already reported
        Step step;
        if (!chainStep(graph, technique, f.nodes, step))
            continue;
        for (const auto &e : step.eliminations)
            gone[graph.candidateNode(e.cell, e.symbol)] = 1;
        for (const auto &p : step.placements)
            for (int z = 0; z < graph.candidateCount(); ++z)
                if (graph.node(z).cell == p.cell)
                    gone[z] = 1;
        out.push_back(std::move(step));
        if (++emitted >= maxSteps)
            return;
    }
}

template <int W> bool allOneDigit(const LinkGraph<W> &graph, const std::vector<int> &nodes)
{
    return std::all_of(nodes.begin(), nodes.end(),
        [&](int n) { return graph.node(n).digit == graph.node(nodes.front()).digit; });
}

// Whether every strong link of the chain is inside a cell (bivalue cells only: an XY-Chain).
template <int W> bool bivalueOnly(const LinkGraph<W> &graph, const std::vector<int> &nodes)
{
    for (std::size_t i = 0; i + 1 < nodes.size(); i += 2)
        if (graph.node(nodes[i]).cell < 0
            || graph.node(nodes[i]).cell != graph.node(nodes[i + 1]).cell)
            return false;
    return true;
}

template <int W> void remotePairs(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const auto &tables = CellSetTables<W>::of(g);
    const CandidateSets<W> &now = candidateSetsOf<W>(board);
    // Each pair of digits held by four or more bivalue cells, in digit order, with its cells.
    thread_local std::vector<std::pair<Mask, CellSet<W>>> pairs;
    pairs.clear();
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = now.mask[c];
        if (popcount(m) != 2)
            continue;
        auto it
            = std::find_if(pairs.begin(), pairs.end(), [&](const auto &p) { return p.first == m; });
        if (it == pairs.end()) {
            pairs.push_back({ m, CellSet<W> {} });
            it = pairs.end() - 1;
        }
        it->second.set(c);
    }
    std::sort(
        pairs.begin(), pairs.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    // Four cells or more, two candidates each, and some pair cell that sees two others: the
    // chain's inner nodes lie in pair cells, one cell to the next where they see each other.
    // When no pair cell sees two others, the cells that see each other come in twos: a pair's
    // four candidates (two literals each) fall into two cycles of four literals (on one digit
    // in a cell, off the other in its partner), and a search stays in one, so no chain has the
    // eight nodes or more that it takes. Nothing to search (and no graph to build).
    const auto searched = [&](const CellSet<W> &cellsOfPair) {
        if (cellsOfPair.count() < 4)
            return false;
        bool chained = false;
        cellsOfPair.forEach(
            [&](int c) { chained = chained || (tables.peers[c] & cellsOfPair).several(); });
        return chained;
    };
    if (std::none_of(pairs.begin(), pairs.end(), [&](const auto &p) { return searched(p.second); }))
        return;
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    LinkFilter filter;
    filter.weak = kLinkInUnit;
    filter.strong = kLinkInCell;
    thread_local std::vector<char> allowed;
    thread_local std::vector<char> starts;
    for (const auto &[pair, pairCells] : pairs) {
        if (!searched(pairCells))
            continue;
        allowed.assign(graph.nodeCount(), 0);
        starts.assign(graph.candidateCount(), 0);
        for (int n = 0; n < graph.nodeCount(); ++n) {
            const int c = graph.node(n).cell;
            allowed[n] = c >= 0 && graph.cellCandidates(c) == pair;
            // A start z (a digit of the pair outside the pair's cells) is proved false only
            // when off(z) is reached, and the search enters off(z) only along a weak link in a
            // unit from on(Y), Y a passable node (a candidate in a pair cell) of z's digit that
            // sees z: a z that sees no pair cell is never reached, so it is not searched from.
            if (n < graph.candidateCount())
                starts[n] = (pair & bit(graph.node(n).digit)) != 0 && !allowed[n]
                    && tables.peers[c].intersects(pairCells);
        }
        filter.allowed = &allowed;
        const int before = static_cast<int>(out.size());
        // Four cells or more, an even number: the ends hold different digits.
        searchChains(
            graph, Technique::RemotePair, filter, false, kMaxChainLinks,
            [](const std::vector<int> &nodes) {
                return nodes.size() >= 8 && nodes.size() % 4 == 0;
            },
            out, maxSteps, &starts);
        maxSteps -= static_cast<int>(out.size()) - before;
        if (maxSteps <= 0)
            return;
    }
}

// Whether a digit's candidates hold a Turbot Fish's shape: z - X = Y - W = V - z, the strong
// links a unit's only two places of the digit, each weak link two cells that see each other
// (the links the Turbot Fish search follows: single candidates in units). A search from on(z)
// takes a chain only when it reaches off(z) in five links, through such X, Y, W and V: without
// the shape, none does (not even the shorter chains it would reject).
template <int W>
bool turbotShape(const Geometry &g, const CellSetTables<W> &tables, const CellSet<W> &cells)
{
    // Each place's partners: the other place of a unit holding the digit twice.
    thread_local std::vector<CellSet<W>> partners;
    partners.resize(g.cellCount());
    CellSet<W> ends;
    for (int u = 0; u < g.unitCount(); ++u) {
        const CellSet<W> s = tables.units[u] & cells;
        const int p = s.first();
        if (p < 0)
            continue;
        CellSet<W> rest = s;
        rest.reset(p);
        if (!rest.single())
            continue;
        const int q = rest.first();
        if (!ends.test(p))
            partners[p] = CellSet<W> {};
        if (!ends.test(q))
            partners[q] = CellSet<W> {};
        ends.set(p);
        ends.set(q);
        partners[p].set(q);
        partners[q].set(p);
    }
    // From each end X: the ends V that X = Y - W = V reaches, then a z that sees X and V.
    bool shape = false;
    ends.forEach([&](int x) {
        if (shape)
            return;
        CellSet<W> farEnds;
        partners[x].forEach([&](int y) {
            (tables.peers[y] & ends).forEach([&](int w) { farEnds |= partners[w]; });
        });
        const CellSet<W> zs = tables.peers[x] & cells;
        farEnds.forEach([&](int v) { shape = shape || (zs & tables.peers[v]).any(); });
    });
    return shape;
}

template <int W> void turbotFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    LinkFilter filter;
    filter.weak = kLinkInUnit;
    filter.strong = kLinkInUnit;
    thread_local DigitMemo<W> memo;
    if (maxSteps <= 0)
        return;
    {
        // The digits searched (none the memo skips) without a Turbot Fish's shape find nothing:
        // then nothing is searched, and the memo learns what the search would have taught it.
        const Geometry &g = board.geometry();
        const auto &tables = CellSetTables<W>::of(g);
        const CandidateSets<W> &now = candidateSetsOf<W>(board);
        const bool useMemo = tDigitMemo;
        if (useMemo)
            memo.attach(g);
        bool shape = false;
        for (int d = 1; d <= g.side() && !shape; ++d)
            if (!(useMemo && memo.none(d, now.digitCells[d])))
                shape = turbotShape(g, tables, now.digitCells[d]);
        if (!shape) {
            if (useMemo)
                for (int d = 1; d <= g.side(); ++d)
                    memo.remember(d, now.digitCells[d]);
            return;
        }
    }
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    searchChains(
        graph, Technique::TurbotFish, filter, true, 5,
        [](const std::vector<int> &nodes) { return nodes.size() == 4; }, out, maxSteps, nullptr,
        &memo);
}

template <int W> void xChains(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    LinkFilter filter;
    filter.weak = kLinkInUnit | kLinkGroup;
    filter.strong = kLinkInUnit | kLinkGroup;
    thread_local DigitMemo<W> memo;
    // Four single cells are a Turbot Fish; two nodes prove no more than an intersection.
    searchChains(
        graph, Technique::XChain, filter, true, kMaxChainLinks,
        [&](const std::vector<int> &nodes) {
            return nodes.size() >= 6
                || (nodes.size() == 4 && std::any_of(nodes.begin(), nodes.end(), [&](int n) {
                       return graph.node(n).cell < 0;
                   }));
        },
        out, maxSteps, nullptr, &memo);
}

template <int W> void xyChains(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    const Geometry &g = board.geometry();
    const auto &tables = graph.tables();
    LinkFilter filter;
    filter.weak = kLinkInUnit;
    filter.strong = kLinkInCell;
    // A start z is proved false only when off(z) is reached, and the search enters off(z) only
    // along a weak link in a unit (the filter) from on(Y): Y a candidate of z's digit in a cell
    // that sees z's, and on(Y) is entered only along a strong link inside a cell (the filter),
    // so Y's cell is bivalue (Y is not z: no link joins z to itself). A z that sees no bivalue
    // cell holding its digit is never reached, so it is not searched from.
    CellSet<W> bivalue;
    for (int c = 0; c < g.cellCount(); ++c)
        if (popcount(graph.cellCandidates(c)) == 2)
            bivalue.set(c);
    if (bivalue.none())
        return;
    // Moreover on(Y) is reached only when off(X) is, X the other candidate of Y's cell, and
    // the search from on(z) reaches off(X) exactly for the candidates X of bivalue cells that
    // some Y0 of S(z) (the candidates of z's digit in bivalue cells that see z) leads to, along
    // off(X) => on(X') => off(W) (X' the other candidate of X's cell, W a candidate of its
    // digit in a bivalue cell that sees it: the only links that lead on, the others end in a
    // cell that is not bivalue). So z reaches off(z), at some depth, exactly when the other
    // candidate of some Y in S(z) is among those: the closure of that relation over the
    // candidates of bivalue cells (bit sets) tells it for every z at once, and a z that does not
    // is not searched from (its search would miss).
    thread_local std::vector<int> index; // per candidate node: its place among them, or -1
    thread_local std::vector<int> members; // the candidate nodes of bivalue cells
    thread_local std::vector<std::uint64_t> reach; // per member: the members it leads to
    index.assign(graph.candidateCount(), -1);
    members.clear();
    bivalue.forEach([&](int c) {
        for (Mask m = graph.cellCandidates(c); m; m &= m - 1) {
            const int node = graph.candidateNode(c, lowestSymbol(m));
            index[node] = static_cast<int>(members.size());
            members.push_back(node);
        }
    });
    const int count = static_cast<int>(members.size());
    const int words = (count + 63) / 64;
    reach.assign(static_cast<std::size_t>(count) * words, 0);
    const auto partnerOf = [&](int node) {
        const int cell = graph.node(node).cell;
        const Mask other = graph.cellCandidates(cell) & ~bit(graph.node(node).digit);
        return graph.candidateNode(cell, lowestSymbol(other));
    };
    for (int i = 0; i < count; ++i) {
        const int partner = partnerOf(members[i]);
        const auto &p = graph.node(partner);
        (tables.peers[p.cell] & bivalue & graph.digitCells(p.digit)).forEach([&](int c) {
            const int j = index[graph.candidateNode(c, p.digit)];
            reach[static_cast<std::size_t>(i) * words + (j >> 6)] |= std::uint64_t { 1 }
                << (j & 63);
        });
    }
    // Transitive closure (Warshall, row by row as bit sets).
    for (int k = 0; k < count; ++k) {
        const std::uint64_t *const rowK = reach.data() + static_cast<std::size_t>(k) * words;
        for (int i = 0; i < count; ++i) {
            std::uint64_t *const rowI = reach.data() + static_cast<std::size_t>(i) * words;
            if ((rowI[k >> 6] >> (k & 63)) & 1u)
                for (int w = 0; w < words; ++w)
                    rowI[w] |= rowK[w];
        }
    }
    thread_local std::vector<std::uint64_t> reached;
    thread_local std::vector<char> starts;
    starts.assign(graph.candidateCount(), 0);
    for (int z = 0; z < graph.candidateCount(); ++z) {
        const auto &node = graph.node(z);
        const CellSet<W> ys = tables.peers[node.cell] & bivalue & graph.digitCells(node.digit);
        if (ys.none())
            continue;
        // What S(z) leads to (itself included), then the other candidates of S(z) in it.
        reached.assign(words, 0);
        ys.forEach([&](int c) {
            const int i = index[graph.candidateNode(c, node.digit)];
            reached[i >> 6] |= std::uint64_t { 1 } << (i & 63);
            for (int w = 0; w < words; ++w)
                reached[w] |= reach[static_cast<std::size_t>(i) * words + w];
        });
        bool back = false;
        ys.forEach([&](int c) {
            const int j = index[partnerOf(graph.candidateNode(c, node.digit))];
            back = back || ((reached[j >> 6] >> (j & 63)) & 1u);
        });
        starts[z] = back;
    }
    // Two cells are a Naked Pair, three an XY-Wing; one pair of digits throughout a Remote Pair.
    searchChains(
        graph, Technique::XYChain, filter, false, kMaxChainLinks,
        [&](const std::vector<int> &nodes) {
            if (nodes.size() < 8)
                return false;
            const Mask first = graph.cellCandidates(graph.node(nodes.front()).cell);
            return std::any_of(nodes.begin(), nodes.end(),
                [&](int n) { return graph.cellCandidates(graph.node(n).cell) != first; });
        },
        out, maxSteps, &starts);
}

template <int W> void aics(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    searchChains(
        graph, Technique::AlternatingInferenceChain, LinkFilter {}, false, kMaxChainLinks,
        [&](const std::vector<int> &nodes) {
            return !allOneDigit(graph, nodes) && !bivalueOnly(graph, nodes);
        },
        out, maxSteps);
}

// Continuous nice loops: for each node X (in id order), a breadth-first search from off(X) over
// the nodes after X (so each loop is found once, from its first node) reaches on(Y) for the
// weak partners Y of X that close a loop X = ... = Y - X, of six nodes or more, each node once.
// A loop is taken when at least two of its weak links remove something (one alone is an AIC:
// the loop cut at that link); the shortest first, then the most eliminations.
template <int W> void niceLoops(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    ChainSearch<W> &search = ChainSearch<W>::reused(graph);
    const int count = graph.nodeCount();
    const int candidates = graph.candidateCount();
    thread_local std::vector<char> allowed;
    thread_local std::vector<char> mark, removed;
    allowed.assign(count, 1);
    mark.assign(candidates, 0);
    LinkFilter filter;
    filter.allowed = &allowed;
    filter.skipDeadEnds = true;
    struct FoundLoop
    {
        int length;
        int removed;
        Step step;
    };
    std::vector<FoundLoop> found;
    int bound = kMaxLoopLinks;
    std::vector<int> nodes;
    // The candidates weakly linked to both p and q, as marks in `removed`; how many.
    const auto common = [&](int p, int q) {
        int n = 0;
        for (const auto &e : graph.weak(p))
            if (e.to < candidates)
                mark[e.to] = 1;
        for (const auto &e : graph.weak(q))
            if (e.to < candidates && mark[e.to]) {
                n += removed[e.to] ? 0 : 1;
                removed[e.to] = 1;
            }
        for (const auto &e : graph.weak(p))
            if (e.to < candidates)
                mark[e.to] = 0;
        return n;
    };
    for (int x = 0; x < count; ++x) {
        allowed[x] = 0;
        if (graph.strong(x).empty())
            continue;
        // The weak partners after X that a strong link leaves (the loop enters them by one).
        bool partner = false;
        for (const auto &e : graph.weak(x))
            partner = partner || (e.to > x && !graph.strong(e.to).empty());
        if (!partner)
            continue;
        search.run(offLiteral(x), -1, bound, filter);
        for (const auto &e : graph.weak(x)) {
            const int y = e.to;
            // Six nodes or more: a loop of four is a Naked Pair or an X-Wing (grouped: a finned
            // fish), which simpler finders take.
            if (y < x || !search.reached(onLiteral(y)) || search.depth(onLiteral(y)) < 5)
                continue;
            const std::vector<int> path = search.path(onLiteral(y));
            nodes.clear();
            for (int lit : path)
                nodes.push_back(literalNode(lit));
            std::vector<int> sorted = nodes;
            std::sort(sorted.begin(), sorted.end());
            if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
                continue; // a node twice: no simple loop
            removed.assign(candidates, 0);
            int productive = 0;
            for (std::size_t i = 1; i + 1 < nodes.size(); i += 2)
                productive += common(nodes[i], nodes[i + 1]) > 0 ? 1 : 0;
            productive += common(nodes.back(), nodes.front()) > 0 ? 1 : 0;
            if (productive < 2)
                continue;
            Step step;
            if (!chainStep(graph, Technique::ContinuousNiceLoop, nodes, step))
                continue;
            const int length = static_cast<int>(nodes.size());
            const int gone = static_cast<int>(step.eliminations.size());
            found.push_back({ length, gone, std::move(step) });
            if (maxSteps == 1)
                bound = std::min(bound, length);
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const FoundLoop &a, const FoundLoop &b) {
        return a.length != b.length ? a.length < b.length : a.removed > b.removed;
    });
    std::vector<std::vector<Elimination>> seen;
    int emitted = 0;
    for (FoundLoop &f : found) {
        if (emitted >= maxSteps)
            return;
        if (std::find(seen.begin(), seen.end(), f.step.eliminations) != seen.end())
            continue;
        seen.push_back(f.step.eliminations);
        out.push_back(std::move(f.step));
        ++emitted;
    }
}

} // namespace

void setChainDigitMemo(bool on)
{
    tDigitMemo = on;
}

void findRemotePair(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), remotePairs, board, out, maxSteps);
}

void findTurbotFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), turbotFish, board, out, maxSteps);
}

void findXChain(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), xChains, board, out, maxSteps);
}

void findXYChain(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), xyChains, board, out, maxSteps);
}

void findContinuousNiceLoop(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), niceLoops, board, out, maxSteps);
}

void findAlternatingInferenceChain(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), aics, board, out, maxSteps);
}

} // namespace core
