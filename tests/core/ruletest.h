#pragma once

// Helpers for the technique tests on hand-made candidate states (the families' tests:
// fish_test.cpp, singledigit_test.cpp, wings_test.cpp, coloring_test.cpp, uniqueness_test.cpp,
// chains_test.cpp, als_test.cpp, forcing_test.cpp, trial_test.cpp, ...).

#include "logic/step.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace ruletest {

using ElimSet = std::set<std::pair<int, int>>;

// The named cells' eliminations of one symbol.
inline ElimSet elims(const core::Geometry &g, int symbol, const std::vector<std::string> &cells)
{
    ElimSet out;
    for (const auto &name : cells)
        out.insert({ testutil::cellOf(g, name), symbol });
    return out;
}

inline ElimSet elimsOf(const core::Step &step)
{
    ElimSet out;
    for (const auto &e : step.eliminations)
        out.insert({ e.cell, e.symbol });
    EXPECT_EQ(out.size(), step.eliminations.size()) << "duplicate eliminations";
    return out;
}

// The finder's steps, each of them productive.
inline std::vector<core::Step> run(testutil::Finder f, const core::Board &b, int maxSteps = 100)
{
    const std::vector<core::Step> out = testutil::findSteps(f, b, maxSteps);
    for (const auto &s : out)
        EXPECT_TRUE(s.isProductive());
    return out;
}

inline std::vector<int> cellsOf(const core::Geometry &g, const std::vector<std::string> &names)
{
    std::vector<int> out;
    for (const auto &n : names)
        out.push_back(testutil::cellOf(g, n));
    return out;
}

// Removes the symbol from the named cells' candidates.
inline void removeFrom(core::Board &b, int symbol, const std::vector<std::string> &cells)
{
    for (const auto &name : cells) {
        const int c = testutil::cellOf(b.geometry(), name);
        b.setCandidates(c, b.candidates(c) & ~core::bit(symbol));
    }
}

// Removes the symbol from every cell of a row ('A'..) or a column ("1"..) but the named ones.
inline void keepOnly(
    core::Board &b, int symbol, const std::string &line, const std::vector<std::string> &keep)
{
    const core::Geometry &g = b.geometry();
    std::vector<std::string> drop;
    for (int i = 0; i < g.side(); ++i) {
        const std::string name = line[0] >= 'A' ? line + std::to_string(i + 1)
                                                : std::string(1, static_cast<char>('A' + i)) + line;
        bool kept = false;
        for (const auto &k : keep)
            kept = kept || k == name;
        if (!kept)
            drop.push_back(name);
    }
    removeFrom(b, symbol, drop);
}

} // namespace ruletest
