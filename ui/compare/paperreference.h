#pragma once

// The papers' published means beside ours in the Compare mode's charts: Abuluaih et al.'s
// Tables 1-2 (the three clue bands, forward checking, neutralize goal), Carmel's top95 table (MRV,
// no propagation or his strategies I-IV) and San Segundo's Table 3 (backtracks per puzzle, the
// FILTER, his 16x16 set). The values are those of docs/papers-search.md.

#include "batch/comparebatch.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class PaperReference final
{
    Q_DECLARE_TR_FUNCTIONS(PaperReference)

public:
    enum class Measure { Recursions, Backtracks };
    struct Value
    {
        double value = 0;
        QString source; // "Abuluaih et al., Table 1"
    };
    // The paper's mean for a strategy on a collection (its file's base name), when one of the
    // papers ran that strategy under that setup on it.
    static std::optional<Value> value(Measure measure, const core::SearchOptions &setup,
        const std::string &strategy, const QString &groupId);
};
