#pragma once

#include "board/board.h"
#include "board/geometry.h"

#include <QString>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <vector>

class CountersPanel;
class GridModel;
class GridView;
class BoardFrame;
class RunSession;
class QAction;
class QLabel;
class QToolButton;
class RunWording;
class SearchTreeView;

// The common measure the race's panes step by in lockstep (RaceWorkspace's transport counts in it):
//   Event      one recorded event;
//   Decision   one decision of the family: a search's assignment (Decision) or Chen's assumption
//              (the papers' recursions), a tutor step, a firing of the FILTER, a climber's move
//              (sideways and jumps included: its iterations);
//   CpuMillis  1 ms of the run's own CPU time (the events' stamps).
enum class RaceMeasure { Event, Decision, CpuMillis };

// One lane of the race: a run of one spec (the CLI's words) on the race's puzzle, in a RunSession
// of its own (its worker streams it in), with its board (runBoardState, as in the Lab), its
// counters (CountersPanel), a slot for the search tree's thumbnail, and buttons to choose its
// solver, step it alone, and take it out of the race.
//
// Lockstep. A pane answers where it stands after N units of a measure:
//   Event:     position N;
//   Decision:  the position just before its (N+1)-th decision, so the N-th decision and all it
//              brought (propagation, conflicts, backtracks) are shown; N = 0 is the state before
//              the first decision (the root's propagation done);
//   CpuMillis: every event stamped at or before N ms of CPU.
// Past its last unit a pane stands at its end. The positions of its decisions are indexed as the
// events stream in (O(1) a step, no rescan).
class RacePane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RacePane)

public:
    explicit RacePane(QWidget *parent = nullptr);
    ~RacePane() override;

    RunSession *session() const { return m_session; }
    GridModel *gridModel() const { return m_model; }
    GridView *gridView() const { return m_view; }
    CountersPanel *countersPanel() const { return m_counters; }
    // The search tree's thumbnail (SearchTreeView in thumbnail mode), in its slot beside the
    // counters: shown while the pane runs a search.
    QWidget *treeSlot() const { return m_treeSlot; }
    SearchTreeView *treeThumbnail() const { return m_tree; }
    QAction *chooseAction() const { return m_choose; }
    QAction *stepForwardAction() const { return m_forward; }
    QAction *stepBackAction() const { return m_back; }
    QAction *removeAction() const { return m_remove; }
    // The words of the run (the CLI's), as set.
    QString specWords() const { return m_specWords; }
    // Sets the run's spec; false (the pane unchanged) with the reason when the words are no spec.
    bool setSpecWords(const QString &words, QString *error = nullptr);
    // A short name of the solver: "ctn · fc · neutralize", "FILTER", "hill climber · greedy".
    QString solverName() const;
    // The pane's number in the race (1 to 4).
    void setNumber(int number);
    int number() const { return m_number; }
    // Whether the pane can be taken out (a race keeps two at least).
    void setRemovable(bool on);

    // The puzzle the pane runs (a run of another one is dropped); the board shows it until a run.
    void setPuzzle(const core::Board &puzzle, const QString &source);
    // Runs the spec on the puzzle.
    bool start(QString *error = nullptr);
    // The run's wording (null before its first chunk).
    const RunWording *wording() const { return m_wording.get(); }
    void setCellNaming(core::CellNaming naming);

    // Lockstep (see above): the units of a measure the recorded run spans, the position after N
    // of them, and the units completed at a position.
    std::uint64_t unitCount(RaceMeasure measure) const;
    std::uint64_t positionAt(RaceMeasure measure, std::uint64_t units) const;
    std::uint64_t unitsAt(RaceMeasure measure, std::uint64_t position) const;
    void seek(std::uint64_t position);
    std::uint64_t position() const;
    // The positions of the recorded decisions (RaceMeasure::Decision), in order.
    const std::vector<std::uint64_t> &decisionEvents() const { return m_decisions; }

signals:
    // The run grew, ended, or the pane moved: the race's table and transport follow.
    void changed();
    void runEnded();
    void specChanged(const QString &words);
    void removeRequested();
    void statusMessage(const QString &text, int timeout);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void chooseSolver();
    void onReset();
    void updateTreeSlot();
    void onGrown(std::uint64_t from, std::uint64_t to);
    void showPosition();
    // The puzzle as it is, before a run.
    void showPuzzle();
    void updateStatus();
    void updateTitle();

    RunSession *m_session;
    GridModel *m_model;
    GridView *m_view;
    CountersPanel *m_counters;
    QWidget *m_treeSlot;
    BoardFrame *m_frame = nullptr;
    // Below this height the counters make way for the board (resizeEvent).
    static constexpr int kCountersPaneHeight = 600;
    SearchTreeView *m_tree;
    QLabel *m_title;
    QLabel *m_positionLabel;
    QAction *m_choose, *m_forward, *m_back, *m_remove;
    std::unique_ptr<RunWording> m_wording;
    std::vector<std::uint64_t> m_decisions;
    std::uint32_t m_decisionKinds = 0;
    QString m_specWords;
    core::CellNaming m_naming = core::CellNaming::Letter;
    int m_number = 1;
};
