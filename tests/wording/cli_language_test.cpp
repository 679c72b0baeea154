// sudoku-cli speaks the locale's language, or --lang's: complete German and Japanese explain
// output on real paths (no English word left), the locale variables in their order, a clear
// error for a language it does not speak, and figures that stay the same in every locale.
#include "logic/step.h"
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <gtest/gtest.h>

namespace {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

QString data(const char *name)
{
    return QStringLiteral(SUDOKU_TEST_DATA_DIR "/") + QString::fromLatin1(name);
}

// Runs sudoku-cli with the locale variables given (all others of them unset).
CliRun cli(const QStringList &args, const QStringList &locale = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE" })
        env.remove(QString::fromLatin1(name));
    for (const QString &assignment : locale)
        env.insert(
            assignment.section(QLatin1Char('='), 0, 0), assignment.section(QLatin1Char('='), 1));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SUDOKU_CLI), args);
    EXPECT_TRUE(process.waitForFinished(120000));
    CliRun run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The English words of explain's output that a translation must not keep.
QStringList englishWords()
{
    QStringList words { QStringLiteral("removes"), QStringLiteral("Score"), QStringLiteral("steps"),
        QStringLiteral("hardest"), QStringLiteral("puzzle"), QStringLiteral("Levels"),
        QStringLiteral("row "), QStringLiteral("column"), QStringLiteral("box "),
        QStringLiteral("only"), QStringLiteral("last open cell"), QStringLiteral("assuming"),
        QStringLiteral("contradiction"), QStringLiteral("forces"), QStringLiteral("candidate"),
        QStringLiteral("Naked"), QStringLiteral("Hidden"), QStringLiteral("Single"),
        QStringLiteral("Pair"), QStringLiteral("Easy"), QStringLiteral("Medium"),
        QStringLiteral("Hard"), QStringLiteral("Expert"), QStringLiteral("Extreme") };
    // The technique names, in English (the test runs with the English translator).
    for (int i = 0; i < core::kTechniqueCount; ++i)
        words << StepWording::techniqueName(static_cast<core::Technique>(i));
    return words;
}

} // namespace

// explain on real paths (NYT hard, top95, the 16x16 file) in German and Japanese: every line is
// translated. The names kept in German (letter names used unchanged in German Sudoku writing, and
// Sue de Coq, a forum name), BUG+1 and ALS-XZ (an abbreviation in every language) are the only
// exceptions.
TEST(CliLanguage, ExplainInGermanAndJapaneseKeepsNoEnglish)
{
    ASSERT_TRUE(Translations::install(QStringLiteral("en")));
    const QStringList english = englishWords();
    for (const char *code : { "de", "ja" }) {
        const QStringList kept = QString::fromLatin1(code) == QLatin1String("de")
            ? QStringList { QStringLiteral("X-Wing"), QStringLiteral("XY-Wing"),
                  QStringLiteral("XYZ-Wing"), QStringLiteral("BUG+1"), QStringLiteral("W-Wing"),
                  QStringLiteral("ALS-XZ"), QStringLiteral("ALS-XY-Wing"),
                  QStringLiteral("Sue de Coq") }
            : QStringList { QStringLiteral("BUG+1"), QStringLiteral("ALS-XZ") };
        for (const char *file : { "nytimes_hard.txt", "norvig_top95.txt", "sudoklify_16x16.txt" }) {
            const CliRun run = cli({ QStringLiteral("explain"), data(file),
                QStringLiteral("--lang"), QString::fromLatin1(code) });
            EXPECT_EQ(run.exitCode, 0) << file << run.err.toStdString();
            EXPECT_TRUE(run.err.isEmpty()) << run.err.toStdString();
            EXPECT_GT(run.out.count(QLatin1Char('\n')), 1000) << file;
            for (const QString &word : english) {
                if (kept.contains(word))
                    continue;
                // Whole words: German "Experte" is not English "Expert".
                const QRegularExpression whole(
                    QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word.trimmed())));
                const qsizetype at = run.out.indexOf(whole);
                EXPECT_LT(at, 0) << code << ", " << file << ": '" << word.toStdString() << "' in: "
                                 << run.out.mid(std::max<qsizetype>(0, at - 60), 120).toStdString();
            }
        }
    }
}

TEST(CliLanguage, TheLocaleChoosesTheLanguageAndLangOverridesIt)
{
    const QString puzzle = QStringLiteral(
        "..9.6....5..4..73...3..24.....81.....1..9.5.6.....6..79.5.......246...18.......7.");
    const QStringList args { QStringLiteral("explain"), puzzle };
    const auto first = [](const CliRun &run) { return run.out.section(QLatin1Char('\n'), 0, 0); };
    EXPECT_EQ(first(cli(args)), QStringLiteral("  1. Naked Single: B5 = 8"));
    EXPECT_EQ(first(cli(args, { QStringLiteral("LANG=de_DE.UTF-8") })),
        QStringLiteral("  1. Nackter Einer: B5 = 8"));
    EXPECT_EQ(first(cli(args, { QStringLiteral("LANG=ja_JP.UTF-8") })),
        QStringLiteral("  1. ネイキッドシングル: B5 = 8"));
    // LC_ALL before LC_MESSAGES before LANG; C and POSIX are English.
    EXPECT_EQ(
        first(cli(args,
            { QStringLiteral("LC_MESSAGES=ja_JP.UTF-8"), QStringLiteral("LANG=de_DE.UTF-8") })),
        QStringLiteral("  1. ネイキッドシングル: B5 = 8"));
    EXPECT_EQ(first(cli(args, { QStringLiteral("LC_ALL=C"), QStringLiteral("LANG=de_DE.UTF-8") })),
        QStringLiteral("  1. Naked Single: B5 = 8"));
    EXPECT_EQ(first(cli(args, { QStringLiteral("LC_ALL=POSIX") })),
        QStringLiteral("  1. Naked Single: B5 = 8"));
    // A language without a translation falls back to English.
    EXPECT_EQ(first(cli(args, { QStringLiteral("LANG=fr_FR.UTF-8") })),
        QStringLiteral("  1. Naked Single: B5 = 8"));
    // --lang wins, before or after the command.
    EXPECT_EQ(first(cli(args + QStringList { QStringLiteral("--lang"), QStringLiteral("en") },
                  { QStringLiteral("LANG=de_DE.UTF-8") })),
        QStringLiteral("  1. Naked Single: B5 = 8"));
    EXPECT_EQ(first(cli(QStringList { QStringLiteral("--lang=de") } + args)),
        QStringLiteral("  1. Nackter Einer: B5 = 8"));
    // The usage speaks the language too.
    EXPECT_TRUE(cli({ QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("de") })
                    .out.startsWith(QStringLiteral("Aufruf: sudoku-cli BEFEHL")));
}

TEST(CliLanguage, AnUnknownLanguageIsAnErrorNamingTheOption)
{
    const QString puzzle = QStringLiteral(
        "..9.6....5..4..73...3..24.....81.....1..9.5.6.....6..79.5.......246...18.......7.");
    CliRun run = cli(
        { QStringLiteral("explain"), puzzle, QStringLiteral("--lang"), QStringLiteral("fr") });
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.out.isEmpty());
    EXPECT_EQ(run.err,
        QStringLiteral(
            "sudoku-cli: --lang: 'fr' is not a language of this program (en, de, ja)\n"));
    run = cli({ QStringLiteral("explain"), puzzle, QStringLiteral("--lang") });
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_EQ(run.err, QStringLiteral("sudoku-cli: --lang needs a language: en, de or ja\n"));
    // In the locale's language.
    run = cli({ QStringLiteral("check"), QStringLiteral("--lang=xx") },
        { QStringLiteral("LANG=de_DE.UTF-8") });
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("--lang: „xx“ ist keine Sprache")))
        << run.err.toStdString();
}

// A German locale must not turn 0.5 into 0,5: the CSV and the figures in tables and summaries
// stay the same in every locale. (LC_ALL=de_DE.UTF-8 changes the C library's number format only
// where that locale is installed; the language changes either way.)
TEST(CliLanguage, FiguresAndCsvAreLocaleIndependent)
{
    const QStringList german { QStringLiteral("LC_ALL=de_DE.UTF-8") };
    const QStringList rate { QStringLiteral("rate"), data("inkala_famous.txt"),
        QStringLiteral("--csv"), QStringLiteral("--choice"), QStringLiteral("first") };
    const CliRun english = cli(rate, { QStringLiteral("LC_ALL=C") });
    const CliRun run = cli(rate, german);
    EXPECT_EQ(run.exitCode, 0);
    // Row 1 is AI Escargot: entropy 1.3558, NtN 0.2601, 91 inferences (Chen's figure).
    EXPECT_TRUE(run.out.contains(
        QRegularExpression(QStringLiteral("\n1,23,1\\.3558,0\\.2601,no,hidden-single,no,91,"))))
        << run.out.toStdString();
    // No entropy and NtN written with decimal commas (a score of four digits, "21,7260,", is
    // no decimal).
    EXPECT_FALSE(run.out.contains(
        QRegularExpression(QStringLiteral("\\b[0-9],[0-9]{4},[0-9],[0-9]{4}\\b"))));
    // The same table as in the C locale, but for the time columns.
    const auto withoutTimes = [](QString text) {
        return text.remove(QRegularExpression(QStringLiteral(",[0-9]+\n")))
            .remove(QRegularExpression(
                QStringLiteral("[0-9.]+ s on|[0-9.]+ puzzles/s|rated in [0-9.]+")));
    };
    EXPECT_EQ(withoutTimes(run.out), withoutTimes(english.out));

    const CliRun climb
        = cli({ QStringLiteral("climb"), data("nytimes_easy.txt"), QStringLiteral("--first"),
                  QStringLiteral("3"), QStringLiteral("--csv") },
            german);
    EXPECT_EQ(climb.exitCode, 0);
    EXPECT_TRUE(
        climb.out.contains(QRegularExpression(QStringLiteral("\n# 37\\+,3,3,[0-9]+\\.[0-9]{2},"))))
        << climb.out.toStdString();

    const CliRun check = cli({ QStringLiteral("check"), data("inkala_famous.txt") }, german);
    EXPECT_TRUE(check.out.contains(QRegularExpression(QStringLiteral(
        "3 Rätsel: 3 eindeutig, 0 mehrdeutig, 0 ohne Lösung, 0 ungültig; [0-9]+\\.[0-9]{3} s"))))
        << check.out.toStdString();

    const CliRun explain
        = cli({ QStringLiteral("explain"), data("nytimes_easy.txt"), QStringLiteral("--summary") },
            german);
    EXPECT_TRUE(
        explain.out.contains(QStringLiteral("Stufen von 610 Rätseln: Leicht 610 (100.0 %)")))
        << explain.out.right(300).toStdString();
}
