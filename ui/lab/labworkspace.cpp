#include "lab/labworkspace.h"

#include "grid/chainstepbar.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "lab/climbpage.h"
#include "lab/eventlistmodel.h"
#include "lab/lablegend.h"
#include "lab/searchtreepanel.h"
#include "runview/counterspanel.h"
#include "runview/runboardstate.h"
#include "runview/runsession.h"
#include "runview/solverchooser.h"
#include "runview/transport.h"
#include "wording/runwording.h"

#include <QAbstractButton>
#include <QAction>
#include <QTabBar>

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

LabWorkspace::LabWorkspace(QWidget *parent)
    : QWidget { parent }
    , m_session { new RunSession(this) }
    , m_chooser { new SolverChooser }
    , m_transport { new Transport }
    , m_model { new GridModel(this) }
    , m_view { new GridView }
    , m_events { new EventListModel(m_session, this) }
    , m_heatMap { new QAction(this) }
    , m_takePuzzle { new QAction(this) }
    , m_takePosition { new QAction(this) }
    , m_growth { new QTimer(this) }
{
    setObjectName(QStringLiteral("labWorkspace"));
    m_view->setGridModel(m_model);
    m_view->setObjectName(QStringLiteral("labBoard"));
    m_view->setContextMenuPolicy(Qt::NoContextMenu);

    m_heatMap->setObjectName(QStringLiteral("labHeatMapAction"));
    m_heatMap->setCheckable(true);
    m_heatMap->setChecked(true);
    m_heatMap->setShortcut(QKeySequence(Qt::Key_H));
    m_heatMap->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_takePuzzle->setObjectName(QStringLiteral("labTakePuzzleAction"));
    m_takePosition->setObjectName(QStringLiteral("labTakePositionAction"));
    // The transport's keys work anywhere in the Lab (and sleep in Play).
    addActions(m_transport->transportActions());
    addActions(m_transport->landmarkActions());
    addAction(m_heatMap);

    auto *splitter = m_splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("labSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(createLeftPanel());
    splitter->addWidget(new BoardFrame(m_view));
    // Beside the board: the events, the search tree (issue 11), and the hill climber's chart
    // when the climber is chosen.
    m_sideTabs = new QTabWidget;
    m_sideTabs->setObjectName(QStringLiteral("labSideTabs"));
    m_sideTabs->addTab(createEventPanel(), QString());
    m_tree = new SearchTreePanel(m_session);
    m_sideTabs->addTab(m_tree, QString());
    m_climbPage = new ClimbPage(m_session);
    m_sideTabs->addTab(m_climbPage, QString());
    splitter->addWidget(m_sideTabs);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    connect(splitter, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });

    m_puzzleLabel = new QLabel;
    m_puzzleLabel->setObjectName(QStringLiteral("labPuzzleLabel"));
    m_eventLine = new QLabel;
    m_eventLine->setObjectName(QStringLiteral("labEventLine"));
    m_eventLine->setWordWrap(true);
    m_eventLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont lineFont = m_eventLine->font();
    lineFont.setPointSizeF(lineFont.pointSizeF() * 1.1);
    m_eventLine->setFont(lineFont);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(6);
    layout->addWidget(m_puzzleLabel);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_eventLine);
    // A logic step's chain, link by link: the whole picture first; with the keyboard on the
    // stepper (click it), ← / → walk the chain instead of the events.
    m_chainStepper = new ChainStepBar;
    m_chainStepper->setShowsSentence(true);
    connect(m_chainStepper, &ChainStepBar::frameChanged, this, [this] {
        if (m_chainStepper->isWalkable())
            m_model->setHighlight(m_chainStepper->highlight());
    });
    layout->addWidget(m_chainStepper);
    layout->addWidget(m_transport);

    // Keys go to the event list (its arrows and the transport's shortcuts) when the Lab opens.
    setFocusProxy(m_eventView);

    connect(m_transport, &Transport::runRequested, this, [this] {
        QString error;
        if (!run(&error))
            emit statusMessage(error, 6000);
    });
    connect(m_transport, &Transport::cancelRequested, m_session, &RunSession::cancel);
    connect(m_transport, &Transport::positionRequested, this, &LabWorkspace::seek);
    connect(m_transport, &Transport::landmarkRequested, this, &LabWorkspace::jumpToLandmark);
    connect(m_session, &RunSession::reset, this, &LabWorkspace::onReset);
    connect(m_session, &RunSession::grown, this, &LabWorkspace::onGrown);
    m_growth->setSingleShot(true);
    m_growth->setInterval(kGrowthMs);
    connect(m_growth, &QTimer::timeout, this, &LabWorkspace::showGrowth);
    connect(m_session, &RunSession::runEnded, this, &LabWorkspace::onRunEnded);
    connect(m_session, &RunSession::positionChanged, this, &LabWorkspace::showPosition);
    connect(m_climbPage, &ClimbPage::statusMessage, this, &LabWorkspace::statusMessage);
    connect(m_chooser, &SolverChooser::specChanged, this, &LabWorkspace::followFamily);
    m_sideTabs->setTabVisible(
        m_sideTabs->indexOf(m_climbPage), m_chooser->family() == QLatin1String("climb"));
    connect(m_session, &RunSession::failed, this,
        [this](const QString &message) { emit statusMessage(message, 0); });
    connect(m_heatMap, &QAction::toggled, this, [this] { showPosition(position()); });
    connect(m_takePuzzle, &QAction::triggered, this, [this] { emit puzzleRequested(false); });
    connect(m_takePosition, &QAction::triggered, this, [this] { emit puzzleRequested(true); });
    // The user moves in the list: the run follows. (The view makes the first row current by
    // itself when rows arrive while it has the focus: that is no move.)
    connect(m_eventView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current, const QModelIndex &previous) {
            if (!m_syncing && current.isValid() && previous.isValid())
                seek(std::uint64_t(current.row()) + 1);
        });
    connect(m_eventView, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            seek(std::uint64_t(index.row()) + 1);
    });
    retranslateUi();
}

LabWorkspace::~LabWorkspace() = default;

void LabWorkspace::followFamily()
{
    const QString family = m_chooser->family();
    const bool climb = family == QLatin1String("climb");
    // Search and Chen's inference grow a tree; the others leave it empty.
    const bool tree = family == QLatin1String("search")
        || (family == QLatin1String("logic")
            && m_chooser->specWords().contains(QLatin1String("--mode chen")));
    // The side page shown is one with something for the family (chosen before the climber's
    // page hides: the tab bar would pick its neighbour, the tree).
    QWidget *current = m_sideTabs->currentWidget();
    if (climb && current == m_tree)
        m_sideTabs->setCurrentWidget(m_climbPage);
    else if (!climb && current == m_climbPage)
        m_sideTabs->setCurrentWidget(tree ? static_cast<QWidget *>(m_tree) : m_sideTabs->widget(0));
    else if (!tree && current == m_tree)
        m_sideTabs->setCurrentIndex(0);
    m_sideTabs->setTabVisible(m_sideTabs->indexOf(m_climbPage), climb);
}

QWidget *LabWorkspace::createLeftPanel()
{
    auto *panel = new QWidget;
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_solverBox = new QGroupBox;
    auto *solverLayout = new QVBoxLayout(m_solverBox);
    solverLayout->addWidget(m_chooser);
    m_countersBox = new QGroupBox;
    m_counters = new CountersPanel;
    auto *countersLayout = new QVBoxLayout(m_countersBox);
    countersLayout->addWidget(m_counters);
    layout->addWidget(m_solverBox);
    layout->addWidget(m_countersBox);
    layout->addStretch(1);
    // A scroll area keeps every option reachable in a short window; its width follows the
    // panel's (fitLeftPanel), so nothing is cut at its right edge.
    auto *scroll = m_leftScroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("labLeftScroll"));
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_leftPanel = panel;
    panel->installEventFilter(this);
    fitLeftPanel();
    return scroll;
}

void LabWorkspace::fitLeftPanel()
{
    if (!m_leftScroll)
        return;
    // Room for the vertical scroll bar too: it comes when the window is short.
    const int bar
        = m_leftScroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_leftScroll);
    const int needed = m_leftPanel->minimumSizeHint().width() + bar;
    if (m_leftScroll->minimumWidth() != needed) {
        m_leftScroll->setMinimumWidth(needed);
        if (!m_userSplit)
            shareSplitter();
    }
}

void LabWorkspace::shareSplitter()
{
    if (!m_splitter || m_splitter->count() != 3)
        return;
    // The left panel as wide as its options want (at least its minimum), the board a square
    // as tall as the panes, the side tabs (events, tree, chart) the rest, and no less than
    // a quarter: the board gives way first. (At 1000x700: about 340, 375, 250 px.)
    const int handles = 2 * m_splitter->handleWidth();
    const int total = m_splitter->width() - handles;
    const int bar
        = m_leftScroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_leftScroll);
    const int left = std::max(m_leftScroll->minimumWidth(),
        std::min(m_leftPanel->sizeHint().width() + bar, total * 28 / 100));
    const int boardMin = m_splitter->widget(1)->minimumSizeHint().width();
    const int sideMin = std::max(m_sideTabs->minimumSizeHint().width(), total * 26 / 100);
    // (No more than 45 %: a tall window, 1280x800, left the climber's chart a strip.)
    const int board = std::max(
        boardMin, std::min({ m_splitter->height(), total - left - sideMin, total * 45 / 100 }));
    m_splitter->setSizes({ left, board, std::max(0, total - left - board) });
}

bool LabWorkspace::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_leftPanel && event->type() == QEvent::LayoutRequest)
        fitLeftPanel();
    return QWidget::eventFilter(watched, event);
}

void LabWorkspace::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The layout has given the splitter its new size already.
    if (!m_userSplit)
        shareSplitter();
}

QWidget *LabWorkspace::createEventPanel()
{
    auto *panel = new QWidget;
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_eventsTitle = new QLabel;
    QFont bold = m_eventsTitle->font();
    bold.setBold(true);
    m_eventsTitle->setFont(bold);
    m_eventView = new QTableView;
    m_eventView->setObjectName(QStringLiteral("labEventView"));
    m_eventView->setModel(m_events);
    renewRowHeader();
    m_eventView->setShowGrid(false);
    m_eventView->setWordWrap(false);
    m_eventView->setAlternatingRowColors(true);
    m_eventView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_eventView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_eventView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_eventView->setTextElideMode(Qt::ElideRight);
    m_eventView->horizontalHeader()->setStretchLastSection(true);
    m_eventView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_eventView->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    fitNumberColumn(999);
    m_eventView->setMinimumWidth(120);
    layout->addWidget(m_eventsTitle);
    layout->addWidget(m_eventView, 1);
    m_legendBox = new QGroupBox;
    m_legend = new LabLegend;
    auto *legendLayout = new QVBoxLayout(m_legendBox);
    legendLayout->addWidget(m_legend);
    layout->addWidget(m_legendBox);
    return panel;
}

QList<QAction *> LabWorkspace::labActions() const
{
    QList<QAction *> list = m_transport->transportActions();
    list << m_heatMap << m_takePuzzle << m_takePosition;
    return list;
}

void LabWorkspace::setPuzzle(const core::Board &puzzle, const QString &source)
{
    m_session->setPuzzle(puzzle, source);
    updatePuzzleLabel();
    // Before a run of this puzzle the board shows it as it is.
    if (!m_session->hasRun()) {
        m_model->setBoard(puzzle);
        m_model->clearOverlay();
        m_chainStepper->clear();
        m_eventLine->setText(tr("Choose a solver and press Run (F5); then step with the arrow "
                                "keys, play with Space."));
    }
}

bool LabWorkspace::run(QString *error)
{
    const bool ok = m_session->start(m_chooser->specWords(), error);
    if (ok)
        updateStatus();
    return ok;
}

void LabWorkspace::seek(std::uint64_t position)
{
    m_session->seek(position);
}

std::uint64_t LabWorkspace::position() const
{
    return m_session->position();
}

void LabWorkspace::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    m_model->setCellNaming(naming);
    m_events->setCellNaming(naming);
    m_tree->setCellNaming(naming);
    if (m_session->hasRun())
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
    showPosition(position());
}

void LabWorkspace::renewRowHeader()
{
    // Rows of one fixed height: a million rows scroll without measuring each. A QHeaderView keeps
    // 8 bytes for every row it has seen, and a model reset empties that table without freeing it
    // (Qt 6's QList::clear keeps the capacity): after a run of 4 million events, 32 MB held for
    // nothing. So each run gets a header of its own (setVerticalHeader deletes the old one).
    auto *header = new QHeaderView(Qt::Vertical, m_eventView);
    header->setObjectName(QStringLiteral("labEventRows"));
    header->hide();
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setDefaultSectionSize(m_eventView->fontMetrics().height() + 6);
    m_eventView->setVerticalHeader(header);
}

void LabWorkspace::onReset()
{
    renewRowHeader();
    m_growth->stop();
    m_wording.reset();
    m_transport->setPlaying(false);
    m_transport->setCount(0, m_session->isRunning());
    m_transport->setPosition(0);
    m_transport->setNote({});
    if (m_session->hasRun()) {
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
        m_counters->setRun(&m_session->spec());
        m_transport->setFamily(m_session->timeline().family());
        showPosition(0);
    } else {
        m_counters->setRun(nullptr);
        m_transport->setFamily(std::nullopt);
    }
}

void LabWorkspace::onGrown()
{
    if (!m_session->isRunning())
        showGrowth();
    else if (!m_growth->isActive())
        m_growth->start();
}

void LabWorkspace::fitNumberColumn(std::uint64_t count)
{
    // The widest number the column shows, its margins and a little air (never "3,999…"); the
    // column only grows, keeping a width the user gave it.
    const QFontMetrics metrics(m_eventView->font());
    const int margin = 2 * (m_eventView->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    const int needed = metrics.horizontalAdvance(QLocale().toString(qulonglong(count))) + margin
        + metrics.averageCharWidth() * 2;
    if (m_eventView->columnWidth(EventListModel::NumberColumn) < needed)
        m_eventView->setColumnWidth(EventListModel::NumberColumn, needed);
}

void LabWorkspace::showGrowth()
{
    m_growth->stop();
    fitNumberColumn(m_session->eventCount());
    m_transport->setCount(m_session->eventCount(), m_session->isRunning());
    m_transport->setPosition(m_session->position());
    updateStatus();
}

void LabWorkspace::onRunEnded()
{
    m_growth->stop();
    fitNumberColumn(m_session->eventCount());
    m_transport->setCount(m_session->eventCount(), false);
    m_transport->setPosition(m_session->position());
    updateStatus();
    if (m_session->hasRun() && m_session->timeline().finished() && m_wording)
        emit statusMessage(m_wording->finish(m_session->timeline().finish()), 8000);
}

void LabWorkspace::updateStatus()
{
    m_counters->showSession(*m_session, m_wording.get());
    if (!m_session->hasRun() || !m_wording)
        return;
    const core::RunTimeline &t = m_session->timeline();
    QString note;
    if (t.truncated())
        note = tr("The recording stopped at event %1 (its budget); the run went on, and the Run "
                  "column counts all of it.")
                   .arg(QLocale().toString(qulonglong(t.eventCount())));
    m_transport->setNote(note);
}

void LabWorkspace::showPosition(std::uint64_t position)
{
    m_transport->setPosition(position);
    if (!m_session->hasRun())
        return;
    const RunBoardState state = runBoardState(m_session->timeline(), m_session->spec(),
        m_session->cursor(), m_session->scratchCursor(), m_heatMap->isChecked());
    showLabBoardState(*m_model, state);
    if (state.step && position > 0) {
        // The step's links read off the position it was found on: the one before its event.
        core::RunCursor &before = m_session->scratchCursor();
        before.seek(position - 1);
        m_chainStepper->setStep(*state.step, before.board(), m_model->cellNaming(), true);
    } else if (m_chainStepper->hasStep())
        m_chainStepper->clear();
    m_legend->setFamily(m_session->timeline().family(), state.overlay.heatMax);
    if (m_wording)
        m_counters->setValues(
            m_session->counters(), m_session->timeline().liveCounters(), *m_wording);
    m_eventLine->setText(position == 0
            ? tr("Before the first event: the puzzle as the solver starts from it.")
            : tr("Event %1: %2")
                  .arg(QLocale().toString(qulonglong(position)), m_events->line(position - 1)));
    // A screen reader hears the board's state with the event (its cells speak for themselves).
    m_view->setAccessibleDescription(m_eventLine->text());

    // The event list follows: the row of the event that led here.
    m_events->flush();
    m_syncing = true;
    QItemSelectionModel *selection = m_eventView->selectionModel();
    if (position == 0) {
        selection->clear();
    } else {
        const QModelIndex row = m_events->index(int(position - 1), 0);
        selection->setCurrentIndex(
            row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_eventView->scrollTo(row);
    }
    m_syncing = false;
}

void LabWorkspace::jumpToLandmark(bool forward)
{
    if (!m_session->hasRun())
        return;
    // Position p shows event p - 1: the next landmark is at or after event p, the previous one
    // before event p - 1; the board then shows the landmark's event.
    const core::RunTimeline &t = m_session->timeline();
    const core::RunLandmark kind = m_transport->landmark();
    const std::uint64_t p = position();
    if (forward) {
        const std::uint64_t k = core::nextLandmark(t, p, kind);
        if (k < t.eventCount())
            seek(k + 1);
    } else {
        const std::int64_t k = core::previousLandmark(t, std::int64_t(p) - 2, kind);
        seek(k >= 0 ? std::uint64_t(k) + 1 : 0);
    }
}

void LabWorkspace::updatePuzzleLabel()
{
    const QString source = m_session->source();
    m_puzzleLabel->setText(
        source.isEmpty() ? tr("Puzzle: none yet") : tr("Puzzle: %1").arg(source));
}

void LabWorkspace::retranslateUi()
{
    setWindowTitle(tr("Solver Lab"));
    m_solverBox->setTitle(tr("Solver"));
    m_countersBox->setTitle(tr("Counters"));
    m_legendBox->setTitle(tr("Legend"));
    m_eventsTitle->setText(tr("Events"));
    m_sideTabs->setTabText(0, tr("Events"));
    m_sideTabs->setTabText(m_sideTabs->indexOf(m_tree), tr("Search Tree"));
    m_sideTabs->setTabText(m_sideTabs->indexOf(m_climbPage), tr("Hill Climber"));
    m_heatMap->setText(tr("CtN &Heat-Map"));
    m_heatMap->setToolTip(tr("Colour every open cell by its Contribution Number (H)"));
    m_takePuzzle->setText(tr("Take Play's &Puzzle"));
    m_takePosition->setText(tr("Take Play's Current P&osition"));
    // What a screen reader says for each view.
    m_view->setAccessibleName(tr("Board of the run"));
    if (!m_session->hasRun())
        m_view->setAccessibleDescription(tr("The puzzle before a run; arrows move between cells"));
    if (auto *corner = m_view->findChild<QAbstractButton *>())
        corner->setAccessibleName(tr("Board corner"));
    m_eventView->setAccessibleName(tr("Events of the run"));
    m_eventView->setAccessibleDescription(
        tr("One row per event; arrows step through the run and the board follows"));
    m_sideTabs->setAccessibleName(tr("Events, search tree and hill climber"));
    m_sideTabs->tabBar()->setAccessibleName(m_sideTabs->accessibleName());
    m_leftScroll->setAccessibleName(tr("Solver options and counters"));
    updatePuzzleLabel();
    if (m_session->hasRun()) {
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
        m_events->retranslate();
        updateStatus();
        showPosition(position());
    } else if (m_eventLine->text().isEmpty() || !m_session->hasRun()) {
        m_eventLine->setText(tr("Choose a solver and press Run (F5); then step with the arrow "
                                "keys, play with Space."));
    }
}

void LabWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
