#pragma once

// The search state of the Jones-Roach-Perkins hill climber ("Construction of Heuristics for a
// Search-Based Approach to Solving Sudoku"): every box holds a permutation of the symbols its
// givens miss, so the box constraint always holds and givens never move. A move swaps two
// non-given cells of one box. The state keeps, per row and per column, how many times each
// symbol occurs, so the change of the objective for a swap is read from at most two rows and two
// columns, never from the whole grid.
//
//   f1 = sum over rows and columns of the number of distinct symbols (2 N^2 when solved)
//   f2 = clashes between a given and a non-given cell: for every non-given cell, the givens in
//        its row and in its column that hold the same symbol (the paper's sum over givens)
//   f  = w1 f1 + w2 f2 (the paper picks w1 = 1, w2 = -1)

#include "board/board.h"
#include "climb/climbrandom.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

enum class ClimbInit : std::uint8_t {
    Greedy, // the paper's Figure 3 greedy placement alone
    GreedyPostSwap, // greedy, then the paper's post-swapping (Section 4.4): the paper's method
    Random, // each box a uniformly random permutation of its missing symbols
};

struct ClimbScore
{
    int f1 = 0;
    int f2 = 0;
    bool operator==(const ClimbScore &) const = default;
};

// A candidate move: two non-given cells of one box.
struct ClimbSwap
{
    int cellA = -1;
    int cellB = -1;
};

class ClimbState
{
public:
    // Takes the givens of `puzzle` (entered values and pencil marks are ignored). The state is
    // empty (all non-given cells 0) until one of the initializations runs.
    explicit ClimbState(const Board &puzzle);

    const Geometry &geometry() const { return *m_geometry; }
    // False when two givens share a unit: then no box permutation exists or f1 cannot reach
    // its maximum, and the climber refuses the puzzle.
    bool valid() const { return m_valid; }

    // Box by box, each empty cell in row-major order takes the next missing symbol of its box
    // not yet placed that clashes with no given in its row or column. A cell for which every
    // remaining symbol clashes is left for the end of its box and then takes the next remaining
    // symbol, so clashes are placed only where no clash-free symbol is left. "Next" is ascending
    // order, or, with `random`, a random order of each box's missing symbols (how the climber
    // makes a new greedy state at a restart).
    void initGreedy(ClimbRandom *random = nullptr);
    // Every non-given cell whose symbol clashes with a given is swapped with another non-given
    // cell of its box, partners tried in random order, if the swap creates no clash with a given
    // (neither symbol clashes in its new place); otherwise the clash stays. Returns the swaps.
    int postSwap(ClimbRandom &random);
    void initRandom(ClimbRandom &random);
    // The initialization `init`; `shuffleGreedy` passes `random` to initGreedy().
    void initialize(ClimbInit init, ClimbRandom &random, bool shuffleGreedy = false);

    // Row-major values: givens and placed symbols (0 before initialization).
    const std::vector<std::uint8_t> &values() const { return m_values; }
    bool isGiven(int cell) const { return m_given[cell] != 0; }
    // The non-given cells of a box, row-major.
    std::span<const int> freeCells(int box) const;
    // Givens in the row and column of `cell` holding `symbol` (0, 1 or 2).
    int givenClashes(int cell, int symbol) const { return m_clash[cell * m_stride + symbol]; }

    int f1() const { return m_f1; }
    int f2() const { return m_f2; }
    ClimbScore score() const { return { m_f1, m_f2 }; }
    int maxF1() const { return 2 * m_side * m_side; }
    bool isSolved() const { return m_f1 == maxF1(); }
    // A Zobrist hash of the placed symbols, kept up to date by swap().
    std::uint64_t hash() const { return m_hash; }

    // The change of (f1, f2) if non-given cells a and b of one box swapped their symbols,
    // from the row and column counts only.
    ClimbScore swapDelta(int a, int b) const;
    // The hash() the state would have after swap(a, b).
    std::uint64_t swapHash(int a, int b) const;
    void swap(int a, int b);
    // Every swap of the neighbourhood, box by box (the best-first search enumerates them all).
    std::span<const ClimbSwap> swaps() const { return m_pairs; }
    // Sets the placed symbols to `values`, a state of this puzzle (givens where the puzzle has
    // them, each box a permutation): how the best-first search returns to a queued state.
    void assign(std::span<const std::uint8_t> values);

    // Steepest ascent over the whole neighbourhood: the change of f = w1 f1 + w2 f2 of every
    // swap of two non-given cells of one box; returns the best change and puts in `best` every
    // swap reaching it (ties, box by box, row-major). Returns INT_MIN and leaves `best` empty when
    // no swap exists. `evaluated` is increased by the size of the neighbourhood.
    // A swap changes the counts of the rows of its box's band and the columns of its box's
    // stack only, so the result per box is cached and only boxes sharing a band or a stack
    // with a swapped box are evaluated again (`recomputed` counts those swaps, if given).
    int bestSwaps(int w1, int w2, std::vector<ClimbSwap> &best, std::uint64_t &evaluated,
        std::uint64_t *recomputed = nullptr);
    // Number of swaps in the neighbourhood (constant for a puzzle).
    std::uint64_t neighbourhoodSize() const;

    // From scratch, over the whole grid: f1 and f2 of `values` for the givens of `puzzle`
    // (tests compare it with the incremental figures).
    static ClimbScore evaluate(const Board &puzzle, std::span<const std::uint8_t> values);

private:
    void rebuild();
    void scanBox(int box, int w1, int w2);
    std::span<const std::uint8_t> missing(int box) const;

    const Geometry *m_geometry;
    int m_side;
    int m_stride; // symbols per row of the count tables: side + 1
    bool m_valid = true;
    std::vector<std::uint8_t> m_values;
    std::vector<std::uint8_t> m_given;
    std::vector<int> m_rowOf;
    std::vector<int> m_colOf;
    std::vector<int> m_free; // non-given cells, grouped by box
    std::vector<int> m_freeStart; // side + 1 offsets into m_free
    std::vector<std::uint8_t> m_missing; // per box, its missing symbols ascending
    std::vector<int> m_missingStart; // side + 1 offsets
    std::vector<std::uint8_t> m_clash; // cell * stride + symbol -> givens clashing
    std::vector<std::uint8_t> m_rowCount; // row * stride + symbol
    std::vector<std::uint8_t> m_colCount; // column * stride + symbol
    std::vector<std::uint64_t> m_zobrist; // cell * stride + symbol
    // The bestSwaps cache, per box: whether it must be scanned again, its best change and its
    // ties (in m_ties from m_pairStart[box], room for every pair of the box).
    std::vector<int> m_boxBand; // box -> band (row of boxes)
    std::vector<int> m_boxStack; // box -> stack (column of boxes)
    std::vector<std::uint8_t> m_dirty;
    std::vector<int> m_boxBest;
    std::vector<int> m_boxTieCount;
    std::vector<std::size_t> m_pairStart;
    std::vector<ClimbSwap> m_pairs; // every swap of the neighbourhood, box by box
    std::vector<ClimbSwap> m_ties;
    int m_cacheW1 = 0;
    int m_cacheW2 = 0;
    int m_f1 = 0;
    int m_f2 = 0;
    std::uint64_t m_hash = 0;
};

} // namespace core
