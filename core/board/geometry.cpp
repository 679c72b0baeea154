#include "board/geometry.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace core {

const Geometry &Geometry::get(int boxRows, int boxCols)
{
    if (boxRows < 1 || boxCols < 1 || boxRows > kMaxBoxSide || boxCols > kMaxBoxSide
        || boxRows * boxCols < 2)
        throw std::invalid_argument("unsupported box size");
    static std::mutex mutex;
    static std::map<std::pair<int, int>, std::unique_ptr<Geometry>> cache;
    std::lock_guard lock(mutex);
    auto &slot = cache[{ boxRows, boxCols }];
    if (!slot)
        slot.reset(new Geometry(boxRows, boxCols));
    return *slot;
}

const Geometry *Geometry::forSide(int side)
{
    // The squarest box: the largest a <= sqrt(N) dividing N with N / a <= 5 (boxes are a rows
    // tall and N / a columns wide, the usual 2x3 and 3x4 layouts).
    for (int a = kMaxBoxSide; a >= 1; --a) {
        if (a * a > side || side % a != 0 || side / a > kMaxBoxSide)
            continue;
        return &get(a, side / a);
    }
    return nullptr;
}

Geometry::Geometry(int boxRows, int boxCols)
    : m_boxRows { boxRows }
    , m_boxCols { boxCols }
    , m_side { boxRows * boxCols }
    , m_peerCount { 3 * boxRows * boxCols - (boxRows + boxCols) - 1 }
{
    const int n = m_side;
    m_all = 0;
    for (int s = 1; s <= n; ++s)
        m_all |= bit(s);
    m_boxOf.resize(n * n);
    // Boxes are boxRows tall and boxCols wide; there are boxCols bands of boxes down and
    // boxRows stacks across.
    const int boxesAcross = n / boxCols;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            m_boxOf[cellAt(r, c)] = (r / boxRows) * boxesAcross + c / boxCols;

    m_units.resize(3 * n * n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            m_units[rowUnit(i) * n + j] = cellAt(i, j);
            m_units[columnUnit(i) * n + j] = cellAt(j, i);
        }
    std::vector<int> filled(n, 0);
    for (int cell = 0; cell < n * n; ++cell) {
        const int b = m_boxOf[cell];
        m_units[boxUnit(b) * n + filled[b]++] = cell;
    }

    m_unitsOfCell.resize(3 * n * n);
    for (int cell = 0; cell < n * n; ++cell) {
        m_unitsOfCell[3 * cell] = rowUnit(row(cell));
        m_unitsOfCell[3 * cell + 1] = columnUnit(column(cell));
        m_unitsOfCell[3 * cell + 2] = boxUnit(box(cell));
    }

    m_peerMatrix.assign(n * n * n * n, 0);
    m_peers.reserve(n * n * m_peerCount);
    for (int cell = 0; cell < n * n; ++cell) {
        std::vector<int> ps;
        for (int u : unitsOf(cell))
            for (int other : unit(u))
                if (other != cell)
                    ps.push_back(other);
        std::sort(ps.begin(), ps.end());
        ps.erase(std::unique(ps.begin(), ps.end()), ps.end());
        if (static_cast<int>(ps.size()) != m_peerCount)
            throw std::logic_error("peer count mismatch");
        for (int p : ps) {
            m_peers.push_back(p);
            m_peerMatrix[cell * n * n + p] = 1;
        }
    }
}

UnitKind Geometry::unitKind(int unit) const
{
    if (unit < m_side)
        return UnitKind::Row;
    if (unit < 2 * m_side)
        return UnitKind::Column;
    return UnitKind::Box;
}

char Geometry::symbolChar(int symbol)
{
    if (symbol <= 0)
        return '.';
    if (symbol <= 9)
        return static_cast<char>('0' + symbol);
    return static_cast<char>('A' + symbol - 10);
}

std::string Geometry::cellName(int cell, CellNaming naming) const
{
    // Built in a buffer: GCC 12 warns (-Wrestrict, a known false positive) on string operator+.
    char buffer[32];
    const int r = row(cell);
    const int c = column(cell);
    if (naming == CellNaming::RowColumn)
        std::snprintf(buffer, sizeof buffer, "r%dc%d", r + 1, c + 1);
    else
        std::snprintf(buffer, sizeof buffer, "%c%d", static_cast<char>('A' + r), c + 1);
    return buffer;
}

std::optional<int> Geometry::parseCellName(std::string_view name) const
{
    std::string s;
    for (char ch : name)
        if (!std::isspace(static_cast<unsigned char>(ch)) && ch != '[' && ch != ']' && ch != ',')
            s.push_back(ch);
    auto readNumber = [](const std::string &t, std::size_t &pos) -> int {
        int v = 0;
        std::size_t start = pos;
        while (
            pos < t.size() && std::isdigit(static_cast<unsigned char>(t[pos])) && pos - start < 3)
            v = v * 10 + (t[pos++] - '0');
        return pos == start ? -1 : v;
    };
    int r = -1;
    int c = -1;
    if (s.size() >= 4 && (s[0] == 'r' || s[0] == 'R')
        && std::isdigit(static_cast<unsigned char>(s[1]))) {
        std::size_t pos = 1;
        r = readNumber(s, pos);
        if (pos >= s.size() || (s[pos] != 'c' && s[pos] != 'C'))
            return std::nullopt;
        ++pos;
        c = readNumber(s, pos);
        if (pos != s.size())
            return std::nullopt;
    } else if (s.size() >= 2 && std::isalpha(static_cast<unsigned char>(s[0]))) {
        r = std::toupper(static_cast<unsigned char>(s[0])) - 'A' + 1;
        std::size_t pos = 1;
        c = readNumber(s, pos);
        if (pos != s.size())
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    if (r < 1 || r > m_side || c < 1 || c > m_side)
        return std::nullopt;
    return cellAt(r - 1, c - 1);
}

} // namespace core
