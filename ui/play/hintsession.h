#pragma once

#include "board/geometry.h"
#include "logic/step.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <optional>

class AsyncRunner;
class Game;

namespace core {
class Board;
}

// The tutor's hint for the position in play, without any widget: Play owns it, HintPanel shows
// it, and Play puts its highlight on the board.
//
// A hint has three levels: 1) the technique and where to look, 2) the pattern and the reasoning,
// 3) the step applied (undoable). Before any logic the session checks the player's own work: a
// digit that contradicts the solution, or a removed pencil mark the solution needs, is the hint
// (and fixed at level 3). Otherwise a worker finds the next step (core::nextPathStep, off the GUI
// thread); a result for a position that has changed since is dropped.
//
// The flow is one way: a request or a change of the board changes the state, then the signals
// tell the views. Applying happens here (the game's undo command), and a position's hint is
// counted in the game's statistics once, however many levels are asked for.
class HintSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HintSession)

public:
    enum class Kind { None, Step, WrongDigit, MissingCandidate, NothingFound, Solved };

    // Finds the next step on a board (the worker's job; core::nextPathStep unless a test gives
    // another). It runs off the GUI thread and should end soon when stop is raised.
    using StepFinder
        = std::function<std::optional<core::Step>(const core::Board &, const std::atomic<bool> &)>;

    explicit HintSession(Game *game, QObject *parent = nullptr);
    ~HintSession() override;

    // The level shown (0: none), what the hint is about, and its step (Kind::Step).
    int level() const { return m_level; }
    Kind kind() const { return m_kind; }
    const std::optional<core::Step> &step() const { return m_step; }
    // WrongDigit: the cell and its wrong digit. MissingCandidate: the cell and the candidate it
    // needs back. -1 and 0 otherwise.
    int problemCell() const { return m_problemCell; }
    int problemDigit() const { return m_problemDigit; }
    // Level 3 was done: the step (or the fix) is on the board. The position has changed since, so
    // the next request works out a new hint.
    bool isApplied() const { return m_applied; }
    // Applying the step filled every open cell's pencil marks first (so that the removal shows).
    bool filledMarks() const { return m_filledMarks; }
    // The hint for the current position is being worked out.
    bool isBusy() const;

    const core::Geometry &geometry() const;
    // How the history names the cells of an applied step.
    core::CellNaming cellNaming() const { return m_naming; }
    void setCellNaming(core::CellNaming naming);

    // Tests: another way to find the next step.
    void setStepFinder(StepFinder finder);

public slots:
    // Asks for the hint at this level (1, 2 or 3; clamped); hintReady() tells when it is there.
    void request(int level);
    // Shows a given step (chosen from the list of available steps) at level 2. Looking through
    // the list is not a hint: it is not counted.
    void showStep(const core::Step &step);
    // Applies a step chosen from the list (counted as a hint of its technique).
    void applyListedStep(const core::Step &step);

signals:
    // Anything shown changed: a hint, the work starting, the position clearing it.
    void changed();
    // A requested hint is there (at level 3: applied).
    void hintReady(int level);
    // The position changed: no hint any more.
    void cleared();
    // A step went on the board (hint level 3 or the list): what it changed can be shown.
    void stepApplied(const core::Step &step);

private:
    void invalidate();
    void present(int level);
    void countOnce();
    // Makes the hint's step or fix on the board (one undoable command).
    void apply();

    Game *m_game;
    AsyncRunner *m_runner;
    StepFinder m_finder;
    core::CellNaming m_naming = core::CellNaming::Letter;
    int m_level = 0;
    int m_pendingLevel = 0;
    Kind m_kind = Kind::None;
    std::optional<core::Step> m_step;
    int m_problemCell = -1;
    int m_problemDigit = 0;
    bool m_known = false; // m_kind/m_step describe the current position
    bool m_counted = false; // this position's hint already counted
    bool m_applied = false;
    bool m_filledMarks = false;
    bool m_applying = false; // the board changes because this session applies
    quint64 m_position = 0; // counts the positions: a result for an older one is dropped
};
