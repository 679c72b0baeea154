#include "batch/parallel.h"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
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
    const std::function<void(std::size_t, std::size_t)> &finished, const WorkerSpawner &spawn)
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
    // A worker whose body throws ends the loop for all (no index is handed out any more); the
    // first exception is rethrown here once every worker has stopped.
    std::mutex errorMutex;
    std::exception_ptr error;
    const auto guarded = [&](int worker) {
        try {
            work(worker);
        } catch (...) {
            next.store(count);
            std::lock_guard lock(errorMutex);
            if (!error)
                error = std::current_exception();
        }
    };
    if (!spawn) {
        std::vector<std::thread> pool;
        for (int w = 1; w < n; ++w)
            pool.emplace_back(guarded, w);
        guarded(0);
        for (auto &t : pool)
            t.join();
        if (error)
            std::rethrow_exception(error);
        return done;
    }
    // Spawned workers: each is claimed once, by its task when it starts or by this thread when
    // worker 0 is done first. The shared state outlives this call for tasks that start late.
    struct Spawned
    {
        explicit Spawned(int workers)
            : claimed(static_cast<std::size_t>(workers))
        { }
        std::vector<std::atomic<bool>> claimed;
        std::mutex mutex;
        std::condition_variable ended;
        int endedCount = 0;
    };
    const auto spawned = std::make_shared<Spawned>(n);
    for (int w = 1; w < n; ++w) {
        spawn([spawned, w, &guarded] {
            if (spawned->claimed[static_cast<std::size_t>(w)].exchange(true))
                return; // parallelFor has returned: `guarded` is gone, and nothing is left to do
            guarded(w);
            std::lock_guard lock(spawned->mutex);
            ++spawned->endedCount;
            spawned->ended.notify_all();
        });
    }
    guarded(0);
    int running = 0;
    for (int w = 1; w < n; ++w)
        if (spawned->claimed[static_cast<std::size_t>(w)].exchange(true))
            ++running;
    std::unique_lock lock(spawned->mutex);
    spawned->ended.wait(lock, [&] { return spawned->endedCount == running; });
    if (error)
        std::rethrow_exception(error);
    return done;
}

} // namespace core
