// The Lab's memory over a session (issue 33 item 14): the resident set (VmRSS) of a fresh
// process with the main window shown offscreen at 1000x700, idle, after a big Lab run, after a
// small run replaces it, after the run is dropped (another puzzle taken), and the same again, so
// that a second big run shows whether memory piles up; beside it the allocator's bytes in use
// (mallinfo2) and the timeline's own (RunTimeline::memory). A tool, not a test: the figures are
// in docs/performance.md; tst_lab checks that a replaced run's storage is freed.
//
//   QT_QPA_PLATFORM=offscreen build/release/tests/ui/lab_memory [PUZZLE_INDEX [BIG_SPEC]]
//
// Defaults: top95 #1 (PUZZLE_INDEX 0 of tests/data/norvig_top95.txt), "search --strategy lex
// --propagation none" (about 9.7 million recursions: the recording stops at its budget of 4
// million events and the run goes on to its end); the small run is "search --strategy ctn
// --propagation fc". Run it with scratch XDG_CONFIG_HOME and XDG_DATA_HOME (the window reads
// the settings). With LAB_MEMORY_TRIM=1 it also calls malloc_trim(0) itself after each drop
// (what is left is live); LAB_MEMORY_MAPS=1 lists the mappings over 4 MB resident at each
// figure; LAB_MEMORY_EXIT=1 ends the process after the first drop without freeing anything,
// so that heaptrack lists what was still allocated there as leaked.
#include "board/formats.h"
#include "game/autosave.h"
#include "lab/labworkspace.h"
#include "run/runtimeline.h"
#include "runview/runsession.h"
#include "runview/solverchooser.h"
#include "shell/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <malloc.h>
#include <string>

namespace {

long residentKb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6));
    return 0;
}

void bigMappings()
{
    if (!qEnvironmentVariableIsSet("LAB_MEMORY_MAPS"))
        return;
    std::ifstream smaps("/proc/self/smaps");
    std::string line, head;
    while (std::getline(smaps, line)) {
        if (!line.empty() && std::isxdigit(static_cast<unsigned char>(line[0]))
            && line.find('-') < 16)
            head = line;
        else if (line.rfind("Rss:", 0) == 0 && std::stol(line.substr(4)) > 4096)
            std::printf("    %s | %s\n", head.c_str(), line.c_str());
    }
}

void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

void report(const char *what, const LabWorkspace &lab)
{
    const RunSession *session = lab.session();
    const double runMb = session->hasRun()
        ? double(session->timeline().memory().total()) / (1024.0 * 1024.0)
        : 0.0;
    const struct mallinfo2 heap = mallinfo2();
    std::printf("%-44s RSS %7.1f MB  heap in use %7.1f MB  timeline %7.1f MB  events %llu\n", what,
        double(residentKb()) / 1024.0, double(heap.uordblks + heap.hblkhd) / (1024.0 * 1024.0),
        runMb, static_cast<unsigned long long>(session->eventCount()));
    bigMappings();
    std::fflush(stdout);
}

bool runToEnd(LabWorkspace &lab, const QString &words)
{
    if (!lab.chooser()->setSpecWords(words))
        return false;
    QEventLoop loop;
    const auto connection
        = QObject::connect(lab.session(), &RunSession::runEnded, &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    if (!lab.run())
        return false;
    loop.exec();
    QObject::disconnect(connection);
    std::printf("  (%s: %.1f s)\n", qPrintable(words), double(clock.elapsed()) / 1000.0);
    settle(1500); // the views catch up (the event list's last rows, the tree)
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int index = argc > 1 ? std::atoi(argv[1]) : 0;
    const QString big = argc > 2 ? QString::fromLocal8Bit(argv[2])
                                 : QStringLiteral("search --strategy lex --propagation none");
    const QString small = QStringLiteral("search --strategy ctn --propagation fc");
    const core::ParseResult top95 = core::readPuzzleFile(SUDOKU_TEST_DATA "/norvig_top95.txt");
    if (!top95.ok() || index < 0 || std::size_t(index) >= top95.puzzles.size())
        return 2;

    MainWindow window(false, false);
    window.autosave()->setEnabled(false);
    window.resize(1000, 700);
    window.show();
    settle(3000); // the start-up work (the bundled levels rated) ends
    LabWorkspace &lab = *window.labWorkspace();
    window.setCurrentMode(window.indexOfMode(&lab));
    settle(500);
    report("idle, the Lab shown", lab);
    for (int round = 1; round <= 2; ++round) {
        std::printf("round %d\n", round);
        lab.setPuzzle(top95.puzzles[std::size_t(index)].board, QStringLiteral("top95"));
        if (!runToEnd(lab, big))
            return 3;
        report("after the big run", lab);
        if (!runToEnd(lab, small))
            return 3;
        report("after a small run replaced it", lab);
        lab.setPuzzle(top95.puzzles[std::size_t(index + 1) % top95.puzzles.size()].board,
            QStringLiteral("top95 other"));
        settle(500);
        report("after the run was dropped (another puzzle)", lab);
        if (qEnvironmentVariableIsSet("LAB_MEMORY_EXIT"))
            std::_Exit(0); // heaptrack: what is still allocated shows as leaked
        if (qEnvironmentVariableIsSet("LAB_MEMORY_TRIM")) {
            QElapsedTimer trim;
            trim.start();
            malloc_trim(0);
            std::printf("  (malloc_trim again: %.1f ms)\n", double(trim.nsecsElapsed()) / 1e6);
            report("  malloc_trim", lab);
        }
    }
    return 0;
}
