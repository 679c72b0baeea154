#pragma once

#include "common/settings.h"
#include "game/gamefiles.h"
#include "play/playworkspace.h"

#include "play/completiondialog.h" // completionBox()

#include <QMainWindow>
#include <QMessageBox> // errorBox()

class AppearanceActions;
class CompareWorkspace;
class Autosave;
class GameActions;
class LabWorkspace;
class Practice;
class PuzzlePicker;
class QActionGroup;
class QListView;
class QMenu;
class QStackedWidget;
class RaceWorkspace;
class StepListModel;

// The window is a shell: the menus (built from the parts' actions), the modes, the wiring
// between the parts, the status bar, and what belongs to the window itself (its geometry, the
// clock paused while it is not in use, the autosave on close). The parts own their widgets and
// actions and retranslate themselves:
//   GameActions       every play action          PlayWorkspace  the board and the side panel
//   AppearanceActions theme, language, naming    GameFiles      open, paste, save, recent files
//   PuzzlePicker      New Game by level          Autosave       the game kept between runs
//   LabWorkspace      the Solver Lab (the second mode, Ctrl+2), with its Lab menu
//   RaceWorkspace          the race of 2-4 solvers (the third mode, Ctrl+3), with its Race menu
//   Practice          generated games, practice and the player's record
//
// A mode is a workspace in the middle of the window with the menus that belong to it (shown
// only while it is current); Play is the first. Adding one (the Lab) is one call to addMode()
// in the constructor; from the second mode on, the Mode menu switches between them.
class TechniqueHelpWindow;

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
    GameFiles *gameFiles() const { return m_files; }
    Practice *practice() const { return m_practice; }
    Settings &settings() { return m_settings; }

    // Play's widgets and models (see PlayWorkspace).
    GridModel *gridModel() const { return m_play->gridModel(); }
    GridView *gridView() const { return m_play->gridView(); }
    DigitPad *digitPad() const { return m_play->digitPad(); }
    HintPanel *hintPanel() const { return m_play->hintPanel(); }
    DifficultyPanel *difficultyPanel() const { return m_play->difficultyPanel(); }
    StepListModel *stepListModel() const;
    QListView *stepListView() const;
    CompletionDialog *completionBox() const { return m_play->completionBox(); }
    bool pencilMode() const { return m_play->pencilMode(); }

    // Whether the bundled puzzles have been rated (New Game by level is ready).
    bool levelsReady() const;
    // Starts a random bundled puzzle of this level (core::Level); false when there is none.
    bool newGameOfLevel(int level);

    // Files (see GameFiles): on any error the current game stays, a message box names line and
    // column, and lastError() has the text.
    bool openFile(const QString &path) { return m_files->openFile(path); }
    bool loadText(const QString &text, const QString &source)
    {
        return m_files->loadText(text, source);
    }
    void startPuzzle(const core::Puzzle &puzzle, const QString &source, const QString &origin = {})
    {
        m_files->startPuzzle(puzzle, source, origin);
    }
    // The next puzzle of the game's collection or file; false when there is none.
    bool nextPuzzle();
    bool saveTo(const QString &path) { return m_files->saveTo(path); }
    QString lastError() const { return m_files->lastError(); }
    QMessageBox *errorBox() const { return m_files->errorBox(); }
    using FileNameAsker = GameFiles::FileNameAsker;
    void setFileNameAsker(FileNameAsker asker) { m_files->setFileNameAsker(std::move(asker)); }

    // Writes the game in progress to the autosave file (done after changes and on quit).
    bool autosave();
    // Off for screenshot runs, so they never overwrite the player's game.
    void setAutosaveEnabled(bool on);

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
