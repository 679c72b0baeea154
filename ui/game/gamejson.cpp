#include "game/game.h"

// The Game's saved form (toJson / fromJson): the JSON a .sudoku file and the autosave hold, read
// back with every field's type and range checked and the history replayed.

#include "board/puzzlecheck.h"
#include "game/undocommands.h"
#include "wording/errortext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QUndoStack>
#include <QVariant>

#include <cmath>
#include <limits>
#include <optional>

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

// Limits of what a saved game may hold besides the board: counts, the clock (2^53 ms, the
// largest whole number a JSON double keeps exactly) and texts (a source name, an undo step's
// text).
constexpr qint64 kMaxInt = std::numeric_limits<int>::max();
constexpr qint64 kMaxElapsedMs = qint64(1) << 53;
constexpr int kMaxTextLength = 10000;

// Reads a saved game's fields with their types and ranges checked. The first problem is kept,
// worded with the field's place in the file ("givens", "history[3].changes[0].v1"); after it,
// every read gives an empty value. A fallback is used for a field that is absent; without one
// the field must be there.
class SavedFields
{
    Q_DECLARE_TR_FUNCTIONS(Game)

public:
    explicit SavedFields(const QJsonObject &json)
        : m_json { json }
    { }

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    void fail(const QString &why)
    {
        if (m_error.isEmpty())
            m_error = why;
    }
    static QString element(const QString &path, int index)
    {
        return QStringLiteral("%1[%2]").arg(path).arg(index);
    }

    qint64 integer(const QString &key, qint64 min, qint64 max, std::optional<qint64> fallback)
    {
        return integerAt(m_json.value(key), key, min, max, fallback);
    }
    qint64 integerAt(const QJsonValue &v, const QString &path, qint64 min, qint64 max,
        std::optional<qint64> fallback = std::nullopt)
    {
        if (!present(v, path, fallback.has_value()))
            return failed() ? 0 : *fallback;
        const double d = v.toDouble();
        if (!v.isDouble() || !std::isfinite(d) || d != std::trunc(d))
            return fail(tr("\"%1\" is not a whole number").arg(path)), 0;
        if (d < double(min) || d > double(max))
            return fail(tr("\"%1\" is %2, which is not between %3 and %4")
                            .arg(path, v.toVariant().toString())
                            .arg(min)
                            .arg(max)),
                   0;
        return v.toInteger();
    }
    bool boolean(const QString &key, bool fallback)
    {
        const QJsonValue v = m_json.value(key);
        if (!present(v, key, true))
            return fallback;
        if (!v.isBool())
            return fail(tr("\"%1\" is not true or false").arg(key)), false;
        return v.toBool();
    }
    QString string(const QString &key, int maxLength, std::optional<QString> fallback)
    {
        return stringAt(m_json.value(key), key, maxLength, fallback);
    }
    QString stringAt(
        const QJsonValue &v, const QString &path, int maxLength, std::optional<QString> fallback)
    {
        if (!present(v, path, fallback.has_value()))
            return failed() ? QString() : *fallback;
        if (!v.isString())
            return fail(tr("\"%1\" is not a text").arg(path)), QString();
        const QString text = v.toString();
        if (text.size() > maxLength)
            return fail(tr("\"%1\" is longer than %2 characters").arg(path).arg(maxLength)),
                   QString();
        return text;
    }
    // A board's cells: a text of exactly `count` characters.
    QString cells(const QString &key, int count)
    {
        const QString text = stringAt(m_json.value(key), key, std::numeric_limits<int>::max(), {});
        if (!failed() && text.size() != count)
            fail(tr("\"%1\" has %2 characters, expected %3").arg(key).arg(text.size()).arg(count));
        return failed() ? QString(count, QLatin1Char('.')) : text;
    }
    // The symbol at a cell of a board's text.
    int symbol(const QString &key, const QString &text, int cell, const core::Geometry &g)
    {
        const QChar ch = text.at(cell);
        const int s = ch.unicode() < 128 ? g.symbolFromChar(char(ch.unicode())) : 0;
        if (s < 1 || s > g.side())
            fail(tr("\"%1\": character %2 (%3) is not a symbol of a %4×%4 board")
                     .arg(key)
                     .arg(cell + 1)
                     .arg(ch)
                     .arg(g.side()));
        return failed() ? 0 : s;
    }
    // A list; of `count` entries unless count is -1.
    QJsonArray array(const QString &key, int count, std::optional<QJsonArray> fallback = {})
    {
        return arrayAt(m_json.value(key), key, count, fallback);
    }
    QJsonArray arrayAt(
        const QJsonValue &v, const QString &path, int count, std::optional<QJsonArray> fallback)
    {
        if (!present(v, path, fallback.has_value()))
            return failed() ? QJsonArray() : *fallback;
        if (!v.isArray())
            return fail(tr("\"%1\" is not a list").arg(path)), QJsonArray();
        const QJsonArray a = v.toArray();
        if (count >= 0 && a.size() != count)
            return fail(
                       tr("\"%1\" has %2 entries, expected %3").arg(path).arg(a.size()).arg(count)),
                   QJsonArray();
        return a;
    }
    QJsonObject objectAt(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject())
            fail(tr("\"%1\" is not an object").arg(path));
        return failed() ? QJsonObject() : v.toObject();
    }

private:
    // Whether the field is there (and nothing failed before); a missing field without a
    // fallback fails.
    bool present(const QJsonValue &v, const QString &path, bool hasFallback)
    {
        if (failed())
            return false;
        if (v.isUndefined()) {
            if (!hasFallback)
                fail(tr("\"%1\" is missing").arg(path));
            return false;
        }
        return true;
    }

    const QJsonObject &m_json;
    QString m_error;
};

} // namespace

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
    SavedFields f(json);
    auto fail = [&f, error](const QString &why) {
        f.fail(why);
        if (error)
            *error = f.error();
        return false;
    };
    auto failed = [&f, error] {
        if (error)
            *error = f.error();
        return false;
    };
    if (f.string(QStringLiteral("format"), 100, QString()) != kFormatName)
        return fail(f.failed() ? QString() : tr("this is not a Sudoku Tutor game file"));
    const qint64 version = f.integer(QStringLiteral("version"), 0, kMaxInt, 1);
    if (f.failed())
        return failed();
    if (version > kFormatVersion)
        return fail(tr("the file was written by a newer version (format %1)").arg(version));
    const int a = int(f.integer(QStringLiteral("boxRows"), 1, core::kMaxBoxSide, {}));
    const int b = int(f.integer(QStringLiteral("boxColumns"), 1, core::kMaxBoxSide, {}));
    if (f.failed())
        return failed();
    if (a * b < 4)
        return fail(tr("unsupported box size %1×%2").arg(a).arg(b));
    const core::Geometry &g = core::Geometry::get(a, b);
    const int n = g.cellCount();

    // The givens, then two states on top of them: where the game started ("startValues",
    // "startCandidates"; format 2) and where it is now ("values", "candidates").
    core::Board givens(g);
    {
        const QString key = QStringLiteral("givens");
        const QString line = f.cells(key, n);
        for (int c = 0; c < n && !f.failed(); ++c)
            if (line.at(c) != QLatin1Char('.'))
                givens.setGiven(c, f.symbol(key, line, c, g));
        if (f.failed())
            return failed();
    }
    // Reads one state (values and candidates) on top of the givens into board.
    auto readState
        = [&](const QString &valuesKey, const QString &candidatesKey, core::Board &board) -> bool {
        const QString values = f.cells(valuesKey, n);
        const QJsonArray candidates = f.array(candidatesKey, n);
        if (f.failed())
            return failed();
        board = givens;
        for (int c = 0; c < n; ++c) {
            const int s = values.at(c) == QLatin1Char('.') ? 0 : f.symbol(valuesKey, values, c, g);
            if (f.failed())
                return failed();
            if (givens.isGiven(c) && s != givens.value(c))
                return fail(
                    tr("\"%1\": character %2 changes the given %3")
                        .arg(valuesKey)
                        .arg(c + 1)
                        .arg(QChar::fromLatin1(core::Geometry::symbolChar(givens.value(c)))));
            if (!givens.isGiven(c))
                board.setValue(c, s);
            const qint64 mask = f.integerAt(
                candidates.at(c), SavedFields::element(candidatesKey, c), 0, g.allSymbols());
            if (f.failed())
                return failed();
            if ((mask & ~qint64(g.allSymbols())) != 0)
                return fail(tr("\"%1\" is not a set of candidates of this board")
                                .arg(SavedFields::element(candidatesKey, c)));
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
    const QJsonArray savedHistory = f.array(QStringLiteral("history"), -1, QJsonArray());
    for (int i = 0; i < savedHistory.size() && !f.failed(); ++i) {
        const QString entry = SavedFields::element(QStringLiteral("history"), i);
        const QJsonObject o = f.objectAt(savedHistory.at(i), entry);
        SavedCommand cmd;
        cmd.text = f.stringAt(o.value(QStringLiteral("text")), entry + QStringLiteral(".text"),
            kMaxTextLength, QString());
        const QString changesKey = entry + QStringLiteral(".changes");
        const QJsonArray changes
            = f.arrayAt(o.value(QStringLiteral("changes")), changesKey, -1, QJsonArray());
        for (int j = 0; j < changes.size() && !f.failed(); ++j) {
            const QString at = SavedFields::element(changesKey, j);
            const QJsonObject co = f.objectAt(changes.at(j), at);
            const auto field = [&](const char *name, qint64 max) {
                const QString key = QLatin1String(name);
                return f.integerAt(co.value(key), at + QLatin1Char('.') + key, 0, max);
            };
            CellChange c;
            c.cell = int(field("cell", n - 1));
            c.before = { int(field("v0", g.side())), core::Mask(field("c0", g.allSymbols())) };
            c.after = { int(field("v1", g.side())), core::Mask(field("c1", g.allSymbols())) };
            if (f.failed())
                break;
            if (((c.before.candidates | c.after.candidates) & ~g.allSymbols()) != 0)
                return fail(tr("\"%1\" is not a set of candidates of this board").arg(at));
            if (givens.isGiven(c.cell))
                return fail(tr("\"%1\" changes the given in cell %2").arg(at).arg(c.cell));
            cmd.changes.push_back(c);
        }
        history.push_back(cmd);
    }
    const int historyIndex
        = int(f.integer(QStringLiteral("historyIndex"), 0, history.size(), history.size()));
    if (f.failed())
        return failed();

    core::Board startBoard;
    if (json.contains(QStringLiteral("startValues"))
        || json.contains(QStringLiteral("startCandidates"))) {
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
        for (int i = 0; i < history.size(); ++i)
            for (int j = 0; j < history[i].changes.size(); ++j) {
                const CellChange &c = history[i].changes[j];
                if (scratch[std::size_t(c.cell)] != c.before)
                    return fail(
                        tr("\"%1\" does not start from what the earlier history left in cell %2")
                            .arg(SavedFields::element(
                                SavedFields::element(QStringLiteral("history"), i)
                                    + QStringLiteral(".changes"),
                                j))
                            .arg(c.cell));
                scratch[std::size_t(c.cell)] = c.after;
            }
    }
    // The rest, read before anything changes.
    const QString source = f.string(QStringLiteral("source"), kMaxTextLength, QString());
    const QString origin = f.string(QStringLiteral("origin"), kMaxTextLength, QString());
    const int index = int(f.integer(QStringLiteral("index"), 0, kMaxInt, 0));
    const int hintsUsed = int(f.integer(QStringLiteral("hintsUsed"), 0, kMaxInt, 0));
    // Hints per kind (a technique's id, "reveal", "mistake"): counts; missing in older files.
    QMap<QString, int> hintsByKind;
    if (json.contains(QStringLiteral("hintsByKind"))) {
        const QJsonObject kinds
            = f.objectAt(json.value(QStringLiteral("hintsByKind")), QStringLiteral("hintsByKind"));
        for (auto it = kinds.begin(); it != kinds.end() && !f.failed(); ++it) {
            const int count = int(
                f.integerAt(it.value(), QStringLiteral("hintsByKind.") + it.key(), 0, kMaxInt, 0));
            if (count > 0)
                hintsByKind.insert(it.key(), count);
        }
    }
    const int mistakes = int(f.integer(QStringLiteral("mistakes"), 0, kMaxInt, 0));
    const qint64 elapsed = f.integer(QStringLiteral("elapsedMs"), 0, kMaxElapsedMs, 0);
    const bool autoCandidates = f.boolean(QStringLiteral("autoCandidates"), m_autoCandidates);
    const bool completed = f.boolean(QStringLiteral("completed"), false);
    if (f.failed())
        return failed();

    // Uniqueness and the solution come from the givens alone (entries may be wrong).
    core::ParseResult check;
    check.puzzles.emplace_back();
    check.puzzles.front().board = givens;
    core::checkSolutions(check, kSolutionNodeLimit);
    if (check.puzzles.empty())
        return fail(tr("\"%1\": %2")
                        .arg(QStringLiteral("givens"), ErrorText::describe(check.errors.front())));
    core::Puzzle puzzle = check.puzzles.front();
    puzzle.board = startBoard;

    // Everything read: replace the game. The starting state already holds its candidates.
    m_autoCandidates = false;
    start(puzzle, source, origin);
    m_index = index;
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
    m_hintsUsed = hintsUsed;
    m_hintsByKind = hintsByKind;
    m_mistakes = mistakes;
    m_elapsedBefore = elapsed;
    m_completed = completed;
    m_clock.invalidate();
    if (!m_completed && !m_clockHeld)
        m_clock.start();
    emit reset();
    emit statsChanged();
    emit autoCandidatesChanged(m_autoCandidates);
    return true;
}
