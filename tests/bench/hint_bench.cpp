// Hint latency: the next tutor step (core::nextPathStep, the GUI's hint) from every position along
// the tutor's explained paths of Norvig's top95 and of the 17-clue set. Each benchmark is one pass
// over the positions; every hint is timed alone in thread CPU time (steadier than wall time on a
// loaded machine), and p50, p99 and max (µs) are reported as counters, with the puzzle (1-based
// line) and step of the slowest. The 17-clue set is sampled: every Kth puzzle, K from the
// environment variable SUDOKU_BENCH_HINT_STRIDE (default 10; 1 = all 49,158 puzzles).
// Checked on every position: the hint is the path's own next step (technique, placements and
// eliminations), and it agrees with the puzzle's solution.
#include "benchcheck.h"
#include "logic/tutorengine.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

namespace {

std::int64_t threadNanos()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<std::int64_t>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

bool sameStep(const core::Step &a, const core::Step &b)
{
    return a.technique == b.technique && a.placements == b.placements
        && a.eliminations == b.eliminations;
}

void hintsAlongPaths(benchmark::State &state, const std::string &file, std::size_t stride)
{
    const auto lines = testutil::readLines(file);
    std::vector<double> micros;
    std::size_t slowPuzzle = 0;
    std::size_t slowStep = 0;
    std::int64_t slowest = -1;
    for (auto _ : state) {
        micros.clear();
        for (std::size_t i = 0; i < lines.size(); i += stride) {
            core::Board board = testutil::boardFromLine(lines[i]);
            board.fillCandidates();
            const auto solution = benchcheck::uniqueSolution(board);
            const core::SolutionPath path = core::tutorPath(board);
            if (path.status != core::PathStatus::Solved) {
                state.SkipWithError("a tutor path did not reach the solution");
                return;
            }
            for (std::size_t k = 0; k < path.steps.size(); ++k) {
                core::Step hint;
                const std::int64_t t0 = threadNanos();
                const bool found = core::nextPathStep(board, hint);
                const std::int64_t dt = threadNanos() - t0;
                benchmark::DoNotOptimize(hint.technique);
                if (!found || !sameStep(hint, path.steps[k])
                    || !benchcheck::agreesWith(hint, solution)) {
                    state.SkipWithError(("the hint differs from the path's step (puzzle "
                        + std::to_string(i + 1) + ", step " + std::to_string(k + 1) + ")")
                                            .c_str());
                    return;
                }
                micros.push_back(static_cast<double>(dt) / 1000.0);
                if (dt > slowest) {
                    slowest = dt;
                    slowPuzzle = i + 1;
                    slowStep = k + 1;
                }
                core::applyStep(board, path.steps[k]);
            }
        }
    }
    std::sort(micros.begin(), micros.end());
    const auto at = [&](double q) {
        return micros[std::min(micros.size() - 1, static_cast<std::size_t>(q * micros.size()))];
    };
    state.counters["hints"] = static_cast<double>(micros.size());
    state.counters["p50_us"] = at(0.50);
    state.counters["p99_us"] = at(0.99);
    state.counters["max_us"] = micros.back();
    state.counters["slowest_puzzle"] = static_cast<double>(slowPuzzle);
    state.counters["slowest_step"] = static_cast<double>(slowStep);
}

void BM_HintTop95(benchmark::State &state)
{
    hintsAlongPaths(state, "norvig_top95.txt", 1);
}
BENCHMARK(BM_HintTop95)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Hint17Clue(benchmark::State &state)
{
    const char *env = std::getenv("SUDOKU_BENCH_HINT_STRIDE");
    const long stride = env ? std::max(1L, std::strtol(env, nullptr, 10)) : 10;
    hintsAlongPaths(state, "royle_17clue_49158.txt", static_cast<std::size_t>(stride));
}
BENCHMARK(BM_Hint17Clue)->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace
