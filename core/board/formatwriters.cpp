// The writers of core/board/formats.h: a board or a puzzle as puzzle lines, digit grids, .sdk,
// Simple Sudoku, pencil-mark grids and candidate lines (the readers are in formats.cpp).
#include "board/formats.h"

#include <algorithm>
#include <string>
#include <vector>

namespace core {

std::string writeLine(const Board &board)
{
    std::string s;
    s.reserve(board.cellCount());
    for (int c = 0; c < board.cellCount(); ++c)
        s.push_back(Geometry::symbolChar(board.value(c)));
    return s;
}

namespace {

// One row of a digit grid, '|' between boxes when `separators`.
void appendDigitRow(std::string &out, const Board &board, int r, bool separators,
    const std::vector<std::uint8_t> &values)
{
    const Geometry &g = board.geometry();
    for (int c = 0; c < g.side(); ++c) {
        if (separators && c > 0 && c % g.boxCols() == 0)
            out += '|';
        out += Geometry::symbolChar(values[g.cellAt(r, c)]);
    }
}

// "---+---+---" for a digit grid.
std::string digitRule(const Geometry &g)
{
    std::string s;
    for (int b = 0; b < g.side() / g.boxCols(); ++b) {
        if (b > 0)
            s += '+';
        s.append(g.boxCols(), '-');
    }
    return s;
}

std::string digitGrid(const Board &board, bool separators, const std::vector<std::uint8_t> &values)
{
    const Geometry &g = board.geometry();
    std::string out;
    for (int r = 0; r < g.side(); ++r) {
        if (separators && r > 0 && r % g.boxRows() == 0)
            out += digitRule(g) + '\n';
        appendDigitRow(out, board, r, separators, values);
        out += '\n';
    }
    return out;
}

std::vector<std::uint8_t> givenValues(const Board &board)
{
    std::vector<std::uint8_t> v(board.values());
    for (int c = 0; c < board.cellCount(); ++c)
        if (!board.isGiven(c))
            v[c] = 0;
    return v;
}

// Simple Sudoku's framed digit grid: *-----------*, |53.|.7.|...|, |---+---+---|.
std::string framedDigitGrid(const Board &board, const std::vector<std::uint8_t> &values)
{
    const Geometry &g = board.geometry();
    std::string edge(1, '*');
    edge.append(g.side() + g.side() / g.boxCols() - 1, '-');
    edge += "*\n";
    std::string out = edge;
    for (int r = 0; r < g.side(); ++r) {
        if (r > 0 && r % g.boxRows() == 0) {
            out += '|';
            out += digitRule(g);
            out += "|\n";
        }
        out += '|';
        appendDigitRow(out, board, r, true, values);
        out += "|\n";
    }
    return out + edge;
}

// What a pencil-mark cell shows: its value, its candidates, or (none marked) C_k.
Mask markOf(const Board &board, int cell)
{
    if (board.value(cell))
        return bit(board.value(cell));
    const Mask m = board.candidates(cell);
    return m ? m : board.computeCandidates(cell);
}

std::string maskText(Mask m)
{
    std::string s;
    for (Mask rest = m; rest; rest &= rest - 1)
        s += Geometry::symbolChar(lowestSymbol(rest));
    return s;
}

enum class MarkStyle : std::uint8_t { HoDoKu, SimpleSudoku };

std::string pencilMarkGrid(const Board &board, MarkStyle style)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    std::vector<std::string> texts(g.cellCount());
    std::vector<std::size_t> width(n, 1);
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = markOf(board, c);
        texts[c] = m ? maskText(m) : std::string(1, '.');
        width[g.column(c)] = std::max(width[g.column(c)], texts[c].size());
    }
    // Each box column: " a  bc  d |" -> segment length sum(width + 1) + 1.
    std::vector<std::string> segments;
    for (int b = 0; b < n / g.boxCols(); ++b) {
        std::size_t len = 1;
        for (int c = b * g.boxCols(); c < (b + 1) * g.boxCols(); ++c)
            len += width[c] + 1;
        segments.emplace_back(len, '-');
    }
    auto rule = [&](char left, char mid, char right) {
        std::string s(1, left);
        for (std::size_t i = 0; i < segments.size(); ++i) {
            if (i > 0)
                s += mid;
            s += segments[i];
        }
        return s + right + '\n';
    };
    const bool hodoku = style == MarkStyle::HoDoKu;
    std::string out = hodoku ? rule('.', '.', '.') : rule('*', '-', '*');
    for (int r = 0; r < n; ++r) {
        if (r > 0 && r % g.boxRows() == 0)
            out += hodoku ? rule(':', '+', ':') : rule('|', '+', '|');
        out += '|';
        for (int c = 0; c < n; ++c) {
            out += ' ';
            const std::string &t = texts[g.cellAt(r, c)];
            out += t;
            out.append(width[c] - t.size(), ' ');
            if ((c + 1) % g.boxCols() == 0)
                out += " |";
        }
        out += '\n';
    }
    return out + (hodoku ? rule('\'', '\'', '\'') : rule('*', '-', '*'));
}

bool hasMarks(const Board &board)
{
    for (int c = 0; c < board.cellCount(); ++c)
        if (board.isOpen(c) && board.candidates(c))
            return true;
    return false;
}

} // namespace

std::string writeGrid(const Board &board, bool separators)
{
    return digitGrid(board, separators, board.values());
}

std::string writeSdk(const Puzzle &puzzle)
{
    std::string out;
    bool named = false;
    for (const auto &[key, text] : puzzle.metadata) {
        out += '#';
        out += key;
        out += text;
        out += '\n';
        named = named || key == 'N' || key == 'n';
    }
    if (!named && !puzzle.name.empty()) // a name from elsewhere (a puzzle line's comment)
        out += "#N" + puzzle.name + '\n';
    return out + digitGrid(puzzle.board, false, givenValues(puzzle.board));
}

std::string writeSimpleSudoku(const Board &board)
{
    std::string out = framedDigitGrid(board, givenValues(board));
    bool entries = false;
    for (int c = 0; c < board.cellCount(); ++c)
        entries = entries || (board.value(c) && !board.isGiven(c));
    const bool marks = hasMarks(board);
    // The placed digits go out with any pencil marks, so that a single candidate there reads
    // back as a candidate and not as a placed digit.
    if (entries || marks) {
        out += '\n';
        out += framedDigitGrid(board, board.values());
    }
    if (marks) {
        out += '\n';
        out += pencilMarkGrid(board, MarkStyle::SimpleSudoku);
    }
    return out;
}

std::string writePencilMarks(const Board &board)
{
    return pencilMarkGrid(board, MarkStyle::HoDoKu);
}

std::string writeCandidateLine(const Board &board)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    std::string s(static_cast<std::size_t>(g.cellCount()) * n, '.');
    for (int c = 0; c < g.cellCount(); ++c) {
        const Mask m = markOf(board, c);
        for (int j = 1; j <= n; ++j)
            if (m & bit(j))
                s[static_cast<std::size_t>(c) * n + j - 1] = Geometry::symbolChar(j);
    }
    return s;
}

} // namespace core
