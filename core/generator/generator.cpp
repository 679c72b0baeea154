#include "generator/generator.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>

namespace core {

std::string_view symmetryId(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::None:
        return "none";
    case Symmetry::Central:
        return "central";
    case Symmetry::Diagonal:
        return "diagonal";
    case Symmetry::Mirror:
        return "mirror";
    }
    return "unknown";
}

int symmetricCell(const Geometry &geometry, Symmetry symmetry, int cell)
{
    const int n = geometry.side();
    const int r = geometry.row(cell);
    const int c = geometry.column(cell);
    switch (symmetry) {
    case Symmetry::None:
        break;
    case Symmetry::Central:
        return geometry.cellAt(n - 1 - r, n - 1 - c);
    case Symmetry::Diagonal:
        return geometry.cellAt(c, r);
    case Symmetry::Mirror:
        return geometry.cellAt(r, n - 1 - c);
    }
    return cell;
}

// ---- statistics ----

void GenerationStats::add(const PuzzleMeasures &measures, Verdict verdict)
{
    if (candidates == 0 || measures.clues < minClues)
        minClues = measures.clues;
    if (candidates == 0 || measures.clues > maxClues)
        maxClues = measures.clues;
    ++candidates;
    ++verdicts[static_cast<int>(verdict)];
    if (measures.rated) {
        if (rated == 0 || measures.ntn < minNtn)
            minNtn = measures.ntn;
        if (rated == 0 || measures.ntn > maxNtn)
            maxNtn = measures.ntn;
        ++rated;
        ++entropyBands[static_cast<int>(entropyBandOf(measures.entropy))];
        ++filterRules[measures.filter.solved() ? std::max(measures.filter.topRule, 0)
                                               : kFilterRuleCount];
    }
    if (measures.pathMeasured) {
        ++paths;
        ++levels[static_cast<int>(measures.human.level)];
        for (int t = 0; t < kTechniqueCount; ++t)
            techniques[t] += measures.human.counts[t] > 0 ? 1 : 0;
    }
}

void GenerationStats::merge(const GenerationStats &other)
{
    if (other.candidates > 0) {
        minClues = candidates == 0 ? other.minClues : std::min(minClues, other.minClues);
        maxClues = candidates == 0 ? other.maxClues : std::max(maxClues, other.maxClues);
    }
    if (other.rated > 0) {
        minNtn = rated == 0 ? other.minNtn : std::min(minNtn, other.minNtn);
        maxNtn = rated == 0 ? other.maxNtn : std::max(maxNtn, other.maxNtn);
    }
    grids += other.grids;
    candidates += other.candidates;
    rated += other.rated;
    paths += other.paths;
    micros += other.micros;
    auto addArray = [](auto &to, const auto &from) {
        for (std::size_t i = 0; i < to.size(); ++i)
            to[i] += from[i];
    };
    addArray(verdicts, other.verdicts);
    addArray(entropyBands, other.entropyBands);
    addArray(filterRules, other.filterRules);
    addArray(levels, other.levels);
    addArray(techniques, other.techniques);
}

// ---- the dig chain ----

Board DigChain::puzzle(const Geometry &geometry, int step) const
{
    Board board(geometry);
    std::vector<std::uint8_t> values = solution;
    for (int i = 0; i < stepEnd[static_cast<std::size_t>(step)]; ++i)
        values[static_cast<std::size_t>(removed[static_cast<std::size_t>(i)])] = 0;
    for (int c = 0; c < board.cellCount(); ++c)
        if (values[static_cast<std::size_t>(c)])
            board.setGiven(c, values[static_cast<std::size_t>(c)]);
    return board;
}

// ---- the generator ----

namespace {

std::int64_t steadyMicros()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

bool stopped(const std::atomic<bool> *stop)
{
    return stop && stop->load(std::memory_order_relaxed);
}

// Uniqueness counts on big grids can wander (a 25x25 with few clues left); a count cut by this
// many nodes keeps its clue. Below 16x16 every count finishes in well under a millisecond.
std::uint64_t defaultNodeLimit(const Geometry &geometry)
{
    if (geometry.side() >= 25)
        return 1000;
    return geometry.side() >= 16 ? 20000 : 0;
}

} // namespace

Generator::Generator(const Geometry &geometry, std::uint64_t seed)
    : m_geometry { &geometry }
    , m_random { seed }
    , m_seed { seed }
    , m_filler { geometry }
    , m_counter { geometry }
    , m_meter { geometry }
    , m_nodeLimit { defaultNodeLimit(geometry) }
{ }

void Generator::reseed(std::uint64_t seed)
{
    m_seed = seed;
    m_random.seed(seed);
}

std::uint64_t Generator::seedFor(std::uint64_t seed, std::size_t index)
{
    return mixSeed(seed, index);
}

bool Generator::randomSolution(std::vector<std::uint8_t> &values, const std::atomic<bool> *stop)
{
    return m_filler.fill(m_random, values, stop);
}

const std::vector<std::vector<int>> &Generator::orbits(Symmetry symmetry)
{
    auto &list = m_orbits[static_cast<int>(symmetry)];
    if (list.empty()) {
        for (int c = 0; c < m_geometry->cellCount(); ++c) {
            const int s = symmetricCell(*m_geometry, symmetry, c);
            if (s == c)
                list.push_back({ c });
            else if (s > c)
                list.push_back({ c, s });
        }
    }
    return list;
}

// Empties the cells when the values stay uniquely solvable, else leaves them as they were.
//
// The values before the removal are a unique puzzle whose solution is known, so the smaller
// puzzle has another solution exactly when one differs from it in an emptied cell. Rather than
// counting to 2 (which would search the old puzzle's part of the tree again), each other symbol
// of each emptied cell is tried as a given, with the cells before it kept, and the counter only
// asked for one solution: the searches cover the new part of the tree once.
bool Generator::removable(std::vector<std::uint8_t> &values, const int *cells, int count)
{
    const Geometry &g = *m_geometry;
    std::array<std::uint8_t, 2> kept {};
    for (int i = 0; i < count; ++i) {
        kept[static_cast<std::size_t>(i)] = values[static_cast<std::size_t>(cells[i])];
        values[static_cast<std::size_t>(cells[i])] = 0;
    }
    bool unique = true;
    for (int i = 0; i < count && unique; ++i) {
        const std::size_t cell = static_cast<std::size_t>(cells[i]);
        // The other symbols the cell can take beside its peers' values. None: it is a naked
        // single of the smaller puzzle, and no count is needed.
        Mask others = g.allSymbols() & ~bit(kept[static_cast<std::size_t>(i)]);
        for (int p : g.peers(cells[i]))
            others &= ~bit(values[static_cast<std::size_t>(p)]);
        while (others && unique) {
            const int symbol = lowestSymbol(others);
            others &= others - 1;
            values[cell] = static_cast<std::uint8_t>(symbol);
            const CountResult r = m_counter.count(values.data(), 1);
            if (!r.complete)
                m_countsComplete = false;
            unique = r.complete && r.count == 0;
        }
        // Later cells of the group are tried with this one at its solution value.
        values[cell] = kept[static_cast<std::size_t>(i)];
    }
    for (int i = 0; i < count; ++i)
        values[static_cast<std::size_t>(cells[i])] = unique ? 0 : kept[static_cast<std::size_t>(i)];
    return unique;
}

DigChain Generator::dig(
    std::vector<std::uint8_t> solution, Symmetry symmetry, const std::atomic<bool> *stop)
{
    DigChain chain;
    chain.solution = std::move(solution);
    chain.stepEnd.push_back(0);
    m_counter.setNodeLimit(m_nodeLimit);
    m_countsComplete = true;
    const auto &groups = orbits(symmetry);
    std::vector<int> order(groups.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    m_random.shuffle(order);
    std::vector<std::uint8_t> values = chain.solution;
    for (int index : order) {
        if (stopped(stop)) {
            chain.stopped = true;
            break;
        }
        const auto &cells = groups[static_cast<std::size_t>(index)];
        if (removable(values, cells.data(), static_cast<int>(cells.size()))) {
            chain.removed.insert(chain.removed.end(), cells.begin(), cells.end());
            chain.stepEnd.push_back(static_cast<int>(chain.removed.size()));
        }
    }
    chain.complete = m_countsComplete && !chain.stopped;
    return chain;
}

GenerationResult Generator::generate(const GeneratorOptions &options, const std::atomic<bool> *stop,
    const GenerationProgressFn &progress)
{
    GenerationResult result;
    result.seed = m_seed;
    GenerationStats &stats = result.stats;
    const std::int64_t start = steadyMicros();
    const std::int64_t deadline = options.timeLimitSeconds > 0
        ? start + static_cast<std::int64_t>(options.timeLimitSeconds * 1e6)
        : 0;
    const std::uint64_t savedLimit = m_nodeLimit;
    if (options.countNodeLimit > 0)
        m_nodeLimit = options.countNodeLimit;
    // Why to give up now, if at all.
    auto exhausted = [&]() -> std::optional<GenerationStatus> {
        if (stopped(stop))
            return GenerationStatus::Stopped;
        if (deadline != 0 && steadyMicros() >= deadline)
            return GenerationStatus::OutOfTime;
        if (options.maxCandidates != 0 && stats.candidates >= options.maxCandidates)
            return GenerationStatus::OutOfCandidates;
        return std::nullopt;
    };
    const GeneratorTarget &target = options.target;
    std::vector<std::uint8_t> solution;
    for (;;) {
        if (const auto why = exhausted()) {
            result.status = *why;
            break;
        }
        if (!randomSolution(solution, stop))
            continue;
        const DigChain chain = dig(solution, options.symmetry, stop);
        if (chain.stopped)
            continue;
        ++stats.grids;
        PuzzleMeasures measures;
        auto judge = [&](int step) {
            const Verdict v
                = m_meter.judge(chain.puzzle(*m_geometry, step), target, measures, stop);
            if (!stopped(stop))
                stats.add(measures, v);
            if (progress) {
                GenerationProgress p;
                p.candidates = stats.candidates;
                p.seconds = static_cast<double>(steadyMicros() - start) / 1e6;
                progress(p);
            }
            return v;
        };
        // The minimal end first: it is the hardest puzzle of the chain.
        const int last = chain.lastStep();
        int chosen = -1;
        PuzzleMeasures chosenMeasures;
        const Verdict atLast = judge(last);
        if (atLast == Verdict::Met) {
            chosen = last;
            chosenMeasures = measures;
        } else if (atLast == Verdict::TooHard && !options.minimal) {
            // Bisection for the fewest clues on target: step lo is taken as easy enough (the
            // full grid), step hi is too hard.
            int lo = 0;
            int hi = last;
            while (hi - lo > 1 && !exhausted()) {
                const int mid = lo + (hi - lo) / 2;
                const Verdict v = judge(mid);
                if (v == Verdict::Missed)
                    break;
                if (v == Verdict::TooHard) {
                    hi = mid;
                } else {
                    lo = mid;
                    if (v == Verdict::Met) {
                        chosen = mid;
                        chosenMeasures = measures;
                    }
                }
            }
        }
        if (chosen >= 0 && !stopped(stop)) {
            result.status = GenerationStatus::Met;
            result.puzzle = chain.puzzle(*m_geometry, chosen);
            result.solution = chain.solution;
            result.minimal = chosen == last && chain.complete;
            result.measures
                = options.measureResult ? m_meter.measureAll(result.puzzle, stop) : chosenMeasures;
            break;
        }
    }
    m_nodeLimit = savedLimit;
    stats.micros = steadyMicros() - start;
    return result;
}

bool Generator::filterDigPuzzle(
    FilterDig reading, int extra, Board &puzzle, const std::atomic<bool> *stop)
{
    const Geometry &g = *m_geometry;
    std::vector<std::uint8_t> values;
    if (!randomSolution(values, stop))
        return false;
    puzzle = Board(g);
    for (int c = 0; c < g.cellCount(); ++c)
        puzzle.setGiven(c, values[static_cast<std::size_t>(c)]);
    std::vector<int> order(static_cast<std::size_t>(g.cellCount()));
    for (int c = 0; c < g.cellCount(); ++c)
        order[static_cast<std::size_t>(c)] = c;
    m_random.shuffle(order);
    for (int cell : order) {
        if (stopped(stop))
            return false;
        const int symbol = puzzle.value(cell);
        puzzle.setGiven(cell, 0);
        if (m_meter.filterSolves(puzzle))
            continue;
        if (reading == FilterDig::FirstFailure)
            break;
        puzzle.setGiven(cell, symbol);
    }
    // The extra cells, at random among the givens left.
    std::vector<int> givens;
    for (int c = 0; c < g.cellCount(); ++c)
        if (puzzle.isGiven(c))
            givens.push_back(c);
    m_random.shuffle(givens);
    for (int i = 0; i < extra && i < static_cast<int>(givens.size()); ++i)
        puzzle.setGiven(givens[static_cast<std::size_t>(i)], 0);
    return true;
}

// ---- batches ----

std::vector<GenerationResult> generateBatch(const Geometry &geometry,
    const GeneratorOptions &options, std::size_t count, std::uint64_t seed, int threads,
    const std::atomic<bool> *stop, const GenerationProgressFn &progress)
{
    std::vector<GenerationResult> results(count);
    if (count == 0)
        return results;
    if (threads <= 0)
        threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    threads = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(threads), count));
    const std::int64_t start = steadyMicros();
    std::atomic<std::size_t> next { 0 };
    std::mutex progressMutex;
    GenerationProgress total;
    total.puzzlesTotal = count;
    auto work = [&] {
        Generator generator(geometry);
        for (;;) {
            const std::size_t i = next.fetch_add(1);
            if (i >= count)
                break;
            generator.reseed(Generator::seedFor(seed, i));
            std::uint64_t seen = 0; // this puzzle's candidates already counted in total
            auto report = [&](const GenerationProgress &p, bool done, bool met) {
                if (!progress)
                    return;
                std::lock_guard lock(progressMutex);
                total.candidates += p.candidates - seen;
                seen = p.candidates;
                total.puzzlesDone += done ? 1 : 0;
                total.met += met ? 1 : 0;
                total.seconds = static_cast<double>(steadyMicros() - start) / 1e6;
                progress(total);
            };
            results[i] = generator.generate(options, stop,
                progress ? [&](const GenerationProgress &p) { report(p, false, false); }
                         : GenerationProgressFn {});
            GenerationProgress last;
            last.candidates = results[i].stats.candidates;
            report(last, true, results[i].met());
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto &t : pool)
        t.join();
    return results;
}

} // namespace core
