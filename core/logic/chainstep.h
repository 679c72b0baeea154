#pragma once

// Internal to core/logic: turning a chain found on the link graph into a Step, and running a
// finder template with the cell-set width the grid needs.

#include "logic/linkgraph.h"
#include "logic/step.h"

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

// The step of a chain X = ... = Y given as its nodes (an even number, the links alternating
// strong and weak, strong first and last): X true when X and Y are the same candidate (a
// placement); otherwise every candidate that sees both X and Y goes, and when X and Y see each
// other the chain is a continuous loop and every candidate that sees both ends of one of its
// weak links goes too. A Remote Pair removes both of its digits. False when the chain proves
// nothing on this board. Fills every field chainrules.h lists.
template <int W>
bool chainStep(
    const LinkGraph<W> &graph, Technique technique, const std::vector<int> &nodes, Step &step);

// The chain's node of a graph node (its cells in increasing order, its digit).
template <int W> ChainNode chainNode(const LinkGraph<W> &graph, int node);

// The unit that holds every cell of the list, -1 when none does (row, then column, then box).
int unitHolding(const Geometry &geometry, const std::vector<int> &cells);

// Fills symbols, cells, pattern (roles by place in the chain: 0, 1, 0, ...) and units (of the
// strong links between cells, each once) from a step's chains, in chain order.
void describeChains(const Geometry &geometry, Step &step);

} // namespace core
