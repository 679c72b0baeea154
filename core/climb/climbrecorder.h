#pragma once

// A bounded record of a hill-climbing trace for plotting: it keeps every k-th iteration and,
// when full, drops every other kept iteration and doubles k, so memory stays at `capacity`
// points however long the run. Start, Restart and Finish events are always kept (their number
// is bounded by the restart limit). Each Start and each kept Jump (best-first search) keeps its
// grid (so at most capacity + starts grids), so a trace recorded with stride 1 replays exactly,
// swap by swap: stateAt().

#include "climb/hillclimber.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace core {

struct ClimbPoint
{
    ClimbEventKind kind = ClimbEventKind::Start;
    ClimbRestartReason reason = ClimbRestartReason::None;
    std::uint64_t iteration = 0;
    int restart = 0;
    int f = 0;
    int f1 = 0;
    int f2 = 0;
    int cellA = -1;
    int cellB = -1;
    std::uint64_t from = 0;
    int bestF = 0;
    int bestF1 = 0;
    int bestF2 = 0;
    std::size_t queued = 0;
    int grid = -1; // index into ClimbRecorder::grids() (Start and Jump points)

    bool operator==(const ClimbPoint &) const = default;
};

class ClimbRecorder
{
public:
    // capacity: the most iteration points kept (at least 2).
    explicit ClimbRecorder(std::size_t capacity = 4096);

    void record(const ClimbEvent &event);
    // A callback for HillClimber::run that records into this object.
    ClimbCallback callback();
    void clear();

    const std::vector<ClimbPoint> &points() const { return m_points; }
    // The grids of the Start and Jump points (ClimbPoint::grid), in order.
    const std::vector<std::vector<std::uint8_t>> &grids() const { return m_grids; }
    // The grid of point `index`: the last Start or Jump grid at or before it with the swaps of
    // the points between applied. Exact while stride() is 1; after thinning the swaps of the
    // dropped points are missing (the Lab shows the nearest recorded state instead).
    std::vector<std::uint8_t> stateAt(std::size_t index) const;
    // Iterations kept are the multiples of stride() (1 until the first thinning).
    std::uint64_t stride() const { return m_stride; }
    std::size_t capacity() const { return m_capacity; }
    // Events seen (kept or not).
    std::uint64_t eventCount() const { return m_events; }

private:
    static bool alwaysKept(ClimbEventKind kind);
    void thin();

    std::size_t m_capacity;
    std::uint64_t m_stride = 1;
    std::uint64_t m_events = 0;
    std::size_t m_sampled = 0; // Move / Sideways points in m_points
    std::vector<ClimbPoint> m_points;
    std::vector<std::vector<std::uint8_t>> m_grids;
};

} // namespace core
