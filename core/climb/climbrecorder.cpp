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
    p.from = e.from;
    p.bestF = e.bestF;
    p.bestF1 = e.bestF1;
    p.bestF2 = e.bestF2;
    p.queued = e.queued;
    if (e.kind == ClimbEventKind::Start || e.kind == ClimbEventKind::Jump) {
        p.grid = static_cast<int>(m_grids.size());
        m_grids.emplace_back(e.values.begin(), e.values.end());
    }
    m_points.push_back(p);
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
        // Keep the grids of the points left, renumbered in order.
        int kept = 0;
        for (auto &p : m_points) {
            if (p.grid < 0)
                continue;
            if (p.grid != kept)
                m_grids[kept] = std::move(m_grids[p.grid]);
            p.grid = kept++;
        }
        m_grids.resize(kept);
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
    m_grids.clear();
}

std::vector<std::uint8_t> ClimbRecorder::stateAt(std::size_t index) const
{
    if (index >= m_points.size())
        return {};
    std::size_t first = index;
    while (m_points[first].grid < 0 && first > 0)
        --first;
    if (m_points[first].grid < 0)
        return {};
    std::vector<std::uint8_t> grid = m_grids[m_points[first].grid];
    for (std::size_t i = first + 1; i <= index; ++i)
        if (m_points[i].cellA >= 0)
            std::swap(grid[m_points[i].cellA], grid[m_points[i].cellB]);
    return grid;
}

} // namespace core
