#pragma once

// The drawing geometry of a search tree (issue 11): where each node of a RunTree goes, grown with
// the tree while the run streams in, and the level-of-detail cut a view draws at a given zoom.
//
// Layout: depth x leaf order. A node's level is its depth below the root; each leaf gets its own
// column, the leaves numbered left to right in the order the search reached them (preorder); an
// inner node sits midway between its first and its last child. Chosen over Reingold-Tilford /
// Walker, which packs subtrees closer by their contours, because for a search tree:
//  - the x axis means something: left to right is the order of the search, so a subtree is one
//    contiguous band of columns [leafBegin, leafEnd) (its preorder ids are contiguous too), which
//    is what the level-of-detail blocks, the culling and the hit test descend by;
//  - it is stable while streaming: a node's place is final once its subtree is closed, only the
//    open path (at most the depth, <= 81 nodes on 9x9) moves, and nothing to its left ever shifts
//    (the complaint "layout can shift dramatically through playback", posthoc-app#2, cannot
//    happen); contour packing moves closed subtrees whenever a new one squeezes in;
//  - it costs O(1) amortized per node and 12 bytes per node (x, column prefix, level, deepest
//    level),
//    against CP-Profiler's per-node contour shapes (46 MiB for 10^6 nodes, tree-anchors.md 3.4).
// Its cost: the width is the number of leaves, where contour packing may slide a deep subtree
// under a shallow failed sibling. No two nodes overlap (nodes of a level are at least one column
// apart: their subtrees' columns are disjoint) and parents sit one level above their children.

#include "run/runcursor.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace core {

// One thing to draw of the level-of-detail cut: a node, or a block standing for whole subtrees
// too narrow to draw (one subtree, or a run of adjacent siblings' subtrees merged).
struct TreeDrawItem
{
    std::uint32_t id = 0; // the node; a block: its first subtree's root
    std::uint32_t lastRoot = 0; // a block: its last subtree's root (a sibling of id); a node: id
    bool block = false;
    std::uint64_t count = 1; // nodes stood for (a node: 1)
    // A block holds a node of the current path (the run's open path, or at the end the path to
    // the solution / the neutralized leaf / the cut); every other block's nodes all failed.
    bool holdsPath = false;
    std::uint32_t leafBegin = 0; // columns covered
    std::uint32_t leafEnd = 0;
    int level = 0; // its (first) level
    int bottom = 0; // the deepest level it covers
};

class RunTreeLayout
{
public:
    // Forgets everything (a new run).
    void clear();
    // Lays out the nodes the tree gained since the last call and re-places the open path:
    // O(new nodes + depth). A tree smaller than the last one (a new run) is laid out afresh;
    // call clear() when a new run starts.
    void sync(const RunTree &tree);

    std::uint64_t size() const { return m_x.size(); }
    // Column (leaves at whole numbers, inner nodes midway between their first and last child).
    double x(std::uint64_t id) const { return m_x[id]; }
    int level(std::uint64_t id) const { return m_level[id]; }
    // The deepest level in the node's subtree.
    int bottom(std::uint64_t id) const { return m_bottom[id]; }
    // The columns of the subtree's leaves: [leafBegin, leafEnd).
    std::uint32_t leafBegin(std::uint64_t id) const { return m_leafBefore[id]; }
    std::uint32_t leafEnd(const RunTree &tree, std::uint64_t id) const;
    // Columns and levels of the whole tree.
    std::uint32_t width() const;
    int levels() const { return m_x.empty() ? 0 : m_bottom[0] + 1; }
    // Bytes held (capacities).
    std::size_t memory() const;

    // The level-of-detail cut of the part of the tree within columns [x0, x1] and levels
    // [level0, level1]: nodes whose subtree spans at least minColumns columns are drawn as nodes
    // and descended; narrower subtrees (and those `collapsed` says yes to) become blocks, runs of
    // adjacent narrow siblings merged into one block until it spans minColumns. Parents come
    // before their children (a node's edge to its parent can be drawn from the parent's place).
    // Cost: the items returned plus the path from the root to them.
    void cut(const RunTree &tree, double x0, double x1, int level0, int level1, double minColumns,
        std::vector<TreeDrawItem> &out,
        const std::function<bool(std::uint32_t)> &collapsed = {}) const;

    // The node at column x on `level` (within half a column of it), or -1.
    std::int64_t nodeAt(const RunTree &tree, double x, int level) const;

private:
    void finalize(std::uint32_t id, std::uint32_t lastChild, const RunTree &tree);
    void placeOpenPath();

    std::vector<float> m_x;
    std::vector<std::uint32_t> m_leafBefore; // leaves before the node in preorder
    std::vector<std::uint16_t> m_level;
    std::vector<std::uint16_t> m_bottom;
    std::vector<std::uint32_t> m_path; // the open path, root first
};

// The position where the board shows a node's grid: after its Decision and the Propagation
// that follows it (the assignment and what propagation made of it); the root: after the root's
// propagation, just before its cell is chosen. timeline.nodeAt(nodePosition(t, n)) == n.
std::uint64_t nodePosition(const RunTimeline &timeline, std::uint64_t node);

} // namespace core
