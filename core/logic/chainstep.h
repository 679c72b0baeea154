#pragma once

// Internal to core/logic: what the finders of chains share (chains.h, W-Wing in wings.h, als.h,
// forcing.h): the position's candidates as the link graph reads them, turning a chain found on
// the graph into a Step, and running a finder template with the cell-set width the grid needs.

#include "logic/linkgraph.h"
#include "logic/step.h"

#include <span>
#include <utility>
#include <vector>

namespace core {

// Calls fn<W>(args...) with W = cellSetWords(geometry).
#define DISPATCH_CELLSET(geometry, fn, ...)                                                        \
    do {                                                                                           \
        switch (cellSetWords(geometry)) {                                                          \
        case 2:                                                                                    \
            fn<2>(__VA_ARGS__);                                                                    \
            break;                                                                                 \
        case 4:                                                                                    \
            fn<4>(__VA_ARGS__);                                                                    \
            break;                                                                                 \
        default:                                                                                   \
            fn<10>(__VA_ARGS__);                                                                   \
            break;                                                                                 \
        }                                                                                          \
    } while (false)

// A position's candidates as the link graph reads them (values count as no candidate), without
// building the graph: for the finders' checks whether there is anything to search at all (most
// positions have none for Remote Pair, Turbot Fish and W-Wing), before the graph is built.
template <int W> struct CandidateSets
{
    std::vector<Mask> mask; // per cell
    std::vector<CellSet<W>> digitCells; // per digit (0 unused)

    void load(const Board &board);
};

// The board's CandidateSets, in a buffer kept per thread (valid until the next call on it).
template <int W> const CandidateSets<W> &candidateSetsOf(const Board &board);

// The step of a chain X = ... = Y given as its nodes (an even number, the links alternating
// strong and weak, strong first and last): X true when X and Y are the same candidate (a
// placement); otherwise every candidate that sees both X and Y goes, and when X and Y see each
// other the chain is a continuous loop and every candidate that sees both ends of one of its
// weak links goes too. A Remote Pair removes both of its digits. False when the chain proves
// nothing on this board. Fills every field chains.h lists.
template <int W>
bool chainStep(
    const LinkGraph<W> &graph, Technique technique, const std::vector<int> &nodes, Step &step);

// A chain over single cells of one digit whose links alternate, starting with `first` (what the
// pattern finders' chains are made of: X-Wing, Skyscraper, 2-String Kite, Simple Colouring).
Chain alternatingChain(std::span<const int> cells, int digit, ChainLink first);

// The chain's node of a graph node (its cells in increasing order, its digit).
template <int W> ChainNode chainNode(const LinkGraph<W> &graph, int node);

// The unit that holds every cell of the list, -1 when none does (row, then column, then box).
int unitHolding(const Geometry &geometry, const std::vector<int> &cells);

// Fills symbols, cells, pattern (roles by place in the chain: 0, 1, 0, ...) and units (of the
// strong links between cells, each once) from a step's chains, in chain order. An ALS node's
// pattern is the candidates of its digit in its cells, as `board` holds them (without a board,
// every cell of the node).
void describeChains(const Geometry &geometry, Step &step, const Board *board = nullptr);

// A chain's node with its state as a branch learns it (true or false).
struct ChainLiteral
{
    std::vector<int> cells; // in increasing order
    int digit = 0;
    bool on = false;
};

// Branches read one after the other, as the notation writes them (what each learns adds to what
// the ones before learnt): the first literal, not the first of its branch, that breaks down
// with what is known by then: a node true and false, a cell without a candidate, or a unit
// through the node's cells that hold the digit left without a place for it. Candidates are
// `board`'s (a placed cell holds none). {branch, literal}, or {-1, -1} when none breaks down.
std::pair<int, int> firstContradiction(
    const Board &board, const std::vector<std::vector<ChainLiteral>> &branches);

// The literals of a chain as a branch from its first node reads them: true before a weak link,
// false before a strong one; the last node as its link makes it.
std::vector<ChainLiteral> chainLiterals(const Chain &chain);

} // namespace core
