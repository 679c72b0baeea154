#include "run/runtimeline.h"

#include <algorithm>
#include <climits>
#include <stdexcept>

namespace core {

namespace {

// A snapshot is taken after this many events, or sooner after this many words were applied
// since the last one (restores count the words they undo): seeking replays at most that much.
constexpr std::uint64_t kSnapshotEvents = 1024;
constexpr std::uint64_t kSnapshotWork = 16384;

bool isClimbSampled(RunEventKind kind)
{
    return kind == RunEventKind::ClimbMove || kind == RunEventKind::ClimbSideways
        || kind == RunEventKind::ClimbJump;
}

bool hasObjective(RunEventKind kind)
{
    return kind == RunEventKind::ClimbStart || kind == RunEventKind::ClimbMove
        || kind == RunEventKind::ClimbSideways || kind == RunEventKind::ClimbRestart
        || kind == RunEventKind::ClimbJump;
}

template <class Container> std::size_t bytesOf(const Container &v)
{
    return v.capacity() * sizeof(typename Container::value_type);
}

} // namespace

// ---- RunTimeline ---------------------------------------------------------------------------

void RunTimeline::start(const RunHeader &header)
{
    const std::size_t cells = static_cast<std::size_t>(header.puzzle.cellCount());
    if (header.values.size() != cells || header.candidates.size() != cells)
        throw std::invalid_argument("run timeline: the header's state does not fit its puzzle");
    m_header = header;
    m_snapValues.reset(8, cells);
    m_snapCandidates.reset(8, cells);
    m_tipValues = header.values;
    m_tipCandidates = header.candidates;
    m_tipCounters = {};
    m_live = {};
    m_tree.reset();
    snapshot(0);
}

void RunTimeline::snapshot(std::uint64_t position)
{
    m_snapPosition.push_back(position);
    m_snapCounters.push_back(m_tipCounters);
    m_snapValues.pushRow(m_tipValues);
    m_snapCandidates.pushRow(m_tipCandidates);
    m_workSinceSnapshot = 0;
}

std::size_t RunTimeline::snapshotBefore(std::uint64_t position) const
{
    const auto it = std::upper_bound(m_snapPosition.begin(), m_snapPosition.end(), position);
    return static_cast<std::size_t>(it - m_snapPosition.begin()) - 1;
}

void RunTimeline::append(RunChunk chunk)
{
    if (chunk.header) {
        if (m_header)
            throw std::invalid_argument("run timeline: a second header");
        start(*chunk.header);
    } else if (!m_header) {
        throw std::invalid_argument("run timeline: the first chunk has no header");
    }
    if (chunk.firstEvent != m_events.size() || chunk.firstWord != m_words.size())
        throw std::invalid_argument("run timeline: a chunk that does not follow on");
    const std::uint64_t wordEnd = m_words.size() + chunk.words.size();
    std::uint64_t previous = m_words.size();
    for (const RunRecord &r : chunk.events) {
        if (r.words < previous || r.words > wordEnd)
            throw std::invalid_argument("run timeline: an event's words are out of order");
        previous = r.words;
    }
    m_words.append(chunk.words);
    // All the chunk's events first: an event's words end where the next one's begin.
    const std::uint64_t first = m_events.size();
    m_events.append(chunk.events);
    for (std::uint64_t k = first; k < m_events.size(); ++k)
        index(k);
    m_live = chunk.counters;
    m_truncated = m_truncated || chunk.recordingStopped;
    if (!chunk.climbTail.empty() || chunk.climbTailStride > m_tailStride)
        mergeTail(std::move(chunk.climbTail), chunk.climbTailStride);
    if (chunk.finish)
        m_finish = std::move(chunk.finish);
}

std::size_t RunTimeline::moveOver(
    std::uint64_t k, std::uint8_t *values, Mask *candidates, bool forward) const
{
    const RunRecord &r = record(k);
    if (isRestore(r.kind)) {
        const WordRange restore = restoreRange(r);
        const auto range = words(restore.begin, restore.count);
        return forward ? undoWords(range, values, candidates)
                       : applyWords(range, values, candidates);
    }
    if (r.kind == RunEventKind::ClimbMove || r.kind == RunEventKind::ClimbSideways) {
        const auto [a, b] = swappedCells(r);
        std::swap(values[a], values[b]);
        return 1;
    }
    const auto own = changeWords(k);
    return forward ? applyWords(own, values, candidates) : undoWords(own, values, candidates);
}

void RunTimeline::setStorageBlocks(int eventShift, std::size_t wordBlock)
{
    if (m_header)
        throw std::logic_error("run timeline: storage blocks set after the first append");
    m_events.reset(eventShift);
    m_words = RunWordPool(wordBlock);
}

std::span<const std::uint32_t> RunTimeline::words(std::uint64_t begin, std::uint64_t count) const
{
    if (!m_spills.empty() && !m_words.contiguous(begin, count)) {
        const auto it = m_spills.find({ begin, count });
        if (it != m_spills.end())
            return it->second;
    }
    return m_words.span(begin, count);
}

void RunTimeline::index(std::uint64_t k)
{
    const RunRecord &r = m_events[k];
    const RunHeader &h = *m_header;
    // A restore whose words lie in two blocks of the pool gets a contiguous copy (Chen's
    // refutations can undo words of several chunks; a search's backtrack undoes one event's).
    if (isRestore(r.kind)) {
        const WordRange restore = restoreRange(r);
        if (!m_words.contiguous(restore.begin, restore.count))
            m_spills.emplace(std::pair { restore.begin, restore.count },
                m_words.copy(restore.begin, restore.count));
    }
    m_workSinceSnapshot += 1 + moveOver(k, m_tipValues.data(), m_tipCandidates.data(), true);
    advanceCounters(m_tipCounters, r, h.family, h.w1, h.w2);
    const auto event = static_cast<std::uint32_t>(k);
    switch (r.kind) {
    case RunEventKind::Decision:
    case RunEventKind::Assumption:
        m_tree.open(static_cast<std::uint32_t>(recordNode(r, h.family)),
            static_cast<std::uint32_t>(recordParent(r)), event, recordDepth(r));
        break;
    case RunEventKind::CellSelected: {
        const auto node = static_cast<std::uint64_t>(recordNode(r, h.family));
        if (node < m_tree.size())
            m_tree.m_nodes[static_cast<std::size_t>(node)].selection = event;
        break;
    }
    case RunEventKind::Conflict:
        if (!isRejected(r))
            m_tree.markConflict(
                static_cast<std::uint32_t>(recordNode(r, h.family)), conflictKind(r));
        break;
    case RunEventKind::Backtrack:
    case RunEventKind::Refutation:
        m_tree.close(static_cast<std::uint32_t>(recordNode(r, h.family)), event);
        break;
    case RunEventKind::Finish:
        switch (recordOutcome(r)) {
        case RunOutcome::Solved:
            m_tree.finishPath(NodeFate::SolutionPath, NodeFate::SolutionPath);
            break;
        case RunOutcome::Neutralized:
            m_tree.finishPath(NodeFate::SolutionPath, NodeFate::Neutralized);
            break;
        case RunOutcome::LimitReached:
        case RunOutcome::Cancelled:
            m_tree.finishPath(NodeFate::Cut, NodeFate::Cut);
            break;
        default: {
            // The whole tree failed: the root ends like its children (not counted as one).
            RunNode &root = m_tree.m_nodes[0];
            if (root.fate == NodeFate::Open) {
                root.fate = root.conflict != GridConflict::Kind::None ? NodeFate::Conflict
                                                                      : NodeFate::Backtracked;
                root.last = static_cast<std::uint32_t>(m_tree.size() - 1);
            }
            break;
        }
        }
        break;
    case RunEventKind::ClimbStart:
    case RunEventKind::ClimbRestart: {
        ClimbMark mark;
        mark.event = k;
        mark.iteration = recordIteration(r);
        mark.restarts = m_tipCounters.restarts;
        mark.code = recordCode(r);
        mark.f = m_tipCounters.f;
        mark.f1 = m_tipCounters.f1;
        mark.f2 = m_tipCounters.f2;
        (r.kind == RunEventKind::ClimbStart ? m_climbStarts : m_climbRestarts).push_back(mark);
        break;
    }
    default:
        break;
    }
    if (k + 1 - m_snapPosition.back() >= kSnapshotEvents || m_workSinceSnapshot >= kSnapshotWork)
        snapshot(k + 1);
}

void RunTimeline::mergeTail(std::vector<ClimbTailPoint> &&points, std::uint64_t stride)
{
    m_tail.insert(m_tail.end(), points.begin(), points.end());
    if (stride > m_tailStride) {
        m_tailStride = stride;
        std::erase_if(m_tail, [&](const ClimbTailPoint &p) {
            return isClimbSampled(p.kind) && p.iteration % m_tailStride != 0;
        });
    }
}

std::span<const std::uint32_t> RunTimeline::changeWords(std::uint64_t k) const
{
    const RunRecord &r = m_events[k];
    const std::uint64_t end = k + 1 < m_events.size() ? m_events[k + 1].words : m_words.size();
    if (isRestore(r.kind))
        return {};
    const std::uint64_t begin = r.words + static_cast<std::uint64_t>(detailWordCount(r));
    return words(begin, end - begin);
}

std::span<const std::uint32_t> RunTimeline::detailWords(std::uint64_t k) const
{
    const RunRecord &r = m_events[k];
    return r.kind == RunEventKind::LogicStep
        ? words(r.words, static_cast<std::uint64_t>(detailWordCount(r)))
        : std::span<const std::uint32_t> {};
}

std::vector<RunChange> RunTimeline::changes(std::uint64_t k) const
{
    std::vector<RunChange> out;
    const RunRecord &r = m_events[k];
    if (isRestore(r.kind)) {
        const WordRange restore = restoreRange(r);
        decodeWords(words(restore.begin, restore.count), out);
    } else
        decodeWords(changeWords(k), out);
    return out;
}

RunEvent RunTimeline::event(std::uint64_t k) const
{
    const RunHeader &h = *m_header;
    RunEvent e = decodeRecord(m_events[k], h.family, h.w1, h.w2);
    // What the record does not hold: a restore's parent (the tree's), a climber event's change of
    // f from the event before.
    if (isRestore(e.kind)) {
        e.parent = static_cast<std::uint64_t>(e.node) < m_tree.size()
            ? m_tree.parent(static_cast<std::uint64_t>(e.node))
            : -1;
    } else if (hasObjective(e.kind) && k > 0 && hasObjective(m_events[k - 1].kind)) {
        e.delta = e.f - decodeRecord(m_events[k - 1], h.family, h.w1, h.w2).f;
    }
    return e;
}

RunCounters RunTimeline::countersAt(std::uint64_t position) const
{
    position = std::min<std::uint64_t>(position, m_events.size());
    const std::size_t s = snapshotBefore(position);
    RunCounters c = m_snapCounters[s];
    const RunHeader &h = *m_header;
    for (std::uint64_t k = m_snapPosition[s]; k < position; ++k)
        advanceCounters(c, m_events[k], h.family, h.w1, h.w2);
    return c;
}

std::uint64_t RunTimeline::findNext(std::uint64_t from, std::uint32_t kinds) const
{
    for (std::uint64_t k = from; k < m_events.size(); ++k)
        if (kinds & kindBit(m_events[k].kind))
            return k;
    return m_events.size();
}

std::int64_t RunTimeline::findPrevious(std::int64_t from, std::uint32_t kinds) const
{
    for (std::int64_t k
         = std::min<std::int64_t>(from, static_cast<std::int64_t>(m_events.size()) - 1);
         k >= 0; --k)
        if (kinds & kindBit(m_events[static_cast<std::size_t>(k)].kind))
            return k;
    return -1;
}

std::uint64_t RunTimeline::eventAtMicros(std::uint32_t micros) const
{
    return m_events.partitionPoint([micros](const RunRecord &r) { return r.micros < micros; });
}

std::int64_t RunTimeline::nodeOfEvent(std::uint64_t k) const
{
    return recordNode(m_events[k], m_header->family);
}

std::uint64_t RunTimeline::nodeAt(std::uint64_t position) const
{
    // The last event that names a node decides: after a restore, the node's parent.
    if (m_tree.size() == 1)
        return 0;
    for (std::uint64_t p = std::min<std::uint64_t>(position, m_events.size()); p > 0; --p) {
        const RunRecord &r = m_events[p - 1];
        if (isRestore(r.kind))
            return static_cast<std::uint64_t>(std::max<std::int64_t>(
                m_tree.parent(static_cast<std::uint64_t>(recordNode(r, m_header->family))), 0));
        const std::int64_t n = nodeOfEvent(p - 1);
        if (n >= 0)
            return static_cast<std::uint64_t>(n);
    }
    return 0;
}

ClimbSeriesPoint RunTimeline::climbPoint(std::uint64_t k) const
{
    const RunCounters c = countersAt(k + 1);
    ClimbSeriesPoint p;
    p.kind = m_events[k].kind;
    p.iteration = c.iterations;
    p.restarts = c.restarts;
    p.f = c.f;
    p.f1 = c.f1;
    p.f2 = c.f2;
    p.bestF = c.bestF;
    return p;
}

std::uint64_t RunTimeline::eventOfIteration(std::uint64_t iteration) const
{
    return m_events.partitionPoint(
        [iteration](const RunRecord &r) { return recordIteration(r) < iteration; });
}

std::vector<ClimbColumn> RunTimeline::climbColumns(
    std::uint64_t firstIteration, std::uint64_t lastIteration, int columns) const
{
    std::vector<ClimbColumn> out(static_cast<std::size_t>(std::max(columns, 0)));
    if (out.empty() || lastIteration < firstIteration || !m_header)
        return out;
    const std::uint64_t span = lastIteration - firstIteration + 1;
    auto add = [&](std::uint64_t iteration, int f, int f1, int f2, int bestF, bool restart) {
        const std::uint64_t i = (iteration - firstIteration) * out.size() / span;
        ClimbColumn &col = out[static_cast<std::size_t>(i)];
        if (col.empty) {
            col.empty = false;
            col.firstIteration = iteration;
            col.minF = col.maxF = f;
            col.minF1 = col.maxF1 = f1;
            col.minF2 = col.maxF2 = f2;
        }
        col.lastIteration = iteration;
        col.minF = std::min(col.minF, f);
        col.maxF = std::max(col.maxF, f);
        col.lastF = f;
        col.minF1 = std::min(col.minF1, f1);
        col.maxF1 = std::max(col.maxF1, f1);
        col.minF2 = std::min(col.minF2, f2);
        col.maxF2 = std::max(col.maxF2, f2);
        col.bestF = bestF;
        col.restarts += restart ? 1 : 0;
    };
    const RunHeader &h = *m_header;
    std::uint64_t k = eventOfIteration(firstIteration);
    RunCounters c = countersAt(k);
    std::uint64_t lastRecorded = 0;
    for (; k < m_events.size() && recordIteration(m_events[k]) <= lastIteration; ++k) {
        const RunRecord &r = m_events[k];
        if (!hasObjective(r.kind))
            continue;
        advanceCounters(c, r, h.family, h.w1, h.w2);
        add(recordIteration(r), c.f, c.f1, c.f2, c.bestF, r.kind == RunEventKind::ClimbRestart);
        lastRecorded = recordIteration(r);
    }
    for (const ClimbTailPoint &p : m_tail)
        if (p.iteration >= firstIteration && p.iteration <= lastIteration
            && p.iteration >= lastRecorded && hasObjective(p.kind))
            add(p.iteration, p.f, p.f1, p.f2, p.bestF, p.kind == RunEventKind::ClimbRestart);
    return out;
}

RunMemory RunTimeline::memory() const
{
    RunMemory m;
    m.events = bytesOf(m_events);
    m.words = bytesOf(m_words);
    for (const auto &[range, words] : m_spills)
        m.words += bytesOf(words);
    m.snapshots = bytesOf(m_snapPosition) + bytesOf(m_snapCounters) + bytesOf(m_snapValues)
        + bytesOf(m_snapCandidates) + bytesOf(m_tipValues) + bytesOf(m_tipCandidates);
    m.tree = bytesOf(m_tree.m_nodes);
    m.climb = bytesOf(m_climbStarts) + bytesOf(m_climbRestarts) + bytesOf(m_tail);
    return m;
}

} // namespace core
