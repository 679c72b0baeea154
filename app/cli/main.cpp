// sudoku-cli: check, compare, rate, explain, climb ... one subcommand per file in app/cli/.

#include "commands.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace {

struct Command
{
    const char *name;
    int (*run)(cli::Args &);
    const char *usage;
};

const Command kCommands[] = {
    { "check", cli::runCheck,
        "check FILE... [--csv]\n"
        "      one line per puzzle: index, clues, unique/multiple/none/invalid, message" },
    { "rate", cli::runRate,
        "rate FILE [--csv] [--first N] [--no-trial] [--no-score] [--seed N]\n"
        "      [--choice random|first|fewest] [--threads N] [--rules K]\n"
        "      difficulty measures per puzzle (entropy, NtN, FILTER highest rule,\n"
        "      r-Reduction, inferences, score, level, micros), then a summary" },
    { "explain", cli::runExplain,
        "explain PUZZLE|FILE [--naming letter|r1c1] [--summary]\n"
        "      the solution path, one step per line in words, then the human score and level;\n"
        "      --summary: one line per puzzle and the level distribution" },
    { "compare", cli::runCompare,
        "compare --strategies LIST [--propagation none|fc|singles|carmel|filter]\n"
        "        [--goal solve|neutralize] [--seed N] [--limit NODES] [--carmel I,II,III,IV]\n"
        "        [--threads N] [--csv] FILE...\n"
        "      runs search strategies (lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2)\n"
        "      on every puzzle: mean/max recursions and backtracks, or one CSV row per run" },
    { "climb", cli::runClimb,
        "climb FILE... [--seed N] [--init greedy|greedy-postswap|random] [--max-iterations M]\n"
        "      [--max-restarts R] [--cutoff C] [--w1 A] [--w2 B] [--first K] [--threads T]\n"
        "      [--fixed-greedy] [--trace FILE [--trace-points P]] [--csv]\n"
        "      Jones-Roach-Perkins hill climbing: per puzzle index, clues, solved, iterations,\n"
        "      restarts, micros, init_f1, init_clashes; then summaries by clue count and file" },
};

void printUsage(std::FILE *out)
{
    std::fprintf(out,
        "usage: sudoku-cli COMMAND [OPTIONS] ...\n"
        "       sudoku-cli --help | --version\n\ncommands:\n");
    for (const auto &c : kCommands)
        std::fprintf(out, "  %s\n", c.usage);
}

} // namespace

int main(int argc, char **argv)
{
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
            cli::Args args(argc, argv, 2);
            return c.run(args);
        }
    std::fprintf(stderr, "sudoku-cli: unknown command '%s'\n\n", argv[1]);
    printUsage(stderr);
    return 2;
}
