#include "compare/batchrunner.h"

#include "batch/parallel.h"

namespace {

// How often finished rows are handed to the GUI thread (one queued batch, not one per puzzle).
constexpr int kDrainMillis = 40;

} // namespace

BatchRunner::BatchRunner(QObject *parent)
    : QObject { parent }
{
    m_timer.setInterval(kDrainMillis);
    connect(&m_timer, &QTimer::timeout, this, &BatchRunner::drain);
}

BatchRunner::~BatchRunner()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

bool BatchRunner::start(std::shared_ptr<const BatchJob> job)
{
    if (isRunning() || !job)
        return false;
    m_job = std::move(job);
    m_stop = false;
    m_ended = false;
    m_pending.clear();
    m_done = 0;
    m_cancelledAt = 0;
    m_cancelMillis = -1;
    m_startedAt = core::batchMicros();
    m_thread = std::thread([this] { work(); });
    m_timer.start();
    emit progress(0, qsizetype(m_job->puzzles.size()));
    return true;
}

void BatchRunner::cancel()
{
    if (!isRunning())
        return;
    m_cancelledAt = core::batchMicros();
    m_stop = true;
}

void BatchRunner::work()
{
    const BatchJob &job = *m_job;
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
                runners[w] = std::make_unique<core::CompareRunner>(job.setup, &m_stop);
            runners[w]->run(p.board, row.results.data());
            if (job.measures) {
                // sudoku-cli rate's and climb's defaults (seed 1 for both).
                if (!raters[w]) {
                    raters[w] = std::make_unique<core::Rater>();
                    climbers[w] = std::make_unique<core::HillClimber>();
                }
                row.rate = core::ratePuzzle(*raters[w], p.board, p.index, true, &m_stop);
                row.climb = core::climbPuzzle(
                    *climbers[w], p.board, p.index, climbOptions, 1, {}, &m_stop);
                row.measured = true;
            }
        },
        workers, &m_stop,
        [&](std::size_t i, std::size_t) {
            std::lock_guard lock(m_mutex);
            m_pending.push_back(std::move(rows[i]));
        });
    m_endedAt = core::batchMicros();
    m_ended = true;
}

void BatchRunner::drain()
{
    // Read "ended" first: every row of a finished run is in m_pending by then.
    const bool ended = m_ended;
    std::vector<BatchRow> rows;
    {
        std::lock_guard lock(m_mutex);
        rows.swap(m_pending);
    }
    if (!rows.empty()) {
        m_done += qsizetype(rows.size());
        emit rowsArrived(QVector<BatchRow>(
            std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end())));
        emit progress(m_done, qsizetype(m_job->puzzles.size()));
    }
    if (!ended)
        return;
    m_timer.stop();
    m_thread.join();
    const bool cancelled = m_stop;
    m_seconds = double(m_endedAt - m_startedAt) / 1e6;
    if (cancelled && m_cancelledAt > 0)
        m_cancelMillis = double(m_endedAt - m_cancelledAt) / 1000.0;
    emit finished(cancelled);
}
