#include "logic/restingmarks.h"

#include "board/solutioncounter.h"
#include "logic/notation.h"

#include <algorithm>

namespace core {

namespace {

// The needed absences, cell by cell (a mask of digits per cell).
class Needs
{
public:
    explicit Needs(const Board &board)
        : m_board { board }
        , m_need(std::size_t(board.cellCount()), 0)
    { }

    void add(int cell, Mask digits)
    {
        if (cell >= 0 && cell < m_board.cellCount())
            m_need[std::size_t(cell)] |= digits;
    }
    // The digits must be absent from the unit's cells other than those given.
    void unitExcept(int unit, Mask digits, const std::vector<int> &keep)
    {
        const Geometry &g = m_board.geometry();
        if (unit < 0 || unit >= g.unitCount())
            return;
        for (int c : g.unit(unit))
            if (std::find(keep.begin(), keep.end(), c) == keep.end())
                add(c, digits);
    }
    void everything()
    {
        for (int c = 0; c < m_board.cellCount(); ++c)
            add(c, m_board.geometry().allSymbols());
    }

    std::vector<Elimination> marksMissing() const
    {
        std::vector<Elimination> out;
        for (int c = 0; c < m_board.cellCount(); ++c) {
            if (!m_board.isOpen(c))
                continue;
            const Mask own
                = m_board.computeCandidates(c) & ~m_board.candidates(c) & m_need[std::size_t(c)];
            for (int d = 1; d <= m_board.side(); ++d)
                if (own & bit(d))
                    out.push_back({ c, d });
        }
        return out;
    }

private:
    const Board &m_board;
    std::vector<Mask> m_need;
};

std::vector<int> nodeCells(const ChainNode &a, const ChainNode &b)
{
    std::vector<int> cells = a.cells;
    cells.insert(cells.end(), b.cells.begin(), b.cells.end());
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

// A strong link rests on: one cell's two digits, its other digits absent; one digit in cells of a
// unit, the digit absent from the unit's other cells (the unit where the board has it so).
void strongLink(Needs &needs, const Board &board, const ChainNode &a, const ChainNode &b)
{
    const Geometry &g = board.geometry();
    if (a.als || b.als) {
        // An almost locked set: its cells hold only its digits.
        for (const ChainNode *n : { &a, &b })
            if (n->als)
                for (int c : n->cells)
                    needs.add(c, g.allSymbols() & ~n->als);
        return;
    }
    if (a.cells.size() == 1 && a.cells == b.cells && a.digit != b.digit) {
        needs.add(a.cells.front(), g.allSymbols() & ~(bit(a.digit) | bit(b.digit)));
        return;
    }
    if (a.digit != b.digit || a.digit <= 0)
        return;
    const std::vector<int> cells = nodeCells(a, b);
    if (cells.empty())
        return;
    for (int u : g.unitsOf(cells.front())) {
        const auto unit = g.unit(u);
        if (!std::all_of(cells.begin(), cells.end(),
                [&](int c) { return std::find(unit.begin(), unit.end(), c) != unit.end(); }))
            continue;
        bool holds = true;
        for (int c : unit)
            if (board.isOpen(c) && (board.candidates(c) & bit(a.digit))
                && std::find(cells.begin(), cells.end(), c) == cells.end())
                holds = false;
        if (holds) {
            needs.unitExcept(u, bit(a.digit), cells);
            return;
        }
    }
}

} // namespace

std::vector<Elimination> marksRestedOn(const Step &step, const Board &position)
{
    const Geometry &g = position.geometry();
    const Mask all = g.allSymbols();
    Needs needs(position);
    std::vector<int> patternCells = step.cells;
    for (const PatternCandidate &p : step.pattern)
        patternCells.push_back(p.cell);
    switch (step.technique) {
    case Technique::FullHouse:
        break;
    case Technique::NakedSingle:
        for (const Placement &p : step.placements)
            needs.add(p.cell, all & ~bit(p.symbol));
        break;
    case Technique::HiddenSingle:
        if (!step.units.empty())
            for (const Placement &p : step.placements)
                needs.unitExcept(step.units.front(), bit(p.symbol), { p.cell });
        break;
    case Technique::Pointing:
    case Technique::Claiming:
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        if (!step.units.empty())
            needs.unitExcept(step.units.front(), step.symbols, step.cells);
        break;
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        for (int c : step.cells)
            needs.add(c, all & ~step.symbols);
        break;
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish: {
        // Base lines, then as many cover lines (then a finned fish's box): the digit only in the
        // cover lines (or the fins) within the base lines.
        const std::size_t n = step.units.size() / 2;
        std::vector<int> keep = patternCells;
        for (std::size_t i = n; i < 2 * n; ++i)
            for (int c : g.unit(step.units[i]))
                keep.push_back(c);
        for (std::size_t i = 0; i < n; ++i)
            needs.unitExcept(step.units[i], step.symbols, keep);
        break;
    }
    case Technique::UniqueRectangle1:
        for (std::size_t i = 0; i < std::min<std::size_t>(3, step.cells.size()); ++i)
            needs.add(step.cells[i], all & ~step.symbols);
        break;
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
        for (std::size_t i = 0; i < std::min<std::size_t>(2, step.cells.size()); ++i)
            needs.add(step.cells[i], all & ~step.symbols);
        break;
    case Technique::HiddenRectangle:
        if (!step.cells.empty())
            needs.add(step.cells.front(), all & ~step.symbols);
        break;
    case Technique::ForcingChain:
    case Technique::ForcingNet: {
        // Every candidate of a cell, or every place of a digit in a unit: the branches start at
        // the chains' first nodes, and there is no other.
        Mask starts = 0;
        std::vector<int> startCells;
        for (const Chain &chain : step.chains)
            if (!chain.nodes.empty() && chain.nested == 0) {
                starts |= bit(chain.nodes.front().digit);
                startCells.insert(startCells.end(), chain.nodes.front().cells.begin(),
                    chain.nodes.front().cells.end());
            }
        if (step.forcing == ForcingKind::Cell && !step.cells.empty())
            needs.add(step.cells.front(), all & ~starts);
        else if (step.forcing == ForcingKind::Unit && !step.units.empty())
            needs.unitExcept(step.units.front(), starts, startCells);
        break;
    }
    case Technique::BugPlusOne:
    case Technique::RReduction:
    case Technique::Trial:
        needs.everything();
        break;
    default:
        break;
    }
    // The chains (their own or those notation builds from the step): every strong link.
    if (hasChainNotation(step.technique))
        for (const Chain &chain : stepChains(step, g))
            for (std::size_t i = 0; i < chain.links.size() && i + 1 < chain.nodes.size(); ++i)
                if (chain.links[i] == ChainLink::Strong)
                    strongLink(needs, position, chain.nodes[i], chain.nodes[i + 1]);
    return needs.marksMissing();
}

std::vector<Elimination> unjustifiedMarks(
    const std::vector<Elimination> &restedOn, const Board &position, std::uint64_t nodeLimit)
{
    if (restedOn.empty())
        return {};
    SolutionCounter counter(position.geometry());
    counter.setNodeLimit(nodeLimit);
    const CountResult result = counter.count(position, 2);
    if (!result.complete || !result.unique())
        return {};
    std::vector<Elimination> out;
    for (const Elimination &e : restedOn)
        if (e.cell >= 0 && std::size_t(e.cell) < result.solution.size()
            && result.solution[std::size_t(e.cell)] == e.symbol)
            out.push_back(e);
    return out;
}

} // namespace core
