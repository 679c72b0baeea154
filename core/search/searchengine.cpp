#include "search/searchengine.h"
#include "board/cputime.h"

#include "search/filterpropagator.h"

#include "search/contributionnumber.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <ctime>

namespace core {

namespace {

std::int64_t microsSince(std::chrono::steady_clock::time_point start)
{
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now() - start).count();
}

// A candidate value of the chosen square and the grid its look-ahead leaves.
struct ValueKey
{
    int symbol = 0;
    bool ok = false;
    std::int64_t edges = 0;
    int empty = 0;
    double logProduct = 0;
};

} // namespace

SearchEngine::SearchEngine(const Geometry &geometry)
    : m_geometry { &geometry }
{
    prepare(geometry);
}

void SearchEngine::setTraceCallback(SearchCallback callback)
{
    m_callback = std::move(callback);
}

void SearchEngine::setFilterPropagator(std::shared_ptr<Propagator> propagator)
{
    m_filter = std::move(propagator);
}

void SearchEngine::prepare(const Geometry &geometry)
{
    m_geometry = &geometry;
    m_cells = geometry.cellCount();
    m_units = geometry.unitCount();
    const std::size_t frames = static_cast<std::size_t>(m_cells) + 2;
    m_frames.assign(frames, CandidateGrid(geometry));
    m_order.assign(frames * geometry.side(), 0);
    m_scratchCandidates.assign(m_cells, 0);
    m_changes.reserve(static_cast<std::size_t>(m_cells) * geometry.side());
    m_weights.reserve(m_cells);
}

bool SearchEngine::maintainsCandidates() const
{
    const Propagation p = m_options.propagation;
    return p != Propagation::None && !(p == Propagation::Carmel && !m_options.carmel.any());
}

bool SearchEngine::propagate(CandidateGrid &grid)
{
    switch (m_options.propagation) {
    case Propagation::None:
    case Propagation::Fc:
        return true;
    case Propagation::Singles:
        return propagateSingles(grid);
    case Propagation::Carmel:
        return propagateCarmel(grid, m_options.carmel);
    case Propagation::Filter:
        return m_filter->propagate(grid);
    }
    return true;
}

void SearchEngine::report(const SearchEvent &event)
{
    if (m_callback)
        m_callback(event);
}

SearchResult SearchEngine::run(const Board &board)
{
    const auto start = std::chrono::steady_clock::now();
    const std::int64_t cpuStart = threadCpuMicros();
    if (&board.geometry() != m_geometry)
        prepare(board.geometry());
    m_counters = SearchCounters {};
    m_status = SearchStatus::NoSolution;
    m_solution.clear();
    m_neutralized = 0;
    m_rng.seed(m_options.seed);

    auto finish = [&](SearchStatus status) {
        m_counters.micros = microsSince(start);
        const std::int64_t cpuEnd = threadCpuMicros();
        m_counters.cpuMicros = cpuStart >= 0 && cpuEnd >= 0 ? cpuEnd - cpuStart : m_counters.micros;
        SearchEvent e;
        e.kind = SearchEventKind::Finished;
        e.status = status;
        report(e);
        SearchResult r;
        r.status = status;
        r.counters = m_counters;
        if (isSuccess(status))
            r.values = m_solution;
        r.neutralizedSquares = m_neutralized;
        return r;
    };
    // The `filter` propagation is San Segundo's FILTER unless another rule engine was plugged in.
    if (m_options.propagation == Propagation::Filter && !m_filter)
        m_filter = makeSanSegundoFilterPropagator();

    // Root frame: the filled cells, then C_k for each open cell (pencil marks are ignored). A
    // duplicate among the filled cells, or an open cell without candidate, means no solution.
    auto conflictAtRoot = [&](const SearchConflict &c) {
        SearchEvent e;
        e.kind = SearchEventKind::Conflict;
        e.node = 0;
        e.cell = c.cell;
        e.symbol = c.symbol;
        e.conflict = c;
        report(e);
        return finish(SearchStatus::NoSolution);
    };
    CandidateGrid &root = frame(0);
    root.setChangeLog(nullptr);
    root.load(board, false);
    if (root.contradiction())
        return conflictAtRoot(root.conflict());
    m_changes.clear();
    root.setChangeLog(isTracing() ? &m_changes : nullptr);
    const bool ok = propagate(root);
    if (isTracing() && !m_changes.empty()) {
        SearchEvent e;
        e.kind = SearchEventKind::Propagated;
        e.node = 0;
        e.changes = m_changes;
        report(e);
    }
    if (!ok)
        return conflictAtRoot(root.conflict());

    const Outcome outcome = search(0, 0);
    if (outcome == Outcome::Fail)
        m_status = SearchStatus::NoSolution;
    return finish(m_status);
}

// The candidates the goal check reads: the frame's, or under Propagation::None (whose frames keep
// the givens' candidate sets) the current C_k.
const Mask *SearchEngine::currentCandidates(int depth)
{
    const CandidateGrid &grid = frame(depth);
    if (maintainsCandidates())
        return grid.candidateData();
    for (int c = 0; c < m_cells; ++c) {
        Mask m = 0;
        if (grid.value(c) == 0) {
            m = grid.candidates(c);
            for (int u : m_geometry->unitsOf(c))
                m &= ~grid.placedIn(u);
        }
        m_scratchCandidates[c] = m;
    }
    return m_scratchCandidates.data();
}

bool SearchEngine::goalReached(int depth, std::int64_t node)
{
    if (frame(depth).openCount() == 0) {
        m_status = SearchStatus::Solved;
        const std::uint8_t *values = frame(depth).valueData();
        m_solution.assign(values, values + m_cells);
        return true;
    }
    if (m_options.goal != SearchGoal::Neutralize)
        return false;
    const std::uint8_t *values = frame(depth).valueData();
    const Mask *cand = currentCandidates(depth);
    if (!isNeutralizedSet(*m_geometry, values, cand))
        return false;
    // Fill each open square with its one candidate, then validate the whole grid: every unit
    // holds every symbol once (NtN = 1 alone would not guarantee it).
    std::vector<std::uint8_t> filled(values, values + m_cells);
    m_changes.clear();
    for (int c = 0; c < m_cells; ++c)
        if (filled[c] == 0) {
            filled[c] = static_cast<std::uint8_t>(lowestSymbol(cand[c]));
            m_changes.push_back({ c, filled[c], true, ChangeCause::Neutralized });
        }
    for (int u = 0; u < m_units; ++u) {
        Mask seen = 0;
        for (int c : m_geometry->unit(u))
            seen |= bit(filled[c]);
        if (seen != m_geometry->allSymbols())
            return false;
    }
    if (isTracing()) {
        SearchEvent e;
        e.kind = SearchEventKind::Propagated;
        e.node = node;
        e.depth = depth;
        e.changes = m_changes;
        report(e);
    }
    m_neutralized = static_cast<int>(m_changes.size());
    m_solution = std::move(filled);
    m_status = SearchStatus::Neutralized;
    return true;
}

int selectSearchCell(const Geometry &geometry, const std::uint8_t *values, const Mask *cand,
    const SearchOptions &options, std::mt19937_64 *random, double &weight,
    std::vector<CellWeight> *weights)
{
    const int cells = geometry.cellCount();
    if (weights)
        weights->clear();
    const VariableOrder order = options.variableOrder;
    if (order == VariableOrder::Lex) {
        for (int c = 0; c < cells; ++c)
            if (values[c] == 0) {
                weight = popcount(cand[c]);
                if (weights)
                    weights->push_back({ c, weight });
                return c;
            }
        return -1;
    }
    // The minimum candidate count among the eligible squares. A CtN search for the neutralize
    // goal never selects a neutralized square (one candidate that no open peer has).
    const bool skipNeutralized
        = order == VariableOrder::Ctn && options.goal == SearchGoal::Neutralize;
    int minimum = kMaxSide + 1;
    int totalCandidates = 0;
    for (int c = 0; c < cells; ++c) {
        if (values[c] != 0)
            continue;
        const int n = popcount(cand[c]);
        totalCandidates += n;
        if (n >= minimum)
            continue;
        if (skipNeutralized && n == 1 && isNeutralizedSquare(geometry, values, cand, c))
            continue;
        minimum = n;
    }
    const bool randomTies = random && options.tieBreak == TieBreak::Random;
    int best = -1;
    double bestKey = 0;
    std::uint64_t ties = 0;
    for (int c = 0; c < cells; ++c) {
        if (values[c] != 0 || popcount(cand[c]) != minimum)
            continue;
        double key = 0; // larger is better
        double shown = minimum;
        switch (order) {
        case VariableOrder::Lex:
        case VariableOrder::Mrv:
            break;
        case VariableOrder::Ctn: {
            const int overlap = peerOverlap(geometry, values, cand, c);
            if (skipNeutralized && minimum == 1 && overlap == 0)
                continue;
            key = shown = static_cast<double>(overlap) / minimum;
            break;
        }
        case VariableOrder::DvGvMax:
        case VariableOrder::DvGvMin: {
            const auto edges
                = static_cast<double>(cellEdges(geometry, values, cand, c, totalCandidates));
            shown = edges;
            key = order == VariableOrder::DvGvMax ? edges : -edges;
            break;
        }
        }
        if (weights)
            weights->push_back({ c, shown });
        if (best < 0 || key > bestKey) {
            best = c;
            bestKey = key;
            weight = shown;
            ties = 1;
        } else if (key == bestKey && randomTies) {
            // Reservoir sampling: each tied square is kept with probability 1/ties.
            ++ties;
            if ((*random)() % ties == 0) {
                best = c;
                weight = shown;
            }
        }
    }
    return best;
}

int SearchEngine::selectCell(int depth, double &weight)
{
    return selectSearchCell(*m_geometry, frame(depth).valueData(), frame(depth).candidateData(),
        m_options, &m_rng, weight, isTracing() ? &m_weights : nullptr);
}

int SearchEngine::orderValues(int depth, int cell, std::uint8_t *out)
{
    Mask m = frame(depth).candidates(cell);
    int n = 0;
    if (m_options.valueOrder == ValueOrder::Ascending) {
        while (m) {
            out[n++] = static_cast<std::uint8_t>(lowestSymbol(m));
            m &= m - 1;
        }
        return n;
    }
    // Look-ahead: place the value on the scratch frame, filter with naked and hidden singles
    // (r1r2), and measure the grid left: G_CSP edges, empty cells E, product P of the counts.
    // Only the singles the value forces are propagated: a lone candidate the frame already had
    // (forward checking does not place it) is left as it is.
    CandidateGrid &scratch = frame(m_cells + 1);
    scratch.setChangeLog(nullptr);
    ValueKey keys[kMaxSide];
    while (m) {
        const int s = lowestSymbol(m);
        m &= m - 1;
        scratch = frame(depth);
        scratch.clearPendingSingles();
        ValueKey &k = keys[n++];
        k.symbol = s;
        k.ok = scratch.place(cell, s) && propagateSingles(scratch);
        if (!k.ok)
            continue;
        const std::uint8_t *values = scratch.valueData();
        const Mask *cand = scratch.candidateData();
        k.empty = scratch.openCount();
        for (int c = 0; c < m_cells; ++c)
            if (values[c] == 0)
                k.logProduct += std::log(static_cast<double>(popcount(cand[c])));
        if (m_options.valueOrder == ValueOrder::GMax)
            k.edges = graphEdges(*m_geometry, values, cand);
    }
    std::stable_sort(keys, keys + n, [](const ValueKey &a, const ValueKey &b) {
        if (a.ok != b.ok)
            return a.ok;
        if (a.edges != b.edges)
            return a.edges > b.edges;
        if (a.empty != b.empty)
            return a.empty < b.empty;
        return a.logProduct < b.logProduct - 1e-9;
    });
    for (int i = 0; i < n; ++i)
        out[i] = static_cast<std::uint8_t>(keys[i].symbol);
    return n;
}

SearchEngine::Outcome SearchEngine::search(int depth, std::int64_t node)
{
    if (goalReached(depth, node))
        return Outcome::Success;
    double weight = 0;
    const int cell = selectCell(depth, weight);
    if (cell < 0)
        return Outcome::Fail;
    const bool tracing = isTracing();
    if (tracing) {
        SearchEvent e;
        e.kind = SearchEventKind::CellSelected;
        e.node = node;
        e.depth = depth;
        e.cell = cell;
        e.candidates = frame(depth).candidates(cell);
        e.weight = weight;
        e.weights = m_weights;
        report(e);
    }
    std::uint8_t *order = m_order.data() + static_cast<std::size_t>(depth) * m_geometry->side();
    const int count = orderValues(depth, cell, order);
    const bool checkConsistency = !maintainsCandidates();
    for (int i = 0; i < count; ++i) {
        const int s = order[i];
        if (m_options.nodeLimit != 0 && m_counters.recursions >= m_options.nodeLimit) {
            m_status = SearchStatus::LimitReached;
            return Outcome::Abort;
        }
        if (m_stop && m_stop->load(std::memory_order_relaxed)) {
            m_status = SearchStatus::Cancelled;
            return Outcome::Abort;
        }
        ++m_counters.nodes;
        if (checkConsistency) {
            int clash = -1;
            for (int u : m_geometry->unitsOf(cell))
                if (frame(depth).placedIn(u) & bit(s))
                    clash = u;
            if (clash >= 0) {
                if (tracing) {
                    SearchEvent e;
                    e.kind = SearchEventKind::Conflict;
                    e.node = node;
                    e.depth = depth;
                    e.cell = cell;
                    e.symbol = s;
                    int holder = -1;
                    for (int p : m_geometry->unit(clash))
                        if (frame(depth).value(p) == s)
                            holder = p;
                    e.conflict = { SearchConflict::Kind::PeerHasValue, cell, clash, s, holder };
                    report(e);
                }
                continue;
            }
        }
        const auto id = static_cast<std::int64_t>(++m_counters.recursions);
        const int child = depth + 1;
        m_counters.maxDepth = std::max(m_counters.maxDepth, child);
        CandidateGrid &grid = frame(child);
        grid = frame(depth);
        if (tracing) {
            SearchEvent e;
            e.kind = SearchEventKind::ValueTried;
            e.node = id;
            e.parent = node;
            e.depth = child;
            e.cell = cell;
            e.symbol = s;
            report(e);
        }
        m_changes.clear();
        grid.setChangeLog(tracing ? &m_changes : nullptr);
        // Forward checking is place(); without it (Propagation::None) the value was checked
        // against the assigned peers above and the peers keep their candidates.
        bool ok = true;
        grid.setCause(ChangeCause::Decision);
        if (checkConsistency)
            grid.assign(cell, s);
        else
            ok = grid.place(cell, s) && propagate(grid);
        if (tracing) {
            SearchEvent e;
            e.node = id;
            e.depth = child;
            if (!m_changes.empty()) {
                e.kind = SearchEventKind::Propagated;
                e.changes = m_changes;
                report(e);
                e.changes = {};
            }
            if (!ok) {
                e.kind = SearchEventKind::Conflict;
                e.conflict = grid.conflict();
                e.cell = e.conflict.cell;
                e.symbol = e.conflict.symbol;
                report(e);
            }
        }
        if (ok) {
            const Outcome outcome = search(child, id);
            if (outcome != Outcome::Fail)
                return outcome;
        }
        ++m_counters.backtracks;
        if (tracing) {
            SearchEvent e;
            e.kind = SearchEventKind::Backtrack;
            e.node = id;
            e.parent = node;
            e.depth = child;
            e.cell = cell;
            e.symbol = s;
            report(e);
        }
    }
    return Outcome::Fail;
}

} // namespace core
