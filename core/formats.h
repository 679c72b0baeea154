#pragma once

// Reading and writing puzzles. Every error is data that says where (source, line, column) and
// what (a code with the numbers and characters involved); the CLI words it in English and the
// GUI through tr(). Core writes no prose.

#include "board.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

enum class Format : std::uint8_t {
    Auto,          // guess from the text (and the file name's extension, if any)
    Lines,         // one puzzle per line: N*N symbols, '.' or '0' blank; blank lines and # comments
    Grid,          // N lines of N symbols, with or without '|' and '---+---' separators
    Sdk,           // .sdk: a grid with #A/#D/#C... metadata lines
    SimpleSudoku,  // .ss: givens grid, optionally placed digits and a pencil-mark grid
    PencilMarks,   // a pencil-mark grid: each cell a run of candidates, or a single value
    CandidateLine, // Sudoku Explainer's N*N*N characters: per cell, per symbol, the digit or '.'
};

struct ParseError
{
    enum class Code : std::uint8_t {
        CannotOpen,         // the file could not be read
        Empty,              // no puzzle in the text
        BadCharacter,       // `character` is not a symbol or a blank (at line/column)
        WrongRowLength,     // a grid row has `found` cells, `expected` expected
        WrongRowCount,      // a grid has `found` rows, `expected` expected
        WrongLineLength,    // a puzzle line has `found` characters, `expected` (81, 256, 625...)
        UnknownSize,        // `found` cells does not make a supported square grid
        BadCandidates,      // a pencil-mark cell has no candidate or an impossible one
        ContradictoryGivens // cellA and cellB (in unit) both hold `symbol`
    };
    Code code = Code::Empty;
    std::string source; // the file name, or what the caller called the text ("clipboard")
    int line = 0;       // 1-based; 0 when the error is not about one line
    int column = 0;     // 1-based; 0 when not about one column
    int expected = 0;
    int found = 0;
    char character = 0;
    int cellA = -1;
    int cellB = -1;
    int unit = -1;
    int symbol = 0;
    int puzzleIndex = 0; // 1-based index in a multi-puzzle file (0 if not applicable)
};

enum class SolutionStatus : std::uint8_t { Unknown, Unique, Multiple, None };

struct Puzzle
{
    Board board;            // givens (and, for .ss / pencil marks, entries and candidates)
    int line = 0;           // the line it starts on
    int index = 0;          // 1-based index in its file
    std::string name;       // from .sdk #N / #A metadata, or empty
    std::vector<std::pair<char, std::string>> metadata; // .sdk '#X text' lines, in order
    bool hasCandidates = false; // the format carried pencil marks
    SolutionStatus status = SolutionStatus::Unknown; // set by checkSolutions()
    std::vector<std::uint8_t> solution;              // when status is Unique
};

struct ParseResult
{
    std::vector<Puzzle> puzzles;
    std::vector<ParseError> errors; // a puzzle with an error is not in puzzles
    Format format = Format::Auto;   // what was read
    bool ok() const { return errors.empty() && !puzzles.empty(); }
};

// Parses text holding one or many puzzles. `source` names it in errors.
ParseResult parsePuzzles(std::string_view text, std::string_view source, Format format = Format::Auto);
// Reads a file; the extension (.sdk, .ss, ...) helps Auto. A read failure is a CannotOpen error.
ParseResult readPuzzleFile(const std::string &path, Format format = Format::Auto);

// Adds ContradictoryGivens errors (both cells named) and sets each puzzle's status and solution
// with the solution counter. Puzzles with no or several solutions stay loaded, only flagged.
void checkSolutions(ParseResult &result);

// Writers. Lines writes '.' for blanks.
std::string writeLine(const Board &board);
std::string writeGrid(const Board &board, bool separators = true);
std::string writeSdk(const Puzzle &puzzle);
std::string writeSimpleSudoku(const Board &board);
std::string writePencilMarks(const Board &board);
std::string writeCandidateLine(const Board &board);

} // namespace core
