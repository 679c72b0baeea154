#pragma once

#include <QString>

// What the command line asks of the race at start (sudoku-tutor --race, --event;
// ui/shell/commandline.h reads them, RaceWorkspace applies them).
struct RaceOptions
{
    QString preset; // a RacePresets id ("abuluaih", "carmel" ...); empty: no race
    qint64 event = -1; // the lockstep position, in decisions, once every run has ended; -1: the end
    int runBudgetMs = 20000; // runs longer than this are cancelled there
};
