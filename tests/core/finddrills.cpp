// Finds the puzzles of the drill index (resources/puzzles/drill_index.txt) and of the drill list
// of rare techniques (resources/puzzles/drill_rare.txt): walks the tutor's path of every puzzle
// of the files given, the way DrillGenerator walks it (core/drill), and prints, for every
// technique the path takes, one line: the file, the puzzle's index in it (from 1), its givens,
// the technique's id, the path step where the technique comes first (from 0) and the time in ms
// the walk took to get there (the thread's CPU time: steadier than the wall's on a busy
// machine). A walk is given up after FINDDRILLS_BUDGET_MS (default 3000): what comes later is no
// use to a drill that must be ready in 1 s. Not built by default:
//
//   cmake --build build/release --target finddrills
//   B=build/release/tests/core/finddrills P=resources/puzzles
//   $B $P/nytimes_*.txt $P/norvig_top95.txt $P/drill_rare.txt > reach.tsv
//
// The index takes, per technique after the Hidden Pair, the 10 puzzles that reach it soonest
// (sort -t$'\t' -k4,4 -k6,6n reach.tsv), only those within 100 ms where there are some.
// drill_rare.txt was found the same way over the lists of tests/data (the 17-clue list, Norvig's
// and Inkala's, the clue bands) and over puzzles of core/generator made with the technique as
// target: up to 10 puzzles for each technique that no collection's path reached, up to 3 for
// each that fewer than 3 collection puzzles reach within 50 ms. The test DrillIndex.EveryLeadHolds
// (drill_test.cpp) checks that each line of the index still holds.

#include "board/formats.h"
#include "board/solutioncounter.h"
#include "logic/logicengine.h"
#include "logic/tutorengine.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <thread>
#include <vector>

using namespace core;

namespace {

double cpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    const LogicEngine engine = tutorEngine();
    using Clock = std::chrono::steady_clock;
    const char *budgetText = std::getenv("FINDDRILLS_BUDGET_MS");
    const auto budget = std::chrono::milliseconds(budgetText ? std::atoll(budgetText) : 3000);
    // A watchdog raises the walk's stop flag at its deadline.
    std::atomic<bool> stop { false };
    std::atomic<bool> done { false };
    std::atomic<Clock::rep> deadline { Clock::time_point::max().time_since_epoch().count() };
    std::thread watchdog([&] {
        while (!done) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            if (Clock::now().time_since_epoch().count() > deadline.load())
                stop = true;
        }
    });
    for (int a = 1; a < argc; ++a) {
        const ParseResult parsed = readPuzzleFile(argv[a]);
        for (const Puzzle &puzzle : parsed.puzzles) {
            const Board givens = puzzle.board.givensOnly();
            SolutionCounter counter(givens.geometry());
            if (!counter.count(givens, 2).unique())
                continue;
            std::string text;
            for (int c = 0; c < givens.cellCount(); ++c)
                text += givens.isGiven(c) ? Geometry::symbolChar(givens.value(c)) : '.';
            PathOptions options;
            options.enabled = tutorTechniques();
            options.source = CandidateSource::Computed;
            options.keepSteps = false;
            options.stop = &stop;
            std::vector<bool> seen(kTechniqueCount, false);
            int steps = 0;
            const auto start = Clock::now();
            const double startCpu = cpuMs();
            stop = false;
            deadline = (start + budget).time_since_epoch().count();
            options.onStep = [&](const Step &step, const Board &) {
                const auto t = static_cast<std::size_t>(step.technique);
                if (!seen[t]) {
                    seen[t] = true;
                    const double ms = cpuMs() - startCpu;
                    std::printf("%s\t%d\t%s\t%s\t%d\t%.1f\n", argv[a], puzzle.index, text.c_str(),
                        std::string(techniqueId(step.technique)).c_str(), steps, ms);
                }
                ++steps;
            };
            engine.solutionPath(LogicEngine::prepare(givens, CandidateSource::Computed), options);
            std::fflush(stdout);
        }
    }
    done = true;
    watchdog.join();
}
