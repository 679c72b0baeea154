#pragma once

#include <QLatin1Char>
#include <QString>

// A game's time as a clock shows it: "mm:ss", or "h:mm:ss" from an hour on (the game's clock,
// the completion dialog, the Resume list).
inline QString clockText(qint64 ms)
{
    const qint64 s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2")
        .arg(s / 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}
