#pragma once

// The Compare mode's worker: a batch of puzzles x strategies (and, when asked, the difficulty
// measures of `sudoku-cli rate` and `climb`) on every core, through the same functions as the CLI
// (core/batch), as streaming work of an AsyncRunner (its pool runs the extra workers too).
// Results come back by value on the GUI thread as puzzles finish, handed on in batches
// (rowsArrived, at most every 40 ms); cancel() stops the workers between two search nodes.

#include "batch/comparebatch.h"
#include "batch/measurebatch.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVector>

#include <cstdint>
#include <memory>
#include <vector>

// One puzzle of a batch.
struct BatchPuzzle
{
    core::Board board;
    int group = 0; // which collection or file it came from (BatchJob::groups)
    int index = 0; // 1-based in its file
};

struct BatchJob
{
    std::vector<BatchPuzzle> puzzles; // in the CLI's order: file after file
    QStringList groups; // the collections' names, shown
    QStringList groupIds; // their file base names ("bands_easy_41-53"): the papers' values
    core::CompareSetup setup;
    bool measures = false; // also rate (entropy, NtN, FILTER, human score) and climb
    int threads = 0; // 0: every hardware thread
};

// One puzzle's results.
struct BatchRow
{
    int puzzle = 0; // 0-based in the job (the CLI's index is puzzle + 1)
    std::vector<core::CompareResult> results; // one per strategy, in the setup's order
    bool measured = false;
    core::RateRow rate;
    core::ClimbRow climb;
};

class AsyncRunner;

class BatchRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BatchRunner)

public:
    explicit BatchRunner(QObject *parent = nullptr);
    ~BatchRunner() override;

    // Starts the job; false when one is running.
    bool start(std::shared_ptr<const BatchJob> job);
    // Asks the workers to stop; finished(true) follows once they have.
    void cancel();
    bool isRunning() const { return m_running; }
    std::shared_ptr<const BatchJob> job() const { return m_job; }
    // Milliseconds from the last cancel() to the last worker stopping (-1 when none).
    double lastCancelMillis() const { return m_cancelMillis; }
    // Wall-clock seconds of the last job from start() to its last worker stopping.
    double lastSeconds() const { return m_seconds; }

signals:
    void rowsArrived(const QVector<BatchRow> &rows);
    void progress(qsizetype done, qsizetype total);
    void finished(bool cancelled);

private:
    // How the workers ended (core::batchMicros() when the last one stopped).
    struct End
    {
        std::int64_t endedAt = 0;
    };
    void drain();
    void end(End end);

    AsyncRunner *m_runner;
    std::shared_ptr<const BatchJob> m_job;
    bool m_running = false;
    bool m_cancelled = false;
    std::vector<BatchRow> m_pending; // finished rows not yet handed over
    std::int64_t m_cancelledAt = 0;
    double m_cancelMillis = -1;
    std::int64_t m_startedAt = 0;
    double m_seconds = 0;
    qsizetype m_done = 0;
    QTimer m_timer;
};
