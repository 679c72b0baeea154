#include "search/searchoptions.h"

#include <array>
#include <iterator>

namespace core {

void Strategy::applyTo(SearchOptions &options) const
{
    options.variableOrder = variableOrder;
    options.tieBreak = tieBreak;
    options.valueOrder = valueOrder;
}

namespace {

// The named strategies: a variable order with its tie break and value order.
struct NamedStrategy
{
    std::string_view name;
    VariableOrder variableOrder;
    TieBreak tieBreak;
    ValueOrder valueOrder;
};
constexpr NamedStrategy kStrategies[] = {
    { "lex", VariableOrder::Lex, TieBreak::First, ValueOrder::Ascending },
    { "mrv", VariableOrder::Mrv, TieBreak::First, ValueOrder::Ascending },
    { "mrv-random", VariableOrder::Mrv, TieBreak::Random, ValueOrder::Ascending },
    { "ctn", VariableOrder::Ctn, TieBreak::First, ValueOrder::Ascending },
    { "dv-r1r2", VariableOrder::Mrv, TieBreak::First, ValueOrder::EP },
    { "dv-gvmax", VariableOrder::DvGvMax, TieBreak::First, ValueOrder::GMax },
    { "dv-gvmin", VariableOrder::DvGvMin, TieBreak::First, ValueOrder::GMax },
};
constexpr auto kStrategyNames = [] {
    std::array<std::string_view, std::size(kStrategies)> names {};
    for (std::size_t i = 0; i < names.size(); ++i)
        names[i] = kStrategies[i].name;
    return names;
}();
constexpr ValueOrder kValueOrders[] = { ValueOrder::Ascending, ValueOrder::GMax, ValueOrder::EP };
constexpr Propagation kPropagations[] = { Propagation::None, Propagation::Fc, Propagation::Singles,
    Propagation::Carmel, Propagation::Filter };
constexpr SearchGoal kGoals[] = { SearchGoal::Solve, SearchGoal::Neutralize };

} // namespace

std::span<const std::string_view> strategyNames()
{
    return kStrategyNames;
}

std::span<const ValueOrder> valueOrders()
{
    return kValueOrders;
}

std::span<const Propagation> propagations()
{
    return kPropagations;
}

std::span<const SearchGoal> searchGoals()
{
    return kGoals;
}

std::optional<Strategy> parseStrategy(std::string_view name)
{
    std::string_view base = name;
    std::optional<ValueOrder> values;
    if (const auto slash = name.find('/'); slash != std::string_view::npos) {
        base = name.substr(0, slash);
        const std::string_view v = name.substr(slash + 1);
        for (const ValueOrder order : kValueOrders)
            if (v == valueOrderId(order))
                values = order;
        if (!values)
            return std::nullopt;
    }
    for (const NamedStrategy &named : kStrategies) {
        if (base != named.name)
            continue;
        Strategy s;
        s.name = std::string(name);
        s.variableOrder = named.variableOrder;
        s.tieBreak = named.tieBreak;
        s.valueOrder = values.value_or(named.valueOrder);
        return s;
    }
    return std::nullopt;
}

std::optional<Propagation> parsePropagation(std::string_view name)
{
    for (const Propagation p : kPropagations)
        if (name == propagationId(p))
            return p;
    return std::nullopt;
}

std::optional<SearchGoal> parseSearchGoal(std::string_view name)
{
    for (const SearchGoal g : kGoals)
        if (name == searchGoalId(g))
            return g;
    return std::nullopt;
}

std::optional<CarmelStrategies> parseCarmelStrategies(std::string_view list)
{
    CarmelStrategies s { false, false, false, false };
    if (list == "none" || list.empty())
        return s;
    while (!list.empty()) {
        const auto comma = list.find(',');
        const std::string_view word = list.substr(0, comma);
        if (word == "I")
            s.candidateReduction = true;
        else if (word == "II")
            s.uniqueness = true;
        else if (word == "III")
            s.hiddenPairs = true;
        else if (word == "IV")
            s.nakedPairs = true;
        else
            return std::nullopt;
        if (comma == std::string_view::npos)
            break;
        list.remove_prefix(comma + 1);
    }
    return s;
}

std::string_view variableOrderId(VariableOrder order)
{
    switch (order) {
    case VariableOrder::Lex:
        return "lex";
    case VariableOrder::Mrv:
        return "mrv";
    case VariableOrder::Ctn:
        return "ctn";
    case VariableOrder::DvGvMax:
        return "dv-gvmax";
    case VariableOrder::DvGvMin:
        return "dv-gvmin";
    }
    return "?";
}

std::string_view valueOrderId(ValueOrder order)
{
    switch (order) {
    case ValueOrder::Ascending:
        return "ascending";
    case ValueOrder::GMax:
        return "gmax";
    case ValueOrder::EP:
        return "ep";
    }
    return "?";
}

std::string_view propagationId(Propagation propagation)
{
    switch (propagation) {
    case Propagation::None:
        return "none";
    case Propagation::Fc:
        return "fc";
    case Propagation::Singles:
        return "singles";
    case Propagation::Carmel:
        return "carmel";
    case Propagation::Filter:
        return "filter";
    }
    return "?";
}

std::string_view searchGoalId(SearchGoal goal)
{
    return goal == SearchGoal::Solve ? "solve" : "neutralize";
}

} // namespace core
