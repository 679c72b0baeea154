#pragma once

// The writing half of a run timeline, used on the worker thread by the recorders
// (run/record/runrecorder.h): it packs events and their change words, keeps the state they lead
// to (so a placement can store the candidates it removes, and a restore can be undone), stamps
// the events with the thread's CPU time, enforces the recording budget, folds the counters of
// every engine event (recorded or not) and hands the run over in chunks.

#include "run/runcursor.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace core {

struct RecordOptions
{
    // The recording budget: events and change words kept. Past either, the run goes on and its
    // chunks carry the counters, the climber's thinned tail and the finish.
    std::uint64_t maxEvents = 4'000'000;
    std::uint64_t maxWords = 32'000'000;
    // A chunk is handed over when it holds this many events, or when this much wall time passed
    // since the previous one (whichever comes first), and at the end.
    std::size_t chunkEvents = 16384;
    int chunkMillis = 40;
    // Points of the climber's series kept past the budget (thinned, like core::ClimbRecorder).
    std::size_t climbTailCapacity = 4096;
    // Events between two readings of the thread's CPU clock (0: the family's default: 1 for logic,
    // 16 for the climber, 128 for search); the events between get stamps interpolated between
    // the two readings (a reading costs about a microsecond).
    int clockInterval = 0;
};

// Receives each chunk on the worker thread: move it to the thread that owns the timeline.
using ChunkSink = std::function<void(RunChunk &&chunk)>;

class RunWriter
{
public:
    RunWriter(RunHeader header, const RecordOptions &options, ChunkSink sink);

    const RunHeader &header() const { return m_header; }
    // False once the budget was reached.
    bool recording() const { return m_recording; }
    // The state after the changes written so far.
    int value(int cell) const { return m_values[static_cast<std::size_t>(cell)]; }
    Mask candidates(int cell) const { return m_candidates[static_cast<std::size_t>(cell)]; }
    std::span<const std::uint8_t> values() const { return m_values; }
    // The run-wide index of the next word written.
    std::uint64_t nextWord() const { return m_chunk.firstWord + m_chunk.words.size(); }
    std::uint64_t eventCount() const { return m_chunk.firstEvent + m_chunk.events.size(); }

    // The words of the event being written (applied to the state as they come); nothing once the
    // recording has stopped. Details go before the changes.
    void detail(std::uint32_t word);
    void placed(int cell, int symbol, ChangeCause cause);
    void eliminated(int cell, int symbol, ChangeCause cause);
    void valueSet(int cell, int value);
    // A swap of two values (a climber's move): no words, the record names the cells.
    void swapped(int cellA, int cellB);

    // The trail, for families that restore: every change word is also kept here until undone,
    // so a restore can bring the state back after its words were handed over.
    void keepTrail(bool on) { m_keepTrail = on; }
    std::size_t trailMark() const { return m_trail.size(); }
    // Undoes the state back to the mark (the trail's words from the end).
    void undoTrail(std::size_t mark);

    // Records the event whose words were written since the previous commit (sets record.words),
    // folds it into the counters, and hands a chunk over when one is due. Past the budget the
    // event only counts.
    void commit(RunRecord record);
    // Hands the last chunk over, with how the run finished (its CPU time set to the last
    // reading of the clock).
    void finish(RunFinish &finish);

    const RunCounters &counters() const { return m_live; }

private:
    void word(std::uint32_t w);
    void stamp();
    void flush();
    void tailPoint(const RunRecord &record);
    std::uint32_t cpuMicros() const;

    RunHeader m_header;
    RecordOptions m_options;
    ChunkSink m_sink;
    int m_clockInterval = 1;
    bool m_recording = true;
    bool m_keepTrail = false;
    std::vector<std::uint8_t> m_values;
    std::vector<Mask> m_candidates;
    std::vector<std::uint32_t> m_trail;
    RunChunk m_chunk;
    std::size_t m_pendingWords = 0; // index in m_chunk.words where the current event's begin
    std::size_t m_unstamped = 0; // first event of the chunk without its CPU time
    std::uint32_t m_lastStamp = 0;
    std::uint64_t m_sinceClock = 0;
    std::uint64_t m_sinceWallCheck = 0;
    std::int64_t m_cpuStart = 0;
    std::chrono::steady_clock::time_point m_lastFlush;
    RunCounters m_live;
    std::uint64_t m_tailStride = 1;
    std::vector<std::uint64_t> m_tailSampled; // iterations of the sampled tail points kept
};

} // namespace core
