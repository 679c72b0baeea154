#pragma once

#include "board/board.h"
#include "lab/climbbars.h"
#include "lab/climbchart.h"
#include "run/runtimeline.h"

#include <QString>
#include <QVector>
#include <QWidget>

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

class AsyncRunner;
struct ComparisonProgress;
class RunSession;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTimer;
class QToolButton;

// The Lab's hill-climber page, beside the board when the climber is chosen: the objective over
// the iterations of the session's run (ClimbChart, streaming; scrubbing it moves the Lab), its
// exports (CSV, PNG, SVG), and the initializations compared: greedy, greedy + post-swap and
// random on the Lab's puzzle (their curves on one chart) and over a puzzle collection (bars;
// worker with progress and cancel).
class ClimbPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClimbPage)

public:
    explicit ClimbPage(RunSession *session, QWidget *parent = nullptr);
    ~ClimbPage() override;

    ClimbChart *chart() const { return m_chart; }
    ClimbChart *compareChart() const { return m_compareChart; }
    ClimbBars *bars() const { return m_bars; }
    QLabel *note() const { return m_note; }
    QTabWidget *tabs() const { return m_tabs; }

    // Moves the Lab to the state after an iteration: exactly there when the run was recorded
    // that far, else to the last recorded iteration (the note says which).
    void scrubToIteration(std::uint64_t iteration);
    // Writes the run's series (.csv) or its chart (.png, .svg) by the path's suffix; false with
    // the reason.
    bool exportTo(const QString &path, QString *error = nullptr) const;

    // The three initializations on the Lab's puzzle with the run's options (or the defaults
    // when the run is no climb), in a worker.
    void compareOnPuzzle();
    // The three over every puzzle of a file, in a worker (progress, cancel).
    void compareOnCollection(const QString &path);
    void cancelComparison();
    bool isComparing() const;
    const std::array<std::unique_ptr<core::RunTimeline>, 3> &comparedRuns() const
    {
        return m_compared;
    }

signals:
    void statusMessage(const QString &text, int timeout);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void onReset();
    void onPosition(std::uint64_t position);
    void exportWithDialog(const QString &filter, const QString &suffix);
    void setComparing(bool on);
    QVector<ClimbChartSeries> comparedSeries() const;

    RunSession *m_session;
    QTabWidget *m_tabs;
    ClimbChart *m_chart;
    QLabel *m_note;
    QToolButton *m_fit;
    QToolButton *m_csv;
    QToolButton *m_png;
    QToolButton *m_svg;
    QLabel *m_help;
    ClimbChart *m_compareChart;
    ClimbBars *m_bars;
    QPushButton *m_comparePuzzle;
    QPushButton *m_compareFile;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_compareStatus;
    AsyncRunner *m_runner;
    QTimer *m_progressTimer;
    std::shared_ptr<ComparisonProgress> m_progressState;
    std::array<std::unique_ptr<core::RunTimeline>, 3> m_compared;
    std::optional<std::uint64_t> m_requested; // the iteration the chart asked for
    QString m_collection; // the file compared
};
