#pragma once

// What the command line asks of the Compare mode at start (sudoku-tutor --compare,
// --compare-tab; ui/shell/commandline.h reads them, CompareWorkspace applies them).
struct CompareOptions
{
    int preset = -1; // a CompareWorkspace::Preset; -1: none (nothing runs)
    int tab = 0; // a CompareWorkspace::Tab
    int batchBudgetMs = 120000; // a longer batch is cancelled there (what finished shows)
};
