#include "logic/basicrules.h"

#include "board/candidategrid.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>

namespace core {

// ---- Naked and hidden subsets (pairs, triples, quads), r-Reduction -----------------------------

namespace {

void addPattern(Step &step, const Board &board, int cell, Mask symbols)
{
    Mask m = cand(board, cell) & symbols;
    while (m) {
        const int s = lowestSymbol(m);
        m &= m - 1;
        step.pattern.push_back({ cell, s, 0 });
    }
}

Technique nakedTechnique(int size)
{
    return size == 2 ? Technique::NakedPair
        : size == 3  ? Technique::NakedTriple
                     : Technique::NakedQuad;
}

Technique hiddenTechnique(int size)
{
    return size == 2 ? Technique::HiddenPair
        : size == 3  ? Technique::HiddenTriple
                     : Technique::HiddenQuad;
}

// Every combination of `size` of the n masks whose union has exactly `size` bits; found() returns
// false to stop.
// SIZE > 0: the size known at compile time (it is `size`).
template <int SIZE = 0, class Found>
void forEachSubset(const Mask *masks, int n, int size, Found &&found)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    if (size <= 0 || size > n)
        return;
    int chosen[kMaxSide];
    Mask unions[kMaxSide + 1];
    unions[0] = 0;
    int depth = 0;
    chosen[0] = -1;
    while (depth >= 0) {
        const int next = chosen[depth] + 1;
        if (next > n - (size - depth)) {
            --depth;
            continue;
        }
        chosen[depth] = next;
        const Mask u = unions[depth] | masks[next];
        const int bits = maskCount(u);
        if (bits > size)
            continue;
        if (depth + 1 == size) {
            if (bits == size && !found(chosen, size, u))
                return;
            continue;
        }
        unions[depth + 1] = u;
        ++depth;
        chosen[depth] = chosen[depth - 1];
    }
}

// Naked subsets of `size` open cells in one unit (for r-Reduction too, where technique differs).
// N, SIZE > 0: the side and the size known at compile time (they are the board's and `size`).
template <int N = 0, int SIZE = 0>
void nakedInUnit(const Board &board, int u, int size, Technique technique, std::vector<Step> &out,
    std::size_t start, int maxSteps)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    const Geometry &g = board.geometry();
    const auto cells = g.unit(u);
    int members[kMaxSide];
    int memberPlace[kMaxSide]; // the member's place in the unit
    Mask masks[kMaxSide];
    Mask candidates[kMaxSide]; // per place in the unit
    const int places = N > 0 ? N : static_cast<int>(cells.size());
    int count = 0;
    for (int i = 0; i < places; ++i) {
        const Mask c = cand(board, cells[i]);
        candidates[i] = c;
        // Two candidates or more, at most `size`.
        const int bits = maskCount(c);
        if (board.value(cells[i]) == 0 && bits >= 2 && bits <= size) {
            members[count] = cells[i];
            memberPlace[count] = i;
            masks[count] = c;
            ++count;
        }
    }
    forEachSubset<SIZE>(masks, count, size, [&](const int *chosen, int k, Mask digits) {
        // Nothing to remove (the usual case): no Step is made.
        std::uint32_t chosenPlaces = 0;
        for (int i = 0; i < k; ++i)
            chosenPlaces |= std::uint32_t { 1 } << memberPlace[chosen[i]];
        Mask hits = 0;
        for (int i = 0; i < places; ++i)
            if (!((chosenPlaces >> i) & 1u))
                hits |= candidates[i];
        if (!(hits & digits))
            return !full(out, start, maxSteps);
        Step step;
        step.technique = technique;
        step.units = { u };
        step.symbols = digits;
        for (int i = 0; i < k; ++i) {
            step.cells.push_back(members[chosen[i]]);
            addPattern(step, board, members[chosen[i]], digits);
        }
        for (int cell : cells) {
            if (std::find(step.cells.begin(), step.cells.end(), cell) != step.cells.end())
                continue;
            Mask hit = cand(board, cell) & digits;
            while (hit) {
                step.eliminations.push_back({ cell, lowestSymbol(hit) });
                hit &= hit - 1;
            }
        }
        if (!step.eliminations.empty())
            out.push_back(std::move(step));
        return !full(out, start, maxSteps);
    });
}

} // namespace

void findNakedSubsets(const Board &board, std::vector<Step> &out, int size, int maxSteps)
{
    findNakedSubsets(board, FinderScope::all(), out, size, maxSteps);
}

namespace {

template <int N, int SIZE>
void nakedSubsetsIn(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    const Geometry &g = board.geometry();
    const std::size_t start = out.size();
    for (int i = 0; i < g.unitCount() && !full(out, start, maxSteps); ++i) {
        const int u = unitInSearchOrder(g, i);
        if (scope.hasUnit(u))
            nakedInUnit<N, SIZE>(board, u, size, nakedTechnique(size), out, start, maxSteps);
    }
}

} // namespace

void findNakedSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    if (size < 2)
        return;
    // The classic side and sizes with their bounds known at compile time, any other the same way.
    withClassicSize(board.geometry().side(), size, [&](auto n, auto s) {
        nakedSubsetsIn<decltype(n)::value, decltype(s)::value>(board, scope, out, size, maxSteps);
    });
}

namespace {

// Per symbol, the places (indices in the unit) of the open cells holding it; the unit's values.
struct UnitPlaces
{
    Mask placed;
    std::array<Mask, kMaxSide + 1> pos;

    void find(const Board &board, std::span<const int> cells)
    {
        std::fill_n(pos.data(), cells.size() + 1, Mask { 0 });
        placed = 0;
        for (int k = 0; k < static_cast<int>(cells.size()); ++k) {
            placed |= bit(board.value(cells[k]));
            Mask c = cand(board, cells[k]);
            while (c) {
                pos[lowestSymbol(c)] |= Mask { 1 } << k;
                c &= c - 1;
            }
        }
    }
};

// UnitPlaces of the units found at the position numbered `key`.
struct UnitPlacesMemo
{
    std::uint64_t key = 0;
    std::array<std::uint64_t, 2> done {};
    std::array<UnitPlaces, 3 * kMaxSide> units;
};

} // namespace

void findHiddenSubsets(const Board &board, std::vector<Step> &out, int size, int maxSteps)
{
    findHiddenSubsets(board, FinderScope::all(), out, size, maxSteps);
}

namespace {

// One memo per thread for every size (not one per instance of the template below).
UnitPlacesMemo &unitPlacesMemo()
{
    thread_local UnitPlacesMemo memo;
    return memo;
}

// N, SIZE > 0: the side and the size known at compile time (they are the board's and `size`).
template <int N, int SIZE>
void hiddenSubsetsIn(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    if constexpr (SIZE > 0)
        size = SIZE;
    const Geometry &g = board.geometry();
    const int n = N > 0 ? N : g.side();
    const std::size_t start = out.size();
    // On the tutor path's position, the units' places are kept for the other sizes (a per-thread
    // memo: this finder opens no PathPositionScope while it holds pointers into it).
    const std::uint64_t key = pathPositionKey(board);
    UnitPlacesMemo &memo = unitPlacesMemo();
    if (key != 0 && memo.key != key) {
        memo.key = key;
        memo.done = {};
    }
    UnitPlaces local;
    for (int i = 0; i < g.unitCount() && !full(out, start, maxSteps); ++i) {
        const int u = unitInSearchOrder(g, i);
        if (!scope.hasUnit(u))
            continue;
        const auto cells = g.unit(u);
        UnitPlaces *places = &local;
        if (key != 0) {
            places = &memo.units[u];
            std::uint64_t &done = memo.done[u >> 6];
            const std::uint64_t b = std::uint64_t { 1 } << (u & 63);
            if (!(done & b)) {
                places->find(board, cells);
                done |= b;
            }
        } else {
            local.find(board, cells);
        }
        const Mask *pos = places->pos.data();
        const Mask placed = places->placed;
        int digits[kMaxSide];
        Mask masks[kMaxSide];
        int count = 0;
        for (int s = 1; s <= n; ++s) {
            // Two places or more, at most `size`: without a population count.
            Mask rest = pos[s] & (pos[s] - 1); // without its first place
            const bool several = rest != 0;
            for (int k = 1; k < size && rest; ++k)
                rest &= rest - 1;
            if (!(placed & bit(s)) && several && rest == 0) {
                digits[count] = s;
                masks[count] = pos[s];
                ++count;
            }
        }
        forEachSubset<SIZE>(masks, count, size, [&](const int *chosen, int k, Mask where) {
            Mask keep = 0;
            for (int j = 0; j < k; ++j)
                keep |= bit(digits[chosen[j]]);
            // Nothing to remove (the usual case): no Step is made.
            Mask others = 0;
            for (Mask w = where; w; w &= w - 1)
                others |= cand(board, cells[lowestSymbol(w)]) & ~keep;
            if (!others)
                return !full(out, start, maxSteps);
            Step step;
            step.technique = hiddenTechnique(size);
            step.units = { u };
            step.symbols = keep;
            for (Mask w = where; w; w &= w - 1) {
                const int cell = cells[lowestSymbol(w)];
                step.cells.push_back(cell);
                addPattern(step, board, cell, keep);
                Mask other = cand(board, cell) & ~keep;
                while (other) {
                    step.eliminations.push_back({ cell, lowestSymbol(other) });
                    other &= other - 1;
                }
            }
            if (!step.eliminations.empty())
                out.push_back(std::move(step));
            return !full(out, start, maxSteps);
        });
    }
}

} // namespace

void findHiddenSubsets(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int size, int maxSteps)
{
    if (size < 2)
        return;
    // The classic side and sizes with their bounds known at compile time, any other the same way.
    withClassicSize(board.geometry().side(), size, [&](auto n, auto s) {
        hiddenSubsetsIn<decltype(n)::value, decltype(s)::value>(board, scope, out, size, maxSteps);
    });
}

void findNakedPairs(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findNakedSubsets(board, out, 2, maxSteps);
}

void findNakedTriples(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findNakedSubsets(board, out, 3, maxSteps);
}

void findNakedQuads(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findNakedSubsets(board, out, 4, maxSteps);
}

void findHiddenPairs(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findHiddenSubsets(board, out, 2, maxSteps);
}

void findHiddenTriples(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findHiddenSubsets(board, out, 3, maxSteps);
}

void findHiddenQuads(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findHiddenSubsets(board, out, 4, maxSteps);
}

void findRReduction(const Board &board, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    const std::size_t start = out.size();
    if (maxSteps <= 0)
        return;
    // r = 1: filled cells still seen as candidates in a section, then open single-candidate cells.
    for (int u = 0; u < g.unitCount() && !full(out, start, maxSteps); ++u) {
        const auto cells = g.unit(u);
        for (int cell : cells) {
            const int v = board.value(cell);
            if (v == 0 || full(out, start, maxSteps))
                continue;
            Step step;
            step.technique = Technique::RReduction;
            step.units = { u };
            step.cells = { cell };
            step.symbols = bit(v);
            for (int other : cells)
                if (other != cell && (cand(board, other) & bit(v)))
                    step.eliminations.push_back({ other, v });
            if (!step.eliminations.empty())
                out.push_back(std::move(step));
        }
    }
    for (int cell = 0; cell < board.cellCount() && !full(out, start, maxSteps); ++cell) {
        const Mask c = cand(board, cell);
        if (board.value(cell) != 0 || popcount(c) != 1)
            continue;
        Step step;
        step.technique = Technique::RReduction;
        const auto units = g.unitsOf(cell);
        step.units.assign(units.begin(), units.end());
        step.cells = { cell };
        step.symbols = c;
        step.pattern = { { cell, lowestSymbol(c), 0 } };
        step.placements = { { cell, lowestSymbol(c) } };
        out.push_back(std::move(step));
    }
    for (int r = 2; r < n && !full(out, start, maxSteps); ++r)
        for (int u = 0; u < g.unitCount() && !full(out, start, maxSteps); ++u)
            nakedInUnit(board, u, r, Technique::RReduction, out, start, maxSteps);
}

} // namespace core
