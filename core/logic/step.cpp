#include "logic/step.h"

namespace core {

std::string_view techniqueId(Technique t)
{
    switch (t) {
    case Technique::FullHouse:
        return "full-house";
    case Technique::NakedSingle:
        return "naked-single";
    case Technique::HiddenSingle:
        return "hidden-single";
    case Technique::Pointing:
        return "pointing";
    case Technique::Claiming:
        return "claiming";
    case Technique::NakedPair:
        return "naked-pair";
    case Technique::HiddenPair:
        return "hidden-pair";
    case Technique::NakedTriple:
        return "naked-triple";
    case Technique::HiddenTriple:
        return "hidden-triple";
    case Technique::NakedQuad:
        return "naked-quad";
    case Technique::HiddenQuad:
        return "hidden-quad";
    case Technique::XWing:
        return "x-wing";
    case Technique::Swordfish:
        return "swordfish";
    case Technique::Jellyfish:
        return "jellyfish";
    case Technique::Skyscraper:
        return "skyscraper";
    case Technique::TwoStringKite:
        return "two-string-kite";
    case Technique::EmptyRectangle:
        return "empty-rectangle";
    case Technique::XYWing:
        return "xy-wing";
    case Technique::XYZWing:
        return "xyz-wing";
    case Technique::SimpleColoring:
        return "simple-coloring";
    case Technique::UniqueRectangle1:
        return "unique-rectangle-1";
    case Technique::UniqueRectangle2:
        return "unique-rectangle-2";
    case Technique::UniqueRectangle3:
        return "unique-rectangle-3";
    case Technique::UniqueRectangle4:
        return "unique-rectangle-4";
    case Technique::UniqueRectangle5:
        return "unique-rectangle-5";
    case Technique::UniqueRectangle6:
        return "unique-rectangle-6";
    case Technique::HiddenRectangle:
        return "hidden-rectangle";
    case Technique::AvoidableRectangle1:
        return "avoidable-rectangle-1";
    case Technique::AvoidableRectangle2:
        return "avoidable-rectangle-2";
    case Technique::BugPlusOne:
        return "bug-plus-one";
    case Technique::BugType2:
        return "bug-type-2";
    case Technique::BugType3:
        return "bug-type-3";
    case Technique::BugType4:
        return "bug-type-4";
    case Technique::RemotePair:
        return "remote-pair";
    case Technique::TurbotFish:
        return "turbot-fish";
    case Technique::FinnedXWing:
        return "finned-x-wing";
    case Technique::SashimiXWing:
        return "sashimi-x-wing";
    case Technique::WWing:
        return "w-wing";
    case Technique::MultiColoring:
        return "multi-coloring";
    case Technique::FinnedSwordfish:
        return "finned-swordfish";
    case Technique::SashimiSwordfish:
        return "sashimi-swordfish";
    case Technique::FinnedJellyfish:
        return "finned-jellyfish";
    case Technique::SashimiJellyfish:
        return "sashimi-jellyfish";
    case Technique::SueDeCoq:
        return "sue-de-coq";
    case Technique::XChain:
        return "x-chain";
    case Technique::XYChain:
        return "xy-chain";
    case Technique::Medusa3D:
        return "3d-medusa";
    case Technique::ContinuousNiceLoop:
        return "continuous-nice-loop";
    case Technique::AlternatingInferenceChain:
        return "aic";
    case Technique::AlsXZ:
        return "als-xz";
    case Technique::AlsXYWing:
        return "als-xy-wing";
    case Technique::AlsAic:
        return "als-aic";
    case Technique::DeathBlossom:
        return "death-blossom";
    case Technique::FrankenFish:
        return "franken-fish";
    case Technique::FinnedFrankenFish:
        return "finned-franken-fish";
    case Technique::MutantFish:
        return "mutant-fish";
    case Technique::FinnedMutantFish:
        return "finned-mutant-fish";
    case Technique::KrakenFish:
        return "kraken-fish";
    case Technique::MultiSectorLockedSet:
        return "msls";
    case Technique::ForcingChain:
        return "forcing-chain";
    case Technique::ForcingNet:
        return "forcing-net";
    case Technique::RReduction:
        return "r-reduction";
    case Technique::Trial:
        return "trial";
    case Technique::Count_:
        break;
    }
    return "unknown";
}

std::optional<Technique> techniqueFromId(std::string_view id)
{
    for (int t = 0; t < kTechniqueCount; ++t)
        if (techniqueId(static_cast<Technique>(t)) == id)
            return static_cast<Technique>(t);
    return std::nullopt;
}

void applyStep(Board &board, const Step &step)
{
    const Geometry &g = board.geometry();
    for (const auto &p : step.placements) {
        board.setValue(p.cell, p.symbol);
        board.setCandidates(p.cell, 0);
        for (int peer : g.peers(p.cell))
            board.removeCandidate(peer, p.symbol);
    }
    for (const auto &e : step.eliminations)
        board.removeCandidate(e.cell, e.symbol);
}

} // namespace core
