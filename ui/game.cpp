#include "game.h"

#include "undocommands.h"

#include <QDateTime>
#include <QJsonArray>
#include <QUndoStack>

namespace {

constexpr int kFormatVersion = 1;
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

QJsonObject changeToJson(const CellChange &c)
{
    return QJsonObject { { QStringLiteral("cell"), c.cell },
                         { QStringLiteral("v0"), c.before.value },
                         { QStringLiteral("c0"), qint64(c.before.candidates) },
                         { QStringLiteral("v1"), c.after.value },
                         { QStringLiteral("c1"), qint64(c.after.candidates) } };
}

} // namespace

Game::Game(QObject *parent)
    : QObject { parent }
    , m_undo { new QUndoStack(this) }
{
}

Game::~Game() = default;

void Game::start(const core::Puzzle &puzzle, const QString &source)
{
    m_undo->clear();
    m_board = puzzle.board;
    m_solution = puzzle.solution;
    m_status = puzzle.status;
    m_source = source;
    m_index = puzzle.index;
    m_hintsUsed = 0;
    m_mistakes = 0;
    m_completed = false;
    m_elapsedBefore = 0;
    m_clock.start();
    if (m_autoCandidates) {
        for (int c = 0; c < m_board.cellCount(); ++c)
            if (m_board.isOpen(c) && m_board.candidates(c) == 0)
                m_board.setCandidates(c, m_board.computeCandidates(c));
    }
    emit reset();
    emit statsChanged();
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
    m_undo->push(new CellChangeCommand(this, std::move(changes), text, mergeId,
                                       QDateTime::currentMSecsSinceEpoch()));
}

CellChange &Game::changeFor(QVector<CellChange> &changes, int cell) const
{
    auto it = std::find_if(changes.begin(), changes.end(),
                           [cell](const CellChange &c) { return c.cell == cell; });
    if (it != changes.end())
        return *it;
    changes.push_back({ cell, stateOf(cell), stateOf(cell) });
    return changes.back();
}

void Game::placeDigitChanges(QVector<CellChange> &changes, int cell, int symbol) const
{
    changeFor(changes, cell).after = { symbol, 0 };
    if (!m_autoCandidates || symbol == 0)
        return;
    for (int p : geometry().peers(cell)) {
        if (!m_board.isOpen(p) || !(m_board.candidates(p) & core::bit(symbol)))
            continue;
        CellChange &change = changeFor(changes, p);
        if (change.after.value == 0) // a peer placed in the same step keeps its digit
            change.after.candidates &= ~core::bit(symbol);
    }
}

void Game::enterDigit(const QVector<int> &cells, int symbol)
{
    if (symbol < 1 || symbol > geometry().side())
        return;
    QVector<CellChange> changes;
    for (int cell : cells) {
        if (m_board.isGiven(cell) || m_board.value(cell) == symbol)
            continue;
        placeDigitChanges(changes, cell, symbol);
        if (hasSolution() && m_solution[cell] != symbol) {
            ++m_mistakes;
            emit statsChanged();
        }
    }
    push(std::move(changes), tr("Enter %1").arg(QChar::fromLatin1(core::Geometry::symbolChar(symbol))));
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
    for (int cell : cells) {
        if (!m_board.isOpen(cell))
            continue;
        CellState after = stateOf(cell);
        after.candidates = allHave ? after.candidates & ~b : after.candidates | b;
        changes.push_back({ cell, stateOf(cell), after });
    }
    push(std::move(changes), tr("Pencil marks"), CellChangeCommand::CandidateToggle);
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
    for (int cell : cells) {
        if (m_board.isGiven(cell))
            continue;
        // An open cell loses its pencil marks; an erased digit leaves the cell empty (with its
        // candidates in auto-candidate mode).
        const bool hadDigit = m_board.value(cell) != 0;
        changeFor(changes, cell).after
            = { 0, hadDigit && m_autoCandidates ? after.computeCandidates(cell) : 0u };
    }
    if (m_autoCandidates)
        for (int cell : erasedDigits) {
            const int v = m_board.value(cell);
            for (int p : geometry().peers(cell))
                if (after.isOpen(p) && !erasedDigits.contains(p)
                    && (after.computeCandidates(p) & core::bit(v)))
                    changeFor(changes, p).after.candidates |= core::bit(v);
        }
    push(std::move(changes), tr("Erase"));
}

void Game::fillAllCandidates()
{
    QVector<CellChange> changes;
    for (int c = 0; c < m_board.cellCount(); ++c)
        if (m_board.isOpen(c))
            changes.push_back({ c, stateOf(c), { 0, m_board.computeCandidates(c) } });
    push(std::move(changes), tr("Fill all candidates"));
}

void Game::restart()
{
    QVector<CellChange> changes;
    for (int c = 0; c < m_board.cellCount(); ++c)
        if (!m_board.isGiven(c))
            changes.push_back({ c, stateOf(c), { 0, 0 } });
    push(std::move(changes), tr("Restart"));
}

bool Game::revealCell(int cell)
{
    if (!hasSolution() || cell < 0 || cell >= m_board.cellCount() || m_board.isGiven(cell)
        || m_board.value(cell) == m_solution[cell])
        return false;
    QVector<CellChange> changes;
    placeDigitChanges(changes, cell, m_solution[cell]);
    ++m_hintsUsed;
    emit statsChanged();
    push(std::move(changes),
         tr("Reveal %1").arg(QString::fromStdString(geometry().cellName(cell, core::CellNaming::Letter))));
    return true;
}

void Game::applyStep(const core::Step &step, const QString &text)
{
    QVector<CellChange> changes;
    const core::Board effective = effectiveBoard();
    for (const auto &p : step.placements)
        if (m_board.isOpen(p.cell))
            placeDigitChanges(changes, p.cell, p.symbol);
    for (const auto &e : step.eliminations) {
        if (!m_board.isOpen(e.cell))
            continue;
        const bool listed = std::any_of(changes.begin(), changes.end(),
                                        [&](const CellChange &c) { return c.cell == e.cell; });
        CellChange &change = changeFor(changes, e.cell);
        // A cell without pencil marks gets the candidates the step reasoned on, minus this.
        if (!listed && m_board.candidates(e.cell) == 0)
            change.after.candidates = effective.candidates(e.cell);
        if (change.after.value == 0)
            change.after.candidates &= ~core::bit(e.symbol);
    }
    push(std::move(changes), text);
}

void Game::setAutoCandidates(bool on)
{
    if (on == m_autoCandidates)
        return;
    m_autoCandidates = on;
    if (on)
        fillAllCandidates();
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
    QJsonArray candidates;
    for (int c = 0; c < m_board.cellCount(); ++c)
        candidates.append(qint64(m_board.isOpen(c) ? m_board.candidates(c) : 0));
    QJsonArray history;
    for (int i = 0; i < m_undo->count(); ++i) {
        const auto *cmd = static_cast<const CellChangeCommand *>(m_undo->command(i));
        QJsonArray changes;
        for (const CellChange &c : cmd->changes())
            changes.append(changeToJson(c));
        history.append(QJsonObject { { QStringLiteral("text"), cmd->text() },
                                     { QStringLiteral("changes"), changes } });
    }
    return QJsonObject {
        { QStringLiteral("format"), kFormatName },
        { QStringLiteral("version"), kFormatVersion },
        { QStringLiteral("boxRows"), geometry().boxRows() },
        { QStringLiteral("boxColumns"), geometry().boxCols() },
        { QStringLiteral("givens"), valuesLine(m_board, true) },
        { QStringLiteral("values"), valuesLine(m_board, false) },
        { QStringLiteral("candidates"), candidates },
        { QStringLiteral("history"), history },
        { QStringLiteral("historyIndex"), m_undo->index() },
        { QStringLiteral("source"), m_source },
        { QStringLiteral("index"), m_index },
        { QStringLiteral("elapsedMs"), elapsedMs() },
        { QStringLiteral("hintsUsed"), m_hintsUsed },
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
    const QString givens = json.value(QStringLiteral("givens")).toString();
    const QString values = json.value(QStringLiteral("values")).toString();
    const QJsonArray candidates = json.value(QStringLiteral("candidates")).toArray();
    if (givens.size() != g.cellCount() || values.size() != g.cellCount()
        || candidates.size() != g.cellCount())
        return fail(tr("the board has the wrong number of cells (expected %1)").arg(g.cellCount()));

    // Rebuild the puzzle from the givens, then replay the history on it: the final state must
    // equal the saved values and candidates, or the file is inconsistent.
    core::Puzzle puzzle;
    puzzle.board = core::Board(g);
    for (int c = 0; c < g.cellCount(); ++c) {
        const char ch = givens.at(c).toLatin1();
        if (ch == '.')
            continue;
        const int s = g.symbolFromChar(ch);
        if (s == 0)
            return fail(tr("the givens hold an invalid character at cell %1").arg(c + 1));
        puzzle.board.setGiven(c, s);
    }
    core::Board expected = puzzle.board;
    for (int c = 0; c < g.cellCount(); ++c) {
        const char ch = values.at(c).toLatin1();
        const int s = ch == '.' ? 0 : g.symbolFromChar(ch);
        if (ch != '.' && s == 0)
            return fail(tr("the values hold an invalid character at cell %1").arg(c + 1));
        if (puzzle.board.isGiven(c) && s != puzzle.board.value(c))
            return fail(tr("a given was changed at cell %1").arg(c + 1));
        if (!puzzle.board.isGiven(c))
            expected.setValue(c, s);
        expected.setCandidates(c, core::Mask(candidates.at(c).toInteger()));
    }
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
            if (c.cell < 0 || c.cell >= g.cellCount() || c.before.value < 0
                || c.before.value > g.side() || c.after.value < 0 || c.after.value > g.side())
                return fail(tr("the undo history is damaged"));
            cmd.changes.push_back(c);
        }
        history.push_back(cmd);
    }
    const int historyIndex = json.value(QStringLiteral("historyIndex")).toInt(int(history.size()));
    if (historyIndex < 0 || historyIndex > history.size())
        return fail(tr("the undo history is damaged"));
    // Replay the whole history on a scratch board from the givens: every change must start from
    // the state the previous ones left, or the history never happened.
    {
        std::vector<CellState> scratch(std::size_t(g.cellCount()));
        for (int c = 0; c < g.cellCount(); ++c)
            scratch[std::size_t(c)] = { puzzle.board.value(c), 0 };
        for (const SavedCommand &cmd : history)
            for (const CellChange &c : cmd.changes) {
                if (puzzle.board.isGiven(c.cell) || scratch[std::size_t(c.cell)] != c.before)
                    return fail(tr("the undo history is damaged"));
                scratch[std::size_t(c.cell)] = c.after;
            }
    }

    core::ParseResult check;
    check.puzzles.push_back(puzzle);
    core::checkSolutions(check, kSolutionNodeLimit);
    if (check.puzzles.empty())
        return fail(tr("the givens contradict each other"));

    // Everything read: replace the game.
    const bool autoCandidates = m_autoCandidates;
    m_autoCandidates = false;
    start(check.puzzles.front(), json.value(QStringLiteral("source")).toString());
    m_index = json.value(QStringLiteral("index")).toInt();
    m_replaying = true;
    for (const SavedCommand &cmd : history)
        m_undo->push(new CellChangeCommand(this, cmd.changes, cmd.text));
    m_undo->setIndex(historyIndex);
    m_replaying = false;
    // The saved state wins where the history does not reach (e.g. an older file without it).
    for (int c = 0; c < g.cellCount(); ++c)
        if (stateOf(c) != CellState { expected.value(c), expected.isOpen(c) ? expected.candidates(c) : 0 }) {
            m_undo->clear();
            m_board = expected;
            break;
        }
    m_autoCandidates = json.value(QStringLiteral("autoCandidates")).toBool(autoCandidates);
    m_hintsUsed = json.value(QStringLiteral("hintsUsed")).toInt();
    m_mistakes = json.value(QStringLiteral("mistakes")).toInt();
    m_elapsedBefore = json.value(QStringLiteral("elapsedMs")).toInteger();
    m_completed = json.value(QStringLiteral("completed")).toBool();
    m_clock.invalidate();
    if (!m_completed)
        m_clock.start();
    emit reset();
    emit statsChanged();
    return true;
}
