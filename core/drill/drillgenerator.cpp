#include "drill/drillgenerator.h"

#include "board/solutioncounter.h"
#include "climb/climbrandom.h"
#include "generator/generator.h"
#include "logic/logicengine.h"
#include "logic/tutorengine.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>

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

std::vector<DrillLead> parseDrillIndex(std::string_view text, int *bad)
{
    std::vector<DrillLead> leads;
    int unread = 0;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
        while (!line.empty() && blank(line.front()))
            line.remove_prefix(1);
        while (!line.empty() && blank(line.back()))
            line.remove_suffix(1);
        if (line.empty() || line.front() == '#')
            continue;
        const std::size_t gap = line.find_first_of(" \t");
        std::string_view givens
            = gap == std::string_view::npos ? std::string_view {} : line.substr(gap + 1);
        while (!givens.empty() && blank(givens.front()))
            givens.remove_prefix(1);
        givens = givens.substr(0, givens.find_first_of(" \t"));
        const auto technique = techniqueFromId(line.substr(0, gap));
        if (!technique || givens.empty()) {
            ++unread;
            continue;
        }
        leads.push_back({ *technique, std::string(givens) });
    }
    if (bad)
        *bad = unread;
    return leads;
}

std::string givensText(const Board &board)
{
    std::string text(static_cast<std::size_t>(board.cellCount()), '.');
    for (int c = 0; c < board.cellCount(); ++c)
        if (board.isGiven(c))
            text[static_cast<std::size_t>(c)] = Geometry::symbolChar(board.value(c));
    return text;
}

int addDrillLeads(DrillSource &source, const std::vector<DrillLead> &leads)
{
    std::unordered_map<std::string, std::size_t> where;
    for (std::size_t i = 0; i < source.puzzles.size(); ++i)
        where.emplace(givensText(source.puzzles[i]), i);
    source.leads.resize(static_cast<std::size_t>(kTechniqueCount));
    int matched = 0;
    for (const DrillLead &lead : leads) {
        const auto found = where.find(lead.givens);
        if (found == where.end())
            continue;
        auto &list = source.leads[static_cast<std::size_t>(lead.technique)];
        if (std::find(list.begin(), list.end(), found->second) == list.end())
            list.push_back(found->second);
        ++matched;
    }
    return matched;
}

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
    m_rank.assign(m_source.puzzles.size(), 0);
    for (std::size_t k = 0; k < m_order.size(); ++k)
        m_rank[m_order[k]] = k;
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
    // The index's puzzles for the technique first, in the session's order.
    const auto t = static_cast<std::size_t>(technique);
    if (t < m_source.leads.size() && !m_source.leads[t].empty()) {
        std::vector<std::size_t> leads;
        for (std::size_t i : m_source.leads[t])
            if (i < m_rank.size())
                leads.push_back(i);
        std::sort(leads.begin(), leads.end(),
            [this](std::size_t a, std::size_t b) { return m_rank[a] < m_rank[b]; });
        for (std::size_t i : leads) {
            const DrillStatus status = tryPuzzle(i, technique, out, stop);
            if (status != DrillStatus::NotFound)
                return status;
        }
    }
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
        const DrillStatus status = tryPuzzle(m_order[k], technique, out, stop);
        if (status != DrillStatus::NotFound)
            return status;
    }
}

DrillStatus DrillGenerator::tryPuzzle(
    std::size_t index, Technique technique, Drill &out, const std::atomic<bool> *stop)
{
    const auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    if (stopped())
        return DrillStatus::Stopped;
    if (auto drill = fromWalk(index, technique, stop)) {
        m_seen.insert(drill->key);
        out = std::move(*drill);
        return DrillStatus::Found;
    }
    if (!m_walks[index].done) {
        if (!walkOn(index, technique, stop))
            return DrillStatus::Stopped;
        if (auto drill = fromWalk(index, technique, stop)) {
            m_seen.insert(drill->key);
            out = std::move(*drill);
            return DrillStatus::Found;
        }
        if (stopped())
            return DrillStatus::Stopped;
    }
    return DrillStatus::NotFound;
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
