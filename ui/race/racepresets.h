#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// The race's presets: the papers' comparisons, one click each, in the CLI's words (the specs are
// those of `sudoku-cli compare` and docs/papers-search.md's tables; tst_race checks each parses to
// the options it names).
struct RacePreset
{
    QString id; // "abuluaih", "carmel", "carmel-pairs", "san-segundo", "climber" (--race)
    QString title; // the menu's words
    QString shortTitle; // the button's
    QString explanation; // the tooltip: what the paper compared, and what the preset chose
    QStringList specs; // two to four panes
};

class RacePresets final
{
    Q_DECLARE_TR_FUNCTIONS(RacePresets)

public:
    static QList<RacePreset> all();
    // The preset of that id (empty specs when there is none).
    static RacePreset byId(const QString &id);
    static QStringList ids();
};
