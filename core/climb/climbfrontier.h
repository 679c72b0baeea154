#pragma once

// The best-first reading of Jones, Roach & Perkins' search (Section 4.1: "a priority queue of
// as-yet unexplored states ordered by objective function score ... The highest scored state in
// such a queue is the state to be expanded next"): the queue of unexplored states and the set of
// states already queued, with bounded memory.
//
//  - An unexplored state is stored as its parent (an expanded state) and the swap that makes it:
//    the parent's grid is kept once in a slot shared by all its queued successors and freed when
//    the last of them leaves the queue. Entries hold no grid (32 bytes each).
//  - Order: the highest f first; among equal f the successors of the newest expansion first, a
//    random one among those (pop() draws it from the climber's ClimbRandom). So while the best
//    queued states are successors of the state just expanded, best-first moves exactly as
//    steepest ascent does (to a random best successor), and it goes back to an older state
//    only when the newest branch has nothing as good: the paper's "the queue was occasionally
//    used to backtrack" (Section 4.1). Other tie orders measured worse against the paper's
//    figures (docs/papers-climb.md). The queue is a bucket queue (one bucket per value of f,
//    which takes few values): push O(1), pop O(successors of one state).
//  - Bound: at most `capacity` entries. A push into a full queue drops an entry of the lowest f
//    (the last of its bucket); accepts() tells beforehand whether a state of score f would be
//    kept at all (the queue is not full, or f is above its lowest), so the climber neither hashes
//    nor stores what would be dropped at once. With the parent slots (each has a queued successor,
//    plus the state being expanded) the queue never holds more than `capacity` entries and
//    `capacity` + 1 grids.
//  - Seen: the hashes of states queued or expanded since the last reset(), so a state enters the
//    queue (and is expanded) at most once per climb, even after the bound dropped it. The set
//    holds at most `seenCapacity` hashes (an open-addressing table kept at most half full: at
//    most 2 x seenCapacity slots of 8 bytes); seenFull() tells the climber to stop the climb
//    (see hillclimber.h).

#include "climb/climbrandom.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace core {

struct ClimbOpen
{
    std::uint64_t hash = 0;
    int f = 0;
    int f1 = 0;
    int f2 = 0;
    int parent = -1; // slot of the parent's grid
    int cellA = -1; // the swap that makes this state from its parent
    int cellB = -1;
};

class ClimbFrontier
{
public:
    // Empties the queue, the slots and the seen set; grids have `cells` cells.
    void reset(int cells, std::size_t capacity, std::size_t seenCapacity);

    // Adds `hash` to the seen set; false if it was there already.
    bool markSeen(std::uint64_t hash);
    std::size_t seenCount() const { return m_seenCount; }
    bool seenFull() const { return m_seenCount >= m_seenCapacity; }

    // Stores the grid of an expanded state, expanded at `iteration`, as a parent for push().
    int addParent(std::span<const std::uint8_t> grid, std::uint64_t iteration);
    // Whether push() would keep a state of score f.
    bool accepts(int f) const { return m_size < m_capacity || f > m_bottom + m_base; }
    void push(const ClimbOpen &open); // open.parent from addParent()
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    int topF() const { return m_top + m_base; } // when not empty
    // The next entry (see Order above), removed. Its parent slot stays valid until
    // release(open.parent).
    ClimbOpen pop(ClimbRandom &random);
    std::span<const std::uint8_t> grid(int slot) const;
    std::uint64_t parentIteration(int slot) const { return m_slots[slot].iteration; }
    void release(int slot);

    // Slots holding a grid now (for tests of the bound).
    std::size_t liveSlots() const { return m_slots.size() - m_freeSlots.size(); }
    std::uint64_t dropped() const { return m_dropped; } // entries dropped by the bound
    std::size_t seenTableSize() const { return m_seen.size(); }

private:
    struct Slot
    {
        int refs = 0;
        std::uint64_t iteration = 0;
    };
    // The bucket of f, growing the range of buckets if needed.
    std::vector<ClimbOpen> &bucket(int f);

    int m_cells = 0;
    std::size_t m_capacity = 0;
    std::size_t m_seenCapacity = 0;
    std::vector<std::vector<ClimbOpen>> m_buckets; // entries of f = index + m_base
    int m_base = 0;
    int m_top = 0; // highest and lowest non-empty bucket, when m_size > 0
    int m_bottom = 0;
    std::size_t m_size = 0;
    std::vector<Slot> m_slots;
    std::vector<int> m_freeSlots;
    std::vector<std::uint8_t> m_grids; // slot * cells
    std::vector<std::uint64_t> m_seen; // open addressing, 0 = empty (hash 0 is kept apart)
    std::size_t m_seenCount = 0;
    bool m_seenZero = false;
    std::uint64_t m_dropped = 0;
};

} // namespace core
