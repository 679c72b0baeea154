#pragma once

// The logic engine: a table from Technique to its finder, the simplest applicable step (a hint)
// from any board, every applicable step, the whole explained solution path, and San Segundo's
// FILTER with its rating (the highest rule fired).
//
// Techniques are tried in the order of the Technique enum (simplest first); San Segundo's ten
// rules keep his standard order there, so a path restricted to TechniqueSet::sanSegundo() is his
// FILTER one instance at a time: restart from the first rule after every step, never fire a rule
// while an earlier one applies. The default table holds the ten rules and Chen's r-Reduction;
// the tutor-only techniques (the families of FinderFn below) are added with registerTechnique().

#include "board/board.h"
#include "logic/finderscope.h"
#include "logic/sansegundofilter.h"
#include "logic/step.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <vector>

namespace core {

// A finder: it reads the board's state (values are placed cells; the candidate masks of the open
// cells are the pencil marks, which a player may have left wrong) and appends to `out` at most
// `maxSteps` productive steps (each with at least one placement or elimination), in a
// deterministic order. A finder never changes the board. All of them work on every geometry the
// core supports (4x4 ... 25x25) where the pattern can exist. They are grouped by family, one
// header each, which says what each Step holds: basicrules.h (singles, intersections, subsets),
// fish.h, singledigit.h, wings.h, coloring.h, uniqueness.h, chains.h, als.h, forcing.h, trial.h;
// tutorengine.h registers them all.
using FinderFn = void (*)(const Board &board, std::vector<Step> &out, int maxSteps);

// A TechniqueSet (and the engine's table of registered finders) keeps a bit per technique in 64
// bits; TechniqueSet::all() shifts by the count, so fewer than 64.
static_assert(kTechniqueCount < 64, "TechniqueSet holds one bit per technique in 64 bits");

class TechniqueSet
{
public:
    TechniqueSet() = default;
    TechniqueSet(std::initializer_list<Technique> techniques);
    static TechniqueSet all();
    // San Segundo's ten rules.
    static TechniqueSet sanSegundo();

    bool contains(Technique t) const { return (m_bits >> static_cast<int>(t)) & 1u; }
    void insert(Technique t) { m_bits |= std::uint64_t { 1 } << static_cast<int>(t); }
    void erase(Technique t) { m_bits &= ~(std::uint64_t { 1 } << static_cast<int>(t)); }
    bool empty() const { return m_bits == 0; }
    // Bit i for technique i.
    std::uint64_t bits() const { return m_bits; }
    bool operator==(const TechniqueSet &) const = default;

private:
    std::uint64_t m_bits = 0;
};

// Where the candidates of open cells come from.
enum class CandidateSource : std::uint8_t {
    Board, // the board's candidates (a player's pencil marks), as they are, even if wrong
    Pruned, // the board's candidates minus the values of the peers
    Computed, // all symbols minus the values of the peers (the board's candidates are ignored)
    Auto, // Pruned where the cell has pencil marks, Computed where it has none (a player who
          // has not pencilled every cell yet)
};

enum class PathStatus : std::uint8_t {
    Solved, // every cell filled and no unit repeats a value
    Stuck, // no enabled technique applies
    Contradiction, // an open cell without candidates, or a unit repeats a value
    Stopped, // the stop flag was set, or maxSteps was reached
};

struct PathOptions
{
    TechniqueSet enabled = TechniqueSet::all();
    CandidateSource source = CandidateSource::Computed;
    std::size_t maxSteps = 100000; // a bound on memory and time
    const std::atomic<bool> *stop = nullptr;
    // Called after each step with the board after it.
    std::function<void(const Step &step, const Board &after)> onStep;
    // true: a technique with a scoped finder (finderscope.h) that found nothing at a position is
    // not looked for again in the symbols (units) whose candidates have not changed since: the
    // same steps with less work. false: every finder looks at the whole board at every position
    // (to check the two agree).
    bool skipUnchanged = true;
    // false: the path's steps are not kept (SolutionPath::steps stays empty; its techniques,
    // counts and board are filled as ever), and the singles are taken without making Steps: the
    // fast way to score a path.
    bool keepSteps = true;
};

struct SolutionPath
{
    PathStatus status = PathStatus::Stuck;
    std::vector<Step> steps;
    std::vector<Technique> techniques; // the technique of every step, in order
    Board board; // the position where the path ended
    int hardest = -1; // the largest Technique value used (-1 for an empty path)
    std::array<int, kTechniqueCount> counts {}; // steps per technique
};

// The stop flag of the logic work on this thread. LogicEngine's entry points (hint(),
// availableSteps(), solutionPath()) set it for the time of the call; a finder that can search
// for long (the deeper trial) polls it and ends early, so cancelled work ends soon. Null when
// there is none.
const std::atomic<bool> *currentStopFlag();
bool stopRequested();
// Sets the thread's stop flag until the end of the scope (then the previous one again).
class StopScope
{
public:
    explicit StopScope(const std::atomic<bool> *stop);
    ~StopScope();
    StopScope(const StopScope &) = delete;
    StopScope &operator=(const StopScope &) = delete;

private:
    const std::atomic<bool> *m_previous;
};

class LogicEngine
{
public:
    // The ten rules and r-Reduction registered.
    LogicEngine();

    // Registers the finder; the technique then has no scoped finder.
    void registerTechnique(Technique technique, FinderFn finder);
    // Registers the finder and its form restricted to a scope (finderscope.h), which the path uses
    // to look only where something changed. scoped(board, FinderScope::all(), ...) must report
    // what finder(board, ...) reports.
    void registerTechnique(
        Technique technique, FinderFn finder, ScopedFinderFn scoped, FinderScopeKind kind);
    void unregisterTechnique(Technique technique);
    bool hasTechnique(Technique technique) const;
    FinderFn finder(Technique technique) const;
    ScopedFinderFn scopedFinder(Technique technique) const;
    FinderScopeKind scopeKind(Technique technique) const;
    // The registered techniques.
    TechniqueSet techniques() const;

    // The board with its open cells' candidates taken from `source`.
    static Board prepare(const Board &board, CandidateSource source);

    // The first step of the first enabled technique (in enum order) that applies, if any. Steps
    // that would not change the board are skipped.
    // Once `stop` is raised the answer may be incomplete (nothing, or fewer steps).
    std::optional<Step> hint(const Board &board, const TechniqueSet &enabled = TechniqueSet::all(),
        CandidateSource source = CandidateSource::Auto,
        const std::atomic<bool> *stop = nullptr) const;
    // Every applicable step, technique by technique in enum order, at most maxPerTechnique each.
    std::vector<Step> availableSteps(const Board &board,
        const TechniqueSet &enabled = TechniqueSet::all(),
        CandidateSource source = CandidateSource::Auto, int maxPerTechnique = 100,
        const std::atomic<bool> *stop = nullptr) const;
    // Repeats hint() and applies the step until solved, stuck, contradiction or stopped. The
    // position is kept with an index of its candidates (board/trackedboard.h), updated step by
    // step: the singles (when their standard finders are registered) and the position's status
    // come from the index, the other techniques from their finders on the kept board (a scoped
    // finder only where something changed since it last found nothing: skipUnchanged); the steps
    // are those hint() gives at every position.
    SolutionPath solutionPath(const Board &board, const PathOptions &options = {}) const;

    // San Segundo's FILTER (the fast engine; same result as the path over sanSegundo()). The fast
    // grid always drops a candidate that a peer's value rules out, whatever the source.
    FilterResult filter(
        const Board &board, CandidateSource source = CandidateSource::Computed) const;

private:
    std::optional<Step> firstStep(const Board &prepared, const TechniqueSet &enabled) const;

    std::array<FinderFn, kTechniqueCount> m_finders {};
    std::array<ScopedFinderFn, kTechniqueCount> m_scoped {};
    std::array<FinderScopeKind, kTechniqueCount> m_scopeKinds {};
    std::uint64_t m_registered = 0; // bit i: m_finders[i] set
};

// Whether applying the step would change the board (a placement in an open cell, or an
// elimination of a present candidate).
bool changesBoard(const Board &board, const Step &step);

} // namespace core
