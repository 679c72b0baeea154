// The English wording of core's parse errors (cli::describeError).
#include "messages.h"

#include <gtest/gtest.h>

using core::ParseError;
using Code = core::ParseError::Code;

namespace {

ParseError error(Code code, int line, int column)
{
    ParseError e;
    e.code = code;
    e.source = "puzzles.txt";
    e.line = line;
    e.column = column;
    e.side = 9;
    return e;
}

} // namespace

TEST(Messages, LocationPrefix)
{
    ParseError e = error(Code::CannotOpen, 0, 0);
    EXPECT_EQ(cli::describeError(e), "puzzles.txt: cannot open the file");
    e = error(Code::Empty, 0, 0);
    e.source.clear();
    EXPECT_EQ(cli::describeError(e), "<text>: no puzzle found");
}

TEST(Messages, EveryCode)
{
    ParseError e = error(Code::BadCharacter, 2, 14);
    e.source = "clip";
    e.character = 'x';
    EXPECT_EQ(cli::describeError(e), "clip: line 2, column 14: 'x' is not a digit or a blank");
    e.character = '\x01';
    e.side = 16;
    EXPECT_EQ(cli::describeProblem(e), "byte 0x01 is not a symbol (1-9, A-G) or a blank");

    e = error(Code::WrongRowLength, 3, 0);
    e.found = 8;
    e.expected = 9;
    EXPECT_EQ(cli::describeError(e), "puzzles.txt: line 3: row has 8 cells, expected 9");
    e.found = 1;
    EXPECT_EQ(cli::describeProblem(e), "row has 1 cell, expected 9");

    e = error(Code::WrongRowCount, 1, 0);
    e.found = 8;
    e.expected = 9;
    EXPECT_EQ(cli::describeProblem(e), "grid has 8 rows, expected 9");

    e = error(Code::WrongLineLength, 3, 0);
    e.found = 80;
    e.expected = 81;
    EXPECT_EQ(cli::describeProblem(e), "puzzle line has 80 characters, expected 81");

    e = error(Code::UnknownSize, 1, 0);
    e.found = 7;
    EXPECT_EQ(cli::describeProblem(e),
        "a grid 7 cells wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)");

    e = error(Code::BadCandidates, 4, 5);
    EXPECT_EQ(cli::describeProblem(e), "cell has no candidate");
    e.character = '8';
    EXPECT_EQ(cli::describeProblem(e), "candidate '8' appears twice in a cell");
    e.character = '5';
    e.expected = 1;
    EXPECT_EQ(cli::describeProblem(e), "'5' stands where candidate 1 belongs");

    e = error(Code::MismatchedGrids, 16, 3);
    e.found = 7;
    e.expected = 2;
    EXPECT_EQ(cli::describeProblem(e), "this grid shows 7 where an earlier grid has 2");
    e.found = 0;
    EXPECT_EQ(cli::describeProblem(e), "this grid shows a blank where an earlier grid has 2");
    e.found = -1;
    EXPECT_EQ(
        cli::describeProblem(e), "this grid shows several candidates where an earlier grid has 2");
}

TEST(Messages, ContradictoryGivensNameBothCellsAndTheUnit)
{
    ParseError e = error(Code::ContradictoryGivens, 5, 0);
    e.cellA = 0;
    e.cellB = 6;
    e.unit = 0;
    e.symbol = 5;
    EXPECT_EQ(cli::describeError(e),
        "puzzles.txt: line 5: contradictory givens: A1 and A7 both hold 5 (row A)");
    e.cellA = 27;
    e.cellB = 54;
    e.unit = 9;
    e.symbol = 7;
    EXPECT_EQ(cli::describeProblem(e), "contradictory givens: D1 and G1 both hold 7 (column 1)");
    e.cellA = 54;
    e.cellB = 72;
    e.unit = 24;
    EXPECT_EQ(cli::describeProblem(e), "contradictory givens: G1 and I1 both hold 7 (box 7)");
    // 16x16: rows A-P, symbols 1-9 then A-G.
    e.side = 16;
    e.cellA = 15;
    e.cellB = 255;
    e.unit = 31; // column 16
    e.symbol = 16;
    EXPECT_EQ(cli::describeProblem(e), "contradictory givens: A16 and P16 both hold G (column 16)");
}

TEST(Messages, StatusNames)
{
    EXPECT_STREQ(cli::statusName(core::SolutionStatus::Unique), "unique");
    EXPECT_STREQ(cli::statusName(core::SolutionStatus::Multiple), "multiple");
    EXPECT_STREQ(cli::statusName(core::SolutionStatus::None), "none");
}
