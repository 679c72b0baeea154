#include "commands.h"

namespace cli {

std::vector<const Command *> commands()
{
    return { &checkCommand(), &rateCommand(), &explainCommand(), &compareCommand(), &climbCommand(),
        &generateCommand() };
}

Option threadsOption()
{
    return { .names = { QStringLiteral("threads") },
        .valueName = QStringLiteral("N"),
        .description
        = QT_TRANSLATE_NOOP("CliText", "worker threads; without it, every hardware thread works"),
        .min = 1,
        .max = kMaxThreads,
        .example = QStringLiteral("2") };
}

} // namespace cli
