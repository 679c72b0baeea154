#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A set of symbols 1..N as bits 1..N (bit 0 unused). N is at most 25, so 32 bits suffice.
using Mask = std::uint32_t;

constexpr int kMaxBoxSide = 5;
constexpr int kMaxSide = 25;
constexpr int kMaxCells = kMaxSide * kMaxSide;

inline constexpr Mask bit(int symbol)
{
    return Mask { 1 } << symbol;
}
inline int popcount(Mask m)
{
#if defined(__POPCNT__)
    return __builtin_popcount(m);
#else
    // Without -mpopcnt the builtin is a library call; the branch-free count is inlined and faster.
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    m = (m + (m >> 4)) & 0x0f0f0f0fu;
    return static_cast<int>((m * 0x01010101u) >> 24);
#endif
}
// Lowest symbol of a non-empty mask.
inline int lowestSymbol(Mask m)
{
    return __builtin_ctz(m);
}

enum class UnitKind : std::uint8_t { Row, Column, Box };

// How cells are named: "A1" (row letter, column number: the CtN paper's [A,1]) or "r1c1".
enum class CellNaming : std::uint8_t { Letter, RowColumn };

// The shape of a Sudoku with boxes of boxRows x boxCols cells: side N = boxRows * boxCols,
// N*N cells, 3N units (rows 0..N-1, columns N..2N-1, boxes 2N..3N-1), each cell with
// 3ab - (a+b) - 1 peers. Geometries are immutable and shared: get() builds each one once.
class Geometry final
{
public:
    // Throws std::invalid_argument for a box side outside 1..5 or a side N below 2.
    static const Geometry &get(int boxRows, int boxCols);
    // Looked up once (a default Board asks for it: the parsers build one per puzzle).
    static const Geometry &classic()
    {
        static const Geometry &geometry = get(3, 3);
        return geometry;
    }
    // The usual box shape for a side N (4 -> 2x2, 6 -> 2x3, 9 -> 3x3, 12 -> 3x4, 16 -> 4x4,
    // 25 -> 5x5); nullptr when no a x b with a <= b and b - a minimal gives N.
    static const Geometry *forSide(int side);

    int boxRows() const { return m_boxRows; }
    int boxCols() const { return m_boxCols; }
    int side() const { return m_side; }
    int cellCount() const { return m_side * m_side; }
    int unitCount() const { return 3 * m_side; }
    int peerCount() const { return m_peerCount; }
    Mask allSymbols() const { return m_all; }

    int row(int cell) const { return cell / m_side; }
    int column(int cell) const { return cell % m_side; }
    int box(int cell) const { return m_boxOf[cell]; }
    int cellAt(int row, int column) const { return row * m_side + column; }

    int rowUnit(int row) const { return row; }
    int columnUnit(int column) const { return m_side + column; }
    int boxUnit(int box) const { return 2 * m_side + box; }
    UnitKind unitKind(int unit) const;
    // Index of a unit within its kind (row number, column number or box number).
    int unitIndex(int unit) const { return unit % m_side; }
    // Trivial accessors into the precomputed tables, inline because every solver's inner loop
    // walks them.
    std::span<const int> unit(int unit) const
    {
        return { m_units.data() + unit * m_side, static_cast<std::size_t>(m_side) };
    }
    // The three units of a cell: row, column, box.
    std::span<const int> unitsOf(int cell) const { return { m_unitsOfCell.data() + 3 * cell, 3 }; }
    std::span<const int> peers(int cell) const
    {
        return { m_peers.data() + cell * m_peerCount, static_cast<std::size_t>(m_peerCount) };
    }
    bool arePeers(int a, int b) const { return m_peerMatrix[a * cellCount() + b] != 0; }

    // Symbol <-> character: 1-9 then A, B, ... (A = 10) as in the shared 16x16 files.
    static char symbolChar(int symbol);
    // 0 when c is not a symbol character for this side. (Inline: the parsers call it per cell.)
    int symbolFromChar(char c) const
    {
        int s = 0;
        if (c >= '1' && c <= '9')
            s = c - '0';
        else if (c >= 'A' && c <= 'Z')
            s = c - 'A' + 10;
        else if (c >= 'a' && c <= 'z')
            s = c - 'a' + 10;
        return s >= 1 && s <= m_side ? s : 0;
    }

    std::string cellName(int cell, CellNaming naming) const;
    // Accepts "A1", "a1", "[A,1]", "[A, 1]", "r1c1", "R1C1". Empty when malformed or out of range.
    std::optional<int> parseCellName(std::string_view name) const;

    Geometry(const Geometry &) = delete;
    Geometry &operator=(const Geometry &) = delete;

private:
    Geometry(int boxRows, int boxCols);

    int m_boxRows;
    int m_boxCols;
    int m_side;
    int m_peerCount;
    Mask m_all;
    std::vector<int> m_boxOf;
    std::vector<int> m_units; // unitCount() * side cells
    std::vector<int> m_unitsOfCell; // cellCount() * 3
    std::vector<int> m_peers; // cellCount() * peerCount()
    std::vector<std::uint8_t> m_peerMatrix; // cellCount() * cellCount()
};

} // namespace core
