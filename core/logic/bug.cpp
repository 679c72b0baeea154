#include "logic/uniqueness.h"

#include "board/candidategrid.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace core {

// ---- BUG+1 --------------------------------------------------------------------------------------

void findBugPlusOne(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const int n = g.side();
    int extra = -1;
    for (int c = 0; c < g.cellCount(); ++c) {
        if (!board.isOpen(c))
            continue;
        const int k = maskCount(board.candidates(c));
        if (k == 2)
            continue;
        if (k != 3 || extra >= 0)
            return;
        extra = c;
    }
    if (extra < 0)
        return;
    // Every digit appears 0 or 2 times in every unit, except one digit of the extra cell that
    // appears 3 times in each of its units: that digit is the extra cell's value.
    int bugSymbol = 0;
    const auto units = g.unitsOf(extra);
    for (int u = 0; u < g.unitCount(); ++u) {
        const bool ofExtra = std::find(units.begin(), units.end(), u) != units.end();
        int threes = 0;
        for (int s = 1; s <= n; ++s) {
            int count = 0;
            for (int c : g.unit(u))
                if (hasCandidate(board, c, s))
                    ++count;
            if (count == 0 || count == 2)
                continue;
            if (count != 3 || !ofExtra || (board.candidates(extra) & bit(s)) == 0)
                return;
            if (bugSymbol != 0 && bugSymbol != s)
                return;
            bugSymbol = s;
            ++threes;
        }
        if (ofExtra && threes != 1)
            return;
    }
    if (bugSymbol == 0)
        return;
    Step step;
    step.technique = Technique::BugPlusOne;
    step.units.assign(units.begin(), units.end());
    step.cells = { extra };
    step.symbols = board.candidates(extra);
    Mask m = board.candidates(extra);
    while (m) {
        const int s = lowestSymbol(m);
        m &= m - 1;
        step.pattern.push_back({ extra, s, static_cast<std::uint8_t>(s == bugSymbol ? 1 : 0) });
    }
    step.placements = { { extra, bugSymbol } };
    out.push_back(std::move(step));
}

// ---- BUG types 2, 3 and 4 -----------------------------------------------------------------------

namespace {

// The BUG cells of a position (the open cells with more than two candidates) when there are
// 2..kMaxBugCells of them and every other open cell has exactly two; and the ways to keep two
// candidates in each so that every digit then has 0 or 2 places in every unit (the rest are the
// cells' extra candidates), covers[j][i] the extra digits of cell i in way j. Without an extra
// candidate true the position would be a BUG, with no solution or several.
constexpr int kMaxBugCells = 8;
constexpr int kMaxBugCovers = 4096;

struct BugCovers
{
    std::uint64_t key = 0;
    std::vector<int> cells;
    std::vector<std::vector<Mask>> covers;
};

void computeBugCovers(const Board &board, BugCovers &out)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    out.cells.clear();
    out.covers.clear();
    std::vector<int> &cells = out.cells;
    long combinations = 1;
    for (int c = 0; c < g.cellCount(); ++c) {
        if (!board.isOpen(c))
            continue;
        const int k = maskCount(board.candidates(c) & g.allSymbols());
        if (k == 2)
            continue;
        if (k < 2 || static_cast<int>(cells.size()) == kMaxBugCells) {
            cells.clear();
            return;
        }
        cells.push_back(c);
        combinations *= k * (k - 1) / 2;
        if (combinations > kMaxBugCovers) {
            cells.clear();
            return;
        }
    }
    if (cells.size() < 2) {
        cells.clear();
        return;
    }
    // counts[u * (n + 1) + d]: the places of d in unit u; every unit without a BUG cell must
    // already hold each digit 0 or 2 times.
    std::vector<int> counts(static_cast<std::size_t>(g.unitCount()) * (n + 1), 0);
    std::vector<char> touched(g.unitCount(), 0);
    for (int c : cells)
        for (int u : g.unitsOf(c))
            touched[u] = 1;
    for (int u = 0; u < g.unitCount(); ++u) {
        for (int c : g.unit(u))
            if (board.isOpen(c))
                for (Mask m = board.candidates(c) & g.allSymbols(); m; m &= m - 1)
                    ++counts[u * (n + 1) + lowestSymbol(m)];
        if (!touched[u])
            for (int d = 1; d <= n; ++d)
                if (counts[u * (n + 1) + d] != 0 && counts[u * (n + 1) + d] != 2) {
                    cells.clear();
                    return;
                }
    }
    // Every choice of the two kept candidates per cell, the first cell's choice varying slowest,
    // by a depth-first search that checks a unit as soon as its last BUG cell is decided.
    const int k = static_cast<int>(cells.size());
    std::vector<std::vector<Mask>> keeps(k);
    std::vector<Mask> all(k);
    for (int i = 0; i < k; ++i) {
        all[i] = board.candidates(cells[i]) & g.allSymbols();
        for (Mask a = all[i]; a; a &= a - 1)
            for (Mask b = a & (a - 1); b; b &= b - 1)
                keeps[i].push_back(bit(lowestSymbol(a)) | bit(lowestSymbol(b)));
    }
    std::vector<int> lastBugCell(g.unitCount(), -1);
    for (int i = 0; i < k; ++i)
        for (int u : g.unitsOf(cells[i]))
            lastBugCell[u] = i;
    std::vector<Mask> extras(k);
    const auto decide = [&](const auto &self, int i) -> void {
        if (i == k) {
            out.covers.push_back(extras);
            return;
        }
        for (Mask keep : keeps[i]) {
            extras[i] = all[i] & ~keep;
            for (int u : g.unitsOf(cells[i]))
                for (Mask m = extras[i]; m; m &= m - 1)
                    --counts[u * (n + 1) + lowestSymbol(m)];
            bool fits = true;
            for (int u : g.unitsOf(cells[i]))
                if (lastBugCell[u] == i)
                    for (int d = 1; d <= n && fits; ++d)
                        fits = counts[u * (n + 1) + d] == 0 || counts[u * (n + 1) + d] == 2;
            if (fits)
                self(self, i + 1);
            for (int u : g.unitsOf(cells[i]))
                for (Mask m = extras[i]; m; m &= m - 1)
                    ++counts[u * (n + 1) + lowestSymbol(m)];
        }
    };
    decide(decide, 0);
}

// The BUG covers of the board; on the path's position (ruleutil.h) found once for the three
// finders below.
const BugCovers &bugCoversOf(const Board &board)
{
    thread_local BugCovers memo;
    thread_local BugCovers scratch;
    const std::uint64_t key = pathPositionKey(board);
    if (key == 0) {
        computeBugCovers(board, scratch);
        return scratch;
    }
    if (memo.key != key) {
        memo.key = key;
        computeBugCovers(board, memo);
    }
    return memo;
}

// Calls f(cells, extras) for every BUG cover of the board until it returns false.
template <typename F> void forEachBugCover(const Board &board, F f)
{
    const BugCovers &bug = bugCoversOf(board);
    for (const std::vector<Mask> &extras : bug.covers)
        if (!f(bug.cells, extras))
            return;
}

// The units that hold every one of the cells.
std::vector<int> unitsHoldingAll(const Geometry &g, const std::vector<int> &cells)
{
    std::vector<int> units;
    for (int u : g.unitsOf(cells.front())) {
        const std::span<const int> unit = g.unit(u);
        bool all = true;
        for (int c : cells)
            all = all && std::find(unit.begin(), unit.end(), c) != unit.end();
        if (all)
            units.push_back(u);
    }
    std::sort(units.begin(), units.end());
    return units;
}

Step bugStep(
    const Board &board, Technique t, const std::vector<int> &cells, const std::vector<Mask> &extras)
{
    Step step;
    step.technique = t;
    step.cells = cells;
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (Mask m = board.candidates(cells[i]); m; m &= m - 1) {
            const int s = lowestSymbol(m);
            step.pattern.push_back(
                { cells[i], s, static_cast<std::uint8_t>(extras[i] & bit(s) ? 1 : 0) });
        }
    return step;
}

bool sameEliminations(const std::vector<Step> &out, std::size_t from, const Step &step)
{
    for (std::size_t i = from; i < out.size(); ++i)
        if (out[i].eliminations == step.eliminations)
            return true;
    return false;
}

} // namespace

void findBugType2(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const std::size_t first = out.size();
    int found = 0;
    forEachBugCover(board, [&](const std::vector<int> &cells, const std::vector<Mask> &extras) {
        // Every extra candidate is the same digit d: one of the cells is d.
        const Mask d = extras.front();
        for (Mask e : extras)
            if (e != d || maskCount(e) != 1)
                return true;
        Step step = bugStep(board, Technique::BugType2, cells, extras);
        step.units = unitsHoldingAll(g, cells);
        step.symbols = d;
        step.eliminations = eliminateSeeingAll(board, lowestSymbol(d), cells, cells);
        if (step.eliminations.empty() || sameEliminations(out, first, step))
            return true;
        out.push_back(std::move(step));
        return ++found < maxSteps;
    });
}

void findBugType3(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const std::size_t first = out.size();
    int found = 0;
    forEachBugCover(board, [&](const std::vector<int> &cells, const std::vector<Mask> &extras) {
        // All the BUG cells in one unit: one of them holds one of their extra digits, as if one
        // cell held them all; with k - 1 more cells of the unit, k digits in all: a naked subset.
        Mask extra = 0;
        for (Mask e : extras)
            extra |= e;
        for (int u : unitsHoldingAll(g, cells)) {
            std::vector<int> others;
            for (int c : g.unit(u))
                if (board.isOpen(c) && !contains(cells, c))
                    others.push_back(c);
            for (int k = std::max(2, maskCount(extra)); k <= 4; ++k) {
                if (k - 1 > static_cast<int>(others.size()))
                    break;
                bool stop = false;
                forEachCombination(
                    static_cast<int>(others.size()), k - 1, [&](std::span<const int> idx) {
                        Mask digits = extra;
                        std::vector<int> subset;
                        for (int i : idx) {
                            digits |= board.candidates(others[i]);
                            subset.push_back(others[i]);
                        }
                        if (maskCount(digits) != k)
                            return true;
                        Step step = bugStep(board, Technique::BugType3, cells, extras);
                        step.units = { u };
                        step.symbols = digits;
                        for (int c : others) {
                            if (contains(subset, c))
                                continue;
                            for (Mask m = board.candidates(c) & digits; m; m &= m - 1)
                                step.eliminations.push_back({ c, lowestSymbol(m) });
                        }
                        if (step.eliminations.empty() || sameEliminations(out, first, step))
                            return true;
                        for (int c : subset) {
                            step.cells.push_back(c);
                            addCandidates(step, board, c, 1);
                        }
                        out.push_back(std::move(step));
                        stop = ++found >= maxSteps;
                        return false; // one subset per unit and size
                    });
                if (stop)
                    return false;
            }
        }
        return true;
    });
}

void findBugType4(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const std::size_t first = out.size();
    int found = 0;
    forEachBugCover(board, [&](const std::vector<int> &cells, const std::vector<Mask> &extras) {
        // Two BUG cells in one unit where a digit x of both their BUG pairs has no other place:
        // one of them takes its extra digit, so the other is x; each is its extra or x.
        if (cells.size() != 2)
            return true;
        const Mask pair0 = board.candidates(cells[0]) & ~extras[0];
        const Mask pair1 = board.candidates(cells[1]) & ~extras[1];
        for (int u : unitsHoldingAll(g, cells))
            for (Mask m = pair0 & pair1; m; m &= m - 1) {
                const int x = lowestSymbol(m);
                bool conjugate = true;
                for (int c : g.unit(u))
                    if (c != cells[0] && c != cells[1] && hasCandidate(board, c, x))
                        conjugate = false;
                if (!conjugate)
                    continue;
                Step step = bugStep(board, Technique::BugType4, cells, extras);
                step.units = { u };
                step.symbols = bit(x);
                step.eliminations = { { cells[0], lowestSymbol(pair0 & ~bit(x)) },
                    { cells[1], lowestSymbol(pair1 & ~bit(x)) } };
                if (sameEliminations(out, first, step))
                    continue;
                out.push_back(std::move(step));
                if (++found >= maxSteps)
                    return false;
            }
        return true;
    });
}

} // namespace core
