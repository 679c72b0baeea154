#include "play/steplistview.h"

#include "common/asyncrunner.h"
#include "logic/pathbuilder.h"
#include "play/game.h"
#include "play/steplistmodel.h"

#include <QEvent>
#include <QTimer>

StepListView::StepListView(Game *game, QWidget *parent)
    : QListView { parent }
    , m_game { game }
    , m_steps { new StepListModel(this) }
    , m_runner { new AsyncRunner(this) }
    , m_timer { new QTimer(this) }
{
    setObjectName(QStringLiteral("stepList"));
    setModel(m_steps);
    setWordWrap(true);
    setAlternatingRowColors(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_steps, &QAbstractItemModel::modelReset, this, &QListView::scrollToTop);

    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &StepListView::refreshSteps);
    connect(m_game, &Game::cellsChanged, this, &StepListView::onBoardChanged);
    connect(m_game, &Game::reset, this, &StepListView::onBoardChanged);

    // The step is copied before it is announced: applying it changes the board, and that
    // empties the list the step lives in.
    connect(this, &QListView::clicked, this, [this](const QModelIndex &index) {
        if (const core::Step *step = m_steps->stepAt(index.row())) {
            const core::Step copy = *step;
            emit stepClicked(copy);
        }
    });
    connect(this, &QListView::activated, this, [this](const QModelIndex &index) {
        if (const core::Step *step = m_steps->stepAt(index.row())) {
            const core::Step copy = *step;
            emit stepActivated(copy);
        }
    });
}

void StepListView::setCellNaming(core::CellNaming naming)
{
    m_steps->setCellNaming(naming);
}

void StepListView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_steps->refresh();
    QListView::changeEvent(event);
}

void StepListView::onBoardChanged()
{
    m_runner->cancel();
    m_steps->setSteps({}, m_game->geometry());
    m_timer->start();
}

void StepListView::refreshSteps()
{
    const core::Board board = m_game->effectiveBoard();
    const core::Geometry *geometry = &m_game->geometry();
    m_runner->cancel();
    if (board.isComplete() || !m_game->wrongEntries().isEmpty()) {
        m_steps->setSteps({}, *geometry);
        return;
    }
    m_runner->start<std::vector<core::Step>>(
        [board](
            const std::atomic<bool> &stop) { return core::availableTutorSteps(board, 10, &stop); },
        [this, geometry](
            std::vector<core::Step> steps) { m_steps->setSteps(std::move(steps), *geometry); });
}
