// Fuzz target: the solvers on fuzzed boards of 4x4, 9x9 and 16x16 (givens that may contradict
// each other, boards with no or many solutions). The first byte picks the size and the search
// engine's strategy; each further byte is one cell, row by row (a symbol character, anything
// else a blank), so a puzzle line with a byte in front is an input.
//
// What must hold: the solution counter, the search engine and the tutor's logic agree. A
// solution any of them gives fills the board, breaks no rule and keeps the givens; the search
// finds no solution where the counter counted one (and the other way round) when both finish;
// and on a puzzle with one solution, every placement of every tutor step is the solution's
// digit and no elimination removes it (the logic is sound). Every engine runs with a node or
// step limit, so a run that takes long is a hang (libFuzzer's -timeout).

#include "fuzzcheck.h"

#include "board/solutioncounter.h"
#include "logic/tutorengine.h"
#include "search/filterpropagator.h"
#include "search/searchengine.h"

#include <array>
#include <cstdint>
#include <vector>

namespace {

using core::Board;

constexpr std::uint64_t kCounterNodes = 20000;
// Search nodes: 5000 on an empty 16x16 board with the DVGV orders (each node weighs every open
// cell's peers) took 2 s under the sanitizers. 1000 on 9x9 and 200 on 16x16 reach the limit as
// well, and the 4x4 and most 9x9 searches end well before it.
constexpr std::uint64_t kSearchNodes = 1000;
constexpr std::uint64_t kSearchNodes16 = 200;
// A hint on a sparse 16x16 board keeps the tutor's deeper trial busy for up to 0.3 s (10-20 s
// with the sanitizers): the tutor is fuzzed on 4x4 and 9x9 boards, the counter and the search on
// 16x16 as well, so that the fuzzer runs dozens of inputs a second rather than four.
constexpr std::size_t kPathSteps = 8;

bool isSolutionOf(const std::vector<std::uint8_t> &values, const Board &givens)
{
    if (values.size() != std::size_t(givens.cellCount()))
        return false;
    Board solved = givens;
    for (int c = 0; c < solved.cellCount(); ++c) {
        if (solved.isGiven(c) && solved.value(c) != values[std::size_t(c)])
            return false;
        if (!solved.isGiven(c))
            solved.setValue(c, values[std::size_t(c)]);
    }
    return solved.isSolved();
}

// Placements agree with the solution, eliminations never remove its digit.
void checkSound(const core::Step &step, const std::vector<std::uint8_t> &solution)
{
    for (const core::Placement &p : step.placements)
        FUZZ_CHECK(solution[std::size_t(p.cell)] == p.symbol);
    for (const core::Elimination &e : step.eliminations)
        FUZZ_CHECK(solution[std::size_t(e.cell)] != e.symbol);
}

core::SearchOptions searchOptions(std::uint8_t selector, int side)
{
    constexpr std::array kOrders = { core::VariableOrder::Lex, core::VariableOrder::Mrv,
        core::VariableOrder::Ctn, core::VariableOrder::DvGvMax, core::VariableOrder::DvGvMin };
    constexpr std::array kPropagations = { core::Propagation::None, core::Propagation::Fc,
        core::Propagation::Singles, core::Propagation::Carmel, core::Propagation::Filter };
    constexpr std::array kValueOrders
        = { core::ValueOrder::Ascending, core::ValueOrder::GMax, core::ValueOrder::EP };
    core::SearchOptions o;
    unsigned s = selector >> 2;
    o.variableOrder = kOrders[s % kOrders.size()];
    s /= kOrders.size();
    o.propagation = kPropagations[s % kPropagations.size()];
    s /= kPropagations.size();
    o.valueOrder = kValueOrders[s % kValueOrders.size()];
    o.tieBreak = (selector & 1) ? core::TieBreak::Random : core::TieBreak::First;
    o.goal = (selector & 2) ? core::SearchGoal::Neutralize : core::SearchGoal::Solve;
    o.seed = selector;
    o.nodeLimit = side > 9 ? kSearchNodes16 : kSearchNodes;
    return o;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    static const std::array<const core::Geometry *, 4> kGeometries = { &core::Geometry::get(2, 2),
        &core::Geometry::classic(), &core::Geometry::get(4, 4), &core::Geometry::classic() };
    const std::uint8_t selector = data[0];
    const core::Geometry &g = *kGeometries[selector % kGeometries.size()];
    Board givens(g);
    for (std::size_t i = 1; i < size && int(i) <= g.cellCount(); ++i) {
        const int s = g.symbolFromChar(char(data[i]));
        if (s >= 1 && s <= g.side())
            givens.setGiven(int(i - 1), s);
    }

    // The counter.
    core::SolutionCounter counter(g);
    counter.setNodeLimit(kCounterNodes);
    const core::CountResult count = counter.count(givens, 2);
    FUZZ_CHECK(count.count >= 0 && count.count <= 2);
    if (count.count > 0)
        FUZZ_CHECK(isSolutionOf(count.solution, givens));
    const bool unique = count.complete && count.count == 1;

    // The search engine, with the strategy the first byte names.
    core::SearchEngine engine(g);
    const core::SearchOptions options = searchOptions(selector / 4, g.side());
    engine.setOptions(options);
    if (options.propagation == core::Propagation::Filter)
        engine.setFilterPropagator(core::makeSanSegundoFilterPropagator());
    const core::SearchResult search = engine.run(givens);
    if (search.success())
        FUZZ_CHECK(isSolutionOf(search.values, givens));
    if (search.status == core::SearchStatus::NoSolution)
        FUZZ_CHECK(count.count == 0 || options.goal == core::SearchGoal::Neutralize);
    if (search.success() && count.complete)
        FUZZ_CHECK(count.count > 0);
    if (unique && search.success())
        FUZZ_CHECK(search.values == count.solution);

    // The tutor: its hint, the steps it lists, and its explained path (a bounded part of it): on
    // every 4x4 board with every technique, through the tutor's own entry points; on 9x9 boards
    // with one solution (where its steps can be checked against it) through the engine's, with
    // the same techniques but forcing chains and nets. On other 9x9 boards (sparse ones with many
    // solutions or none) the chains, forcing chains and the trial searched for a second or more
    // per input under the sanitizers, and on a hard seed (9x9_4) forcing chains took a second and
    // forcing nets 20-60 s: the target ran a few inputs a second. 4x4 boards run the same code of
    // every finder.
    if (g.side() > 9 || (g.side() == 9 && !unique))
        return 0;
    const core::LogicEngine &tutor = []() -> const core::LogicEngine & {
        static const core::LogicEngine engine = core::tutorEngine();
        return engine;
    }();
    const bool small = g.side() == 4;
    core::TechniqueSet techniques = core::tutorTechniques();
    if (!small) {
        techniques.erase(core::Technique::ForcingChain);
        techniques.erase(core::Technique::ForcingNet);
    }
    core::Step hint;
    bool hinted = false;
    if (small) {
        hinted = core::nextPathStep(givens, hint);
    } else if (const auto found = tutor.hint(givens, techniques, core::CandidateSource::Auto)) {
        hint = *found;
        hinted = true;
    }
    if (hinted && unique)
        checkSound(hint, count.solution);
    core::TechniqueSet listed = techniques;
    listed.erase(core::Technique::Trial);
    const std::vector<core::Step> steps = small
        ? core::availableTutorSteps(givens, 3)
        : tutor.availableSteps(givens, listed, core::CandidateSource::Auto, 3);
    for (const core::Step &step : steps)
        if (unique)
            checkSound(step, count.solution);
    core::PathOptions path;
    path.enabled = techniques;
    path.source = core::CandidateSource::Auto;
    path.maxSteps = kPathSteps;
    const core::SolutionPath solved = tutor.solutionPath(givens, path);
    if (unique)
        for (const core::Step &step : solved.steps)
            checkSound(step, count.solution);
    if (solved.status == core::PathStatus::Solved) {
        FUZZ_CHECK(solved.board.isSolved());
        if (count.complete)
            FUZZ_CHECK(count.count > 0);
        if (unique)
            FUZZ_CHECK(solved.board.values() == count.solution);
    }
    FUZZ_CHECK(solved.steps.size() <= path.maxSteps);
    return 0;
}
