#pragma once

#include "shell/commandline.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

class MainWindow;

// The program's start from its command line (CommandLine::Options), shared by main() and the
// tests: the appearance before the window exists, the window with what its options set, then,
// once it is shown, each mode given its own options; every mode says when it has settled (a hint
// shown, a run ended at the event asked for, a batch done) and the start waits for that signal,
// with a time limit, before a screenshot is taken.
namespace Startup {

using CommandLine::Options;

// Language and theme: the options' where given, else the saved settings'.
void applyAppearance(const Options &options, const Settings &settings);

// A screenshot run writes none of the player's settings (Open Recent, which --puzzle would
// extend, the window geometry saved on closing, ...) but reads them (a saved theme shows): it
// works on a copy in a scratch folder, which the returned object removes. Call before any
// QSettings is made; nothing happens (and nullptr comes back) without --screenshot.
std::unique_ptr<QTemporaryDir> isolateSettingsForScreenshot(const Options &options);

// The main window the options ask for, not shown yet: the puzzle file, the modes' settings (the
// cell selected, the Lab's solver, the race's and Compare's presets) and the mode shown. A puzzle
// that cannot be loaded, a cell that is not on its board or a Lab word the chooser does not know
// adds an error (the window then shows what it has).
std::unique_ptr<MainWindow> createWindow(const Options &options, QStringList *errors);

// What needs the window shown: each mode does what its options ask (Play: pencil marks, steps
// played, a hint, its tab; the Lab, the race, Compare: their runs), one after the other, and this
// returns when each has settled (or its time is up); then Help's page or Practice's dialog opens.
void settle(MainWindow &window, const Options &options);

// Renders the window to a PNG file; false with the reason in error when it cannot be written.
bool saveScreenshot(MainWindow &window, const QString &path, QString *error);

} // namespace Startup
