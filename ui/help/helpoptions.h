#pragma once

// What the command line asks of Help at start (sudoku-tutor --help-page; ui/shell/commandline.h
// reads it, the window shows the page).
struct HelpOptions
{
    int page = -1; // Help ▸ Techniques at this core::Technique; -1: not shown
};
