#pragma once

// Painting a search tree (core/run/runtreelayout.h) with QPainter: the level-of-detail cut of the
// part in view, edges in one batch, nodes by fate, narrow subtrees as shaded blocks with their
// node count, labels where they fit, the current node and its path from the root on top. Qt Gui
// only (no widgets): the tree view, its minimap, its thumbnail mode and the benchmark share it.
//
// Why a custom-painted widget and not a QGraphicsScene with one item per node: the items alone
// cost about 1 µs and 100+ bytes each to build (10^6 nodes: a second and 100+ MB before the
// first paint), and a zoomed-out view would still ask every item in the viewport to paint; here
// a paint costs the cut (what is visible at that zoom), never the tree (tests/bench/tree_bench).

#include "run/runtreelayout.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

class QPainter;
class QPalette;

// Where the tree goes on the paint device: device x = originX + column * columnPx, device y =
// originY + level * levelPx.
struct TreeTransform
{
    double columnPx = 16;
    double levelPx = 28;
    double originX = 0;
    double originY = 0;

    QPointF map(double column, double level) const
    {
        return { originX + column * columnPx, originY + level * levelPx };
    }
    double column(double deviceX) const { return (deviceX - originX) / columnPx; }
    double level(double deviceY) const { return (deviceY - originY) / levelPx; }
    // The transform that fits a tree of `columns` x `levels` into `area` (margins inside).
    static TreeTransform fit(double columns, int levels, const QRectF &area);
};

// The colours, for a light or a dark background.
struct TreeColours
{
    QColor background;
    QColor edge;
    QColor text;
    QColor solution; // on the solution path
    QColor neutralized; // the neutralized leaf
    QColor conflict; // failed by its own propagation: a cell without candidates
    QColor missingSymbol; // ... a symbol without a place in a unit
    QColor peerValue; // ... a value its peer already holds
    QColor ruleConflict; // ... a rule engine's contradiction
    QColor backtracked; // undone after its subtree failed
    QColor cut; // on the path when the node limit stopped the run
    QColor open; // on the path of a run still going
    QColor failedBlock; // a block of failed subtrees
    QColor pathBlock; // a block holding the current path
    QColor highlight; // the current node and its path
    // Colours for a palette (dark when its window colour is dark).
    static TreeColours forPalette(const QPalette &palette);
    static TreeColours light();
    static TreeColours dark();
    QColor of(const core::RunNode &node) const;
};

struct TreePaintOptions
{
    TreeColours colours = TreeColours::light();
    // A subtree narrower than this (pixels) is drawn as a block: wide enough for its count
    // written up its side, and for nodes that do not crowd each other.
    double blockPixels = 14;
    // The node to highlight with its path (-1: none).
    std::int64_t current = -1;
    // Subtrees the user folded.
    std::function<bool(std::uint32_t)> collapsed;
    // A node's label ("E5=3"), drawn when it fits; none when empty.
    std::function<QString(std::uint32_t)> label;
    // Counts on blocks (off for thumbnails).
    bool blockCounts = true;
};

// Paints the part of the tree inside `clip` (device coordinates). Returns the items drawn
// (their device rectangles in `rects` when given, for hit tests).
void paintTree(QPainter &painter, const core::RunTree &tree, const core::RunTreeLayout &layout,
    const TreeTransform &transform, const QRectF &clip, const TreePaintOptions &options,
    std::vector<core::TreeDrawItem> *items = nullptr, std::vector<QRectF> *rects = nullptr);

// The device rectangle of a drawn item (a node's disc, a block's box).
QRectF treeItemRect(const core::TreeDrawItem &item, const core::RunTreeLayout &layout,
    const TreeTransform &transform);
