#include "race/racepresets.h"

QList<RacePreset> RacePresets::all()
{
    const QString carmel = QStringLiteral("search --strategy mrv --propagation carmel --carmel ");
    return {
        { QStringLiteral("abuluaih"), tr("Abuluaih: lex vs MRV vs CtN (fc, neutralize)"),
            tr("Abuluaih"),
            tr("Abuluaih et al., Tables 1–2: the systematic order (their FC), fewest candidates "
               "and the Contribution Number, each with forward checking, stopping at a "
               "Neutralized Set."),
            {
                QStringLiteral("search --strategy lex --propagation fc --goal neutralize"),
                QStringLiteral("search --strategy mrv --propagation fc --goal neutralize"),
                QStringLiteral("search --strategy ctn --propagation fc --goal neutralize"),
            } },
        // Carmel's table has five rows and a race four panes: two presets. The first keeps the
        // naive search (its node limit 10 M, a tenth of the paper's) and drops I+II+III, whose
        // gain over I+II is the smallest; the second drops the naive search and shows I to I–IV.
        { QStringLiteral("carmel"), tr("Carmel: MRV with none / I / I+II / I–IV"), tr("Carmel"),
            tr("Carmel's HS-solver on MRV: no propagation (node limit 10 million), then his "
               "strategies I, I+II and all four. A race has four panes: for I+II+III take the "
               "second Carmel preset, or choose it in any pane's Solver… dialog."),
            {
                QStringLiteral("search --strategy mrv --propagation none --limit 10000000"),
                carmel + QStringLiteral("I"),
                carmel + QStringLiteral("I,II"),
                carmel + QStringLiteral("I,II,III,IV"),
            } },
        { QStringLiteral("carmel-pairs"), tr("Carmel: MRV with I / I+II / I+II+III / I–IV"),
            tr("Carmel, pairs"),
            tr("Carmel's strategies added one at a time: candidate reduction (I), uniqueness "
               "(II), hidden pairs (III), naked pairs (IV). The naive search is in the first "
               "Carmel preset."),
            {
                carmel + QStringLiteral("I"),
                carmel + QStringLiteral("I,II"),
                carmel + QStringLiteral("I,II,III"),
                carmel + QStringLiteral("I,II,III,IV"),
            } },
        { QStringLiteral("san-segundo"),
            tr("San Segundo: L vs D_v r1r2 vs G_vmax vs G_vmin (FILTER)"), tr("San Segundo"),
            tr("San Segundo's Table 3: lexicographic order, fewest candidates with the "
               "look-ahead value order, and the ties broken by the most or fewest G_CSP edges, "
               "each with the ten-rule FILTER at every node."),
            {
                QStringLiteral("search --strategy lex --propagation filter"),
                QStringLiteral("search --strategy dv-r1r2 --propagation filter"),
                QStringLiteral("search --strategy dv-gvmax --propagation filter"),
                QStringLiteral("search --strategy dv-gvmin --propagation filter"),
            } },
        { QStringLiteral("climber"), tr("Hill climber: greedy vs post-swap vs random"),
            tr("Hill climber"),
            tr("Jones, Roach and Perkins: the same climber from a greedy start, a greedy start "
               "with post-swapping, and a random start."),
            {
                QStringLiteral("climb --init greedy"),
                QStringLiteral("climb --init greedy-postswap"),
                QStringLiteral("climb --init random"),
            } },
    };
}

RacePreset RacePresets::byId(const QString &id)
{
    for (const RacePreset &p : all())
        if (p.id == id)
            return p;
    return {};
}

QStringList RacePresets::ids()
{
    QStringList list;
    for (const RacePreset &p : all())
        list << p.id;
    return list;
}
