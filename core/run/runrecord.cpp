#include "run/runrecord.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace core {

namespace {

RunRecord record(RunEventKind kind)
{
    RunRecord r;
    r.kind = kind;
    return r;
}

std::uint16_t cellField(int cell)
{
    return cell < 0 ? kNoCell : static_cast<std::uint16_t>(cell);
}

int cellOf(std::uint16_t field)
{
    return field == kNoCell ? -1 : field;
}

// A restore's range: where its words begin and how many (a scope's words are bounded by the
// grid: every cell placed once and every candidate removed once, 16,875 words at 25x25).
void setRange(RunRecord &r, std::uint64_t begin, std::uint64_t end)
{
    if (end - begin > 0xffff)
        throw std::logic_error("run recorder: a restore longer than a grid can make");
    r.a = static_cast<std::uint32_t>(begin);
    r.d = static_cast<std::uint16_t>(end - begin);
}

// The climber's objective terms, each clamped to 16 bits.
std::uint32_t objective(int f1, int f2)
{
    return static_cast<std::uint32_t>(std::clamp(f1, 0, 0xffff))
        | static_cast<std::uint32_t>(std::clamp(f2, 0, 0xffff)) << 16;
}

int objectiveF1(const RunRecord &r)
{
    return static_cast<int>(r.b & 0xffff);
}

int objectiveF2(const RunRecord &r)
{
    return static_cast<int>(r.b >> 16);
}

bool isSwap(RunEventKind kind)
{
    return kind == RunEventKind::ClimbMove || kind == RunEventKind::ClimbSideways;
}

// A node's event: node in a, depth in c.
RunRecord nodeRecord(RunEventKind kind, std::uint64_t node, int depth)
{
    RunRecord r = record(kind);
    r.a = static_cast<std::uint32_t>(node);
    r.c = static_cast<std::uint16_t>(depth);
    return r;
}

// Decision and Assumption: a new node, child of parent, symbol in cell.
RunRecord branchRecord(
    RunEventKind kind, std::uint64_t node, std::uint64_t parent, int cell, int depth, int symbol)
{
    RunRecord r = nodeRecord(kind, node, depth);
    r.b = static_cast<std::uint32_t>(parent);
    r.cell = cellField(cell);
    r.detail = static_cast<std::uint8_t>(symbol);
    return r;
}

// Backtrack and Refutation: node's words undone, its symbol in cell.
RunRecord restoreRecord(RunEventKind kind, std::uint64_t restoreBegin, std::uint64_t restoreEnd,
    std::uint64_t node, int cell, int depth, int symbol)
{
    RunRecord r = record(kind);
    setRange(r, restoreBegin, restoreEnd);
    r.b = static_cast<std::uint32_t>(node);
    r.cell = cellField(cell);
    r.c = static_cast<std::uint16_t>(depth);
    r.detail = static_cast<std::uint8_t>(symbol);
    return r;
}

} // namespace

// ---- Encoders -------------------------------------------------------------------------------

RunRecord logicStepRecord(std::uint64_t step, int score, std::size_t detailWords, int technique)
{
    RunRecord r = record(RunEventKind::LogicStep);
    r.a = static_cast<std::uint32_t>(step);
    r.b = static_cast<std::uint32_t>(score);
    r.d = static_cast<std::uint16_t>(std::min<std::size_t>(detailWords, 0xffff));
    r.detail = static_cast<std::uint8_t>(technique);
    return r;
}

RunRecord ruleFiredRecord(std::uint64_t firing, int rule)
{
    RunRecord r = record(RunEventKind::RuleFired);
    r.a = static_cast<std::uint32_t>(firing);
    r.detail = static_cast<std::uint8_t>(rule);
    return r;
}

RunRecord reductionRecord(std::uint64_t node, int depth, int rReduction)
{
    RunRecord r = nodeRecord(RunEventKind::Reduction, node, depth);
    r.detail = static_cast<std::uint8_t>(rReduction);
    return r;
}

RunRecord assumptionRecord(
    std::uint64_t node, std::uint64_t parent, int cell, int depth, int symbol)
{
    return branchRecord(RunEventKind::Assumption, node, parent, cell, depth, symbol);
}

RunRecord refutationRecord(std::uint64_t restoreBegin, std::uint64_t restoreEnd, std::uint64_t node,
    int cell, int depth, int symbol)
{
    return restoreRecord(
        RunEventKind::Refutation, restoreBegin, restoreEnd, node, cell, depth, symbol);
}

RunRecord stuckRecord(std::uint64_t node, int depth, int openCells)
{
    RunRecord r = nodeRecord(RunEventKind::Stuck, node, depth);
    r.b = static_cast<std::uint32_t>(openCells);
    return r;
}

RunRecord cellSelectedRecord(
    std::uint64_t node, int cell, int depth, double weight, int ties, int candidateCount)
{
    RunRecord r = nodeRecord(RunEventKind::CellSelected, node, depth);
    r.b = std::bit_cast<std::uint32_t>(static_cast<float>(weight));
    r.cell = cellField(cell);
    r.d = static_cast<std::uint16_t>(ties);
    r.detail = static_cast<std::uint8_t>(candidateCount);
    return r;
}

RunRecord decisionRecord(std::uint64_t node, std::uint64_t parent, int cell, int depth, int symbol)
{
    return branchRecord(RunEventKind::Decision, node, parent, cell, depth, symbol);
}

RunRecord propagationRecord(std::uint64_t node, int depth)
{
    return nodeRecord(RunEventKind::Propagation, node, depth);
}

RunRecord conflictRecord(std::uint64_t node, int depth, const GridConflict &conflict, bool rejected)
{
    RunRecord r = nodeRecord(RunEventKind::Conflict, node, depth);
    r.detail = static_cast<std::uint8_t>(conflict.kind);
    r.cell = cellField(conflict.cell);
    r.d = cellField(conflict.unit);
    r.b = static_cast<std::uint32_t>(conflict.symbol & 0xff)
        | static_cast<std::uint32_t>((conflict.otherCell + 1) & 0xffff) << 8
        | (rejected ? 1u << 31 : 0u);
    return r;
}

RunRecord backtrackRecord(std::uint64_t restoreBegin, std::uint64_t restoreEnd, std::uint64_t node,
    int cell, int depth, int symbol)
{
    return restoreRecord(
        RunEventKind::Backtrack, restoreBegin, restoreEnd, node, cell, depth, symbol);
}

RunRecord limitRecord(std::uint64_t node, int depth)
{
    return nodeRecord(RunEventKind::Limit, node, depth);
}

RunRecord climbRecord(
    RunEventKind kind, std::uint64_t iteration, int f1, int f2, int cellA, int cellB, int code)
{
    RunRecord r = record(kind);
    r.a = static_cast<std::uint32_t>(std::min<std::uint64_t>(iteration, 0xffffffffu));
    r.b = objective(f1, f2);
    if (isSwap(kind)) {
        r.cell = cellField(cellA);
        r.c = cellField(cellB);
    }
    r.detail = static_cast<std::uint8_t>(code);
    return r;
}

RunRecord finishRecord(RunOutcome outcome, int status, std::uint64_t nodeOrIteration)
{
    RunRecord r = record(RunEventKind::Finish);
    r.a = static_cast<std::uint32_t>(std::min<std::uint64_t>(nodeOrIteration, 0xffffffffu));
    r.c = static_cast<std::uint16_t>(outcome);
    r.detail = static_cast<std::uint8_t>(status);
    return r;
}

RunRecord encodeRecord(const RunEvent &e)
{
    const auto node = static_cast<std::uint64_t>(e.node);
    const auto parent = static_cast<std::uint64_t>(e.parent);
    switch (e.kind) {
    case RunEventKind::LogicStep:
        return logicStepRecord(
            e.step, e.score, static_cast<std::size_t>(std::max(e.detailWords, 0)), e.rule);
    case RunEventKind::RuleFired:
        return ruleFiredRecord(e.step, e.rule);
    case RunEventKind::Reduction:
        return reductionRecord(node, e.depth, e.rule);
    case RunEventKind::Assumption:
        return assumptionRecord(node, parent, e.cell, e.depth, e.symbol);
    case RunEventKind::Refutation:
        return refutationRecord(
            e.restoreBegin, e.restoreBegin + e.restoreCount, node, e.cell, e.depth, e.symbol);
    case RunEventKind::Stuck:
        return stuckRecord(node, e.depth, e.openCells);
    case RunEventKind::CellSelected:
        return cellSelectedRecord(node, e.cell, e.depth, e.weight, e.ties, e.candidateCount);
    case RunEventKind::Decision:
        return decisionRecord(node, parent, e.cell, e.depth, e.symbol);
    case RunEventKind::Propagation:
        return propagationRecord(node, e.depth);
    case RunEventKind::Conflict:
        return conflictRecord(node, e.depth, e.conflict, e.rejected);
    case RunEventKind::Backtrack:
        return backtrackRecord(
            e.restoreBegin, e.restoreBegin + e.restoreCount, node, e.cell, e.depth, e.symbol);
    case RunEventKind::Limit:
        return limitRecord(node, e.depth);
    case RunEventKind::ClimbStart:
    case RunEventKind::ClimbMove:
    case RunEventKind::ClimbSideways:
    case RunEventKind::ClimbRestart:
    case RunEventKind::ClimbJump:
        return climbRecord(e.kind, e.iteration, e.f1, e.f2, e.cell, e.cellB, e.code);
    case RunEventKind::Finish:
        return finishRecord(e.outcome, e.code, e.node >= 0 ? node : e.iteration);
    }
    return record(e.kind);
}

// ---- Decoders -------------------------------------------------------------------------------

RunEvent decodeRecord(const RunRecord &r, RunFamily family, int w1, int w2)
{
    RunEvent e;
    e.kind = r.kind;
    e.micros = r.micros;
    const int cell = cellOf(r.cell);
    switch (r.kind) {
    case RunEventKind::LogicStep:
        e.rule = r.detail;
        e.step = r.a;
        e.score = static_cast<int>(r.b);
        e.detailWords = detailWordCount(r);
        break;
    case RunEventKind::RuleFired:
        e.rule = r.detail;
        e.step = r.a;
        break;
    case RunEventKind::Reduction:
        e.node = r.a;
        e.depth = r.c;
        e.rule = r.detail;
        break;
    case RunEventKind::Assumption:
    case RunEventKind::Decision:
        e.node = r.a;
        e.parent = r.b;
        e.cell = cell;
        e.depth = r.c;
        e.symbol = r.detail;
        break;
    case RunEventKind::Refutation:
    case RunEventKind::Backtrack:
        e.restoreBegin = restoreRange(r).begin;
        e.restoreCount = restoreRange(r).count;
        e.node = r.b;
        e.cell = cell;
        e.depth = r.c;
        e.symbol = r.detail;
        break;
    case RunEventKind::Stuck:
        e.node = r.a;
        e.openCells = static_cast<int>(r.b);
        e.depth = r.c;
        break;
    case RunEventKind::CellSelected:
        e.node = r.a;
        e.weight = std::bit_cast<float>(r.b);
        e.cell = cell;
        e.depth = r.c;
        e.ties = r.d;
        e.candidateCount = r.detail;
        break;
    case RunEventKind::Propagation:
    case RunEventKind::Limit:
        e.node = r.a;
        e.depth = r.c;
        break;
    case RunEventKind::Conflict:
        e.node = r.a;
        e.depth = r.c;
        e.conflict.kind = conflictKind(r);
        e.conflict.cell = cell;
        e.conflict.unit = cellOf(r.d);
        e.conflict.symbol = static_cast<int>(r.b & 0xff);
        e.conflict.otherCell = static_cast<int>((r.b >> 8) & 0xffff) - 1;
        e.rejected = isRejected(r);
        e.cell = cell;
        e.symbol = e.conflict.symbol;
        break;
    case RunEventKind::ClimbStart:
    case RunEventKind::ClimbMove:
    case RunEventKind::ClimbSideways:
    case RunEventKind::ClimbRestart:
    case RunEventKind::ClimbJump:
        e.iteration = r.a;
        e.f1 = objectiveF1(r);
        e.f2 = objectiveF2(r);
        e.f = w1 * e.f1 + w2 * e.f2;
        e.code = r.detail;
        if (isSwap(r.kind)) {
            e.cell = cell;
            e.cellB = r.c;
        }
        break;
    case RunEventKind::Finish:
        e.code = recordCode(r);
        e.outcome = recordOutcome(r);
        if (family == RunFamily::Climb)
            e.iteration = r.a;
        else
            e.node = r.a;
        break;
    }
    return e;
}

void advanceCounters(RunCounters &c, const RunRecord &r, RunFamily family, int w1, int w2)
{
    c.cpuMicros = r.micros;
    auto objective = [&] {
        c.f1 = objectiveF1(r);
        c.f2 = objectiveF2(r);
        c.f = w1 * c.f1 + w2 * c.f2;
        c.iterations = r.a;
    };
    switch (r.kind) {
    case RunEventKind::LogicStep:
    case RunEventKind::RuleFired:
        c.steps = r.a;
        if (r.kind == RunEventKind::LogicStep)
            c.score = static_cast<int>(r.b);
        c.topRule = std::max<int>(c.topRule, r.detail);
        break;
    case RunEventKind::Reduction:
        ++c.reductions;
        break;
    case RunEventKind::Assumption:
    case RunEventKind::Decision:
        ++c.recursions;
        ++c.nodes;
        c.depth = r.c;
        c.maxDepth = std::max<int>(c.maxDepth, r.c);
        break;
    case RunEventKind::Refutation:
    case RunEventKind::Backtrack:
        ++c.backtracks;
        c.depth = r.c - 1;
        break;
    case RunEventKind::CellSelected:
        c.depth = r.c;
        break;
    case RunEventKind::Conflict:
        if (isRejected(r))
            ++c.nodes; // a value the consistency check refused is a node too
        break;
    case RunEventKind::Stuck:
    case RunEventKind::Propagation:
    case RunEventKind::Limit:
        break;
    case RunEventKind::ClimbStart:
    case RunEventKind::ClimbMove:
    case RunEventKind::ClimbJump:
        objective();
        c.bestF = std::max(c.bestF, c.f);
        break;
    case RunEventKind::ClimbSideways:
        objective();
        ++c.sideways;
        break;
    case RunEventKind::ClimbRestart:
        objective();
        ++c.restarts;
        break;
    case RunEventKind::Finish:
        if (family == RunFamily::Climb)
            c.iterations = r.a;
        break;
    }
}

} // namespace core
