#include "logic/misc.h"

#include <algorithm>
#include <cstdint>

namespace core {

namespace {

// A choice of cells from the rest of a line or of a box (bit i: the list's cell i), with their
// digits and their gain: cells minus the digits they add to V (at least one: they take some of
// V's digits).
struct Part
{
    std::uint32_t pick = 0;
    Mask digits = 0;
    int gain = 0;
};

// The parts of `masks` (the candidates of the rest's open cells) that hold a digit of V and gain
// between 1 and maxGain, up to maxSize cells.
void partsOf(
    const std::vector<Mask> &masks, Mask v, int maxGain, int maxSize, std::vector<Part> &out)
{
    out.clear();
    const int r = static_cast<int>(masks.size());
    const auto grow
        = [&](auto &&self, int from, std::uint32_t pick, Mask digits, int size) -> void {
        if (size > 0 && (digits & v)) {
            const int gain = size - popcount(digits & ~v);
            if (gain >= 1 && gain <= maxGain)
                out.push_back({ pick, digits, gain });
        }
        if (size >= maxSize)
            return;
        for (int i = from; i < r; ++i)
            self(self, i + 1, pick | (std::uint32_t { 1 } << i), digits | masks[i], size + 1);
    };
    grow(grow, 0, 0, 0, 0);
}

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
    const auto mask = [&](int c) -> Mask {
        return board.isOpen(c) ? board.candidates(c) & g.allSymbols() : Mask { 0 };
    };
    // The rest of a line or a box holds up to 6 cells on 9x9 (every choice is tried), up to 20
    // on 25x25 (choices of up to three cells).
    const int maxPart = n <= 9 ? n : 3;
    std::vector<Found> found;
    std::vector<int> meet, lineRest, boxRest, chosen;
    std::vector<Mask> lineMasks, boxMasks;
    std::vector<Part> lineParts, boxParts;
    for (int b = 0; b < n; ++b) {
        const int box = g.boxUnit(b);
        for (int line = 0; line < 2 * n; ++line) {
            meet.clear();
            lineRest.clear();
            boxRest.clear();
            for (int c : g.unit(line))
                if (mask(c) != 0)
                    (g.box(c) == b ? meet : lineRest).push_back(c);
            if (meet.size() < 2)
                continue;
            for (int c : g.unit(box))
                if (mask(c) != 0 && std::find(meet.begin(), meet.end(), c) == meet.end()
                    && std::find(g.unit(line).begin(), g.unit(line).end(), c) == g.unit(line).end())
                    boxRest.push_back(c);
            lineMasks.clear();
            for (int c : lineRest)
                lineMasks.push_back(mask(c));
            boxMasks.clear();
            for (int c : boxRest)
                boxMasks.push_back(mask(c));
            const int k = static_cast<int>(meet.size());
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
                partsOf(lineMasks, v, excess - 1, maxPart, lineParts);
                if (lineParts.empty())
                    continue;
                partsOf(boxMasks, v, excess - 1, maxPart, boxParts);
                for (const Part &l : lineParts)
                    for (const Part &p : boxParts) {
                        if ((l.digits & p.digits) != 0 || l.gain + p.gain != excess)
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
                        // lacks is in C or B: the box's other cells lose it. Cell order, then
                        // digit order.
                        std::vector<int> targets;
                        for (int c : g.unit(line))
                            targets.push_back(c);
                        for (int c : g.unit(box))
                            if (std::find(targets.begin(), targets.end(), c) == targets.end())
                                targets.push_back(c);
                        std::sort(targets.begin(), targets.end());
                        for (int c : targets) {
                            if (mask(c) == 0 || inPattern(c))
                                continue;
                            Mask gone = 0;
                            if (std::find(g.unit(line).begin(), g.unit(line).end(), c)
                                != g.unit(line).end())
                                gone |= all & ~p.digits;
                            if (g.box(c) == b)
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

} // namespace core
