#pragma once

#include "board/formats.h"
#include "common/settings.h"
#include "play/puzzlelibrary.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

#include <functional>

class AsyncRunner;
class DifficultyPanel;
class DigitPad;
class Game;
class HintPanel;
class QListView;
class StepListModel;
class GridModel;
class GridView;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoView;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // restoreAutosave: continue the game in progress from the last run, if any.
    explicit MainWindow(bool restoreAutosave = true, QWidget *parent = nullptr);
    ~MainWindow() override;

    Game *game() const { return m_game; }
    GridModel *gridModel() const { return m_model; }
    GridView *gridView() const { return m_view; }
    DigitPad *digitPad() const { return m_pad; }
    HintPanel *hintPanel() const { return m_hints; }
    StepListModel *stepListModel() const { return m_steps; }
    QListView *stepListView() const { return m_stepView; }
    DifficultyPanel *difficultyPanel() const { return m_difficulty; }
    // Whether the bundled puzzles have been rated (New Game by level is ready).
    bool levelsReady() const { return !m_rated.isEmpty(); }
    // Starts a random bundled puzzle of this level (core::Level); false when there is none.
    bool newGameOfLevel(int level);
    Settings &settings() { return m_settings; }

    // Load a puzzle or a saved game; on any error the current game stays and a message box
    // names line and column. Returns whether a new game started.
    bool openFile(const QString &path);
    bool loadText(const QString &text, const QString &source);
    void startPuzzle(const core::Puzzle &puzzle, const QString &source);
    bool saveTo(const QString &path);
    // Writes the game in progress to the autosave file (done after changes and on quit).
    bool autosave();
    // Off for screenshot runs, so they never overwrite the player's game.
    void setAutosaveEnabled(bool on) { m_autosaveEnabled = on; }

    // The text of the last error shown (empty if none), for tests and the status bar.
    QString lastError() const { return m_lastError; }
    QMessageBox *errorBox() const { return m_errorBox; }
    QMessageBox *completionBox() const { return m_completionBox; }
    bool pencilMode() const;
    void setPencilMode(bool on);
    QAction *action(const QString &objectName) const;

    // Asks for a file to open (save false) or to save to; "" when cancelled. A file dialog
    // unless replaced (tests answer here instead of a dialog).
    using FileNameAsker
        = std::function<QString(const QString &caption, const QString &filter, bool save)>;
    void setFileNameAsker(FileNameAsker asker) { m_askFileName = std::move(asker); }

public slots:
    void open();
    void save();
    void saveAs();
    void pasteFromClipboard();
    void newGameFrom(int collection);
    void check();
    void revealSelected();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createPanels();
    void retranslateUi();
    void updateInfo();
    void updateClock();
    void updateRecentMenu();
    void onSymbol(int symbol, bool shifted);
    void onCompleted();
    void onBoardChanged();
    void refreshSteps();
    void updateLevelMenu();
    void syncAutoCandidatesAction();
    void applySettings();
    bool loadResult(core::ParseResult result, const QString &source);
    void showErrors(const QStringList &errors, const QString &source);
    void showError(const QString &title, const QString &text);
    void reportUnreadableAutosave(const QString &error, const QString &keptAs);
    QString askFileName(const QString &caption, const QString &filter, bool save);

    Settings m_settings;
    Game *m_game;
    GridModel *m_model;
    GridView *m_view;
    DigitPad *m_pad = nullptr;
    QLabel *m_info = nullptr;
    QLabel *m_clock = nullptr;
    QTabWidget *m_tabs = nullptr;
    QUndoView *m_history = nullptr;
    HintPanel *m_hints = nullptr;
    StepListModel *m_steps = nullptr;
    QListView *m_stepView = nullptr;
    DifficultyPanel *m_difficulty = nullptr;
    AsyncRunner *m_stepRunner = nullptr;
    AsyncRunner *m_libraryRunner = nullptr;
    QTimer *m_stepTimer = nullptr;
    QVector<PuzzleLibrary::RatedPuzzle> m_rated;
    QMenu *m_collectionMenu = nullptr;
    QList<QAction *> m_levelActions;
    QAction *m_hintActions[3] = { nullptr, nullptr, nullptr };
    QTimer *m_clockTimer;
    QTimer *m_autosaveTimer;
    QString m_lastError;
    QString m_currentFile; // the saved game file, if any
    bool m_autosaveEnabled = true;
    FileNameAsker m_askFileName;
    QPointer<QMessageBox> m_errorBox;
    QPointer<QMessageBox> m_completionBox;

    QMenu *m_fileMenu = nullptr, *m_newGameMenu = nullptr, *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr, *m_gameMenu = nullptr, *m_viewMenu = nullptr;
    QMenu *m_namingMenu = nullptr, *m_themeMenu = nullptr, *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QList<QAction *> m_newGameActions;
    QAction *m_open = nullptr, *m_save = nullptr, *m_saveAs = nullptr, *m_paste = nullptr;
    QAction *m_quit = nullptr, *m_undo = nullptr, *m_redo = nullptr, *m_pencil = nullptr;
    QAction *m_erase = nullptr, *m_fill = nullptr, *m_auto = nullptr, *m_restart = nullptr;
    QAction *m_check = nullptr, *m_reveal = nullptr, *m_showTimer = nullptr;
    QAction *m_peers = nullptr, *m_sameDigit = nullptr, *m_about = nullptr;
    QAction *m_namingLetter = nullptr, *m_namingRowColumn = nullptr;
    QAction *m_themeSystem = nullptr, *m_themeLight = nullptr, *m_themeDark = nullptr;
    QAction *m_langSystem = nullptr, *m_langEn = nullptr, *m_langDe = nullptr, *m_langJa = nullptr;
};
