#pragma once

#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "wording/runwording.h"

#include <QList>
#include <QWidget>

class RunSession;
class QGridLayout;
class QLabel;

// The family's counters beside the Lab's board: each at the current event and for the whole
// run so far (the live counters, which go on past the recording budget), and a line on the run's
// state (running, how it ended, where its recording stopped).
class CountersPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CountersPanel)

public:
    explicit CountersPanel(QWidget *parent = nullptr);

    // The counters a run of this spec shows (none: no run yet).
    static QList<RunWording::Counter> countersOf(const core::RunSpec &spec);
    void setRun(const core::RunSpec *spec);
    // here: at the position shown; total: the run's so far. wording words the values.
    void setValues(
        const core::RunCounters &here, const core::RunCounters &total, const RunWording &wording);
    void setStatus(const QString &text);
    // The run's state in a line: starting, running (events so far), how it ended, cancelled.
    // wording: the run's (null before its first chunk).
    static QString statusText(const RunSession &session, const RunWording *wording);
    // The status line and the values of a session at its position (here) and so far (total).
    void showSession(const RunSession &session, const RunWording *wording);
    // The value shown for a counter at the position (tests, screenshots).
    QString valueText(RunWording::Counter counter) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QGridLayout *m_grid;
    QLabel *m_hereHeader;
    QLabel *m_totalHeader;
    QLabel *m_status;
    QList<RunWording::Counter> m_counters;
    QList<QLabel *> m_names, m_here, m_total;
};
