#include "run/runcursor.h"

#include <algorithm>

namespace core {

RunCursor::RunCursor(const RunTimeline &timeline)
    : m_timeline { &timeline }
    , m_values { timeline.header().values }
    , m_candidates { timeline.header().candidates }
{ }

bool RunCursor::forward()
{
    if (m_position >= m_timeline->eventCount())
        return false;
    m_timeline->moveOver(m_position, m_values.data(), m_candidates.data(), true);
    ++m_position;
    return true;
}

bool RunCursor::back()
{
    if (m_position == 0)
        return false;
    --m_position;
    m_timeline->moveOver(m_position, m_values.data(), m_candidates.data(), false);
    return true;
}

void RunCursor::seek(std::uint64_t position)
{
    const RunTimeline &t = *m_timeline;
    position = std::min<std::uint64_t>(position, t.eventCount());
    // Close by: step. Otherwise from the nearest snapshot (or from here, when that is nearer).
    if (position < m_position && m_position - position <= 64) {
        while (m_position > position)
            back();
        return;
    }
    const std::size_t s = t.snapshotBefore(position);
    const std::uint64_t from = t.m_snapPosition[s];
    if (!(position >= m_position && m_position >= from)) {
        std::ranges::copy(t.m_snapValues.row(s), m_values.begin());
        std::ranges::copy(t.m_snapCandidates.row(s), m_candidates.begin());
        m_position = from;
    }
    while (m_position < position)
        forward();
}

Board RunCursor::board() const
{
    const RunHeader &h = m_timeline->header();
    Board b = h.puzzle.givensOnly();
    for (int cell = 0; cell < b.cellCount(); ++cell) {
        if (!b.isGiven(cell) && m_values[static_cast<std::size_t>(cell)] != 0)
            b.setValue(cell, m_values[static_cast<std::size_t>(cell)]);
        b.setCandidates(cell,
            m_values[static_cast<std::size_t>(cell)]
                ? 0
                : m_candidates[static_cast<std::size_t>(cell)]);
    }
    return b;
}

} // namespace core
