// sudoku-tutor: the GUI. Thin: the application object, language and theme, the command line.

#include "board/geometry.h"
#include "board/gridmodel.h"
#include "common/settings.h"
#include "common/theme.h"
#include "mainwindow.h"
#include "play/game.h"
#include "play/hintpanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPixmap>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SudokuTutor"));
    QApplication::setApplicationName(QStringLiteral("sudoku-tutor"));
    QApplication::setApplicationDisplayName(QStringLiteral("Sudoku Tutor"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Learn Sudoku and look inside the algorithms that solve it."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window to a PNG file and exit."),
        QApplication::translate("main", "file"));
    const QCommandLineOption puzzleOption(QStringLiteral("puzzle"),
        QApplication::translate("main", "Open this puzzle file."),
        QApplication::translate("main", "file"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
        QApplication::translate("main", "User interface language (en, de, ja)."),
        QApplication::translate("main", "code"));
    const QCommandLineOption selectOption(QStringLiteral("select"),
        QApplication::translate("main", "Select this cell at start (A1 or r1c1)."),
        QApplication::translate("main", "cell"));
    const QCommandLineOption themeOption(QStringLiteral("theme"),
        QApplication::translate("main", "Colour theme (light, dark)."),
        QApplication::translate("main", "name"));
    const QCommandLineOption freshOption(QStringLiteral("new"),
        QApplication::translate("main", "Start a new game instead of restoring the last one."));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
        QApplication::translate("main", "Window size for screenshots (WxH)."),
        QApplication::translate("main", "size"));
    const QCommandLineOption playOption(QStringLiteral("play"),
        QApplication::translate("main", "Apply this many hint steps first (for screenshots)."),
        QApplication::translate("main", "count"));
    const QCommandLineOption hintOption(QStringLiteral("hint"),
        QApplication::translate("main", "Show a hint of this level (1, 2 or 3) at start."),
        QApplication::translate("main", "level"));
    const QCommandLineOption pencilOption(QStringLiteral("pencil-marks"),
        QApplication::translate("main", "Fill in all candidates at start."));
    const QCommandLineOption tabOption(QStringLiteral("tab"),
        QApplication::translate(
            "main", "Show this side tab at start (steps, history, difficulty)."),
        QApplication::translate("main", "name"));
    parser.addOptions({ screenshotOption, puzzleOption, langOption, selectOption, themeOption,
        freshOption, sizeOption, playOption, hintOption, pencilOption, tabOption });
    parser.process(app);

    Settings settings;
    Appearance::applyLanguage(
        parser.isSet(langOption) ? parser.value(langOption) : settings.language());
    Settings::Theme theme = settings.theme();
    if (parser.value(themeOption) == QLatin1String("dark"))
        theme = Settings::Theme::Dark;
    else if (parser.value(themeOption) == QLatin1String("light"))
        theme = Settings::Theme::Light;
    Appearance::applyTheme(theme);

    // A screenshot run never touches the player's saved game.
    const bool screenshot = parser.isSet(screenshotOption);
    MainWindow window(!screenshot && !parser.isSet(freshOption) && !parser.isSet(puzzleOption));
    window.setAutosaveEnabled(!screenshot);
    if (parser.isSet(puzzleOption))
        window.openFile(parser.value(puzzleOption));
    if (parser.isSet(selectOption)) {
        const core::Geometry &g = window.game()->geometry();
        if (const auto c = g.parseCellName(parser.value(selectOption).toStdString()))
            window.gridModel()->setSelectedCell(*c);
    }
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();
    if (parser.isSet(pencilOption))
        window.game()->fillAllCandidates();
    // A hint is worked out in the background: wait for each one before the next.
    const auto hint = [&window](int level) {
        window.hintPanel()->showLevel(level);
        while (window.hintPanel()->isBusy())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    };
    const int play = parser.value(playOption).toInt();
    for (int i = 0; i < play; ++i)
        hint(3);
    if (parser.isSet(hintOption))
        hint(parser.value(hintOption).toInt());
    if (parser.isSet(tabOption)) {
        const QString tab = parser.value(tabOption);
        const char *name = tab.startsWith(QLatin1String("step")) ? "stepList"
            : tab.startsWith(QLatin1String("diff"))              ? "difficultyPanel"
                                                                 : "historyView";
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("sideTabs"));
        auto *page = window.findChild<QWidget *>(QLatin1String(name));
        if (tabs && page)
            tabs->setCurrentWidget(page);
    }

    if (screenshot) {
        const QString path = parser.value(screenshotOption);
        // Wait for the background work (difficulty, steps list) to settle before the picture.
        QTimer::singleShot(1200, &window, [&window, path] {
            const bool ok = window.grab().save(path);
            if (!ok)
                std::fprintf(stderr, "sudoku-tutor: cannot write %s\n", qPrintable(path));
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
