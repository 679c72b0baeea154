#include "wording/chainwording.h"

#include "wording/stepwording.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace {

bool contains(const std::vector<int> &cells, int cell)
{
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

} // namespace

ChainWording::ChainWording(const core::Board &position, core::CellNaming naming, bool playersMarks)
    : m_board { position }
    , m_naming { naming }
    , m_playersMarks { playersMarks }
{ }

QString ChainWording::cellsText(const std::vector<int> &cells) const
{
    const StepWording words(m_board.geometry(), m_naming);
    QStringList names;
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    for (int c : sorted)
        names << words.cellName(c);
    return StepWording::joinComma(names);
}

int ChainWording::sharedUnit(const std::vector<int> &a, const std::vector<int> &b) const
{
    const core::Geometry &g = m_board.geometry();
    if (a.empty())
        return -1;
    for (int u : g.unitsOf(a.front())) {
        const auto unit = g.unit(u);
        const auto in = [&](int c) { return std::find(unit.begin(), unit.end(), c) != unit.end(); };
        if (std::all_of(a.begin(), a.end(), in) && std::all_of(b.begin(), b.end(), in))
            return u;
    }
    return -1;
}

QString ChainWording::node(const core::ChainNode &n, bool isTrue) const
{
    const QString digit = StepWording::digit(n.digit);
    if (n.cells.size() == 1) {
        const QString cell = StepWording(m_board.geometry(), m_naming).cellName(n.cells.front());
        return isTrue ? tr("%1 is %2").arg(cell, digit) : tr("%1 is not %2").arg(cell, digit);
    }
    const QString cells = cellsText(n.cells);
    return isTrue ? tr("%1 is in one of %2").arg(digit, cells)
                  : tr("%1 is in none of %2").arg(digit, cells);
}

QString ChainWording::reason(const core::ChainNode &a, const core::ChainNode &b, bool strong) const
{
    const core::Geometry &g = m_board.geometry();
    const StepWording words(g, m_naming);
    // An almost locked set entered by one digit and left by another.
    if (a.cells == b.cells && a.cells.size() > 1 && a.als != 0 && a.digit != b.digit) {
        const QString set = cellsText(a.cells);
        if (strong)
            return tr("%1 form an almost locked set (digits %2): without %3 its cells must hold %4")
                .arg(set, words.digitList(a.als), StepWording::digit(a.digit),
                    StepWording::digit(b.digit));
        return tr("%1 cannot hold both %2 and %3")
            .arg(set, StepWording::digit(a.digit), StepWording::digit(b.digit));
    }
    if (a.cells.size() == 1 && a.cells == b.cells && a.digit != b.digit) {
        const int cell = a.cells.front();
        if (!strong)
            return tr("a cell holds only one digit");
        const core::Mask left = m_board.isOpen(cell) ? m_board.candidates(cell) : 0;
        if (left == (core::bit(a.digit) | core::bit(b.digit)))
            return tr("the only other candidate in %1").arg(words.cellName(cell));
        // A net: the cell's other candidates are out already (earlier in the branch).
        return tr("the last candidate left in %1 (%2 already out)")
            .arg(words.cellName(cell), words.digitList(left & ~core::bit(b.digit)));
    }
    if (a.digit == b.digit) {
        // A group counts by its cells that hold the digit (a group may list others).
        const auto held = [&](const core::ChainNode &n) {
            std::vector<int> out;
            for (int c : n.cells)
                if (m_board.isOpen(c) && (m_board.candidates(c) & core::bit(n.digit)))
                    out.push_back(c);
            return out.empty() ? n.cells : out;
        };
        const int unit = sharedUnit(held(a), held(b));
        if (unit >= 0) {
            if (!strong)
                return tr("both are in %1").arg(words.unitName(unit));
            bool onlyTwo = true;
            std::vector<int> out; // the digit's other places in the unit
            for (int c : g.unit(unit))
                if (m_board.isOpen(c) && (m_board.candidates(c) & core::bit(a.digit))
                    && !contains(b.cells, c)) {
                    out.push_back(c);
                    onlyTwo = onlyTwo && contains(a.cells, c);
                }
            const QString digit = StepWording::digit(a.digit);
            if (onlyTwo)
                return tr("the only other place for %1 in %2").arg(digit, words.unitName(unit));
            // A net: the digit's other places are out already (earlier in the branch).
            return tr("the last place left for %1 in %2 (%3 already out)")
                .arg(digit, words.unitName(unit), words.cellList(out));
        }
    }
    return strong ? tr("one of the two must be true") : tr("the two cannot both be true");
}

QString ChainWording::contradiction(const ChainWalk &walk, int first, int last, int inner) const
{
    // What the chains first..last know: each node true or false.
    struct Known
    {
        core::ChainNode node;
        bool isTrue;
    };
    std::vector<Known> known;
    const auto &chains = walk.step().chains;
    // The branch's own chains, and those of the nested contradiction `inner` (what another
    // nested contradiction assumed holds only inside it).
    for (int c = first; c <= last; ++c)
        if (chains[std::size_t(c)].nested == 0 || chains[std::size_t(c)].nested == inner)
            for (std::size_t i = 0; i < chains[std::size_t(c)].nodes.size(); ++i)
                known.push_back({ chains[std::size_t(c)].nodes[i], walk.nodeTrue(c, int(i)) });
    const StepWording words(m_board.geometry(), m_naming);
    // A node both true and false.
    for (std::size_t i = 0; i < known.size(); ++i)
        for (std::size_t j = i + 1; j < known.size(); ++j)
            if (known[i].node.cells == known[j].node.cells
                && known[i].node.digit == known[j].node.digit
                && known[i].isTrue != known[j].isTrue) {
                const core::ChainNode &n = known[i].node;
                const QString what
                    = n.cells.size() == 1 ? words.cellName(n.cells.front()) : cellsText(n.cells);
                return tr("%1 would have to be %2 and not be %2")
                    .arg(what, StepWording::digit(n.digit));
            }
    // A cell without a candidate, a unit without a place for a digit.
    const core::Geometry &g = m_board.geometry();
    std::map<int, core::Mask> ruledOut;
    for (const Known &k : known)
        if (!k.isTrue && k.node.cells.size() == 1)
            ruledOut[k.node.cells.front()] |= core::bit(k.node.digit);
    for (const auto &[cell, out] : ruledOut)
        if (m_board.isOpen(cell) && (m_board.candidates(cell) & ~out) == 0)
            return tr("%1 would have no candidate left").arg(words.cellName(cell));
    for (int u = 0; u < g.unitCount(); ++u)
        for (int d = 1; d <= g.side(); ++d) {
            bool any = false;
            bool all = true;
            for (int c : g.unit(u))
                if (m_board.isOpen(c) && (m_board.candidates(c) & core::bit(d))) {
                    any = true;
                    const auto it = ruledOut.find(c);
                    all = all && it != ruledOut.end() && (it->second & core::bit(d));
                }
            if (any && all)
                return tr("%1 would have no place left in %2")
                    .arg(StepWording::digit(d), words.unitName(u));
        }
    return tr("the chains above cannot all hold");
}

QString ChainWording::frameText(const ChainWalk &walk) const
{
    using Kind = ChainWalk::FrameKind;
    const ChainWalk::Frame &f = walk.current();
    const core::Step &step = walk.step();
    if (f.kind == Kind::Whole) {
        const StepWording words(m_board.geometry(), m_naming);
        return m_playersMarks ? words.explanation(step, m_board) : words.explanation(step);
    }
    const auto &chains = step.chains;
    const core::Chain &chain = chains[std::size_t(f.chain)];
    const bool forcing = f.branch >= 0;
    const int branchStart = forcing ? walk.firstOfBranch(f.chain) : 0;
    const core::ChainNode &assumption = chains[std::size_t(branchStart)].nodes.front();
    const bool assumedTrue = walk.nodeTrue(branchStart, 0);
    switch (f.kind) {
    case Kind::Link: {
        const core::ChainNode &a = chain.nodes[std::size_t(f.link)];
        const core::ChainNode &b = chain.nodes[std::size_t(f.link) + 1];
        const bool ta = walk.nodeTrue(f.chain, f.link);
        const bool tb = walk.nodeTrue(f.chain, f.link + 1);
        const QString because = reason(a, b, !ta);
        if (f.link == 0) {
            const bool opensBranch = !forcing || f.chain == branchStart
                || (chain.nested == 0 && a == assumption && ta == assumedTrue)
                || (chain.nested > 0 && f.chain == walk.firstOfNested(f.chain))
                || (chain.nested > 0
                    && a == chains[std::size_t(walk.firstOfNested(f.chain))].nodes.front()
                    && ta == walk.nodeTrue(walk.firstOfNested(f.chain), 0));
            if (opensBranch)
                return tr("If %1, then %2: %3.").arg(node(a, ta), node(b, tb), because);
            return tr("%1 (found above), so %2: %3.").arg(node(a, ta), node(b, tb), because);
        }
        return tr("%1, so %2: %3.").arg(node(a, ta), node(b, tb), because);
    }
    case Kind::Assume: {
        const core::ChainNode &first = chain.nodes.front();
        const bool t = walk.nodeTrue(f.chain, 0);
        if (chain.nested > 0)
            return tr("Inside this branch, suppose also that %1. This will end in a "
                      "contradiction.")
                .arg(node(first, t));
        if (walk.isContradiction())
            return tr("Suppose %1, and follow what it forces. It will end in a contradiction.")
                .arg(node(first, t));
        if (step.technique == core::Technique::KrakenFish)
            return tr("Fin %1 of %2: suppose %3. (If no fin is true, the fish itself removes "
                      "the digit.)")
                .arg(f.branch + 1)
                .arg(walk.branchCount())
                .arg(node(first, t));
        return tr("Branch %1 of %2: suppose %3.")
            .arg(f.branch + 1)
            .arg(walk.branchCount())
            .arg(node(first, t));
    }
    case Kind::NestedEnd: {
        const int start = walk.firstOfNested(f.chain);
        const core::ChainNode &inner = chains[std::size_t(start)].nodes.front();
        return tr("Contradiction: %1. So, in this branch, %2.")
            .arg(contradiction(walk, branchStart, f.chain, chain.nested),
                node(inner, !walk.nodeTrue(start, 0)));
    }
    case Kind::BranchEnd: {
        if (walk.isContradiction()) {
            // The outer chains of the branch (a nested contradiction's hold only inside it).
            return tr("Contradiction: %1. So the assumption is false: %2.")
                .arg(contradiction(walk, branchStart, f.chain, 0), node(assumption, !assumedTrue));
        }
        const int last = static_cast<int>(chain.nodes.size()) - 1;
        return tr("Branch %1 ends here: if %2, then %3.")
            .arg(f.branch + 1)
            .arg(node(assumption, assumedTrue),
                node(chain.nodes.back(), walk.nodeTrue(f.chain, last)));
    }
    case Kind::Whole:
        break;
    }
    return {};
}

QString ChainWording::progress(const ChainWalk &walk) const
{
    const ChainWalk::Frame &f = walk.current();
    if (f.kind == ChainWalk::FrameKind::Whole)
        return tr("The whole chain (%1 of %2)").arg(walk.index() + 1).arg(walk.count());
    if (f.branch >= 0 && walk.branchCount() > 1)
        return tr("Step %1 of %2 · branch %3 of %4")
            .arg(walk.index() + 1)
            .arg(walk.count())
            .arg(f.branch + 1)
            .arg(walk.branchCount());
    return tr("Step %1 of %2").arg(walk.index() + 1).arg(walk.count());
}
