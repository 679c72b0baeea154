#pragma once

// A compact, allocation-free solving state shared by every propagation in the core: San
// Segundo's FILTER and his trial, Chen's Reduction/Inference, the tutor's trial and the search
// engine's frames. Per-cell candidate masks and values, and per-unit placed symbols, in fixed
// arrays; copying one (for an assumption or a search frame) copies only the part the geometry
// uses, and no hot loop allocates.
//
// Candidates never include a symbol placed in a peer (load removes them, place keeps it so), with
// one exception: assign() places without removing the symbol from the peers, for a search that
// keeps the candidates of its givens (no forward checking). The rules in gridrules.h also work on
// such a grid: place() refuses a symbol placed in one of the cell's units, and hidden singles skip
// the symbols a unit already holds.

#include "board/board.h"

#include <array>
#include <cstdint>
#include <vector>

namespace core {

// popcount() for the masks the grids use, by table below 2^10 (every mask of a grid up to 9x9:
// candidates, cells of a unit, lines of a box), as popcount() above.
namespace detail {
inline constexpr std::array<std::uint8_t, 1024> kBitCount10 = [] {
    std::array<std::uint8_t, 1024> t {};
    for (int i = 1; i < 1024; ++i)
        t[i] = static_cast<std::uint8_t>(t[i >> 1] + (i & 1));
    return t;
}();
} // namespace detail
inline int maskCount(Mask m)
{
    return m < 1024 ? detail::kBitCount10[m] : popcount(m);
}

namespace detail {
// The peers of each cell of the 9x9 grid as bits of two words (cell i: bit i % 64 of word i / 64).
struct CellBits
{
    std::uint64_t w[2];
};
inline constexpr std::array<CellBits, 81> kClassicPeers = [] {
    std::array<CellBits, 81> t {};
    for (int a = 0; a < 81; ++a)
        for (int b = 0; b < 81; ++b) {
            const int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
            if (a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3)))
                t[a].w[b >> 6] |= std::uint64_t { 1 } << (b & 63);
        }
    return t;
}();
// The three units of each cell of the 9x9 grid (row, column, box), as unit numbers.
struct CellUnits
{
    std::uint8_t u[4];
};
inline constexpr std::array<CellUnits, 81> kClassicUnitsOf = [] {
    std::array<CellUnits, 81> t {};
    for (int cell = 0; cell < 81; ++cell) {
        const int r = cell / 9, c = cell % 9;
        t[cell] = { { static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(9 + c),
            static_cast<std::uint8_t>(18 + (r / 3) * 3 + c / 3), 0 } };
    }
    return t;
}();
} // namespace detail

enum class GridStatus : std::uint8_t { Open, Solved, Contradiction };

// Why a grid changed: the rule pass (or the caller) that made the change, as the grid's change
// log records it. The rule passes of gridrules.h name themselves; a caller names its own changes
// with CandidateGrid::setCause() (a search's decision, an assumption). A placement's symbol
// leaving the peers is always ForwardCheck (the 1-reduction that comes with every placement).
enum class ChangeCause : std::uint8_t {
    None, // not named (a caller that did not set a cause)
    Decision, // a search's assignment, an assumption of Chen's Inference
    ForwardCheck, // a placed symbol leaving the cell's peers
    NakedSingle, // San Segundo's NS, Carmel's I, Chen's 1-Reduction
    HiddenSingle, // HS, Carmel's II
    Pointing, // BRC
    Claiming, // RCB
    NakedPair, // NP, Carmel's IV
    HiddenPair, // HP, Carmel's III
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    RReduction, // Chen's r-Reduction, r >= 2 (the r is the caller's to report)
    Neutralized, // the search's fill of a Neutralized Set
    External, // a rule engine plugged in from elsewhere (BoardPropagator)
};
constexpr int kChangeCauseCount = static_cast<int>(ChangeCause::External) + 1;

// One change to a grid: a value placed, or a candidate eliminated, and why.
struct GridChange
{
    int cell = -1;
    int symbol = 0;
    bool placed = false; // false: the candidate was eliminated
    ChangeCause cause = ChangeCause::None;

    bool operator==(const GridChange &) const = default;
};

// Why a grid is in contradiction, as data (the first one met).
struct GridConflict
{
    enum class Kind : std::uint8_t {
        None,
        EmptyCell, // `cell` lost its last candidate (`symbol`: the last one removed), or
                   // `symbol` was placed in `cell` that does not hold it
        MissingSymbol, // `symbol` has no place left in `unit`
        PeerHasValue, // `symbol` placed in `cell`, but `otherCell` in `unit` already holds it
        Rule, // a rule engine found it (cell/unit/symbol as it reports them)
    };
    Kind kind = Kind::None;
    int cell = -1;
    int unit = -1;
    int symbol = 0;
    int otherCell = -1;

    bool operator==(const GridConflict &) const = default;
};

class CandidateGrid final
{
public:
    explicit CandidateGrid(const Geometry &geometry = Geometry::classic());
    // Copies the state (the part of the arrays the geometry uses); the change log is not copied:
    // a copy starts without one, and assigning keeps the target's own.
    CandidateGrid(const CandidateGrid &other);
    CandidateGrid &operator=(const CandidateGrid &other);

    // Values from the board; open cells get C_k computed from the values (Chen's initiation plus
    // one 1-reduction), intersected with the board's candidates when usePencilMarks (a pencil mark
    // that a peer's value rules out is always dropped: the grid keeps candidates and values
    // consistent). A value that repeats in a unit (PeerHasValue, reported at its second cell in
    // cell order), or an open cell without candidates (EmptyCell), leaves the grid in
    // contradiction(). Every open cell with one candidate is a pending single (in cell order).
    void load(const Board &board, bool usePencilMarks);
    // Writes values (as entered values on top of the board's givens) and candidates back.
    void store(Board &board) const;

    const Geometry &geometry() const { return *m_geometry; }
    int side() const { return m_side; }
    int cellCount() const { return m_cells; }
    int value(int cell) const { return m_value[cell]; }
    Mask candidates(int cell) const { return m_cand[cell]; }
    // Symbols placed in a unit.
    Mask placedIn(int unit) const { return m_placed[unit]; }
    // The arrays themselves (cellCount() entries), for code that reads a whole grid.
    const std::uint8_t *valueData() const { return m_value.data(); }
    const Mask *candidateData() const { return m_cand.data(); }
    int openCount() const { return m_open; }
    // A 9x9 grid keeps, per symbol, the cells that hold it as a candidate (cell i as bit i % 64
    // of word i / 64), equal to candidates() at all times: planeOf(symbol) is its two words.
    bool hasPlanes() const { return m_planes; }
    const std::uint64_t *planeOf(int symbol) const { return m_plane[symbol].data(); }
    bool contradiction() const { return m_contradiction; }
    // The first contradiction met (kind None while there is none).
    const GridConflict &conflict() const { return m_conflict; }
    GridStatus status() const;
    // Total of the candidates of the open cells (TRC of the NtN).
    int candidateTotal() const;

    // Places a symbol in an open cell and removes it from the peers (1-reduction). Placing a
    // symbol the cell does not hold or one of its units already holds, or emptying a peer, marks
    // a contradiction (returns false). Placing the value a cell already holds changes nothing.
    bool place(int cell, int symbol)
    {
        // The common case (a 9x9 grid kept with forward checking, no change log) by fixed tables.
        if (m_planes && !m_log && !m_assigned)
            return placeClassic(cell, symbol);
        return placeGeneral(cell, symbol);
    }
    // place() of a symbol the caller has seen among the open cell's candidates (the rule passes'
    // singles): the same, without the entry checks of the common case.
    bool placeCandidate(int cell, int symbol)
    {
        if (m_planes && !m_log && !m_assigned)
            return placeClassicCandidate(cell, symbol);
        return placeGeneral(cell, symbol);
    }
    // place() of the only candidate of an open cell (naked singles): the same, and on a 9x9 grid
    // the cell leaves the one digit plane that holds it.
    bool placeSingle(int cell, int symbol)
    {
        if (m_planes && !m_log && !m_assigned)
            return placeClassicCandidate<true>(cell, symbol);
        return placeGeneral(cell, symbol);
    }
    // Places a symbol in an open cell without touching the peers' candidates (a search without
    // forward checking); the caller has checked it against the units.
    void assign(int cell, int symbol);
    // Removes symbols from an open cell's candidates; true when something was removed. An emptied
    // cell marks a contradiction.
    bool eliminate(int cell, Mask symbols)
    {
        // A filled cell has no candidates: the one test rejects both (inline, as most calls of
        // the rule passes remove nothing).
        return (m_cand[cell] & symbols) != 0 && eliminateSome(cell, symbols);
    }
    // Marks a contradiction; the first one reported is kept.
    void markContradiction(const GridConflict &conflict = { GridConflict::Kind::Rule });

    // Open cells left with a single candidate, noted as it happens (load, place, eliminate), so
    // naked singles are found without scanning the grid. Taken last noted first (a stack: the
    // order every singles propagation of the core has used); -1 when there is none. A cell may
    // have been filled since it was noted (the caller checks).
    int takePendingSingle() { return m_pendingCount ? m_pending[--m_pendingCount] : -1; }
    // Forgets the pending singles (a trial that propagates only what its assumption forces).
    void clearPendingSingles()
    {
        m_pendingCount = 0;
        m_pendingCleared = true;
    }
    // Since the last load: every open cell that got down to one candidate was noted pending
    // (clearPendingSingles() not used) and no candidate is placed in its units (assign() not
    // used). Then naked singles that find nothing leave no open cell with a single candidate.
    bool singlesNoted() const { return !m_assigned && !m_pendingCleared; }

    // Change stamps: every change to a cell (placement or elimination) gives its three units a
    // new stamp from an increasing counter (a placement and the changes it makes to its peers
    // share one), so a rule can skip a unit unchanged since it last
    // looked at it without finding anything.
    std::uint32_t unitStamp(int unit) const { return m_unitStamp[unit]; }
    std::uint32_t stamp() const { return m_stamp; }

    // Optional: every placement and elimination from now on is appended to `log` (nullptr: none,
    // the default). The log belongs to this object, not to its state (see the copy above).
    void setChangeLog(std::vector<GridChange> *log) { m_log = log; }
    std::vector<GridChange> *changeLog() const { return m_log; }
    // The cause the log gives the changes from now on (placements and eliminations; a placement's
    // peers always get ForwardCheck). The rule passes of gridrules.h set their own. Like the log,
    // it belongs to this object: a copy starts with None, assigning keeps the target's.
    void setCause(ChangeCause cause) { m_cause = cause; }
    ChangeCause cause() const { return m_cause; }

private:
    void copyState(const CandidateGrid &other);
    // load() of a 9x9 grid's values, without pencil marks; false (nothing reported) at a value
    // repeated in a unit.
    bool loadClassicValues(const Board &board);
    bool eliminateSome(int cell, Mask symbols);
    bool placeClassic(int cell, int symbol);
    // Inline (below): the rule passes' singles place through it, in their loops.
    // `single`: the symbol is the cell's only candidate (see placeSingle()).
    template <bool single = false>
    [[gnu::always_inline]] bool placeClassicCandidate(int cell, int symbol);
    bool placeGeneral(int cell, int symbol);
    // A peer emptied by a placement (out of line: the rare case).
    [[gnu::cold, gnu::noinline]] void markEmptied(int cell, int symbol);
    // A 9x9 placement's digit planes: the cell leaves every plane, and the symbol's plane loses
    // the peers that hold it, returned as the plane's two words (cell i as bit i % 64 of word
    // i / 64).
    template <bool single = false>
    [[gnu::always_inline]] std::array<std::uint64_t, 2> takeFromPlanes(int cell, int symbol);
    void touch(int cell)
    {
        const std::uint32_t s = ++m_stamp;
        const int *units = m_geometry->unitsOf(cell).data();
        m_unitStamp[units[0]] = s;
        m_unitStamp[units[1]] = s;
        m_unitStamp[units[2]] = s;
    }
    void notePending(int cell)
    {
        if (m_pendingCount < kMaxCells)
            m_pending[m_pendingCount++] = static_cast<std::uint16_t>(cell);
    }
    int holderIn(int unit, int symbol) const;
    // The digit planes of a 9x9 grid (see m_plane): a cell's candidates leaving them.
    void dropFromPlanes(int cell, Mask symbols)
    {
        const std::uint64_t keep = ~(std::uint64_t { 1 } << (cell & 63));
        for (; symbols; symbols &= symbols - 1)
            m_plane[lowestSymbol(symbols)][cell >> 6] &= keep;
    }

    const Geometry *m_geometry;
    int m_side;
    int m_cells;
    int m_units;
    int m_open = 0;
    bool m_contradiction = false;
    GridConflict m_conflict;
    std::uint32_t m_stamp = 0;
    // A cell is noted at most once between loads (when it gets down to one candidate), so the
    // stack never holds more than cellCount() entries.
    int m_pendingCount = 0;
    std::vector<GridChange> *m_log = nullptr;
    ChangeCause m_cause = ChangeCause::None;
    std::array<Mask, kMaxCells> m_cand {};
    std::array<std::uint8_t, kMaxCells> m_value {};
    std::array<Mask, 3 * kMaxSide> m_placed {};
    std::array<std::uint32_t, 3 * kMaxSide> m_unitStamp {};
    std::array<std::uint16_t, kMaxCells> m_pending {};
    // 9x9 grids only (m_planes): per symbol, the cells that hold it as a candidate (cell i as bit
    // i % 64 of word i / 64), kept equal to m_cand, so that place() finds the peers that lose the
    // symbol without reading all twenty.
    bool m_planes = false;
    // assign() was used since the last load: a cell may list a symbol one of its units holds.
    // Without it, a candidate is never placed in the cell's units (place() tests only the units
    // of a symbol the cell does not hold, to tell which conflict it is).
    bool m_assigned = false;
    // clearPendingSingles() was used since the last load (see singlesNoted()).
    bool m_pendingCleared = false;
    std::array<std::array<std::uint64_t, 2>, 10> m_plane {};
};

template <bool single>
inline std::array<std::uint64_t, 2> CandidateGrid::takeFromPlanes(int cell, int symbol)
{
    // The cell leaves every plane: a fixed run of ANDs, cheaper than a loop over its candidates
    // (it is in none of the others); only the symbol's when it is the one candidate.
    const std::uint64_t keep = ~(std::uint64_t { 1 } << (cell & 63));
    const int word = cell >> 6;
    if (single) {
        m_plane[symbol][word] &= keep;
    } else {
        for (int s = 1; s <= 9; ++s)
            m_plane[s][word] &= keep;
    }
    const detail::CellBits &near = detail::kClassicPeers[cell];
    std::uint64_t *plane = m_plane[symbol].data();
    const std::uint64_t hit0 = plane[0] & near.w[0];
    const std::uint64_t hit1 = plane[1] & near.w[1];
    plane[0] ^= hit0;
    plane[1] ^= hit1;
    return { hit0, hit1 };
}

// place() on a 9x9 grid kept with forward checking and without a change log (see place()), of a
// symbol the open cell holds: the units and peers from fixed tables (the same changes in the same
// order as the general path).
template <bool single> inline bool CandidateGrid::placeClassicCandidate(int cell, int symbol)
{
    const Mask b = bit(symbol);
    const detail::CellUnits at = detail::kClassicUnitsOf[cell];
    m_value[cell] = static_cast<std::uint8_t>(symbol);
    m_cand[cell] = 0;
    m_placed[at.u[0]] |= b;
    m_placed[at.u[1]] |= b;
    m_placed[at.u[2]] |= b;
    --m_open;
    const std::uint32_t stamp = ++m_stamp;
    std::uint32_t *unitStamp = m_unitStamp.data();
    unitStamp[at.u[0]] = stamp;
    unitStamp[at.u[1]] = stamp;
    unitStamp[at.u[2]] = stamp;
    auto [hit0, hit1] = takeFromPlanes<single>(cell, symbol);
    Mask *cand = m_cand.data();
    const auto lose = [&](int p) {
        const Mask left = cand[p] & ~b;
        cand[p] = left;
        const detail::CellUnits pa = detail::kClassicUnitsOf[p];
        unitStamp[pa.u[0]] = stamp;
        unitStamp[pa.u[1]] = stamp;
        unitStamp[pa.u[2]] = stamp;
        if ((left & (left - 1)) == 0) {
            if (left == 0) [[unlikely]]
                markEmptied(p, symbol);
            else
                notePending(p);
        }
    };
    for (; hit0; hit0 &= hit0 - 1)
        lose(__builtin_ctzll(hit0));
    for (; hit1; hit1 &= hit1 - 1)
        lose(64 + __builtin_ctzll(hit1));
    return !m_contradiction;
}

} // namespace core
