#include "play/hintsession.h"

#include "common/asyncrunner.h"
#include "game/game.h"
#include "logic/tutorengine.h"
#include "wording/stepwording.h"

namespace {

std::optional<core::Step> nextStep(const core::Board &board, const std::atomic<bool> &stop)
{
    core::Step step;
    if (core::nextPathStep(board, step, &stop))
        return step;
    return std::nullopt;
}

} // namespace

HintSession::HintSession(Game *game, QObject *parent)
    : QObject { parent }
    , m_game { game }
    , m_runner { new AsyncRunner(this) }
    , m_finder { nextStep }
{
    connect(m_game, &Game::cellsChanged, this, &HintSession::invalidate);
    connect(m_game, &Game::reset, this, &HintSession::invalidate);
}

HintSession::~HintSession() = default;

bool HintSession::isBusy() const
{
    return m_runner->isRunning();
}

const core::Geometry &HintSession::geometry() const
{
    return m_game->geometry();
}

void HintSession::setCellNaming(core::CellNaming naming)
{
    if (naming == m_naming)
        return;
    m_naming = naming;
    emit changed(); // the hint names its cells anew
}

void HintSession::setStepFinder(StepFinder finder)
{
    m_finder = finder ? std::move(finder) : StepFinder(nextStep);
}

void HintSession::invalidate()
{
    // The session's own step changes the board too: apply() sets the state after it.
    if (m_applying)
        return;
    m_runner->cancel();
    ++m_position;
    m_known = false;
    m_step.reset();
    m_kind = Kind::None;
    m_level = 0;
    m_pendingLevel = 0;
    m_counted = false;
    m_applied = false;
    m_filledMarks = false;
    m_problemCell = -1;
    m_problemDigit = 0;
    emit changed();
    emit cleared();
}

void HintSession::request(int level)
{
    level = qBound(1, level, 3);
    if (m_known) {
        present(level);
        return;
    }
    m_pendingLevel = level;
    if (m_runner->isRunning())
        return;

    // First the player's own mistakes (cheap, on the GUI thread), then the logic (a worker).
    m_kind = Kind::None;
    m_step.reset();
    m_problemCell = -1;
    m_problemDigit = 0;
    m_applied = false;
    m_filledMarks = false;
    if (const QVector<int> wrong = m_game->wrongEntries(); !wrong.isEmpty()) {
        m_kind = Kind::WrongDigit;
        m_problemCell = wrong.front();
        m_problemDigit = m_game->board().value(m_problemCell);
    } else if (const QVector<int> missing = m_game->missingSolutionCandidates();
               !missing.isEmpty()) {
        m_kind = Kind::MissingCandidate;
        m_problemCell = missing.front();
        m_problemDigit = m_game->solution()[std::size_t(m_problemCell)];
    } else if (m_game->board().isComplete()) {
        m_kind = Kind::Solved;
    }
    if (m_kind != Kind::None) {
        m_known = true;
        present(m_pendingLevel);
        return;
    }
    const quint64 position = m_position;
    const StepFinder finder = m_finder;
    m_runner->start<std::optional<core::Step>>(
        [board = m_game->effectiveBoard(), finder](
            const std::atomic<bool> &stop) { return finder(board, stop); },
        [this, position](std::optional<core::Step> step) {
            if (position != m_position)
                return; // found for a position the player has left
            m_step = std::move(step);
            m_kind = m_step ? Kind::Step : Kind::NothingFound;
            m_known = true;
            present(m_pendingLevel);
        });
    emit changed(); // working
}

void HintSession::showStep(const core::Step &step)
{
    m_runner->cancel();
    m_step = step;
    m_kind = Kind::Step;
    m_problemCell = -1;
    m_problemDigit = 0;
    m_applied = false;
    m_filledMarks = false;
    m_known = true;
    m_counted = true; // looking through the list is not a hint
    present(2);
}

void HintSession::applyListedStep(const core::Step &step)
{
    m_game->countHint(QString::fromLatin1(core::techniqueId(step.technique)));
    // The board changes: the hint shown is cleared as by any move.
    m_game->applyStep(step, StepWording(geometry(), m_naming).historyEntry(step));
    emit stepApplied(step);
}

void HintSession::countOnce()
{
    if (m_counted || m_kind == Kind::Solved || m_kind == Kind::NothingFound)
        return;
    m_game->countHint(m_kind == Kind::Step
            ? QString::fromLatin1(core::techniqueId(m_step->technique))
            : Game::kMistakeHint);
    m_counted = true;
}

void HintSession::present(int level)
{
    countOnce();
    m_level = level;
    const bool applicable
        = m_kind == Kind::Step || m_kind == Kind::WrongDigit || m_kind == Kind::MissingCandidate;
    if (level == 3 && applicable)
        apply();
    emit changed();
    if (m_applied && m_kind == Kind::Step)
        emit stepApplied(*m_step);
    emit hintReady(level);
}

void HintSession::apply()
{
    m_applying = true;
    switch (m_kind) {
    case Kind::WrongDigit:
        m_game->erase({ m_problemCell });
        break;
    case Kind::MissingCandidate:
        m_game->toggleCandidate({ m_problemCell }, m_problemDigit);
        break;
    case Kind::Step:
        m_filledMarks
            = m_game->applyStep(*m_step, StepWording(geometry(), m_naming).historyEntry(*m_step));
        break;
    default:
        break;
    }
    m_applying = false;
    // A new position: what is shown is what was done, and the next request starts afresh.
    ++m_position;
    m_applied = true;
    m_known = false;
    m_counted = false;
    m_pendingLevel = 0;
}
