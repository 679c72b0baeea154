#pragma once

#include <QColor>
#include <QString>
#include <QVector>
#include <QWidget>

#include <cstddef>

// The initializations compared over a collection (the paper's Figure 4): per initialization the
// puzzles climbed, solved, and the means of the iterations and of the clashes with givens the
// initialization left (f2 of the first initial state).
struct ClimbInitStats
{
    QString name;
    int puzzles = 0;
    int solved = 0;
    double meanIterations = 0;
    double meanClashes = 0;
    double meanInitF1 = 0;
};

// Two bar charts side by side: mean iterations and mean clashes left, one bar per
// initialization.
class ClimbBars final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClimbBars)

public:
    explicit ClimbBars(QWidget *parent = nullptr);
    void setStats(QVector<ClimbInitStats> stats, const QString &title);
    const QVector<ClimbInitStats> &stats() const { return m_stats; }
    QSize sizeHint() const override { return { 420, 220 }; }

    // The colour of the i-th initialization (greedy, greedy + post-swap, random), in the bars
    // and in the climb page's curves alike.
    static QColor initColor(std::size_t i);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QVector<ClimbInitStats> m_stats;
    QString m_title;
};
