#pragma once

#include "board/formats.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class Game;
class QMenu;
class QMessageBox;
class QWidget;
class Settings;

// The game's files: open a puzzle or a saved game, paste a puzzle, save and save as (the game
// remembers the file it was saved to), the recent files, the unfinished games (File > Resume),
// and starting a puzzle. Bad input keeps the current game and is shown in a message box that
// names line and column; the last error stays readable (for tests and the command line).
//
// Nothing the player made is replaced without asking: before the player's own New Game, Open,
// Open Recent, Paste or Resume replaces a game with unsaved moves, confirmReplace() asks to save
// it (Save / Discard / Cancel). Whatever replaces a game with moves, the game is kept in the
// Resume list (ui/game/resumelist.h) first.
class GameFiles final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameFiles)

public:
    // window: the parent of the dialogs and message boxes.
    GameFiles(Game *game, Settings &settings, QWidget *window);

    // Load a puzzle or a saved game; on any error the current game stays and a message box
    // names line and column. Returns whether a new game started.
    bool openFile(const QString &path);
    bool loadText(const QString &text, const QString &source);
    void startPuzzle(const core::Puzzle &puzzle, const QString &source, const QString &origin = {});
    // Continues a game of the Resume list; it leaves the list (and the game it replaces joins
    // it).
    bool resume(const QString &path);

    // Asks whether to save the game in progress before something replaces it, when it has
    // unsaved moves: true to go on (saved, or not wanted), false when the player cancels.
    bool confirmReplace();
    bool saveTo(const QString &path);
    // The game (restored from the last run) lives in this saved game file: the title names it
    // and Save writes there. cleanIndex: the undo index at which the file holds the game (-1:
    // nowhere now); at the current index, the game has no unsaved changes.
    void adoptFile(const QString &path, int cleanIndex);

    // The saved game file the game is in (empty for a puzzle not saved yet).
    QString currentFile() const { return m_currentFile; }

    // The text of the last error shown (empty if none), and its message box while it is open.
    QString lastError() const { return m_lastError; }
    void setLastError(const QString &error) { m_lastError = error; }
    QMessageBox *errorBox() const;

    // Asks for a file to open (save false) or to save to; "" when cancelled. A file dialog
    // unless replaced (tests answer here instead of a dialog).
    using FileNameAsker
        = std::function<QString(const QString &caption, const QString &filter, bool save)>;
    void setFileNameAsker(FileNameAsker asker) { m_askFileName = std::move(asker); }
    // The file Save As proposes: the game's file, or one named after the puzzle's source and
    // number beside the last file used (else in the documents folder).
    QString suggestedSaveName() const;

    // Fills the Open Recent menu with the recent files (call it as the menu is about to show).
    void fillRecentMenu(QMenu *menu);
    // Fills File > Resume with the unfinished games, newest first.
    void fillResumeMenu(QMenu *menu);

public slots:
    void open();
    void save();
    void saveAs();
    void pasteFromClipboard();

signals:
    // For the status bar; timeout 0 keeps it until the next message.
    void statusMessage(const QString &text, int timeout);
    // The game now lives in another file (opened, saved as) or in none (a new puzzle).
    void currentFileChanged(const QString &path);

private:
    // Loads a saved game file over the game; the game it replaces, if it has moves, goes to the
    // Resume list. False (and the error shown) when the file cannot be read.
    bool loadGameFile(const QString &path);
    bool loadResult(core::ParseResult result, const QString &source, const QString &origin,
        const QString &notAPuzzle);
    void showErrors(const QStringList &errors, const QString &source);
    void showError(const QString &title, const QString &text);
    QString askFileName(const QString &caption, const QString &filter, bool save);

    Game *m_game;
    Settings &m_settings;
    QWidget *m_window;
    QString m_currentFile; // the saved game file, if any
    QString m_lastError;
    FileNameAsker m_askFileName;
    QPointer<QMessageBox> m_errorBox;
};
