// Which language the program speaks (ui/wording/translations): the locale's, as command-line
// tools choose it, and the embedded translations of every language, English plurals included.
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <gtest/gtest.h>

using Translations::languageFromLocale;

namespace {

QString lang(const char *lcAll, const char *lcMessages, const char *language)
{
    return languageFromLocale(
        QString::fromLatin1(lcAll), QString::fromLatin1(lcMessages), QString::fromLatin1(language));
}

} // namespace

TEST(Translations, LanguageFollowsTheLocaleVariablesInOrder)
{
    EXPECT_EQ(lang("", "", "de_DE.UTF-8"), QStringLiteral("de"));
    EXPECT_EQ(lang("", "ja_JP.UTF-8", "de_DE.UTF-8"), QStringLiteral("ja"));
    EXPECT_EQ(lang("en_GB.UTF-8", "ja_JP.UTF-8", "de_DE.UTF-8"), QStringLiteral("en"));
    EXPECT_EQ(lang("C", "", "de_DE.UTF-8"), QStringLiteral("en"));
    EXPECT_EQ(lang("POSIX", "", ""), QStringLiteral("en"));
    EXPECT_EQ(lang("", "", "C.UTF-8"), QStringLiteral("en"));
    EXPECT_EQ(lang("", "", ""), QStringLiteral("en"));
    EXPECT_EQ(lang("", "", "de_AT@euro"), QStringLiteral("de"));
    EXPECT_EQ(lang("fr_FR", "", ""), QStringLiteral("fr"));
}

TEST(Translations, OnlyTheProgramsLanguagesInstall)
{
    EXPECT_EQ(Translations::languages(),
        (QStringList { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja") }));
    EXPECT_FALSE(Translations::install(QStringLiteral("fr")));
    EXPECT_EQ(Translations::current(), QStringLiteral("en")); // unchanged
    for (const QString &code : Translations::languages()) {
        EXPECT_TRUE(Translations::install(code));
        EXPECT_EQ(Translations::current(), code);
    }
    EXPECT_EQ(StepWording::techniqueName(core::Technique::Trial), QStringLiteral("仮定"));
    ASSERT_TRUE(Translations::install(QStringLiteral("en")));
    EXPECT_EQ(StepWording::techniqueName(core::Technique::Trial), QStringLiteral("Trial"));
}

// English is the source language, but its plural forms come from its own translation file.
TEST(Translations, EnglishPluralForms)
{
    ASSERT_TRUE(Translations::install(QStringLiteral("en")));
    EXPECT_EQ(QCoreApplication::translate("CliText", "%n puzzle(s)", nullptr, 1),
        QStringLiteral("1 puzzle"));
    EXPECT_EQ(QCoreApplication::translate("CliText", "%n puzzle(s)", nullptr, 2),
        QStringLiteral("2 puzzles"));
    EXPECT_EQ(QCoreApplication::translate("CliText", "%n step(s)", nullptr, 0),
        QStringLiteral("0 steps"));
    ASSERT_TRUE(Translations::install(QStringLiteral("de")));
    EXPECT_EQ(QCoreApplication::translate("CliText", "%n step(s)", nullptr, 1),
        QStringLiteral("1 Schritt"));
    EXPECT_EQ(QCoreApplication::translate("CliText", "%n step(s)", nullptr, 5),
        QStringLiteral("5 Schritte"));
    Translations::install(QStringLiteral("en"));
}

// Japanese (issue 16): no spaces between words ("E行のヒドゥンシングル", not "E 行 の 隠れた…"),
// one style for technique names (transliterated: ネイキッド and ヒドゥン), a given is 初期数字
// (ヒント is the tutor's hint), and the Show button says 表示.
TEST(Translations, JapaneseReadsAsJapanese)
{
    ASSERT_TRUE(Translations::install(QStringLiteral("ja")));
    const auto tr = [](const char *context, const char *source) {
        return QCoreApplication::translate(context, source);
    };
    EXPECT_EQ(StepWording::techniqueName(core::Technique::HiddenSingle),
        QStringLiteral("ヒドゥンシングル"));
    EXPECT_EQ(
        StepWording::techniqueName(core::Technique::NakedPair), QStringLiteral("ネイキッドペア"));
    const QString row = tr("StepWording", "row %1").arg(QStringLiteral("E"));
    EXPECT_EQ(row, QStringLiteral("E行"));
    EXPECT_EQ(tr("StepWording", "Look for %1 in %2.")
                  .arg(StepWording::withArticle(core::Technique::HiddenSingle), row),
        QStringLiteral("E行でヒドゥンシングルを探しましょう。"));
    EXPECT_EQ(tr("GridModel", "%1: given %2").arg(QStringLiteral("A1"), QStringLiteral("5")),
        QStringLiteral("A1: 初期数字5"));
    EXPECT_EQ(tr("HintPanel", "Show"), QStringLiteral("表示"));
    ASSERT_TRUE(Translations::install(QStringLiteral("en")));
}
