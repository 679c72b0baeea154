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

void ClimbExtremes::widen(const ClimbExtremes &o)
{
    lowF = std::min(lowF, o.lowF);
    highF = std::max(highF, o.highF);
    lowF1 = std::min(lowF1, o.lowF1);
    highF1 = std::max(highF1, o.highF1);
    lowF2 = std::min(lowF2, o.lowF2);
    highF2 = std::max(highF2, o.highF2);
}

namespace {

// Adds the extremes of a dropped event to those of the events dropped since the last kept point
// (`gap`: there were some).
void foldDropped(ClimbExtremes &dropped, bool &gap, const ClimbExtremes &range)
{
    if (gap)
        dropped.widen(range);
    else
        dropped = range;
    gap = true;
}

} // namespace

void ClimbRecorder::record(const ClimbEvent &e)
{
    ++m_events;
    ClimbPoint p;
    p.kind = e.kind;
    p.reason = e.reason;
    p.iteration = e.iteration;
    p.restart = e.restart;
    p.f = e.f;
    p.f1 = e.f1;
    p.f2 = e.f2;
    p.range = ClimbExtremes::of(e.f, e.f1, e.f2);
    const bool keep = alwaysKept(e.kind);
    if (!keep && e.iteration % m_stride != 0) {
        foldDropped(m_pending, m_gap, p.range);
        return;
    }
    p.cellA = e.cellA;
    p.cellB = e.cellB;
    p.from = e.from;
    p.bestF = e.bestF;
    p.bestF1 = e.bestF1;
    p.bestF2 = e.bestF2;
    p.queued = e.queued;
    // A point keeps its grid when the points before it cannot give its state: a Start, a Jump
    // (its parent may be any earlier state), or any point after a dropped event.
    if (e.kind == ClimbEventKind::Start || e.kind == ClimbEventKind::Jump || m_gap) {
        p.grid = static_cast<int>(m_grids.size());
        m_grids.emplace_back(e.values.begin(), e.values.end());
    }
    if (m_gap)
        p.range.widen(m_pending);
    m_gap = false;
    m_points.push_back(p);
    if (!keep && ++m_sampled > m_capacity)
        thin();
}

void ClimbRecorder::thin()
{
    while (m_sampled > m_capacity) {
        m_stride *= 2;
        auto survives = [&](const ClimbPoint &p) {
            return alwaysKept(p.kind) || p.iteration % m_stride == 0;
        };
        // One pass replaying the states (exact: every point either has a grid or follows its
        // predecessor), giving a grid to each survivor whose predecessor goes, and folding the
        // extremes of the points that go into the next survivor.
        std::vector<std::vector<std::uint8_t>> grids;
        std::vector<ClimbPoint> kept;
        std::vector<std::uint8_t> state;
        ClimbExtremes dropped;
        bool gap = false;
        for (ClimbPoint p : m_points) {
            if (p.grid >= 0)
                state = m_grids[p.grid];
            else if (p.cellA >= 0)
                std::swap(state[p.cellA], state[p.cellB]);
            if (!survives(p)) {
                foldDropped(dropped, gap, p.range);
                continue;
            }
            if (p.grid >= 0 || gap) {
                p.grid = static_cast<int>(grids.size());
                grids.push_back(state);
            }
            if (gap)
                p.range.widen(dropped);
            gap = false;
            kept.push_back(p);
        }
        // The newest point may go too: the next kept event takes its grid and extremes (thin()
        // runs right after a point was kept, so nothing is pending before).
        if (gap) {
            m_pending = dropped;
            m_gap = true;
        }
        m_points = std::move(kept);
        m_grids = std::move(grids);
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
    m_gap = false;
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

ClimbRecorder::Nearest ClimbRecorder::nearest(std::uint64_t iteration) const
{
    const auto after = std::upper_bound(m_points.begin(), m_points.end(), iteration,
        [](std::uint64_t it, const ClimbPoint &p) { return it < p.iteration; });
    if (after == m_points.begin())
        return { 0, !m_points.empty() && m_points.front().iteration == iteration };
    const std::size_t index = static_cast<std::size_t>(after - m_points.begin()) - 1;
    return { index, m_points[index].iteration == iteration };
}

} // namespace core
