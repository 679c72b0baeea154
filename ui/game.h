#pragma once

#include "board.h"
#include "formats.h"

#include <QObject>
#include <QString>
#include <QVector>

// The game in progress: the puzzle (givens), the player's board on top of it, and where the
// puzzle came from. Widgets and models observe it; later the undo stack lives here too.
class Game final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Game)

public:
    explicit Game(QObject *parent = nullptr);

    const core::Board &board() const { return m_board; }
    const core::Geometry &geometry() const { return m_board.geometry(); }
    // The solution when the puzzle has exactly one, else empty.
    const std::vector<std::uint8_t> &solution() const { return m_solution; }
    core::SolutionStatus status() const { return m_status; }
    QString source() const { return m_source; }
    int index() const { return m_index; }

    // Starts a new game on a loaded puzzle (its givens, and any entries and pencil marks it
    // carries). source names where it came from ("nytimes_easy.txt", "clipboard").
    void start(const core::Puzzle &puzzle, const QString &source);

signals:
    // The whole board changed (a new game).
    void reset();
    // Only these cells changed.
    void cellsChanged(const QVector<int> &cells);

private:
    core::Board m_board;
    std::vector<std::uint8_t> m_solution;
    core::SolutionStatus m_status = core::SolutionStatus::Unknown;
    QString m_source;
    int m_index = 0;
};
