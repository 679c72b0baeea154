#pragma once

// The 9x9 solution counter behind SolutionCounter (which picks it by geometry at run time; every
// other size keeps the general search). Digit bitboards in bands: for each digit and each band
// of three rows, the 27 cells where the digit is a candidate or placed. A placement clears its
// cell for the other digits, its row and box in its band and its column in the other bands.
// Propagation at every node, to a fixpoint:
// - per digit and band, the rows and boxes of the band must each take the digit once: only the
//   mini-rows (row x box) on some permutation of them stay (locked candidates within the band,
//   from a table), and a row left with one cell places it (the row's and the box's hidden
//   single);
// - per digit, a column with one cell left places it (the column's hidden single), and a column
//   without any is a contradiction;
// - per band, naked singles by candidate-count planes (cells holding one digit, cells holding
//   none) over the nine digit boards.
// Branching on the first cell with two candidates (else the fewest). Frames are fixed arrays of
// 30 words, so counting never allocates. Only the changed (digit, band) pairs are looked at again.

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace core {

class ClassicCounter final
{
public:
    struct Result
    {
        int count = 0;
        std::uint64_t nodes = 0;
        std::uint64_t guesses = 0;
        bool complete = true;
    };

    // values: 81 cells, row-major, 0 open; the first solution goes to `solution` (81 values)
    // when there is one. nodeLimit (0 = none) and `stop` (null = never; polled at every node) end
    // the count early, incomplete.
    Result count(const std::uint8_t *values, int limit, std::uint64_t nodeLimit,
        const std::atomic<bool> *stop, std::vector<std::uint8_t> &solution);

private:
    struct State
    {
        std::array<std::uint32_t, 27> digitBand; // [band * 9 + digit]: 27 cells of the band
        std::array<std::uint32_t, 3> open; // open cells per band
    };

    // single: the cell holds no other digit (a naked single), so the other boards keep as they
    // are.
    bool place(State &s, int digit, int band, int index, bool single = false);
    bool propagate(State &s);
    void search(int depth);
    void record(const State &s);

    std::array<State, 82> m_frames {};
    std::uint32_t m_dirty = 0; // (digit, band) pairs changed since they were last looked at
    std::uint32_t m_columnsDirty = 0; // digits whose boards changed
    int m_limit = 2;
    std::uint64_t m_nodeLimit = 0;
    const std::atomic<bool> *m_stop = nullptr;
    Result m_result;
    std::vector<std::uint8_t> *m_solution = nullptr;
};

} // namespace core
