#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QVector>

class Game;
class QAction;
class Settings;

// Every action of play in one place (the style guide's GameActions): each with its objectName,
// shortcut, status tip and theme icon, named and retranslated here. What needs only the game is
// done here (undo, redo, fill, restart, automatic candidates); the view options read their state
// from the settings and write it back. The rest is for the window to wire: the actions'
// triggered() and toggled(), and the signals below.
//
// Parent it to a widget (the main window): a widget passes the LanguageChange event on to its
// children, and that is when the texts are set again.
class GameActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameActions)

public:
    GameActions(Game *game, Settings &settings, QObject *parent);

    // File: New Game by level (one per core::Level, off until the puzzles are rated) and from a
    // bundled collection; open, paste, save, save as.
    QList<QAction *> newGameLevelActions() const { return m_levels; }
    QList<QAction *> newGameCollectionActions() const { return m_collections; }
    QAction *openAction() const { return m_open; }
    QAction *pasteAction() const { return m_paste; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    // Edit.
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *pencilModeAction() const { return m_pencil; }
    QAction *eraseAction() const { return m_erase; }
    QAction *fillAction() const { return m_fill; }
    QAction *autoCandidatesAction() const { return m_auto; }
    QAction *removeFromPeersAction() const { return m_removeFromPeers; }
    QAction *restartAction() const { return m_restart; }
    // Game: the three hint levels (1, 2, 3), check, reveal.
    QAction *hintAction(int level) const { return m_hints[level - 1]; }
    QAction *checkAction() const { return m_check; }
    QAction *revealAction() const { return m_reveal; }
    // The candidate filter: off, then one action per symbol (those beyond the grid's side are
    // hidden); Alt+0 .. Alt+9. Each asks for filterRequested(); setFilterDigit() checks the one
    // shown.
    QList<QAction *> filterActions() const { return m_filters; }
    void setFilterDigit(int symbol);
    // View.
    QAction *showTimerAction() const { return m_showTimer; }
    QAction *highlightPeersAction() const { return m_peers; }
    QAction *highlightSameDigitAction() const { return m_sameDigit; }

    // How many bundled puzzles each level has, indexed by core::Level; empty while they are
    // still being rated.
    void setLevelCounts(const QVector<int> &counts);

signals:
    void hintRequested(int level);
    void newGameOfLevelRequested(int level);
    void newGameFromCollectionRequested(int collection);
    // A filter action: highlight this digit's candidates (0: none; the same digit again: none).
    void filterRequested(int symbol);

protected:
    bool event(QEvent *event) override;

private:
    QAction *make(const char *name, const char *icon, const QKeySequence &key = {});
    void retranslate();
    void updateLevelTexts();

    Game *m_game;
    Settings &m_settings;
    QVector<int> m_levelCounts;
    QList<QAction *> m_levels, m_collections, m_filters;
    QAction *m_open, *m_paste, *m_save, *m_saveAs;
    QAction *m_undo, *m_redo, *m_pencil, *m_erase, *m_fill, *m_auto, *m_removeFromPeers;
    QAction *m_restart;
    QAction *m_hints[3];
    QAction *m_check, *m_reveal;
    QAction *m_showTimer, *m_peers, *m_sameDigit;
};
