#include "board/formats.h"

#include "board/puzzlecheck.h"
#include "board/solutioncounter.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>

using core::Board;
using core::Format;
using core::Geometry;
using core::ParseError;
using core::ParseResult;
using core::SolutionStatus;
using Code = core::ParseError::Code;

namespace {

// The puzzle most fixtures in tests/data/formats hold (NYT easy, 2021-06-01).
const std::string kEasy
    = ".251....9.6.592..8..97..62.197...4..4..6..23...2.57.91281...9.4.....67.29...41.8.";
// The first 17-clue puzzle of Royle's list.
const std::string kRoyle
    = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

std::string fixture(const std::string &name)
{
    return testutil::dataPath("formats/" + name);
}

ParseResult readFixture(const std::string &name, Format format = Format::Auto)
{
    return core::readPuzzleFile(fixture(name), format);
}

std::string fileText(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

int cell(const Geometry &g, const std::string &name)
{
    return g.parseCellName(name).value();
}

core::Mask maskOf(std::initializer_list<int> symbols)
{
    core::Mask m = 0;
    for (int s : symbols)
        m |= core::bit(s);
    return m;
}

// A 25x25 puzzle: a pattern solution with about a third of the cells blanked.
Board board25()
{
    const Geometry &g = Geometry::get(5, 5);
    Board b(g);
    for (int r = 0; r < 25; ++r)
        for (int c = 0; c < 25; ++c)
            if ((r * 7 + c * 5) % 3 != 0)
                b.setGiven(g.cellAt(r, c), (5 * (r % 5) + r / 5 + c) % 25 + 1);
    return b;
}

// Givens of a line plus every open cell's candidates C_k, widened to at least two candidates
// so that pencil-mark formats (where one symbol is a value) carry them back unchanged.
Board withMarks(const Board &givens)
{
    Board b = givens;
    b.fillCandidates();
    const core::Mask all = b.geometry().allSymbols();
    for (int c = 0; c < b.cellCount(); ++c) {
        if (!b.isOpen(c))
            continue;
        core::Mask m = b.candidates(c);
        for (core::Mask extra = all & ~m; core::popcount(m) < 2; extra &= extra - 1)
            m |= core::bit(core::lowestSymbol(extra));
        b.setCandidates(c, m);
    }
    return b;
}

void expectError(const ParseError &e, Code code, int line, int column)
{
    EXPECT_EQ(e.code, code);
    EXPECT_EQ(e.line, line);
    EXPECT_EQ(e.column, column);
}

std::vector<Board> sampleBoards()
{
    return { testutil::boardFromLine(kEasy), testutil::boardFromLine(kRoyle),
        testutil::boardFromLine(testutil::readLines("sudoklify_16x16.txt").front()), board25() };
}

} // namespace

// ---- reading each format ----

TEST(Formats, LinesWithCommentsCrlfZeroBlanksAndNames)
{
    const ParseResult r = readFixture("lines_crlf.txt");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.format, Format::Lines);
    ASSERT_EQ(r.puzzles.size(), 2u);
    EXPECT_EQ(r.puzzles[0].board, testutil::boardFromLine(kEasy));
    EXPECT_EQ(r.puzzles[0].line, 2);
    EXPECT_EQ(r.puzzles[0].index, 1);
    EXPECT_EQ(r.puzzles[0].name, "NYT easy 2021-06-01");
    EXPECT_EQ(r.puzzles[1].board, testutil::boardFromLine(kRoyle));
    EXPECT_EQ(r.puzzles[1].line, 4);
    EXPECT_EQ(r.puzzles[1].index, 2);
    EXPECT_TRUE(r.puzzles[1].name.empty());
}

TEST(Formats, PlainAndSpacedGridsWithSeparators)
{
    for (const char *name : { "grid_plain.txt", "grid_spaced.txt" }) {
        SCOPED_TRACE(name);
        const ParseResult r = readFixture(name);
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(r.format, Format::Grid);
        ASSERT_EQ(r.puzzles.size(), 1u);
        EXPECT_EQ(r.puzzles[0].board, testutil::boardFromLine(kEasy));
        EXPECT_EQ(r.puzzles[0].line, 1);
    }
}

TEST(Formats, SdkKeepsMetadataInOrder)
{
    const ParseResult r = readFixture("puzzle.sdk");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.format, Format::Sdk);
    ASSERT_EQ(r.puzzles.size(), 1u);
    const auto &p = r.puzzles[0];
    EXPECT_EQ(p.board, testutil::boardFromLine(kEasy));
    const std::vector<std::pair<char, std::string>> expected { { 'A', "The New York Times" },
        { 'D', "A daily easy puzzle" }, { 'B', "01-06-2021" }, { 'N', "NYT easy" } };
    EXPECT_EQ(p.metadata, expected);
    EXPECT_EQ(p.name, "NYT easy");
    EXPECT_EQ(p.line, 6);
    // Without the extension the metadata lines alone make it .sdk.
    EXPECT_EQ(core::guessFormat(fileText(fixture("puzzle.sdk"))), Format::Sdk);
}

TEST(Formats, SimpleSudokuGivensPlacedDigitsAndPencilMarks)
{
    const ParseResult r = readFixture("progress.ss");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.format, Format::SimpleSudoku);
    ASSERT_EQ(r.puzzles.size(), 1u);
    const Board &b = r.puzzles[0].board;
    const Geometry &g = b.geometry();
    EXPECT_TRUE(r.puzzles[0].hasCandidates);
    const Board givens = testutil::boardFromLine(kEasy);
    EXPECT_EQ(b.givensOnly(), givens);
    // Placed digits from the second grid: entries, not givens.
    EXPECT_EQ(b.value(cell(g, "A7")), 3);
    EXPECT_FALSE(b.isGiven(cell(g, "A7")));
    EXPECT_EQ(b.value(cell(g, "F2")), 3);
    EXPECT_FALSE(b.isGiven(cell(g, "F2")));
    EXPECT_EQ(b.filledCount(), givens.clueCount() + 2);
    // A single symbol on an open cell is a one-candidate cell here (the placed digits are known).
    EXPECT_TRUE(b.isOpen(cell(g, "A1")));
    EXPECT_EQ(b.candidates(cell(g, "A1")), maskOf({ 7 }));
    EXPECT_EQ(b.candidates(cell(g, "B1")), maskOf({ 3, 7 }));
    EXPECT_EQ(b.candidates(cell(g, "D4")), maskOf({ 2, 3, 8 }));
    EXPECT_EQ(b.candidates(cell(g, "I9")), maskOf({ 3, 5, 6 }));
    // Without the extension: a digit grid followed by pencil marks.
    EXPECT_EQ(core::guessFormat(fileText(fixture("progress.ss"))), Format::SimpleSudoku);
}

TEST(Formats, PencilMarkGridHoDoKuStyle)
{
    const ParseResult r = readFixture("hodoku.txt");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.format, Format::PencilMarks);
    ASSERT_EQ(r.puzzles.size(), 1u);
    const Board &b = r.puzzles[0].board;
    const Geometry &g = b.geometry();
    EXPECT_TRUE(r.puzzles[0].hasCandidates);
    // A cell with one symbol is a value, read as a given: the 38 givens, the placed A7 and F2,
    // and the one-candidate cells A1, B7, C9, E2, E3, F7, G4 and I7.
    EXPECT_EQ(testutil::boardFromLine(kEasy).clueCount(), 38);
    EXPECT_EQ(b.clueCount(), 38 + 2 + 8);
    for (const char *name : { "A1", "B7", "C9", "E2", "E3", "F7", "G4", "I7" })
        EXPECT_TRUE(b.isGiven(cell(g, name))) << name;
    EXPECT_EQ(b.value(cell(g, "A1")), 7);
    EXPECT_TRUE(b.isGiven(cell(g, "A7")));
    EXPECT_EQ(b.value(cell(g, "I7")), 5);
    EXPECT_EQ(b.candidates(cell(g, "B1")), maskOf({ 3, 7 }));
    EXPECT_EQ(b.candidates(cell(g, "B3")), maskOf({ 3, 4 }));
    EXPECT_EQ(b.candidates(cell(g, "C6")), maskOf({ 3, 4, 8 }));
    EXPECT_EQ(b.candidates(cell(g, "H4")), maskOf({ 3, 8, 9 }));
    for (int c = 0; c < b.cellCount(); ++c) {
        if (b.isOpen(c)) {
            EXPECT_GE(core::popcount(b.candidates(c)), 2) << c;
        }
    }
}

TEST(Formats, SudokuExplainerCandidateLine)
{
    const ParseResult r = readFixture("candidates.txt");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.format, Format::CandidateLine);
    ASSERT_EQ(r.puzzles.size(), 1u);
    // The same position as hodoku.txt, so the same board.
    EXPECT_EQ(r.puzzles[0].board, readFixture("hodoku.txt").puzzles.at(0).board);
}

TEST(Formats, SixteenBySixteenSharedFileLoadsAndSolvesToItsSolutions)
{
    ParseResult r = core::readPuzzleFile(testutil::dataPath("sudoklify_16x16.txt"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.format, Format::Lines);
    ASSERT_EQ(r.puzzles.size(), 14u);
    const auto solutions = testutil::readLines("sudoklify_16x16_solutions.txt");
    ASSERT_EQ(solutions.size(), 14u);
    core::checkSolutions(r);
    EXPECT_TRUE(r.errors.empty());
    ASSERT_EQ(r.puzzles.size(), 14u);
    for (std::size_t i = 0; i < 14; ++i) {
        EXPECT_EQ(r.puzzles[i].board.side(), 16);
        EXPECT_EQ(r.puzzles[i].status, SolutionStatus::Unique) << i;
        EXPECT_EQ(testutil::valuesToLine(r.puzzles[i].solution), solutions[i]) << i;
    }
}

TEST(Formats, Top95AllUnique)
{
    ParseResult r = core::readPuzzleFile(testutil::dataPath("norvig_top95.txt"));
    ASSERT_TRUE(r.ok());
    core::checkSolutions(r);
    ASSERT_EQ(r.puzzles.size(), 95u);
    for (const auto &p : r.puzzles)
        EXPECT_EQ(p.status, SolutionStatus::Unique) << p.index;
}

TEST(Formats, TwentyFiveLineAndGrid)
{
    const Board b = board25();
    const std::string line = core::writeLine(b);
    ASSERT_EQ(line.size(), 625u);
    const ParseResult r = core::parsePuzzles(line, "line");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.puzzles[0].board, b);
    const ParseResult grid = core::parsePuzzles(core::writeGrid(b), "grid");
    ASSERT_TRUE(grid.ok());
    EXPECT_EQ(grid.format, Format::Grid);
    EXPECT_EQ(grid.puzzles[0].board, b);
}

TEST(Formats, ByteOrderMarkIsSkipped)
{
    // Windows editors start UTF-8 files with one; lines and grids read as without it.
    const std::string bom = "\xEF\xBB\xBF";
    const ParseResult line = core::parsePuzzles(bom + std::string(kEasy) + "\n", "bom.txt");
    ASSERT_TRUE(line.ok());
    EXPECT_EQ(line.puzzles[0].board, testutil::boardFromLine(kEasy));
    const std::string grid = core::writeGrid(testutil::boardFromLine(kEasy));
    const ParseResult fromGrid = core::parsePuzzles(bom + grid, "bom.sdk");
    ASSERT_TRUE(fromGrid.ok());
    EXPECT_EQ(fromGrid.format, Format::Sdk);
    EXPECT_EQ(fromGrid.puzzles[0].board, testutil::boardFromLine(kEasy));
    // Elsewhere the same bytes are bad characters.
    const ParseResult inside = core::parsePuzzles("." + bom + std::string(kEasy).substr(1), "t");
    EXPECT_FALSE(inside.ok());
}

// ---- round trips: write, read, same board ----

TEST(FormatsRoundTrip, Line)
{
    for (const Board &b : sampleBoards()) {
        const ParseResult r = core::parsePuzzles(core::writeLine(b), "t");
        ASSERT_TRUE(r.ok()) << b.side();
        EXPECT_EQ(r.format, Format::Lines);
        EXPECT_EQ(r.puzzles[0].board, b);
    }
}

TEST(FormatsRoundTrip, GridWithAndWithoutSeparators)
{
    std::vector<Board> boards = sampleBoards();
    boards.push_back(testutil::boardFromLine("1.....2...5..3.6....4...3..1.....5..")); // 6x6
    boards.push_back(testutil::boardFromLine("1...2.3.....4...")); // 4x4
    for (const Board &b : boards) {
        for (bool separators : { true, false }) {
            SCOPED_TRACE(std::to_string(b.side()) + (separators ? " with |" : " plain"));
            const std::string text = core::writeGrid(b, separators);
            EXPECT_EQ(core::guessFormat(text), Format::Grid);
            const ParseResult r = core::parsePuzzles(text, "t");
            ASSERT_TRUE(r.ok());
            EXPECT_EQ(r.puzzles[0].board, b);
        }
    }
    const std::string nine = core::writeGrid(testutil::boardFromLine(kEasy));
    EXPECT_EQ(nine.substr(0, 24), ".25|1..|..9\n.6.|592|..8\n");
    EXPECT_NE(nine.find("\n---+---+---\n"), std::string::npos);
}

TEST(FormatsRoundTrip, Sdk)
{
    for (const Board &b : sampleBoards()) {
        core::Puzzle p;
        p.board = b;
        p.metadata = { { 'A', "someone" }, { 'D', "a test" }, { 'C', "no comment" },
            { 'S', "tests" }, { 'U', "file:///nowhere" }, { 'N', "round trip" } };
        const std::string text = core::writeSdk(p);
        const ParseResult r = core::parsePuzzles(text, "t.sdk");
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(r.format, Format::Sdk);
        EXPECT_EQ(r.puzzles[0].board, b);
        EXPECT_EQ(r.puzzles[0].metadata, p.metadata);
        EXPECT_EQ(r.puzzles[0].name, "round trip");
    }
    // A name from a puzzle line travels as #N.
    const core::Puzzle named = readFixture("lines_crlf.txt").puzzles.at(0);
    const ParseResult r = core::parsePuzzles(core::writeSdk(named), "named.sdk");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.puzzles[0].name, "NYT easy 2021-06-01");
    EXPECT_EQ(r.puzzles[0].board, named.board);
}

TEST(FormatsRoundTrip, SimpleSudokuGivensEntriesAndCandidates)
{
    for (const Board &givens : sampleBoards()) {
        SCOPED_TRACE(givens.side());
        // Givens only: one grid.
        ParseResult r = core::parsePuzzles(core::writeSimpleSudoku(givens), "t.ss");
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(r.puzzles[0].board, givens);
        EXPECT_FALSE(r.puzzles[0].hasCandidates);
        // Entries (from the solution) and pencil marks, some of them single candidates.
        Board b = givens;
        const auto solved = core::countSolutions(givens, 2);
        ASSERT_EQ(solved.count, 1);
        int placed = 0;
        for (int c = 0; c < b.cellCount() && placed < 5; ++c)
            if (b.isOpen(c)) {
                b.setValue(c, solved.solution[c]);
                ++placed;
            }
        b.fillCandidates();
        const std::string text = core::writeSimpleSudoku(b);
        for (const std::string source : { "t.ss", "" }) {
            r = core::parsePuzzles(text, source);
            ASSERT_TRUE(r.ok()) << source;
            EXPECT_EQ(r.format, Format::SimpleSudoku);
            EXPECT_EQ(r.puzzles[0].board, b);
            EXPECT_TRUE(r.puzzles[0].hasCandidates);
        }
    }
}

TEST(FormatsRoundTrip, PencilMarks)
{
    for (const Board &givens : sampleBoards()) {
        SCOPED_TRACE(givens.side());
        const Board b = withMarks(givens);
        const std::string text = core::writePencilMarks(b);
        EXPECT_EQ(core::guessFormat(text), Format::PencilMarks);
        const ParseResult r = core::parsePuzzles(text, "t");
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(r.format, Format::PencilMarks);
        EXPECT_EQ(r.puzzles[0].board, b);
        EXPECT_TRUE(r.puzzles[0].hasCandidates);
    }
}

TEST(FormatsRoundTrip, CandidateLine)
{
    for (const Board &givens : sampleBoards()) {
        SCOPED_TRACE(givens.side());
        const Board b = withMarks(givens);
        const std::string text = core::writeCandidateLine(b);
        EXPECT_EQ(text.size(), static_cast<std::size_t>(b.cellCount() * b.side()));
        const ParseResult r = core::parsePuzzles(text, "t");
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(r.format, Format::CandidateLine);
        EXPECT_EQ(r.puzzles[0].board, b);
    }
    // An open cell without pencil marks is written with its computed candidates.
    const Board plain = testutil::boardFromLine(kEasy);
    Board computed = plain;
    computed.fillCandidates();
    const Board read = core::parsePuzzles(core::writeCandidateLine(plain), "t").puzzles.at(0).board;
    for (int c = 0; c < plain.cellCount(); ++c) {
        if (core::popcount(computed.candidates(c)) > 1) {
            EXPECT_EQ(read.candidates(c), computed.candidates(c)) << c;
        }
    }
}

// ---- every error, located ----

TEST(FormatsErrors, TooLargeAndEndlessFilesAreRefused)
{
    // /dev/zero never ends: it is read up to the limit, then refused.
    const ParseResult zero = core::readPuzzleFile("/dev/zero");
    ASSERT_EQ(zero.errors.size(), 1u);
    EXPECT_EQ(zero.errors[0].code, Code::TooLarge);
    EXPECT_EQ(zero.errors[0].expected, int(core::kMaxFileBytes >> 20));
    EXPECT_EQ(zero.errors[0].source, "/dev/zero");
    EXPECT_TRUE(zero.puzzles.empty());
}

TEST(FormatsErrors, CannotOpen)
{
    const std::string path = fixture("no_such_file.txt");
    const ParseResult r = core::readPuzzleFile(path);
    ASSERT_EQ(r.errors.size(), 1u);
    expectError(r.errors[0], Code::CannotOpen, 0, 0);
    EXPECT_EQ(r.errors[0].source, path);
    EXPECT_TRUE(r.puzzles.empty());
    // A directory cannot be read as a file either.
    const ParseResult dir = core::readPuzzleFile(testutil::dataPath("formats"));
    ASSERT_EQ(dir.errors.size(), 1u);
    EXPECT_EQ(dir.errors[0].code, Code::CannotOpen);
}

TEST(FormatsErrors, Empty)
{
    const ParseResult r = readFixture("comments_only.txt");
    ASSERT_EQ(r.errors.size(), 1u);
    expectError(r.errors[0], Code::Empty, 0, 0);
    EXPECT_TRUE(r.puzzles.empty());
    EXPECT_EQ(core::parsePuzzles("", "clip").errors.at(0).code, Code::Empty);
}

TEST(FormatsErrors, BadCharacterInALine)
{
    const ParseResult r = readFixture("bad_character.txt");
    ASSERT_EQ(r.errors.size(), 1u);
    const ParseError &e = r.errors[0];
    expectError(e, Code::BadCharacter, 2, 14);
    EXPECT_EQ(e.character, 'x');
    EXPECT_EQ(e.puzzleIndex, 2);
    EXPECT_EQ(e.source, fixture("bad_character.txt"));
    // The lines around it still load.
    ASSERT_EQ(r.puzzles.size(), 2u);
    EXPECT_EQ(r.puzzles[0].line, 1);
    EXPECT_EQ(r.puzzles[1].line, 3);
    EXPECT_EQ(r.puzzles[1].index, 3);
    // Columns count from the raw line, leading blanks included; 'A' is not a 9x9 symbol.
    const ParseResult indented = core::parsePuzzles("   A" + kEasy.substr(1), "clip");
    ASSERT_EQ(indented.errors.size(), 1u);
    expectError(indented.errors[0], Code::BadCharacter, 1, 4);
    EXPECT_EQ(indented.errors[0].character, 'A');
    // In a 16x16 line 'G' is a symbol and 'H' is not.
    const ParseResult big = readFixture("bad_16x16.txt");
    ASSERT_EQ(big.errors.size(), 1u);
    expectError(big.errors[0], Code::BadCharacter, 2, 3);
    EXPECT_EQ(big.errors[0].character, 'H');
    EXPECT_EQ(big.errors[0].side, 16);
    EXPECT_EQ(big.puzzles.size(), 1u);
}

TEST(FormatsErrors, BadCharacterInAGridAndInPencilMarks)
{
    const ParseResult r = readFixture("bad_grid_character.txt");
    ASSERT_EQ(r.errors.size(), 1u);
    expectError(r.errors[0], Code::BadCharacter, 6, 6);
    EXPECT_EQ(r.errors[0].character, 'x');
    EXPECT_TRUE(r.puzzles.empty());

    std::string marks = fileText(fixture("hodoku.txt"));
    marks.replace(marks.find("389"), 3, "3z9"); // line 11, column 15
    const ParseResult pm = core::parsePuzzles(marks, "clip");
    ASSERT_EQ(pm.errors.size(), 1u);
    expectError(pm.errors[0], Code::BadCharacter, 11, 15);
    EXPECT_EQ(pm.errors[0].character, 'z');
}

TEST(FormatsErrors, WrongRowLength)
{
    const ParseResult r = readFixture("short_row.txt");
    ASSERT_EQ(r.errors.size(), 1u);
    expectError(r.errors[0], Code::WrongRowLength, 3, 0);
    EXPECT_EQ(r.errors[0].found, 8);
    EXPECT_EQ(r.errors[0].expected, 9);
    EXPECT_TRUE(r.puzzles.empty());

    std::string marks = fileText(fixture("hodoku.txt"));
    marks.replace(marks.find("| 4  5  8 "), 10, "| 4  58   "); // line 7: 8 runs
    const ParseResult pm = core::parsePuzzles(marks, "clip");
    ASSERT_EQ(pm.errors.size(), 1u);
    expectError(pm.errors[0], Code::WrongRowLength, 7, 0);
    EXPECT_EQ(pm.errors[0].found, 8);
}

TEST(FormatsErrors, WrongRowCount)
{
    const ParseResult few = readFixture("eight_rows.txt");
    ASSERT_EQ(few.errors.size(), 1u);
    expectError(few.errors[0], Code::WrongRowCount, 1, 0);
    EXPECT_EQ(few.errors[0].found, 8);
    EXPECT_EQ(few.errors[0].expected, 9);
    EXPECT_TRUE(few.puzzles.empty());

    const ParseResult many = readFixture("ten_rows.txt");
    ASSERT_EQ(many.errors.size(), 1u);
    expectError(many.errors[0], Code::WrongRowCount, 10, 0); // the first extra row
    EXPECT_EQ(many.errors[0].found, 10);
    EXPECT_EQ(many.errors[0].expected, 9);
    EXPECT_TRUE(many.puzzles.empty());

    // Two grids in one block, then two rows too many: both grids load.
    const std::string plain = fileText(fixture("grid_plain.txt"));
    const ParseResult two = core::parsePuzzles(plain + plain + "123456789\n987654321\n", "clip");
    ASSERT_EQ(two.errors.size(), 1u);
    expectError(two.errors[0], Code::WrongRowCount, 19, 0);
    EXPECT_EQ(two.errors[0].found, 2);
    EXPECT_EQ(two.errors[0].puzzleIndex, 3);
    EXPECT_EQ(two.puzzles.size(), 2u);
}

TEST(FormatsErrors, WrongLineLength)
{
    const ParseResult r = readFixture("line_length.txt");
    ASSERT_EQ(r.errors.size(), 1u);
    expectError(r.errors[0], Code::WrongLineLength, 3, 0);
    EXPECT_EQ(r.errors[0].found, 80);
    EXPECT_EQ(r.errors[0].expected, 81);
    EXPECT_EQ(r.errors[0].puzzleIndex, 2);
    ASSERT_EQ(r.puzzles.size(), 2u);
    EXPECT_EQ(r.puzzles[1].line, 4);
    // In a file of 16x16 lines the expected length is 256.
    const std::string line16 = testutil::readLines("sudoklify_16x16.txt").front();
    const ParseResult r16 = core::parsePuzzles(line16 + "\n" + line16 + "..\n", "clip");
    ASSERT_EQ(r16.errors.size(), 1u);
    expectError(r16.errors[0], Code::WrongLineLength, 2, 0);
    EXPECT_EQ(r16.errors[0].found, 258);
    EXPECT_EQ(r16.errors[0].expected, 256);
}

TEST(FormatsErrors, UnknownSize)
{
    const ParseResult r = readFixture("seven_by_seven.txt");
    ASSERT_EQ(r.errors.size(), 1u);
    expectError(r.errors[0], Code::UnknownSize, 1, 0);
    EXPECT_EQ(r.errors[0].found, 7);
    EXPECT_TRUE(r.puzzles.empty());
}

TEST(FormatsErrors, BadCandidates)
{
    const ParseResult pm = readFixture("pm_repeated.txt");
    ASSERT_EQ(pm.errors.size(), 1u);
    expectError(pm.errors[0], Code::BadCandidates, 4, 5); // the second '8' of "388"
    EXPECT_EQ(pm.errors[0].character, '8');

    const ParseResult line = readFixture("candidates_bad.txt");
    ASSERT_EQ(line.errors.size(), 2u);
    expectError(line.errors[0], Code::BadCandidates, 2, 1); // A1: no candidate
    EXPECT_EQ(line.errors[0].character, 0);
    expectError(line.errors[1], Code::BadCandidates, 3, 10); // A2: '5' in candidate 1's place
    EXPECT_EQ(line.errors[1].character, '5');
    EXPECT_EQ(line.errors[1].expected, 1);
    ASSERT_EQ(line.puzzles.size(), 1u);
    EXPECT_EQ(line.puzzles[0].line, 1);
}

TEST(FormatsErrors, MismatchedGrids)
{
    const ParseResult r = readFixture("mismatch.ss");
    ASSERT_EQ(r.errors.size(), 1u);
    expectError(r.errors[0], Code::MismatchedGrids, 16, 3); // A2 shows 7, its given is 2
    EXPECT_EQ(r.errors[0].found, 7);
    EXPECT_EQ(r.errors[0].expected, 2);
    EXPECT_TRUE(r.puzzles.empty());

    // A blank where the placed-digit grid should repeat a given; several candidates on a given.
    std::string text = fileText(fixture("progress.ss"));
    text.replace(text.find("|.25|1..|3.9|"), 13, "|..5|1..|3.9|"); // line 16, column 3
    const ParseResult blank = core::parsePuzzles(text, "clip.ss");
    ASSERT_EQ(blank.errors.size(), 1u);
    expectError(blank.errors[0], Code::MismatchedGrids, 16, 3);
    EXPECT_EQ(blank.errors[0].found, 0);
    text = fileText(fixture("progress.ss"));
    text.replace(text.find("| 7  2  5  |"), 12, "| 7  23 5  |"); // line 30, column 6
    const ParseResult several = core::parsePuzzles(text, "clip.ss");
    ASSERT_EQ(several.errors.size(), 1u);
    expectError(several.errors[0], Code::MismatchedGrids, 30, 6);
    EXPECT_EQ(several.errors[0].found, -1);
    EXPECT_EQ(several.errors[0].expected, 2);
}

TEST(FormatsErrors, ContradictoryGivensNameBothCells)
{
    ParseResult r = readFixture("contradictory.txt");
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.puzzles.size(), 2u);
    core::checkSolutions(r);
    ASSERT_EQ(r.errors.size(), 1u);
    const ParseError &e = r.errors[0];
    expectError(e, Code::ContradictoryGivens, 5, 0);
    EXPECT_EQ(e.cellA, 0); // A1
    EXPECT_EQ(e.cellB, 6); // A7
    EXPECT_EQ(e.unit, 0); // row A
    EXPECT_EQ(e.symbol, 5);
    EXPECT_EQ(e.side, 9);
    EXPECT_EQ(e.puzzleIndex, 2);
    EXPECT_EQ(e.source, fixture("contradictory.txt"));
    ASSERT_EQ(r.puzzles.size(), 1u);
    EXPECT_EQ(r.puzzles[0].status, SolutionStatus::Unique);

    // Two cells sharing a row and a box: one error, with the row. Three 7s in column 1: two
    // pairs with D1 in the column, and G1-I1 again in box 7.
    ParseResult twice = core::parsePuzzles("55.......\n.........\n.........\n7........\n.........\n"
                                           ".........\n7........\n.........\n7........\n",
        "clip");
    core::checkSolutions(twice);
    ASSERT_EQ(twice.errors.size(), 4u);
    EXPECT_EQ(twice.errors[0].unit, 0); // row A: A1, A2 (not again for box 1)
    EXPECT_EQ(twice.errors[0].cellA, 0);
    EXPECT_EQ(twice.errors[0].cellB, 1);
    EXPECT_EQ(twice.errors[1].unit, 9); // column 1: D1, G1
    EXPECT_EQ(twice.errors[1].cellA, 27);
    EXPECT_EQ(twice.errors[1].cellB, 54);
    EXPECT_EQ(twice.errors[2].unit, 9); // column 1: D1, I1
    EXPECT_EQ(twice.errors[2].cellA, 27);
    EXPECT_EQ(twice.errors[2].cellB, 72);
    EXPECT_EQ(twice.errors[3].unit, 24); // box 7: G1, I1
    EXPECT_EQ(twice.errors[3].cellA, 54);
    EXPECT_EQ(twice.errors[3].cellB, 72);
    EXPECT_TRUE(twice.puzzles.empty());
}

TEST(Formats, MultipleAndNoSolutionStillLoadFlagged)
{
    ParseResult r = readFixture("statuses.txt");
    ASSERT_TRUE(r.ok());
    core::checkSolutions(r);
    EXPECT_TRUE(r.errors.empty());
    ASSERT_EQ(r.puzzles.size(), 4u);
    EXPECT_EQ(r.puzzles[0].status, SolutionStatus::Unique);
    EXPECT_EQ(r.puzzles[1].status, SolutionStatus::Multiple);
    EXPECT_EQ(r.puzzles[2].status, SolutionStatus::None);
    EXPECT_EQ(r.puzzles[3].status, SolutionStatus::Unique);
    EXPECT_TRUE(r.puzzles[1].solution.empty());
    // The unique solution agrees with the givens and is a valid grid.
    const Board &givens = r.puzzles[0].board;
    Board solved = givens;
    for (int c = 0; c < solved.cellCount(); ++c) {
        if (givens.isGiven(c)) {
            EXPECT_EQ(r.puzzles[0].solution[c], givens.value(c));
        } else {
            solved.setValue(c, r.puzzles[0].solution[c]);
        }
    }
    EXPECT_TRUE(solved.isSolved());
}

TEST(Formats, GuessFormatFromExtensionAndText)
{
    const std::string grid = fileText(fixture("grid_plain.txt"));
    EXPECT_EQ(core::guessFormat(grid), Format::Grid);
    EXPECT_EQ(core::guessFormat(grid, "dir.v2/puzzle.SDK"), Format::Sdk);
    EXPECT_EQ(core::guessFormat(grid, "x.ss"), Format::SimpleSudoku);
    EXPECT_EQ(core::guessFormat(grid, "dir.ss/puzzle"), Format::Grid);
    EXPECT_EQ(core::guessFormat(kEasy), Format::Lines);
    EXPECT_EQ(core::guessFormat(kEasy, "one.sdk"), Format::Lines); // lines stay lines
    EXPECT_EQ(core::guessFormat("# header\n\n" + kEasy + "\n"), Format::Lines);
    EXPECT_EQ(core::guessFormat(fileText(fixture("candidates.txt"))), Format::CandidateLine);
    EXPECT_EQ(core::guessFormat(fileText(fixture("hodoku.txt"))), Format::PencilMarks);
    EXPECT_EQ(core::guessFormat("1...2.3.....4...\n"), Format::Lines); // a 4x4 line
    // A grid read as lines does not fit: explicit formats are obeyed.
    const ParseResult forced = core::parsePuzzles(grid, "clip", Format::Lines);
    ASSERT_FALSE(forced.errors.empty());
    EXPECT_EQ(forced.errors[0].code, Code::WrongLineLength);
}

// ---- the layout of a whole file: many puzzles of every size ----

namespace {

// A puzzle of geometry g: the pattern solution with its symbols relabelled at random and about
// half of its cells blank (random too), so that every puzzle of a file differs.
Board madePuzzle(const Geometry &g, std::mt19937 &rng)
{
    const int n = g.side();
    std::vector<int> label(n);
    std::iota(label.begin(), label.end(), 1);
    std::shuffle(label.begin(), label.end(), rng);
    Board b(g);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (rng() % 2 == 0)
                b.setGiven(g.cellAt(r, c),
                    label[(g.boxCols() * (r % g.boxRows()) + r / g.boxRows() + c) % n]);
    return b;
}

enum class Layout { Lines, GridsWithSeparators, GridsStacked };

// The file: one puzzle per line; or grids with '|' and '-+-' separators and a blank line
// between them; or grids without separators, one right under the other.
std::string fileOf(const std::vector<Board> &boards, Layout layout)
{
    std::string text;
    for (const Board &b : boards) {
        if (layout == Layout::Lines)
            text += core::writeLine(b) + '\n';
        else if (layout == Layout::GridsWithSeparators)
            text += core::writeGrid(b, true) + '\n';
        else
            text += core::writeGrid(b, false);
    }
    return text;
}

} // namespace

TEST(FormatsLayout, FilesOfOneToFortyPuzzlesOfEverySizeAndLayout)
{
    std::mt19937 rng(22);
    for (const Geometry *g : { &Geometry::get(2, 2), &Geometry::get(3, 3), &Geometry::get(4, 4) }) {
        for (int count : { 1, 15, 16, 17, 20, 32, 40 }) {
            std::vector<Board> boards;
            for (int i = 0; i < count; ++i)
                boards.push_back(madePuzzle(*g, rng));
            for (Layout layout :
                { Layout::Lines, Layout::GridsWithSeparators, Layout::GridsStacked }) {
                SCOPED_TRACE(std::to_string(g->side()) + "x" + std::to_string(g->side()) + ", "
                    + std::to_string(count) + " puzzles, layout "
                    + std::to_string(static_cast<int>(layout)));
                const ParseResult r = core::parsePuzzles(fileOf(boards, layout), "made.txt");
                EXPECT_TRUE(r.errors.empty())
                    << (r.errors.empty() ? 0 : static_cast<int>(r.errors[0].code));
                EXPECT_EQ(r.format, layout == Layout::Lines ? Format::Lines : Format::Grid);
                ASSERT_EQ(r.puzzles.size(), boards.size());
                // With separators: a rule between bands of boxes, and the blank line.
                const int rowsPerPuzzle = layout == Layout::Lines ? 1
                    : layout == Layout::GridsStacked              ? g->side()
                                                     : g->side() + g->side() / g->boxRows();
                for (int i = 0; i < count; ++i) {
                    EXPECT_EQ(r.puzzles[i].board, boards[i]) << "puzzle " << i + 1;
                    EXPECT_EQ(r.puzzles[i].index, i + 1);
                    EXPECT_EQ(r.puzzles[i].line, 1 + i * rowsPerPuzzle);
                }
            }
        }
    }
}

// The case of the issue: twenty 4x4 lines were read as one 16x16 grid and four rows too many.
TEST(FormatsLayout, SixteenCharacterRowsAreFourByFourLinesOrSixteenBySixteenGrids)
{
    std::mt19937 rng(7);
    std::vector<Board> small;
    for (int i = 0; i < 20; ++i)
        small.push_back(madePuzzle(Geometry::get(2, 2), rng));
    const std::string twenty = fileOf(small, Layout::Lines);
    EXPECT_EQ(core::guessFormat(twenty), Format::Lines);
    EXPECT_EQ(core::parsePuzzles(twenty, "twenty.txt").puzzles.size(), 20u);

    // A typo beyond 4 in one of sixteen 4x4 lines is named on its line, not read as a grid.
    std::string typo = fileOf({ small.begin(), small.begin() + 16 }, Layout::Lines);
    typo[3 * 17 + 5] = '7'; // line 4, column 6
    const ParseResult t = core::parsePuzzles(typo, "typo.txt");
    EXPECT_EQ(t.format, Format::Lines);
    ASSERT_EQ(t.errors.size(), 1u);
    expectError(t.errors[0], Code::BadCharacter, 4, 6);
    EXPECT_EQ(t.puzzles.size(), 15u);

    // Names after the runs make lines.
    const Board big = madePuzzle(Geometry::get(4, 4), rng);
    std::string named;
    for (int r = 0; r < 16; ++r)
        named += core::writeLine(small[r]) + " no. " + std::to_string(r + 1) + "\n";
    const ParseResult n = core::parsePuzzles(named, "named.txt");
    EXPECT_EQ(n.format, Format::Lines);
    ASSERT_EQ(n.puzzles.size(), 16u);
    EXPECT_EQ(n.puzzles[15].name, "no. 16");

    // A 16x16 grid with a row too many is still a grid, and its error says so.
    const std::string grid = core::writeGrid(big, false);
    const ParseResult extra
        = core::parsePuzzles(grid + grid.substr(0, grid.find('\n') + 1), "extra.txt");
    EXPECT_EQ(extra.format, Format::Grid);
    ASSERT_EQ(extra.errors.size(), 1u);
    expectError(extra.errors[0], Code::WrongRowCount, 17, 0);
    EXPECT_EQ(extra.errors[0].found, 17);
    EXPECT_EQ(extra.errors[0].expected, 16);
    // ... and so is one with a row too few.
    const ParseResult few = core::parsePuzzles(grid.substr(grid.find('\n') + 1), "few.txt");
    EXPECT_EQ(few.format, Format::Grid);
    ASSERT_EQ(few.errors.size(), 1u);
    EXPECT_EQ(few.errors[0].code, Code::WrongRowCount);
    EXPECT_EQ(few.errors[0].found, 15);

    // Rows with no symbol at all: an empty 16x16 grid when the rows make whole grids, empty 4x4
    // lines otherwise.
    std::string empty;
    for (int r = 0; r < 16; ++r)
        empty += "................\n";
    EXPECT_EQ(core::guessFormat(empty), Format::Grid);
    EXPECT_EQ(core::guessFormat(empty + "\n" + empty), Format::Grid);
    EXPECT_EQ(core::guessFormat(empty + "................\n"), Format::Lines);
}
