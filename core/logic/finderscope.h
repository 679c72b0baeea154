#pragma once

// A part of the board a finder may be restricted to: some symbols, some units. The tutor's path
// (LogicEngine::solutionPath) keeps, per technique, the symbols (or units) where the technique
// found nothing at an earlier position and whose candidates have not changed since; a scoped
// finder then looks only at the rest.
//
// A scoped finder reports exactly the steps its full finder reports that lie in the scope, in the
// same order (it skips the symbols / units outside the scope inside its loops, whatever their
// nesting). For that to be sound the technique must be of one of two kinds:
//  - per symbol (FinderScopeKind::Symbols): every step concerns one symbol s, and the steps for
//    s depend only on the candidates of s in the open cells (s's plane);
//  - per unit (FinderScopeKind::Units): every step lies in one unit u, and the steps for u depend
//    only on u's cells (their values and candidates).

#include "board/board.h"
#include "logic/step.h"

#include <array>
#include <cstdint>
#include <vector>

namespace core {

enum class FinderScopeKind : std::uint8_t {
    None, // the finder has no scoped form
    Symbols,
    Units,
};

struct FinderScope
{
    Mask symbols = ~Mask { 0 };
    std::array<std::uint64_t, 2> units { ~std::uint64_t { 0 }, ~std::uint64_t { 0 } };

    bool hasSymbol(int s) const { return (symbols & bit(s)) != 0; }
    bool hasUnit(int u) const { return (units[u >> 6] >> (u & 63)) & 1u; }
    // Everything.
    static FinderScope all() { return {}; }
};

// Appends up to maxSteps productive steps found on the board within the scope.
using ScopedFinderFn
    = void (*)(const Board &board, const FinderScope &scope, std::vector<Step> &out, int maxSteps);

} // namespace core
