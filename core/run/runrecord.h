#pragma once

// A run's event as stored: the 24-byte RunRecord, how each kind packs its fields into it, and the
// way back, side by side. The recorders (run/record/runrecorder.cpp) write records with the
// encoders; the timeline (runtimeline.h), the writer's counters and the views read them through
// the decoders. Nothing else reads the packed fields a, b, c, d, cell and detail (words and
// micros belong to the writer: RunWriter::commit sets them).
//
// The fields of a RunRecord per kind:
//   kind            a        b                    cell     c       d          detail   words
//   LogicStep       step no. score so far         -        -       detail n   technique detail n,
//                                                                                       then
//                                                                                       changes
//   RuleFired       firing   -                    -        -       -          rule 0..9 changes
//   Reduction       node     -                    -        depth   -          r        changes
//   Assumption      node     parent               cell     depth   -          symbol   changes
//   Refutation      range    node                 cell     depth   range n    symbol   -
//   Stuck           node     open cells           -        depth   -          -        -
//   CellSelected    node     weight (float bits)  cell     depth   ties       count    -
//   Decision        node     parent               cell     depth   -          symbol   -
//   Propagation     node     -                    -        depth   -          -        changes
//   Conflict        node     symbol|other<<8|rej  cell     depth   unit       kind     -
//   Backtrack       range    node                 cell     depth   range n    symbol   -
//   Limit           node     -                    -        depth   -          -        -
//   ClimbStart      iter.    f1 | f2 << 16        -        -       -          init     values set
//   ClimbMove       iter.    f1 | f2 << 16        cell A   cell B  -          -        -
//   ClimbSideways   iter.    f1 | f2 << 16        cell A   cell B  -          -        -
//   ClimbRestart    iter.    f1 | f2 << 16        -        -       -          reason   -
//   ClimbJump       iter.    f1 | f2 << 16        -        -       -          -        values set
//   Finish          node or iteration, outcome in c, the engine's own status in detail
// ("range": the first pool word the restore undoes and, in d, how many; "count": the chosen
// cell's number of candidates.)

#include "board/candidategrid.h"
#include "run/runevent.h"

#include <cstddef>
#include <cstdint>
#include <utility>

namespace core {

// One event as stored (the table above). 24 bytes.
struct RunRecord
{
    std::uint32_t words = 0; // first word of this event in the pool
    std::uint32_t micros = 0; // CPU time of the run's thread since the run began, microseconds
    std::uint32_t a = 0;
    std::uint32_t b = 0;
    std::uint16_t cell = kNoCell;
    std::uint16_t c = 0;
    std::uint16_t d = 0;
    RunEventKind kind = RunEventKind::Finish;
    std::uint8_t detail = 0;

    bool operator==(const RunRecord &) const = default;
};
static_assert(sizeof(RunRecord) == 24);

// An event decoded for reading: the fields that apply to its kind (the table above); the others
// keep their defaults.
struct RunEvent
{
    RunEventKind kind = RunEventKind::Finish;
    std::uint32_t micros = 0;
    // Search and Chen: the node the event is about (Backtrack, Refutation: the node undone), its
    // parent (Decision, Assumption, Backtrack, Refutation) and depth (of that node).
    std::int64_t node = -1;
    std::int64_t parent = -1;
    int depth = 0;
    int cell = -1; // the cell decided, assumed, selected, undone; a Conflict's cell; swap cell A
    int cellB = -1; // swap cell B
    int symbol = 0; // decided, assumed, undone; a Conflict's symbol
    double weight = 0; // CellSelected: the weight that chose the cell (float precision)
    int ties = 0; // CellSelected: cells that shared the best weight (1 = no tie)
    int candidateCount = 0; // CellSelected: the chosen cell's candidates
    GridConflict conflict; // Conflict
    bool rejected = false; // Conflict: a value refused by the consistency check (not a node)
    // RuleFired: the rule index (0..9); Reduction: r; LogicStep: the Technique (as a number).
    int rule = -1;
    std::uint64_t step = 0; // LogicStep: its number (1, 2, ...); RuleFired: the firing's
    int score = 0; // LogicStep: the path's human score after it
    int openCells = 0; // Stuck
    // Climb: iterations done, the objective after the event and its change from the previous
    // event (a Move's gain; 0 for a Sideways move).
    std::uint64_t iteration = 0;
    int f = 0;
    int f1 = 0;
    int f2 = 0;
    int delta = 0;
    // ClimbStart: the ClimbInit; ClimbRestart: the ClimbRestartReason; Finish: the engine's status.
    std::uint8_t code = 0;
    RunOutcome outcome = RunOutcome::NoSolution; // Finish
    // Backtrack, Refutation: the words they undo.
    std::uint64_t restoreBegin = 0;
    std::uint64_t restoreCount = 0;
    int detailWords = 0; // LogicStep: the words of its details (the step), before its changes

    bool operator==(const RunEvent &) const = default;
};

// ---- Encoders: a record of each kind from the fields it keeps ---------------------------------
// Nodes and parents are the engine's node ids; cells -1 for none; depths, ties, units up to
// 0xfffe; symbols and counts up to 255. A climber's iteration is kept up to 2^32 - 1 and f1, f2
// within 0..0xffff (clamped); a LogicStep's detail words up to 0xffff (clamped); a restore undoes
// up to 0xffff words (more throws std::logic_error: a grid cannot make them).

RunRecord logicStepRecord(std::uint64_t step, int score, std::size_t detailWords, int technique);
RunRecord ruleFiredRecord(std::uint64_t firing, int rule);
RunRecord reductionRecord(std::uint64_t node, int depth, int r);
RunRecord assumptionRecord(
    std::uint64_t node, std::uint64_t parent, int cell, int depth, int symbol);
// restoreBegin, restoreEnd: the words the Refutation / Backtrack undoes.
RunRecord refutationRecord(std::uint64_t restoreBegin, std::uint64_t restoreEnd, std::uint64_t node,
    int cell, int depth, int symbol);
RunRecord stuckRecord(std::uint64_t node, int depth, int openCells);
// weight is kept at float precision.
RunRecord cellSelectedRecord(
    std::uint64_t node, int cell, int depth, double weight, int ties, int candidateCount);
RunRecord decisionRecord(std::uint64_t node, std::uint64_t parent, int cell, int depth, int symbol);
RunRecord propagationRecord(std::uint64_t node, int depth);
// rejected: a value the consistency check refused at the selecting node (no node of its own).
RunRecord conflictRecord(
    std::uint64_t node, int depth, const GridConflict &conflict, bool rejected);
RunRecord backtrackRecord(std::uint64_t restoreBegin, std::uint64_t restoreEnd, std::uint64_t node,
    int cell, int depth, int symbol);
RunRecord limitRecord(std::uint64_t node, int depth);
// ClimbStart (code: the ClimbInit), ClimbMove and ClimbSideways (the cells swapped), ClimbRestart
// (code: the ClimbRestartReason), ClimbJump.
RunRecord climbRecord(RunEventKind kind, std::uint64_t iteration, int f1, int f2, int cellA = -1,
    int cellB = -1, int code = 0);
// nodeOrIteration: the current node (search, Chen), the iterations (climber), 0 (tutor, FILTER).
RunRecord finishRecord(RunOutcome outcome, int status, std::uint64_t nodeOrIteration = 0);

// Any kind, from the fields of a decoded event that its kind keeps (the inverse of
// decodeRecord: decodeRecord(encodeRecord(e)) == e for an event that holds nothing else).
RunRecord encodeRecord(const RunEvent &event);

// ---- Decoders ------------------------------------------------------------------------------

// The event a record holds, in a run of `family` whose climber weighs f = w1 f1 + w2 f2. Two
// fields are not in the record and stay at their defaults: a restore's parent (the tree knows
// it) and a climber event's delta (it needs the previous event); RunTimeline::event() adds them.
RunEvent decodeRecord(const RunRecord &record, RunFamily family, int w1 = 1, int w2 = -1);

// Single fields, without a whole decode (for the timeline's loops over many events), the same
// values as decodeRecord's: the node the event is about (-1 for none: the climber, the tutor,
// the FILTER; a restore: the node undone); a new node's parent (Decision, Assumption); a node
// event's depth; a climber event's iteration count (and a climb's Finish's); a climber event's
// code or a Finish's status; a Finish's outcome; a Conflict's kind and whether it was a refused
// value; a restore's words; a LogicStep's detail words (0 for other kinds); the cells a
// ClimbMove or ClimbSideways swaps.
inline std::int64_t recordNode(const RunRecord &r, RunFamily family)
{
    switch (r.kind) {
    case RunEventKind::Reduction:
    case RunEventKind::Assumption:
    case RunEventKind::Stuck:
    case RunEventKind::CellSelected:
    case RunEventKind::Decision:
    case RunEventKind::Propagation:
    case RunEventKind::Conflict:
    case RunEventKind::Limit:
        return r.a;
    case RunEventKind::Refutation:
    case RunEventKind::Backtrack:
        return r.b;
    case RunEventKind::Finish:
        return family == RunFamily::Climb ? -1 : std::int64_t { r.a };
    default:
        return -1;
    }
}
inline std::int64_t recordParent(const RunRecord &r)
{
    return r.b;
}
inline int recordDepth(const RunRecord &r)
{
    return r.c;
}
inline std::uint64_t recordIteration(const RunRecord &r)
{
    return r.a;
}
inline std::uint8_t recordCode(const RunRecord &r)
{
    return r.detail;
}
inline RunOutcome recordOutcome(const RunRecord &r)
{
    return static_cast<RunOutcome>(r.c);
}
inline GridConflict::Kind conflictKind(const RunRecord &r)
{
    return static_cast<GridConflict::Kind>(r.detail);
}
inline bool isRejected(const RunRecord &r)
{
    return (r.b >> 31) != 0;
}
struct WordRange
{
    std::uint64_t begin = 0;
    std::uint64_t count = 0;
};
inline WordRange restoreRange(const RunRecord &r)
{
    return { r.a, r.d };
}
inline int detailWordCount(const RunRecord &r)
{
    return r.kind == RunEventKind::LogicStep ? r.d : 0;
}
inline std::pair<int, int> swappedCells(const RunRecord &r)
{
    return { r.cell, r.c };
}

// Moves the counters over one event of a run of that family. w1, w2: the climber's weights
// (f = w1 f1 + w2 f2).
void advanceCounters(
    RunCounters &counters, const RunRecord &record, RunFamily family, int w1, int w2);

} // namespace core
