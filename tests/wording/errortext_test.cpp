// Parse errors in words (ui/wording/errortext), the one wording the GUI and sudoku-cli share.
#include "wording/errortext.h"
#include "wording/translations.h"

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

std::string describe(const ParseError &e)
{
    return ErrorText::describe(e).toStdString();
}

std::string problem(const ParseError &e, core::CellNaming naming = core::CellNaming::Letter)
{
    return ErrorText::problem(e, naming).toStdString();
}

} // namespace

TEST(ErrorText, Place)
{
    ParseError e = error(Code::CannotOpen, 0, 0);
    EXPECT_EQ(describe(e), "puzzles.txt: cannot open the file");
    e = error(Code::TooLarge, 0, 0);
    e.expected = 64;
    EXPECT_EQ(describe(e), "puzzles.txt: the file is larger than 64 MiB, the most that is read");
    e = error(Code::Empty, 0, 0);
    e.source.clear();
    EXPECT_EQ(describe(e), "no puzzle found");
    e = error(Code::WrongRowCount, 7, 0);
    EXPECT_EQ(ErrorText::where(e).toStdString(), "puzzles.txt: line 7");
    e.column = 3;
    EXPECT_EQ(ErrorText::where(e).toStdString(), "puzzles.txt: line 7, column 3");
}

TEST(ErrorText, EveryCode)
{
    ParseError e = error(Code::BadCharacter, 2, 14);
    e.source = "clip";
    e.character = 'x';
    EXPECT_EQ(describe(e), "clip: line 2, column 14: 'x' is not a digit or a blank");
    e.character = '\x01';
    e.side = 16;
    EXPECT_EQ(problem(e), "byte 0x01 is not a symbol (1-9, A-G) or a blank");

    e = error(Code::WrongRowLength, 3, 0);
    e.found = 8;
    e.expected = 9;
    EXPECT_EQ(describe(e), "puzzles.txt: line 3: row has 8 cells, expected 9");
    e.found = 1;
    EXPECT_EQ(problem(e), "row has 1 cell, expected 9");

    e = error(Code::WrongRowCount, 1, 0);
    e.found = 8;
    e.expected = 9;
    EXPECT_EQ(problem(e), "grid has 8 rows, expected 9");
    e.found = 1;
    EXPECT_EQ(problem(e), "grid has 1 row, expected 9");

    e = error(Code::WrongLineLength, 3, 0);
    e.found = 80;
    e.expected = 81;
    EXPECT_EQ(problem(e), "puzzle line has 80 characters, expected 81");

    e = error(Code::UnknownSize, 1, 0);
    e.found = 7;
    EXPECT_EQ(problem(e),
        "a grid 7 cells wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)");

    e = error(Code::BadCandidates, 4, 5);
    EXPECT_EQ(problem(e), "cell has no candidate");
    e.character = '8';
    EXPECT_EQ(problem(e), "candidate '8' appears twice in a cell");
    e.character = '5';
    e.expected = 1;
    EXPECT_EQ(problem(e), "'5' stands where candidate 1 belongs");

    e = error(Code::MismatchedGrids, 16, 3);
    e.found = 7;
    e.expected = 2;
    EXPECT_EQ(problem(e), "this grid shows 7 where an earlier grid has 2");
    e.found = 0;
    EXPECT_EQ(problem(e), "this grid shows a blank where an earlier grid has 2");
    e.found = -1;
    EXPECT_EQ(problem(e), "this grid shows several candidates where an earlier grid has 2");
}

TEST(ErrorText, ContradictoryGivensNameBothCellsAndTheUnit)
{
    ParseError e = error(Code::ContradictoryGivens, 5, 0);
    e.cellA = 0;
    e.cellB = 6;
    e.unit = 0;
    e.symbol = 5;
    EXPECT_EQ(
        describe(e), "puzzles.txt: line 5: contradictory givens: A1 and A7 both hold 5 (row A)");
    EXPECT_EQ(problem(e, core::CellNaming::RowColumn),
        "contradictory givens: r1c1 and r1c7 both hold 5 (row 1)");
    e.cellA = 27;
    e.cellB = 54;
    e.unit = 9;
    e.symbol = 7;
    EXPECT_EQ(problem(e), "contradictory givens: D1 and G1 both hold 7 (column 1)");
    e.cellA = 54;
    e.cellB = 72;
    e.unit = 24;
    EXPECT_EQ(problem(e), "contradictory givens: G1 and I1 both hold 7 (box 7)");
    // 16x16: rows A-P, symbols 1-9 then A-G.
    e.side = 16;
    e.cellA = 15;
    e.cellB = 255;
    e.unit = 31; // column 16
    e.symbol = 16;
    EXPECT_EQ(problem(e), "contradictory givens: A16 and P16 both hold G (column 16)");
}

TEST(ErrorText, Translated)
{
    ParseError e = error(Code::WrongRowLength, 3, 0);
    e.found = 8;
    e.expected = 9;
    ASSERT_TRUE(Translations::install(QStringLiteral("de")));
    EXPECT_EQ(describe(e), "puzzles.txt: Zeile 3: Zeile hat 8 Felder, erwartet 9");
    e.found = 1;
    EXPECT_EQ(problem(e), "Zeile hat 1 Feld, erwartet 9");
    ASSERT_TRUE(Translations::install(QStringLiteral("ja")));
    EXPECT_EQ(problem(e), "行のマス数が1です（9のはずです）");
    Translations::install(QStringLiteral("en"));
}
