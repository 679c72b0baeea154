#pragma once

// The run timeline: every recorded event of one solver run on one puzzle (runevent.h), grown by
// appending chunks (RunChunk) as the run streams in, with the small indexes the Lab's views need:
// board snapshots (any position in microseconds), counters at any position, the search tree
// (issue 11) and the climber's series (issue 12). Board types only; run/record/ fills it from
// the engines (runrecorder.h: runAndRecord, recordRun).
//
// Positions. Position p (0 <= p <= eventCount()) is the state after the first p events: position 0
// is the header's initial state, and event k leads from position k to position k + 1. "The board
// at event k" is the board at position k + 1 (the event applied).
//
// Threads. A timeline is a plain value owned by one thread. The worker's recorder hands out chunks
// by value; the GUI thread appends them to its own timeline. Nothing is shared, nothing locks.

#include "board/board.h"
#include "run/runevent.h"
#include "run/runrecord.h"
#include "run/runstorage.h"
#include "run/runtree.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace core {

// What a timeline knows before its first event.
struct RunHeader
{
    RunFamily family = RunFamily::Search;
    // The puzzle as it was given (its givens are the board's givens at every position).
    Board puzzle;
    // The state before the first event (candidates 0 on filled cells): the search's root grid
    // before propagation, the logic engine's starting candidates, the climber's givens alone.
    std::vector<std::uint8_t> values;
    std::vector<Mask> candidates;
    // The run spec in the CLI's words (run/record/runspec.h parses and writes it), e.g.
    // "search --strategy ctn --propagation fc --goal neutralize --seed 0 --limit 0".
    std::string spec;
    // The climber's weights: f = w1 f1 + w2 f2.
    int w1 = 1;
    int w2 = -1;
};

// How the run ended: the outcome, the engine's own status (SearchStatus, ClimbStop, the tutor's
// PathStatus or the FILTER's and Chen's GridStatus, as its number), the counters at the end (also
// past the recording budget) and the grid it ended with (a solution, the climber's best state).
struct RunFinish
{
    RunOutcome outcome = RunOutcome::NoSolution;
    std::uint8_t status = 0;
    RunCounters totals;
    std::vector<std::uint8_t> values;

    bool operator==(const RunFinish &) const = default;
};

// A point of the climber's series past the recording budget (thinned like core::ClimbRecorder:
// iterations that are multiples of the stride, and every start, restart and the finish).
struct ClimbTailPoint
{
    std::uint64_t iteration = 0;
    RunEventKind kind = RunEventKind::ClimbMove;
    std::uint8_t code = 0; // ClimbRestart: the reason (ClimbRestartReason); ClimbStart: the init
    int restarts = 0;
    int f = 0;
    int f1 = 0;
    int f2 = 0;
    int bestF = 0;

    bool operator==(const ClimbTailPoint &) const = default;
};

// A piece of a run as the worker hands it over: the events recorded since the previous chunk
// (their word offsets are the run's, not the chunk's), their words, the counters after the last
// engine event so far (recorded or not), and at the end how the run finished.
struct RunChunk
{
    std::optional<RunHeader> header; // in the first chunk only
    std::uint64_t firstEvent = 0; // events of the run before this chunk
    std::uint64_t firstWord = 0; // words of the run before this chunk
    std::vector<RunRecord> events;
    std::vector<std::uint32_t> words;
    RunCounters counters;
    // The recording budget was reached: no event is recorded after this chunk's (the counters,
    // the climber's thinned tail and the finish still come).
    bool recordingStopped = false;
    // The climber's series past the budget: new points, and the stride in force (a receiver drops
    // the sampled points of its tail that are not multiples of it).
    std::vector<ClimbTailPoint> climbTail;
    std::uint64_t climbTailStride = 1;
    std::optional<RunFinish> finish; // in the last chunk only
};

// A start or restart of the climber.
struct ClimbMark
{
    std::uint64_t event = 0; // the ClimbStart / ClimbRestart event
    std::uint64_t iteration = 0;
    int restarts = 0; // restarts before this start; the restart's number (1, 2, ...)
    std::uint8_t code = 0; // ClimbStart: the ClimbInit; ClimbRestart: the ClimbRestartReason
    int f = 0;
    int f1 = 0;
    int f2 = 0;

    bool operator==(const ClimbMark &) const = default;
};

// One pixel column of the climber's chart: the events of the iterations it covers, decimated.
struct ClimbColumn
{
    bool empty = true; // no recorded point falls in the column
    std::uint64_t firstIteration = 0;
    std::uint64_t lastIteration = 0;
    int minF = 0;
    int maxF = 0;
    int lastF = 0;
    int minF1 = 0;
    int maxF1 = 0;
    int minF2 = 0;
    int maxF2 = 0;
    int bestF = 0; // the best f at the column's last point
    int restarts = 0; // restarts within the column
};

// A point of the climber's series at a recorded event.
struct ClimbSeriesPoint
{
    RunEventKind kind = RunEventKind::ClimbStart;
    std::uint64_t iteration = 0;
    int restarts = 0;
    int f = 0;
    int f1 = 0;
    int f2 = 0;
    int bestF = 0;
};

// Memory a timeline holds, in bytes (capacities, not sizes: what the process pays).
struct RunMemory
{
    std::size_t events = 0;
    std::size_t words = 0;
    std::size_t snapshots = 0;
    std::size_t tree = 0;
    std::size_t climb = 0;
    std::size_t total() const { return events + words + snapshots + tree + climb; }
};

class RunTimeline
{
public:
    RunTimeline() = default;

    // Appends the next chunk of the run (the first one brings the header). Throws
    // std::invalid_argument for a chunk that does not continue this timeline (a header twice or
    // missing, events or words that do not follow on). Cost: O(events + words of the chunk): the
    // storage is in blocks (runstorage.h), a full block is never moved or copied.
    void append(RunChunk chunk);
    // The storage's block sizes (before the first append; tests make them small so that short
    // runs cross blocks): 2^eventShift events per block of records, wordBlock words per block of
    // change words.
    void setStorageBlocks(int eventShift, std::size_t wordBlock);

    bool hasHeader() const { return m_header.has_value(); }
    const RunHeader &header() const { return *m_header; }
    RunFamily family() const { return m_header->family; }
    const Geometry &geometry() const { return m_header->puzzle.geometry(); }
    int cellCount() const { return geometry().cellCount(); }

    // Recorded events (positions run from 0 to eventCount()).
    std::uint64_t eventCount() const { return m_events.size(); }
    std::uint64_t wordCount() const { return m_words.size(); }
    const RunRecord &record(std::uint64_t k) const { return m_events[static_cast<std::size_t>(k)]; }
    RunEventKind kind(std::uint64_t k) const { return record(k).kind; }
    std::uint32_t micros(std::uint64_t k) const { return record(k).micros; }
    RunEvent event(std::uint64_t k) const;

    // The changes an event makes, in order (a Backtrack or Refutation: the changes it undoes, as
    // they were made; undoing runs them backwards). A ClimbMove or ClimbSideways has none: it
    // swaps the values of its two cells. words(): the pool from `begin`: the words of one event,
    // or a restore's range (RunEvent::restoreBegin, restoreCount); other ranges that cross the
    // pool's blocks throw std::out_of_range.
    std::vector<RunChange> changes(std::uint64_t k) const;
    // The words of the event's own changes, and of its details (LogicStep: the step).
    std::span<const std::uint32_t> changeWords(std::uint64_t k) const;
    std::span<const std::uint32_t> detailWords(std::uint64_t k) const;
    std::span<const std::uint32_t> words(std::uint64_t begin, std::uint64_t count) const;

    // The counters at a position (after its events): the last snapshot's plus the events since
    // (at most a few thousand; microseconds).
    RunCounters countersAt(std::uint64_t position) const;
    // The latest counters streamed, also past the recording budget.
    const RunCounters &liveCounters() const { return m_live; }
    // The recording budget was reached: the events stop at eventCount(), the run went on.
    bool truncated() const { return m_truncated; }
    bool finished() const { return m_finish.has_value(); }
    const RunFinish &finish() const { return *m_finish; }

    // The first event at or after `from` (or at or before, backwards) whose kind is in `kinds`
    // (a bit per RunEventKind: kindBit()); eventCount() / -1 when there is none.
    static constexpr std::uint32_t kindBit(RunEventKind kind)
    {
        return std::uint32_t { 1 } << static_cast<int>(kind);
    }
    std::uint64_t findNext(std::uint64_t from, std::uint32_t kinds) const;
    std::int64_t findPrevious(std::int64_t from, std::uint32_t kinds) const;
    // The first event stamped at or after `micros` of CPU time (eventCount() if none): the race's
    // lockstep "per 1 ms of CPU".
    std::uint64_t eventAtMicros(std::uint32_t micros) const;

    // The search tree (Search) or Chen's assumption tree (Logic, mode chen).
    const RunTree &tree() const { return m_tree; }
    // The node an event is about (-1 for an event of no node: climb, the tutor, the FILTER).
    std::int64_t nodeOfEvent(std::uint64_t k) const;
    // The node whose grid the board shows at a position (after a Backtrack: the parent).
    std::uint64_t nodeAt(std::uint64_t position) const;

    // The climber: its starts and restarts, the point at a recorded event, the event where an
    // iteration is reached, the chart's columns over a range of iterations (the recorded events,
    // then the thinned tail past the budget), and the tail itself.
    const std::vector<ClimbMark> &climbStarts() const { return m_climbStarts; }
    const std::vector<ClimbMark> &climbRestarts() const { return m_climbRestarts; }
    ClimbSeriesPoint climbPoint(std::uint64_t k) const;
    // The first recorded event whose iteration count is `iteration` or more (eventCount() when
    // the recorded part ends before it).
    std::uint64_t eventOfIteration(std::uint64_t iteration) const;
    std::vector<ClimbColumn> climbColumns(
        std::uint64_t firstIteration, std::uint64_t lastIteration, int columns) const;
    const std::vector<ClimbTailPoint> &climbTail() const { return m_tail; }
    std::uint64_t climbTailStride() const { return m_tailStride; }

    RunMemory memory() const;

private:
    friend class RunCursor;
    // Applies event k to a state (values and candidates per cell), forwards or backwards (undone);
    // returns the words it touched (a climber's swap counts one).
    std::size_t moveOver(
        std::uint64_t k, std::uint8_t *values, Mask *candidates, bool forward) const;
    void start(const RunHeader &header);
    void index(std::uint64_t k);
    void snapshot(std::uint64_t position);
    void mergeTail(std::vector<ClimbTailPoint> &&points, std::uint64_t stride);
    // The snapshot at or before a position.
    std::size_t snapshotBefore(std::uint64_t position) const;

    std::optional<RunHeader> m_header;
    BlockArray<RunRecord> m_events { 16 };
    RunWordPool m_words;
    // Restore ranges that cross the pool's blocks, copied whole: (begin, count) -> the words.
    std::map<std::pair<std::uint64_t, std::uint64_t>, std::vector<std::uint32_t>> m_spills;
    // Snapshots: positions, counters, and the boards (a row of cellCount() values and masks each).
    std::vector<std::uint64_t> m_snapPosition;
    std::vector<RunCounters> m_snapCounters;
    BlockArray<std::uint8_t> m_snapValues { 8 };
    BlockArray<Mask> m_snapCandidates { 8 };
    // The state at the end, kept to take the snapshots.
    std::vector<std::uint8_t> m_tipValues;
    std::vector<Mask> m_tipCandidates;
    RunCounters m_tipCounters;
    std::uint64_t m_workSinceSnapshot = 0;
    RunCounters m_live;
    bool m_truncated = false;
    std::optional<RunFinish> m_finish;
    RunTree m_tree;
    std::vector<ClimbMark> m_climbStarts;
    std::vector<ClimbMark> m_climbRestarts;
    std::vector<ClimbTailPoint> m_tail;
    std::uint64_t m_tailStride = 1;
};

} // namespace core
