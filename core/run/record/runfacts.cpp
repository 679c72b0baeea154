#include "run/record/runfacts.h"

#include "logic/sansegundofilter.h"

namespace core {

SearchStatus searchStatus(std::uint8_t code)
{
    return static_cast<SearchStatus>(code);
}

ClimbStop climbStop(std::uint8_t code)
{
    return static_cast<ClimbStop>(code);
}

PathStatus pathStatus(std::uint8_t code)
{
    return static_cast<PathStatus>(code);
}

GridStatus gridStatus(std::uint8_t code)
{
    return static_cast<GridStatus>(code);
}

ClimbRestartReason climbRestartReason(std::uint8_t code)
{
    return static_cast<ClimbRestartReason>(code);
}

ClimbInit climbInit(std::uint8_t code)
{
    return static_cast<ClimbInit>(code);
}

std::optional<Technique> causeTechnique(ChangeCause cause)
{
    switch (cause) {
    case ChangeCause::NakedSingle:
        return Technique::NakedSingle;
    case ChangeCause::HiddenSingle:
        return Technique::HiddenSingle;
    case ChangeCause::Pointing:
        return Technique::Pointing;
    case ChangeCause::Claiming:
        return Technique::Claiming;
    case ChangeCause::NakedPair:
        return Technique::NakedPair;
    case ChangeCause::HiddenPair:
        return Technique::HiddenPair;
    case ChangeCause::NakedTriple:
        return Technique::NakedTriple;
    case ChangeCause::HiddenTriple:
        return Technique::HiddenTriple;
    case ChangeCause::NakedQuad:
        return Technique::NakedQuad;
    case ChangeCause::HiddenQuad:
        return Technique::HiddenQuad;
    case ChangeCause::RReduction:
        return Technique::RReduction;
    case ChangeCause::None:
    case ChangeCause::Decision:
    case ChangeCause::ForwardCheck:
    case ChangeCause::Neutralized:
    case ChangeCause::External:
        break;
    }
    return std::nullopt;
}

ChangeCause techniqueCause(Technique technique)
{
    if (technique == Technique::RReduction)
        return ChangeCause::RReduction;
    const int rule = filterRuleIndex(technique);
    return rule >= 0 ? gridrules::ruleCause(rule) : ChangeCause::None;
}

std::optional<Technique> eventTechnique(const RunEvent &e)
{
    switch (e.kind) {
    case RunEventKind::LogicStep:
        if (e.rule >= 0 && e.rule < kTechniqueCount)
            return static_cast<Technique>(e.rule);
        break;
    case RunEventKind::RuleFired:
        if (e.rule >= 0 && e.rule < kFilterRuleCount)
            return kFilterRules[static_cast<std::size_t>(e.rule)];
        break;
    case RunEventKind::Reduction:
        return e.rule == 1 ? Technique::NakedSingle : Technique::RReduction;
    default:
        break;
    }
    return std::nullopt;
}

std::optional<RunSpec> timelineSpec(const RunTimeline &timeline)
{
    return parseRunSpec(timeline.header().spec);
}

namespace {

std::uint32_t cellSymbol(int cell, int symbol, int role = 0)
{
    return static_cast<std::uint32_t>(cell) | static_cast<std::uint32_t>(symbol) << 10
        | static_cast<std::uint32_t>(role) << 15;
}

template <class T>
void putList(std::vector<std::uint32_t> &words, const std::vector<T> &items,
    std::uint32_t (*pack)(const T &))
{
    words.push_back(static_cast<std::uint32_t>(items.size()));
    for (const T &item : items)
        words.push_back(pack(item));
}

// Reads the words in order; past the end every read gives 0 (a short record reads as empty).
struct Reader
{
    std::span<const std::uint32_t> words;
    std::size_t at = 0;
    std::uint32_t next() { return at < words.size() ? words[at++] : 0; }
};

} // namespace

void encodeStep(const Step &step, std::vector<std::uint32_t> &words)
{
    putList<int>(words, step.units, [](const int &u) { return static_cast<std::uint32_t>(u); });
    putList<int>(words, step.cells, [](const int &c) { return static_cast<std::uint32_t>(c); });
    words.push_back(step.symbols);
    putList<PatternCandidate>(words, step.pattern,
        [](const PatternCandidate &p) { return cellSymbol(p.cell, p.symbol, p.role); });
    putList<Placement>(
        words, step.placements, [](const Placement &p) { return cellSymbol(p.cell, p.symbol); });
    putList<Elimination>(words, step.eliminations,
        [](const Elimination &e) { return cellSymbol(e.cell, e.symbol); });
    words.push_back(static_cast<std::uint32_t>(step.trialCell + 1));
    words.push_back(static_cast<std::uint32_t>(step.trialSymbol));
    words.push_back(static_cast<std::uint32_t>(step.contradictionCell + 1));
    // The chains (the Lab's chain stepper walks them) and what a forcing step starts from;
    // records written before they were kept end here and read back without them.
    words.push_back(static_cast<std::uint32_t>(step.forcing));
    words.push_back(static_cast<std::uint32_t>(step.chains.size()));
    for (const Chain &chain : step.chains) {
        words.push_back(static_cast<std::uint32_t>(chain.nodes.size()));
        for (const ChainNode &node : chain.nodes) {
            putList<int>(
                words, node.cells, [](const int &c) { return static_cast<std::uint32_t>(c); });
            words.push_back(static_cast<std::uint32_t>(node.digit));
            words.push_back(node.als);
        }
        putList<ChainLink>(
            words, chain.links, [](const ChainLink &l) { return static_cast<std::uint32_t>(l); });
        putList<Elimination>(words, chain.eliminations,
            [](const Elimination &e) { return cellSymbol(e.cell, e.symbol); });
        putList<Placement>(words, chain.placements,
            [](const Placement &p) { return cellSymbol(p.cell, p.symbol); });
        words.push_back(static_cast<std::uint32_t>(chain.branch + 1));
        words.push_back(static_cast<std::uint32_t>(chain.nested));
    }
}

Step decodeStep(Technique technique, std::span<const std::uint32_t> words)
{
    Step step;
    step.technique = technique;
    Reader in { words };
    auto count = [&] { return std::min<std::size_t>(in.next(), words.size()); };
    for (std::size_t n = count(); n > 0; --n)
        step.units.push_back(static_cast<int>(in.next()));
    for (std::size_t n = count(); n > 0; --n)
        step.cells.push_back(static_cast<int>(in.next()));
    step.symbols = in.next();
    for (std::size_t n = count(); n > 0; --n) {
        const std::uint32_t w = in.next();
        step.pattern.push_back(
            { runword::cell(w), runword::symbol(w), static_cast<std::uint8_t>((w >> 15) & 0xff) });
    }
    for (std::size_t n = count(); n > 0; --n) {
        const std::uint32_t w = in.next();
        step.placements.push_back({ runword::cell(w), runword::symbol(w) });
    }
    for (std::size_t n = count(); n > 0; --n) {
        const std::uint32_t w = in.next();
        step.eliminations.push_back({ runword::cell(w), runword::symbol(w) });
    }
    step.trialCell = static_cast<int>(in.next()) - 1;
    step.trialSymbol = static_cast<int>(in.next());
    step.contradictionCell = static_cast<int>(in.next()) - 1;
    const std::uint32_t forcing = in.next();
    if (forcing <= static_cast<std::uint32_t>(ForcingKind::Unit))
        step.forcing = static_cast<ForcingKind>(forcing);
    for (std::size_t n = count(); n > 0; --n) {
        Chain chain;
        for (std::size_t k = count(); k > 0; --k) {
            ChainNode node;
            for (std::size_t c = count(); c > 0; --c)
                node.cells.push_back(static_cast<int>(in.next()));
            node.digit = static_cast<int>(in.next());
            node.als = in.next();
            chain.nodes.push_back(std::move(node));
        }
        for (std::size_t k = count(); k > 0; --k)
            chain.links.push_back(in.next() ? ChainLink::Weak : ChainLink::Strong);
        for (std::size_t k = count(); k > 0; --k) {
            const std::uint32_t w = in.next();
            chain.eliminations.push_back({ runword::cell(w), runword::symbol(w) });
        }
        for (std::size_t k = count(); k > 0; --k) {
            const std::uint32_t w = in.next();
            chain.placements.push_back({ runword::cell(w), runword::symbol(w) });
        }
        chain.branch = static_cast<int>(in.next()) - 1;
        chain.nested = static_cast<int>(in.next());
        step.chains.push_back(std::move(chain));
    }
    return step;
}

Step logicStep(const RunTimeline &timeline, std::uint64_t k)
{
    return decodeStep(static_cast<Technique>(timeline.event(k).rule), timeline.detailWords(k));
}

CellSelection selectionAt(
    const RunTimeline &timeline, std::uint64_t k, const SearchOptions &options, RunCursor &cursor)
{
    CellSelection out;
    cursor.seek(k);
    out.cell = selectSearchCell(timeline.geometry(), cursor.values().data(),
        cursor.candidates().data(), options, nullptr, out.weight, &out.weighed);
    for (const CellWeight &w : out.weighed)
        if (w.weight == out.weight)
            out.ties.push_back(w.cell);
    return out;
}

CtnWeights contributionNumbersAt(const RunCursor &cursor, bool skipNeutralized)
{
    return contributionNumbers(cursor.timeline().geometry(), cursor.values().data(),
        cursor.candidates().data(), skipNeutralized);
}

DecisionFacts decisionFacts(const RunTimeline &timeline, std::uint64_t k, RunCursor &cursor)
{
    const RunEvent decision = timeline.event(k);
    DecisionFacts facts;
    facts.cell = decision.cell;
    facts.symbol = decision.symbol;
    std::uint64_t at = k;
    if (decision.parent >= 0
        && static_cast<std::uint64_t>(decision.parent) < timeline.tree().size()) {
        const std::uint32_t selection
            = timeline.tree().node(static_cast<std::uint64_t>(decision.parent)).selection;
        if (selection != kNoIndex && selection < k) {
            const RunEvent e = timeline.event(selection);
            facts.weight = e.weight;
            facts.ties = e.ties;
            at = selection;
        }
    }
    cursor.seek(at);
    if (facts.cell >= 0)
        facts.candidates = cursor.candidates(facts.cell);
    return facts;
}

} // namespace core
