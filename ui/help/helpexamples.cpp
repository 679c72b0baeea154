#include "help/helpexamples.h"

#include "logic/tutorengine.h"

#include <QFile>
#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace {

int symbolOf(QChar c)
{
    return c >= QLatin1Char('1') && c <= QLatin1Char('9') ? c.unicode() - '0' : 0;
}

// Every example, read once from the resource.
const QHash<int, core::Board> &examples()
{
    static const QHash<int, core::Board> all = [] {
        QHash<int, core::Board> read;
        QFile file(QStringLiteral(":/help/examples.txt"));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return read;
        QTextStream in(&file);
        while (!in.atEnd()) {
            const QString line = in.readLine().trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            core::Technique t;
            core::Board board(core::Geometry::classic());
            QString error;
            if (HelpExamples::parseLine(line, &t, &board, &error))
                read.insert(int(t), board);
            else
                qWarning("help/examples.txt: %s", qPrintable(error));
        }
        return read;
    }();
    return all;
}

} // namespace

namespace HelpExamples {

bool parseLine(const QString &line, core::Technique *technique, core::Board *board, QString *error)
{
    const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const core::Geometry &g = core::Geometry::classic();
    const int n = g.cellCount();
    if (parts.size() != 4) {
        *error = QStringLiteral("expected 4 fields, found %1").arg(parts.size());
        return false;
    }
    const auto t = core::techniqueFromId(parts[0].toStdString());
    if (!t) {
        *error = QStringLiteral("unknown technique \"%1\"").arg(parts[0]);
        return false;
    }
    if (parts[1].size() != n || parts[2].size() != n || parts[3].size() != 3 * n) {
        *error = QStringLiteral("%1: the fields have %2, %3 and %4 characters, expected %5, %5 "
                                "and %6")
                     .arg(parts[0])
                     .arg(parts[1].size())
                     .arg(parts[2].size())
                     .arg(parts[3].size())
                     .arg(n)
                     .arg(3 * n);
        return false;
    }
    core::Board b(g);
    for (int c = 0; c < n; ++c) {
        const int given = symbolOf(parts[1][c]);
        const int value = symbolOf(parts[2][c]);
        if (given)
            b.setGiven(c, given);
        else if (value)
            b.setValue(c, value);
        bool ok = false;
        const uint mask = parts[3].mid(3 * c, 3).toUInt(&ok, 16);
        if (!ok) {
            *error = QStringLiteral("%1: cell %2 has bad candidates \"%3\"")
                         .arg(parts[0])
                         .arg(c + 1)
                         .arg(parts[3].mid(3 * c, 3));
            return false;
        }
        if (b.isOpen(c))
            b.setCandidates(c, core::Mask(mask));
    }
    *technique = *t;
    *board = b;
    return true;
}

std::optional<core::Board> position(core::Technique technique)
{
    const auto it = examples().constFind(int(technique));
    if (it == examples().constEnd())
        return std::nullopt;
    return *it;
}

std::optional<core::Step> step(core::Technique technique, const core::Board &board)
{
    static const core::LogicEngine engine = core::tutorEngine();
    return engine.hint(board, core::TechniqueSet { technique }, core::CandidateSource::Auto);
}

} // namespace HelpExamples
