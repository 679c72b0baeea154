#pragma once

#include "board/board.h"
#include "board/geometry.h"
#include "race/raceoptions.h"
#include "race/racepane.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstdint>

class QAction;
class QActionGroup;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QMenu;
class QTableView;
class RaceCountersModel;
class Transport;

// The race, a mode of the main window (Ctrl+3): two to four panes side by side (RacePane), each
// running its own solver (any spec of the CLI's words) on the same puzzle, and one transport for
// all of them. The transport counts in a common measure (each event, each decision, each 1 ms of
// CPU: RacePane's lockstep): run all, play and pause all, step all by one unit, scrub, and jump
// to the next pane's finish; each pane also steps alone. Under the panes the finish line (who
// reached the end first by recursions, backtracks, CPU time) and the counters table
// (RaceCountersModel), both following the positions shown. Presets (RacePresets) load the papers'
// comparisons with one click.
//
//   Puzzle: top95.txt #1
//   Presets: [Abuluaih] [Carmel] [Carmel, pairs] [San Segundo] [Hill climber]  [Add Pane]  Lockstep
//   by [each decision] ┌ 1: lex · fc ┐┌ 2: mrv · fc ┐┌ 3: ctn · fc ┐ │   board     ││   board ││
//   board     │ │ counters    ││ counters    ││ counters    │ Finish line: fewest recursions 1. ctn
//   (14) 2. mrv (27) … ┌ counters table: a row per pane ┐ [Run All] [Cancel]  |< << < > >> >|
//   ──scrubber──  n / N  Speed
class RaceWorkspace final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RaceWorkspace)

public:
    static constexpr int kMinPanes = 2;
    static constexpr int kMaxPanes = 4;

    explicit RaceWorkspace(QWidget *parent = nullptr);
    ~RaceWorkspace() override;

    // The Race menu (the main window shows it while the race is the mode).
    QMenu *menu() const { return m_menu; }
    QList<RacePane *> panes() const { return m_panes; }
    Transport *transport() const { return m_transport; }
    RaceCountersModel *countersModel() const { return m_countersModel; }
    QTableView *countersView() const { return m_countersView; }
    QComboBox *measureBox() const { return m_measureBox; }
    QLabel *finishLine() const { return m_finishLine; }
    QAction *addPaneAction() const { return m_addPane; }
    QList<QAction *> presetActions() const { return m_presetActions; }

    // Opens a puzzle (its text in any format the files take; the first puzzle of it) in the race
    // with these solvers (2 to 4 specs in the CLI's words) and runs them: the batch view's way in.
    // False, nothing changed, with lastError() saying what is wrong.
    bool load(const QString &puzzleText, const QStringList &specs);
    QString lastError() const { return m_lastError; }
    // The puzzle the panes run (Play's: the main window hands each new game over while the race
    // follows Play, i.e. until load() gives it one of its own).
    void setPuzzle(const core::Board &puzzle, const QString &source);
    bool followsPlay() const { return m_followsPlay; }
    // One pane per spec (2 to 4); false, nothing changed, on a bad spec.
    bool setSpecs(const QStringList &specs, QString *error = nullptr);
    QStringList specs() const;
    // Loads a preset's specs (RacePresets ids); false for an unknown id.
    bool applyPreset(const QString &id);

    // Runs every pane's solver (from the start, in lockstep: the transport plays).
    bool runAll(QString *error = nullptr);
    bool isRunning() const;
    RaceMeasure measure() const;
    void setMeasure(RaceMeasure measure);
    // The lockstep position: units of the measure; every pane moves to its place there.
    std::uint64_t lockstepPosition() const { return m_lockstep; }
    void seekLockstep(std::uint64_t units);
    void setCellNaming(core::CellNaming naming);

signals:
    // Asks the window for Play's puzzle (its givens) or its current position.
    void puzzleRequested(bool currentPosition);
    void statusMessage(const QString &text, int timeout);

protected:
    void changeEvent(QEvent *event) override;

private:
    RacePane *addPane(const QString &specWords);
    void removePane(RacePane *pane);
    void renumber();
    void onPaneChanged(RacePane *pane);
    void updateTransport();
    void updateFinishLine();
    void jumpToFinish(bool forward);
    void retranslateUi();
    void rewordTransport();
    QString speedWords(int perSecond) const;
    void updatePuzzleLabel();

    QList<RacePane *> m_panes;
    QHBoxLayout *m_paneRow;
    Transport *m_transport;
    RaceCountersModel *m_countersModel;
    QTableView *m_countersView;
    QComboBox *m_measureBox;
    QLabel *m_measureLabel;
    QLabel *m_presetsLabel;
    QLabel *m_puzzleLabel;
    QLabel *m_finishLine;
    QMenu *m_menu;
    QMenu *m_measureMenu;
    QActionGroup *m_measureActions;
    QAction *m_addPane;
    QAction *m_takePuzzle;
    QAction *m_takePosition;
    QList<QAction *> m_presetActions;
    core::Board m_puzzle;
    QString m_source;
    QString m_lastError;
    std::uint64_t m_lockstep = 0;
    core::CellNaming m_naming = core::CellNaming::Letter;
    bool m_followsPlay = true;

    // The command line's start (ui/race/raceoptions.h; raceworkspacestart.cpp).
public:
    // Before the window shows: the preset's panes.
    void applyOptions(const RaceOptions &options);
    // Once it is shown: every run to its end (cancelled at the budget), then the race after the
    // decisions asked for, in lockstep; settled() when that is done.
    void settleOptions(const RaceOptions &options);
    bool isSettled() const { return m_settled; }
signals:
    void settled();

private:
    bool m_settled = true;
};
