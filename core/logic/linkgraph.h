#pragma once

// The link graph of a position, built once per position and shared by the chain finders (Remote
// Pair, Turbot Fish, W-Wing, X-Chain, XY-Chain, AIC, forcing chains), and its breadth-first
// search. Internal to core/logic: the finders' headers (chains.h, als.h,
// forcing.h) are the interface.
//
// Nodes are the candidates (a digit in one cell) and grouped nodes (a digit in the two or more
// cells where a box meets a row or a column; "on" means the digit is in one of them). A node is
// "on" or "off"; a literal is a node with its state (2 * node + 1 for on, 2 * node for off).
//  - A weak link A-B: at most one of A and B is true, so on(A) => off(B): two digits of one cell,
//    or one digit in nodes that see each other (every cell of B sees every cell of A).
//  - A strong link A=B: at least one is true, so off(A) => on(B): the two digits of a bivalue
//    cell, or the digit's only two places (nodes) in a unit.
// An alternating chain follows them in turn (weak from an on literal, strong from an off
// literal); a breadth-first search over the literals finds the shortest. Candidate sets are bit
// sets (cellset.h), so "sees every cell of" and the digit's cells in a unit are a few word
// operations.

#include "board/board.h"
#include "logic/cellset.h"

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace core {

// What kind of link an edge is, as bits (a filter allows a set of them).
enum LinkKind : std::uint8_t {
    kLinkInCell = 1, // two digits of one cell
    kLinkInUnit = 2, // one digit, two nodes of a unit (or nodes that see each other)
    kLinkGroup = 4, // one end (or both) is a grouped node
};

inline int onLiteral(int node)
{
    return 2 * node + 1;
}
inline int offLiteral(int node)
{
    return 2 * node;
}
inline int literalNode(int literal)
{
    return literal >> 1;
}
inline bool literalIsOn(int literal)
{
    return literal & 1;
}

template <int W> class LinkGraph
{
public:
    using Set = CellSet<W>;
    struct Node
    {
        int digit = 0;
        int cell = -1; // the cell of a single candidate, -1 for a group
        Set cells;
        Set seenByAll; // the cells that see every cell of the node (none of its own)
    };
    struct Edge
    {
        int to = 0; // a node
        std::uint8_t kind = 0; // LinkKind bits
        std::uint8_t digit = 0; // the digit of `to` (a search by digit needs no node lookup)
    };

    explicit LinkGraph(const Geometry &geometry);
    // The graph of a board's open cells and their candidates (values count as no candidate).
    void build(const Board &board);
    // The graph of this board, built once per position and thread (kept until the next
    // position asked for on the same thread).
    static const LinkGraph &forBoard(const Board &board);

    const Geometry &geometry() const { return *m_geometry; }
    const CellSetTables<W> &tables() const { return *m_tables; }
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    // Nodes [0, candidateCount()) are single candidates in cell order, then digit order.
    int candidateCount() const { return m_candidateCount; }
    const Node &node(int id) const { return m_nodes[id]; }
    // The node of a candidate, -1 when the cell does not hold it.
    int candidateNode(int cell, int digit) const
    {
        return m_candidateNode[cell * m_side + digit - 1];
    }
    Mask cellCandidates(int cell) const { return m_mask[cell]; }
    const Set &digitCells(int digit) const { return m_digitCells[digit]; }
    // on(node) => off(edge.to).
    std::span<const Edge> weak(int node) const
    {
        return { m_weak.data() + m_weakStart[node], m_weak.data() + m_weakStart[node + 1] };
    }
    // off(node) => on(edge.to).
    std::span<const Edge> strong(int node) const
    {
        return { m_strong.data() + m_strongStart[node], m_strong.data() + m_strongStart[node + 1] };
    }
    // The cells of a node, in increasing order.
    std::vector<int> cellsOf(int node) const;
    // Whether there is a weak link between two nodes (on(a) => off(b)).
    bool weaklyLinked(int a, int b) const;
    // The kinds of the node's strong links, as a set of LinkKind values (bit k: a link of kind
    // k), so a search tells at once whether off(node) leads anywhere under its filter.
    std::uint8_t strongKinds(int node) const { return m_strongKinds[node]; }

private:
    template <int> friend class ChainSearch;

    int addNode(int digit, int cell, const Set &cells);

    const Geometry *m_geometry;
    const CellSetTables<W> *m_tables;
    int m_side;
    int m_candidateCount = 0;
    std::vector<Node> m_nodes;
    std::vector<int> m_candidateNode; // cellCount * side
    std::vector<Mask> m_mask; // cellCount
    std::vector<Set> m_digitCells; // side + 1
    std::vector<Edge> m_weak; // m_weakStart.back() used, the rest spare room
    std::vector<Edge> m_strong;
    std::vector<int> m_weakStart, m_strongStart;
    std::vector<std::uint8_t> m_strongKinds; // per node
    // Per node: where its weak links to groups start, and those in its cell (for a group: its
    // end, both). The runs of one kind that a search picks by its filter.
    std::vector<int> m_weakSplit;
    std::vector<int> m_strongCellEnd; // per node: the end of its link in a bivalue cell (if any)
    // The box-line segments of two cells or more (where grouped nodes lie), in build order.
    std::vector<Set> m_segments;
    std::vector<int> m_segmentBox; // per segment, its box
    // build()'s working lists, kept so that a new position allocates nothing.
    // Per candidate node, its weak links to groups (node ids into m_groupLinks).
    std::vector<int> m_groupLinkStart;
    std::vector<int> m_groupLinks;
    std::vector<Mask> m_boxDigits; // per box: the digits with two places or more in it
    std::vector<std::vector<int>> m_groupsOf; // per digit, its grouped nodes
    // Per unit and digit (unit * (side + 1) + digit): the digit's grouped nodes inside the unit,
    // in m_groupsOf order.
    std::vector<std::vector<int>> m_unitGroups;
    std::vector<std::pair<int, Edge>> m_pending; // strong links in the order found
    std::vector<Set> m_rests; // per group of a unit and digit: the digit's other places
    std::vector<int> m_restCell; // the one cell of the rest, or -1
    std::vector<int> m_fill;
};

// Which links a search may follow.
struct LinkFilter
{
    std::uint8_t weak = kLinkInCell | kLinkInUnit | kLinkGroup;
    std::uint8_t strong = kLinkInCell | kLinkInUnit | kLinkGroup;
    int digit = 0; // > 0: only nodes of this digit
    const std::vector<char> *allowed = nullptr; // per node: may be passed (start and target may)
    // Literals off(X) that no strong link of X under the filter leaves are marked reached but
    // not queued (nothing follows from them): order() leaves them out, and exhausted() does not
    // count them as cut off by the depth bound. For a search that only asks for its target,
    // reached() and the on literals of order().
    bool skipDeadEnds = false;

    bool passes(std::uint8_t kind, bool weakLink) const
    {
        return (kind & ~(weakLink ? weak : strong)) == 0;
    }
};

// Breadth-first search over the literals of a graph, alternating: from an on literal along weak
// links, from an off literal along strong links. Keeps its buffers between runs.
template <int W> class ChainSearch
{
public:
    explicit ChainSearch(const LinkGraph<W> &graph);
    // A search over `graph` whose buffers are kept between calls on this thread (no allocation
    // once they have grown). Valid until the next call on the same thread.
    static ChainSearch &reused(const LinkGraph<W> &graph);

    // From `start`, until `target` is reached (>= 0) or every literal within maxDepth links is.
    // Returns the depth of the target, or -1.
    int run(int start, int target, int maxDepth, const LinkFilter &filter);
    bool reached(int literal) const { return m_stamp[literal] == m_generation; }
    // Whether the last run that missed its target followed every link it could (the depth
    // bound cut nothing off): then order() is everything the start reaches.
    bool exhausted() const { return m_exhausted; }
    int depth(int literal) const { return m_depth[literal]; }
    // The literals from the start to `literal` (reached).
    std::vector<int> path(int literal) const;
    // Every literal reached by the last run, in the order reached.
    std::span<const int> order() const { return { m_queue.data(), m_queueSize }; }

private:
    void attach(const LinkGraph<W> &graph);

    const LinkGraph<W> *m_graph;
    std::uint32_t m_generation = 0;
    bool m_exhausted = true;
    std::vector<std::uint32_t> m_stamp;
    std::vector<std::uint16_t> m_depth;
    std::vector<int> m_parent;
    std::vector<int> m_queue; // as long as the literals
    std::size_t m_queueSize = 0;
};

} // namespace core
