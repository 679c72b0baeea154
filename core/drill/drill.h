#pragma once

// A drill (issue 34): a position where one technique is the simplest next step on the tutor's
// own path, with the candidates as the path has them there, and the step the player is asked to
// make. The judge compares a player's answer (digits placed, candidates removed) with the steps
// of that technique at the position and says, as data, what is right, what is missing and what
// is not justified (and whether it is unsound or only not this step). Core writes no prose: the
// UI words a Judgement.

#include "board/board.h"
#include "logic/step.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace core {

struct Drill
{
    Technique technique = Technique::NakedSingle;
    // Givens, the values placed on the path so far (entered values) and every open cell's
    // candidates as the path has them.
    Board position;
    // The step the tutor's path takes here (LogicEngine::hint on the position): the expected
    // answer shown by Show.
    Step step;
    // Every step of `technique` at the position (`step` first): any of them is a right answer.
    std::vector<Step> alternatives;
    // The puzzle's solution, row-major (for the judge's soundness reasons).
    std::vector<std::uint8_t> solution;
    // Where it came from: the index of the puzzle in the source (-1: made by the generator) and
    // the number of path steps before the position.
    int sourceIndex = -1;
    int pathStep = 0;
    std::uint64_t key = 0; // positionKey(position)
};

// A hash of a position (values and the open cells' candidates): the seen-set's key.
std::uint64_t positionKey(const Board &board);

// The techniques a drill can ask for: the tutor's (tutorTechniques()) but the trial, the
// tutor's internal last resort (an assumption tried and refuted by propagation, not a pattern a
// player learns to see).
std::vector<Technique> drillTechniques();

// Fills a drill's step, alternatives and key from its technique, position and solution; false
// when the technique is not the simplest next step at the position (a drill read back from a
// file that no longer fits the engine).
bool completeDrill(Drill &drill, const std::atomic<bool> *stop = nullptr);

// A player's answer: what changed between the drill position and the player's board.
struct DrillAnswer
{
    std::vector<Placement> placements; // digits entered in open cells
    std::vector<Elimination> eliminations; // candidates removed from cells left open
};

// The answer of a player's board: digits placed in the position's open cells, candidates the
// position had and the board lacks in cells still open. Candidates added back are ignored.
DrillAnswer answerOf(const Board &position, const Board &player);

enum class DrillVerdict : std::uint8_t {
    Nothing, // no change yet
    Right, // the changes of one step of the technique, all of them
    Partial, // only justified changes, but some of the step's are missing
    Wrong, // at least one change the technique does not justify here
};

// Why a change is not justified.
enum class UnjustifiedReason : std::uint8_t {
    // The change is false: a digit placed where the solution has another, or the solution's
    // digit removed from its cell.
    Unsound,
    // The change is true (the solution agrees) but no step of this technique here proves it: it
    // may be a later step, or another technique's.
    NotThisStep,
};

struct UnjustifiedChange
{
    bool placement = false; // a digit placed (else a candidate removed)
    int cell = -1;
    int symbol = 0;
    UnjustifiedReason reason = UnjustifiedReason::NotThisStep;
    bool operator==(const UnjustifiedChange &) const = default;
};

struct Judgement
{
    DrillVerdict verdict = DrillVerdict::Nothing;
    // The step of the technique the answer was measured against (the one it matches best).
    int alternative = 0;
    std::vector<Placement> missingPlacements;
    std::vector<Elimination> missingEliminations;
    std::vector<UnjustifiedChange> unjustified;
    int justifiedCount = 0; // the answer's changes that the step makes (or that follow from them)
};

// Judges the answer against every step of the drill's technique and keeps the best match (fewest
// unjustified changes, then fewest missing). A candidate removed that follows from a digit the
// step places (another candidate of its cell, or the digit in a peer) counts as justified: a
// player who clears the other candidates of a hidden single's cell is on the way (Partial, the
// placement missing), and one who places the digit and clears it from the peers is right.
Judgement judgeAnswer(const Drill &drill, const DrillAnswer &answer);

// A drill as one line of text (technique id, givens, entered values, candidates, solution,
// source) and back: the session's autosave. nullopt when the text does not read or the position
// no longer fits the technique.
std::string drillToText(const Drill &drill);
std::optional<Drill> drillFromText(const std::string &text);

} // namespace core
