#pragma once

// The command line of each subcommand from one table: its options (names, value name,
// description, default, range) make both the QCommandLineParser that reads them and the text of
// `sudoku-cli COMMAND --help`, and the list of commands in `sudoku-cli --help` comes from the
// commands' own entries, so no usage text can drift from what a command accepts. The test
// tests/cli/options.cmake checks each command's help against what its parser accepts.

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace cli {

// One option of a command.
struct Option
{
    QStringList names {}; // "seed"; {"h", "help"}: a one-letter name is written -h, others --name
    QString valueName {}; // "N", "random|first|fewest"; empty for a flag
    // What it does: the source text of a CliText translation (QT_TRANSLATE_NOOP), translated
    // when shown.
    const char *description = "";
    // The value the command reads when the option is absent, shown as its default; empty when
    // absence means something else (the description says what).
    QString defaultValue {};
    // For a whole number read with CommandLine::integer(): the range it must be in (shown in the
    // help; a value outside it is an error naming the option and the range).
    long long min = std::numeric_limits<long long>::min();
    long long max = std::numeric_limits<long long>::max();
    // A valid value that makes a short run (the help test runs every option with it).
    QString example {};
    bool required = false; // written without brackets in the synopsis
    bool hidden = false; // accepted but left out of the help (--list-options)

    bool takesValue() const { return !valueName.isEmpty(); }
    bool ranged() const;
    // "--seed", "-h, --help"
    QString spelled() const;
};

class CommandLine;

// A subcommand: its words and options, and the function that runs it.
struct Command
{
    const char *name; // "rate"
    const char *arguments; // the positional arguments in the synopsis: "FILE", "PUZZLE|FILE"
    const char *summary; // one line for the command list (CliText source text)
    const char *description; // the lines under the synopsis of its --help (CliText source text)
    std::vector<Option> (*options)(); // its own options, in the synopsis' order
    int (*run)(CommandLine &); // returns the exit status
};

// The options every command takes after its own: --lang, --help, and the hidden --list-options.
std::vector<Option> commonOptions();
// A command's options followed by the common ones.
std::vector<Option> allOptions(const Command &command);

// "usage: sudoku-cli rate FILE [--csv] ...", wrapped at 100 columns, with a line break.
QString synopsis(const Command &command);
// `sudoku-cli COMMAND --help`: the synopsis, the description and every option but hidden ones.
QString helpText(const Command &command);
// `sudoku-cli COMMAND --list-options`: a line per option, hidden ones too, tab-separated:
// "--name[,-x]", the value name or "-", the example value or "-", "hidden" or "shown".
QString optionList(const Command &command);
// The command list of `sudoku-cli --help`: "  rate FILE   one line", one per command.
QString commandList(const std::vector<const Command *> &commands);

// One command's arguments, read by a QCommandLineParser made from the command's table. The
// accessors take an option's long name; asking for one that is not in the table is a
// programming error (the program stops saying so), so a command cannot read an option its help
// does not show.
class CommandLine final
{
public:
    // `arguments`: the words after the command (--lang already taken out).
    CommandLine(const Command &command, const QStringList &arguments);

    const Command &command() const { return m_command; }
    bool flag(const char *name) const;
    // The value when the option was given.
    std::optional<std::string> given(const char *name) const;
    // The value, or the table's default when the option was not given.
    std::string value(const char *name) const;
    // The value (or the table's default) as a whole number in the table's range; `absent` when
    // neither is there. A value that is no whole number or out of range is an error (error()).
    long long integer(const char *name, long long absent = 0);
    // --threads N: 1 to kMaxThreads; absent, 0 (every hardware thread).
    int threads();
    // The words that are no options, in order.
    const std::vector<std::string> &positional() const { return m_positional; }
    // The first usage error (an unknown option, a missing value, a bad number), or empty.
    const std::string &error() const { return m_error; }
    void setError(const std::string &error);

    // Prints the synopsis on stderr, then "sudoku-cli COMMAND: message" when there is one;
    // returns 2 (the exit status of a usage error).
    int usageError(const std::string &message = {}) const;
    // "sudoku-cli COMMAND: message" on stderr.
    void complain(const std::string &message) const;

private:
    const Option &option(const char *name) const;
    QString text(const Option &option) const;

    const Command &m_command;
    std::vector<Option> m_options;
    QCommandLineParser m_parser;
    std::vector<std::string> m_positional;
    std::string m_error;
};

// Runs a command with the words after its name: its --help or --list-options when asked, a
// usage error when the words do not parse, else the command itself. Returns the exit status.
int runCommand(const Command &command, const QStringList &arguments);

} // namespace cli
