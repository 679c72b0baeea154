// Reading speed: the 49,158-line 17-clue file parsed from memory (lines per second), and the
// grid, pencil-mark and candidate-line readers on one 9x9 position.
#include "board/formats.h"
#include "testutil.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>

namespace {

std::string fileText(const std::string &name)
{
    std::ifstream in(testutil::dataPath(name), std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void BM_ParseLines17Clue(benchmark::State &state)
{
    const std::string text = fileText("royle_17clue_49158.txt");
    std::size_t puzzles = 0;
    bool allRead = true; // every parse reads all 49,158 puzzles without an error
    for (auto _ : state) {
        const core::ParseResult r = core::parsePuzzles(text, "royle");
        puzzles += r.puzzles.size();
        allRead = allRead && r.puzzles.size() == 49158 && r.errors.empty();
        benchmark::DoNotOptimize(r.puzzles.data());
    }
    if (!allRead)
        state.SkipWithError("the 17-clue file did not parse into 49,158 puzzles");
    state.counters["lines/s"]
        = benchmark::Counter(static_cast<double>(puzzles), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ParseLines17Clue)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// What a cell shows in a format with pencil marks: its value, else its candidates.
core::Mask shown(const core::Board &b, int cell)
{
    return b.value(cell) ? core::bit(b.value(cell)) : b.candidates(cell);
}

// Parses `text` over and over; checked once: it reads back as `board` (values, and with
// `marks` what each cell shows).
void parseText(
    benchmark::State &state, const std::string &text, const core::Board &board, bool marks)
{
    const core::ParseResult once = core::parsePuzzles(text, "bench");
    bool same = once.ok() && once.puzzles.size() == 1;
    for (int c = 0; same && c < board.cellCount(); ++c)
        same = marks ? shown(once.puzzles[0].board, c) == shown(board, c)
                     : once.puzzles[0].board.value(c) == board.value(c);
    if (!same) {
        state.SkipWithError("the text does not read back as the board written");
        return;
    }
    for (auto _ : state) {
        const core::ParseResult r = core::parsePuzzles(text, "bench");
        benchmark::DoNotOptimize(r.puzzles.data());
    }
    state.SetItemsProcessed(state.iterations());
}

core::Board markedBoard()
{
    core::Board b = testutil::boardFromLine(testutil::readLines("nytimes_hard.txt").front());
    b.fillCandidates();
    return b;
}

void BM_ParseGrid(benchmark::State &state)
{
    parseText(state, core::writeGrid(markedBoard()), markedBoard(), false);
}
BENCHMARK(BM_ParseGrid);

void BM_ParsePencilMarks(benchmark::State &state)
{
    parseText(state, core::writePencilMarks(markedBoard()), markedBoard(), true);
}
BENCHMARK(BM_ParsePencilMarks);

void BM_ParseSimpleSudoku(benchmark::State &state)
{
    parseText(state, core::writeSimpleSudoku(markedBoard()), markedBoard(), true);
}
BENCHMARK(BM_ParseSimpleSudoku);

void BM_ParseCandidateLine(benchmark::State &state)
{
    parseText(state, core::writeCandidateLine(markedBoard()), markedBoard(), true);
}
BENCHMARK(BM_ParseCandidateLine);

} // namespace
