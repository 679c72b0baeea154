#include "game/undocommands.h"

#include <algorithm>

CellChangeCommand::CellChangeCommand(
    Game *game, QVector<CellChange> changes, const QString &text, int mergeId, qint64 timeMs)
    : QUndoCommand { text }
    , m_game { game }
    , m_changes { std::move(changes) }
    , m_mergeId { mergeId }
    , m_timeMs { timeMs }
{ }

void CellChangeCommand::undo()
{
    m_game->applyChanges(m_changes, false);
}

void CellChangeCommand::redo()
{
    m_game->applyChanges(m_changes, true);
}

bool CellChangeCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const CellChangeCommand *>(other);
    if (o->m_mergeId != m_mergeId || m_mergeId == NoMerge || m_timeMs <= 0
        || o->m_timeMs - m_timeMs > kMergeWindowMs)
        return false;
    // Only marks typed into the same cells are one step: marks in another cell are another
    // move, undone on their own.
    const auto cells = [](const QVector<CellChange> &changes) {
        QVector<int> out;
        for (const CellChange &c : changes)
            out.push_back(c.cell);
        std::sort(out.begin(), out.end());
        return out;
    };
    if (cells(m_changes) != cells(o->m_changes))
        return false;
    for (const CellChange &c : o->m_changes) {
        auto it = std::find_if(m_changes.begin(), m_changes.end(),
            [&](const CellChange &mine) { return mine.cell == c.cell; });
        it->after = c.after;
    }
    m_timeMs = o->m_timeMs;
    // Toggling a mark on and off again leaves nothing to undo.
    setObsolete(std::all_of(m_changes.begin(), m_changes.end(),
        [](const CellChange &c) { return c.before == c.after; }));
    return true;
}
