#include "runview/runsession.h"

#include "common/asyncrunner.h"
#include "common/freememory.h"
#include "run/record/runrecorder.h"

#include <QElapsedTimer>
#include <QTimer>

#include <stdexcept>

RunSession::RunSession(QObject *parent)
    : QObject { parent }
    , m_timeline { std::make_unique<core::RunTimeline>() }
    , m_runner { new AsyncRunner(this) }
    , m_slice { new QTimer(this) }
{
    // A zero timer: the next slice after what else the event loop has to do (input, painting).
    m_slice->setSingleShot(true);
    m_slice->setInterval(0);
    connect(m_slice, &QTimer::timeout, this, &RunSession::appendSlice);
    // A big run leaves free pages behind in the allocator (the worker's chunks, copied into the
    // timeline and freed; the blocks the timeline outgrew): handed back once the run has ended.
    connect(this, &RunSession::runEnded, this, [this] {
        if (hasRun() && m_timeline->memory().total() >= kReturnMemoryBytes)
            FreeMemory::returnToSystem();
    });
    // The worker threw (nothing in the core does): the run ends with what it sent.
    connect(m_runner, &AsyncRunner::failed, this, [this](const QString &message) {
        m_workerDone = true;
        emit failed(message);
        if (m_incoming.empty()) {
            m_workerDone = false;
            emit runEnded();
        }
    });
}

RunSession::~RunSession()
{
    // Nothing of the worker arrives once its runner is gone.
    delete m_runner;
}

// Cancels the run in flight and starts a new timeline: empty, or (a new run) with the header the
// run starts from, its worker launched first (so the views see it running; its chunks come
// through the event loop, after the reset). The views are told before and after: the one reset
// of a run.
void RunSession::replaceRun(std::optional<core::RunHeader> header, bool launch)
{
    m_runner->cancel();
    m_incoming.clear();
    m_slice->stop();
    m_workerDone = false;
    if (launch)
        launchWorker();
    emit aboutToReset();
    m_cursor.reset();
    m_scratch.reset();
    const std::size_t dropped = m_timeline->memory().total();
    m_timeline = std::make_unique<core::RunTimeline>();
    if (header) {
        core::RunChunk first;
        first.header = std::move(header);
        m_timeline->append(std::move(first));
        m_cursor = std::make_unique<core::RunCursor>(*m_timeline);
        m_scratch = std::make_unique<core::RunCursor>(*m_timeline);
    }
    m_position = 0;
    m_cancelled = false;
    emit reset();
    // The views have let go of the old run (their resets are direct calls): its memory goes back
    // to the system, not only to the allocator (common/freememory.h), so that the process shrinks
    // back towards its idle size. Not after small runs: nothing worth the walk.
    if (dropped >= kReturnMemoryBytes)
        FreeMemory::returnToSystem();
}

void RunSession::setPuzzle(const core::Board &puzzle, const QString &source)
{
    const bool other = !(puzzle == m_puzzle);
    m_puzzle = puzzle;
    m_source = source;
    if (other)
        discard();
}

std::optional<core::RunSpec> RunSession::parseSpec(const QString &words, QString *error)
{
    std::string why;
    auto spec = core::parseRunSpec(words.toStdString(), &why);
    if (!spec && error)
        *error = QString::fromStdString(why);
    return spec;
}

bool RunSession::start(const QString &specWords, QString *error)
{
    const auto spec = parseSpec(specWords, error);
    if (!spec)
        return false;
    // The run's header, as the worker starts from it (core::runAndRecord makes the same one): the
    // new timeline has it at once, so the views take the new run in one reset, and the worker's
    // chunks only grow it.
    std::optional<core::RunHeader> header;
    try {
        header = core::runHeader(m_puzzle, *spec);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    m_spec = *spec;
    replaceRun(std::move(header), true);
    return true;
}

void RunSession::launchWorker()
{
    const core::Board puzzle = m_puzzle;
    const core::RunSpec runSpec = m_spec;
    const core::RecordOptions options = m_options;
    m_runner->stream<core::RunChunk, core::RunFinish>(
        [puzzle, runSpec, options](
            const std::atomic<bool> &stop, const AsyncRunner::Sink<core::RunChunk> &send) {
            return core::runAndRecord(puzzle, runSpec, &stop, send, options);
        },
        [this](core::RunChunk chunk) { receive(std::move(chunk)); },
        [this](core::RunFinish) {
            m_workerDone = true;
            if (m_incoming.empty())
                emit runEnded();
        });
}

void RunSession::receive(core::RunChunk chunk)
{
    // The first chunk's header is the one start() put in the timeline already.
    chunk.header.reset();
    m_incoming.push_back(std::move(chunk));
    if (!m_slice->isActive())
        m_slice->start();
}

void RunSession::appendSlice()
{
    const std::uint64_t before = eventCount();
    QString error;
    QElapsedTimer clock;
    clock.start();
    do {
        core::RunChunk chunk = std::move(m_incoming.front());
        m_incoming.pop_front();
        try {
            m_timeline->append(std::move(chunk));
        } catch (const std::exception &e) {
            // A chunk that does not follow on: the run stops with what was appended before it.
            error = QString::fromStdString(e.what());
            m_runner->cancel();
            m_incoming.clear();
            m_workerDone = true;
        }
    } while (!m_incoming.empty() && clock.elapsed() < kAppendSliceMs);
    if (!m_incoming.empty())
        m_slice->start();
    if (eventCount() > before || error.isEmpty())
        emit grown(before, eventCount());
    if (!error.isEmpty())
        emit failed(error);
    if (m_incoming.empty() && m_workerDone) {
        m_workerDone = false;
        emit runEnded();
    }
}

void RunSession::cancel()
{
    // The engine stops at its next check of the flag; what it still sends is dropped, so the
    // window does not wait for chunks queued behind the cancel.
    if (!isRunning())
        return;
    m_runner->cancel();
    m_incoming.clear();
    m_slice->stop();
    m_workerDone = false;
    m_cancelled = true;
    emit runEnded();
}

void RunSession::discard()
{
    if (!hasRun() && !isRunning())
        return;
    replaceRun(std::nullopt, false);
    emit runEnded();
}

bool RunSession::isRunning() const
{
    return m_runner->isRunning() || !m_incoming.empty();
}

void RunSession::seek(std::uint64_t position)
{
    if (!hasRun())
        return;
    position = std::min(position, eventCount());
    if (position == m_position && m_cursor->position() == position)
        return;
    // One event either way costs that event's changes; further, the nearest snapshot.
    if (position == m_cursor->position() + 1)
        m_cursor->forward();
    else if (position + 1 == m_cursor->position())
        m_cursor->back();
    else
        m_cursor->seek(position);
    m_position = position;
    emit positionChanged(position);
}

core::RunCounters RunSession::counters() const
{
    return hasRun() ? m_timeline->countersAt(m_position) : core::RunCounters {};
}
