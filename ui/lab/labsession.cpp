#include "lab/labsession.h"

#include "common/streamrunner.h"
#include "run/record/runrecorder.h"

#include <stdexcept>

LabSession::LabSession(QObject *parent)
    : QObject { parent }
    , m_timeline { std::make_unique<core::RunTimeline>() }
    , m_runner { new StreamRunner(this) }
{ }

LabSession::~LabSession()
{
    // The worker delivers to this object: stop it before the timeline goes.
    delete m_runner;
}

// Cancels the run in flight and starts an empty timeline (the views are told before and after).
void LabSession::dropRun()
{
    m_runner->cancel();
    emit aboutToReset();
    m_cursor.reset();
    m_scratch.reset();
    m_timeline = std::make_unique<core::RunTimeline>();
    m_position = 0;
    m_cancelled = false;
    emit reset();
}

void LabSession::setPuzzle(const core::Board &puzzle, const QString &source)
{
    const bool other = !(puzzle == m_puzzle);
    m_puzzle = puzzle;
    m_source = source;
    if (other)
        discard();
}

std::optional<core::RunSpec> LabSession::parseSpec(const QString &words, QString *error)
{
    std::string why;
    auto spec = core::parseRunSpec(words.toStdString(), &why);
    if (!spec && error)
        *error = QString::fromStdString(why);
    return spec;
}

bool LabSession::start(const QString &specWords, QString *error)
{
    const auto spec = parseSpec(specWords, error);
    if (!spec)
        return false;
    m_spec = *spec;
    dropRun();

    const core::Board puzzle = m_puzzle;
    const core::RunSpec runSpec = m_spec;
    const core::RecordOptions options = m_options;
    m_runner->start<core::RunChunk, core::RunFinish>(
        [puzzle, runSpec, options](
            const std::atomic<bool> &stop, const StreamRunner::Sink<core::RunChunk> &send) {
            return core::runAndRecord(puzzle, runSpec, &stop, send, options);
        },
        [this](core::RunChunk chunk) { append(std::move(chunk)); },
        [this](core::RunFinish) { emit runEnded(); });
    return true;
}

void LabSession::append(core::RunChunk chunk)
{
    const std::uint64_t before = eventCount();
    const bool first = !hasRun();
    try {
        m_timeline->append(std::move(chunk));
    } catch (const std::exception &e) {
        m_runner->cancel();
        emit failed(QString::fromStdString(e.what()));
        emit runEnded();
        return;
    }
    if (first && hasRun()) {
        m_cursor = std::make_unique<core::RunCursor>(*m_timeline);
        m_scratch = std::make_unique<core::RunCursor>(*m_timeline);
        emit aboutToReset();
        emit reset();
    }
    emit grown(before, eventCount());
}

void LabSession::cancel()
{
    // The engine stops at its next check of the flag; what it still sends is dropped, so the
    // window does not wait for chunks queued behind the cancel.
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    m_cancelled = true;
    emit runEnded();
}

void LabSession::discard()
{
    if (!hasRun() && !isRunning())
        return;
    dropRun();
    emit runEnded();
}

bool LabSession::isRunning() const
{
    return m_runner->isRunning();
}

void LabSession::seek(std::uint64_t position)
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

core::RunCounters LabSession::counters() const
{
    return hasRun() ? m_timeline->countersAt(m_position) : core::RunCounters {};
}
