// Chen's r-Reduction (the rule behind his Reduction(), core/logic/chensolver.h) on a CandidateGrid:
// one r at a time (rReduction, the paper's schedule for the Lab's trace) and every r of a section
// at once (rReductions, the rating's fast Reduction). Split from gridrules.cpp, whose interface
// (gridrules.h) it shares.
#include "board/gridrules.h"
#include "board/gridrulesutil.h"

namespace core::gridrules {

using namespace detail;

namespace {

// Reads a section's open cells, their candidates and its missing digits into `sec` (stamped with
// the unit's stamp). A missing digit no open cell holds is a contradiction: marked, false.
[[gnu::always_inline]] inline bool readSection(
    CandidateGrid &grid, int u, Mask all, RReductionMemo::Section &sec)
{
    const Geometry &g = grid.geometry();
    const int *cells = g.unit(u).data();
    const Mask *cand = grid.candidateData();
    // The open cells of the section (a filled cell has no candidates; an open cell without any
    // is a contradiction the caller has already seen).
    int open = 0;
    Mask cover = 0;
    const auto read = [&](int side) {
        for (int i = 0; i < side; ++i) {
            // Branch-free: the slot is overwritten by the next cell when this one is filled.
            const int cell = cells[i];
            const Mask c = cand[cell];
            sec.where[open] = cell;
            sec.masks[open] = c;
            cover |= c;
            open += c != 0;
        }
    };
    if (g.side() == 9)
        read(9); // unrolled
    else
        read(g.side());
    sec.open = open;
    sec.missing = all & ~grid.placedIn(u);
    if (const Mask hole = sec.missing & ~cover) {
        sec.stamp = 0;
        grid.markContradiction(
            { GridConflict::Kind::MissingSymbol, -1, u, lowestSymbol(hole), -1 });
        return false;
    }
    sec.stamp = grid.unitStamp(u);
    sec.posStamp = 0;
    return true;
}

// The r-Reduction of one section as read in `sec`; true when something was eliminated.
[[gnu::always_inline]] inline bool reduceSection(
    CandidateGrid &grid, int r, RReductionMemo::Section &sec, Mask all)
{
    bool changed = false;
    const int open = sec.open;
    const int *where = sec.where;
    const Mask *masks = sec.masks;
    if (r < open && 2 * r <= open) {
        // r open cells with at most r candidates each, holding r digits together.
        int members[kMaxSide];
        Mask small[kMaxSide];
        int count = 0;
        for (int i = 0; i < open; ++i)
            if (maskCount(masks[i]) <= r) {
                members[count] = i;
                small[count] = masks[i];
                ++count;
            }
        if (count >= r) {
            forEachSubset(small, count, r, [&](const int *chosen, int k, Mask digits) {
                int next = 0;
                for (int i = 0; i < open; ++i) {
                    if (next < k && members[chosen[next]] == i) {
                        ++next;
                        continue;
                    }
                    if (grid.eliminate(where[i], digits))
                        changed = true;
                }
            });
        }
    } else if (r < open) {
        // The complement: h = open - r missing digits confined to h cells.
        const int h = open - r;
        if (sec.posStamp != sec.stamp) {
            clearSymbolTable(sec.pos, grid.side());
            for (int i = 0; i < open; ++i)
                for (Mask c = masks[i]; c; c &= c - 1)
                    sec.pos[lowestSymbol(c)] |= Mask { 1 } << i;
            sec.posStamp = sec.stamp;
        }
        const Mask *pos = sec.pos;
        int digits[kMaxSide];
        Mask dmasks[kMaxSide];
        int count = 0;
        for (Mask m = sec.missing; m; m &= m - 1) {
            const int s = lowestSymbol(m);
            if (maskCount(pos[s]) <= h) {
                digits[count] = s;
                dmasks[count] = pos[s];
                ++count;
            }
        }
        if (count >= h) {
            forEachSubset(dmasks, count, h, [&](const int *chosen, int k, Mask at) {
                Mask keep = 0;
                for (int j = 0; j < k; ++j)
                    keep |= bit(digits[chosen[j]]);
                for (; at; at &= at - 1)
                    if (grid.eliminate(where[lowestSymbol(at)], all & ~keep))
                        changed = true;
            });
        }
    }
    return changed;
}

// Calls found(chosen, depth, union) for every combination of 2..maxSize of the n masks whose
// union has exactly as many bits as the combination has masks, in depth-first order (a
// combination before those that extend it); found() returns true to stop the search (then this
// returns true). The combinations of forEachSubset() at every size up to maxSize, in one walk.
template <class Found> bool forEachTightSubset(const Mask *masks, int n, int maxSize, Found &&found)
{
    int chosen[kMaxSide];
    Mask unions[kMaxSide + 1];
    unions[0] = 0;
    int depth = 0;
    chosen[0] = -1;
    while (depth >= 0) {
        const int next = chosen[depth] + 1;
        if (next >= n) {
            --depth;
            continue;
        }
        chosen[depth] = next;
        const Mask u = unions[depth] | masks[next];
        const int bits = maskCount(u);
        if (bits > maxSize)
            continue;
        if (depth >= 1 && bits == depth + 1 && found(chosen, depth + 1, u))
            return true;
        if (depth + 1 == maxSize)
            continue;
        unions[depth + 1] = u;
        ++depth;
        chosen[depth] = chosen[depth - 1];
    }
    return false;
}

// reduceSection() at every r = 2..open - 2 in one go, for rReductions(): the naked subsets of
// every size up to open / 2 in one walk, then the complements (h missing digits confined to h
// cells, for r = open - h > open / 2) in one walk; ends at the first combination that eliminates
// something (true). Finds something exactly when one of those passes would (Chen's fast path does
// not depend on the order: see ChenSolver::reduction).
bool reduceSectionAll(CandidateGrid &grid, int u, RReductionMemo::Section &sec, Mask all)
{
    const int open = sec.open;
    const int *where = sec.where;
    const Mask *masks = sec.masks;
    const int nakedMax = open / 2;
    if (nakedMax >= 2) {
        int members[kMaxSide];
        Mask small[kMaxSide];
        int count = 0;
        for (int i = 0; i < open; ++i)
            if (maskCount(masks[i]) <= nakedMax) {
                members[count] = i;
                small[count] = masks[i];
                ++count;
            }
        if (count >= 2
            && forEachTightSubset(
                small, count, nakedMax, [&](const int *chosen, int k, Mask digits) {
                    bool changed = false;
                    int next = 0;
                    for (int i = 0; i < open; ++i) {
                        if (next < k && members[chosen[next]] == i) {
                            ++next;
                            continue;
                        }
                        if (grid.eliminate(where[i], digits))
                            changed = true;
                    }
                    return changed;
                }))
            return true;
    }
    const int hiddenMax = open - nakedMax - 1;
    if (hiddenMax >= 2) {
        // Each missing digit's places: on a 9x9 grid from its plane, as bits of the unit's cell
        // order (the section is as read: its stamp has not moved); else as bits of where[].
        int digits[kMaxSide];
        Mask dmasks[kMaxSide];
        int count = 0;
        const int *at = where;
        if (grid.side() == 9 && grid.hasPlanes()) {
            at = grid.geometry().unit(u).data();
            for (Mask m = sec.missing; m; m &= m - 1) {
                const int s = lowestSymbol(m);
                const Mask places = unitPlaces9(grid, u, s);
                if (maskCount(places) <= hiddenMax) {
                    digits[count] = s;
                    dmasks[count] = places;
                    ++count;
                }
            }
        } else {
            if (sec.posStamp != sec.stamp) {
                clearSymbolTable(sec.pos, grid.side());
                for (int i = 0; i < open; ++i)
                    for (Mask c = masks[i]; c; c &= c - 1)
                        sec.pos[lowestSymbol(c)] |= Mask { 1 } << i;
                sec.posStamp = sec.stamp;
            }
            for (Mask m = sec.missing; m; m &= m - 1) {
                const int s = lowestSymbol(m);
                if (maskCount(sec.pos[s]) <= hiddenMax) {
                    digits[count] = s;
                    dmasks[count] = sec.pos[s];
                    ++count;
                }
            }
        }
        if (count >= 2
            && forEachTightSubset(
                dmasks, count, hiddenMax, [&](const int *chosen, int k, Mask cellsAt) {
                    Mask keep = 0;
                    for (int j = 0; j < k; ++j)
                        keep |= bit(digits[chosen[j]]);
                    bool changed = false;
                    for (; cellsAt; cellsAt &= cellsAt - 1)
                        if (grid.eliminate(at[lowestSymbol(cellsAt)], all & ~keep))
                            changed = true;
                    return changed;
                }))
            return true;
    }
    return false;
}

} // namespace

bool rReduction(
    CandidateGrid &grid, int r, std::uint32_t *clean, RReductionMemo *memo, bool firstOnly)
{
    grid.setCause(ChangeCause::RReduction);
    const Mask all = grid.geometry().allSymbols();
    bool changed = false;
    RReductionMemo::Section local;
    const int units = grid.geometry().unitCount(); // read once (eliminate() may write any memory)
    for (int u = 0; u < units; ++u) {
        if (clean && grid.unitStamp(u) <= clean[u])
            continue; // unchanged since it last gave nothing at this r
        const std::uint32_t before = grid.stamp();
        RReductionMemo::Section &sec = memo ? memo->sections[u] : local;
        if (!memo || sec.stamp == 0 || sec.stamp != grid.unitStamp(u)) {
            if (!readSection(grid, u, all, sec))
                return true;
        }
        if (reduceSection(grid, r, sec, all))
            changed = true;
        if (grid.contradiction())
            return true;
        if (clean && grid.stamp() == before)
            clean[u] = before;
        else if (firstOnly)
            return true;
    }
    return changed;
}

bool rReductions(CandidateGrid &grid, std::uint32_t *clean, RReductionMemo &memo)
{
    grid.setCause(ChangeCause::RReduction);
    const Mask all = grid.geometry().allSymbols();
    const int side = grid.side();
    const int units = grid.geometry().unitCount(); // read once (eliminate() may write any memory)
    for (int u = 0; u < units; ++u) {
        const std::uint32_t unitStamp = grid.unitStamp(u);
        if (unitStamp <= clean[u])
            continue; // unchanged since it last gave nothing at every r
        const std::uint32_t before = grid.stamp();
        // Fewer than four open cells (at most as many as missing symbols): no r to look at, and
        // no missing symbol without a place (the hidden singles just found none).
        if (side - maskCount(grid.placedIn(u)) < 4) {
            clean[u] = before;
            continue;
        }
        RReductionMemo::Section &sec = memo.sections[u];
        if (sec.stamp == 0 || sec.stamp != unitStamp) {
            if (!readSection(grid, u, all, sec))
                return true;
        }
        // r = open - 1 is a hidden single (none: the singles gave nothing), r >= open nothing.
        reduceSectionAll(grid, u, sec, all);
        if (grid.contradiction() || grid.stamp() != before)
            return true;
        clean[u] = before;
    }
    return false;
}

} // namespace core::gridrules
