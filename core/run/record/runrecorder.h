#pragma once

// Running a solver for the Lab and recording its run timeline: the adapters over the engines'
// own callbacks (SearchEngine's SearchCallback, HillClimber's ClimbCallback, the logic engine's
// onStep, the FILTER's rule observer, Chen's ChenEvent), no engine of their own.
//
// In a worker thread:
//     std::atomic<bool> stop = false;               // raise it to cancel (within 100 ms)
//     core::RunFinish end = core::runAndRecord(puzzle, spec, &stop,
//         [&](core::RunChunk &&chunk) { emit chunkReady(std::move(chunk)); });
// and on the GUI thread, for each chunk in order: timeline.append(std::move(chunk)).
// recordRun() does both on the calling thread (tests, small runs, the batch).

#include "run/record/runspec.h"
#include "run/runcursor.h"
#include "run/runwriter.h"

#include <atomic>

namespace core {

// The header a run of `spec` on `puzzle` starts from: the search's root grid (values and C_k;
// pencil marks ignored), the tutor's candidates (the board's pencil marks where a cell has some,
// else C_k), the FILTER's and Chen's grid (C_k), the climber's givens.
RunHeader runHeader(const Board &puzzle, const RunSpec &spec);

// Runs the spec on the puzzle on the calling thread, handing the run to `sink` in chunks (the
// first with the header, the last with the finish), and returns how it finished. `stop`, when
// raised from another thread, ends the run as Cancelled: the search checks it before every
// assignment, the climber every iteration, the tutor between steps, Chen before every assumption
// (the FILTER runs to its end: it is fast).
RunFinish runAndRecord(const Board &puzzle, const RunSpec &spec, const std::atomic<bool> *stop,
    const ChunkSink &sink, const RecordOptions &options = {});

// The same run, appended to a timeline as it goes.
RunTimeline recordRun(const Board &puzzle, const RunSpec &spec, const RecordOptions &options = {},
    const std::atomic<bool> *stop = nullptr);

} // namespace core
