#include "climb/climbrandom.h"

#include <utility>

namespace core {

namespace {

std::uint64_t splitMix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

template <typename T> void shuffleSpan(ClimbRandom &random, std::span<T> items)
{
    for (std::size_t i = items.size(); i > 1; --i) {
        const std::size_t j = static_cast<std::size_t>(random.below(i));
        std::swap(items[i - 1], items[j]);
    }
}

} // namespace

ClimbRandom::ClimbRandom(std::uint64_t seed)
    : m_engine { seed }
{ }

void ClimbRandom::seed(std::uint64_t seed)
{
    m_engine.seed(seed);
}

std::uint64_t ClimbRandom::below(std::uint64_t n)
{
    if (n <= 1)
        return 0;
    // Values below `threshold` would make the low residues more likely: reject them.
    const std::uint64_t threshold = (0 - n) % n;
    for (;;) {
        const std::uint64_t r = m_engine();
        if (r >= threshold)
            return r % n;
    }
}

void ClimbRandom::shuffle(std::span<int> items)
{
    shuffleSpan(*this, items);
}

void ClimbRandom::shuffle(std::span<std::uint8_t> items)
{
    shuffleSpan(*this, items);
}

std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t index)
{
    return splitMix64(splitMix64(seed) ^ splitMix64(index + 0x632be59bd9b4e019ULL));
}

} // namespace core
