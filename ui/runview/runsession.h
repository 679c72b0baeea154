#pragma once

#include "board/board.h"
#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "run/runwriter.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>

class QTimer;
class AsyncRunner;

// One run in the Lab, on the GUI thread: the puzzle, the spec, the run timeline growing as the
// worker streams its chunks in (core::runAndRecord as an AsyncRunner stream, chunks by value), and
// the cursor at the position the user looks at. A new run replaces the timeline: aboutToReset() and
// reset() bracket it so models can follow, once per run (the new timeline already holds the
// run's header: the position before its first event); then grown() as its events arrive. The
// worker never touches the timeline; cancel() raises its stop flag (the engines poll it: within
// 100 ms), keeps what was appended and drops the rest.
//
// The GUI thread stays responsive however fast the worker is: a chunk that arrives is only queued
// (a move); the queue is appended to the timeline in slices of at most kAppendSliceMs per turn of
// the event loop, with one grown() per slice, so a backlog of chunks never holds the thread
// (issue 10: no stall over 50 ms). The run counts as running until its last chunk is appended;
// runEnded() comes after it.
class RunSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunSession)

public:
    explicit RunSession(QObject *parent = nullptr);
    ~RunSession() override;

    // The puzzle the next run starts from (its givens, entered values and pencil marks as
    // core::runHeader reads them). A run of another puzzle is cancelled and dropped.
    void setPuzzle(const core::Board &puzzle, const QString &source);
    const core::Board &puzzle() const { return m_puzzle; }
    QString source() const { return m_source; }

    // The spec of the CLI's words (core::parseRunSpec); none, with the reason, when they are none.
    static std::optional<core::RunSpec> parseSpec(const QString &words, QString *error = nullptr);
    // Starts a run of the spec (the CLI's words, core::parseRunSpec); false with the reason when
    // the words are no spec. A running run is cancelled first.
    bool start(const QString &specWords, QString *error = nullptr);
    void cancel();
    // Drops the run (cancelled first when running): an empty timeline, as before the first run.
    void discard();
    // The worker runs, or chunks it sent wait to be appended.
    bool isRunning() const;
    // The longest a slice of appending takes on the GUI thread (at least one chunk per slice).
    static constexpr int kAppendSliceMs = 8;
    // The run was cancelled: the timeline ends where the last chunk before the cancel did, with
    // no finish.
    bool wasCancelled() const { return m_cancelled; }
    // A run whose timeline held at least this much is handed back to the system when it is
    // replaced or dropped (FreeMemory::returnToSystem).
    static constexpr std::size_t kReturnMemoryBytes = std::size_t { 4 } << 20;
    // The recording budget of the next runs (tests record small budgets).
    void setRecordOptions(const core::RecordOptions &options) { m_options = options; }

    // The run so far: from start() on (its header), until discard() or another puzzle.
    bool hasRun() const { return m_timeline && m_timeline->hasHeader(); }
    const core::RunTimeline &timeline() const { return *m_timeline; }
    const core::RunSpec &spec() const { return m_spec; }
    std::uint64_t eventCount() const { return hasRun() ? m_timeline->eventCount() : 0; }

    // The position shown: the state after `position` events.
    std::uint64_t position() const { return m_position; }
    void seek(std::uint64_t position);
    // The cursor at position() (valid while hasRun()).
    const core::RunCursor &cursor() const { return *m_cursor; }
    // A cursor for look-ups that move it (the facts of an event): never the shown position.
    core::RunCursor &scratchCursor() { return *m_scratch; }
    core::RunCounters counters() const;

signals:
    // A new run (or none) replaces the timeline: before and after. Once per run.
    void aboutToReset();
    void reset();
    // Events [from, to) were appended (and the live counters moved).
    void grown(std::uint64_t from, std::uint64_t to);
    void positionChanged(std::uint64_t position);
    // The run ended (finished, cancelled, or failed with a message).
    void runEnded();
    void failed(const QString &message);

private:
    void receive(core::RunChunk chunk);
    void appendSlice();
    void replaceRun(std::optional<core::RunHeader> header, bool launch);
    void launchWorker();

    core::Board m_puzzle;
    QString m_source;
    core::RunSpec m_spec;
    core::RecordOptions m_options;
    std::unique_ptr<core::RunTimeline> m_timeline;
    std::unique_ptr<core::RunCursor> m_cursor;
    std::unique_ptr<core::RunCursor> m_scratch;
    std::uint64_t m_position = 0;
    bool m_cancelled = false;
    AsyncRunner *m_runner;
    // Chunks received and not appended yet, and the timer of the next slice.
    std::deque<core::RunChunk> m_incoming;
    QTimer *m_slice;
    bool m_workerDone = false; // the worker returned: runEnded() once the queue is empty
};
