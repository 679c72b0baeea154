#pragma once

#include "board/formats.h"

#include <QCoreApplication>
#include <QString>

// Words core's parse errors for people, through tr(): "puzzle.txt: line 3: row has 8 cells,
// expected 9". Core gives the code and the numbers; the words are here so they translate.
class ErrorText final
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    static QString describe(const core::ParseError &error, const core::Geometry &geometry,
        core::CellNaming naming = core::CellNaming::Letter);
    // The place part only: "file.txt: line 3, column 14".
    static QString where(const core::ParseError &error);
};
