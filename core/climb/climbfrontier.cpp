#include "climb/climbfrontier.h"

#include <algorithm>
#include <cassert>

namespace core {

namespace {

constexpr std::size_t kInitialSeenTable = 1024; // a power of two

} // namespace

void ClimbFrontier::reset(int cells, std::size_t capacity, std::size_t seenCapacity)
{
    m_cells = cells;
    m_capacity = std::max<std::size_t>(capacity, 1);
    m_seenCapacity = std::max<std::size_t>(seenCapacity, 1);
    for (auto &b : m_buckets)
        b.clear();
    m_size = 0;
    m_slots.clear();
    m_freeSlots.clear();
    m_grids.clear();
    if (m_seen.size() == kInitialSeenTable)
        std::fill(m_seen.begin(), m_seen.end(), 0);
    else
        m_seen.assign(kInitialSeenTable, 0);
    m_seenCount = 0;
    m_seenZero = false;
    m_dropped = 0;
}

bool ClimbFrontier::markSeen(std::uint64_t hash)
{
    if (hash == 0) {
        if (m_seenZero)
            return false;
        m_seenZero = true;
        ++m_seenCount;
        return true;
    }
    std::size_t mask = m_seen.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        if (m_seen[i] == hash)
            return false;
        if (m_seen[i] == 0) {
            m_seen[i] = hash;
            break;
        }
    }
    ++m_seenCount;
    if (2 * m_seenCount > m_seen.size()) {
        // Grow to keep the load at most a half (linear probing stays short).
        std::vector<std::uint64_t> old(m_seen.size() * 2, 0);
        old.swap(m_seen);
        mask = m_seen.size() - 1;
        for (std::uint64_t h : old) {
            if (h == 0)
                continue;
            std::size_t i = h & mask;
            while (m_seen[i] != 0)
                i = (i + 1) & mask;
            m_seen[i] = h;
        }
    }
    return true;
}

int ClimbFrontier::addParent(std::span<const std::uint8_t> grid, std::uint64_t iteration)
{
    assert(static_cast<int>(grid.size()) == m_cells);
    int slot;
    if (!m_freeSlots.empty()) {
        slot = m_freeSlots.back();
        m_freeSlots.pop_back();
    } else {
        slot = static_cast<int>(m_slots.size());
        m_slots.emplace_back();
        m_grids.resize(m_grids.size() + static_cast<std::size_t>(m_cells));
    }
    m_slots[slot] = { 0, iteration };
    std::copy(
        grid.begin(), grid.end(), m_grids.begin() + static_cast<std::ptrdiff_t>(slot) * m_cells);
    return slot;
}

std::vector<ClimbOpen> &ClimbFrontier::bucket(int f)
{
    if (m_buckets.empty()) {
        m_buckets.resize(64);
        m_base = f - 32;
    }
    int i = f - m_base;
    if (i < 0) {
        // Grow downwards: shift the buckets (and the indices) up.
        const int grow = std::max(-i, static_cast<int>(m_buckets.size()));
        m_buckets.insert(m_buckets.begin(), static_cast<std::size_t>(grow), {});
        m_base -= grow;
        m_top += grow;
        m_bottom += grow;
        i += grow;
    } else if (i >= static_cast<int>(m_buckets.size())) {
        m_buckets.resize(
            std::max<std::size_t>(static_cast<std::size_t>(i) + 1, 2 * m_buckets.size()));
    }
    return m_buckets[static_cast<std::size_t>(i)];
}

void ClimbFrontier::push(const ClimbOpen &open)
{
    assert(accepts(open.f));
    ++m_slots[open.parent].refs;
    bucket(open.f).push_back(open);
    const int i = open.f - m_base;
    if (m_size == 0) {
        m_top = m_bottom = i;
    } else {
        m_top = std::max(m_top, i);
        m_bottom = std::min(m_bottom, i);
    }
    if (++m_size <= m_capacity)
        return;
    // Over the bound: drop an entry of the lowest f (open.f is above it: accepts()).
    auto &low = m_buckets[m_bottom];
    release(low.back().parent);
    low.pop_back();
    --m_size;
    ++m_dropped;
    while (m_buckets[m_bottom].empty())
        ++m_bottom;
}

ClimbOpen ClimbFrontier::pop(ClimbRandom &random)
{
    assert(m_size > 0);
    // Among the entries of the highest f, those of the newest expansion: the run at the end of
    // the bucket sharing the last entry's parent (a freed slot has no entry left, so a reused
    // slot cannot join an older run). Pops swap within that run, so it stays at the end.
    auto &top = m_buckets[m_top];
    const int parent = top.back().parent;
    std::size_t first = top.size() - 1;
    while (first > 0 && top[first - 1].parent == parent)
        --first;
    std::swap(top[first + random.below(top.size() - first)], top.back());
    const ClimbOpen open = top.back();
    top.pop_back();
    if (--m_size > 0)
        while (m_buckets[m_top].empty())
            --m_top;
    return open;
}

std::span<const std::uint8_t> ClimbFrontier::grid(int slot) const
{
    return { m_grids.data() + static_cast<std::ptrdiff_t>(slot) * m_cells,
        static_cast<std::size_t>(m_cells) };
}

void ClimbFrontier::release(int slot)
{
    assert(m_slots[slot].refs > 0);
    if (--m_slots[slot].refs == 0)
        m_freeSlots.push_back(slot);
}

} // namespace core
