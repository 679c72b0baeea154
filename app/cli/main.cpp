// sudoku-cli: check, compare, rate, explain, climb ... one subcommand per file in app/cli/.

#include "commands.h"

#include "wording/translations.h"

#include <QCoreApplication>
#include <QStringList>

#include <clocale>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

void printUsage(std::FILE *out)
{
    // The second usage line has no words to translate.
    std::fprintf(out, "%s\n       sudoku-cli --help | --version\n\n%s\n%s\n%s\n%s\n",
        cli::utf8(CliText::tr("usage: sudoku-cli COMMAND [OPTIONS] ... [--lang en|de|ja]")).c_str(),
        cli::utf8(CliText::tr("commands:")).c_str(),
        cli::utf8(cli::commandList(cli::commands())).c_str(),
        cli::utf8(CliText::tr("'sudoku-cli COMMAND --help' lists the command's options.")).c_str(),
        cli::utf8(CliText::tr("The language follows LC_ALL, LC_MESSAGES or LANG; --lang overrides "
                              "it. Figures and CSV are the same in every language."))
            .c_str());
}

// Takes --lang CODE / --lang=CODE out of the arguments and installs the language: the option's,
// or the locale's (an unavailable one falls back to English). Returns false, with a message
// naming the option, when the option's value is missing or not a language the program speaks.
bool chooseLanguage(std::vector<char *> &args)
{
    QString chosen;
    bool given = false;
    for (std::size_t i = 1; i < args.size();) {
        const std::string word = args[i];
        if (word == "--lang" || word.rfind("--lang=", 0) == 0) {
            given = true;
            const bool separate = word == "--lang";
            if (separate && i + 1 >= args.size()) {
                chosen.clear();
                args.erase(args.begin() + long(i));
                break;
            }
            chosen = QString::fromLocal8Bit(separate ? args[i + 1] : word.c_str() + 7);
            args.erase(args.begin() + long(i), args.begin() + long(i + (separate ? 2 : 1)));
            continue;
        }
        ++i;
    }
    const QString fromLocale = Translations::languageFromEnvironment();
    if (!Translations::install(fromLocale))
        Translations::install(QStringLiteral("en"));
    if (!given)
        return true;
    if (Translations::install(chosen))
        return true;
    std::fprintf(stderr, "sudoku-cli: %s\n",
        cli::utf8(chosen.isEmpty()
                ? CliText::tr("--lang needs a language: en, de or ja")
                : CliText::tr("--lang: '%1' is not a language of this program (en, de, ja)")
                      .arg(chosen))
            .c_str());
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    // Ctrl+C is caught from the first moment: one that comes while Qt Core starts (slow on a
    // loaded machine) still ends a batch with the summary of what finished (none), not silently.
    cli::installInterruptHandler();
    // Qt Core for the translations. QCoreApplication sets the C library's locale from the
    // environment; numbers stay in the C locale, so a German locale does not print 0,5 in a CSV.
    QCoreApplication app(argc, argv);
    std::setlocale(LC_NUMERIC, "C");
    std::vector<char *> words(argv, argv + argc);
    if (!chooseLanguage(words))
        return 2;
    argc = int(words.size());
    argv = words.data();

    if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")
        || !std::strcmp(argv[1], "help")) {
        printUsage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (!std::strcmp(argv[1], "--version")) {
        std::printf("sudoku-cli %s\n", SUDOKU_VERSION);
        return 0;
    }
    for (const cli::Command *c : cli::commands())
        if (std::strcmp(argv[1], c->name) == 0) {
            QStringList arguments;
            for (int i = 2; i < argc; ++i)
                arguments << QString::fromLocal8Bit(argv[i]);
            return cli::runCommand(*c, arguments);
        }
    std::fprintf(stderr, "sudoku-cli: %s\n\n",
        cli::utf8(CliText::tr("unknown command '%1'").arg(QString::fromLocal8Bit(argv[1])))
            .c_str());
    printUsage(stderr);
    return 2;
}
