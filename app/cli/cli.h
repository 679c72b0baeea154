#pragma once

// Shared pieces of sudoku-cli: progress on stderr, a parallel loop, Ctrl+C and the words (the
// options are in options.h). The CLI words steps and errors with the GUI's wording library
// (ui/wording), in the language of the locale or of --lang; figures and CSV stay
// locale-independent.

#include "board/formats.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

// The CLI's own sentences (tr() context "CliText").
class CliText final
{
    Q_DECLARE_TR_FUNCTIONS(CliText)
};

namespace cli {

// Text for printf: UTF-8, whatever the locale.
std::string utf8(const QString &text);
// "puzzles.txt: line 3: row has 8 cells, expected 9" in the CLI's language (ErrorText).
std::string describeError(const core::ParseError &error);

// The most threads --threads accepts (more would only cost memory and start-up time).
constexpr long long kMaxThreads = 1024;

// Progress on stderr: a bar that redraws itself when stderr is a terminal, nothing otherwise.
// A command that streams its rows to stdout (`streaming`) shows none when stdout is a terminal
// too: there the rows show the progress, and a bar would be drawn across them.
class Progress
{
public:
    Progress(std::string label, std::uint64_t total, bool streaming = true);
    ~Progress();
    void update(std::uint64_t done);
    void finish();

private:
    std::string m_label;
    std::uint64_t m_total;
    bool m_enabled;
    bool m_finished = false;
    int m_lastPermille = -1;
    std::int64_t m_startMicros;
};

// Runs body(i) for i in [0, count) on all hardware threads (each with its own thread-local
// state made by the caller), reporting progress. Results go wherever body writes them. After an
// interrupt (Ctrl+C) no new index is started; the result says which indices finished (1) and
// which were cut short or never started (0). onFinished(i), when given, is called on the worker
// as soon as index i finished (not cut short): InOrder::finished writes its result.
std::vector<char> parallelFor(std::size_t count,
    const std::function<void(std::size_t index, int worker)> &body, Progress *progress = nullptr,
    int threads = 0, const std::function<void(std::size_t index)> &onFinished = {});

// Keeps the items whose flag in `finished` (from parallelFor) is set, in their order.
template <class T> void keepFinished(std::vector<T> &items, const std::vector<char> &finished)
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (finished[i])
            items[kept++] = std::move(items[i]);
    items.resize(kept);
}

// Ctrl+C. The first SIGINT raises a flag that the running batch polls (it is core's stop flag
// for the searches, the climber, the rater and the generator); the command then prints what
// finished, says on stderr how much that was, and exits with kInterruptedStatus (128 + SIGINT,
// as a shell reports a program killed by it). A second Ctrl+C kills at once. A SIGINT ignored
// by the caller (a background job of a script) stays ignored.
constexpr int kInterruptedStatus = 130;
void installInterruptHandler();
const std::atomic<bool> *interruptFlag();
bool interrupted();
// Prints "sudoku-cli COMMAND: interrupted: N of TOTAL puzzles finished" on stderr; returns
// kInterruptedStatus.
int reportInterrupted(const char *command, std::size_t finished, std::size_t total);
int workerCount(int requested = 0);

// CSV field quoting (RFC 4180).
std::string csvField(const std::string &text);

std::int64_t nowMicros();

} // namespace cli
