#pragma once

// An event-loop probe for the GUI tests (tst_responsiveness, tst_lab): a 5 ms timer on the GUI
// thread remembers the longest time between two of its ticks, in wall time (what the user sees;
// it also holds the time the machine gave to other programs) and in the GUI thread's own CPU time
// (what this program spent; the load of the machine does not change it). A phase names what the
// test is doing; notes name what ran on the GUI thread since the last tick (the test connects
// them to signals), so the longest gap says what filled it.

#include "board/cputime.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

class StallProbe : public QObject
{
public:
    StallProbe()
    {
        m_timer.setInterval(5);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
    }
    void start(const QString &phase)
    {
        m_phase = phase;
        m_wall.start();
        m_cpu = core::threadCpuMicros();
        m_notes.clear();
        m_timer.start();
    }
    void setPhase(const QString &phase)
    {
        tick();
        m_phase = phase;
    }
    // Something that ran on the GUI thread since the last tick (kept once per gap).
    void note(const QString &what)
    {
        if (!m_notes.contains(what))
            m_notes << what;
    }
    void stop()
    {
        tick();
        m_timer.stop();
    }
    qint64 worstWallMs() const { return m_worstWall; }
    qint64 worstCpuMs() const { return m_worstCpu / 1000; }
    double worstCpuMsExact() const { return double(m_worstCpu) / 1000.0; }
    QString worstWallPhase() const { return m_worstWallPhase; }
    QString worstCpuPhase() const { return m_worstCpuPhase; }
    // What ran in the gap of the longest CPU time (notes joined by " + "; "-" when none).
    QString worstCpuNotes() const { return m_worstCpuNotes; }
    int ticks() const { return m_ticks; }

private:
    void tick()
    {
        ++m_ticks;
        const qint64 wall = m_wall.restart();
        const qint64 now = core::threadCpuMicros();
        const qint64 cpu = now - m_cpu;
        m_cpu = now;
        if (wall > m_worstWall) {
            m_worstWall = wall;
            m_worstWallPhase = m_phase;
        }
        if (cpu > m_worstCpu) {
            m_worstCpu = cpu;
            m_worstCpuPhase = m_phase;
            m_worstCpuNotes
                = m_notes.isEmpty() ? QStringLiteral("-") : m_notes.join(QStringLiteral(" + "));
        }
        m_notes.clear();
    }

    QTimer m_timer;
    QElapsedTimer m_wall;
    qint64 m_cpu = 0;
    QString m_phase;
    QStringList m_notes;
    int m_ticks = 0;
    qint64 m_worstWall = 0;
    qint64 m_worstCpu = 0;
    QString m_worstWallPhase;
    QString m_worstCpuPhase;
    QString m_worstCpuNotes;
};
