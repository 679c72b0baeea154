#pragma once

// The calling thread's CPU time, for the search engine's counters and the run timeline's time
// stamps (the race's "per 1 ms of CPU"): one clock for both.

#include <chrono>
#include <cstdint>
#include <ctime>

namespace core {

// Microseconds of CPU time the calling thread has used (POSIX); -1 where there is no such clock.
inline std::int64_t threadCpuMicros()
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec ts {};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return static_cast<std::int64_t>(ts.tv_sec) * 1000000 + ts.tv_nsec / 1000;
#endif
    return -1;
}

// threadCpuMicros(), or the steady clock's microseconds where there is no thread CPU clock.
inline std::int64_t threadCpuOrSteadyMicros()
{
    const std::int64_t cpu = threadCpuMicros();
    if (cpu >= 0)
        return cpu;
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

} // namespace core
