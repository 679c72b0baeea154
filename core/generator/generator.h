#pragma once

// The puzzle generator: a random complete grid (GridFiller), then clues removed in random order,
// one cell or one symmetric pair at a time, while the solution stays unique (SolutionCounter,
// limit 2): the "dig". Every puzzle on the way is unique, and the last one is minimal (no clue,
// or no symmetric pair of clues, can go). The puzzle handed out is taken from that chain by the
// target (generatortarget.h): with `minimal` only the last one, otherwise the one with the
// fewest clues that meets the target (found by bisection, since fewer clues make a puzzle
// harder). A grid whose chain holds no puzzle on target is dropped for a new one, until the
// target is met or the budget (time, candidates) is spent; the result then says how many
// candidates were judged and what they came out as.
//
// Deterministic: one seed gives the same puzzles on every platform (ClimbRandom), whatever the
// thread count of a batch (puzzle i of a batch uses the seed mixSeed(seed, i)). A time budget
// only decides when to give up: a puzzle that is found is the same whatever the machine's speed.
// Results are values; the stop flag and the progress callback are the only links to a caller
// (the GUI runs it on a worker thread).

#include "board/board.h"
#include "board/solutioncounter.h"
#include "climb/climbrandom.h"
#include "generator/generatortarget.h"
#include "generator/gridfiller.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace core {

// The symmetry of the clue pattern: which cells are removed together.
enum class Symmetry : std::uint8_t {
    None,
    Central, // 180-degree rotation: (r, c) with (N-1-r, N-1-c)
    Diagonal, // reflection in the main diagonal: (r, c) with (c, r)
    Mirror, // left-right reflection: (r, c) with (r, N-1-c)
};
constexpr int kSymmetryCount = 4;
// Stable identifiers ("none", "central", "diagonal", "mirror"); the UI translates.
std::string_view symmetryId(Symmetry symmetry);
// The cell a symmetry pairs with `cell` (the cell itself on the axis or at the centre).
int symmetricCell(const Geometry &geometry, Symmetry symmetry, int cell);

struct GeneratorOptions
{
    Symmetry symmetry = Symmetry::None;
    // Only minimal puzzles: no clue can be removed with the solution staying unique (with a
    // symmetry: no symmetric pair, the reading that keeps the pattern symmetric).
    bool minimal = false;
    GeneratorTarget target;
    double timeLimitSeconds = 0; // per puzzle; 0 = no limit
    std::uint64_t maxCandidates = 0; // puzzles judged per puzzle made; 0 = no limit
    // Measure everything of the puzzle made (the tutor path too), not only what the target
    // needed. Costs one explained path per puzzle.
    bool measureResult = true;
    // Search nodes per uniqueness count (0: the size's default; none below 16x16). A count that
    // hits it keeps the clue, so the puzzle stays unique but may not be minimal.
    std::uint64_t countNodeLimit = 0;
};

// What the candidates of one or more generations came out as: the distribution of the measures
// that were measured (judging is lazy: a candidate whose clue count already misses is not
// rated further, and the tutor path only runs for level and technique targets).
struct GenerationStats
{
    std::uint64_t grids = 0; // complete grids filled and dug
    std::uint64_t candidates = 0; // puzzles judged against the target
    std::array<std::uint64_t, 4> verdicts {}; // candidates per Verdict
    std::uint64_t rated = 0; // candidates whose entropy, NtN and FILTER were measured
    std::array<std::uint64_t, kEntropyBandCount> entropyBands {};
    // The FILTER's highest rule (index 0..9; nothing to fire counts as 0), [10] = not solved.
    std::array<std::uint64_t, kFilterRuleCount + 1> filterRules {};
    std::uint64_t paths = 0; // candidates whose tutor path was measured
    std::array<std::uint64_t, kLevelCount> levels {};
    std::array<std::uint64_t, kTechniqueCount> techniques {}; // paths using each technique
    int minClues = 0; // clue counts of the candidates (0/0 when none)
    int maxClues = 0;
    double minNtn = 0; // over the rated candidates
    double maxNtn = 0;
    std::int64_t micros = 0; // wall time

    void add(const PuzzleMeasures &measures, Verdict verdict);
    void merge(const GenerationStats &other);
};

enum class GenerationStatus : std::uint8_t {
    Met, // the puzzle is on target
    OutOfTime, // the time budget ended first
    OutOfCandidates, // the candidate budget ended first
    Stopped, // the stop flag
};

struct GenerationResult
{
    GenerationStatus status = GenerationStatus::Stopped;
    Board puzzle; // the givens, when met
    std::vector<std::uint8_t> solution; // row-major, when met
    PuzzleMeasures measures; // of the puzzle (everything with measureResult)
    bool minimal = false; // checked minimal: the dig's last puzzle, every count complete
    std::uint64_t seed = 0; // the seed it was made from (a Generator with it makes it again)
    GenerationStats stats;

    bool met() const { return status == GenerationStatus::Met; }
};

struct GenerationProgress
{
    std::size_t puzzlesDone = 0; // finished, on target or not
    std::size_t puzzlesTotal = 1;
    std::uint64_t candidates = 0; // judged so far, over all puzzles
    std::uint64_t met = 0; // puzzles on target so far
    double seconds = 0; // since the start
};
// Called from the generating thread(s), never two calls at once; keep it short.
using GenerationProgressFn = std::function<void(const GenerationProgress &)>;

// The chain of a dig: the full solution, then one cell or symmetric pair fewer at every step.
struct DigChain
{
    std::vector<std::uint8_t> solution;
    std::vector<int> removed; // cells in the order they were removed
    std::vector<int> stepEnd; // removed.size() after each step; stepEnd[0] = 0 (the full grid)
    bool complete = false; // every count finished: the last puzzle is minimal
    bool stopped = false;

    int lastStep() const { return static_cast<int>(stepEnd.size()) - 1; }
    int clues(int step) const
    {
        return static_cast<int>(solution.size()) - stepEnd[static_cast<std::size_t>(step)];
    }
    // The puzzle (givens) after `step` removals.
    Board puzzle(const Geometry &geometry, int step) const;
};

// San Segundo & Jiménez's 16x16 benchmark (section 4.2, "16_1_500"): from a random complete grid,
// givens removed until the FILTER (the ten rules) can no longer solve it, then `extra` more
// emptied; solvable by construction, not necessarily unique. The paper's sentence allows two
// readings of "removing givens until it becomes unsolvable":
enum class FilterDig : std::uint8_t {
    FirstFailure, // remove givens in random order and stop at the first removal after which the
                  // FILTER is stuck (that removal stays)
    FilterMinimal, // one pass in random order keeping each removal after which the FILTER still
                   // solves (no given can go without the FILTER failing), then the extra ones
};

class Generator final
{
public:
    explicit Generator(const Geometry &geometry = Geometry::classic(), std::uint64_t seed = 1);

    const Geometry &geometry() const { return *m_geometry; }
    void reseed(std::uint64_t seed);

    // A random complete grid; false only when stopped.
    bool randomSolution(std::vector<std::uint8_t> &values, const std::atomic<bool> *stop = nullptr);
    // Removes clues from the full solution while it stays unique, to a minimal puzzle.
    DigChain dig(std::vector<std::uint8_t> solution, Symmetry symmetry,
        const std::atomic<bool> *stop = nullptr);
    // One puzzle on target (or the reason there is none).
    GenerationResult generate(const GeneratorOptions &options,
        const std::atomic<bool> *stop = nullptr, const GenerationProgressFn &progress = {});
    // San Segundo's recipe; the givens in `puzzle`, false only when stopped.
    bool filterDigPuzzle(
        FilterDig reading, int extra, Board &puzzle, const std::atomic<bool> *stop = nullptr);

    // The seed of puzzle `index` of a batch run with `seed`.
    static std::uint64_t seedFor(std::uint64_t seed, std::size_t index);

private:
    bool removable(std::vector<std::uint8_t> &values, const int *cells, int count);
    const std::vector<std::vector<int>> &orbits(Symmetry symmetry);

    const Geometry *m_geometry;
    ClimbRandom m_random;
    std::uint64_t m_seed = 1;
    GridFiller m_filler;
    SolutionCounter m_counter;
    PuzzleMeter m_meter;
    std::uint64_t m_nodeLimit = 0;
    bool m_countsComplete = true;
    std::array<std::vector<std::vector<int>>, kSymmetryCount> m_orbits;
};

// `count` puzzles on all cores (threads 0 = every hardware thread), puzzle i from
// Generator::seedFor(seed, i); results in index order, each with its own statistics.
std::vector<GenerationResult> generateBatch(const Geometry &geometry,
    const GeneratorOptions &options, std::size_t count, std::uint64_t seed, int threads = 0,
    const std::atomic<bool> *stop = nullptr, const GenerationProgressFn &progress = {});

} // namespace core
