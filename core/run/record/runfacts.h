#pragma once

// Facts of a recorded run in the engines' own types, for the wording (ui/wording: SearchWording,
// ClimbWording, StepWording take these) and the Lab's board overlays: the numbers a timeline
// keeps turned back into SearchStatus, ClimbStop, Technique ..., a tutor step rebuilt from its
// detail words, and what is computed on demand from the board at a position (the CtN heat-map,
// the variable order's weights and tie set).

#include "climb/hillclimber.h"
#include "logic/logicengine.h"
#include "logic/step.h"
#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "search/contributionnumber.h"
#include "search/searchengine.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace core {

// The engine's own status of a Finish (RunEvent::code, RunFinish::status), per family and mode.
SearchStatus searchStatus(std::uint8_t code);
ClimbStop climbStop(std::uint8_t code);
PathStatus pathStatus(std::uint8_t code); // the tutor
GridStatus gridStatus(std::uint8_t code); // the FILTER, Chen
ClimbRestartReason climbRestartReason(std::uint8_t code);
ClimbInit climbInit(std::uint8_t code);

// The technique behind a change's cause (none for a decision, forward checking, the neutralized
// fill or a plugged-in propagator: SearchWording::propagation() says "forward checking" then),
// and the cause a technique gives its changes (None for techniques without one).
std::optional<Technique> causeTechnique(ChangeCause cause);
ChangeCause techniqueCause(Technique technique);
// The technique of a logic event: a tutor step's own, a FILTER rule's, Chen's reduction (Naked
// Single for r = 1, r-Reduction above).
std::optional<Technique> eventTechnique(const RunEvent &event);

// The spec a timeline was recorded with (its header's words).
std::optional<RunSpec> timelineSpec(const RunTimeline &timeline);

// A tutor step as the detail words keep it, and back (LogicStep events): its fields, its chains
// and its kind of forcing (words a record written before the chains were kept lacks: read back
// as none).
void encodeStep(const Step &step, std::vector<std::uint32_t> &words);
Step decodeStep(Technique technique, std::span<const std::uint32_t> words);
// The Step of LogicStep event k (StepWording::line() words it as the hints do).
Step logicStep(const RunTimeline &timeline, std::uint64_t k);

// The variable order's view of the grid at a CellSelected event, recomputed from the board there
// (the engine's own selectSearchCell): every cell it weighed with its weight, and the tie set it
// chose from (the cells sharing the best weight). The recorded event keeps the chosen cell, its
// weight and the number of ties; this gives the cells.
struct CellSelection
{
    int cell = -1; // the first of the tie set (the engine's choice with TieBreak::First)
    double weight = 0;
    std::vector<CellWeight> weighed;
    std::vector<int> ties;
};
CellSelection selectionAt(
    const RunTimeline &timeline, std::uint64_t k, const SearchOptions &options, RunCursor &cursor);

// The heat-map: every open cell's Contribution Number on the board at the cursor's position
// (contributionNumbers(); neutralized squares apart when the goal is neutralize). 81 cells take
// microseconds, 256 a little more.
CtnWeights contributionNumbersAt(const RunCursor &cursor, bool skipNeutralized = false);

// What SearchWording::decision() takes for Decision event k: the cell's candidates and the
// weight and ties of the selection it came from (the parent's CellSelected event).
struct DecisionFacts
{
    int cell = -1;
    int symbol = 0;
    Mask candidates = 0;
    double weight = 0;
    int ties = 1;
};
DecisionFacts decisionFacts(const RunTimeline &timeline, std::uint64_t k, RunCursor &cursor);

} // namespace core
