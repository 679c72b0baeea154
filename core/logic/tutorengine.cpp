#include "logic/tutorengine.h"

#include "logic/als.h"
#include "logic/basicrules.h"
#include "logic/chains.h"
#include "logic/coloring.h"
#include "logic/exotic.h"
#include "logic/fish.h"
#include "logic/forcing.h"
#include "logic/misc.h"
#include "logic/singledigit.h"
#include "logic/trial.h"
#include "logic/uniqueness.h"
#include "logic/wings.h"

namespace core {

LogicEngine tutorEngine()
{
    LogicEngine engine;
    engine.registerTechnique(Technique::FullHouse, findFullHouse);
    engine.registerTechnique(
        Technique::XWing, findXWing, findBasicFishScoped<2>, FinderScopeKind::Symbols);
    engine.registerTechnique(
        Technique::Swordfish, findSwordfish, findBasicFishScoped<3>, FinderScopeKind::Symbols);
    engine.registerTechnique(
        Technique::Jellyfish, findJellyfish, findBasicFishScoped<4>, FinderScopeKind::Symbols);
    engine.registerTechnique(
        Technique::Skyscraper, findSkyscraper, findSkyscraperScoped, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::TwoStringKite, findTwoStringKite, findTwoStringKiteScoped,
        FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::EmptyRectangle, findEmptyRectangle,
        findEmptyRectangleScoped, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::XYWing, findXYWing);
    engine.registerTechnique(Technique::XYZWing, findXYZWing);
    engine.registerTechnique(Technique::SimpleColoring, findSimpleColoring,
        findSimpleColoringScoped, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::UniqueRectangle1, findUniqueRectangle1);
    engine.registerTechnique(Technique::UniqueRectangle2, findUniqueRectangle2);
    engine.registerTechnique(Technique::UniqueRectangle3, findUniqueRectangle3);
    engine.registerTechnique(Technique::UniqueRectangle4, findUniqueRectangle4);
    engine.registerTechnique(Technique::UniqueRectangle5, findUniqueRectangle5);
    engine.registerTechnique(Technique::UniqueRectangle6, findUniqueRectangle6);
    engine.registerTechnique(Technique::HiddenRectangle, findHiddenRectangle);
    engine.registerTechnique(Technique::AvoidableRectangle1, findAvoidableRectangle1);
    engine.registerTechnique(Technique::AvoidableRectangle2, findAvoidableRectangle2);
    engine.registerTechnique(Technique::BugPlusOne, findBugPlusOne);
    engine.registerTechnique(Technique::BugType2, findBugType2);
    engine.registerTechnique(Technique::BugType3, findBugType3);
    engine.registerTechnique(Technique::BugType4, findBugType4);
    engine.registerTechnique(Technique::RemotePair, findRemotePair);
    engine.registerTechnique(Technique::TurbotFish, findTurbotFish);
    engine.registerTechnique(Technique::FinnedXWing, findFinnedXWing,
        findFinnedFishScoped<2, false>, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::SashimiXWing, findSashimiXWing,
        findFinnedFishScoped<2, true>, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::WWing, findWWing);
    engine.registerTechnique(Technique::MultiColoring, findMultiColoring, findMultiColoringScoped,
        FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::FinnedSwordfish, findFinnedSwordfish,
        findFinnedFishScoped<3, false>, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::SashimiSwordfish, findSashimiSwordfish,
        findFinnedFishScoped<3, true>, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::FinnedJellyfish, findFinnedJellyfish,
        findFinnedFishScoped<4, false>, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::SashimiJellyfish, findSashimiJellyfish,
        findFinnedFishScoped<4, true>, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::SueDeCoq, findSueDeCoq);
    engine.registerTechnique(Technique::XChain, findXChain);
    engine.registerTechnique(Technique::XYChain, findXYChain);
    engine.registerTechnique(Technique::Medusa3D, findMedusa3D);
    engine.registerTechnique(Technique::ContinuousNiceLoop, findContinuousNiceLoop);
    engine.registerTechnique(Technique::AlternatingInferenceChain, findAlternatingInferenceChain);
    engine.registerTechnique(Technique::AlsXZ, findAlsXZ);
    engine.registerTechnique(Technique::AlsXYWing, findAlsXYWing);
    engine.registerTechnique(Technique::AlsAic, findAlsAic);
    engine.registerTechnique(Technique::DeathBlossom, findDeathBlossom);
    engine.registerTechnique(
        Technique::FrankenFish, findFrankenFish, findFrankenFishScoped, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::FinnedFrankenFish, findFinnedFrankenFish,
        findFinnedFrankenFishScoped, FinderScopeKind::Symbols);
    engine.registerTechnique(
        Technique::MutantFish, findMutantFish, findMutantFishScoped, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::FinnedMutantFish, findFinnedMutantFish,
        findFinnedMutantFishScoped, FinderScopeKind::Symbols);
    engine.registerTechnique(Technique::KrakenFish, findKrakenFish);
    engine.registerTechnique(Technique::MultiSectorLockedSet, findMultiSectorLockedSet);
    engine.registerTechnique(Technique::ForcingChain, findForcingChain);
    engine.registerTechnique(Technique::ForcingNet, findForcingNet);
    engine.registerTechnique(Technique::Trial, findTrial);
    return engine;
}

TechniqueSet tutorTechniques()
{
    static const TechniqueSet techniques = [] {
        TechniqueSet set = TechniqueSet::all();
        set.erase(Technique::RReduction);
        return set;
    }();
    return techniques;
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

SolutionPath tutorPath(const Board &board, const std::atomic<bool> *stop, bool keepSteps)
{
    const LogicEngine &engine = sharedTutorEngine();
    PathOptions options;
    options.enabled = tutorTechniques();
    options.source = sourceFor(board);
    options.stop = stop;
    options.keepSteps = keepSteps;
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
