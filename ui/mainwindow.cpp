#include "mainwindow.h"

#include "board/gridmodel.h"
#include "board/gridview.h"
#include "common/asyncrunner.h"
#include "common/boundedfile.h"
#include "common/errortext.h"
#include "common/theme.h"
#include "logic/pathbuilder.h"
#include "play/difficultypanel.h"
#include "play/digitpad.h"
#include "play/game.h"
#include "play/gamefile.h"
#include "play/hintpanel.h"
#include "play/puzzlelibrary.h"
#include "play/steplistmodel.h"
#include "rating/humanscore.h"
#include "wording/stepwording.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>
#include <QUrl>
#include <QVBoxLayout>

namespace {

QString formatTime(qint64 ms)
{
    const qint64 s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2")
        .arg(s / 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

MainWindow::MainWindow(bool restoreAutosave, QWidget *parent)
    : QMainWindow { parent }
    , m_game { new Game(this) }
    , m_model { new GridModel(m_game, this) }
    , m_view { new GridView }
    , m_clockTimer { new QTimer(this) }
    , m_autosaveTimer { new QTimer(this) }
{
    setObjectName(QStringLiteral("mainWindow"));
    m_view->setGridModel(m_model);
    createActions();
    createMenus();
    createPanels();

    connect(m_game, &Game::reset, this, &MainWindow::updateInfo);
    connect(m_game, &Game::reset, this, [this] {
        const core::Geometry &g = m_game->geometry();
        m_pad->setShape(g.boxRows(), g.boxCols());
    });
    connect(m_game, &Game::completed, this, &MainWindow::onCompleted);
    connect(m_model, &GridModel::selectedCellChanged, this, &MainWindow::updateInfo);
    connect(m_view, &GridView::symbolTyped, this, &MainWindow::onSymbol);
    connect(m_view, &GridView::eraseRequested, m_erase, &QAction::trigger);
    connect(m_view, &GridView::modeToggleRequested, m_pencil, &QAction::toggle);
    connect(m_view, &GridView::candidateToggleRequested, this,
        [this](int cell, int symbol) { m_game->toggleCandidate({ cell }, symbol); });
    connect(
        m_view, &GridView::eraseCellRequested, this, [this](int cell) { m_game->erase({ cell }); });
    connect(m_pad, &DigitPad::symbolClicked, this, [this](int s) { onSymbol(s, false); });

    // The clock: shown every half second, paused while the window is minimised or inactive.
    m_clockTimer->setInterval(500);
    connect(m_clockTimer, &QTimer::timeout, this, &MainWindow::updateClock);
    connect(m_game, &Game::statsChanged, this, &MainWindow::updateClock);
    m_clockTimer->start();

    // Autosave shortly after every change, so a crash loses at most a second of play. The
    // countdown starts at the first change not saved yet; later changes do not restart it (a
    // player who never pauses for 0.8 s would otherwise never be saved).
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(800);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    const auto scheduleAutosave = [this] {
        if (!m_autosaveTimer->isActive())
            m_autosaveTimer->start();
    };
    connect(m_game, &Game::cellsChanged, this, scheduleAutosave);
    connect(m_game, &Game::reset, this, scheduleAutosave);
    connect(m_game->undoStack(), &QUndoStack::cleanChanged, this,
        [this](bool clean) { setWindowModified(!clean); });

    // The steps available now and the difficulty figures follow the board, off the GUI thread.
    m_stepRunner = new AsyncRunner(this);
    m_stepTimer = new QTimer(this);
    m_stepTimer->setSingleShot(true);
    m_stepTimer->setInterval(250);
    connect(m_stepTimer, &QTimer::timeout, this, &MainWindow::refreshSteps);
    connect(m_game, &Game::cellsChanged, this, &MainWindow::onBoardChanged);
    connect(m_game, &Game::reset, this, [this] {
        m_difficulty->setPuzzle(m_game->board());
        onBoardChanged();
    });
    connect(m_stepView, &QListView::clicked, this, [this](const QModelIndex &index) {
        if (const core::Step *step = m_steps->stepAt(index.row()))
            m_hints->showStep(*step);
    });
    connect(m_stepView, &QListView::activated, this, [this](const QModelIndex &index) {
        if (const core::Step *step = m_steps->stepAt(index.row())) {
            const core::Step copy = *step;
            m_game->countHint();
            m_game->applyStep(
                copy, StepWording(m_game->geometry(), m_settings.cellNaming()).summary(copy));
        }
    });

    // Rate the bundled puzzles in the background, for New Game by level.
    m_libraryRunner = new AsyncRunner(this);
    m_libraryRunner->start<QVector<PuzzleLibrary::RatedPuzzle>>(
        [](const std::atomic<bool> &stop) { return PuzzleLibrary::rateAll(stop); },
        [this](QVector<PuzzleLibrary::RatedPuzzle> rated) {
            m_rated = std::move(rated);
            updateLevelMenu();
        });

    applySettings();
    retranslateUi();

    bool restored = false;
    if (restoreAutosave && QFile::exists(GameFile::autosavePath())) {
        QString error;
        restored
            = GameFile::load(*m_game, GameFile::autosavePath(), &error) && !m_game->isCompleted();
        if (!restored && !error.isEmpty()) {
            // Keep the file the player's game was in: the new game must not overwrite it. If it
            // cannot be moved aside, autosave stays off for this session.
            QString kept = GameFile::keepAside(GameFile::autosavePath());
            if (kept.isEmpty()) {
                m_autosaveEnabled = false;
                kept = GameFile::autosavePath();
            }
            // Say so where it cannot be missed, once the window is up.
            QTimer::singleShot(
                0, this, [this, error, kept] { reportUnreadableAutosave(error, kept); });
        }
    }
    if (!restored) {
        startPuzzle(PuzzleLibrary::firstPuzzle(), PuzzleLibrary::collections().front().title);
    } else {
        syncAutoCandidatesAction();
        statusBar()->showMessage(tr("Welcome back: your game is restored."), 5000);
    }

    const QByteArray geometry = m_settings.windowGeometry();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1000, 700);
    restoreState(m_settings.windowState());
}

MainWindow::~MainWindow() = default;

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createActions()
{
    auto make = [this](const char *name, auto slot, const QKeySequence &key = {}) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_open = make("openAction", &MainWindow::open, QKeySequence::Open);
    m_save = make("saveAction", &MainWindow::save, QKeySequence::Save);
    m_saveAs = make("saveAsAction", &MainWindow::saveAs);
    // Generic X11 and Windows have no Save As key: Ctrl+Shift+S there, as on GNOME, KDE and macOS.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (saveAsKeys.isEmpty())
        saveAsKeys = { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) };
    m_saveAs->setShortcuts(saveAsKeys);
    m_paste = make("pasteAction", &MainWindow::pasteFromClipboard, QKeySequence::Paste);
    m_quit = make("quitAction", &QWidget::close, QKeySequence::Quit);
    m_undo = m_game->undoStack()->createUndoAction(this);
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_game->undoStack()->createRedoAction(this);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &k :
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) })
        if (!redoKeys.contains(k))
            redoKeys.push_back(k);
    m_redo->setShortcuts(redoKeys);
    m_pencil = new QAction(this);
    m_pencil->setObjectName(QStringLiteral("pencilAction"));
    m_pencil->setCheckable(true);
    m_erase = make("eraseAction", [this] { m_game->erase(m_view->targetCells()); });
    m_fill = make("fillAction", [this] { m_game->fillAllCandidates(); });
    m_auto = new QAction(this);
    m_auto->setObjectName(QStringLiteral("autoCandidatesAction"));
    m_auto->setCheckable(true);
    connect(m_auto, &QAction::toggled, this, [this](bool on) {
        m_game->setAutoCandidates(on);
        m_settings.setAutoCandidates(on);
    });
    m_restart = make("restartAction", [this] { m_game->restart(); });
    m_check = make("checkAction", &MainWindow::check, QKeySequence(Qt::CTRL | Qt::Key_E));
    m_reveal
        = make("revealAction", &MainWindow::revealSelected, QKeySequence(Qt::CTRL | Qt::Key_R));

    m_showTimer = new QAction(this);
    m_showTimer->setObjectName(QStringLiteral("showTimerAction"));
    m_showTimer->setCheckable(true);
    connect(m_showTimer, &QAction::toggled, this, [this](bool on) {
        m_settings.setShowTimer(on);
        if (m_clock)
            m_clock->setVisible(on);
    });
    m_peers = new QAction(this);
    m_peers->setObjectName(QStringLiteral("highlightPeersAction"));
    m_peers->setCheckable(true);
    connect(m_peers, &QAction::toggled, this, [this](bool on) {
        m_settings.setHighlightPeers(on);
        m_model->setHighlightPeers(on);
    });
    m_sameDigit = new QAction(this);
    m_sameDigit->setObjectName(QStringLiteral("highlightSameDigitAction"));
    m_sameDigit->setCheckable(true);
    connect(m_sameDigit, &QAction::toggled, this, [this](bool on) {
        m_settings.setHighlightSameDigit(on);
        m_model->setHighlightSameDigit(on);
    });

    auto *naming = new QActionGroup(this);
    m_namingLetter = naming->addAction(QStringLiteral("A1"));
    m_namingLetter->setObjectName(QStringLiteral("namingLetterAction"));
    m_namingRowColumn = naming->addAction(QStringLiteral("r1c1"));
    m_namingRowColumn->setObjectName(QStringLiteral("namingRowColumnAction"));
    for (QAction *a : naming->actions())
        a->setCheckable(true);
    connect(naming, &QActionGroup::triggered, this, [this](QAction *a) {
        const auto n
            = a == m_namingRowColumn ? core::CellNaming::RowColumn : core::CellNaming::Letter;
        m_settings.setCellNaming(n);
        m_model->setCellNaming(n);
        m_steps->setCellNaming(n);
        updateInfo();
    });

    auto *themes = new QActionGroup(this);
    m_themeSystem = themes->addAction(QString());
    m_themeLight = themes->addAction(QString());
    m_themeDark = themes->addAction(QString());
    m_themeSystem->setObjectName(QStringLiteral("themeSystemAction"));
    m_themeLight->setObjectName(QStringLiteral("themeLightAction"));
    m_themeDark->setObjectName(QStringLiteral("themeDarkAction"));
    for (QAction *a : themes->actions())
        a->setCheckable(true);
    connect(themes, &QActionGroup::triggered, this, [this](QAction *a) {
        const auto t = a == m_themeDark ? Settings::Theme::Dark
            : a == m_themeLight         ? Settings::Theme::Light
                                        : Settings::Theme::System;
        m_settings.setTheme(t);
        Appearance::applyTheme(t);
    });

    auto *languages = new QActionGroup(this);
    m_langSystem = languages->addAction(QString());
    m_langEn = languages->addAction(QStringLiteral("English"));
    m_langDe = languages->addAction(QStringLiteral("Deutsch"));
    m_langJa = languages->addAction(QStringLiteral("日本語"));
    m_langSystem->setObjectName(QStringLiteral("languageSystemAction"));
    m_langEn->setObjectName(QStringLiteral("languageEnAction"));
    m_langDe->setObjectName(QStringLiteral("languageDeAction"));
    m_langJa->setObjectName(QStringLiteral("languageJaAction"));
    for (QAction *a : languages->actions())
        a->setCheckable(true);
    connect(languages, &QActionGroup::triggered, this, [this](QAction *a) {
        const QString code = a == m_langEn ? QStringLiteral("en")
            : a == m_langDe                ? QStringLiteral("de")
            : a == m_langJa                ? QStringLiteral("ja")
                                           : QString();
        m_settings.setLanguage(code);
        Appearance::applyLanguage(code);
    });

    m_about = make("aboutAction", [this] {
        QMessageBox::about(this, tr("About Sudoku Tutor"),
            tr("<p><b>Sudoku Tutor</b> teaches Sudoku and shows how solving "
               "algorithms think.</p>"));
    });

    for (const auto &c : PuzzleLibrary::collections()) {
        auto *a = new QAction(this);
        a->setObjectName(QStringLiteral("newGame_") + c.id);
        const int i = int(m_newGameActions.size());
        connect(a, &QAction::triggered, this, [this, i] { newGameFrom(i); });
        m_newGameActions.push_back(a);
    }
    const QKeySequence hintKeys[3]
        = { QKeySequence(Qt::Key_F2), QKeySequence(Qt::Key_F3), QKeySequence(Qt::Key_F4) };
    const char *hintNames[3] = { "hintWhereAction", "hintShowAction", "hintApplyAction" };
    for (int i = 0; i < 3; ++i) {
        m_hintActions[i] = new QAction(this);
        m_hintActions[i]->setObjectName(QLatin1String(hintNames[i]));
        m_hintActions[i]->setShortcut(hintKeys[i]);
        connect(
            m_hintActions[i], &QAction::triggered, this, [this, i] { m_hints->showLevel(i + 1); });
    }
    for (int level = 0; level < core::kLevelCount; ++level) {
        auto *a = new QAction(this);
        a->setObjectName(QStringLiteral("newGameLevel%1").arg(level));
        a->setEnabled(false);
        connect(a, &QAction::triggered, this, [this, level] { newGameOfLevel(level); });
        m_levelActions.push_back(a);
    }
    // Shortcuts work while the board has focus, and through the menus.
    addActions({ m_check, m_reveal, m_hintActions[0], m_hintActions[1], m_hintActions[2] });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newGameMenu = m_fileMenu->addMenu(QString());
    m_newGameMenu->addActions(m_levelActions);
    m_newGameMenu->addSeparator();
    m_collectionMenu = m_newGameMenu->addMenu(QString());
    m_collectionMenu->addActions(m_newGameActions);
    m_fileMenu->addAction(m_open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    m_fileMenu->addAction(m_paste);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_save);
    m_fileMenu->addAction(m_saveAs);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_pencil);
    m_editMenu->addAction(m_erase);
    m_editMenu->addAction(m_fill);
    m_editMenu->addAction(m_auto);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_restart);

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_hintActions[0]);
    m_gameMenu->addAction(m_hintActions[1]);
    m_gameMenu->addAction(m_hintActions[2]);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_check);
    m_gameMenu->addAction(m_reveal);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_showTimer);
    m_viewMenu->addAction(m_peers);
    m_viewMenu->addAction(m_sameDigit);
    m_namingMenu = m_viewMenu->addMenu(QString());
    m_namingMenu->addActions({ m_namingLetter, m_namingRowColumn });
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->addActions({ m_themeSystem, m_themeLight, m_themeDark });
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions({ m_langSystem, m_langEn, m_langDe, m_langJa });

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_about);
}

void MainWindow::createPanels()
{
    auto *central = new QWidget;
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(16);
    layout->addWidget(new BoardFrame(m_view), 1);

    auto *side = new QWidget;
    side->setObjectName(QStringLiteral("sidePanel"));
    side->setMinimumWidth(260);
    side->setMaximumWidth(380);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(10);

    auto *top = new QHBoxLayout;
    m_info = new QLabel;
    m_info->setObjectName(QStringLiteral("puzzleInfo"));
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);
    m_info->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    top->addWidget(m_info, 1);
    m_clock = new QLabel;
    m_clock->setObjectName(QStringLiteral("clock"));
    QFont clockFont = m_clock->font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.6);
    clockFont.setFamily(QStringLiteral("DejaVu Sans Mono"));
    m_clock->setFont(clockFont);
    m_clock->setAlignment(Qt::AlignTop | Qt::AlignRight);
    top->addWidget(m_clock);
    sideLayout->addLayout(top);

    m_pad = new DigitPad(m_pencil, m_erase);
    sideLayout->addWidget(m_pad);

    m_hints = new HintPanel(m_game, m_model);
    sideLayout->addWidget(m_hints);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("sideTabs"));
    m_steps = new StepListModel(this);
    m_stepView = new QListView;
    m_stepView->setObjectName(QStringLiteral("stepList"));
    m_stepView->setModel(m_steps);
    m_stepView->setWordWrap(true);
    m_stepView->setAlternatingRowColors(true);
    m_stepView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_steps, &QAbstractItemModel::modelReset, m_stepView, &QListView::scrollToTop);
    m_history = new QUndoView(m_game->undoStack());
    m_history->setObjectName(QStringLiteral("historyView"));
    // History first: the list of steps gives answers away, so it waits until it is asked for.
    m_tabs->addTab(m_history, QString());
    m_tabs->addTab(m_stepView, QString());
    m_difficulty = new DifficultyPanel;
    m_tabs->addTab(m_difficulty, QString());
    sideLayout->addWidget(m_tabs, 1);
    layout->addWidget(side);
    setCentralWidget(central);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Sudoku Tutor") + QStringLiteral("[*]"));
    m_fileMenu->setTitle(tr("&File"));
    m_newGameMenu->setTitle(tr("&New Game"));
    const auto collections = PuzzleLibrary::collections();
    for (int i = 0; i < m_newGameActions.size() && i < collections.size(); ++i) {
        m_newGameActions[i]->setText(collections[i].title);
        m_newGameActions[i]->setStatusTip(tr("Start a random puzzle from this collection"));
    }
    m_open->setText(tr("&Open…"));
    m_open->setStatusTip(
        tr("Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …) or a saved game"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_paste->setText(tr("&Paste Puzzle"));
    m_paste->setStatusTip(tr("Start a game with the puzzle on the clipboard"));
    m_save->setText(tr("&Save Game"));
    m_save->setStatusTip(tr("Save the game with its pencil marks, history and time"));
    m_saveAs->setText(tr("Save Game &As…"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("&Redo"));
    m_pencil->setText(tr("&Pencil Mode"));
    m_pencil->setToolTip(
        tr("Digits become pencil marks (Space switches; Shift+digit always marks)"));
    m_pencil->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_erase->setText(tr("E&rase"));
    m_erase->setToolTip(tr("Erase the digit or the pencil marks (Delete)"));
    m_fill->setText(tr("&Fill All Candidates"));
    m_fill->setStatusTip(tr("Write every possible candidate into every empty cell"));
    m_auto->setText(tr("&Automatic Candidates"));
    m_auto->setStatusTip(tr("Keep the pencil marks right as digits go in"));
    m_restart->setText(tr("Re&start"));
    m_restart->setStatusTip(tr("Clear everything you entered (undoable)"));
    m_gameMenu->setTitle(tr("&Game"));
    m_check->setText(tr("&Check"));
    m_check->setStatusTip(tr("Mark the digits that do not agree with the solution"));
    m_reveal->setText(tr("Reveal &Cell"));
    m_reveal->setStatusTip(tr("Put the solution's digit in the selected cell"));
    m_viewMenu->setTitle(tr("&View"));
    m_showTimer->setText(tr("Show &Timer"));
    m_peers->setText(tr("Highlight &Peers"));
    m_sameDigit->setText(tr("Highlight &Same Digit"));
    m_namingMenu->setTitle(tr("Cell &Names"));
    m_namingLetter->setText(tr("Letter and number (A1)"));
    m_namingRowColumn->setText(tr("Row and column (r1c1)"));
    m_themeMenu->setTitle(tr("T&heme"));
    m_themeSystem->setText(tr("System"));
    m_themeLight->setText(tr("Light"));
    m_themeDark->setText(tr("Dark"));
    m_languageMenu->setTitle(tr("&Language"));
    m_langSystem->setText(tr("System Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About Sudoku Tutor"));
    m_tabs->setTabText(m_tabs->indexOf(m_stepView), tr("Steps"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_stepView),
        tr("Every step that applies now; click one to see it, double-click to apply it"));
    m_tabs->setTabText(m_tabs->indexOf(m_history), tr("History"));
    m_tabs->setTabText(m_tabs->indexOf(m_difficulty), tr("Difficulty"));
    m_collectionMenu->setTitle(tr("From a &Collection"));
    m_hintActions[0]->setText(tr("Hint: &Where to Look"));
    m_hintActions[0]->setStatusTip(tr("Name the next technique and where to look"));
    m_hintActions[1]->setText(tr("Hint: &Show the Pattern"));
    m_hintActions[1]->setStatusTip(tr("Highlight the pattern and explain it"));
    m_hintActions[2]->setText(tr("Hint: &Apply the Step"));
    m_hintActions[2]->setStatusTip(tr("Make the step on the board (undoable)"));
    updateLevelMenu();
    m_steps->refresh();
    m_history->setEmptyLabel(tr("New game"));
    updateInfo();
    updateClock();
}

void MainWindow::applySettings()
{
    const QSignalBlocker blockAuto(m_auto);
    m_auto->setChecked(m_settings.autoCandidates());
    m_game->setAutoCandidates(m_settings.autoCandidates());
    m_showTimer->setChecked(m_settings.showTimer());
    m_clock->setVisible(m_settings.showTimer());
    m_peers->setChecked(m_settings.highlightPeers());
    m_model->setHighlightPeers(m_settings.highlightPeers());
    m_sameDigit->setChecked(m_settings.highlightSameDigit());
    m_model->setHighlightSameDigit(m_settings.highlightSameDigit());
    const auto naming = m_settings.cellNaming();
    (naming == core::CellNaming::RowColumn ? m_namingRowColumn : m_namingLetter)->setChecked(true);
    m_model->setCellNaming(naming);
    m_steps->setCellNaming(naming);
    switch (m_settings.theme()) {
    case Settings::Theme::System:
        m_themeSystem->setChecked(true);
        break;
    case Settings::Theme::Light:
        m_themeLight->setChecked(true);
        break;
    case Settings::Theme::Dark:
        m_themeDark->setChecked(true);
        break;
    }
    const QString lang = m_settings.language();
    (lang == QLatin1String("en")          ? m_langEn
            : lang == QLatin1String("de") ? m_langDe
            : lang == QLatin1String("ja") ? m_langJa
                                          : m_langSystem)
        ->setChecked(true);
}

bool MainWindow::pencilMode() const
{
    return m_pencil->isChecked();
}

void MainWindow::setPencilMode(bool on)
{
    m_pencil->setChecked(on);
}

void MainWindow::onSymbol(int symbol, bool shifted)
{
    const QVector<int> cells = m_view->targetCells();
    if (cells.isEmpty())
        return;
    // Several selected cells always take pencil marks; one cell takes a digit unless in pencil
    // mode or Shift is held.
    if (shifted || pencilMode() || cells.size() > 1)
        m_game->toggleCandidate(cells, symbol);
    else
        m_game->enterDigit(cells, symbol);
}

void MainWindow::open()
{
    const QString path = askFileName(tr("Open Puzzle or Game"),
        tr("Puzzles and games (*.txt *.sdk *.ss *.sud *.pm *.json *.sudoku);;All files (*)"),
        false);
    if (!path.isEmpty())
        openFile(path);
}

QString MainWindow::askFileName(const QString &caption, const QString &filter, bool save)
{
    if (m_askFileName)
        return m_askFileName(caption, filter, save);
    return save ? QFileDialog::getSaveFileName(this, caption, QString(), filter)
                : QFileDialog::getOpenFileName(this, caption, QString(), filter);
}

bool MainWindow::openFile(const QString &path)
{
    if (GameFile::isGameFile(path)) {
        QString error;
        if (!GameFile::load(*m_game, path, &error)) {
            showErrors({ error }, QFileInfo(path).fileName());
            return false;
        }
        m_currentFile = path;
        m_game->undoStack()->setClean();
        m_settings.addRecentFile(path);
        m_lastError.clear();
        syncAutoCandidatesAction();
        statusBar()->showMessage(tr("Opened the game %1.").arg(QFileInfo(path).fileName()), 5000);
        return true;
    }
    const BoundedFile::Contents contents = BoundedFile::read(path);
    if (contents.status != BoundedFile::Status::Ok) {
        core::ParseError e;
        e.code = contents.status == BoundedFile::Status::TooLarge
            ? core::ParseError::Code::TooLarge
            : core::ParseError::Code::CannotOpen;
        e.expected = BoundedFile::limitMiB();
        e.source = path.toStdString();
        showErrors({ ErrorText::describe(e, m_game->geometry()) }, path);
        return false;
    }
    const QByteArray &bytes = contents.bytes;
    const bool ok = loadResult(core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()),
                                   QFileInfo(path).fileName().toStdString()),
        QFileInfo(path).fileName());
    if (ok)
        m_settings.addRecentFile(path);
    return ok;
}

bool MainWindow::loadText(const QString &text, const QString &source)
{
    const QByteArray bytes = text.toUtf8();
    return loadResult(
        core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()), source.toStdString()),
        source);
}

void MainWindow::pasteFromClipboard()
{
    const QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        showErrors({ tr("The clipboard holds no text.") }, tr("clipboard"));
        return;
    }
    loadText(text, tr("clipboard"));
}

bool MainWindow::loadResult(core::ParseResult result, const QString &source)
{
    // Only the first puzzle of a file becomes the game; check it for contradictions and
    // count its solutions.
    if (result.errors.empty() && result.puzzles.size() > 1)
        result.puzzles.resize(1);
    if (result.errors.empty())
        core::checkSolutions(result, Game::kSolutionNodeLimit);
    if (!result.errors.empty() || result.puzzles.empty()) {
        QStringList messages;
        const core::Geometry &g
            = result.puzzles.empty() ? m_game->geometry() : result.puzzles.front().board.geometry();
        for (const auto &e : result.errors)
            messages << ErrorText::describe(e, g, m_settings.cellNaming());
        if (messages.isEmpty())
            messages << tr("No puzzle was found.");
        showErrors(messages, source);
        return false;
    }
    startPuzzle(result.puzzles.front(), source);
    return true;
}

void MainWindow::startPuzzle(const core::Puzzle &puzzle, const QString &source)
{
    m_lastError.clear();
    m_currentFile.clear();
    m_game->start(puzzle, source);
    m_game->undoStack()->setClean();
    const auto status = puzzle.status;
    if (status == core::SolutionStatus::None)
        statusBar()->showMessage(tr("Loaded %1: this puzzle has no solution.").arg(source));
    else if (status == core::SolutionStatus::Multiple)
        statusBar()->showMessage(tr("Loaded %1: this puzzle has several solutions.").arg(source));
    else
        statusBar()->showMessage(tr("Loaded %1.").arg(source), 5000);
}

void MainWindow::newGameFrom(int collection)
{
    const auto collections = PuzzleLibrary::collections();
    if (collection < 0 || collection >= collections.size())
        return;
    const int size = int(PuzzleLibrary::load(collections[collection]).puzzles.size());
    if (size == 0)
        return;
    if (const auto p = PuzzleLibrary::puzzle(collection, QRandomGenerator::global()->bounded(size)))
        startPuzzle(*p, collections[collection].title);
}

void MainWindow::save()
{
    if (m_currentFile.isEmpty())
        saveAs();
    else
        saveTo(m_currentFile);
}

void MainWindow::saveAs()
{
    QString path = askFileName(tr("Save Game"), tr("Sudoku Tutor games (*.sudoku *.json)"), true);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".sudoku");
    saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    QString error;
    if (!GameFile::save(*m_game, path, &error)) {
        showError(tr("Could not save the game"), error);
        return false;
    }
    m_currentFile = path;
    m_game->undoStack()->setClean();
    m_settings.addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::autosave()
{
    if (!m_autosaveEnabled)
        return false;
    QString error;
    const bool ok = GameFile::save(*m_game, GameFile::autosavePath(), &error);
    if (!ok)
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error));
    return ok;
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (const QString &f : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(f).fileName());
        a->setToolTip(f);
        a->setStatusTip(f);
        connect(a, &QAction::triggered, this, [this, f] { openFile(f); });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
}

void MainWindow::check()
{
    const QVector<int> wrong = m_game->wrongEntries();
    m_model->markWrong(wrong);
    if (!m_game->hasSolution())
        statusBar()->showMessage(tr("This puzzle has no single solution to check against."), 5000);
    else if (wrong.isEmpty())
        statusBar()->showMessage(tr("No mistakes so far."), 5000);
    else
        statusBar()->showMessage(
            tr("%n digit(s) do not agree with the solution.", nullptr, int(wrong.size())), 5000);
}

void MainWindow::revealSelected()
{
    const int cell = m_model->selectedCell();
    if (cell < 0) {
        statusBar()->showMessage(tr("Select a cell to reveal."), 4000);
        return;
    }
    if (!m_game->revealCell(cell))
        statusBar()->showMessage(tr("Nothing to reveal there."), 4000);
}

void MainWindow::onCompleted()
{
    updateClock();
    const QString text
        = tr("<p><b>Solved!</b></p><p>Time: %1<br>Hints used: %2<br>Mistakes: %3</p>")
              .arg(formatTime(m_game->elapsedMs()))
              .arg(m_game->hintsUsed())
              .arg(m_game->mistakes());
    statusBar()->showMessage(tr("Solved in %1.").arg(formatTime(m_game->elapsedMs())));
    if (m_completionBox)
        m_completionBox->close();
    m_completionBox
        = new QMessageBox(QMessageBox::Information, tr("Well done"), text, QMessageBox::Ok, this);
    m_completionBox->setObjectName(QStringLiteral("completionBox"));
    m_completionBox->setAttribute(Qt::WA_DeleteOnClose);
    m_completionBox->open();
}

void MainWindow::showErrors(const QStringList &errors, const QString &source)
{
    constexpr int kShown = 8;
    QStringList shown = errors.mid(0, kShown);
    if (errors.size() > kShown)
        shown << tr("… and %n more problem(s).", nullptr, int(errors.size() - kShown));
    m_lastError = errors.join(QLatin1Char('\n'));
    statusBar()->showMessage(tr("Could not load %1; the current puzzle stays.").arg(source));
    showError(tr("Could not load the puzzle"),
        tr("The puzzle from %1 could not be loaded. The current puzzle stays.").arg(source)
            + QStringLiteral("\n\n") + shown.join(QLatin1Char('\n')));
}

void MainWindow::showError(const QString &title, const QString &text)
{
    if (m_lastError.isEmpty())
        m_lastError = text;
    if (m_errorBox)
        m_errorBox->close();
    const int split = text.indexOf(QStringLiteral("\n\n"));
    m_errorBox = new QMessageBox(
        QMessageBox::Warning, title, split < 0 ? text : text.left(split), QMessageBox::Ok, this);
    m_errorBox->setObjectName(QStringLiteral("loadErrorBox"));
    if (split >= 0)
        m_errorBox->setInformativeText(text.mid(split + 2));
    m_errorBox->setAttribute(Qt::WA_DeleteOnClose);
    m_errorBox->open();
}

void MainWindow::reportUnreadableAutosave(const QString &error, const QString &keptAs)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Your saved game could not be restored"),
        tr("The game you were playing could not be read back, so a new "
           "puzzle was opened."),
        QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("unreadableAutosaveBox"));
    box->setInformativeText(tr("Reason: %1\n\nNothing was deleted: the file was kept as\n%2")
                                .arg(error, QDir::toNativeSeparators(keptAs))
        + (m_autosaveEnabled ? QString()
                             : QStringLiteral("\n\n")
                    + tr("It could not be moved aside, so automatic saving is off until the next "
                         "start.")));
    QPushButton *folder = box->addButton(tr("Open Folder"), QMessageBox::ActionRole);
    folder->setObjectName(QStringLiteral("openFolderButton"));
    const QString dir = QFileInfo(keptAs).absolutePath();
    // The folder opens without closing the message.
    disconnect(folder, &QAbstractButton::clicked, nullptr, nullptr);
    connect(folder, &QAbstractButton::clicked, box,
        [dir] { QDesktopServices::openUrl(QUrl::fromLocalFile(dir)); });
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_lastError = error;
    statusBar()->showMessage(
        tr("The saved game could not be restored; it was kept as %1.").arg(keptAs));
    box->open();
}

void MainWindow::updateClock()
{
    if (!m_clock)
        return;
    m_clock->setText(formatTime(m_game->elapsedMs()));
    m_clock->setToolTip(m_game->isClockRunning() ? tr("Time played") : tr("Paused"));
}

void MainWindow::updateInfo()
{
    if (!m_info)
        return;
    const core::Board &b = m_game->board();
    QString status;
    switch (m_game->status()) {
    case core::SolutionStatus::Unique:
        status = tr("one solution");
        break;
    case core::SolutionStatus::Multiple:
        status
            = QStringLiteral("<span style='color:#d32f2f'>%1</span>").arg(tr("several solutions"));
        break;
    case core::SolutionStatus::None:
        status = QStringLiteral("<span style='color:#d32f2f'>%1</span>").arg(tr("no solution"));
        break;
    case core::SolutionStatus::Unknown:
        status = tr("not checked");
        break;
    }
    QString selected = tr("none");
    const int cell = m_model->selectedCell();
    if (cell >= 0)
        selected = QString::fromStdString(b.geometry().cellName(cell, m_settings.cellNaming()));
    m_info->setText(tr("<b>%1</b><br>Puzzle %2 · %3 × %3 · %4 givens<br>%5<br>Selected cell: %6")
                        .arg(m_game->source().toHtmlEscaped())
                        .arg(m_game->index())
                        .arg(b.side())
                        .arg(b.clueCount())
                        .arg(status, selected));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    autosave();
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    event->accept();
}

void MainWindow::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslateUi();
        break;
    case QEvent::WindowStateChange:
    case QEvent::ActivationChange:
        // The clock runs only while the player can see and use the window.
        if (isMinimized()
            || (!isActiveWindow() && QApplication::activeModalWidget() == nullptr
                && QApplication::platformName() != QLatin1String("offscreen")))
            m_game->pauseClock();
        else
            m_game->resumeClock();
        break;
    default:
        break;
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::onBoardChanged()
{
    m_difficulty->setPosition(m_game->board());
    // The listed steps belong to the old position: drop them (and any answer still coming)
    // at once, so none can be applied to the new one.
    m_stepRunner->cancel();
    m_steps->setSteps({}, m_game->geometry());
    m_stepTimer->start();
}

void MainWindow::refreshSteps()
{
    const core::Board board = m_game->effectiveBoard();
    const core::Geometry *geometry = &m_game->geometry();
    m_stepRunner->cancel();
    if (board.isComplete() || !m_game->wrongEntries().isEmpty()) {
        // Nothing to list on a finished board, and logic on a wrong one would mislead.
        m_steps->setSteps({}, *geometry);
        return;
    }
    m_stepRunner->start<std::vector<core::Step>>(
        [board](
            const std::atomic<bool> &stop) { return core::availableTutorSteps(board, 10, &stop); },
        [this, geometry](
            std::vector<core::Step> steps) { m_steps->setSteps(std::move(steps), *geometry); });
}

void MainWindow::updateLevelMenu()
{
    int counts[core::kLevelCount] = {};
    for (const auto &r : m_rated)
        if (r.level >= 0 && r.level < core::kLevelCount)
            ++counts[r.level];
    for (int level = 0; level < m_levelActions.size(); ++level) {
        const QString name = DifficultyPanel::levelName(static_cast<core::Level>(level));
        QAction *a = m_levelActions[level];
        if (m_rated.isEmpty()) {
            a->setText(tr("%1 (rating the puzzles…)").arg(name));
            a->setEnabled(false);
        } else {
            a->setText(tr("%1 (%n puzzle(s))", nullptr, counts[level]).arg(name));
            a->setEnabled(counts[level] > 0);
        }
        a->setStatusTip(tr("Start a random bundled puzzle of this level"));
    }
}

bool MainWindow::newGameOfLevel(int level)
{
    QVector<PuzzleLibrary::RatedPuzzle> candidates;
    for (const auto &r : m_rated)
        if (r.level == level)
            candidates.push_back(r);
    if (candidates.isEmpty())
        return false;
    const auto pick = candidates[QRandomGenerator::global()->bounded(int(candidates.size()))];
    const auto p = PuzzleLibrary::puzzle(pick.collection, pick.index);
    if (!p)
        return false;
    startPuzzle(*p,
        tr("%1 · %2").arg(PuzzleLibrary::collections()[pick.collection].title,
            DifficultyPanel::levelName(static_cast<core::Level>(level))));
    return true;
}

void MainWindow::syncAutoCandidatesAction()
{
    // A loaded game brings its own auto-candidate mode; the menu shows the game's.
    const QSignalBlocker block(m_auto);
    m_auto->setChecked(m_game->autoCandidates());
}
