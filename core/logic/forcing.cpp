#include "logic/forcing.h"

#include "logic/forcingshared.h"

#include <algorithm>
#include <array>
#include <climits>
#include <span>

namespace core {

using namespace forcing;

namespace {

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

// A contradiction's chains are each the shortest to their own target. Read one after the other,
// as the notation writes them (and tests/core/chaincheck replays them), what they learn together
// may break down before the last one ends: a grouped node or a set's node makes several
// candidates false at once, which the search counts as one literal. Cuts the chains at the first
// contradiction so read (a node true and false; a cell without a candidate; a digit without a
// place in a unit through the node's cells that hold it) and drops the chains after it: the
// same result, proved by a shorter text that stops where its branch breaks down.
template <int W>
void cutAtFirstContradiction(
    const Board &board, const AlsGraph<W> &sets, std::vector<std::vector<int>> &branches)
{
    std::vector<std::vector<ChainLiteral>> read(branches.size());
    for (std::size_t i = 0; i < branches.size(); ++i)
        for (int lit : branches[i]) {
            ChainNode n = sets.chainNode(literalNode(lit));
            std::sort(n.cells.begin(), n.cells.end());
            read[i].push_back({ std::move(n.cells), n.digit, literalIsOn(lit) });
        }
    const auto [branch, at] = firstContradiction(board, read);
    if (branch < 0)
        return;
    branches[static_cast<std::size_t>(branch)].resize(static_cast<std::size_t>(at) + 1);
    branches.resize(static_cast<std::size_t>(branch) + 1);
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
            cutAtFirstContradiction(board, sets, branches);
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

} // namespace

void findForcingChain(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (board.geometry().side() > kMaxForcingSide)
        return;
    DISPATCH_CELLSET(board.geometry(), forcingChains, board, out, maxSteps);
}

} // namespace core
