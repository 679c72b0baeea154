#include "compare/batchrunner.h"

#include "batch/parallel.h"
#include "common/asyncrunner.h"

namespace {

// How often finished rows are handed on (one signal with many rows, not one per puzzle).
constexpr int kDrainMillis = 40;

} // namespace

BatchRunner::BatchRunner(QObject *parent)
    : QObject { parent }
    , m_runner { new AsyncRunner(this) }
{
    m_timer.setInterval(kDrainMillis);
    connect(&m_timer, &QTimer::timeout, this, &BatchRunner::drain);
    // Work that threw (nothing in the core does) ends the job with what it delivered.
    connect(m_runner, &AsyncRunner::failed, this, [this] { end({ core::batchMicros() }); });
}

// The runner (a child) cancels the work: the workers stop at their next look at the flag, and
// nothing of theirs is delivered any more.
BatchRunner::~BatchRunner() = default;

bool BatchRunner::start(std::shared_ptr<const BatchJob> job)
{
    if (isRunning() || !job)
        return false;
    m_job = std::move(job);
    m_running = true;
    m_cancelled = false;
    m_pending.clear();
    m_done = 0;
    m_cancelledAt = 0;
    m_cancelMillis = -1;
    m_startedAt = core::batchMicros();
    const std::shared_ptr<const BatchJob> shared = m_job;
    m_runner->stream<BatchRow, End>(
        [shared](const std::atomic<bool> &stop, const AsyncRunner::Sink<BatchRow> &send) {
            const BatchJob &job = *shared;
            const int workers = core::batchWorkerCount(job.threads);
            const std::size_t ns = job.setup.strategies.size();
            std::vector<std::unique_ptr<core::CompareRunner>> runners(workers);
            std::vector<std::unique_ptr<core::Rater>> raters(workers);
            std::vector<std::unique_ptr<core::HillClimber>> climbers(workers);
            std::vector<BatchRow> rows(job.puzzles.size());
            const core::ClimbOptions climbOptions = core::batchClimbOptions();
            core::parallelFor(
                job.puzzles.size(),
                [&](std::size_t i, int w) {
                    const BatchPuzzle &p = job.puzzles[i];
                    BatchRow &row = rows[i];
                    row.puzzle = int(i);
                    row.results.resize(ns);
                    if (!runners[w])
                        runners[w] = std::make_unique<core::CompareRunner>(job.setup, &stop);
                    runners[w]->run(p.board, row.results.data());
                    if (job.measures) {
                        // sudoku-cli rate's and climb's defaults (seed 1 for both).
                        if (!raters[w]) {
                            raters[w] = std::make_unique<core::Rater>();
                            climbers[w] = std::make_unique<core::HillClimber>();
                        }
                        row.rate = core::ratePuzzle(*raters[w], p.board, p.index, true, &stop);
                        row.climb = core::climbPuzzle(
                            *climbers[w], p.board, p.index, climbOptions, 1, {}, &stop);
                        row.measured = true;
                    }
                },
                workers, &stop, [&](std::size_t i, std::size_t) { send(std::move(rows[i])); },
                AsyncRunner::runOnPool);
            return End { core::batchMicros() };
        },
        [this](BatchRow row) { m_pending.push_back(std::move(row)); }, [this](End e) { end(e); });
    m_timer.start();
    emit progress(0, qsizetype(m_job->puzzles.size()));
    return true;
}

void BatchRunner::cancel()
{
    if (!isRunning())
        return;
    m_cancelledAt = core::batchMicros();
    m_cancelled = true;
    m_runner->requestStop();
}

void BatchRunner::drain()
{
    if (m_pending.empty())
        return;
    std::vector<BatchRow> rows;
    rows.swap(m_pending);
    m_done += qsizetype(rows.size());
    emit rowsArrived(QVector<BatchRow>(
        std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end())));
    emit progress(m_done, qsizetype(m_job->puzzles.size()));
}

void BatchRunner::end(End e)
{
    // Every row of the run arrived before its end.
    drain();
    m_timer.stop();
    m_running = false;
    m_seconds = double(e.endedAt - m_startedAt) / 1e6;
    if (m_cancelled && m_cancelledAt > 0)
        m_cancelMillis = double(e.endedAt - m_cancelledAt) / 1000.0;
    emit finished(m_cancelled);
}
