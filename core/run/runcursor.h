#pragma once

// Reading a run timeline (runtimeline.h) at any position: the board there, stepping by one event
// either way. Split out of runtimeline.h.

#include "board/board.h"
#include "run/runtimeline.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// A position on a timeline with the board there: seek anywhere (nearest snapshot + replay, a few
// microseconds to well under 2 ms), step forward or back by one event (the cost of its changes).
// Holds a reference to the timeline, which may grow meanwhile (same thread); positions stay valid.
class RunCursor
{
public:
    explicit RunCursor(const RunTimeline &timeline);

    const RunTimeline &timeline() const { return *m_timeline; }

    std::uint64_t position() const { return m_position; }
    // To a position (clamped to eventCount()).
    void seek(std::uint64_t position);
    // Applies event position() (false at the end); undoes event position() - 1 (false at 0).
    bool forward();
    bool back();

    int value(int cell) const { return m_values[cell]; }
    Mask candidates(int cell) const { return m_candidates[cell]; }
    std::span<const std::uint8_t> values() const { return m_values; }
    std::span<const Mask> candidates() const { return m_candidates; }
    // The board at this position: the puzzle's givens, the other values as entered values, the
    // candidates of the open cells as pencil marks.
    Board board() const;

private:
    const RunTimeline *m_timeline;
    std::uint64_t m_position = 0;
    std::vector<std::uint8_t> m_values;
    std::vector<Mask> m_candidates;
};

} // namespace core
