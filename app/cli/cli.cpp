#include "cli.h"

#include "batch/comparebatch.h"
#include "batch/measurebatch.h"
#include "batch/parallel.h"
#include "wording/errortext.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <limits>
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

Args::Args(int argc, char **argv, int first)
{
    for (int i = first; i < argc; ++i)
        m_words.emplace_back(argv[i]);
    m_used.assign(m_words.size(), false);
}

bool Args::flag(const std::string &name)
{
    bool found = false;
    for (std::size_t i = 0; i < m_words.size(); ++i)
        if (!m_used[i] && m_words[i] == name) {
            m_used[i] = true;
            found = true;
        }
    return found;
}

std::optional<std::string> Args::option(const std::string &name)
{
    std::optional<std::string> value;
    for (std::size_t i = 0; i < m_words.size(); ++i) {
        if (m_used[i])
            continue;
        if (m_words[i] == name) {
            m_used[i] = true;
            if (i + 1 >= m_words.size()) {
                m_error = name + " needs a value";
                return std::nullopt;
            }
            m_used[i + 1] = true;
            value = m_words[i + 1];
        } else if (m_words[i].rfind(name + "=", 0) == 0) {
            m_used[i] = true;
            value = m_words[i].substr(name.size() + 1);
        }
    }
    return value;
}

std::string Args::option(const std::string &name, const std::string &fallback)
{
    return option(name).value_or(fallback);
}

namespace {

// The whole of `text` as a whole number, or nothing.
std::optional<long long> wholeNumber(const std::string &text)
{
    try {
        std::size_t used = 0;
        const long long n = std::stoll(text, &used);
        if (used == text.size())
            return n;
    } catch (...) { }
    return std::nullopt;
}

} // namespace

long long Args::integer(const std::string &name, long long fallback)
{
    const auto v = option(name);
    if (!v)
        return fallback;
    if (const auto n = wholeNumber(*v))
        return *n;
    m_error = name + ": '" + *v + "' is not a whole number";
    return fallback;
}

long long Args::integer(const std::string &name, long long fallback, long long min, long long max)
{
    const auto v = option(name);
    if (!v)
        return fallback;
    const auto n = wholeNumber(*v);
    if (n && *n >= min && *n <= max)
        return *n;
    if (m_error.empty()) {
        const bool open = max == std::numeric_limits<long long>::max();
        m_error = name + ": '" + *v + "' is not a whole number "
            + (open ? "of at least " + std::to_string(min)
                    : "from " + std::to_string(min) + " to " + std::to_string(max));
    }
    return fallback;
}

int Args::threads()
{
    return static_cast<int>(integer("--threads", 0, 1, kMaxThreads));
}

const std::vector<std::string> &Args::positional()
{
    m_positional.clear();
    for (std::size_t i = 0; i < m_words.size(); ++i) {
        if (m_used[i])
            continue;
        if (m_words[i].size() > 1 && m_words[i][0] == '-' && m_words[i] != "-") {
            if (m_error.empty())
                m_error = "unknown option " + m_words[i];
            continue;
        }
        m_positional.push_back(m_words[i]);
    }
    return m_positional;
}

std::string Args::error() const
{
    return m_error;
}

std::int64_t nowMicros()
{
    return core::batchMicros();
}

Progress::Progress(std::string label, std::uint64_t total)
    : m_label { std::move(label) }
    , m_total { total }
    , m_enabled { isatty(fileno(stderr)) != 0 && total > 0 }
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
    Progress *progress, int threads)
{
    // The batches' loop (core/batch/parallel.h), with Ctrl+C as its stop flag.
    std::mutex progressMutex;
    const std::vector<char> finished
        = core::parallelFor(count, body, threads, interruptFlag(), [&](std::size_t, std::size_t d) {
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
