#pragma once

// Reading and writing puzzles. Every error is data that says where (source, line, column) and
// what (a code with the numbers and characters involved); the CLI words it in English and the
// GUI through tr(). Core writes no prose. Checking what was read (contradictory givens, the
// count of solutions) is puzzlecheck.h's.
//
// Readings chosen where the formats are loose (see also formats.cpp):
// - Blanks are '.' or '0' everywhere. Symbols are '1'-'9' then 'A' = 10 ... (lower case too).
// - Grid sizes: N x N with N in 4, 6, 8, 9, 10, 12, 15, 16, 20, 25 (boxes at least 2 rows tall).
// - Pencil-mark grids and candidate lines do not tell givens from placed digits: a cell with a
//   single symbol is read as a given (so a loaded position is a puzzle that can be checked).
//   In a .ss file the placed digits come from its second grid, so when that grid is present a
//   single symbol in the pencil-mark grid on an open cell is a one-candidate cell (without it,
//   a placed digit).
// - Writers of pencil marks and candidate lines write an open cell without pencil marks with its
//   computed candidates C_k (neither format can show an empty cell).

#include "board/board.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

enum class Format : std::uint8_t {
    Auto, // guess from the text (and the source name's extension, if any)
    Lines, // one puzzle per line: N*N symbols, '.' or '0' blank; blank lines and # comments
    Grid, // N lines of N symbols, with or without '|' and '---+---' separators
    Sdk, // .sdk: a grid with #A/#D/#C... metadata lines
    SimpleSudoku, // .ss: givens grid, optionally placed digits and a pencil-mark grid
    PencilMarks, // a pencil-mark grid: each cell a run of candidates, or a single value
    CandidateLine, // Sudoku Explainer's N*N*N characters: per cell, per symbol, the digit or '.'
};

struct ParseError
{
    enum class Code : std::uint8_t {
        CannotOpen, // the file could not be read
        TooLarge, // the file holds more than kMaxFileBytes (`expected`: that limit in MiB)
        Empty, // no puzzle in the text
        BadCharacter, // `character` is not a symbol or a blank (at line/column)
        WrongRowLength, // a grid row has `found` cells, `expected` expected
        WrongRowCount, // a grid has `found` rows, `expected` expected
        WrongLineLength, // a puzzle line has `found` characters, `expected` (81, 256, 625...)
        UnknownSize, // a grid `found` cells wide is not a supported size
        BadCandidates, // a pencil-mark cell (at line/column) has no candidate (`character`
                       // 0), a repeated candidate `character`, or, in a candidate line,
                       // `character` where symbol `expected` belongs
        ContradictoryGivens, // cellA and cellB (in unit) both hold `symbol`
        MismatchedGrids, // .ss: a later grid shows `found` (0: a blank, -1: several
                         // candidates) in a cell whose given or placed digit is `expected`
    };
    Code code = Code::Empty;
    std::string source; // the file name, or what the caller called the text ("clipboard")
    int line = 0; // 1-based; 0 when the error is not about one line
    int column = 0; // 1-based; 0 when not about one column
    int expected = 0;
    int found = 0;
    char character = 0;
    int cellA = -1;
    int cellB = -1;
    int unit = -1;
    int symbol = 0;
    int side = 0; // the grid's side N when cells or units are named (for their names)
    int puzzleIndex = 0; // 1-based index in a multi-puzzle file (0 if not about one puzzle)
};

enum class SolutionStatus : std::uint8_t { Unknown, Unique, Multiple, None };

struct Puzzle
{
    Board board; // givens (and, for .ss / pencil marks, entries and candidates)
    int line = 0; // the line it starts on
    int index = 0; // 1-based index in its file (counting puzzles that failed to parse)
    std::string name; // from .sdk #N metadata or the text after a puzzle line, or empty
    std::vector<std::pair<char, std::string>> metadata; // .sdk '#X text' lines, in order
    bool hasCandidates = false; // the format carried pencil marks
    SolutionStatus status = SolutionStatus::Unknown; // set by checkSolutions() / checkPuzzle()
    std::vector<std::uint8_t> solution; // when status is Unique
};

struct ParseResult
{
    std::vector<Puzzle> puzzles;
    std::vector<ParseError> errors; // a puzzle with an error is not in puzzles
    Format format = Format::Auto; // what was read
    std::string source; // as passed to parsePuzzles (the path for readPuzzleFile)
    bool ok() const { return errors.empty() && !puzzles.empty(); }
};

// Parses text holding one or many puzzles. `source` names it in errors; its extension (.sdk,
// .ss) helps Auto when the text holds grids (a text of puzzle lines is read as lines whatever
// its name).
ParseResult parsePuzzles(
    std::string_view text, std::string_view source, Format format = Format::Auto);
// The most a file may hold: a collection of 800,000 puzzle lines fits; a mistaken multi-gigabyte
// file or an endless one (/dev/zero) is read up to this much and refused, not read to the end.
constexpr std::size_t kMaxFileBytes = std::size_t { 64 } << 20;

// Reads a file; the extension (.sdk, .ss, ...) helps Auto. A read failure is a CannotOpen error,
// a file of more than kMaxFileBytes a TooLarge one.
ParseResult readPuzzleFile(const std::string &path, Format format = Format::Auto);
// What Auto reads the text as (never returns Auto).
Format guessFormat(std::string_view text, std::string_view source = {});

// Writers. Blanks are written '.'. writeLine and writeGrid write every value (givens and
// entries); writeSdk writes the metadata (and the name as #N if no #N is there) and the
// givens; writeSimpleSudoku writes the givens, then, if any, the placed digits and, if any open
// cell has pencil marks, the pencil marks (the placed digits always go with pencil marks).
std::string writeLine(const Board &board);
std::string writeGrid(const Board &board, bool separators = true);
std::string writeSdk(const Puzzle &puzzle);
std::string writeSimpleSudoku(const Board &board);
std::string writePencilMarks(const Board &board);
std::string writeCandidateLine(const Board &board);

} // namespace core
