#include "run/record/runspec.h"

#include <charconv>
#include <sstream>
#include <vector>

namespace core {

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
    if (words.empty())
        return fail("no family (logic, search or climb)");
    RunSpec spec;
    if (words[0] == "logic")
        spec.family = RunFamily::Logic;
    else if (words[0] == "search")
        spec.family = RunFamily::Search;
    else if (words[0] == "climb")
        spec.family = RunFamily::Climb;
    else
        return fail(quoted(words[0]) + " is not logic, search or climb");
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
                if (value == "tutor")
                    spec.logicMode = LogicMode::Tutor;
                else if (value == "filter")
                    spec.logicMode = LogicMode::Filter;
                else if (value == "chen")
                    spec.logicMode = LogicMode::Chen;
                else
                    return fail(bad + "is not tutor, filter or chen");
            } else if (option == "--rules") {
                if (!isNumber || number < 1 || number > 10)
                    return fail(bad + "is not a number of rules from 1 to 10");
                spec.filterRules = static_cast<int>(number);
            } else if (option == "--choice") {
                if (value == "random")
                    spec.chenChoice = InferenceChoice::Random;
                else if (value == "first")
                    spec.chenChoice = InferenceChoice::FirstOpen;
                else if (value == "fewest")
                    spec.chenChoice = InferenceChoice::FewestCandidates;
                else
                    return fail(bad + "is not random, first or fewest");
            } else if (option == "--seed") {
                if (!parseNumber(value, spec.chenSeed))
                    return fail(bad + "is not a seed");
            } else {
                return fail(quoted(name) + " is no option of logic");
            }
        } else if (spec.family == RunFamily::Search) {
            if (option == "--strategy") {
                const auto s = parseStrategy(value);
                if (!s)
                    return fail(bad
                        + "is not a strategy (lex, mrv, mrv-random, ctn, dv-r1r2, "
                          "dv-gvmax, dv-gvmin, with /ascending, /gmax or /ep)");
                spec.strategy = s->name;
                s->applyTo(spec.search);
            } else if (option == "--propagation") {
                const auto p = parsePropagation(value);
                if (!p)
                    return fail(bad + "is not none, fc, singles, carmel or filter");
                spec.search.propagation = *p;
            } else if (option == "--carmel") {
                const auto c = parseCarmelStrategies(value);
                if (!c)
                    return fail(bad + "is not a list of I, II, III, IV");
                spec.search.carmel = *c;
            } else if (option == "--goal") {
                const auto g = parseSearchGoal(value);
                if (!g)
                    return fail(bad + "is not solve or neutralize");
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
                if (value == "best-first")
                    spec.climb.search = ClimbSearch::BestFirst;
                else if (value == "steepest")
                    spec.climb.search = ClimbSearch::Steepest;
                else
                    return fail(bad + "is not best-first or steepest");
            } else if (option == "--queue") {
                if (!isNumber || number < 1 || number > 1'000'000'000)
                    return fail(bad + "is not a queue size of at least 1");
                spec.climb.queueCapacity = static_cast<std::size_t>(number);
            } else if (option == "--init") {
                if (value == "greedy")
                    spec.climb.init = ClimbInit::Greedy;
                else if (value == "greedy-postswap")
                    spec.climb.init = ClimbInit::GreedyPostSwap;
                else if (value == "random")
                    spec.climb.init = ClimbInit::Random;
                else
                    return fail(bad + "is not greedy, greedy-postswap or random");
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
