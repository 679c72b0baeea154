#pragma once

#include "logic/step.h"

#include <utility>
#include <vector>

// Walking through a step's chains one link at a time (the chain stepper of Play's Show, the
// Lab's logic step and Help's examples), without any widget or word: which frame is shown, what
// the board draws so far and what each node means there. ChainWording (chainwording.h) says each
// frame in words; BoardHighlight::fromChainWalk draws it.
//
// A plain chain (an X-Chain, an AIC, a wing written as a chain) is read from its first node:
// assumed false after a strong link, true after a weak one, and every node after it the
// opposite of the one before (core::Chain). A forcing chain or net goes branch by branch: the
// branch's assumption, then its links (a net's later chains start at a node the branch found
// before; a nested contradiction opens with its own assumption and ends in a contradiction),
// then where the branch ends. The last frame is always the whole picture (every chain, the
// result).
class ChainWalk final
{
public:
    enum class FrameKind {
        Assume, // a branch (or a nested contradiction) starts: its first chain's first node
        Link, // one link: chain `chain`, from nodes[link] to nodes[link + 1]
        NestedEnd, // a nested contradiction ends: its assumption is false
        BranchEnd, // a forcing branch ends (at its result, or in a contradiction)
        Whole, // every chain and the result
    };
    struct Frame
    {
        FrameKind kind = FrameKind::Whole;
        int chain = -1; // the chain the frame is about (-1: Whole)
        int link = -1; // Link: the link's index in the chain
        int branch = -1; // a forcing step's branch (from 0); -1 elsewhere
        bool operator==(const Frame &) const = default;
    };

    ChainWalk() = default;
    // Walks the step's chains (those without nodes dropped, links past the last node cut).
    explicit ChainWalk(const core::Step &step);

    // Whether Show starts the walk at its first link (the long chains: X-Chain, XY-Chain, AIC,
    // forcing chains and nets) rather than at the whole picture (the short patterns written as
    // chains, a wing, a Skyscraper, an X-Wing: the pattern reads at a glance, the walk is there
    // for who wants it).
    static bool walksFromStart(core::Technique technique);

    // Whether the step has chains to walk through (one frame: only the whole picture).
    bool isWalkable() const { return m_frames.size() > 1; }
    const core::Step &step() const { return m_step; }
    const std::vector<Frame> &frames() const { return m_frames; }
    int count() const { return static_cast<int>(m_frames.size()); }
    int index() const { return m_index; }
    const Frame &current() const { return m_frames[static_cast<std::size_t>(m_index)]; }
    bool atStart() const { return m_index == 0; }
    bool atEnd() const { return m_index + 1 >= count(); }
    // Moves one frame on or back; false (and no change) at either end.
    bool next();
    bool previous();
    void setIndex(int index);
    // The last frame: the whole picture.
    void toEnd() { setIndex(count() - 1); }

    // A forcing chain or net from one assumption that ends in a contradiction (one branch).
    bool isContradiction() const;
    // The forcing step's branches (0 for a plain chain; a Kraken fish's: one per fin).
    int branchCount() const { return m_branches; }
    // Whether node `node` of chain `chain` is true (the chain's reading, see above).
    bool nodeTrue(int chain, int node) const;
    // The first chain of the branch or nested contradiction that `chain` belongs to.
    int firstOfBranch(int chain) const;
    int firstOfNested(int chain) const;
    // The chains drawn at the current frame: those before it whole, its own up to the current
    // link (both nodes); the whole picture at the last frame.
    std::vector<core::Chain> chainsSoFar() const;
    // What the chains drawn so far know (chainsSoFar's nodes, each true or false); the whole
    // picture: none (it shows the step's own pattern).
    std::vector<std::pair<core::ChainNode, bool>> literalsSoFar() const;
    // The current link as a chain of two nodes (empty for a frame without one).
    core::Chain currentLink() const;
    // The nodes the current frame is about: the link's two, the assumption, a branch's end.
    std::vector<core::ChainNode> currentNodes() const;
    // Whether each of currentNodes() is true (at a branch's end in a contradiction, or a nested
    // contradiction's: its assumption, false).
    std::vector<bool> currentTruth() const;
    std::vector<std::pair<core::ChainNode, bool>> currentLiterals() const;

private:
    int branchOf(int chain) const;

    core::Step m_step;
    std::vector<Frame> m_frames { Frame {} };
    int m_index = 0;
    int m_branches = 0;
};
