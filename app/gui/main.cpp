// sudoku-tutor: the GUI. Thin: the application object, the command line (ui/shell/commandline.h)
// and the start it asks for (ui/shell/startup.h), both shared with the tests.

#include "shell/commandline.h"
#include "shell/mainwindow.h"
#include "shell/startup.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

namespace {

void printErrors(const QStringList &errors)
{
    for (const QString &e : errors)
        std::fprintf(stderr, "sudoku-tutor: %s\n", qPrintable(e));
}

} // namespace

int main(int argc, char *argv[])
{
    // --help, --version and bad values need no display: answered before the QApplication exists.
    if (const std::optional<int> status = CommandLine::answerWithoutDisplay(argc, argv))
        return *status;

    QApplication app(argc, argv);
    CommandLine::setApplicationIdentity();

    QCommandLineParser parser;
    CommandLine::addOptions(parser);
    if (!parser.parse(QApplication::arguments())) {
        printErrors({ parser.errorText() });
        return CommandLine::kUsageError;
    }
    if (CommandLine::asksForHelpOrVersion(parser))
        parser.process(app); // prints and exits
    QStringList errors;
    const CommandLine::Options options = CommandLine::read(parser, &errors);
    if (!errors.isEmpty()) {
        printErrors(errors);
        return CommandLine::kUsageError;
    }

    const auto scratchSettings = Startup::isolateSettingsForScreenshot(options);
    Startup::applyAppearance(options, Settings());
    const std::unique_ptr<MainWindow> window = Startup::createWindow(options, &errors);
    printErrors(errors);
    // A screenshot of something other than what was asked for is no screenshot.
    if (!errors.isEmpty() && !options.screenshot.isEmpty())
        return 1;
    window->show();
    // Each mode does what its options ask; this returns when every one has settled.
    Startup::settle(*window, options);

    if (!options.screenshot.isEmpty()) {
        // Wait for the background work (difficulty, steps list) to settle before the picture.
        QTimer::singleShot(1200, window.get(), [&window, &options] {
            QString error;
            const bool ok = Startup::saveScreenshot(*window, options.screenshot, &error);
            if (!ok)
                printErrors({ error });
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
