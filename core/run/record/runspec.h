#pragma once

// What to run in the Lab (and the race, and the batch): a family and its options, in exactly the
// CLI's vocabulary, so a spec reads and writes as the words of a command line:
//   logic --mode tutor|filter|chen [--rules K] [--choice random|first|fewest] [--seed N]
//   search --strategy lex|mrv|mrv-random|ctn|dv-r1r2|dv-gvmax|dv-gvmin[/ascending|/gmax|/ep]
//          [--propagation none|fc|singles|carmel|filter] [--carmel I,II,III,IV]
//          [--goal solve|neutralize] [--seed N] [--limit NODES]
//   climb [--search best-first|steepest] [--queue N] [--init greedy|greedy-postswap|random]
//         [--w1 N] [--w2 N] [--cutoff N] [--seed N] [--max-iterations N] [--max-restarts N]
//         [--fixed-greedy]
// (sudoku-cli compare takes --strategies LIST, explain the tutor, rate the FILTER with --rules and
// Chen with --choice, climb the climber's options.) Identifiers, not prose: the UI words them.

#include "climb/hillclimber.h"
#include "logic/chensolver.h"
#include "run/runevent.h"
#include "search/searchoptions.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace core {

enum class LogicMode : std::uint8_t {
    Tutor, // the tutor's explained path, step by step (logic/tutorengine.h)
    Filter, // San Segundo's FILTER, rule firing by rule firing (logic/sansegundofilter.h)
    Chen, // Chen's r-Reduction and Inference (logic/chensolver.h)
};

struct RunSpec
{
    RunFamily family = RunFamily::Search;
    // Logic.
    LogicMode logicMode = LogicMode::Tutor;
    int filterRules = 10; // the FILTER uses rules 0..filterRules-1
    InferenceChoice chenChoice = InferenceChoice::Random;
    std::uint64_t chenSeed = 1;
    // Search: the strategy's name as written (it sets the variable order, tie break and value
    // order of `search`), and the other options.
    std::string strategy = "mrv";
    SearchOptions search;
    // Climb (a reading of the search added to ClimbOptions comes with it).
    ClimbOptions climb;
};

// The spec of a words line as above; empty with `error` set (naming the word) when a word is
// unknown or a value is out of range.
std::optional<RunSpec> parseRunSpec(std::string_view words, std::string *error = nullptr);
// The words of a spec (every option of its family written out); parseRunSpec reads them back.
std::string runSpecWords(const RunSpec &spec);

// Every family, logic mode, climber search, initialization and Chen's inference choice, in the
// order the front ends offer them; their ids (below) are the words parseRunSpec reads.
std::span<const RunFamily> runFamilies();
std::span<const LogicMode> logicModes();
std::span<const ClimbSearch> climbSearches();
std::span<const ClimbInit> climbInits();
std::span<const InferenceChoice> inferenceChoices();

std::string_view runFamilyId(RunFamily family);
std::string_view logicModeId(LogicMode mode);
std::string_view climbInitId(ClimbInit init);
std::string_view climbSearchId(ClimbSearch search);
std::string_view inferenceChoiceId(InferenceChoice choice);

} // namespace core
