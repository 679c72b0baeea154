#pragma once

// What tst_crashsafety and its crashplayer compare: a game's position, pencil marks, undo history
// place and source, as one line.
#include "board/geometry.h"
#include "game/game.h"

#include <QByteArray>
#include <QUndoStack>

inline QByteArray signature(const Game &game)
{
    const core::Board &b = game.board();
    QByteArray s;
    for (int c = 0; c < b.cellCount(); ++c)
        s += core::Geometry::symbolChar(b.value(c));
    s += ' ';
    for (int c = 0; c < b.cellCount(); ++c)
        s += QByteArray::number(b.isOpen(c) ? b.candidates(c) : 0, 36) + ',';
    s += ' ' + QByteArray::number(game.undoStack()->index()) + '/'
        + QByteArray::number(game.undoStack()->count()) + ' ' + game.source().toUtf8().toHex();
    return s;
}
