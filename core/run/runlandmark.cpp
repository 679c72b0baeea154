#include "run/runlandmark.h"

#include <algorithm>

namespace core {

namespace {

constexpr std::uint32_t bit(RunEventKind kind)
{
    return RunTimeline::kindBit(kind);
}

// The events whose rule a rule change compares (RunTimeline::event(k).rule).
constexpr std::uint32_t kRuleKinds
    = bit(RunEventKind::LogicStep) | bit(RunEventKind::RuleFired) | bit(RunEventKind::Reduction);

// The kinds of event that are landmarks by their kind alone (a rule change also needs its rule).
std::uint32_t plainKinds(RunFamily family, RunLandmark landmark)
{
    using K = RunEventKind;
    const bool search = family == RunFamily::Search;
    const bool logic = family == RunFamily::Logic;
    const bool climb = family == RunFamily::Climb;
    switch (landmark) {
    case RunLandmark::Decision:
        return search ? bit(K::Decision) : logic ? bit(K::Assumption) : 0;
    case RunLandmark::Backtrack:
        return search ? bit(K::Backtrack) : logic ? bit(K::Refutation) : 0;
    case RunLandmark::Conflict:
        return search ? bit(K::Conflict) : 0;
    case RunLandmark::Restart:
        return climb ? bit(K::ClimbRestart) : 0;
    case RunLandmark::RuleChange:
        return 0;
    case RunLandmark::Any: {
        std::uint32_t kinds = bit(K::Finish);
        for (const RunLandmark l : { RunLandmark::Decision, RunLandmark::Backtrack,
                 RunLandmark::Conflict, RunLandmark::Restart })
            kinds |= plainKinds(family, l);
        if (search)
            kinds |= bit(K::Limit);
        if (climb)
            kinds |= bit(K::ClimbStart) | bit(K::ClimbJump);
        if (logic)
            kinds |= bit(K::Stuck);
        return kinds;
    }
    }
    return 0;
}

bool byRule(RunFamily family, RunLandmark landmark)
{
    return family == RunFamily::Logic
        && (landmark == RunLandmark::RuleChange || landmark == RunLandmark::Any);
}

// The rule of the logic event before event k (-1 at the start).
int ruleBefore(const RunTimeline &t, std::uint64_t k)
{
    const std::int64_t p = t.findPrevious(static_cast<std::int64_t>(k) - 1, kRuleKinds);
    return p < 0 ? -1 : t.event(static_cast<std::uint64_t>(p)).rule;
}

} // namespace

bool hasLandmarks(RunFamily family, RunLandmark landmark)
{
    return plainKinds(family, landmark) != 0 || byRule(family, landmark);
}

std::uint64_t nextLandmark(const RunTimeline &t, std::uint64_t from, RunLandmark landmark)
{
    const std::uint64_t end = t.eventCount();
    if (from >= end)
        return end;
    const std::uint32_t plain = plainKinds(t.family(), landmark);
    if (!byRule(t.family(), landmark))
        return t.findNext(from, plain);
    const int rule = ruleBefore(t, from);
    for (std::uint64_t k = t.findNext(from, plain | kRuleKinds); k < end;
         k = t.findNext(k + 1, plain | kRuleKinds)) {
        if (!(kRuleKinds & bit(t.kind(k))))
            return k;
        if (t.event(k).rule != rule)
            return k;
    }
    return end;
}

std::int64_t previousLandmark(const RunTimeline &t, std::int64_t from, RunLandmark landmark)
{
    from = std::min<std::int64_t>(from, static_cast<std::int64_t>(t.eventCount()) - 1);
    if (from < 0)
        return -1;
    const std::uint32_t plain = plainKinds(t.family(), landmark);
    if (!byRule(t.family(), landmark))
        return t.findPrevious(from, plain);
    for (std::int64_t k = t.findPrevious(from, plain | kRuleKinds); k >= 0;
         k = t.findPrevious(k - 1, plain | kRuleKinds)) {
        const auto e = static_cast<std::uint64_t>(k);
        if (!(kRuleKinds & bit(t.kind(e))) || t.event(e).rule != ruleBefore(t, e))
            return k;
    }
    return -1;
}

} // namespace core
