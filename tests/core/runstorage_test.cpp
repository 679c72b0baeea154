// The run timeline's block storage (core/run/runstorage.h): appending never moves what is
// stored (no reallocation of the whole array while a run streams in on the GUI thread), every
// element and row reads back as a plain vector would give it, an event's words stay contiguous,
// and a timeline with tiny blocks (runs crossing hundreds of them, Chen's restores across blocks
// of the word pool) is the same run as one with the default blocks, position by position.
#include "run/record/runrecorder.h"
#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "run/runstorage.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <numeric>
#include <random>

using namespace core;

namespace {

std::vector<RunChunk> chunksOf(const Board &puzzle, const RunSpec &s, std::size_t chunkEvents)
{
    RecordOptions options;
    options.chunkEvents = chunkEvents;
    std::vector<RunChunk> chunks;
    runAndRecord(
        puzzle, s, nullptr, [&](RunChunk &&c) { chunks.push_back(std::move(c)); }, options);
    return chunks;
}

} // namespace

TEST(RunStorage, BlockArrayReadsBackAndNeverMoves)
{
    BlockArray<std::uint32_t> a(3); // 8 per block
    std::vector<std::uint32_t> plain;
    for (std::uint32_t v = 0; v < 9; ++v) {
        a.push_back(v);
        plain.push_back(v);
    }
    // The first block is full: it stays where it is (only the last block grows).
    const std::uint32_t *first = &a[0];
    std::mt19937 rng(5);
    for (int round = 0; round < 60; ++round) {
        std::vector<std::uint32_t> piece(rng() % 21);
        std::iota(piece.begin(), piece.end(), static_cast<std::uint32_t>(plain.size()));
        if (round % 3 == 0 && !piece.empty()) {
            for (const std::uint32_t v : piece)
                a.push_back(v);
        } else {
            a.append(piece);
        }
        plain.insert(plain.end(), piece.begin(), piece.end());
        ASSERT_EQ(a.size(), plain.size());
        // What was stored first is where it was.
        ASSERT_EQ(&a[0], first);
    }
    for (std::size_t i = 0; i < plain.size(); ++i)
        ASSERT_EQ(a[i], plain[i]) << i;
    EXPECT_EQ(a.back(), plain.back());
    // Capacity: the elements, at most one block more, and the block table (twice the blocks at
    // most, in elements).
    const std::size_t blocks = (a.size() + 7) / 8;
    EXPECT_GE(a.capacity(), a.size());
    EXPECT_LE(
        a.capacity(), a.size() + 8 + (2 * blocks + 1) * sizeof(std::vector<std::uint32_t>) / 4);
    // The partition point over sorted values.
    EXPECT_EQ(a.partitionPoint([](std::uint32_t v) { return v < 100; }),
        std::size_t(std::partition_point(plain.begin(), plain.end(), [](std::uint32_t v) {
            return v < 100;
        }) - plain.begin()));
    a.clear();
    EXPECT_TRUE(a.empty());
}

TEST(RunStorage, BlockArrayRows)
{
    BlockArray<std::uint16_t> rows(1, 3); // 2 rows of 3 per block
    std::vector<std::vector<std::uint16_t>> plain;
    for (std::uint16_t r = 0; r < 11; ++r) {
        const std::vector<std::uint16_t> row = { r, std::uint16_t(r * 2), std::uint16_t(r * 3) };
        rows.pushRow(row);
        plain.push_back(row);
    }
    // Several rows at once.
    rows.append(std::vector<std::uint16_t> { 100, 101, 102, 103, 104, 105, 106, 107, 108 });
    plain.push_back({ 100, 101, 102 });
    plain.push_back({ 103, 104, 105 });
    plain.push_back({ 106, 107, 108 });
    ASSERT_EQ(rows.size(), plain.size());
    for (std::size_t i = 0; i < plain.size(); ++i) {
        const auto row = rows.row(i);
        EXPECT_EQ(std::vector<std::uint16_t>(row.begin(), row.end()), plain[i]) << i;
    }
}

TEST(RunStorage, WordPoolKeepsEachAppendContiguous)
{
    RunWordPool pool(8);
    std::vector<std::uint32_t> plain;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> pieces;
    const std::uint32_t *firstWord = nullptr;
    for (const std::size_t n : { 3, 4, 5, 1, 12, 2, 8, 0, 7 }) {
        std::vector<std::uint32_t> piece(n);
        std::iota(piece.begin(), piece.end(), static_cast<std::uint32_t>(plain.size() * 10));
        pieces.emplace_back(plain.size(), n);
        pool.append(piece);
        plain.insert(plain.end(), piece.begin(), piece.end());
        // Once the next block began (with the 5 words), the first one never moves.
        if (!firstWord && plain.size() > 8)
            firstWord = pool.span(0, 1).data();
        if (firstWord) {
            ASSERT_EQ(pool.span(0, 1).data(), firstWord);
        }
    }
    ASSERT_EQ(pool.size(), plain.size());
    // Every append reads back as one span, wherever it went (12 words: a block of its own).
    for (const auto &[begin, n] : pieces) {
        ASSERT_TRUE(pool.contiguous(begin, n));
        const auto s = pool.span(begin, n);
        EXPECT_TRUE(std::equal(s.begin(), s.end(), plain.begin() + std::ptrdiff_t(begin),
            plain.begin() + std::ptrdiff_t(begin + n)));
    }
    // 3 + 4 fill one block; 5 starts the next: a range over both is no span, but copies.
    EXPECT_FALSE(pool.contiguous(5, 4));
    EXPECT_THROW(static_cast<void>(pool.span(5, 4)), std::out_of_range);
    EXPECT_EQ(pool.copy(5, 4), std::vector<std::uint32_t>(plain.begin() + 5, plain.begin() + 9));
    EXPECT_EQ(pool.copy(0, plain.size()), plain);
    EXPECT_GE(pool.capacity(), plain.size());
    EXPECT_GT(pool.blockCount(), 3u);
}

// A timeline growing chunk by chunk keeps its records and words where they are once their block
// is full (blocks of 16 events and 256 words here): no append copies the run so far, and what a
// view holds (a record, an event's words) stays valid.
TEST(RunStorage, TimelineGrowsWithoutMovingItsEvents)
{
    const Board board = testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[0]);
    const std::vector<RunChunk> chunks = chunksOf(
        board, testutil::runSpec("search --strategy lex --propagation fc --limit 20000"), 64);
    ASSERT_GT(chunks.size(), 100u);
    RunTimeline t;
    t.setStorageBlocks(4, 256);
    std::size_t next = 0;
    while (t.eventCount() <= 16 || t.wordCount() <= 256)
        t.append(chunks[next++]);
    const RunRecord *record = &t.record(0);
    std::uint64_t withWords = 0;
    while (t.changeWords(withWords).empty())
        ++withWords;
    const std::uint32_t *words = t.changeWords(withWords).data();
    for (std::size_t i = next; i < chunks.size(); ++i) {
        t.append(chunks[i]);
        ASSERT_EQ(&t.record(0), record) << "chunk " << i;
        ASSERT_EQ(t.changeWords(withWords).data(), words) << "chunk " << i;
    }
    EXPECT_TRUE(t.finished());
}

// Tiny blocks: 4 events per block of records, 64 words per block of the pool, 3 events per
// chunk. The same run as with the default blocks at every position, forwards, backwards and by
// seeking, for a search (its backtracks undo one event's words) and for Chen (his refutations
// undo the words of many events, here across blocks of the pool).
TEST(RunStorage, TinyBlocksGiveTheSameRun)
{
    const auto top95 = [](int number) {
        return testutil::boardFromLine(testutil::readLines("norvig_top95.txt")[number - 1]);
    };
    // Top95 #10 makes Chen refute 60 assumptions, undoing up to 234 words.
    for (const auto &[board, words] : std::vector<std::pair<Board, std::string>> {
             { top95(1), "search --strategy lex --propagation fc --limit 3000" },
             { top95(10), "logic --mode chen --choice random --seed 4" },
             { top95(1), "logic --mode filter" },
             { top95(1), "climb --init random --seed 3 --max-iterations 3000" } }) {
        const RunSpec s = testutil::runSpec(words);
        const std::vector<RunChunk> chunks = chunksOf(board, s, 3);
        RunTimeline tiny;
        tiny.setStorageBlocks(2, 64);
        RunTimeline plain;
        for (const RunChunk &c : chunks) {
            tiny.append(c);
            plain.append(c);
        }
        ASSERT_EQ(tiny.eventCount(), plain.eventCount()) << words;
        ASSERT_EQ(tiny.wordCount(), plain.wordCount()) << words;
        EXPECT_THROW(tiny.setStorageBlocks(3, 100), std::logic_error);
        bool crossing = false;
        for (std::uint64_t k = 0; k < plain.eventCount(); ++k) {
            ASSERT_EQ(tiny.record(k), plain.record(k)) << words << " event " << k;
            ASSERT_EQ(tiny.changes(k), plain.changes(k)) << words << " event " << k;
            const RunEvent e = plain.event(k);
            if (isRestore(e.kind)) {
                // A restore longer than a block of the pool crosses one.
                crossing = crossing || e.restoreCount > 64;
                const auto a = tiny.words(e.restoreBegin, e.restoreCount);
                const auto b = plain.words(e.restoreBegin, e.restoreCount);
                ASSERT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << words << k;
            }
        }
        if (s.family == RunFamily::Logic && s.logicMode == LogicMode::Chen) {
            EXPECT_TRUE(crossing) << "no restore crosses a block: the test would not test it";
        }
        RunCursor a(tiny);
        RunCursor b(plain);
        const auto same = [&] {
            return std::ranges::equal(a.values(), b.values())
                && std::ranges::equal(a.candidates(), b.candidates());
        };
        while (a.forward()) {
            ASSERT_TRUE(b.forward());
            ASSERT_TRUE(same()) << words << " at " << a.position();
        }
        while (a.back()) {
            ASSERT_TRUE(b.back());
            ASSERT_TRUE(same()) << words << " back at " << a.position();
        }
        std::mt19937_64 rng(3);
        for (int i = 0; i < 200; ++i) {
            const std::uint64_t p = rng() % (plain.eventCount() + 1);
            a.seek(p);
            b.seek(p);
            ASSERT_TRUE(same()) << words << " seek " << p;
            ASSERT_EQ(tiny.countersAt(p), plain.countersAt(p));
        }
        EXPECT_EQ(tiny.eventAtMicros(plain.micros(plain.eventCount() / 2)),
            plain.eventAtMicros(plain.micros(plain.eventCount() / 2)));
    }
}
