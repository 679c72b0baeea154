#include "play/game.h"

#include "play/undocommands.h"

#include <QDateTime>
#include <QJsonArray>
#include <QUndoStack>

namespace {

// 1: givens, values, candidates and the history (taken to start from the bare givens).
// 2: also the starting state (startValues, startCandidates) the history starts from.
constexpr int kFormatVersion = 2;
const QString kFormatName = QStringLiteral("sudoku-tutor-game");

QString valuesLine(const core::Board &b, bool givensOnly)
{
    QString s;
    s.reserve(b.cellCount());
    for (int c = 0; c < b.cellCount(); ++c) {
        const int v = givensOnly && !b.isGiven(c) ? 0 : b.value(c);
        s.append(QChar::fromLatin1(core::Geometry::symbolChar(v)));
    }
    return s;
}

QJsonArray candidatesArray(const core::Board &b)
{
    QJsonArray candidates;
    for (int c = 0; c < b.cellCount(); ++c)
        candidates.append(qint64(b.isOpen(c) ? b.candidates(c) : 0));
    return candidates;
}

QJsonObject changeToJson(const CellChange &c)
{
    return QJsonObject { { QStringLiteral("cell"), c.cell },
        { QStringLiteral("v0"), c.before.value },
        { QStringLiteral("c0"), qint64(c.before.candidates) },
        { QStringLiteral("v1"), c.after.value },
        { QStringLiteral("c1"), qint64(c.after.candidates) } };
}

} // namespace

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
    if (m_clock.isValid() || m_completed)
        return;
    m_clock.start();
    emit statsChanged();
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

QJsonObject Game::toJson() const
{
    QJsonArray history;
    for (int i = 0; i < m_undo->count(); ++i) {
        const auto *cmd = static_cast<const CellChangeCommand *>(m_undo->command(i));
        QJsonArray changes;
        for (const CellChange &c : cmd->changes())
            changes.append(changeToJson(c));
        history.append(QJsonObject {
            { QStringLiteral("text"), cmd->text() }, { QStringLiteral("changes"), changes } });
    }
    QJsonObject hintsJson;
    for (auto it = m_hintsByKind.cbegin(); it != m_hintsByKind.cend(); ++it)
        hintsJson.insert(it.key(), it.value());
    return QJsonObject {
        { QStringLiteral("format"), kFormatName },
        { QStringLiteral("version"), kFormatVersion },
        { QStringLiteral("boxRows"), geometry().boxRows() },
        { QStringLiteral("boxColumns"), geometry().boxCols() },
        { QStringLiteral("givens"), valuesLine(m_board, true) },
        { QStringLiteral("startValues"), valuesLine(m_start, false) },
        { QStringLiteral("startCandidates"), candidatesArray(m_start) },
        { QStringLiteral("values"), valuesLine(m_board, false) },
        { QStringLiteral("candidates"), candidatesArray(m_board) },
        { QStringLiteral("history"), history },
        { QStringLiteral("historyIndex"), m_undo->index() },
        { QStringLiteral("source"), m_source },
        { QStringLiteral("origin"), m_origin },
        { QStringLiteral("index"), m_index },
        { QStringLiteral("elapsedMs"), elapsedMs() },
        { QStringLiteral("hintsUsed"), m_hintsUsed },
        { QStringLiteral("hintsByKind"), hintsJson },
        { QStringLiteral("mistakes"), m_mistakes },
        { QStringLiteral("autoCandidates"), m_autoCandidates },
        { QStringLiteral("completed"), m_completed },
    };
}

bool Game::fromJson(const QJsonObject &json, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (json.value(QStringLiteral("format")).toString() != kFormatName)
        return fail(tr("this is not a Sudoku Tutor game file"));
    if (json.value(QStringLiteral("version")).toInt() > kFormatVersion)
        return fail(tr("the file was written by a newer version (format %1)")
                        .arg(json.value(QStringLiteral("version")).toInt()));
    const int a = json.value(QStringLiteral("boxRows")).toInt();
    const int b = json.value(QStringLiteral("boxColumns")).toInt();
    if (a < 1 || b < 1 || a > core::kMaxBoxSide || b > core::kMaxBoxSide || a * b < 4)
        return fail(tr("unsupported box size %1×%2").arg(a).arg(b));
    const core::Geometry &g = core::Geometry::get(a, b);
    const int n = g.cellCount();

    // The givens, then two states on top of them: where the game started ("startValues",
    // "startCandidates"; format 2) and where it is now ("values", "candidates").
    core::Board givens(g);
    {
        const QString line = json.value(QStringLiteral("givens")).toString();
        if (line.size() != n)
            return fail(tr("the board has the wrong number of cells (expected %1)").arg(n));
        for (int c = 0; c < n; ++c) {
            const char ch = line.at(c).toLatin1();
            if (ch == '.')
                continue;
            const int s = g.symbolFromChar(ch);
            if (s == 0)
                return fail(tr("the givens hold an invalid character at cell %1").arg(c + 1));
            givens.setGiven(c, s);
        }
    }
    // Reads one state (values and candidates) on top of the givens into board.
    auto readState
        = [&](const QString &valuesKey, const QString &candidatesKey, core::Board &board) -> bool {
        const QString values = json.value(valuesKey).toString();
        const QJsonArray candidates = json.value(candidatesKey).toArray();
        if (values.size() != n || candidates.size() != n)
            return fail(tr("the board has the wrong number of cells (expected %1)").arg(n));
        board = givens;
        for (int c = 0; c < n; ++c) {
            const char ch = values.at(c).toLatin1();
            const int s = ch == '.' ? 0 : g.symbolFromChar(ch);
            if (ch != '.' && s == 0)
                return fail(tr("the values hold an invalid character at cell %1").arg(c + 1));
            if (givens.isGiven(c) && s != givens.value(c))
                return fail(tr("a given was changed at cell %1").arg(c + 1));
            if (!givens.isGiven(c))
                board.setValue(c, s);
            const qint64 mask = candidates.at(c).toInteger();
            if (mask < 0 || (mask & ~qint64(g.allSymbols())) != 0)
                return fail(tr("the pencil marks of cell %1 are out of range").arg(c + 1));
            board.setCandidates(c, board.isOpen(c) ? core::Mask(mask) : 0);
        }
        return true;
    };
    core::Board expected;
    if (!readState(QStringLiteral("values"), QStringLiteral("candidates"), expected))
        return false;

    struct SavedCommand
    {
        QString text;
        QVector<CellChange> changes;
    };
    QVector<SavedCommand> history;
    for (const QJsonValue &v : json.value(QStringLiteral("history")).toArray()) {
        SavedCommand cmd;
        cmd.text = v.toObject().value(QStringLiteral("text")).toString();
        for (const QJsonValue &cv : v.toObject().value(QStringLiteral("changes")).toArray()) {
            const QJsonObject o = cv.toObject();
            CellChange c;
            c.cell = o.value(QStringLiteral("cell")).toInt(-1);
            c.before = { o.value(QStringLiteral("v0")).toInt(),
                core::Mask(o.value(QStringLiteral("c0")).toInteger()) };
            c.after = { o.value(QStringLiteral("v1")).toInt(),
                core::Mask(o.value(QStringLiteral("c1")).toInteger()) };
            if (c.cell < 0 || c.cell >= n || c.before.value < 0 || c.before.value > g.side()
                || c.after.value < 0 || c.after.value > g.side() || givens.isGiven(c.cell)
                || ((c.before.candidates | c.after.candidates) & ~g.allSymbols()) != 0)
                return fail(tr("the undo history is damaged"));
            cmd.changes.push_back(c);
        }
        history.push_back(cmd);
    }
    const int historyIndex = json.value(QStringLiteral("historyIndex")).toInt(int(history.size()));
    if (historyIndex < 0 || historyIndex > history.size())
        return fail(tr("the undo history is damaged"));

    core::Board startBoard;
    if (json.contains(QStringLiteral("startValues"))) {
        if (!readState(
                QStringLiteral("startValues"), QStringLiteral("startCandidates"), startBoard))
            return false;
    } else {
        // Format 1 kept no starting state. The history's first change of a cell says what the
        // cell held before it; a cell no change touches is as it is now. (Games saved with
        // automatic candidates on, or started from a file with entries or pencil marks, were
        // refused before because this state was taken to be the bare givens.)
        startBoard = expected;
        std::vector<bool> seen(static_cast<std::size_t>(n), false);
        for (const SavedCommand &cmd : history)
            for (const CellChange &c : cmd.changes) {
                if (seen[std::size_t(c.cell)])
                    continue;
                seen[std::size_t(c.cell)] = true;
                startBoard.setValue(c.cell, c.before.value);
                startBoard.setCandidates(c.cell, c.before.value == 0 ? c.before.candidates : 0);
            }
    }
    // Replay the whole history from the start: every change must start from the state the
    // previous ones left, or the history never happened.
    {
        std::vector<CellState> scratch(static_cast<std::size_t>(n));
        for (int c = 0; c < n; ++c)
            scratch[std::size_t(c)]
                = { startBoard.value(c), startBoard.isOpen(c) ? startBoard.candidates(c) : 0 };
        for (const SavedCommand &cmd : history)
            for (const CellChange &c : cmd.changes) {
                if (scratch[std::size_t(c.cell)] != c.before)
                    return fail(tr("the undo history is damaged"));
                scratch[std::size_t(c.cell)] = c.after;
            }
    }

    // Uniqueness and the solution come from the givens alone (entries may be wrong).
    core::ParseResult check;
    check.puzzles.emplace_back();
    check.puzzles.front().board = givens;
    core::checkSolutions(check, kSolutionNodeLimit);
    if (check.puzzles.empty())
        return fail(tr("the givens contradict each other"));
    core::Puzzle puzzle = check.puzzles.front();
    puzzle.board = startBoard;

    // Everything read: replace the game. The starting state already holds its candidates.
    const bool autoCandidates
        = json.value(QStringLiteral("autoCandidates")).toBool(m_autoCandidates);
    m_autoCandidates = false;
    start(puzzle, json.value(QStringLiteral("source")).toString(),
        json.value(QStringLiteral("origin")).toString());
    m_index = json.value(QStringLiteral("index")).toInt();
    m_replaying = true;
    for (const SavedCommand &cmd : history)
        m_undo->push(new CellChangeCommand(this, cmd.changes, cmd.text));
    m_undo->setIndex(historyIndex);
    m_replaying = false;
    // The saved state wins where the history does not lead to it (a hand-edited file).
    for (int c = 0; c < n; ++c)
        if (stateOf(c)
            != CellState { expected.value(c), expected.isOpen(c) ? expected.candidates(c) : 0 }) {
            m_undo->clear();
            m_board = expected;
            m_start = expected;
            break;
        }
    m_autoCandidates = autoCandidates;
    m_hintsUsed = json.value(QStringLiteral("hintsUsed")).toInt();
    m_hintsByKind.clear();
    const QJsonObject hints = json.value(QStringLiteral("hintsByKind")).toObject();
    for (auto it = hints.begin(); it != hints.end(); ++it)
        if (it.value().toInt() > 0)
            m_hintsByKind.insert(it.key(), it.value().toInt());
    m_mistakes = json.value(QStringLiteral("mistakes")).toInt();
    m_elapsedBefore = json.value(QStringLiteral("elapsedMs")).toInteger();
    m_completed = json.value(QStringLiteral("completed")).toBool();
    m_clock.invalidate();
    if (!m_completed)
        m_clock.start();
    emit reset();
    emit statsChanged();
    emit autoCandidatesChanged(m_autoCandidates);
    return true;
}
