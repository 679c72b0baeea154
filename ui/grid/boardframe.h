#pragma once

#include <QWidget>

// Holds the grid view square and centred in whatever space it is given (a plain layout would
// stretch it into a rectangle with empty bands).
class BoardFrame final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardFrame)

public:
    explicit BoardFrame(QWidget *child, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    void relayout();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *m_child;
};
