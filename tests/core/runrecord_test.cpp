// The packing of a run's events (core/run/runrecord.h): for every kind, events with random
// fields within the kind's limits, and with every field at its limits, encoded then decoded are
// the same events; what is past a limit is clamped where the table says so (a restore too long
// throws); the single-field decoders give what the whole decode gives; and every record of real
// runs of each family (tutor, FILTER, Chen, search, climb) decodes and encodes back to itself.
#include "run/record/runrecorder.h"
#include "run/runrecord.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <limits>
#include <ostream>
#include <random>
#include <stdexcept>

namespace core {

// Failures name the fields (gtest would print the bytes).
void PrintTo(const RunEvent &e, std::ostream *out)
{
    *out << "{kind " << int(e.kind) << " node " << e.node << " parent " << e.parent << " depth "
         << e.depth << " cell " << e.cell << " cellB " << e.cellB << " symbol " << e.symbol
         << " weight " << e.weight << " ties " << e.ties << " count " << e.candidateCount
         << " conflict " << int(e.conflict.kind) << '/' << e.conflict.cell << '/' << e.conflict.unit
         << '/' << e.conflict.symbol << '/' << e.conflict.otherCell << " rejected " << e.rejected
         << " rule " << e.rule << " step " << e.step << " score " << e.score << " open "
         << e.openCells << " iteration " << e.iteration << " f " << e.f << " f1 " << e.f1 << " f2 "
         << e.f2 << " delta " << e.delta << " code " << int(e.code) << " outcome " << int(e.outcome)
         << " restore " << e.restoreBegin << '+' << e.restoreCount << " detail words "
         << e.detailWords << '}';
}

} // namespace core

using namespace core;

namespace {

// Where a field's value is drawn from: anywhere in its range, or at either end of it.
enum class Draw { Random, Low, High };

class Fields
{
public:
    Fields(Draw draw, unsigned seed)
        : m_draw { draw }
        , m_rng { seed }
    { }

    // A value in [lo, hi].
    std::int64_t in(std::int64_t lo, std::int64_t hi)
    {
        switch (m_draw) {
        case Draw::Low:
            return lo;
        case Draw::High:
            return hi;
        case Draw::Random:
            break;
        }
        return std::uniform_int_distribution<std::int64_t>(lo, hi)(m_rng);
    }
    int i(std::int64_t lo, std::int64_t hi) { return static_cast<int>(in(lo, hi)); }
    bool flag() { return in(0, 1) != 0; }
    float weight()
    {
        switch (m_draw) {
        case Draw::Low:
            return std::numeric_limits<float>::lowest();
        case Draw::High:
            return std::numeric_limits<float>::max();
        case Draw::Random:
            break;
        }
        return std::uniform_real_distribution<float>(-1e6f, 1e6f)(m_rng);
    }

private:
    Draw m_draw;
    std::mt19937_64 m_rng;
};

constexpr std::int64_t kU32 = 0xffffffff;
constexpr std::int64_t kU16 = 0xffff;
constexpr int kCellMax = 0xfffe; // 0xffff is "no cell"
constexpr int kW1 = 3;
constexpr int kW2 = -2;

// An event of `kind` holding exactly the fields its kind keeps (the others at their defaults),
// as decodeRecord gives them back in a run of `family`.
RunEvent eventOf(RunEventKind kind, RunFamily family, Fields &f)
{
    RunEvent e;
    e.kind = kind;
    const auto node = [&] { e.node = f.in(0, kU32); };
    switch (kind) {
    case RunEventKind::LogicStep:
        e.step = static_cast<std::uint64_t>(f.in(0, kU32));
        e.score = f.i(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
        e.detailWords = f.i(0, kU16);
        e.rule = f.i(0, 255);
        break;
    case RunEventKind::RuleFired:
        e.step = static_cast<std::uint64_t>(f.in(0, kU32));
        e.rule = f.i(0, 255);
        break;
    case RunEventKind::Reduction:
        node();
        e.depth = f.i(0, kU16);
        e.rule = f.i(0, 255);
        break;
    case RunEventKind::Assumption:
    case RunEventKind::Decision:
        node();
        e.parent = f.in(0, kU32);
        e.cell = f.i(-1, kCellMax);
        e.depth = f.i(0, kU16);
        e.symbol = f.i(0, 255);
        break;
    case RunEventKind::Refutation:
    case RunEventKind::Backtrack:
        e.restoreBegin = static_cast<std::uint64_t>(f.in(0, kU32));
        e.restoreCount = static_cast<std::uint64_t>(f.in(0, kU16));
        node();
        e.cell = f.i(-1, kCellMax);
        e.depth = f.i(0, kU16);
        e.symbol = f.i(0, 255);
        break;
    case RunEventKind::Stuck:
        node();
        e.depth = f.i(0, kU16);
        e.openCells = f.i(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
        break;
    case RunEventKind::CellSelected:
        node();
        e.cell = f.i(-1, kCellMax);
        e.depth = f.i(0, kU16);
        e.weight = f.weight();
        e.ties = f.i(0, kU16);
        e.candidateCount = f.i(0, 255);
        break;
    case RunEventKind::Propagation:
    case RunEventKind::Limit:
        node();
        e.depth = f.i(0, kU16);
        break;
    case RunEventKind::Conflict:
        node();
        e.depth = f.i(0, kU16);
        e.conflict.kind = static_cast<GridConflict::Kind>(f.i(0, int(GridConflict::Kind::Rule)));
        e.conflict.cell = f.i(-1, kCellMax);
        e.conflict.unit = f.i(-1, kCellMax);
        e.conflict.symbol = f.i(0, 255);
        e.conflict.otherCell = f.i(-1, kCellMax);
        e.rejected = f.flag();
        e.cell = e.conflict.cell;
        e.symbol = e.conflict.symbol;
        break;
    case RunEventKind::ClimbStart:
    case RunEventKind::ClimbMove:
    case RunEventKind::ClimbSideways:
    case RunEventKind::ClimbRestart:
    case RunEventKind::ClimbJump:
        e.iteration = static_cast<std::uint64_t>(f.in(0, kU32));
        e.f1 = f.i(0, kU16);
        e.f2 = f.i(0, kU16);
        e.f = kW1 * e.f1 + kW2 * e.f2;
        e.code = static_cast<std::uint8_t>(f.i(0, 255));
        if (kind == RunEventKind::ClimbMove || kind == RunEventKind::ClimbSideways) {
            e.cell = f.i(0, kCellMax);
            e.cellB = f.i(0, kCellMax);
        }
        break;
    case RunEventKind::Finish:
        e.outcome = static_cast<RunOutcome>(f.i(0, int(RunOutcome::Unavailable)));
        e.code = static_cast<std::uint8_t>(f.i(0, 255));
        if (family == RunFamily::Climb)
            e.iteration = static_cast<std::uint64_t>(f.in(0, kU32));
        else
            node();
        break;
    }
    return e;
}

RunFamily familyOf(RunEventKind kind)
{
    switch (kind) {
    case RunEventKind::LogicStep:
    case RunEventKind::RuleFired:
    case RunEventKind::Reduction:
    case RunEventKind::Assumption:
    case RunEventKind::Refutation:
    case RunEventKind::Stuck:
        return RunFamily::Logic;
    case RunEventKind::ClimbStart:
    case RunEventKind::ClimbMove:
    case RunEventKind::ClimbSideways:
    case RunEventKind::ClimbRestart:
    case RunEventKind::ClimbJump:
        return RunFamily::Climb;
    default:
        return RunFamily::Search;
    }
}

// The single-field decoders against the whole decode.
void expectFieldsAgree(const RunRecord &r, const RunEvent &e, RunFamily family)
{
    EXPECT_EQ(recordNode(r, family), e.node);
    EXPECT_EQ(detailWordCount(r), e.detailWords);
    if (familyOf(e.kind) == RunFamily::Climb
        || (e.kind == RunEventKind::Finish && family == RunFamily::Climb)) {
        EXPECT_EQ(recordIteration(r), e.iteration);
    }
    if (isRestore(e.kind)) {
        EXPECT_EQ(restoreRange(r).begin, e.restoreBegin);
        EXPECT_EQ(restoreRange(r).count, e.restoreCount);
    }
    if (e.kind == RunEventKind::ClimbMove || e.kind == RunEventKind::ClimbSideways) {
        EXPECT_EQ(swappedCells(r), std::make_pair(e.cell, e.cellB));
    }
}

} // namespace

TEST(RunRecord, EveryKindRoundTripsOverRandomFieldsAndTheirLimits)
{
    for (int k = 0; k < kRunEventKindCount; ++k) {
        const auto kind = static_cast<RunEventKind>(k);
        // A Finish is read by family: once as the climber's, once as a search's.
        const std::vector<RunFamily> families = kind == RunEventKind::Finish
            ? std::vector<RunFamily> { RunFamily::Climb, RunFamily::Search }
            : std::vector<RunFamily> { familyOf(kind) };
        for (const RunFamily family : families) {
            for (const Draw draw : { Draw::Low, Draw::High, Draw::Random }) {
                const int rounds = draw == Draw::Random ? 2000 : 1;
                Fields fields(draw, 1000u * unsigned(k) + unsigned(draw));
                for (int i = 0; i < rounds; ++i) {
                    const RunEvent e = eventOf(kind, family, fields);
                    const RunRecord r = encodeRecord(e);
                    ASSERT_EQ(r.kind, kind);
                    const RunEvent back = decodeRecord(r, family, kW1, kW2);
                    ASSERT_EQ(back, e) << "kind " << k << " draw " << int(draw) << " #" << i;
                    expectFieldsAgree(r, back, family);
                    // The encoder writes the packed fields only.
                    EXPECT_EQ(r.words, 0u);
                    EXPECT_EQ(r.micros, 0u);
                }
            }
        }
    }
}

TEST(RunRecord, FieldsPastTheirLimitsAreClampedOrRefused)
{
    // The climber's iteration count and objective terms.
    RunEvent e = decodeRecord(
        climbRecord(RunEventKind::ClimbMove, (std::uint64_t { 1 } << 40) + 5, -3, 70000, 7, 9),
        RunFamily::Climb, 1, -1);
    EXPECT_EQ(e.iteration, 0xffffffffu);
    EXPECT_EQ(e.f1, 0);
    EXPECT_EQ(e.f2, 0xffff);
    EXPECT_EQ(e.f, -0xffff);
    EXPECT_EQ(std::make_pair(e.cell, e.cellB), std::make_pair(7, 9));
    EXPECT_EQ(decodeRecord(finishRecord(RunOutcome::LimitReached, 2, std::uint64_t { 1 } << 33),
                  RunFamily::Climb)
                  .iteration,
        0xffffffffu);
    // A tutor step's detail words.
    EXPECT_EQ(decodeRecord(logicStepRecord(4, 10, 70000, 3), RunFamily::Logic).detailWords, 0xffff);
    // A restore undoes at most 0xffff words: no grid makes more.
    EXPECT_NO_THROW(backtrackRecord(10, 10 + 0xffff, 1, 0, 1, 1));
    EXPECT_THROW(backtrackRecord(10, 10 + 0x10000, 1, 0, 1, 1), std::logic_error);
    EXPECT_THROW(refutationRecord(0, 0x10000, 1, 0, 1, 1), std::logic_error);
    // A weight keeps float precision.
    EXPECT_EQ(decodeRecord(cellSelectedRecord(1, 2, 3, 0.1, 1, 2), RunFamily::Search).weight,
        double(0.1f));
}

TEST(RunRecord, EveryRecordOfRealRunsDecodesAndEncodesBackToItself)
{
    const core::Board classic = testutil::boardFromLine(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    const std::pair<const char *, core::Board> runs[] = {
        { "logic --mode tutor", testutil::patternPuzzle(3, 3) },
        { "logic --mode filter", classic },
        { "logic --mode chen --choice fewest", classic },
        { "search --strategy ctn --propagation fc", classic },
        { "search --strategy lex --propagation none --limit 2000", classic },
        { "search --strategy mrv --propagation singles --goal neutralize", classic },
        { "climb --seed 3", testutil::patternPuzzle(3, 3) },
    };
    for (const auto &[words, puzzle] : runs) {
        const RunTimeline t = recordRun(puzzle, testutil::runSpec(words));
        const RunHeader &h = t.header();
        ASSERT_GT(t.eventCount(), 1u) << words;
        std::uint32_t kinds = 0;
        for (std::uint64_t k = 0; k < t.eventCount(); ++k) {
            const RunRecord &r = t.record(k);
            kinds |= RunTimeline::kindBit(r.kind);
            const RunEvent e = decodeRecord(r, h.family, h.w1, h.w2);
            RunRecord again = encodeRecord(e);
            again.words = r.words;
            again.micros = r.micros;
            ASSERT_EQ(again, r) << words << " event " << k;
            expectFieldsAgree(r, e, h.family);
        }
        EXPECT_TRUE(kinds & RunTimeline::kindBit(RunEventKind::Finish)) << words;
    }
}
