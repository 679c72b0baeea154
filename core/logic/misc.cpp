#include "logic/misc.h"

#include <algorithm>
#include <cstdint>

namespace core {

namespace {

// A choice of cells from the rest of a line or of a box (bit i: the list's cell i) and their
// digits.
struct Part
{
    std::uint32_t pick = 0;
    Mask digits = 0;
    int size = 0;
};

// A part's gain over the intersection's digits V: its cells minus the digits it adds to V; 0
// when it takes no digit of V (then it plays no part).
[[gnu::always_inline]] inline int gainOf(Mask digits, int size, Mask v)
{
    return (digits & v) ? size - popcount(digits & ~v) : 0;
}

[[gnu::always_inline]] inline int gainOf(const Part &p, Mask v)
{
    return gainOf(p.digits, p.size, v);
}

// Every choice of up to maxSize cells of `masks` (the candidates of the rest's open cells) with
// a gain over `meet` (all the intersection's digits): a part's gain over a V is at most its gain
// over all the intersection's digits, so the others play no part for any choice of C. All of
// them by a table over the subsets when there are few cells, else the choices of up to maxSize.
void partsOf(const std::vector<Mask> &masks, int maxSize, Mask meet, std::vector<Part> &out)
{
    out.clear();
    const int r = static_cast<int>(masks.size());
    if (r <= maxSize && r <= 10) {
        const std::uint32_t subsets = std::uint32_t { 1 } << r;
        Mask digits[1 << 10];
        digits[0] = 0;
        for (std::uint32_t pick = 1; pick < subsets; ++pick) {
            digits[pick] = digits[pick & (pick - 1)] | masks[__builtin_ctz(pick)];
            const int size = popcount(pick);
            if (gainOf(digits[pick], size, meet) >= 1)
                out.push_back({ pick, digits[pick], size });
        }
        return;
    }
    const auto grow
        = [&](auto &&self, int from, std::uint32_t pick, Mask digits, int size) -> void {
        if (size > 0 && gainOf(digits, size, meet) >= 1)
            out.push_back({ pick, digits, size });
        if (size >= maxSize)
            return;
        for (int i = from; i < r; ++i)
            self(self, i + 1, pick | (std::uint32_t { 1 } << i), digits | masks[i], size + 1);
    };
    grow(grow, 0, 0, 0, 0);
}

// Per thread, per box-line intersection: the candidates of the line's and the box's cells when
// the search there last found nothing (empty: none known). Every step of an intersection
// depends on those cells only (the pattern lies in them and so do its eliminations), so while
// they are the same the search there finds nothing again. On a path, one step changes a few
// cells, so most intersections are skipped.
struct IntersectionMemo
{
    const Geometry *geometry = nullptr; // the same side may have boxes of other shapes
    std::vector<std::vector<Mask>> nothingAt;
};

thread_local bool tMemo = true;

struct Found
{
    int size;
    int removed;
    Step step;
};

} // namespace

void findSueDeCoq(const Board &board, std::vector<Step> &out, int maxSteps)
{
    if (maxSteps <= 0)
        return;
    const Geometry &g = board.geometry();
    const int n = g.side();
    thread_local std::vector<Mask> masks;
    masks.resize(g.cellCount());
    for (int c = 0; c < g.cellCount(); ++c)
        masks[c] = board.isOpen(c) ? board.candidates(c) & g.allSymbols() : Mask { 0 };
    const auto mask = [&](int c) { return masks[c]; };
    // The rest of a line or a box holds up to 6 cells on 9x9 (every choice is tried), up to 20
    // on 25x25 (choices of up to three cells).
    const int maxPart = n <= 9 ? n : 3;
    std::vector<Found> found;
    thread_local IntersectionMemo memo;
    if (memo.geometry != &g) {
        memo.geometry = &g;
        memo.nothingAt.assign(2 * n * n, {});
    }
    thread_local std::vector<Mask> snapshot;
    thread_local std::vector<int> meet, lineRest, boxRest, chosen, boxes;
    thread_local std::vector<Mask> lineMasks, boxMasks;
    thread_local std::vector<Part> lineParts, boxParts;
    thread_local std::vector<std::vector<const Part *>> boxByGain;
    thread_local std::vector<char> inLine;
    inLine.assign(g.cellCount(), 0);
    // The search at the intersection of a line and a box (b: its index, box: its unit).
    const auto searchIntersection = [&](int line, int b, int box) {
        meet.clear();
        Mask meetDigits = 0;
        for (int c : g.unit(line))
            if (g.box(c) == b && mask(c) != 0) {
                meet.push_back(c);
                meetDigits |= mask(c);
            }
        const int k = static_cast<int>(meet.size());
        // Two cells or more, with two digits more than some two of them.
        if (k < 2 || popcount(meetDigits) < 4)
            return;
        lineRest.clear();
        lineMasks.clear();
        for (int c : g.unit(line))
            if (g.box(c) != b && mask(c) != 0) {
                lineRest.push_back(c);
                lineMasks.push_back(mask(c));
            }
        boxRest.clear();
        boxMasks.clear();
        for (int c : g.unit(box))
            if (!inLine[c] && mask(c) != 0) {
                boxRest.push_back(c);
                boxMasks.push_back(mask(c));
            }
        if (lineRest.empty() || boxRest.empty())
            return;
        partsOf(lineMasks, maxPart, meetDigits, lineParts);
        partsOf(boxMasks, maxPart, meetDigits, boxParts);
        if (lineParts.empty() || boxParts.empty())
            return;
        for (std::uint32_t cm = 1; cm < (std::uint32_t { 1 } << k); ++cm) {
            const int size = popcount(cm);
            if (size < 2)
                continue;
            Mask v = 0;
            chosen.clear();
            for (int i = 0; i < k; ++i)
                if (cm & (std::uint32_t { 1 } << i)) {
                    v |= mask(meet[i]);
                    chosen.push_back(meet[i]);
                }
            const int excess = popcount(v) - size;
            if (excess < 2)
                continue;
            // The box's parts by gain (1 .. excess - 1), then each line part with the box
            // parts that make up the rest of the excess.
            for (auto &list : boxByGain)
                list.clear();
            if (static_cast<int>(boxByGain.size()) < excess)
                boxByGain.resize(excess);
            for (const Part &p : boxParts) {
                const int gain = gainOf(p, v);
                if (gain >= 1 && gain < excess)
                    boxByGain[gain].push_back(&p);
            }
            for (const Part &l : lineParts) {
                const int lineGain = gainOf(l, v);
                if (lineGain < 1 || lineGain >= excess)
                    continue;
                for (const Part *pp : boxByGain[excess - lineGain]) {
                    const Part &p = *pp;
                    if ((l.digits & p.digits) != 0)
                        continue;
                    const Mask all = v | l.digits | p.digits;
                    Step step;
                    step.technique = Technique::SueDeCoq;
                    step.units = { line, box };
                    step.symbols = all;
                    step.cells = chosen;
                    for (int i = 0; i < static_cast<int>(lineRest.size()); ++i)
                        if (l.pick & (std::uint32_t { 1 } << i))
                            step.cells.push_back(lineRest[i]);
                    for (int i = 0; i < static_cast<int>(boxRest.size()); ++i)
                        if (p.pick & (std::uint32_t { 1 } << i))
                            step.cells.push_back(boxRest[i]);
                    const auto inPattern = [&](int c) {
                        return std::find(step.cells.begin(), step.cells.end(), c)
                            != step.cells.end();
                    };
                    // A digit B lacks is in C or L: the line's other cells lose it; one L
                    // lacks is in C or B: the box's other cells lose it. In cell order.
                    for (int c = 0; c < g.cellCount(); ++c) {
                        const bool lineCell = inLine[c];
                        const bool boxCell = g.box(c) == b;
                        if ((!lineCell && !boxCell) || mask(c) == 0 || inPattern(c))
                            continue;
                        Mask gone = 0;
                        if (lineCell)
                            gone |= all & ~p.digits;
                        if (boxCell)
                            gone |= all & ~l.digits;
                        for (Mask m = gone & mask(c); m; m &= m - 1)
                            step.eliminations.push_back({ c, lowestSymbol(m) });
                    }
                    if (step.eliminations.empty())
                        continue;
                    for (std::size_t i = 0; i < step.cells.size(); ++i) {
                        const int c = step.cells[i];
                        for (Mask m = mask(c); m; m &= m - 1)
                            step.pattern.push_back({ c, lowestSymbol(m),
                                static_cast<std::uint8_t>(i < chosen.size() ? 0 : 1) });
                    }
                    const int cells = static_cast<int>(step.cells.size());
                    const int removed = static_cast<int>(step.eliminations.size());
                    found.push_back({ cells, removed, std::move(step) });
                }
            }
        }
    };
    for (int line = 0; line < 2 * n; ++line) {
        boxes.clear();
        for (int c : g.unit(line)) {
            inLine[c] = 1;
            if (std::find(boxes.begin(), boxes.end(), g.box(c)) == boxes.end())
                boxes.push_back(g.box(c));
        }
        for (int b : boxes) {
            const int box = g.boxUnit(b);
            snapshot.clear();
            for (int c : g.unit(line))
                snapshot.push_back(mask(c));
            for (int c : g.unit(box))
                snapshot.push_back(mask(c));
            std::vector<Mask> &nothing = memo.nothingAt[line * n + b];
            if (tMemo && nothing == snapshot)
                continue;
            const std::size_t foundBefore = found.size();
            searchIntersection(line, b, box);
            if (found.size() == foundBefore)
                nothing = snapshot;
            else
                nothing.clear();
        }
        for (int c : g.unit(line))
            inLine[c] = 0;
    }
    std::stable_sort(found.begin(), found.end(), [](const Found &a, const Found &b) {
        return a.size != b.size ? a.size < b.size : a.removed > b.removed;
    });
    std::vector<std::vector<Elimination>> seen;
    int emitted = 0;
    for (Found &f : found) {
        if (emitted >= maxSteps)
            return;
        if (std::find(seen.begin(), seen.end(), f.step.eliminations) != seen.end())
            continue;
        seen.push_back(f.step.eliminations);
        out.push_back(std::move(f.step));
        ++emitted;
    }
}

void setSueDeCoqMemo(bool on)
{
    tMemo = on;
}

} // namespace core
