#pragma once

// A compact, allocation-free solving state for the fast rule engines (the FILTER, Chen's
// Reduction/Inference, the one-level trial): per-cell candidate masks and values in fixed arrays,
// so copying one (for an assumption) is a memcpy and no hot loop allocates.

#include "board/board.h"

#include <array>
#include <cstdint>

namespace core {

enum class GridStatus : std::uint8_t { Open, Solved, Contradiction };

class CandidateGrid final
{
public:
    explicit CandidateGrid(const Geometry &geometry = Geometry::classic());

    // Values from the board; open cells get C_k computed from the values (Chen's initiation plus
    // one 1-reduction), intersected with the board's candidates when usePencilMarks (a pencil mark
    // that a peer's value rules out is always dropped: the grid keeps candidates and values
    // consistent). A value that repeats in a unit, or an open cell without candidates, leaves the
    // grid in contradiction().
    void load(const Board &board, bool usePencilMarks);
    // Writes values (as entered values on top of the board's givens) and candidates back.
    void store(Board &board) const;

    const Geometry &geometry() const { return *m_geometry; }
    int side() const { return m_side; }
    int cellCount() const { return m_cells; }
    int value(int cell) const { return m_value[cell]; }
    Mask candidates(int cell) const { return m_cand[cell]; }
    int openCount() const { return m_open; }
    bool contradiction() const { return m_contradiction; }
    GridStatus status() const;
    // Total of the candidates of the open cells (TRC of the NtN).
    int candidateTotal() const;

    // Places a symbol in an open cell and removes it from the peers (1-reduction). Placing a
    // symbol the cell does not hold, or emptying a peer, marks a contradiction (returns false).
    bool place(int cell, int symbol);
    // Removes symbols from an open cell's candidates; true when something was removed. An emptied
    // cell marks a contradiction.
    bool eliminate(int cell, Mask symbols);
    void markContradiction() { m_contradiction = true; }

    // Open cells left with a single candidate, noted as it happens (load, place, eliminate), so
    // naked singles are found without scanning the grid. Returns -1 when there is none; a cell
    // may have been filled since it was noted (the caller checks).
    int takePendingSingle();

    // Change stamps: every change to a cell (placement or elimination) gives its three units a
    // new stamp from an increasing counter, so a rule can skip a unit unchanged since it last
    // looked at it without finding anything.
    std::uint32_t unitStamp(int unit) const { return m_unitStamp[unit]; }
    std::uint32_t stamp() const { return m_stamp; }

private:
    void touch(int cell);
    void notePending(int cell) { m_pending[cell >> 6] |= std::uint64_t { 1 } << (cell & 63); }

    const Geometry *m_geometry;
    int m_side;
    int m_cells;
    int m_open = 0;
    bool m_contradiction = false;
    std::array<Mask, kMaxCells> m_cand {};
    std::array<std::uint8_t, kMaxCells> m_value {};
    std::uint32_t m_stamp = 0;
    std::array<std::uint32_t, 3 * kMaxSide> m_unitStamp {};
    std::array<std::uint64_t, (kMaxCells + 63) / 64> m_pending {};
};

} // namespace core
