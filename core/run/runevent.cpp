#include "run/runevent.h"

#include <algorithm>
#include <bit>

namespace core {

std::size_t applyWords(std::span<const std::uint32_t> words, std::uint8_t *values, Mask *candidates)
{
    for (const std::uint32_t w : words) {
        const int cell = runword::cell(w);
        switch (runword::tag(w)) {
        case runword::Eliminated:
            candidates[cell] &= ~bit(runword::symbol(w));
            break;
        case runword::Placed:
            values[cell] = static_cast<std::uint8_t>(runword::symbol(w));
            candidates[cell] = 0;
            break;
        case runword::Before:
            break;
        case runword::ValueSet:
            values[cell] = static_cast<std::uint8_t>(runword::newValue(w));
            break;
        }
    }
    return words.size();
}

std::size_t undoWords(std::span<const std::uint32_t> words, std::uint8_t *values, Mask *candidates)
{
    for (std::size_t i = words.size(); i-- > 0;) {
        const std::uint32_t w = words[i];
        switch (runword::tag(w)) {
        case runword::Eliminated:
            candidates[runword::cell(w)] |= bit(runword::symbol(w));
            break;
        case runword::Before: {
            // The placement is the word before: the cell opens again with its old candidates.
            const int cell = runword::cell(words[--i]);
            values[cell] = 0;
            candidates[cell] = runword::mask(w);
            break;
        }
        case runword::Placed: // always followed by its Before word (handled there)
            break;
        case runword::ValueSet:
            values[runword::cell(w)] = static_cast<std::uint8_t>(runword::symbol(w));
            break;
        }
    }
    return words.size();
}

void decodeWords(std::span<const std::uint32_t> words, std::vector<RunChange> &out)
{
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::uint32_t w = words[i];
        RunChange change;
        change.cell = runword::cell(w);
        change.symbol = runword::symbol(w);
        switch (runword::tag(w)) {
        case runword::Eliminated:
            change.kind = RunChange::Kind::Eliminated;
            change.cause = runword::cause(w);
            break;
        case runword::Placed:
            change.kind = RunChange::Kind::Placed;
            change.cause = runword::cause(w);
            if (i + 1 < words.size())
                change.before = runword::mask(words[++i]);
            break;
        case runword::Before:
            continue;
        case runword::ValueSet:
            change.kind = RunChange::Kind::ValueSet;
            change.oldValue = runword::symbol(w);
            change.symbol = runword::newValue(w);
            break;
        }
        out.push_back(change);
    }
}

} // namespace core
