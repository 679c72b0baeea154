#pragma once

// The tutor's engine and its explained solution path: the LogicEngine with every technique
// registered (every family of finders that FinderFn in logicengine.h lists, the one-level trial
// as the last resort), so every puzzle with a solution gets a fully explained path.

#include "logic/logicengine.h"
#include "logic/step.h"

#include <atomic>
#include <vector>

namespace core {

// A LogicEngine with every finder registered (including Full House and the tutor techniques).
LogicEngine tutorEngine();
// The techniques a tutor uses: all of them but Chen's r-Reduction, which is a generic form of
// the singles and subsets kept for the ratings (its steps would duplicate the named ones).
TechniqueSet tutorTechniques();

// The explained solution path from a position: at each state the simplest technique that
// applies (in the order of the Technique enum), one step at a time, until the board is complete
// or nothing applies. The board's candidates are its state, minus what its values rule out; a
// board whose open cells have no candidate at all (givens only) starts from the full candidates.
// `stop`, when set from another thread, ends the path early, between two steps. keepSteps false:
// the steps are not kept (only the path's techniques, counts and end; PathOptions::keepSteps).
SolutionPath tutorPath(
    const Board &board, const std::atomic<bool> *stop = nullptr, bool keepSteps = true);
std::vector<Step> solvePath(Board board, const std::atomic<bool> *stop = nullptr);

// The first step on this board (the hint a tutor gives), or false when no technique applies.
// Raising `stop` (from another thread) ends the search soon, without a step.
bool nextPathStep(const Board &board, Step &step, const std::atomic<bool> *stop = nullptr);

// Every step that applies now, simplest technique first, at most maxPerTechnique of each; the
// trial only when nothing else applies (then its first step alone). Raising `stop` ends it soon,
// with the steps found so far.
std::vector<Step> availableTutorSteps(
    const Board &board, int maxPerTechnique = 20, const std::atomic<bool> *stop = nullptr);

} // namespace core
