#pragma once

#include "common/settings.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <optional>

class MainWindow;
class QCommandLineParser;

// sudoku-tutor's command line, shared by main() and the tests so both build the window the same
// way: the options are read into Options, then applied in three steps (appearance before the
// window exists, the window itself, and what needs the window shown).
namespace CommandLine {

struct Options
{
    QString screenshot; // --screenshot FILE: render the window, write, exit
    QString puzzle; // --puzzle FILE
    QString language; // --lang en|de|ja; empty: the saved setting
    std::optional<Settings::Theme> theme; // --theme light|dark; none: the saved setting
    bool fresh = false; // --new: do not restore the game in progress
    QString select; // --select A1 or r1c1
    QSize size; // --size WxH; invalid: the saved window geometry
    int play = 0; // --play N: apply N hint steps
    int hint = 0; // --hint 1|2|3; 0: none
    bool pencilMarks = false; // --pencil-marks
    QString tab; // --tab: "stepList", "historyView", "difficultyPanel"; the Lab's "labTreePanel"
    // The Solver Lab: --lab search|logic|climb opens it and runs that family; --strategy names
    // the search ordering (ctn, lex ...), the logic method (tutor, filter, chen) or the climber's
    // initialization; --spec gives the whole run in the CLI's words ("search --strategy ctn
    // --propagation fc --goal neutralize"); --event N shows the board after N events.
    QString lab;
    QString labSpec; // the spec words the options make
    qint64 event = -1;
    QString treeCompare; // --tree-compare ORDERING: the Lab's search tree beside that ordering's
    QString dialog; // --dialog: "generate", "practice-record"
    int helpPage = -1; // --help-page ID: Help ▸ Techniques at that technique (core::Technique)
    // The race: --race PRESET (abuluaih, carmel, carmel-pairs, san-segundo, climber) opens it with
    // that preset on the puzzle and runs it; --event N shows it after N decisions in lockstep.
    QString race;
    // The Compare mode: --compare abuluaih|carmel|sansegundo opens it with that paper's preset
    // and runs the batch to its end; --compare-tab means|distribution|scatter|table|dashboard.
    QString compare;
    int compareTab = 0;

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

// Language and theme: the options' where given, else the saved settings'.
void applyAppearance(const Options &options, const Settings &settings);

// A screenshot run writes none of the player's settings (Open Recent, which --puzzle would
// extend, the window geometry saved on closing, ...) but reads them (a saved theme shows): it
// works on a copy in a scratch folder, which the returned object removes. Call before any
// QSettings is made; nothing happens (and nullptr comes back) without --screenshot.
std::unique_ptr<QTemporaryDir> isolateSettingsForScreenshot(const Options &options);
// The main window the options ask for, not shown yet. A puzzle that cannot be loaded or a cell
// that does not exist on its board adds an error (the window then shows the puzzle it has).
std::unique_ptr<MainWindow> createWindow(const Options &options, QStringList *errors);
// What needs the window shown: pencil marks, steps played, a hint, the side tab. Waits for the
// hints it asks for.
void prepareShownWindow(MainWindow &window, const Options &options);
// Renders the window to a PNG file; false with the reason in error when it cannot be written.
bool saveScreenshot(MainWindow &window, const QString &path, QString *error);

} // namespace CommandLine
