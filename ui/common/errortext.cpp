#include "common/errortext.h"

#include <QFileInfo>

QString ErrorText::where(const core::ParseError &error)
{
    const QString source = QFileInfo(QString::fromStdString(error.source)).fileName();
    QString place;
    if (error.line > 0 && error.column > 0)
        place = tr("line %1, column %2").arg(error.line).arg(error.column);
    else if (error.line > 0)
        place = tr("line %1").arg(error.line);
    if (source.isEmpty())
        return place;
    return place.isEmpty() ? source : tr("%1: %2", "file: place").arg(source, place);
}

QString ErrorText::describe(
    const core::ParseError &e, const core::Geometry &geometry, core::CellNaming naming)
{
    using Code = core::ParseError::Code;
    QString what;
    switch (e.code) {
    case Code::CannotOpen:
        what = tr("the file cannot be read");
        break;
    case Code::TooLarge:
        what = tr("the file is larger than %1 MiB, the most that is read").arg(e.expected);
        break;
    case Code::Empty:
        what = tr("no puzzle was found");
        break;
    case Code::BadCharacter:
        what = tr("'%1' is not a digit or a blank").arg(QChar::fromLatin1(e.character));
        break;
    case Code::WrongRowLength:
        what = tr("row has %1 cells, expected %2").arg(e.found).arg(e.expected);
        break;
    case Code::WrongRowCount:
        what = tr("grid has %1 rows, expected %2").arg(e.found).arg(e.expected);
        break;
    case Code::WrongLineLength:
        what = tr("line has %1 characters, expected %2").arg(e.found).arg(e.expected);
        break;
    case Code::UnknownSize:
        what = tr("a grid %n cell(s) wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, "
                  "20 or 25)",
            nullptr, e.found);
        break;
    case Code::BadCandidates:
        if (e.character == 0)
            what = tr("the cell has no candidate");
        else if (e.expected > 0)
            what = tr("'%1' stands where candidate %2 belongs")
                       .arg(QChar::fromLatin1(e.character))
                       .arg(QChar::fromLatin1(core::Geometry::symbolChar(e.expected)));
        else
            what = tr("candidate '%1' appears twice in a cell").arg(QChar::fromLatin1(e.character));
        break;
    case Code::MismatchedGrids: {
        const QString shown = e.found > 0
            ? QString(QChar::fromLatin1(core::Geometry::symbolChar(e.found)))
            : e.found == 0 ? tr("a blank")
                           : tr("several candidates");
        what = tr("this grid shows %1 where an earlier grid has %2")
                   .arg(shown, QString(QChar::fromLatin1(core::Geometry::symbolChar(e.expected))));
        break;
    }
    case Code::ContradictoryGivens: {
        const auto name = [&](int cell) {
            return cell >= 0 && cell < geometry.cellCount()
                ? QString::fromStdString(geometry.cellName(cell, naming))
                : QStringLiteral("?");
        };
        what = tr("contradictory givens: %1 and %2 both hold %3")
                   .arg(name(e.cellA), name(e.cellB),
                       QString(QChar::fromLatin1(core::Geometry::symbolChar(e.symbol))));
        break;
    }
    }
    const QString place = where(e);
    return place.isEmpty() ? what : tr("%1: %2", "place: problem").arg(place, what);
}
