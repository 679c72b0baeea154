#include "play/drillworkspace.h"

#include "common/asyncrunner.h"
#include "common/settings.h"
#include "drill/drillgenerator.h"
#include "game/game.h"
#include "game/puzzlelibrary.h"
#include "grid/boardframe.h"
#include "grid/boardhighlight.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "wording/drillwording.h"
#include "wording/stepwording.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QShowEvent>
#include <QUndoStack>
#include <QVBoxLayout>

#include <mutex>

// The drill generator, shared with the worker and kept from session to session (what its walks
// found makes the next session's drills come sooner): one request at a time (a cancelled one
// ends soon, at its stop flag, and gives the lock to the next). Only the worker touches it.
struct DrillGeneratorBox
{
    std::mutex mutex;
    std::optional<core::DrillGenerator> generator;
    std::uint64_t session = 0; // the seed of the session it serves
};

namespace {

constexpr int kSessionLength = 10;

struct Prepared
{
    int index = -1;
    core::DrillStatus status = core::DrillStatus::Stopped;
    core::Drill drill;
};

QByteArray resourceBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The bundled collections, then the drill list of the rare techniques (no collection of New
// Game: puzzles found for the techniques no collection's path reaches), with the drill index
// (which puzzle's path reaches which technique, core/drill/drillgenerator.h).
core::DrillSource bundledSource()
{
    core::DrillSource source;
    const auto add = [&source](const core::ParseResult &result) {
        for (const core::Puzzle &p : result.puzzles)
            if (p.board.side() == 9)
                source.puzzles.push_back(p.board.givensOnly());
    };
    for (const PuzzleLibrary::Collection &c : PuzzleLibrary::collections())
        add(PuzzleLibrary::load(c));
    const QByteArray rare = resourceBytes(QStringLiteral(":/puzzles/drill_rare.txt"));
    add(core::parsePuzzles(
        std::string_view(rare.constData(), std::size_t(rare.size())), "drill_rare.txt"));
    const QByteArray index = resourceBytes(QStringLiteral(":/puzzles/drill_index.txt"));
    core::addDrillLeads(source,
        core::parseDrillIndex(std::string_view(index.constData(), std::size_t(index.size()))));
    return source;
}

// The player's board on a drill: values and pencil marks ("values marks,marks,...").
QString boardText(const core::Board &board)
{
    QString values;
    QStringList marks;
    for (int c = 0; c < board.cellCount(); ++c) {
        values += board.value(c) ? QChar::fromLatin1(core::Geometry::symbolChar(board.value(c)))
                                 : QLatin1Char('.');
        marks << QString::number(board.isOpen(c) ? board.candidates(c) : 0, 16);
    }
    return values + QLatin1Char(' ') + marks.join(QLatin1Char(','));
}

// The player's board back on the drill's position (givens kept); nullopt when it does not fit.
std::optional<core::Board> boardFromText(const core::Board &position, const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(' '));
    if (parts.size() != 2 || parts[0].size() != position.cellCount())
        return std::nullopt;
    const QStringList marks = parts[1].split(QLatin1Char(','));
    if (marks.size() != position.cellCount())
        return std::nullopt;
    core::Board board = position;
    for (int c = 0; c < position.cellCount(); ++c) {
        const char ch = parts[0][c].toLatin1();
        const int v = ch == '.' ? 0 : position.geometry().symbolFromChar(ch);
        if (position.isGiven(c)) {
            if (v != position.value(c))
                return std::nullopt;
            continue;
        }
        board.setValue(c, v);
        bool ok = false;
        board.setCandidates(c, marks[c].toUInt(&ok, 16));
        if (!ok)
            return std::nullopt;
    }
    return board;
}

} // namespace

DrillWorkspace::DrillWorkspace(Settings *settings, QWidget *parent)
    : QWidget { parent }
    , m_settings { settings }
    , m_game { new Game(this) }
    , m_model { new GridModel(this) }
    , m_view { new GridView }
    , m_session { nullptr }
    , m_runner { new AsyncRunner(this) }
    , m_box { std::make_shared<DrillGeneratorBox>() }
{
    setObjectName(QStringLiteral("drillWorkspace"));
    m_game->setObjectName(QStringLiteral("drillGame"));
    m_game->setClockHeld(true);
    m_model->setBoard(m_game->board());
    connect(m_game, &Game::reset, m_model, [this] { m_model->setBoard(m_game->board()); });
    connect(m_game, &Game::cellsChanged, m_model,
        [this](const QVector<int> &cells) { m_model->updateCells(m_game->board(), cells); });
    m_session = new HintSession(m_game, this);
    m_view->setGridModel(m_model);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(16);
    layout->addWidget(new BoardFrame(m_view), 10);

    auto *side = new QWidget;
    side->setObjectName(QStringLiteral("drillPanel"));
    side->setMinimumWidth(240);
    side->setMaximumWidth(520);
    // The panel scrolls when its text is taller than the window: a word-wrapped label squeezed
    // below its heightForWidth would clip its last lines. The resizable scroll area gives the
    // panel at least its heightForWidth at the width it has.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("drillPanelScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int bar = scroll->verticalScrollBar()->sizeHint().width();
    scroll->setMinimumWidth(240 + bar);
    scroll->setMaximumWidth(520 + bar);
    auto *panel = new QVBoxLayout(side);
    panel->setContentsMargins(0, 0, 0, 0);
    auto *startRow = new QHBoxLayout;
    m_choice = new QComboBox;
    m_choice->setObjectName(QStringLiteral("drillChoice"));
    m_start = new QPushButton;
    m_start->setObjectName(QStringLiteral("drillStartButton"));
    startRow->addWidget(m_choice, 1);
    startRow->addWidget(m_start);
    panel->addLayout(startRow);
    m_heading = new QLabel;
    m_heading->setObjectName(QStringLiteral("drillHeading"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    panel->addWidget(m_heading);
    m_task = new QLabel;
    m_task->setObjectName(QStringLiteral("drillTask"));
    m_task->setWordWrap(true);
    panel->addWidget(m_task);
    auto *buttons = new QHBoxLayout;
    m_check = new QPushButton;
    m_check->setObjectName(QStringLiteral("drillCheckButton"));
    m_next = new QPushButton;
    m_next->setObjectName(QStringLiteral("drillNextButton"));
    m_cancel = new QPushButton;
    m_cancel->setObjectName(QStringLiteral("drillCancelButton"));
    buttons->addWidget(m_check);
    buttons->addWidget(m_next);
    buttons->addWidget(m_cancel);
    panel->addLayout(buttons);
    m_verdict = new QLabel;
    m_verdict->setObjectName(QStringLiteral("drillVerdict"));
    QFont verdictFont = m_verdict->font();
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    panel->addWidget(m_verdict);
    m_judgement = new QLabel;
    m_judgement->setObjectName(QStringLiteral("drillJudgement"));
    m_judgement->setWordWrap(true);
    m_judgement->setTextInteractionFlags(Qt::TextSelectableByMouse);
    panel->addWidget(m_judgement);
    m_hints = new HintPanel(m_session);
    panel->addWidget(m_hints);
    m_progress = new QLabel;
    m_progress->setObjectName(QStringLiteral("drillProgress"));
    m_progress->setWordWrap(true);
    panel->addWidget(m_progress);
    panel->addStretch(1);
    scroll->setWidget(side);
    layout->addWidget(scroll, 1);

    // The normal keys: a digit places, Shift+digit toggles a pencil mark, Delete erases, Ctrl+Z
    // undoes (on the drill's own game).
    connect(m_view, &GridView::symbolTyped, this, &DrillWorkspace::onSymbol);
    connect(m_view, &GridView::candidateToggleRequested, this,
        [this](int cell, int symbol) { m_game->toggleCandidate({ cell }, symbol); });
    connect(
        m_view, &GridView::eraseRequested, this, [this] { m_game->erase(m_view->targetCells()); });
    connect(
        m_view, &GridView::eraseCellRequested, this, [this](int cell) { m_game->erase({ cell }); });
    auto *undo = new QAction(this);
    undo->setObjectName(QStringLiteral("drillUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(undo, &QAction::triggered, m_game->undoStack(), &QUndoStack::undo);
    addAction(undo);
    auto *redo = new QAction(this);
    redo->setShortcut(QKeySequence::Redo);
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(redo, &QAction::triggered, m_game->undoStack(), &QUndoStack::redo);
    addAction(redo);

    connect(m_start, &QPushButton::clicked, this, &DrillWorkspace::startChosen);
    connect(m_check, &QPushButton::clicked, this, &DrillWorkspace::check);
    connect(m_next, &QPushButton::clicked, this, &DrillWorkspace::nextDrill);
    connect(m_cancel, &QPushButton::clicked, this, &DrillWorkspace::cancelPreparation);
    connect(m_session, &HintSession::hintReady, this, &DrillWorkspace::onHint);
    connect(m_session, &HintSession::cleared, m_model, &GridModel::clearHighlight);
    connect(m_session, &HintSession::stepApplied, m_model, [this](const core::Step &step) {
        m_model->setApplied(AppliedGhost::fromStep(step, m_game->geometry()));
    });
    // The board keeps the player's work: saved after every move.
    connect(m_game, &Game::cellsChanged, this, [this] {
        m_lastVerdict.reset();
        save();
    });

    if (m_settings) {
        if (const auto record
            = core::DrillRecord::fromText(m_settings->drillRecord().toStdString()))
            m_record = *record;
    }
    retranslateUi();
    updateUi();
}

DrillWorkspace::~DrillWorkspace() = default;

std::vector<core::Technique> DrillWorkspace::starterPool()
{
    return { core::Technique::HiddenSingle, core::Technique::NakedSingle, core::Technique::Pointing,
        core::Technique::Claiming, core::Technique::NakedPair };
}

QString DrillWorkspace::verdictText() const
{
    return m_verdict->text();
}

QString DrillWorkspace::judgementText() const
{
    return m_judgement->text();
}

void DrillWorkspace::startChosen()
{
    const QVariant data = m_choice->currentData();
    if (!data.isValid() || data.toInt() < 0)
        startSession(std::nullopt);
    else
        startSession(static_cast<core::Technique>(data.toInt()));
}

void DrillWorkspace::startSession(std::optional<core::Technique> technique)
{
    m_runner->cancel();
    // The chooser shows what is drilled.
    const int at = m_choice->findData(technique ? int(*technique) : -1);
    if (at >= 0)
        m_choice->setCurrentIndex(at);
    const quint64 seed = m_seed ? m_seed : QRandomGenerator::global()->generate64() | 1;
    if (technique) {
        m_plan = core::DrillSession::single(*technique, kSessionLength, seed);
    } else {
        std::vector<core::Technique> pool = m_record.practised();
        for (core::Technique t : starterPool())
            if (pool.size() < 4 && std::find(pool.begin(), pool.end(), t) == pool.end())
                pool.push_back(t);
        m_plan = core::DrillSession::mix(m_record, pool, kSessionLength, seed);
    }
    m_drill.reset();
    m_prepared.reset();
    m_preparedIndex = -1;
    setJudgement({}, {});
    prepare(0, true);
    updateUi();
    save();
}

void DrillWorkspace::prepare(int index, bool waiting)
{
    if (index < 0 || index >= int(m_plan.items.size()) || !m_box)
        return;
    m_preparing = index;
    m_waiting = waiting;
    const core::Technique technique = m_plan.items[std::size_t(index)].technique;
    const std::shared_ptr<DrillGeneratorBox> box = m_box;
    const std::uint64_t seed = m_plan.seed;
    // The session's drills so far (a restored session's among them): never offered again.
    std::vector<std::uint64_t> seen;
    for (const core::DrillSessionItem &item : m_plan.items)
        if (item.key)
            seen.push_back(item.key);
    if (m_drill)
        seen.push_back(m_drill->key);
    m_runner->start<Prepared>(
        [box, technique, index, seed, seen](const std::atomic<bool> &stop) {
            const std::lock_guard lock(box->mutex);
            Prepared out;
            out.index = index;
            if (!box->generator) {
                if (stop)
                    return out;
                box->generator.emplace(bundledSource(), seed);
                box->session = seed;
            } else if (box->session != seed) {
                box->generator->newSession(seed);
                box->session = seed;
            }
            for (std::uint64_t key : seen)
                box->generator->markSeen(key);
            out.status = box->generator->next(technique, out.drill, &stop);
            return out;
        },
        [this](Prepared p) {
            m_preparing = -1;
            const bool waited = m_waiting;
            m_waiting = false;
            if (p.status == core::DrillStatus::NotFound) {
                const QString name
                    = StepWording::techniqueName(m_plan.items[std::size_t(p.index)].technique);
                emit statusMessage(
                    tr("No fresh drill of %1 in the bundled puzzles; skipped.").arg(name), 6000);
                m_plan.items.erase(m_plan.items.begin() + p.index);
                if (p.index == m_plan.current && !m_plan.finished())
                    prepare(m_plan.current, true);
                updateUi();
                save();
                return;
            }
            if (p.status == core::DrillStatus::Stopped) {
                updateUi();
                return;
            }
            if ((waited || !m_drill) && p.index == m_plan.current) {
                showDrill(p.drill);
                prepare(p.index + 1, false);
            } else {
                m_prepared = std::move(p.drill);
                m_preparedIndex = p.index;
            }
            updateUi();
        });
    updateUi();
}

void DrillWorkspace::warmUp()
{
    // The bundled lists' paths walked in the background while the player chooses: the first
    // drill of any technique then comes at once. A session's request cancels it (what it walked
    // is kept).
    const std::shared_ptr<DrillGeneratorBox> box = m_box;
    m_runner->start<bool>(
        [box](const std::atomic<bool> &stop) {
            const std::lock_guard lock(box->mutex);
            if (!box->generator) {
                box->generator.emplace(bundledSource(), 1);
                box->session = 1;
            }
            return box->generator->walkAll(&stop);
        },
        [](bool) {});
}

void DrillWorkspace::showDrill(const core::Drill &drill, const core::Board *player)
{
    m_drill = drill;
    m_plan.items[std::size_t(m_plan.current)].key = drill.key;
    core::Puzzle puzzle;
    puzzle.board = player ? *player : drill.position;
    puzzle.solution = drill.solution;
    puzzle.status = core::SolutionStatus::Unique;
    m_game->start(puzzle, tr("Drill"));
    m_model->clearHighlight();
    if (!player) {
        m_usedWhere = m_usedShow = m_failedCheck = m_recorded = false;
        setJudgement({}, {});
    }
    m_lastVerdict.reset();
    m_view->setFocus();
    if (m_model->selectedCell() < 0)
        m_model->setSelectedCell(0);
    updateUi();
    save();
    emit drillShown();
}

void DrillWorkspace::onSymbol(int symbol, bool shifted)
{
    const QVector<int> cells = m_view->targetCells();
    if (cells.isEmpty() || !m_drill)
        return;
    if (shifted || cells.size() > 1)
        m_game->toggleCandidate(cells, symbol);
    else
        m_game->enterDigit(cells, symbol);
}

void DrillWorkspace::check()
{
    if (!m_drill)
        return;
    const core::DrillAnswer answer = core::answerOf(m_drill->position, m_game->board());
    const core::Judgement j = core::judgeAnswer(*m_drill, answer);
    const DrillWording words(m_game->geometry(), m_model->cellNaming());
    setJudgement(DrillWording::verdictTitle(j.verdict), words.judgement(*m_drill, j));
    m_lastVerdict = j.verdict;
    if (j.verdict == core::DrillVerdict::Right) {
        if (!m_recorded) {
            recordOutcome(m_usedShow                 ? core::DrillOutcome::AfterShow
                    : (m_usedWhere || m_failedCheck) ? core::DrillOutcome::AfterWhere
                                                     : core::DrillOutcome::FoundAlone);
        }
    } else if (j.verdict != core::DrillVerdict::Nothing) {
        m_failedCheck = true;
    }
    // Judged positions are not hinted any more from the old state.
    const QVector<int> wrong = [&] {
        QVector<int> cells;
        for (const core::UnjustifiedChange &u : j.unjustified)
            if (!cells.contains(u.cell))
                cells << u.cell;
        return cells;
    }();
    m_model->markWrong(wrong);
    updateUi();
    save();
}

void DrillWorkspace::onHint(int level)
{
    if (!m_drill)
        return;
    if (level == 1)
        m_usedWhere = true;
    else if (level == 2)
        m_usedShow = true;
    else if (level >= 3 && !m_recorded)
        recordOutcome(core::DrillOutcome::Missed);
    showHintOnBoard();
    save();
}

void DrillWorkspace::showHintOnBoard()
{
    const HintSession &s = *m_session;
    if (s.kind() != HintSession::Kind::Step || s.isApplied() || !s.step())
        return;
    if (s.level() == 1) {
        const StepWording words(m_game->geometry(), m_model->cellNaming());
        m_model->setHighlight(BoardHighlight::whereToLook(words.whereUnits(*s.step()),
            words.whereCells(*s.step()), words.whereDigits(*s.step()),
            s.position() ? *s.position() : m_game->effectiveBoard()));
    } else {
        m_model->setHighlight(s.position()
                ? BoardHighlight::fromStep(*s.step(), *s.position())
                : BoardHighlight::fromStep(*s.step(), m_game->geometry()));
    }
}

void DrillWorkspace::recordOutcome(core::DrillOutcome outcome)
{
    if (!m_drill || m_recorded)
        return;
    m_recorded = true;
    m_record.add(m_drill->technique, outcome);
    if (m_plan.current < int(m_plan.items.size()))
        m_plan.items[std::size_t(m_plan.current)].outcome = outcome;
    emit recordChanged();
    emit statusMessage(tr("%1: %2").arg(StepWording::techniqueName(m_drill->technique),
                           DrillWording::outcomeName(outcome)),
        5000);
    updateUi();
    save();
}

void DrillWorkspace::nextDrill()
{
    if (!hasSession() || m_plan.finished())
        return;
    if (!m_drill) {
        // Nothing shown (its preparation was cancelled): the same drill again.
        if (m_preparing != m_plan.current)
            prepare(m_plan.current, true);
        m_waiting = true;
        updateUi();
        return;
    }
    if (!m_recorded)
        recordOutcome(core::DrillOutcome::Missed);
    ++m_plan.current;
    m_drill.reset();
    setJudgement({}, {});
    if (m_plan.finished()) {
        m_runner->cancel();
        m_preparing = -1;
        updateUi();
        save();
        return;
    }
    if (m_prepared && m_preparedIndex == m_plan.current) {
        const core::Drill next = *m_prepared;
        m_prepared.reset();
        showDrill(next);
        prepare(m_plan.current + 1, false);
    } else if (m_preparing == m_plan.current) {
        m_waiting = true; // the worker is on it already: its answer is shown when it comes
    } else {
        prepare(m_plan.current, true);
    }
    updateUi();
}

void DrillWorkspace::cancelPreparation()
{
    m_runner->cancel();
    m_preparing = -1;
    m_waiting = false;
    emit statusMessage(tr("Preparing the drill was cancelled."), 4000);
    updateUi();
}

void DrillWorkspace::setJudgement(const QString &title, const QString &text)
{
    m_verdict->setText(title);
    m_judgement->setText(text);
    m_verdict->setVisible(!title.isEmpty());
    m_judgement->setVisible(!text.isEmpty());
}

void DrillWorkspace::updateUi()
{
    const bool active = m_drill.has_value();
    m_check->setEnabled(active);
    m_hints->setEnabled(active);
    m_next->setEnabled(hasSession() && !m_plan.finished() && (active || !m_waiting));
    m_cancel->setVisible(m_preparing >= 0 && m_waiting);
    m_view->setEnabled(active);
    if (!hasSession()) {
        m_heading->setText(tr("Drills"));
        m_task->setText(tr("A drill is a position where one technique is the next step. Choose a "
                           "technique, or a mix chosen from your record, and start."));
    } else if (m_plan.finished()) {
        int alone = 0;
        for (const core::DrillSessionItem &item : m_plan.items)
            alone += item.outcome == core::DrillOutcome::FoundAlone;
        m_heading->setText(tr("Session done"));
        m_task->setText(tr("You found %1 of %n drill(s) alone. Start another session, or look "
                           "at your record (Practice ▸ Record).",
            nullptr, int(m_plan.items.size()))
                            .arg(alone));
    } else {
        const core::Technique t = m_plan.items[std::size_t(m_plan.current)].technique;
        m_heading->setText(tr("Drill %1 of %2: %3")
                               .arg(m_plan.current + 1)
                               .arg(m_plan.items.size())
                               .arg(StepWording::techniqueName(t)));
        if (m_drill)
            m_task->setText(DrillWording(m_game->geometry(), m_model->cellNaming()).task(*m_drill));
        else if (m_waiting)
            m_task->setText(tr("Preparing a position where the %1 is the next step…")
                                .arg(StepWording::techniqueName(t)));
        else
            m_task->setText(tr("Not prepared. Press Next drill to try again."));
    }
    QStringList progress;
    for (std::size_t i = 0; i < m_plan.items.size(); ++i) {
        const auto &item = m_plan.items[i];
        QString mark = item.outcome
            ? DrillWording::outcomeStrip({ *item.outcome }, 1)
            : (int(i) == m_plan.current ? QStringLiteral("▸") : QStringLiteral("·"));
        progress << mark;
    }
    m_progress->setText(progress.join(QLatin1Char(' ')));
    m_progress->setToolTip(tr("● found alone, ◑ after Where?, ○ after Show, × missed"));
}

void DrillWorkspace::save()
{
    if (!m_settings || !m_persistent)
        return;
    m_settings->setDrillRecord(QString::fromStdString(m_record.toText()));
    QStringList state;
    if (hasSession()) {
        state << QString::fromStdString(m_plan.toText());
        if (m_drill) {
            state << QString::fromStdString(core::drillToText(*m_drill))
                  << boardText(m_game->board())
                  << QStringLiteral("%1 %2 %3 %4")
                         .arg(int(m_usedWhere))
                         .arg(int(m_usedShow))
                         .arg(int(m_failedCheck))
                         .arg(int(m_recorded));
        }
    }
    m_settings->setDrillState(state);
}

bool DrillWorkspace::restore()
{
    if (!m_settings || !m_persistent)
        return false;
    const QStringList state = m_settings->drillState();
    if (state.isEmpty())
        return false;
    const auto plan = core::DrillSession::fromText(state[0].toStdString());
    if (!plan)
        return false;
    m_runner->cancel();
    m_plan = *plan;
    m_drill.reset();
    m_prepared.reset();
    if (m_plan.finished()) {
        updateUi();
        return true;
    }
    std::optional<core::Drill> drill;
    std::optional<core::Board> player;
    if (state.size() >= 4) {
        drill = core::drillFromText(state[1].toStdString());
        if (drill)
            player = boardFromText(drill->position, state[2]);
    }
    if (drill && player) {
        const QStringList flags = state[3].split(QLatin1Char(' '));
        m_usedWhere = flags.value(0) == QLatin1String("1");
        m_usedShow = flags.value(1) == QLatin1String("1");
        m_failedCheck = flags.value(2) == QLatin1String("1");
        m_recorded = flags.value(3) == QLatin1String("1");
        showDrill(*drill, &*player);
        prepare(m_plan.current + 1, false);
    } else {
        prepare(m_plan.current, true);
    }
    updateUi();
    return true;
}

void DrillWorkspace::showEvent(QShowEvent *event)
{
    // The session of the last run comes back the first time the mode is shown (Game ▸ Drill,
    // Ctrl+5 or the Mode menu), not at the start: its worker does not slow the program's start.
    if (!m_triedRestore) {
        m_triedRestore = true;
        if (!hasSession() && !restore())
            warmUp();
    }
    QWidget::showEvent(event);
}

void DrillWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateUi();
    }
    QWidget::changeEvent(event);
}

void DrillWorkspace::retranslateUi()
{
    setWindowTitle(tr("Drill"));
    const QVariant chosen = m_choice->currentData();
    m_choice->clear();
    m_choice->addItem(tr("Mix from my record"), -1);
    for (core::Technique t : core::drillTechniques())
        m_choice->addItem(StepWording::techniqueName(t), int(t));
    const int at = m_choice->findData(chosen);
    m_choice->setCurrentIndex(at < 0 ? 0 : at);
    m_choice->setAccessibleName(tr("Technique to drill"));
    m_start->setText(tr("Start"));
    m_start->setToolTip(tr("A session of ten drills"));
    m_check->setText(tr("Check"));
    m_check->setToolTip(tr("Judge the step you made on the board"));
    m_next->setText(tr("Next drill"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop preparing the drill"));
    m_view->setAccessibleName(tr("Drill board"));
    m_view->setAccessibleDescription(
        tr("Digits place, Shift+digit removes a candidate, Ctrl+Z undoes"));
    m_judgement->setAccessibleName(tr("Judgement"));
    m_progress->setAccessibleName(tr("Session progress"));
}
