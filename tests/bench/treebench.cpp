// The search-tree explorer at scale (issue 11): laying out a 10^6-node tree (real and random),
// laying it out while it streams in, painting a 1280x800 viewport of it at any zoom into a
// QImage, the memory of the layout, and, for the choice of a custom-painted widget, what a
// QGraphicsScene with one item per node costs to build.
//
//   build/release/tests/bench/tree_bench [--benchmark_filter=Tree]
//
// The real tree: top95 #5 (1-based), lexicographic order with forward checking, cut by the node
// limit at 1,000,000 recursions (the engine needs 22.9 million to finish), recorded whole (a
// budget above the default 4 million events). The random tree: testutil::randomSearchTimeline,
// 10^6 nodes, depth <= 60.
// Counters: "nodes", "layout bytes/node" (RunTreeLayout), "tree bytes/node" (the timeline's
// RunTree), "paint max ms" / "paint median ms" (thread CPU time, over the zooms and places
// painted; "paint wall max ms" the wall time, which counts the other programs of the machine;
// "max ms at zoom Z" per zoom, 1 = fitted), "items max"
// (the largest level-of-detail cut), "chunk max ms" (the worst sync after one streamed chunk of
// 16,384 events), "scene bytes/node", "scene us/node" (to build), "scene delete us/node".
#include "run/record/runrecorder.h"
#include "run/runtreelayout.h"
#include "runview/treepainter.h"
#include "testutil.h"

#include <QApplication>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// CPU time of this thread (ms): on the shared machine, wall time counts the other programs.
double threadMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

const core::RunTimeline &realRun()
{
    static const core::RunTimeline timeline = [] {
        const core::Board board
            = testutil::boardFromLine(testutil::readLines("norvig_top95.txt").at(4));
        core::RecordOptions options;
        options.maxEvents = 12'000'000;
        options.maxWords = 96'000'000;
        return core::recordRun(board,
            *core::parseRunSpec("search --strategy lex --propagation fc --limit 1000000"), options);
    }();
    return timeline;
}

const core::RunTimeline &randomRun()
{
    static const core::RunTimeline timeline = testutil::randomSearchTimeline(7, 1'000'001, 60);
    return timeline;
}

const core::RunTimeline &run(int which)
{
    return which == 0 ? realRun() : randomRun();
}

// Resident memory of the process (kB), from /proc.
long residentKb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6));
    return 0;
}

void BM_TreeLayout(benchmark::State &state)
{
    const core::RunTimeline &t = run(static_cast<int>(state.range(0)));
    if (t.truncated() || t.tree().size() < 1'000'000) {
        state.SkipWithError("the tree is not whole or smaller than 10^6 nodes");
        return;
    }
    core::RunTreeLayout layout;
    for (auto _ : state) {
        layout.clear();
        layout.sync(t.tree());
        benchmark::DoNotOptimize(layout.x(layout.size() - 1));
    }
    const double nodes = static_cast<double>(t.tree().size());
    state.counters["nodes"] = nodes;
    state.counters["leaves"] = layout.width();
    state.counters["levels"] = layout.levels();
    state.counters["layout bytes/node"] = static_cast<double>(layout.memory()) / nodes;
    state.counters["tree bytes/node"] = static_cast<double>(t.memory().tree) / nodes;
    state.SetLabel(state.range(0) == 0 ? "real: top95 #5 lex fc, limit 10^6" : "random 10^6");
}
BENCHMARK(BM_TreeLayout)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The tree growing chunk by chunk as the Lab receives it, the layout synced after each chunk.
void BM_TreeLayoutStreaming(benchmark::State &state)
{
    const core::RunTimeline &whole = realRun();
    double worst = 0;
    double total = 0;
    for (auto _ : state) {
        state.PauseTiming();
        core::RunTimeline grown;
        core::RunTreeLayout layout;
        state.ResumeTiming();
        worst = 0;
        total = 0;
        for (std::uint64_t k = 0; k < whole.eventCount();) {
            state.PauseTiming();
            core::RunChunk chunk;
            if (k == 0)
                chunk.header = whole.header();
            chunk.firstEvent = k;
            chunk.firstWord = k == 0 ? 0 : whole.record(k).words;
            const std::uint64_t end = std::min(whole.eventCount(), k + 16384);
            chunk.events.assign(&whole.record(k), &whole.record(k) + (end - k));
            const std::uint64_t wordEnd
                = end < whole.eventCount() ? whole.record(end).words : whole.wordCount();
            const auto words = whole.words(chunk.firstWord, wordEnd - chunk.firstWord);
            chunk.words.assign(words.begin(), words.end());
            if (end == whole.eventCount() && whole.finished())
                chunk.finish = whole.finish();
            grown.append(std::move(chunk));
            k = end;
            state.ResumeTiming();
            const auto start = Clock::now();
            layout.sync(grown.tree());
            const double ms = msSince(start);
            worst = std::max(worst, ms);
            total += ms;
        }
        benchmark::DoNotOptimize(layout.width());
    }
    state.counters["chunk max ms"] = worst;
    state.counters["sync total ms"] = total;
}
BENCHMARK(BM_TreeLayoutStreaming)->Unit(benchmark::kMillisecond)->Iterations(1);

// Painting a 1280x800 viewport: fitted, then zoomed in 10x ... 10^4x and at a roomy scale,
// at random places along the tree, each with the current node's path highlighted.
void BM_TreePaint(benchmark::State &state)
{
    const core::RunTimeline &t = run(static_cast<int>(state.range(0)));
    core::RunTreeLayout layout;
    layout.sync(t.tree());
    QImage image(1280, 800, QImage::Format_RGB32);
    const QRectF area(image.rect());
    const TreeTransform fitted = TreeTransform::fit(layout.width(), layout.levels(), area);
    std::mt19937 rng(11);
    std::vector<double> times;
    std::map<std::string, double> perZoom;
    double wallMax = 0;
    std::size_t itemsMax = 0;
    std::vector<core::TreeDrawItem> items;
    TreePaintOptions options;
    options.current = static_cast<std::int64_t>(t.tree().current());
    options.label = [&t](std::uint32_t id) {
        return id == 0 ? QString()
                       : QStringLiteral("r%1=%2")
                             .arg(t.record(t.tree().node(id).decision).cell)
                             .arg(t.record(t.tree().node(id).decision).detail);
    };
    {
        // One paint first: the font and glyph caches fill once per program, not per paint.
        QPainter painter(&image);
        paintTree(painter, t.tree(), layout, fitted, area, options, &items);
    }
    for (auto _ : state) {
        for (const double zoom : { 1.0, 10.0, 100.0, 1000.0, 10000.0, -1.0 }) {
            for (int place = 0; place < (zoom == 1.0 ? 1 : 8); ++place) {
                TreeTransform tr = fitted;
                if (zoom < 0)
                    tr.columnPx = 24; // labels show
                else
                    tr.columnPx *= zoom;
                // Centred on a random node.
                const auto node
                    = std::uniform_int_distribution<std::uint64_t>(0, layout.size() - 1)(rng);
                if (zoom != 1.0)
                    tr.originX = 640 - layout.x(node) * tr.columnPx;
                QPainter painter(&image);
                const double start = threadMs();
                const auto wall = Clock::now();
                paintTree(painter, t.tree(), layout, tr, area, options, &items);
                painter.end();
                times.push_back(threadMs() - start);
                wallMax = std::max(wallMax, msSince(wall));
                const std::string key = zoom < 0 ? "max ms at 24 px/column"
                                                 : "max ms at zoom " + std::to_string(int(zoom));
                perZoom[key] = std::max(perZoom[key], times.back());
                itemsMax = std::max(itemsMax, items.size());
            }
        }
    }
    std::sort(times.begin(), times.end());
    state.counters["paint max ms"] = times.back();
    state.counters["paint wall max ms"] = wallMax;
    for (const auto &[key, ms] : perZoom)
        state.counters[key] = ms;
    state.counters["paint median ms"] = times[times.size() / 2];
    state.counters["items max"] = static_cast<double>(itemsMax);
    state.SetLabel(state.range(0) == 0 ? "real 10^6" : "random 10^6");
    if (state.range(0) == 0)
        image.save(QStringLiteral("tree_bench_last.png"));
}
BENCHMARK(BM_TreePaint)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3);

// The alternative: a QGraphicsScene with one ellipse item (and one line item) per node.
void BM_GraphicsSceneItems(benchmark::State &state)
{
    const auto count = static_cast<int>(state.range(0));
    double usPerItem = 0;
    double bytesPerItem = 0;
    double deleteUsPerItem = 0;
    for (auto _ : state) {
        const long before = residentKb();
        const auto start = Clock::now();
        auto *scene = new QGraphicsScene;
        for (int i = 0; i < count; ++i) {
            auto *node = scene->addEllipse(i * 16.0, (i % 60) * 28.0, 8, 8);
            node->setToolTip(QString());
            scene->addLine(i * 16.0, (i % 60) * 28.0, i * 16.0 + 8, (i % 60) * 28.0 + 28);
        }
        scene->itemsBoundingRect();
        usPerItem = msSince(start) * 1000 / count;
        bytesPerItem = (residentKb() - before) * 1024.0 / count;
        const auto teardown = Clock::now();
        delete scene;
        deleteUsPerItem = msSince(teardown) * 1000 / count;
    }
    state.counters["scene us/node"] = usPerItem;
    state.counters["scene delete us/node"] = deleteUsPerItem;
    state.counters["scene bytes/node"] = bytesPerItem;
}
BENCHMARK(BM_GraphicsSceneItems)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
