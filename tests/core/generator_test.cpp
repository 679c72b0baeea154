#include "generator/generator.h"

#include "board/solutioncounter.h"
#include "logic/sansegundofilter.h"
#include "logic/tutorengine.h"
#include "rating/humanscore.h"
#include "rating/metrics.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

using core::Board;
using core::GenerationResult;
using core::GenerationStatus;
using core::Generator;
using core::GeneratorOptions;
using core::Geometry;
using core::Level;
using core::Symmetry;
using core::Technique;

namespace {

// Every unit of the values holds every symbol once.
bool isCompleteGrid(const Geometry &g, const std::vector<std::uint8_t> &values)
{
    if (static_cast<int>(values.size()) != g.cellCount())
        return false;
    for (int u = 0; u < g.unitCount(); ++u) {
        core::Mask seen = 0;
        for (int c : g.unit(u))
            seen |= core::bit(values[c]);
        if (seen != g.allSymbols())
            return false;
    }
    return true;
}

// The puzzle has exactly one solution, and it is the result's solution.
void expectUniqueWithSolution(const GenerationResult &r)
{
    ASSERT_TRUE(r.met());
    const Board &p = r.puzzle;
    const core::CountResult count = core::countSolutions(p, 2);
    ASSERT_TRUE(count.complete);
    EXPECT_EQ(count.count, 1);
    EXPECT_EQ(count.solution, r.solution);
    EXPECT_TRUE(isCompleteGrid(p.geometry(), r.solution));
    for (int c = 0; c < p.cellCount(); ++c) {
        if (p.value(c) != 0) {
            EXPECT_TRUE(p.isGiven(c));
            EXPECT_EQ(p.value(c), r.solution[c]);
        }
    }
}

// No clue (no symmetric pair with a symmetry) can be removed with the solution staying unique.
void expectMinimal(const Board &puzzle, Symmetry symmetry)
{
    const Geometry &g = puzzle.geometry();
    core::SolutionCounter counter(g);
    for (int c = 0; c < g.cellCount(); ++c) {
        const int s = core::symmetricCell(g, symmetry, c);
        if (!puzzle.isGiven(c) || s < c)
            continue;
        Board smaller = puzzle;
        smaller.setGiven(c, 0);
        smaller.setGiven(s, 0);
        EXPECT_EQ(counter.count(smaller, 2).count, 2)
            << "clue " << g.cellName(c, core::CellNaming::RowColumn) << " can be removed";
    }
}

GenerationResult generateOne(
    const Geometry &g, std::uint64_t seed, const GeneratorOptions &options = {})
{
    Generator generator(g, seed);
    return generator.generate(options);
}

core::HumanScore scoreOf(const Board &puzzle)
{
    const core::SolutionPath path = core::tutorPath(puzzle);
    return core::scorePath(path.steps, path.status == core::PathStatus::Solved);
}

} // namespace

TEST(GridFiller, FillsValidDifferentGridsOfEverySize)
{
    for (int side : { 4, 6, 9, 12, 16, 25 }) {
        const Geometry &g = *Geometry::forSide(side);
        core::GridFiller filler(g);
        core::ClimbRandom random(side);
        std::vector<std::uint8_t> a, b;
        ASSERT_TRUE(filler.fill(random, a));
        ASSERT_TRUE(filler.fill(random, b));
        EXPECT_TRUE(isCompleteGrid(g, a)) << side;
        EXPECT_TRUE(isCompleteGrid(g, b)) << side;
        EXPECT_NE(a, b) << side;
    }
}

TEST(Generator, EveryPuzzleIsUniqueAndMinimal)
{
    // 4x4 to 16x16, several seeds each on the smaller sizes.
    const std::pair<int, int> sizes[] = { { 4, 20 }, { 6, 10 }, { 9, 10 }, { 12, 2 }, { 16, 1 } };
    for (const auto &[side, count] : sizes) {
        const Geometry &g = *Geometry::forSide(side);
        for (int seed = 1; seed <= count; ++seed) {
            SCOPED_TRACE(testing::Message() << side << "x" << side << " seed " << seed);
            const GenerationResult r = generateOne(g, seed);
            expectUniqueWithSolution(r);
            EXPECT_TRUE(r.minimal);
            expectMinimal(r.puzzle, Symmetry::None);
            EXPECT_EQ(r.stats.candidates, 1u); // no target: the dig's last puzzle
            EXPECT_EQ(r.measures.clues, r.puzzle.clueCount());
            EXPECT_TRUE(r.measures.pathMeasured);
        }
    }
}

TEST(Generator, TwentyFiveByTwentyFiveIsUnique)
{
    // The counts are cut short on 25x25 (a clue stays when its count is), so the puzzle is
    // unique but not checked minimal. A small node limit keeps the test short.
    const Geometry &g = *Geometry::forSide(25);
    GeneratorOptions options;
    options.countNodeLimit = 200;
    options.measureResult = false;
    const GenerationResult r = generateOne(g, 3, options);
    expectUniqueWithSolution(r);
    EXPECT_LT(r.puzzle.clueCount(), g.cellCount() / 2);
}

TEST(Generator, SymmetriesHoldAndTheirPuzzlesAreMinimalByPairs)
{
    for (int side : { 6, 9, 16 }) {
        const Geometry &g = *Geometry::forSide(side);
        for (Symmetry symmetry : { Symmetry::Central, Symmetry::Diagonal, Symmetry::Mirror }) {
            SCOPED_TRACE(testing::Message() << side << " " << core::symmetryId(symmetry));
            GeneratorOptions options;
            options.symmetry = symmetry;
            options.measureResult = false;
            const GenerationResult r = generateOne(g, 11, options);
            expectUniqueWithSolution(r);
            for (int c = 0; c < g.cellCount(); ++c)
                EXPECT_EQ(
                    r.puzzle.isGiven(c), r.puzzle.isGiven(core::symmetricCell(g, symmetry, c)))
                    << g.cellName(c, core::CellNaming::RowColumn);
            if (side < 16) // the 16x16 counts are all complete too, but slow to recheck
                expectMinimal(r.puzzle, symmetry);
        }
    }
}

TEST(Generator, SymmetricCellIsAnInvolution)
{
    const Geometry &g = Geometry::classic();
    EXPECT_EQ(core::symmetricCell(g, Symmetry::Central, g.cellAt(0, 1)), g.cellAt(8, 7));
    EXPECT_EQ(core::symmetricCell(g, Symmetry::Diagonal, g.cellAt(2, 5)), g.cellAt(5, 2));
    EXPECT_EQ(core::symmetricCell(g, Symmetry::Mirror, g.cellAt(3, 0)), g.cellAt(3, 8));
    EXPECT_EQ(core::symmetricCell(g, Symmetry::None, 17), 17);
    EXPECT_EQ(core::symmetricCell(g, Symmetry::Central, 40), 40); // the centre
    for (Symmetry s : { Symmetry::Central, Symmetry::Diagonal, Symmetry::Mirror })
        for (int c = 0; c < g.cellCount(); ++c)
            EXPECT_EQ(core::symmetricCell(g, s, core::symmetricCell(g, s, c)), c);
}

TEST(Generator, LevelTargetsAreMet)
{
    const Geometry &g = Geometry::classic();
    for (Level level : { Level::Easy, Level::Medium, Level::Hard, Level::Extreme }) {
        for (bool minimal : { false, true }) {
            SCOPED_TRACE(testing::Message() << core::levelId(level) << " minimal " << minimal);
            GeneratorOptions options;
            options.target.level = level;
            options.minimal = minimal;
            const GenerationResult r = generateOne(g, 5, options);
            expectUniqueWithSolution(r);
            // Rated again from scratch, not from the generator's own figures.
            EXPECT_EQ(scoreOf(r.puzzle).level, level);
            EXPECT_EQ(r.measures.human.level, level);
            if (minimal)
                expectMinimal(r.puzzle, Symmetry::None);
            // Every candidate judged was counted, and each level seen is in the histogram.
            std::uint64_t levels = 0;
            for (auto n : r.stats.levels)
                levels += n;
            EXPECT_EQ(levels, r.stats.paths);
            EXPECT_GE(r.stats.levels[static_cast<int>(level)], 1u);
            EXPECT_GE(r.stats.verdicts[static_cast<int>(core::Verdict::Met)], 1u);
        }
    }
}

TEST(Generator, EasyWithoutMinimalStopsDiggingOnTarget)
{
    // Seed 3's first grid digs to an Expert minimal puzzle (Extreme while the tutor needed its
    // trial; chains explain it now); bisection on the dig's chain finds
    // an easy puzzle of the same grid with more clues, one of which can still go.
    const Geometry &g = Geometry::classic();
    GeneratorOptions options;
    options.target.level = Level::Easy;
    const GenerationResult r = generateOne(g, 3, options);
    expectUniqueWithSolution(r);
    EXPECT_EQ(scoreOf(r.puzzle).level, Level::Easy);
    EXPECT_EQ(r.stats.grids, 1u);
    EXPECT_GT(r.stats.candidates, 2u);
    EXPECT_EQ(r.stats.levels[static_cast<int>(Level::Expert)], 1u);
    EXPECT_EQ(r.stats.levels[static_cast<int>(Level::Extreme)], 0u);
    EXPECT_FALSE(r.minimal);
    core::SolutionCounter counter(g);
    int removable = 0;
    for (int c = 0; c < g.cellCount(); ++c) {
        if (!r.puzzle.isGiven(c))
            continue;
        Board smaller = r.puzzle;
        smaller.setGiven(c, 0);
        removable += counter.count(smaller, 2).count == 1 ? 1 : 0;
    }
    EXPECT_GT(removable, 0);
}

TEST(Generator, TechniqueTargetIsOnThePath)
{
    const Geometry &g = Geometry::classic();
    for (Technique t : { Technique::XWing, Technique::NakedPair, Technique::XYWing }) {
        SCOPED_TRACE(core::techniqueId(t));
        GeneratorOptions options;
        options.target.technique = t;
        const GenerationResult r = generateOne(g, 2, options);
        expectUniqueWithSolution(r);
        const core::SolutionPath path = core::tutorPath(r.puzzle);
        EXPECT_GT(path.counts[static_cast<int>(t)], 0);
    }
}

TEST(Generator, FilterRuleTargetIsTheHighestRule)
{
    const Geometry &g = Geometry::classic();
    const core::SanSegundoFilter filter;
    for (int rule : { 1, 2, 4, 5 }) { // HS, pointing, naked pair, hidden pair (indices)
        SCOPED_TRACE(rule);
        GeneratorOptions options;
        options.target.filterRule = rule;
        const GenerationResult r = generateOne(g, 4, options);
        expectUniqueWithSolution(r);
        const core::FilterResult f = filter.run(r.puzzle);
        EXPECT_TRUE(f.solved());
        EXPECT_EQ(f.topRule, rule);
    }
}

TEST(Generator, EntropyNtnAndClueTargets)
{
    const Geometry &g = Geometry::classic();
    for (core::EntropyBand band :
        { core::EntropyBand::Easy, core::EntropyBand::Intermediate, core::EntropyBand::Hard }) {
        SCOPED_TRACE(core::entropyBandId(band));
        GeneratorOptions options;
        options.target.entropy = band;
        options.timeLimitSeconds = 120; // a safety net
        // The hard band (Chen's 17-clue puzzles) is rare among dug puzzles, about one in
        // several thousand: seed 2 meets it after 2,076 grids.
        const GenerationResult r = generateOne(g, 2, options);
        expectUniqueWithSolution(r);
        EXPECT_EQ(core::entropyBandOf(core::gameComplexity(r.puzzle)), band);
    }
    {
        GeneratorOptions options;
        options.target.ntn = core::RealRange { 0.30, 0.35 };
        const GenerationResult r = generateOne(g, 6, options);
        expectUniqueWithSolution(r);
        const double ntn = core::neutralizationNumber(r.puzzle, false);
        EXPECT_GE(ntn, 0.30);
        EXPECT_LE(ntn, 0.35);
    }
    for (auto range : { core::IntRange { 30, 32 }, core::IntRange { 45, 45 } }) {
        GeneratorOptions options;
        options.target.clues = range;
        const GenerationResult r = generateOne(g, 6, options);
        expectUniqueWithSolution(r);
        EXPECT_TRUE(range.contains(r.puzzle.clueCount())) << r.puzzle.clueCount();
    }
    {
        // Several targets at once.
        GeneratorOptions options;
        options.target.level = Level::Medium;
        options.target.clues = core::IntRange { 26, 28 };
        options.symmetry = Symmetry::Central;
        const GenerationResult r = generateOne(g, 6, options);
        expectUniqueWithSolution(r);
        EXPECT_EQ(scoreOf(r.puzzle).level, Level::Medium);
        EXPECT_TRUE(options.target.clues->contains(r.puzzle.clueCount()));
    }
}

TEST(Generator, UnreachableTargetReportsWhatCameOut)
{
    // No minimal 9x9 has 40 clues or more: every candidate misses, and the result says so.
    const Geometry &g = Geometry::classic();
    GeneratorOptions options;
    options.minimal = true;
    options.target.clues = core::IntRange { 40, 81 };
    options.maxCandidates = 25;
    const GenerationResult r = generateOne(g, 1, options);
    EXPECT_EQ(r.status, GenerationStatus::OutOfCandidates);
    EXPECT_FALSE(r.met());
    EXPECT_EQ(r.stats.candidates, 25u);
    EXPECT_EQ(r.stats.grids, 25u);
    EXPECT_EQ(r.stats.verdicts[static_cast<int>(core::Verdict::TooHard)], 25u);
    EXPECT_GT(r.stats.minClues, 15);
    EXPECT_LT(r.stats.maxClues, 40);

    // A level no 4x4 reaches, within a time budget.
    options = {};
    options.target.level = Level::Expert;
    options.timeLimitSeconds = 0.2;
    const GenerationResult small = generateOne(*Geometry::forSide(4), 1, options);
    EXPECT_EQ(small.status, GenerationStatus::OutOfTime);
    EXPECT_GT(small.stats.paths, 0u);
    EXPECT_EQ(small.stats.levels[static_cast<int>(Level::Expert)], 0u);
}

TEST(Generator, SameSeedSamePuzzles)
{
    const Geometry &g = Geometry::classic();
    GeneratorOptions options;
    options.target.level = Level::Hard;
    options.symmetry = Symmetry::Central;
    const GenerationResult a = generateOne(g, 42, options);
    const GenerationResult b = generateOne(g, 42, options);
    const GenerationResult c = generateOne(g, 43, options);
    ASSERT_TRUE(a.met() && b.met() && c.met());
    EXPECT_EQ(a.puzzle, b.puzzle);
    EXPECT_EQ(a.stats.candidates, b.stats.candidates);
    EXPECT_NE(a.puzzle, c.puzzle);
    // Reseeding one generator gives the same as a new one.
    Generator reused(g, 7);
    reused.generate(options);
    reused.reseed(42);
    EXPECT_EQ(reused.generate(options).puzzle, a.puzzle);
}

TEST(Generator, BatchesAreTheSameWhateverTheThreadCount)
{
    const Geometry &g = *Geometry::forSide(6);
    GeneratorOptions options;
    options.target.level = Level::Medium;
    const auto one = core::generateBatch(g, options, 12, 99, 1);
    const auto three = core::generateBatch(g, options, 12, 99, 3);
    ASSERT_EQ(one.size(), 12u);
    ASSERT_EQ(three.size(), 12u);
    for (std::size_t i = 0; i < one.size(); ++i) {
        ASSERT_TRUE(one[i].met());
        EXPECT_EQ(one[i].puzzle, three[i].puzzle) << i;
        EXPECT_EQ(one[i].seed, Generator::seedFor(99, i));
        // Puzzle i alone, from its seed.
        EXPECT_EQ(generateOne(g, one[i].seed, options).puzzle, one[i].puzzle) << i;
    }
    EXPECT_NE(one[0].puzzle, one[1].puzzle);
}

TEST(Generator, StopEndsAGenerationAtTheNextCandidate)
{
    // A target no minimal 9x9 meets: only the stop flag ends it (the time limit is a safety
    // net that the status tells apart). The progress callback sets the flag after 5 candidates.
    const Geometry &g = Geometry::classic();
    GeneratorOptions options;
    options.minimal = true;
    options.target.clues = core::IntRange { 60, 81 };
    options.timeLimitSeconds = 120;
    std::atomic<bool> stop { false };
    std::uint64_t calls = 0;
    Generator generator(g, 1);
    const GenerationResult r
        = generator.generate(options, &stop, [&](const core::GenerationProgress &p) {
              ++calls;
              if (p.candidates >= 5)
                  stop = true;
          });
    EXPECT_EQ(r.status, GenerationStatus::Stopped);
    EXPECT_EQ(r.stats.candidates, 5u);
    EXPECT_EQ(calls, 5u);
}

TEST(Generator, StopFromAnotherThreadEndsABatch)
{
    const Geometry &g = *Geometry::forSide(16);
    GeneratorOptions options;
    options.timeLimitSeconds = 600; // the safety net again
    std::atomic<bool> stop { false };
    std::atomic<std::size_t> reports { 0 };
    std::thread stopper;
    const auto results = core::generateBatch(
        g, options, 1000, 5, 2, &stop, [&](const core::GenerationProgress &p) {
            EXPECT_EQ(p.puzzlesTotal, 1000u);
            // The first report starts a thread that sets the flag from outside.
            if (reports++ == 0)
                stopper = std::thread([&] { stop = true; });
        });
    stopper.join();
    std::size_t stopped = 0;
    for (const auto &r : results) {
        EXPECT_NE(r.status, GenerationStatus::OutOfTime);
        stopped += r.status == GenerationStatus::Stopped ? 1 : 0;
        if (r.met())
            expectUniqueWithSolution(r);
    }
    // 1000 16x16 puzzles take minutes: nearly all were never made.
    EXPECT_GT(stopped, 990u);
}

TEST(Generator, FilterDigFollowsSanSegundosRecipe)
{
    const Geometry &g = Geometry::classic();
    core::PuzzleMeter meter(g);
    core::SolutionCounter counter(g);
    for (auto reading : { core::FilterDig::FirstFailure, core::FilterDig::FilterMinimal }) {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Generator generator(g, seed);
            Board base;
            ASSERT_TRUE(generator.filterDigPuzzle(reading, 0, base));
            Board withExtra;
            generator.reseed(seed);
            ASSERT_TRUE(generator.filterDigPuzzle(reading, 1, withExtra));
            // The extra cell is one more given emptied from the same puzzle.
            EXPECT_EQ(withExtra.clueCount(), base.clueCount() - 1);
            for (int c = 0; c < g.cellCount(); ++c) {
                if (withExtra.isGiven(c)) {
                    EXPECT_EQ(withExtra.value(c), base.value(c));
                }
            }
            EXPECT_FALSE(meter.filterSolves(withExtra));
            EXPECT_GE(counter.count(withExtra, 2).count, 1); // solvable
            if (reading == core::FilterDig::FirstFailure) {
                EXPECT_FALSE(meter.filterSolves(base));
            } else {
                // Filter-minimal: the FILTER solves it and fails once any given is removed.
                EXPECT_TRUE(meter.filterSolves(base));
                for (int c = 0; c < g.cellCount(); ++c) {
                    if (!base.isGiven(c))
                        continue;
                    Board smaller = base;
                    smaller.setGiven(c, 0);
                    EXPECT_FALSE(meter.filterSolves(smaller));
                }
            }
        }
    }
}

TEST(PuzzleMeter, VerdictsPointTowardTheTarget)
{
    const Geometry &g = Geometry::classic();
    core::PuzzleMeter meter(g);
    core::PuzzleMeasures m;
    // A minimal Extreme-level puzzle, and the same grid with every clue but one (a naked single).
    GeneratorOptions options;
    options.target.level = Level::Extreme;
    options.minimal = true;
    const GenerationResult hard = generateOne(g, 3, options);
    ASSERT_TRUE(hard.met());
    Board almostFull(g);
    for (int c = 1; c < g.cellCount(); ++c)
        almostFull.setGiven(c, hard.solution[c]);

    core::GeneratorTarget target;
    target.level = Level::Medium;
    EXPECT_EQ(meter.judge(hard.puzzle, target, m), core::Verdict::TooHard);
    EXPECT_EQ(m.human.level, Level::Extreme);
    EXPECT_EQ(meter.judge(almostFull, target, m), core::Verdict::TooEasy);
    EXPECT_EQ(m.human.level, Level::Easy);

    target = {};
    target.filterRule = 4;
    EXPECT_EQ(meter.judge(almostFull, target, m), core::Verdict::TooEasy);
    EXPECT_FALSE(m.pathMeasured); // the FILTER decided: no path needed
    target = {};
    target.clues = core::IntRange { 30, 40 };
    EXPECT_EQ(meter.judge(almostFull, target, m), core::Verdict::TooEasy);
    EXPECT_FALSE(m.rated); // the clue count decided alone
    // Too easy on one measure (an NtN above the range) and too hard on another (the FILTER
    // stuck where naked singles should do): no direction.
    target = {};
    target.ntn = core::RealRange { 0, 0.05 };
    target.filterRule = 0;
    EXPECT_EQ(meter.judge(hard.puzzle, target, m), core::Verdict::Missed);
    EXPECT_FALSE(m.filter.solved());
    // A technique the easy puzzle never needs.
    target = {};
    target.technique = Technique::XWing;
    EXPECT_EQ(meter.judge(almostFull, target, m), core::Verdict::TooEasy);
}

TEST(EntropyBand, ChenBandsWithMidpointBoundaries)
{
    EXPECT_EQ(core::entropyBandOf(0.55), core::EntropyBand::Easy);
    EXPECT_EQ(core::entropyBandOf(1.05), core::EntropyBand::Easy);
    EXPECT_EQ(core::entropyBandOf(1.07), core::EntropyBand::Intermediate);
    EXPECT_EQ(core::entropyBandOf(1.40), core::EntropyBand::Intermediate);
    EXPECT_EQ(core::entropyBandOf(1.55), core::EntropyBand::Hard);
    EXPECT_EQ(core::entropyBandOf(1.80), core::EntropyBand::Hard);
}
