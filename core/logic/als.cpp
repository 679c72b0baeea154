#include "logic/als.h"

#include "logic/alsgraph.h"
#include "logic/cellset.h"
#include "logic/chainstep.h"

#include <algorithm>
#include <span>

namespace core {

namespace {

// ALS-AIC: the sets it takes as nodes (cells), and the longest chain it looks for (links).
constexpr int kAlsChainMaxCells = 5;
constexpr int kAlsChainTiers[] = { 2, 3, kAlsChainMaxCells };
constexpr int kAlsChainMaxLinks = 1000;
// Death Blossom: the stem's candidates, the petals' cells, and a bound on the petals tried per
// position (the choices multiply).
constexpr int kStemMaxDigits = 4;
constexpr int kPetalMaxCells = 8;
constexpr long kBlossomBudget = 200000;

template <int W>
void appendEliminations(const CellSet<W> &cells, int digit, std::vector<Elimination> &out)
{
    cells.forEach([&](int c) {
        if (std::find(out.begin(), out.end(), Elimination { c, digit }) == out.end())
            out.push_back({ c, digit });
    });
}

void sortEliminations(std::vector<Elimination> &e)
{
    std::sort(e.begin(), e.end(), [](const Elimination &a, const Elimination &b) {
        return a.cell != b.cell ? a.cell < b.cell : a.symbol < b.symbol;
    });
}

// Steps are collected, then the smallest (fewest cells in the sets) first.
struct Found
{
    int size;
    Step step;
};

void emit(std::vector<Found> &found, std::vector<Step> &out, int maxSteps)
{
    std::stable_sort(
        found.begin(), found.end(), [](const Found &a, const Found &b) { return a.size < b.size; });
    std::vector<std::vector<Elimination>> seen;
    int n = 0;
    for (Found &f : found) {
        if (n >= maxSteps)
            return;
        if (std::find(seen.begin(), seen.end(), f.step.eliminations) != seen.end())
            continue;
        seen.push_back(f.step.eliminations);
        out.push_back(std::move(f.step));
        ++n;
    }
}

template <int W> void alsXZ(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const AlsFinder<W> finder(board);
    const auto &sets = finder.sets();
    std::vector<Found> found;
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const Als<W> &a = sets[i];
            const Als<W> &b = sets[j];
            if (popcount(a.digits & b.digits) < 2 || a.cells.intersects(b.cells))
                continue;
            const Mask rcc = finder.restrictedCommon(a, b);
            if (rcc == 0)
                continue;
            Step step;
            step.technique = Technique::AlsXZ;
            const std::vector<const Als<W> *> both { &a, &b };
            const int x = lowestSymbol(rcc);
            if (popcount(rcc) == 1) {
                // One chain per digit z: (z=x)A-(x=z)B.
                for (Mask m = (a.digits & b.digits) & ~rcc; m; m &= m - 1) {
                    const int z = lowestSymbol(m);
                    Chain c;
                    appendEliminations(finder.targets(z, both, both), z, c.eliminations);
                    if (c.eliminations.empty())
                        continue;
                    c.nodes = { finder.node(a, z), finder.node(a, x), finder.node(b, x),
                        finder.node(b, z) };
                    c.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong };
                    step.eliminations.insert(
                        step.eliminations.end(), c.eliminations.begin(), c.eliminations.end());
                    step.chains.push_back(std::move(c));
                }
                if (step.eliminations.empty())
                    continue;
            } else {
                // Doubly linked: every digit is locked in its set.
                Chain chain;
                for (Mask m = rcc; m; m &= m - 1) {
                    const int d = lowestSymbol(m);
                    appendEliminations(finder.targets(d, both, both), d, step.eliminations);
                }
                for (const Als<W> *s : both)
                    for (Mask m = s->digits & ~rcc; m; m &= m - 1) {
                        const int d = lowestSymbol(m);
                        appendEliminations(finder.targets(d, { s }, both), d, step.eliminations);
                    }
                if (step.eliminations.empty())
                    continue;
                const int y = lowestSymbol(rcc & ~bit(x));
                chain.nodes = { finder.node(a, x), finder.node(a, y), finder.node(b, y),
                    finder.node(b, x), finder.node(a, x) };
                chain.links
                    = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong, ChainLink::Weak };
                sortEliminations(step.eliminations);
                chain.eliminations = step.eliminations;
                step.chains = { std::move(chain) };
            }
            sortEliminations(step.eliminations);
            finder.describe(step, both);
            found.push_back({ a.cells.count() + b.cells.count(), std::move(step) });
        }
    emit(found, out, maxSteps);
}

template <int W> void alsXYWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const AlsFinder<W> finder(board);
    const auto &sets = finder.sets();
    std::vector<Found> found;
    for (std::size_t k = 0; k < sets.size(); ++k) {
        const Als<W> &c = sets[k];
        // The sets joined to the pivot by a restricted common digit.
        std::vector<std::pair<std::size_t, Mask>> partners;
        for (std::size_t i = 0; i < sets.size(); ++i) {
            if (i == k || sets[i].cells.intersects(c.cells))
                continue;
            const Mask rcc = finder.restrictedCommon(sets[i], c);
            if (rcc)
                partners.push_back({ i, rcc });
        }
        for (std::size_t p = 0; p < partners.size(); ++p)
            for (std::size_t q = p + 1; q < partners.size(); ++q) {
                const Als<W> &a = sets[partners[p].first];
                const Als<W> &b = sets[partners[q].first];
                if (a.cells.intersects(b.cells))
                    continue;
                // x joins A to C, y joins B to C, x != y.
                for (Mask mx = partners[p].second; mx; mx &= mx - 1) {
                    const int x = lowestSymbol(mx);
                    for (Mask my = partners[q].second & ~bit(x); my; my &= my - 1) {
                        const int y = lowestSymbol(my);
                        const Mask zs = a.digits & b.digits & ~bit(x) & ~bit(y);
                        Step step;
                        step.technique = Technique::AlsXYWing;
                        const std::vector<const Als<W> *> wings { &a, &b };
                        const std::vector<const Als<W> *> all { &a, &b, &c };
                        // One chain per digit z: (z=x)A-(x=y)C-(y=z)B.
                        for (Mask m = zs; m; m &= m - 1) {
                            const int z = lowestSymbol(m);
                            Chain chain;
                            appendEliminations(
                                finder.targets(z, wings, wings), z, chain.eliminations);
                            if (chain.eliminations.empty())
                                continue;
                            chain.nodes = { finder.node(a, z), finder.node(a, x), finder.node(c, x),
                                finder.node(c, y), finder.node(b, y), finder.node(b, z) };
                            chain.links = { ChainLink::Strong, ChainLink::Weak, ChainLink::Strong,
                                ChainLink::Weak, ChainLink::Strong };
                            step.eliminations.insert(step.eliminations.end(),
                                chain.eliminations.begin(), chain.eliminations.end());
                            step.chains.push_back(std::move(chain));
                        }
                        if (step.eliminations.empty())
                            continue;
                        sortEliminations(step.eliminations);
                        finder.describe(step, all);
                        found.push_back({ a.cells.count() + b.cells.count() + c.cells.count(),
                            std::move(step) });
                    }
                }
            }
    }
    emit(found, out, maxSteps);
}

// The step of an ALS-AIC X = ... = Y given as its nodes (strong links first and last): what sees
// both ends goes; when the ends are weakly linked the chain is a continuous loop, and what sees
// both ends of any of its weak links goes too, and every set of the loop is locked on its digits
// other than the two it is entered and left by (each goes from the cells that see all its
// candidates in the set). False when nothing goes.
template <int W>
bool alsChainStep(
    const AlsGraph<W> &ag, const AlsFinder<W> &finder, const std::vector<int> &nodes, Step &step)
{
    const LinkGraph<W> &graph = ag.graph();
    const int candidates = graph.candidateCount();
    std::vector<char> removed(candidates, 0);
    std::vector<char> mark(candidates, 0);
    const auto common = [&](int p, int q) {
        ag.forWeakCandidates(p, [&](int c) { mark[c] = 1; });
        ag.forWeakCandidates(q, [&](int c) {
            if (mark[c])
                removed[c] = 1;
        });
        ag.forWeakCandidates(p, [&](int c) { mark[c] = 0; });
    };
    const int x = nodes.front();
    const int y = nodes.back();
    common(x, y);
    const bool loop = nodes.size() >= 4 && ag.weaklyLinked(x, y);
    if (loop) {
        for (std::size_t i = 1; i + 1 < nodes.size(); i += 2)
            common(nodes[i], nodes[i + 1]);
        for (std::size_t i = 0; i + 1 < nodes.size(); ++i) {
            if (!ag.isAls(nodes[i]) || !ag.isAls(nodes[i + 1])
                || ag.als(nodes[i]).set != ag.als(nodes[i + 1]).set)
                continue;
            const Als<W> &a = finder.sets()[ag.als(nodes[i]).set];
            const Mask locked
                = a.digits & ~bit(ag.als(nodes[i]).digit) & ~bit(ag.als(nodes[i + 1]).digit);
            for (Mask m = locked; m; m &= m - 1) {
                const int d = lowestSymbol(m);
                (a.seeing(d) & graph.digitCells(d)).forEach([&](int c) {
                    removed[graph.candidateNode(c, d)] = 1;
                });
            }
        }
    }
    step = Step {};
    step.technique = Technique::AlsAic;
    for (int z = 0; z < candidates; ++z)
        if (removed[z])
            step.eliminations.push_back({ graph.node(z).cell, graph.node(z).digit });
    if (step.eliminations.empty())
        return false;
    Chain chain;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        chain.nodes.push_back(ag.chainNode(nodes[i]));
        if (i + 1 < nodes.size())
            chain.links.push_back(i % 2 == 0 ? ChainLink::Strong : ChainLink::Weak);
    }
    if (loop) {
        chain.nodes.push_back(chain.nodes.front());
        chain.links.push_back(ChainLink::Weak);
    }
    chain.eliminations = step.eliminations;
    step.chains = { std::move(chain) };
    return true;
}

// ALS-AIC: for every candidate z, the shortest chain z - X = ... = Y - z over the graph with
// the sets' nodes that passes through a set (so z is false), then the steps, shortest first
// (searchChains in chains.cpp does the same over the plain graph).
template <int W>
int alsAicWith(const Board &board, const LinkGraph<W> &graph, const AlsFinder<W> &finder,
    int maxCells, std::vector<Step> &out, int maxSteps)
{
    AlsGraph<W> ag(graph, finder, maxCells);
    if (ag.alsNodeCount() == 0)
        return 0;
    struct FoundChain
    {
        int length;
        int z;
        std::vector<int> nodes;
    };
    std::vector<FoundChain> found;
    int bound = kAlsChainMaxLinks;
    std::vector<char> fails(graph.candidateCount(), 0);
    std::vector<int> setsUsed;
    for (int z = 0; z < graph.candidateCount(); ++z) {
        if (fails[z])
            continue;
        const int depth = ag.run(onLiteral(z), offLiteral(z), bound);
        if (depth < 0) {
            // As in searchChains: every y with on(y) reached and off(y) not is as unreachable.
            if (ag.exhausted())
                for (int lit : ag.order()) {
                    const int y = literalNode(lit);
                    if (literalIsOn(lit) && y < graph.candidateCount()
                        && !ag.reached(offLiteral(y)))
                        fails[y] = 1;
                }
            continue;
        }
        const std::vector<int> path = ag.path(offLiteral(z));
        std::vector<int> nodes;
        for (std::size_t i = 1; i + 1 < path.size(); ++i)
            nodes.push_back(literalNode(path[i]));
        // Through a set, and through each set once.
        setsUsed.clear();
        bool twice = false;
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            if (!ag.isAls(nodes[i])
                || (i > 0 && ag.isAls(nodes[i - 1])
                    && ag.als(nodes[i - 1]).set == ag.als(nodes[i]).set))
                continue;
            const int s = ag.als(nodes[i]).set;
            twice = twice || std::find(setsUsed.begin(), setsUsed.end(), s) != setsUsed.end();
            setsUsed.push_back(s);
        }
        if (setsUsed.empty() || twice)
            continue;
        found.push_back({ depth, z, std::move(nodes) });
        if (maxSteps == 1)
            bound = depth - 1;
    }
    std::stable_sort(found.begin(), found.end(),
        [](const FoundChain &a, const FoundChain &b) { return a.length < b.length; });
    std::vector<char> gone(graph.candidateCount(), 0);
    int emitted = 0;
    for (const FoundChain &f : found) {
        if (gone[f.z])
            continue;
        Step step;
        if (!alsChainStep(ag, finder, f.nodes, step))
            continue;
        for (const auto &e : step.eliminations)
            gone[graph.candidateNode(e.cell, e.symbol)] = 1;
        describeChains(graph.geometry(), step, &board);
        if (std::any_of(out.begin(), out.end(),
                [&](const Step &o) { return o.eliminations == step.eliminations; }))
            continue;
        out.push_back(std::move(step));
        if (++emitted >= maxSteps)
            break;
    }
    return emitted;
}

// The sets in tiers by size: chains through the smallest sets first (a learner reads a pair of
// cells at a glance, a set of seven hardly), the larger ones only when those find nothing.
template <int W> void alsAic(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const LinkGraph<W> &graph = LinkGraph<W>::forBoard(board);
    const AlsFinder<W> finder(board, kAlsChainMaxCells);
    for (int maxCells : kAlsChainTiers) {
        maxSteps -= alsAicWith(board, graph, finder, maxCells, out, maxSteps);
        if (maxSteps <= 0)
            return;
    }
}

// ---- Death Blossom ------------------------------------------------------------------------------

template <int W> void deathBlossom(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const AlsFinder<W> finder(board, kPetalMaxCells);
    const auto &sets = finder.sets();
    std::vector<Found> found;
    // Per stem digit: the sets (petals) that hold it, with every candidate of it seeing the stem.
    std::vector<std::vector<int>> petals(g.side() + 1);
    std::vector<int> chosen;
    long budget = kBlossomBudget;
    for (int stem = 0; stem < g.cellCount() && budget > 0; ++stem) {
        if (!board.isOpen(stem))
            continue;
        const Mask sm = board.candidates(stem) & g.allSymbols();
        const int k = popcount(sm);
        if (k < 2 || k > kStemMaxDigits)
            continue;
        Mask common = g.allSymbols() & ~sm; // the digits z that every petal list may share
        for (Mask m = sm; m; m &= m - 1) {
            const int d = lowestSymbol(m);
            petals[d].clear();
            Mask any = 0;
            for (std::size_t s = 0; s < sets.size(); ++s) {
                const Als<W> &a = sets[s];
                if ((a.digits & bit(d)) && !a.cells.test(stem) && a.seeing(d).test(stem)) {
                    petals[d].push_back(static_cast<int>(s));
                    any |= a.digits;
                }
            }
            common &= any;
        }
        std::vector<int> stemDigits;
        for (Mask m = sm; m; m &= m - 1)
            stemDigits.push_back(lowestSymbol(m));
        for (Mask zs = common; zs; zs &= zs - 1) {
            const int z = lowestSymbol(zs);
            // One petal per stem digit, disjoint, each holding z; what sees every z of them all
            // goes (the targets, narrowed petal by petal).
            chosen.assign(stemDigits.size(), -1);
            const auto dfs = [&](auto &&self, std::size_t i, const CellSet<W> &targets,
                                 const CellSet<W> &used) -> void {
                if (--budget <= 0)
                    return;
                if (i == stemDigits.size()) {
                    Step step;
                    step.technique = Technique::DeathBlossom;
                    targets.forEach([&](int c) { step.eliminations.push_back({ c, z }); });
                    step.cells.push_back(stem);
                    step.symbols = sm | bit(z);
                    for (Mask m = sm; m; m &= m - 1)
                        step.pattern.push_back({ stem, lowestSymbol(m), 0 });
                    int size = 1;
                    for (std::size_t j = 0; j < stemDigits.size(); ++j) {
                        const Als<W> &a = sets[chosen[j]];
                        const int d = stemDigits[j];
                        size += static_cast<int>(a.cellList.size());
                        step.units.push_back(a.unit);
                        step.symbols |= a.digits;
                        for (int c : a.cellList) {
                            step.cells.push_back(c);
                            if (board.candidates(c) & bit(d))
                                step.pattern.push_back({ c, d, 0 });
                            if (board.candidates(c) & bit(z))
                                step.pattern.push_back({ c, z, 1 });
                        }
                        Chain chain;
                        chain.nodes = { ChainNode { { stem }, d, 0 }, finder.node(a, d),
                            finder.node(a, z) };
                        chain.links = { ChainLink::Weak, ChainLink::Strong };
                        step.chains.push_back(std::move(chain));
                    }
                    found.push_back({ size, std::move(step) });
                    return;
                }
                const int d = stemDigits[i];
                for (int s : petals[d]) {
                    const Als<W> &a = sets[s];
                    if (!(a.digits & bit(z)) || a.cells.intersects(used))
                        continue;
                    const CellSet<W> next = targets & a.seeing(z);
                    if (next.none())
                        continue;
                    chosen[i] = s;
                    self(self, i + 1, next, used | a.cells);
                    if (budget <= 0)
                        return;
                }
            };
            CellSet<W> none;
            none.set(stem);
            CellSet<W> targets = finder.digitCells(z);
            targets.reset(stem);
            dfs(dfs, 0, targets, none);
        }
    }
    for (Found &f : found)
        sortEliminations(f.step.eliminations);
    emit(found, out, maxSteps);
}

} // namespace

void findAlsXZ(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), alsXZ, board, out, maxSteps);
}

void findAlsXYWing(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), alsXYWing, board, out, maxSteps);
}

void findAlsAic(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), alsAic, board, out, maxSteps);
}

void findDeathBlossom(const Board &board, std::vector<Step> &out, int maxSteps)
{
    DISPATCH_CELLSET(board.geometry(), deathBlossom, board, out, maxSteps);
}

} // namespace core
