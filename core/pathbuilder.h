#pragma once

// TEMPORARY: a small self-contained solution-path builder for the tutor techniques' tests and
// `sudoku-cli explain`, until the LogicEngine (core/logicengine.*) lands; the lead will switch
// solvePath() to it. It knows only the singles (minimal private versions), the techniques of
// advancedrules.h and the one-level trial, not San Segundo's intersections and subsets.

#include "step.h"

#include <atomic>
#include <vector>

namespace core {

// The explained solution path from a position: at each state the first technique that applies,
// in this order: Full House, Naked Single, Hidden Single, X-Wing, Swordfish, Jellyfish,
// Skyscraper, 2-String Kite, XY-Wing, XYZ-Wing, Simple Coloring, Unique Rectangle 1, BUG+1,
// Trial; one step at a time, applied with applyStep(), until the board is complete or nothing
// applies (then the path ends short of a solution). The board's candidates are its state; a board
// whose open cells have no candidate at all (givens only) gets fillCandidates() first. `stop`, when
// given and set (from another thread), ends the path early, between two steps.
std::vector<Step> solvePath(Board board, const std::atomic<bool> *stop = nullptr);

// The first step (in the order above) on this board, or nothing when no technique applies.
bool nextPathStep(const Board &board, Step &step);

} // namespace core
