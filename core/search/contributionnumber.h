#pragma once

// Abuluaih et al.'s Contribution Number (CtN) and neutralization, and San Segundo's G_CSP edge
// counts, over a candidate state: values (0 = open) and candidate masks per cell (only read for
// open cells). The Board overloads read the board's pencil marks as the candidate state.

#include "board/board.h"

#include <cstdint>
#include <vector>

namespace core {

enum class CtnRole : std::uint8_t {
    Filled, // not an open square
    Neutralized, // one candidate that no open peer has (excluded when asked to skip them)
    Minimum, // among the squares with the fewest candidates: a CtN strategy's choice set
    Other, // more candidates than the minimum: weight is -CtN ("never selected now")
};

// Weights for a whole board state (the heat-map). For an open square k,
//   CtN_k = (sum over open peers p of |C_p & C_k|) / |C_k|,
// positive for the squares with the minimum candidate count and negated for the others. With
// skipNeutralized (the neutralize goal) neutralized squares get weight 0 and role Neutralized,
// and the minimum is taken over the other open squares. `best` is the square a CtN search picks:
// the highest weight among the Minimum squares, ties to the first in cell order (-1 if none).
struct CtnWeights
{
    std::vector<double> weights; // per cell; 0 for filled cells
    std::vector<int> overlaps; // per cell: sum over open peers of |C_p & C_k|
    std::vector<CtnRole> roles; // per cell
    int minimumCount = 0; // fewest candidates among the choice set (0 if none)
    int best = -1;
};

CtnWeights contributionNumbers(const Geometry &geometry, const std::uint8_t *values,
    const Mask *candidates, bool skipNeutralized);
CtnWeights contributionNumbers(const Board &board, bool skipNeutralized = false);

// Sum over the open peers p of an open cell of |C_p & C_cell|.
int peerOverlap(
    const Geometry &geometry, const std::uint8_t *values, const Mask *candidates, int cell);
// One candidate, and no open peer has it.
bool isNeutralizedSquare(
    const Geometry &geometry, const std::uint8_t *values, const Mask *candidates, int cell);
// Every open square is neutralized (true for a board with no open square).
bool isNeutralizedSet(const Geometry &geometry, const std::uint8_t *values, const Mask *candidates);
bool isNeutralizedSet(const Board &board);
// NtN itself is core::neutralizationNumber in metrics.h.

// G_CSP (San Segundo): vertices are (open cell, candidate) pairs, edges join compatible pairs of
// two different cells (not peers, or different symbols). Counted without building the graph.
// Edges at the vertices of one open cell: |C_s| * (TRC - |C_s|) - peerOverlap(s).
std::int64_t cellEdges(const Geometry &geometry, const std::uint8_t *values, const Mask *candidates,
    int cell, int totalCandidates);
// All edges, counted as ordered pairs like the paper (its Figure 1 grid evaluates to 32).
std::int64_t graphEdges(
    const Geometry &geometry, const std::uint8_t *values, const Mask *candidates);

} // namespace core
