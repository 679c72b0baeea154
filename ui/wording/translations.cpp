#include "wording/translations.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>

namespace Translations {

namespace {

QTranslator *s_translator = nullptr;
QString s_current;

} // namespace

QStringList languages()
{
    return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja") };
}

bool isAvailable(const QString &code)
{
    return languages().contains(code);
}

QString languageFromLocale(const QString &lcAll, const QString &lcMessages, const QString &lang)
{
    QString name = !lcAll.isEmpty() ? lcAll : !lcMessages.isEmpty() ? lcMessages : lang;
    // "de_DE.UTF-8@euro" -> "de"; the language is what comes before the territory, the
    // codeset and the modifier.
    const qsizetype end = name.indexOf(QRegularExpression(QStringLiteral("[_.@]")));
    if (end >= 0)
        name.truncate(end);
    if (name.isEmpty() || name == QLatin1String("C") || name == QLatin1String("POSIX"))
        return QStringLiteral("en");
    return name.toLower();
}

QString languageFromEnvironment()
{
    const auto env = [](const char *name) { return qEnvironmentVariable(name); };
    return languageFromLocale(env("LC_ALL"), env("LC_MESSAGES"), env("LANG"));
}

bool install(const QString &code)
{
    if (!isAvailable(code))
        return false;
    auto *translator = new QTranslator;
    if (!translator->load(QStringLiteral(":/i18n/sudoku_tutor_%1.qm").arg(code))) {
        delete translator;
        return false;
    }
    if (s_translator) {
        QCoreApplication::removeTranslator(s_translator);
        delete s_translator;
    }
    QCoreApplication::installTranslator(translator);
    s_translator = translator;
    s_current = code;
    return true;
}

QString current()
{
    return s_current;
}

} // namespace Translations
