#include "race/raceworkspace.h"

#include "race/racecountersmodel.h"
#include "race/racepresets.h"
#include "runview/runsession.h"
#include "runview/transport.h"
#include "wording/errortext.h"
#include "wording/runwording.h"

#include "board/formats.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <set>

namespace {

constexpr RaceMeasure kMeasures[]
    = { RaceMeasure::Event, RaceMeasure::Decision, RaceMeasure::CpuMillis };

bool solved(const RunSession &session)
{
    if (!session.hasRun() || !session.timeline().finished())
        return false;
    const core::RunOutcome o = session.timeline().finish().outcome;
    return o == core::RunOutcome::Solved || o == core::RunOutcome::Neutralized;
}

} // namespace

RaceWorkspace::RaceWorkspace(QWidget *parent)
    : QWidget { parent }
    , m_paneRow { new QHBoxLayout }
    , m_transport { new Transport }
    , m_countersModel { new RaceCountersModel(this) }
    , m_countersView { new QTableView }
    , m_measureBox { new QComboBox }
    , m_measureLabel { new QLabel }
    , m_presetsLabel { new QLabel }
    , m_puzzleLabel { new QLabel }
    , m_finishLine { new QLabel }
    , m_menu { new QMenu(this) }
    , m_measureMenu { new QMenu(this) }
    , m_measureActions { new QActionGroup(this) }
    , m_addPane { new QAction(this) }
    , m_takePuzzle { new QAction(this) }
    , m_takePosition { new QAction(this) }
{
    setObjectName(QStringLiteral("raceView"));
    m_menu->setObjectName(QStringLiteral("raceMenu"));
    m_addPane->setObjectName(QStringLiteral("raceAddPaneAction"));
    m_takePuzzle->setObjectName(QStringLiteral("raceTakePuzzleAction"));
    m_takePosition->setObjectName(QStringLiteral("raceTakePositionAction"));
    m_transport->setObjectName(QStringLiteral("raceTransport"));
    // The transport's keys work anywhere in the race (and sleep in the other modes).
    addActions(m_transport->transportActions());

    // The row of presets, the pane button and the measure.
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_presetsLabel);
    for (const RacePreset &preset : RacePresets::all()) {
        auto *a = new QAction(this);
        a->setObjectName(QStringLiteral("racePreset_") + preset.id);
        a->setData(preset.id);
        connect(a, &QAction::triggered, this, [this, id = preset.id] { applyPreset(id); });
        m_presetActions << a;
        auto *b = new QToolButton;
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setObjectName(QStringLiteral("racePresetButton_") + preset.id);
        top->addWidget(b);
    }
    top->addSpacing(12);
    auto *addButton = new QToolButton;
    addButton->setObjectName(QStringLiteral("raceAddPaneButton"));
    addButton->setDefaultAction(m_addPane);
    addButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    top->addWidget(addButton);
    top->addStretch(1);
    m_measureBox->setObjectName(QStringLiteral("raceMeasureBox"));
    for (RaceMeasure m : kMeasures) {
        m_measureBox->addItem(QString(), int(m));
        QAction *a = m_measureMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(int(m));
        a->setActionGroup(m_measureActions);
    }
    m_measureLabel->setBuddy(m_measureBox);
    top->addWidget(m_measureLabel);
    top->addWidget(m_measureBox);

    auto *paneArea = new QWidget;
    paneArea->setLayout(m_paneRow);
    m_paneRow->setContentsMargins(0, 0, 0, 0);
    m_paneRow->setSpacing(6);

    m_finishLine->setObjectName(QStringLiteral("raceFinishLine"));
    m_finishLine->setWordWrap(true);
    m_finishLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_countersView->setObjectName(QStringLiteral("raceCountersView"));
    m_countersView->setModel(m_countersModel);
    m_countersView->verticalHeader()->hide();
    m_countersView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_countersView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_countersView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_countersView->setWordWrap(false);
    m_countersView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_countersView->horizontalHeader()->setStretchLastSection(true);
    m_countersView->verticalHeader()->setDefaultSectionSize(
        m_countersView->fontMetrics().height() + 6);
    // The table as tall as four rows: the boards take the rest.
    m_countersView->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_countersView->setMaximumHeight(m_countersView->horizontalHeader()->sizeHint().height()
        + kMaxPanes * m_countersView->verticalHeader()->defaultSectionSize()
        + 2 * m_countersView->frameWidth() + 2);
    auto *results = new QWidget;
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_finishLine);
    resultsLayout->addWidget(m_countersView, 1);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(paneArea);
    splitter->addWidget(results);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    results->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    m_puzzleLabel->setObjectName(QStringLiteral("racePuzzleLabel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(6);
    layout->addWidget(m_puzzleLabel);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_transport);
    // Keys go to the table (and the transport's shortcuts) when the race opens.
    setFocusProxy(m_countersView);

    // The Race menu: the transport, the measure, the presets, the panes, the puzzle.
    const QList<QAction *> t = m_transport->transportActions();
    m_menu->addActions(t.mid(0, 2)); // run, cancel
    m_menu->addSeparator();
    m_menu->addActions(t.mid(2)); // play, steps, finishes, speed
    m_menu->addMenu(m_measureMenu);
    m_menu->addSeparator();
    m_menu->addActions(m_presetActions);
    m_menu->addSeparator();
    m_menu->addActions({ m_addPane, m_takePuzzle, m_takePosition });

    connect(m_transport, &Transport::runRequested, this, [this] {
        QString error;
        if (!runAll(&error))
            emit statusMessage(error, 6000);
    });
    connect(m_transport, &Transport::cancelRequested, this, [this] {
        for (RacePane *pane : std::as_const(m_panes))
            pane->session()->cancel();
    });
    connect(m_transport, &Transport::positionRequested, this, &RaceWorkspace::seekLockstep);
    connect(m_transport, &Transport::landmarkRequested, this, &RaceWorkspace::jumpToFinish);
    connect(m_measureBox, &QComboBox::currentIndexChanged, this,
        [this] { setMeasure(RaceMeasure(m_measureBox->currentData().toInt())); });
    connect(m_measureActions, &QActionGroup::triggered, this,
        [this](QAction *a) { setMeasure(RaceMeasure(a->data().toInt())); });
    connect(m_addPane, &QAction::triggered, this, [this] {
        addPane(QStringLiteral("search --strategy mrv --propagation fc"));
        renumber();
    });
    connect(m_takePuzzle, &QAction::triggered, this, [this] { emit puzzleRequested(false); });
    connect(m_takePosition, &QAction::triggered, this, [this] { emit puzzleRequested(true); });

    m_transport->setRewording([this] { rewordTransport(); });
    applyPreset(QStringLiteral("abuluaih"));
    setMeasure(RaceMeasure::Decision);
    retranslateUi();
}

RaceWorkspace::~RaceWorkspace() = default;

RacePane *RaceWorkspace::addPane(const QString &specWords)
{
    if (m_panes.size() >= kMaxPanes)
        return nullptr;
    auto *pane = new RacePane;
    pane->setSpecWords(specWords);
    pane->setCellNaming(m_naming);
    pane->setPuzzle(m_puzzle, m_source);
    m_panes << pane;
    m_paneRow->addWidget(pane, 1);
    connect(pane, &RacePane::changed, this, [this, pane] { onPaneChanged(pane); });
    connect(pane, &RacePane::runEnded, this, &RaceWorkspace::updateFinishLine);
    connect(pane, &RacePane::specChanged, this, [this] {
        m_countersModel->setPanes(m_panes);
        updateFinishLine();
    });
    connect(pane, &RacePane::removeRequested, this, [this, pane] { removePane(pane); });
    connect(pane, &RacePane::statusMessage, this, &RaceWorkspace::statusMessage);
    return pane;
}

void RaceWorkspace::removePane(RacePane *pane)
{
    if (m_panes.size() <= kMinPanes || !m_panes.contains(pane))
        return;
    m_panes.removeOne(pane);
    m_countersModel->setPanes(m_panes);
    pane->hide();
    pane->deleteLater();
    renumber();
}

void RaceWorkspace::renumber()
{
    for (int i = 0; i < m_panes.size(); ++i) {
        m_panes[i]->setNumber(i + 1);
        m_panes[i]->setRemovable(m_panes.size() > kMinPanes);
    }
    m_addPane->setEnabled(m_panes.size() < kMaxPanes);
    m_countersModel->setPanes(m_panes);
    updateTransport();
    updateFinishLine();
}

bool RaceWorkspace::setSpecs(const QStringList &specs, QString *error)
{
    if (specs.size() < kMinPanes || specs.size() > kMaxPanes) {
        if (error)
            *error = tr("A race takes 2 to 4 solvers, not %1.").arg(specs.size());
        return false;
    }
    for (const QString &words : specs) {
        QString why;
        if (!RunSession::parseSpec(words, &why)) {
            if (error)
                *error = tr("\"%1\": %2").arg(words, why);
            return false;
        }
    }
    while (m_panes.size() > specs.size()) {
        RacePane *pane = m_panes.takeLast();
        pane->hide();
        pane->deleteLater();
    }
    for (int i = 0; i < specs.size(); ++i) {
        if (i < m_panes.size())
            m_panes[i]->setSpecWords(specs[i]);
        else
            addPane(specs[i]);
    }
    m_lockstep = 0;
    renumber();
    return true;
}

QStringList RaceWorkspace::specs() const
{
    QStringList list;
    for (const RacePane *pane : m_panes)
        list << pane->specWords();
    return list;
}

bool RaceWorkspace::applyPreset(const QString &id)
{
    const RacePreset preset = RacePresets::byId(id);
    if (preset.specs.isEmpty())
        return false;
    QString error;
    if (!setSpecs(preset.specs, &error)) {
        emit statusMessage(error, 6000);
        return false;
    }
    emit statusMessage(tr("Preset: %1. Press Run All (F5).").arg(preset.title), 6000);
    return true;
}

bool RaceWorkspace::load(const QString &puzzleText, const QStringList &specs, const QString &source)
{
    const core::ParseResult parsed = core::parsePuzzles(puzzleText.toStdString(), "text");
    if (parsed.puzzles.empty()) {
        m_lastError = parsed.errors.empty() ? tr("There is no puzzle in the text.")
                                            : ErrorText::describe(parsed.errors.front());
        return false;
    }
    // setSpecs checks every spec before it changes anything.
    QString error;
    if (!setSpecs(specs, &error)) {
        m_lastError = error;
        return false;
    }
    const QString line = puzzleText.simplified();
    setPuzzle(parsed.puzzles.front().board,
        !source.isEmpty()      ? source
            : line.size() > 90 ? line.left(89) + QChar(0x2026)
                               : line,
        false);
    m_lastError.clear();
    return runAll(&m_lastError);
}

void RaceWorkspace::setPuzzle(const core::Board &puzzle, const QString &source)
{
    setPuzzle(puzzle, source, true);
}

void RaceWorkspace::setPuzzle(const core::Board &puzzle, const QString &source, bool followsPlay)
{
    m_puzzle = puzzle;
    m_source = source;
    m_followsPlay = followsPlay;
    for (RacePane *pane : std::as_const(m_panes))
        pane->setPuzzle(puzzle, source);
    m_lockstep = 0;
    updateTransport();
    updatePuzzleLabel();
    emit puzzleChanged();
}

bool RaceWorkspace::runAll(QString *error)
{
    if (m_source.isEmpty()) {
        if (error)
            *error = tr("The race has no puzzle: start a game in Play first.");
        return false;
    }
    for (RacePane *pane : std::as_const(m_panes))
        if (!pane->start(error))
            return false;
    m_lockstep = 0;
    emit statusMessage(QString(), 1); // the preset's hint is done
    updateTransport();
    m_transport->setPosition(0);
    // The race is shown as it runs: in lockstep, at the chosen speed.
    m_transport->setPlaying(true);
    return true;
}

bool RaceWorkspace::isRunning() const
{
    return std::any_of(m_panes.begin(), m_panes.end(),
        [](const RacePane *pane) { return pane->session()->isRunning(); });
}

RaceMeasure RaceWorkspace::measure() const
{
    return RaceMeasure(m_measureBox->currentData().toInt());
}

void RaceWorkspace::setMeasure(RaceMeasure measure)
{
    // Where the panes stand, in the new measure: the furthest of them.
    std::uint64_t units = 0;
    for (const RacePane *pane : std::as_const(m_panes))
        units = std::max(units, pane->unitsAt(measure, pane->position()));
    {
        const QSignalBlocker block(m_measureBox);
        m_measureBox->setCurrentIndex(m_measureBox->findData(int(measure)));
    }
    for (QAction *a : m_measureActions->actions())
        a->setChecked(a->data().toInt() == int(measure));
    m_lockstep = units;
    m_transport->setSpeedWords([this](int perSecond) { return speedWords(perSecond); });
    updateTransport();
}

void RaceWorkspace::seekLockstep(std::uint64_t units)
{
    m_lockstep = units;
    const RaceMeasure m = measure();
    for (RacePane *pane : std::as_const(m_panes))
        pane->seek(pane->positionAt(m, units));
    updateTransport();
}

void RaceWorkspace::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    for (RacePane *pane : std::as_const(m_panes))
        pane->setCellNaming(naming);
    m_countersModel->retranslate();
    updateFinishLine();
}

void RaceWorkspace::onPaneChanged(RacePane *pane)
{
    m_countersModel->refresh(pane);
    updateTransport();
    updateFinishLine();
}

void RaceWorkspace::updateTransport()
{
    const RaceMeasure m = measure();
    std::uint64_t count = 0;
    for (const RacePane *pane : std::as_const(m_panes))
        count = std::max(count, pane->unitCount(m));
    m_transport->setCount(count, isRunning());
    m_transport->setPosition(m_lockstep);
}

void RaceWorkspace::jumpToFinish(bool forward)
{
    // The panes' ends in the measure: where each crosses the finish line.
    std::set<std::uint64_t> ends;
    const RaceMeasure m = measure();
    for (const RacePane *pane : std::as_const(m_panes))
        if (pane->session()->hasRun())
            ends.insert(pane->unitCount(m));
    if (forward) {
        const auto it = ends.upper_bound(m_lockstep);
        if (it != ends.end())
            seekLockstep(*it);
    } else {
        auto it = ends.lower_bound(m_lockstep);
        seekLockstep(it == ends.begin() ? 0 : *std::prev(it));
    }
}

void RaceWorkspace::updateFinishLine()
{
    // The panes that reached the end of a solved run, ranked by each measure.
    struct Entry
    {
        const RacePane *pane;
        core::RunCounters totals;
    };
    QList<Entry> crossed;
    QStringList others;
    for (const RacePane *pane : std::as_const(m_panes)) {
        const RunSession &s = *pane->session();
        if (!s.hasRun() || !s.timeline().finished() || s.position() < s.eventCount())
            continue;
        if (solved(s))
            crossed << Entry { pane, s.timeline().finish().totals };
        else
            others << tr("%1 (%2)")
                          .arg(pane->number())
                          .arg(RunWording::outcomeName(s.timeline().finish().outcome));
    }
    if (crossed.isEmpty() && others.isEmpty()) {
        m_finishLine->setText(tr("<b>Finish line:</b> no pane has reached its end yet."));
        return;
    }
    const QLocale locale;
    // A ranking: equal values share a place.
    const auto ranking = [&](auto value, auto format, auto applies) {
        QList<Entry> list;
        for (const Entry &e : std::as_const(crossed))
            if (applies(*e.pane))
                list << e;
        if (list.isEmpty())
            return QString();
        std::stable_sort(list.begin(), list.end(),
            [&](const Entry &a, const Entry &b) { return value(a.totals) < value(b.totals); });
        QStringList parts;
        int place = 0;
        for (int i = 0; i < list.size(); ++i) {
            if (i == 0 || value(list[i].totals) != value(list[i - 1].totals))
                place = i + 1;
            parts << tr("%1. pane %2 (%3)", "place, pane number, value")
                         .arg(place)
                         .arg(list[i].pane->number())
                         .arg(format(list[i].totals));
        }
        return parts.join(QStringLiteral(", "));
    };
    const auto searches = [](const RacePane &p) {
        const core::RunSpec &spec = p.session()->spec();
        return spec.family == core::RunFamily::Search
            || (spec.family == core::RunFamily::Logic && spec.logicMode == core::LogicMode::Chen);
    };
    const auto everyone = [](const RacePane &) { return true; };
    QStringList lines;
    const QString byRecursions = ranking([](const core::RunCounters &c) { return c.recursions; },
        [&](const core::RunCounters &c) { return locale.toString(qulonglong(c.recursions)); },
        searches);
    if (!byRecursions.isEmpty())
        lines << tr("fewest recursions: %1").arg(byRecursions);
    const QString byBacktracks = ranking([](const core::RunCounters &c) { return c.backtracks; },
        [&](const core::RunCounters &c) { return locale.toString(qulonglong(c.backtracks)); },
        searches);
    if (!byBacktracks.isEmpty())
        lines << tr("fewest backtracks: %1").arg(byBacktracks);
    const QString byTime = ranking([](const core::RunCounters &c) { return c.cpuMicros; },
        [&](const core::RunCounters &c) {
            return tr("%1 ms").arg(locale.toString(double(c.cpuMicros) / 1000.0, 'f', 1));
        },
        everyone);
    if (!byTime.isEmpty())
        lines << tr("least CPU time: %1").arg(byTime);
    if (!others.isEmpty())
        lines << tr("not solved: %1").arg(others.join(QStringLiteral(", ")));
    m_finishLine->setText(
        tr("<b>Finish line:</b> %1").arg(lines.join(QStringLiteral(" · ")).toHtmlEscaped()));
}

QString RaceWorkspace::speedWords(int perSecond) const
{
    switch (measure()) {
    case RaceMeasure::Event:
        return tr("%Ln event(s)/s", "", perSecond);
    case RaceMeasure::Decision:
        return tr("%Ln decision(s)/s", "", perSecond);
    case RaceMeasure::CpuMillis:
        return tr("%Ln ms of CPU/s", "", perSecond);
    }
    return {};
}

void RaceWorkspace::rewordTransport()
{
    m_transport->runAction()->setText(tr("&Run All"));
    m_transport->runAction()->setToolTip(tr("Run every pane's solver on the puzzle (F5)"));
    m_transport->cancelAction()->setText(tr("Cancel All"));
    m_transport->cancelAction()->setToolTip(tr("Stop every run (Esc)"));
    const bool playing = m_transport->isPlaying();
    m_transport->playAction()->setText(playing ? tr("Pause All") : tr("Play All"));
    m_transport->playAction()->setToolTip(
        playing ? tr("Pause every pane (Space)") : tr("Play every pane in lockstep (Space)"));
    m_transport->stepForwardAction()->setText(tr("Step All Forward"));
    m_transport->stepForwardAction()->setToolTip(
        tr("Every pane one step of the lockstep measure forward (Right)"));
    m_transport->stepBackAction()->setText(tr("Step All Back"));
    m_transport->stepBackAction()->setToolTip(
        tr("Every pane one step of the lockstep measure back (Left)"));
    m_transport->toStartAction()->setToolTip(tr("Every pane before its first event (Home)"));
    m_transport->toEndAction()->setToolTip(tr("Every pane at its end (End)"));
    m_transport->nextLandmarkAction()->setText(tr("Next Finish"));
    m_transport->nextLandmarkAction()->setToolTip(
        tr("To where the next pane reaches its end (Page Down)"));
    m_transport->previousLandmarkAction()->setText(tr("Previous Finish"));
    m_transport->previousLandmarkAction()->setToolTip(
        tr("To where the previous pane reached its end (Page Up)"));
    m_transport->scrubber()->setToolTip(tr("Drag the race to any point of the measure"));
}

void RaceWorkspace::updatePuzzleLabel()
{
    m_puzzleLabel->setText(
        m_source.isEmpty() ? tr("Puzzle: none yet") : tr("Puzzle: %1").arg(m_source));
}

void RaceWorkspace::retranslateUi()
{
    setWindowTitle(tr("Race"));
    m_menu->setTitle(tr("&Race"));
    m_measureMenu->setTitle(tr("&Lockstep By"));
    m_measureLabel->setText(tr("&Lockstep by:"));
    m_presetsLabel->setText(tr("Presets:"));
    m_countersView->setAccessibleName(tr("Race results"));
    m_countersView->setAccessibleDescription(
        tr("One row per pane: its event, counters and result; arrows step the race"));
    const QString texts[] = { tr("each event"), tr("each decision"), tr("each 1 ms of CPU") };
    const QString menuTexts[]
        = { tr("Each &Event"), tr("Each &Decision"), tr("Each 1 ms of &CPU") };
    for (int i = 0; i < m_measureBox->count(); ++i) {
        m_measureBox->setItemText(i, texts[i]);
        m_measureActions->actions().at(i)->setText(menuTexts[i]);
    }
    m_measureBox->setToolTip(tr("The common measure the panes step by: each event, each "
                                "decision (a search's assignment, Chen's assumption, a tutor "
                                "step, a FILTER firing, a climber's move), or each millisecond "
                                "of the run's own CPU time"));
    const QList<RacePreset> presets = RacePresets::all();
    for (int i = 0; i < m_presetActions.size() && i < presets.size(); ++i) {
        m_presetActions[i]->setText(presets[i].title);
        m_presetActions[i]->setIconText(presets[i].shortTitle);
        m_presetActions[i]->setToolTip(
            presets[i].title + QStringLiteral("\n") + presets[i].explanation);
        m_presetActions[i]->setStatusTip(presets[i].explanation);
    }
    m_addPane->setText(tr("&Add Pane"));
    m_addPane->setToolTip(tr("Add a pane (up to four)"));
    m_takePuzzle->setText(tr("Take Play's &Puzzle"));
    m_takePosition->setText(tr("Take Play's Current P&osition"));
    updatePuzzleLabel();
    updateFinishLine();
    m_countersModel->retranslate();
}

void RaceWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
