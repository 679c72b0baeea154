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
// index, whether it finished (1) or was cut short or never started (0).
std::vector<char> parallelFor(std::size_t count,
    const std::function<void(std::size_t index, int worker)> &body, int threads,
    const std::atomic<bool> *stop,
    const std::function<void(std::size_t index, std::size_t done)> &finished = {});

} // namespace core
