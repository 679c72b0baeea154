// The best-first reading of the Jones-Roach-Perkins search (ClimbSearch::BestFirst) and its
// queue (ClimbFrontier): order, memory bound, seen set; runs checked against known solutions,
// against a brute-force model of best-first search, and replayed from their events.
#include "board/solutioncounter.h"
#include "climb/climbfrontier.h"
#include "climb/climbrecorder.h"
#include "climb/climbstate.h"
#include "climb/hillclimber.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <map>
#include <set>
#include <string>

using core::Board;
using core::ClimbEvent;
using core::ClimbEventKind;
using core::ClimbFrontier;
using core::ClimbOpen;
using core::ClimbOptions;
using core::ClimbRandom;
using core::ClimbRecorder;
using core::ClimbRestartReason;
using core::ClimbScore;
using core::ClimbSearch;
using core::ClimbState;
using core::ClimbStop;
using core::HillClimber;

namespace {

ClimbOptions bestFirst(std::uint64_t seed)
{
    ClimbOptions options;
    options.search = ClimbSearch::BestFirst;
    options.seed = seed;
    return options;
}

std::string key(std::span<const std::uint8_t> values)
{
    return { values.begin(), values.end() };
}

ClimbOpen entry(int f, int parent, int cellA, std::uint64_t hash = 0)
{
    ClimbOpen open;
    open.hash = hash;
    open.f = f;
    open.parent = parent;
    open.cellA = cellA;
    open.cellB = cellA + 1;
    return open;
}

// 4x4 with no solution although no two givens clash: 6 * 2 * 6 * 6 = 432 box permutations.
//   1 . | . .
//   . . | 4 3
//   ----+----
//   . 3 | 2 .
//   . . | . .
const char *kUnsolvable4 = "1.....43.32.....";

} // namespace

TEST(ClimbFrontier, HighestFirstAndTheNewestExpansionAmongEquals)
{
    ClimbFrontier q;
    q.reset(4, 100, 1000);
    ClimbRandom random(1);
    const std::vector<std::uint8_t> g0 { 1, 2, 3, 4 };
    const std::vector<std::uint8_t> g1 { 4, 3, 2, 1 };
    const int p0 = q.addParent(g0, 10);
    q.push(entry(5, p0, 0));
    q.push(entry(7, p0, 1));
    q.push(entry(7, p0, 2));
    const int p1 = q.addParent(g1, 11);
    q.push(entry(7, p1, 3));
    q.push(entry(3, p1, 4));
    EXPECT_EQ(q.size(), 5u);
    EXPECT_EQ(q.liveSlots(), 2u);
    EXPECT_EQ(q.topF(), 7);
    // f 7 from the newest expansion (p1) first, then the two of p0 (random order), then 5, 3.
    ClimbOpen a = q.pop(random);
    EXPECT_EQ(a.cellA, 3);
    EXPECT_EQ(a.parent, p1);
    EXPECT_EQ(q.parentIteration(a.parent), 11u);
    EXPECT_EQ(key(q.grid(a.parent)), key(g1));
    q.release(a.parent);
    std::set<int> sevens;
    for (int i = 0; i < 2; ++i) {
        a = q.pop(random);
        EXPECT_EQ(a.f, 7);
        EXPECT_EQ(a.parent, p0);
        sevens.insert(a.cellA);
        q.release(a.parent);
    }
    EXPECT_EQ(sevens, (std::set<int> { 1, 2 }));
    a = q.pop(random);
    EXPECT_EQ(a.f, 5);
    q.release(a.parent);
    EXPECT_EQ(q.liveSlots(), 1u); // p0 has nothing queued any more: freed
    EXPECT_EQ(key(q.grid(p1)), key(g1));
    a = q.pop(random);
    EXPECT_EQ(a.f, 3);
    q.release(a.parent);
    EXPECT_TRUE(q.empty());
    EXPECT_EQ(q.liveSlots(), 0u);
    // A freed slot is reused; its grid is the new one.
    const int p2 = q.addParent(g0, 12);
    EXPECT_TRUE(p2 == p0 || p2 == p1);
    EXPECT_EQ(key(q.grid(p2)), key(g0));
}

TEST(ClimbFrontier, BoundKeepsTheHighestEntries)
{
    // Capacity 8: after every push at most 8 entries and at most 8 parent grids (one per parent
    // with a queued entry); what is left are the 8 highest f pushed.
    ClimbFrontier q;
    q.reset(2, 8, 1000);
    ClimbRandom random(7);
    std::multiset<int, std::greater<>> kept;
    int pushed = 0;
    int refused = 0;
    const std::vector<std::uint8_t> grid { 1, 2 };
    for (int parent = 0; parent < 20; ++parent) {
        int slot = -1; // added with its first entry, as the climber does
        for (int k = 0; k < 5; ++k) {
            const int f = static_cast<int>(random.below(40)) - 20;
            const int lowest = kept.empty() ? INT_MIN : *kept.rbegin();
            const bool full = kept.size() == 8;
            ASSERT_EQ(q.accepts(f), !full || f > lowest) << f;
            if (!q.accepts(f)) {
                ++refused;
                continue;
            }
            if (slot < 0)
                slot = q.addParent(grid, static_cast<std::uint64_t>(parent));
            q.push(entry(f, slot, k));
            ++pushed;
            kept.insert(f);
            if (kept.size() > 8)
                kept.erase(std::prev(kept.end()));
            ASSERT_LE(q.size(), 8u);
            ASSERT_LE(q.liveSlots(), q.size());
        }
    }
    EXPECT_GT(refused, 0);
    EXPECT_EQ(q.dropped(), static_cast<std::uint64_t>(pushed) - 8);
    std::vector<int> popped;
    while (!q.empty()) {
        const ClimbOpen a = q.pop(random);
        popped.push_back(a.f);
        q.release(a.parent);
    }
    EXPECT_EQ(popped, std::vector<int>(kept.begin(), kept.end()));
    EXPECT_EQ(q.liveSlots(), 0u);
}

TEST(ClimbFrontier, SeenSetTellsStatesApartUpToItsCapacity)
{
    ClimbFrontier q;
    q.reset(1, 10, 5000);
    EXPECT_TRUE(q.markSeen(0)); // 0 is a hash like any other
    EXPECT_FALSE(q.markSeen(0));
    for (std::uint64_t h = 1; h < 4999; ++h)
        ASSERT_TRUE(q.markSeen(h * 0x9e3779b97f4a7c15ULL)) << h;
    for (std::uint64_t h = 1; h < 4999; ++h)
        ASSERT_FALSE(q.markSeen(h * 0x9e3779b97f4a7c15ULL)) << h;
    EXPECT_EQ(q.seenCount(), 4999u);
    EXPECT_FALSE(q.seenFull());
    EXPECT_TRUE(q.markSeen(12345));
    EXPECT_TRUE(q.seenFull());
    EXPECT_LE(q.seenTableSize(), 2u * 5000 * 2); // at most half full, a power of two
    q.reset(1, 10, 5000);
    EXPECT_EQ(q.seenCount(), 0u);
    EXPECT_TRUE(q.markSeen(12345));
}

TEST(BestFirst, SolvesPuzzlesToTheirSolution)
{
    core::SolutionCounter counter;
    HillClimber climber;
    for (const char *file : { "nytimes_easy.txt", "nytimes_medium.txt" }) {
        const auto lines = testutil::readLines(file);
        for (std::size_t i = 0; i < 10; ++i) {
            const Board puzzle = testutil::boardFromLine(lines[i]);
            const auto known = counter.count(puzzle, 2);
            ASSERT_TRUE(known.unique());
            const auto result = climber.run(puzzle, bestFirst(i + 1));
            ASSERT_TRUE(result.solved()) << lines[i];
            EXPECT_EQ(result.values, known.solution) << lines[i];
            EXPECT_EQ(result.bestF1, 162);
            EXPECT_EQ(result.bestF2, 0);
            EXPECT_EQ(ClimbState::evaluate(puzzle, result.values).f1, 162);
        }
    }
    // 16x16, the blanked known solution of hillclimber_test (any completion is right).
    const std::string line = testutil::readLines("sudoklify_16x16_solutions.txt").front();
    const Board full = testutil::boardFromLine(line);
    Board big(full.geometry());
    for (int c = 0; c < full.cellCount(); ++c)
        if ((c * 7 + c / 16 * 3) % 5 != 0)
            big.setGiven(c, full.value(c));
    const auto r16 = climber.run(big, bestFirst(4));
    ASSERT_TRUE(r16.solved());
    EXPECT_EQ(ClimbState::evaluate(big, r16.values).f1, 512);
    EXPECT_EQ(testutil::boxPermutationError(big, r16.values), "");
}

TEST(BestFirst, EventsReplayToTheStateAtEveryIteration)
{
    // From the events alone: a Start's grid, then each swap applied to the state of the point
    // it names (`from`: the previous point, or for a Jump an earlier one of the climb). The
    // replayed grid equals the event's grid at every event; so does the recorder's stateAt().
    const Board puzzle = testutil::boardFromLine(testutil::readLines("nytimes_hard.txt")[0]);
    ClimbOptions options = bestFirst(5);
    options.maxIterations = 3000;
    options.w1 = 2;
    options.w2 = -3;
    ClimbRecorder recorder(1 << 20);
    std::map<std::uint64_t, std::vector<std::uint8_t>> atIteration; // last state per iteration
    std::vector<std::uint8_t> grid;
    std::map<ClimbEventKind, int> kinds;
    std::uint64_t lastIteration = 0;
    int best = INT_MIN;
    std::vector<std::vector<std::uint8_t>> eventGrids;
    HillClimber climber;
    const auto result = climber.run(puzzle, options, [&](const ClimbEvent &e) {
        recorder.record(e);
        eventGrids.emplace_back(e.values.begin(), e.values.end());
        ++kinds[e.kind];
        ASSERT_EQ(testutil::boxPermutationError(puzzle, e.values), "");
        const ClimbScore full = ClimbState::evaluate(puzzle, e.values);
        ASSERT_EQ(e.f1, full.f1);
        ASSERT_EQ(e.f2, full.f2);
        ASSERT_EQ(e.f, 2 * full.f1 - 3 * full.f2);
        best = std::max(best, e.f);
        ASSERT_EQ(e.bestF, best);
        ASSERT_GE(e.iteration, lastIteration);
        switch (e.kind) {
        case ClimbEventKind::Start:
            atIteration.clear();
            grid.assign(e.values.begin(), e.values.end());
            break;
        case ClimbEventKind::Move:
        case ClimbEventKind::Sideways:
        case ClimbEventKind::Downhill:
            ASSERT_EQ(e.iteration, lastIteration + 1);
            ASSERT_EQ(e.from, e.iteration - 1);
            std::swap(grid[e.cellA], grid[e.cellB]);
            break;
        case ClimbEventKind::Jump:
            ASSERT_EQ(e.iteration, lastIteration + 1);
            ASSERT_LT(e.from, e.iteration - 1);
            ASSERT_TRUE(atIteration.count(e.from)) << "a state of this climb";
            grid = atIteration[e.from];
            std::swap(grid[e.cellA], grid[e.cellB]);
            break;
        default:
            break;
        }
        if (e.cellA >= 0) {
            EXPECT_EQ(puzzle.geometry().box(e.cellA), puzzle.geometry().box(e.cellB));
            EXPECT_FALSE(puzzle.isGiven(e.cellA) || puzzle.isGiven(e.cellB));
        }
        ASSERT_EQ(grid, eventGrids.back()) << "event " << eventGrids.size() << " does not replay";
        atIteration[e.iteration] = grid;
        lastIteration = e.iteration;
    });
    ASSERT_TRUE(result.solved()); // after 677 iterations and 7 restarts
    EXPECT_EQ(grid, result.values);
    EXPECT_GT(kinds[ClimbEventKind::Move], 0);
    EXPECT_GT(kinds[ClimbEventKind::Sideways], 0);
    EXPECT_GT(kinds[ClimbEventKind::Downhill], 0);
    EXPECT_GT(kinds[ClimbEventKind::Jump], 0);
    EXPECT_GT(result.restarts, 0);
    EXPECT_EQ(kinds[ClimbEventKind::Start], result.restarts + 1);
    EXPECT_EQ(static_cast<std::uint64_t>(kinds[ClimbEventKind::Jump]), result.jumps);
    EXPECT_EQ(static_cast<std::uint64_t>(kinds[ClimbEventKind::Downhill]), result.downhillMoves);
    EXPECT_EQ(static_cast<std::uint64_t>(kinds[ClimbEventKind::Sideways]), result.sidewaysMoves);
    // One event per iteration besides Start, Restart and Finish.
    EXPECT_EQ(static_cast<std::uint64_t>(kinds[ClimbEventKind::Move]
                  + kinds[ClimbEventKind::Sideways] + kinds[ClimbEventKind::Downhill]
                  + kinds[ClimbEventKind::Jump] + kinds[ClimbEventKind::Restart]),
        result.iterations);
    ASSERT_EQ(recorder.stride(), 1u);
    ASSERT_EQ(recorder.points().size(), eventGrids.size());
    for (std::size_t i = 0; i < eventGrids.size(); ++i)
        ASSERT_EQ(recorder.stateAt(i), eventGrids[i]) << "point " << i;
}

TEST(BestFirst, ExpandsTheBestQueuedStateAndRestartsOnPlateaus)
{
    // A brute-force model of the search, from the grids in the events: every expansion queues
    // the successors not queued before in the climb; the next state is a queued one of the
    // highest f, among those a successor of the latest expanded state having one; a Plateau
    // restart comes exactly when `cutoff` expansions in a row shared one score with no better
    // successor.
    const Board puzzle = testutil::boardFromLine(testutil::readLines("nytimes_medium.txt")[2]);
    const core::Geometry &g = puzzle.geometry();
    ClimbOptions options = bestFirst(21);
    options.maxIterations = 300;
    options.queueCapacity = 1 << 20; // nothing dropped
    auto fOf = [&](const std::vector<std::uint8_t> &grid) {
        const ClimbScore s = ClimbState::evaluate(puzzle, grid);
        return options.w1 * s.f1 + options.w2 * s.f2;
    };
    struct Queued
    {
        int f;
        std::uint64_t parentPoint; // iteration of the point showing the parent
    };
    std::map<std::string, Queued> open;
    std::set<std::string> seen;
    std::vector<std::uint8_t> current;
    // The climb's expansions so far: score, and whether a successor was better.
    std::vector<std::pair<int, bool>> expansions;
    const std::size_t cutoff = static_cast<std::size_t>(options.plateauCutoff);
    int plateaus = 0;
    int jumps = 0;
    int checked = 0;
    HillClimber climber;
    const auto result = climber.run(puzzle, options, [&](const ClimbEvent &e) {
        std::vector<std::uint8_t> grid(e.values.begin(), e.values.end());
        if (e.kind == ClimbEventKind::Start) {
            open.clear();
            seen = { key(grid) };
            current = grid;
            expansions.clear();
            return;
        }
        if (e.kind == ClimbEventKind::Finish)
            return;
        // The iteration just done expanded `current`.
        const int f = fOf(current);
        int bestSuccessor = INT_MIN;
        for (int b = 0; b < g.side(); ++b) {
            const auto cells = g.unit(g.boxUnit(b));
            for (std::size_t i = 0; i < cells.size(); ++i)
                for (std::size_t j = i + 1; j < cells.size(); ++j) {
                    if (puzzle.isGiven(cells[i]) || puzzle.isGiven(cells[j]))
                        continue;
                    std::vector<std::uint8_t> next = current;
                    std::swap(next[cells[i]], next[cells[j]]);
                    const int sf = fOf(next);
                    bestSuccessor = std::max(bestSuccessor, sf);
                    if (seen.insert(key(next)).second)
                        open[key(next)] = { sf, e.iteration - 1 };
                }
        }
        expansions.emplace_back(f, bestSuccessor > f);
        // The last `cutoff` expansions share the score f and none could improve.
        const bool plateauDue = expansions.size() >= cutoff
            && std::all_of(expansions.end() - static_cast<std::ptrdiff_t>(cutoff), expansions.end(),
                [&](const auto &x) { return x.first == f && !x.second; });
        if (e.kind == ClimbEventKind::Restart) {
            EXPECT_EQ(e.reason, ClimbRestartReason::Plateau);
            EXPECT_TRUE(plateauDue) << "iteration " << e.iteration;
            ++plateaus;
            return;
        }
        EXPECT_FALSE(plateauDue) << "no restart at iteration " << e.iteration;
        // The highest f queued, and among those the latest parent.
        int topF = INT_MIN;
        std::uint64_t newest = 0;
        for (const auto &[k, q] : open)
            if (q.f > topF || (q.f == topF && q.parentPoint > newest)) {
                topF = q.f;
                newest = q.parentPoint;
            }
        const auto it = open.find(key(grid));
        ASSERT_NE(it, open.end()) << "not a queued state at iteration " << e.iteration;
        EXPECT_EQ(it->second.f, topF);
        EXPECT_EQ(it->second.parentPoint, newest);
        EXPECT_EQ(e.from, it->second.parentPoint);
        const bool successor = it->second.parentPoint == e.iteration - 1;
        if (!successor) {
            EXPECT_EQ(e.kind, ClimbEventKind::Jump);
            ++jumps;
        } else if (it->second.f > f) {
            EXPECT_EQ(e.kind, ClimbEventKind::Move);
        } else if (it->second.f == f) {
            EXPECT_EQ(e.kind, ClimbEventKind::Sideways);
        } else {
            EXPECT_EQ(e.kind, ClimbEventKind::Downhill);
        }
        open.erase(it);
        current = grid;
        ++checked;
    });
    EXPECT_EQ(result.stop, ClimbStop::IterationLimit);
    EXPECT_GT(plateaus, 0);
    EXPECT_EQ(plateaus, result.plateaus);
    EXPECT_GT(jumps, 0);
    EXPECT_GT(checked, 250);
}

TEST(BestFirst, QueueStaysWithinItsBound)
{
    HillClimber climber;
    for (std::size_t capacity : { std::size_t { 1 }, std::size_t { 50 }, std::size_t { 1000 } }) {
        const Board puzzle = testutil::boardFromLine(testutil::readLines("nytimes_medium.txt")[3]);
        ClimbOptions options = bestFirst(3);
        options.queueCapacity = capacity;
        options.maxIterations = 20'000;
        std::size_t most = 0;
        const auto result = climber.run(puzzle, options, [&](const ClimbEvent &e) {
            ASSERT_LE(e.queued, capacity);
            most = std::max(most, e.queued);
        });
        EXPECT_EQ(result.peakQueued, capacity) << "the queue fills up";
        EXPECT_EQ(most, capacity);
        EXPECT_LE(result.peakSeen, options.seenCapacity);
        if (capacity > 1) {
            EXPECT_TRUE(result.solved()) << capacity;
        }
    }
}

TEST(BestFirst, ExhaustsTheStatesOfAnUnsolvablePuzzle)
{
    // With a cut-off no plateau reaches, each climb expands every one of the 432 states once,
    // then the queue is empty: Exhausted.
    const Board puzzle = testutil::boardFromLine(kUnsolvable4);
    ASSERT_TRUE(ClimbState(puzzle).valid());
    ClimbOptions options = bestFirst(5);
    options.plateauCutoff = 100'000;
    options.maxRestarts = 2;
    std::set<std::string> expanded;
    int repeats = 0;
    HillClimber climber;
    const auto result = climber.run(puzzle, options, [&](const ClimbEvent &e) {
        if (e.kind == ClimbEventKind::Start)
            expanded.clear();
        if (e.kind != ClimbEventKind::Restart && e.kind != ClimbEventKind::Finish)
            repeats += !expanded.insert(key(e.values)).second;
        if (e.kind == ClimbEventKind::Restart) {
            EXPECT_EQ(e.reason, ClimbRestartReason::Exhausted);
            EXPECT_EQ(expanded.size(), 432u);
        }
    });
    EXPECT_EQ(repeats, 0);
    EXPECT_EQ(result.stop, ClimbStop::RestartLimit);
    EXPECT_EQ(result.iterations, 3u * 432);
    EXPECT_EQ(result.restarts, 2);
    EXPECT_EQ(result.otherRestarts, 2);
    EXPECT_EQ(result.plateaus, 0);
    EXPECT_EQ(result.peakSeen, 432u);
    EXPECT_LT(result.bestF1, 32);
}

TEST(BestFirst, SeenLimitRestartsTheClimb)
{
    const Board puzzle = testutil::boardFromLine(testutil::readLines("nytimes_hard.txt")[1]);
    ClimbOptions options = bestFirst(2);
    options.seenCapacity = 300;
    options.plateauCutoff = 100'000;
    options.maxIterations = 2000;
    int limits = 0;
    HillClimber climber;
    const auto result = climber.run(puzzle, options, [&](const ClimbEvent &e) {
        if (e.kind == ClimbEventKind::Restart) {
            EXPECT_EQ(e.reason, ClimbRestartReason::SeenLimit);
            ++limits;
        }
    });
    EXPECT_GT(limits, 1);
    EXPECT_EQ(result.otherRestarts, limits);
    EXPECT_EQ(result.peakSeen, 300u);
}
