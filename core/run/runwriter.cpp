#include "run/runwriter.h"

#include "board/cputime.h"

#include <algorithm>
#include <ctime>
#include <utility>

namespace core {

namespace {

int defaultClockInterval(RunFamily family)
{
    switch (family) {
    case RunFamily::Logic:
        return 1;
    case RunFamily::Climb:
        return 16;
    case RunFamily::Search:
        return 128;
    }
    return 1;
}

bool sampledInTail(RunEventKind kind)
{
    return kind == RunEventKind::ClimbMove || kind == RunEventKind::ClimbSideways
        || kind == RunEventKind::ClimbJump;
}

} // namespace

RunWriter::RunWriter(RunHeader header, const RecordOptions &options, ChunkSink sink)
    : m_header { std::move(header) }
    , m_options { options }
    , m_sink { std::move(sink) }
    , m_values { m_header.values }
    , m_candidates { m_header.candidates }
{
    m_clockInterval
        = options.clockInterval > 0 ? options.clockInterval : defaultClockInterval(m_header.family);
    m_chunk.header = m_header;
    m_cpuStart = threadCpuOrSteadyMicros();
    m_lastFlush = std::chrono::steady_clock::now();
}

std::uint32_t RunWriter::cpuMicros() const
{
    const std::int64_t t = threadCpuOrSteadyMicros() - m_cpuStart;
    return static_cast<std::uint32_t>(std::clamp<std::int64_t>(t, 0, 0xffffffffLL));
}

void RunWriter::word(std::uint32_t w)
{
    m_chunk.words.push_back(w);
    if (m_keepTrail)
        m_trail.push_back(w);
}

void RunWriter::detail(std::uint32_t w)
{
    if (m_recording)
        m_chunk.words.push_back(w);
}

void RunWriter::placed(int cell, int symbol, ChangeCause cause)
{
    if (!m_recording)
        return;
    const auto c = static_cast<std::size_t>(cell);
    word(runword::make(runword::Placed, cell, symbol, static_cast<int>(cause)));
    word(runword::before(m_candidates[c]));
    m_values[c] = static_cast<std::uint8_t>(symbol);
    m_candidates[c] = 0;
}

void RunWriter::eliminated(int cell, int symbol, ChangeCause cause)
{
    if (!m_recording)
        return;
    word(runword::make(runword::Eliminated, cell, symbol, static_cast<int>(cause)));
    m_candidates[static_cast<std::size_t>(cell)] &= ~bit(symbol);
}

void RunWriter::valueSet(int cell, int value)
{
    if (!m_recording)
        return;
    const auto c = static_cast<std::size_t>(cell);
    word(runword::make(runword::ValueSet, cell, m_values[c], value));
    m_values[c] = static_cast<std::uint8_t>(value);
}

void RunWriter::swapped(int cellA, int cellB)
{
    if (m_recording)
        std::swap(
            m_values[static_cast<std::size_t>(cellA)], m_values[static_cast<std::size_t>(cellB)]);
}

void RunWriter::undoTrail(std::size_t mark)
{
    if (!m_recording || mark >= m_trail.size())
        return;
    undoWords(std::span<const std::uint32_t>(m_trail).subspan(mark), m_values.data(),
        m_candidates.data());
    m_trail.resize(mark);
}

void RunWriter::commit(RunRecord record)
{
    if (m_recording) {
        const bool isFinish = record.kind == RunEventKind::Finish;
        // One event is kept back for the Finish, so a run within the budget always ends with it.
        const bool fits = eventCount() + (isFinish ? 1 : 2) <= m_options.maxEvents
            && nextWord() <= m_options.maxWords;
        if (fits) {
            record.words = static_cast<std::uint32_t>(m_chunk.firstWord + m_pendingWords);
            m_chunk.events.push_back(record);
            m_pendingWords = m_chunk.words.size();
        } else {
            m_recording = false;
            m_chunk.recordingStopped = true;
            m_chunk.words.resize(m_pendingWords);
            m_trail.clear();
            m_trail.shrink_to_fit();
        }
    }
    advanceCounters(m_live, record, m_header.family, m_header.w1, m_header.w2);
    m_live.cpuMicros = m_lastStamp;
    if (!m_recording && m_header.family == RunFamily::Climb)
        tailPoint(record);
    if (++m_sinceClock >= static_cast<std::uint64_t>(m_clockInterval))
        stamp();
    bool due = m_chunk.events.size() >= m_options.chunkEvents;
    if (!due && ++m_sinceWallCheck >= (m_recording ? 256u : 1024u)) {
        m_sinceWallCheck = 0;
        due = std::chrono::steady_clock::now() - m_lastFlush
            >= std::chrono::milliseconds(m_options.chunkMillis);
    }
    if (due)
        flush();
}

void RunWriter::stamp()
{
    m_sinceClock = 0;
    const std::uint32_t now = std::max(cpuMicros(), m_lastStamp);
    // The events since the last reading share its interval evenly (stamps never decrease).
    const std::size_t n = m_chunk.events.size() - m_unstamped;
    for (std::size_t i = 0; i < n; ++i)
        m_chunk.events[m_unstamped + i].micros = static_cast<std::uint32_t>(
            m_lastStamp + static_cast<std::uint64_t>(now - m_lastStamp) * (i + 1) / n);
    m_unstamped = m_chunk.events.size();
    m_lastStamp = now;
    m_live.cpuMicros = now;
}

void RunWriter::tailPoint(const RunRecord &r)
{
    const bool objective = r.kind == RunEventKind::ClimbStart
        || r.kind == RunEventKind::ClimbRestart || r.kind == RunEventKind::Finish
        || sampledInTail(r.kind);
    if (!objective)
        return;
    if (sampledInTail(r.kind)) {
        const std::uint64_t iteration = recordIteration(r);
        if (iteration % m_tailStride != 0)
            return;
        m_tailSampled.push_back(iteration);
        while (m_tailSampled.size() > m_options.climbTailCapacity) {
            m_tailStride *= 2;
            std::erase_if(m_tailSampled, [&](std::uint64_t i) { return i % m_tailStride != 0; });
        }
    }
    ClimbTailPoint p;
    p.iteration = m_live.iterations;
    p.kind = r.kind;
    p.code = recordCode(r);
    p.restarts = m_live.restarts;
    p.f = m_live.f;
    p.f1 = m_live.f1;
    p.f2 = m_live.f2;
    p.bestF = m_live.bestF;
    m_chunk.climbTail.push_back(p);
}

void RunWriter::flush()
{
    stamp();
    // Words of an event not committed yet stay for the next chunk.
    std::vector<std::uint32_t> pending(
        m_chunk.words.begin() + static_cast<std::ptrdiff_t>(m_pendingWords), m_chunk.words.end());
    m_chunk.words.resize(m_pendingWords);
    m_chunk.counters = m_live;
    m_chunk.climbTailStride = m_tailStride;
    RunChunk next;
    next.firstEvent = eventCount();
    next.firstWord = nextWord();
    next.words = std::move(pending);
    std::swap(next, m_chunk);
    m_pendingWords = 0;
    m_unstamped = 0;
    m_lastFlush = std::chrono::steady_clock::now();
    if (m_sink)
        m_sink(std::move(next));
}

void RunWriter::finish(RunFinish &finish)
{
    stamp();
    finish.totals.cpuMicros = m_live.cpuMicros;
    m_chunk.finish = finish;
    flush();
}

} // namespace core
