#pragma once

#include "board/geometry.h"
#include "logic/step.h"

#include <QListView>

class AsyncRunner;
class Game;
class QTimer;
class StepListModel;

// The Steps tab: every logic step that applies in the current position, simplest first. The
// list follows the board off the GUI thread: a change drops the listed steps at once (so none
// can be applied to a position it does not belong to) and a moment later the new ones are
// worked out in the background. None are listed on a finished board or while an entered digit is
// wrong (logic on a wrong board would mislead); an empty list says why.
class StepListView final : public QListView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepListView)

public:
    explicit StepListView(Game *game, QWidget *parent = nullptr);

    StepListModel *stepModel() const { return m_steps; }
    void setCellNaming(core::CellNaming naming);

    // Why the list is empty (shown in it), or "" while it lists steps.
    enum class Empty { None, Working, WrongDigit, Solved, NoStep };
    Empty emptyReason() const { return m_empty; }
    QString emptyText() const;

signals:
    // A step was clicked (to be shown) or double-clicked / chosen with Enter (to be applied).
    void stepClicked(const core::Step &step);
    void stepActivated(const core::Step &step);
    // "About …" in a step's context menu: its technique's page of Help ▸ Techniques.
    void techniqueHelpRequested(core::Technique technique);

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void onBoardChanged();
    void refreshSteps();
    void setEmpty(Empty reason);

    Game *m_game;
    StepListModel *m_steps;
    AsyncRunner *m_runner;
    QTimer *m_timer;
    Empty m_empty = Empty::Working;
};
