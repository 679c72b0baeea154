#include "play/playworkspace.h"

#include "game/game.h"
#include "game/puzzlepicker.h"
#include "grid/chainstepbar.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "play/completiondialog.h"
#include "play/difficultypanel.h"
#include "play/digitpad.h"
#include "play/gameactions.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/historyview.h"
#include "play/puzzleinfo.h"
#include "play/steplistview.h"
#include "wording/stepwording.h"

#include <QAbstractButton>
#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QResizeEvent>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

PlayWorkspace::PlayWorkspace(Game *game, GameActions *actions, QWidget *parent)
    : QWidget { parent }
    , m_game { game }
    , m_actions { actions }
    , m_pencil { actions->pencilModeAction() }
    , m_erase { actions->eraseAction() }
    , m_model { new GridModel(this) }
    , m_view { new GridView }
{
    setObjectName(QStringLiteral("playWorkspace"));
    // The board model knows no game: it is handed the game's board, and after a move the cells
    // that changed. Connected first, so that whoever else follows the game finds the board
    // shown up to date.
    m_model->setBoard(m_game->board());
    connect(m_game, &Game::reset, m_model, [this] { m_model->setBoard(m_game->board()); });
    connect(m_game, &Game::cellsChanged, m_model,
        [this](const QVector<int> &cells) { m_model->updateCells(m_game->board(), cells); });
    // The hint follows the game after the board does.
    m_session = new HintSession(m_game, this);
    m_view->setGridModel(m_model);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(16);
    // The board is a square as tall as the workspace (resizeEvent() caps its width at that);
    // the panel takes the width beside it. Their stretch lets the board grow first.
    m_boardFrame = new BoardFrame(m_view);
    layout->addWidget(m_boardFrame, 10);
    m_side = createSidePanel();
    layout->addWidget(m_side, 1);

    connect(m_game, &Game::reset, this, [this] {
        const core::Geometry &g = m_game->geometry();
        m_pad->setShape(g.boxRows(), g.boxCols());
        m_pad->setFilterDigit(m_model->filterDigit());
        updateCounts();
    });
    connect(m_game, &Game::cellsChanged, this, &PlayWorkspace::updateCounts);
    // The panel says which cells the next digit goes to (several after Shift+arrows).
    const auto showSelection = [this] { m_info->setSelectedCells(m_view->targetCells()); };
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, showSelection);
    connect(m_model, &GridModel::selectedCellChanged, this, showSelection);
    connect(m_pad, &DigitPad::filterRequested, this, &PlayWorkspace::toggleFilterDigit);
    connect(m_model, &GridModel::filterDigitChanged, m_pad, &DigitPad::setFilterDigit);
    connect(m_game, &Game::completed, this, &PlayWorkspace::onCompleted);
    connect(m_view, &GridView::symbolTyped, this, &PlayWorkspace::onSymbol);
    connect(m_pad, &DigitPad::symbolClicked, this, [this](int s) { onSymbol(s, false); });
    connect(m_view, &GridView::eraseRequested, m_erase, &QAction::trigger);
    connect(m_view, &GridView::modeToggleRequested, m_pencil, &QAction::toggle);
    connect(m_erase, &QAction::triggered, this, [this] { m_game->erase(m_view->targetCells()); });
    connect(m_view, &GridView::candidateToggleRequested, this,
        [this](int cell, int symbol) { m_game->toggleCandidate({ cell }, symbol); });
    connect(
        m_view, &GridView::eraseCellRequested, this, [this](int cell) { m_game->erase({ cell }); });

    // The difficulty figures follow the board (the puzzle's off the GUI thread).
    connect(m_game, &Game::reset, this, [this] {
        m_difficulty->setPuzzle(m_game->board());
        m_difficulty->setPosition(m_game->board());
    });
    connect(
        m_game, &Game::cellsChanged, this, [this] { m_difficulty->setPosition(m_game->board()); });
    // The hint: the list's steps go through the session too; the board shows what it holds.
    connect(m_steps, &StepListView::stepClicked, m_session, &HintSession::showStep);
    connect(m_steps, &StepListView::stepActivated, m_session, &HintSession::applyListedStep);
    connect(m_session, &HintSession::hintReady, this, &PlayWorkspace::showHintOnBoard);
    connect(m_session, &HintSession::cleared, m_model, &GridModel::clearHighlight);
    // What a step changed stays visible (ghosted) until the next move.
    connect(m_session, &HintSession::stepApplied, m_model, [this](const core::Step &step) {
        m_model->setApplied(AppliedGhost::fromStep(step, m_game->geometry()));
    });
    connect(
        m_hints, &HintPanel::techniqueHelpRequested, this, &PlayWorkspace::techniqueHelpRequested);
    connect(m_steps, &StepListView::techniqueHelpRequested, this,
        &PlayWorkspace::techniqueHelpRequested);
    // Each of the start's hints after the one before it is shown (queued: never inside the
    // session's own signal).
    connect(m_session, &HintSession::hintReady, this, [this] {
        if (m_starting)
            QMetaObject::invokeMethod(this, &PlayWorkspace::continueStart, Qt::QueuedConnection);
    });
    connectActions();
    retranslateUi();
}

bool PlayWorkspace::applyOptions(const PlayOptions &options)
{
    if (options.select.isEmpty())
        return true;
    const auto cell = m_game->geometry().parseCellName(options.select.toStdString());
    if (cell)
        m_model->setSelectedCell(*cell);
    return cell.has_value();
}

void PlayWorkspace::settleOptions(const PlayOptions &options)
{
    m_starting = options;
    if (options.pencilMarks)
        m_game->fillAllCandidates();
    continueStart();
}

void PlayWorkspace::continueStart()
{
    if (!m_starting)
        return;
    if (m_starting->steps > 0) {
        --m_starting->steps;
        m_session->request(3);
        return;
    }
    if (m_starting->hint > 0) {
        m_session->request(std::exchange(m_starting->hint, 0));
        return;
    }
    for (int i = std::exchange(m_starting->chainStep, 0); i > 0; --i)
        m_hints->stepper()->next();
    for (int i = 0; i < m_tabs->count(); ++i)
        if (!m_starting->tab.isEmpty() && m_tabs->widget(i)->objectName() == m_starting->tab)
            m_tabs->setCurrentIndex(i);
    m_starting.reset();
    emit settled();
}

void PlayWorkspace::connectActions()
{
    const GameActions *a = m_actions;
    // Hints, check, reveal: their shortcuts belong to the workspace, so they work while the
    // board has focus (and through the menus) and sleep in other modes.
    connect(a, &GameActions::hintRequested, m_session, &HintSession::request);
    connect(a->checkAction(), &QAction::triggered, this, &PlayWorkspace::check);
    connect(a->revealAction(), &QAction::triggered, this, &PlayWorkspace::revealSelected);
    addActions({ a->checkAction(), a->revealAction(), a->hintAction(1), a->hintAction(2),
        a->hintAction(3) });
    // The candidate filter, and its check mark following the digit shown.
    connect(a, &GameActions::filterRequested, this, &PlayWorkspace::toggleFilterDigit);
    connect(m_model, &GridModel::filterDigitChanged, a, &GameActions::setFilterDigit);
    // The view options, as saved.
    connect(a->showTimerAction(), &QAction::toggled, this, &PlayWorkspace::setClockVisible);
    connect(a->highlightPeersAction(), &QAction::toggled, this, &PlayWorkspace::setHighlightPeers);
    connect(a->highlightSameDigitAction(), &QAction::toggled, this,
        &PlayWorkspace::setHighlightSameDigit);
    setClockVisible(a->showTimerAction()->isChecked());
    setHighlightPeers(a->highlightPeersAction()->isChecked());
    setHighlightSameDigit(a->highlightSameDigitAction()->isChecked());
}

CompletionDialog *PlayWorkspace::completionBox() const
{
    return m_completionBox;
}

QWidget *PlayWorkspace::createSidePanel()
{
    auto *side = new QWidget;
    side->setObjectName(QStringLiteral("sidePanel"));
    side->setMinimumWidth(kMinPanelWidth);
    side->setMaximumWidth(kMaxPanelWidth);
    side->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    m_info = new PuzzleInfo(m_game, m_model);
    layout->addWidget(m_info);
    m_pad = new DigitPad(m_pencil, m_erase);
    layout->addWidget(m_pad);
    m_hints = new HintPanel(m_session);
    layout->addWidget(m_hints);
    // Escape on Show's chain stepper gives the keyboard back to the board.
    connect(m_hints->stepper(), &ChainStepBar::leaveRequested, this,
        [this] { m_view->setFocus(Qt::OtherFocusReason); });
    // Show's chain stepper draws its frame on the board.
    connect(m_hints->stepper(), &ChainStepBar::frameChanged, this, [this] {
        if (m_hints->stepper()->isWalkable() && m_session->level() == 2 && !m_session->isApplied()
            && m_session->kind() == HintSession::Kind::Step)
            m_model->setHighlight(m_hints->stepper()->highlight());
    });

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("sideTabs"));
    m_history = new HistoryView(m_game->undoStack());
    m_steps = new StepListView(m_game);
    m_difficulty = new DifficultyPanel;
    // History first: the list of steps gives answers away, so it waits until it is asked for.
    m_tabs->addTab(m_history, QString());
    m_tabs->addTab(m_steps, QString());
    m_tabs->addTab(m_difficulty, QString());
    layout->addWidget(m_tabs, 1);
    return side;
}

bool PlayWorkspace::pencilMode() const
{
    return m_pencil->isChecked();
}

void PlayWorkspace::setCellNaming(core::CellNaming naming)
{
    m_model->setCellNaming(naming);
    m_session->setCellNaming(naming);
    m_steps->setCellNaming(naming);
    m_game->setCellNaming(naming);
    m_info->refresh();
}

void PlayWorkspace::setClockVisible(bool on)
{
    m_info->setClockVisible(on);
}

void PlayWorkspace::setHighlightPeers(bool on)
{
    m_model->setHighlightPeers(on);
}

void PlayWorkspace::setHighlightSameDigit(bool on)
{
    m_model->setHighlightSameDigit(on);
}

void PlayWorkspace::resizeEvent(QResizeEvent *event)
{
    fitBoard(event->size().height());
    QWidget::resizeEvent(event);
}

void PlayWorkspace::fitBoard(int height)
{
    // The board needs no more width than its height: the rest goes to the panel (no dead space
    // between them). A maximum, not a fixed width, so the window can still shrink. Without the
    // panel the board is centred in the whole width.
    const QMargins m = layout()->contentsMargins();
    m_boardFrame->setMaximumWidth(m_side->isHidden()
            ? QWIDGETSIZE_MAX
            : qMax(m_boardFrame->minimumSizeHint().width(), height - m.top() - m.bottom()));
}

void PlayWorkspace::setSidePanelVisible(bool on)
{
    m_side->setVisible(on);
    fitBoard(height());
}

void PlayWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlayWorkspace::retranslateUi()
{
    setWindowTitle(tr("Play"));
    m_tabs->setTabText(m_tabs->indexOf(m_steps), tr("Steps"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_steps),
        tr("Every step that applies now; click one to see it, double-click to apply it"));
    m_tabs->setTabText(m_tabs->indexOf(m_history), tr("History"));
    m_tabs->setTabText(m_tabs->indexOf(m_difficulty), tr("Difficulty"));
    m_history->setEmptyLabel(tr("New game"));
    // What a screen reader says for each view (the board's cells speak for themselves).
    m_view->setAccessibleName(tr("Board"));
    m_view->setAccessibleDescription(
        tr("Arrows move, digits enter, Shift+digit marks a candidate, Shift+arrows select more "
           "cells"));
    m_history->setAccessibleName(tr("History of moves"));
    m_steps->setAccessibleName(tr("Steps that apply now"));
    m_tabs->setAccessibleName(tr("Side panel tabs"));
    m_tabs->tabBar()->setAccessibleName(tr("Side panel tabs"));
    // The board's corner button (above the row names) selects every cell.
    if (auto *corner = m_view->findChild<QAbstractButton *>())
        corner->setAccessibleName(tr("Select every cell"));
}

void PlayWorkspace::onSymbol(int symbol, bool shifted)
{
    const QVector<int> cells = m_view->targetCells();
    if (cells.isEmpty())
        return;
    // Several selected cells always take pencil marks; one cell takes a digit unless in pencil
    // mode or Shift is held.
    if (shifted || pencilMode() || cells.size() > 1)
        m_game->toggleCandidate(cells, symbol);
    else
        m_game->enterDigit(cells, symbol);
}

void PlayWorkspace::showHintOnBoard()
{
    const HintSession &s = *m_session;
    switch (s.kind()) {
    case HintSession::Kind::WrongDigit:
        m_model->setSelectedCell(s.problemCell());
        // Marked until it is removed (Apply removes it: nothing left marked).
        m_model->markWrong(s.isApplied() ? QVector<int>() : QVector<int> { s.problemCell() });
        break;
    case HintSession::Kind::MissingCandidate:
        m_model->setSelectedCell(s.problemCell());
        break;
    case HintSession::Kind::Step:
        // Level 3: stepApplied() shows what changed.
        if (s.isApplied())
            break;
        if (s.level() == 1) {
            const StepWording words(m_game->geometry(), m_model->cellNaming());
            m_model->setHighlight(BoardHighlight::whereToLook(words.whereUnits(*s.step()),
                words.whereCells(*s.step()), words.whereDigits(*s.step()),
                s.position() ? *s.position() : m_game->effectiveBoard()));
        } else if (m_hints->stepper()->isWalkable()) {
            // A chain, link by link: ← / → on the stepper (a long chain starts at its first
            // link, and the stepper takes the keyboard for it).
            m_model->setHighlight(m_hints->stepper()->highlight());
            if (ChainWalk::walksFromStart(s.step()->technique))
                m_hints->stepper()->setFocus(Qt::OtherFocusReason);
        } else
            m_model->setHighlight(s.position()
                    ? BoardHighlight::fromStep(*s.step(), *s.position())
                    : BoardHighlight::fromStep(*s.step(), m_game->geometry()));
        break;
    default:
        break;
    }
}

void PlayWorkspace::toggleFilterDigit(int symbol)
{
    m_model->setFilterDigit(symbol == m_model->filterDigit() ? 0 : symbol);
}

void PlayWorkspace::updateCounts()
{
    const core::Board &b = m_game->board();
    QVector<int> placed(b.side() + 1, 0);
    for (int c = 0; c < b.cellCount(); ++c)
        if (b.value(c) > 0 && b.value(c) <= b.side())
            ++placed[b.value(c)];
    m_pad->setCounts(placed);
}

void PlayWorkspace::check()
{
    const QVector<int> wrong = m_game->wrongEntries();
    m_model->markWrong(wrong);
    if (!m_game->hasSolution())
        emit statusMessage(tr("This puzzle has no single solution to check against."), 5000);
    else if (wrong.isEmpty())
        emit statusMessage(tr("No mistakes so far."), 5000);
    else
        emit statusMessage(
            tr("%n digit(s) do not agree with the solution.", nullptr, int(wrong.size())), 5000);
}

void PlayWorkspace::revealSelected()
{
    const int cell = m_model->selectedCell();
    if (cell < 0) {
        emit statusMessage(tr("Select a cell to reveal."), 4000);
        return;
    }
    if (!m_game->revealCell(cell))
        emit statusMessage(tr("Nothing to reveal there."), 4000);
}

void PlayWorkspace::onCompleted()
{
    emit statusMessage(tr("Solved in %1.").arg(PuzzleInfo::formatTime(m_game->elapsedMs())), 0);
    if (m_completionBox)
        m_completionBox->close();
    const bool hasNext = PuzzlePicker::next(m_game->origin(), m_game->index()).has_value();
    m_completionBox = new CompletionDialog(*m_game, hasNext, this);
    m_completionBox->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_completionBox, &CompletionDialog::newGameRequested, this, [this] {
        const DifficultyPanel::Figures &f = m_difficulty->figures();
        emit newGameRequested(int(f.valid ? f.human.level : core::Level::Easy));
    });
    connect(m_completionBox, &CompletionDialog::nextPuzzleRequested, this,
        &PlayWorkspace::nextPuzzleRequested);
    m_completionBox->open();
}
