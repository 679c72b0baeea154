#include "compare/compareworkspace.h"

#include "board/formats.h"
#include "compare/batchresultmodel.h"
#include "compare/comparecharts.h"
#include "game/puzzlelibrary.h"
#include "search/searchoptions.h"
#include "wording/errortext.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>

namespace {

// The propagations offered: the CLI's word, with Carmel's strategies after a colon.
const char *const kPropagations[] = { "none", "fc", "singles", "carmel:I", "carmel:I,II",
    "carmel:I,II,III", "carmel:I,II,III,IV", "filter" };

QString baseName(const QString &file)
{
    return QFileInfo(file).completeBaseName();
}

const QStringList kBands = { QStringLiteral(":/papers/bands_easy_41-53.txt"),
    QStringLiteral(":/papers/bands_medium_30-40.txt"),
    QStringLiteral(":/papers/bands_difficult_22-29.txt") };
const QString kSanSegundo = QStringLiteral(":/papers/sansegundo_16x16_generated.txt");

// How often the shown chart follows the rows streaming in.
constexpr int kChartMillis = 300;

QString propagationText(const QString &word)
{
    if (word == QLatin1String("none"))
        return CompareWorkspace::tr("none (consistency check)");
    if (word == QLatin1String("fc"))
        return CompareWorkspace::tr("forward checking");
    if (word == QLatin1String("singles"))
        return CompareWorkspace::tr("singles (naked and hidden)");
    if (word == QLatin1String("filter"))
        return CompareWorkspace::tr("San Segundo's FILTER");
    if (word.startsWith(QLatin1String("carmel:")))
        return CompareWorkspace::tr("Carmel %1")
            .arg(word.mid(7).replace(QLatin1Char(','), QLatin1Char('+')));
    return word;
}

} // namespace

CompareWorkspace::CompareWorkspace(QWidget *parent)
    : QWidget { parent }
    , m_runner { new BatchRunner(this) }
    , m_model { new BatchResultModel(this) }
    , m_sorted { new QSortFilterProxyModel(this) }
{
    setObjectName(QStringLiteral("compare"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(BatchResultModel::SortRole);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    const auto chartView = [](const char *name) {
        auto *v = new QChartView(new QChart);
        v->setObjectName(QLatin1String(name));
        v->setRenderHint(QPainter::Antialiasing);
        v->chart()->setAnimationOptions(QChart::NoAnimation);
        // Numbers on the axes and bars in the language's style: 1,000,000 (not 1e+06 beside
        // 100000).
        v->chart()->setLocalizeNumbers(true);
        return v;
    };
    m_meansView = chartView("meansChart");
    m_distributionView = chartView("distributionChart");
    m_scatterView = chartView("scatterChart");
    m_dashboardView = chartView("dashboardChart");
    m_histogramView = chartView("histogramChart");

    // Means.
    {
        auto *top = new QWidget;
        auto *row = new QHBoxLayout(top);
        row->setContentsMargins(0, 0, 0, 0);
        m_meansLabel = new QLabel;
        m_meansMeasure = new QComboBox;
        m_meansMeasure->setObjectName(QStringLiteral("meansMeasure"));
        m_meansMeasure->addItems({ QString(), QString() });
        m_meansLog = new QCheckBox;
        m_meansLog->setObjectName(QStringLiteral("meansLog"));
        m_meansLog->setChecked(true);
        row->addWidget(m_meansLabel);
        row->addWidget(m_meansMeasure);
        row->addWidget(m_meansLog);
        row->addStretch();
        m_tabs->addTab(createChartTab(m_meansView, top), QString());
        connect(m_meansMeasure, &QComboBox::currentIndexChanged, this, [this] {
            refreshMeans();
            refreshDistribution();
        });
        connect(m_meansLog, &QCheckBox::toggled, this, &CompareWorkspace::refreshMeans);
    }
    m_tabs->addTab(createChartTab(m_distributionView, nullptr), QString());
    // Strategy A against B.
    {
        QWidget *top
            = comboPair(m_aLabel, m_scatterA, "scatterA", m_bLabel, m_scatterB, "scatterB");
        m_tabs->addTab(createChartTab(m_scatterView, top), QString());
        connect(
            m_scatterA, &QComboBox::currentIndexChanged, this, &CompareWorkspace::refreshScatter);
        connect(
            m_scatterB, &QComboBox::currentIndexChanged, this, &CompareWorkspace::refreshScatter);
    }
    // The table.
    {
        auto *page = new QWidget;
        auto *layout = new QVBoxLayout(page);
        m_table = new QTableView;
        m_table->setObjectName(QStringLiteral("compareTable"));
        m_table->setModel(m_sorted);
        m_table->setSortingEnabled(true);
        m_table->sortByColumn(BatchResultModel::Index, Qt::AscendingOrder);
        m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
        m_table->verticalHeader()->hide();
        // One line a row (a wrapped collection name doubled every row's height), each column
        // as wide as its contents (sized when the batch ends), the last one too: µs is a number.
        m_table->setWordWrap(false);
        m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
        m_table->horizontalHeader()->setStretchLastSection(false);
        auto *copy = new QAction(m_table);
        copy->setShortcut(QKeySequence::Copy);
        copy->setShortcutContext(Qt::WidgetShortcut);
        connect(copy, &QAction::triggered, this, &CompareWorkspace::copySelection);
        m_table->addAction(copy);
        auto *buttons = new QHBoxLayout;
        m_copyButton = new QPushButton;
        m_csvButton = new QPushButton;
        m_csvButton->setObjectName(QStringLiteral("exportCsv"));
        buttons->addStretch();
        buttons->addWidget(m_copyButton);
        buttons->addWidget(m_csvButton);
        layout->addWidget(m_table);
        layout->addLayout(buttons);
        connect(m_copyButton, &QPushButton::clicked, this, &CompareWorkspace::copySelection);
        connect(m_csvButton, &QPushButton::clicked, this, &CompareWorkspace::exportCsvAsked);
        m_tabs->addTab(page, QString());
    }
    // The difficulty dashboard.
    {
        QWidget *top = comboPair(m_xLabel, m_dashX, "dashboardX", m_yLabel, m_dashY, "dashboardY");
        m_correlation = new QLabel;
        m_correlation->setObjectName(QStringLiteral("correlation"));
        static_cast<QHBoxLayout *>(top->layout())->insertWidget(4, m_correlation, 1);
        auto *charts = new QSplitter(Qt::Horizontal);
        charts->addWidget(m_dashboardView);
        charts->addWidget(m_histogramView);
        m_tabs->addTab(createChartTab(charts, top), QString());
        connect(
            m_dashX, &QComboBox::currentIndexChanged, this, &CompareWorkspace::refreshDashboard);
        connect(
            m_dashY, &QComboBox::currentIndexChanged, this, &CompareWorkspace::refreshDashboard);
    }

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(createControls());
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    m_chartTimer = new QTimer(this);
    m_chartTimer->setSingleShot(true);
    m_chartTimer->setInterval(kChartMillis);
    connect(m_chartTimer, &QTimer::timeout, this, &CompareWorkspace::refreshShownChart);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CompareWorkspace::refreshShownChart);
    connect(m_runner, &BatchRunner::rowsArrived, this, &CompareWorkspace::onRows);
    connect(m_runner, &BatchRunner::finished, this, &CompareWorkspace::onFinished);
    connect(m_runner, &BatchRunner::progress, this, [this](qsizetype done, qsizetype total) {
        m_progress->setMaximum(int(std::max<qsizetype>(total, 1)));
        m_progress->setValue(int(done));
    });
    retranslateUi();
    applyPreset(Preset::Abuluaih);
}

CompareWorkspace::~CompareWorkspace() = default;

QWidget *CompareWorkspace::comboPair(QLabel *&labelA, QComboBox *&a, const char *nameA,
    QLabel *&labelB, QComboBox *&b, const char *nameB)
{
    auto *top = new QWidget;
    auto *row = new QHBoxLayout(top);
    row->setContentsMargins(0, 0, 0, 0);
    labelA = new QLabel;
    labelB = new QLabel;
    a = new QComboBox;
    a->setObjectName(QLatin1String(nameA));
    b = new QComboBox;
    b->setObjectName(QLatin1String(nameB));
    row->addWidget(labelA);
    row->addWidget(a);
    row->addWidget(labelB);
    row->addWidget(b);
    row->addStretch();
    return top;
}

QWidget *CompareWorkspace::createChartTab(QWidget *view, QWidget *top)
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    if (top)
        layout->addWidget(top);
    layout->addWidget(view, 1);
    auto *exportButton = new QPushButton;
    m_exportButtons.push_back(exportButton);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(exportButton);
    layout->addLayout(buttons);
    connect(exportButton, &QPushButton::clicked, this, &CompareWorkspace::exportCurrentChart);
    return page;
}

QWidget *CompareWorkspace::createControls()
{
    m_box = new QGroupBox;
    auto *form = new QFormLayout(m_box);
    m_preset = new QComboBox;
    m_preset->setObjectName(QStringLiteral("comparePreset"));
    m_preset->addItems({ QString(), QString(), QString(), QString() });
    m_presetNote = new QLabel;
    m_presetNote->setObjectName(QStringLiteral("comparePresetNote"));
    m_presetNote->setWordWrap(true);
    m_collection = new QComboBox;
    m_collection->setObjectName(QStringLiteral("compareCollection"));
    for (const auto &c : PuzzleLibrary::collections())
        m_collection->addItem(QString(), QStringList { c.resource });
    m_collection->addItem(QString(), kBands);
    for (const QString &band : kBands)
        m_collection->addItem(QString(), QStringList { band });
    m_collection->addItem(QString(), QStringList { kSanSegundo });
    m_fileButton = new QPushButton;
    m_fileButton->setObjectName(QStringLiteral("compareFile"));
    m_strategies = new QListWidget;
    m_strategies->setObjectName(QStringLiteral("compareStrategies"));
    // The strategies offered: sudoku-cli compare's names, as the core lists them.
    for (const std::string_view name : core::strategyNames()) {
        const QString s = QString::fromLatin1(name.data(), qsizetype(name.size()));
        auto *item = new QListWidgetItem(s, m_strategies);
        item->setData(Qt::UserRole, s);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_strategies->setMaximumHeight(m_strategies->sizeHintForRow(0) * 8);
    m_propagation = new QComboBox;
    m_propagation->setObjectName(QStringLiteral("comparePropagation"));
    for (const char *p : kPropagations)
        m_propagation->addItem(QString(), QString::fromLatin1(p));
    m_goal = new QComboBox;
    m_goal->setObjectName(QStringLiteral("compareGoal"));
    m_goal->addItem(QString(), int(core::SearchGoal::Solve));
    m_goal->addItem(QString(), int(core::SearchGoal::Neutralize));
    m_limit = new QSpinBox;
    m_limit->setObjectName(QStringLiteral("compareLimit"));
    m_limit->setRange(0, 2'000'000'000);
    m_limit->setSingleStep(100'000);
    m_measures = new QCheckBox;
    m_measures->setObjectName(QStringLiteral("compareMeasures"));
    m_runButton = new QPushButton;
    m_runButton->setObjectName(QStringLiteral("compareRun"));
    m_cancelButton = new QPushButton;
    m_cancelButton->setObjectName(QStringLiteral("compareCancel"));
    m_cancelButton->setEnabled(false);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("compareProgress"));
    m_progress->setValue(0);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setWordWrap(true);

    m_presetLabel = new QLabel;
    m_collectionLabel = new QLabel;
    m_strategiesLabel = new QLabel;
    m_propagationLabel = new QLabel;
    m_goalLabel = new QLabel;
    m_limitLabel = new QLabel;
    form->addRow(m_presetLabel, m_preset);
    form->addRow(QString(), m_presetNote);
    form->addRow(m_collectionLabel, m_collection);
    form->addRow(QString(), m_fileButton);
    form->addRow(m_strategiesLabel, m_strategies);
    form->addRow(m_propagationLabel, m_propagation);
    form->addRow(m_goalLabel, m_goal);
    form->addRow(m_limitLabel, m_limit);
    form->addRow(m_measures);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    form->addRow(buttons);
    form->addRow(m_progress);
    form->addRow(m_status);

    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(Preset(index - 1));
        else
            updatePresetNote();
    });
    connect(m_fileButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a puzzle collection"),
            QString(), tr("Puzzle files (*.txt *.sdm *.sdk *.ss *.csv);;All files (*)"));
        if (!path.isEmpty())
            addFile(path);
    });
    connect(m_runButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!run(&error))
            m_status->setText(error);
    });
    connect(m_cancelButton, &QPushButton::clicked, this, &CompareWorkspace::cancel);
    return m_box;
}

void CompareWorkspace::retranslateUi()
{
    setWindowTitle(tr("Compare"));
    m_box->setTitle(tr("Batch"));
    // What a screen reader says for each view (the charts describe what they show).
    m_meansView->setAccessibleName(tr("Means chart"));
    m_distributionView->setAccessibleName(tr("Distribution chart"));
    m_scatterView->setAccessibleName(tr("A against B scatter chart"));
    m_dashboardView->setAccessibleName(tr("Difficulty dashboard chart"));
    m_histogramView->setAccessibleName(tr("Difficulty dashboard histogram"));
    for (QChartView *view :
        { m_meansView, m_distributionView, m_scatterView, m_dashboardView, m_histogramView })
        view->viewport()->setAccessibleName(view->accessibleName());
    m_strategies->setAccessibleName(tr("Strategies"));
    m_table->setAccessibleName(tr("Results, one row per puzzle and strategy"));
    m_tabs->setAccessibleName(tr("Compare's results"));
    m_tabs->tabBar()->setAccessibleName(m_tabs->accessibleName());
    describeCharts();
    m_presetLabel->setText(tr("Preset:"));
    // The combo names the paper (a whole description did not fit beside its label at the
    // window's default 1000x700); the note under it says what the preset sets.
    m_preset->setItemText(0, tr("(choose a paper's table)"));
    for (const Preset preset : { Preset::Abuluaih, Preset::Carmel, Preset::SanSegundo }) {
        m_preset->setItemText(int(preset) + 1, presetName(preset));
        m_preset->setItemData(int(preset) + 1, presetDescription(preset), Qt::ToolTipRole);
    }
    updatePresetNote();
    m_collectionLabel->setText(tr("Collection:"));
    const auto collections = PuzzleLibrary::collections();
    int i = 0;
    for (; i < collections.size(); ++i)
        m_collection->setItemText(i, collections[i].title);
    m_collection->setItemText(i++, tr("The three clue bands (Abuluaih et al.)"));
    m_collection->setItemText(i++, tr("Easy band (41–53 clues)"));
    m_collection->setItemText(i++, tr("Medium band (30–40 clues)"));
    m_collection->setItemText(i++, tr("Difficult band (22–29 clues)"));
    m_collection->setItemText(i++, tr("San Segundo's 16×16 set"));
    m_fileButton->setText(tr("Add a file…"));
    m_strategiesLabel->setText(tr("Strategies:"));
    m_propagationLabel->setText(tr("Propagation:"));
    for (int p = 0; p < m_propagation->count(); ++p)
        m_propagation->setItemText(p, propagationText(m_propagation->itemData(p).toString()));
    m_goalLabel->setText(tr("Goal:"));
    m_goal->setItemText(0, tr("solve"));
    m_goal->setItemText(1, tr("neutralize"));
    m_limitLabel->setText(tr("Node limit:"));
    m_limit->setSpecialValueText(tr("none"));
    m_measures->setText(tr("Difficulty measures (rate and climb)"));
    m_measures->setToolTip(tr("Also rate every puzzle (entropy, NtN, the FILTER's highest rule, "
                              "human score and level) and run the hill climber, as sudoku-cli "
                              "rate and climb do; needed by the dashboard."));
    m_runButton->setText(tr("Run"));
    m_cancelButton->setText(tr("Cancel"));
    m_tabs->setTabText(MeansTab, tr("Means"));
    m_tabs->setTabText(DistributionTab, tr("Distribution"));
    m_tabs->setTabText(ScatterTab, tr("A against B"));
    m_tabs->setTabText(TableTab, tr("Table"));
    m_tabs->setTabText(DashboardTab, tr("Difficulty dashboard"));
    m_meansLabel->setText(tr("Measure:"));
    m_meansMeasure->setItemText(0, tr("mean recursions"));
    m_meansMeasure->setItemText(1, tr("mean backtracks"));
    m_meansLog->setText(tr("Log scale"));
    m_aLabel->setText(tr("Strategy A (x):"));
    m_bLabel->setText(tr("Strategy B (y):"));
    m_xLabel->setText(tr("x:"));
    m_yLabel->setText(tr("y:"));
    m_copyButton->setText(tr("Copy"));
    m_csvButton->setText(tr("Export CSV…"));
    for (QPushButton *b : m_exportButtons)
        b->setText(tr("Export chart…"));
    fillMeasureCombos();
    refreshCharts();
}

void CompareWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        for (QChartView *view :
            { m_meansView, m_distributionView, m_scatterView, m_dashboardView, m_histogramView })
            view->chart()->setLocale(QLocale());
        retranslateUi();
    } else if (event->type() == QEvent::PaletteChange) {
        styleCharts();
    }
    QWidget::changeEvent(event);
}

QString CompareWorkspace::measureName(int measure) const
{
    switch (measure) {
    case Entropy:
        return tr("entropy (game complexity)");
    case Ntn:
        return tr("NtN of the givens");
    case HighestRule:
        return tr("FILTER's highest rule (11: stuck)");
    case HumanScore:
        return tr("human score");
    case Level:
        return tr("level");
    case ClimbIterations:
        return tr("climber iterations");
    default:
        break;
    }
    const std::size_t s = std::size_t(measure - StrategyRecursions);
    if (m_job && s < m_job->setup.strategies.size())
        return tr("recursions of %1").arg(QString::fromStdString(m_job->setup.strategies[s].name));
    return {};
}

void CompareWorkspace::fillMeasureCombos()
{
    // Strategies first (they need no measures), then the rating's and the climber's.
    const auto fill = [this](QComboBox *combo, int fallback) {
        const int current = combo->currentIndex() >= 0 ? combo->currentData().toInt() : fallback;
        const QSignalBlocker block(combo);
        combo->clear();
        const int ns = m_job ? int(m_job->setup.strategies.size()) : 0;
        for (int s = 0; s < ns; ++s)
            combo->addItem(measureName(StrategyRecursions + s), StrategyRecursions + s);
        for (int m = Entropy; m < StrategyRecursions; ++m)
            combo->addItem(measureName(m), m);
        const int at = combo->findData(current);
        combo->setCurrentIndex(at >= 0 ? at : combo->findData(fallback));
    };
    fill(m_dashX, Entropy);
    fill(m_dashY, StrategyRecursions);
    const auto fillStrategies = [this](QComboBox *combo, int fallback) {
        const int current = combo->currentIndex() >= 0 ? combo->currentIndex() : fallback;
        const QSignalBlocker block(combo);
        combo->clear();
        if (m_job)
            for (const auto &s : m_job->setup.strategies)
                combo->addItem(QString::fromStdString(s.name));
        combo->setCurrentIndex(std::min(current, combo->count() - 1));
    };
    fillStrategies(m_scatterA, 0);
    fillStrategies(m_scatterB, 1);
}

QString CompareWorkspace::presetName(Preset preset)
{
    switch (preset) {
    case Preset::Abuluaih:
        return tr("Abuluaih et al.", "a paper's authors");
    case Preset::Carmel:
        return tr("Carmel", "a paper's author");
    case Preset::SanSegundo:
        return tr("San Segundo", "a paper's author");
    }
    return {};
}

QString CompareWorkspace::presetDescription(Preset preset)
{
    switch (preset) {
    case Preset::Abuluaih:
        return tr("Abuluaih et al.: lex, MRV, CtN on the three bands");
    case Preset::Carmel:
        return tr("Carmel: MRV with strategies I–IV on top95");
    case Preset::SanSegundo:
        return tr("San Segundo: L, D r1r2, G_vmax, G_vmin with the FILTER");
    }
    return {};
}

void CompareWorkspace::updatePresetNote()
{
    const int index = m_preset->currentIndex();
    m_presetNote->setText(index > 0 ? presetDescription(Preset(index - 1)) : QString());
    static_cast<QFormLayout *>(m_box->layout())->setRowVisible(m_presetNote, index > 0);
}

void CompareWorkspace::applyPreset(Preset preset)
{
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(int(preset) + 1);
    updatePresetNote();
    const auto select = [this](const QStringList &files) {
        const int at = m_collection->findData(files);
        if (at >= 0)
            m_collection->setCurrentIndex(at);
    };
    switch (preset) {
    case Preset::Abuluaih:
        select(kBands);
        setStrategies({ QStringLiteral("lex"), QStringLiteral("mrv"), QStringLiteral("ctn") });
        setPropagation(QStringLiteral("fc"));
        setGoal(core::SearchGoal::Neutralize);
        break;
    case Preset::Carmel:
        select({ QStringLiteral(":/puzzles/norvig_top95.txt") });
        setStrategies({ QStringLiteral("mrv") });
        setPropagation(QStringLiteral("carmel:I,II,III,IV"));
        setGoal(core::SearchGoal::Solve);
        break;
    case Preset::SanSegundo:
        select({ kSanSegundo });
        setStrategies({ QStringLiteral("lex"), QStringLiteral("dv-r1r2"),
            QStringLiteral("dv-gvmax"), QStringLiteral("dv-gvmin") });
        setPropagation(QStringLiteral("filter"));
        setGoal(core::SearchGoal::Solve);
        break;
    }
    m_limit->setValue(0);
}

void CompareWorkspace::addFile(const QString &path)
{
    const QStringList files { path };
    int at = m_collection->findData(files);
    if (at < 0) {
        m_collection->addItem(QFileInfo(path).fileName(), files);
        at = m_collection->count() - 1;
    }
    m_collection->setCurrentIndex(at);
}

void CompareWorkspace::setStrategies(const QStringList &names)
{
    for (int i = 0; i < m_strategies->count(); ++i) {
        QListWidgetItem *item = m_strategies->item(i);
        item->setCheckState(
            names.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

void CompareWorkspace::setPropagation(const QString &words)
{
    const int at = m_propagation->findData(words);
    if (at >= 0)
        m_propagation->setCurrentIndex(at);
}

void CompareWorkspace::setGoal(core::SearchGoal goal)
{
    m_goal->setCurrentIndex(m_goal->findData(int(goal)));
}

void CompareWorkspace::setMeasuresEnabled(bool on)
{
    m_measures->setChecked(on);
}

std::shared_ptr<BatchJob> CompareWorkspace::makeJob(QString *error) const
{
    auto job = std::make_shared<BatchJob>();
    QStringList names;
    for (int i = 0; i < m_strategies->count(); ++i)
        if (m_strategies->item(i)->checkState() == Qt::Checked)
            names.push_back(m_strategies->item(i)->data(Qt::UserRole).toString());
    if (names.isEmpty()) {
        if (error)
            *error = tr("Choose at least one strategy.");
        return nullptr;
    }
    // The CLI's words and parsers: the same setup as sudoku-cli compare would make.
    std::string bad;
    const auto strategies
        = core::parseStrategyList(names.join(QLatin1Char(',')).toStdString(), &bad);
    if (!strategies)
        return nullptr; // only the list's own names are offered
    job->setup.strategies = *strategies;
    const QString propagation = m_propagation->currentData().toString();
    const QString word = propagation.section(QLatin1Char(':'), 0, 0);
    job->setup.options.propagation
        = core::parsePropagation(word.toStdString()).value_or(core::Propagation::Fc);
    if (propagation.contains(QLatin1Char(':')))
        job->setup.options.carmel
            = core::parseCarmelStrategies(propagation.section(QLatin1Char(':'), 1).toStdString())
                  .value_or(core::CarmelStrategies {});
    job->setup.options.goal = core::SearchGoal(m_goal->currentData().toInt());
    job->setup.options.nodeLimit = std::uint64_t(m_limit->value());
    job->setup.options.seed = 0; // sudoku-cli compare's default
    job->measures = m_measures->isChecked();

    const QStringList files = m_collection->currentData().toStringList();
    QStringList problems;
    for (const QString &file : files) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            if (error)
                *error = tr("Cannot open %1: %2").arg(file, f.errorString());
            return nullptr;
        }
        const QByteArray bytes = f.readAll();
        const core::ParseResult parsed
            = core::parsePuzzles(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                QFileInfo(file).fileName().toStdString());
        for (const auto &e : parsed.errors)
            problems.push_back(ErrorText::describe(e));
        const int group = int(job->groups.size());
        job->groups.push_back(m_collection->currentIndex() >= 0 && files.size() == 1
                ? m_collection->currentText()
                : QFileInfo(file).completeBaseName());
        job->groupIds.push_back(baseName(file));
        for (const auto &p : parsed.puzzles)
            job->puzzles.push_back({ p.board, group, p.index });
    }
    if (files.size() > 1) {
        // The bands by their names.
        for (int g = 0; g < job->groupIds.size(); ++g) {
            const QString &id = job->groupIds[g];
            job->groups[g] = id.contains(QLatin1String("easy")) ? tr("easy")
                : id.contains(QLatin1String("medium"))          ? tr("medium")
                : id.contains(QLatin1String("difficult"))       ? tr("difficult")
                                                                : id;
        }
    }
    if (job->puzzles.empty()) {
        if (error)
            *error = problems.isEmpty() ? tr("The collection has no puzzle.")
                                        : tr("No puzzle could be read: %1").arg(problems.front());
        return nullptr;
    }
    if (!problems.isEmpty() && error)
        *error = tr("%n puzzle(s) skipped; the first: %1", nullptr, int(problems.size()))
                     .arg(problems.front());
    return job;
}

bool CompareWorkspace::run(QString *error)
{
    if (m_runner->isRunning()) {
        if (error)
            *error = tr("A batch is running.");
        return false;
    }
    QString problem;
    std::shared_ptr<BatchJob> job = makeJob(&problem);
    if (!job) {
        if (error)
            *error = problem;
        return false;
    }
    m_job = job;
    m_model->reset(job);
    fillMeasureCombos();
    refreshCharts();
    m_runner->start(job);
    m_runButton->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_status->setText(problem.isEmpty()
            ? tr("Running %n puzzle(s)…", nullptr, int(job->puzzles.size()))
            : problem);
    return true;
}

void CompareWorkspace::cancel()
{
    m_runner->cancel();
}

void CompareWorkspace::onRows(const QVector<BatchRow> &rows)
{
    m_model->append(rows);
    // The charts follow at most every kChartMillis, and only the one shown: redrawing them all
    // for every handful of rows would take the GUI thread's core from the workers.
    if (!m_chartTimer->isActive())
        m_chartTimer->start();
}

void CompareWorkspace::onFinished(bool cancelled)
{
    m_runButton->setEnabled(true);
    m_cancelButton->setEnabled(false);
    const int done = int(m_model->puzzles().size());
    const int total = m_job ? int(m_job->puzzles.size()) : 0;
    const QString seconds = QLocale().toString(m_runner->lastSeconds(), 'f', 2);
    m_status->setText(cancelled
            ? tr("Cancelled: %1 of %n puzzle(s) finished.", nullptr, total).arg(done)
            : tr("Finished: %n puzzle(s) in %1 s.", nullptr, total).arg(seconds));
    // For measuring the batch against sudoku-cli compare (stderr, as the CLI's progress).
    if (qEnvironmentVariableIsSet("SUDOKU_COMPARE_TIMING")) {
        double cpu = 0;
        for (const BatchRow &row : m_model->puzzles())
            for (const auto &r : row.results)
                cpu += double(r.counters.cpuMicros);
        std::fprintf(stderr,
            "compare: %d puzzles x %zu strategies in %.3f s (wall), searches' thread CPU %.3f s\n",
            done, m_job ? m_job->setup.strategies.size() : 0, m_runner->lastSeconds(), cpu / 1e6);
    }
    m_table->resizeColumnsToContents();
    refreshCharts();
}
