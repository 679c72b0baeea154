#pragma once

#include <QString>
#include <QStringList>

// The program's translations (embedded under :/i18n as sudoku_tutor_<code>.qm), loaded alike by
// the GUI and sudoku-cli. English is the source language; its file holds only the plural forms
// ("1 puzzle", "2 puzzles"), so it is loaded too.
namespace Translations {

// The languages the program speaks: "en", "de", "ja".
QStringList languages();
bool isAvailable(const QString &code);

// The language a command-line tool follows, from the values of LC_ALL, LC_MESSAGES and LANG
// (the first one set and not empty wins, as in POSIX): "de_DE.UTF-8" gives "de"; "C", "POSIX"
// and "C.UTF-8" give "en". The code is returned whether or not it is available.
QString languageFromLocale(const QString &lcAll, const QString &lcMessages, const QString &lang);
// The same from this process's environment.
QString languageFromEnvironment();

// Installs the program's translator for `code`, replacing the one this function installed
// before (a QCoreApplication must exist; installing sends a LanguageChange event). Returns false,
// installing nothing, when the code is not available.
bool install(const QString &code);
// The code last installed ("" before any).
QString current();

} // namespace Translations
