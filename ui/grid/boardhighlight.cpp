#include "grid/boardhighlight.h"

#include "board/board.h"
#include "board/geometry.h"
#include "logic/notation.h"
#include "logic/restingmarks.h"
#include "wording/chainwalk.h"

#include <algorithm>

namespace {

template <class T> bool fitsCells(const QVector<T> &cells, int n)
{
    return cells.isEmpty() || cells.size() == n;
}

} // namespace

BoardHighlight BoardHighlight::whereToLook(
    const std::vector<int> &units, const core::Geometry &geometry)
{
    BoardHighlight h;
    h.inUnit.fill(false, geometry.cellCount());
    for (int u : units)
        if (u >= 0 && u < geometry.unitCount()) {
            h.units.push_back(u);
            for (int c : geometry.unit(u))
                h.inUnit[c] = true;
        }
    return h;
}

BoardHighlight BoardHighlight::whereToLook(const std::vector<int> &units,
    const std::vector<int> &cells, core::Mask digits, const core::Board &position)
{
    const int n = position.cellCount();
    BoardHighlight h = whereToLook(units, position.geometry());
    if (!cells.empty()) {
        h.cells.fill(false, n);
        for (int c : cells)
            if (c >= 0 && c < n)
                h.cells[c] = true;
    }
    if (digits != 0) {
        h.pattern.fill(0u, n);
        for (int c = 0; c < n; ++c)
            if (position.isOpen(c))
                h.pattern[c] = position.candidates(c) & digits;
    }
    return h;
}

bool BoardHighlight::isEmpty() const
{
    const auto any = [](const auto &v) {
        return std::any_of(v.begin(), v.end(), [](const auto &x) { return bool(x); });
    };
    return units.empty() && chains.empty() && currentLink.empty() && !any(inUnit) && !any(cells)
        && !any(pattern) && !any(patternAlt) && !any(eliminations) && !any(placements)
        && contradiction < 0;
}

BoardHighlight BoardHighlight::fromStep(const core::Step &step, const core::Geometry &geometry)
{
    const int n = geometry.cellCount();
    BoardHighlight h = whereToLook(step.units, geometry);
    h.cells.fill(false, n);
    h.pattern.fill(0u, n);
    h.patternAlt.fill(0u, n);
    h.eliminations.fill(0u, n);
    h.placements.fill(0, n);
    h.order.fill(0, n);
    h.als.fill(0, n);
    // The chains, once: the links the view draws (core writes the same chains as notation).
    h.chains = core::stepChains(step, geometry);
    // The almost locked sets of the chains (ALS-XZ, ALS-XY-Wing): each set shaded as a group, in
    // a tint of its own. A set is a node with its digits (als); it is entered and left on the
    // same cells, so it is known by its cells.
    std::vector<std::vector<int>> sets;
    for (const core::Chain &chain : h.chains)
        for (const core::ChainNode &node : chain.nodes) {
            if (node.als == 0 || std::find(sets.begin(), sets.end(), node.cells) != sets.end())
                continue;
            sets.push_back(node.cells);
            for (int c : node.cells)
                if (c >= 0 && c < n && h.als[c] == 0)
                    h.als[c] = int(sets.size());
        }
    // A trial: the assumption first, then the singles it forces, numbered in their order, and
    // the cell left without a candidate.
    if (step.technique == core::Technique::Trial) {
        if (step.contradictionCell >= 0 && step.contradictionCell < n)
            h.contradiction = step.contradictionCell;
        for (std::size_t i = 1; i < step.pattern.size(); ++i)
            if (step.pattern[i].cell >= 0 && step.pattern[i].cell < n)
                h.order[step.pattern[i].cell] = int(i);
    }
    for (int c : step.cells)
        if (c >= 0 && c < n)
            h.cells[c] = true;
    for (const core::PatternCandidate &p : step.pattern) {
        if (p.cell < 0 || p.cell >= n)
            continue;
        (p.role == 1 ? h.patternAlt : h.pattern)[p.cell] |= core::bit(p.symbol);
        h.cells[p.cell] = true;
    }
    for (const core::Elimination &e : step.eliminations)
        if (e.cell >= 0 && e.cell < n)
            h.eliminations[e.cell] |= core::bit(e.symbol);
    for (const core::Placement &p : step.placements)
        if (p.cell >= 0 && p.cell < n) {
            h.placements[p.cell] = p.symbol;
            h.cells[p.cell] = true;
        }
    return h;
}

BoardHighlight BoardHighlight::fromStep(const core::Step &step, const core::Board &position)
{
    BoardHighlight h = fromStep(step, position.geometry());
    const std::vector<core::Elimination> own = core::marksRestedOn(step, position);
    if (own.empty())
        return h;
    h.ownMarks.fill(0u, position.cellCount());
    for (const core::Elimination &e : own)
        h.ownMarks[e.cell] |= core::bit(e.symbol);
    return h;
}

BoardHighlight BoardHighlight::fromChainWalk(
    const ChainWalk &walk, const core::Board &position, bool playersMarks)
{
    if (walk.current().kind == ChainWalk::FrameKind::Whole)
        return playersMarks ? fromStep(walk.step(), position)
                            : fromStep(walk.step(), position.geometry());
    const int n = position.cellCount();
    BoardHighlight h;
    h.cells.fill(false, n);
    h.pattern.fill(0u, n);
    h.patternAlt.fill(0u, n);
    h.chains = walk.chainsSoFar();
    const core::Chain link = walk.currentLink();
    if (!link.nodes.empty())
        h.currentLink = { link };
    // What the walk knows so far, each candidate in the colour of its truth (the first colour
    // true, the second false); the frame's own nodes' cells shaded.
    const auto mark = [&](const core::ChainNode &node, bool isTrue, bool shade) {
        for (int c : node.cells)
            if (c >= 0 && c < n) {
                h.cells[c] = h.cells[c] || shade;
                if (position.isOpen(c) && (position.candidates(c) & core::bit(node.digit)))
                    (isTrue ? h.pattern : h.patternAlt)[c] |= core::bit(node.digit);
            }
    };
    for (const auto &[node, isTrue] : walk.literalsSoFar())
        mark(node, isTrue, false);
    for (const auto &[node, isTrue] : walk.currentLiterals())
        mark(node, isTrue, true);
    return h;
}

bool BoardHighlight::fits(const core::Geometry &geometry) const
{
    const int n = geometry.cellCount();
    return fitsCells(inUnit, n) && fitsCells(cells, n) && fitsCells(pattern, n)
        && fitsCells(patternAlt, n) && fitsCells(eliminations, n) && fitsCells(placements, n)
        && fitsCells(order, n) && fitsCells(als, n) && fitsCells(ownMarks, n) && contradiction < n
        && std::all_of(
            units.begin(), units.end(), [&](int u) { return u >= 0 && u < geometry.unitCount(); });
}

AppliedGhost AppliedGhost::fromStep(const core::Step &step, const core::Geometry &geometry)
{
    const int n = geometry.cellCount();
    AppliedGhost g;
    g.placed.fill(false, n);
    g.removed.fill(0u, n);
    for (const core::Placement &p : step.placements)
        if (p.cell >= 0 && p.cell < n)
            g.placed[p.cell] = true;
    for (const core::Elimination &e : step.eliminations)
        if (e.cell >= 0 && e.cell < n)
            g.removed[e.cell] |= core::bit(e.symbol);
    return g;
}

bool AppliedGhost::fits(const core::Geometry &geometry) const
{
    return fitsCells(placed, geometry.cellCount()) && fitsCells(removed, geometry.cellCount());
}
