#include "drill/drillgenerator.h"

#include "board/solutioncounter.h"
#include "climb/climbrandom.h"
#include "generator/generator.h"
#include "logic/logicengine.h"
#include "logic/tutorengine.h"

#include <algorithm>
#include <numeric>

namespace core {

namespace {

// Occurrences kept per technique per walk (a path takes dozens of singles).
constexpr int kKeptPerTechnique = 4;

const LogicEngine &walkEngine()
{
    static const LogicEngine engine = tutorEngine();
    return engine;
}

// Thrown from the path's step callback to end the walk at a fresh position (the engine's path
// has no other way to end early but its stop flag, which belongs to the caller).
struct FoundFresh
{
};

} // namespace

DrillGenerator::DrillGenerator(DrillSource source, std::uint64_t seed)
    : m_source(std::move(source))
    , m_seed(seed)
{
    m_pool = m_source.puzzles;
    for (std::size_t i = 0; i < m_pool.size(); ++i)
        m_poolSource.push_back(static_cast<int>(i));
    m_walks.resize(m_pool.size());
    newSession(seed);
}

void DrillGenerator::newSession(std::uint64_t seed)
{
    m_seed = seed;
    m_seen.clear();
    std::vector<int> order(m_source.puzzles.size());
    std::iota(order.begin(), order.end(), 0);
    ClimbRandom random(seed);
    random.shuffle(order);
    m_order.assign(order.begin(), order.end());
    // Generated puzzles (kept from earlier sessions) after the source's, in the order made.
    for (std::size_t i = m_source.puzzles.size(); i < m_pool.size(); ++i)
        m_order.push_back(i);
}

int DrillGenerator::puzzlesWalked() const
{
    return static_cast<int>(
        std::count_if(m_walks.begin(), m_walks.end(), [](const Walk &w) { return w.started; }));
}

DrillStatus DrillGenerator::next(Technique technique, Drill &out, const std::atomic<bool> *stop)
{
    const auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    int generatedNow = 0;
    for (std::size_t k = 0;; ++k) {
        while (k == m_order.size()) {
            // The pool holds no fresh position for this technique: a generated puzzle whose
            // tutor path uses it.
            if (generatedNow >= m_source.generatedPerRequest || stopped())
                return stopped() ? DrillStatus::Stopped : DrillStatus::NotFound;
            ++generatedNow;
            generatePuzzle(technique, stop);
        }
        const std::size_t i = m_order[k];
        if (stopped())
            return DrillStatus::Stopped;
        if (auto drill = fromWalk(i, technique, stop)) {
            m_seen.insert(drill->key);
            out = std::move(*drill);
            return DrillStatus::Found;
        }
        if (!m_walks[i].done) {
            if (!walkOn(i, technique, stop))
                return DrillStatus::Stopped;
            if (auto drill = fromWalk(i, technique, stop)) {
                m_seen.insert(drill->key);
                out = std::move(*drill);
                return DrillStatus::Found;
            }
            if (stopped())
                return DrillStatus::Stopped;
        }
    }
}

bool DrillGenerator::walkAll(const std::atomic<bool> *stop)
{
    for (std::size_t k = 0; k < m_order.size(); ++k) {
        if (stop && stop->load(std::memory_order_relaxed))
            return false;
        // Technique::Count_ is no step's technique: the walk goes to the end.
        if (!m_walks[m_order[k]].done && !walkOn(m_order[k], Technique::Count_, stop))
            return false;
    }
    return true;
}

std::optional<Drill> DrillGenerator::fromWalk(
    std::size_t index, Technique technique, const std::atomic<bool> *stop)
{
    Walk &walk = m_walks[index];
    for (const Occurrence &o : walk.found) {
        if (o.technique != technique || m_seen.count(positionKey(o.before)))
            continue;
        Drill drill;
        drill.technique = technique;
        drill.position = o.before;
        drill.solution = walk.solution;
        drill.sourceIndex = m_poolSource[index];
        drill.pathStep = o.pathStep;
        if (completeDrill(drill, stop))
            return drill;
    }
    return std::nullopt;
}

bool DrillGenerator::walkOn(std::size_t index, Technique technique, const std::atomic<bool> *stop)
{
    Walk &walk = m_walks[index];
    PathOptions options;
    options.enabled = tutorTechniques();
    options.stop = stop;
    options.keepSteps = false;
    Board before;
    if (!walk.started) {
        const Board &puzzle = m_pool[index];
        SolutionCounter counter(puzzle.geometry());
        counter.setStopFlag(stop);
        const CountResult count = counter.count(puzzle.givensOnly(), 2);
        if (!count.complete)
            return false;
        if (!count.unique()) {
            // A drill needs one solution (the judge's soundness and the path's uniqueness
            // techniques): a list's odd puzzle is passed over.
            walk.started = true;
            walk.done = true;
            return true;
        }
        walk.solution = count.solution;
        before = LogicEngine::prepare(puzzle.givensOnly(), CandidateSource::Computed);
        options.source = CandidateSource::Computed;
    } else {
        before = walk.resume;
        options.source = CandidateSource::Board;
    }
    std::array<int, kTechniqueCount> kept {};
    for (const Occurrence &o : walk.found)
        ++kept[static_cast<std::size_t>(o.technique)];
    int steps = walk.steps;
    options.onStep = [&](const Step &step, const Board &after) {
        const auto t = static_cast<std::size_t>(step.technique);
        const bool fresh = step.technique == technique && !m_seen.count(positionKey(before));
        if (kept[t] < kKeptPerTechnique || fresh) {
            ++kept[t];
            walk.found.push_back({ step.technique, steps, before });
        }
        ++steps;
        before = after;
        if (fresh)
            throw FoundFresh {};
    };
    const Board start = before;
    try {
        const SolutionPath path = walkEngine().solutionPath(start, options);
        if (path.status == PathStatus::Stopped) {
            // Stopped midway: forget this walk's part, to be walked again next time.
            walk = Walk {};
            return false;
        }
        walk.started = true;
        walk.done = true;
        walk.steps = steps;
    } catch (const FoundFresh &) {
        walk.started = true;
        walk.steps = steps;
        walk.resume = before;
    }
    return true;
}

bool DrillGenerator::generatePuzzle(Technique technique, const std::atomic<bool> *stop)
{
    Generator generator(*m_source.geometry, Generator::seedFor(m_seed, 1000000 + m_generated));
    ++m_generated;
    GeneratorOptions options;
    options.target.technique = technique;
    options.timeLimitSeconds = m_source.generatorSecondsPerPuzzle;
    options.measureResult = false;
    const GenerationResult result = generator.generate(options, stop);
    if (!result.met())
        return false;
    m_order.push_back(m_pool.size());
    m_pool.push_back(result.puzzle);
    m_poolSource.push_back(-1);
    m_walks.emplace_back();
    return true;
}

} // namespace core
