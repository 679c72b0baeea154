#pragma once

#include "board/formats.h"
#include "game/puzzlelibrary.h"

#include <QObject>
#include <QVector>

#include <optional>

class AsyncRunner;

// Where File > New Game's puzzles come from: a random bundled puzzle of a level, or of one
// collection. The levels need the bundled puzzles rated; that starts at once, off the GUI thread.
class PuzzlePicker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PuzzlePicker)

public:
    explicit PuzzlePicker(QObject *parent = nullptr);

    struct Pick
    {
        core::Puzzle puzzle;
        QString source; // the name the game shows for where it came from
        QString origin; // where the next one is (see Game::origin())
    };

    // Whether the bundled puzzles are rated (New Game by level is ready).
    bool isRated() const { return !m_rated.isEmpty(); }
    // How many bundled puzzles each level has, indexed by core::Level; empty until rated.
    QVector<int> levelCounts() const;
    // A random puzzle of this level (core::Level); none before the rating or when it has none.
    std::optional<Pick> ofLevel(int level) const;
    // A random puzzle of this collection (an index into PuzzleLibrary::collections()).
    static std::optional<Pick> fromCollection(int collection);
    // The puzzle after puzzle `index` (1-based) of an origin ("collection:ID", "file:PATH");
    // none at the end, for an unknown origin, or when the file cannot be read.
    static std::optional<Pick> next(const QString &origin, int index);
    static QString collectionOrigin(const QString &id);
    static QString fileOrigin(const QString &path);

signals:
    void rated();

private:
    AsyncRunner *m_runner;
    QVector<PuzzleLibrary::RatedPuzzle> m_rated;
};
