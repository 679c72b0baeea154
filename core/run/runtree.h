#pragma once

// The tree of a search run (core::SearchEngine's nodes) or of Chen's assumptions: a node per
// decision or assumption, in the order the engine made them, with how each ended. The run
// timeline (runtimeline.h) grows it as the events arrive; the Lab lays it out (runtreelayout.h).
// Split out of runtimeline.h, which holds it.

#include "run/runevent.h"
#include "run/runstorage.h"

#include <cstdint>
#include <vector>

namespace core {

// How a node of the search tree (or of Chen's assumption tree) ended.
enum class NodeFate : std::uint8_t {
    Open, // on the current path: the run goes on (or its recording stopped here)
    SolutionPath, // on the path to the solution
    Neutralized, // the leaf where the open cells formed a Neutralized Set (goal neutralize)
    Conflict, // its own propagation met a conflict (RunNode::conflict says which kind)
    Backtracked, // undone after its subtree was searched in vain
    Cut, // on the path when the node limit or the stop flag ended the run
};

// A node: the root (id 0: the puzzle after the root propagation) and one per assignment
// (Decision) or assumption (Assumption). Ids are the engine's node ids, given in preorder, so a
// node's subtree is the ids from it to `last`.
struct RunNode
{
    std::uint32_t parent = kNoIndex;
    std::uint32_t decision = kNoIndex; // its Decision / Assumption event (the root: none)
    std::uint32_t selection = kNoIndex; // its CellSelected event, once it branched
    std::uint32_t closed = kNoIndex; // its Backtrack / Refutation event
    std::uint32_t last = 0; // the last node of its subtree (while Open: the newest node)
    std::uint16_t depth = 0;
    NodeFate fate = NodeFate::Open;
    GridConflict::Kind conflict = GridConflict::Kind::None; // fate Conflict

    bool operator==(const RunNode &) const = default;
};

// The tree of a search run (or of Chen's assumptions), built while the events arrive (O(1) per
// event). For a run without decisions it is the root alone.
class RunTree
{
public:
    std::uint64_t size() const { return m_nodes.size(); }
    const RunNode &node(std::uint64_t id) const { return m_nodes[id]; }
    // -1 where there is none. Children are in the order tried.
    std::int64_t parent(std::uint64_t id) const;
    std::int64_t firstChild(std::uint64_t id) const;
    std::int64_t nextSibling(std::uint64_t id) const;
    std::vector<std::uint32_t> children(std::uint64_t id) const;
    // The last node of the subtree and its number of nodes (itself included).
    std::uint64_t lastOf(std::uint64_t id) const;
    std::uint64_t subtreeSize(std::uint64_t id) const { return lastOf(id) - id + 1; }
    // Nodes (the root not counted) whose fate is Conflict or Backtracked: the engine's backtracks.
    std::uint64_t failedCount() const { return m_failed; }
    // The node whose grid the board shows now (after the last event appended).
    std::uint64_t current() const { return m_current; }

private:
    friend class RunTimeline;
    void reset(int rootDepth = 0);
    void open(std::uint32_t id, std::uint32_t parent, std::uint32_t decision, int depth);
    void close(std::uint32_t id, std::uint32_t event);
    void markConflict(std::uint32_t id, GridConflict::Kind kind);
    void finishPath(NodeFate fate, NodeFate leafFate);

    BlockArray<RunNode> m_nodes { 14 };
    std::uint64_t m_failed = 0;
    std::uint32_t m_current = 0;
};

} // namespace core
