#include "pathbuilder.h"

#include "advancedrules.h"

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

CandidateSource sourceFor(const Board &board)
{
    for (int c = 0; c < board.cellCount(); ++c)
        if (board.isOpen(c) && board.candidates(c) != 0)
            return CandidateSource::Pruned;
    return CandidateSource::Computed;
}

} // namespace

SolutionPath tutorPath(const Board &board, const std::atomic<bool> *stop)
{
    static const LogicEngine engine = tutorEngine(); // immutable after construction: shared
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

bool nextPathStep(const Board &board, Step &step)
{
    static const LogicEngine engine = tutorEngine();
    const auto found = engine.hint(board, tutorTechniques(), sourceFor(board));
    if (!found)
        return false;
    step = *found;
    return true;
}

} // namespace core
