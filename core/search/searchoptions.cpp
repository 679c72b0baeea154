#include "search/searchoptions.h"

namespace core {

void Strategy::applyTo(SearchOptions &options) const
{
    options.variableOrder = variableOrder;
    options.tieBreak = tieBreak;
    options.valueOrder = valueOrder;
}

std::optional<Strategy> parseStrategy(std::string_view name)
{
    Strategy s;
    s.name = std::string(name);
    std::string_view base = name;
    std::optional<ValueOrder> values;
    if (const auto slash = name.find('/'); slash != std::string_view::npos) {
        base = name.substr(0, slash);
        const std::string_view v = name.substr(slash + 1);
        if (v == "ascending")
            values = ValueOrder::Ascending;
        else if (v == "gmax")
            values = ValueOrder::GMax;
        else if (v == "ep")
            values = ValueOrder::EP;
        else
            return std::nullopt;
    }
    if (base == "lex") {
        s.variableOrder = VariableOrder::Lex;
    } else if (base == "mrv") {
        s.variableOrder = VariableOrder::Mrv;
    } else if (base == "mrv-random") {
        s.variableOrder = VariableOrder::Mrv;
        s.tieBreak = TieBreak::Random;
    } else if (base == "ctn") {
        s.variableOrder = VariableOrder::Ctn;
    } else if (base == "dv-gvmax") {
        s.variableOrder = VariableOrder::DvGvMax;
        s.valueOrder = ValueOrder::GMax;
    } else if (base == "dv-gvmin") {
        s.variableOrder = VariableOrder::DvGvMin;
        s.valueOrder = ValueOrder::GMax;
    } else if (base == "dv-r1r2") {
        s.variableOrder = VariableOrder::Mrv;
        s.valueOrder = ValueOrder::EP;
    } else {
        return std::nullopt;
    }
    if (values)
        s.valueOrder = *values;
    return s;
}

std::optional<Propagation> parsePropagation(std::string_view name)
{
    if (name == "none")
        return Propagation::None;
    if (name == "fc")
        return Propagation::Fc;
    if (name == "singles")
        return Propagation::Singles;
    if (name == "carmel")
        return Propagation::Carmel;
    if (name == "filter")
        return Propagation::Filter;
    return std::nullopt;
}

std::optional<SearchGoal> parseSearchGoal(std::string_view name)
{
    if (name == "solve")
        return SearchGoal::Solve;
    if (name == "neutralize")
        return SearchGoal::Neutralize;
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
