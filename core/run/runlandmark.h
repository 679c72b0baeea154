#pragma once

// Landmarks of a run for the Lab's transport (issue 10: "jumps to the next decision / backtrack /
// restart / rule change"): which events are landmarks of each kind, per family, and the next or
// previous one from a place in a timeline.
//   Decision    a search's Decision; Chen's Assumption
//   Backtrack   a search's Backtrack; Chen's Refutation
//   Conflict    a search's Conflict
//   Restart     the climber's ClimbRestart
//   RuleChange  a logic event (the tutor's step, a FILTER firing, Chen's r-Reduction) whose rule
//               (technique, FILTER rule, r) differs from the logic event before it; the first one
//   Any         any of these, and a search's Limit, the climber's starts and jumps, Chen's Stuck,
//               the Finish

#include "run/runcursor.h"

#include <cstdint>

namespace core {

enum class RunLandmark : std::uint8_t { Any, Decision, Backtrack, Conflict, Restart, RuleChange };
constexpr int kRunLandmarkCount = static_cast<int>(RunLandmark::RuleChange) + 1;

// Whether a run of the family has landmarks of the kind (Any: always).
bool hasLandmarks(RunFamily family, RunLandmark landmark);

// The first event at or after `from` that is a landmark of the kind (eventCount() when none), and
// the last at or before `from` (-1 when none). O(the events passed over).
std::uint64_t nextLandmark(const RunTimeline &timeline, std::uint64_t from, RunLandmark landmark);
std::int64_t previousLandmark(const RunTimeline &timeline, std::int64_t from, RunLandmark landmark);

} // namespace core
