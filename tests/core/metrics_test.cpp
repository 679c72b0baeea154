// Measures: NtN and Sudoku entropy against hand computations, Chen's Reduction and Inference
// against known solutions and his AI Escargot figure, the Rater's row.
#include "board/solutioncounter.h"
#include "logic/chensolver.h"
#include "logic/logicengine.h"
#include "rating/metrics.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <random>
#include <vector>

using core::Board;
using core::Geometry;

namespace {

const char *kEscargot
    = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

TEST(Metrics, NtnByHand)
{
    // 4x4 with no value and pencil marks: 13 cells {1,2}, three cells {1,2,3,4}.
    // TBS 16, TRC 13 * 2 + 3 * 4 = 38; H = (13 * log2 2 + 3 * log2 4) / 16 = 19 / 16.
    const Geometry &g = Geometry::get(2, 2);
    Board b(g);
    for (int c = 0; c < 16; ++c)
        b.setCandidates(c, core::bit(1) | core::bit(2));
    for (int c : { 3, 7, 12 })
        b.setCandidates(c, g.allSymbols());
    EXPECT_DOUBLE_EQ(core::neutralizationNumber(b), 16.0 / 38.0);
    EXPECT_DOUBLE_EQ(core::sudokuEntropy(b), 19.0 / 16.0);
    // Neutralized: one candidate each (the paper's NtN = 1), entropy 0.
    for (int c = 0; c < 16; ++c)
        b.setCandidates(c, core::bit(1 + c % 4));
    EXPECT_DOUBLE_EQ(core::neutralizationNumber(b), 1.0);
    EXPECT_DOUBLE_EQ(core::sudokuEntropy(b), 0.0);
    // Filled cells count 0 and are not squares to fill: three values, the rest as above.
    const Board solved = testutil::boardFromLine("1234341221434321");
    Board partly = solved;
    for (int c : { 3, 7, 12 })
        partly.setGiven(c, 0);
    partly.fillCandidates(); // each reopened cell has its one value left
    EXPECT_DOUBLE_EQ(core::neutralizationNumber(partly), 1.0);
    // Solved: TBS = TRC = 0, the paper's infinity.
    EXPECT_TRUE(std::isinf(core::neutralizationNumber(solved, false)));
}

TEST(Metrics, GameComplexityOfOneGivenByHand)
{
    // One given: its 20 peers keep 8 candidates, the other 60 open cells 9.
    Board b;
    b.setGiven(40, 5);
    const double expected = (20 * 3.0 + 60 * std::log2(9.0)) / 81.0;
    EXPECT_NEAR(core::gameComplexity(b), expected, 1e-12);
    EXPECT_NEAR(core::neutralizationNumber(b, false), 80.0 / (20 * 8 + 60 * 9), 1e-12);
    // The empty grid: log2(9).
    EXPECT_NEAR(core::gameComplexity(Board()), std::log2(9.0), 1e-12);
}

TEST(Metrics, GameComplexityOfSeventeenCluePuzzlesIsInChensRange)
{
    const auto lines = testutil::readLines("royle_17clue_49158.txt");
    double sum = 0, lo = 10, hi = 0;
    const std::size_t n = 2000;
    for (std::size_t i = 0; i < n; ++i) {
        const double h = core::gameComplexity(testutil::boardFromLine(lines[i * 24]));
        sum += h;
        lo = std::min(lo, h);
        hi = std::max(hi, h);
    }
    // Chen, Table I (10,000 puzzles): min 1.6946, mean 1.7526, max 1.8189.
    EXPECT_NEAR(sum / n, 1.7526, 0.01);
    EXPECT_GT(lo, 1.65);
    EXPECT_LT(hi, 1.86);
}

TEST(Metrics, NtnTraceAlongAPath)
{
    core::LogicEngine engine;
    const Board puzzle = testutil::boardFromLine(
        ".................1..2..3.4......25...1......67..........5...38...8.6.....4.17....");
    core::PathOptions options;
    options.enabled = core::TechniqueSet::sanSegundo();
    const auto path = engine.solutionPath(puzzle, options);
    const Board start = core::LogicEngine::prepare(puzzle, core::CandidateSource::Computed);
    const auto trace = core::neutralizationTrace(start, path.steps);
    ASSERT_EQ(trace.size(), path.steps.size() + 1);
    EXPECT_DOUBLE_EQ(trace[0], core::neutralizationNumber(puzzle, false));
    for (double v : trace) {
        if (std::isinf(v))
            continue; // solved
        EXPECT_GT(v, 1.0 / 9.0 - 1e-12);
        EXPECT_LE(v, 1.0);
    }
}

TEST(Chen, ReductionAloneSolvesAnEasyPuzzleAndNotEscargot)
{
    const auto easy = testutil::readLines("nytimes_easy.txt");
    ASSERT_FALSE(easy.empty());
    const Board puzzle = testutil::boardFromLine(easy[0]);
    core::CandidateGrid grid;
    grid.load(puzzle, false);
    core::ChenSolver::reduction(grid);
    ASSERT_EQ(grid.status(), core::GridStatus::Solved);
    const auto solved = core::countSolutions(puzzle);
    for (int c = 0; c < 81; ++c)
        EXPECT_EQ(grid.value(c), solved.solution[c]);

    core::CandidateGrid hard;
    hard.load(testutil::boardFromLine(kEscargot), false);
    core::ChenSolver::reduction(hard);
    EXPECT_EQ(hard.status(), core::GridStatus::Open);
    EXPECT_FALSE(core::ChenSolver::deadEnd(hard));
}

TEST(Chen, RReductionIsANakedSubsetOfAnySize)
{
    // Row 0 of a 9x9: five cells holding 1..5 remove them from the other four (r = 5).
    Board b;
    for (int c = 0; c < 81; ++c)
        b.setCandidates(c, Geometry::classic().allSymbols());
    for (int c : { 0, 2, 4, 6, 8 })
        b.setCandidates(c, 0x3e);
    core::CandidateGrid grid;
    grid.load(b, true);
    EXPECT_FALSE(core::ChenSolver::rReduction(grid, 4));
    EXPECT_TRUE(core::ChenSolver::rReduction(grid, 5));
    for (int c : { 1, 3, 5, 7 })
        EXPECT_EQ(grid.candidates(c), 0x3c0u); // 6..9
    EXPECT_EQ(grid.candidates(9), Geometry::classic().allSymbols());
}

TEST(Chen, SolverSolvesEscargotWithHisNinetyOneInferences)
{
    const Board puzzle = testutil::boardFromLine(kEscargot);
    const auto solved = core::countSolutions(puzzle);
    // The first open cell (row-major) reproduces the paper's 91 inferences for AI Escargot.
    core::ChenOptions first;
    first.choice = core::InferenceChoice::FirstOpen;
    core::CandidateGrid grid;
    grid.load(puzzle, false);
    const auto r = core::ChenSolver(first).solve(grid);
    EXPECT_EQ(r.status, core::GridStatus::Solved);
    EXPECT_FALSE(r.reductionSolved);
    EXPECT_EQ(r.inferences, 91u);
    for (int c = 0; c < 81; ++c)
        EXPECT_EQ(grid.value(c), solved.solution[c]);

    // Random choice: deterministic for a seed, and always the right solution.
    for (auto choice : { core::InferenceChoice::Random, core::InferenceChoice::FewestCandidates }) {
        core::ChenOptions o;
        o.choice = choice;
        o.seed = 7;
        core::CandidateGrid a, b;
        a.load(puzzle, false);
        b.load(puzzle, false);
        const auto ra = core::ChenSolver(o).solve(a);
        const auto rb = core::ChenSolver(o).solve(b);
        EXPECT_EQ(ra.inferences, rb.inferences);
        EXPECT_GT(ra.inferences, 0u);
        for (int c = 0; c < 81; ++c)
            EXPECT_EQ(a.value(c), solved.solution[c]);
    }
}

TEST(Chen, SolverStopsAndReportsNoSolution)
{
    core::ChenOptions o;
    o.maxInferences = 3;
    core::CandidateGrid grid;
    grid.load(testutil::boardFromLine(kEscargot), false);
    const auto r = core::ChenSolver(o).solve(grid);
    EXPECT_TRUE(r.stopped);
    EXPECT_EQ(r.status, core::GridStatus::Open);

    std::atomic<bool> stop { true };
    core::CandidateGrid again;
    again.load(testutil::boardFromLine(kEscargot), false);
    EXPECT_TRUE(core::ChenSolver().solve(again, &stop).stopped);

    // Contradictory givens (two 1s in row 0): no solution.
    core::CandidateGrid bad;
    bad.load(
        testutil::boardFromLine(
            "11..............................................................................."),
        false);
    EXPECT_EQ(core::ChenSolver().solve(bad).status, core::GridStatus::Contradiction);
}

TEST(Chen, SixteenBySixteen)
{
    const auto puzzles = testutil::readLines("sudoklify_16x16.txt");
    const auto solutions = testutil::readLines("sudoklify_16x16_solutions.txt");
    for (std::size_t i = 0; i < 2; ++i) {
        core::CandidateGrid grid;
        grid.load(testutil::boardFromLine(puzzles[i]), false);
        core::ChenOptions o;
        o.choice = core::InferenceChoice::FewestCandidates;
        const auto r = core::ChenSolver(o).solve(grid);
        ASSERT_EQ(r.status, core::GridStatus::Solved);
        for (int c = 0; c < 256; ++c)
            EXPECT_EQ(Geometry::symbolChar(grid.value(c)), solutions[i][c]);
    }
}

TEST(Rater, RowOfAStuckSeventeenCluePuzzle)
{
    const Board puzzle = testutil::boardFromLine(
        ".................1..2..3.4........5......632..7..8.........2....8.7....971......8");
    core::Rater rater;
    const auto r = rater.rate(puzzle);
    EXPECT_EQ(r.clues, 17);
    EXPECT_NEAR(r.entropy, core::gameComplexity(puzzle), 1e-12);
    EXPECT_NEAR(r.ntn, core::neutralizationNumber(puzzle, false), 1e-12);
    EXPECT_EQ(r.filter.status, core::GridStatus::Open);
    EXPECT_TRUE(r.trialRun);
    EXPECT_EQ(r.trial.status, core::GridStatus::Solved);
    EXPECT_FALSE(r.rreductionSolved);
    EXPECT_EQ(r.chen.status, core::GridStatus::Solved);
    EXPECT_GT(r.chen.inferences, 0u);
}

} // namespace

namespace {

TEST(Chen, EventsReportEveryAssumption)
{
    core::ChenOptions o;
    o.choice = core::InferenceChoice::FirstOpen;
    int assumes = 0, fails = 0, solved = 0, stuck = 0, deepest = 0;
    o.onEvent = [&](const core::ChenEvent &e) {
        switch (e.kind) {
        case core::ChenEvent::Kind::Assume:
            ++assumes;
            EXPECT_GE(e.cell, 0);
            EXPECT_GT(e.symbol, 0);
            deepest = std::max(deepest, e.depth);
            break;
        case core::ChenEvent::Kind::Fail:
            ++fails;
            break;
        case core::ChenEvent::Kind::Solved:
            ++solved;
            break;
        case core::ChenEvent::Kind::Stuck:
            ++stuck;
            break;
        case core::ChenEvent::Kind::Reduced:
            EXPECT_FALSE(e.changes.empty());
            break;
        }
    };
    core::CandidateGrid grid;
    grid.load(testutil::boardFromLine(kEscargot), false);
    const auto r = core::ChenSolver(o).solve(grid);
    EXPECT_EQ(static_cast<std::uint64_t>(assumes), r.inferences);
    EXPECT_EQ(solved, 1);
    EXPECT_GT(fails, 0);
    EXPECT_LT(fails, assumes);
    EXPECT_EQ(static_cast<std::uint64_t>(stuck), r.inferenceCalls);
    EXPECT_EQ(deepest, r.maxDepth);
}

} // namespace

namespace {

TEST(Chen, StepFinderReachesTheSameReductionAsTheFastLoop)
{
    // r-Reduction as explained Steps, applied until none is left, ends where Chen's Reduction()
    // loop ends: same values and candidates (the closure does not depend on the order).
    core::LogicEngine engine;
    const auto lines = testutil::readLines("royle_17clue_49158.txt");
    int solved = 0;
    for (std::size_t i = 0; i < 40; ++i) {
        const Board puzzle = testutil::boardFromLine(lines[i * 1201]);
        core::PathOptions options;
        options.enabled = core::TechniqueSet { core::Technique::RReduction };
        const auto path = engine.solutionPath(puzzle, options);
        core::CandidateGrid grid;
        grid.load(puzzle, false);
        core::ChenSolver::reduction(grid);
        EXPECT_EQ(
            path.status == core::PathStatus::Solved, grid.status() == core::GridStatus::Solved);
        for (int c = 0; c < 81; ++c) {
            EXPECT_EQ(path.board.value(c), grid.value(c));
            if (grid.value(c) == 0) {
                EXPECT_EQ(path.board.candidates(c), grid.candidates(c));
            }
        }
        solved += grid.status() == core::GridStatus::Solved;
    }
    EXPECT_GT(solved, 10);
    EXPECT_LT(solved, 40);
}

// Chen's Reduction() without a trace takes a faster order (singles first) than the paper's
// schedule, which the trace keeps: the same end (grid or contradiction) and the same counters.
std::vector<Board> chenOrderBoards()
{
    std::vector<Board> boards;
    const auto royle = testutil::readLines("royle_17clue_49158.txt");
    for (std::size_t i = 0; i < royle.size(); i += 97)
        boards.push_back(testutil::boardFromLine(royle[i]));
    for (const char *file : { "norvig_top95.txt", "norvig_hardest.txt", "inkala_famous.txt" })
        for (const auto &line : testutil::readLines(file))
            boards.push_back(testutil::boardFromLine(line));
    // Contradictory ones (mostly): a 17-clue puzzle with two or three more values at random,
    // without repeating a value in a unit.
    std::mt19937 rng(17);
    const std::size_t plain = boards.size();
    for (std::size_t i = 0; i < 300; ++i) {
        Board b = boards[rng() % plain];
        for (int k = 0; k < 2 + static_cast<int>(rng() % 2); ++k) {
            const int cell = static_cast<int>(rng() % 81);
            const int s = 1 + static_cast<int>(rng() % 9);
            if (b.value(cell) != 0)
                continue;
            bool clash = false;
            for (int p : b.geometry().peers(cell))
                clash = clash || b.value(p) == s;
            if (!clash)
                b.setGiven(cell, s);
        }
        boards.push_back(b);
    }
    // 4x4 with random givens (some without a solution, some with many).
    const Geometry &small = Geometry::get(2, 2);
    for (int i = 0; i < 300; ++i) {
        Board b(small);
        for (int k = 0; k < 3 + i % 5; ++k) {
            const int cell = static_cast<int>(rng() % 16);
            const int s = 1 + static_cast<int>(rng() % 4);
            bool clash = b.value(cell) != 0;
            for (int p : small.peers(cell))
                clash = clash || b.value(p) == s;
            if (!clash)
                b.setGiven(cell, s);
        }
        boards.push_back(b);
    }
    return boards;
}

void expectSameGrid(const core::CandidateGrid &a, const core::CandidateGrid &b, std::size_t i)
{
    ASSERT_EQ(a.contradiction(), b.contradiction()) << "board " << i;
    if (a.contradiction())
        return; // which conflict is recorded may differ
    EXPECT_EQ(a.openCount(), b.openCount()) << "board " << i;
    for (int c = 0; c < a.cellCount(); ++c) {
        EXPECT_EQ(a.value(c), b.value(c)) << "board " << i << " cell " << c;
        EXPECT_EQ(a.candidates(c), b.candidates(c)) << "board " << i << " cell " << c;
    }
}

TEST(Chen, FastReductionEndsWhereThePapersScheduleDoes)
{
    const std::function<void(int)> literal = [](int) {};
    auto boards = chenOrderBoards();
    for (const char *file : { "sudoklify_16x16.txt", "sansegundo_16x16_generated.txt" }) {
        const auto lines = testutil::readLines(file);
        for (std::size_t i = 0; i < lines.size() && i < 20; ++i)
            if (lines[i].size() == 256)
                boards.push_back(testutil::boardFromLine(lines[i]));
    }
    int contradictions = 0, solved = 0, stuck = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        core::CandidateGrid fast(boards[i].geometry());
        fast.load(boards[i], false);
        core::CandidateGrid paper = fast;
        const bool fastChanged = core::ChenSolver::reduction(fast);
        const bool paperChanged = core::ChenSolver::reduction(paper, &literal);
        EXPECT_EQ(fastChanged, paperChanged) << "board " << i;
        expectSameGrid(fast, paper, i);
        EXPECT_EQ(core::ChenSolver::deadEnd(fast), core::ChenSolver::deadEnd(paper));
        // After Reduction(), a dead end is always marked (solve() relies on it).
        EXPECT_EQ(core::ChenSolver::deadEnd(fast), fast.contradiction()) << "board " << i;
        EXPECT_EQ(core::ChenSolver::deadEnd(paper), paper.contradiction()) << "board " << i;
        contradictions += paper.contradiction();
        solved += paper.status() == core::GridStatus::Solved;
        stuck += paper.status() == core::GridStatus::Open;
    }
    // The set covers all three ends.
    EXPECT_GT(contradictions, 50);
    EXPECT_GT(solved, 50);
    EXPECT_GT(stuck, 50);
}

TEST(Chen, SolveCountsTheSameWithAndWithoutATrace)
{
    const auto boards = chenOrderBoards();
    for (const auto choice : { core::InferenceChoice::Random, core::InferenceChoice::FirstOpen,
             core::InferenceChoice::FewestCandidates }) {
        core::ChenOptions plain;
        plain.choice = choice;
        plain.seed = 5;
        plain.maxInferences = 5000;
        core::ChenOptions traced = plain;
        traced.onEvent = [](const core::ChenEvent &) {};
        core::ChenSolver fast(plain);
        core::ChenSolver paper(traced);
        for (std::size_t i = 0; i < boards.size(); ++i) {
            core::CandidateGrid a(boards[i].geometry());
            a.load(boards[i], false);
            core::CandidateGrid b = a;
            const core::ChenResult x = fast.solve(a);
            const core::ChenResult y = paper.solve(b);
            EXPECT_EQ(x.status, y.status) << "board " << i;
            EXPECT_EQ(x.reductionSolved, y.reductionSolved) << "board " << i;
            EXPECT_EQ(x.inferences, y.inferences) << "board " << i;
            EXPECT_EQ(x.inferenceCalls, y.inferenceCalls) << "board " << i;
            EXPECT_EQ(x.reductionCalls, y.reductionCalls) << "board " << i;
            EXPECT_EQ(x.maxDepth, y.maxDepth) << "board " << i;
            EXPECT_EQ(x.stopped, y.stopped) << "board " << i;
            if (x.status == core::GridStatus::Solved)
                expectSameGrid(a, b, i);
        }
    }
}

} // namespace
