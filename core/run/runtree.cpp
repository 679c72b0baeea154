#include "run/runtree.h"

#include <stdexcept>

namespace core {

void RunTree::reset(int rootDepth)
{
    m_nodes.clear();
    m_nodes.push_back({});
    m_nodes[0].depth = static_cast<std::uint16_t>(rootDepth);
    m_failed = 0;
    m_current = 0;
}

std::int64_t RunTree::parent(std::uint64_t id) const
{
    const std::uint32_t p = m_nodes[id].parent;
    // (Both arms int64: a bare -1 would become the unsigned 4294967295.)
    return p == kNoIndex ? std::int64_t { -1 } : std::int64_t { p };
}

std::uint64_t RunTree::lastOf(std::uint64_t id) const
{
    return m_nodes[id].fate == NodeFate::Open ? m_nodes.size() - 1 : m_nodes[id].last;
}

std::int64_t RunTree::firstChild(std::uint64_t id) const
{
    const std::uint64_t next = id + 1;
    return next < m_nodes.size() && m_nodes[next].parent == id ? static_cast<std::int64_t>(next)
                                                               : -1;
}

std::int64_t RunTree::nextSibling(std::uint64_t id) const
{
    if (id == 0)
        return -1;
    const std::uint64_t next = lastOf(id) + 1;
    return next < m_nodes.size() && m_nodes[next].parent == m_nodes[id].parent
        ? static_cast<std::int64_t>(next)
        : -1;
}

std::vector<std::uint32_t> RunTree::children(std::uint64_t id) const
{
    std::vector<std::uint32_t> out;
    for (std::int64_t c = firstChild(id); c >= 0; c = nextSibling(static_cast<std::uint64_t>(c)))
        out.push_back(static_cast<std::uint32_t>(c));
    return out;
}

void RunTree::open(std::uint32_t id, std::uint32_t parent, std::uint32_t decision, int depth)
{
    // Ids come in preorder (the engines number their nodes as they make them); anything else
    // would break the subtree ranges, so it is refused.
    if (id != m_nodes.size() || parent >= m_nodes.size())
        throw std::invalid_argument("run timeline: a node out of order");
    RunNode node;
    node.parent = parent;
    node.decision = decision;
    node.depth = static_cast<std::uint16_t>(depth);
    m_nodes.push_back(node);
    m_current = id;
}

void RunTree::markConflict(std::uint32_t id, GridConflict::Kind kind)
{
    if (id >= m_nodes.size())
        return;
    m_nodes[id].conflict = kind;
}

void RunTree::close(std::uint32_t id, std::uint32_t event)
{
    if (id == 0 || id >= m_nodes.size())
        return;
    RunNode &node = m_nodes[id];
    node.last = static_cast<std::uint32_t>(m_nodes.size() - 1);
    node.closed = event;
    node.fate
        = node.conflict != GridConflict::Kind::None ? NodeFate::Conflict : NodeFate::Backtracked;
    ++m_failed;
    m_current = node.parent;
}

void RunTree::finishPath(NodeFate fate, NodeFate leafFate)
{
    const auto last = static_cast<std::uint32_t>(m_nodes.size() - 1);
    std::uint32_t id = m_current;
    bool leaf = true;
    for (;;) {
        RunNode &node = m_nodes[id];
        if (node.fate == NodeFate::Open) {
            node.fate = leaf ? leafFate : fate;
            node.last = last;
        }
        leaf = false;
        if (node.parent == kNoIndex)
            break;
        id = node.parent;
    }
}

} // namespace core
