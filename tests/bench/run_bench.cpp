// The Solver Lab's run timeline (issue 10): recording a search run of about 10^6 events, the
// memory it takes per event, and seeking to 1,000 random positions (median and max of one seek).
//
// The run: top95 #83 (1-based, as `sudoku-cli compare` numbers it), lexicographic order with
// forward checking, solve: 287,736 recursions, about 1.2 million events.
//   sudoku_bench --benchmark_filter=Run
// Counters: "events", "bytes/event" (all the timeline holds: records, change words, snapshots,
// tree; capacities), "record bytes/event" (records and words alone), "seek median us", "seek max
// us", "step ns/event" (one event forward and back), "append max ms" (one streamed chunk appended
// on the GUI thread); BM_RunAppendStreamedToBudget: the same, streamed up to the recording budget
// of 4 million events.
#include "run/record/runrecorder.h"
#include "run/runcursor.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <random>
#include <string>
#include <vector>

namespace {

constexpr int kTop95Index = 83; // 1-based
constexpr const char *kSpec = "search --strategy lex --propagation fc --goal solve";

const core::Board &puzzle()
{
    static const core::Board board
        = testutil::boardFromLine(testutil::readLines("norvig_top95.txt").at(kTop95Index - 1));
    return board;
}

core::RunSpec runSpec()
{
    return *core::parseRunSpec(kSpec);
}

const core::RunTimeline &recorded()
{
    static const core::RunTimeline timeline = core::recordRun(puzzle(), runSpec());
    return timeline;
}

// The timeline is whole and ends on the solution: a wrong recording fast is no result.
bool checkTimeline(const core::RunTimeline &t)
{
    if (t.truncated() || !t.finished() || t.finish().outcome != core::RunOutcome::Solved)
        return false;
    core::RunCursor cursor(t);
    cursor.seek(t.eventCount());
    return std::equal(cursor.values().begin(), cursor.values().end(), t.finish().values.begin(),
        t.finish().values.end());
}

void setMemoryCounters(benchmark::State &state, const core::RunTimeline &t)
{
    const auto events = static_cast<double>(t.eventCount());
    const core::RunMemory m = t.memory();
    state.counters["events"] = events;
    state.counters["words/event"] = static_cast<double>(t.wordCount()) / events;
    state.counters["bytes/event"] = static_cast<double>(m.total()) / events;
    state.counters["record bytes/event"] = static_cast<double>(m.events + m.words) / events;
    state.counters["MB"] = static_cast<double>(m.total()) / 1e6;
}

void BM_RunRecordSearch(benchmark::State &state)
{
    const core::RunSpec spec = runSpec();
    std::uint64_t events = 0;
    bool ok = true;
    for (auto _ : state) {
        core::RunTimeline t = core::recordRun(puzzle(), spec);
        events += t.eventCount();
        state.PauseTiming();
        ok = ok && checkTimeline(t);
        setMemoryCounters(state, t);
        state.ResumeTiming();
    }
    if (!ok)
        state.SkipWithError("the recorded run is truncated or does not end on the solution");
    state.counters["ns/event"] = benchmark::Counter(static_cast<double>(events) * 1e-9,
        benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RunRecordSearch)->Unit(benchmark::kMillisecond)->Iterations(2);

// The CPU time of this thread, in microseconds (a seek's own cost, whatever else the machine runs).
double threadMicros()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) * 1e-3;
}

// One iteration: 1,000 seeks, each from where the previous one left the cursor to a random
// position; each seek timed alone, by the steady clock (wall: includes the thread being
// preempted on a loaded machine) and by the thread's CPU clock, for their medians and maxima.
void BM_RunSeekRandom(benchmark::State &state)
{
    const core::RunTimeline &t = recorded();
    if (!checkTimeline(t)) {
        state.SkipWithError("the recorded run is truncated or does not end on the solution");
        return;
    }
    std::mt19937_64 rng(2026);
    std::uniform_int_distribution<std::uint64_t> pick(0, t.eventCount());
    core::RunCursor cursor(t);
    core::RunCursor check(t);
    std::vector<double> micros;
    std::vector<double> cpuMicros;
    bool ok = true;
    for (auto _ : state) {
        for (int i = 0; i < 1000; ++i) {
            const std::uint64_t p = pick(rng);
            const double cpuStart = threadMicros();
            const auto start = std::chrono::steady_clock::now();
            cursor.seek(p);
            const auto end = std::chrono::steady_clock::now();
            const double cpuEnd = threadMicros();
            benchmark::DoNotOptimize(cursor.values().data());
            micros.push_back(std::chrono::duration<double, std::micro>(end - start).count());
            cpuMicros.push_back(cpuEnd - cpuStart);
            if (i % 100 == 0) {
                // Checked against stepping: from the position before, one event forward.
                state.PauseTiming();
                check.seek(p == 0 ? 0 : p - 1);
                if (p > 0)
                    check.forward();
                ok = ok && check.position() == p
                    && std::ranges::equal(check.values(), cursor.values())
                    && std::ranges::equal(check.candidates(), cursor.candidates());
                state.ResumeTiming();
            }
        }
    }
    if (!ok)
        state.SkipWithError("a seek's board differs from stepping there");
    std::ranges::sort(micros);
    std::ranges::sort(cpuMicros);
    state.counters["seek median us"] = micros[micros.size() / 2];
    state.counters["seek max us"] = micros.back();
    state.counters["seek cpu median us"] = cpuMicros[cpuMicros.size() / 2];
    state.counters["seek cpu max us"] = cpuMicros.back();
    state.counters["seeks"] = static_cast<double>(micros.size());
    setMemoryCounters(state, t);
}
// 1,000 seeks per figure, as the issue asks; a few repetitions give the spread.
BENCHMARK(BM_RunSeekRandom)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(5);

// Stepping: the whole run forward one event at a time, then back to the start.
void BM_RunStepForwardBack(benchmark::State &state)
{
    const core::RunTimeline &t = recorded();
    core::RunCursor cursor(t);
    const std::vector<core::Mask> start(cursor.candidates().begin(), cursor.candidates().end());
    std::uint64_t steps = 0;
    for (auto _ : state) {
        while (cursor.forward())
            ++steps;
        while (cursor.back())
            ++steps;
    }
    if (!std::ranges::equal(cursor.candidates(), start))
        state.SkipWithError("forward then back did not return to the start");
    state.counters["step ns/event"] = benchmark::Counter(static_cast<double>(steps) * 1e-9,
        benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RunStepForwardBack)->Unit(benchmark::kMillisecond);

// The GUI thread's share of streaming: appending the worker's chunks (16,384 events each, as
// RecordOptions hands them over) to the timeline, each append timed alone (thread CPU) for its
// median and maximum: the stall a chunk can cause (the issue allows 50 ms).
void BM_RunAppendChunks(benchmark::State &state)
{
    std::vector<core::RunChunk> chunks;
    core::runAndRecord(
        puzzle(), runSpec(), nullptr, [&](core::RunChunk &&c) { chunks.push_back(std::move(c)); });
    std::vector<double> micros;
    std::uint64_t events = 0;
    for (auto _ : state) {
        state.PauseTiming();
        std::vector<core::RunChunk> copies = chunks;
        core::RunTimeline t;
        state.ResumeTiming();
        for (core::RunChunk &c : copies) {
            const double start = threadMicros();
            t.append(std::move(c));
            micros.push_back(threadMicros() - start);
        }
        events = t.eventCount();
        if (!checkTimeline(t))
            state.SkipWithError("the appended timeline is not the whole run");
    }
    std::ranges::sort(micros);
    state.counters["chunks"] = static_cast<double>(chunks.size());
    state.counters["events"] = static_cast<double>(events);
    state.counters["append median ms"] = micros[micros.size() / 2] * 1e-3;
    state.counters["append max ms"] = micros.back() * 1e-3;
}
BENCHMARK(BM_RunAppendChunks)->Unit(benchmark::kMillisecond)->Iterations(3);

// The same on the longest run the Lab records: top95 #1, lex without propagation (about ten
// million recursions), recorded up to its budget of 4 million events (RecordOptions). Each chunk
// is appended as it is handed over (the worker's sink), each append timed alone (thread CPU):
// the median and the maximum, and the maximum over the chunks that arrive past 1, 2 and 3 million
// events (what a growing timeline costs late in a run).
void BM_RunAppendStreamedToBudget(benchmark::State &state)
{
    const core::Board board
        = testutil::boardFromLine(testutil::readLines("norvig_top95.txt").at(0));
    const core::RunSpec spec = *core::parseRunSpec("search --strategy lex --propagation none");
    std::vector<double> micros;
    double lateMax[3] = { 0, 0, 0 };
    std::uint64_t events = 0;
    double bytesPerEvent = 0;
    for (auto _ : state) {
        core::RunTimeline t;
        std::atomic<bool> stop { false };
        core::runAndRecord(board, spec, &stop, [&](core::RunChunk &&c) {
            const double start = threadMicros();
            t.append(std::move(c));
            const double spent = threadMicros() - start;
            micros.push_back(spent);
            for (int m = 0; m < 3; ++m)
                if (t.eventCount() > std::uint64_t(m + 1) * 1'000'000)
                    lateMax[m] = std::max(lateMax[m], spent);
            // Past the budget only counters come: enough.
            if (t.truncated())
                stop = true;
        });
        events = t.eventCount();
        bytesPerEvent = static_cast<double>(t.memory().total()) / static_cast<double>(events);
        if (!t.truncated() || events < 3'900'000)
            state.SkipWithError("the run did not reach its recording budget");
    }
    std::ranges::sort(micros);
    state.counters["events"] = static_cast<double>(events);
    state.counters["bytes/event"] = bytesPerEvent;
    state.counters["chunks"] = static_cast<double>(micros.size());
    state.counters["append median ms"] = micros[micros.size() / 2] * 1e-3;
    state.counters["append max ms"] = micros.back() * 1e-3;
    state.counters["append max >1M ms"] = lateMax[0] * 1e-3;
    state.counters["append max >2M ms"] = lateMax[1] * 1e-3;
    state.counters["append max >3M ms"] = lateMax[2] * 1e-3;
}
BENCHMARK(BM_RunAppendStreamedToBudget)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
