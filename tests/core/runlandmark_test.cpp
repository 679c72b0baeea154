// The Lab's landmarks (core/run/runlandmark.h): for each family and kind, the next and previous
// landmark from every position equal a plain scan with the kind's definition written out here
// (the event kinds of the kind; for a rule change, the rule differs from the logic event before).
#include "run/record/runrecorder.h"
#include "run/record/runspec.h"
#include "run/runlandmark.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <set>

using namespace core;

namespace {

RunTimeline record(int top95Number, const std::string &words)
{
    return recordRun(
        testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[top95Number - 1]),
        testutil::runSpec(words));
}

bool isRuleEvent(RunEventKind k)
{
    return k == RunEventKind::LogicStep || k == RunEventKind::RuleFired
        || k == RunEventKind::Reduction;
}

// Which events are landmarks: the kinds listed, and (ruleChanges) the logic events whose rule
// differs from the previous logic event's.
std::vector<bool> marks(const RunTimeline &t, const std::set<RunEventKind> &kinds, bool ruleChanges)
{
    std::vector<bool> out(t.eventCount(), false);
    int rule = -1;
    for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
        const RunEventKind kind = t.kind(k);
        if (kinds.contains(kind))
            out[k] = true;
        if (isRuleEvent(kind)) {
            const int r = t.event(k).rule;
            if (ruleChanges && r != rule)
                out[k] = true;
            rule = r;
        }
    }
    return out;
}

// nextLandmark and previousLandmark from every place against the marks; returns how many
// landmarks there are.
std::size_t expectLandmarks(const RunTimeline &t, RunLandmark landmark,
    const std::set<RunEventKind> &kinds, bool ruleChanges)
{
    const std::vector<bool> m = marks(t, kinds, ruleChanges);
    const std::uint64_t n = t.eventCount();
    std::uint64_t next = n;
    for (std::uint64_t from = n + 1; from-- > 0;) {
        if (from < n && m[from])
            next = from;
        EXPECT_EQ(nextLandmark(t, from, landmark), next)
            << t.header().spec << " kind " << int(landmark) << " from " << from;
    }
    std::int64_t previous = -1;
    for (std::int64_t from = -1; from < std::int64_t(n); ++from) {
        if (from >= 0 && m[std::size_t(from)])
            previous = from;
        EXPECT_EQ(previousLandmark(t, from, landmark), previous)
            << t.header().spec << " kind " << int(landmark) << " from " << from;
    }
    return std::size_t(std::count(m.begin(), m.end(), true));
}

using K = RunEventKind;

} // namespace

TEST(RunLandmarks, Search)
{
    const RunTimeline t = record(1, "search --strategy mrv --propagation fc --limit 4000");
    EXPECT_GT(expectLandmarks(t, RunLandmark::Decision, { K::Decision }, false), 10u);
    EXPECT_GT(expectLandmarks(t, RunLandmark::Backtrack, { K::Backtrack }, false), 3u);
    EXPECT_GT(expectLandmarks(t, RunLandmark::Conflict, { K::Conflict }, false), 3u);
    expectLandmarks(t, RunLandmark::Any,
        { K::Decision, K::Backtrack, K::Conflict, K::Limit, K::Finish }, false);
    // No restarts, no rules: nothing to jump to.
    EXPECT_FALSE(hasLandmarks(RunFamily::Search, RunLandmark::Restart));
    EXPECT_FALSE(hasLandmarks(RunFamily::Search, RunLandmark::RuleChange));
    EXPECT_EQ(expectLandmarks(t, RunLandmark::Restart, {}, false), 0u);
    EXPECT_EQ(expectLandmarks(t, RunLandmark::RuleChange, {}, false), 0u);
}

TEST(RunLandmarks, Climb)
{
    const RunTimeline t
        = record(1, "climb --init random --seed 3 --max-iterations 20000 --max-restarts 5");
    EXPECT_GT(expectLandmarks(t, RunLandmark::Restart, { K::ClimbRestart }, false), 0u);
    expectLandmarks(
        t, RunLandmark::Any, { K::ClimbStart, K::ClimbRestart, K::ClimbJump, K::Finish }, false);
    for (const RunLandmark l : { RunLandmark::Decision, RunLandmark::Backtrack,
             RunLandmark::Conflict, RunLandmark::RuleChange })
        EXPECT_FALSE(hasLandmarks(RunFamily::Climb, l));
}

TEST(RunLandmarks, LogicRuleChanges)
{
    // The FILTER fires rule after rule: a change of rule is a landmark, a repeat is not.
    const RunTimeline filter = record(1, "logic --mode filter");
    const std::size_t changes = expectLandmarks(filter, RunLandmark::RuleChange, {}, true);
    EXPECT_GT(changes, 2u);
    EXPECT_LT(changes, filter.eventCount() - 1);
    expectLandmarks(filter, RunLandmark::Any, { K::Stuck, K::Finish }, true);
    // The tutor: a change of technique.
    const RunTimeline tutor = record(1, "logic --mode tutor");
    EXPECT_GT(expectLandmarks(tutor, RunLandmark::RuleChange, {}, true), 1u);
    // Chen: assumptions are decisions, refutations backtracks, a change of r a rule change.
    const RunTimeline chen = record(10, "logic --mode chen --choice random --seed 4");
    EXPECT_GT(expectLandmarks(chen, RunLandmark::Decision, { K::Assumption }, false), 10u);
    EXPECT_GT(expectLandmarks(chen, RunLandmark::Backtrack, { K::Refutation }, false), 10u);
    EXPECT_GT(expectLandmarks(chen, RunLandmark::RuleChange, {}, true), 1u);
    expectLandmarks(
        chen, RunLandmark::Any, { K::Assumption, K::Refutation, K::Stuck, K::Finish }, true);
    EXPECT_FALSE(hasLandmarks(RunFamily::Logic, RunLandmark::Restart));
    EXPECT_FALSE(hasLandmarks(RunFamily::Logic, RunLandmark::Conflict));
}
