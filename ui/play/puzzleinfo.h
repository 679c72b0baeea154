#pragma once

#include <QVector>
#include <QWidget>

class Game;
class GridModel;
class QLabel;
class QTimer;

// Above the digit pad: where the puzzle comes from, its number, size, givens and solution
// status, the selected cell (named as the model names cells), and the clock. The clock shows the
// time played, every half second; it can be hidden.
class PuzzleInfo final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PuzzleInfo)

public:
    PuzzleInfo(Game *game, GridModel *model, QWidget *parent = nullptr);

    void setClockVisible(bool on);
    // The cells the next digit or mark goes to (the board's selection, Shift+arrows extend it):
    // more than one, the panel says how many and which.
    void setSelectedCells(const QVector<int> &cells);
    // Shows the game as it is now (after a change the game does not signal, e.g. the naming).
    void refresh();

    // mm:ss, or h:mm:ss from an hour on.
    static QString formatTime(qint64 ms);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateInfo();
    void updateClock();

    Game *m_game;
    GridModel *m_model;
    QLabel *m_info;
    QLabel *m_clock;
    QTimer *m_timer;
    QVector<int> m_selectedCells;
};
