#include "play/steplistview.h"

#include "common/asyncrunner.h"
#include "game/game.h"
#include "logic/tutorengine.h"
#include "play/steplistmodel.h"
#include "wording/stepwording.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QMenu>
#include <QPainter>
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

QString StepListView::emptyText() const
{
    switch (m_empty) {
    case Empty::None:
        return {};
    case Empty::Working:
        return tr("Looking for steps…");
    case Empty::WrongDigit:
        return tr("A digit disagrees with the solution, so no step is listed: press F2 to "
                  "find it.");
    case Empty::Solved:
        return tr("The board is complete.");
    case Empty::NoStep:
        return tr("No technique applies to this position.");
    }
    return {};
}

void StepListView::paintEvent(QPaintEvent *event)
{
    QListView::paintEvent(event);
    if (m_steps->rowCount() > 0 || m_empty == Empty::None)
        return;
    // An empty list says why, in the middle of the list.
    QPainter p(viewport());
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
        emptyText());
}

void StepListView::contextMenuEvent(QContextMenuEvent *event)
{
    const core::Step *step = m_steps->stepAt(indexAt(event->pos()).row());
    if (!step)
        return;
    const core::Technique technique = step->technique;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("stepMenu"));
    QAction *about = menu.addAction(
        tr("About %1…", "technique help").arg(StepWording::techniqueName(technique)));
    about->setObjectName(QStringLiteral("techniqueHelpAction"));
    connect(about, &QAction::triggered, this,
        [this, technique] { emit techniqueHelpRequested(technique); });
    menu.exec(event->globalPos());
}

void StepListView::setEmpty(Empty reason)
{
    m_empty = reason;
    viewport()->update();
}

void StepListView::onBoardChanged()
{
    m_runner->cancel();
    m_steps->setSteps({}, m_game->geometry());
    setEmpty(Empty::Working);
    m_timer->start();
}

void StepListView::refreshSteps()
{
    const core::Board board = m_game->effectiveBoard();
    const core::Geometry *geometry = &m_game->geometry();
    m_runner->cancel();
    const bool wrong = !m_game->wrongEntries().isEmpty();
    if (board.isComplete() || wrong) {
        m_steps->setSteps({}, *geometry);
        setEmpty(wrong ? Empty::WrongDigit : Empty::Solved);
        return;
    }
    setEmpty(Empty::Working);
    m_runner->start<std::vector<core::Step>>(
        [board](
            const std::atomic<bool> &stop) { return core::availableTutorSteps(board, 10, &stop); },
        [this, geometry](std::vector<core::Step> steps) {
            setEmpty(steps.empty() ? Empty::NoStep : Empty::None);
            m_steps->setSteps(std::move(steps), *geometry);
        });
}
