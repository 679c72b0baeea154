#pragma once

// How the puzzle readers cut text (formats.cpp's readers and its guess of the format share it):
// lines, the runs of a pencil-mark row, the blocks of grid rows, the sides a length or a row
// width stands for. Internal to the readers: not part of the formats API (formats.h). The choices
// a loose format leaves open are listed at the top of formats.cpp.

#include "board/geometry.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core::formattext {

// A line of the text, without its line break, and its 1-based number.
struct LineView
{
    std::string_view text;
    int number;
};

// A run of a pencil-mark row.
struct Token
{
    std::string_view text;
    int column; // 1-based column of its first character in the raw line
};

// A row of a grid, as it is in the text (raw), and its line.
struct Row
{
    std::string_view text; // raw
    int line;
};

// Rows between blank lines.
struct Block
{
    std::vector<Row> rows;
    std::vector<std::pair<char, std::string>> metadata; // '#X' lines before or inside it
};

enum class GridKind : std::uint8_t { Digits, PencilMarks };

inline bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

inline bool isBlank(char c)
{
    return c == '.' || c == '0';
}

inline std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// The lines of a text ("\n" or "\r\n").
std::vector<LineView> splitLines(std::string_view text);
// The geometry of a side the readers accept (boxes at least 2 rows tall), or null.
const Geometry *geometryForSide(int side);
// The side N whose N*N (N*N*N) is the length, when the readers accept it; else 0.
int sideForSquare(std::size_t length);
int sideForCube(std::size_t length);
// A rule between boxes ("---+---"), or a "[Section]" line.
bool isSeparatorLine(std::string_view trimmed);
bool isSectionLine(std::string_view trimmed);
// A '#X text' line (X a letter): .sdk metadata.
bool isMetadataLine(std::string_view trimmed);
// The runs of a pencil-mark row (split on blanks and '|'), into `out`.
void tokenize(std::string_view raw, std::vector<Token> &out);
// The cells of a digit row: its characters but blanks and '|'.
int digitRowWidth(std::string_view raw);
// The blocks of grid rows (separators, sections and comments skipped; metadata kept).
std::vector<Block> collectBlocks(const std::vector<LineView> &lines);
// The row reads as pencil marks (at least 4 runs, none with a blank); `multi` is set when a run
// has more than one symbol. `tokens` receives the runs.
bool isPencilMarkRow(std::string_view raw, std::vector<Token> &tokens, bool &multi);
// Pencil marks or digits, for the grid starting at rows[pos].
GridKind classify(const std::vector<Row> &rows, std::size_t pos);
// The most frequent row width among the first rows of a block.
int modeWidth(const std::vector<Row> &rows, GridKind kind);

} // namespace core::formattext
