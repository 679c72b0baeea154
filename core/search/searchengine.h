#pragma once

// The search lab: one depth-first backtracking engine for every strategy of the papers
// (Abuluaih et al.'s CtN and neutralization, Carmel's HS-solver, San Segundo's graph heuristics),
// so that their counters are comparable.

#include "search/propagator.h"
#include "search/searchoptions.h"
#include "search/searchtrace.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

namespace core {

struct SearchResult
{
    SearchStatus status = SearchStatus::NoSolution;
    SearchCounters counters;
    // The full grid (row-major, 1..N) when the search succeeded, else empty.
    std::vector<std::uint8_t> values;
    // Squares filled from the Neutralized Set at the end (neutralize goal), else 0.
    int neutralizedSquares = 0;

    bool success() const { return isSuccess(status); }
};

// The variable order's choice on a grid (values 0 = open, candidate masks): the cell the engine
// expands next, its weight (the candidate count for lex/mrv, the Contribution Number for ctn, the
// number of G_CSP edges for dv-gvmax/dv-gvmin), and, when `weights` is given, every cell it
// weighed (for lex the chosen cell alone; otherwise the open cells with the fewest candidates, as
// the goal allows) with its weight. Ties go to the first in cell order, or with TieBreak::Random
// and a generator, to a random one among them (reservoir sampling: one draw per tie). -1 when no
// cell is open. The engine's own choice (SearchEngine::run) and the Lab's re-reading of a
// recorded selection (run/record/runfacts.h) are this one function.
int selectSearchCell(const Geometry &geometry, const std::uint8_t *values, const Mask *candidates,
    const SearchOptions &options, std::mt19937_64 *random, double &weight,
    std::vector<CellWeight> *weights);

// A reusable engine: make one per thread and call run() for each puzzle. Deterministic for a
// given options.seed. Memory is fixed per geometry (one frame per depth); traces stream to the
// callback, so a run of any length stays bounded.
class SearchEngine final
{
public:
    explicit SearchEngine(const Geometry &geometry = Geometry::classic());

    void setOptions(const SearchOptions &options) { m_options = options; }
    const SearchOptions &options() const { return m_options; }
    // Receives every event while run() works (on run()'s thread); empty to switch tracing off.
    void setTraceCallback(SearchCallback callback);
    // Checked before every assignment; raising it from another thread ends run() as Cancelled.
    void setStopFlag(const std::atomic<bool> *stop) { m_stop = stop; }
    // The propagation used for Propagation::Filter; without one, San Segundo's ten rules
    // (makeSanSegundoFilterPropagator). Another rule engine plugs in here, e.g. through a
    // BoardPropagator.
    void setFilterPropagator(std::shared_ptr<Propagator> propagator);
    bool hasFilterPropagator() const { return m_filter != nullptr; }

    // Searches the board's filled cells (givens and entered values; pencil marks are ignored:
    // the candidates are recomputed from the values).
    SearchResult run(const Board &board);

private:
    enum class Outcome : std::uint8_t { Fail, Success, Abort };

    void prepare(const Geometry &geometry);
    CandidateGrid &frame(int depth) { return m_frames[static_cast<std::size_t>(depth)]; }
    bool propagate(CandidateGrid &grid);

    Outcome search(int depth, std::int64_t node);
    bool goalReached(int depth, std::int64_t node);
    const Mask *currentCandidates(int depth);
    int selectCell(int depth, double &weight);
    int orderValues(int depth, int cell, std::uint8_t *out);
    // False when nothing reduces candidates after an assignment (Propagation::None, or Carmel
    // with every strategy off): then values are checked against assigned peers before assigning.
    bool maintainsCandidates() const;
    bool isTracing() const { return static_cast<bool>(m_callback); }
    void report(const SearchEvent &event);

    const Geometry *m_geometry;
    SearchOptions m_options;
    SearchCallback m_callback;
    const std::atomic<bool> *m_stop = nullptr;
    std::shared_ptr<Propagator> m_filter;

    int m_cells = 0;
    int m_units = 0;
    // Frames 0..cells (+1 scratch frame for the value look-ahead): the grid at each depth.
    std::vector<CandidateGrid> m_frames;
    std::vector<std::uint8_t> m_order; // per depth: the value order of its cell
    std::vector<Mask> m_scratchCandidates;
    std::vector<SearchChange> m_changes;
    std::vector<CellWeight> m_weights;
    std::mt19937_64 m_rng;
    SearchCounters m_counters;
    SearchStatus m_status = SearchStatus::NoSolution;
    std::vector<std::uint8_t> m_solution;
    int m_neutralized = 0;
};

} // namespace core
