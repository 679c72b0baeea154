#include "race/racepane.h"

#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "runview/counterspanel.h"
#include "runview/runboardstate.h"
#include "runview/runsession.h"
#include "runview/searchtreeview.h"
#include "runview/solverchooser.h"
#include "wording/runwording.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The events a family counts as its decisions (RaceMeasure::Decision).
std::uint32_t decisionKinds(const core::RunSpec &spec)
{
    using K = core::RunEventKind;
    const auto bit = [](K kind) { return core::RunTimeline::kindBit(kind); };
    switch (spec.family) {
    case core::RunFamily::Search:
        return bit(K::Decision);
    case core::RunFamily::Climb:
        return bit(K::ClimbMove) | bit(K::ClimbSideways) | bit(K::ClimbJump);
    case core::RunFamily::Logic:
        switch (spec.logicMode) {
        case core::LogicMode::Tutor:
            return bit(K::LogicStep);
        case core::LogicMode::Filter:
            return bit(K::RuleFired);
        case core::LogicMode::Chen:
            return bit(K::Assumption);
        }
    }
    return 0;
}

QToolButton *toolButton(QAction *action)
{
    auto *b = new QToolButton;
    b->setDefaultAction(action);
    b->setAutoRaise(true);
    return b;
}

} // namespace

RacePane::RacePane(QWidget *parent)
    : QWidget { parent }
    , m_session { new RunSession(this) }
    , m_model { new GridModel(this) }
    , m_view { new GridView }
    , m_counters { new CountersPanel }
    , m_treeSlot { new QWidget }
    , m_tree { new SearchTreeView }
    , m_title { new QLabel }
    , m_positionLabel { new QLabel }
    , m_choose { new QAction(this) }
    , m_forward { new QAction(this) }
    , m_back { new QAction(this) }
    , m_remove { new QAction(this) }
{
    setObjectName(QStringLiteral("racePane"));
    // A race keeps four runs: each records a million events at most (about 40 MB), and its
    // counters go on to the end past that.
    core::RecordOptions budget;
    budget.maxEvents = 1'000'000;
    m_session->setRecordOptions(budget);

    m_view->setGridModel(m_model);
    m_view->setObjectName(QStringLiteral("raceBoard"));
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    // The race's keys step all panes: a board takes the focus by Tab only (its cells speak to
    // a screen reader), never by a click.
    m_view->setFocusPolicy(Qt::TabFocus);
    auto *frame = m_frame = new BoardFrame(m_view);
    // Four boards side by side on a laptop's screen: smaller than Play's smallest board.
    frame->setMinimumSize(180, 180);
    frame->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    m_choose->setObjectName(QStringLiteral("racePaneChooseAction"));
    m_forward->setObjectName(QStringLiteral("racePaneForwardAction"));
    m_back->setObjectName(QStringLiteral("racePaneBackAction"));
    m_remove->setObjectName(QStringLiteral("racePaneRemoveAction"));
    m_forward->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_back->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_remove->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));

    m_title->setObjectName(QStringLiteral("racePaneTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setMinimumWidth(60);
    auto *chooseButton = toolButton(m_choose);
    chooseButton->setObjectName(QStringLiteral("racePaneChooseButton"));
    chooseButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *removeButton = toolButton(m_remove);
    removeButton->setObjectName(QStringLiteral("racePaneRemoveButton"));
    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    header->addWidget(m_title, 1);
    header->addWidget(chooseButton);
    header->addWidget(removeButton);

    m_positionLabel->setObjectName(QStringLiteral("racePanePosition"));
    auto *backButton = toolButton(m_back);
    backButton->setObjectName(QStringLiteral("racePaneBackButton"));
    auto *forwardButton = toolButton(m_forward);
    forwardButton->setObjectName(QStringLiteral("racePaneForwardButton"));
    auto *steps = new QHBoxLayout;
    steps->setContentsMargins(0, 0, 0, 0);
    steps->addWidget(backButton);
    steps->addWidget(forwardButton);
    steps->addWidget(m_positionLabel, 1);

    m_treeSlot->setObjectName(QStringLiteral("treeSlot"));
    auto *treeLayout = new QVBoxLayout(m_treeSlot);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    m_tree->setObjectName(QStringLiteral("raceTreeThumbnail"));
    m_tree->setThumbnail(true);
    m_tree->setFixedSize(120, 120);
    treeLayout->addWidget(m_tree);
    m_treeSlot->setVisible(false);
    auto *below = new QHBoxLayout;
    below->setContentsMargins(0, 0, 0, 0);
    below->addWidget(m_counters, 1);
    below->addWidget(m_treeSlot);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addWidget(frame, 1);
    layout->addLayout(steps);
    layout->addLayout(below);
    // What a narrow pane has left of its height goes under the counters, not around the board.
    layout->addStretch(0);

    connect(m_choose, &QAction::triggered, this, &RacePane::chooseSolver);
    connect(m_remove, &QAction::triggered, this, &RacePane::removeRequested);
    connect(m_forward, &QAction::triggered, this, [this] { seek(position() + 1); });
    connect(m_back, &QAction::triggered, this, [this] {
        if (position() > 0)
            seek(position() - 1);
    });
    // The thumbnail lets go of a timeline before the session replaces it.
    connect(m_session, &RunSession::aboutToReset, this, [this] { m_tree->setTimeline(nullptr); });
    connect(m_session, &RunSession::reset, this, &RacePane::onReset);
    connect(m_session, &RunSession::grown, this, &RacePane::onGrown);
    connect(m_session, &RunSession::positionChanged, this, &RacePane::showPosition);
    connect(m_session, &RunSession::runEnded, this, [this] {
        updateStatus();
        emit changed();
        emit runEnded();
    });
    connect(m_session, &RunSession::failed, this,
        [this](const QString &message) { emit statusMessage(message, 0); });
    setSpecWords(QStringLiteral("search --strategy mrv --propagation fc"));
    retranslateUi();
}

RacePane::~RacePane() = default;

bool RacePane::setSpecWords(const QString &words, QString *error)
{
    const auto spec = RunSession::parseSpec(words, error);
    if (!spec)
        return false;
    // A new solver: the old run no longer belongs to this pane.
    const bool other = words != m_specWords;
    m_specWords = words;
    m_decisionKinds = decisionKinds(*spec);
    if (other)
        m_session->discard();
    updateTreeSlot();
    updateTitle();
    if (other)
        emit specChanged(words);
    return true;
}

QString RacePane::solverName() const
{
    const auto spec = core::parseRunSpec(m_specWords.toStdString());
    if (!spec)
        return m_specWords;
    const auto id
        = [](std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
    const QString dot = QStringLiteral(" · ");
    switch (spec->family) {
    case core::RunFamily::Search: {
        QString name = QString::fromStdString(spec->strategy);
        name += dot + id(core::propagationId(spec->search.propagation));
        if (spec->search.propagation == core::Propagation::Carmel) {
            const core::CarmelStrategies &c = spec->search.carmel;
            QStringList on;
            const bool flags[]
                = { c.candidateReduction, c.uniqueness, c.hiddenPairs, c.nakedPairs };
            const char *names[] = { "I", "II", "III", "IV" };
            for (int i = 0; i < 4; ++i)
                if (flags[i])
                    on << QLatin1String(names[i]);
            name += QLatin1Char(' ') + (on.isEmpty() ? tr("none") : on.join(QLatin1Char('+')));
        }
        if (spec->search.goal == core::SearchGoal::Neutralize)
            name += dot + tr("neutralize");
        return name;
    }
    case core::RunFamily::Climb:
        return tr("hill climber") + dot + id(core::climbInitId(spec->climb.init));
    case core::RunFamily::Logic:
        switch (spec->logicMode) {
        case core::LogicMode::Tutor:
            return tr("tutor");
        case core::LogicMode::Filter:
            return spec->filterRules == 10 ? tr("FILTER")
                                           : tr("FILTER, %n rule(s)", "", spec->filterRules);
        case core::LogicMode::Chen:
            return tr("Chen") + dot + id(core::inferenceChoiceId(spec->chenChoice));
        }
    }
    return m_specWords;
}

void RacePane::setNumber(int number)
{
    m_number = number;
    updateTitle();
}

void RacePane::setRemovable(bool on)
{
    m_remove->setEnabled(on);
}

void RacePane::setPuzzle(const core::Board &puzzle, const QString &source)
{
    m_session->setPuzzle(puzzle, source);
    if (!m_session->hasRun())
        showPuzzle();
}

void RacePane::showPuzzle()
{
    m_model->setBoard(m_session->puzzle());
    m_model->clearOverlay();
}

bool RacePane::start(QString *error)
{
    return m_session->start(m_specWords, error);
}

void RacePane::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    m_model->setCellNaming(naming);
    if (m_session->hasRun())
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
    showPosition();
}

std::uint64_t RacePane::unitCount(RaceMeasure measure) const
{
    if (!m_session->hasRun())
        return 0;
    const core::RunTimeline &t = m_session->timeline();
    switch (measure) {
    case RaceMeasure::Event:
        return t.eventCount();
    case RaceMeasure::Decision:
        return m_decisions.size();
    case RaceMeasure::CpuMillis:
        return t.eventCount() == 0 ? 0 : (std::uint64_t(t.micros(t.eventCount() - 1)) + 999) / 1000;
    }
    return 0;
}

std::uint64_t RacePane::positionAt(RaceMeasure measure, std::uint64_t units) const
{
    if (!m_session->hasRun())
        return 0;
    const core::RunTimeline &t = m_session->timeline();
    switch (measure) {
    case RaceMeasure::Event:
        return std::min(units, t.eventCount());
    case RaceMeasure::Decision:
        return units < m_decisions.size() ? m_decisions[units] : t.eventCount();
    case RaceMeasure::CpuMillis: {
        // Every event stamped at or before that time (a stamp fits 32 bits: 71 minutes).
        const std::uint64_t micros = units * 1000 + 1;
        return micros > 0xffffffffu ? t.eventCount() : t.eventAtMicros(std::uint32_t(micros));
    }
    }
    return 0;
}

std::uint64_t RacePane::unitsAt(RaceMeasure measure, std::uint64_t position) const
{
    if (!m_session->hasRun() || position == 0)
        return 0;
    const core::RunTimeline &t = m_session->timeline();
    position = std::min(position, t.eventCount());
    switch (measure) {
    case RaceMeasure::Event:
        return position;
    case RaceMeasure::Decision:
        // The decisions among the events before the position.
        return std::uint64_t(std::lower_bound(m_decisions.begin(), m_decisions.end(), position)
            - m_decisions.begin());
    case RaceMeasure::CpuMillis:
        return position == 0 ? 0 : std::uint64_t(t.micros(position - 1)) / 1000;
    }
    return 0;
}

void RacePane::seek(std::uint64_t position)
{
    m_session->seek(position);
}

std::uint64_t RacePane::position() const
{
    return m_session->position();
}

void RacePane::chooseSolver()
{
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("raceSolverDialog"));
    dialog.setWindowTitle(tr("Solver of Pane %1").arg(m_number));
    auto *chooser = new SolverChooser;
    chooser->setSpecWords(m_specWords);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(chooser);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!setSpecWords(chooser->specWords(), &error))
        emit statusMessage(error, 6000);
}

void RacePane::onReset()
{
    m_wording.reset();
    m_decisions.clear();
    if (m_session->hasRun()) {
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
        m_counters->setRun(&m_session->spec());
        if (m_session->timeline().family() == core::RunFamily::Search)
            m_tree->setTimeline(&m_session->timeline());
    } else {
        m_counters->setRun(nullptr);
        showPuzzle();
    }
    updateTreeSlot();
    showPosition();
    emit changed();
}

void RacePane::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The board's frame no taller than wide: a board centred in a tall frame left wide empty
    // bands above the boards of four panes.
    const int side = std::max(m_frame->minimumHeight(), m_frame->width());
    if (m_frame->maximumHeight() != side)
        m_frame->setMaximumHeight(side);
    // A short pane (a laptop's window) gives its counters' height to the board: the race's
    // table under the panes shows the same counters at the same events (a 190 px board's
    // candidates could not be read).
    const bool roomy = height() >= kCountersPaneHeight;
    if (m_counters->isVisibleTo(this) != roomy)
        m_counters->setVisible(roomy);
    updateTreeSlot();
}

void RacePane::updateTreeSlot()
{
    // The thumbnail only with a search's tree to show (an empty white box before a run), and
    // only where it fits beside the counters (four panes at 1000 px: the counters come first).
    const bool tree
        = m_session->hasRun() && m_session->timeline().family() == core::RunFamily::Search;
    const int room = width() - 8 - m_counters->minimumSizeHint().width() - 6;
    m_treeSlot->setVisible(tree && m_counters->isVisibleTo(this) && room >= m_tree->width());
}

void RacePane::onGrown(std::uint64_t from, std::uint64_t to)
{
    const core::RunTimeline &t = m_session->timeline();
    for (std::uint64_t k = t.findNext(from, m_decisionKinds); k < to;
         k = t.findNext(k + 1, m_decisionKinds))
        m_decisions.push_back(k);
    if (m_tree->timeline())
        m_tree->timelineGrown();
    updateStatus();
    emit changed();
}

void RacePane::showPosition()
{
    updateStatus();
    if (!m_session->hasRun()) {
        m_positionLabel->clear();
        return;
    }
    const RunBoardState state = runBoardState(m_session->timeline(), m_session->spec(),
        m_session->cursor(), m_session->scratchCursor(), false);
    showLabBoardState(*m_model, state);
    if (m_tree->timeline())
        m_tree->setCurrentNode(std::int64_t(m_session->timeline().nodeAt(position())));
    emit changed();
}

void RacePane::updateStatus()
{
    m_counters->showSession(*m_session, m_wording.get());
    const QLocale locale;
    m_positionLabel->setText(m_session->hasRun()
            ? tr("Event %1 of %2")
                  .arg(locale.toString(qulonglong(position())),
                      locale.toString(qulonglong(m_session->eventCount())))
            : QString());
    m_back->setEnabled(position() > 0);
    m_forward->setEnabled(position() < m_session->eventCount());
    // What a screen reader hears of the board: where the pane's run is and how it stands.
    const QString status = CountersPanel::statusText(*m_session, m_wording.get());
    m_view->setAccessibleDescription(m_session->hasRun()
            ? tr("%1; %2", "position; the run's state").arg(m_positionLabel->text(), status)
            : tr("The puzzle before the race; Run All (F5) starts it"));
}

void RacePane::updateTitle()
{
    m_title->setText(tr("%1: %2", "pane number, solver").arg(m_number).arg(solverName()));
    m_title->setToolTip(m_specWords);
    m_view->setAccessibleName(tr("Board of pane %1: %2").arg(m_number).arg(solverName()));
}

void RacePane::retranslateUi()
{
    m_choose->setText(tr("Solver…"));
    m_choose->setToolTip(tr("Choose this pane's solver"));
    m_forward->setText(tr("Step this pane forward"));
    m_forward->setToolTip(tr("This pane alone: one event forward"));
    m_back->setText(tr("Step this pane back"));
    m_back->setToolTip(tr("This pane alone: one event back"));
    m_remove->setText(tr("Remove this pane"));
    m_remove->setToolTip(tr("Take this pane out of the race"));
    if (auto *corner = m_view->findChild<QAbstractButton *>())
        corner->setAccessibleName(tr("Board corner"));
    updateTitle();
    if (m_session->hasRun())
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
    updateStatus();
}

void RacePane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
