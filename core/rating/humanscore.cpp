#include "rating/humanscore.h"

#include "logic/tutorengine.h"

#include <algorithm>

namespace core {

std::string_view levelId(Level level)
{
    switch (level) {
    case Level::Easy:
        return "easy";
    case Level::Medium:
        return "medium";
    case Level::Hard:
        return "hard";
    case Level::Expert:
        return "expert";
    case Level::Extreme:
        return "extreme";
    }
    return "unknown";
}

int techniqueWeight(Technique t)
{
    switch (t) {
    case Technique::FullHouse:
        return 4;
    case Technique::NakedSingle:
        return 4;
    case Technique::HiddenSingle:
        return 14;
    case Technique::Pointing:
        return 50;
    case Technique::Claiming:
        return 50;
    case Technique::NakedPair:
        return 60;
    case Technique::HiddenPair:
        return 70;
    case Technique::NakedTriple:
        return 80;
    case Technique::HiddenTriple:
        return 100;
    case Technique::NakedQuad:
        return 120;
    case Technique::HiddenQuad:
        return 150;
    case Technique::XWing:
        return 140;
    case Technique::Swordfish:
        return 150;
    case Technique::Jellyfish:
        return 160;
    case Technique::Skyscraper:
        return 130;
    case Technique::TwoStringKite:
        return 150;
    case Technique::EmptyRectangle:
        return 120;
    case Technique::XYWing:
        return 160;
    case Technique::XYZWing:
        return 180;
    case Technique::SimpleColoring:
        return 150;
    case Technique::UniqueRectangle1:
        return 100;
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
    case Technique::HiddenRectangle:
        return 100;
    case Technique::UniqueRectangle5:
    case Technique::UniqueRectangle6:
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
        return 100;
    case Technique::BugPlusOne:
        return 100;
    case Technique::BugType2:
    case Technique::BugType4:
        return 110;
    case Technique::BugType3:
        return 120;
    case Technique::RemotePair:
        return 110;
    case Technique::TurbotFish:
        return 120;
    case Technique::FinnedXWing:
        return 130;
    case Technique::SashimiXWing:
        return 150;
    case Technique::WWing:
        return 150;
    case Technique::MultiColoring:
        return 200;
    case Technique::FinnedSwordfish:
        return 200;
    case Technique::SashimiSwordfish:
        return 240;
    case Technique::FinnedJellyfish:
        return 250;
    case Technique::SashimiJellyfish:
        return 260;
    case Technique::SueDeCoq:
        return 250;
    case Technique::XChain:
    case Technique::XYChain:
        return 260;
    case Technique::Medusa3D:
        return 270;
    case Technique::ContinuousNiceLoop:
        return 280;
    case Technique::AlternatingInferenceChain:
        return 280;
    case Technique::AlsXZ:
        return 300;
    case Technique::AlsXYWing:
        return 320;
    case Technique::AlsAic:
        return 340;
    case Technique::DeathBlossom:
        return 360;
    case Technique::FrankenFish:
        return 350;
    case Technique::FinnedFrankenFish:
        return 390;
    case Technique::MutantFish:
        return 450;
    case Technique::FinnedMutantFish:
        return 470;
    case Technique::KrakenFish:
        return 480;
    case Technique::MultiSectorLockedSet:
        return 490;
    case Technique::ForcingChain:
        return 500;
    case Technique::ForcingNet:
        return 700;
    case Technique::RReduction:
        return 70;
    case Technique::Trial:
        return 10000;
    case Technique::Count_:
        break;
    }
    return 0;
}

Level techniqueLevel(Technique t)
{
    switch (t) {
    case Technique::FullHouse:
    case Technique::NakedSingle:
    case Technique::HiddenSingle:
        return Level::Easy;
    case Technique::Pointing:
    case Technique::Claiming:
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::RReduction:
    case Technique::BugPlusOne:
        return Level::Medium;
    case Technique::NakedQuad:
    case Technique::HiddenQuad:
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::XYWing:
    case Technique::XYZWing:
    case Technique::SimpleColoring:
    case Technique::UniqueRectangle1:
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
    case Technique::HiddenRectangle:
    case Technique::RemotePair:
    case Technique::TurbotFish:
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::WWing:
        return Level::Hard;
    case Technique::EmptyRectangle:
    case Technique::UniqueRectangle5:
    case Technique::UniqueRectangle6:
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4:
    case Technique::MultiColoring:
        return Level::Hard;
    case Technique::Medusa3D:
        return Level::Expert;
    case Technique::Jellyfish:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish:
    case Technique::XChain:
    case Technique::XYChain:
    case Technique::AlternatingInferenceChain:
    case Technique::AlsXZ:
    case Technique::AlsXYWing:
    case Technique::SueDeCoq:
    case Technique::ContinuousNiceLoop:
    case Technique::AlsAic:
    case Technique::DeathBlossom:
    case Technique::FrankenFish:
    case Technique::FinnedFrankenFish:
    case Technique::MutantFish:
    case Technique::FinnedMutantFish:
        return Level::Expert;
    case Technique::KrakenFish:
    case Technique::MultiSectorLockedSet:
    case Technique::ForcingChain:
    case Technique::ForcingNet:
    case Technique::Trial:
    case Technique::Count_:
        break;
    }
    return Level::Extreme;
}

Level levelForScore(int score)
{
    for (int i = 0; i < kLevelCount - 1; ++i)
        if (score <= kLevelMaxScore[i])
            return static_cast<Level>(i);
    return Level::Extreme;
}

namespace {

// The score of a path from its techniques in order; technique(item) reads one. Counted first and
// weighed per technique used (a path is mostly singles: one pass of increments, then one look at
// each technique); the hardest is the first step of the highest weight, as a walk would find it.
template <class Items, class TechniqueOf>
HumanScore score(const Items &items, bool solved, TechniqueOf technique)
{
    HumanScore result;
    for (const auto &item : items)
        ++result.counts[static_cast<int>(technique(item))];
    result.steps = static_cast<int>(items.size());
    Level hardestLevel = Level::Easy;
    int hardestWeight = -1;
    int ofHardestWeight = 0; // techniques used with that weight
    for (int i = 0; i < kTechniqueCount; ++i) {
        if (result.counts[i] == 0)
            continue;
        const Technique t = static_cast<Technique>(i);
        const int w = techniqueWeight(t);
        result.score += w * result.counts[i];
        hardestLevel = std::max(hardestLevel, techniqueLevel(t));
        if (w > hardestWeight) {
            hardestWeight = w;
            result.hardest = t;
            ofHardestWeight = 1;
        } else if (w == hardestWeight) {
            ++ofHardestWeight;
        }
    }
    if (ofHardestWeight > 1) {
        for (const auto &item : items) {
            if (techniqueWeight(technique(item)) == hardestWeight) {
                result.hardest = technique(item);
                break;
            }
        }
    }
    result.level = std::max(levelForScore(result.score), hardestLevel);
    if (!solved)
        result.level = Level::Extreme;
    return result;
}

} // namespace

HumanScore scorePath(const std::vector<Step> &path, bool solved)
{
    return score(path, solved, [](const Step &step) { return step.technique; });
}

HumanScore scoreTechniques(const std::vector<Technique> &techniques, bool solved)
{
    return score(techniques, solved, [](Technique t) { return t; });
}

HumanScore scoreTutorPath(const Board &board, const std::atomic<bool> *stop, bool *solved)
{
    const SolutionPath path = tutorPath(board, stop, false);
    const bool ok = path.status == PathStatus::Solved;
    if (solved)
        *solved = ok;
    return scoreTechniques(path.techniques, ok);
}

} // namespace core
