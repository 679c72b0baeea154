#pragma once

#include "grid/boardframe.h"

#include <QTableView>

class GridModel;
class LinkPainter;

// The board view: square cells that grow with the widget, row letters and column numbers as
// headers, thin cell lines and thick box borders. It keeps the model's selected cell in step
// with the current index.
class GridView final : public QTableView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GridView)

public:
    explicit GridView(QWidget *parent = nullptr);

    void setGridModel(GridModel *model);
    // The cells the next digit or pencil mark goes to: the selection, or the current cell.
    QVector<int> targetCells() const;
    // Maps a key to a symbol: digits 1-9 (also shifted, on US and German layouts and by scan
    // code), letters A.. for 10 and up. 0 when the key is no symbol for this grid side.
    static int symbolForKey(const QKeyEvent *event, int side, bool *shifted);
    GridModel *gridModel() const { return m_model; }
    // The side of one cell in pixels at the current size.
    int cellSize() const { return m_cellSize; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The size that fits `side` cells of `cell` pixels with the headers.
    int headerSize() const;
    int extentFor(int cell) const;
    // What draws the hint's chains, with the candidates' places on this view (viewport
    // coordinates).
    LinkPainter linkPainter() const;

signals:
    // A symbol key: shifted means "toggle the pencil mark" whatever the mode.
    void symbolTyped(int symbol, bool shifted);
    void eraseRequested();
    void modeToggleRequested();
    // From the right-click menu.
    void candidateToggleRequested(int cell, int symbol);
    void eraseCellRequested(int cell);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;

private:
    void updateCellSize();

    GridModel *m_model = nullptr;
    int m_cellSize = 40;
};
