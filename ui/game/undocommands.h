#pragma once

#include "game/game.h"

#include <QUndoCommand>

// One undoable change of the player's board: the before and after state of each cell touched.
// Every player action (digit, pencil mark, erase, fill, restart, hint, reveal) is one of these;
// rapid pencil-mark toggles in the same cell (or the same cells) merge into one step.
class CellChangeCommand final : public QUndoCommand
{
public:
    enum MergeId { NoMerge = -1, CandidateToggle = 1 };
    static constexpr qint64 kMergeWindowMs = 1500;

    CellChangeCommand(Game *game, QVector<CellChange> changes, const QString &text,
        int mergeId = NoMerge, qint64 timeMs = 0);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;

    const QVector<CellChange> &changes() const { return m_changes; }
    qint64 timeMs() const { return m_timeMs; }

private:
    Game *m_game;
    QVector<CellChange> m_changes;
    int m_mergeId;
    qint64 m_timeMs;
};
