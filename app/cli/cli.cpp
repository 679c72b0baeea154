#include "cli.h"

#include "batch/comparebatch.h"
#include "batch/measurebatch.h"
#include "batch/parallel.h"
#include "wording/errortext.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <mutex>
#include <signal.h>
#include <thread>
#include <unistd.h>

namespace cli {

std::string utf8(const QString &text)
{
    return text.toUtf8().toStdString();
}

std::string describeError(const core::ParseError &error)
{
    return utf8(ErrorText::describe(error));
}

std::int64_t nowMicros()
{
    return core::batchMicros();
}

Progress::Progress(std::string label, std::uint64_t total, bool streaming)
    : m_label { std::move(label) }
    , m_total { total }
    , m_enabled { isatty(fileno(stderr)) != 0 && total > 0
        && !(streaming && isatty(fileno(stdout)) != 0) }
    , m_startMicros { nowMicros() }
{ }

Progress::~Progress()
{
    finish();
}

void Progress::update(std::uint64_t done)
{
    if (!m_enabled || m_finished)
        return;
    const int permille = static_cast<int>(done * 1000 / m_total);
    if (permille == m_lastPermille)
        return;
    m_lastPermille = permille;
    constexpr int kWidth = 30;
    const int filled = permille * kWidth / 1000;
    const double seconds = (nowMicros() - m_startMicros) / 1e6;
    std::fprintf(stderr, "\r%s [%.*s%*s] %llu/%llu  %.1fs", m_label.c_str(), filled,
        "##############################", kWidth - filled, "",
        static_cast<unsigned long long>(done), static_cast<unsigned long long>(m_total), seconds);
    std::fflush(stderr);
}

void Progress::finish()
{
    if (!m_enabled || m_finished)
        return;
    m_finished = true;
    std::fprintf(stderr, "\r%*s\r", 80, "");
    std::fflush(stderr);
}

int workerCount(int requested)
{
    return core::batchWorkerCount(requested);
}

namespace {

std::atomic<bool> g_interrupted { false };
static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler needs a lock-free flag");

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true, std::memory_order_relaxed);
}

} // namespace

void installInterruptHandler()
{
    struct sigaction previous
    {
    };
    if (sigaction(SIGINT, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN)
        return;
    struct sigaction action
    {
    };
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    // Once only: the handler resets to the default, so a second Ctrl+C ends the program at once.
    action.sa_flags = SA_RESETHAND | SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
}

const std::atomic<bool> *interruptFlag()
{
    return &g_interrupted;
}

bool interrupted()
{
    return g_interrupted.load(std::memory_order_relaxed);
}

int reportInterrupted(const char *command, std::size_t finished, std::size_t total)
{
    std::fflush(stdout);
    std::fprintf(stderr, "sudoku-cli %s: %s\n", command,
        utf8(CliText::tr("interrupted: %1 of %n puzzle(s) finished", nullptr, int(total))
                 .arg(finished))
            .c_str());
    return kInterruptedStatus;
}

std::vector<char> parallelFor(std::size_t count, const std::function<void(std::size_t, int)> &body,
    Progress *progress, int threads, const std::function<void(std::size_t)> &onFinished)
{
    // The batches' loop (core/batch/parallel.h), with Ctrl+C as its stop flag.
    std::mutex progressMutex;
    const std::vector<char> finished = core::parallelFor(
        count, body, threads, interruptFlag(), [&](std::size_t i, std::size_t d) {
            if (onFinished)
                onFinished(i);
            if (progress && (d % 64 == 0 || d == count)) {
                std::lock_guard lock(progressMutex);
                progress->update(d);
            }
        });
    if (progress)
        progress->finish();
    return finished;
}

std::string csvField(const std::string &text)
{
    return core::csvField(text);
}

} // namespace cli
