#pragma once

#include "common/settings.h"
#include "compare/compareoptions.h"
#include "help/helpoptions.h"
#include "lab/laboptions.h"
#include "play/playoptions.h"
#include "practice/practiceoptions.h"
#include "race/raceoptions.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

// sudoku-tutor's command line, shared by main() and the tests: it only reads. The options are
// read into Options: the window's own, and each mode's in the mode's own struct, which the mode
// applies itself (ui/shell/startup.h hands them over and waits until each mode has settled).
namespace CommandLine {

struct Options
{
    // The window.
    QString screenshot; // --screenshot FILE: render the window, write, exit
    QString puzzle; // --puzzle FILE
    QString language; // --lang en|de|ja; empty: the saved setting
    std::optional<Settings::Theme> theme; // --theme light|dark; none: the saved setting
    bool fresh = false; // --new: do not restore the game in progress
    QSize size; // --size WxH; invalid: the saved window geometry

    // The modes. --tab goes to Play or the Lab by its name, --event to the Lab and the race.
    PlayOptions play; // --select, --pencil-marks, --play N, --hint 1|2|3, --tab steps|...
    // --lab search|logic|climb opens the Lab and runs that family; --strategy names the search
    // ordering (ctn, lex ...), the logic method (tutor, filter, chen) or the climber's
    // initialization; --spec gives the whole run in the CLI's words ("search --strategy ctn
    // --propagation fc --goal neutralize"); --event N shows the board after N events;
    // --tree-compare ORDERING puts that ordering's search tree beside the Lab's.
    LabOptions lab;
    // --race PRESET (abuluaih, carmel, carmel-pairs, san-segundo, climber) opens the race with
    // that preset on the puzzle and runs it; --event N shows it after N decisions in lockstep.
    RaceOptions race;
    // --compare abuluaih|carmel|sansegundo opens the Compare mode with that paper's preset and
    // runs the batch to its end; --compare-tab means|distribution|scatter|table|dashboard.
    CompareOptions compare;
    PracticeOptions practice; // --dialog generate|practice-record
    HelpOptions help; // --help-page ID: Help ▸ Techniques at that technique

    // The game in progress is restored unless a new one or a puzzle file is asked for; a
    // screenshot run never touches it.
    bool restoreAutosave() const { return screenshot.isEmpty() && !fresh && puzzle.isEmpty(); }
};

// The organisation and application names (the settings and the autosave live under them), the
// version (CMake's project version), the desktop file's name and, once a QGuiApplication exists,
// the window icon.
void setApplicationIdentity();
// Adds every option, --help and --version to the parser.
void addOptions(QCommandLineParser &parser);
// Reads a processed parser. A value that cannot be used adds an error naming the option and
// the value to errors.
Options read(const QCommandLineParser &parser, QStringList *errors);
// Parses arguments (the first is the program name) into Options; unknown options and bad values
// are errors.
Options parse(const QStringList &arguments, QStringList *errors);

// Exit statuses: a usage error (an unknown option, a missing or bad value) is 2; a run that
// cannot do what was asked (a screenshot of a puzzle that does not load) is 1.
constexpr int kUsageError = 2;
// What main() does before it makes a QApplication, which needs a display (without one, Qt aborts
// in the xcb plugin): --help, --help-all and --version are answered, and bad option values are
// reported, with only a QCoreApplication. Returns the exit status when the program is done, or
// nothing when the window is wanted. A command line with Qt's own options (-platform ...) is left
// to the QApplication, which takes them out.
std::optional<int> answerWithoutDisplay(int &argc, char **argv);
// Whether a parsed command line asks for --help, --help-all or --version (QCommandLineParser::
// process() then prints it and exits).
bool asksForHelpOrVersion(const QCommandLineParser &parser);

// The error for a value an option cannot take: "--lang: "fr" is not one of en, de, ja.".
QString badValue(const QString &option, const QString &value, const QString &expected);

} // namespace CommandLine
