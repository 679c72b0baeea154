#include "logic/fish.h"

#include "board/candidategrid.h"
#include "logic/cellset.h"
#include "logic/chainstep.h"
#include "logic/ruleutil.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

// ---- Franken and mutant fish --------------------------------------------------------------------

namespace core {

namespace {

// The bounds of the general fish (fish.h): HoDoKu's defaults for the size and the endo fins,
// four fins in all (HoDoKu allows five), and the work one digit may take (the nodes of the
// searches below), the same on every call, so a finder ends in a few milliseconds whatever the
// position. Most digits need no search at all (templateMisses).
constexpr int kMaxFishSize = 4;
constexpr int kMaxFishFins = 4;
constexpr int kMaxEndoFins = 2;
constexpr long kFishNodeBudget = 20000;
constexpr long kTemplateNodes = 100000;

// A set of units, a bit per unit (3 * side units, at most 75).
struct UnitBits
{
    std::array<std::uint64_t, 2> w {};

    void set(int u) { w[u >> 6] |= std::uint64_t { 1 } << (u & 63); }
    bool test(int u) const { return (w[u >> 6] >> (u & 63)) & 1u; }
    bool none() const { return (w[0] | w[1]) == 0; }
    bool meets(const UnitBits &o) const { return ((w[0] & o.w[0]) | (w[1] & o.w[1])) != 0; }
    UnitBits &operator|=(const UnitBits &o)
    {
        w[0] |= o.w[0];
        w[1] |= o.w[1];
        return *this;
    }
    // The units of this set that are not in o.
    UnitBits minus(const UnitBits &o) const
    {
        UnitBits r;
        r.w[0] = w[0] & ~o.w[0];
        r.w[1] = w[1] & ~o.w[1];
        return r;
    }
};

enum : unsigned { kRowKind = 1, kColumnKind = 2, kBoxKind = 4 };

unsigned kindBit(const Geometry &g, int unit)
{
    switch (g.unitKind(unit)) {
    case UnitKind::Row:
        return kRowKind;
    case UnitKind::Column:
        return kColumnKind;
    case UnitKind::Box:
        return kBoxKind;
    }
    return 0;
}

// The general fish's kinds (the unfinned one of each pair first).
enum GeneralKind { kFranken, kFinnedFranken, kMutant, kFinnedMutant, kGeneralKinds };

using GeneralSteps = std::array<std::vector<Step>, kGeneralKinds>;

// The digit's candidates that no template uses: a template places the digit once in every row,
// column and box, on its values and candidates. Every elimination of a fish of the digit (any
// fish: it reasons on the digit's candidates and the units alone) is among them, so a digit
// without any has no fish to find, and one with some has its fish's eliminations there.
// False when the templates take more than kTemplateNodes steps to go through (then nothing is
// known; an open grid's digit has 46,656 templates on 9x9, a digit mid-game a few dozen).
template <int W>
bool templateMisses(const Board &board, int digit, const CellSet<W> &cand, CellSet<W> &missed)
{
    const Geometry &g = board.geometry();
    const int n = g.side();
    std::uint32_t usedColumns = 0;
    std::uint32_t usedBoxes = 0;
    std::array<std::uint32_t, kMaxSide> options {};
    std::array<int, kMaxSide> rows {};
    int open = 0;
    for (int r = 0; r < n; ++r) {
        bool placed = false;
        for (int c = 0; c < n; ++c)
            if (board.value(g.cellAt(r, c)) == digit) {
                placed = true;
                usedColumns |= std::uint32_t { 1 } << c;
                usedBoxes |= std::uint32_t { 1 } << g.box(g.cellAt(r, c));
            }
        if (!placed)
            rows[open++] = r;
    }
    for (int i = 0; i < open; ++i)
        for (int c = 0; c < n; ++c)
            if (cand.test(g.cellAt(rows[i], c)) && !((usedColumns >> c) & 1)
                && !((usedBoxes >> g.box(g.cellAt(rows[i], c))) & 1))
                options[i] |= std::uint32_t { 1 } << c;
    std::array<std::uint32_t, kMaxSide> possible {};
    long nodes = 0;
    const auto dfs = [&](auto &&self, int i, std::uint32_t columns, std::uint32_t boxes) -> bool {
        if (i == open)
            return true;
        bool any = false;
        for (std::uint32_t m = options[i] & ~columns; m; m &= m - 1) {
            if (++nodes > kTemplateNodes)
                return false;
            const int c = __builtin_ctz(m);
            const std::uint32_t box = std::uint32_t { 1 } << g.box(g.cellAt(rows[i], c));
            if (boxes & box)
                continue;
            if (self(self, i + 1, columns | (std::uint32_t { 1 } << c), boxes | box)) {
                possible[i] |= std::uint32_t { 1 } << c;
                any = true;
            }
        }
        return any;
    };
    dfs(dfs, 0, usedColumns, usedBoxes);
    if (nodes > kTemplateNodes)
        return false;
    missed = cand;
    for (int i = 0; i < open; ++i)
        for (std::uint32_t m = possible[i]; m; m &= m - 1)
            missed.reset(g.cellAt(rows[i], __builtin_ctz(m)));
    return true;
}

// Every general fish of one digit within the bounds that removes a candidate of its cover sets,
// found from the candidates some fish may remove (templateMisses: the targets). For a target z
// and a cover set U of z (its row, column or box), by two depth-first searches: the base sets in
// unit order, none holding z; then the other cover sets by the first base candidate not yet
// covered, which a cover set holds (one of its row, column and box that is not a base set) or
// which is left as a fin if it sees z. Trying a candidate's cover sets in order and barring the
// ones tried before in the rest of the branch gives every set of cover sets once. A branch ends
// early when the base candidates left cannot be covered by the cover sets and fins left (a lower
// bound: candidates no two of which share a possible cover set each need one of their own; those
// that do not see z cannot be fins), or once every step of the kinds it may still make removes z.
// Franken fish are searched first, with rows and boxes as base and columns and boxes as cover
// sets or the other way round; then every mix, where the Franken ones are left out. A fish whose
// only eliminations would be cannibalistic (base candidates in two cover sets) is not searched
// for; a fish found for a cover candidate reports them too.
template <int W> class GeneralFish
{
public:
    using Set = CellSet<W>;

    GeneralFish(const Board &board, int digit)
        : m_g { board.geometry() }
        , m_t { CellSetTables<W>::of(board.geometry()) }
        , m_digit { digit }
        , m_unitCand(board.geometry().unitCount())
        , m_options(board.geometry().cellCount())
    {
        const Geometry &g = m_g;
        for (int c = 0; c < g.cellCount(); ++c)
            if (board.isOpen(c) && (board.candidates(c) & bit(digit)))
                m_cand.set(c);
        // Boxes one cell wide are lines: no fish of boxes there.
        const bool boxes = g.boxRows() > 1 && g.boxCols() > 1;
        for (int u = 0; u < g.unitCount(); ++u) {
            if (!boxes && g.unitKind(u) == UnitKind::Box)
                continue;
            bool placed = false;
            for (int c : g.unit(u))
                placed = placed || board.value(c) == digit;
            if (placed)
                continue;
            m_unitCand[u] = m_cand & m_t.units[u];
            if (m_unitCand[u].none())
                continue;
            m_coverable.set(u);
            if (m_unitCand[u].several())
                m_eligible.push_back(u);
        }
        Set targets;
        if (!templateMisses<W>(board, digit, m_cand, targets))
            targets = m_cand;
        m_open.fill(targets);
    }

    void run(GeneralSteps &out)
    {
        if (m_open[kFranken].none())
            return; // no fish of the digit removes anything
        const int most = std::min(kMaxFishSize, m_g.side() - 1);
        m_pass = kFranken;
        m_nodes = 0;
        for (int size = 2; size <= most; ++size)
            for (int orient = 0; orient < 2; ++orient)
                search(size, (orient ? kColumnKind : kRowKind) | kBoxKind,
                    (orient ? kRowKind : kColumnKind) | kBoxKind, out);
        m_pass = kMutant;
        m_nodes = 0;
        for (int size = 2; size <= most; ++size)
            search(size, kRowKind | kColumnKind | kBoxKind, kRowKind | kColumnKind | kBoxKind, out);
    }

private:
    bool spent() { return ++m_nodes > kFishNodeBudget; }

    // Whether a step of the pass's kinds that removes the target may still be made: of the
    // finned kind once the branch has a fin, of either before.
    bool open(int finCount) const
    {
        return m_open[m_pass + 1].test(m_z) || (finCount == 0 && m_open[m_pass].test(m_z));
    }

    void search(int size, unsigned baseKinds, unsigned coverKinds, GeneralSteps &out)
    {
        m_size = size;
        // The sets each candidate may be covered by in this search.
        m_coverOk = {};
        for (int u = 0; u < m_g.unitCount(); ++u)
            if (m_coverable.test(u) && (kindBit(m_g, u) & coverKinds))
                m_coverOk.set(u);
        m_cand.forEach([&](int c) {
            m_options[c] = {};
            for (int u : m_g.unitsOf(c))
                if (m_coverOk.test(u))
                    m_options[c].set(u);
        });
        const Set targets = m_open[m_pass] | m_open[m_pass + 1];
        targets.forEach([&](int z) {
            m_z = z;
            for (int zu : m_g.unitsOf(z)) {
                if (!m_coverOk.test(zu) || m_nodes > kFishNodeBudget)
                    continue;
                m_zUnit = zu;
                m_baseList.clear();
                for (int u : m_eligible)
                    if ((kindBit(m_g, u) & baseKinds) && !m_unitCand[u].test(z))
                        m_baseList.push_back(u);
                m_baseCount = 0;
                m_B = {};
                m_endo = {};
                m_baseSet = {};
                m_baseSet.set(zu);
                base(0, out);
            }
        });
    }

    // Candidates no two of which share a possible cover set (not `blocked`), found greedily.
    int lowerBound(const Set &cells, const UnitBits &blocked) const
    {
        UnitBits used;
        int count = 0;
        cells.forEach([&](int c) {
            const UnitBits options = m_options[c].minus(blocked);
            if (!options.meets(used)) {
                ++count;
                used |= options;
            }
        });
        return count;
    }

    // Whether the candidates left can be covered by `covers` more cover sets and `fins` more
    // fins (only candidates that see z can be fins).
    bool coverable(const Set &left, const UnitBits &blocked, int covers, int fins) const
    {
        return lowerBound(left - m_t.peers[m_z], blocked) <= covers
            && lowerBound(left, blocked) <= covers + fins;
    }

    void base(std::size_t from, GeneralSteps &out)
    {
        for (std::size_t i = from; i + (m_size - m_baseCount) <= m_baseList.size(); ++i) {
            if (spent())
                return;
            const int u = m_baseList[i];
            const Set newEndo = m_endo | (m_B & m_unitCand[u]);
            const int endoCount = newEndo.count();
            // Endo fins are fins: they must see z.
            if (endoCount > kMaxEndoFins || !(newEndo - m_t.peers[m_z]).none() || !open(endoCount))
                continue;
            const Set oldB = m_B;
            const Set oldEndo = m_endo;
            const UnitBits oldBaseSet = m_baseSet;
            m_base[m_baseCount++] = u;
            m_B |= m_unitCand[u];
            m_endo = newEndo;
            m_baseSet.set(u);
            const Set left = m_B - m_endo - m_unitCand[m_zUnit];
            if (coverable(left, m_baseSet, m_size - 1, kMaxFishFins - endoCount)) {
                if (m_baseCount == m_size) {
                    m_cover[0] = m_zUnit;
                    m_coverCount = 1;
                    cover(left, m_baseSet, Set {}, endoCount, out);
                } else {
                    base(i + 1, out);
                }
            }
            --m_baseCount;
            m_B = oldB;
            m_endo = oldEndo;
            m_baseSet = oldBaseSet;
            if (m_nodes > kFishNodeBudget)
                return;
        }
    }

    // `uncovered`: the base candidates (no endo fins) not yet covered nor left as fins;
    // `blocked`: the base sets, the cover sets chosen and the ones barred; `fins`: the exo fins
    // so far; `finCount` counts them and the endo fins.
    void cover(const Set &uncovered, const UnitBits &blocked, const Set &fins, int finCount,
        GeneralSteps &out)
    {
        if (spent() || !open(finCount))
            return;
        if (m_coverCount == m_size) {
            if ((uncovered - m_t.peers[m_z]).none() && finCount + uncovered.count() <= kMaxFishFins)
                leaf(fins | uncovered, out);
            return;
        }
        if (uncovered.none())
            return; // covered by fewer sets: no fish of this size
        if (!coverable(uncovered, blocked, m_size - m_coverCount, kMaxFishFins - finCount))
            return;
        const int x = uncovered.first();
        int options[3];
        int count = 0;
        for (int u : m_g.unitsOf(x))
            if (m_coverOk.test(u) && !blocked.test(u))
                options[count++] = u;
        std::sort(options, options + count);
        // x left as a fin (it sees z): no cover set may hold it.
        if (finCount < kMaxFishFins && m_t.peers[m_z].test(x)) {
            UnitBits bar = blocked;
            for (int k = 0; k < count; ++k)
                bar.set(options[k]);
            Set rest = uncovered;
            rest.reset(x);
            Set moreFins = fins;
            moreFins.set(x);
            cover(rest, bar, moreFins, finCount + 1, out);
        }
        // x covered by one of its sets, the ones before it barred.
        UnitBits bar = blocked;
        for (int k = 0; k < count; ++k) {
            const int u = options[k];
            bar.set(u);
            m_cover[m_coverCount++] = u;
            cover(uncovered - m_unitCand[u], bar, fins, finCount, out);
            --m_coverCount;
            if (m_nodes > kFishNodeBudget)
                return;
        }
    }

    void leaf(const Set &exoFins, GeneralSteps &out)
    {
        const Geometry &g = m_g;
        const Set fins = exoFins | m_endo;
        unsigned baseKinds = 0;
        unsigned coverKinds = 0;
        for (int k = 0; k < m_size; ++k) {
            if ((m_unitCand[m_base[k]] - fins).none())
                return; // a base set of fins only
            baseKinds |= kindBit(g, m_base[k]);
            coverKinds |= kindBit(g, m_cover[k]);
        }
        const unsigned baseLines = baseKinds & (kRowKind | kColumnKind);
        const unsigned coverLines = coverKinds & (kRowKind | kColumnKind);
        const bool franken = ((baseLines & ~kRowKind) == 0 && (coverLines & ~kColumnKind) == 0)
            || ((baseLines & ~kColumnKind) == 0 && (coverLines & ~kRowKind) == 0);
        if (m_pass == kMutant ? franken : ((baseKinds | coverKinds) & kBoxKind) == 0)
            return; // a Franken fish (found before), or a basic one (X-Wing ... Jellyfish)
        const int kind = m_pass + (fins.any() ? 1 : 0);
        if (!m_open[kind].test(m_z))
            return;
        Set covered;
        Set twice;
        for (int k = 0; k < m_size; ++k) {
            twice |= covered & m_unitCand[m_cover[k]];
            covered |= m_unitCand[m_cover[k]];
        }
        Set removed = (covered - m_B) | ((twice & m_B) - fins);
        fins.forEach([&](int c) { removed &= m_t.peers[c]; });
        m_open[kind] -= removed;
        static constexpr Technique kTechniques[kGeneralKinds] = { Technique::FrankenFish,
            Technique::FinnedFrankenFish, Technique::MutantFish, Technique::FinnedMutantFish };
        Step step;
        step.technique = kTechniques[kind];
        step.symbols = bit(m_digit);
        removed.forEach([&](int c) { step.eliminations.push_back({ c, m_digit }); });
        for (int k = 0; k < m_size; ++k)
            step.units.push_back(m_base[k]);
        std::vector<int> covers(m_cover, m_cover + m_size);
        std::sort(covers.begin(), covers.end());
        step.units.insert(step.units.end(), covers.begin(), covers.end());
        (m_B - fins).forEach([&](int c) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, m_digit, 0 });
        });
        fins.forEach([&](int c) {
            step.cells.push_back(c);
            step.pattern.push_back({ c, m_digit, 1 });
        });
        out[kind].push_back(std::move(step));
    }

    const Geometry &m_g;
    const CellSetTables<W> &m_t;
    int m_digit;
    Set m_cand;
    std::vector<Set> m_unitCand; // the digit's candidates per unit (none in an unused unit)
    UnitBits m_coverable; // units holding candidates and no value of the digit
    std::vector<int> m_eligible; // possible base sets: two candidates or more
    // Per kind, the candidates some fish may remove that no step of the kind removes yet.
    std::array<Set, kGeneralKinds> m_open;
    long m_nodes = 0;
    int m_pass = kFranken;
    UnitBits m_coverOk; // the units the search may take as cover sets
    std::vector<UnitBits> m_options; // per candidate, the cover sets that may hold it
    int m_z = -1; // the target
    int m_zUnit = -1; // its cover set
    std::vector<int> m_baseList; // the eligible base sets of the search
    int m_size = 0;
    int m_base[kMaxFishSize] {};
    int m_baseCount = 0;
    UnitBits m_baseSet; // the base sets and the target's cover set
    Set m_B; // the base sets' candidates
    Set m_endo; // candidates in two base sets
    int m_cover[kMaxFishSize] {};
    int m_coverCount = 0;
};

template <int W> void generalFishSearch(const Board &board, int digit, GeneralSteps &out)
{
    GeneralFish<W>(board, digit).run(out);
}

// The digit's general fish, kept per thread for each digit with the digit's plane (its
// candidates and values), which alone they depend on: the four kinds' finders look at the same
// position one after the other (one search serves them all), and along a path a digit whose
// plane has not changed is not searched again.
const GeneralSteps &generalFishOf(const Board &board, int digit)
{
    struct Memo
    {
        const Geometry *geometry = nullptr;
        std::vector<std::uint8_t> plane;
        GeneralSteps steps;
    };
    thread_local std::array<Memo, kMaxSide + 1> memos;
    thread_local std::vector<std::uint8_t> plane;
    const Geometry &g = board.geometry();
    plane.resize(g.cellCount());
    for (int c = 0; c < g.cellCount(); ++c)
        plane[c] = board.value(c) == digit
            ? 2
            : (board.isOpen(c) && (board.candidates(c) & bit(digit)) ? 1 : 0);
    Memo &memo = memos[digit];
    if (memo.geometry == &g && memo.plane == plane)
        return memo.steps;
    memo.geometry = &g;
    memo.plane = plane;
    for (auto &list : memo.steps)
        list.clear();
    DISPATCH_CELLSET(g, generalFishSearch, board, digit, memo.steps);
    return memo.steps;
}

void findGeneralFish(
    const Board &board, int kind, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    const Geometry &g = board.geometry();
    int found = 0;
    for (int d = 1; d <= g.side() && found < maxSteps; ++d) {
        if (!scope.hasSymbol(d))
            continue;
        for (const Step &step : generalFishOf(board, d)[kind]) {
            if (found >= maxSteps)
                break;
            out.push_back(step);
            ++found;
        }
    }
}

} // namespace

void findFrankenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFranken, FinderScope::all(), out, maxSteps);
}

void findFinnedFrankenFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedFranken, FinderScope::all(), out, maxSteps);
}

void findMutantFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kMutant, FinderScope::all(), out, maxSteps);
}

void findFinnedMutantFish(const Board &board, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedMutant, FinderScope::all(), out, maxSteps);
}

void findFrankenFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFranken, scope, out, maxSteps);
}

void findFinnedFrankenFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedFranken, scope, out, maxSteps);
}

void findMutantFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kMutant, scope, out, maxSteps);
}

void findFinnedMutantFishScoped(
    const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps)
{
    findGeneralFish(board, kFinnedMutant, scope, out, maxSteps);
}

} // namespace core
