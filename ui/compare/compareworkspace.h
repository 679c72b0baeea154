#pragma once

// The Compare mode (issue 13, the batch half): strategies over a collection on every core, with a
// chart per question: the mean recursions or backtracks per strategy and collection beside the
// papers' values, the distribution per strategy on a log axis, strategy A against B puzzle by
// puzzle (a click opens the puzzle in the race), the results table (sortable, copy, CSV), and the
// difficulty dashboard (any two measures with their rank correlation, a histogram per measure).
//
//   ┌ Batch ──────────────┐ ┌ Means | Distribution | A vs B | Table | Dashboard ─────────────┐
//   │ preset, collection   │ │                                                               │
//   │ strategies, options  │ │   chart / table                                               │
//   │ [Run] [Cancel] ▓▓▓░  │ │                                                  [Export…]    │
//   └──────────────────────┘ └───────────────────────────────────────────────────────────────┘

#include "compare/compareoptions.h"
#include "search/searchoptions.h"

#include <QWidget>

#include <memory>
#include <vector>

struct BatchJob;
struct BatchRow;
class BatchResultModel;
class BatchRunner;
class QAbstractButton;
class QAction;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTimer;

class QChart;
class QChartView;

class CompareWorkspace final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareWorkspace)

public:
    enum class Preset { Abuluaih, Carmel, SanSegundo };
    enum Tab { MeansTab, DistributionTab, ScatterTab, TableTab, DashboardTab };
    // The difficulty dashboard's measures; recursions of strategy s is StrategyRecursions + s.
    enum Measure {
        Entropy,
        Ntn,
        HighestRule,
        HumanScore,
        Level,
        ClimbIterations,
        StrategyRecursions
    };

    explicit CompareWorkspace(QWidget *parent = nullptr);
    ~CompareWorkspace() override;

    // Sets the collection, strategies and options of a paper's table.
    void applyPreset(Preset preset);
    // Adds a puzzle file to the collections and selects it.
    void addFile(const QString &path);
    // Selects the strategies (CLI names) and options.
    void setStrategies(const QStringList &names);
    void setPropagation(const QString &words); // "fc", "carmel:I,II", ...
    void setGoal(core::SearchGoal goal);
    void setMeasuresEnabled(bool on);
    // Builds the job from the controls; nullptr with the reason when it cannot.
    std::shared_ptr<BatchJob> makeJob(QString *error) const;
    // Runs the controls' job; false with the reason when it cannot start.
    bool run(QString *error = nullptr);
    void cancel();

    BatchRunner *runner() const { return m_runner; }
    BatchResultModel *resultModel() const { return m_model; }
    QSortFilterProxyModel *sortedModel() const { return m_sorted; }
    QTableView *tableView() const { return m_table; }
    QTabWidget *tabs() const { return m_tabs; }
    QChartView *meansView() const { return m_meansView; }
    QChartView *distributionView() const { return m_distributionView; }
    QChartView *scatterView() const { return m_scatterView; }
    QChartView *dashboardView() const { return m_dashboardView; }
    QComboBox *scatterA() const { return m_scatterA; }
    QComboBox *scatterB() const { return m_scatterB; }
    QComboBox *dashboardX() const { return m_dashX; }
    QComboBox *dashboardY() const { return m_dashY; }
    QLabel *correlationLabel() const { return m_correlation; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }

    // The puzzle (one line) and the two strategies' run specs (the Lab's words) of a scatter
    // point; what a click on it sends.
    void openScatterPoint(int puzzle);
    // The rank correlation shown on the dashboard (NaN when there is none).
    double correlation() const { return m_rho; }
    // The values of a dashboard measure, one per finished puzzle (NaN where it has none).
    std::vector<double> measureValues(int measure) const;
    // Copies the table's selected cells (tab-separated lines) to the clipboard.
    void copySelection();
    // Writes the CSV (sudoku-cli compare --csv's) or a chart view, or any widget holding charts
    // (PNG or SVG by the extension).
    bool exportCsv(const QString &path, QString *error = nullptr) const;
    static bool exportChart(QWidget *view, const QString &path, QString *error = nullptr);

signals:
    // A click on a scatter point: open this puzzle in the race with these run specs; `source`
    // names it as Play does, by its collection and number ("bands_easy_41-53.txt #12").
    void openInRace(const QString &puzzleText, const QStringList &specs, const QString &source);
    void statusMessage(const QString &text, int timeout);

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createControls();
    // A chart (or charts) with an optional row above and the Export button below.
    QWidget *createChartTab(QWidget *view, QWidget *top);
    // A row "label A [combo A] label B [combo B]".
    static QWidget *comboPair(QLabel *&labelA, QComboBox *&a, const char *nameA, QLabel *&labelB,
        QComboBox *&b, const char *nameB);
    void retranslateUi();
    void fillMeasureCombos();
    void onRows(const QVector<BatchRow> &rows);
    void onFinished(bool cancelled);
    void refreshCharts();
    void refreshShownChart();
    void describeCharts();
    void styleCharts();
    void refreshMeans();
    void refreshDistribution();
    void refreshScatter();
    void refreshDashboard();
    void exportCurrentChart();
    void exportCsvAsked();
    QString measureName(int measure) const;
    // The preset's paper (the combo's item) and what it sets (the note under the combo).
    static QString presetName(Preset preset);
    static QString presetDescription(Preset preset);
    void updatePresetNote();

    BatchRunner *m_runner;
    BatchResultModel *m_model;
    QSortFilterProxyModel *m_sorted;
    std::shared_ptr<const BatchJob> m_job;

    QGroupBox *m_box = nullptr;
    QLabel *m_presetLabel = nullptr, *m_collectionLabel = nullptr, *m_strategiesLabel = nullptr,
           *m_propagationLabel = nullptr, *m_goalLabel = nullptr, *m_limitLabel = nullptr;
    QComboBox *m_preset = nullptr;
    // What the chosen preset sets, in words (wrapped: the combo names only the paper).
    QLabel *m_presetNote = nullptr;
    QComboBox *m_collection = nullptr;
    QPushButton *m_fileButton = nullptr;
    QListWidget *m_strategies = nullptr;
    QComboBox *m_propagation = nullptr;
    QComboBox *m_goal = nullptr;
    QSpinBox *m_limit = nullptr;
    QCheckBox *m_measures = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;

    QTabWidget *m_tabs = nullptr;
    QChartView *m_meansView = nullptr;
    QChartView *m_distributionView = nullptr;
    QChartView *m_scatterView = nullptr;
    QChartView *m_dashboardView = nullptr;
    QChartView *m_histogramView = nullptr;
    QComboBox *m_meansMeasure = nullptr;
    QCheckBox *m_meansLog = nullptr;
    QComboBox *m_scatterA = nullptr, *m_scatterB = nullptr;
    QComboBox *m_dashX = nullptr, *m_dashY = nullptr;
    QLabel *m_correlation = nullptr;
    QLabel *m_meansLabel = nullptr, *m_aLabel = nullptr, *m_bLabel = nullptr, *m_xLabel = nullptr,
           *m_yLabel = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_copyButton = nullptr, *m_csvButton = nullptr;
    QList<QPushButton *> m_exportButtons;
    QTimer *m_chartTimer = nullptr;
    std::vector<int> m_scatterPuzzles; // puzzle of each scatter point, in the series' order
    double m_rho = 0;

    // The command line's start (ui/compare/compareoptions.h; compareworkspacestart.cpp).
public:
    // Before the window shows: the paper's preset and the tab.
    void applyOptions(const CompareOptions &options);
    // Once it is shown: the batch to its end (cancelled at the budget); settled() when it has
    // stopped.
    void settleOptions(const CompareOptions &options);
    bool isSettled() const { return m_settled; }
signals:
    void settled();

private:
    bool m_settled = true;
};
