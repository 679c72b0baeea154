#include "play/gameactions.h"

#include "common/settings.h"
#include "game/game.h"
#include "game/puzzlelibrary.h"
#include "play/difficultypanel.h"

#include <QAction>
#include <QEvent>
#include <QIcon>
#include <QUndoStack>

// Icons come from the desktop's icon theme (freedesktop names); where it has none, the menus
// show text only, as before.
GameActions::GameActions(Game *game, Settings &settings, QObject *parent)
    : QObject { parent }
    , m_game { game }
    , m_settings { settings }
{
    for (int level = 0; level < core::kLevelCount; ++level) {
        QAction *a = make(nullptr, "document-new");
        a->setObjectName(QStringLiteral("newGameLevel%1").arg(level));
        a->setEnabled(false);
        connect(
            a, &QAction::triggered, this, [this, level] { emit newGameOfLevelRequested(level); });
        m_levels.push_back(a);
    }
    const auto collections = PuzzleLibrary::collections();
    for (int i = 0; i < collections.size(); ++i) {
        QAction *a = make(nullptr, "document-new");
        a->setObjectName(QStringLiteral("newGame_") + collections[i].id);
        connect(
            a, &QAction::triggered, this, [this, i] { emit newGameFromCollectionRequested(i); });
        m_collections.push_back(a);
    }
    m_open = make("openAction", "document-open", QKeySequence::Open);
    m_paste = make("pasteAction", "edit-paste", QKeySequence::Paste);
    m_save = make("saveAction", "document-save", QKeySequence::Save);
    m_saveAs = make("saveAsAction", "document-save-as");
    // Generic X11 and Windows have no Save As key: Ctrl+Shift+S there, as on GNOME, KDE and macOS.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (saveAsKeys.isEmpty())
        saveAsKeys = { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) };
    m_saveAs->setShortcuts(saveAsKeys);

    m_undo = m_game->undoStack()->createUndoAction(this);
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_game->undoStack()->createRedoAction(this);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &k :
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) })
        if (!redoKeys.contains(k))
            redoKeys.push_back(k);
    m_redo->setShortcuts(redoKeys);
    m_pencil = make("pencilAction", "document-edit", QKeySequence(Qt::CTRL | Qt::Key_P));
    m_pencil->setCheckable(true);
    m_erase = make("eraseAction", "edit-clear");
    m_fill = make("fillAction", "edit-select-all");
    // Filling turns automatic candidates on, so the marks stay right; the setting follows.
    connect(m_fill, &QAction::triggered, this, [this] {
        m_game->fillAllCandidates();
        m_settings.setAutoCandidates(true);
    });
    m_auto = make("autoCandidatesAction", "view-refresh");
    m_auto->setCheckable(true);
    m_auto->setChecked(m_settings.autoCandidates());
    m_game->setAutoCandidates(m_settings.autoCandidates());
    connect(m_auto, &QAction::toggled, this, [this](bool on) {
        m_game->setAutoCandidates(on);
        m_settings.setAutoCandidates(on);
    });
    // A loaded game brings its own automatic-candidates mode, and Fill All turns it on; the
    // menu shows the game's.
    connect(m_game, &Game::autoCandidatesChanged, this, [this](bool on) {
        const QSignalBlocker block(m_auto);
        m_auto->setChecked(on);
    });
    m_removeFromPeers = make("removeFromPeersAction", "edit-clear-all");
    m_removeFromPeers->setCheckable(true);
    m_removeFromPeers->setChecked(m_settings.removeFromPeers());
    m_game->setRemoveFromPeers(m_settings.removeFromPeers());
    connect(m_removeFromPeers, &QAction::toggled, this, [this](bool on) {
        m_game->setRemoveFromPeers(on);
        m_settings.setRemoveFromPeers(on);
    });
    m_restart = make("restartAction", "go-first");
    connect(m_restart, &QAction::triggered, m_game, &Game::restart);

    const char *hintNames[3] = { "hintWhereAction", "hintShowAction", "hintApplyAction" };
    const char *hintIcons[3] = { "help-hint", "edit-find", "go-next" };
    for (int i = 0; i < 3; ++i) {
        m_hints[i] = make(hintNames[i], hintIcons[i], QKeySequence(Qt::Key(Qt::Key_F2 + i)));
        connect(m_hints[i], &QAction::triggered, this, [this, i] { emit hintRequested(i + 1); });
    }
    for (int s = 0; s <= core::kMaxSide; ++s) {
        QAction *a = make(nullptr, s == 0 ? "edit-clear" : "view-filter",
            s <= 9 ? QKeySequence(Qt::ALT | Qt::Key(Qt::Key_0 + s)) : QKeySequence());
        a->setObjectName(QStringLiteral("filterAction%1").arg(s));
        a->setCheckable(true);
        a->setChecked(s == 0);
        connect(a, &QAction::triggered, this, [this, s] {
            // The check marks follow the filter shown, not the click.
            emit filterRequested(s);
        });
        m_filters.push_back(a);
    }
    connect(m_game, &Game::reset, this, [this] {
        for (int s = 1; s < m_filters.size(); ++s)
            m_filters[s]->setVisible(s <= m_game->geometry().side());
    });
    m_check = make("checkAction", "tools-check-spelling", QKeySequence(Qt::CTRL | Qt::Key_E));
    m_reveal = make("revealAction", "view-visible", QKeySequence(Qt::CTRL | Qt::Key_R));

    m_showTimer = make("showTimerAction", "chronometer");
    m_showTimer->setCheckable(true);
    m_showTimer->setChecked(m_settings.showTimer());
    connect(m_showTimer, &QAction::toggled, this, [this](bool on) { m_settings.setShowTimer(on); });
    m_peers = make("highlightPeersAction", "view-grid");
    m_peers->setCheckable(true);
    m_peers->setChecked(m_settings.highlightPeers());
    connect(
        m_peers, &QAction::toggled, this, [this](bool on) { m_settings.setHighlightPeers(on); });
    m_sameDigit = make("highlightSameDigitAction", "draw-highlight");
    m_sameDigit->setCheckable(true);
    m_sameDigit->setChecked(m_settings.highlightSameDigit());
    connect(m_sameDigit, &QAction::toggled, this,
        [this](bool on) { m_settings.setHighlightSameDigit(on); });
    retranslate();
}

QAction *GameActions::make(const char *name, const char *icon, const QKeySequence &key)
{
    auto *a = new QAction(this);
    if (name)
        a->setObjectName(QLatin1String(name));
    a->setIcon(QIcon::fromTheme(QLatin1String(icon)));
    if (!key.isEmpty())
        a->setShortcut(key);
    return a;
}

void GameActions::setLevelCounts(const QVector<int> &counts)
{
    m_levelCounts = counts;
    updateLevelTexts();
}

bool GameActions::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

void GameActions::retranslate()
{
    const auto collections = PuzzleLibrary::collections();
    for (int i = 0; i < m_collections.size() && i < collections.size(); ++i) {
        m_collections[i]->setText(collections[i].title);
        m_collections[i]->setStatusTip(tr("Start a random puzzle from this collection"));
    }
    updateLevelTexts();
    m_open->setText(tr("&Open…"));
    m_open->setStatusTip(
        tr("Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …) or a saved game"));
    m_paste->setText(tr("&Paste Puzzle"));
    m_paste->setStatusTip(tr("Start a game with the puzzle on the clipboard"));
    m_save->setText(tr("&Save Game"));
    m_save->setStatusTip(tr("Save the game with its pencil marks, history and time"));
    m_saveAs->setText(tr("Save Game &As…"));
    m_saveAs->setStatusTip(tr("Save the game in a new file"));

    m_undo->setText(tr("&Undo"));
    m_undo->setStatusTip(tr("Take back the last change"));
    m_redo->setText(tr("&Redo"));
    m_redo->setStatusTip(tr("Make the change taken back again"));
    m_pencil->setText(tr("&Pencil Mode"));
    m_pencil->setToolTip(
        tr("Digits become pencil marks (Space switches; Shift+digit always marks)"));
    m_pencil->setStatusTip(m_pencil->toolTip());
    m_erase->setText(tr("E&rase"));
    m_erase->setToolTip(tr("Erase the digit or the pencil marks (Delete)"));
    m_erase->setStatusTip(m_erase->toolTip());
    m_fill->setText(tr("&Fill All Candidates"));
    m_fill->setStatusTip(tr("Write every possible candidate into every empty cell"));
    m_auto->setText(tr("&Automatic Candidates"));
    m_auto->setStatusTip(tr("Keep the pencil marks right as digits go in"));
    m_removeFromPeers->setText(tr("Placing a Digit &Updates Pencil Marks"));
    m_removeFromPeers->setStatusTip(
        tr("Placing a digit removes it from the pencil marks of its row, column and box"));
    m_restart->setText(tr("Re&start"));
    m_restart->setStatusTip(tr("Clear everything you entered (undoable)"));

    m_hints[0]->setText(tr("Hint: &Where to Look"));
    m_hints[0]->setStatusTip(tr("Name the next technique and where to look"));
    m_hints[1]->setText(tr("Hint: &Show the Pattern"));
    m_hints[1]->setStatusTip(tr("Highlight the pattern and explain it"));
    m_hints[2]->setText(tr("Hint: &Apply the Step"));
    m_hints[2]->setStatusTip(tr("Make the step on the board (undoable)"));
    m_check->setText(tr("&Check"));
    m_check->setStatusTip(tr("Mark the digits that do not agree with the solution"));
    m_filters[0]->setText(tr("&No Highlight"));
    m_filters[0]->setStatusTip(tr("Stop highlighting the cells that may hold a digit"));
    for (int s = 1; s < m_filters.size(); ++s) {
        const QString symbol = QString(QChar::fromLatin1(core::Geometry::symbolChar(s)));
        m_filters[s]->setText(
            s <= 9 ? tr("Candidates of &%1").arg(symbol) : tr("Candidates of %1").arg(symbol));
        m_filters[s]->setStatusTip(
            tr("Highlight every cell that may hold %1 (press again to stop)").arg(symbol));
    }
    m_reveal->setText(tr("Reveal &Cell"));
    m_reveal->setStatusTip(tr("Put the solution's digit in the selected cell"));

    m_showTimer->setText(tr("Show &Timer"));
    m_showTimer->setStatusTip(tr("Show the time played beside the board"));
    m_peers->setText(tr("Highlight &Peers"));
    m_peers->setStatusTip(tr("Shade the row, column and box of the selected cell"));
    m_sameDigit->setText(tr("Highlight &Same Digit"));
    m_sameDigit->setStatusTip(tr("Mark every cell that holds the selected cell's digit"));
}

void GameActions::setFilterDigit(int symbol)
{
    for (int s = 0; s < m_filters.size(); ++s)
        m_filters[s]->setChecked(s == symbol);
}

void GameActions::updateLevelTexts()
{
    for (int level = 0; level < m_levels.size(); ++level) {
        const QString name = DifficultyPanel::levelName(static_cast<core::Level>(level));
        QAction *a = m_levels[level];
        if (m_levelCounts.isEmpty()) {
            a->setText(tr("%1 (rating the puzzles…)").arg(name));
            a->setEnabled(false);
        } else {
            const int count = m_levelCounts.value(level);
            a->setText(tr("%1 (%Ln puzzle(s))", nullptr, count).arg(name));
            a->setEnabled(count > 0);
        }
        a->setStatusTip(tr("Start a random bundled puzzle of this level"));
    }
}
