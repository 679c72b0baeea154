#pragma once

#include <QString>

// What the command line asks of the Solver Lab at start (sudoku-tutor --lab, --strategy, --spec,
// --event, --tree-compare, --tab; ui/shell/commandline.h reads them, LabWorkspace applies them).
struct LabOptions
{
    QString family; // "search", "logic", "climb"; empty: no run
    QString spec; // the run in the CLI's words ("search --strategy ctn"), family first
    qint64 event = -1; // the event to show once the run has ended; -1: its end
    QString treeCompare; // the search tree beside this ordering's ("lex", "mrv" ...); empty: none
    QString tab; // the side tab to show: "labTreePanel", "climbPage", "climbInitPage"
    // A run longer than this is cancelled there (what it recorded shows); the tree compared
    // has until treeBudgetMs from the run's start.
    int runBudgetMs = 20000;
    int treeBudgetMs = 40000;
};
