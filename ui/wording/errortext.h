#pragma once

#include "board/formats.h"

#include <QCoreApplication>
#include <QString>

// Words core's parse errors for people, through tr(), for the GUI and sudoku-cli alike:
// "puzzles.txt: line 3: row has 8 cells, expected 9". Core gives the code and the numbers; the
// words are here so they translate. The source is named as core has it (the GUI gives file
// names, the CLI the path that was typed).
class ErrorText final
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    // Place and problem: "clip: line 2, column 14: 'x' is not a digit or a blank".
    static QString describe(
        const core::ParseError &error, core::CellNaming naming = core::CellNaming::Letter);
    // The problem alone: "row has 8 cells, expected 9".
    static QString problem(
        const core::ParseError &error, core::CellNaming naming = core::CellNaming::Letter);
    // The place alone: "file.txt: line 3, column 14" (empty when nothing is known).
    static QString where(const core::ParseError &error);
};
