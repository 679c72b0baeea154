#pragma once

// What a generated puzzle should be, and what a candidate came out as: the measures the
// generator can aim at (the human level, a technique on the tutor path, the FILTER's highest
// rule, Chen's entropy band, the NtN, the clue count), each as data. A candidate's verdict says
// whether it meets the target or which way it misses, so that the generator can look for a
// puzzle with more clues (easier) or fewer (harder).

#include "board/board.h"
#include "board/candidategrid.h"
#include "logic/sansegundofilter.h"
#include "logic/step.h"
#include "rating/humanscore.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>

namespace core {

// Chen's three bands of game complexity (his Table I: easy 0.5362-0.9046, intermediate
// 1.2246-1.3965, hard 1.6946-1.8189, on 9x9). The bands leave gaps; a value belongs to the
// nearer band, so the boundaries are the midpoints 1.06 and 1.545 (as the play window's
// difficulty panel). Made for 9x9: on other sizes the same numbers are applied as they are.
enum class EntropyBand : std::uint8_t { Easy, Intermediate, Hard };
constexpr int kEntropyBandCount = 3;
constexpr double kEntropyEasyMax = 1.06;
constexpr double kEntropyIntermediateMax = 1.545;
EntropyBand entropyBandOf(double entropy);
// Stable identifiers ("easy", "intermediate", "hard"); the UI translates.
std::string_view entropyBandId(EntropyBand band);

struct IntRange
{
    int min = 0;
    int max = std::numeric_limits<int>::max();
    bool contains(int v) const { return v >= min && v <= max; }
    bool operator==(const IntRange &) const = default;
};

struct RealRange
{
    double min = 0;
    double max = std::numeric_limits<double>::infinity();
    bool contains(double v) const { return v >= min && v <= max; }
    bool operator==(const RealRange &) const = default;
};

// Every field that is set must hold at once.
struct GeneratorTarget
{
    std::optional<Level> level; // the human level (core/rating/humanscore.h) of the tutor path
    std::optional<Technique> technique; // a step of this technique on the tutor path
    std::optional<int> filterRule; // the FILTER solves and its highest rule is this index (0..9)
    std::optional<EntropyBand> entropy; // Chen's game complexity falls in this band
    std::optional<RealRange> ntn; // NtN of the givens (after their 1-reduction)
    std::optional<IntRange> clues;

    bool any() const { return level || technique || filterRule || entropy || ntn || clues; }
    // The expensive part: the tutor's explained path.
    bool needsPath() const { return level || technique; }
    bool operator==(const GeneratorTarget &) const = default;
};

// What a puzzle came out as. The path measures are only there when pathMeasured.
struct PuzzleMeasures
{
    int clues = 0;
    bool rated = false; // entropy, NtN and the FILTER were measured
    double entropy = 0; // Chen's game complexity
    double ntn = 0; // NtN of the givens after their 1-reduction
    FilterResult filter; // San Segundo's FILTER from the givens
    bool pathMeasured = false;
    bool pathSolved = false; // the tutor path reached the solution
    HumanScore human; // score, level, hardest technique, steps per technique
};

// How a candidate compares with the target. More clues make a puzzle easier on every measure
// here (roughly: the generator checks what it keeps): TooHard asks for more clues, TooEasy for
// fewer; Missed is a miss with no direction (a technique absent although harder ones are used,
// or one measure too hard while another is too easy).
enum class Verdict : std::uint8_t { Met, TooEasy, TooHard, Missed };

// Measures puzzles against a target, lazily: cheap measures first, the tutor path last and only
// when the target needs it and nothing cheaper has already decided. One per thread.
class PuzzleMeter final
{
public:
    explicit PuzzleMeter(const Geometry &geometry);

    // The verdict of the puzzle (givens) against the target; `measures` gets what was measured.
    // A stopped path counts as Missed.
    Verdict judge(const Board &puzzle, const GeneratorTarget &target, PuzzleMeasures &measures,
        const std::atomic<bool> *stop = nullptr);
    // Every measure, the tutor path included.
    PuzzleMeasures measureAll(const Board &puzzle, const std::atomic<bool> *stop = nullptr);
    // Whether San Segundo's FILTER alone solves the puzzle (for his benchmark's recipe).
    bool filterSolves(const Board &puzzle);

private:
    void measureCheap(const Board &puzzle, PuzzleMeasures &measures);
    void measurePath(const Board &puzzle, PuzzleMeasures &measures, const std::atomic<bool> *stop);

    SanSegundoFilter m_filter;
    CandidateGrid m_grid;
};

} // namespace core
