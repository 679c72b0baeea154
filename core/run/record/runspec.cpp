#include "run/record/runspec.h"

#include <charconv>
#include <span>
#include <sstream>
#include <vector>

namespace core {

namespace {

constexpr RunFamily kFamilies[] = { RunFamily::Logic, RunFamily::Search, RunFamily::Climb };
constexpr LogicMode kLogicModes[] = { LogicMode::Tutor, LogicMode::Filter, LogicMode::Chen };
constexpr ClimbSearch kClimbSearches[] = { ClimbSearch::BestFirst, ClimbSearch::Steepest };
constexpr ClimbInit kClimbInits[]
    = { ClimbInit::Greedy, ClimbInit::GreedyPostSwap, ClimbInit::Random };
constexpr InferenceChoice kInferenceChoices[]
    = { InferenceChoice::Random, InferenceChoice::FirstOpen, InferenceChoice::FewestCandidates };

} // namespace

std::span<const RunFamily> runFamilies()
{
    return kFamilies;
}

std::span<const LogicMode> logicModes()
{
    return kLogicModes;
}

std::span<const ClimbSearch> climbSearches()
{
    return kClimbSearches;
}

std::span<const ClimbInit> climbInits()
{
    return kClimbInits;
}

std::span<const InferenceChoice> inferenceChoices()
{
    return kInferenceChoices;
}

std::string_view runFamilyId(RunFamily family)
{
    switch (family) {
    case RunFamily::Logic:
        return "logic";
    case RunFamily::Search:
        return "search";
    case RunFamily::Climb:
        return "climb";
    }
    return "?";
}

std::string_view logicModeId(LogicMode mode)
{
    switch (mode) {
    case LogicMode::Tutor:
        return "tutor";
    case LogicMode::Filter:
        return "filter";
    case LogicMode::Chen:
        return "chen";
    }
    return "?";
}

std::string_view climbInitId(ClimbInit init)
{
    switch (init) {
    case ClimbInit::Greedy:
        return "greedy";
    case ClimbInit::GreedyPostSwap:
        return "greedy-postswap";
    case ClimbInit::Random:
        return "random";
    }
    return "?";
}

std::string_view climbSearchId(ClimbSearch search)
{
    return search == ClimbSearch::BestFirst ? "best-first" : "steepest";
}

std::string_view inferenceChoiceId(InferenceChoice choice)
{
    switch (choice) {
    case InferenceChoice::Random:
        return "random";
    case InferenceChoice::FirstOpen:
        return "first";
    case InferenceChoice::FewestCandidates:
        return "fewest";
    }
    return "?";
}

namespace {

std::string carmelList(const CarmelStrategies &s)
{
    std::string out;
    auto add = [&](bool on, const char *name) {
        if (!on)
            return;
        if (!out.empty())
            out += ',';
        out += name;
    };
    add(s.candidateReduction, "I");
    add(s.uniqueness, "II");
    add(s.hiddenPairs, "III");
    add(s.nakedPairs, "IV");
    return out.empty() ? "none" : out;
}

// 'word' (built by appending: GCC 12 warns falsely on "'" + std::string at -O3).
std::string quoted(std::string_view word)
{
    std::string out(1, '\'');
    out.append(word);
    out += '\'';
    return out;
}

// The item of `items` whose id is `word`.
template <class T, class Id>
std::optional<T> pick(std::span<const T> items, Id id, std::string_view word)
{
    for (const T item : items)
        if (id(item) == word)
            return item;
    return std::nullopt;
}

// "a, b or c".
std::string alternatives(const std::vector<std::string_view> &words)
{
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            out += i + 1 == words.size() ? " or " : ", ";
        out.append(words[i]);
    }
    return out;
}

// The ids of `items`, as alternatives.
template <class T, class Id> std::string idAlternatives(std::span<const T> items, Id id)
{
    std::vector<std::string_view> words;
    for (const T item : items)
        words.push_back(id(item));
    return alternatives(words);
}

template <class T> bool parseNumber(std::string_view text, T &out)
{
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end;
}

} // namespace

std::optional<RunSpec> parseRunSpec(std::string_view line, std::string *error)
{
    std::vector<std::string_view> words;
    for (std::size_t i = 0; i < line.size();) {
        while (i < line.size() && line[i] == ' ')
            ++i;
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ')
            ++j;
        if (j > i)
            words.push_back(line.substr(i, j - i));
        i = j;
    }
    auto fail = [&](const std::string &why) -> std::optional<RunSpec> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const std::string families = idAlternatives(runFamilies(), runFamilyId);
    if (words.empty())
        return fail("no family (" + families + ")");
    RunSpec spec;
    if (const auto family = pick(runFamilies(), runFamilyId, words[0]))
        spec.family = *family;
    else
        return fail(quoted(words[0]) + " is not " + families);
    if (const auto s = parseStrategy(spec.strategy))
        s->applyTo(spec.search);

    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string_view option = words[i];
        const std::string name(option);
        // The one flag without a value.
        if (spec.family == RunFamily::Climb && option == "--fixed-greedy") {
            spec.climb.shuffleGreedyOnRestart = false;
            continue;
        }
        if (i + 1 >= words.size())
            return fail(name + ": a value is missing");
        const std::string_view value = words[++i];
        const std::string bad = name + ": " + quoted(value) + " ";
        long long number = 0;
        const bool isNumber = parseNumber(value, number);
        if (spec.family == RunFamily::Logic) {
            if (option == "--mode") {
                const auto mode = pick(logicModes(), logicModeId, value);
                if (!mode)
                    return fail(bad + "is not " + idAlternatives(logicModes(), logicModeId));
                spec.logicMode = *mode;
            } else if (option == "--rules") {
                if (!isNumber || number < 1 || number > 10)
                    return fail(bad + "is not a number of rules from 1 to 10");
                spec.filterRules = static_cast<int>(number);
            } else if (option == "--choice") {
                const auto choice = pick(inferenceChoices(), inferenceChoiceId, value);
                if (!choice)
                    return fail(
                        bad + "is not " + idAlternatives(inferenceChoices(), inferenceChoiceId));
                spec.chenChoice = *choice;
            } else if (option == "--seed") {
                if (!parseNumber(value, spec.chenSeed))
                    return fail(bad + "is not a seed");
            } else {
                return fail(quoted(name) + " is no option of logic");
            }
        } else if (spec.family == RunFamily::Search) {
            if (option == "--strategy") {
                const auto s = parseStrategy(value);
                if (!s) {
                    std::string names;
                    for (const std::string_view n : strategyNames())
                        names.append(n).append(", ");
                    std::vector<std::string> suffixes;
                    for (const ValueOrder order : valueOrders())
                        suffixes.push_back(std::string(1, '/').append(valueOrderId(order)));
                    return fail(bad + "is not a strategy (" + names + "with "
                        + alternatives({ suffixes.begin(), suffixes.end() }) + ")");
                }
                spec.strategy = s->name;
                s->applyTo(spec.search);
            } else if (option == "--propagation") {
                const auto p = parsePropagation(value);
                if (!p)
                    return fail(bad + "is not " + idAlternatives(propagations(), propagationId));
                spec.search.propagation = *p;
            } else if (option == "--carmel") {
                const auto c = parseCarmelStrategies(value);
                if (!c)
                    return fail(bad + "is not a list of I, II, III, IV");
                spec.search.carmel = *c;
            } else if (option == "--goal") {
                const auto g = parseSearchGoal(value);
                if (!g)
                    return fail(bad + "is not " + idAlternatives(searchGoals(), searchGoalId));
                spec.search.goal = *g;
            } else if (option == "--seed") {
                if (!parseNumber(value, spec.search.seed))
                    return fail(bad + "is not a seed");
            } else if (option == "--limit") {
                if (!parseNumber(value, spec.search.nodeLimit))
                    return fail(bad + "is not a node limit");
            } else {
                return fail(quoted(name) + " is no option of search");
            }
        } else {
            if (option == "--search") {
                const auto search = pick(climbSearches(), climbSearchId, value);
                if (!search)
                    return fail(bad + "is not " + idAlternatives(climbSearches(), climbSearchId));
                spec.climb.search = *search;
            } else if (option == "--queue") {
                if (!isNumber || number < 1 || number > 1'000'000'000)
                    return fail(bad + "is not a queue size of at least 1");
                spec.climb.queueCapacity = static_cast<std::size_t>(number);
            } else if (option == "--init") {
                const auto init = pick(climbInits(), climbInitId, value);
                if (!init)
                    return fail(bad + "is not " + idAlternatives(climbInits(), climbInitId));
                spec.climb.init = *init;
            } else if (option == "--w1" || option == "--w2") {
                if (!isNumber || number < -1000 || number > 1000)
                    return fail(bad + "is not a weight from -1000 to 1000");
                (option == "--w1" ? spec.climb.w1 : spec.climb.w2) = static_cast<int>(number);
            } else if (option == "--cutoff") {
                if (!isNumber || number < 1 || number > 1'000'000)
                    return fail(bad + "is not a cut-off of at least 1");
                spec.climb.plateauCutoff = static_cast<int>(number);
            } else if (option == "--seed") {
                if (!parseNumber(value, spec.climb.seed))
                    return fail(bad + "is not a seed");
            } else if (option == "--max-iterations") {
                if (!parseNumber(value, spec.climb.maxIterations))
                    return fail(bad + "is not a number of iterations");
            } else if (option == "--max-restarts") {
                if (!isNumber || number < 0 || number > 1'000'000'000)
                    return fail(bad + "is not a number of restarts");
                spec.climb.maxRestarts = static_cast<int>(number);
            } else {
                return fail(quoted(name) + " is no option of climb");
            }
        }
    }
    return spec;
}

std::string runSpecWords(const RunSpec &spec)
{
    std::ostringstream out;
    switch (spec.family) {
    case RunFamily::Logic:
        out << "logic --mode " << logicModeId(spec.logicMode);
        if (spec.logicMode == LogicMode::Filter)
            out << " --rules " << spec.filterRules;
        if (spec.logicMode == LogicMode::Chen)
            out << " --choice " << inferenceChoiceId(spec.chenChoice) << " --seed "
                << spec.chenSeed;
        break;
    case RunFamily::Search:
        out << "search --strategy " << spec.strategy << " --propagation "
            << propagationId(spec.search.propagation);
        if (spec.search.propagation == Propagation::Carmel)
            out << " --carmel " << carmelList(spec.search.carmel);
        out << " --goal " << searchGoalId(spec.search.goal) << " --seed " << spec.search.seed
            << " --limit " << spec.search.nodeLimit;
        break;
    case RunFamily::Climb:
        out << "climb --search " << climbSearchId(spec.climb.search);
        if (spec.climb.search == ClimbSearch::BestFirst)
            out << " --queue " << spec.climb.queueCapacity;
        out << " --init " << climbInitId(spec.climb.init) << " --w1 " << spec.climb.w1 << " --w2 "
            << spec.climb.w2 << " --cutoff " << spec.climb.plateauCutoff << " --seed "
            << spec.climb.seed << " --max-iterations " << spec.climb.maxIterations
            << " --max-restarts " << spec.climb.maxRestarts;
        if (!spec.climb.shuffleGreedyOnRestart)
            out << " --fixed-greedy";
        break;
    }
    return out.str();
}

} // namespace core
