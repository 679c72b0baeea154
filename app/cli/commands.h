#pragma once

#include "cli.h"
#include "options.h"

namespace cli {

// Each subcommand (in its own file): its table of options, its words and the function that
// runs it, which takes its parsed arguments, prints to stdout/stderr and returns the exit status.
const Command &checkCommand();
const Command &rateCommand();
const Command &explainCommand();
const Command &compareCommand();
const Command &climbCommand();
const Command &generateCommand();

// Every command, in the order of the usage.
std::vector<const Command *> commands();

// The option every batch command shares: --threads N (1 to kMaxThreads).
Option threadsOption();

} // namespace cli
