#pragma once

// Per-puzzle output in the file's order while the puzzles are worked on in parallel: a result is
// written as soon as it and every one before it are done, so memory holds only the results that
// wait for an earlier, slower puzzle, never the whole file's. A worker waits before it starts a
// puzzle `window` or more ahead of the next one to write, which bounds that wait too.
//
//   InOrder<Text> out([&](std::size_t i, Text &t) { write(t); });
//   parallelFor(n, [&](std::size_t i, int) {
//       if (out.waitForTurn(i, interruptFlag())) out.put(i, work(i)); },
//       progress, threads, [&](std::size_t i) { out.finished(i); });
//   out.flush(); // after Ctrl+C: what finished after a puzzle that did not
//
// put() stores a result, finished() (parallelFor's callback: the puzzle counts, it was not cut
// short) lets it be written. write runs under a lock, on the worker that completed the run of
// finished results, one call at a time.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <mutex>

namespace cli {

template <class T> class InOrder final
{
public:
    using Write = std::function<void(std::size_t index, T &result)>;
    static constexpr std::size_t kDefaultWindow = 256;

    explicit InOrder(Write write, std::size_t window = kDefaultWindow)
        : m_write { std::move(write) }
        , m_window { window }
    { }

    // Waits while `index` is `window` or more ahead of the next index to write; false when
    // `stop` (may be null) was raised meanwhile.
    bool waitForTurn(std::size_t index, const std::atomic<bool> *stop)
    {
        std::unique_lock lock(m_mutex);
        while (index >= m_next + m_window) {
            if (stop && stop->load(std::memory_order_relaxed))
                return false;
            m_turn.wait_for(lock, std::chrono::milliseconds(50));
        }
        return true;
    }

    void put(std::size_t index, T result)
    {
        std::lock_guard lock(m_mutex);
        m_waiting[index].result = std::move(result);
    }

    void finished(std::size_t index)
    {
        std::lock_guard lock(m_mutex);
        m_waiting[index].finished = true;
        const std::size_t before = m_next;
        for (auto it = m_waiting.begin();
             it != m_waiting.end() && it->first == m_next && it->second.finished;
             it = m_waiting.erase(it), ++m_next)
            m_write(it->first, it->second.result);
        if (m_next != before)
            m_turn.notify_all();
    }

    // Writes the finished results still waiting (behind an index that never finished: Ctrl+C),
    // in order, and drops the others.
    void flush()
    {
        std::lock_guard lock(m_mutex);
        for (auto &[index, slot] : m_waiting)
            if (slot.finished)
                m_write(index, slot.result);
        m_waiting.clear();
    }

private:
    struct Slot
    {
        T result {};
        bool finished = false;
    };

    Write m_write;
    std::size_t m_window;
    std::mutex m_mutex;
    std::condition_variable m_turn;
    std::map<std::size_t, Slot> m_waiting;
    std::size_t m_next = 0;
};

} // namespace cli
