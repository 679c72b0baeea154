#include "run/runtreelayout.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace core {

namespace {

bool failedFate(NodeFate fate)
{
    return fate == NodeFate::Conflict || fate == NodeFate::Backtracked;
}

} // namespace

void RunTreeLayout::clear()
{
    m_x.clear();
    m_leafBefore.clear();
    m_level.clear();
    m_bottom.clear();
    m_path.clear();
}

void RunTreeLayout::sync(const RunTree &tree)
{
    if (tree.size() < m_x.size())
        clear();
    if (tree.size() == m_x.size())
        return;
    const int rootDepth = tree.node(0).depth;
    m_x.reserve(tree.size());
    m_leafBefore.reserve(tree.size());
    m_level.reserve(tree.size());
    m_bottom.reserve(tree.size());
    for (std::uint64_t n = m_x.size(); n < tree.size(); ++n) {
        const RunNode &node = tree.node(n);
        const auto id = static_cast<std::uint32_t>(n);
        std::uint32_t before = 0;
        if (n > 0) {
            // The previous node was a leaf unless this one is its child.
            before = m_leafBefore[n - 1] + (node.parent == id - 1 ? 0 : 1);
            // The nodes of the old path below the parent are done: their subtrees are closed.
            std::uint32_t child = kNoIndex;
            while (!m_path.empty() && m_path.back() != node.parent) {
                const std::uint32_t done = m_path.back();
                m_path.pop_back();
                finalize(done, child, tree);
                child = done;
            }
            if (m_path.empty())
                throw std::invalid_argument("search tree layout: nodes not in depth-first order");
        }
        const auto level = static_cast<std::uint16_t>(std::max(0, node.depth - rootDepth));
        m_x.push_back(static_cast<float>(before));
        m_leafBefore.push_back(before);
        m_level.push_back(level);
        m_bottom.push_back(level);
        m_path.push_back(id);
    }
    placeOpenPath();
}

void RunTreeLayout::finalize(std::uint32_t id, std::uint32_t lastChild, const RunTree &tree)
{
    // A leaf at its column; an inner node midway between its first child (the next id, in
    // preorder) and its last child (the node of the path below it, just finalized).
    m_x[id] = lastChild == kNoIndex ? static_cast<float>(m_leafBefore[id])
                                    : (m_x[id + 1] + m_x[lastChild]) / 2;
    const std::uint32_t parent = tree.node(id).parent;
    if (parent != kNoIndex)
        m_bottom[parent] = std::max(m_bottom[parent], m_bottom[id]);
}

void RunTreeLayout::placeOpenPath()
{
    // Provisional places for the open path, bottom up (the subtrees under it only grow, so the
    // deepest levels merged here stay right when the path is finalized later).
    const std::uint32_t tip = m_path.back();
    m_x[tip] = static_cast<float>(m_leafBefore[tip]);
    for (std::size_t i = m_path.size() - 1; i-- > 0;) {
        const std::uint32_t id = m_path[i];
        const std::uint32_t child = m_path[i + 1];
        m_x[id] = (m_x[id + 1] + m_x[child]) / 2;
        m_bottom[id] = std::max(m_bottom[id], m_bottom[child]);
    }
}

std::uint32_t RunTreeLayout::width() const
{
    return m_x.empty() ? 0 : m_leafBefore.back() + 1;
}

std::uint32_t RunTreeLayout::leafEnd(const RunTree &tree, std::uint64_t id) const
{
    // The layout covers a prefix of the preorder: the subtree's part of it ends at the smaller.
    const std::uint64_t last = std::min<std::uint64_t>(tree.lastOf(id), m_x.size() - 1);
    return last + 1 < m_x.size() ? m_leafBefore[last + 1] : width();
}

std::size_t RunTreeLayout::memory() const
{
    return m_x.capacity() * sizeof(float) + m_leafBefore.capacity() * sizeof(std::uint32_t)
        + (m_level.capacity() + m_bottom.capacity()) * sizeof(std::uint16_t)
        + m_path.capacity() * sizeof(std::uint32_t);
}

void RunTreeLayout::cut(const RunTree &tree, double x0, double x1, int level0, int level1,
    double minColumns, std::vector<TreeDrawItem> &out,
    const std::function<bool(std::uint32_t)> &collapsed) const
{
    out.clear();
    if (m_x.empty())
        return;
    const std::uint64_t n = m_x.size();
    // The path's end: the tree's current node (a block holds a node of the path exactly when
    // it holds that node); the newest node laid out when the tree grew past the layout.
    const std::uint64_t tip = std::min<std::uint64_t>(tree.current(), n - 1);
    const bool tipOnPath = !failedFate(tree.node(tip).fate);
    auto subtreeEnd
        = [&](std::uint32_t id) { return std::min<std::uint64_t>(tree.lastOf(id), n - 1) + 1; };
    auto visible = [&](std::uint32_t lb, std::uint32_t le, int top, int bottom) {
        return le - 0.5 >= x0 && lb - 0.5 <= x1 && bottom >= level0 && top <= level1;
    };
    auto isCollapsed
        = [&](std::uint32_t id) { return collapsed && subtreeEnd(id) > id + 1 && collapsed(id); };
    auto startItem = [&](std::uint32_t id) {
        TreeDrawItem item;
        item.id = id;
        item.lastRoot = id;
        item.count = subtreeEnd(id) - id;
        item.leafBegin = m_leafBefore[id];
        item.leafEnd = leafEnd(tree, id);
        item.level = m_level[id];
        item.bottom = m_bottom[id];
        item.block = item.count > 1;
        item.holdsPath = tipOnPath && id <= tip && tip < subtreeEnd(id);
        return item;
    };
    auto narrow
        = [&](const TreeDrawItem &item) { return item.leafEnd - item.leafBegin < minColumns; };

    std::vector<std::uint32_t> stack;
    std::vector<std::uint32_t> kids;
    if (visible(m_leafBefore[0], width(), 0, m_bottom[0]))
        stack.push_back(0);
    while (!stack.empty()) {
        const std::uint32_t id = stack.back();
        stack.pop_back();
        TreeDrawItem self = startItem(id);
        if (self.count > 1 && (narrow(self) || isCollapsed(id))) {
            out.push_back(self);
            continue;
        }
        self.block = false;
        self.count = 1;
        out.push_back(self);
        // The children: wide ones descended, narrow ones gathered into blocks.
        kids.clear();
        TreeDrawItem run;
        bool pending = false;
        auto flush = [&]() {
            if (pending) {
                run.block = run.count > 1;
                out.push_back(run);
            }
            pending = false;
        };
        for (std::int64_t c = tree.firstChild(id); c >= 0 && static_cast<std::uint64_t>(c) < n;
             c = tree.nextSibling(static_cast<std::uint64_t>(c))) {
            const auto child = static_cast<std::uint32_t>(c);
            const TreeDrawItem item = startItem(child);
            if (!visible(item.leafBegin, item.leafEnd, item.level, item.bottom)) {
                flush();
                continue;
            }
            if (isCollapsed(child)) {
                flush();
                out.push_back(item);
                continue;
            }
            if (!narrow(item)) {
                flush();
                kids.push_back(child);
                continue;
            }
            if (pending && narrow(run)) {
                run.lastRoot = child;
                run.count += item.count;
                run.leafEnd = item.leafEnd;
                run.bottom = std::max(run.bottom, item.bottom);
                run.holdsPath = run.holdsPath || item.holdsPath;
            } else {
                flush();
                run = item;
                pending = true;
            }
        }
        flush();
        stack.insert(stack.end(), kids.rbegin(), kids.rend());
    }
}

std::int64_t RunTreeLayout::nodeAt(const RunTree &tree, double x, int level) const
{
    if (m_x.empty())
        return -1;
    std::uint64_t id = 0;
    for (;;) {
        if (m_level[id] == level)
            return std::abs(x - m_x[id]) <= 0.5 ? static_cast<std::int64_t>(id) : -1;
        std::int64_t next = -1;
        for (std::int64_t c = tree.firstChild(id); c >= 0 && static_cast<std::uint64_t>(c) < size();
             c = tree.nextSibling(static_cast<std::uint64_t>(c))) {
            const auto child = static_cast<std::uint64_t>(c);
            if (x >= m_leafBefore[child] - 0.5 && x < leafEnd(tree, child) - 0.5) {
                next = c;
                break;
            }
        }
        if (next < 0)
            return -1;
        id = static_cast<std::uint64_t>(next);
    }
}

std::uint64_t nodePosition(const RunTimeline &timeline, std::uint64_t node)
{
    const RunNode &n = timeline.tree().node(node);
    if (n.decision == kNoIndex) {
        // The root: up to its first choice (or every event, when propagation solved it).
        if (n.selection != kNoIndex)
            return n.selection;
        const std::uint64_t first = timeline.findNext(0,
            RunTimeline::kindBit(RunEventKind::Decision)
                | RunTimeline::kindBit(RunEventKind::Assumption));
        return std::min(first, timeline.eventCount());
    }
    std::uint64_t p = std::uint64_t { n.decision } + 1;
    if (p < timeline.eventCount() && timeline.kind(p) == RunEventKind::Propagation
        && timeline.nodeOfEvent(p) == static_cast<std::int64_t>(node))
        ++p;
    return p;
}

} // namespace core
