#pragma once

// The loop every batch runs (sudoku-cli compare / rate / climb and the GUI's Compare mode): a
// body per index on worker threads, each worker with its own state, a stop flag polled between
// indices, and a callback when an index is done.

#include <atomic>
#include <cstddef>
#include <functional>
#include <vector>

namespace core {

// Worker threads for a requested count: the request when positive, else every hardware thread.
int batchWorkerCount(int requested = 0);

// Runs body(i, worker) for i in [0, count) on `threads` workers (0: every hardware thread; never
// more than count). Indices are taken in order, one at a time. After `stop` is raised no new
// index is started, and an index whose body ran while it was raised is not counted as finished
// (work cut short is not a result). finished(i, doneSoFar) is called on the worker thread after
// index i finished (concurrently from several workers: it must be thread-safe). Returns, per
// index, whether it finished (1) or was cut short or never started (0). When body throws, no
// index is started any more, and the first exception is rethrown once every worker has stopped.
//
// The calling thread is worker 0; the others run on threads of their own, or, with `spawn`, on
// whatever spawn(task) runs task() on (the GUI's pool): spawn must run each task once, on any
// thread, at any time (parallelFor does not wait for a task that has not started when worker 0
// is done: it takes that worker's place, finds no index left, and the late task does nothing).
using WorkerSpawner = std::function<void(std::function<void()> task)>;
std::vector<char> parallelFor(std::size_t count,
    const std::function<void(std::size_t index, int worker)> &body, int threads,
    const std::atomic<bool> *stop,
    const std::function<void(std::size_t index, std::size_t done)> &finished = {},
    const WorkerSpawner &spawn = {});

} // namespace core
