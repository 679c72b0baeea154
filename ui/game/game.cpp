#include "game/game.h"

#include "game/undocommands.h"

#include <QDateTime>
#include <QUndoStack>

#include <algorithm>

const QString Game::kRevealHint = QStringLiteral("reveal");
const QString Game::kMistakeHint = QStringLiteral("mistake");

Game::Game(QObject *parent)
    : QObject { parent }
    , m_undo { new QUndoStack(this) }
{ }

Game::~Game() = default;

void Game::start(const core::Puzzle &puzzle, const QString &source, const QString &origin)
{
    m_origin = origin;
    m_undo->clear();
    m_board = puzzle.board;
    m_solution = puzzle.solution;
    m_status = puzzle.status;
    m_source = source;
    m_index = puzzle.index;
    m_hintsUsed = 0;
    m_hintsByKind.clear();
    m_mistakes = 0;
    m_completed = false;
    m_elapsedBefore = 0;
    m_clock.invalidate();
    if (!m_clockHeld)
        m_clock.start();
    for (int c = 0; c < m_board.cellCount(); ++c) {
        if (!m_board.isOpen(c))
            m_board.setCandidates(c, 0); // a filled cell has no pencil marks
        else if (m_autoCandidates && m_board.candidates(c) == 0)
            m_board.setCandidates(c, m_board.computeCandidates(c));
    }
    // The history starts here: whatever the puzzle brought (entries, marks) and the automatic
    // candidates are the starting state, saved with the game (see toJson()).
    m_start = m_board;
    emit reset();
    emit statsChanged();
}

bool Game::hasMovesToKeep() const
{
    return m_undo->count() > 0 && !m_completed;
}

CellState Game::stateOf(int cell) const
{
    return { m_board.value(cell), m_board.isOpen(cell) ? m_board.candidates(cell) : 0 };
}

void Game::setCell(int cell, const CellState &state)
{
    if (!m_board.isGiven(cell))
        m_board.setValue(cell, state.value);
    m_board.setCandidates(cell, state.candidates);
}

void Game::applyChanges(const QVector<CellChange> &changes, bool forward)
{
    QVector<int> cells;
    cells.reserve(changes.size());
    for (const CellChange &c : changes) {
        setCell(c.cell, forward ? c.after : c.before);
        cells.push_back(c.cell);
    }
    emit cellsChanged(cells);
    if (forward) {
        checkCompleted();
    } else if (m_completed && !m_board.isComplete()) {
        // Undoing past the solution: the game goes on.
        m_completed = false;
        resumeClock();
        emit statsChanged();
    }
}

void Game::push(QVector<CellChange> changes, const QString &text, int mergeId)
{
    // Drop no-op changes; nothing at all changes -> no undo step.
    changes.erase(std::remove_if(changes.begin(), changes.end(),
                      [](const CellChange &c) { return c.before == c.after; }),
        changes.end());
    if (changes.isEmpty())
        return;
    m_undo->push(new CellChangeCommand(
        this, std::move(changes), text, mergeId, QDateTime::currentMSecsSinceEpoch()));
}

CellChange &Game::changeFor(QVector<CellChange> &changes, int cell) const
{
    auto it = std::find_if(
        changes.begin(), changes.end(), [cell](const CellChange &c) { return c.cell == cell; });
    if (it != changes.end())
        return *it;
    changes.push_back({ cell, stateOf(cell), stateOf(cell) });
    return changes.back();
}

void Game::placeDigitChanges(QVector<CellChange> &changes, int cell, int symbol) const
{
    changeFor(changes, cell).after = { symbol, 0 };
    if ((!m_autoCandidates && !m_removeFromPeers) || symbol == 0)
        return;
    // The peers' marks as this step leaves them so far (a step may have filled them in).
    for (int p : geometry().peers(cell)) {
        if (!m_board.isOpen(p))
            continue;
        CellChange &change = changeFor(changes, p); // unchanged entries are dropped by push()
        if (change.after.value == 0) // a peer placed in the same step keeps its digit
            change.after.candidates &= ~core::bit(symbol);
    }
}

QString Game::cellNames(const QVector<int> &cells) const
{
    QStringList names;
    for (int c : cells)
        names << QString::fromStdString(geometry().cellName(c, m_naming));
    return names.join(QStringLiteral(", "));
}

void Game::enterDigit(const QVector<int> &cells, int symbol)
{
    if (symbol < 1 || symbol > geometry().side())
        return;
    QVector<CellChange> changes;
    QVector<int> entered;
    for (int cell : cells) {
        if (m_board.isGiven(cell) || m_board.value(cell) == symbol)
            continue;
        placeDigitChanges(changes, cell, symbol);
        entered.push_back(cell);
        if (hasSolution() && m_solution[cell] != symbol) {
            ++m_mistakes;
            emit statsChanged();
        }
    }
    //: The history's entry for a digit typed: "Enter 7 in C6".
    push(std::move(changes),
        tr("Enter %1 in %2")
            .arg(QChar::fromLatin1(core::Geometry::symbolChar(symbol)), cellNames(entered)));
}

void Game::toggleCandidate(const QVector<int> &cells, int symbol)
{
    if (symbol < 1 || symbol > geometry().side())
        return;
    const core::Mask b = core::bit(symbol);
    bool allHave = true;
    for (int cell : cells)
        if (m_board.isOpen(cell) && !(m_board.candidates(cell) & b))
            allHave = false;
    QVector<CellChange> changes;
    QVector<int> marked;
    for (int cell : cells) {
        if (!m_board.isOpen(cell) || marked.contains(cell))
            continue;
        CellChange &change = changeFor(changes, cell); // a cell named twice changes once
        change.after.candidates
            = allHave ? change.before.candidates & ~b : change.before.candidates | b;
        marked.push_back(cell);
    }
    push(std::move(changes), tr("Pencil marks in %1").arg(cellNames(marked)),
        CellChangeCommand::CandidateToggle);
}

void Game::erase(const QVector<int> &cells)
{
    // One board with every erased digit gone, so that in auto-candidate mode each cell's and
    // each peer's candidates are worked out from the position after the whole erase.
    core::Board after = m_board;
    QVector<int> erasedDigits;
    for (int cell : cells)
        if (!m_board.isGiven(cell) && m_board.value(cell) != 0) {
            after.setValue(cell, 0);
            erasedDigits.push_back(cell);
        }
    QVector<CellChange> changes;
    QVector<int> erased;
    for (int cell : cells) {
        if (m_board.isGiven(cell))
            continue;
        // An open cell loses its pencil marks; an erased digit leaves the cell empty (with its
        // candidates in auto-candidate mode).
        const bool hadDigit = m_board.value(cell) != 0;
        changeFor(changes, cell).after
            = { 0, hadDigit && m_autoCandidates ? after.computeCandidates(cell) : 0u };
        if (!erased.contains(cell))
            erased.push_back(cell);
    }
    if (m_autoCandidates)
        for (int cell : erasedDigits) {
            const int v = m_board.value(cell);
            for (int p : geometry().peers(cell))
                if (after.isOpen(p) && !erasedDigits.contains(p)
                    && (after.computeCandidates(p) & core::bit(v)))
                    changeFor(changes, p).after.candidates |= core::bit(v);
        }
    push(std::move(changes), tr("Erase %1").arg(cellNames(erased)));
}

void Game::fillAllCandidates()
{
    // The marks filled in are kept right from here on: automatic candidates go on.
    const bool turnedOn = !m_autoCandidates;
    m_autoCandidates = true;
    QVector<CellChange> changes;
    for (int c = 0; c < m_board.cellCount(); ++c)
        if (m_board.isOpen(c))
            changes.push_back({ c, stateOf(c), { 0, m_board.computeCandidates(c) } });
    push(std::move(changes), tr("Fill all candidates"));
    if (turnedOn)
        emit autoCandidatesChanged(true);
}

void Game::countHint(const QString &kind)
{
    ++m_hintsUsed;
    if (!kind.isEmpty())
        ++m_hintsByKind[kind];
    emit statsChanged();
}

void Game::restart()
{
    // Back to the givens; with automatic candidates on, the empty cells get their candidates
    // on the givens alone.
    core::Board givens = m_board;
    for (int c = 0; c < givens.cellCount(); ++c)
        if (!givens.isGiven(c))
            givens.setValue(c, 0);
    QVector<CellChange> changes;
    for (int c = 0; c < m_board.cellCount(); ++c)
        if (!m_board.isGiven(c))
            changes.push_back(
                { c, stateOf(c), { 0, m_autoCandidates ? givens.computeCandidates(c) : 0u } });
    push(std::move(changes), tr("Restart"));
}

bool Game::revealCell(int cell)
{
    if (!hasSolution() || cell < 0 || cell >= m_board.cellCount() || m_board.isGiven(cell)
        || m_board.value(cell) == m_solution[cell])
        return false;
    QVector<CellChange> changes;
    placeDigitChanges(changes, cell, m_solution[cell]);
    countHint(kRevealHint);
    push(std::move(changes),
        tr("Reveal %1")
            .arg(QString::fromStdString(geometry().cellName(cell, core::CellNaming::Letter))));
    return true;
}

bool Game::applyStep(const core::Step &step, const QString &text)
{
    QVector<CellChange> changes;
    // A removal needs marks to be seen. Writing the candidates the step reasoned on into just
    // the cells it touches would leave a patchwork (a few cells with marks, the rest bare, and
    // the marks of cells it does not touch missing): every open cell without marks gets them,
    // once, in this step.
    bool fill = false;
    for (const auto &e : step.eliminations)
        fill = fill || m_board.isOpen(e.cell);
    if (fill) {
        fill = false;
        const core::Board effective = effectiveBoard();
        for (int c = 0; c < m_board.cellCount(); ++c)
            if (m_board.isOpen(c) && m_board.candidates(c) == 0) {
                changeFor(changes, c).after.candidates = effective.candidates(c);
                fill = true;
            }
    }
    for (const auto &p : step.placements)
        if (m_board.isOpen(p.cell))
            placeDigitChanges(changes, p.cell, p.symbol);
    for (const auto &e : step.eliminations) {
        if (!m_board.isOpen(e.cell))
            continue;
        CellChange &change = changeFor(changes, e.cell);
        if (change.after.value == 0)
            change.after.candidates &= ~core::bit(e.symbol);
    }
    push(std::move(changes), text);
    return fill;
}

void Game::setAutoCandidates(bool on)
{
    if (on == m_autoCandidates)
        return;
    if (on) {
        fillAllCandidates(); // turns them on
        return;
    }
    m_autoCandidates = false;
    emit autoCandidatesChanged(false);
}

core::Board Game::effectiveBoard() const
{
    core::Board b = m_board;
    for (int c = 0; c < b.cellCount(); ++c) {
        if (!b.isOpen(c))
            continue;
        const core::Mask possible = b.computeCandidates(c);
        b.setCandidates(c, b.candidates(c) ? b.candidates(c) & possible : possible);
    }
    return b;
}

QVector<int> Game::wrongEntries() const
{
    QVector<int> wrong;
    if (!hasSolution())
        return wrong;
    for (int c = 0; c < m_board.cellCount(); ++c)
        if (!m_board.isGiven(c) && m_board.value(c) != 0 && m_board.value(c) != m_solution[c])
            wrong.push_back(c);
    return wrong;
}

QVector<int> Game::missingSolutionCandidates() const
{
    QVector<int> cells;
    if (!hasSolution())
        return cells;
    for (int c = 0; c < m_board.cellCount(); ++c)
        if (m_board.isOpen(c) && m_board.candidates(c) != 0
            && !(m_board.candidates(c) & core::bit(m_solution[c])))
            cells.push_back(c);
    return cells;
}

qint64 Game::elapsedMs() const
{
    return m_elapsedBefore + (m_clock.isValid() ? m_clock.elapsed() : 0);
}

void Game::pauseClock()
{
    if (!m_clock.isValid())
        return;
    m_elapsedBefore += m_clock.elapsed();
    m_clock.invalidate();
    emit statsChanged();
}

void Game::resumeClock()
{
    if (m_clock.isValid() || m_completed || m_clockHeld)
        return;
    m_clock.start();
    emit statsChanged();
}

void Game::setClockHeld(bool held)
{
    m_clockHeld = held;
    if (held)
        pauseClock();
    else
        resumeClock();
}

void Game::checkCompleted()
{
    if (m_completed || m_replaying || !m_board.isComplete())
        return;
    const bool right = hasSolution()
        ? std::equal(m_solution.begin(), m_solution.end(), m_board.values().begin())
        : m_board.isSolved();
    if (!right)
        return;
    m_completed = true;
    pauseClock();
    emit completed();
}
