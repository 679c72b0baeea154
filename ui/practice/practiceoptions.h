#pragma once

// What the command line asks of Practice at start (sudoku-tutor --dialog; ui/shell/commandline.h
// reads it, Practice applies it).
struct PracticeOptions
{
    enum class Dialog { None, Generate, Record };
    Dialog dialog = Dialog::None; // the Generate dialog, or the record page of Practice
};
