#pragma once

#include "common/settings.h"

#include <QColor>
#include <QString>

class QPalette;

// Look and language of the application.
namespace Appearance {

// Fusion with a light or dark palette, or the platform's own for System.
void applyTheme(Settings::Theme theme);

// Installs the translators for a language code ("en", "de", "ja"; "" = the system's). Widgets
// get a LanguageChange event and retranslate themselves. Returns false when no translation for
// the language exists (English is always there).
bool applyLanguage(const QString &code);
QString currentLanguage();

// The board's colours, derived from a palette so that light and dark themes both read well:
// the cell delegate paints with them, the board view draws its outlines and links, the board
// model colours an alerting edge note, the Lab's legend shows its key.
struct BoardColors
{
    QColor base, peer, sameDigit, selected, conflictBackground;
    QColor given, entered, conflict, candidate;
    QColor hintUnit, hintUnitOutline, hintCell, pattern, patternAlt, elimination, placement;
    QColor link, filter, filterCandidate, focus;
    // The almost locked sets of a hint, each in a tint of its own (the first three; more take
    // them again).
    QColor als[3];
    // The Solver Lab: the event's cells, a decided digit, the heat-map's two ends, the tie set's
    // and the chosen cell's outlines, the swapped pair, the neutralized squares.
    QColor touched, decided, heatLow, heatHigh, tie, chosen, swapped, neutralized;
};
BoardColors boardColors(const QPalette &palette);
// The heat-map's colour for a weight on its scale (0..1).
QColor heatColor(const BoardColors &colors, double heat);
// WCAG 2 contrast ratio of two colours (1 to 21).
double contrast(const QColor &a, const QColor &b);
// preferred, if it reads on background (contrast 4.5 at least); else black or white, whichever
// reads better (the candidates on the dark theme's red-brown heat-map).
QColor textOn(const QColor &background, const QColor &preferred);

} // namespace Appearance
