#pragma once

#include <QString>

// What the command line asks of Play at start (sudoku-tutor --select, --pencil-marks, --play,
// --hint, --chain-step, --tab; ui/shell/commandline.h reads them, PlayWorkspace applies them).
struct PlayOptions
{
    QString select; // a cell to select (A1 or r1c1); empty: none
    bool pencilMarks = false; // fill in every candidate first
    int steps = 0; // then apply this many hint steps (level 3), one after the other
    int hint = 0; // then show a hint of this level (1, 2, 3); 0: none
    int chainStep = 0; // then move Show's chain stepper this many frames on (--chain-step)
    QString tab; // the side tab to show: "stepList", "historyView", "difficultyPanel"
};
