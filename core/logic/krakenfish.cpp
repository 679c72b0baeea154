#include "logic/fish.h"

#include "board/candidategrid.h"
#include "logic/cellset.h"
#include "logic/chainstep.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

// ---- Kraken fish --------------------------------------------------------------------------------

namespace core {

namespace {

// The bounds of the Kraken fish (fish.h): fins per fish, and links per branch (a fin that sees
// the target is one link). A Kraken fish of three fins has at most 33 links.
constexpr int kMaxKrakenFins = 3;
constexpr int kMaxKrakenSize = 4; // base lines, as the general fish (generalfish.cpp)
constexpr int kMaxKrakenLinks = 11;
constexpr std::uint8_t kUnreached = 0xff;

struct KrakenFound
{
    int cost = 0; // links in all branches
    int digit = 0;
    int target = -1; // the cell
    bool columns = false;
    std::vector<int> base; // lines
    std::uint32_t cover = 0; // positions
    std::vector<int> fins; // cells
};

template <int W> class KrakenSearch
{
public:
    explicit KrakenSearch(const Board &board)
        : m_board { board }
        , m_g { board.geometry() }
        , m_graph { LinkGraph<W>::forBoard(board) }
        , m_search { ChainSearch<W>::reused(m_graph) }
        , m_reachIndex(m_graph.candidateCount(), -1)
    { }

    void run(std::vector<Step> &out, int maxSteps)
    {
        const int n = m_g.side();
        std::vector<KrakenFound> best(static_cast<std::size_t>(m_g.cellCount()) * (n + 1));
        for (int d = 1; d <= n; ++d)
            for (int orient = 0; orient < 2; ++orient)
                for (int size = 2; size <= std::min(kMaxKrakenSize, n - 1); ++size)
                    fishOf(d, orient == 1, size, best);
        std::vector<const KrakenFound *> found;
        for (const KrakenFound &f : best)
            if (f.target >= 0)
                found.push_back(&f);
        std::stable_sort(
            found.begin(), found.end(), [](const KrakenFound *a, const KrakenFound *b) {
                if (a->cost != b->cost)
                    return a->cost < b->cost;
                return a->fins.size() < b->fins.size();
            });
        int emitted = 0;
        for (const KrakenFound *f : found) {
            if (emitted >= maxSteps)
                break;
            Step s = step(*f);
            // Each branch reads on from its fin to the target: one that breaks down on the way
            // (a node it makes false comes back true, or a cell or a unit loses its last place
            // for a digit) proves that the fin is false, not that it removes the target, and
            // reads as no chain (chaincheck's read-back); such a fish is not offered.
            if (std::any_of(s.chains.begin(), s.chains.end(), [&](const Chain &c) {
                    return firstContradiction(m_board, { chainLiterals(c) }).first >= 0;
                }))
                continue;
            out.push_back(std::move(s));
            ++emitted;
        }
    }

private:
    // The depth of off(f, digit) from on(target, digit) for every cell f (kUnreached beyond
    // kMaxKrakenLinks): by the links read backwards, the length of the shortest chain from f
    // true to the target false.
    const std::vector<std::uint8_t> &reach(int targetNode)
    {
        int &index = m_reachIndex[targetNode];
        if (index >= 0)
            return m_reach[index];
        index = static_cast<int>(m_reach.size());
        std::vector<std::uint8_t> &depths = m_reach.emplace_back(m_g.cellCount(), kUnreached);
        LinkFilter filter;
        filter.skipDeadEnds = true; // the off literals reached are all that is read
        m_search.run(onLiteral(targetNode), -1, kMaxKrakenLinks, filter);
        const int digit = m_graph.node(targetNode).digit;
        m_graph.digitCells(digit).forEach([&](int c) {
            const int node = m_graph.candidateNode(c, digit);
            if (node != targetNode && m_search.reached(offLiteral(node)))
                depths[c] = static_cast<std::uint8_t>(m_search.depth(offLiteral(node)));
        });
        return depths;
    }

    // Every finned fish of the digit with these base lines' orientation and size, and the
    // targets each fin reaches.
    void fishOf(int digit, bool columns, int size, std::vector<KrakenFound> &best)
    {
        const int n = m_g.side();
        const LinePositions pos = linePositions(m_board, digit, columns);
        int lines[kMaxSide];
        std::uint32_t masks[kMaxSide];
        int count = 0;
        for (int l = 0; l < n; ++l)
            if (__builtin_popcount(pos[l]) >= 2) {
                masks[count] = pos[l];
                lines[count++] = l;
            }
        forEachCombinationWithin(
            masks, count, size,
            [size](std::uint32_t u) { return __builtin_popcount(u) <= size + kMaxKrakenFins; },
            [&](std::span<const int> idx) {
                std::uint32_t all = 0;
                std::uint32_t baseLines = 0;
                for (int i : idx) {
                    all |= masks[i];
                    baseLines |= std::uint32_t { 1 } << lines[i];
                }
                if (__builtin_popcount(all) <= size)
                    return true; // no fins: a basic fish
                int spots[kMaxSide];
                int spotCount = 0;
                for (std::uint32_t m = all; m; m &= m - 1)
                    spots[spotCount++] = __builtin_ctz(m);
                forEachCombination(spotCount, size, [&](std::span<const int> pick) {
                    std::uint32_t cover = 0;
                    for (int k : pick)
                        cover |= std::uint32_t { 1 } << spots[k];
                    withCover(digit, columns, idx, lines, masks, baseLines, cover, pos, best);
                    return true;
                });
                return true;
            });
    }

    void withCover(int digit, bool columns, std::span<const int> idx, const int *lines,
        const std::uint32_t *masks, std::uint32_t baseLines, std::uint32_t cover,
        const LinePositions &pos, std::vector<KrakenFound> &best)
    {
        const int n = m_g.side();
        int fins[kMaxKrakenFins];
        int finCount = 0;
        for (int i : idx) {
            if ((masks[i] & cover) == 0)
                return; // a line of fins only
            for (std::uint32_t m = masks[i] & ~cover; m; m &= m - 1) {
                if (finCount == kMaxKrakenFins)
                    return;
                fins[finCount++] = lineCell(m_g, columns, lines[i], __builtin_ctz(m));
            }
        }
        // The fins all in one box: a target that sees them all is a finned fish's.
        bool oneBox = true;
        for (int k = 1; k < finCount; ++k)
            oneBox = oneBox && m_g.box(fins[k]) == m_g.box(fins[0]);
        for (int l = 0; l < n; ++l) {
            if (baseLines & (std::uint32_t { 1 } << l))
                continue;
            for (std::uint32_t m = pos[l] & cover; m; m &= m - 1) {
                const int t = lineCell(m_g, columns, l, __builtin_ctz(m));
                bool seesAll = true;
                for (int k = 0; k < finCount; ++k)
                    seesAll = seesAll && m_g.arePeers(t, fins[k]);
                if (seesAll && oneBox)
                    continue;
                int cost = 0;
                const std::vector<std::uint8_t> *depths = nullptr;
                for (int k = 0; k < finCount && cost >= 0; ++k) {
                    if (m_g.arePeers(t, fins[k])) {
                        cost += 1;
                        continue;
                    }
                    if (!depths)
                        depths = &reach(m_graph.candidateNode(t, digit));
                    const std::uint8_t d = (*depths)[fins[k]];
                    cost = d == kUnreached ? -1 : cost + d;
                }
                if (cost < 0)
                    continue;
                KrakenFound &slot = best[static_cast<std::size_t>(t) * (n + 1) + digit];
                if (slot.target >= 0
                    && (slot.cost < cost
                        || (slot.cost == cost && slot.fins.size() <= std::size_t(finCount))))
                    continue;
                slot.cost = cost;
                slot.digit = digit;
                slot.target = t;
                slot.columns = columns;
                slot.base.clear();
                for (int i : idx)
                    slot.base.push_back(lines[i]);
                slot.cover = cover;
                slot.fins.assign(fins, fins + finCount);
            }
        }
    }

    Step step(const KrakenFound &f)
    {
        const Geometry &g = m_g;
        const int n = g.side();
        const int digit = f.digit;
        Step step;
        step.technique = Technique::KrakenFish;
        step.symbols = bit(digit);
        for (int l : f.base)
            step.units.push_back(f.columns ? g.columnUnit(l) : g.rowUnit(l));
        for (int i = 0; i < n; ++i)
            if (f.cover & (std::uint32_t { 1 } << i))
                step.units.push_back(f.columns ? g.rowUnit(i) : g.columnUnit(i));
        std::vector<int> body;
        for (int l : f.base)
            for (int i = 0; i < n; ++i) {
                const int c = lineCell(g, f.columns, l, i);
                if ((f.cover >> i) & 1u && m_graph.candidateNode(c, digit) >= 0)
                    body.push_back(c);
            }
        std::sort(body.begin(), body.end());
        std::vector<int> fins = f.fins;
        std::sort(fins.begin(), fins.end());
        for (int c : body) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, digit, 0 });
        }
        for (int c : fins) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, digit, 1 });
        }
        step.eliminations = { { f.target, digit } };
        // A branch per fin: the shortest chain from the fin (true) to the target (false), the
        // search from the target read backwards.
        const int targetNode = m_graph.candidateNode(f.target, digit);
        for (int fin : fins) {
            const int finNode = m_graph.candidateNode(fin, digit);
            Chain chain;
            if (g.arePeers(fin, f.target)) {
                chain.nodes = { chainNode(m_graph, finNode), chainNode(m_graph, targetNode) };
                chain.links = { ChainLink::Weak };
            } else {
                LinkFilter filter;
                m_search.run(onLiteral(targetNode), offLiteral(finNode), kMaxKrakenLinks, filter);
                std::vector<int> path = m_search.path(offLiteral(finNode));
                std::reverse(path.begin(), path.end());
                for (std::size_t i = 0; i < path.size(); ++i) {
                    chain.nodes.push_back(chainNode(m_graph, literalNode(path[i])));
                    if (i + 1 < path.size())
                        chain.links.push_back(
                            literalIsOn(path[i + 1]) ? ChainLink::Weak : ChainLink::Strong);
                }
            }
            step.chains.push_back(std::move(chain));
        }
        return step;
    }

    const Board &m_board;
    const Geometry &m_g;
    const LinkGraph<W> &m_graph;
    ChainSearch<W> &m_search;
    std::vector<int> m_reachIndex; // per candidate node, its entry in m_reach (-1: none yet)
    std::vector<std::vector<std::uint8_t>> m_reach;
};

template <int W> void krakenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    KrakenSearch<W>(board).run(out, maxSteps);
}

} // namespace

void findKrakenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0 || board.geometry().side() < 4)
        return;
    DISPATCH_CELLSET(board.geometry(), krakenFish, board, out, maxSteps);
}

} // namespace core
