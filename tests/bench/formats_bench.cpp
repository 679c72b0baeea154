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
    for (auto _ : state) {
        const core::ParseResult r = core::parsePuzzles(text, "royle");
        puzzles += r.puzzles.size();
        benchmark::DoNotOptimize(r.puzzles.data());
    }
    state.counters["lines/s"]
        = benchmark::Counter(static_cast<double>(puzzles), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ParseLines17Clue)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void parseText(benchmark::State &state, const std::string &text)
{
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
    parseText(state, core::writeGrid(markedBoard()));
}
BENCHMARK(BM_ParseGrid);

void BM_ParsePencilMarks(benchmark::State &state)
{
    parseText(state, core::writePencilMarks(markedBoard()));
}
BENCHMARK(BM_ParsePencilMarks);

void BM_ParseSimpleSudoku(benchmark::State &state)
{
    parseText(state, core::writeSimpleSudoku(markedBoard()));
}
BENCHMARK(BM_ParseSimpleSudoku);

void BM_ParseCandidateLine(benchmark::State &state)
{
    parseText(state, core::writeCandidateLine(markedBoard()));
}
BENCHMARK(BM_ParseCandidateLine);

} // namespace
