// The tutor's path skips the symbols (units) where a technique found nothing before and nothing
// has changed since (PathOptions::skipUnchanged, finderscope.h). These tests hold it to the path
// that runs every finder on the whole board at every position: the same steps, one by one, on
// 17-clue puzzles, top95, 4x4, 16x16 and boards with wrong pencil marks; the scoped finders against
// their full finders filtered to the scope; and TrackedBoard::takeChanges against the boards'
// differences.
#include "board/trackedboard.h"
#include "logic/finderscope.h"
#include "logic/step.h"
#include "logic/tutorengine.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

using core::Board;
using core::CandidateSource;
using core::FinderScope;
using core::FinderScopeKind;
using core::LogicEngine;
using core::Mask;
using core::PathOptions;
using core::SolutionPath;
using core::Step;
using core::Technique;

namespace {

const LogicEngine &engine()
{
    static const LogicEngine e = core::tutorEngine();
    return e;
}

bool sameStep(const Step &a, const Step &b)
{
    return a.technique == b.technique && a.units == b.units && a.cells == b.cells
        && a.symbols == b.symbols && a.pattern == b.pattern && a.placements == b.placements
        && a.eliminations == b.eliminations && a.trialCell == b.trialCell
        && a.trialSymbol == b.trialSymbol && a.contradictionCell == b.contradictionCell
        && a.chains == b.chains && a.forcing == b.forcing;
}

bool sameSteps(const std::vector<Step> &a, const std::vector<Step> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!sameStep(a[i], b[i]))
            return false;
    return true;
}

SolutionPath path(
    const Board &board, bool skip, CandidateSource source, const core::TechniqueSet &enabled)
{
    PathOptions options;
    options.enabled = enabled;
    options.source = source;
    options.skipUnchanged = skip;
    return engine().solutionPath(board, options);
}

// The number of steps of the path.
std::size_t expectSamePath(const Board &board, const std::string &what,
    CandidateSource source = CandidateSource::Auto,
    const core::TechniqueSet &enabled = core::tutorTechniques())
{
    const SolutionPath plain = path(board, false, source, enabled);
    const SolutionPath skipping = path(board, true, source, enabled);
    EXPECT_EQ(plain.steps.size(), skipping.steps.size()) << what;
    if (plain.steps.size() != skipping.steps.size())
        return 0;
    for (std::size_t k = 0; k < plain.steps.size(); ++k)
        if (!sameStep(plain.steps[k], skipping.steps[k])) {
            ADD_FAILURE() << what << ", step " << k + 1 << ": "
                          << core::techniqueId(plain.steps[k].technique) << " / "
                          << core::techniqueId(skipping.steps[k].technique);
            return 0;
        }
    EXPECT_EQ(plain.status, skipping.status) << what;
    EXPECT_EQ(plain.techniques, skipping.techniques) << what;
    EXPECT_EQ(plain.counts, skipping.counts) << what;
    EXPECT_TRUE(plain.board == skipping.board) << what;
    return plain.steps.size();
}

std::vector<Board> puzzles(const std::string &file, std::size_t every, std::size_t most = 100000)
{
    std::vector<Board> boards;
    const auto lines = testutil::readLines(file);
    for (std::size_t i = 0; i < lines.size() && boards.size() < most; i += every)
        boards.push_back(testutil::boardFromLine(lines[i]));
    return boards;
}

bool inScope(const Step &step, const FinderScope &scope, FinderScopeKind kind)
{
    if (kind == FinderScopeKind::Symbols)
        return core::popcount(step.symbols) == 1
            && scope.hasSymbol(core::lowestSymbol(step.symbols));
    return !step.units.empty() && scope.hasUnit(step.units[0]);
}

} // namespace

TEST(PathCache, SameStepsOnSeventeenCluePuzzles)
{
    int i = 0;
    for (const Board &b : puzzles("royle_17clue_49158.txt", 331))
        expectSamePath(b, "17-clue #" + std::to_string(331 * i++));
}

TEST(PathCache, SameStepsOnTop95AndHardest)
{
    int i = 0;
    for (const Board &b : puzzles("norvig_top95.txt", 2))
        expectSamePath(b, "top95 #" + std::to_string(2 * i++));
    i = 0;
    for (const Board &b : puzzles("norvig_hardest.txt", 1))
        expectSamePath(b, "hardest #" + std::to_string(i++));
}

TEST(PathCache, SameStepsOnFourByFourAndSixteenBySixteen)
{
    for (const char *line : { "1..4.........32.", "..3..1....2..4..", "...........4.3.2" })
        expectSamePath(testutil::boardFromLine(line), line);
    // 16x16 without the chains, ALS, forcing and trial (slow there): the techniques with scoped
    // finders and the cheaper ones between them, up to where they get stuck.
    core::TechniqueSet enabled = core::tutorTechniques();
    for (Technique t : { Technique::XChain, Technique::XYChain,
             Technique::AlternatingInferenceChain, Technique::AlsXZ, Technique::AlsXYWing,
             Technique::ForcingChain, Technique::ForcingNet, Technique::Trial })
        enabled.erase(t);
    int i = 0;
    std::size_t steps = 0;
    for (const Board &b : puzzles("sansegundo_16x16_generated.txt", 1, 2))
        steps += expectSamePath(b, "16x16 #" + std::to_string(i++), CandidateSource::Auto, enabled);
    i = 0;
    for (const Board &b : puzzles("sudoklify_16x16.txt", 1, 2))
        steps += expectSamePath(
            b, "sudoklify #" + std::to_string(i++), CandidateSource::Auto, enabled);
    EXPECT_GT(steps, 200u); // long paths (stuck in the end without the chains)
}

TEST(PathCache, SameStepsWithWrongPencilMarks)
{
    // The player's marks as they are (CandidateSource::Board), some of them missing: paths end
    // stuck or in contradictions as often as solved.
    std::mt19937 rng(17);
    int i = 0;
    for (Board b : puzzles("royle_17clue_49158.txt", 997, 40)) {
        b.fillCandidates();
        const core::Geometry &g = b.geometry();
        for (int k = 0; k < 12; ++k) {
            const int cell = static_cast<int>(rng() % g.cellCount());
            b.removeCandidate(cell, 1 + static_cast<int>(rng() % g.side()));
        }
        expectSamePath(b, "marked 17-clue #" + std::to_string(i++), CandidateSource::Board);
    }
}

TEST(PathCache, ScopedFindersReportTheFullFindersStepsInTheScope)
{
    // Along the paths of a few puzzles, every scoped finder with a few scopes.
    std::mt19937 rng(5);
    std::vector<Board> boards = puzzles("norvig_top95.txt", 7);
    for (const Board &b : puzzles("royle_17clue_49158.txt", 4999))
        boards.push_back(b);
    int checked = 0;
    for (const Board &puzzle : boards) {
        const SolutionPath p = core::tutorPath(puzzle);
        Board board = LogicEngine::prepare(puzzle, CandidateSource::Auto);
        const core::Geometry &g = board.geometry();
        for (std::size_t k = 0; k < p.steps.size(); ++k) {
            if (k % 3 == 0) {
                for (int t = 0; t < core::kTechniqueCount; ++t) {
                    const auto technique = static_cast<Technique>(t);
                    const core::ScopedFinderFn scoped = engine().scopedFinder(technique);
                    if (!scoped)
                        continue;
                    const FinderScopeKind kind = engine().scopeKind(technique);
                    std::vector<Step> full;
                    engine().finder(technique)(board, full, 1000);
                    std::vector<Step> all;
                    scoped(board, FinderScope::all(), all, 1000);
                    ASSERT_TRUE(sameSteps(full, all)) << core::techniqueId(technique);
                    for (int trial = 0; trial < 3; ++trial) {
                        FinderScope scope;
                        scope.symbols = static_cast<Mask>(rng()) & g.allSymbols();
                        scope.units = { (std::uint64_t { rng() } << 32) | rng(), 0 };
                        std::vector<Step> expected;
                        for (const Step &s : full)
                            if (inScope(s, scope, kind))
                                expected.push_back(s);
                        std::vector<Step> got;
                        scoped(board, scope, got, 1000);
                        ASSERT_TRUE(sameSteps(expected, got)) << core::techniqueId(technique);
                        // The first one alone, as the path asks.
                        got.clear();
                        scoped(board, scope, got, 1);
                        ASSERT_EQ(got.size(), expected.empty() ? 0u : 1u);
                        if (!got.empty()) {
                            ASSERT_TRUE(sameStep(got[0], expected[0]))
                                << core::techniqueId(technique);
                        }
                        ++checked;
                    }
                }
            }
            core::applyStep(board, p.steps[k]);
        }
    }
    EXPECT_GT(checked, 1000);
}

TEST(PathCache, TrackedBoardReportsWhatChanged)
{
    for (const Board &puzzle : puzzles("norvig_top95.txt", 9)) {
        const SolutionPath p = core::tutorPath(puzzle);
        core::TrackedBoard tracked;
        tracked.reset(LogicEngine::prepare(puzzle, CandidateSource::Auto));
        const core::Geometry &g = tracked.geometry();
        auto changes = tracked.takeChanges();
        EXPECT_EQ(changes.symbols & g.allSymbols(), g.allSymbols()); // everything after reset
        for (const Step &step : p.steps) {
            const Board before = tracked.board();
            for (const auto &pl : step.placements)
                tracked.place(pl.cell, pl.symbol);
            for (const auto &e : step.eliminations)
                tracked.eliminate(e.cell, e.symbol);
            changes = tracked.takeChanges();
            const Board &after = tracked.board();
            Mask symbols = 0;
            std::uint64_t units[2] = {};
            for (int cell = 0; cell < g.cellCount(); ++cell) {
                const Mask was = before.isOpen(cell) ? before.candidates(cell) : 0;
                const Mask is = after.isOpen(cell) ? after.candidates(cell) : 0;
                if (was == is && before.value(cell) == after.value(cell))
                    continue;
                symbols |= was ^ is;
                for (int u : g.unitsOf(cell))
                    units[u >> 6] |= std::uint64_t { 1 } << (u & 63);
            }
            // Every change is reported (reporting more is allowed, but the placed value only).
            EXPECT_EQ(changes.symbols & symbols, symbols);
            Mask placed = 0;
            for (const auto &pl : step.placements)
                placed |= core::bit(pl.symbol);
            EXPECT_EQ(changes.symbols & ~symbols & ~placed, 0u);
            EXPECT_EQ(changes.units[0], units[0]);
            EXPECT_EQ(changes.units[1], units[1]);
        }
    }
}
