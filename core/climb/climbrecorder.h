#pragma once

// A bounded record of a hill-climbing trace for plotting and replay (sudoku-cli climb --trace;
// the Lab's chart reads core/run's timeline instead, which has its own budget and columns): it
// keeps every k-th iteration and, when full, drops every other kept iteration and doubles k, so
// memory stays at `capacity` points however long the run. Start, Restart and Finish events are
// always kept (their number is bounded by the restart limit).
//  - Extremes: each point carries the lowest and highest f, f1 and f2 of the events it stands for
//    (itself and the dropped ones since the point before it), so a plot of a thinned record
//    (sudoku-cli climb --trace) still shows every dip and peak.
//  - States: each Start and each kept Jump (best-first search) keeps its grid, and so does every
//    point whose predecessor was dropped, so stateAt() is exact at every kept point: swap by swap
//    while stride() is 1, at the kept iterations after thinning (at most capacity + 3 x starts
//    grids). nearest() finds the kept point for any iteration.

#include "climb/hillclimber.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace core {

// The lowest and highest f, f1 and f2 over some events.
struct ClimbExtremes
{
    int lowF = 0;
    int highF = 0;
    int lowF1 = 0;
    int highF1 = 0;
    int lowF2 = 0;
    int highF2 = 0;

    static ClimbExtremes of(int f, int f1, int f2) { return { f, f, f1, f1, f2, f2 }; }
    void widen(const ClimbExtremes &other);

    bool operator==(const ClimbExtremes &) const = default;
};

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
    int grid = -1; // index into ClimbRecorder::grids() (Start and Jump points, see above)
    // The extremes of the events this point stands for (itself and those dropped before it).
    ClimbExtremes range;

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
    // The grid of point `index` (exact, see above): the last grid at or before it with the swaps
    // of the points between applied. Empty if index is out of range.
    std::vector<std::uint8_t> stateAt(std::size_t index) const;
    // The index of the last kept point at or before `iteration` (the first point if none; a
    // restart's Start rather than its Restart), and whether that point is at `iteration` itself
    // (false: the Lab shows the nearest recorded state with a note). Undefined when empty.
    struct Nearest
    {
        std::size_t index = 0;
        bool exact = false;
    };
    Nearest nearest(std::uint64_t iteration) const;
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
    std::size_t m_sampled = 0; // points in m_points that are not always kept
    bool m_gap = false; // an event was dropped since the last kept point
    ClimbExtremes m_pending; // the extremes of the events dropped since the last kept point
    std::vector<ClimbPoint> m_points;
    std::vector<std::vector<std::uint8_t>> m_grids;
};

} // namespace core
