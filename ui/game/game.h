#pragma once

#include "board/board.h"
#include "board/formats.h"
#include "logic/step.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QString>
#include <QVector>

class QUndoStack;

// One cell's state as the player sees it.
struct CellState
{
    int value = 0;
    core::Mask candidates = 0;
    bool operator==(const CellState &) const = default;
};

struct CellChange
{
    int cell = 0;
    CellState before;
    CellState after;
};

// The game in progress: the puzzle (givens), the player's board on top of it, the undo stack,
// the clock and the statistics. Every change the player makes goes through an undo command
// (ui/undocommands.h); widgets and models observe the signals.
class Game final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Game)

public:
    // Uniqueness checks made on the GUI thread stop after this many search nodes (well under a
    // second): a huge grid that needs more is loaded with its status unknown rather than
    // freezing the window.
    static constexpr std::uint64_t kSolutionNodeLimit = 300000;

    explicit Game(QObject *parent = nullptr);
    ~Game() override;

    const core::Board &board() const { return m_board; }
    const core::Geometry &geometry() const { return m_board.geometry(); }
    // The solution when the puzzle has exactly one, else empty.
    const std::vector<std::uint8_t> &solution() const { return m_solution; }
    bool hasSolution() const { return !m_solution.empty(); }
    core::SolutionStatus status() const { return m_status; }
    QString source() const { return m_source; }
    QString origin() const { return m_origin; }
    // Whether the game has moves that a new game would lose: a history, and not solved.
    bool hasMovesToKeep() const;
    int index() const { return m_index; }
    QUndoStack *undoStack() const { return m_undo; }

    // Starts a new game on a loaded puzzle (its givens, and any entries and pencil marks it
    // carries; with automatic candidates on, empty cells get their candidates). That is the
    // game's starting state: it is saved with the game, and the undo history starts from it.
    // source names where it came from ("nytimes_easy.txt", "clipboard"); origin says where to
    // find the next puzzle ("collection:nytimes_easy", "file:/path/puzzles.txt"; empty when
    // there is none, e.g. a pasted puzzle).
    void start(const core::Puzzle &puzzle, const QString &source, const QString &origin = {});
    // The board the game started from (see start()).
    const core::Board &startBoard() const { return m_start; }

    // --- Player actions; each is one undoable step (nothing happens on givens) ---
    void enterDigit(const QVector<int> &cells, int symbol);
    // Adds the candidate to every cell when any of them lacks it, else removes it from all.
    void toggleCandidate(const QVector<int> &cells, int symbol);
    // Clears entered digits; on open cells clears the pencil marks.
    void erase(const QVector<int> &cells);
    void fillAllCandidates();
    // Back to the givens (undoable as one step).
    void restart();
    // Puts the solution's digit in the cell (counts as a hint).
    bool revealCell(int cell);
    // Applies a logic step (placements, eliminations) as one undoable step; text names it in
    // the history. A step that removes candidates while some open cells have no pencil marks
    // first fills in every open cell's marks (the candidates the step reasoned on), in the same
    // step, so the board never shows marks in just the cells the step touched; returns whether
    // it did.
    bool applyStep(const core::Step &step, const QString &text);

    bool autoCandidates() const { return m_autoCandidates; }
    // Turning it on fills the candidates (undoable); from then on entering a digit removes it
    // from the peers' pencil marks and erasing one gives it back where it is possible again.
    void setAutoCandidates(bool on);
    // Placing a digit (typed, revealed or by a step) removes it from its peers' pencil marks,
    // with automatic candidates off too (the "placing updates pencil marks" setting; on by
    // default). It changes what later moves do, not the history: a saved game keeps its changes.
    bool removesFromPeers() const { return m_removeFromPeers; }
    void setRemoveFromPeers(bool on) { m_removeFromPeers = on; }
    // How the history names cells ("Enter 7 in C6").
    void setCellNaming(core::CellNaming naming) { m_naming = naming; }

    // The board the logic engine should reason on: the player's pencil marks where a cell has
    // any, the full candidates C_k where it has none, minus what the digits rule out.
    core::Board effectiveBoard() const;
    // Entered digits that differ from the solution.
    QVector<int> wrongEntries() const;
    // Open cells whose (non-empty) pencil marks lack the solution's digit.
    QVector<int> missingSolutionCandidates() const;

    // --- Statistics and clock ---
    qint64 elapsedMs() const;
    bool isClockRunning() const { return m_clock.isValid(); }
    void pauseClock();
    void resumeClock();
    // Held, the clock stands still and nothing starts it (a new game, a loaded one, an undo past
    // the solution): the player cannot see the game (another mode is shown, the window is
    // minimised). Released, it runs again unless the game is solved.
    void setClockHeld(bool held);
    bool isClockHeld() const { return m_clockHeld; }
    int hintsUsed() const { return m_hintsUsed; }
    // Counts a hint; kind says what it was for: a technique's id (core::techniqueId), or
    // kRevealHint, kMistakeHint.
    void countHint(const QString &kind);
    // The hints counted per kind (saved with the game).
    QMap<QString, int> hintsByKind() const { return m_hintsByKind; }
    static const QString kRevealHint; // "reveal": a cell revealed
    static const QString kMistakeHint; // "mistake": a hint that pointed at the player's mistake
    int mistakes() const { return m_mistakes; }
    bool isCompleted() const { return m_completed; }

    // --- Used by the undo commands only ---
    void applyChanges(const QVector<CellChange> &changes, bool forward);

    // --- Saving (the documented JSON format, see docs/game-format.md) ---
    QJsonObject toJson() const;
    // Replaces the game with the saved one; on failure returns false, says why, and the game
    // is left as it was.
    bool fromJson(const QJsonObject &json, QString *error);

signals:
    // The whole board changed (a new game or a loaded one).
    void reset();
    // Only these cells changed.
    void cellsChanged(const QVector<int> &cells);
    void statsChanged();
    // Automatic candidates were turned on or off (Fill All turns them on; a loaded game brings
    // its own).
    void autoCandidatesChanged(bool on);
    // The board was just completed correctly.
    void completed();

private:
    CellState stateOf(int cell) const;
    void push(QVector<CellChange> changes, const QString &text, int mergeId = -1);
    void setCell(int cell, const CellState &state);
    // One entry per cell: the cell's change in the list, added unchanged if not there yet.
    CellChange &changeFor(QVector<CellChange> &changes, int cell) const;
    void placeDigitChanges(QVector<CellChange> &changes, int cell, int symbol) const;
    QString cellNames(const QVector<int> &cells) const;
    void checkCompleted();

    core::Board m_board;
    core::Board m_start; // the state the undo history starts from
    std::vector<std::uint8_t> m_solution;
    core::SolutionStatus m_status = core::SolutionStatus::Unknown;
    QString m_source;
    QString m_origin;
    int m_index = 0;
    QUndoStack *m_undo;
    bool m_autoCandidates = false;
    bool m_removeFromPeers = true;
    core::CellNaming m_naming = core::CellNaming::Letter;
    int m_hintsUsed = 0;
    QMap<QString, int> m_hintsByKind;
    int m_mistakes = 0;
    bool m_completed = false;
    bool m_replaying = false; // loading a saved history: no completion events
    qint64 m_elapsedBefore = 0; // ms accumulated while the clock ran before m_clock started
    QElapsedTimer m_clock; // valid while the clock runs
    bool m_clockHeld = false; // see setClockHeld()
};
