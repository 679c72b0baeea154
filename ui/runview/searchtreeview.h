#pragma once

#include "run/runtreelayout.h"
#include "runview/treepainter.h"

#include <QImage>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <unordered_set>
#include <vector>

// The search tree of a run (issue 11), custom painted (treepainter.h says why not a graphics
// scene): a node per assignment, children left to right in the order tried, coloured by fate;
// the current node and its path from the root highlighted; level of detail when zoomed out
// (narrow subtrees as blocks with their node count); a minimap in the corner.
//
// Input: wheel (or pinch) zooms the columns around the pointer, Ctrl+wheel the levels; drag
// pans; +/- zoom, arrows pan, F (or 0) fits, P zooms to the current path, C folds or unfolds the
// current node's subtree; a click on a node activates it (nodeActivated), on a block zooms into
// it; a double click folds or unfolds; the context menu adds the exports. Hover shows the node's
// tooltip (setToolTipText).
//
// Thumbnail mode (setThumbnail(true)): the same tree, always fitted, no minimap, no labels or
// block counts, no input; for the race's panes. Or paint one directly: paintThumbnail().
class SearchTreeView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SearchTreeView)

public:
    explicit SearchTreeView(QWidget *parent = nullptr);
    ~SearchTreeView() override;

    // The run whose tree is shown (not owned; nullptr: none). Call timelineGrown() after it grew
    // and setTimeline() again (or with nullptr) when it is replaced: the view starts afresh
    // (timelineReset()).
    void setTimeline(const core::RunTimeline *timeline);
    const core::RunTimeline *timeline() const { return m_timeline; }
    void timelineGrown();
    const core::RunTreeLayout &layout() const { return m_layout; }

    // The node highlighted with its path (-1: none); with follow on, it is kept in view.
    void setCurrentNode(std::int64_t node);
    std::int64_t currentNode() const { return m_current; }
    void setFollow(bool on);
    bool follows() const { return m_follow; }
    void setThumbnail(bool on);
    bool isThumbnail() const { return m_thumbnail; }
    void setMinimapVisible(bool on);

    // Words for a node: its label ("E5=3") and its tooltip.
    void setLabelText(std::function<QString(std::uint32_t)> label);
    void setToolTipText(std::function<QString(std::uint32_t)> tip);

    // The view: pixels per column and per level, and where column 0 / level 0 is. Two views
    // share a scale by connecting scaleChanged to each other's setScale.
    TreeTransform transform() const { return m_transform; }
    void setScale(double columnPx, double levelPx);
    void zoomBy(double columns, double levels, const QPointF &anchor);
    void panBy(double dx, double dy);
    void fitAll();
    void zoomToPath();
    // Whether the view refits itself as the tree grows (until the user zooms or pans).
    bool autoFits() const { return m_autoFit; }
    // Two trees at one scale: fitted, each view takes the smaller of the two fitted scales (the
    // larger tree fills its view, the smaller one shows how much smaller it is). nullptr: alone.
    void setFitPartner(SearchTreeView *partner);
    void refitIfAuto();

    // Folding.
    void toggleCollapsed(std::uint32_t node);
    bool isCollapsed(std::uint32_t node) const { return m_collapsed.count(node) > 0; }
    void expandAll();

    // The node's centre in widget coordinates; the node at a point (-1: none).
    QPointF nodeCentre(std::uint32_t node) const;
    std::int64_t nodeAtPoint(const QPointF &point) const;
    // The level-of-detail cut of the last paint.
    const std::vector<core::TreeDrawItem> &drawnItems() const { return m_items; }

    // Pictures: what is in view, or the whole tree (fitted to at most maxWidth pixels wide).
    QImage renderVisible() const;
    QImage renderWhole(int maxWidth = 8000) const;
    bool exportPng(const QString &path, bool whole) const;
    bool exportSvg(const QString &path, bool whole) const;

    // Paints the tree of a timeline fitted into `area` (the thumbnail): stateless, any painter.
    static void paintThumbnail(QPainter &painter, const core::RunTimeline &timeline,
        const core::RunTreeLayout &layout, const QRectF &area, std::int64_t current,
        const TreeColours &colours);

signals:
    void nodeActivated(quint32 node);
    // setTimeline(): the tree laid out afresh (a new run, or none).
    void timelineReset();
    // The scale changed by the user (zoom, fit): a partner view may follow.
    void scaleChanged(double columnPx, double levelPx);
    // Export asked from the context menu: the owner shows the file dialog.
    void exportRequested(bool whole, bool svg);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;

private:
    TreePaintOptions paintOptions(bool forExport) const;
    void paintMinimap(QPainter &painter);
    QRect minimapRect() const;
    void centreOnMinimap(const QPointF &point);
    void ensureVisible(std::uint32_t node);
    void userMoved();
    void refit();
    QRectF wholeRect(const TreeTransform &t) const;

    const core::RunTimeline *m_timeline = nullptr;
    SearchTreeView *m_partner = nullptr;
    core::RunTreeLayout m_layout;
    TreeTransform m_transform;
    std::int64_t m_current = -1;
    bool m_follow = true;
    bool m_autoFit = true;
    bool m_thumbnail = false;
    bool m_minimap = true;
    std::unordered_set<std::uint32_t> m_collapsed;
    std::function<QString(std::uint32_t)> m_label;
    std::function<QString(std::uint32_t)> m_tip;
    std::vector<core::TreeDrawItem> m_items;
    std::vector<QRectF> m_rects;
    QImage m_minimapImage;
    std::uint64_t m_minimapNodes = 0;
    QPointF m_pressPos;
    QPointF m_lastPos;
    bool m_dragging = false;
    bool m_minimapDrag = false;
};
