#pragma once

#include "cli.h"

namespace cli {

// Each subcommand: takes its arguments, prints to stdout/stderr, returns the exit status.
int runCheck(Args &args);
int runRate(Args &args);
int runExplain(Args &args);
int runCompare(Args &args);
int runClimb(Args &args);
int runGenerate(Args &args);

} // namespace cli
