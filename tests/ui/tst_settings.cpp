// Settings persist: changed through the menus, the window closed and destroyed, and the program
// started again the way main() starts it (ui/commandline.h); the new window has every setting,
// in its menus and in what it shows.
#include "common/appearance.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "play/playworkspace.h"
#include "shell/commandline.h"
#include "shell/mainwindow.h"
#include "shell/startup.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QTest>

namespace {

// The options of a plain start: no options at all.
CommandLine::Options noOptions()
{
    QStringList errors;
    return CommandLine::parse({ QStringLiteral("sudoku-tutor") }, &errors);
}

// Starts the program again as main() does: appearance from the settings, then the window.
std::unique_ptr<MainWindow> restart()
{
    // What a new process starts from: nothing of the last run's appearance.
    Appearance::applyLanguage(QStringLiteral("en"));
    Appearance::applyTheme(Settings::Theme::Light);
    Startup::applyAppearance(noOptions(), Settings());
    QStringList errors;
    auto w = Startup::createWindow(noOptions(), &errors);
    w->show();
    return w;
}

// Chooses these menu entries, in this order.
void trigger(MainWindow &w, std::initializer_list<const char *> actions)
{
    for (const char *name : actions)
        w.action(QLatin1String(name))->trigger();
}

bool checked(const MainWindow &w, const char *action)
{
    return w.action(QLatin1String(action))->isChecked();
}

bool isPeer(const MainWindow &w, int row, int column)
{
    return w.playWorkspace()->gridModel()->index(row, column).data(GridModel::PeerRole).toBool();
}

// Cells highlighted as holding the selected cell's digit.
int sameDigitCount(const MainWindow &w)
{
    int count = 0;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
            count += w.playWorkspace()
                         ->gridModel()
                         ->index(r, c)
                         .data(GridModel::SameDigitRole)
                         .toBool();
    return count;
}

int firstGiven(const MainWindow &w)
{
    for (int c = 0; c < w.game()->board().cellCount(); ++c)
        if (w.game()->board().isGiven(c))
            return c;
    return -1;
}

QString infoText(const MainWindow &w)
{
    return w.findChild<QLabel *>(QStringLiteral("puzzleInfo"))->text();
}

bool clockShown(const MainWindow &w)
{
    return !w.findChild<QLabel *>(QStringLiteral("clock"))->isHidden();
}

} // namespace

class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QFile::remove(GameFile::autosavePath());
        QSettings().clear();
    }

    void cleanup()
    {
        Appearance::applyLanguage(QStringLiteral("en"));
        Appearance::applyTheme(Settings::Theme::Light);
    }

    void settingsChangedInTheMenusPersist()
    {
        {
            auto w = restart();
            QVERIFY(QTest::qWaitForWindowExposed(w.get()));
            // The defaults of a first start.
            QVERIFY(checked(*w, "themeSystemAction"));
            QVERIFY(checked(*w, "namingLetterAction"));
            QVERIFY(checked(*w, "showTimerAction"));
            QVERIFY(!checked(*w, "autoCandidatesAction"));
            QVERIFY(checked(*w, "highlightPeersAction"));
            QVERIFY(checked(*w, "highlightSameDigitAction"));
            QVERIFY(checked(*w, "languageSystemAction"));
            QVERIFY(clockShown(*w));

            trigger(*w,
                { "themeDarkAction", "namingRowColumnAction", "showTimerAction",
                    "autoCandidatesAction", "highlightPeersAction", "highlightSameDigitAction",
                    "languageDeAction" });
            QTRY_COMPARE(w->menuBar()->actions().at(0)->text(), QStringLiteral("&Datei"));
            QVERIFY(!clockShown(*w));
            w->resize(900, 640);
            w->close(); // quitting
        }

        const auto w = restart();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        // Theme: the menu, and the palette main() applied from the setting.
        QVERIFY(checked(*w, "themeDarkAction"));
        QVERIFY(w->palette().color(QPalette::Window).lightness() < 80);
        // Language: the menu, and the window is German from the start.
        QVERIFY(checked(*w, "languageDeAction"));
        QCOMPARE(Appearance::currentLanguage(), QStringLiteral("de"));
        QCOMPARE(w->menuBar()->actions().at(0)->text(), QStringLiteral("&Datei"));
        // Cell names: r1c1 in the menu, the model and the info panel.
        QVERIFY(checked(*w, "namingRowColumnAction"));
        QCOMPARE(w->playWorkspace()->gridModel()->cellNaming(), core::CellNaming::RowColumn);
        w->playWorkspace()->gridModel()->setSelectedCell(4 * 9 + 4);
        QVERIFY(infoText(*w).contains(QStringLiteral("r5c5")));
        // The clock stays hidden.
        QVERIFY(!checked(*w, "showTimerAction"));
        QVERIFY(!clockShown(*w));
        // Automatic candidates: on, and the game keeps its marks right.
        QVERIFY(checked(*w, "autoCandidatesAction"));
        QVERIFY(w->game()->autoCandidates());
        // No highlight of peers or of the same digit around the selected cell.
        QVERIFY(!checked(*w, "highlightPeersAction"));
        QVERIFY(!checked(*w, "highlightSameDigitAction"));
        QVERIFY(!isPeer(*w, 4, 0));
        w->playWorkspace()->gridModel()->setSelectedCell(firstGiven(*w));
        QCOMPARE(sameDigitCount(*w), 0);
        // The window's size.
        QCOMPARE(w->size(), QSize(900, 640));
    }

    void changedBackTheyPersistToo()
    {
        {
            Settings s;
            s.setTheme(Settings::Theme::Dark);
            s.setCellNaming(core::CellNaming::RowColumn);
            s.setShowTimer(false);
            s.setAutoCandidates(true);
            s.setHighlightPeers(false);
            s.setHighlightSameDigit(false);
            s.setLanguage(QStringLiteral("ja"));
        }
        {
            auto w = restart();
            QCOMPARE(w->menuBar()->actions().at(0)->text(), QStringLiteral("ファイル(&F)"));
            trigger(*w,
                { "themeLightAction", "namingLetterAction", "showTimerAction",
                    "autoCandidatesAction", "highlightPeersAction", "highlightSameDigitAction",
                    "languageEnAction" });
            w->close();
        }
        // Start a new game, not the restored one, so the game's own automatic-candidates mode
        // does not stand in for the setting.
        QFile::remove(GameFile::autosavePath());
        const auto w = restart();
        QVERIFY(checked(*w, "themeLightAction"));
        QVERIFY(w->palette().color(QPalette::Window).lightness() > 180);
        QVERIFY(checked(*w, "languageEnAction"));
        QCOMPARE(w->menuBar()->actions().at(0)->text(), QStringLiteral("&File"));
        QVERIFY(checked(*w, "namingLetterAction"));
        w->playWorkspace()->gridModel()->setSelectedCell(4 * 9 + 4);
        QVERIFY(infoText(*w).contains(QStringLiteral("Selected cell: E5")));
        QVERIFY(clockShown(*w));
        QVERIFY(!checked(*w, "autoCandidatesAction"));
        QVERIFY(!w->game()->autoCandidates());
        QVERIFY(checked(*w, "highlightPeersAction"));
        QVERIFY(isPeer(*w, 4, 0));
        QVERIFY(checked(*w, "highlightSameDigitAction"));
        w->playWorkspace()->gridModel()->setSelectedCell(firstGiven(*w));
        QVERIFY(sameDigitCount(*w) > 1);
    }

    void automaticCandidatesFromTheSettingFillANewGame()
    {
        Settings().setAutoCandidates(true);
        const auto w = restart(); // no saved game: a new one
        QVERIFY(w->game()->autoCandidates());
        const core::Board &b = w->game()->board();
        for (int c = 0; c < b.cellCount(); ++c)
            if (b.isOpen(c))
                QVERIFY2(b.candidates(c) != 0, qPrintable(QString::number(c)));
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestSettings)
#include "tst_settings.moc"
