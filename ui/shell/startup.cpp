#include "shell/startup.h"

#include "common/appearance.h"
#include "compare/compareworkspace.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamefiles.h"
#include "help/techniquehelpwindow.h"
#include "lab/labworkspace.h"
#include "play/playworkspace.h"
#include "practice/practice.h"
#include "race/raceworkspace.h"
#include "shell/mainwindow.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QPixmap>
#include <QSettings>
#include <QTimer>

#include <functional>

// The texts keep the "main" context they had in app/gui/main.cpp, so their translations stay.

namespace Startup {

namespace {

// How long the start waits for a mode at most. The modes keep their own budgets (the Lab's and
// the race's runs 20 s, Compare's batch 120 s: cancelled there); these only guard against a
// signal that never comes.
constexpr int kPlayWaitMs = 600000; // hints on a huge board may search for minutes
constexpr int kRunWaitMs = 120000;
constexpr int kLevelsWaitMs = 60000;
constexpr int kBatchWaitMs = 300000;

// Runs the event loop until done() holds, checked whenever the object sends the signal, or
// until the time is up; whether done() holds.
template <class Object, class Signal>
bool waitUntil(Object *object, Signal signal, const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QObject::connect(object, signal, &loop, [&loop, &done] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return done();
}

} // namespace

void applyAppearance(const Options &options, const Settings &settings)
{
    Appearance::applyLanguage(options.language.isEmpty() ? settings.language() : options.language);
    Appearance::applyTheme(options.theme.value_or(settings.theme()));
}

std::unique_ptr<QTemporaryDir> isolateSettingsForScreenshot(const Options &options)
{
    if (options.screenshot.isEmpty())
        return nullptr;
    auto scratch = std::make_unique<QTemporaryDir>();
    if (!scratch->isValid())
        return nullptr;
    const QString mine = QSettings().fileName();
    // On Unix the native format is the INI file; both are set so that neither reaches the user's.
    for (const auto format : { QSettings::NativeFormat, QSettings::IniFormat })
        QSettings::setPath(format, QSettings::UserScope, scratch->path());
    const QString copy = QSettings().fileName();
    QDir().mkpath(QFileInfo(copy).path());
    QFile::copy(mine, copy);
    return scratch;
}

std::unique_ptr<MainWindow> createWindow(const Options &options, QStringList *errors)
{
    // A screenshot shows the same first puzzle every time.
    auto window
        = std::make_unique<MainWindow>(options.restoreAutosave(), options.screenshot.isEmpty());
    window->autosave()->setEnabled(options.screenshot.isEmpty());
    GameFiles *files = window->gameFiles();
    if (!options.puzzle.isEmpty() && !files->openFile(options.puzzle))
        errors->push_back(QStringLiteral("--puzzle: %1").arg(files->lastError()));
    if (!window->playWorkspace()->applyOptions(options.play))
        errors->push_back(CommandLine::badValue(QStringLiteral("select"), options.play.select,
            QCoreApplication::translate("main", "a cell of this board (A1 or r1c1)")));
    if (!options.lab.family.isEmpty()) {
        LabWorkspace *lab = window->labWorkspace();
        QString word;
        if (!lab->applyOptions(options.lab, &word))
            errors->push_back(CommandLine::badValue(
                options.lab.spec == word ? QStringLiteral("lab") : QStringLiteral("spec"), word,
                QCoreApplication::translate("main", "a choice of the Lab's solver chooser")));
        window->setCurrentMode(window->indexOfMode(lab));
    }
    if (!options.race.preset.isEmpty()) {
        window->raceWorkspace()->applyOptions(options.race);
        window->setCurrentMode(window->indexOfMode(window->raceWorkspace()));
    }
    if (options.compare.preset >= 0) {
        window->compareWorkspace()->applyOptions(options.compare);
        window->setCurrentMode(window->indexOfMode(window->compareWorkspace()));
    }
    if (options.size.isValid())
        window->resize(options.size);
    return window;
}

void settle(MainWindow &window, const Options &options)
{
    PlayWorkspace *play = window.playWorkspace();
    play->settleOptions(options.play);
    waitUntil(
        play, &PlayWorkspace::settled, [play] { return play->isSettled(); }, kPlayWaitMs);

    LabWorkspace *lab = window.labWorkspace();
    lab->settleOptions(options.lab);
    waitUntil(
        lab, &LabWorkspace::settled, [lab] { return lab->isSettled(); }, kRunWaitMs);

    RaceWorkspace *race = window.raceWorkspace();
    race->settleOptions(options.race);
    waitUntil(
        race, &RaceWorkspace::settled, [race] { return race->isSettled(); }, kRunWaitMs);

    if (options.compare.preset >= 0) {
        // After the window's own start-up work (New Game's levels are rated in the background),
        // so that the batch has the cores to itself, as sudoku-cli compare has.
        waitUntil(
            &window, &MainWindow::levelsRated, [&window] { return window.levelsReady(); },
            kLevelsWaitMs);
        CompareWorkspace *compare = window.compareWorkspace();
        compare->settleOptions(options.compare);
        waitUntil(
            compare, &CompareWorkspace::settled, [compare] { return compare->isSettled(); },
            kBatchWaitMs);
    }

    if (options.help.page >= 0) {
        window.showTechniqueHelp(core::Technique(options.help.page));
        if (options.size.isValid())
            window.techniqueHelp()->resize(options.size);
    }
    window.practice()->applyOptions(options.practice);
    if (options.help.shortcuts)
        window.action(QStringLiteral("shortcutsAction"))->trigger();
}

bool saveScreenshot(MainWindow &window, const QString &path, QString *error)
{
    // Help ▸ Techniques (--help-page) is a window of its own: the picture is of it.
    auto *help = window.findChild<TechniqueHelpWindow *>();
    if (help && help->isVisible()) {
        if (help->grab().save(path, "PNG"))
            return true;
        *error = QCoreApplication::translate("main", "cannot write %1").arg(path);
        return false;
    }
    // An open dialog (--dialog) is drawn over the window, centred, as a window manager shows it.
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    for (QDialog *dialog : window.findChildren<QDialog *>())
        if (dialog->isVisible()) {
            // With a frame and a title bar, as a window manager would draw them.
            const QPixmap d = dialog->grab();
            const int titleHeight = dialog->fontMetrics().height() + 10;
            const QRect inner((shot.width() - d.width()) / 2,
                (shot.height() - d.height() + titleHeight) / 2, d.width(), d.height());
            const QRect title(inner.left(), inner.top() - titleHeight, inner.width(), titleHeight);
            painter.fillRect(title, dialog->palette().color(QPalette::Highlight));
            painter.setPen(dialog->palette().color(QPalette::HighlightedText));
            painter.drawText(title, Qt::AlignCenter, dialog->windowTitle());
            painter.drawPixmap(inner.topLeft(), d);
            painter.setPen(dialog->palette().color(QPalette::Shadow));
            painter.drawRect(inner.united(title).adjusted(0, 0, -1, -1));
        }
    painter.end();
    if (shot.save(path, "PNG"))
        return true;
    *error = QCoreApplication::translate("main", "cannot write %1").arg(path);
    return false;
}

} // namespace Startup
