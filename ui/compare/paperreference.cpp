#include "compare/paperreference.h"

namespace {

// Which band a collection is: 0 easy, 1 medium, 2 difficult; -1 none.
int band(const QString &id)
{
    if (!id.startsWith(QLatin1String("bands_")))
        return -1;
    if (id.contains(QLatin1String("easy")))
        return 0;
    if (id.contains(QLatin1String("medium")))
        return 1;
    if (id.contains(QLatin1String("difficult")))
        return 2;
    return -1;
}

} // namespace

std::optional<PaperReference::Value> PaperReference::value(Measure measure,
    const core::SearchOptions &setup, const std::string &strategy, const QString &groupId)
{
    // Abuluaih et al., Tables 1 (mean recursions) and 2 (mean backtracks): lex is their "FC".
    if (const int b = band(groupId); b >= 0 && setup.propagation == core::Propagation::Fc
        && setup.goal == core::SearchGoal::Neutralize) {
        static const double kRecursions[3][3]
            = { { 45, 33, 10 }, { 394, 48, 26 }, { 84594, 215, 171 } };
        static const double kBacktracks[3][3]
            = { { 12, 1, 1 }, { 341, 4, 1 }, { 84539, 161, 132 } };
        const int s = strategy == "lex" ? 0 : strategy == "mrv" ? 1 : strategy == "ctn" ? 2 : -1;
        if (s < 0)
            return std::nullopt;
        return measure == Measure::Recursions
            ? Value { kRecursions[b][s], tr("Abuluaih et al., Table 1") }
            : Value { kBacktracks[b][s], tr("Abuluaih et al., Table 2") };
    }
    // Carmel, top95: mean calls of MRV without propagation and with strategies I, I+II, I-III,
    // I-IV (his calls are our recursions; he gives no backtracks).
    if (groupId == QLatin1String("norvig_top95") && strategy == "mrv"
        && measure == Measure::Recursions) {
        const Value none { 1.7e6, tr("Carmel, top95 table") };
        if (setup.propagation == core::Propagation::None)
            return none;
        if (setup.propagation != core::Propagation::Carmel)
            return std::nullopt;
        const auto &c = setup.carmel;
        if (!c.candidateReduction)
            return std::nullopt;
        double v = 0;
        if (!c.uniqueness && !c.hiddenPairs && !c.nakedPairs)
            v = 23.8e3;
        else if (c.uniqueness && !c.hiddenPairs && !c.nakedPairs)
            v = 100;
        else if (c.uniqueness && c.hiddenPairs && !c.nakedPairs)
            v = 40.8;
        else if (c.uniqueness && c.hiddenPairs && c.nakedPairs)
            v = 26.2;
        else
            return std::nullopt;
        return Value { v, none.source };
    }
    // San Segundo, Table 3: backtracks per puzzle (totals over 500 divided by 500) with the
    // FILTER on his 16x16 set (ours made by his recipe: tests/data/sansegundo_16x16_generated).
    if (groupId.startsWith(QLatin1String("sansegundo")) && measure == Measure::Backtracks
        && setup.propagation == core::Propagation::Filter) {
        double v = 0;
        if (strategy == "lex")
            v = 11.7;
        else if (strategy == "dv-r1r2")
            v = 4.0;
        else if (strategy == "dv-gvmax")
            v = 1.1;
        else if (strategy == "dv-gvmin")
            v = 2.1;
        else
            return std::nullopt;
        return Value { v, tr("San Segundo, Table 3") };
    }
    return std::nullopt;
}
