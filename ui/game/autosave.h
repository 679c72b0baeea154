#pragma once

#include <QObject>

class Game;
class QTimer;
class QWidget;

// The game in progress, kept between runs: written shortly after every change (a crash loses at
// most a second of play) and on quit, and restored at the next start. A game left in the file by
// the last run that this run did not restore (a start with --new) goes to the Resume list before
// the file is first overwritten. A saved game that cannot
// be read back is never overwritten: it is moved aside, and a message box says why and where it
// is. When it cannot be moved, automatic saving stays off until the next start.
class Autosave final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Autosave)

public:
    // window: the parent of the message box.
    Autosave(Game *game, QWidget *window);

    // Continues the game in progress from the last run. False when there is none, it is already
    // solved, or it cannot be read (then it is kept aside, and reported once the window is up).
    bool restore();
    // Writes the game to the autosave file now; false when off or when writing fails.
    bool save();
    // Off for screenshot runs, so they never overwrite the player's game. It cannot be turned
    // on again while an unreadable saved game could not be moved out of the way.
    void setEnabled(bool on) { m_enabled = on; }
    bool isEnabled() const { return m_enabled && !m_blocked; }

    // The file the player saved the game to (empty for none), kept with the autosave so that a
    // restored game still knows it: its title names it and Save writes there without asking.
    void setGameFile(const QString &path) { m_gameFile = path; }
    // After restore(): the game's file, if it had one, and the undo index at which the file
    // holds the game (-1 when the moves since have left that state behind).
    QString restoredGameFile() const { return m_restoredFile; }
    int restoredCleanIndex() const { return m_restoredCleanIndex; }

signals:
    // For the status bar; timeout 0 keeps it until the next message.
    void statusMessage(const QString &text, int timeout);
    // The saved game could not be restored (the message box says so too).
    void restoreFailed(const QString &error);

private:
    void readSavedAs();
    void reportUnreadable(const QString &error, const QString &keptAs);

    Game *m_game;
    QWidget *m_window;
    QTimer *m_timer;
    bool m_enabled = true;
    bool m_blocked = false; // the unreadable saved game is still where the autosave goes
    bool m_failed = false; // the last save failed (and the status bar says so)
    QString m_gameFile; // see setGameFile()
    QString m_restoredFile;
    int m_restoredCleanIndex = -1;
    bool m_ownsFile = false; // the autosave file holds this session's game (restored or saved)
};
