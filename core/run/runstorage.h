#pragma once

// Storage for a run timeline that grows while a run streams in on the GUI thread (issue 10: no
// stall over 50 ms). A std::vector of a million events doubles by copying everything it holds
// (BM_RunAppendStreamedToBudget: 28 ms of CPU for one append at 2 million events; more on a
// loaded machine), and keeps up to twice the memory it needs. These containers keep their
// elements in blocks: a full block never moves, only the last block grows (by doubling up to its
// size, so a short run stays small), so an append costs its own elements plus at most the copy of
// one block, and the slack is at most one block.
//
// BlockArray<T>: rows of `width` elements (1: a plain array) in blocks of 2^shift rows;
// indexing is a shift and a mask. RunWordPool: the change words, where every appended piece (a
// chunk's words) stays in one block, so the words of one event are always contiguous.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

namespace core {

template <class T> class BlockArray
{
public:
    using value_type = T;

    explicit BlockArray(int shift = 16, std::size_t width = 1)
        : m_shift { shift }
        , m_mask { (std::size_t { 1 } << shift) - 1 }
        , m_width { width }
    { }

    // Empties the array and sets the rows per block (2^shift) and the elements per row.
    void reset(int shift, std::size_t width = 1) { *this = BlockArray(shift, width); }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    std::size_t width() const { return m_width; }
    std::size_t rowsPerBlock() const { return m_mask + 1; }

    // Width 1: the element i.
    const T &operator[](std::size_t i) const { return m_blocks[i >> m_shift][i & m_mask]; }
    T &operator[](std::size_t i) { return m_blocks[i >> m_shift][i & m_mask]; }
    const T &back() const { return (*this)[m_size - 1]; }
    T &back() { return (*this)[m_size - 1]; }
    // The elements of row i.
    std::span<const T> row(std::size_t i) const
    {
        return { m_blocks[i >> m_shift].data() + (i & m_mask) * m_width, m_width };
    }

    void push_back(const T &value) { pushRow({ &value, 1 }); }
    // Appends one row (width() elements).
    void pushRow(std::span<const T> row)
    {
        room(1);
        std::vector<T> &block = m_blocks.back();
        block.insert(block.end(), row.begin(), row.end());
        ++m_size;
    }
    // Appends rows (a multiple of width() elements), block by block.
    void append(std::span<const T> values)
    {
        std::size_t rows = values.size() / m_width;
        while (rows > 0) {
            const std::size_t n = room(rows);
            std::vector<T> &block = m_blocks.back();
            block.insert(block.end(), values.begin(), values.begin() + n * m_width);
            values = values.subspan(n * m_width);
            m_size += n;
            rows -= n;
        }
    }
    void clear()
    {
        m_blocks.clear();
        m_size = 0;
    }

    // Elements allocated (what the process pays), the block table included.
    std::size_t capacity() const
    {
        std::size_t n = 0;
        for (const std::vector<T> &b : m_blocks)
            n += b.capacity();
        return n + m_blocks.capacity() * sizeof(std::vector<T>) / sizeof(T);
    }

    // The first index in [0, size()) whose element does not satisfy `before` (the elements are
    // partitioned by it, as for std::partition_point); size() when all do. Width 1.
    template <class Pred> std::size_t partitionPoint(Pred before) const
    {
        std::size_t lo = 0;
        std::size_t hi = m_size;
        while (lo < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (before((*this)[mid]))
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }

private:
    // Makes room for up to `rows` more rows in the last block (a new block when it is full, the
    // last block grown by doubling up to its size); returns how many fit.
    std::size_t room(std::size_t rows)
    {
        const std::size_t full = rowsPerBlock() * m_width;
        if (m_blocks.empty() || m_blocks.back().size() == full)
            m_blocks.emplace_back();
        std::vector<T> &block = m_blocks.back();
        const std::size_t used = block.size() / m_width;
        const std::size_t n = std::min(rows, rowsPerBlock() - used);
        const std::size_t need = (used + n) * m_width;
        if (need > block.capacity())
            block.reserve(std::min(full, std::max({ need, 2 * block.capacity(), 64 * m_width })));
        return n;
    }

    int m_shift;
    std::size_t m_mask;
    std::size_t m_width;
    std::size_t m_size = 0;
    std::vector<std::vector<T>> m_blocks;
};

// The pool of a run's change words (run-wide indexes from 0). Each append (a chunk's words) goes
// into one block whole: into the last block when it fits under the block size, else into a new
// one. So any range inside one append is contiguous (an event's words always are); a range that
// crosses blocks (a Chen restore over several chunks) is copied once by the timeline.
class RunWordPool
{
public:
    using value_type = std::uint32_t;

    explicit RunWordPool(std::size_t blockWords = std::size_t { 1 } << 21)
        : m_blockWords { blockWords }
    { }

    std::uint64_t size() const { return m_size; }

    void append(std::span<const std::uint32_t> words)
    {
        if (words.empty())
            return;
        if (m_blocks.empty()
            || (!m_blocks.back().empty() && m_blocks.back().size() + words.size() > m_blockWords)) {
            m_blocks.emplace_back();
            m_first.push_back(m_size);
        }
        std::vector<std::uint32_t> &block = m_blocks.back();
        const std::size_t need = block.size() + words.size();
        if (need > block.capacity())
            block.reserve(std::max(need, std::min(m_blockWords, 2 * block.capacity())));
        block.insert(block.end(), words.begin(), words.end());
        m_size += words.size();
    }

    // Whether [begin, begin + count) lies in one block.
    bool contiguous(std::uint64_t begin, std::uint64_t count) const
    {
        if (count == 0 || m_blocks.empty())
            return true;
        const std::size_t b = blockOf(begin);
        return begin + count <= m_first[b] + m_blocks[b].size();
    }
    // The words [begin, begin + count), which must lie in one block (contiguous()).
    std::span<const std::uint32_t> span(std::uint64_t begin, std::uint64_t count) const
    {
        if (count == 0)
            return {};
        const std::size_t b = blockOf(begin);
        const std::uint64_t offset = begin - m_first[b];
        if (offset + count > m_blocks[b].size())
            throw std::out_of_range("run word pool: a range across blocks");
        return { m_blocks[b].data() + offset, static_cast<std::size_t>(count) };
    }
    // Copies [begin, begin + count) out, across blocks.
    std::vector<std::uint32_t> copy(std::uint64_t begin, std::uint64_t count) const
    {
        std::vector<std::uint32_t> out;
        out.reserve(static_cast<std::size_t>(count));
        while (count > 0) {
            const std::size_t b = blockOf(begin);
            const std::uint64_t offset = begin - m_first[b];
            const std::uint64_t n = std::min<std::uint64_t>(count, m_blocks[b].size() - offset);
            const std::uint32_t *from = m_blocks[b].data() + offset;
            out.insert(out.end(), from, from + n);
            begin += n;
            count -= n;
        }
        return out;
    }

    // Words allocated, the block table included.
    std::size_t capacity() const
    {
        std::size_t n = 0;
        for (const std::vector<std::uint32_t> &b : m_blocks)
            n += b.capacity();
        return n
            + (m_blocks.capacity() * sizeof(std::vector<std::uint32_t>)
                  + m_first.capacity() * sizeof(std::uint64_t))
            / sizeof(std::uint32_t);
    }
    std::size_t blockCount() const { return m_blocks.size(); }

private:
    std::size_t blockOf(std::uint64_t word) const
    {
        // The last block whose first word is at or before `word` (blocks are few: a binary
        // search over a few dozen).
        const auto it = std::upper_bound(m_first.begin(), m_first.end(), word);
        return static_cast<std::size_t>(it - m_first.begin()) - 1;
    }

    std::size_t m_blockWords;
    std::uint64_t m_size = 0;
    std::vector<std::vector<std::uint32_t>> m_blocks;
    std::vector<std::uint64_t> m_first;
};

} // namespace core
