#pragma once

// Checks that a step's chains read true on the board they were found on: every weak link joins
// nodes that cannot both be true, every strong link nodes of which one must be, and an ALS node
// is an almost locked set. Shared by the technique tests and the soundness test over real
// puzzles.

#include "board/board.h"
#include "logic/step.h"

#include <string>
#include <vector>

namespace chaincheck {

// Every cell of a sees every cell of b (and none is in both).
bool allSee(const core::Geometry &g, const std::vector<int> &a, const std::vector<int> &b);

// Empty when every link of every chain of the step holds; otherwise what is wrong.
std::string chainProblem(const core::Board &board, const core::Step &step);

// Reads a forcing chain's or net's Eureka notation back (as sudoku-cli explain prints it:
// stepNotation, A1 naming) and replays it on the board it was found on; empty when the text
// proves its result, otherwise what is wrong. The reader knows only the text and the board (it
// does not call the finders, nor use the step's chains): the notation is parsed by its own rules
// (notation.h's description), and the kind of forcing is inferred from the branches. A branch
// is a group of chains joined by ", " ("; " starts the next; a forcing chain's contradiction
// writes its chains as groups that start at the same assumption, read as one branch). Each
// branch starts at its assumption, every chain at a literal the branch knows, and each link
// follows: a weak link from a true node to a false one, a strong link from a false node to a
// true one (links that exist on the board), or, in a net, a single: the cell's other
// candidates, or the digit's other places in a unit (outside a grouped node's cells), all known
// false. A bracket (a nested contradiction) opens with its own assumption (a candidate not known
// either way), ends in a contradiction, and then that assumption is false. One branch: it ends
// in a contradiction (a node true and false, a cell or a unit without a place for a digit) and
// the result is its assumption's opposite. Several: their assumptions cover every case (a
// candidate true and false, every candidate of a cell, every place of a digit in a unit), none
// breaks down, and each ends at the result (its last chain's last node, or
// the conclusion of a bracket that ends it). No chain or link follows a contradiction.
std::string replayProblem(const core::Board &board, const std::string &text, bool net);

// replayProblem on the step's printed notation (net for a ForcingNet), and the result written
// is the step's.
std::string forcingProblem(const core::Board &board, const core::Step &step);

// A Kraken fish read back from its printed notation and replayed: each branch assumes a fin
// of the digit true and reaches the elimination by real links; with every fin false, the base
// lines (the step's units, first half) hold the digit in at most as many cover lines, one of
// them the target's, which lies in no base line. Empty when so.
std::string krakenProblem(const core::Board &board, const core::Step &step);

} // namespace chaincheck
