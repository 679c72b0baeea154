#include "climb/climbstate.h"

#include <algorithm>
#include <climits>

namespace core {

namespace {

// Fixed seed: hashes only tell states apart, they need not vary between runs.
constexpr std::uint64_t kZobristSeed = 0x5eed0fc11b5ULL;

// splitmix64's finalizer: distinct, well-mixed keys for consecutive indices.
std::uint64_t zobristKey(std::uint64_t index)
{
    std::uint64_t x = kZobristSeed + index * 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

ClimbState::ClimbState(const Board &puzzle)
    : m_geometry { &puzzle.geometry() }
    , m_side { puzzle.side() }
    , m_stride { puzzle.side() + 1 }
{
    const Geometry &g = *m_geometry;
    const int n = m_side;
    const int cells = g.cellCount();
    m_values.assign(cells, 0);
    m_given.assign(cells, 0);
    m_rowOf.resize(cells);
    m_colOf.resize(cells);
    for (int c = 0; c < cells; ++c) {
        m_rowOf[c] = g.row(c);
        m_colOf[c] = g.column(c);
        if (puzzle.isGiven(c)) {
            m_given[c] = 1;
            m_values[c] = static_cast<std::uint8_t>(puzzle.value(c));
        }
    }
    // Two givens with one symbol in a unit: no valid state.
    for (int u = 0; u < g.unitCount() && m_valid; ++u) {
        Mask seen = 0;
        for (int c : g.unit(u)) {
            if (!m_given[c])
                continue;
            if (seen & bit(m_values[c]))
                m_valid = false;
            seen |= bit(m_values[c]);
        }
    }

    m_freeStart.assign(n + 1, 0);
    m_missingStart.assign(n + 1, 0);
    for (int b = 0; b < n; ++b) {
        m_freeStart[b] = static_cast<int>(m_free.size());
        m_missingStart[b] = static_cast<int>(m_missing.size());
        Mask present = 0;
        for (int c : g.unit(g.boxUnit(b))) {
            if (m_given[c])
                present |= bit(m_values[c]);
            else
                m_free.push_back(c);
        }
        for (int s = 1; s <= n; ++s)
            if (!(present & bit(s)))
                m_missing.push_back(static_cast<std::uint8_t>(s));
    }
    m_freeStart[n] = static_cast<int>(m_free.size());
    m_missingStart[n] = static_cast<int>(m_missing.size());
    if (m_missing.size() != m_free.size())
        m_valid = false;

    // Givens per row and column as masks (valid puzzles have each symbol once per unit; with
    // repeated givens the puzzle is refused anyway).
    std::vector<Mask> rowGivens(n, 0);
    std::vector<Mask> colGivens(n, 0);
    for (int c = 0; c < cells; ++c)
        if (m_given[c]) {
            rowGivens[m_rowOf[c]] |= bit(m_values[c]);
            colGivens[m_colOf[c]] |= bit(m_values[c]);
        }
    m_clash.assign(static_cast<std::size_t>(cells) * m_stride, 0);
    for (int c = 0; c < cells; ++c) {
        if (m_given[c])
            continue;
        const Mask row = rowGivens[m_rowOf[c]];
        const Mask col = colGivens[m_colOf[c]];
        for (int s = 1; s <= n; ++s)
            m_clash[c * m_stride + s]
                = static_cast<std::uint8_t>(((row >> s) & 1) + ((col >> s) & 1));
    }

    m_rowCount.assign(static_cast<std::size_t>(n) * m_stride, 0);
    m_colCount.assign(static_cast<std::size_t>(n) * m_stride, 0);
    m_zobrist.resize(static_cast<std::size_t>(cells) * m_stride);
    for (std::size_t i = 0; i < m_zobrist.size(); ++i)
        m_zobrist[i] = zobristKey(i);
    m_boxBand.resize(n);
    m_boxStack.resize(n);
    for (int b = 0; b < n; ++b) {
        const int first = g.unit(g.boxUnit(b))[0];
        m_boxBand[b] = m_rowOf[first] / g.boxRows();
        m_boxStack[b] = m_colOf[first] / g.boxCols();
    }
    m_pairStart.assign(n + 1, 0);
    for (int b = 0; b < n; ++b) {
        const std::size_t k = m_freeStart[b + 1] - m_freeStart[b];
        m_pairStart[b + 1] = m_pairStart[b] + (k == 0 ? 0 : k * (k - 1) / 2);
    }
    m_ties.resize(m_pairStart[n]);
    m_pairs.reserve(m_pairStart[n]);
    for (int b = 0; b < n; ++b)
        for (int i = m_freeStart[b]; i < m_freeStart[b + 1]; ++i)
            for (int j = i + 1; j < m_freeStart[b + 1]; ++j)
                m_pairs.push_back({ m_free[i], m_free[j] });
    m_boxBest.assign(n, INT_MIN);
    m_boxTieCount.assign(n, 0);
    m_dirty.assign(n, 1);
    rebuild();
}

std::span<const int> ClimbState::freeCells(int box) const
{
    return { m_free.data() + m_freeStart[box],
        static_cast<std::size_t>(m_freeStart[box + 1] - m_freeStart[box]) };
}

std::span<const std::uint8_t> ClimbState::missing(int box) const
{
    return { m_missing.data() + m_missingStart[box],
        static_cast<std::size_t>(m_missingStart[box + 1] - m_missingStart[box]) };
}

void ClimbState::initGreedy(ClimbRandom *random)
{
    if (!m_valid)
        return;
    std::vector<std::uint8_t> left;
    std::vector<int> deferred;
    for (int b = 0; b < m_side; ++b) {
        const auto sym = missing(b);
        left.assign(sym.begin(), sym.end()); // in the order tried, 0 once placed
        if (random)
            random->shuffle(left);
        deferred.clear();
        for (int c : freeCells(b)) {
            auto it = std::find_if(left.begin(), left.end(),
                [&](std::uint8_t s) { return s && givenClashes(c, s) == 0; });
            if (it == left.end()) {
                deferred.push_back(c);
                continue;
            }
            m_values[c] = *it;
            *it = 0;
        }
        // Every symbol still left clashes in these cells: place them in order.
        auto it = left.begin();
        for (int c : deferred) {
            while (*it == 0)
                ++it;
            m_values[c] = *it;
            *it = 0;
        }
    }
    rebuild();
}

int ClimbState::postSwap(ClimbRandom &random)
{
    if (!m_valid)
        return 0;
    int swaps = 0;
    std::vector<int> partners;
    for (int b = 0; b < m_side; ++b) {
        const auto cells = freeCells(b);
        for (int a : cells) {
            if (givenClashes(a, m_values[a]) == 0)
                continue;
            partners.clear();
            for (int other : cells)
                if (other != a)
                    partners.push_back(other);
            random.shuffle(partners);
            for (int p : partners) {
                if (givenClashes(a, m_values[p]) == 0 && givenClashes(p, m_values[a]) == 0) {
                    std::swap(m_values[a], m_values[p]);
                    ++swaps;
                    break;
                }
            }
        }
    }
    rebuild();
    return swaps;
}

void ClimbState::initRandom(ClimbRandom &random)
{
    if (!m_valid)
        return;
    std::vector<std::uint8_t> sym;
    for (int b = 0; b < m_side; ++b) {
        const auto m = missing(b);
        sym.assign(m.begin(), m.end());
        random.shuffle(sym);
        const auto cells = freeCells(b);
        for (std::size_t i = 0; i < cells.size(); ++i)
            m_values[cells[i]] = sym[i];
    }
    rebuild();
}

void ClimbState::initialize(ClimbInit init, ClimbRandom &random, bool shuffleGreedy)
{
    switch (init) {
    case ClimbInit::Greedy:
        initGreedy(shuffleGreedy ? &random : nullptr);
        break;
    case ClimbInit::GreedyPostSwap:
        initGreedy(shuffleGreedy ? &random : nullptr);
        postSwap(random);
        break;
    case ClimbInit::Random:
        initRandom(random);
        break;
    }
}

void ClimbState::rebuild()
{
    std::fill(m_dirty.begin(), m_dirty.end(), 1);
    std::fill(m_rowCount.begin(), m_rowCount.end(), 0);
    std::fill(m_colCount.begin(), m_colCount.end(), 0);
    m_hash = 0;
    m_f2 = 0;
    for (int c = 0; c < static_cast<int>(m_values.size()); ++c) {
        const int s = m_values[c];
        if (s == 0)
            continue;
        ++m_rowCount[m_rowOf[c] * m_stride + s];
        ++m_colCount[m_colOf[c] * m_stride + s];
        if (!m_given[c]) {
            m_hash ^= m_zobrist[c * m_stride + s];
            m_f2 += givenClashes(c, s);
        }
    }
    m_f1 = 0;
    for (int i = 0; i < m_side; ++i)
        for (int s = 1; s <= m_side; ++s)
            m_f1 += (m_rowCount[i * m_stride + s] != 0) + (m_colCount[i * m_stride + s] != 0);
}

ClimbScore ClimbState::swapDelta(int a, int b) const
{
    const int x = m_values[a];
    const int y = m_values[b];
    ClimbScore d;
    if (x == y)
        return d;
    const int ra = m_rowOf[a], rb = m_rowOf[b];
    const int ca = m_colOf[a], cb = m_colOf[b];
    // Row ra loses x and gains y, row rb loses y and gains x (nothing if they are one row).
    if (ra != rb) {
        const std::uint8_t *rowA = &m_rowCount[ra * m_stride];
        const std::uint8_t *rowB = &m_rowCount[rb * m_stride];
        d.f1 += (rowA[y] == 0) - (rowA[x] == 1) + (rowB[x] == 0) - (rowB[y] == 1);
    }
    if (ca != cb) {
        const std::uint8_t *colA = &m_colCount[ca * m_stride];
        const std::uint8_t *colB = &m_colCount[cb * m_stride];
        d.f1 += (colA[y] == 0) - (colA[x] == 1) + (colB[x] == 0) - (colB[y] == 1);
    }
    d.f2 = givenClashes(a, y) + givenClashes(b, x) - givenClashes(a, x) - givenClashes(b, y);
    return d;
}

std::uint64_t ClimbState::swapHash(int a, int b) const
{
    const int x = m_values[a];
    const int y = m_values[b];
    return m_hash ^ m_zobrist[a * m_stride + x] ^ m_zobrist[a * m_stride + y]
        ^ m_zobrist[b * m_stride + y] ^ m_zobrist[b * m_stride + x];
}

void ClimbState::assign(std::span<const std::uint8_t> values)
{
    std::copy(values.begin(), values.end(), m_values.begin());
    rebuild();
}

void ClimbState::swap(int a, int b)
{
    const int x = m_values[a];
    const int y = m_values[b];
    if (x == y)
        return;
    const ClimbScore d = swapDelta(a, b);
    m_f1 += d.f1;
    m_f2 += d.f2;
    --m_rowCount[m_rowOf[a] * m_stride + x];
    ++m_rowCount[m_rowOf[a] * m_stride + y];
    --m_rowCount[m_rowOf[b] * m_stride + y];
    ++m_rowCount[m_rowOf[b] * m_stride + x];
    --m_colCount[m_colOf[a] * m_stride + x];
    ++m_colCount[m_colOf[a] * m_stride + y];
    --m_colCount[m_colOf[b] * m_stride + y];
    ++m_colCount[m_colOf[b] * m_stride + x];
    m_hash = swapHash(a, b);
    m_values[a] = static_cast<std::uint8_t>(y);
    m_values[b] = static_cast<std::uint8_t>(x);
    // Rows of the swapped box's band and columns of its stack changed.
    const int box = m_geometry->box(a);
    for (int other = 0; other < m_side; ++other)
        if (m_boxBand[other] == m_boxBand[box] || m_boxStack[other] == m_boxStack[box])
            m_dirty[other] = 1;
}

void ClimbState::scanBox(int box, int w1, int w2)
{
    // The swap of a (symbol x) and c (symbol y): row ra loses x and gains y, row rc loses y and
    // gains x (nothing when ra == rc); the same for columns; f2 from the clash table.
    const int begin = m_freeStart[box];
    const int end = m_freeStart[box + 1];
    // Per cell of the box (at most 25): its symbol, row and column, its rows of the count and
    // clash tables, whether it is alone with its symbol in its row / column, its own clashes.
    int value[kMaxSide];
    int row[kMaxSide];
    int col[kMaxSide];
    const std::uint8_t *rowCount[kMaxSide];
    const std::uint8_t *colCount[kMaxSide];
    const std::uint8_t *clash[kMaxSide];
    int loss[kMaxSide][2];
    int own[kMaxSide];
    const int k = end - begin;
    for (int i = 0; i < k; ++i) {
        const int c = m_free[begin + i];
        const int x = m_values[c];
        value[i] = x;
        row[i] = m_rowOf[c];
        col[i] = m_colOf[c];
        rowCount[i] = &m_rowCount[row[i] * m_stride];
        colCount[i] = &m_colCount[col[i] * m_stride];
        clash[i] = &m_clash[c * m_stride];
        loss[i][0] = rowCount[i][x] == 1;
        loss[i][1] = colCount[i][x] == 1;
        own[i] = clash[i][x];
    }
    // Pass 1, without unpredictable branches: every change into `delta`, and the maximum.
    int delta[kMaxSide * (kMaxSide - 1) / 2];
    int best = INT_MIN;
    int p = 0;
    for (int i = 0; i < k; ++i) {
        const int x = value[i];
        const int ra = row[i];
        const int ca = col[i];
        const std::uint8_t *rowA = rowCount[i];
        const std::uint8_t *colA = colCount[i];
        const std::uint8_t *clashA = clash[i];
        const int lossRowA = loss[i][0];
        const int lossColA = loss[i][1];
        const int ownA = own[i];
        for (int j = i + 1; j < k; ++j) {
            const int y = value[j];
            // In one row (column) the swap changes nothing there: the terms are masked out.
            const int rowTerm = (rowA[y] == 0) + (rowCount[j][x] == 0) - lossRowA - loss[j][0];
            const int colTerm = (colA[y] == 0) + (colCount[j][x] == 0) - lossColA - loss[j][1];
            const int d1 = (ra != row[j]) * rowTerm + (ca != col[j]) * colTerm;
            const int d2 = clashA[y] + clash[j][x] - ownA - own[j];
            const int d = w1 * d1 + w2 * d2;
            delta[p++] = d;
            best = std::max(best, d);
        }
    }
    // Pass 2: the ties, in pair order.
    ClimbSwap *ties = m_ties.data() + m_pairStart[box];
    const ClimbSwap *pairs = m_pairs.data() + m_pairStart[box];
    int count = 0;
    for (int q = 0; q < p; ++q) {
        ties[count] = pairs[q];
        count += delta[q] == best;
    }
    m_boxBest[box] = best;
    m_boxTieCount[box] = count;
    m_dirty[box] = 0;
}

int ClimbState::bestSwaps(int w1, int w2, std::vector<ClimbSwap> &best, std::uint64_t &evaluated,
    std::uint64_t *recomputed)
{
    if (w1 != m_cacheW1 || w2 != m_cacheW2) {
        std::fill(m_dirty.begin(), m_dirty.end(), 1);
        m_cacheW1 = w1;
        m_cacheW2 = w2;
    }
    int bestDelta = INT_MIN;
    for (int b = 0; b < m_side; ++b) {
        if (m_dirty[b]) {
            scanBox(b, w1, w2);
            if (recomputed)
                *recomputed += m_pairStart[b + 1] - m_pairStart[b];
        }
        bestDelta = std::max(bestDelta, m_boxBest[b]);
    }
    best.clear();
    if (bestDelta != INT_MIN)
        for (int b = 0; b < m_side; ++b)
            if (m_boxBest[b] == bestDelta)
                best.insert(best.end(), m_ties.begin() + m_pairStart[b],
                    m_ties.begin() + m_pairStart[b] + m_boxTieCount[b]);
    evaluated += m_pairStart[m_side];
    return bestDelta;
}

std::uint64_t ClimbState::neighbourhoodSize() const
{
    return m_pairStart[m_side];
}

ClimbScore ClimbState::evaluate(const Board &puzzle, std::span<const std::uint8_t> values)
{
    const Geometry &g = puzzle.geometry();
    ClimbScore score;
    for (int u = 0; u < 2 * g.side(); ++u) {
        Mask seen = 0;
        for (int c : g.unit(u))
            if (values[c])
                seen |= bit(values[c]);
        score.f1 += popcount(seen);
        // Pairs (given, non-given) of this row or column holding one symbol.
        for (int c : g.unit(u)) {
            if (!puzzle.isGiven(c))
                continue;
            for (int other : g.unit(u))
                if (!puzzle.isGiven(other) && values[other] == puzzle.value(c))
                    ++score.f2;
        }
    }
    return score;
}

} // namespace core
