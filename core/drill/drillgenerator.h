#pragma once

// The drill generator: walks the tutor's own path (tutorengine.h) through puzzles from a source
// (lists of givens, then the generator) and stops at the first position, not seen before in this
// generator's life (a session), where a given technique is the simplest next step. The walks are
// remembered (where each technique occurred, and where a walk stopped), so the next drill of any
// technique resumes them instead of starting again. Deterministic for a seed and the sequence of
// requests; a raised stop flag ends a request soon (between two path steps, or inside a finder
// that polls it), with nothing.

#include "board/board.h"
#include "drill/drill.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace core {

struct DrillSource
{
    std::vector<Board> puzzles; // givens, all of one geometry
    const Geometry *geometry = &Geometry::classic(); // of the puzzles and the generator's
    // When the puzzles hold no fresh position for the technique: generate puzzles whose tutor
    // path uses it (generator.h), at most this many per request (0: never).
    int generatedPerRequest = 3;
    double generatorSecondsPerPuzzle = 4.0; // the generator's time budget per puzzle
    // The index (addDrillLeads): per technique, the puzzles whose tutor path is known to reach
    // it. A request visits them first (in the session's order), then the rest: a rare technique
    // is found by walking one path, not hundreds.
    std::vector<std::vector<std::size_t>> leads;
};

// One line of a drill index: a technique and the givens (one character a cell, '.' for blank,
// as Board::givensOnly() writes them in givensText) of a puzzle whose tutor path reaches it.
struct DrillLead
{
    Technique technique;
    std::string givens;
};

// The lines "technique-id givens" of an index text ('#' lines and blank lines skipped); a line
// that does not read (an unknown technique id, no givens) is left out and counted in `bad`.
std::vector<DrillLead> parseDrillIndex(std::string_view text, int *bad = nullptr);

// The givens of a board as one line: the symbol characters, '.' for a cell without a given.
std::string givensText(const Board &board);

// Adds the leads to the source's index where their puzzle is in the source's list; returns how
// many matched (a lead whose puzzle is not listed is left out).
int addDrillLeads(DrillSource &source, const std::vector<DrillLead> &leads);

enum class DrillStatus : std::uint8_t {
    Found,
    NotFound, // the source (and the generator's budget) holds no fresh position for it
    Stopped,
};

class DrillGenerator final
{
public:
    DrillGenerator(DrillSource source, std::uint64_t seed);

    // A new session: the seen-set emptied and the puzzles visited in this seed's order; what the
    // walks found so far is kept (the next session's drills come sooner). The drills then
    // depend on the seed and on the requests made since construction.
    void newSession(std::uint64_t seed);

    // Walks every listed puzzle's path to its end (what the walks find is kept): after it a drill
    // of any technique in the lists comes without walking. False when stopped (the walks done
    // so far are kept).
    bool walkAll(const std::atomic<bool> *stop = nullptr);

    // The next drill of the technique: found positions are marked seen.
    DrillStatus next(Technique technique, Drill &out, const std::atomic<bool> *stop = nullptr);

    // The session's seen-set (positionKey): a restored session marks its drills seen again.
    void markSeen(std::uint64_t key) { m_seen.insert(key); }
    bool seen(std::uint64_t key) const { return m_seen.count(key) != 0; }
    std::size_t seenCount() const { return m_seen.size(); }
    // Puzzles walked so far (in full or in part) and puzzles generated.
    int puzzlesWalked() const;
    int puzzlesGenerated() const { return m_generated; }

private:
    struct Occurrence
    {
        Technique technique;
        int pathStep;
        Board before;
    };
    struct Walk
    {
        bool started = false;
        bool done = false;
        int steps = 0;
        Board resume; // where the walk stopped (when started and not done)
        std::vector<Occurrence> found;
        std::vector<std::uint8_t> solution;
    };

    std::optional<Drill> fromWalk(
        std::size_t index, Technique technique, const std::atomic<bool> *stop);
    // Walks puzzle `index` on until a fresh position of `technique`; false when stopped.
    bool walkOn(std::size_t index, Technique technique, const std::atomic<bool> *stop);
    bool generatePuzzle(Technique technique, const std::atomic<bool> *stop);
    // Looks for a fresh drill of the technique in puzzle `index`: Found (in `out`), NotFound (the
    // puzzle has none) or Stopped.
    DrillStatus tryPuzzle(
        std::size_t index, Technique technique, Drill &out, const std::atomic<bool> *stop);

    DrillSource m_source;
    std::uint64_t m_seed;
    std::vector<Board> m_pool; // the source's puzzles, then generated ones
    std::vector<int> m_poolSource; // the source index of each (-1: generated)
    std::vector<std::size_t> m_order; // the pool in this session's order
    std::vector<std::size_t> m_rank; // each source puzzle's place in m_order
    std::vector<Walk> m_walks;
    std::unordered_set<std::uint64_t> m_seen;
    int m_generated = 0;
};

} // namespace core
