#pragma once

#include "board/geometry.h"
#include "logic/step.h"
#include "play/playoptions.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class DifficultyPanel;
class DigitPad;
class Game;
class GameActions;
class GridModel;
class GridView;
class HistoryView;
class HintPanel;
class HintSession;
class PuzzleInfo;
class QAction;
class CompletionDialog;
class QTabWidget;
class StepListView;

// Play: the board, and beside it the puzzle's info and clock, the digit pad, the hints and the
// History / Steps / Difficulty tabs. It takes what the player does on the board: digits and
// pencil marks from the keys, the pad and the right-click menu; erase; check; reveal; a listed
// step applied. When the board is solved it says so in the completion dialog.
//
// Play wires its own actions (GameActions): pencil mode and erase are the board's input (the pad
// shows them as buttons, the board's keys toggle and trigger them); the hints (F2, F3, F4), check,
// reveal and the candidate filter ask this workspace, which holds their shortcuts (they sleep in
// the other modes); the view options (clock, peers, same digit) follow their check marks. The
// window only puts the actions in its menus.
class PlayWorkspace final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayWorkspace)

public:
    PlayWorkspace(Game *game, GameActions *actions, QWidget *parent = nullptr);

    GridModel *gridModel() const { return m_model; }
    GridView *gridView() const { return m_view; }
    DigitPad *digitPad() const { return m_pad; }
    HintPanel *hintPanel() const { return m_hints; }
    // The hint for the position in play (the panel shows it, the board its highlight).
    HintSession *hintSession() const { return m_session; }
    StepListView *stepListView() const { return m_steps; }
    HistoryView *historyView() const { return m_history; }
    DifficultyPanel *difficultyPanel() const { return m_difficulty; }
    CompletionDialog *completionBox() const;
    bool pencilMode() const;

    // The side panel's width: at least kMinPanelWidth (the board wins space on a small window),
    // at most kMaxPanelWidth (on a wide one it takes what the square board leaves).
    static constexpr int kMinPanelWidth = 220;
    static constexpr int kMaxPanelWidth = 720;
    QWidget *sidePanel() const { return m_side; }
    QWidget *boardFrame() const { return m_boardFrame; }

    void setCellNaming(core::CellNaming naming);
    // Hides or shows the side panel (the board then takes the whole width).
    void setSidePanelVisible(bool on);
    void setClockVisible(bool on);
    void setHighlightPeers(bool on);
    void setHighlightSameDigit(bool on);

    // The command line's options (ui/play/playoptions.h). applyOptions(), before the window
    // shows: the cell selected (false when the board has no such cell). settleOptions(), once it
    // is shown: the pencil marks, the steps played and the hint asked for, each hint after the
    // one before it, then the side tab; settled() when that is done.
    bool applyOptions(const PlayOptions &options);
    void settleOptions(const PlayOptions &options);
    bool isSettled() const { return !m_starting.has_value(); }

public slots:
    // Marks the entered digits that do not agree with the solution.
    void check();
    // Puts the solution's digit in the selected cell.
    void revealSelected();
    // Highlights the cells that may hold this digit, or stops when it is the one highlighted
    // (0: stop).
    void toggleFilterDigit(int symbol);

signals:
    // For the status bar; timeout 0 keeps it until the next message.
    void statusMessage(const QString &text, int timeout);
    // From the completion dialog: a new game of the level of the one solved (core::Level; Easy
    // when it is not rated yet), the next puzzle of the same collection or file.
    void newGameRequested(int level);
    void nextPuzzleRequested();
    // A hint's title or a listed step's menu asks for the technique's help page.
    void techniqueHelpRequested(core::Technique technique);
    // What settleOptions() was asked is done.
    void settled();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *createSidePanel();
    void fitBoard(int height);
    QWidget *m_side = nullptr;
    QWidget *m_boardFrame = nullptr;
    void retranslateUi();
    void connectActions();
    // The start's next hint, or its end.
    void continueStart();
    void onSymbol(int symbol, bool shifted);
    // The session's hint on the board: where to look, the pattern, the player's mistake.
    void showHintOnBoard();
    void onCompleted();
    void updateCounts();

    Game *m_game;
    GameActions *m_actions;
    QAction *m_pencil;
    QAction *m_erase;
    GridModel *m_model;
    GridView *m_view;
    HintSession *m_session = nullptr;
    PuzzleInfo *m_info = nullptr;
    DigitPad *m_pad = nullptr;
    HintPanel *m_hints = nullptr;
    QTabWidget *m_tabs = nullptr;
    HistoryView *m_history = nullptr;
    StepListView *m_steps = nullptr;
    DifficultyPanel *m_difficulty = nullptr;
    QPointer<CompletionDialog> m_completionBox;
    std::optional<PlayOptions> m_starting; // what settleOptions() still has to do
};
