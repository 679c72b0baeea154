#include "play/difficultypanel.h"

#include "common/asyncrunner.h"
#include "logic/tutorengine.h"
#include "rating/metrics.h"
#include "wording/stepwording.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineSeries>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>
#include <limits>

DifficultyPanel::DifficultyPanel(QWidget *parent)
    : QWidget { parent }
    , m_runner { new AsyncRunner(this) }
    , m_form { new QFormLayout }
    , m_entropy { new QLabel }
    , m_ntn { new QLabel }
    , m_rule { new QLabel }
    , m_score { new QLabel }
    , m_level { new QLabel }
    , m_note { new QLabel }
{
    setObjectName(QStringLiteral("difficultyPanel"));
    // The figures, the curve along the path and the note scroll together: the curve needs its
    // height, and the side panel must not make the window taller.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget;
    scroll->setWidget(content);
    outer->addWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    m_entropy->setObjectName(QStringLiteral("entropyValue"));
    m_ntn->setObjectName(QStringLiteral("ntnValue"));
    m_rule->setObjectName(QStringLiteral("ruleValue"));
    m_score->setObjectName(QStringLiteral("scoreValue"));
    m_level->setObjectName(QStringLiteral("levelValue"));
    for (QLabel *l : { m_entropy, m_ntn, m_rule, m_score, m_level })
        l->setWordWrap(true);
    QLabel *fields[5] = { m_level, m_score, m_entropy, m_rule, m_ntn };
    for (int i = 0; i < 5; ++i) {
        m_labels[i] = new QLabel;
        m_form->addRow(m_labels[i], fields[i]);
    }
    layout->addLayout(m_form);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("difficultyNote"));
    QPalette p = m_note->palette();
    p.setColor(QPalette::WindowText, p.color(QPalette::PlaceholderText));
    m_note->setPalette(p);
    m_chart = new QChartView(new QChart);
    m_chart->setObjectName(QStringLiteral("difficultyPathChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(260);
    m_chart->chart()->setAnimationOptions(QChart::NoAnimation);
    m_chart->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_chart->chart()->setMargins(QMargins(2, 2, 2, 2));
    layout->addWidget(m_chart);
    layout->addWidget(m_note);
    layout->addStretch(1);
    retranslateUi();
}

bool DifficultyPanel::isBusy() const
{
    return m_runner->isRunning();
}

QString DifficultyPanel::levelName(core::Level level)
{
    return StepWording::levelName(level);
}

QString DifficultyPanel::entropyBand(double h)
{
    // Midpoints between Chen's bands: (0.90 + 1.22) / 2 and (1.40 + 1.69) / 2.
    if (h < 1.06)
        return tr("easy band");
    if (h < 1.545)
        return tr("intermediate band");
    return tr("hard band");
}

void DifficultyPanel::setPuzzle(const core::Board &givens)
{
    m_figures = {};
    show(m_figures);
    showPath();
    const core::Board board = givens.givensOnly();
    m_runner->start<Figures>(
        [board](const std::atomic<bool> &stop) {
            Figures f;
            core::Rater rater;
            const core::Rating r = rater.rate(board, &stop);
            if (r.stopped || stop)
                return f;
            f.entropy = r.entropy;
            f.ntnStart = r.ntn;
            f.filterTopRule = r.filter.topRule;
            f.filterSolved = r.filter.solved();
            f.trialSolved = r.trialRun && r.trial.status == core::GridStatus::Solved;
            const core::SolutionPath path = core::tutorPath(board, &stop);
            f.pathSolved = path.status == core::PathStatus::Solved;
            f.human = core::scorePath(path.steps, f.pathSolved);
            f.path = core::pathDifficulty(board, path.steps);
            f.valid = !stop;
            return f;
        },
        [this](Figures f) {
            m_figures = f;
            show(m_figures);
            showPath();
            emit rated();
        });
}

void DifficultyPanel::setPosition(const core::Board &board)
{
    m_ntnNow = core::neutralizationNumber(board, false);
    m_filledNow = board.filledCount();
    show(m_figures);
    markPosition();
}

void DifficultyPanel::showPath()
{
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    chart->setTitle(tr("Along the tutor's solution path"));
    const core::PathDifficulty &path = m_figures.path;
    if (!m_figures.valid || path.entropy.empty()) {
        m_pathPosition = -1;
        return;
    }
    auto *entropy = new QLineSeries;
    entropy->setName(tr("game complexity (entropy)"));
    auto *ntn = new QLineSeries;
    ntn->setName(tr("neutralization number"));
    double ntnTop = 1;
    double entropyTop = 0.1;
    for (std::size_t k = 0; k < path.entropy.size(); ++k) {
        entropy->append(double(k), path.entropy[k]);
        entropyTop = std::max(entropyTop, path.entropy[k]);
        if (std::isfinite(path.ntn[k])) {
            ntn->append(double(k), path.ntn[k]);
            ntnTop = std::max(ntnTop, path.ntn[k]);
        }
    }
    auto *marker = new QLineSeries;
    marker->setObjectName(QStringLiteral("positionMarker"));
    marker->setName(tr("your position"));
    QPen pen(palette().color(QPalette::Highlight), 2, Qt::DashLine);
    marker->setPen(pen);
    auto *x = new QValueAxis;
    x->setRange(0, double(std::max<std::size_t>(path.entropy.size() - 1, 1)));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("step"));
    auto *left = new QValueAxis;
    left->setRange(0, entropyTop * 1.1);
    left->setTitleText(tr("entropy"));
    auto *right = new QValueAxis;
    right->setRange(0, ntnTop * 1.1);
    right->setTitleText(tr("NtN"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(left, Qt::AlignLeft);
    chart->addAxis(right, Qt::AlignRight);
    for (QLineSeries *series : { entropy, ntn, marker }) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(series == ntn ? right : left);
    }
    markPosition();
}

void DifficultyPanel::markPosition()
{
    const core::PathDifficulty &path = m_figures.path;
    if (!m_figures.valid || path.filled.empty()) {
        m_pathPosition = -1;
        return;
    }
    // The player need not follow the tutor's order: the position is the last step of the path
    // with no more values on the board than the player has.
    int k = 0;
    while (
        std::size_t(k + 1) < path.filled.size() && path.filled[std::size_t(k + 1)] <= m_filledNow)
        ++k;
    m_pathPosition = k;
    for (QAbstractSeries *s : m_chart->chart()->series())
        if (s->objectName() == QLatin1String("positionMarker")) {
            auto *marker = static_cast<QLineSeries *>(s);
            const auto *axis = qobject_cast<QValueAxis *>(marker->attachedAxes().value(1));
            const double top = axis ? axis->max() : 1.0;
            marker->replace(QList<QPointF> { { double(k), 0.0 }, { double(k), top } });
        }
}

void DifficultyPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DifficultyPanel::retranslateUi()
{
    const char *labels[] = {
        QT_TR_NOOP("Level:"),
        QT_TR_NOOP("Human score:"),
        QT_TR_NOOP("Game complexity:"),
        QT_TR_NOOP("FILTER rule needed:"),
        QT_TR_NOOP("Neutralization number:"),
    };
    for (int i = 0; i < 5; ++i)
        m_labels[i]->setText(tr(labels[i]));
    m_note->setText(
        tr("Two ladders: the level and the human score come from the tutor's own solution path "
           "and its hardest technique; the FILTER rule is the hardest of San Segundo's ten "
           "rules (singles, intersections, pairs, triples, quads) his FILTER needs, a shorter "
           "ladder, so the two can name different techniques. Game complexity is Chen's Sudoku "
           "entropy after the first reduction (higher is harder). The neutralization number is "
           "the open cells over their candidates: it reaches 1 when every open cell has one "
           "candidate."));
    show(m_figures);
    showPath();
}

void DifficultyPanel::show(const Figures &f)
{
    const QString ntnNow = std::isinf(m_ntnNow) ? tr("solved") : QString::number(m_ntnNow, 'f', 3);
    if (!f.valid) {
        const QString wait = m_runner->isRunning() ? tr("working it out…") : tr("—");
        for (QLabel *l : { m_entropy, m_rule, m_score, m_level })
            l->setText(wait);
        m_ntn->setText(tr("%1 now").arg(ntnNow));
        return;
    }
    m_level->setText(QStringLiteral("<b>%1</b>").arg(levelName(f.human.level)));
    m_score->setText(tr("%1 (the tutor's hardest step: %2)")
                         .arg(f.human.score)
                         .arg(StepWording::techniqueName(f.human.hardest)));
    m_entropy->setText(
        tr("%1 (%2)").arg(QString::number(f.entropy, 'f', 4), entropyBand(f.entropy)));
    QString rule;
    if (f.filterTopRule >= 0)
        //: The hardest of San Segundo's ten rules the FILTER needs, and its place among them.
        rule
            = tr("%1 (rule %2 of San Segundo's ten)")
                  .arg(StepWording::techniqueName(core::kFilterRules[std::size_t(f.filterTopRule)]))
                  .arg(f.filterTopRule + 1);
    else
        rule = tr("none");
    if (!f.filterSolved)
        rule = f.trialSolved
            ? tr("%1; the ten rules get stuck, one level of trial solves it").arg(rule)
            : tr("%1; the ten rules and one level of trial are not enough").arg(rule);
    m_rule->setText(rule);
    m_ntn->setText(tr("%1 at the start, %2 now").arg(QString::number(f.ntnStart, 'f', 3), ntnNow));
}
