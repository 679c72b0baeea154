// LogicEngine: hints, available steps, explained paths (checked against the solution counter's
// solution), San Segundo's FILTER order, the fast FILTER against the Step path, registration of
// extra techniques, and players' wrong boards.
#include "board/solutioncounter.h"
#include "logic/basicrules.h"
#include "logic/chensolver.h"
#include "logic/logicengine.h"
#include "logic/sansegundofilter.h"
#include "testutil.h"

#include <gtest/gtest.h>

using core::Board;
using core::CandidateSource;
using core::LogicEngine;
using core::PathStatus;
using core::Step;
using core::Technique;
using core::TechniqueSet;

namespace {

// 17-clue puzzles whose FILTER rating is the named rule (lines of royle_17clue_49158.txt).
const char *kNakedQuad17
    = "........1.......23..4..5........6.......4.5...21.........3....26.5...7..8...1....";
const char *kHiddenTriple17
    = "................12..3.45..............1...4.5.6..7.3.......1......2...7.7.4...8..";
const char *kNakedTriple17
    = ".................1..2.34..............5...34..6.7........1.6..8..98......74....9.";
const char *kHiddenPair17
    = ".................1....23.4......2.3...1.45.....6...7.....71.....4.......23.....8.";
const char *kStuck17
    = ".................1..2..3.4........5......632..7..8.........2....8.7....971......8";
// Stuck for the FILTER (line 1 of inkala_famous.txt: AI Escargot).
const char *kEscargot
    = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

void expectPlacementsMatchSolution(const Board &puzzle, const core::SolutionPath &path)
{
    const auto solved = core::countSolutions(puzzle, 2);
    ASSERT_EQ(solved.count, 1);
    for (const Step &s : path.steps)
        for (const auto &p : s.placements)
            EXPECT_EQ(p.symbol, solved.solution[p.cell])
                << core::techniqueId(s.technique) << " at " << p.cell;
    for (int c = 0; c < puzzle.cellCount(); ++c)
        if (path.board.value(c) != 0) {
            EXPECT_EQ(path.board.value(c), solved.solution[c]);
        } else {
            // Eliminations never remove the solution's digit.
            EXPECT_TRUE(path.board.candidates(c) & core::bit(solved.solution[c]));
        }
}

TEST(LogicEngine, PathOfTheTenRulesSolvesAndAgreesWithTheSolution)
{
    LogicEngine engine;
    for (const char *line : { kNakedQuad17, kHiddenTriple17, kNakedTriple17, kHiddenPair17 }) {
        const Board puzzle = testutil::boardFromLine(line);
        core::PathOptions options;
        options.enabled = TechniqueSet::sanSegundo();
        const auto path = engine.solutionPath(puzzle, options);
        EXPECT_EQ(path.status, PathStatus::Solved) << line;
        expectPlacementsMatchSolution(puzzle, path);
        EXPECT_TRUE(path.board.isSolved());
    }
}

TEST(LogicEngine, PathRespectsTheStandardOrder)
{
    // Before every step of rule k, no rule before k has a step that would change the board.
    LogicEngine engine;
    const Board puzzle = testutil::boardFromLine(kNakedQuad17);
    core::PathOptions options;
    options.enabled = TechniqueSet::sanSegundo();
    const auto path = engine.solutionPath(puzzle, options);
    ASSERT_EQ(path.status, PathStatus::Solved);
    Board board = LogicEngine::prepare(puzzle, CandidateSource::Computed);
    int checked = 0;
    for (const Step &step : path.steps) {
        const int k = core::filterRuleIndex(step.technique);
        ASSERT_GE(k, 0);
        for (int j = 0; j < k; ++j) {
            const TechniqueSet earlier { core::kFilterRules[j] };
            EXPECT_TRUE(engine.availableSteps(board, earlier).empty())
                << "rule " << j << " applies before a step of rule " << k;
            ++checked;
        }
        core::applyStep(board, step);
    }
    EXPECT_GT(checked, 0);
    EXPECT_EQ(path.hardest, static_cast<int>(Technique::NakedQuad));
}

TEST(LogicEngine, FastFilterAgreesWithTheStepPath)
{
    LogicEngine engine;
    std::vector<std::string> lines
        = { kNakedQuad17, kHiddenTriple17, kNakedTriple17, kHiddenPair17, kEscargot };
    const auto royle = testutil::readLines("royle_17clue_49158.txt");
    for (std::size_t i = 0; i < royle.size() && i < 120; ++i)
        lines.push_back(royle[i * 400]);
    int stuck = 0;
    for (const auto &line : lines) {
        const Board puzzle = testutil::boardFromLine(line);
        const core::FilterResult fast = engine.filter(puzzle);
        core::PathOptions options;
        options.enabled = TechniqueSet::sanSegundo();
        const auto path = engine.solutionPath(puzzle, options);
        EXPECT_EQ(fast.solved(), path.status == PathStatus::Solved) << line;
        const int top
            = path.hardest < 0 ? -1 : core::filterRuleIndex(static_cast<Technique>(path.hardest));
        EXPECT_EQ(fast.topRule, top) << line;
        // The same final position.
        core::CandidateGrid grid;
        grid.load(LogicEngine::prepare(puzzle, CandidateSource::Computed), true);
        core::SanSegundoFilter().run(grid);
        for (int c = 0; c < 81; ++c) {
            EXPECT_EQ(grid.value(c), path.board.value(c));
            EXPECT_EQ(grid.candidates(c), path.board.candidates(c));
        }
        stuck += !fast.solved();
    }
    EXPECT_GT(stuck, 5); // the sample holds stuck puzzles too
}

TEST(LogicEngine, FilterRatingsOfKnownPuzzles)
{
    LogicEngine engine;
    const auto rating = [&](const char *line) {
        const auto f = engine.filter(testutil::boardFromLine(line));
        return f.solved() ? core::kFilterRules[f.topRule] : Technique::Trial;
    };
    EXPECT_EQ(rating(kNakedQuad17), Technique::NakedQuad);
    EXPECT_EQ(rating(kHiddenTriple17), Technique::HiddenTriple);
    EXPECT_EQ(rating(kNakedTriple17), Technique::NakedTriple);
    EXPECT_EQ(rating(kHiddenPair17), Technique::HiddenPair);
    const auto escargot = engine.filter(testutil::boardFromLine(kEscargot));
    EXPECT_EQ(escargot.status, core::GridStatus::Open);
    EXPECT_LT(escargot.openAfter, escargot.openBefore);
}

TEST(LogicEngine, FilterOrderMatters)
{
    // A rule is only fired when the earlier ones do not apply: limiting the FILTER to NS..NT
    // leaves the naked-quad puzzle stuck, while all ten solve it.
    core::CandidateGrid grid;
    grid.load(testutil::boardFromLine(kNakedQuad17), false);
    core::CandidateGrid copy = grid;
    EXPECT_EQ(core::SanSegundoFilter(7).run(grid).status, core::GridStatus::Open);
    const auto all = core::SanSegundoFilter().run(copy);
    EXPECT_TRUE(all.solved());
    EXPECT_EQ(all.topRule, 8);
    EXPECT_GT(all.firings[8], 0);
}

TEST(LogicEngine, OneLevelTrialSolvesWhatTheFilterCannot)
{
    const core::SanSegundoFilter filter;
    {
        // A 17-clue puzzle the FILTER is stuck on (line 389 of royle_17clue_49158.txt).
        const Board puzzle = testutil::boardFromLine(kStuck17);
        core::CandidateGrid grid;
        grid.load(puzzle, false);
        ASSERT_EQ(filter.run(grid).status, core::GridStatus::Open);
        const auto trial = filter.trial(grid);
        EXPECT_EQ(trial.status, core::GridStatus::Solved);
        EXPECT_GT(trial.assumptions, 0);
        const auto solved = core::countSolutions(puzzle);
        for (int c = 0; c < 81; ++c)
            EXPECT_EQ(grid.value(c), solved.solution[c]);
        ASSERT_GE(trial.solvingCell, 0);
        EXPECT_EQ(trial.solvingSymbol, solved.solution[trial.solvingCell]);
    }
    {
        // AI Escargot is beyond one level of trial with these rules: the trial gives up without
        // placing anything wrong.
        const Board puzzle = testutil::boardFromLine(kEscargot);
        core::CandidateGrid grid;
        grid.load(puzzle, false);
        filter.run(grid);
        const auto trial = filter.trial(grid);
        EXPECT_EQ(trial.status, core::GridStatus::Open);
        const auto solved = core::countSolutions(puzzle);
        for (int c = 0; c < 81; ++c) {
            if (grid.value(c) != 0) {
                EXPECT_EQ(grid.value(c), solved.solution[c]);
            } else {
                EXPECT_TRUE(grid.candidates(c) & core::bit(solved.solution[c]));
            }
        }
    }
}

// The FILTER's passes skip units unchanged since they last gave nothing (gridrules::FixpointMemo),
// also under the trial's assumptions: the same runs and trials as plain copies filtered afresh.
core::TrialResult plainTrial(core::CandidateGrid &grid, int maxRule)
{
    core::TrialResult result;
    const auto filter = [&](core::CandidateGrid &g) {
        core::CandidateGrid fresh(g.geometry());
        fresh = g;
        core::gridrules::fixpoint(fresh, maxRule);
        g = fresh;
        return g.status();
    };
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        for (core::Mask c = grid.value(cell) ? 0 : grid.candidates(cell); c; c &= c - 1) {
            core::CandidateGrid attempt = grid;
            ++result.assumptions;
            attempt.place(cell, core::lowestSymbol(c));
            const auto status = filter(attempt);
            if (status == core::GridStatus::Solved) {
                grid = attempt;
                result.status = status;
                result.solvingCell = cell;
                result.solvingSymbol = core::lowestSymbol(c);
                return result;
            }
            result.refuted += status == core::GridStatus::Contradiction;
        }
    }
    bool progress = true;
    while (progress && grid.status() == core::GridStatus::Open) {
        progress = false;
        for (int cell = 0; cell < grid.cellCount() && grid.status() == core::GridStatus::Open;
             ++cell) {
            if (grid.value(cell) != 0)
                continue;
            core::Mask c = grid.candidates(cell);
            while (c && grid.value(cell) == 0) {
                const int s = core::lowestSymbol(c);
                c &= c - 1;
                if (!(grid.candidates(cell) & core::bit(s)))
                    continue;
                core::CandidateGrid attempt = grid;
                ++result.assumptions;
                attempt.place(cell, s);
                if (filter(attempt) == core::GridStatus::Contradiction) {
                    ++result.refuted;
                    grid.eliminate(cell, core::bit(s));
                    filter(grid);
                    progress = true;
                }
            }
        }
    }
    result.status = grid.status();
    return result;
}

TEST(LogicEngine, FilterTrialWithItsMemoIsThePlainOne)
{
    const auto lines = testutil::readLines("royle_17clue_49158.txt");
    int trials = 0;
    for (const int maxRule : { 9, 3 }) {
        const core::SanSegundoFilter filter(maxRule);
        for (std::size_t i = 0; i < lines.size() && trials < 150; i += 53) {
            core::CandidateGrid grid;
            grid.load(testutil::boardFromLine(lines[i]), false);
            core::CandidateGrid plain = grid;
            // With rules 0..9 the run's memo goes on to the trial; with 0..3 the trial makes its
            // own.
            core::gridrules::FixpointMemo memo;
            memo.reset(27, 0);
            const auto run = maxRule == 9 ? filter.run(grid, &memo) : filter.run(grid);
            const auto plainRun = core::gridrules::fixpoint(plain, maxRule);
            EXPECT_EQ(run.firings, plainRun.firings);
            if (run.status != core::GridStatus::Open)
                continue;
            ++trials;
            const auto trial = filter.trial(grid, nullptr, maxRule == 9 ? &memo : nullptr);
            const auto expected = plainTrial(plain, maxRule);
            EXPECT_EQ(trial.status, expected.status) << i;
            EXPECT_EQ(trial.assumptions, expected.assumptions) << i;
            EXPECT_EQ(trial.refuted, expected.refuted) << i;
            EXPECT_EQ(trial.solvingCell, expected.solvingCell) << i;
            EXPECT_EQ(trial.solvingSymbol, expected.solvingSymbol) << i;
            for (int c = 0; c < 81; ++c) {
                EXPECT_EQ(grid.value(c), plain.value(c)) << i;
                EXPECT_EQ(grid.candidates(c), plain.candidates(c)) << i;
            }
        }
    }
    EXPECT_GT(trials, 50);
}

TEST(LogicEngine, HintIsTheSimplestStep)
{
    LogicEngine engine;
    Board b(core::Geometry::classic());
    for (int c = 0; c < 81; ++c)
        b.setCandidates(c, core::Geometry::classic().allSymbols());
    // A naked pair in row 0 and a naked single elsewhere: the single comes first.
    b.setCandidates(0, core::bit(1) | core::bit(2));
    b.setCandidates(1, core::bit(1) | core::bit(2));
    b.setCandidates(80, core::bit(9));
    const auto hint = engine.hint(b);
    ASSERT_TRUE(hint.has_value());
    EXPECT_EQ(hint->technique, Technique::NakedSingle);
    const auto pairOnly = engine.hint(b, TechniqueSet { Technique::NakedPair });
    ASSERT_TRUE(pairOnly.has_value());
    EXPECT_EQ(pairOnly->technique, Technique::NakedPair);
    // Every step available: the single, the pair in row 0 and in box 0, and r-Reduction's view.
    const auto all = engine.availableSteps(b);
    int singles = 0, pairs = 0, rreductions = 0;
    for (const Step &s : all) {
        singles += s.technique == Technique::NakedSingle;
        pairs += s.technique == Technique::NakedPair;
        rreductions += s.technique == Technique::RReduction;
    }
    EXPECT_EQ(singles, 1);
    EXPECT_EQ(pairs, 2);
    EXPECT_EQ(rreductions, 3);
}

TEST(LogicEngine, PathReportsStepsAndCanStop)
{
    LogicEngine engine;
    const Board puzzle = testutil::boardFromLine(kHiddenPair17);
    std::atomic<bool> stop { false };
    int seen = 0;
    core::PathOptions options;
    options.stop = &stop;
    options.onStep = [&](const Step &, const Board &after) {
        ++seen;
        EXPECT_TRUE(after.isConsistent());
        if (seen == 10)
            stop = true;
    };
    const auto path = engine.solutionPath(puzzle, options);
    EXPECT_EQ(path.status, PathStatus::Stopped);
    EXPECT_EQ(path.steps.size(), 10u);
    EXPECT_EQ(seen, 10);

    core::PathOptions bounded;
    bounded.maxSteps = 3;
    EXPECT_EQ(engine.solutionPath(puzzle, bounded).steps.size(), 3u);
}

// A stand-in for a tutor technique registered later (tutorengine.h registers the families'
// finders).
void fakeFullHouse(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    for (int c = 0; c < board.cellCount(); ++c)
        if (board.value(c) == 0 && core::popcount(board.candidates(c)) == 1) {
            Step s;
            s.technique = Technique::FullHouse;
            s.cells = { c };
            s.placements = { { c, core::lowestSymbol(board.candidates(c)) } };
            out.push_back(s);
            return;
        }
}

TEST(LogicEngine, RegisteredTechniquesTakeTheirPlaceInOrder)
{
    LogicEngine engine;
    EXPECT_FALSE(engine.hasTechnique(Technique::FullHouse));
    EXPECT_TRUE(engine.hasTechnique(Technique::HiddenQuad));
    EXPECT_TRUE(engine.hasTechnique(Technique::RReduction));
    Board b(core::Geometry::classic());
    for (int c = 0; c < 81; ++c)
        b.setCandidates(c, core::Geometry::classic().allSymbols());
    b.setCandidates(40, core::bit(4));
    EXPECT_EQ(engine.hint(b)->technique, Technique::NakedSingle);
    engine.registerTechnique(Technique::FullHouse, fakeFullHouse);
    EXPECT_TRUE(engine.techniques().contains(Technique::FullHouse));
    EXPECT_EQ(engine.hint(b)->technique, Technique::FullHouse);
    engine.unregisterTechnique(Technique::FullHouse);
    EXPECT_EQ(engine.hint(b)->technique, Technique::NakedSingle);
}

TEST(LogicEngine, WrongPlayerBoardsDoNotCrash)
{
    LogicEngine engine;
    const Board puzzle = testutil::boardFromLine(kHiddenPair17);
    const auto solution = core::countSolutions(puzzle).solution;
    // Wrong entries, a duplicate, and random-looking pencil marks.
    Board player = LogicEngine::prepare(puzzle, CandidateSource::Computed);
    int wrong = 0;
    for (int c = 0; c < 81 && wrong < 3; ++c)
        if (player.value(c) == 0) {
            player.setValue(c, solution[c] % 9 + 1);
            ++wrong;
        }
    for (int c = 0; c < 81; ++c)
        if (player.value(c) == 0)
            player.setCandidates(c, static_cast<core::Mask>((c * 2654435761u) & 0x3fe));
    for (auto source : { CandidateSource::Board, CandidateSource::Pruned, CandidateSource::Computed,
             CandidateSource::Auto }) {
        (void)engine.hint(player, TechniqueSet::all(), source);
        (void)engine.availableSteps(player, TechniqueSet::all(), source);
        core::PathOptions options;
        options.source = source;
        const auto path = engine.solutionPath(player, options);
        EXPECT_NE(path.status, PathStatus::Solved);
        (void)engine.filter(player, source);
    }
    // An empty board of pencil marks: every open cell without candidates is a contradiction.
    Board empty = puzzle;
    core::PathOptions asEntered;
    asEntered.source = CandidateSource::Board;
    EXPECT_EQ(engine.solutionPath(empty, asEntered).status, PathStatus::Contradiction);
    EXPECT_EQ(engine.filter(empty, CandidateSource::Board).status, core::GridStatus::Contradiction);
}

TEST(LogicEngine, FourByFourAndSixteenBySixteen)
{
    LogicEngine engine;
    // 4x4: the FILTER and the path solve it; placements agree with the solution.
    const Board small = testutil::boardFromLine("1..4.........32.");
    ASSERT_EQ(core::countSolutions(small).count, 1);
    const auto smallPath = engine.solutionPath(small);
    EXPECT_EQ(smallPath.status, PathStatus::Solved);
    expectPlacementsMatchSolution(small, smallPath);
    EXPECT_TRUE(engine.filter(small).solved());

    // 16x16 from the shared Sudoklify set: the path's placements agree with the published
    // solutions, and the fast FILTER agrees with the path.
    const auto puzzles = testutil::readLines("sudoklify_16x16.txt");
    const auto solutions = testutil::readLines("sudoklify_16x16_solutions.txt");
    ASSERT_EQ(puzzles.size(), solutions.size());
    for (std::size_t i = 0; i < 3 && i < puzzles.size(); ++i) {
        const Board puzzle = testutil::boardFromLine(puzzles[i]);
        core::PathOptions options;
        options.enabled = TechniqueSet::sanSegundo();
        const auto path = engine.solutionPath(puzzle, options);
        for (const Step &s : path.steps)
            for (const auto &p : s.placements)
                EXPECT_EQ(core::Geometry::symbolChar(p.symbol), solutions[i][p.cell]);
        const auto fast = engine.filter(puzzle);
        EXPECT_EQ(fast.solved(), path.status == PathStatus::Solved);
        if (path.hardest >= 0) {
            EXPECT_EQ(fast.topRule, core::filterRuleIndex(static_cast<Technique>(path.hardest)));
        }
    }
}

} // namespace

namespace {

TEST(SanSegundoFilter, ObserverSeesEveryFiring)
{
    core::SanSegundoFilter filter;
    std::array<int, core::kFilterRuleCount> seen {};
    int lastOpen = 81;
    filter.setObserver([&](int rule, const core::CandidateGrid &after) {
        ++seen[rule];
        EXPECT_LE(after.openCount(), lastOpen);
        lastOpen = after.openCount();
    });
    const auto r = filter.run(testutil::boardFromLine(kNakedQuad17));
    EXPECT_TRUE(r.solved());
    EXPECT_EQ(seen, r.firings);
    EXPECT_EQ(lastOpen, 0);
}

} // namespace

namespace {

TEST(LogicEngine, TwentyFiveByTwentyFive)
{
    // A valid 25x25 grid from the classic pattern, with every third cell blanked.
    const core::Geometry &g = core::Geometry::get(5, 5);
    Board puzzle(g);
    std::vector<int> solution(g.cellCount());
    for (int r = 0; r < 25; ++r)
        for (int c = 0; c < 25; ++c) {
            const int cell = g.cellAt(r, c);
            solution[cell] = (5 * (r % 5) + r / 5 + c) % 25 + 1;
            if (cell % 3 != 0)
                puzzle.setGiven(cell, solution[cell]);
        }
    LogicEngine engine;
    const auto fast = engine.filter(puzzle);
    EXPECT_TRUE(fast.solved());
    const auto path = engine.solutionPath(puzzle);
    ASSERT_EQ(path.status, PathStatus::Solved);
    for (int c = 0; c < g.cellCount(); ++c)
        EXPECT_EQ(path.board.value(c), solution[c]);
    // Every rule's finder runs on the 25x25 board with pencil marks without trouble.
    Board marks = LogicEngine::prepare(puzzle, CandidateSource::Computed);
    const auto steps = engine.availableSteps(marks);
    EXPECT_FALSE(steps.empty());
    core::CandidateGrid grid(g);
    grid.load(puzzle, false);
    const auto chen = core::ChenSolver().solve(grid);
    EXPECT_EQ(chen.status, core::GridStatus::Solved);
    EXPECT_EQ(chen.inferences, 0u);
}

} // namespace

namespace {

TEST(LogicEngine, AutoCandidatesForAPlayerWithoutPencilMarks)
{
    LogicEngine engine;
    // Givens only, no pencil marks: Auto computes the candidates, Board sees none.
    Board player = testutil::boardFromLine(kHiddenPair17);
    const auto computed = engine.hint(player, TechniqueSet::all(), CandidateSource::Computed);
    const auto automatic = engine.hint(player);
    ASSERT_TRUE(computed.has_value());
    ASSERT_TRUE(automatic.has_value());
    EXPECT_EQ(automatic->technique, computed->technique);
    EXPECT_EQ(automatic->placements, computed->placements);
    EXPECT_FALSE(engine.hint(player, TechniqueSet::all(), CandidateSource::Board).has_value());
    // A pencil mark the player did write is used (minus what the peers' values rule out).
    const auto solution = core::countSolutions(player).solution;
    int cell = 0;
    while (player.value(cell) != 0)
        ++cell;
    player.setCandidates(cell, core::bit(solution[cell]));
    const auto hint = engine.hint(player);
    ASSERT_TRUE(hint.has_value());
    EXPECT_EQ(hint->technique, Technique::NakedSingle);
    EXPECT_EQ(hint->placements[0], (core::Placement { cell, solution[cell] }));
}

} // namespace

namespace {

TEST(LogicEngine, PathFromAPlayersCorrectPositionWithPencilMarks)
{
    // Half-way through: the first 30 steps applied (values entered, marks maintained), then the
    // path on from the player's own marks reaches the same solution.
    LogicEngine engine;
    const Board puzzle = testutil::boardFromLine(kHiddenTriple17);
    const auto solution = core::countSolutions(puzzle).solution;
    core::PathOptions options;
    options.maxSteps = 30;
    const auto firstPart = engine.solutionPath(puzzle, options);
    ASSERT_EQ(firstPart.status, PathStatus::Stopped);
    core::PathOptions rest;
    rest.source = CandidateSource::Board;
    const auto path = engine.solutionPath(firstPart.board, rest);
    ASSERT_EQ(path.status, PathStatus::Solved);
    for (int c = 0; c < 81; ++c)
        EXPECT_EQ(path.board.value(c), solution[c]);
    EXPECT_EQ(path.board.clueCount(), 17);
    // A solved board has no hint and no step.
    EXPECT_FALSE(engine.hint(path.board).has_value());
    EXPECT_TRUE(engine.availableSteps(path.board).empty());
}

} // namespace
