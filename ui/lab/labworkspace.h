#pragma once

#include "board/board.h"
#include "board/geometry.h"
#include "lab/laboptions.h"

#include <QWidget>

#include <cstdint>
#include <memory>

class ChainStepBar;
class ClimbPage;
class CountersPanel;
class EventListModel;
class QScrollArea;
class QSplitter;
class GridModel;
class GridView;
class LabLegend;
class RunSession;
class QAction;
class QCheckBox;
class QGroupBox;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;
class RunWording;
class SearchTreePanel;
class SolverChooser;
class Transport;

// The Solver Lab, the main window's second mode: a solver chosen with the CLI's vocabulary runs
// on a puzzle in a worker, its run streams in, and the user walks through it event by event. The
// board (ui/grid's GridModel and CellDelegate, shared with Play) shows what the solver sees at
// the current event; beside it the family's counters, the legend and the event list (in the
// words of sudoku-cli), under it the transport.
//
//   ┌ Solver ─────────┐ ┌──────────────┐ ┌ Events ───────────────┐
//   │ chooser         │ │    board     │ │ # kind  line          │
//   ├ Counters ───────┤ │              │ │ ...                   │
//   ├ Legend ─────────┤ └──────────────┘ │                       │
//   └─────────────────┘                  └───────────────────────┘
//   [Run] [Cancel]  |< << < > >> >|  ──────scrubber──────  n / N  Speed
class LabWorkspace final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LabWorkspace)

public:
    explicit LabWorkspace(QWidget *parent = nullptr);
    ~LabWorkspace() override;

    RunSession *session() const { return m_session; }
    SolverChooser *chooser() const { return m_chooser; }
    Transport *transport() const { return m_transport; }
    GridModel *gridModel() const { return m_model; }
    // A logic step's chain stepper (shown for a step with chains to walk).
    ChainStepBar *chainStepper() const { return m_chainStepper; }
    GridView *gridView() const { return m_view; }
    EventListModel *eventModel() const { return m_events; }
    QTableView *eventView() const { return m_eventView; }
    CountersPanel *countersPanel() const { return m_counters; }
    LabLegend *legend() const { return m_legend; }
    ClimbPage *climbPage() const { return m_climbPage; }
    SearchTreePanel *treePanel() const { return m_tree; }
    QTabWidget *sideTabs() const { return m_sideTabs; }
    QAction *heatMapAction() const { return m_heatMap; }
    QAction *takePuzzleAction() const { return m_takePuzzle; }
    QAction *takePositionAction() const { return m_takePosition; }
    // Every action of the Lab (for its menu).
    QList<QAction *> labActions() const;

    // The puzzle the next run starts from, and where it came from ("top95.txt #1").
    void setPuzzle(const core::Board &puzzle, const QString &source);
    // Runs the chooser's spec on the puzzle; false with the reason when it cannot start.
    bool run(QString *error = nullptr);
    // Moves to a position of the run (the state after that many events).
    void seek(std::uint64_t position);
    std::uint64_t position() const;
    void setCellNaming(core::CellNaming naming);

signals:
    // Asks the window for Play's puzzle (its givens) or its current position.
    void puzzleRequested(bool currentPosition);
    void statusMessage(const QString &text, int timeout);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createLeftPanel();
    // The left panel never narrower than its options and counters (a scroll area would cut
    // them at its right edge); the three panes shared out until the user drags a handle.
    void fitLeftPanel();
    void shareSplitter();
    QWidget *createEventPanel();
    // A new, empty row header for the event list (the old one's section table freed).
    void renewRowHeader();
    void retranslateUi();
    void onReset();
    void onGrown();
    void showGrowth();
    void onRunEnded();
    void showPosition(std::uint64_t position);
    void jumpToLandmark(bool forward);
    void updateStatus();
    void updatePuzzleLabel();

    RunSession *m_session;
    SolverChooser *m_chooser;
    Transport *m_transport;
    GridModel *m_model;
    GridView *m_view;
    EventListModel *m_events;
    QTableView *m_eventView = nullptr;
    CountersPanel *m_counters = nullptr;
    LabLegend *m_legend = nullptr;
    QTabWidget *m_sideTabs = nullptr;
    QSplitter *m_splitter = nullptr;
    QScrollArea *m_leftScroll = nullptr;
    QWidget *m_leftPanel = nullptr;
    bool m_userSplit = false; // the user has dragged a splitter handle
    ClimbPage *m_climbPage = nullptr;
    SearchTreePanel *m_tree = nullptr;
    QGroupBox *m_solverBox = nullptr;
    QGroupBox *m_countersBox = nullptr;
    QGroupBox *m_legendBox = nullptr;
    QLabel *m_eventsTitle = nullptr;
    QLabel *m_puzzleLabel = nullptr;
    QLabel *m_eventLine = nullptr;
    ChainStepBar *m_chainStepper = nullptr;
    QAction *m_heatMap;
    QAction *m_takePuzzle;
    QAction *m_takePosition;
    std::unique_ptr<RunWording> m_wording;
    core::CellNaming m_naming = core::CellNaming::Letter;
    bool m_syncing = false; // the event list follows the position without seeking back
    // While a run streams, the count and the counters are shown at most every kGrowthMs (each
    // change of a label lays the window out again).
    QTimer *m_growth;
    static constexpr int kGrowthMs = 100;

    // The command line's start (ui/lab/laboptions.h; labworkspacestart.cpp).
public:
    // Before the window shows: the chooser set to the options' spec (false, with the word it
    // does not know, when it cannot be).
    bool applyOptions(const LabOptions &options, QString *unknownWord);
    // Once it is shown: the run to its end (cancelled at its budget), the event asked for shown,
    // the tree of another ordering beside, the side tab; settled() when that is done.
    void settleOptions(const LabOptions &options);
    bool isSettled() const { return m_settled; }
signals:
    void settled();

private:
    void showSidePage(const QString &objectName);
    // Shows the side page that has something for the chosen family, and the climber's page only
    // for the climber.
    void followFamily();
    // Widens the event list's "#" column to show `count` whole.
    void fitNumberColumn(std::uint64_t count);
    bool m_settled = true;
};
