// The run timeline (core/run) and its recorders (core/run/record): the board at any position
// against independent replays of the engines' own reports, stepping forward and back, chunked
// streaming, every family on 4x4, 9x9 and 16x16, the search tree against the engine's counters,
// the climber's series against core::ClimbRecorder, and the recording budget.
#include "board/formats.h"
#include "board/gridrules.h"
#include "climb/climbrecorder.h"
#include "logic/chensolver.h"
#include "logic/sansegundofilter.h"
#include "logic/tutorengine.h"
#include "rating/humanscore.h"
#include "run/record/runfacts.h"
#include "run/record/runrecorder.h"
#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "run/runwriter.h"
#include "search/searchengine.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <random>
#include <set>
#include <thread>

using namespace core;

namespace {

// A 4x4 puzzle (solution 1234/3412/2143/4321), top95 #1 and #3, NYT medium #1, two 16x16.
const char *const k4x4 = "1..4.4....4.4..1";

Board puzzle9(int index = 0)
{
    return testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[index]);
}

Board nytMedium()
{
    return testutil::boardFromLine(testutil::readLines("nytimes_medium.txt")[0]);
}

Board puzzle16(int index = 0)
{
    return testutil::boardFromLine(testutil::readLines("sudoklify_16x16.txt")[index]);
}

RunSpec spec(const std::string &words)
{
    return testutil::runSpec(words);
}

// A state: values and candidates per cell (candidates of filled cells are 0).
struct State
{
    std::vector<std::uint8_t> values;
    std::vector<Mask> candidates;
    bool operator==(const State &) const = default;
};

// Where two states differ, for the failure messages.
void PrintTo(const State &s, std::ostream *out)
{
    *out << "values ";
    for (const int v : s.values)
        *out << v;
    *out << " candidates";
    for (const Mask m : s.candidates)
        *out << ' ' << std::hex << m << std::dec;
}

State stateOf(const RunCursor &cursor)
{
    return { { cursor.values().begin(), cursor.values().end() },
        { cursor.candidates().begin(), cursor.candidates().end() } };
}

State stateOf(const CandidateGrid &grid)
{
    const int n = grid.cellCount();
    return { { grid.valueData(), grid.valueData() + n },
        { grid.candidateData(), grid.candidateData() + n } };
}

State stateOf(const Board &board)
{
    State s;
    for (int c = 0; c < board.cellCount(); ++c) {
        s.values.push_back(static_cast<std::uint8_t>(board.value(c)));
        s.candidates.push_back(board.value(c) ? 0 : board.candidates(c));
    }
    return s;
}

// The independent replayer of a search: the engine's own events, a whole copy of the state per
// assignment (no inversion, no snapshot). states[i] is the state after engine event i.
std::vector<State> replaySearch(const Board &puzzle, const SearchOptions &options)
{
    CandidateGrid root(puzzle.geometry());
    root.load(puzzle, false);
    State state = stateOf(root);
    std::vector<State> stack;
    std::vector<State> states;
    SearchEngine engine(puzzle.geometry());
    engine.setOptions(options);
    engine.setTraceCallback([&](const SearchEvent &e) {
        switch (e.kind) {
        case SearchEventKind::ValueTried:
            stack.push_back(state);
            break;
        case SearchEventKind::Propagated:
            for (const SearchChange &c : e.changes) {
                if (c.placed) {
                    state.values[c.cell] = static_cast<std::uint8_t>(c.symbol);
                    state.candidates[c.cell] = 0;
                } else {
                    state.candidates[c.cell] &= ~bit(c.symbol);
                }
            }
            break;
        case SearchEventKind::Backtrack:
            state = stack.back();
            stack.pop_back();
            break;
        default:
            break;
        }
        if (e.kind != SearchEventKind::Finished)
            states.push_back(state);
    });
    engine.run(puzzle);
    return states;
}

// The positions of a search timeline that follow each engine event (the recorder maps them one
// to one, in order; it adds a Limit and the Finish at the end).
void expectSearchReplay(
    const RunTimeline &t, const std::vector<State> &states, std::mt19937 &rng, int samples)
{
    ASSERT_GE(t.eventCount(), states.size());
    RunCursor cursor(t);
    // Event by event, then at random positions (from the snapshots).
    for (std::size_t k = 0; k < states.size(); ++k) {
        ASSERT_TRUE(cursor.forward());
        ASSERT_EQ(stateOf(cursor), states[k])
            << "after event " << k << " (kind " << static_cast<int>(t.kind(k)) << ") of "
            << t.header().spec;
    }
    std::uniform_int_distribution<std::size_t> pick(0, states.size() - 1);
    for (int i = 0; i < samples; ++i) {
        const std::size_t k = pick(rng);
        cursor.seek(k + 1);
        ASSERT_EQ(stateOf(cursor), states[k]) << "after event " << k << " of " << t.header().spec;
    }
}

// Forward then back is the identity at every position; back from the end reaches the start.
void expectStepsInvert(const RunTimeline &t)
{
    RunCursor cursor(t);
    RunCursor other(t);
    const State start = stateOf(cursor);
    for (std::uint64_t p = 0; p < t.eventCount(); ++p) {
        const State here = stateOf(cursor);
        ASSERT_TRUE(cursor.forward());
        other.seek(p + 1);
        ASSERT_EQ(stateOf(cursor), stateOf(other)) << "position " << p + 1;
        ASSERT_TRUE(cursor.back());
        ASSERT_EQ(stateOf(cursor), here) << "forward then back at " << p;
        ASSERT_TRUE(cursor.forward());
    }
    EXPECT_FALSE(cursor.forward());
    while (cursor.back()) { }
    EXPECT_EQ(cursor.position(), 0u);
    EXPECT_EQ(stateOf(cursor), start);
}

// Every chunk the run hands over.
std::vector<RunChunk> chunksOf(const Board &puzzle, const RunSpec &s, RecordOptions options)
{
    std::vector<RunChunk> chunks;
    runAndRecord(
        puzzle, s, nullptr, [&](RunChunk &&c) { chunks.push_back(std::move(c)); }, options);
    return chunks;
}

std::vector<RunRecord> recordsWithoutTime(const RunTimeline &t)
{
    std::vector<RunRecord> out;
    for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
        RunRecord r = t.record(k);
        r.micros = 0;
        out.push_back(r);
    }
    return out;
}

std::vector<RunNode> nodesOf(const RunTimeline &t)
{
    std::vector<RunNode> out;
    for (std::uint64_t n = 0; n < t.tree().size(); ++n)
        out.push_back(t.tree().node(n));
    return out;
}

RunCounters withoutTime(RunCounters c)
{
    c.cpuMicros = 0;
    return c;
}

} // namespace

// ---- The vocabulary -------------------------------------------------------------------------

TEST(RunWords, ChangesRoundTripAndUndo)
{
    std::vector<std::uint8_t> values = { 0, 0, 3 };
    std::vector<Mask> cand = { bit(1) | bit(2), bit(2) | bit(4), 0 };
    const std::vector<std::uint32_t> words = {
        runword::make(runword::Eliminated, 1, 4, static_cast<int>(ChangeCause::HiddenPair)),
        runword::make(runword::Placed, 0, 2, static_cast<int>(ChangeCause::Decision)),
        runword::before(bit(1) | bit(2)),
        runword::make(runword::ValueSet, 2, 3, 1),
    };
    applyWords(words, values.data(), cand.data());
    EXPECT_EQ(values, (std::vector<std::uint8_t> { 2, 0, 1 }));
    EXPECT_EQ(cand, (std::vector<Mask> { 0, bit(2), 0 }));
    undoWords(words, values.data(), cand.data());
    EXPECT_EQ(values, (std::vector<std::uint8_t> { 0, 0, 3 }));
    EXPECT_EQ(cand, (std::vector<Mask> { bit(1) | bit(2), bit(2) | bit(4), 0 }));
    std::vector<RunChange> changes;
    decodeWords(words, changes);
    ASSERT_EQ(changes.size(), 3u);
    EXPECT_EQ(changes[0].gridChange(), (GridChange { 1, 4, false, ChangeCause::HiddenPair }));
    EXPECT_EQ(changes[1].gridChange(), (GridChange { 0, 2, true, ChangeCause::Decision }));
    EXPECT_EQ(changes[1].before, bit(1) | bit(2));
    EXPECT_EQ(changes[2].kind, RunChange::Kind::ValueSet);
    EXPECT_EQ(changes[2].oldValue, 3);
    EXPECT_EQ(changes[2].symbol, 1);
    // The largest cell, symbol and cause fit.
    const auto w = runword::make(runword::Placed, 624, 25, kChangeCauseCount - 1);
    EXPECT_EQ(runword::cell(w), 624);
    EXPECT_EQ(runword::symbol(w), 25);
    EXPECT_EQ(runword::cause(w), ChangeCause::External);
}

// The lists of ids the front ends offer (the Lab's chooser, Compare): each id is a word the
// spec reads back to the same value and writes the same way, no id twice, every value of the
// small enums listed.
TEST(RunSpecWords, EveryListedIdIsAWordOfTheSpec)
{
    std::set<std::string_view> seen;
    for (const std::string_view name : strategyNames()) {
        EXPECT_TRUE(seen.insert(name).second) << name;
        const auto spec = parseRunSpec("search --strategy " + std::string(name));
        ASSERT_TRUE(spec) << name;
        EXPECT_EQ(spec->strategy, name);
        const auto strategy = parseStrategy(name);
        ASSERT_TRUE(strategy);
        for (const ValueOrder order : valueOrders()) {
            const std::string suffixed = std::string(name) + "/" + std::string(valueOrderId(order));
            const auto s = parseStrategy(suffixed);
            ASSERT_TRUE(s) << suffixed;
            EXPECT_EQ(s->valueOrder, order);
            EXPECT_EQ(s->variableOrder, strategy->variableOrder);
            EXPECT_EQ(s->tieBreak, strategy->tieBreak);
        }
    }
    EXPECT_EQ(seen.size(), 7u);
    const auto expectAll = [](auto items, auto id, auto parse, std::size_t count) {
        std::set<std::string_view> ids;
        for (const auto item : items) {
            EXPECT_TRUE(ids.insert(id(item)).second) << id(item);
            EXPECT_EQ(parse(id(item)), item) << id(item);
        }
        EXPECT_EQ(ids.size(), count);
    };
    const auto specOf = [](const std::string &words) {
        const auto spec = parseRunSpec(words);
        EXPECT_TRUE(spec) << words;
        return spec.value_or(RunSpec {});
    };
    expectAll(
        propagations(), propagationId,
        [&](std::string_view w) {
            const RunSpec s = specOf("search --propagation " + std::string(w));
            EXPECT_NE(runSpecWords(s).find("--propagation " + std::string(w)), std::string::npos);
            return s.search.propagation;
        },
        5);
    expectAll(
        searchGoals(), searchGoalId,
        [&](std::string_view w) { return specOf("search --goal " + std::string(w)).search.goal; },
        2);
    expectAll(
        runFamilies(), runFamilyId,
        [&](std::string_view w) { return specOf(std::string(w)).family; }, 3);
    expectAll(
        logicModes(), logicModeId,
        [&](std::string_view w) { return specOf("logic --mode " + std::string(w)).logicMode; }, 3);
    expectAll(
        inferenceChoices(), inferenceChoiceId,
        [&](std::string_view w) {
            return specOf("logic --mode chen --choice " + std::string(w)).chenChoice;
        },
        3);
    expectAll(
        climbSearches(), climbSearchId,
        [&](std::string_view w) { return specOf("climb --search " + std::string(w)).climb.search; },
        2);
    expectAll(
        climbInits(), climbInitId,
        [&](std::string_view w) { return specOf("climb --init " + std::string(w)).climb.init; }, 3);
}

TEST(RunSpecWords, ReadAndWriteTheCliVocabulary)
{
    const RunSpec s = spec("search --strategy ctn --propagation carmel --carmel I,II --goal "
                           "neutralize --seed 7 --limit 500");
    EXPECT_EQ(s.family, RunFamily::Search);
    EXPECT_EQ(s.search.variableOrder, VariableOrder::Ctn);
    EXPECT_EQ(s.search.propagation, Propagation::Carmel);
    EXPECT_TRUE(s.search.carmel.uniqueness);
    EXPECT_FALSE(s.search.carmel.hiddenPairs);
    EXPECT_EQ(s.search.goal, SearchGoal::Neutralize);
    EXPECT_EQ(s.search.seed, 7u);
    EXPECT_EQ(s.search.nodeLimit, 500u);
    EXPECT_EQ(runSpecWords(s),
        "search --strategy ctn --propagation carmel --carmel I,II --goal neutralize --seed 7 "
        "--limit 500");
    const RunSpec d = spec("search --strategy dv-r1r2");
    EXPECT_EQ(d.search.valueOrder, ValueOrder::EP);
    EXPECT_EQ(spec("search --strategy mrv-random").search.tieBreak, TieBreak::Random);
    for (const char *words : { "logic --mode tutor", "logic --mode filter --rules 4",
             "logic --mode chen --choice fewest --seed 3",
             "climb --init random --w1 2 --w2 -3 --cutoff 5 --seed 9 --max-iterations 100 "
             "--max-restarts 4 --fixed-greedy",
             "search --strategy lex/gmax --propagation filter --goal solve --seed 0 --limit 0" }) {
        const RunSpec a = spec(words);
        EXPECT_EQ(runSpecWords(spec(runSpecWords(a))), runSpecWords(a)) << words;
    }
    // The climber's two readings of the search (best-first the default), the queue's bound.
    EXPECT_EQ(spec("climb").climb.search, core::ClimbSearch::BestFirst);
    const RunSpec st = spec("climb --search steepest --seed 2");
    EXPECT_EQ(st.climb.search, core::ClimbSearch::Steepest);
    EXPECT_EQ(runSpecWords(st).rfind("climb --search steepest --init greedy-postswap ", 0), 0u)
        << runSpecWords(st);
    const RunSpec bf = spec("climb --queue 500");
    EXPECT_EQ(bf.climb.queueCapacity, 500u);
    EXPECT_EQ(runSpecWords(bf).rfind("climb --search best-first --queue 500 --init ", 0), 0u)
        << runSpecWords(bf);
    EXPECT_EQ(runSpecWords(spec(runSpecWords(st))), runSpecWords(st));
    EXPECT_EQ(runSpecWords(spec(runSpecWords(bf))), runSpecWords(bf));
    const RunSpec c = spec("climb --init random --w1 2 --w2 -3 --fixed-greedy");
    EXPECT_EQ(c.climb.init, ClimbInit::Random);
    EXPECT_EQ(c.climb.w1, 2);
    EXPECT_EQ(c.climb.w2, -3);
    EXPECT_FALSE(c.climb.shuffleGreedyOnRestart);
    EXPECT_EQ(spec("logic --mode filter --rules 4").filterRules, 4);
    std::string error;
    EXPECT_FALSE(parseRunSpec("search --strategy fastest", &error));
    EXPECT_NE(error.find("'fastest'"), std::string::npos) << error;
    EXPECT_FALSE(parseRunSpec("search --mode tutor", &error));
    EXPECT_NE(error.find("--mode"), std::string::npos) << error;
    EXPECT_FALSE(parseRunSpec("climb --cutoff 0", &error));
    EXPECT_FALSE(parseRunSpec("climb --search random", &error));
    EXPECT_NE(error.find("'random'"), std::string::npos) << error;
    EXPECT_FALSE(parseRunSpec("climb --queue 0", &error));
    EXPECT_FALSE(parseRunSpec("logic --mode", &error));
    EXPECT_FALSE(parseRunSpec("bogo", &error));
    EXPECT_FALSE(parseRunSpec("", &error));
}

// ---- Search --------------------------------------------------------------------------------

TEST(RunSearch, BoardAtAnyEventEqualsAReplayOfTheEngine)
{
    std::mt19937 rng(12);
    const std::vector<std::pair<Board, std::string>> runs = {
        { puzzle9(0), "search --strategy lex --propagation fc --limit 3000" },
        { puzzle9(0), "search --strategy mrv --propagation none --limit 3000" },
        { puzzle9(1), "search --strategy ctn --propagation fc --goal neutralize" },
        { puzzle9(2), "search --strategy dv-gvmax --propagation singles" },
        { puzzle9(12), "search --strategy dv-r1r2 --propagation carmel" },
        { puzzle9(12), "search --strategy mrv-random --propagation filter --seed 5" },
        { testutil::boardFromLine(k4x4), "search --strategy lex --propagation none" },
        { puzzle16(0), "search --strategy mrv --propagation fc --limit 2000" },
        { puzzle16(1), "search --strategy lex --propagation fc --limit 1500" },
    };
    for (const auto &[board, words] : runs) {
        const RunSpec s = spec(words);
        const RunTimeline t = recordRun(board, s);
        const auto states = replaySearch(board, s.search);
        expectSearchReplay(t, states, rng, 200);
        // The end of the recording is the end of the replay.
        RunCursor cursor(t);
        cursor.seek(states.size());
        EXPECT_EQ(stateOf(cursor), states.back()) << words;
    }
}

TEST(RunSearch, StepForwardThenBackIsTheIdentity)
{
    for (const char *words : { "search --strategy lex --propagation fc --limit 400",
             "search --strategy mrv --propagation none --limit 400",
             "search --strategy ctn --propagation carmel --goal neutralize",
             "search --strategy dv-gvmin --propagation filter" }) {
        const RunTimeline t = recordRun(puzzle9(0), spec(words));
        expectStepsInvert(t);
    }
    expectStepsInvert(recordRun(testutil::boardFromLine(k4x4), spec("search --strategy lex")));
    expectStepsInvert(recordRun(puzzle16(0), spec("search --strategy mrv --limit 300")));
}

TEST(RunSearch, TreeMatchesTheEngineCounters)
{
    for (const char *words : { "search --strategy lex --propagation fc --limit 20000",
             "search --strategy lex --propagation none --limit 20000",
             "search --strategy mrv --propagation fc", "search --strategy ctn --propagation fc",
             "search --strategy ctn --propagation fc --goal neutralize --limit 2000",
             "search --strategy dv-gvmax --propagation filter",
             "search --strategy mrv --propagation carmel --carmel I" }) {
        for (int p : { 0, 4, 10 }) {
            const Board board = puzzle9(p);
            const RunSpec s = spec(words);
            SearchEngine engine;
            engine.setOptions(s.search);
            const SearchResult r = engine.run(board);
            const RunTimeline t = recordRun(board, s);
            ASSERT_TRUE(t.finished());
            const RunTree &tree = t.tree();
            EXPECT_EQ(tree.size(), r.counters.recursions + 1) << words << " #" << p;
            EXPECT_EQ(tree.failedCount(), r.counters.backtracks) << words << " #" << p;
            // The same counters from the events, at the end and streamed.
            const RunCounters c = t.countersAt(t.eventCount());
            EXPECT_EQ(c.recursions, r.counters.recursions);
            EXPECT_EQ(c.backtracks, r.counters.backtracks);
            EXPECT_EQ(c.nodes, r.counters.nodes);
            EXPECT_EQ(c.maxDepth, r.counters.maxDepth);
            EXPECT_EQ(withoutTime(t.finish().totals), withoutTime(c));
            EXPECT_EQ(t.finish().values, r.values);
            EXPECT_EQ(searchStatus(t.finish().status), r.status);
            // Fates: failed nodes are the backtracks; the path to the solution reaches the end.
            std::uint64_t failed = 0, path = 0, neutralized = 0, cut = 0, open = 0;
            for (std::uint64_t n = 1; n < tree.size(); ++n) {
                switch (tree.node(n).fate) {
                case NodeFate::Conflict:
                case NodeFate::Backtracked:
                    ++failed;
                    break;
                case NodeFate::SolutionPath:
                    ++path;
                    break;
                case NodeFate::Neutralized:
                    ++neutralized;
                    break;
                case NodeFate::Cut:
                    ++cut;
                    break;
                case NodeFate::Open:
                    ++open;
                    break;
                }
            }
            EXPECT_EQ(failed, r.counters.backtracks);
            EXPECT_EQ(open, 0u);
            if (r.status == SearchStatus::Solved) {
                EXPECT_EQ(path, static_cast<std::uint64_t>(tree.node(tree.current()).depth));
            }
            if (r.status == SearchStatus::Neutralized) {
                EXPECT_EQ(neutralized, tree.current() == 0 ? 0u : 1u);
            }
            if (r.status == SearchStatus::LimitReached) {
                EXPECT_EQ(cut, static_cast<std::uint64_t>(tree.node(tree.current()).depth));
            }
        }
    }
}

TEST(RunSearch, TreeShapeIsTheOrderTried)
{
    const RunTimeline t
        = recordRun(puzzle9(0), spec("search --strategy mrv --propagation fc --limit 500"));
    const RunTree &tree = t.tree();
    ASSERT_GT(tree.size(), 10u);
    // Children in the order tried, subtree sizes adding up, decisions pointing back.
    std::uint64_t total = 0;
    for (std::uint64_t n = 0; n < tree.size(); ++n) {
        const auto kids = tree.children(n);
        std::uint64_t sum = 1;
        std::uint32_t previous = 0;
        for (const std::uint32_t kid : kids) {
            EXPECT_EQ(tree.parent(kid), static_cast<std::int64_t>(n));
            EXPECT_GT(kid, previous);
            EXPECT_LT(tree.node(kid).decision,
                tree.node(kid).closed == kNoIndex ? kNoIndex : tree.node(kid).closed);
            previous = kid;
            sum += tree.subtreeSize(kid);
        }
        EXPECT_EQ(sum, tree.subtreeSize(n)) << "node " << n;
        if (n > 0) {
            const RunEvent d = t.event(tree.node(n).decision);
            EXPECT_EQ(d.kind, RunEventKind::Decision);
            EXPECT_EQ(d.node, static_cast<std::int64_t>(n));
            EXPECT_EQ(t.nodeOfEvent(tree.node(n).decision), static_cast<std::int64_t>(n));
            EXPECT_EQ(tree.node(n).depth, tree.node(tree.node(n).parent).depth + 1);
        }
        total += kids.size();
    }
    EXPECT_EQ(total + 1, tree.size());
    // The board at a node's decision shows its assignment; after its backtrack, its parent's.
    for (std::uint64_t n = 1; n < tree.size(); n += 37) {
        const RunNode &node = tree.node(n);
        EXPECT_EQ(t.nodeAt(node.decision + 1), n);
        if (node.closed != kNoIndex) {
            EXPECT_EQ(t.nodeAt(node.closed + 1), node.parent);
        }
    }
}

TEST(RunSearch, CausesNameTheRuleOfEveryChange)
{
    struct Case
    {
        const char *words;
        std::set<ChangeCause> allowed;
    };
    using C = ChangeCause;
    const std::vector<Case> cases = {
        { "search --strategy mrv --propagation fc --limit 2000", { C::Decision, C::ForwardCheck } },
        { "search --strategy mrv --propagation none --limit 2000", { C::Decision } },
        { "search --strategy mrv --propagation singles --limit 2000",
            { C::Decision, C::ForwardCheck, C::NakedSingle, C::HiddenSingle } },
        { "search --strategy mrv --propagation carmel --limit 2000",
            { C::Decision, C::ForwardCheck, C::NakedSingle, C::HiddenSingle, C::HiddenPair,
                C::NakedPair } },
        { "search --strategy mrv --propagation filter --limit 2000",
            { C::Decision, C::ForwardCheck, C::NakedSingle, C::HiddenSingle, C::Pointing,
                C::Claiming, C::NakedPair, C::HiddenPair, C::NakedTriple, C::HiddenTriple,
                C::NakedQuad, C::HiddenQuad } },
        { "search --strategy ctn --propagation fc --goal neutralize",
            { C::Decision, C::ForwardCheck, C::Neutralized } },
    };
    for (const Case &c : cases) {
        std::set<ChangeCause> seen;
        const RunTimeline t = recordRun(puzzle9(12), spec(c.words));
        for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
            if (t.kind(k) != RunEventKind::Propagation)
                continue;
            const auto changes = t.changes(k);
            if (t.event(k).node > 0 && k > 0 && t.kind(k - 1) == RunEventKind::Decision) {
                // A node's own propagation begins with its assignment.
                ASSERT_FALSE(changes.empty());
                EXPECT_TRUE(changes.front().placed());
                EXPECT_EQ(changes.front().cause, C::Decision);
                EXPECT_EQ(changes.front().cell, t.event(k - 1).cell);
            }
            for (const RunChange &ch : changes)
                seen.insert(ch.cause);
        }
        for (const ChangeCause cause : seen) {
            EXPECT_TRUE(c.allowed.count(cause)) << c.words << ": cause " << static_cast<int>(cause);
        }
        EXPECT_TRUE(seen.count(C::Decision)) << c.words;
    }
    // The rule passes name themselves in the grid's own log.
    Board b = puzzle9(0);
    CandidateGrid grid;
    grid.load(b, false);
    std::vector<GridChange> log;
    grid.setChangeLog(&log);
    gridrules::fixpoint(grid);
    ASSERT_FALSE(log.empty());
    for (const GridChange &change : log) {
        EXPECT_NE(change.cause, C::None);
    }
}

TEST(RunSearch, SelectionRecomputedEqualsTheEngines)
{
    for (const char *words : { "search --strategy lex", "search --strategy mrv",
             "search --strategy mrv-random --seed 3", "search --strategy ctn",
             "search --strategy ctn --goal neutralize", "search --strategy dv-gvmax",
             "search --strategy dv-gvmin", "search --strategy mrv --propagation none" }) {
        const Board board = puzzle9(5);
        RunSpec s = spec(words);
        s.search.nodeLimit = 300;
        SearchTraceRecorder trace(1'000'000);
        SearchEngine engine;
        engine.setOptions(s.search);
        engine.setTraceCallback(trace.callback());
        engine.run(board);
        std::vector<const RecordedEvent *> selections;
        for (const auto &e : trace.events())
            if (e.kind == SearchEventKind::CellSelected)
                selections.push_back(&e);
        const RunTimeline t = recordRun(board, s);
        RunCursor cursor(t);
        std::size_t i = 0;
        for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
            if (t.kind(k) != RunEventKind::CellSelected)
                continue;
            ASSERT_LT(i, selections.size());
            const RecordedEvent &engineEvent = *selections[i++];
            const RunEvent e = t.event(k);
            EXPECT_EQ(e.cell, engineEvent.cell);
            EXPECT_FLOAT_EQ(static_cast<float>(e.weight), static_cast<float>(engineEvent.weight));
            EXPECT_EQ(e.candidateCount, popcount(engineEvent.candidates));
            const CellSelection sel = selectionAt(t, k, s.search, cursor);
            EXPECT_EQ(sel.weighed, engineEvent.weights) << words << " event " << k;
            EXPECT_EQ(static_cast<int>(sel.ties.size()), e.ties);
            EXPECT_TRUE(std::count(sel.ties.begin(), sel.ties.end(), e.cell)) << words;
            EXPECT_EQ(cursor.candidates(e.cell), engineEvent.candidates);
        }
        EXPECT_EQ(i, selections.size()) << words;
    }
}

TEST(RunSearch, DecisionFactsAndHeatMap)
{
    const Board board = puzzle9(0);
    const RunTimeline t = recordRun(board, spec("search --strategy ctn --propagation fc"));
    RunCursor cursor(t);
    int checked = 0;
    for (std::uint64_t k = 0; k < t.eventCount() && checked < 50; ++k) {
        if (t.kind(k) != RunEventKind::Decision)
            continue;
        const DecisionFacts f = decisionFacts(t, k, cursor);
        const std::uint32_t sel = t.tree().node(t.event(k).parent).selection;
        ASSERT_NE(sel, kNoIndex);
        const RunEvent s = t.event(sel);
        EXPECT_EQ(f.cell, s.cell);
        EXPECT_EQ(f.weight, s.weight);
        EXPECT_EQ(f.ties, s.ties);
        EXPECT_EQ(popcount(f.candidates), s.candidateCount);
        EXPECT_TRUE(f.candidates & bit(f.symbol));
        // The heat-map's best cell at the selection is the cell CtN chose.
        cursor.seek(sel);
        const CtnWeights w = contributionNumbersAt(cursor);
        EXPECT_EQ(w.best, s.cell);
        EXPECT_FLOAT_EQ(static_cast<float>(w.weights[s.cell]), static_cast<float>(s.weight));
        ++checked;
    }
    EXPECT_EQ(checked, 50);
}

// ---- Streaming and the budget ------------------------------------------------------------------

TEST(RunStreaming, ChunksAppendToTheSameTimelineAsOneShot)
{
    const Board board = puzzle9(0);
    const RunSpec s = spec("search --strategy lex --propagation fc --limit 3000");
    RecordOptions small;
    small.chunkEvents = 7;
    const std::vector<RunChunk> chunks = chunksOf(board, s, small);
    ASSERT_GT(chunks.size(), 100u);
    EXPECT_TRUE(chunks.front().header.has_value());
    EXPECT_TRUE(chunks.back().finish.has_value());
    // The same chunks one by one, and merged into one.
    RunTimeline streamed;
    for (const RunChunk &c : chunks)
        streamed.append(c);
    RunChunk whole;
    whole.header = chunks.front().header;
    for (const RunChunk &c : chunks) {
        whole.events.insert(whole.events.end(), c.events.begin(), c.events.end());
        whole.words.insert(whole.words.end(), c.words.begin(), c.words.end());
        whole.counters = c.counters;
        if (c.finish)
            whole.finish = c.finish;
    }
    RunTimeline once;
    once.append(whole);
    ASSERT_EQ(streamed.eventCount(), once.eventCount());
    for (std::uint64_t k = 0; k < once.eventCount(); ++k)
        ASSERT_EQ(streamed.record(k), once.record(k));
    EXPECT_EQ(nodesOf(streamed), nodesOf(once));
    EXPECT_EQ(streamed.finish(), once.finish());
    EXPECT_EQ(streamed.liveCounters(), once.liveCounters());
    // Another run of the same spec in one chunk: the same events (CPU stamps aside).
    RecordOptions big;
    big.chunkEvents = 1u << 30;
    big.chunkMillis = 1 << 30;
    const RunTimeline single = recordRun(board, s, big);
    EXPECT_EQ(recordsWithoutTime(single), recordsWithoutTime(streamed));
    EXPECT_EQ(nodesOf(single), nodesOf(streamed));
    // Chunks out of order are refused.
    RunTimeline broken;
    broken.append(chunks[0]);
    EXPECT_THROW(broken.append(chunks[2]), std::invalid_argument);
    EXPECT_THROW(RunTimeline().append(chunks[1]), std::invalid_argument);
    // The CPU stamps never go back, and the lockstep lookup finds them.
    for (std::uint64_t k = 1; k < streamed.eventCount(); ++k)
        ASSERT_LE(streamed.micros(k - 1), streamed.micros(k));
    const std::uint32_t mid = streamed.micros(streamed.eventCount() / 2);
    const std::uint64_t at = streamed.eventAtMicros(mid);
    EXPECT_EQ(streamed.micros(at), mid);
    EXPECT_TRUE(at == 0 || streamed.micros(at - 1) < mid);
}

TEST(RunStreaming, TheBudgetStopsTheRecordingNotTheRun)
{
    const Board board = puzzle9(0);
    const RunSpec s = spec("search --strategy lex --propagation fc --limit 20000");
    const RunTimeline full = recordRun(board, s);
    RecordOptions budget;
    budget.maxEvents = 1000;
    budget.chunkEvents = 64;
    const RunTimeline t = recordRun(board, s, budget);
    EXPECT_TRUE(t.truncated());
    EXPECT_FALSE(full.truncated());
    EXPECT_LT(t.eventCount(), 1000u);
    EXPECT_NE(t.kind(t.eventCount() - 1), RunEventKind::Finish);
    ASSERT_TRUE(t.finished());
    // The run went on to its end: the finish and the streamed counters are the full run's.
    EXPECT_EQ(withoutTime(t.finish().totals), withoutTime(full.finish().totals));
    EXPECT_EQ(withoutTime(t.liveCounters()), withoutTime(full.liveCounters()));
    EXPECT_EQ(t.finish().outcome, full.finish().outcome);
    // The recorded part is the full run's beginning.
    for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
        RunRecord a = t.record(k), b = full.record(k);
        a.micros = b.micros = 0;
        ASSERT_EQ(a, b);
    }
    RunCursor a(t), b(full);
    a.seek(t.eventCount());
    b.seek(t.eventCount());
    EXPECT_EQ(stateOf(a), stateOf(b));
    // A word budget stops it too.
    RecordOptions words;
    words.maxWords = 500;
    const RunTimeline w = recordRun(board, s, words);
    EXPECT_TRUE(w.truncated());
    EXPECT_LE(w.wordCount(), 500u);
    EXPECT_EQ(withoutTime(w.finish().totals), withoutTime(full.finish().totals));
}

TEST(RunStreaming, CancelStopsEveryFamily)
{
    // A stop flag already raised: every family that checks it ends at once, as Cancelled (on an
    // empty grid, where none of them is done before it looks at the flag).
    for (const char *words : { "search --strategy lex --propagation none", "climb",
             "logic --mode tutor", "logic --mode chen --choice first" }) {
        std::atomic<bool> stop = true;
        const RunTimeline t = recordRun(Board(), spec(words), {}, &stop);
        ASSERT_TRUE(t.finished()) << words;
        EXPECT_EQ(t.finish().outcome, RunOutcome::Cancelled) << words;
        EXPECT_EQ(t.kind(t.eventCount() - 1), RunEventKind::Finish);
        EXPECT_EQ(t.event(t.eventCount() - 1).outcome, RunOutcome::Cancelled) << words;
    }
    // Raised from another thread during a long search (lex without propagation on top95 #1
    // runs for seconds).
    std::atomic<bool> stop = false;
    std::thread raiser([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        stop = true;
    });
    const RunTimeline t
        = recordRun(puzzle9(0), spec("search --strategy lex --propagation none"), {}, &stop);
    raiser.join();
    EXPECT_EQ(t.finish().outcome, RunOutcome::Cancelled);
    EXPECT_GT(t.finish().totals.recursions, 0u);
    EXPECT_EQ(t.tree().node(t.tree().current()).fate, NodeFate::Cut);
}

// ---- Climb ---------------------------------------------------------------------------------

TEST(RunClimb, BoardAtAnyEventEqualsTheClimbersOwnGrid)
{
    for (const auto &[board, words] : std::vector<std::pair<Board, std::string>> {
             { nytMedium(), "climb --seed 3 --max-iterations 3000" },
             { nytMedium(), "climb --init random --seed 4 --max-iterations 2000 --cutoff 3" },
             { testutil::boardFromLine(k4x4), "climb --seed 1" },
             { puzzle16(0), "climb --init greedy --seed 2 --max-iterations 300" } }) {
        const RunSpec s = spec(words);
        std::vector<std::vector<std::uint8_t>> grids;
        HillClimber climber;
        const ClimbResult result = climber.run(board, s.climb, [&](const ClimbEvent &e) {
            if (e.kind != ClimbEventKind::Finish)
                grids.emplace_back(e.values.begin(), e.values.end());
        });
        const RunTimeline t = recordRun(board, s);
        ASSERT_EQ(t.eventCount(), grids.size() + 1) << words;
        RunCursor cursor(t);
        for (std::size_t i = 0; i < grids.size(); ++i) {
            ASSERT_TRUE(cursor.forward());
            ASSERT_TRUE(std::equal(grids[i].begin(), grids[i].end(), cursor.values().begin()))
                << words << " event " << i;
        }
        // Random seeks land on the same grids.
        std::mt19937 rng(5);
        for (int i = 0; i < 100; ++i) {
            const std::size_t k = rng() % grids.size();
            cursor.seek(k + 1);
            ASSERT_TRUE(std::equal(grids[k].begin(), grids[k].end(), cursor.values().begin()));
        }
        const RunCounters c = t.countersAt(t.eventCount());
        EXPECT_EQ(c.iterations, result.iterations);
        EXPECT_EQ(c.restarts, result.restarts);
        EXPECT_EQ(c.sideways, result.sidewaysMoves);
        EXPECT_EQ(c.bestF, result.bestF);
        EXPECT_EQ(climbStop(t.finish().status), result.stop);
        EXPECT_EQ(t.finish().values, result.values);
        expectStepsInvert(t);
    }
}

TEST(RunClimb, SeriesEqualsTheClimbRecorder)
{
    const Board board = nytMedium();
    const RunSpec s = spec("climb --seed 11 --max-iterations 5000 --cutoff 4");
    ClimbRecorder recorder(1'000'000);
    HillClimber climber;
    climber.run(board, s.climb, recorder.callback());
    const RunTimeline t = recordRun(board, s);
    const auto &points = recorder.points();
    ASSERT_EQ(points.size(), t.eventCount());
    std::size_t starts = 0, restarts = 0;
    for (std::size_t k = 0; k < points.size(); ++k) {
        const ClimbSeriesPoint p = t.climbPoint(k);
        const RunEvent e = t.event(k);
        const core::ClimbPoint &q = points[k];
        EXPECT_EQ(p.iteration, q.iteration) << k;
        EXPECT_EQ(p.restarts, q.restart) << k;
        EXPECT_EQ(p.f, q.f) << k;
        EXPECT_EQ(p.f1, q.f1) << k;
        EXPECT_EQ(p.f2, q.f2) << k;
        EXPECT_EQ(p.bestF, q.bestF) << k;
        if (q.kind == ClimbEventKind::Move || q.kind == ClimbEventKind::Sideways) {
            EXPECT_EQ(e.cell, q.cellA);
            EXPECT_EQ(e.cellB, q.cellB);
        }
        if (q.kind == ClimbEventKind::Start) {
            ASSERT_LT(starts, t.climbStarts().size());
            EXPECT_EQ(t.climbStarts()[starts].event, k);
            EXPECT_EQ(t.climbStarts()[starts].f, q.f);
            ++starts;
        }
        if (q.kind == ClimbEventKind::Restart) {
            ASSERT_LT(restarts, t.climbRestarts().size());
            EXPECT_EQ(climbRestartReason(t.climbRestarts()[restarts].code), q.reason);
            EXPECT_EQ(t.climbRestarts()[restarts].iteration, q.iteration);
            ++restarts;
        }
        if (q.kind == ClimbEventKind::Move) {
            EXPECT_EQ(e.delta, q.f - points[k - 1].f);
        }
    }
    EXPECT_EQ(starts, t.climbStarts().size());
    EXPECT_EQ(restarts, t.climbRestarts().size());
    EXPECT_GT(restarts, 0u);
    // The chart's columns hold every point: their extremes are the series'.
    const std::uint64_t last = points.back().iteration;
    const auto columns = t.climbColumns(0, last, 97);
    int minF = INT_MAX, maxF = INT_MIN, restartsSeen = 0;
    for (const ClimbColumn &col : columns) {
        if (col.empty)
            continue;
        minF = std::min(minF, col.minF);
        maxF = std::max(maxF, col.maxF);
        restartsSeen += col.restarts;
    }
    int trueMin = INT_MAX, trueMax = INT_MIN;
    for (const auto &q : points)
        if (q.kind != ClimbEventKind::Finish) {
            trueMin = std::min(trueMin, q.f);
            trueMax = std::max(trueMax, q.f);
        }
    EXPECT_EQ(minF, trueMin);
    EXPECT_EQ(maxF, trueMax);
    EXPECT_EQ(restartsSeen, static_cast<int>(restarts));
    // An iteration's event.
    const std::uint64_t k = t.eventOfIteration(last / 2);
    ASSERT_LT(k, t.eventCount());
    EXPECT_GE(t.event(k).iteration, last / 2);
    EXPECT_LT(t.event(k - 1).iteration, last / 2);
}

TEST(RunClimb, PastTheBudgetTheSeriesGoesOnThinned)
{
    const Board board = nytMedium();
    const RunSpec s = spec("climb --seed 2 --max-iterations 20000 --cutoff 4");
    ClimbRecorder recorder(1'000'000);
    HillClimber climber;
    const ClimbResult result = climber.run(board, s.climb, recorder.callback());
    RecordOptions budget;
    budget.maxEvents = 500;
    budget.climbTailCapacity = 64;
    budget.chunkEvents = 50;
    const RunTimeline t = recordRun(board, s, budget);
    ASSERT_TRUE(t.truncated());
    EXPECT_EQ(t.finish().totals.iterations, result.iterations);
    EXPECT_EQ(t.finish().totals.restarts, result.restarts);
    const auto &tail = t.climbTail();
    ASSERT_FALSE(tail.empty());
    EXPECT_GT(t.climbTailStride(), 1u);
    std::size_t sampled = 0;
    for (const ClimbTailPoint &p : tail) {
        if (p.kind == RunEventKind::ClimbMove || p.kind == RunEventKind::ClimbSideways) {
            ++sampled;
            EXPECT_EQ(p.iteration % t.climbTailStride(), 0u);
        }
        // Each point is the climber's own at that iteration and kind (runClimb records the
        // best-first reading's downhill moves and jumps as ClimbJump).
        const auto runKind = [](ClimbEventKind kind) {
            switch (kind) {
            case ClimbEventKind::Start:
                return RunEventKind::ClimbStart;
            case ClimbEventKind::Move:
                return RunEventKind::ClimbMove;
            case ClimbEventKind::Sideways:
                return RunEventKind::ClimbSideways;
            case ClimbEventKind::Restart:
                return RunEventKind::ClimbRestart;
            case ClimbEventKind::Finish:
                return RunEventKind::Finish;
            case ClimbEventKind::Downhill:
            case ClimbEventKind::Jump:
                break;
            }
            return RunEventKind::ClimbJump;
        };
        const auto it = std::find_if(
            recorder.points().begin(), recorder.points().end(), [&](const core::ClimbPoint &q) {
                return q.iteration == p.iteration && runKind(q.kind) == p.kind;
            });
        ASSERT_NE(it, recorder.points().end()) << p.iteration;
        EXPECT_EQ(p.f, it->f);
        EXPECT_EQ(p.f1, it->f1);
        EXPECT_EQ(p.bestF, it->bestF);
        EXPECT_EQ(p.restarts, it->restart);
    }
    EXPECT_LE(sampled, 64u);
    EXPECT_EQ(tail.back().kind, RunEventKind::Finish);
    // Every restart past the budget is in the tail.
    const auto restartsInTail = std::count_if(tail.begin(), tail.end(),
        [](const ClimbTailPoint &p) { return p.kind == RunEventKind::ClimbRestart; });
    EXPECT_EQ(static_cast<std::size_t>(restartsInTail) + t.climbRestarts().size(),
        static_cast<std::size_t>(result.restarts));
}

// ---- Logic ---------------------------------------------------------------------------------

TEST(RunLogic, TutorStepsReplayAndRebuild)
{
    for (const Board &board :
        { nytMedium(), puzzle9(1), testutil::boardFromLine(k4x4), puzzle16(0) }) {
        std::vector<State> after;
        std::vector<Step> steps;
        const LogicEngine engine = tutorEngine();
        PathOptions options;
        options.enabled = tutorTechniques();
        options.source = CandidateSource::Auto;
        options.onStep = [&](const Step &step, const Board &b) {
            after.push_back(stateOf(b));
            steps.push_back(step);
        };
        const SolutionPath path = engine.solutionPath(board, options);
        const RunTimeline t = recordRun(board, spec("logic --mode tutor"));
        ASSERT_EQ(t.eventCount(), steps.size() + 1);
        RunCursor cursor(t);
        EXPECT_EQ(stateOf(cursor), stateOf(LogicEngine::prepare(board, CandidateSource::Auto)));
        int score = 0;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            ASSERT_TRUE(cursor.forward());
            ASSERT_EQ(stateOf(cursor), after[i]) << "step " << i;
            const Step s = logicStep(t, i);
            EXPECT_EQ(s.technique, steps[i].technique);
            EXPECT_EQ(s.units, steps[i].units);
            EXPECT_EQ(s.cells, steps[i].cells);
            EXPECT_EQ(s.symbols, steps[i].symbols);
            EXPECT_EQ(s.pattern, steps[i].pattern);
            EXPECT_EQ(s.placements, steps[i].placements);
            EXPECT_EQ(s.eliminations, steps[i].eliminations);
            EXPECT_EQ(s.trialCell, steps[i].trialCell);
            EXPECT_EQ(s.contradictionCell, steps[i].contradictionCell);
            EXPECT_EQ(s.chains, steps[i].chains) << "step " << i;
            EXPECT_EQ(s.forcing, steps[i].forcing);
            score += techniqueWeight(steps[i].technique);
            const RunEvent e = t.event(i);
            EXPECT_EQ(e.step, i + 1);
            EXPECT_EQ(e.score, score);
            EXPECT_EQ(eventTechnique(e), steps[i].technique);
        }
        EXPECT_EQ(pathStatus(t.finish().status), path.status);
        EXPECT_EQ(t.finish().totals.score, score);
        expectStepsInvert(t);
    }
}

// A step's chains and forcing kind go into the detail words and back (the Lab's chain stepper
// walks them): a forcing net with branches and nested contradictions from Inkala's puzzles, an
// AIC; a record written before the chains were kept (its words end at the contradiction cell)
// reads back without them.
TEST(RunLogic, StepChainsRoundTripThroughTheDetailWords)
{
    const ParseResult inkala = readPuzzleFile(SUDOKU_TEST_DATA_DIR "/inkala_famous.txt");
    ASSERT_FALSE(inkala.puzzles.empty());
    std::vector<Step> chained;
    for (const Step &s : tutorPath(inkala.puzzles.front().board).steps)
        if (!s.chains.empty())
            chained.push_back(s);
    ASSERT_TRUE(std::any_of(chained.begin(), chained.end(), [](const Step &s) {
        return std::any_of(s.chains.begin(), s.chains.end(),
            [](const Chain &c) { return c.nested > 0 && c.branch >= 0; });
    }));
    for (const Step &step : chained) {
        std::vector<std::uint32_t> words;
        encodeStep(step, words);
        const Step back = decodeStep(step.technique, words);
        EXPECT_EQ(back.chains, step.chains);
        EXPECT_EQ(back.forcing, step.forcing);
        EXPECT_EQ(back.eliminations, step.eliminations);
        EXPECT_EQ(back.placements, step.placements);
        // Without the words the chains came in: the step as before, no chains.
        std::vector<std::uint32_t> old;
        Step plain = step;
        plain.chains.clear();
        encodeStep(plain, old);
        old.resize(old.size() - 2); // the forcing kind and the chain count
        const Step older = decodeStep(step.technique, old);
        EXPECT_TRUE(older.chains.empty());
        EXPECT_EQ(older.forcing, ForcingKind::Contradiction);
        EXPECT_EQ(older.eliminations, step.eliminations);
        EXPECT_EQ(older.placements, step.placements);
    }
}

TEST(RunLogic, FilterRuleByRule)
{
    for (const Board &board :
        { nytMedium(), puzzle9(2), testutil::boardFromLine(k4x4), puzzle16(1) }) {
        CandidateGrid grid(board.geometry());
        grid.load(board, false);
        std::vector<State> after;
        std::vector<int> rules;
        SanSegundoFilter filter;
        filter.setObserver([&](int rule, const CandidateGrid &g) {
            after.push_back(stateOf(g));
            rules.push_back(rule);
        });
        const FilterResult result = filter.run(grid);
        const RunTimeline t = recordRun(board, spec("logic --mode filter"));
        ASSERT_EQ(t.eventCount(), rules.size() + 1);
        RunCursor cursor(t);
        for (std::size_t i = 0; i < rules.size(); ++i) {
            ASSERT_TRUE(cursor.forward());
            ASSERT_EQ(stateOf(cursor), after[i]);
            EXPECT_EQ(t.event(i).rule, rules[i]);
            EXPECT_EQ(eventTechnique(t.event(i)), kFilterRules[rules[i]]);
            for (const RunChange &c : t.changes(i))
                if (!(c.cause == ChangeCause::ForwardCheck)) {
                    EXPECT_EQ(c.cause, gridrules::ruleCause(rules[i]));
                }
        }
        EXPECT_EQ(gridStatus(t.finish().status), result.status);
        EXPECT_EQ(t.countersAt(t.eventCount()).topRule, result.topRule);
        expectStepsInvert(t);
    }
    // Fewer rules: a FILTER of singles only stops sooner on a hard puzzle.
    const RunTimeline singles = recordRun(puzzle9(0), spec("logic --mode filter --rules 2"));
    EXPECT_LE(singles.countersAt(singles.eventCount()).topRule, 1);
}

TEST(RunLogic, ChenReductionAndInference)
{
    for (const auto &[board, words] : std::vector<std::pair<Board, std::string>> {
             { puzzle9(0), "logic --mode chen --choice first" },
             { puzzle9(3), "logic --mode chen --choice random --seed 4" },
             { testutil::boardFromLine(k4x4), "logic --mode chen" },
             { puzzle16(0), "logic --mode chen --choice fewest" } }) {
        const RunSpec s = spec(words);
        // The independent replay: Chen's own events, a copy of the state per assumption.
        CandidateGrid grid(board.geometry());
        grid.load(board, false);
        State state = stateOf(grid);
        std::vector<State> stack, after;
        ChenOptions options;
        options.choice = s.chenChoice;
        options.seed = s.chenSeed;
        options.onEvent = [&](const ChenEvent &e) {
            if (e.kind == ChenEvent::Kind::Solved)
                return;
            if (e.kind == ChenEvent::Kind::Assume)
                stack.push_back(state);
            if (e.kind == ChenEvent::Kind::Fail) {
                state = stack.back();
                stack.pop_back();
            }
            for (const GridChange &c : e.changes) {
                if (c.placed) {
                    state.values[c.cell] = static_cast<std::uint8_t>(c.symbol);
                    state.candidates[c.cell] = 0;
                } else {
                    state.candidates[c.cell] &= ~bit(c.symbol);
                }
            }
            after.push_back(state);
        };
        ChenSolver solver(options);
        const ChenResult result = solver.solve(grid);
        const RunTimeline t = recordRun(board, s);
        ASSERT_EQ(t.eventCount(), after.size() + 1) << words;
        RunCursor cursor(t);
        for (std::size_t i = 0; i < after.size(); ++i) {
            ASSERT_TRUE(cursor.forward());
            ASSERT_EQ(stateOf(cursor), after[i]) << words << " event " << i;
        }
        EXPECT_EQ(stateOf(cursor), stateOf(grid)); // the solved grid
        const RunCounters c = t.countersAt(t.eventCount());
        EXPECT_EQ(c.recursions, result.inferences);
        EXPECT_EQ(t.tree().size(), result.inferences + 1);
        EXPECT_EQ(t.tree().failedCount(), c.backtracks);
        EXPECT_EQ(c.maxDepth, result.maxDepth);
        EXPECT_EQ(gridStatus(t.finish().status), result.status);
        expectStepsInvert(t);
    }
}

// ---- Navigation ----------------------------------------------------------------------------

TEST(RunTimelineQueries, FindKindsAndCountersAtAnyPosition)
{
    const RunTimeline t
        = recordRun(puzzle9(0), spec("search --strategy mrv --propagation fc --limit 4000"));
    const std::uint32_t decisions = RunTimeline::kindBit(RunEventKind::Decision);
    const std::uint32_t backtracks = RunTimeline::kindBit(RunEventKind::Backtrack);
    std::uint64_t k = t.findNext(0, decisions);
    ASSERT_LT(k, t.eventCount());
    EXPECT_EQ(t.kind(k), RunEventKind::Decision);
    for (std::uint64_t j = 0; j < k; ++j) {
        EXPECT_NE(t.kind(j), RunEventKind::Decision);
    }
    const std::int64_t back
        = t.findPrevious(static_cast<std::int64_t>(t.eventCount()) - 1, backtracks);
    ASSERT_GE(back, 0);
    EXPECT_EQ(t.kind(back), RunEventKind::Backtrack);
    EXPECT_EQ(t.findNext(t.eventCount(), decisions), t.eventCount());
    // Counters at any position equal a plain count of the events before it.
    RunCounters plain;
    for (std::uint64_t p = 0; p <= t.eventCount(); ++p) {
        if (p % 97 == 0 || p == t.eventCount()) {
            ASSERT_EQ(withoutTime(t.countersAt(p)), withoutTime(plain)) << p;
        }
        if (p < t.eventCount())
            advanceCounters(plain, t.record(p), RunFamily::Search, 1, -1);
    }
    // The memory: records, words, snapshots and the tree.
    const RunMemory m = t.memory();
    EXPECT_GE(m.events, t.eventCount() * sizeof(RunRecord));
    EXPECT_GE(m.words, t.wordCount() * 4);
    EXPECT_GT(m.snapshots, 0u);
    EXPECT_GE(m.tree, t.tree().size() * sizeof(RunNode));
}

TEST(RunTimelineQueries, TheCursorBoardKeepsTheGivens)
{
    const Board board = puzzle9(0);
    const RunTimeline t = recordRun(board, spec("search --strategy mrv"));
    RunCursor cursor(t);
    cursor.seek(t.eventCount());
    const Board b = cursor.board();
    EXPECT_TRUE(b.isSolved());
    for (int c = 0; c < 81; ++c) {
        EXPECT_EQ(b.isGiven(c), board.isGiven(c));
        EXPECT_EQ(b.value(c), t.finish().values[c]);
    }
    // At the start: the puzzle's values, the header's candidates as pencil marks.
    cursor.seek(0);
    const Board start = cursor.board();
    EXPECT_EQ(start.values(), board.values());
    for (int c = 0; c < 81; ++c) {
        EXPECT_EQ(start.candidates(c), t.header().candidates[c]);
    }
}
