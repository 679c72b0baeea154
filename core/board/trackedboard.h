#pragma once

// A board kept together with an index of its candidates, updated change by change, for code that
// takes one small step after another on the same position (the tutor's explained path): per unit,
// the open cells and the placed symbols; the open cells with one candidate; whether the position
// is broken; per symbol, the open cells holding it as a candidate (bit sets); and, per unit, the
// symbols with one place left, worked out again (from the unit's cells' candidates) only for the
// units that changed since they were last asked about. No change allocates.
//
// Changes go through place() and eliminate(), which do to the board exactly what applyStep does
// (a placement clears the cell's candidates and removes its symbol from the peers' candidates).
// The candidates of filled cells are not indexed (the finders ignore them too).

#include "board/board.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace core {

class TrackedBoard final
{
public:
    explicit TrackedBoard(const Geometry &geometry = Geometry::classic());
    // As reset(board) on a new one (the index built once).
    explicit TrackedBoard(Board board);

    // As reset(board) after every open cell's candidates were set to the symbols its peers' values
    // leave (Board::computeCandidates) and every filled cell's cleared (the path's usual start:
    // LogicEngine::prepare with computed candidates).
    struct ComputedCandidates
    {
    };
    TrackedBoard(const Board &board, ComputedCandidates);
    void resetComputed(const Board &board);

    // Takes the board's values and candidates as they are and builds the index.
    void reset(const Board &board);
    const Board &board() const { return m_board; }
    // The board, moved out (the tracked board is not used afterwards).
    Board takeBoard() && { return std::move(m_board); }
    const Geometry &geometry() const { return *m_geometry; }

    // As applyStep's placement: the value (an entry), no candidates left in the cell, the symbol
    // gone from the peers' candidates.
    void place(int cell, int symbol)
    {
        if (m_classicFast && symbol >= 1 && symbol <= 9 && m_board.value(cell) == 0)
            placeClassic(cell, symbol);
        else
            placeGeneral(cell, symbol);
    }
    // Removes a candidate (nothing when the cell does not hold it or is filled).
    void eliminate(int cell, int symbol);

    // Symbols with exactly one candidate place among the unit's open cells that the unit has not
    // placed (its hidden singles).
    Mask hiddenSingles(int unit) const;
    // The open cell of the unit holding the symbol as a candidate (the last one), -1 if none.
    int cellWith(int unit, int symbol) const;
    // The first unit in the finders' search order (boxes, then rows, then columns: basicrules.h's
    // unitInSearchOrder) with a hidden single, -1 if none. Looks only at the units that changed
    // since they were last asked about and those known to have one.
    int firstHiddenSingleUnit() const;
    // hiddenSingles(unit) for the unit firstHiddenSingleUnit() just gave (worked out there).
    Mask hiddenSinglesOfFirst(int unit) const { return m_hidden[unit]; }
    Mask placedIn(int unit) const { return m_placed[unit]; }
    int openIn(int unit) const { return m_open[unit]; }
    // The units with exactly one open cell (bit u of word u / 64).
    const std::array<std::uint64_t, 2> &unitsWithOneOpen() const { return m_oneOpen; }
    int openCount() const { return m_openCells; }
    // The last (highest) open cell of the unit, -1 if none.
    int lastOpenCell(int unit) const;
    // The first open cell (row-major) with exactly one candidate, -1 if none.
    int firstSingleCandidateCell() const
    {
        if (m_singleCandidate[0])
            return __builtin_ctzll(m_singleCandidate[0]);
        if (m_singleCandidate[1])
            return 64 + __builtin_ctzll(m_singleCandidate[1]);
        return m_geometry->cellCount() > 128 ? firstSingleCandidateCellBeyond128() : -1;
    }
    // A value repeated in a unit, or an open cell without candidates.
    bool broken() const { return m_duplicates > 0 || m_emptyCells > 0; }

    // What changed since the last takeChanges() (everything after reset()): the symbols whose
    // candidates in the open cells changed (a candidate removed; a cell filled: its value and
    // every candidate it held), and the units holding a cell whose value or candidates changed.
    struct Changes
    {
        Mask symbols = 0;
        std::array<std::uint64_t, 2> units {};
    };
    Changes takeChanges();

private:
    // A cell's three units as bits: by unit number, and in the search order (orderBit()).
    struct CellUnits
    {
        std::array<std::uint64_t, 2> units {};
        std::array<std::uint64_t, 2> order {};
    };
    static constexpr int kWords = (kMaxCells + 63) / 64;
    // Per geometry: each cell's units, and as cell bit sets (words() words each) each cell's
    // peers and each unit's cells.
    struct Tables
    {
        std::vector<CellUnits> cells;
        std::vector<std::uint64_t> peers;
        std::vector<std::uint64_t> units;
        int words = 0;
    };
    static const Tables &tablesOf(const Geometry &geometry);
    // The cell is no longer an open cell holding the symbols.
    void dropPlaces(int cell, Mask symbols)
    {
        const std::uint64_t b = ~(std::uint64_t { 1 } << (cell & 63));
        for (; symbols; symbols &= symbols - 1)
            m_where[lowestSymbol(symbols) * kWords + (cell >> 6)] &= b;
    }

    int firstSingleCandidateCellBeyond128() const;
    void removeCandidates(int cell, Mask symbols);
    // place() and hiddenSingles()'s work on the classic 9x9 grid with no candidates in filled
    // cells and a symbol 1..9 placed in an open cell (the path's case): compile-time tables.
    void placeClassic(int cell, int symbol);
    void placeGeneral(int cell, int symbol);
    Mask hiddenSinglesClassic(int unit) const;
    void resetClassic();
    void resetComputedClassic();
    // What both classic resets end with: every unit changed, no hidden singles known, the
    // units with one open cell from m_open.
    void resetClassicTail();
    void touch(int cell);
    // An open cell's candidates went down to `left`: its single-candidate bit and the count of
    // empty cells follow.
    void noteCandidatesLeft(int cell, Mask left)
    {
        const std::uint64_t b = std::uint64_t { 1 } << (cell & 63);
        if (left != 0 && (left & (left - 1)) == 0)
            m_singleCandidate[cell >> 6] |= b;
        else
            m_singleCandidate[cell >> 6] &= ~b;
        if (left == 0)
            ++m_emptyCells;
    }

    const Geometry *m_geometry;
    const Tables *m_tables = nullptr; // tablesOf(*m_geometry)
    bool m_classic = false; // 3x3 boxes
    // Classic, no candidates in filled cells, none outside the symbols in open cells (so since
    // reset(), as a placement or elimination keeps it): the compile-time tables' fast paths.
    bool m_classicFast = false;
    Board m_board;
    int m_openCells = 0;
    int m_emptyCells = 0;
    int m_duplicates = 0;
    // No filled cell holds candidates (so since reset(): a placement clears the cell's, and
    // candidates are only ever removed).
    bool m_filledClean = true;
    std::array<Mask, 3 * kMaxSide> m_placed {};
    std::array<std::uint8_t, 3 * kMaxSide> m_open {};
    std::array<std::uint64_t, (kMaxCells + 63) / 64> m_singleCandidate {};
    std::array<std::uint64_t, 2> m_oneOpen {};
    // Classic: the open cells (bit set per cell).
    std::array<std::uint64_t, 2> m_openBits {};
    // Per symbol s, the open cells holding it among their candidates (the grid's symbols only):
    // words s * kWords onwards.
    std::array<std::uint64_t, (kMaxSide + 1) * kWords> m_where {};
    // hiddenSingles() per unit, valid where the unit's bit in m_changed is clear. m_changed and
    // m_someHidden (the units whose valid m_hidden is not empty) are indexed in the search order
    // (orderBit()).
    mutable std::array<Mask, 3 * kMaxSide> m_hidden {};
    mutable std::array<std::uint64_t, 2> m_changed {};
    mutable std::array<std::uint64_t, 2> m_someHidden {};
    Changes m_changes;
};

} // namespace core
