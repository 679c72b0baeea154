#include "messages.h"

#include <cstdio>

namespace cli {

namespace {

using Code = core::ParseError::Code;

std::string quoted(char c)
{
    char buffer[16];
    if (c >= 0x20 && c < 0x7f)
        std::snprintf(buffer, sizeof buffer, "'%c'", c);
    else
        std::snprintf(buffer, sizeof buffer, "byte 0x%02x", static_cast<unsigned char>(c));
    return buffer;
}

std::string symbolText(int symbol)
{
    return std::string(1, core::Geometry::symbolChar(symbol));
}

// "a digit" for grids up to 9 a side, "a symbol (1-9, A-G)" above.
std::string symbolKind(int side)
{
    if (side <= 9)
        return "a digit";
    return "a symbol (1-9, A-" + symbolText(side) + ")";
}

std::string cellName(int cell, int side)
{
    const core::Geometry *g = core::Geometry::forSide(side);
    if (!g || cell < 0)
        return "cell " + std::to_string(cell + 1);
    return g->cellName(cell, core::CellNaming::Letter);
}

std::string plural(int n, const char *one, const char *many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

std::string unitName(int unit, int side)
{
    if (side <= 0 || unit < 0)
        return "unit " + std::to_string(unit);
    const int index = unit % side;
    switch (unit / side) {
    case 0:
        return std::string("row ") + static_cast<char>('A' + index);
    case 1:
        return "column " + std::to_string(index + 1);
    default:
        return "box " + std::to_string(index + 1);
    }
}

const char *statusName(core::SolutionStatus status)
{
    switch (status) {
    case core::SolutionStatus::Unique:
        return "unique";
    case core::SolutionStatus::Multiple:
        return "multiple";
    case core::SolutionStatus::None:
        return "none";
    case core::SolutionStatus::Unknown:
        break;
    }
    return "unknown";
}

std::string describeProblem(const core::ParseError &e)
{
    switch (e.code) {
    case Code::CannotOpen:
        return "cannot open the file";
    case Code::TooLarge:
        return "the file is larger than " + std::to_string(e.expected)
            + " MiB, the most that is read";
    case Code::Empty:
        return "no puzzle found";
    case Code::BadCharacter:
        return quoted(e.character) + " is not " + symbolKind(e.side) + " or a blank";
    case Code::WrongRowLength:
        return "row has " + plural(e.found, "cell", "cells") + ", expected "
            + std::to_string(e.expected);
    case Code::WrongRowCount:
        return "grid has " + plural(e.found, "row", "rows") + ", expected "
            + std::to_string(e.expected);
    case Code::WrongLineLength:
        return "puzzle line has " + plural(e.found, "character", "characters") + ", expected "
            + std::to_string(e.expected);
    case Code::UnknownSize:
        return "a grid " + plural(e.found, "cell", "cells")
            + " wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)";
    case Code::BadCandidates:
        if (e.character == 0)
            return "cell has no candidate";
        if (e.expected > 0)
            return quoted(e.character) + " stands where candidate " + symbolText(e.expected)
                + " belongs";
        return "candidate " + quoted(e.character) + " appears twice in a cell";
    case Code::ContradictoryGivens:
        return "contradictory givens: " + cellName(e.cellA, e.side) + " and "
            + cellName(e.cellB, e.side) + " both hold " + symbolText(e.symbol) + " ("
            + unitName(e.unit, e.side) + ")";
    case Code::MismatchedGrids:
        return std::string("this grid shows ")
            + (e.found > 0         ? symbolText(e.found)
                    : e.found == 0 ? std::string("a blank")
                                   : std::string("several candidates"))
            + " where an earlier grid has " + symbolText(e.expected);
    }
    return "unknown error";
}

std::string describeError(const core::ParseError &e)
{
    std::string out = e.source.empty() ? std::string("<text>") : e.source;
    if (e.line > 0) {
        out += ": line " + std::to_string(e.line);
        if (e.column > 0)
            out += ", column " + std::to_string(e.column);
    }
    return out + ": " + describeProblem(e);
}

} // namespace cli
