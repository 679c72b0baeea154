#include "wording/chainwalk.h"

#include "logic/notation.h"

#include <algorithm>

ChainWalk::ChainWalk(const core::Step &step)
    : m_step { step }
{
    m_frames.clear();
    // A chain without nodes has nothing to walk, and a link needs its two nodes (a step read
    // back from a damaged run record may have either).
    std::erase_if(m_step.chains, [](const core::Chain &c) { return c.nodes.empty(); });
    for (core::Chain &c : m_step.chains)
        if (c.links.size() >= c.nodes.size())
            c.links.resize(c.nodes.size() - 1);
    const std::vector<core::Chain> &chains = m_step.chains;
    const int n = static_cast<int>(chains.size());
    if (!core::isForcing(m_step.technique)) {
        for (int c = 0; c < n; ++c)
            for (int i = 0; i < static_cast<int>(chains[c].links.size())
                 && i + 1 < static_cast<int>(chains[c].nodes.size());
                 ++i)
                m_frames.push_back({ FrameKind::Link, c, i, -1 });
    } else {
        int branch = -1;
        int nested = 0;
        for (int c = 0; c < n; ++c) {
            const int b = branchOf(c);
            if (b != branch) {
                if (branch >= 0) {
                    if (nested > 0)
                        m_frames.push_back({ FrameKind::NestedEnd, c - 1, -1, branch });
                    m_frames.push_back({ FrameKind::BranchEnd, c - 1, -1, branch });
                }
                nested = 0;
                branch = b;
                m_frames.push_back({ FrameKind::Assume, c, -1, b });
            }
            if (chains[c].nested != nested) {
                if (nested > 0)
                    m_frames.push_back({ FrameKind::NestedEnd, c - 1, -1, b });
                nested = chains[c].nested;
                if (nested > 0)
                    m_frames.push_back({ FrameKind::Assume, c, -1, b });
            }
            for (int i = 0; i < static_cast<int>(chains[c].links.size())
                 && i + 1 < static_cast<int>(chains[c].nodes.size());
                 ++i)
                m_frames.push_back({ FrameKind::Link, c, i, b });
        }
        if (branch >= 0) {
            if (nested > 0)
                m_frames.push_back({ FrameKind::NestedEnd, n - 1, -1, branch });
            m_frames.push_back({ FrameKind::BranchEnd, n - 1, -1, branch });
        }
        m_branches = branch + 1;
    }
    m_frames.push_back(Frame {});
}

bool ChainWalk::walksFromStart(core::Technique t)
{
    using core::Technique;
    return t == Technique::XChain || t == Technique::XYChain
        || t == Technique::AlternatingInferenceChain || core::isForcing(t);
}

int ChainWalk::branchOf(int chain) const
{
    const core::Chain &c = m_step.chains[static_cast<std::size_t>(chain)];
    if (c.branch >= 0)
        return c.branch;
    // A forcing chain's contradiction: its chains start at one assumption, one branch.
    if (isContradiction())
        return 0;
    return chain;
}

bool ChainWalk::isContradiction() const
{
    // A Kraken fish's branches (forcing in the notation's sense) have no forcing kind.
    return (m_step.technique == core::Technique::ForcingChain
               || m_step.technique == core::Technique::ForcingNet)
        && m_step.forcing == core::ForcingKind::Contradiction;
}

int ChainWalk::firstOfBranch(int chain) const
{
    int c = chain;
    while (c > 0 && branchOf(c - 1) == branchOf(chain))
        --c;
    return c;
}

int ChainWalk::firstOfNested(int chain) const
{
    const auto &chains = m_step.chains;
    int c = chain;
    while (c > 0 && chains[std::size_t(c - 1)].nested == chains[std::size_t(chain)].nested
        && branchOf(c - 1) == branchOf(chain))
        --c;
    return c;
}

bool ChainWalk::next()
{
    if (atEnd())
        return false;
    ++m_index;
    return true;
}

bool ChainWalk::previous()
{
    if (atStart())
        return false;
    --m_index;
    return true;
}

void ChainWalk::setIndex(int index)
{
    m_index = std::clamp(index, 0, count() - 1);
}

bool ChainWalk::nodeTrue(int chain, int node) const
{
    if (chain < 0 || chain >= static_cast<int>(m_step.chains.size()))
        return false;
    const core::Chain &c = m_step.chains[static_cast<std::size_t>(chain)];
    const bool first = c.links.empty() || c.links.front() == core::ChainLink::Weak;
    return (node % 2 == 0) == first;
}

std::vector<core::Chain> ChainWalk::chainsSoFar() const
{
    const Frame &f = current();
    if (f.kind == FrameKind::Whole)
        return m_step.chains;
    std::vector<core::Chain> out;
    for (int c = 0; c <= f.chain; ++c) {
        // A forcing step shows the branch in hand only.
        if (f.branch >= 0 && branchOf(c) != f.branch)
            continue;
        core::Chain chain = m_step.chains[static_cast<std::size_t>(c)];
        chain.eliminations.clear();
        chain.placements.clear();
        if (c == f.chain && (f.kind == FrameKind::Link || f.kind == FrameKind::Assume)) {
            const std::size_t nodes = f.kind == FrameKind::Link ? std::size_t(f.link) + 2 : 1;
            chain.nodes.resize(std::min(nodes, chain.nodes.size()));
            chain.links.resize(chain.nodes.empty() ? 0 : chain.nodes.size() - 1);
        }
        out.push_back(std::move(chain));
    }
    return out;
}

std::vector<std::pair<core::ChainNode, bool>> ChainWalk::literalsSoFar() const
{
    const Frame &f = current();
    std::vector<std::pair<core::ChainNode, bool>> out;
    if (f.kind == FrameKind::Whole)
        return out;
    for (int c = 0; c <= f.chain; ++c) {
        if (f.branch >= 0 && branchOf(c) != f.branch)
            continue;
        const core::Chain &chain = m_step.chains[static_cast<std::size_t>(c)];
        std::size_t nodes = chain.nodes.size();
        if (c == f.chain && f.kind == FrameKind::Link)
            nodes = std::size_t(f.link) + 2;
        else if (c == f.chain && f.kind == FrameKind::Assume)
            nodes = 1;
        for (std::size_t i = 0; i < nodes && i < chain.nodes.size(); ++i)
            out.push_back({ chain.nodes[i], nodeTrue(c, int(i)) });
    }
    return out;
}

core::Chain ChainWalk::currentLink() const
{
    const Frame &f = current();
    if (f.kind != FrameKind::Link)
        return {};
    const core::Chain &c = m_step.chains[static_cast<std::size_t>(f.chain)];
    core::Chain link;
    link.nodes = { c.nodes[std::size_t(f.link)], c.nodes[std::size_t(f.link) + 1] };
    link.links = { c.links[std::size_t(f.link)] };
    return link;
}

std::vector<core::ChainNode> ChainWalk::currentNodes() const
{
    std::vector<core::ChainNode> out;
    for (const auto &[node, truth] : currentLiterals())
        out.push_back(node);
    return out;
}

std::vector<bool> ChainWalk::currentTruth() const
{
    std::vector<bool> out;
    for (const auto &[node, truth] : currentLiterals())
        out.push_back(truth);
    return out;
}

std::vector<std::pair<core::ChainNode, bool>> ChainWalk::currentLiterals() const
{
    const Frame &f = current();
    if (f.chain < 0)
        return {};
    const auto &chains = m_step.chains;
    const core::Chain &c = chains[static_cast<std::size_t>(f.chain)];
    if (c.nodes.empty())
        return {};
    const int last = static_cast<int>(c.nodes.size()) - 1;
    switch (f.kind) {
    case FrameKind::Link:
        return { { c.nodes[std::size_t(f.link)], nodeTrue(f.chain, f.link) },
            { c.nodes[std::size_t(f.link) + 1], nodeTrue(f.chain, f.link + 1) } };
    case FrameKind::Assume:
        return { { c.nodes.front(), nodeTrue(f.chain, 0) } };
    case FrameKind::NestedEnd: {
        // The nested assumption, now known false.
        const int start = firstOfNested(f.chain);
        return { { chains[std::size_t(start)].nodes.front(), !nodeTrue(start, 0) } };
    }
    case FrameKind::BranchEnd: {
        const int start = firstOfBranch(f.chain);
        const core::ChainNode &assumption = chains[std::size_t(start)].nodes.front();
        if (isContradiction())
            return { { assumption, !nodeTrue(start, 0) } }; // the assumption is false
        return { { assumption, nodeTrue(start, 0) }, { c.nodes.back(), nodeTrue(f.chain, last) } };
    }
    case FrameKind::Whole:
        break;
    }
    return {};
}
