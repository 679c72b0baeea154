#pragma once

#include "common/settings.h"

#include <QString>

class QTranslator;

// Look and language of the application.
namespace Appearance {

// Fusion with a light or dark palette, or the platform's own for System.
void applyTheme(Settings::Theme theme);

// Installs the translators for a language code ("en", "de", "ja"; "" = the system's). Widgets
// get a LanguageChange event and retranslate themselves. Returns false when no translation for
// the language exists (English is always there).
bool applyLanguage(const QString &code);
QString currentLanguage();

} // namespace Appearance
