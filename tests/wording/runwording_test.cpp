// The words of a recorded run (ui/wording/runwording): every event of every family gets a line,
// in the family's own wording (SearchWording, ClimbWording, StepWording) with the facts the
// timeline keeps; the finish; the counters; and the lines in German and Japanese.
#include "run/record/runfacts.h"
#include "run/record/runrecorder.h"
#include "testutil.h"
#include "wording/runwording.h"
#include "wording/translations.h"

#include <gtest/gtest.h>

using namespace core;

namespace {

// The spec of the CLI's words (std::bad_optional_access on words that are no spec).
RunSpec spec(const std::string &words)
{
    return parseRunSpec(words).value();
}

Board top95(int index)
{
    return testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[std::size_t(index)]);
}

std::string s(const QString &text)
{
    return text.toStdString();
}

} // namespace

TEST(RunWording, EveryEventOfEveryFamilyHasALine)
{
    const std::pair<Board, const char *> runs[] = {
        { top95(0), "search --strategy ctn --propagation fc --goal neutralize" },
        { top95(0), "search --strategy lex --propagation none --limit 200" },
        { top95(0), "search --strategy mrv --propagation carmel --carmel I,II" },
        { top95(0), "logic --mode filter" },
        { top95(0), "logic --mode chen --choice fewest" },
        { testutil::boardFromLine(testutil::readLines("nytimes_hard.txt")[0]),
            "logic --mode tutor" },
        { testutil::boardFromLine(testutil::readLines("nytimes_medium.txt")[0]),
            "climb --init random --seed 4" },
    };
    for (const auto &[board, words] : runs) {
        const RunTimeline t = recordRun(board, spec(words));
        ASSERT_GT(t.eventCount(), 1u) << words;
        const RunWording w(t, CellNaming::Letter);
        for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
            const QString line = w.line(k);
            EXPECT_FALSE(line.isEmpty()) << words << " event " << k;
            EXPECT_FALSE(RunWording::kindName(t.kind(k)).isEmpty());
        }
        // The last event is the finish, worded as the run ended.
        EXPECT_EQ(t.kind(t.eventCount() - 1), RunEventKind::Finish) << words;
        EXPECT_EQ(s(w.line(t.eventCount() - 1)), s(w.finish(t.finish()))) << words;
    }
}

TEST(RunWording, SearchLinesAreTheSearchWording)
{
    const Board board = top95(0);
    const RunSpec sp = spec("search --strategy ctn --propagation fc");
    const RunTimeline t = recordRun(board, sp);
    const RunWording w(t, CellNaming::Letter);
    const SearchWording search(t.geometry(), CellNaming::Letter);
    RunCursor cursor(t);
    int decisions = 0, backtracks = 0, conflicts = 0;
    for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
        const RunEvent e = t.event(k);
        switch (e.kind) {
        case RunEventKind::Decision: {
            const DecisionFacts f = decisionFacts(t, k, cursor);
            EXPECT_EQ(s(w.line(k)),
                s(search.decision(
                    e.cell, e.symbol, VariableOrder::Ctn, f.candidates, f.weight, f.ties)));
            EXPECT_EQ(w.line(k).left(4), QStringLiteral("Try "));
            ++decisions;
            break;
        }
        case RunEventKind::Backtrack:
            EXPECT_EQ(s(w.line(k)), s(search.backtrack(e.cell, e.symbol)));
            ++backtracks;
            break;
        case RunEventKind::Conflict:
            EXPECT_EQ(s(w.line(k)), s(search.conflict(e.conflict)));
            ++conflicts;
            break;
        default:
            break;
        }
    }
    EXPECT_EQ(std::uint64_t(decisions), t.finish().totals.recursions);
    EXPECT_EQ(std::uint64_t(backtracks), t.finish().totals.backtracks);
    EXPECT_GT(conflicts, 0);
    EXPECT_EQ(s(w.finish(t.finish())),
        s(search.finished(SearchStatus::Solved, t.finish().totals.recursions)));
}

TEST(RunWording, FilterAndClimberLines)
{
    const RunTimeline filter = recordRun(top95(0), spec("logic --mode filter"));
    const RunWording fw(filter, CellNaming::Letter);
    // "FILTER rule 3 (Pointing): removes 7 from I6 (Pointing)"
    bool pointing = false;
    for (std::uint64_t k = 0; k < filter.eventCount(); ++k) {
        const RunEvent e = filter.event(k);
        if (e.kind != RunEventKind::RuleFired)
            continue;
        const std::string line = s(fw.line(k));
        EXPECT_EQ(line.rfind("FILTER rule " + std::to_string(e.rule + 1) + " (", 0), 0u) << line;
        pointing = pointing || line.find("(Pointing): removes") != std::string::npos;
    }
    EXPECT_TRUE(pointing);
    RunCounters c = filter.countersAt(filter.eventCount());
    EXPECT_EQ(s(fw.counterValue(c, RunWording::Counter::Steps)), std::to_string(c.steps));
    EXPECT_EQ(fw.counterValue(c, RunWording::Counter::TopRule).left(5), QStringLiteral("rule "));

    const RunTimeline climb
        = recordRun(testutil::boardFromLine(testutil::readLines("nytimes_medium.txt")[0]),
            spec("climb --init greedy --seed 2"));
    const RunWording cw(climb, CellNaming::Letter);
    const ClimbWording climbWords(climb.geometry(), CellNaming::Letter);
    for (std::uint64_t k = 0; k < climb.eventCount(); ++k) {
        const RunEvent e = climb.event(k);
        if (e.kind == RunEventKind::ClimbMove) {
            EXPECT_EQ(s(cw.line(k)), s(climbWords.move(e.cell, e.cellB, e.delta, e.f)));
        } else if (e.kind == RunEventKind::ClimbSideways) {
            EXPECT_EQ(s(cw.line(k)), s(climbWords.sideways(e.cell, e.cellB, e.f)));
        }
    }
}

TEST(RunWording, LinesInGermanAndJapanese)
{
    const RunTimeline t = recordRun(top95(0), spec("search --strategy mrv --propagation fc"));
    const std::uint64_t k = t.findNext(0, RunTimeline::kindBit(RunEventKind::Backtrack));
    ASSERT_LT(k, t.eventCount());
    ASSERT_TRUE(Translations::install(QStringLiteral("de")));
    {
        const RunWording w(t, CellNaming::Letter);
        EXPECT_EQ(w.line(k).left(12), QStringLiteral("Rücksprung: "));
        EXPECT_EQ(s(RunWording::counterName(RunWording::Counter::Backtracks)), "Rücksprünge");
    }
    ASSERT_TRUE(Translations::install(QStringLiteral("ja")));
    {
        const RunWording w(t, CellNaming::Letter);
        EXPECT_TRUE(w.line(k).startsWith(QStringLiteral("バックトラック")));
        EXPECT_EQ(s(RunWording::kindName(RunEventKind::Decision)), "決定");
    }
    Translations::install(QStringLiteral("en"));
}
