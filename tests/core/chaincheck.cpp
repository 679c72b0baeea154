#include "chaincheck.h"

#include <algorithm>

namespace chaincheck {

namespace {

using core::Board;
using core::ChainLink;
using core::ChainNode;
using core::Geometry;

bool holds(const Board &b, int cell, int digit)
{
    return b.isOpen(cell) && (b.candidates(cell) & core::bit(digit)) != 0;
}

// The digit's places in the unit are exactly the union of the two cell lists.
bool onlyPlaces(
    const Board &b, int unit, int digit, const std::vector<int> &a, const std::vector<int> &c)
{
    const Geometry &g = b.geometry();
    for (int cell : g.unit(unit)) {
        const bool listed
            = std::count(a.begin(), a.end(), cell) + std::count(c.begin(), c.end(), cell) > 0;
        if (holds(b, cell, digit) != listed)
            return false;
    }
    return true;
}

bool inUnit(const Geometry &g, int unit, const std::vector<int> &cells)
{
    const auto &u = g.unit(unit);
    return std::all_of(cells.begin(), cells.end(),
        [&](int c) { return std::find(u.begin(), u.end(), c) != u.end(); });
}

// The cells of a node that hold its digit: all of them, except in an ALS node.
std::vector<int> placesOf(const Board &b, const ChainNode &n)
{
    std::vector<int> out;
    for (int c : n.cells)
        if (holds(b, c, n.digit))
            out.push_back(c);
    return out;
}

// n cells of one unit holding n + 1 digits between them, those of the node's `als`.
bool isAls(const Board &b, const ChainNode &n)
{
    const Geometry &g = b.geometry();
    core::Mask digits = 0;
    for (int c : n.cells) {
        if (!b.isOpen(c))
            return false;
        digits |= b.candidates(c);
    }
    bool oneUnit = false;
    for (int u = 0; u < g.unitCount() && !oneUnit; ++u)
        oneUnit = inUnit(g, u, n.cells);
    return oneUnit && digits == n.als
        && core::popcount(digits) == static_cast<int>(n.cells.size()) + 1;
}

std::string linkProblem(const Board &b, const ChainNode &x, const ChainNode &y, ChainLink link)
{
    const Geometry &g = b.geometry();
    for (const ChainNode *n : { &x, &y }) {
        if (n->cells.empty())
            return "an empty node";
        if (n->als ? !isAls(b, *n) || placesOf(b, *n).empty()
                   : placesOf(b, *n).size() != n->cells.size())
            return n->als ? "an ALS node that is no almost locked set"
                          : "a node on a candidate that is not there";
    }
    const std::vector<int> xs = placesOf(b, x);
    const std::vector<int> ys = placesOf(b, y);
    // Inside one ALS: entered by one digit, left by another (the set is locked on the rest once
    // one digit is gone).
    if (x.cells == y.cells && x.als && x.als == y.als && x.digit != y.digit)
        return {};
    if (link == ChainLink::Weak) {
        if (x.cells == y.cells && x.cells.size() == 1 && x.digit != y.digit)
            return {};
        if (x.digit == y.digit && allSee(g, xs, ys))
            return {};
        return "a weak link that is none";
    }
    if (x.cells == y.cells && x.cells.size() == 1 && x.digit != y.digit) {
        if (b.candidates(x.cells[0]) == (core::bit(x.digit) | core::bit(y.digit)))
            return {};
        return "an in-cell strong link in a cell that is not bivalue";
    }
    if (x.digit == y.digit) {
        std::vector<int> all = xs;
        all.insert(all.end(), ys.begin(), ys.end());
        for (int u = 0; u < g.unitCount(); ++u)
            if (inUnit(g, u, all) && onlyPlaces(b, u, x.digit, xs, ys))
                return {};
    }
    return "a strong link that is none";
}

} // namespace

bool allSee(const Geometry &g, const std::vector<int> &a, const std::vector<int> &b)
{
    for (int x : a)
        for (int y : b)
            if (x == y || !g.arePeers(x, y))
                return false;
    return true;
}

std::string chainProblem(const Board &board, const core::Step &step)
{
    for (const auto &chain : step.chains) {
        if (chain.links.size() + 1 != chain.nodes.size())
            return "links and nodes do not match";
        for (std::size_t i = 0; i < chain.links.size(); ++i) {
            std::string p = linkProblem(board, chain.nodes[i], chain.nodes[i + 1], chain.links[i]);
            if (!p.empty())
                return p + " at link " + std::to_string(i);
        }
    }
    return {};
}

} // namespace chaincheck
