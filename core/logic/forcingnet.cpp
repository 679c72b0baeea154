#include "logic/forcing.h"

#include "logic/forcingnetengine.h"

#include <algorithm>
#include <array>
#include <climits>
#include <span>

namespace core {

using namespace forcing;

namespace {

// ---- Forcing nets ----------------------------------------------------------------------------

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

void findForcingNet(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (board.geometry().side() > kMaxForcingSide)
        return;
    DISPATCH_CELLSET(board.geometry(), forcingNets, board, out, maxSteps);
}

} // namespace core
