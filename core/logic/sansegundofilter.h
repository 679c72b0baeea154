#pragma once

// San Segundo & Jimenez's FILTER ("Using graphs to derive CSP heuristics and its application to
// Sudoku", section 3.1): the ten rules NS, HS, BRC, RCB, NP, HP, NT, HT, NQ, HQ in the standard
// order, applied until nothing changes, restarting from the first rule after every firing and so
// never firing a rule while an earlier one still applies. The rating is the highest rule fired.
//
// Reading of the paper: a "firing" here is one scan of the grid by that rule that applies every
// instance it finds, after which the FILTER restarts at NS. Every rule only removes candidates
// and is monotone, so the final grid and the highest rule fired are the same as with one instance
// per firing (the highest rule is the smallest k for which rules 1..k reach a solution); the
// Step-based path of LogicEngine fires one instance at a time and the tests check they agree.

#include "board/candidategrid.h"
#include "board/gridrules.h"
#include "logic/step.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>

namespace core {

// The fixpoint itself works on rule indices (gridrules::fixpoint in core/board); this names them.
constexpr int kFilterRuleCount = gridrules::kRuleCount;
// The standard order: rule index 0..9 -> technique.
constexpr std::array<Technique, kFilterRuleCount> kFilterRules = {
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::NakedQuad,
    Technique::HiddenQuad,
};
// Index of a technique in the standard order, -1 if it is not one of the ten.
int filterRuleIndex(Technique technique);

struct FilterResult
{
    GridStatus status = GridStatus::Open; // Open = stuck: the ten rules can do nothing more
    int topRule = -1; // highest rule index fired, -1 if none fired
    std::array<int, kFilterRuleCount> firings {}; // productive scans per rule
    int openBefore = 0;
    int openAfter = 0;

    bool solved() const { return status == GridStatus::Solved; }
};

// San Segundo's one level of trial after the FILTER (section 4.1): for each open cell in
// lexicographic (row-major) order and each of its candidates in increasing order, assume it and
// FILTER again; it succeeds when one assumption's FILTER reaches the solution (solvingCell).
// Only if none does, a second phase lets an assumption that meets a contradiction remove its
// candidate from the base grid, which is filtered again (still one level: no assumption inside
// another); success there has solvingCell -1.
struct TrialResult
{
    GridStatus status = GridStatus::Open; // Solved when some assumption (or elimination) solved it
    int assumptions = 0; // FILTER runs made under an assumption
    int refuted = 0; // assumptions that led to a contradiction
    int solvingCell = -1; // the assumption that solved it (-1 if by eliminations)
    int solvingSymbol = 0;
    bool stopped = false;
};

class SanSegundoFilter final
{
public:
    // Rules with index > maxRule are never fired (maxRule 9 = all ten).
    explicit SanSegundoFilter(int maxRule = kFilterRuleCount - 1);

    // Optional: called after every firing with the rule index and the grid after it.
    void setObserver(gridrules::RuleObserver observer);

    FilterResult run(CandidateGrid &grid) const;
    // The same with the passes' memo (gridrules::fixpoint), reset for a grid it has not seen.
    FilterResult run(CandidateGrid &grid, gridrules::FixpointMemo *memo) const;
    // The same, with a copy of the grid as the singles alone left it (gridrules::fixpoint).
    FilterResult run(
        CandidateGrid &grid, gridrules::FixpointMemo *memo, CandidateGrid *singles) const;
    // Loads the board's values (candidates computed from them, or its pencil marks) and filters.
    FilterResult run(const Board &board, bool usePencilMarks = false) const;
    // The trial on a grid the FILTER got stuck on; the grid ends solved when it succeeds. `memo`
    // (optional): the one of the run() that left the grid so, which saves checking every unit
    // again.
    TrialResult trial(CandidateGrid &grid, const std::atomic<bool> *stop = nullptr,
        gridrules::FixpointMemo *memo = nullptr) const;

private:
    int m_maxRule;
    gridrules::RuleObserver m_observer;
};

} // namespace core
