// The search tree's layout (core/run/runtreelayout.h): no two nodes overlap, parents one level
// above their children, siblings left to right in the order tried, subtrees on contiguous
// columns; the same layout streamed chunk by chunk as in one go, closed nodes never moving; the
// level-of-detail cut standing for every node exactly once; on random trees and on real runs
// whose node and failure counts are the engine's.
#include "run/record/runrecorder.h"
#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "run/runtreelayout.h"
#include "search/searchengine.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <random>

using namespace core;

namespace {

RunSpec spec(const std::string &words)
{
    return testutil::runSpec(words);
}

bool failed(NodeFate fate)
{
    return fate == NodeFate::Conflict || fate == NodeFate::Backtracked;
}

// Every geometric promise of the layout, checked node by node against the tree.
void expectTidy(const RunTree &tree, const RunTreeLayout &layout, const std::string &what)
{
    ASSERT_EQ(layout.size(), tree.size()) << what;
    const std::uint64_t n = tree.size();
    // Levels: the root at 0, every child one below its parent.
    EXPECT_EQ(layout.level(0), 0) << what;
    EXPECT_EQ(tree.parent(0), -1) << what;
    std::vector<int> deepest(n);
    for (std::uint64_t id = 0; id < n; ++id)
        deepest[id] = layout.level(id);
    for (std::uint64_t id = n; id-- > 1;) {
        const auto p = static_cast<std::uint64_t>(tree.parent(id));
        ASSERT_EQ(layout.level(id), layout.level(p) + 1) << what << " node " << id;
        deepest[p] = std::max(deepest[p], deepest[id]);
    }
    std::uint32_t leaves = 0;
    for (std::uint64_t id = 0; id < n; ++id) {
        ASSERT_EQ(layout.bottom(id), deepest[id]) << what << " node " << id;
        const std::uint32_t lb = layout.leafBegin(id);
        const std::uint32_t le = layout.leafEnd(tree, id);
        ASSERT_LT(lb, le) << what << " node " << id;
        ASSERT_GE(layout.x(id), lb) << what << " node " << id;
        ASSERT_LE(layout.x(id), le - 1.0) << what << " node " << id;
        const auto kids = tree.children(id);
        if (kids.empty()) {
            ++leaves;
            ASSERT_EQ(layout.x(id), lb) << what << " leaf " << id;
            ASSERT_EQ(le, lb + 1) << what << " leaf " << id;
            continue;
        }
        // Siblings in the order tried: their columns follow on, left to right.
        ASSERT_EQ(layout.leafBegin(kids.front()), lb) << what << " node " << id;
        ASSERT_EQ(layout.leafEnd(tree, kids.back()), le) << what << " node " << id;
        for (std::size_t i = 1; i < kids.size(); ++i) {
            ASSERT_EQ(layout.leafBegin(kids[i]), layout.leafEnd(tree, kids[i - 1])) << what;
            ASSERT_GE(layout.x(kids[i]), layout.x(kids[i - 1]) + 1.0) << what;
        }
        ASSERT_FLOAT_EQ(layout.x(id), (layout.x(kids.front()) + layout.x(kids.back())) / 2)
            << what << " node " << id;
    }
    EXPECT_EQ(layout.width(), leaves) << what;
    // No overlap: on each level, nodes in preorder are at least a column apart, left to right.
    std::vector<double> lastX(static_cast<std::size_t>(layout.levels()), -1e18);
    for (std::uint64_t id = 0; id < n; ++id) {
        double &last = lastX[static_cast<std::size_t>(layout.level(id))];
        ASSERT_GE(layout.x(id), last + 1.0 - 1e-6) << what << " node " << id;
        last = layout.x(id);
    }
}

// The cut stands for every node exactly once, parents before children.
void expectCutCovers(const RunTree &tree, const RunTreeLayout &layout, double minColumns,
    const std::vector<TreeDrawItem> &items, const std::string &what)
{
    std::vector<std::uint8_t> seen(tree.size(), 0);
    std::vector<std::uint8_t> drawnNode(tree.size(), 0);
    for (const TreeDrawItem &item : items) {
        const std::uint64_t end = tree.lastOf(item.lastRoot) + 1;
        std::uint64_t count = 0;
        for (std::uint64_t id = item.id; id < (item.block ? end : item.id + 1); ++id) {
            ++seen[id];
            ++count;
        }
        EXPECT_EQ(item.count, count) << what;
        if (item.block) {
            EXPECT_EQ(tree.parent(item.id), tree.parent(item.lastRoot)) << what;
            EXPECT_EQ(item.leafBegin, layout.leafBegin(item.id)) << what;
            EXPECT_EQ(item.leafEnd, layout.leafEnd(tree, item.lastRoot)) << what;
            bool path = false;
            for (std::uint64_t id = item.id; id < end; ++id)
                path = path || !failed(tree.node(id).fate);
            EXPECT_EQ(item.holdsPath, path) << what << " block at " << item.id;
        } else {
            drawnNode[item.id] = 1;
            if (item.leafEnd - item.leafBegin < minColumns) {
                EXPECT_EQ(tree.subtreeSize(item.id), 1u) << what;
            }
        }
        if (item.id > 0) {
            EXPECT_TRUE(drawnNode[static_cast<std::uint64_t>(tree.parent(item.id))])
                << what << " item " << item.id << " before its parent";
        }
    }
    for (std::uint64_t id = 0; id < tree.size(); ++id)
        ASSERT_EQ(seen[id], 1) << what << " node " << id;
}

TEST(RunTreeLayout, RandomTreesAreTidy)
{
    for (unsigned seed = 1; seed <= 12; ++seed) {
        const std::uint64_t nodes = seed % 3 == 0 ? 20000 : 50 + 300 * seed;
        const RunTimeline t
            = testutil::randomSearchTimeline(seed, nodes, 10 + static_cast<int>(seed), seed % 2);
        RunTreeLayout layout;
        layout.sync(t.tree());
        expectTidy(t.tree(), layout, "seed " + std::to_string(seed));
    }
}

TEST(RunTreeLayout, RealRunsAreTidyAndCountTheEngine)
{
    const auto top95 = testutil::readLines("norvig_top95.txt");
    for (const char *words : { "search --strategy lex --propagation fc --limit 20000",
             "search --strategy ctn --propagation fc --limit 20000",
             "search --strategy mrv --propagation none --limit 20000",
             "search --strategy ctn --propagation fc --goal neutralize --limit 3000",
             "search --strategy lex --propagation none --limit 5000" }) {
        for (int p : { 0, 4, 10 }) {
            const Board board = testutil::boardFromLine(top95[static_cast<std::size_t>(p)]);
            const RunSpec s = spec(words);
            SearchEngine engine;
            engine.setOptions(s.search);
            const SearchResult r = engine.run(board);
            const RunTimeline t = recordRun(board, s);
            ASSERT_FALSE(t.truncated());
            RunTreeLayout layout;
            layout.sync(t.tree());
            const std::string what = std::string(words) + " #" + std::to_string(p);
            expectTidy(t.tree(), layout, what);
            // The view's nodes are the root and one per recursion (assignment); its failed
            // nodes (fate Conflict: a leaf whose propagation failed; Backtracked: a node whose
            // subtree failed) are the engine's backtracks, one per assignment undone.
            EXPECT_EQ(layout.size(), r.counters.recursions + 1) << what;
            std::vector<TreeDrawItem> items;
            layout.cut(t.tree(), -1, layout.width() + 1.0, 0, layout.levels(), 0, items);
            std::uint64_t failedNodes = 0;
            for (const TreeDrawItem &item : items) {
                ASSERT_FALSE(item.block) << what;
                failedNodes += failed(t.tree().node(item.id).fate) ? 1 : 0;
            }
            EXPECT_EQ(items.size(), layout.size()) << what;
            EXPECT_EQ(failedNodes, r.counters.backtracks) << what;
        }
    }
}

TEST(RunTreeLayout, StreamingEqualsOneGoAndClosedNodesStayPut)
{
    for (unsigned seed : { 3u, 8u }) {
        const RunTimeline whole = testutil::randomSearchTimeline(seed, 30000, 30, seed == 8);
        RunTreeLayout once;
        once.sync(whole.tree());
        // The same run streamed in small chunks, the layout synced after each.
        RunTimeline streamed;
        RunTreeLayout grown;
        std::vector<std::pair<std::uint64_t, float>> closedSeen;
        std::uint64_t k = 0;
        const std::uint64_t total = whole.eventCount();
        bool first = true;
        int chunks = 0;
        while (k < total) {
            RunChunk chunk;
            if (first)
                chunk.header = whole.header();
            first = false;
            chunk.firstEvent = k;
            const std::uint64_t end = std::min(total, k + 37 + k % 101);
            for (; k < end; ++k)
                chunk.events.push_back(whole.record(k));
            if (k == total)
                chunk.finish = whole.finish();
            streamed.append(std::move(chunk));
            grown.sync(streamed.tree());
            if (++chunks % 16 == 0 || k == total)
                expectTidy(streamed.tree(), grown, "streamed, seed " + std::to_string(seed));
            if (HasFatalFailure())
                return;
            const RunTree &tree = streamed.tree();
            for (std::uint64_t id = 1; id < tree.size(); id += 97)
                if (failed(tree.node(id).fate))
                    closedSeen.emplace_back(id, static_cast<float>(grown.x(id)));
        }
        ASSERT_EQ(grown.size(), once.size());
        for (std::uint64_t id = 0; id < once.size(); ++id) {
            ASSERT_EQ(grown.x(id), once.x(id)) << "node " << id;
            ASSERT_EQ(grown.bottom(id), once.bottom(id)) << "node " << id;
            ASSERT_EQ(grown.leafBegin(id), once.leafBegin(id)) << "node " << id;
        }
        for (const auto &[id, x] : closedSeen)
            ASSERT_EQ(static_cast<float>(grown.x(id)), x) << "closed node " << id << " moved";
    }
}

TEST(RunTreeLayout, CutStandsForEveryNodeOnceAtAnyZoom)
{
    const RunTimeline t = testutil::randomSearchTimeline(5, 100000, 40);
    RunTreeLayout layout;
    layout.sync(t.tree());
    const RunTree &tree = t.tree();
    const double width = layout.width();
    std::vector<TreeDrawItem> items;
    for (const double pixels : { 200.0, 1000.0, 4000.0, width * 3 }) {
        // minColumns: a subtree narrower than 4 pixels at this zoom becomes a block.
        const double minColumns = 4 * width / pixels;
        layout.cut(tree, -1, width + 1, 0, layout.levels(), minColumns, items);
        const std::string what = "pixels " + std::to_string(pixels);
        expectCutCovers(tree, layout, minColumns, items, what);
        // Zoomed out the cut is small: nodes at least 4 px apart, blocks at least 4 px wide
        // (but for a leftover narrow run among wide siblings).
        if (pixels <= 4000) {
            EXPECT_LT(items.size(), pixels * layout.levels()) << what;
            EXPECT_LT(items.size(), tree.size() / 4) << what;
        }
    }
    // A window on part of the tree: everything in it is drawn, nothing far outside.
    const double x0 = width * 0.4, x1 = width * 0.45;
    layout.cut(tree, x0, x1, 5, 12, 0, items);
    std::vector<std::uint8_t> drawn(tree.size(), 0);
    for (const TreeDrawItem &item : items) {
        ASSERT_FALSE(item.block);
        drawn[item.id] = 1;
        EXPECT_GE(item.leafEnd - 0.5, x0);
        EXPECT_LE(item.leafBegin - 0.5, x1);
        EXPECT_LE(item.level, 12);
        EXPECT_GE(item.bottom, 5);
    }
    for (std::uint64_t id = 0; id < tree.size(); ++id) {
        const bool inside = layout.x(id) >= x0 && layout.x(id) <= x1 && layout.level(id) >= 5
            && layout.level(id) <= 12;
        if (inside) {
            ASSERT_TRUE(drawn[id]) << "node " << id;
        }
    }
    // A collapsed subtree is one block of its size.
    const auto kids = tree.children(0);
    const auto inner = std::find_if(
        kids.begin(), kids.end(), [&](std::uint32_t k) { return tree.subtreeSize(k) > 10; });
    ASSERT_NE(inner, kids.end());
    const std::uint32_t folded = *inner;
    layout.cut(tree, -1, width + 1, 0, layout.levels(), 0, items,
        [&](std::uint32_t id) { return id == folded; });
    expectCutCovers(tree, layout, 0, items, "collapsed");
    const auto block = std::find_if(
        items.begin(), items.end(), [&](const TreeDrawItem &i) { return i.id == folded; });
    ASSERT_NE(block, items.end());
    EXPECT_TRUE(block->block);
    EXPECT_EQ(block->count, tree.subtreeSize(folded));
}

TEST(RunTreeLayout, NodeAtFindsEveryNode)
{
    const RunTimeline t = testutil::randomSearchTimeline(9, 5000, 20, true);
    RunTreeLayout layout;
    layout.sync(t.tree());
    for (std::uint64_t id = 0; id < layout.size(); ++id) {
        ASSERT_EQ(
            layout.nodeAt(t.tree(), layout.x(id), layout.level(id)), static_cast<std::int64_t>(id));
        ASSERT_EQ(layout.nodeAt(t.tree(), layout.x(id) + 0.3, layout.level(id)),
            static_cast<std::int64_t>(id));
    }
    EXPECT_EQ(layout.nodeAt(t.tree(), -3, 0), -1);
    EXPECT_EQ(layout.nodeAt(t.tree(), 0, layout.levels()), -1);
}

TEST(RunTreeLayout, NodePositionShowsTheNodesGrid)
{
    const Board board = testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[1]);
    const RunTimeline t = recordRun(board, spec("search --strategy mrv --propagation fc"));
    const RunTree &tree = t.tree();
    ASSERT_GT(tree.size(), 20u);
    RunCursor cursor(t);
    for (std::uint64_t id = 0; id < tree.size(); ++id) {
        const std::uint64_t p = nodePosition(t, id);
        ASSERT_EQ(t.nodeAt(p), id) << "node " << id;
        if (id == 0)
            continue;
        // The board there holds the node's assignment.
        const RunEvent d = t.event(tree.node(id).decision);
        cursor.seek(p);
        ASSERT_EQ(cursor.value(d.cell), d.symbol) << "node " << id;
    }
}

TEST(RunTreeLayout, ANewRunStartsAfresh)
{
    const RunTimeline big = testutil::randomSearchTimeline(1, 3000);
    const RunTimeline small = testutil::randomSearchTimeline(2, 500);
    RunTreeLayout layout;
    layout.sync(big.tree());
    layout.clear();
    layout.sync(small.tree());
    expectTidy(small.tree(), layout, "after clear");
}

} // namespace
