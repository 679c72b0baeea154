#include "common/appearance.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QTranslator>
#include <QWidget>

#include <algorithm>
#include <cmath>

#include "wording/translations.h"

#include <algorithm>
#include <cmath>

namespace Appearance {

namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(40, 42, 46);
    const QColor base(30, 31, 34);
    const QColor text(225, 228, 232);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(52, 55, 60));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(110, 170, 255));
    p.setColor(QPalette::Highlight, QColor(60, 110, 200));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(140, 140, 145));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 125));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 125));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 125));
    return p;
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
        a.greenF() * (1 - t) + b.greenF() * t, a.blueF() * (1 - t) + b.blueF() * t);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

QTranslator *s_qt = nullptr;
QString s_language;

} // namespace

void applyTheme(Settings::Theme theme)
{
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    switch (theme) {
    case Settings::Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    case Settings::Theme::Light:
    case Settings::Theme::System:
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    }
}

bool applyLanguage(const QString &code)
{
    if (s_qt) {
        QApplication::removeTranslator(s_qt);
        delete s_qt;
        s_qt = nullptr;
    }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    s_language = code.isEmpty() ? locale.name().left(2) : code;
    QLocale::setDefault(locale);
    if (s_language != QLatin1String("en")) {
        auto *qt = new QTranslator;
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QApplication::installTranslator(qt);
            s_qt = qt;
        } else {
            delete qt;
        }
    }
    // The program's own words, the same files as sudoku-cli's; English (the source language,
    // with its plural forms) when the language has none. Installing a translator sends every
    // widget a LanguageChange event.
    if (Translations::install(s_language))
        return true;
    Translations::install(QStringLiteral("en"));
    return false;
}

QString currentLanguage()
{
    return s_language;
}

BoardColors boardColors(const QPalette &palette)
{
    const bool dark = isDark(palette);
    const QColor base = palette.color(QPalette::Base);
    const QColor accent = dark ? QColor(90, 150, 255) : QColor(40, 110, 230);
    BoardColors c;
    c.base = base;
    c.peer = mix(base, accent, dark ? 0.20 : 0.15);
    c.selected = mix(base, accent, dark ? 0.45 : 0.32);
    c.sameDigit = mix(base, dark ? QColor(230, 190, 60) : QColor(255, 200, 40), dark ? 0.30 : 0.35);
    c.conflictBackground = mix(base, QColor(230, 40, 40), dark ? 0.30 : 0.16);
    c.given = palette.color(QPalette::Text);
    c.entered = dark ? QColor(120, 180, 255) : QColor(20, 80, 200);
    c.conflict = dark ? QColor(255, 110, 100) : QColor(200, 20, 20);
    c.candidate = mix(base, palette.color(QPalette::Text), 0.62);
    // A hint's units must read at a glance on white and on the dark base: a clear green tint,
    // and an outline around each unit (drawn by the view).
    c.hintUnit = mix(base, QColor(70, 180, 80), dark ? 0.26 : 0.22);
    c.hintUnitOutline = dark ? QColor(90, 210, 110) : QColor(30, 140, 50);
    c.hintCell = mix(base, QColor(70, 180, 80), dark ? 0.42 : 0.40);
    c.pattern = dark ? QColor(70, 150, 255) : QColor(60, 130, 240);
    c.patternAlt = dark ? QColor(255, 160, 60) : QColor(245, 140, 30);
    c.elimination = dark ? QColor(255, 90, 90) : QColor(220, 40, 40);
    c.placement = dark ? QColor(80, 200, 110) : QColor(30, 150, 60);
    c.link = dark ? QColor(205, 150, 255) : QColor(125, 45, 200);
    c.filter = mix(base, QColor(170, 90, 230), dark ? 0.34 : 0.24);
    c.filterCandidate = dark ? QColor(215, 170, 255) : QColor(110, 30, 180);
    c.focus = palette.color(QPalette::Highlight);
    // ALS tints: teal, amber and rose, apart from the hint's green, the peers' blue, the
    // same digit's yellow and the filter's violet; stronger on the dark base, where pale tints
    // vanish.
    const QColor alsHues[3] = { QColor(0, 170, 190), QColor(235, 165, 20), QColor(230, 70, 130) };
    for (int i = 0; i < 3; ++i)
        c.als[i] = mix(base, alsHues[i], dark ? 0.38 : 0.32);
    c.touched = mix(base, QColor(90, 190, 90), dark ? 0.32 : 0.28);
    c.decided = dark ? QColor(200, 140, 255) : QColor(130, 40, 190);
    c.heatLow = mix(base, QColor(255, 220, 80), dark ? 0.10 : 0.12);
    c.heatHigh = dark ? QColor(200, 70, 30) : QColor(245, 110, 40);
    c.tie = dark ? QColor(255, 200, 80) : QColor(200, 130, 0);
    c.chosen = c.decided;
    c.swapped = dark ? QColor(80, 220, 230) : QColor(0, 150, 170);
    c.neutralized = mix(base, palette.color(QPalette::Text), 0.25);
    return c;
}

QColor heatColor(const BoardColors &colors, double heat)
{
    return mix(colors.heatLow, colors.heatHigh, std::clamp(heat, 0.0, 1.0) * 0.85);
}

namespace {

double luminance(const QColor &c)
{
    const auto channel
        = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor textOn(const QColor &background, const QColor &preferred)
{
    if (contrast(background, preferred) >= 4.5)
        return preferred;
    const QColor black(0, 0, 0);
    const QColor white(255, 255, 255);
    return contrast(background, black) >= contrast(background, white) ? black : white;
}

} // namespace Appearance
