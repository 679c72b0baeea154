#include "search/contributionnumber.h"

#include <limits>

namespace core {

namespace {

std::vector<Mask> boardCandidates(const Board &board)
{
    std::vector<Mask> cand(board.cellCount(), 0);
    for (int c = 0; c < board.cellCount(); ++c)
        if (board.isOpen(c))
            cand[c] = board.candidates(c);
    return cand;
}

} // namespace

int peerOverlap(
    const Geometry &geometry, const std::uint8_t *values, const Mask *candidates, int cell)
{
    const Mask mine = candidates[cell];
    int sum = 0;
    for (int p : geometry.peers(cell))
        if (values[p] == 0)
            sum += popcount(candidates[p] & mine);
    return sum;
}

bool isNeutralizedSquare(
    const Geometry &geometry, const std::uint8_t *values, const Mask *candidates, int cell)
{
    if (values[cell] != 0 || popcount(candidates[cell]) != 1)
        return false;
    const Mask mine = candidates[cell];
    for (int p : geometry.peers(cell))
        if (values[p] == 0 && (candidates[p] & mine))
            return false;
    return true;
}

bool isNeutralizedSet(const Geometry &geometry, const std::uint8_t *values, const Mask *candidates)
{
    for (int c = 0; c < geometry.cellCount(); ++c)
        if (values[c] == 0 && !isNeutralizedSquare(geometry, values, candidates, c))
            return false;
    return true;
}

bool isNeutralizedSet(const Board &board)
{
    const auto cand = boardCandidates(board);
    return isNeutralizedSet(board.geometry(), board.values().data(), cand.data());
}

CtnWeights contributionNumbers(const Geometry &geometry, const std::uint8_t *values,
    const Mask *candidates, bool skipNeutralized)
{
    const int cells = geometry.cellCount();
    CtnWeights w;
    w.weights.assign(cells, 0.0);
    w.overlaps.assign(cells, 0);
    w.roles.assign(cells, CtnRole::Filled);
    int minimum = std::numeric_limits<int>::max();
    for (int c = 0; c < cells; ++c) {
        if (values[c] != 0)
            continue;
        w.overlaps[c] = peerOverlap(geometry, values, candidates, c);
        const int count = popcount(candidates[c]);
        if (skipNeutralized && count == 1 && w.overlaps[c] == 0) {
            w.roles[c] = CtnRole::Neutralized;
            continue;
        }
        w.roles[c] = CtnRole::Other;
        minimum = std::min(minimum, count);
    }
    if (minimum == std::numeric_limits<int>::max())
        return w;
    w.minimumCount = minimum;
    double bestWeight = 0;
    for (int c = 0; c < cells; ++c) {
        if (w.roles[c] != CtnRole::Other)
            continue;
        const int count = popcount(candidates[c]);
        const double ctn = count == 0 ? 0.0 : static_cast<double>(w.overlaps[c]) / count;
        if (count == minimum) {
            w.roles[c] = CtnRole::Minimum;
            w.weights[c] = ctn;
            if (w.best < 0 || ctn > bestWeight) {
                w.best = c;
                bestWeight = ctn;
            }
        } else {
            w.weights[c] = -ctn;
        }
    }
    return w;
}

CtnWeights contributionNumbers(const Board &board, bool skipNeutralized)
{
    const auto cand = boardCandidates(board);
    return contributionNumbers(
        board.geometry(), board.values().data(), cand.data(), skipNeutralized);
}

std::int64_t cellEdges(const Geometry &geometry, const std::uint8_t *values, const Mask *candidates,
    int cell, int totalCandidates)
{
    const std::int64_t n = popcount(candidates[cell]);
    return n * (totalCandidates - n) - peerOverlap(geometry, values, candidates, cell);
}

std::int64_t graphEdges(
    const Geometry &geometry, const std::uint8_t *values, const Mask *candidates)
{
    std::int64_t total = 0;
    std::int64_t squares = 0;
    std::int64_t conflicting = 0;
    for (int c = 0; c < geometry.cellCount(); ++c) {
        if (values[c] != 0)
            continue;
        const std::int64_t n = popcount(candidates[c]);
        total += n;
        squares += n * n;
        conflicting += peerOverlap(geometry, values, candidates, c);
    }
    // Ordered pairs of vertices in different cells, minus the same symbol in two peer cells.
    return total * total - squares - conflicting;
}

} // namespace core
