#pragma once

// San Segundo's ten rules (and the naked subsets of Chen's r-Reduction) as fast passes over a
// CandidateGrid: each pass applies every instance it finds in one scan of the grid and says
// whether anything changed. They return data only, no Steps (the Step finders for the tutor are
// in basicrules.h; tests check that both agree). A pass that meets a contradiction marks the grid
// and returns true. Each pass sets the grid's cause (CandidateGrid::setCause) to its own rule, so
// a change log says which rule made each change (ruleCause() below for the ten by index).

#include "board/candidategrid.h"

#include <array>
#include <cstdint>
#include <functional>

namespace core::gridrules {

// Places every naked single, also those that appear while it runs (a fixpoint of NS), taking the
// grid's pending singles last noted first.
bool nakedSingles(CandidateGrid &grid);
// One sweep over the units in order: a digit with one place in a unit is placed there (the
// placements do not cascade within the sweep); a digit with no place is a contradiction.
// `clean` (optional, one entry per unit): as for rReduction below, the stamp at which a unit last
// gave nothing, so that units unchanged since are skipped (the result is the same without it:
// what a unit gives depends on its own cells only).
bool hiddenSingles(CandidateGrid &grid, std::uint32_t *clean = nullptr);
// The passes below take an optional `clean` like hiddenSingles (each unit's result depends only on
// its own cells: a box or line that gave nothing to pointing or claiming gives nothing while it is
// unchanged, since the other cells can only lose candidates).
// Block-row/column interaction (BRC): a digit's cells in a box lie in one line.
bool pointing(CandidateGrid &grid, std::uint32_t *clean = nullptr);
// Row/column-block interaction (RCB): a digit's cells in a line lie in one box.
bool claiming(CandidateGrid &grid, std::uint32_t *clean = nullptr);
// `size` open cells of a unit, each with 2..size candidates, holding exactly `size` digits
// together: those digits leave the unit's other cells. Pairs are matched on the live candidates
// (a cell that becomes a pair while its unit is scanned counts at once: the HS-solver's strategy
// IV, whose search counters depend on it); triples and quads on the unit as its scan began.
//
// `quietAt` (optional, 0: none; also for hiddenSubsets below): the grid's stamp at which every
// rule before this one in the FILTER's order (see fire()) gave nothing on the whole grid (the
// fixpoint passes the stamp at the pass's start). A unit unchanged since then is skipped when it
// has too few open cells for the pass to find what those rules did not: with m open cells (their
// candidates cover the m missing digits, none a single, no digit in fewer than two of them), k
// cells holding k digits together are the same as the m - k missing digits confined to the
// other m - k cells, with the same eliminations, so naked k-subsets give something only where
// hidden (m - k)-subsets do, and hidden h-subsets only where naked (m - h)-subsets do. A
// complement that is a single (m - k = 1) or comes earlier in the order gave nothing; a unit
// whose complement holds too few digits (cells) has a smaller naked (hidden) subset that empties
// a cell (a digit), which an earlier pass would have found. Hence naked k-subsets are looked for
// only in units with m >= 2k open cells, hidden h-subsets with m >= 2h + 1. Used only when
// CandidateGrid::singlesNoted() (the grid's pending list holds every single).
bool nakedSubsets(
    CandidateGrid &grid, int size, std::uint32_t *clean = nullptr, std::uint32_t quietAt = 0);
// `size` digits of a unit, each in 2..size cells, lying together in exactly `size` cells: the
// cells lose their other candidates. A digit without a place is no contradiction here (hidden
// singles find it; the HS-solver's strategy III alone does not look for it).
//
// `read` (optional, one entry per unit, stamps zero at first): what a pass read of each unit,
// for the passes at other sizes on the same grid (the FILTER's HP, HT, HQ): a unit whose stamp
// has not changed since is not read again. The result is the same with or without it.
struct UnitDigits
{
    std::uint32_t stamp; // the unit's stamp when read; 0: not read
    int open; // open cells
    Mask placed; // symbols placed
    Mask pos[kMaxSide + 1]; // per symbol not placed, its cells as bits of the unit's cell order
};
bool hiddenSubsets(CandidateGrid &grid, int size, std::uint32_t *clean = nullptr,
    UnitDigits *read = nullptr, std::uint32_t quietAt = 0);

// Chen's r-Reduction (r >= 2) over every section: r open cells holding exactly r digits together
// remove them from the section's other cells. In a section with m open cells (whose candidates
// cover its m missing digits) this is the same as the other m - r cells holding the other m - r
// digits alone, so for r > m/2 the search looks for those m - r digits instead: the same
// eliminations with far fewer combinations. A section whose open cells do not cover its missing
// digits is a contradiction. `clean` (optional, one entry per unit, zero at first) remembers the
// stamp at which a unit last gave nothing at this r, so that unchanged units are skipped.
//
// `memo` (optional; its units' stamps zero at first) keeps what a pass read of each section, for
// the passes at other r on the same grid (one Reduction() loop): a section whose stamp has not
// changed since is not read again. The result is the same with or without it.
struct RReductionMemo
{
    struct Section
    {
        std::uint32_t stamp = 0; // the section's stamp when read; 0: not read
        std::uint32_t posStamp = 0; // the stamp at which pos was computed; 0: not yet
        int open = 0;
        Mask missing = 0;
        int where[kMaxSide]; // the open cells
        Mask masks[kMaxSide]; // their candidates
        Mask pos[kMaxSide + 1]; // per digit, its open cells as bits of where[]
    };
    std::array<Section, 3 * kMaxSide> sections;
    void reset(int units)
    {
        for (int u = 0; u < units; ++u)
            sections[u].stamp = sections[u].posStamp = 0;
    }
};
//
// `firstOnly`: the pass ends after the first section that reduced something (the sections after it
// are left for a later pass; not marked clean). Chen's fast Reduction() goes back to the singles
// at once, whose end does not depend on the order.
bool rReduction(CandidateGrid &grid, int r, std::uint32_t *clean = nullptr,
    RReductionMemo *memo = nullptr, bool firstOnly = false);
// Every r-Reduction r = 2..N-1 section by section (a section at every r before the next one),
// on a grid where naked and hidden singles have just given nothing (so r = m - 1 in a section of m
// open cells, a hidden single, is not looked for, nor a section with m < 4, which has no other r
// and no missing digit without a place): ends after the first combination of cells (digits) that
// reduces something (true; the rest of its section and the sections after it are not looked at;
// the naked subsets of every r <= m/2 in one walk, then the complements of the larger r in
// another), or at a contradiction (true), or false when no section reduces anything at any r.
// `clean` (one entry per unit): the stamp at which a section last gave nothing at every r (those
// unchanged since are skipped); `memo` as above.
bool rReductions(CandidateGrid &grid, std::uint32_t *clean, RReductionMemo &memo);

// San Segundo's ten rules by index, in his standard order: 0 NS, 1 HS, 2 BRC (pointing), 3 RCB
// (claiming), 4 NP, 5 HP, 6 NT, 7 HT, 8 NQ, 9 HQ (logic/sansegundofilter.h names them).
constexpr int kRuleCount = 10;
// One pass of the rule with that index (as the functions above); false for an unknown index.
// `clean` (optional; unused by NS): the rule's entries of a FixpointMemo.
bool fire(CandidateGrid &grid, int rule, std::uint32_t *clean = nullptr);
// The cause the rule with that index gives its changes (None for an unknown index).
ChangeCause ruleCause(int rule);

struct FixpointRun
{
    int topRule = -1; // highest rule index fired, -1 if none fired
    std::array<int, kRuleCount> firings {}; // productive passes per rule
};

using RuleObserver = std::function<void(int rule, const CandidateGrid &after)>;

// The FILTER's fixpoint: rules 0..maxRule in the standard order until none changes anything, the
// grid is solved or it meets a contradiction. After every productive pass it restarts at rule 0,
// so a rule never fires while an earlier one still applies. The observer, when given, is called
// after every firing. Rules 0..1 alone are the singles propagation (naked singles to exhaustion,
// then one sweep of hidden singles, again until neither places anything) of the search engine,
// its look-ahead and the tutor's trial.
//
// `memo` (optional): per rule and unit, the stamp at which the unit last gave nothing to that rule
// (the passes skip units unchanged since; the result is the same). Reset to 0 for a grid the
// fixpoint has not seen; a grid the fixpoint left stuck (every rule gave nothing on every unit)
// and copies of it may start from reset(units, grid.stamp()) (San Segundo's trial).
struct FixpointMemo
{
    std::array<std::array<std::uint32_t, 3 * kMaxSide>, kRuleCount> clean;
    // The hidden subsets' reads (hiddenSubsets above); reset() forgets them.
    std::array<UnitDigits, 3 * kMaxSide> digits;
    void reset(int units, std::uint32_t stamp);
};
//
// `singles` (optional): receives a copy of the grid as only rules 0..1 left it: before rule 2 is
// first tried (their fixpoint), or at the end when the run ends before that. Every grid the
// singles reach keeps the candidates of Chen's Reduction() fixpoint (see ChenSolver::reduction),
// so Reduction() may start from it (the Rater does).
FixpointRun fixpoint(CandidateGrid &grid, int maxRule = kRuleCount - 1,
    const RuleObserver *observer = nullptr, FixpointMemo *memo = nullptr,
    CandidateGrid *singles = nullptr);

} // namespace core::gridrules
