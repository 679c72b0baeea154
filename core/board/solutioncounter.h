#pragma once

#include "board/board.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace core {

struct CountResult
{
    int count = 0; // number of solutions found, at most the limit
    std::vector<std::uint8_t> solution; // the first solution found (row-major), empty if none
    std::uint64_t nodes = 0; // search nodes (propagation fixpoints) visited
    std::uint64_t guesses = 0; // branches tried beyond the first at a choice point
    bool complete = true; // false when the node limit ended the count early

    bool unique() const { return count == 1; }
};

// Counts the solutions of a board's filled cells (givens and entries; pencil marks are ignored)
// up to a limit: limit 2 answers "none / unique / several". A bitmask depth-first search with
// naked and hidden singles to a fixpoint at every node and the fewest-candidates cell to branch
// on. All memory is taken when the object is made (sized for its geometry), so the search itself
// never allocates; make one per thread and reuse it.
class SolutionCounter final
{
public:
    explicit SolutionCounter(const Geometry &geometry = Geometry::classic());

    CountResult count(const Board &board, int limit = 2);
    // The same from raw values (0 = open), row-major, for the geometry given at construction.
    CountResult count(const std::uint8_t *values, int limit = 2);
    // Ends a count after this many search nodes (0 = no limit); the result is then incomplete:
    // its count is a lower bound. For callers that must answer quickly (the GUI thread).
    void setNodeLimit(std::uint64_t nodes) { m_nodeLimit = nodes; }
    // Ends a count early (incomplete, as with the node limit) once the flag is raised; polled at
    // every node. Null: never.
    void setStopFlag(const std::atomic<bool> *stop) { m_stop = stop; }

private:
    bool assign(int depth, int cell, int symbol);
    bool propagate(int depth);
    void search(int depth);

    const Geometry *m_geometry;
    int m_cells;
    int m_limit = 2;
    std::uint64_t m_nodeLimit = 0;
    const std::atomic<bool> *m_stop = nullptr;
    CountResult m_result;
    // One frame per depth: candidates (0 for a filled cell) and values.
    std::vector<Mask> m_cand;
    std::vector<std::uint8_t> m_value;
    std::vector<int> m_openCount;
    std::vector<int> m_queue; // naked singles waiting to be placed, per frame reuse
    int m_queueSize = 0;
};

// Convenience: a fresh counter each call (allocates); use SolutionCounter in loops.
CountResult countSolutions(const Board &board, int limit = 2);

} // namespace core
