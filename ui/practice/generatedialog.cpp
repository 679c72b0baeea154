#include "practice/generatedialog.h"

#include "common/asyncrunner.h"
#include "generator/generator.h"
#include "wording/stepwording.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>
#include <QVBoxLayout>

namespace {

// The sides the generator makes (boxes 2x2, 2x3, 3x3, 3x4, 4x4); 25x25 takes minutes.
constexpr int kSides[] = { 4, 6, 9, 12, 16 };
constexpr int kDefaultSide = 9;

QString sizeName(int side)
{
    return QStringLiteral("%1×%1").arg(side);
}

} // namespace

struct GenerateDialog::Outcome
{
    core::GenerationResult result;
    int side = 0;
    quint64 seed = 0;
};

GenerateDialog::GenerateDialog(QWidget *parent)
    : QDialog { parent }
    , m_runner { new AsyncRunner(this) }
    , m_intro { new QLabel }
    , m_reason { new QLabel }
    , m_sizeLabel { new QLabel }
    , m_size { new QComboBox }
    , m_levelLabel { new QLabel }
    , m_level { new QComboBox }
    , m_progress { new QProgressBar }
    , m_status { new QLabel }
    , m_buttons { new QDialogButtonBox(QDialogButtonBox::Cancel) }
    , m_generate { new QPushButton }
    , m_progressTimer { new QTimer(this) }
    , m_judged { std::make_shared<std::atomic<quint64>>(0) }
{
    setObjectName(QStringLiteral("generateDialog"));
    m_reason->setObjectName(QStringLiteral("practiceReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);
    m_reason->hide();
    m_intro->setObjectName(QStringLiteral("generateIntro"));
    m_intro->setWordWrap(true);
    m_size->setObjectName(QStringLiteral("sizeBox"));
    for (int side : kSides)
        m_size->addItem(sizeName(side), side);
    m_level->setObjectName(QStringLiteral("levelBox"));
    for (int l = 0; l < core::kLevelCount; ++l)
        m_level->addItem(QString(), l);
    m_sizeLabel->setBuddy(m_size);
    m_levelLabel->setBuddy(m_level);
    setSide(kDefaultSide);
    m_progress->setObjectName(QStringLiteral("generateProgress"));
    m_progress->setRange(0, 0); // busy: how long it takes is not known
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_status->setObjectName(QStringLiteral("generateStatus"));
    m_status->setWordWrap(true);
    m_generate->setObjectName(QStringLiteral("generateButton"));
    m_buttons->addButton(m_generate, QDialogButtonBox::ActionRole);
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));

    auto *form = new QFormLayout;
    form->addRow(m_sizeLabel, m_size);
    form->addRow(m_levelLabel, m_level);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_reason);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(380);
    // Enter generates (set once the button is in the dialog, or the dialog does not know it).
    m_generate->setDefault(true);

    connect(m_generate, &QPushButton::clicked, this, &GenerateDialog::generate);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &GenerateDialog::reject);
    m_progressTimer->setInterval(200);
    connect(m_progressTimer, &QTimer::timeout, this, &GenerateDialog::showProgress);
    retranslateUi();
}

GenerateDialog::~GenerateDialog() = default;

void GenerateDialog::setPractice(core::Technique technique, const QString &reason)
{
    m_technique = technique;
    m_reason->setText(reason);
    m_reason->setVisible(!reason.isEmpty());
    // A technique is looked for on 9x9 boards, whatever the level.
    setSide(kDefaultSide);
    m_size->setEnabled(false);
    m_intro->hide();
    m_levelLabel->hide();
    m_level->hide();
    retranslateUi();
}

void GenerateDialog::setSide(int side)
{
    const int i = m_size->findData(side);
    if (i >= 0)
        m_size->setCurrentIndex(i);
}

void GenerateDialog::setLevel(core::Level level)
{
    m_level->setCurrentIndex(m_level->findData(int(level)));
}

bool GenerateDialog::isGenerating() const
{
    return m_runner->isRunning();
}

QString GenerateDialog::statusText() const
{
    return m_status->text();
}

QString GenerateDialog::origin(const core::Geometry &geometry, std::optional<core::Level> level,
    std::optional<core::Technique> technique, quint64 seed)
{
    QString target;
    if (technique) {
        const auto id = core::techniqueId(*technique);
        target
            = QStringLiteral("technique=") + QString::fromLatin1(id.data(), qsizetype(id.size()));
    } else if (level) {
        const auto id = core::levelId(*level);
        target = QStringLiteral("level=") + QString::fromLatin1(id.data(), qsizetype(id.size()));
    }
    return QStringLiteral("generated:%1x%2:%3:seed=%4")
        .arg(geometry.side())
        .arg(geometry.side())
        .arg(target)
        .arg(seed);
}

void GenerateDialog::generate()
{
    if (isGenerating())
        return;
    const int side = m_size->currentData().toInt();
    const core::Geometry *geometry = core::Geometry::forSide(side);
    if (!geometry)
        return;
    core::GeneratorOptions options;
    if (m_technique)
        options.target.technique = m_technique;
    else
        options.target.level = static_cast<core::Level>(m_level->currentData().toInt());
    options.timeLimitSeconds = kTimeBudgetSeconds;
    options.measureResult = false;
    quint64 seed = m_seed;
    while (seed == 0)
        seed = QRandomGenerator::global()->generate64();
    m_judged->store(0);
    auto judged = m_judged;
    setGenerating(true);
    m_runner->start<Outcome>(
        [geometry, options, seed, judged, side](const std::atomic<bool> &stop) {
            core::Generator generator(*geometry, seed);
            Outcome outcome;
            outcome.side = side;
            outcome.seed = seed;
            outcome.result = generator.generate(options, &stop,
                [judged](const core::GenerationProgress &p) { judged->store(p.candidates); });
            return outcome;
        },
        [this](Outcome outcome) { finished(outcome); });
}

void GenerateDialog::cancelGeneration()
{
    if (!isGenerating())
        return;
    m_runner->cancel();
    setGenerating(false);
    m_status->setText(tr("Cancelled. Press Generate to try again."));
}

void GenerateDialog::finished(const Outcome &outcome)
{
    setGenerating(false);
    const core::GenerationResult &r = outcome.result;
    if (!r.met()) {
        m_status->setText(
            tr("No puzzle of this kind was found within %1 seconds (%Ln puzzle(s) judged). Such "
               "puzzles are rare at this size: try again, or choose another level or size.",
                nullptr, int(r.stats.candidates))
                .arg(kTimeBudgetSeconds));
        return;
    }
    core::Puzzle puzzle;
    puzzle.board = r.puzzle;
    puzzle.solution = r.solution;
    puzzle.status = core::SolutionStatus::Unique;
    const core::Geometry &g = r.puzzle.geometry();
    std::optional<core::Level> level;
    if (!m_technique)
        level = static_cast<core::Level>(m_level->currentData().toInt());
    //: The source of a generated game: its size and level, or the technique it practises.
    const QString source = m_technique
        ? tr("Practice: %1 (generated %2)")
              .arg(StepWording::techniqueName(*m_technique), sizeName(g.side()))
        : tr("Generated %1 · %2").arg(sizeName(g.side()), StepWording::levelName(*level));
    m_status->clear();
    emit puzzleReady(puzzle, source, origin(g, level, m_technique, outcome.seed));
    accept();
}

void GenerateDialog::setGenerating(bool on)
{
    m_progress->setVisible(on);
    m_generate->setEnabled(!on);
    m_size->setEnabled(!on && !m_technique);
    m_level->setEnabled(!on);
    if (on) {
        m_startedMs = QDateTime::currentMSecsSinceEpoch();
        m_progressTimer->start();
        showProgress();
    } else {
        m_progressTimer->stop();
    }
}

void GenerateDialog::showProgress()
{
    const double seconds = double(QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000.0;
    m_status->setText(
        tr("Generating… %Ln puzzle(s) judged so far, %1 s", nullptr, int(m_judged->load()))
            .arg(seconds, 0, 'f', 1));
}

void GenerateDialog::reject()
{
    // Cancel (or Escape) first stops the generator, then closes.
    if (isGenerating()) {
        cancelGeneration();
        return;
    }
    QDialog::reject();
}

void GenerateDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void GenerateDialog::retranslateUi()
{
    setWindowTitle(m_technique ? tr("Practice") : tr("New Generated Game"));
    m_sizeLabel->setText(tr("&Size:"));
    m_levelLabel->setText(tr("&Level:"));
    for (int i = 0; i < m_level->count(); ++i)
        m_level->setItemText(
            i, StepWording::levelName(static_cast<core::Level>(m_level->itemData(i).toInt())));
    m_generate->setText(m_technique ? tr("&Generate Practice Puzzle") : tr("&Generate"));
    m_intro->setText(tr("A new puzzle with a single solution, made for you by the generator. "
                        "Big boards and the hardest levels can take a while; Cancel stops it."));
}
