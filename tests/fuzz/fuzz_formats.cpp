// Fuzz target: every text entry point of core/board/formats. The first byte picks the format
// (Auto or one of the six) and the source name, whose extension steers Auto; the rest is the
// text. Each parsed puzzle is checked (contradictions, solution count with a node limit) and
// written back in every format; what a writer writes must read back as the same position.

#include "fuzzcheck.h"

#include "board/formats.h"
#include "board/puzzlecheck.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using core::Board;
using core::Format;

constexpr std::array kFormats = { Format::Auto, Format::Lines, Format::Grid, Format::Sdk,
    Format::SimpleSudoku, Format::PencilMarks, Format::CandidateLine };
// No name, every extension the readers know (in both cases), and names that only look like one.
constexpr std::array<std::string_view, 12> kSources
    = { "", "puzzles.txt", "puzzle.sdk", "game.ss", "marks.pm", "puzzle.sud", "PUZZLE.SDK",
          "GAME.SS", "clipboard", ".ss", "folder.sdk/puzzle", "a.b.ss" };

// Reads text in a given format; the one puzzle it holds (or null).
const core::Puzzle *readOne(core::ParseResult &r)
{
    return r.ok() && r.puzzles.size() == 1 ? &r.puzzles.front() : nullptr;
}

bool sameValues(const Board &a, const Board &b)
{
    return &a.geometry() == &b.geometry() && a.values() == b.values();
}

bool sameGivens(const Board &a, const Board &b)
{
    if (&a.geometry() != &b.geometry())
        return false;
    for (int c = 0; c < a.cellCount(); ++c)
        if (a.isGiven(c) != b.isGiven(c) || (a.isGiven(c) && a.value(c) != b.value(c)))
            return false;
    return true;
}

// The writers, read back in their own format.
void checkWriters(const core::Puzzle &puzzle)
{
    const Board &b = puzzle.board;
    {
        core::ParseResult r = core::parsePuzzles(core::writeLine(b), "", Format::Lines);
        const core::Puzzle *p = readOne(r);
        FUZZ_CHECK(p && sameValues(p->board, b));
    }
    for (const bool separators : { true, false }) {
        core::ParseResult r = core::parsePuzzles(core::writeGrid(b, separators), "", Format::Grid);
        const core::Puzzle *p = readOne(r);
        FUZZ_CHECK(p && sameValues(p->board, b));
    }
    {
        core::ParseResult r = core::parsePuzzles(core::writeSdk(puzzle), "", Format::Sdk);
        const core::Puzzle *p = readOne(r);
        FUZZ_CHECK(p && sameGivens(p->board, b));
    }
    {
        // The .ss writer keeps givens, entries and (when there are any) pencil marks apart.
        core::ParseResult r
            = core::parsePuzzles(core::writeSimpleSudoku(b), "", Format::SimpleSudoku);
        const core::Puzzle *p = readOne(r);
        FUZZ_CHECK(p && sameValues(p->board, b) && sameGivens(p->board, b));
    }
    // Pencil marks and candidate lines do not tell givens from entries, and cannot show an open
    // cell without candidates: the writers put C_k there. So what reads back is every value as a
    // given, each open cell with the marks written, and an open cell written with one candidate
    // as a given of it; a position with an open cell that has nothing to write does not read.
    Board expected(b.geometry());
    bool readable = true;
    for (int c = 0; c < b.cellCount(); ++c) {
        if (!b.isOpen(c)) {
            expected.setGiven(c, b.value(c));
            continue;
        }
        const core::Mask written = b.candidates(c) ? b.candidates(c) : b.computeCandidates(c);
        if (written == 0)
            readable = false;
        else if (core::popcount(written) == 1)
            expected.setGiven(c, core::lowestSymbol(written));
        else
            expected.setCandidates(c, written);
    }
    for (const auto &[text, format] :
        { std::pair { core::writePencilMarks(b), Format::PencilMarks },
            std::pair { core::writeCandidateLine(b), Format::CandidateLine } }) {
        core::ParseResult r = core::parsePuzzles(text, "", format);
        const core::Puzzle *p = readOne(r);
        FUZZ_CHECK(readable == (p != nullptr));
        if (!p)
            continue;
        FUZZ_CHECK(sameValues(p->board, expected) && sameGivens(p->board, expected));
        for (int c = 0; c < b.cellCount(); ++c)
            FUZZ_CHECK(!expected.isOpen(c) || p->board.candidates(c) == expected.candidates(c));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const Format format = kFormats[data[0] % kFormats.size()];
    const std::string_view source = kSources[(data[0] / kFormats.size()) % kSources.size()];
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);

    FUZZ_CHECK(core::guessFormat(text, source) != Format::Auto);
    core::ParseResult result = core::parsePuzzles(text, source, format);
    FUZZ_CHECK(result.format != Format::Auto || result.puzzles.empty());
    for (const core::ParseError &e : result.errors) {
        FUZZ_CHECK(e.line >= 0 && e.column >= 0);
        FUZZ_CHECK(e.line <= int(text.size()) + 1);
    }
    for (const core::Puzzle &p : result.puzzles)
        FUZZ_CHECK(p.board.cellCount() == p.board.side() * p.board.side());

    // A handful of puzzles is enough: each further one only repeats the same code.
    if (result.puzzles.size() > 3)
        result.puzzles.resize(3);
    core::checkSolutions(result, 100); // the counter itself is fuzz_solvers' part
    for (const core::Puzzle &p : result.puzzles) {
        if (p.status == core::SolutionStatus::Unique) {
            FUZZ_CHECK(p.solution.size() == std::size_t(p.board.cellCount()));
            Board solved = p.board.givensOnly();
            for (int c = 0; c < solved.cellCount(); ++c) {
                FUZZ_CHECK(!solved.isGiven(c) || solved.value(c) == p.solution[std::size_t(c)]);
                if (!solved.isGiven(c))
                    solved.setValue(c, p.solution[std::size_t(c)]);
            }
            FUZZ_CHECK(solved.isSolved());
        }
    }
    // The writers on the first puzzle (the others would only repeat them).
    if (!result.puzzles.empty())
        checkWriters(result.puzzles.front());
    return 0;
}
