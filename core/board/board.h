#pragma once

#include "board/geometry.h"

#include <cstdint>
#include <vector>

namespace core {

// What is wrong with a board, as data: the UI names the cells and words it.
struct Conflict
{
    enum class Kind : std::uint8_t {
        Duplicate, // cells a and b of unit hold the same symbol
        NoCandidate, // open cell a has no candidate left (symbol unused)
    };
    Kind kind;
    int cellA;
    int cellB; // -1 for NoCandidate
    int unit; // -1 for NoCandidate
    int symbol;

    bool operator==(const Conflict &) const = default;
};

// A position: givens, the values entered on top of them, and per-cell candidate masks
// (pencil marks). Values are 0 (open) or 1..N. Candidates are kept for every cell but are only
// meaningful for open cells. The board does not enforce consistency: a player's board may be
// wrong, and conflicts() says where.
class Board
{
public:
    Board()
        : Board(Geometry::classic())
    { }
    explicit Board(const Geometry &geometry);

    const Geometry &geometry() const { return *m_geometry; }
    int side() const { return m_geometry->side(); }
    int cellCount() const { return m_geometry->cellCount(); }

    int value(int cell) const { return m_values[cell]; }
    bool isGiven(int cell) const { return m_given[cell] != 0; }
    bool isOpen(int cell) const { return m_values[cell] == 0; }
    Mask candidates(int cell) const { return m_candidates[cell]; }

    void setGiven(int cell, int symbol) // symbol 0 clears the given
    {
        m_values[cell] = static_cast<std::uint8_t>(symbol);
        m_given[cell] = symbol != 0;
    }
    void setValue(int cell, int symbol); // an entered (non-given) value; 0 clears it
    void clearValue(int cell) { setValue(cell, 0); }
    void setCandidates(int cell, Mask mask)
    {
        m_candidates[cell] = mask & m_geometry->allSymbols();
    }
    // A symbol outside 1..side changes nothing: no board holds a candidate outside its symbols
    // (the engines' fast paths and the plain board agree only on such boards).
    void toggleCandidate(int cell, int symbol)
    {
        m_candidates[cell] ^= bit(symbol) & m_geometry->allSymbols();
    }
    void removeCandidate(int cell, int symbol) { m_candidates[cell] &= ~bit(symbol); }

    // C_k: all symbols minus the values of k's peers (0 for a filled cell).
    Mask computeCandidates(int cell) const;
    // Sets C_k on every open cell (the "fill all candidates" of a player, the start of a solver).
    void fillCandidates();
    // Keeps only candidates that are still possible (removes peers' values), without adding any.
    void pruneCandidates();

    int clueCount() const; // givens
    int filledCount() const; // givens and entered values
    int openCount() const { return cellCount() - filledCount(); }
    bool isComplete() const { return filledCount() == cellCount(); }
    // Complete and without conflicts.
    bool isSolved() const;

    // Every duplicate in a unit (each pair once, per unit), and every open cell whose
    // candidates, computed from its peers, are empty.
    std::vector<Conflict> conflicts() const;
    bool isConsistent() const { return conflicts().empty(); }

    // Only the givens (entries and pencil marks dropped).
    Board givensOnly() const;
    // Makes every entered value a given (a solver's result, or a puzzle typed in).
    void promoteValuesToGivens();

    // Values as 0..N per cell, row-major.
    const std::vector<std::uint8_t> &values() const { return m_values; }

    bool operator==(const Board &other) const;

private:
    const Geometry *m_geometry;
    std::vector<std::uint8_t> m_values;
    std::vector<std::uint8_t> m_given;
    std::vector<Mask> m_candidates;
};

} // namespace core
