#pragma once

#include "common/settings.h"
#include "logic/step.h"

#include <QMainWindow>

#include <optional>

class AppearanceActions;
class Autosave;
class CompareWorkspace;
class DrillWorkspace;
class Game;
class GameActions;
class GameFiles;
class LabWorkspace;
class PlayWorkspace;
class Practice;
class PuzzlePicker;
class QActionGroup;
class QMenu;
class QStackedWidget;
class RaceWorkspace;
class TechniqueHelpWindow;

// The window is a shell: the menus (built from the parts' actions), the modes, the wiring
// between the parts, the status bar, and what belongs to the window itself (its geometry, the
// clock paused while it is not in use, the autosave on close). The parts own their widgets and
// actions and retranslate themselves:
//   GameActions       every play action          PlayWorkspace  the board and the side panel
//   AppearanceActions theme, language, naming    GameFiles      open, paste, save, recent files
//   PuzzlePicker      New Game by level          Autosave       the game kept between runs
//   LabWorkspace      the Solver Lab (the second mode, Ctrl+2), with its Lab menu
//   RaceWorkspace     the race of 2-4 solvers (the third mode, Ctrl+3), with its Race menu
//   CompareWorkspace  strategies over a collection (the fourth mode, Ctrl+4)
//   Practice          generated games, practice and the player's record
// Tests and the start (ui/shell/startup.h) address the parts themselves; the window passes
// nothing through. A part that can wire itself does (Play its own actions).
//
// A mode is a workspace in the middle of the window with the menus that belong to it (shown
// only while it is current); Play is the first. Adding one (the Lab) is one call to addMode()
// in the constructor; from the second mode on, the Mode menu switches between them.

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // restoreAutosave: continue the game in progress from the last run, if any. Without one,
    // the first game is a random easy puzzle, or with randomFirstPuzzle false always the same
    // (the first of the bundled easy collection: screenshots stay the same).
    explicit MainWindow(
        bool restoreAutosave = true, bool randomFirstPuzzle = true, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The parts.
    Game *game() const { return m_game; }
    GameActions *gameActions() const { return m_actions; }
    PlayWorkspace *playWorkspace() const { return m_play; }
    LabWorkspace *labWorkspace() const { return m_lab; }
    RaceWorkspace *raceWorkspace() const { return m_race; }
    CompareWorkspace *compareWorkspace() const { return m_compare; }
    DrillWorkspace *drillWorkspace() const { return m_drill; }
    GameFiles *gameFiles() const { return m_files; }
    // The game kept between runs (turned off for screenshot runs, so that they never overwrite
    // the player's game).
    Autosave *autosave() const { return m_autosave; }
    Practice *practice() const { return m_practice; }
    Settings &settings() { return m_settings; }

    // Whether the bundled puzzles have been rated (New Game by level is ready; levelsRated()
    // says when).
    bool levelsReady() const;
    // Starts a random bundled puzzle of this level (core::Level); false when there is none.
    bool newGameOfLevel(int level);
    // The next puzzle of the game's collection or file; false when there is none.
    bool nextPuzzle();

    // Game ▸ Drill (and Practice's record): the Drill mode, its session restored or, with a
    // technique, a new session of it.
    void openDrill(std::optional<core::Technique> technique);

    // Help ▸ Techniques: the window (made on first use) and a technique's page in it, shown.
    TechniqueHelpWindow *techniqueHelp();
    void showTechniqueHelp(core::Technique technique);

    // Any action of the window or its parts, by objectName.
    QAction *action(const QString &objectName) const;

    // Adds a mode: the workspace goes in the middle of the window, its menus before the Mode
    // menu; the Mode menu names it by its windowTitle. Returns its index.
    int addMode(QWidget *workspace, const QList<QMenu *> &menus);
    int currentMode() const;
    int indexOfMode(QWidget *workspace) const;
    void setCurrentMode(int index);

signals:
    // The bundled puzzles have been rated: levelsReady() holds.
    void levelsRated();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void connectParts();
    void retranslateUi();
    // Play's puzzle (its givens) or its current position, and where it came from, as the Lab
    // and the race take it.
    std::pair<core::Board, QString> playPuzzle(bool currentPosition) const;
    void updateTitle();
    // Holds the game's clock while Play is not shown or the window is not in use.
    void updateClock();

    Settings m_settings;
    Game *m_game;
    GameActions *m_actions;
    AppearanceActions *m_appearance;
    GameFiles *m_files;
    Autosave *m_autosave;
    PuzzlePicker *m_picker;
    PlayWorkspace *m_play;
    LabWorkspace *m_lab;
    RaceWorkspace *m_race;
    CompareWorkspace *m_compare = nullptr; // the Compare mode (Ctrl+4)
    DrillWorkspace *m_drill = nullptr; // drills (Ctrl+5)
    QAction *m_drillAction = nullptr;
    Practice *m_practice; // generated games, practice and its record
    QStackedWidget *m_modes;
    QList<QList<QMenu *>> m_modeMenus;
    QActionGroup *m_modeActions;

    QMenu *m_fileMenu = nullptr, *m_newGameMenu = nullptr, *m_collectionMenu = nullptr;
    QMenu *m_recentMenu = nullptr, *m_resumeMenu = nullptr, *m_editMenu = nullptr;
    QMenu *m_gameMenu = nullptr, *m_labMenu = nullptr;
    QMenu *m_filterMenu = nullptr;
    QMenu *m_modeMenu = nullptr, *m_viewMenu = nullptr, *m_namingMenu = nullptr;
    QMenu *m_themeMenu = nullptr, *m_languageMenu = nullptr, *m_helpMenu = nullptr;
    QAction *m_quit = nullptr, *m_about = nullptr, *m_shortcuts = nullptr;
    QAction *m_techniques = nullptr;
    TechniqueHelpWindow *m_techniqueHelp = nullptr;
    QAction *m_sidePanel = nullptr;
};
