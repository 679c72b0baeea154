// sudoku-tutor: the GUI. Thin: the application object, translators, the command line.

#include "geometry.h"
#include "gridmodel.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QPixmap>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SudokuTutor"));
    QApplication::setApplicationName(QStringLiteral("Sudoku Tutor"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Learn Sudoku and look inside the algorithms that solve it."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window to a PNG file and exit."),
        QApplication::translate("main", "file"));
    const QCommandLineOption puzzleOption(
        QStringLiteral("puzzle"), QApplication::translate("main", "Open this puzzle file."),
        QApplication::translate("main", "file"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QApplication::translate("main", "User interface language (en, de, ja)."),
        QApplication::translate("main", "code"));
    const QCommandLineOption selectOption(
        QStringLiteral("select"),
        QApplication::translate("main", "Select this cell at start (A1 or r1c1)."),
        QApplication::translate("main", "cell"));
    parser.addOptions({ screenshotOption, puzzleOption, langOption, selectOption });
    parser.process(app);

    const QLocale locale = parser.isSet(langOption) ? QLocale(parser.value(langOption)) : QLocale();
    QTranslator qtTranslator;
    QTranslator appTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    if (appTranslator.load(locale, QStringLiteral("sudoku_tutor"), QStringLiteral("_"),
                           QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

    MainWindow window;
    if (parser.isSet(puzzleOption))
        window.openFile(parser.value(puzzleOption));
    if (parser.isSet(selectOption)) {
        const std::string name = parser.value(selectOption).toStdString();
        if (const auto c = window.gridModel()->rowCount() > 0
                ? core::Geometry::forSide(window.gridModel()->rowCount())->parseCellName(name)
                : std::nullopt)
            window.gridModel()->setSelectedCell(*c);
    }
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString path = parser.value(screenshotOption);
        QTimer::singleShot(300, &window, [&window, path] {
            const bool ok = window.grab().save(path);
            if (!ok)
                std::fprintf(stderr, "sudoku-tutor: cannot write %s\n", qPrintable(path));
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
