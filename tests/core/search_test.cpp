// The search lab engine: every strategy solves to the known solution, the neutralize goal, the
// node limit, cancellation, seeds, and traces that rebuild the board.
#include "board/gridrules.h"
#include "board/solutioncounter.h"
#include "rating/metrics.h"
#include "search/contributionnumber.h"
#include "search/searchengine.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <tuple>

using core::Board;
using core::Propagation;
using core::SearchEngine;
using core::SearchEventKind;
using core::SearchGoal;
using core::SearchOptions;
using core::SearchStatus;

namespace {

const char *const kAllStrategies[]
    = { "lex", "mrv", "mrv-random", "ctn", "dv-gvmax", "dv-gvmin", "dv-r1r2" };

SearchOptions optionsFor(
    const std::string &strategy, Propagation propagation, SearchGoal goal = SearchGoal::Solve)
{
    SearchOptions o;
    const auto s = core::parseStrategy(strategy);
    EXPECT_TRUE(s.has_value()) << strategy;
    if (s)
        s->applyTo(o);
    o.propagation = propagation;
    o.goal = goal;
    o.seed = 42;
    return o;
}

std::vector<std::uint8_t> knownSolution(const Board &board)
{
    core::SolutionCounter counter(board.geometry());
    const auto r = counter.count(board, 2);
    EXPECT_EQ(r.count, 1);
    return r.solution;
}

std::vector<Board> loadBoards(const std::string &file, std::size_t max = 100000)
{
    std::vector<Board> boards;
    for (const auto &line : testutil::readLines(file)) {
        if (boards.size() == max)
            break;
        boards.push_back(testutil::boardFromLine(line));
    }
    return boards;
}

void expectSolvesAll(const std::vector<Board> &boards, const std::string &strategy,
    Propagation propagation, SearchGoal goal = SearchGoal::Solve)
{
    SearchEngine engine;
    engine.setOptions(optionsFor(strategy, propagation, goal));
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const auto r = engine.run(boards[i]);
        ASSERT_TRUE(r.success()) << strategy << " puzzle " << i + 1;
        EXPECT_EQ(r.values, knownSolution(boards[i])) << strategy << " puzzle " << i + 1;
        EXPECT_GE(r.counters.recursions, r.counters.backtracks);
        EXPECT_LE(r.counters.maxDepth, boards[i].openCount());
    }
}

// Rebuilds the board from a trace: one state per depth, each node's state is its parent's plus
// its Propagated changes. Checks every CellSelected against the rebuilt candidates.
struct TraceReplayer
{
    explicit TraceReplayer(const Board &puzzle)
    {
        Board root = puzzle;
        root.fillCandidates();
        states.push_back(root);
    }

    void apply(const core::SearchEvent &e)
    {
        switch (e.kind) {
        case SearchEventKind::ValueTried:
            ASSERT_GE(e.depth, 1);
            ASSERT_LE(e.depth, static_cast<int>(states.size()));
            states.resize(e.depth);
            states.push_back(states.back());
            current = e.depth;
            break;
        case SearchEventKind::Propagated: {
            ASSERT_EQ(e.depth, current);
            Board &b = states[current];
            for (const auto &c : e.changes) {
                if (c.placed) {
                    ASSERT_EQ(b.value(c.cell), 0) << "placing on a filled cell";
                    b.setValue(c.cell, c.symbol);
                } else {
                    ASSERT_TRUE(b.candidates(c.cell) & core::bit(c.symbol));
                    b.removeCandidate(c.cell, c.symbol);
                }
            }
            break;
        }
        case SearchEventKind::CellSelected:
            current = e.depth;
            states.resize(e.depth + 1);
            ASSERT_EQ(states[current].value(e.cell), 0);
            ASSERT_EQ(states[current].candidates(e.cell), e.candidates) << "cell " << e.cell;
            ++selections;
            break;
        case SearchEventKind::Backtrack:
            ASSERT_EQ(e.depth, current);
            --current;
            ++backtracks;
            break;
        case SearchEventKind::Conflict:
        case SearchEventKind::Finished:
            if (e.kind == SearchEventKind::Finished)
                finished = true;
            break;
        }
    }

    std::vector<Board> states;
    int current = 0;
    int selections = 0;
    std::uint64_t backtracks = 0;
    bool finished = false;
};

} // namespace

TEST(SearchEngine, EveryStrategyWithSinglesSolvesTop95)
{
    const auto boards = loadBoards("norvig_top95.txt");
    ASSERT_EQ(boards.size(), 95u);
    for (const char *s : kAllStrategies)
        expectSolvesAll(boards, s, Propagation::Singles);
}

TEST(SearchEngine, EveryStrategyWithCarmelSolvesTop95)
{
    const auto boards = loadBoards("norvig_top95.txt");
    for (const char *s : kAllStrategies)
        expectSolvesAll(boards, s, Propagation::Carmel);
}

TEST(SearchEngine, CheapStrategiesWithForwardCheckingSolveTop95)
{
    // Plain forward checking is the expensive propagation: the strategies that need few nodes
    // with it (ctn) runs on all of top95, the others on the first three puzzles (the rest of top95
    // costs them seconds; singles and carmel above cover every puzzle for every strategy).
    const auto boards = loadBoards("norvig_top95.txt");
    expectSolvesAll(boards, "ctn", Propagation::Fc);
    const std::vector<Board> first(boards.begin(), boards.begin() + 3);
    for (const char *s : { "mrv", "mrv-random", "dv-gvmax", "dv-gvmin", "dv-r1r2" })
        expectSolvesAll(first, s, Propagation::Fc);
}

TEST(SearchEngine, NoPropagationSolvesEasyPuzzles)
{
    // Consistency check only: lex is plain backtracking, mrv orders by the givens' counts.
    const auto boards = loadBoards("bands/bands_easy_41-53.txt", 30);
    for (const char *s : kAllStrategies)
        expectSolvesAll(boards, s, Propagation::None);
}

TEST(SearchEngine, SolvesSixteenBySixteenToTheGivenSolutions)
{
    const auto puzzles = testutil::readLines("sudoklify_16x16.txt");
    const auto solutions = testutil::readLines("sudoklify_16x16_solutions.txt");
    ASSERT_EQ(puzzles.size(), solutions.size());
    SearchEngine engine(*core::Geometry::forSide(16));
    for (const char *s : { "lex", "ctn", "dv-gvmax", "dv-gvmin", "dv-r1r2" }) {
        engine.setOptions(optionsFor(s, Propagation::Singles));
        for (std::size_t i = 0; i < 3; ++i) {
            const auto r = engine.run(testutil::boardFromLine(puzzles[i]));
            ASSERT_EQ(r.status, SearchStatus::Solved) << s << " puzzle " << i + 1;
            EXPECT_EQ(testutil::valuesToLine(r.values), solutions[i]) << s;
        }
    }
}

TEST(SearchEngine, NeutralizeEndsWithTheCorrectFullSolution)
{
    for (const char *file : { "bands/bands_easy_41-53.txt", "bands/bands_medium_30-40.txt",
             "bands/bands_difficult_22-29.txt" }) {
        const auto boards = loadBoards(file, 25);
        for (const char *s : { "lex", "mrv", "ctn" }) {
            SearchEngine engine;
            engine.setOptions(optionsFor(s, Propagation::Fc, SearchGoal::Neutralize));
            for (std::size_t i = 0; i < boards.size(); ++i) {
                const auto r = engine.run(boards[i]);
                ASSERT_TRUE(r.success()) << file << " " << s << " " << i + 1;
                EXPECT_EQ(r.values, knownSolution(boards[i])) << file << " " << s << " " << i;
            }
        }
    }
}

TEST(SearchEngine, NeutralizeStopsEarlierThanSolve)
{
    const auto boards = loadBoards("bands/bands_easy_41-53.txt", 50);
    SearchEngine solve;
    solve.setOptions(optionsFor("ctn", Propagation::Fc, SearchGoal::Solve));
    SearchEngine neutralize;
    neutralize.setOptions(optionsFor("ctn", Propagation::Fc, SearchGoal::Neutralize));
    std::uint64_t solveTotal = 0;
    std::uint64_t neutralizeTotal = 0;
    int filled = 0;
    for (const auto &b : boards) {
        const auto s = solve.run(b);
        const auto n = neutralize.run(b);
        ASSERT_EQ(s.status, SearchStatus::Solved);
        ASSERT_TRUE(n.success());
        EXPECT_EQ(s.values, n.values);
        // Without backtracking, solve assigns every blank; neutralize leaves the fill to the end.
        if (s.counters.backtracks == 0 && n.counters.backtracks == 0) {
            EXPECT_EQ(static_cast<int>(s.counters.recursions), b.openCount());
            EXPECT_EQ(
                static_cast<int>(n.counters.recursions) + n.neutralizedSquares, b.openCount());
        }
        solveTotal += s.counters.recursions;
        neutralizeTotal += n.counters.recursions;
        filled += n.neutralizedSquares;
    }
    EXPECT_LT(neutralizeTotal, solveTotal);
    EXPECT_GT(filled, 0);
}

TEST(SearchEngine, NeutralizedSetOfTheCtnPaperNeedsNoSearch)
{
    // The CtN paper's Figure 4: a solution grid with the three diagonal boxes emptied is a
    // Neutralized Set (27 blanks, one candidate each, no open peer shares it).
    const std::string solution = "534678912672195348198342567859761423426853791713924856"
                                 "961537284287419635345286179";
    Board board = testutil::boardFromLine(solution);
    const core::Geometry &g = board.geometry();
    for (int c = 0; c < 81; ++c)
        if (g.box(c) == 2 || g.box(c) == 4 || g.box(c) == 6)
            board.setGiven(c, 0);
    ASSERT_EQ(board.openCount(), 27);
    board.fillCandidates();
    EXPECT_TRUE(core::isNeutralizedSet(board));
    EXPECT_DOUBLE_EQ(core::neutralizationNumber(board), 1.0);

    for (const char *s : { "lex", "mrv", "ctn" }) {
        SearchEngine engine;
        engine.setOptions(optionsFor(s, Propagation::Fc, SearchGoal::Neutralize));
        const auto r = engine.run(board);
        EXPECT_EQ(r.status, SearchStatus::Neutralized);
        EXPECT_EQ(r.counters.recursions, 0u);
        EXPECT_EQ(r.neutralizedSquares, 27);
        EXPECT_EQ(testutil::valuesToLine(r.values), solution);
    }
}

TEST(SearchEngine, OneCandidateEverywhereIsNotEnoughToBeNeutralized)
{
    // NtN = 1, but the two open squares are peers sharing their only candidate.
    Board board;
    board.setCandidates(0, core::bit(5));
    board.setCandidates(1, core::bit(5));
    for (int c = 2; c < 81; ++c)
        board.setValue(c, 1 + c % 9);
    // TBS / TRC over the board's own candidates (this artificial board's values would prune
    // them, so count directly rather than through metrics' NtN, which loads a pruned grid).
    int blanks = 0;
    int remaining = 0;
    for (int c = 0; c < 81; ++c)
        if (board.isOpen(c)) {
            ++blanks;
            remaining += core::popcount(board.candidates(c));
        }
    EXPECT_EQ(blanks, remaining); // NtN = 1
    EXPECT_FALSE(core::isNeutralizedSet(board));
}

TEST(ContributionNumber, HandComputedWeights)
{
    // Open squares (all others filled): A1 {1,2}, A2 {1,2,3}, A3 {2,3}, B1 {1,4}, I9 {4,5}.
    //   A1: A2 {1,2} + A3 {2} + B1 {1} = 4 -> 4/2 = 2
    //   A3: A1 {2} + A2 {2,3} + B1 {} = 3 -> 3/2 = 1.5
    //   B1: A1 {1} + A2 {1} + A3 {} = 2 -> 2/2 = 1
    //   I9: no open peer -> 0
    //   A2: A1 {1,2} + A3 {2,3} + B1 {1} = 5, three candidates > minimum 2 -> -5/3
    Board board;
    for (int c = 0; c < 81; ++c)
        board.setValue(c, 9);
    const int a1 = 0, a2 = 1, a3 = 2, b1 = 9, i9 = 80;
    const std::pair<int, core::Mask> open[] = {
        { a1, core::bit(1) | core::bit(2) },
        { a2, core::bit(1) | core::bit(2) | core::bit(3) },
        { a3, core::bit(2) | core::bit(3) },
        { b1, core::bit(1) | core::bit(4) },
        { i9, core::bit(4) | core::bit(5) },
    };
    for (const auto &[cell, mask] : open) {
        board.clearValue(cell);
        board.setCandidates(cell, mask);
    }
    const auto w = core::contributionNumbers(board);
    EXPECT_EQ(w.minimumCount, 2);
    EXPECT_DOUBLE_EQ(w.weights[a1], 2.0);
    EXPECT_DOUBLE_EQ(w.weights[a3], 1.5);
    EXPECT_DOUBLE_EQ(w.weights[b1], 1.0);
    EXPECT_DOUBLE_EQ(w.weights[i9], 0.0);
    EXPECT_DOUBLE_EQ(w.weights[a2], -5.0 / 3.0);
    EXPECT_EQ(w.overlaps[a2], 5);
    EXPECT_EQ(w.roles[a2], core::CtnRole::Other);
    EXPECT_EQ(w.roles[a1], core::CtnRole::Minimum);
    EXPECT_EQ(w.roles[40], core::CtnRole::Filled);
    EXPECT_EQ(w.best, a1);
}

TEST(ContributionNumber, SharedSingleOutranksANeutralizedSingle)
{
    // A1 {3}: no open peer has 3 (a neutralized square). E5 {5}: its open peers E6 {5,7} and
    // F4 {5,8} both have 5, so CtN(E5) = 2 > CtN(A1) = 0, although A1 comes first.
    Board board;
    for (int c = 0; c < 81; ++c)
        board.setValue(c, 9);
    const int a1 = 0, e5 = 40, e6 = 41, f4 = 48;
    const std::pair<int, core::Mask> open[] = {
        { a1, core::bit(3) },
        { e5, core::bit(5) },
        { e6, core::bit(5) | core::bit(7) },
        { f4, core::bit(5) | core::bit(8) },
    };
    for (const auto &[cell, mask] : open) {
        board.clearValue(cell);
        board.setCandidates(cell, mask);
    }
    auto w = core::contributionNumbers(board, false);
    EXPECT_DOUBLE_EQ(w.weights[a1], 0.0);
    EXPECT_DOUBLE_EQ(w.weights[e5], 2.0);
    EXPECT_DOUBLE_EQ(w.weights[e6], -1.0); // {5} shared with E5 and F4 -> 2/2, negated
    EXPECT_DOUBLE_EQ(w.weights[f4], -1.0);
    EXPECT_EQ(w.best, e5);
    EXPECT_EQ(w.roles[a1], core::CtnRole::Minimum);
    // The neutralize goal does not consider A1 at all.
    w = core::contributionNumbers(board, true);
    EXPECT_EQ(w.roles[a1], core::CtnRole::Neutralized);
    EXPECT_EQ(w.best, e5);
}

TEST(ContributionNumber, EngineSelectsTheHighestWeight)
{
    // The first square a CtN search expands is the heat-map's best square, and the weights in
    // the CellSelected event are those of the minimum-count squares.
    const auto boards = loadBoards("bands/bands_medium_30-40.txt", 20);
    for (const auto &puzzle : boards) {
        Board b = puzzle;
        b.fillCandidates();
        const auto w = core::contributionNumbers(b, true);
        SearchEngine engine;
        engine.setOptions(optionsFor("ctn", Propagation::Fc, SearchGoal::Neutralize));
        core::SearchTraceRecorder recorder(10);
        engine.setTraceCallback(recorder.callback());
        engine.run(puzzle);
        const auto &events = recorder.events();
        ASSERT_FALSE(events.empty());
        ASSERT_EQ(events[0].kind, SearchEventKind::CellSelected);
        EXPECT_EQ(events[0].cell, w.best);
        EXPECT_DOUBLE_EQ(events[0].weight, w.weights[w.best]);
        int minimum = 0;
        for (int c = 0; c < 81; ++c)
            minimum += w.roles[c] == core::CtnRole::Minimum;
        ASSERT_EQ(static_cast<int>(events[0].weights.size()), minimum);
        for (const auto &cw : events[0].weights)
            EXPECT_DOUBLE_EQ(cw.weight, w.weights[cw.cell]);
    }
}

TEST(GraphHeuristics, EdgeCountOfSanSegundosFigure1)
{
    // 4x4: rows "1234", "43..", "2143", "34..": four open squares with {1,2}; the paper counts
    // 32 (ordered pairs of compatible cell-candidate vertices).
    const core::Geometry &g = core::Geometry::get(2, 2);
    Board b = testutil::boardFromLine("123443..214334..");
    ASSERT_EQ(&b.geometry(), &g);
    b.fillCandidates();
    std::vector<core::Mask> cand(16, 0);
    for (int c = 0; c < 16; ++c)
        if (b.isOpen(c))
            cand[c] = b.candidates(c);
    EXPECT_EQ(cand[6], core::bit(1) | core::bit(2));
    EXPECT_EQ(core::graphEdges(g, b.values().data(), cand.data()), 32);
    // Per square: 2 * (8 - 2) - (2 + 2 shared with its two open peers) = 8.
    EXPECT_EQ(core::cellEdges(g, b.values().data(), cand.data(), 6, 8), 8);
}

TEST(SearchEngine, LexVisitsCellsInOrder)
{
    const auto boards = loadBoards("bands/bands_medium_30-40.txt", 10);
    for (const auto &puzzle : boards) {
        SearchEngine engine;
        engine.setOptions(optionsFor("lex", Propagation::Fc));
        TraceReplayer replay(puzzle);
        bool inOrder = true;
        engine.setTraceCallback([&](const core::SearchEvent &e) {
            replay.apply(e);
            if (e.kind != SearchEventKind::CellSelected)
                return;
            // The selected square is the first open one of the node's board.
            const Board &b = replay.states[e.depth];
            for (int c = 0; c < e.cell; ++c)
                if (b.value(c) == 0)
                    inOrder = false;
        });
        const auto r = engine.run(puzzle);
        EXPECT_EQ(r.status, SearchStatus::Solved);
        EXPECT_TRUE(inOrder);
        EXPECT_GT(replay.selections, 0);
    }
}

TEST(SearchEngine, TraceRebuildsTheFinalBoard)
{
    const auto top = loadBoards("norvig_top95.txt", 10);
    const auto medium = loadBoards("bands/bands_medium_30-40.txt", 10);
    const std::tuple<const char *, Propagation, const std::vector<Board> *> runs[] = {
        { "mrv", Propagation::Fc, &medium },
        { "ctn", Propagation::Singles, &top },
        { "dv-gvmax", Propagation::Carmel, &top },
        { "lex", Propagation::Singles, &top },
        { "mrv", Propagation::Filter, &top },
        { "dv-gvmax", Propagation::Filter, &top },
    };
    for (const auto &[strategy, propagation, boards] : runs)
        for (const auto &puzzle : *boards) {
            SearchEngine engine;
            engine.setOptions(optionsFor(strategy, propagation));
            TraceReplayer replay(puzzle);
            engine.setTraceCallback([&](const core::SearchEvent &e) { replay.apply(e); });
            const auto r = engine.run(puzzle);
            ASSERT_EQ(r.status, SearchStatus::Solved);
            EXPECT_TRUE(replay.finished);
            EXPECT_EQ(replay.backtracks, r.counters.backtracks);
            EXPECT_EQ(replay.states[replay.current].values(), r.values) << strategy;
        }
    // Neutralize: the last Propagated event holds the fill.
    for (const auto &puzzle : loadBoards("bands/bands_difficult_22-29.txt", 10)) {
        SearchEngine engine;
        engine.setOptions(optionsFor("ctn", Propagation::Fc, SearchGoal::Neutralize));
        TraceReplayer replay(puzzle);
        engine.setTraceCallback([&](const core::SearchEvent &e) { replay.apply(e); });
        const auto r = engine.run(puzzle);
        ASSERT_TRUE(r.success());
        EXPECT_EQ(replay.states[replay.current].values(), r.values);
    }
}

TEST(SearchEngine, TraceDescribesATree)
{
    // Node ids are 1..recursions in order; each ValueTried's parent is an open node on the path.
    const Board puzzle = testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[0]);
    SearchEngine engine;
    engine.setOptions(optionsFor("mrv", Propagation::Fc));
    std::vector<std::int64_t> path { 0 };
    std::int64_t lastId = 0;
    bool consistent = true;
    engine.setTraceCallback([&](const core::SearchEvent &e) {
        if (e.kind == SearchEventKind::ValueTried) {
            consistent &= e.node == lastId + 1 && e.parent == path.back()
                && e.depth == static_cast<int>(path.size());
            lastId = e.node;
            path.push_back(e.node);
        } else if (e.kind == SearchEventKind::Backtrack) {
            consistent &= e.node == path.back() && e.parent == path[path.size() - 2];
            path.pop_back();
        }
    });
    const auto r = engine.run(puzzle);
    ASSERT_EQ(r.status, SearchStatus::Solved);
    EXPECT_TRUE(consistent);
    EXPECT_EQ(static_cast<std::uint64_t>(lastId), r.counters.recursions);
    EXPECT_LE(static_cast<int>(path.size()) - 1, r.counters.maxDepth);
}

TEST(SearchEngine, NodeLimitStopsTheSearch)
{
    const Board puzzle = testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[0]);
    SearchEngine engine;
    SearchOptions o = optionsFor("lex", Propagation::None);
    o.nodeLimit = 1000;
    engine.setOptions(o);
    core::SearchTraceRecorder recorder(1000000);
    engine.setTraceCallback(recorder.callback());
    const auto r = engine.run(puzzle);
    EXPECT_EQ(r.status, SearchStatus::LimitReached);
    EXPECT_EQ(r.counters.recursions, 1000u);
    EXPECT_TRUE(r.values.empty());
    ASSERT_FALSE(recorder.events().empty());
    EXPECT_EQ(recorder.events().back().kind, SearchEventKind::Finished);
    EXPECT_EQ(recorder.events().back().status, SearchStatus::LimitReached);
}

TEST(SearchEngine, MillionNodeRunStaysBounded)
{
    const Board puzzle = testutil::boardFromLine(testutil::readLines("royle_17clue_49158.txt")[0]);
    SearchEngine engine;
    SearchOptions o = optionsFor("lex", Propagation::Fc);
    o.nodeLimit = 1000000;
    engine.setOptions(o);
    core::SearchTraceRecorder recorder(5000);
    std::uint64_t streamed = 0;
    engine.setTraceCallback([&](const core::SearchEvent &e) {
        ++streamed;
        recorder.record(e);
    });
    const auto r = engine.run(puzzle);
    ASSERT_EQ(r.status, SearchStatus::LimitReached);
    EXPECT_EQ(r.counters.recursions, 1000000u);
    EXPECT_EQ(recorder.events().size(), 5001u); // the cap, plus the Finished event
    EXPECT_EQ(recorder.dropped() + recorder.events().size(), streamed);
    EXPECT_GT(streamed, 2000000u);
}

TEST(SearchEngine, CancelFromAnotherThread)
{
    const Board puzzle = testutil::boardFromLine(testutil::readLines("royle_17clue_49158.txt")[0]);
    SearchEngine engine;
    SearchOptions o = optionsFor("lex", Propagation::None);
    o.nodeLimit = 2000000000; // a safety net only: plain backtracking on 17 clues runs for ages
    engine.setOptions(o);
    std::atomic<bool> stop { false };
    std::atomic<std::uint64_t> events { 0 };
    engine.setStopFlag(&stop);
    engine.setTraceCallback([&](const core::SearchEvent &) { events.fetch_add(1); });
    std::thread canceller([&] {
        while (events.load() < 100000)
            std::this_thread::yield();
        stop.store(true);
    });
    const auto r = engine.run(puzzle);
    canceller.join();
    EXPECT_EQ(r.status, SearchStatus::Cancelled);
    EXPECT_GE(events.load(), 100000u);
    EXPECT_LT(r.counters.recursions, o.nodeLimit);
}

TEST(SearchEngine, SameSeedSameTrace)
{
    const auto boards = loadBoards("bands/bands_difficult_22-29.txt", 5);
    auto trace = [&](const Board &b, std::uint64_t seed) {
        SearchEngine engine;
        SearchOptions o = optionsFor("mrv-random", Propagation::Fc, SearchGoal::Neutralize);
        o.seed = seed;
        engine.setOptions(o);
        core::SearchTraceRecorder recorder(1000000);
        engine.setTraceCallback(recorder.callback());
        engine.run(b);
        std::vector<std::tuple<int, std::int64_t, int, int>> out;
        for (const auto &e : recorder.events())
            out.emplace_back(static_cast<int>(e.kind), e.node, e.cell, e.symbol);
        return out;
    };
    bool anyDifferent = false;
    for (const auto &b : boards) {
        const auto a = trace(b, 1);
        EXPECT_EQ(a, trace(b, 1));
        anyDifferent |= a != trace(b, 2);
    }
    EXPECT_TRUE(anyDifferent) << "random tie breaks should depend on the seed";
}

TEST(SearchEngine, FilterPropagationIsSanSegundosFilter)
{
    // With the ten rules after every assignment the search needs no more backtracks than with
    // singles alone, and still reaches the known solution.
    const auto lines = testutil::readLines("norvig_top95.txt");
    core::SolutionCounter counter;
    std::uint64_t filterBacktracks = 0;
    std::uint64_t singlesBacktracks = 0;
    for (std::size_t i = 0; i < 12; ++i) {
        const Board puzzle = testutil::boardFromLine(lines[i]);
        SearchEngine engine;
        engine.setOptions(optionsFor("mrv", Propagation::Filter));
        const auto r = engine.run(puzzle);
        ASSERT_EQ(r.status, SearchStatus::Solved) << i;
        EXPECT_EQ(r.values, counter.count(puzzle, 2).solution) << i;
        filterBacktracks += r.counters.backtracks;
        SearchEngine singles;
        singles.setOptions(optionsFor("mrv", Propagation::Singles));
        singlesBacktracks += singles.run(puzzle).counters.backtracks;
    }
    EXPECT_LE(filterBacktracks, singlesBacktracks);
}

TEST(SearchEngine, BoardPropagatorPlugsARuleEngineIn)
{
    // A stand-in rule engine on a Board: naked singles only (placing a lone candidate and
    // removing it from the peers). Filter through it must equal the engine's own fc + naked
    // singles (carmel I) run for run.
    auto nakedSingles = [](Board &b) {
        for (bool changed = true; changed;) {
            changed = false;
            for (int c = 0; c < b.cellCount(); ++c) {
                if (!b.isOpen(c))
                    continue;
                const core::Mask m = b.candidates(c);
                if (m == 0)
                    return false;
                if (core::popcount(m) != 1)
                    continue;
                const int s = core::lowestSymbol(m);
                b.setValue(c, s);
                for (int p : b.geometry().peers(c))
                    if (b.isOpen(p))
                        b.removeCandidate(p, s);
                changed = true;
            }
        }
        return true;
    };
    const auto boards = loadBoards("bands/bands_difficult_22-29.txt", 20);
    SearchEngine viaFilter;
    viaFilter.setOptions(optionsFor("mrv", Propagation::Filter));
    viaFilter.setFilterPropagator(std::make_shared<core::BoardPropagator>(nakedSingles));
    SearchEngine builtIn;
    SearchOptions o = optionsFor("mrv", Propagation::Carmel);
    o.carmel = { true, false, false, false };
    builtIn.setOptions(o);
    for (const auto &b : boards) {
        const auto f = viaFilter.run(b);
        const auto c = builtIn.run(b);
        ASSERT_EQ(f.status, SearchStatus::Solved);
        EXPECT_EQ(f.values, knownSolution(b));
        EXPECT_EQ(f.counters.recursions, c.counters.recursions);
        EXPECT_EQ(f.counters.backtracks, c.counters.backtracks);
    }
}

TEST(SearchEngine, ContradictoryGivensHaveNoSolution)
{
    Board b;
    b.setGiven(0, 5);
    b.setGiven(8, 5);
    SearchEngine engine;
    core::SearchTraceRecorder recorder;
    engine.setTraceCallback(recorder.callback());
    const auto r = engine.run(b);
    EXPECT_EQ(r.status, SearchStatus::NoSolution);
    ASSERT_EQ(recorder.events().size(), 2u);
    EXPECT_EQ(recorder.events()[0].kind, SearchEventKind::Conflict);
    EXPECT_EQ(recorder.events()[0].conflict.kind, core::SearchConflict::Kind::PeerHasValue);
    EXPECT_EQ(recorder.events()[0].conflict.unit, 0);
    EXPECT_EQ(recorder.events()[0].conflict.otherCell, 0);
}

TEST(SearchEngine, UnsolvablePuzzleExhaustsTheTree)
{
    // A1..A7 = 1..7 leave {8, 9} to A8 and A9; an 8 in column 8 and in column 9 leaves both
    // only 9. Every square still has a candidate, so the search must find the clash itself.
    Board b;
    for (int c = 0; c < 7; ++c)
        b.setGiven(c, c + 1); // A1..A7 = 1..7: A8, A9 hold {8, 9}
    b.setGiven(b.geometry().cellAt(4, 7), 8); // E8 = 8: A8 must be 9
    b.setGiven(b.geometry().cellAt(6, 8), 8); // G9 = 8: A9 must be 9 -> contradiction
    for (const char *s : { "lex", "mrv", "ctn" }) {
        SearchEngine engine;
        engine.setOptions(optionsFor(s, Propagation::Fc));
        const auto r = engine.run(b);
        EXPECT_EQ(r.status, SearchStatus::NoSolution) << s;
        EXPECT_GE(r.counters.backtracks, 1u) << s;
    }
}

TEST(CarmelStrategies, PairsOnHandBuiltUnits)
{
    const core::Geometry &g = core::Geometry::classic();
    auto m = [](std::initializer_list<int> symbols) {
        core::Mask r = 0;
        for (int s : symbols)
            r |= core::bit(s);
        return r;
    };
    // Every square open, with hand-made candidates (pencil marks).
    Board b;
    for (int c = 0; c < 81; ++c)
        b.setCandidates(c, g.allSymbols());
    // Row A: A1 {1,2}, A2 {1,2}, A3 {1,2,3}: naked pair 1,2 leaves A3 with {3}.
    b.setCandidates(0, m({ 1, 2 }));
    b.setCandidates(1, m({ 1, 2 }));
    b.setCandidates(2, m({ 1, 2, 3 }));
    // Row I: 4 and 5 only in I1 and I2 (with other candidates): hidden pair.
    for (int c = 72; c < 81; ++c)
        b.setCandidates(c, m({ 1, 2, 3, 6, 7, 8, 9 }));
    b.setCandidates(72, m({ 4, 5, 6, 7 }));
    b.setCandidates(73, m({ 4, 5, 8 }));
    core::CandidateGrid grid;
    grid.load(b, true);
    std::vector<core::SearchChange> changes;
    grid.setChangeLog(&changes);
    // Strategy IV (naked pairs), then III (hidden pairs), as Carmel's loop runs them.
    ASSERT_TRUE(core::gridrules::nakedSubsets(grid, 2));
    ASSERT_FALSE(grid.contradiction());
    EXPECT_EQ(grid.candidates(2), m({ 3 }));
    // Box 1 also holds the pair: every other box-1 square loses 1 and 2.
    EXPECT_EQ(grid.candidates(10), m({ 3, 4, 5, 6, 7, 8, 9 }));
    EXPECT_EQ(grid.candidates(20), m({ 3, 4, 5, 6, 7, 8, 9 }));
    EXPECT_EQ(grid.candidates(3), g.allSymbols() & ~m({ 1, 2 })); // row A, outside the box
    changes.clear();
    ASSERT_TRUE(core::gridrules::hiddenSubsets(grid, 2));
    ASSERT_FALSE(grid.contradiction());
    EXPECT_EQ(grid.candidates(72), m({ 4, 5 }));
    EXPECT_EQ(grid.candidates(73), m({ 4, 5 }));
    // Each change names the rule that made it.
    constexpr auto hp = core::ChangeCause::HiddenPair;
    const std::vector<core::SearchChange> expected
        = { { 72, 6, false, hp }, { 72, 7, false, hp }, { 73, 8, false, hp } };
    EXPECT_EQ(changes, expected);
}

TEST(GraphHeuristics, GvMaxPicksTheLeastSharedSquareAndGvMinTheMostShared)
{
    // Among squares with the same count, the edges at a square's vertices are
    // |C|(TRC - |C|) - overlap: G_vmax picks the smallest peer overlap, G_vmin the largest
    // (the square CtN picks when solving).
    for (const auto &puzzle : loadBoards("bands/bands_medium_30-40.txt", 20)) {
        Board b = puzzle;
        b.fillCandidates();
        const auto w = core::contributionNumbers(b, false);
        int least = -1;
        for (int c = 0; c < 81; ++c)
            if (w.roles[c] == core::CtnRole::Minimum
                && (least < 0 || w.overlaps[c] < w.overlaps[least]))
                least = c;
        auto firstSelected = [&](const char *strategy) {
            SearchEngine engine;
            engine.setOptions(optionsFor(strategy, Propagation::Fc));
            int cell = -1;
            engine.setTraceCallback([&](const core::SearchEvent &e) {
                if (e.kind == SearchEventKind::CellSelected && cell < 0)
                    cell = e.cell;
            });
            EXPECT_TRUE(engine.run(puzzle).success());
            return cell;
        };
        EXPECT_EQ(firstSelected("dv-gvmax"), least);
        EXPECT_EQ(firstSelected("dv-gvmin"), w.best);
        EXPECT_EQ(firstSelected("ctn"), w.best);
    }
}

TEST(SearchEngine, CtnExploresFewerSquaresThanMrvWhenNeutralizing)
{
    // The CtN paper's claim on its easy and medium sets, on the first 60 of each of ours.
    for (const char *file : { "bands/bands_easy_41-53.txt", "bands/bands_medium_30-40.txt" }) {
        std::uint64_t total[2] = { 0, 0 };
        for (const auto &b : loadBoards(file, 60)) {
            int i = 0;
            for (const char *s : { "mrv", "ctn" }) {
                SearchEngine engine;
                engine.setOptions(optionsFor(s, Propagation::Fc, SearchGoal::Neutralize));
                const auto r = engine.run(b);
                ASSERT_TRUE(r.success());
                total[i++] += r.counters.recursions;
            }
        }
        EXPECT_LT(total[1], total[0]) << file;
    }
}

TEST(SearchOptions, ParsesStrategiesAndLists)
{
    const auto gv = core::parseStrategy("dv-gvmax");
    ASSERT_TRUE(gv);
    EXPECT_EQ(gv->variableOrder, core::VariableOrder::DvGvMax);
    EXPECT_EQ(gv->valueOrder, core::ValueOrder::GMax);
    const auto r1r2 = core::parseStrategy("dv-r1r2");
    ASSERT_TRUE(r1r2);
    EXPECT_EQ(r1r2->variableOrder, core::VariableOrder::Mrv);
    EXPECT_EQ(r1r2->valueOrder, core::ValueOrder::EP);
    const auto random = core::parseStrategy("mrv-random/gmax");
    ASSERT_TRUE(random);
    EXPECT_EQ(random->tieBreak, core::TieBreak::Random);
    EXPECT_EQ(random->valueOrder, core::ValueOrder::GMax);
    EXPECT_FALSE(core::parseStrategy("mrv/best"));
    EXPECT_FALSE(core::parseStrategy("fc"));
    const auto carmel = core::parseCarmelStrategies("I,III");
    ASSERT_TRUE(carmel);
    EXPECT_EQ(*carmel, (core::CarmelStrategies { true, false, true, false }));
    EXPECT_FALSE(core::parseCarmelStrategies("I,V"));
    EXPECT_FALSE(core::parseCarmelStrategies("none")->any());
    EXPECT_EQ(core::parsePropagation("filter"), Propagation::Filter);
    EXPECT_FALSE(core::parsePropagation("ac3"));
    EXPECT_EQ(core::parseSearchGoal("neutralize"), SearchGoal::Neutralize);
}

TEST(SearchEngine, CarmelWithNoStrategyEqualsNoPropagation)
{
    for (const auto &b : loadBoards("bands/bands_medium_30-40.txt", 10)) {
        SearchEngine none;
        none.setOptions(optionsFor("mrv", Propagation::None));
        SearchEngine carmel;
        SearchOptions o = optionsFor("mrv", Propagation::Carmel);
        o.carmel = { false, false, false, false };
        carmel.setOptions(o);
        const auto a = none.run(b);
        const auto c = carmel.run(b);
        ASSERT_EQ(a.status, SearchStatus::Solved);
        EXPECT_EQ(a.values, c.values);
        EXPECT_EQ(a.counters.recursions, c.counters.recursions);
        EXPECT_EQ(a.counters.nodes, c.counters.nodes);
    }
}

TEST(GraphHeuristics, GmaxTriesTheValueLeavingMostEdgesFirst)
{
    // San Segundo's value order: place the value, filter with naked and hidden singles (r1r2),
    // count the G_CSP edges left; the first value tried leaves the most.
    int reordered = 0; // puzzles where that is not the smallest candidate
    for (const auto &puzzle : loadBoards("bands/bands_difficult_22-29.txt", 15)) {
        SearchEngine engine;
        engine.setOptions(optionsFor("dv-gvmax", Propagation::Fc));
        int cell = -1;
        int symbol = 0;
        engine.setTraceCallback([&](const core::SearchEvent &e) {
            if (e.kind == SearchEventKind::CellSelected && cell < 0)
                cell = e.cell;
            if (e.kind == SearchEventKind::ValueTried && symbol == 0)
                symbol = e.symbol;
        });
        ASSERT_TRUE(engine.run(puzzle).success());
        ASSERT_GE(cell, 0);

        Board root = puzzle;
        root.fillCandidates();
        const core::Geometry &g = root.geometry();
        std::int64_t best = -1;
        std::int64_t chosen = -2;
        core::Mask values = root.candidates(cell);
        while (values) {
            const int s = core::lowestSymbol(values);
            values &= values - 1;
            core::CandidateGrid grid;
            grid.load(root, true);
            // The look-ahead propagates what the value forces, not the lone candidates before it.
            grid.clearPendingSingles();
            const bool ok = grid.place(cell, s) && core::propagateSingles(grid);
            const std::int64_t edges
                = ok ? core::graphEdges(g, grid.valueData(), grid.candidateData()) : -1;
            best = std::max(best, edges);
            if (s == symbol)
                chosen = edges;
        }
        EXPECT_EQ(chosen, best) << "cell " << cell << " symbol " << symbol;
        reordered += symbol != core::lowestSymbol(root.candidates(cell));
    }
    EXPECT_GT(reordered, 0);
}

TEST(SearchEngine, FillsEmptyGridsOfOtherSizes)
{
    // No givens: any valid grid will do. 6x6 (2x3 boxes), 16x16 and 25x25.
    for (const auto &[rows, cols] :
        { std::pair { 2, 3 }, std::pair { 4, 4 }, std::pair { 5, 5 } }) {
        const core::Geometry &g = core::Geometry::get(rows, cols);
        const Board empty(g);
        for (const char *s : { "mrv", "ctn", "dv-gvmax", "dv-r1r2" }) {
            if (g.side() == 25 && std::string(s) == "dv-gvmax")
                continue; // its look-ahead counts G_CSP edges over 625 cells: slow under ASan
            SearchEngine engine(g);
            SearchOptions o = optionsFor(s, Propagation::Singles);
            o.nodeLimit = 100000;
            engine.setOptions(o);
            const auto r = engine.run(empty);
            ASSERT_EQ(r.status, SearchStatus::Solved) << s << " side " << g.side();
            for (int u = 0; u < g.unitCount(); ++u) {
                core::Mask seen = 0;
                for (int c : g.unit(u))
                    seen |= core::bit(r.values[c]);
                EXPECT_EQ(seen, g.allSymbols()) << s << " unit " << u;
            }
        }
    }
}
