#pragma once

// Options of the search lab's depth-first backtracking engine (SearchEngine). Identifiers
// (variableOrderId, parseStrategy ...) are stable machine names for the CLI, CSV and settings,
// not prose: the UI translates its own labels.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace core {

// Which open square is expanded next.
enum class VariableOrder : std::uint8_t {
    Lex, // systematic order A1, A2 ... I9 (the CtN paper's "FC", San Segundo's "L")
    Mrv, // fewest candidates (San Segundo's "D"); ties: see TieBreak
    Ctn, // fewest candidates, then the highest Contribution Number (Abuluaih et al.)
    DvGvMax, // fewest candidates, then the most edges of the square's candidates in G_CSP
    DvGvMin, // fewest candidates, then the fewest edges in G_CSP
};

// How ties left by the variable order are broken: first in cell order, or a seeded random choice.
enum class TieBreak : std::uint8_t { First, Random };

// In which order the candidates of the chosen square are tried. The look-ahead orders place the
// value on a copy, filter with the first two rules (naked and hidden singles: San Segundo's
// "r1r2") and rank the resulting grids; values whose look-ahead fails go last, in ascending order.
enum class ValueOrder : std::uint8_t {
    Ascending,
    GMax, // most edges left in G_CSP, ties by fewest empty cells E, then smallest product P
    EP, // fewest empty cells E, ties by smallest product P of candidate counts ("r1r2(EP)")
};

// What happens after each assignment.
enum class Propagation : std::uint8_t {
    None, // consistency check only: a value is tried if no assigned peer holds it; candidate
          // sets stay those of the puzzle's givens (so MRV/CtN order by the initial counts)
    Fc, // forward checking: the value leaves its peers' candidates; an emptied peer fails
    Singles, // forward checking plus naked and hidden singles to a fixpoint
    Carmel, // the HS-solver's strategies I-IV (CarmelStrategies), each switchable
    Filter, // San Segundo's ten rules through a pluggable Propagator (see propagator.h)
};

enum class SearchGoal : std::uint8_t {
    Solve, // every square filled
    Neutralize, // stop when the open squares form a Neutralized Set, then fill and validate
};

// Carmel's human strategies. II-IV read the current candidates, so switching any of them on also
// keeps candidates reduced after each assignment (the elimination half of I); only I places
// naked singles.
struct CarmelStrategies
{
    bool candidateReduction = true; // I: forward checking, and a lone candidate is placed
    bool uniqueness = true; // II: a digit with one place in a unit is placed there
    bool hiddenPairs = true; // III
    bool nakedPairs = true; // IV

    bool any() const { return candidateReduction || uniqueness || hiddenPairs || nakedPairs; }
    bool operator==(const CarmelStrategies &) const = default;
};

struct SearchOptions
{
    VariableOrder variableOrder = VariableOrder::Mrv;
    TieBreak tieBreak = TieBreak::First;
    ValueOrder valueOrder = ValueOrder::Ascending;
    Propagation propagation = Propagation::Fc;
    CarmelStrategies carmel;
    SearchGoal goal = SearchGoal::Solve;
    // Maximum number of assignments (recursions); 0 = no limit.
    std::uint64_t nodeLimit = 0;
    // Seeds TieBreak::Random; the same seed gives the same search.
    std::uint64_t seed = 0;
};

// A named strategy of the compare command: a variable order with its tie break and value order.
// "lex", "mrv", "mrv-random", "ctn", "dv-gvmax", "dv-gvmin" (value order gmax), "dv-r1r2" (mrv
// with value order ep); any of them may end in "/ascending", "/gmax" or "/ep" to set the value
// order explicitly.
struct Strategy
{
    std::string name;
    VariableOrder variableOrder = VariableOrder::Mrv;
    TieBreak tieBreak = TieBreak::First;
    ValueOrder valueOrder = ValueOrder::Ascending;

    void applyTo(SearchOptions &options) const;
};

std::optional<Strategy> parseStrategy(std::string_view name);
std::optional<Propagation> parsePropagation(std::string_view name);
std::optional<SearchGoal> parseSearchGoal(std::string_view name);
// "I,II,III,IV" (any subset, also "none" or ""); empty optional on an unknown word.
std::optional<CarmelStrategies> parseCarmelStrategies(std::string_view list);

// Every named strategy, in the order the front ends offer them: lex, mrv, mrv-random, ctn,
// dv-r1r2, dv-gvmax, dv-gvmin (parseStrategy reads each, with or without a value order suffix).
std::span<const std::string_view> strategyNames();
// Every value order, propagation and goal, in the order the front ends offer them; their ids
// (below) are the words parseStrategy's suffix, parsePropagation and parseSearchGoal read.
std::span<const ValueOrder> valueOrders();
std::span<const Propagation> propagations();
std::span<const SearchGoal> searchGoals();

std::string_view variableOrderId(VariableOrder order);
std::string_view valueOrderId(ValueOrder order);
std::string_view propagationId(Propagation propagation);
std::string_view searchGoalId(SearchGoal goal);

} // namespace core
