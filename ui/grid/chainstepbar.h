#pragma once

#include "board/board.h"
#include "grid/boardhighlight.h"
#include "wording/chainwalk.h"

#include <QWidget>

#include <optional>

class QLabel;
class QToolButton;

// The chain stepper's controls, shared by Play's Show, the Lab's logic step and Help's examples:
// "Start", "◀ Back", "Next ▶" and "Whole chain", where the walk is ("Step 3 of 12 · branch 1 of
// 2") under them, and (setShowsSentence) the frame's sentence. With the keyboard focus, ← and
// → move one frame (before any shortcut of the window on those keys), Home goes to the first,
// End to the whole picture, and Escape asks to give the keyboard back (leaveRequested). It holds
// the walk (ChainWalk) over a step and the position it was found on; whoever shows it puts
// highlight() on the board and sentence() in its text when frameChanged() says so. A legend
// under the buttons says what the board's colours mean while stepping: strong links solid, weak
// links dashed (the links' violet), the current link wide in green, candidates true so far in
// blue, ruled out in orange.
class ChainStepBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChainStepBar)

public:
    explicit ChainStepBar(QWidget *parent = nullptr);

    // Walks through the step's chains from the first frame, or from the whole picture (atEnd:
    // Help's examples and the Lab, where the whole is shown first); the same step and position
    // again (in any cell naming): the walk stays where it is. A step without chains to walk: only
    // the whole picture.
    void setStep(const core::Step &step, const core::Board &position, core::CellNaming naming,
        bool atEnd = false);
    // The bar shows the frame's sentence under its buttons (Help, the Lab); Play's hint panel
    // shows it in its own text.
    void setShowsSentence(bool on);
    // The positions' candidates are the player's pencil marks (Play): the whole picture says
    // where the step rests on marks the player removed. Off by default (the Lab, Help).
    void setPlayersMarks(bool on) { m_playersMarks = on; }
    void clear();
    bool hasStep() const { return m_position.has_value(); }
    // Whether there is more than the whole picture to step through.
    bool isWalkable() const { return m_position && m_walk.isWalkable(); }
    const ChainWalk &walk() const { return m_walk; }

    // What the board draws at the current frame, and the frame in words.
    BoardHighlight highlight() const;
    QString sentence() const;

public slots:
    void next();
    void previous();
    void toStart();
    void toEnd();

signals:
    void frameChanged();
    // Escape: the keyboard should go back where it was (Play: the board).
    void leaveRequested();

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // The colour legend under the buttons, in the palette's board colours (light or dark).
    void updateLegend();
    // Shows the walk's state: the buttons, where it is, the sentence; emits frameChanged().
    void refresh();

    ChainWalk m_walk;
    std::optional<core::Board> m_position;
    core::CellNaming m_naming = core::CellNaming::Letter;
    QToolButton *m_start;
    QToolButton *m_back;
    QToolButton *m_next;
    QToolButton *m_whole;
    QLabel *m_where;
    QLabel *m_sentence;
    QLabel *m_legend;
    bool m_showsSentence = false;
    bool m_playersMarks = false;
};
