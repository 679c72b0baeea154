#include "game.h"

Game::Game(QObject *parent)
    : QObject { parent }
{
}

void Game::start(const core::Puzzle &puzzle, const QString &source)
{
    m_board = puzzle.board;
    m_solution = puzzle.solution;
    m_status = puzzle.status;
    m_source = source;
    m_index = puzzle.index;
    emit reset();
}
