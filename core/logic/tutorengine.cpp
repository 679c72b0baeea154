#include "logic/pathbuilder.h"

#include "logic/advancedrules.h"

namespace core {

LogicEngine tutorEngine()
{
    LogicEngine engine;
    engine.registerTechnique(Technique::FullHouse, findFullHouse);
    engine.registerTechnique(Technique::XWing, findXWing);
    engine.registerTechnique(Technique::Swordfish, findSwordfish);
    engine.registerTechnique(Technique::Jellyfish, findJellyfish);
    engine.registerTechnique(Technique::Skyscraper, findSkyscraper);
    engine.registerTechnique(Technique::TwoStringKite, findTwoStringKite);
    engine.registerTechnique(Technique::XYWing, findXYWing);
    engine.registerTechnique(Technique::XYZWing, findXYZWing);
    engine.registerTechnique(Technique::SimpleColoring, findSimpleColoring);
    engine.registerTechnique(Technique::UniqueRectangle1, findUniqueRectangle1);
    engine.registerTechnique(Technique::BugPlusOne, findBugPlusOne);
    engine.registerTechnique(Technique::Trial, findTrial);
    return engine;
}

TechniqueSet tutorTechniques()
{
    TechniqueSet set = TechniqueSet::all();
    set.erase(Technique::RReduction);
    return set;
}

namespace {

// The player's pencil marks where a cell has some, the full candidates where it has none (a
// board with marks in only a few cells must not read the others as empty).
CandidateSource sourceFor(const Board &)
{
    return CandidateSource::Auto;
}

const LogicEngine &sharedTutorEngine()
{
    // Immutable once built, so one instance serves every thread.
    static const LogicEngine engine = tutorEngine();
    return engine;
}

} // namespace

SolutionPath tutorPath(const Board &board, const std::atomic<bool> *stop)
{
    const LogicEngine &engine = sharedTutorEngine();
    PathOptions options;
    options.enabled = tutorTechniques();
    options.source = sourceFor(board);
    options.stop = stop;
    return engine.solutionPath(board, options);
}

std::vector<Step> solvePath(Board board, const std::atomic<bool> *stop)
{
    return tutorPath(board, stop).steps;
}

bool nextPathStep(const Board &board, Step &step, const std::atomic<bool> *stop)
{
    const LogicEngine &engine = sharedTutorEngine();
    const auto found = engine.hint(board, tutorTechniques(), sourceFor(board), stop);
    if (!found)
        return false;
    step = *found;
    return true;
}

std::vector<Step> availableTutorSteps(
    const Board &board, int maxPerTechnique, const std::atomic<bool> *stop)
{
    const LogicEngine &engine = sharedTutorEngine();
    TechniqueSet set = tutorTechniques();
    set.erase(Technique::Trial);
    std::vector<Step> steps
        = engine.availableSteps(board, set, sourceFor(board), maxPerTechnique, stop);
    if (steps.empty())
        steps = engine.availableSteps(
            board, TechniqueSet { Technique::Trial }, sourceFor(board), 1, stop);
    return steps;
}

} // namespace core
