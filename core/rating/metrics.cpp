#include "rating/metrics.h"

#include <cmath>
#include <limits>

namespace core {

namespace {

// log2 of 0..25, exact enough and without calling log2 in the loop.
const std::array<double, kMaxSide + 1> &log2Table()
{
    static const std::array<double, kMaxSide + 1> table = [] {
        std::array<double, kMaxSide + 1> t {};
        for (int i = 1; i <= kMaxSide; ++i)
            t[i] = std::log2(static_cast<double>(i));
        return t;
    }();
    return table;
}

} // namespace

double neutralizationNumber(const CandidateGrid &grid)
{
    const int tbs = grid.openCount();
    const int trc = grid.candidateTotal();
    if (trc == 0)
        return tbs == 0 ? std::numeric_limits<double>::infinity() : 0.0;
    return static_cast<double>(tbs) / trc;
}

double neutralizationNumber(const Board &board, bool usePencilMarks)
{
    CandidateGrid grid(board.geometry());
    grid.load(board, usePencilMarks);
    return neutralizationNumber(grid);
}

std::vector<double> neutralizationTrace(const Board &start, const std::vector<Step> &steps)
{
    std::vector<double> trace;
    trace.reserve(steps.size() + 1);
    Board board = start;
    trace.push_back(neutralizationNumber(board, true));
    for (const Step &step : steps) {
        applyStep(board, step);
        trace.push_back(neutralizationNumber(board, true));
    }
    return trace;
}

double sudokuEntropy(const CandidateGrid &grid)
{
    const auto &lg = log2Table();
    double sum = 0;
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.value(cell) == 0)
            sum += lg[maskCount(grid.candidates(cell))];
    return sum / grid.cellCount();
}

double sudokuEntropy(const Board &board, bool usePencilMarks)
{
    CandidateGrid grid(board.geometry());
    grid.load(board, usePencilMarks);
    return sudokuEntropy(grid);
}

double gameComplexity(const Board &board)
{
    return sudokuEntropy(board, false);
}

namespace {

ChenOptions chenOptions(const RatingOptions &options)
{
    ChenOptions chen;
    chen.choice = options.inferenceChoice;
    chen.seed = options.seed;
    chen.maxInferences = options.maxInferences;
    return chen;
}

} // namespace

Rater::Rater(RatingOptions options)
    : m_options { options }
    , m_filter { options.filterRules - 1 }
    , m_chen { chenOptions(options) }
{ }

Rating Rater::rate(const Board &puzzle, const std::atomic<bool> *stop)
{
    Rating r;
    r.clues = puzzle.clueCount();
    m_start.load(puzzle, false);
    {
        // sudokuEntropy() and neutralizationNumber() of m_start in one scan (the same sums, in
        // the same order).
        const auto &lg = log2Table();
        const Mask *cand = m_start.candidateData();
        const std::uint8_t *value = m_start.valueData();
        const int cells = m_start.cellCount();
        double sum = 0;
        int trc = 0;
        for (int cell = 0; cell < cells; ++cell)
            if (value[cell] == 0) {
                const int k = maskCount(cand[cell]);
                sum += lg[k];
                trc += k;
            }
        r.entropy = sum / cells;
        const int tbs = m_start.openCount();
        r.ntn = trc == 0 ? (tbs == 0 ? std::numeric_limits<double>::infinity() : 0.0)
                         : static_cast<double>(tbs) / trc;
    }

    m_grid = m_start;
    m_filterMemo.reset(m_grid.geometry().unitCount(), 0);
    r.filter = m_filter.run(m_grid, &m_filterMemo, &m_singles);
    if (r.filter.status == GridStatus::Open && m_options.trial) {
        r.trialRun = true;
        r.trial = m_filter.trial(m_grid, stop, &m_filterMemo);
        r.stopped = r.trial.stopped;
    }

    // Chen's Reduction() starts with what the FILTER's singles already did: naked and hidden
    // singles keep every candidate of Reduction()'s fixpoint (ChenSolver::reduction), so from
    // their grid it ends at the same grid, and every count of the solver is the same. From the
    // givens when the singles met a contradiction (then the start may repeat a value, which
    // the solver checks on the grid it is given).
    // Hidden singles (rule 1, when the FILTER has it) gave nothing on the singles' grid as of its
    // stamp, so Chen's first sweep of them skips every section (m_grid keeps the stamp).
    const bool fromSingles = !m_singles.contradiction();
    m_grid = fromSingles ? m_singles : m_start;
    const std::uint32_t singlesStamp
        = fromSingles && m_options.filterRules >= 2 ? m_singles.stamp() : 0;
    r.chen = m_chen.solve(m_grid, stop, singlesStamp);
    // Solver() starts with Reduction(): solved without any inference = r-Reduction alone.
    r.rreductionSolved = r.chen.reductionSolved;
    r.stopped = r.stopped || r.chen.stopped;
    return r;
}

} // namespace core
