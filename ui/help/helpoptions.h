#pragma once

// What the command line asks of Help at start (sudoku-tutor --help-page, --dialog shortcuts;
// ui/shell/commandline.h reads them, the window shows the page or the sheet).
struct HelpOptions
{
    int page = -1; // Help ▸ Techniques at this core::Technique; -1: not shown
    bool shortcuts = false; // Help ▸ Keyboard Shortcuts open over the window
};
