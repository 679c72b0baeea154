#include "climb/climbrecorder.h"

#include <algorithm>

namespace core {

ClimbRecorder::ClimbRecorder(std::size_t capacity)
    : m_capacity { std::max<std::size_t>(capacity, 2) }
{ }

bool ClimbRecorder::alwaysKept(ClimbEventKind kind)
{
    return kind == ClimbEventKind::Start || kind == ClimbEventKind::Restart
        || kind == ClimbEventKind::Finish;
}

void ClimbRecorder::record(const ClimbEvent &e)
{
    ++m_events;
    const bool keep = alwaysKept(e.kind);
    if (!keep && e.iteration % m_stride != 0)
        return;
    ClimbPoint p;
    p.kind = e.kind;
    p.reason = e.reason;
    p.iteration = e.iteration;
    p.restart = e.restart;
    p.f = e.f;
    p.f1 = e.f1;
    p.f2 = e.f2;
    p.cellA = e.cellA;
    p.cellB = e.cellB;
    p.bestF = e.bestF;
    p.bestF1 = e.bestF1;
    m_points.push_back(p);
    if (e.kind == ClimbEventKind::Start)
        m_startGrids.emplace_back(e.values.begin(), e.values.end());
    if (!keep && ++m_sampled > m_capacity)
        thin();
}

void ClimbRecorder::thin()
{
    while (m_sampled > m_capacity) {
        m_stride *= 2;
        const auto end = std::remove_if(m_points.begin(), m_points.end(), [&](const ClimbPoint &p) {
            return !alwaysKept(p.kind) && p.iteration % m_stride != 0;
        });
        m_points.erase(end, m_points.end());
        m_sampled = static_cast<std::size_t>(std::count_if(m_points.begin(), m_points.end(),
            [](const ClimbPoint &p) { return !alwaysKept(p.kind); }));
    }
}

ClimbCallback ClimbRecorder::callback()
{
    return [this](const ClimbEvent &e) { record(e); };
}

void ClimbRecorder::clear()
{
    m_stride = 1;
    m_events = 0;
    m_sampled = 0;
    m_points.clear();
    m_startGrids.clear();
}

} // namespace core
