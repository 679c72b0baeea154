#include "common/appearance.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QTranslator>
#include <QWidget>

#include "wording/translations.h"

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

} // namespace Appearance
