#include "batch/parallel.h"

#include <algorithm>
#include <thread>

namespace core {

int batchWorkerCount(int requested)
{
    if (requested > 0)
        return requested;
    const unsigned hw = std::thread::hardware_concurrency();
    return hw == 0 ? 1 : static_cast<int>(hw);
}

std::vector<char> parallelFor(std::size_t count, const std::function<void(std::size_t, int)> &body,
    int threads, const std::atomic<bool> *stop,
    const std::function<void(std::size_t, std::size_t)> &finished)
{
    std::vector<char> done(count, 0);
    const int n = std::min<int>(
        batchWorkerCount(threads), static_cast<int>(std::max<std::size_t>(count, 1)));
    std::atomic<std::size_t> next { 0 };
    std::atomic<std::size_t> doneCount { 0 };
    const auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    auto work = [&](int worker) {
        for (;;) {
            if (stopped())
                break;
            const std::size_t i = next.fetch_add(1);
            if (i >= count)
                break;
            body(i, worker);
            if (stopped())
                break;
            done[i] = 1;
            const std::size_t d = doneCount.fetch_add(1) + 1;
            if (finished)
                finished(i, d);
        }
    };
    std::vector<std::thread> pool;
    for (int w = 1; w < n; ++w)
        pool.emplace_back(work, w);
    work(0);
    for (auto &t : pool)
        t.join();
    return done;
}

} // namespace core
