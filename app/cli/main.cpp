// sudoku-cli: check, compare, rate, explain, climb ... one subcommand per file in app/cli/.

#include "commands.h"

#include "wording/translations.h"

#include <QCoreApplication>

#include <clocale>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Command
{
    const char *name;
    int (*run)(cli::Args &);
    const char *usage; // the synopsis, then the description (translated)
    const char *description;
};

const Command kCommands[] = {
    { "check", cli::runCheck, "check FILE... [--csv]",
        QT_TRANSLATE_NOOP("CliText",
            "one line per puzzle: index, clues, unique/multiple/none/invalid, message") },
    { "rate", cli::runRate,
        "rate FILE [--csv] [--first N] [--no-trial] [--no-score] [--seed N]\n"
        "      [--choice random|first|fewest] [--threads N] [--rules K]",
        QT_TRANSLATE_NOOP("CliText",
            "difficulty measures per puzzle (entropy, NtN, FILTER highest rule,\n"
            "r-Reduction, inferences, score, level, micros), then a summary") },
    { "explain", cli::runExplain, "explain PUZZLE|FILE [--naming letter|r1c1] [--summary]",
        QT_TRANSLATE_NOOP("CliText",
            "the solution path, one step per line in words, then the human score and level;\n"
            "--summary: one line per puzzle and the level distribution") },
    { "compare", cli::runCompare,
        "compare --strategies LIST [--propagation none|fc|singles|carmel|filter]\n"
        "        [--goal solve|neutralize] [--seed N] [--limit NODES] [--carmel I,II,III,IV]\n"
        "        [--threads N] [--csv] FILE...",
        QT_TRANSLATE_NOOP("CliText",
            "runs search strategies (lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2)\n"
            "on every puzzle: mean/max recursions and backtracks, or one CSV row per run") },
    { "climb", cli::runClimb,
        "climb FILE... [--seed N] [--init greedy|greedy-postswap|random] [--max-iterations M]\n"
        "      [--max-restarts R] [--cutoff C] [--w1 A] [--w2 B] [--first K] [--threads T]\n"
        "      [--fixed-greedy] [--trace FILE [--trace-points P]] [--csv]",
        QT_TRANSLATE_NOOP("CliText",
            "Jones-Roach-Perkins hill climbing: per puzzle index, clues, solved, iterations,\n"
            "restarts, micros, init_f1, init_clashes; then summaries by clue count and file") },
    { "generate", cli::runGenerate,
        "generate [--size N] [--count N] [--seed S] [--level LEVEL] [--symmetry SYM]\n"
        "      [--minimal] [--technique ID] [--rule K] [--entropy BAND] [--ntn A-B]\n"
        "      [--clues A-B] [--time-limit SECONDS] [--max-tries N] [--format line|grid|sdk]\n"
        "      [--csv] [--threads N] [--method unique|filter|filter-first] [--extra K]",
        QT_TRANSLATE_NOOP("CliText",
            "new puzzles on target, one per line (with --csv their measures); what the\n"
            "candidates came out as on stderr") },
};

void printUsage(std::FILE *out)
{
    // The second usage line has no words to translate.
    std::fprintf(out, "%s\n       sudoku-cli --help | --version\n\n%s\n",
        cli::utf8(CliText::tr("usage: sudoku-cli COMMAND [OPTIONS] ... [--lang en|de|ja]")).c_str(),
        cli::utf8(CliText::tr("commands:")).c_str());
    for (const auto &c : kCommands) {
        std::fprintf(out, "  %s\n", c.usage);
        const QString description = CliText::tr(c.description);
        for (const QString &line : description.split(QLatin1Char('\n')))
            std::fprintf(out, "      %s\n", cli::utf8(line).c_str());
    }
    std::fprintf(out, "\n%s\n",
        cli::utf8(CliText::tr("The language follows LC_ALL, LC_MESSAGES or LANG; --lang overrides "
                              "it. Figures and CSV are the same in every language."))
            .c_str());
}

// `sudoku-cli COMMAND --help`: that command's synopsis and description, on stdout.
void printCommandHelp(const Command &c)
{
    std::printf("usage: sudoku-cli %s\n\n", c.usage);
    for (const QString &line : CliText::tr(c.description).split(QLatin1Char('\n')))
        std::printf("%s\n", cli::utf8(line).c_str());
    std::printf("\n%s\n",
        cli::utf8(CliText::tr("An option's value may also follow an equals sign (--seed=5). "
                              "--lang en|de|ja sets the language."))
            .c_str());
}

bool asksForHelp(int argc, char **argv)
{
    for (int i = 2; i < argc; ++i)
        if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h"))
            return true;
    return false;
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
    for (const auto &c : kCommands)
        if (std::strcmp(argv[1], c.name) == 0) {
            if (asksForHelp(argc, argv)) {
                printCommandHelp(c);
                return 0;
            }
            cli::Args args(argc, argv, 2);
            return c.run(args);
        }
    std::fprintf(stderr, "sudoku-cli: %s\n\n",
        cli::utf8(CliText::tr("unknown command '%1'").arg(QString::fromLocal8Bit(argv[1])))
            .c_str());
    printUsage(stderr);
    return 2;
}
