#include "wording/errortext.h"

#include "wording/stepwording.h"

QString ErrorText::where(const core::ParseError &error)
{
    const QString source = QString::fromStdString(error.source);
    QString place;
    if (error.line > 0 && error.column > 0)
        place = tr("line %1, column %2").arg(error.line).arg(error.column);
    else if (error.line > 0)
        place = tr("line %1").arg(error.line);
    if (source.isEmpty())
        return place;
    return place.isEmpty() ? source : tr("%1: %2", "file: place").arg(source, place);
}

QString ErrorText::problem(const core::ParseError &e, core::CellNaming naming)
{
    using Code = core::ParseError::Code;
    // A printable character in quotes, anything else by its byte value.
    const auto character = [](char c) {
        if (c >= 0x20 && c < 0x7f)
            return QStringLiteral("'%1'").arg(QChar::fromLatin1(c));
        return tr("byte 0x%1").arg(static_cast<unsigned char>(c), 2, 16, QLatin1Char('0'));
    };
    const core::Geometry *geometry = core::Geometry::forSide(e.side);
    const auto cell = [&](int c) {
        return geometry && c >= 0 && c < geometry->cellCount()
            ? QString::fromStdString(geometry->cellName(c, naming))
            : tr("cell %1").arg(c + 1);
    };
    switch (e.code) {
    case Code::CannotOpen:
        return tr("cannot open the file");
    case Code::TooLarge:
        return tr("the file is larger than %1 MiB, the most that is read").arg(e.expected);
    case Code::Empty:
        return tr("no puzzle found");
    case Code::BadCharacter:
        if (e.side > 9)
            return tr("%1 is not a symbol (1-9, A-%2) or a blank")
                .arg(character(e.character), StepWording::digit(e.side));
        return tr("%1 is not a digit or a blank").arg(character(e.character));
    case Code::WrongRowLength:
        return tr("row has %n cell(s), expected %1", nullptr, e.found).arg(e.expected);
    case Code::WrongRowCount:
        return tr("grid has %n row(s), expected %1", nullptr, e.found).arg(e.expected);
    case Code::WrongLineLength:
        return tr("puzzle line has %n character(s), expected %1", nullptr, e.found).arg(e.expected);
    case Code::UnknownSize:
        return tr("a grid %n cell(s) wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, "
                  "20 or 25)",
            nullptr, e.found);
    case Code::BadCandidates:
        if (e.character == 0)
            return tr("cell has no candidate");
        if (e.expected > 0)
            return tr("%1 stands where candidate %2 belongs")
                .arg(character(e.character), StepWording::digit(e.expected));
        return tr("candidate %1 appears twice in a cell").arg(character(e.character));
    case Code::ContradictoryGivens: {
        const QString what = tr("contradictory givens: %1 and %2 both hold %3")
                                 .arg(cell(e.cellA), cell(e.cellB), StepWording::digit(e.symbol));
        if (!geometry || e.unit < 0 || e.unit >= geometry->unitCount())
            return what;
        return tr("%1 (%2)", "problem (unit)")
            .arg(what, StepWording(*geometry, naming).unitName(e.unit));
    }
    case Code::MismatchedGrids: {
        const QString shown = e.found > 0 ? StepWording::digit(e.found)
            : e.found == 0                ? tr("a blank")
                                          : tr("several candidates");
        return tr("this grid shows %1 where an earlier grid has %2")
            .arg(shown, StepWording::digit(e.expected));
    }
    }
    return tr("unknown error");
}

QString ErrorText::describe(const core::ParseError &e, core::CellNaming naming)
{
    const QString what = problem(e, naming);
    const QString place = where(e);
    return place.isEmpty() ? what : tr("%1: %2", "place: problem").arg(place, what);
}
