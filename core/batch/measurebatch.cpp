#include "batch/measurebatch.h"

#include "climb/climbrandom.h"
#include "climb/climbstate.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numeric>

namespace core {

std::int64_t batchMicros()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

RateRow ratePuzzle(
    Rater &rater, const Board &puzzle, int index, bool withScore, const std::atomic<bool> *stop)
{
    RateRow row;
    row.index = index;
    const std::int64_t t0 = batchMicros();
    row.rating = rater.rate(puzzle, stop);
    if (withScore) {
        row.human = scoreTutorPath(puzzle, stop);
        row.scored = true;
    }
    row.micros = batchMicros() - t0;
    return row;
}

ClimbRow climbPuzzle(HillClimber &climber, const Board &puzzle, int index, ClimbOptions options,
    std::uint64_t seed, const ClimbCallback &callback, const std::atomic<bool> *stop)
{
    ClimbRow row;
    options.seed = mixSeed(seed, static_cast<std::uint64_t>(index));
    const std::int64_t t0 = batchMicros();
    {
        ClimbState state(puzzle);
        ClimbRandom random(options.seed);
        state.initialize(options.init, random);
    }
    const std::int64_t t1 = batchMicros();
    row.result = climber.run(puzzle, options, callback, stop);
    row.micros = batchMicros() - t1;
    row.initMicros = t1 - t0;
    return row;
}

PathDifficulty pathDifficulty(const Board &givens, const std::vector<Step> &steps)
{
    PathDifficulty d;
    Board board = givens.givensOnly();
    board.fillCandidates();
    const auto note = [&] {
        d.entropy.push_back(sudokuEntropy(board, true));
        d.ntn.push_back(neutralizationNumber(board, true));
        d.filled.push_back(board.filledCount());
    };
    note();
    for (const Step &step : steps) {
        applyStep(board, step);
        note();
    }
    return d;
}

ClimbOptions batchClimbOptions()
{
    ClimbOptions o;
    o.init = ClimbInit::GreedyPostSwap;
    o.maxIterations = 1'000'000;
    o.maxRestarts = 100'000;
    o.plateauCutoff = 10;
    o.w1 = 1;
    o.w2 = -1;
    o.shuffleGreedyOnRestart = true;
    return o;
}

namespace {

std::vector<double> ranks(const std::vector<double> &v)
{
    std::vector<std::size_t> order(v.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(
        order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<double> r(v.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]])
            ++j;
        const double mean = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
        for (std::size_t k = i; k <= j; ++k)
            r[order[k]] = mean;
        i = j + 1;
    }
    return r;
}

} // namespace

double spearman(const std::vector<double> &x, const std::vector<double> &y)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2)
        return std::numeric_limits<double>::quiet_NaN();
    // Pearson's correlation of the ranks (exact with ties, unlike 1 - 6 sum d^2 / n(n^2 - 1)).
    const std::vector<double> rx = ranks({ x.begin(), x.begin() + n });
    const std::vector<double> ry = ranks({ y.begin(), y.begin() + n });
    const double mean = (static_cast<double>(n) + 1.0) / 2.0;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sxy += (rx[i] - mean) * (ry[i] - mean);
        sxx += (rx[i] - mean) * (rx[i] - mean);
        syy += (ry[i] - mean) * (ry[i] - mean);
    }
    if (sxx == 0 || syy == 0)
        return std::numeric_limits<double>::quiet_NaN();
    return sxy / std::sqrt(sxx * syy);
}

} // namespace core
