// The memo-using finders inside a core::PathPositionScope against the same finders on a plain
// board (the same steps whatever the order, the subset of finders and maxSteps), and the tutor's
// path against hint after hint on a plain board from other starts (the givens only; pencil marks
// with some removed, with stray bits and with marks on filled cells).
#include "logic/basicrules.h"
#include "logic/coloring.h"
#include "logic/fish.h"
#include "logic/logicengine.h"
#include "logic/ruleutil.h"
#include "logic/step.h"
#include "logic/tutorengine.h"
#include "logic/uniqueness.h"
#include "logic/wings.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

using core::Board;
using core::Step;

namespace {

using FinderFn = std::function<void(const Board &, std::vector<Step> &, int)>;

struct NamedFinder
{
    std::string name;
    FinderFn find;
    bool sashimi = false;
    bool finned = false;
};

std::vector<NamedFinder> memoFinders()
{
    std::vector<NamedFinder> fs;
    for (int size = 2; size <= 4; ++size)
        for (int sashimi = 0; sashimi < 2; ++sashimi)
            fs.push_back({ (sashimi ? "sashimi" : "finned") + std::to_string(size),
                [size, sashimi](const Board &b, std::vector<Step> &o, int m) {
                    core::findFinnedFish(b, size, sashimi != 0, o, m);
                },
                sashimi != 0, sashimi == 0 });
    for (int size = 2; size <= 4; ++size) {
        fs.push_back(
            { "hidden" + std::to_string(size), [size](const Board &b, std::vector<Step> &o, int m) {
                 core::findHiddenSubsets(b, o, size, m);
             } });
        fs.push_back(
            { "naked" + std::to_string(size), [size](const Board &b, std::vector<Step> &o, int m) {
                 core::findNakedSubsets(b, o, size, m);
             } });
        fs.push_back(
            { "fish" + std::to_string(size), [size](const Board &b, std::vector<Step> &o, int m) {
                 core::findBasicFish(b, size, o, m);
             } });
    }
    fs.push_back({ "ur1", core::findUniqueRectangle1 });
    fs.push_back({ "ur2", core::findUniqueRectangle2 });
    fs.push_back({ "ur3", core::findUniqueRectangle3 });
    fs.push_back({ "ur4", core::findUniqueRectangle4 });
    fs.push_back({ "hiddenRectangle", core::findHiddenRectangle });
    fs.push_back({ "xyWing", core::findXYWing });
    fs.push_back({ "xyzWing", core::findXYZWing });
    fs.push_back({ "colouring", core::findSimpleColoring });
    fs.push_back({ "pointing", core::findPointing });
    fs.push_back({ "claiming", core::findClaiming });
    return fs;
}

std::string differs(const std::vector<Step> &a, const std::vector<Step> &b)
{
    if (a.size() != b.size())
        return std::to_string(a.size()) + " steps vs " + std::to_string(b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Step &x = a[i];
        const Step &y = b[i];
        if (x.technique != y.technique || x.units != y.units || x.cells != y.cells
            || x.symbols != y.symbols || x.pattern != y.pattern || x.placements != y.placements
            || x.eliminations != y.eliminations)
            return "step " + std::to_string(i) + " differs";
    }
    return {};
}

// A few puzzles of each size: 9x9 from top95, the hardest and the 17-clue lists, a 16x16 from
// the data and a 6x6.
std::vector<Board> fewPuzzles(std::size_t nineByNineEach)
{
    std::vector<Board> boards;
    for (const char *file :
        { "norvig_top95.txt", "norvig_hardest.txt", "royle_17clue_49158.txt" }) {
        const auto lines = testutil::readLines(file);
        const std::size_t every = std::max<std::size_t>(1, lines.size() / nineByNineEach);
        for (std::size_t i = 0; i < lines.size() && i / every < nineByNineEach; i += every)
            boards.push_back(testutil::boardFromLine(lines[i]));
    }
    boards.push_back(testutil::boardFromLine(testutil::readLines("sudoklify_16x16.txt").front()));
    boards.push_back(testutil::patternPuzzle(2, 3));
    return boards;
}

// Every position of the tutor's path from the givens.
std::vector<Board> pathPositions(const Board &puzzle)
{
    std::vector<Board> boards;
    core::PathOptions opt;
    opt.keepSteps = false;
    opt.onStep = [&](const Step &, const Board &after) { boards.push_back(after); };
    core::tutorEngine().solutionPath(puzzle, opt);
    return boards;
}

// The tutor's path against hint after hint on a plain board from the givens only (candidates
// computed), from every candidate filled in and some removed, and from that with marks on filled
// cells (toggles of bit 0 or a bit beyond the side change nothing: a board drops them).
void expectPathIsHintAfterHint()
{
    const core::LogicEngine engine = core::tutorEngine();
    const core::TechniqueSet enabled = core::tutorTechniques();
    unsigned seed = 3;
    const auto next = [&seed](int n) {
        seed = seed * 1103515245u + 12345u;
        return static_cast<int>((seed >> 8) % static_cast<unsigned>(n));
    };
    int paths = 0;
    std::size_t steps = 0;
    for (const Board &puzzle : fewPuzzles(1)) {
        const core::Geometry &g = puzzle.geometry();
        const int side = g.side();
        for (int variant = 0; variant < 3; ++variant) {
            Board start = puzzle;
            core::CandidateSource source = core::CandidateSource::Computed;
            if (variant >= 1) {
                start.fillCandidates();
                for (int k = 0; k < 6; ++k)
                    start.removeCandidate(next(g.cellCount()), 1 + next(side));
                source = core::CandidateSource::Board;
                if (variant == 2) {
                    for (int k = 0; k < 2 * side; ++k) {
                        const int c = next(g.cellCount());
                        if (start.isOpen(c))
                            continue;
                        const int stray = next(2) ? 0 : side + 1;
                        if (!(start.candidates(c) & core::bit(stray)))
                            start.toggleCandidate(c, stray);
                    }
                    for (int c = 0; c < g.cellCount(); ++c)
                        if (!start.isOpen(c) && c % 5 == 0)
                            start.setCandidates(c,
                                (start.candidates(c) & ~g.allSymbols()) | core::bit(1 + c % side));
                }
            }
            core::PathOptions opt;
            opt.enabled = enabled;
            opt.source = source;
            const std::string where
                = "side " + std::to_string(side) + ", variant " + std::to_string(variant);
            const core::SolutionPath path = engine.solutionPath(start, opt);
            Board board = core::LogicEngine::prepare(start, source);
            for (std::size_t k = 0; k < path.steps.size(); ++k) {
                const auto hint = engine.hint(board, enabled, core::CandidateSource::Board);
                ASSERT_TRUE(hint) << where << ", step " << k + 1;
                const Step &step = path.steps[k];
                ASSERT_EQ(hint->technique, step.technique) << where << ", step " << k + 1;
                ASSERT_EQ(hint->placements, step.placements) << where << ", step " << k + 1;
                ASSERT_EQ(hint->eliminations, step.eliminations) << where << ", step " << k + 1;
                core::applyStep(board, *hint);
                ++steps;
            }
            // The values and the candidates (bits outside the symbols aside).
            for (int c = 0; c < g.cellCount(); ++c) {
                ASSERT_EQ(board.value(c), path.board.value(c)) << where << ", cell " << c;
                ASSERT_EQ(
                    board.candidates(c) & g.allSymbols(), path.board.candidates(c) & g.allSymbols())
                    << where << ", cell " << c;
            }
            ++paths;
        }
    }
    EXPECT_EQ(paths, 3 * 5);
    EXPECT_GT(steps, 300u);
}

} // namespace

TEST(PathPositionScope, PathIsHintAfterHintFromOtherStarts)
{
    expectPathIsHintAfterHint();
}

TEST(PathPositionScope, MemoFindersGiveThePlainStepsInAnyOrder)
{
    const std::vector<NamedFinder> fs = memoFinders();
    unsigned seed = 7;
    const auto next = [&seed](std::size_t n) {
        seed = seed * 1103515245u + 12345u;
        return static_cast<std::size_t>((seed >> 8) % n);
    };
    int positions = 0;
    for (const Board &puzzle : fewPuzzles(4)) {
        const std::vector<Board> boards = pathPositions(puzzle);
        // Every other position: the memos' inputs change many times.
        for (std::size_t k = 0; k < boards.size(); k += 2) {
            const Board &pb = boards[k];
            ++positions;
            std::vector<std::vector<Step>> ref(fs.size());
            for (std::size_t i = 0; i < fs.size(); ++i)
                fs[i].find(pb, ref[i], 1000);
            // 0 forward, 1 reversed, 2 sashimi before finned, 3 sashimi only, 4 random subset
            // with maxSteps 1..3 first.
            for (int scenario = 0; scenario < 5; ++scenario) {
                std::vector<std::size_t> order;
                for (std::size_t i = 0; i < fs.size(); ++i)
                    order.push_back(i);
                if (scenario == 1)
                    std::reverse(order.begin(), order.end());
                if (scenario == 2)
                    std::stable_partition(
                        order.begin(), order.end(), [&fs](std::size_t i) { return fs[i].sashimi; });
                if (scenario == 3)
                    std::erase_if(order, [&fs](std::size_t i) { return !fs[i].sashimi; });
                if (scenario == 4) {
                    for (std::size_t i = order.size(); i > 1; --i)
                        std::swap(order[i - 1], order[next(i)]);
                    order.resize(1 + next(order.size()));
                }
                const core::PathPositionScope scope(pb);
                for (std::size_t i : order) {
                    const int m = scenario == 4 ? 1 + static_cast<int>(next(3)) : 1;
                    std::vector<Step> first;
                    std::vector<Step> all;
                    fs[i].find(pb, first, m);
                    fs[i].find(pb, all, 1000);
                    const std::vector<Step> refFirst(
                        ref[i].begin(), ref[i].begin() + std::min<std::size_t>(m, ref[i].size()));
                    const std::string where = fs[i].name + ", scenario " + std::to_string(scenario)
                        + ", side " + std::to_string(pb.geometry().side()) + ", position "
                        + std::to_string(k);
                    ASSERT_EQ(differs(first, refFirst), "") << where << " (maxSteps " << m << ")";
                    ASSERT_EQ(differs(all, ref[i]), "") << where;
                }
            }
        }
    }
    EXPECT_GT(positions, 50);
}
