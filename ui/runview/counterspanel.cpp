#include "runview/counterspanel.h"

#include "runview/runsession.h"

#include <QEvent>
#include <QFont>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

CountersPanel::CountersPanel(QWidget *parent)
    : QWidget { parent }
    , m_grid { new QGridLayout }
    , m_hereHeader { new QLabel }
    , m_totalHeader { new QLabel }
    , m_status { new QLabel }
{
    setObjectName(QStringLiteral("countersPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(2);
    QFont bold = font();
    bold.setBold(true);
    m_hereHeader->setFont(bold);
    m_totalHeader->setFont(bold);
    m_hereHeader->setAlignment(Qt::AlignRight);
    m_totalHeader->setAlignment(Qt::AlignRight);
    m_grid->addWidget(m_hereHeader, 0, 1);
    m_grid->addWidget(m_totalHeader, 0, 2);
    m_grid->setColumnStretch(0, 1);
    layout->addLayout(m_grid);
    m_status->setObjectName(QStringLiteral("runStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    retranslateUi();
    setRun(nullptr);
}

QList<RunWording::Counter> CountersPanel::countersOf(const core::RunSpec &spec)
{
    using C = RunWording::Counter;
    switch (spec.family) {
    case core::RunFamily::Search:
        return { C::Recursions, C::Backtracks, C::Nodes, C::Depth, C::MaxDepth, C::CpuTime };
    case core::RunFamily::Climb:
        return { C::Iterations, C::Restarts, C::Sideways, C::F, C::F1, C::F2, C::BestF,
            C::CpuTime };
    case core::RunFamily::Logic:
        switch (spec.logicMode) {
        case core::LogicMode::Tutor:
            return { C::Steps, C::Score, C::TopRule, C::CpuTime };
        case core::LogicMode::Filter:
            return { C::Steps, C::TopRule, C::CpuTime };
        case core::LogicMode::Chen:
            return { C::Reductions, C::Recursions, C::Backtracks, C::Depth, C::CpuTime };
        }
    }
    return {};
}

void CountersPanel::setRun(const core::RunSpec *spec)
{
    for (QList<QLabel *> *labels : { &m_names, &m_here, &m_total }) {
        qDeleteAll(*labels);
        labels->clear();
    }
    m_counters = spec ? countersOf(*spec) : QList<RunWording::Counter> {};
    for (int i = 0; i < m_counters.size(); ++i) {
        auto *name = new QLabel(RunWording::counterName(m_counters[i]));
        auto *here = new QLabel(QStringLiteral("–"));
        auto *total = new QLabel(QStringLiteral("–"));
        here->setObjectName(QStringLiteral("counterHere%1").arg(int(m_counters[i])));
        for (QLabel *value : { here, total }) {
            value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        }
        m_grid->addWidget(name, i + 1, 0);
        m_grid->addWidget(here, i + 1, 1);
        m_grid->addWidget(total, i + 1, 2);
        m_names << name;
        m_here << here;
        m_total << total;
    }
    m_hereHeader->setVisible(!m_counters.isEmpty());
    m_totalHeader->setVisible(!m_counters.isEmpty());
}

void CountersPanel::setValues(
    const core::RunCounters &here, const core::RunCounters &total, const RunWording &wording)
{
    for (int i = 0; i < m_counters.size(); ++i) {
        m_here[i]->setText(wording.counterValue(here, m_counters[i]));
        m_total[i]->setText(wording.counterValue(total, m_counters[i]));
    }
}

void CountersPanel::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString CountersPanel::statusText(const RunSession &session, const RunWording *wording)
{
    if (!session.hasRun() || !wording)
        return session.isRunning() ? tr("Starting…") : QString();
    const core::RunTimeline &t = session.timeline();
    const QLocale locale;
    if (t.finished())
        return wording->finish(t.finish());
    if (session.wasCancelled())
        return tr("Cancelled after %1 events").arg(locale.toString(qulonglong(t.eventCount())));
    if (session.isRunning())
        return tr("Running: %1 events so far").arg(locale.toString(qulonglong(t.eventCount())));
    return tr("Stopped");
}

void CountersPanel::showSession(const RunSession &session, const RunWording *wording)
{
    setStatus(statusText(session, wording));
    if (session.hasRun() && wording)
        setValues(session.counters(), session.timeline().liveCounters(), *wording);
}

QString CountersPanel::valueText(RunWording::Counter counter) const
{
    const int i = int(m_counters.indexOf(counter));
    return i < 0 ? QString() : m_here[i]->text();
}

void CountersPanel::retranslateUi()
{
    m_hereHeader->setText(tr("Here"));
    m_totalHeader->setText(tr("Run"));
    m_hereHeader->setToolTip(tr("At the event shown"));
    m_totalHeader->setToolTip(tr("The whole run so far (also past the recording)"));
    for (int i = 0; i < m_counters.size(); ++i)
        m_names[i]->setText(RunWording::counterName(m_counters[i]));
}

void CountersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
