// The Solver Lab's vocabulary (ui/wording/searchwording, climbwording): every search event and
// climber event in words, from the data the engines report, and the words of a real run.
#include "board/formats.h"
#include "climb/climbrecorder.h"
#include "search/searchengine.h"
#include "testutil.h"
#include "wording/climbwording.h"
#include "wording/searchwording.h"
#include "wording/translations.h"

#include <gtest/gtest.h>

#include <QLocale>

#include <set>

using namespace core;

namespace {

const Geometry &g9 = Geometry::classic();

int cellOf(const char *name)
{
    return testutil::cellOf(g9, name);
}

std::string s(const QString &text)
{
    return text.toStdString();
}

} // namespace

TEST(SearchWording, Decisions)
{
    const SearchWording w(g9, CellNaming::Letter);
    const Mask two = bit(3) | bit(7);
    EXPECT_EQ(s(w.decision(cellOf("E5"), 3, VariableOrder::Mrv, two, 2)),
        "Try E5 = 3: fewest candidates (2)");
    EXPECT_EQ(s(w.decision(cellOf("A1"), 1, VariableOrder::Lex, bit(1) | bit(2) | bit(3), 3)),
        "Try A1 = 1: the next open cell in order");
    EXPECT_EQ(s(w.decision(cellOf("E5"), 7, VariableOrder::Ctn, two, 3.5, 4)),
        "Try E5 = 7: fewest candidates (2), then the highest Contribution Number (3.5); chosen "
        "among 4 tied cells");
    EXPECT_EQ(s(w.reason(VariableOrder::DvGvMax, bit(5), 14)),
        "fewest candidates (1), then the most constraint-graph edges (14)");
    EXPECT_EQ(s(w.reason(VariableOrder::DvGvMin, two, 9)),
        "fewest candidates (2), then the fewest constraint-graph edges (9)");
    EXPECT_EQ(s(SearchWording(g9, CellNaming::RowColumn)
                      .decision(cellOf("E5"), 3, VariableOrder::Mrv, two, 2)),
        "Try r5c5 = 3: fewest candidates (2)");
}

TEST(SearchWording, PropagationConflictsBacktracksAndTheEnd)
{
    const SearchWording w(g9, CellNaming::Letter);
    EXPECT_EQ(s(w.propagation({ cellOf("E7"), 4, true }, Technique::HiddenSingle)),
        "E7 = 4 (Hidden Single)");
    EXPECT_EQ(s(w.propagation({ cellOf("E7"), 4, false })), "removes 4 from E7 (forward checking)");
    EXPECT_EQ(s(w.propagation({ cellOf("B1"), 2, false }, Technique::NakedPair)),
        "removes 2 from B1 (Naked Pair)");
    using Kind = SearchConflict::Kind;
    EXPECT_EQ(
        s(w.conflict({ Kind::EmptyCell, cellOf("E7") })), "Conflict: E7 has no candidate left");
    EXPECT_EQ(s(w.conflict({ Kind::MissingSymbol, -1, g9.rowUnit(1), 4 })),
        "Conflict: 4 has no place left in row B");
    EXPECT_EQ(s(w.conflict({ Kind::PeerHasValue, cellOf("E5"), -1, 3, cellOf("E1") })),
        "Conflict: E5 cannot be 3, its peer E1 already holds it");
    EXPECT_EQ(s(w.conflict({ Kind::Rule, -1, g9.boxUnit(8), 0 })),
        "Conflict: the propagation finds a contradiction in box 9");
    EXPECT_EQ(s(w.conflict({})), "No conflict");
    EXPECT_EQ(s(w.backtrack(cellOf("E5"), 3)), "Backtrack: E5 = 3 is undone");
    EXPECT_EQ(s(w.finished(SearchStatus::Solved, 1)), "Solved after 1 node");
    EXPECT_EQ(s(w.finished(SearchStatus::Solved, 57)), "Solved after 57 nodes");
    {
        // Counts follow the locale (see NodeCountsAreGrouped); C has no grouping.
        const QLocale before;
        QLocale::setDefault(QLocale::c());
        EXPECT_EQ(
            s(w.finished(SearchStatus::LimitReached, 1000)), "Node limit reached after 1000 nodes");
        QLocale::setDefault(before);
    }
    EXPECT_EQ(s(w.finished(SearchStatus::NoSolution, 12)),
        "No solution: the whole tree was searched (12 nodes)");
}

// Issue 33, 15: node counts are written with the locale's digit grouping, like the counters beside
// them ("3,247,388", not "3247388").
TEST(SearchWording, NodeCountsAreGrouped)
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const SearchWording w(g9, CellNaming::Letter);
    EXPECT_EQ(s(w.finished(SearchStatus::Solved, 3247388)), "Solved after 3,247,388 nodes");
    EXPECT_EQ(s(w.finished(SearchStatus::Cancelled, 1000)), "Cancelled after 1,000 nodes");
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(s(w.finished(SearchStatus::Solved, 3247388)), "Solved after 3.247.388 nodes");
    QLocale::setDefault(before);
}

// Every event of a real search (top95 #1, mrv, forward checking) has words, in every language.
TEST(SearchWording, EveryEventOfARealRun)
{
    const auto lines = testutil::readLines("norvig_top95.txt");
    const Board puzzle = testutil::boardFromLine(lines.front());
    SearchEngine engine(puzzle.geometry());
    SearchOptions options;
    options.propagation = Propagation::Fc;
    std::vector<QString> said;
    std::set<SearchEventKind> kinds;
    SearchStatus status = SearchStatus::NoSolution;
    std::uint64_t nodes = 0;
    const SearchWording w(puzzle.geometry(), CellNaming::Letter);
    engine.setOptions(options);
    engine.setTraceCallback([&](const SearchEvent &e) {
        kinds.insert(e.kind);
        nodes = std::max<std::uint64_t>(nodes, static_cast<std::uint64_t>(e.node));
        switch (e.kind) {
        case SearchEventKind::CellSelected:
            break;
        case SearchEventKind::ValueTried:
            said.push_back(w.decision(
                e.cell, e.symbol, options.variableOrder, puzzle.geometry().allSymbols(), 0));
            break;
        case SearchEventKind::Propagated:
            for (const auto &c : e.changes)
                said.push_back(w.propagation(c));
            break;
        case SearchEventKind::Conflict:
            said.push_back(w.conflict(e.conflict));
            break;
        case SearchEventKind::Backtrack:
            said.push_back(w.backtrack(e.cell, e.symbol));
            break;
        case SearchEventKind::Finished:
            status = e.status;
            said.push_back(w.finished(e.status, nodes));
            break;
        }
    });
    engine.run(puzzle);
    EXPECT_EQ(status, SearchStatus::Solved);
    for (SearchEventKind k : { SearchEventKind::ValueTried, SearchEventKind::Propagated,
             SearchEventKind::Conflict, SearchEventKind::Backtrack, SearchEventKind::Finished })
        EXPECT_TRUE(kinds.count(k)) << int(k);
    for (const QString &text : said) {
        EXPECT_FALSE(text.isEmpty());
        EXPECT_FALSE(text.contains(QLatin1Char('%'))) << s(text);
    }
    EXPECT_TRUE(said.back().startsWith(QStringLiteral("Solved after "))) << s(said.back());
}

TEST(ClimbWording, Events)
{
    const ClimbWording w(g9, CellNaming::Letter);
    EXPECT_EQ(s(w.start(ClimbInit::GreedyPostSwap, 0, 150, 152, 2)),
        "Start (greedy with post-swapping): f = 150 (f1 = 152, clashes 2)");
    EXPECT_EQ(s(w.start(ClimbInit::Random, 2, 140, 140, 0)),
        "Start 3 (random): f = 140 (f1 = 140, clashes 0)");
    EXPECT_EQ(s(w.move(cellOf("E5"), cellOf("F6"), 3, 157)), "Swap E5 and F6: f +3 to 157");
    EXPECT_EQ(
        s(w.sideways(cellOf("E5"), cellOf("F6"), 157)), "Sideways: swap E5 and F6, f stays 157");
    EXPECT_EQ(s(w.restart(ClimbRestartReason::Plateau, 4)), "Restart 4: plateau");
    EXPECT_EQ(s(w.restart(ClimbRestartReason::LocalMaximum, 1)), "Restart 1: strict local maximum");
    EXPECT_EQ(s(w.restart(ClimbRestartReason::LongWalk, 2)), "Restart 2: long sideways walk");
    EXPECT_EQ(s(w.restart(ClimbRestartReason::Exhausted, 3)), "Restart 3: queue exhausted");
    EXPECT_EQ(s(w.restart(ClimbRestartReason::SeenLimit, 5)), "Restart 5: limit of queued states");
    EXPECT_EQ(s(w.downhill(cellOf("E5"), cellOf("F6"), -2, 155)),
        "Downhill: swap E5 and F6: f -2 to 155");
    EXPECT_EQ(s(w.jump(12, cellOf("A1"), cellOf("B2"), 150)),
        "Back to the state of iteration 12, swap A1 and B2: f 150");
    EXPECT_EQ(s(ClimbWording::searchName(core::ClimbSearch::BestFirst)), "best-first");
    EXPECT_EQ(s(ClimbWording::searchName(core::ClimbSearch::Steepest)), "steepest ascent");
    EXPECT_EQ(s(w.finish(ClimbStop::Solved, 120, 2)), "Solved after 120 iterations and 2 restarts");
    EXPECT_EQ(s(w.finish(ClimbStop::Solved, 1, 1)), "Solved after 1 iteration and 1 restart");
    EXPECT_EQ(s(w.finish(ClimbStop::IterationLimit, 1000, 0)),
        "Iteration limit reached after 1,000 iterations and 0 restarts");
}

TEST(LabWording, TranslatedInEveryLanguage)
{
    const SearchWording search(g9, CellNaming::Letter);
    const ClimbWording climb(g9, CellNaming::Letter);
    const auto all = [&] {
        return QStringList { search.decision(
                                 cellOf("E5"), 3, VariableOrder::Ctn, bit(3) | bit(7), 2.5, 3),
            search.propagation({ cellOf("E7"), 4, false }),
            search.conflict({ SearchConflict::Kind::EmptyCell, cellOf("E7") }),
            search.backtrack(cellOf("E5"), 3), search.finished(SearchStatus::Neutralized, 9),
            climb.start(ClimbInit::Greedy, 0, 1, 2, 3), climb.move(0, 1, -2, 5),
            climb.sideways(0, 1, 5), climb.restart(ClimbRestartReason::LongWalk, 3),
            climb.finish(ClimbStop::RestartLimit, 10, 3), climb.downhill(0, 1, -1, 4),
            climb.jump(7, 0, 1, 4), climb.restart(ClimbRestartReason::Exhausted, 1),
            climb.restart(ClimbRestartReason::SeenLimit, 1),
            ClimbWording::searchName(core::ClimbSearch::BestFirst),
            ClimbWording::searchName(core::ClimbSearch::Steepest) };
    };
    const QStringList english = all();
    for (const char *code : { "de", "ja" }) {
        ASSERT_TRUE(Translations::install(QString::fromLatin1(code)));
        const QStringList translated = all();
        for (int i = 0; i < english.size(); ++i)
            EXPECT_NE(translated[i], english[i]) << code << ": " << s(english[i]);
    }
    Translations::install(QStringLiteral("en"));
}
