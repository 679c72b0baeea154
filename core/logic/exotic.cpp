#include "logic/exotic.h"

#include "logic/logicengine.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace core {
namespace {

// The bounds of the search (exotic.h): lines of each kind and cells.
constexpr int kMinLines = 2;
constexpr int kMaxLines = 5;
constexpr int kMaxCells = 24;

struct Found
{
    int cells = 0; // N
    int lines = 0; // |R| + |C|
    std::uint32_t rows = 0;
    std::uint32_t columns = 0;
    std::vector<Elimination> eliminations;
};

// The sets of rows, then of columns (a depth-first search adding columns in order), with
// the counts of exotic.h kept up to date column by column.
class MslsSearch
{
public:
    explicit MslsSearch(const Board &board)
        : m_g { board.geometry() }
        , m_n { board.geometry().side() }
    {
        for (int r = 0; r < m_n; ++r)
            for (int c = 0; c < m_n; ++c) {
                const int cell = m_g.cellAt(r, c);
                if (!board.isOpen(cell))
                    continue;
                m_open[r] |= bit32(c);
                m_openByColumn[c] |= bit32(r);
                const Mask m = board.candidates(cell) & m_g.allSymbols();
                for (Mask rest = m; rest; rest &= rest - 1)
                    m_rowsWith[lowestSymbol(rest)][c] |= bit32(r);
            }
    }

    std::vector<Found> run()
    {
        std::uint32_t openRows = 0;
        for (int r = 0; r < m_n; ++r)
            if (m_open[r])
                openRows |= bit32(r);
        // Every set of rows within the bounds, in increasing order of its mask.
        const std::uint32_t all = (std::uint32_t { 1 } << m_n) - 1;
        for (std::uint32_t rows = 1; rows <= all; ++rows) {
            // Cancellable (logicengine.h): on 25x25 the 2^25 sets of rows take seconds.
            if ((rows & 0xfffu) == 0 && stopRequested())
                break;
            const int count = __builtin_popcount(rows);
            if ((rows & ~openRows) || count < kMinLines || count > kMaxLines)
                continue;
            m_rows = rows;
            for (int c = 0; c < m_n; ++c) {
                m_cellsIn[c] = __builtin_popcount(rows & m_openByColumn[c]);
                m_digitsIn[c] = 0;
                for (int d = 1; d <= m_n; ++d)
                    if (m_rowsWith[d][c] & rows)
                        m_digitsIn[c] |= bit(d);
            }
            // most[c][k]: the cells of the k columns from c on with the most of them.
            for (int c = m_n; c >= 0; --c) {
                int cells[kMaxSide];
                int k = 0;
                for (int x = c; x < m_n; ++x)
                    cells[k++] = m_cellsIn[x];
                std::sort(cells, cells + k, [](int a, int b) { return a > b; });
                m_most[c][0] = 0;
                for (int j = 1; j <= kMaxLines; ++j)
                    m_most[c][j] = m_most[c][j - 1] + (j <= k ? cells[j - 1] : 0);
            }
            m_rowsOf.fill(0);
            m_columnsOf.fill(0);
            columns(0, 0, 0, 0, 0);
        }
        return std::move(m_found);
    }

private:
    static std::uint32_t bit32(int i) { return std::uint32_t { 1 } << i; }

    // Adds the columns from `from` on, one at a time, to `chosen` (`depth` columns, `cells`
    // cells, the digits' bounds adding up to `bound`). As a column is added, each digit's bound
    // grows or stays and the cells grow by the column's: the bounds' excess over the cells falls
    // by at most the column's cells. So once the excess is more than the cells the columns left
    // may add, no set of more columns balances them.
    void columns(int from, int depth, std::uint32_t chosen, int cells, int bound)
    {
        for (int c = from; c < m_n; ++c) {
            const int added = m_cellsIn[c];
            if (added == 0 || cells + added > kMaxCells)
                continue;
            std::uint32_t savedRows[kMaxSide + 1];
            int savedColumns[kMaxSide + 1];
            int next = bound;
            for (Mask m = m_digitsIn[c]; m; m &= m - 1) {
                const int d = lowestSymbol(m);
                savedRows[d] = m_rowsOf[d];
                savedColumns[d] = m_columnsOf[d];
                next -= std::min(__builtin_popcount(m_rowsOf[d]), m_columnsOf[d]);
                m_rowsOf[d] |= m_rowsWith[d][c] & m_rows;
                ++m_columnsOf[d];
                next += std::min(__builtin_popcount(m_rowsOf[d]), m_columnsOf[d]);
            }
            const std::uint32_t now = chosen | bit32(c);
            const int total = cells + added;
            if (depth + 1 >= kMinLines && next == total)
                check(now, total);
            if (depth + 1 < kMaxLines) {
                const int room = std::min(kMaxCells - total, m_most[c + 1][kMaxLines - depth - 1]);
                if (next - total <= room)
                    columns(c + 1, depth + 1, now, total, next);
            }
            for (Mask m = m_digitsIn[c]; m; m &= m - 1) {
                const int d = lowestSymbol(m);
                m_rowsOf[d] = savedRows[d];
                m_columnsOf[d] = savedColumns[d];
            }
        }
    }

    void check(std::uint32_t chosen, int cells)
    {
        // Every row of R has a cell in C.
        for (std::uint32_t r = m_rows; r; r &= r - 1)
            if ((m_open[__builtin_ctz(r)] & chosen) == 0)
                return;
        std::array<std::uint32_t, kMaxSide + 1> rowsOf {};
        std::array<int, kMaxSide + 1> columnsOf {};
        for (int d = 1; d <= m_n; ++d)
            for (std::uint32_t m = chosen; m; m &= m - 1) {
                const std::uint32_t rows = m_rowsWith[d][__builtin_ctz(m)] & m_rows;
                if (rows) {
                    rowsOf[d] |= rows;
                    ++columnsOf[d];
                }
            }
        Found f;
        f.cells = cells;
        f.lines = __builtin_popcount(m_rows) + __builtin_popcount(chosen);
        f.rows = m_rows;
        f.columns = chosen;
        for (int d = 1; d <= m_n; ++d) {
            const int rows = __builtin_popcount(rowsOf[d]);
            const int columns = columnsOf[d];
            if (rows == 0)
                continue;
            if (rows <= columns) // a row digit: out of its rows, outside the columns
                for (std::uint32_t r = rowsOf[d]; r; r &= r - 1)
                    for (int c = 0; c < m_n; ++c)
                        if (!((chosen >> c) & 1) && (m_rowsWith[d][c] >> __builtin_ctz(r)) & 1)
                            f.eliminations.push_back({ m_g.cellAt(__builtin_ctz(r), c), d });
            if (columns <= rows) // a column digit: out of its columns, outside the rows
                for (int c = 0; c < m_n; ++c) {
                    if (!((chosen >> c) & 1) || !(m_rowsWith[d][c] & m_rows))
                        continue;
                    for (std::uint32_t r = m_rowsWith[d][c] & ~m_rows; r; r &= r - 1)
                        f.eliminations.push_back({ m_g.cellAt(__builtin_ctz(r), c), d });
                }
        }
        if (f.eliminations.empty())
            return;
        std::sort(f.eliminations.begin(), f.eliminations.end(),
            [](const Elimination &a, const Elimination &b) {
                return a.cell != b.cell ? a.cell < b.cell : a.symbol < b.symbol;
            });
        m_found.push_back(std::move(f));
    }

    const Geometry &m_g;
    int m_n;
    std::array<std::uint32_t, kMaxSide> m_open {}; // per row, its open cells (by column)
    // Per digit and column, the rows where the digit is a candidate.
    std::array<std::array<std::uint32_t, kMaxSide>, kMaxSide + 1> m_rowsWith {};
    std::uint32_t m_rows = 0; // the rows of the current search
    std::array<std::uint32_t, kMaxSide> m_openByColumn {}; // per column, its open cells (by row)
    std::array<int, kMaxSide> m_cellsIn {}; // per column, its open cells in those rows
    std::array<Mask, kMaxSide> m_digitsIn {}; // per column, the digits of those cells
    std::array<std::array<int, kMaxSide + 1>, kMaxSide + 1> m_most {}; // see run()
    std::array<std::uint32_t, kMaxSide + 1> m_rowsOf {}; // per digit, rows(d) of the columns
    std::array<int, kMaxSide + 1> m_columnsOf {}; // per digit, |columns(d)|
    std::vector<Found> m_found;
};

Step mslsStep(const Board &board, const Found &f)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    Step step;
    step.technique = Technique::MultiSectorLockedSet;
    for (int r = 0; r < n; ++r)
        if ((f.rows >> r) & 1)
            step.units.push_back(g.rowUnit(r));
    for (int c = 0; c < n; ++c)
        if ((f.columns >> c) & 1)
            step.units.push_back(g.columnUnit(c));
    // Each digit's rows and columns among the cells, for its role.
    std::array<std::uint32_t, kMaxSide + 1> rowsOf {};
    std::array<std::uint32_t, kMaxSide + 1> columnsOf {};
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int cell = g.cellAt(r, c);
            if (!((f.rows >> r) & 1) || !((f.columns >> c) & 1) || !board.isOpen(cell))
                continue;
            step.cells.push_back(cell);
            for (Mask m = board.candidates(cell) & g.allSymbols(); m; m &= m - 1) {
                rowsOf[lowestSymbol(m)] |= std::uint32_t { 1 } << r;
                columnsOf[lowestSymbol(m)] |= std::uint32_t { 1 } << c;
            }
        }
    std::sort(step.cells.begin(), step.cells.end());
    for (int cell : step.cells)
        for (Mask m = board.candidates(cell) & g.allSymbols(); m; m &= m - 1) {
            const int d = lowestSymbol(m);
            const int rows = __builtin_popcount(rowsOf[d]);
            const int columns = __builtin_popcount(columnsOf[d]);
            const std::uint8_t role = rows < columns ? 0 : rows > columns ? 1 : 2;
            step.pattern.push_back({ cell, d, role });
            step.symbols |= bit(d);
        }
    step.eliminations = f.eliminations;
    return step;
}

} // namespace

void findMultiSectorLockedSet(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0 || board.geometry().side() < 4)
        return;
    std::vector<Found> found = MslsSearch(board).run();
    std::stable_sort(found.begin(), found.end(), [](const Found &a, const Found &b) {
        return a.cells != b.cells ? a.cells < b.cells : a.lines < b.lines;
    });
    // One that removes nothing new is left out.
    std::vector<Elimination> done;
    int emitted = 0;
    for (const Found &f : found) {
        if (emitted >= maxSteps)
            break;
        bool fresh = false;
        for (const auto &e : f.eliminations)
            fresh = fresh || std::find(done.begin(), done.end(), e) == done.end();
        if (!fresh)
            continue;
        done.insert(done.end(), f.eliminations.begin(), f.eliminations.end());
        out.push_back(mslsStep(board, f));
        ++emitted;
    }
}

} // namespace core
