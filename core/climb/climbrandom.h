#pragma once

// The random numbers of the hill climber: std::mt19937_64 (its output is fixed by the standard)
// and our own uniform integer helper, because std::uniform_int_distribution and std::shuffle
// are implementation-defined. One seed gives the same sequence on every compiler and platform.

#include <cstdint>
#include <random>
#include <span>

namespace core {

class ClimbRandom
{
public:
    explicit ClimbRandom(std::uint64_t seed = 1);

    void seed(std::uint64_t seed);
    std::uint64_t next() { return m_engine(); }
    // Uniform in [0, n) for n >= 1, by rejection (no modulo bias).
    std::uint64_t below(std::uint64_t n);
    // Fisher-Yates with below().
    void shuffle(std::span<int> items);
    void shuffle(std::span<std::uint8_t> items);

private:
    std::mt19937_64 m_engine;
};

// A well-mixed seed for item `index` of a batch run with seed `seed` (splitmix64 of both), so
// that per-item results do not depend on the order or the thread that runs them.
std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t index);

} // namespace core
