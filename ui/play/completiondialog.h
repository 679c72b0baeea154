#pragma once

#include <QDialog>

class Game;
class QLabel;
class QPushButton;

// Shown when the board is solved: the time, the mistakes, the hints (how many, and what they
// were for: each technique, revealed cells, mistakes pointed out), and what to do next: a New
// Game of the same level, the Next Puzzle of the same collection or file, or Close.
class CompletionDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompletionDialog)

public:
    // hasNext: whether the puzzle's collection or file has a next puzzle.
    CompletionDialog(const Game &game, bool hasNext, QWidget *parent = nullptr);

    // The figures as shown, one line each ("Time: 03:40"), for tests and screen readers.
    QString summary() const;
    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *nextPuzzleButton() const { return m_next; }

    // The name shown for a kind of hint (Game::hintsByKind()): a technique's name, "Cells
    // revealed", "Mistakes pointed out".
    static QString hintKindName(const QString &kind);

signals:
    void newGameRequested();
    void nextPuzzleRequested();

private:
    QLabel *m_figures;
    QStringList m_lines;
    QPushButton *m_newGame;
    QPushButton *m_next;
};
