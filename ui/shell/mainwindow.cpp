#include "shell/mainwindow.h"

#include "common/appearanceactions.h"
#include "compare/compareworkspace.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamefiles.h"
#include "game/puzzlelibrary.h"
#include "game/puzzlepicker.h"
#include "help/shortcutsheet.h"
#include "help/techniquehelpwindow.h"
#include "lab/labworkspace.h"
#include "play/drillworkspace.h"
#include "play/gameactions.h"
#include "play/playworkspace.h"
#include "practice/practice.h"
#include "race/raceworkspace.h"
#include "runview/transport.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>

MainWindow::MainWindow(bool restoreAutosave, bool randomFirstPuzzle, QWidget *parent)
    : QMainWindow { parent }
    , m_game { new Game(this) }
    , m_actions { new GameActions(m_game, m_settings, this) }
    , m_appearance { new AppearanceActions(m_settings, this) }
    , m_files { new GameFiles(m_game, m_settings, this) }
    , m_autosave { new Autosave(m_game, this) }
    , m_picker { new PuzzlePicker(this) }
    , m_play { new PlayWorkspace(m_game, m_actions) }
    , m_lab { new LabWorkspace }
    , m_race { new RaceWorkspace }
    , m_practice { new Practice(m_game, this) }
    , m_modes { new QStackedWidget }
    , m_modeActions { new QActionGroup(this) }
{
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_modes);
    createMenus();
    addMode(m_play, { m_editMenu, m_gameMenu });
    addMode(m_lab, { m_labMenu });
    addMode(m_race, { m_race->menu() });
    m_compare = new CompareWorkspace;
    addMode(m_compare, {});
    // Drills (issue 34): a board of their own, never the game in play (Ctrl+5; Game ▸ Drill).
    m_drill = new DrillWorkspace(&m_settings);
    addMode(m_drill, {});
    connectParts();
    retranslateUi();

    // The drill session of the last run comes back with its mode (openDrill()); a run that does
    // not restore the game does not write drills either (tests, screenshots).
    m_drill->setPersistent(restoreAutosave);

    if (restoreAutosave && m_autosave->restore()) {
        m_files->adoptFile(m_autosave->restoredGameFile(), m_autosave->restoredCleanIndex());
    } else {
        // A first start: a random easy puzzle (every puzzle of the easy collection rates Easy).
        const auto pick = randomFirstPuzzle ? PuzzlePicker::fromCollection(0) : std::nullopt;
        if (pick)
            m_files->startPuzzle(pick->puzzle, pick->source, pick->origin);
        else
            m_files->startPuzzle(PuzzleLibrary::firstPuzzle(),
                PuzzleLibrary::collections().front().title,
                PuzzlePicker::collectionOrigin(PuzzleLibrary::collections().front().id));
    }

    const QByteArray geometry = m_settings.windowGeometry();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1000, 700);
    restoreState(m_settings.windowState());
}

MainWindow::~MainWindow() = default;

bool MainWindow::levelsReady() const
{
    return m_picker->isRated();
}

bool MainWindow::newGameOfLevel(int level)
{
    const auto pick = m_picker->ofLevel(level);
    if (pick)
        m_files->startPuzzle(pick->puzzle, pick->source, pick->origin);
    return pick.has_value();
}

bool MainWindow::nextPuzzle()
{
    const auto pick = PuzzlePicker::next(m_game->origin(), m_game->index());
    if (pick)
        m_files->startPuzzle(pick->puzzle, pick->source, pick->origin);
    else
        statusBar()->showMessage(tr("There is no next puzzle in %1.").arg(m_game->source()), 5000);
    return pick.has_value();
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createMenus()
{
    const GameActions *a = m_actions;
    m_fileMenu = menuBar()->addMenu(QString());
    m_newGameMenu = m_fileMenu->addMenu(QString());
    m_newGameMenu->addActions(a->newGameLevelActions());
    m_newGameMenu->addSeparator();
    m_newGameMenu->addActions(
        { m_practice->generateAction(), m_practice->practiceAction(), m_practice->recordAction() });
    m_newGameMenu->addSeparator();
    m_collectionMenu = m_newGameMenu->addMenu(QString());
    m_collectionMenu->addActions(a->newGameCollectionActions());
    m_fileMenu->addAction(a->openAction());
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(
        m_recentMenu, &QMenu::aboutToShow, this, [this] { m_files->fillRecentMenu(m_recentMenu); });
    m_resumeMenu = m_fileMenu->addMenu(QString());
    m_resumeMenu->setObjectName(QStringLiteral("resumeMenu"));
    connect(
        m_resumeMenu, &QMenu::aboutToShow, this, [this] { m_files->fillResumeMenu(m_resumeMenu); });
    m_fileMenu->addAction(a->pasteAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(a->saveAction());
    m_fileMenu->addAction(a->saveAsAction());
    m_fileMenu->addSeparator();
    m_quit = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), QString(), this);
    m_quit->setObjectName(QStringLiteral("quitAction"));
    m_quit->setShortcut(QKeySequence::Quit);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    m_fileMenu->addAction(m_quit);

    // Play's own menus; addMode() puts them in the menu bar.
    m_editMenu = new QMenu(this);
    m_editMenu->addActions({ a->undoAction(), a->redoAction() });
    m_editMenu->addSeparator();
    m_editMenu->addActions({ a->pencilModeAction(), a->eraseAction(), a->fillAction(),
        a->autoCandidatesAction(), a->removeFromPeersAction() });
    m_editMenu->addSeparator();
    m_editMenu->addAction(a->restartAction());
    m_gameMenu = new QMenu(this);
    m_gameMenu->addActions({ a->hintAction(1), a->hintAction(2), a->hintAction(3) });
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({ a->checkAction(), a->revealAction() });
    m_gameMenu->addSeparator();
    m_drillAction = m_gameMenu->addAction(QString());
    m_drillAction->setObjectName(QStringLiteral("drillAction"));
    connect(m_drillAction, &QAction::triggered, this, [this] { openDrill(std::nullopt); });
    m_gameMenu->addSeparator();
    m_filterMenu = m_gameMenu->addMenu(QString());
    m_filterMenu->setObjectName(QStringLiteral("filterMenu"));
    m_filterMenu->addAction(a->filterActions().front());
    m_filterMenu->addSeparator();
    m_filterMenu->addActions(a->filterActions().mid(1));

    // The Lab's menu: its transport, the heat-map, and the puzzle taken from Play.
    m_labMenu = new QMenu(this);
    m_labMenu->setObjectName(QStringLiteral("labMenu"));
    const QList<QAction *> lab = m_lab->labActions();
    m_labMenu->addActions(lab.mid(0, 2)); // run, cancel
    m_labMenu->addSeparator();
    m_labMenu->addActions(lab.mid(2, lab.size() - 5)); // play, steps, jumps, speed
    m_labMenu->addMenu(m_lab->transport()->landmarkMenu()); // what the jumps jump to
    m_labMenu->addSeparator();
    m_labMenu->addActions(lab.mid(lab.size() - 3)); // heat-map, take puzzle, take position

    // The switch between modes: hidden while there is only one.
    m_modeMenu = menuBar()->addMenu(QString());
    m_modeMenu->setObjectName(QStringLiteral("modeMenu"));
    m_modeMenu->menuAction()->setVisible(false);

    m_viewMenu = menuBar()->addMenu(QString());
    // The side panel folds away: on a small screen the board takes the whole window.
    m_sidePanel = new QAction(QString(), this);
    m_sidePanel->setObjectName(QStringLiteral("sidePanelAction"));
    m_sidePanel->setCheckable(true);
    m_sidePanel->setChecked(true);
    m_sidePanel->setShortcut(QKeySequence(Qt::Key_F9));
    connect(m_sidePanel, &QAction::toggled, m_play, &PlayWorkspace::setSidePanelVisible);
    m_viewMenu->addActions({ m_sidePanel, a->showTimerAction(), a->highlightPeersAction(),
        a->highlightSameDigitAction() });
    m_namingMenu = m_viewMenu->addMenu(QString());
    m_namingMenu->addActions(m_appearance->namingActions());
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->addActions(m_appearance->themeActions());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_appearance->languageActions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_about = new QAction(QIcon::fromTheme(QStringLiteral("help-about")), QString(), this);
    m_about->setObjectName(QStringLiteral("aboutAction"));
    connect(m_about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Sudoku Tutor"),
            tr("<p><b>Sudoku Tutor</b> teaches Sudoku and shows how solving "
               "algorithms think.</p>")
                //: The About box: the program's version number.
                + tr("<p>Version %1</p>").arg(QStringLiteral(SUDOKU_VERSION)));
    });
    m_shortcuts = new QAction(QString(), this);
    m_shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcuts->setShortcut(QKeySequence::HelpContents);
    connect(m_shortcuts, &QAction::triggered, this, [this] {
        auto *sheet = new ShortcutSheet(menuBar(), this);
        sheet->setAttribute(Qt::WA_DeleteOnClose);
        sheet->open();
    });
    m_techniques = new QAction(QIcon::fromTheme(QStringLiteral("help-contents")), QString(), this);
    m_techniques->setObjectName(QStringLiteral("techniquesAction"));
    connect(m_techniques, &QAction::triggered, this,
        [this] { showTechniqueHelp(techniqueHelp()->currentTechnique()); });
    m_helpMenu->addAction(m_techniques);
    m_helpMenu->addAction(m_shortcuts);
    m_helpMenu->addAction(m_about);
}

void MainWindow::connectParts()
{
    const GameActions *a = m_actions;
    // Files and New Game.
    connect(a->openAction(), &QAction::triggered, m_files, &GameFiles::open);
    connect(a->pasteAction(), &QAction::triggered, m_files, &GameFiles::pasteFromClipboard);
    connect(a->saveAction(), &QAction::triggered, m_files, &GameFiles::save);
    connect(a->saveAsAction(), &QAction::triggered, m_files, &GameFiles::saveAs);
    // The player's New Game asks before it replaces a game with unsaved moves.
    connect(a, &GameActions::newGameOfLevelRequested, this, [this](int level) {
        if (m_files->confirmReplace())
            newGameOfLevel(level);
    });
    connect(a, &GameActions::newGameFromCollectionRequested, this, [this](int collection) {
        if (!m_files->confirmReplace())
            return;
        if (const auto pick = PuzzlePicker::fromCollection(collection))
            m_files->startPuzzle(pick->puzzle, pick->source, pick->origin);
    });
    // From the completion dialog (a solved game: nothing to ask about).
    connect(m_play, &PlayWorkspace::newGameRequested, this, [this](int level) {
        if (!m_picker->isRated() || !newGameOfLevel(level))
            if (const auto pick = PuzzlePicker::fromCollection(0))
                m_files->startPuzzle(pick->puzzle, pick->source, pick->origin);
    });
    connect(m_play, &PlayWorkspace::nextPuzzleRequested, this, &MainWindow::nextPuzzle);
    connect(m_picker, &PuzzlePicker::rated, this, [this] {
        m_actions->setLevelCounts(m_picker->levelCounts());
        emit levelsRated();
    });
    connect(m_autosave, &Autosave::restoreFailed, m_files, &GameFiles::setLastError);
    // Generated games and Practice ask before the dialog opens.
    m_practice->setConfirmReplace([this] { return m_files->confirmReplace(); });
    connect(m_practice, &Practice::puzzleReady, m_files, &GameFiles::startPuzzle);
    connect(m_practice, &Practice::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_drill, &DrillWorkspace::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(
        m_practice, &Practice::drillRequested, this, [this](core::Technique t) { openDrill(t); });
    connect(m_drill, &DrillWorkspace::recordChanged, m_practice,
        [this] { m_practice->setDrillRecord(m_drill->record()); });
    m_practice->setDrillRecord(m_drill->record());

    // Play wires its own actions; a hint's title and a step's menu open the technique's page.
    connect(m_play, &PlayWorkspace::techniqueHelpRequested, this, &MainWindow::showTechniqueHelp);
    connect(
        m_appearance, &AppearanceActions::cellNamingChanged, m_play, &PlayWorkspace::setCellNaming);
    m_play->setCellNaming(m_settings.cellNaming());

    // The Lab and the race run on Play's puzzle: a new game hands it over (to the race while it
    // follows Play); they ask for the position.
    connect(m_game, &Game::reset, this, [this] {
        const auto [puzzle, source] = playPuzzle(false);
        m_lab->setPuzzle(puzzle, source);
        if (m_race->followsPlay())
            m_race->setPuzzle(puzzle, source);
    });
    connect(m_lab, &LabWorkspace::puzzleRequested, this, [this](bool currentPosition) {
        const auto [puzzle, source] = playPuzzle(currentPosition);
        m_lab->setPuzzle(puzzle, source);
    });
    connect(m_race, &RaceWorkspace::puzzleRequested, this, [this](bool currentPosition) {
        const auto [puzzle, source] = playPuzzle(currentPosition);
        m_race->setPuzzle(puzzle, source);
    });
    connect(
        m_appearance, &AppearanceActions::cellNamingChanged, m_race, &RaceWorkspace::setCellNaming);
    m_race->setCellNaming(m_settings.cellNaming());
    connect(m_race, &RaceWorkspace::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(
        m_appearance, &AppearanceActions::cellNamingChanged, m_lab, &LabWorkspace::setCellNaming);
    m_lab->setCellNaming(m_settings.cellNaming());
    connect(m_lab, &LabWorkspace::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_compare, &CompareWorkspace::statusMessage, statusBar(), &QStatusBar::showMessage);
    // A point of Compare's scatter opens its puzzle in the race, with the two strategies compared.
    connect(m_compare, &CompareWorkspace::openInRace, this,
        [this](const QString &puzzleText, const QStringList &specs, const QString &source) {
            if (!m_race->load(puzzleText, specs, source)) {
                statusBar()->showMessage(m_race->lastError(), 5000);
                return;
            }
            setCurrentMode(indexOfMode(m_race));
        });

    // What the parts have to say goes to the status bar, until the next move (a message about
    // the game before it would be stale: "Could not load …", "Solved in …" after an undo).
    connect(m_files, &GameFiles::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_autosave, &Autosave::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_play, &PlayWorkspace::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_game, &Game::cellsChanged, statusBar(), &QStatusBar::clearMessage);
    // The title names the game (its file, or where the puzzle came from); unsaved changes
    // mark it.
    connect(m_game->undoStack(), &QUndoStack::cleanChanged, this,
        [this](bool clean) { setWindowModified(!clean); });
    connect(m_game, &Game::reset, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::currentFileChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::currentFileChanged, m_autosave, &Autosave::setGameFile);
    // The race with a puzzle of its own (from Compare) names it while it is shown.
    connect(m_race, &RaceWorkspace::puzzleChanged, this, &MainWindow::updateTitle);
}

int MainWindow::addMode(QWidget *workspace, const QList<QMenu *> &menus)
{
    const int index = m_modes->addWidget(workspace);
    m_modeMenus.push_back(menus);
    for (QMenu *menu : menus)
        menuBar()->insertMenu(m_modeMenu->menuAction(), menu);
    QAction *a = m_modeMenu->addAction(workspace->windowTitle());
    a->setObjectName(workspace->objectName() + QStringLiteral("ModeAction"));
    a->setCheckable(true);
    a->setActionGroup(m_modeActions);
    if (index < 9)
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
    connect(workspace, &QWidget::windowTitleChanged, a, &QAction::setText);
    connect(a, &QAction::triggered, this, [this, index] { setCurrentMode(index); });
    m_modeMenu->menuAction()->setVisible(m_modes->count() > 1);
    setCurrentMode(m_modes->currentIndex());
    return index;
}

int MainWindow::currentMode() const
{
    return m_modes->currentIndex();
}

int MainWindow::indexOfMode(QWidget *workspace) const
{
    return m_modes->indexOf(workspace);
}

void MainWindow::setCurrentMode(int index)
{
    if (index < 0 || index >= m_modes->count())
        return;
    m_modes->setCurrentIndex(index);
    // Only the shown workspace sets the window's minimum size (a stacked widget takes the
    // largest of its pages' otherwise: the Lab's panes would keep Play from a small window).
    for (int i = 0; i < m_modes->count(); ++i)
        m_modes->widget(i)->setSizePolicy(i == index
                ? QSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred)
                : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
    // A workspace that names where its keys go gets the focus (the Lab: its event list).
    QWidget *workspace = m_modes->currentWidget();
    if (workspace->focusProxy() && !workspace->isAncestorOf(QApplication::focusWidget()))
        workspace->setFocus();
    // Hidden menus keep their actions' shortcuts asleep too.
    for (int i = 0; i < m_modeMenus.size(); ++i)
        for (QMenu *menu : m_modeMenus[i])
            menu->menuAction()->setVisible(i == index);
    m_modeActions->actions().at(index)->setChecked(true);
    updateClock();
    updateTitle();
}

void MainWindow::updateClock()
{
    // The clock runs only while the player can see and use the game: Play is the mode shown,
    // and the window is neither minimised nor left for another application.
    const bool away = isMinimized()
        || (!isActiveWindow() && QApplication::activeModalWidget() == nullptr
            && QApplication::platformName() != QLatin1String("offscreen"));
    m_game->setClockHeld(away || m_modes->currentWidget() != m_play);
}

std::pair<core::Board, QString> MainWindow::playPuzzle(bool currentPosition) const
{
    QString source = m_game->source();
    if (m_game->index() > 0)
        source = tr("%1 #%2", "file name, puzzle number").arg(source).arg(m_game->index());
    if (currentPosition)
        return { m_game->effectiveBoard(), tr("%1, the position in Play").arg(source) };
    return { m_game->board().givensOnly(), source };
}

void MainWindow::updateTitle()
{
    // The application's name follows (the platform adds " — Sudoku Tutor").
    QString name;
    if (m_race && m_modes->currentWidget() == m_race && !m_race->followsPlay()
        && !m_race->source().isEmpty())
        name = m_race->source();
    else if (!m_files->currentFile().isEmpty())
        name = QFileInfo(m_files->currentFile()).fileName();
    else if (m_game->source().isEmpty())
        name = tr("Sudoku Tutor");
    else if (m_game->index() > 0)
        //: The window title: where the puzzle comes from and its number there.
        name = tr("%1, puzzle %2").arg(m_game->source()).arg(m_game->index());
    else
        name = m_game->source();
    setWindowTitle(name + QStringLiteral("[*]"));
}

void MainWindow::retranslateUi()
{
    updateTitle();
    m_fileMenu->setTitle(tr("&File"));
    m_newGameMenu->setTitle(tr("&New Game"));
    m_collectionMenu->setTitle(tr("From a &Collection"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_resumeMenu->setTitle(tr("Res&ume"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_gameMenu->setTitle(tr("&Game"));
    m_drillAction->setText(tr("&Drill…"));
    m_drillAction->setStatusTip(
        tr("Practise one step at a time: positions where a technique is the next step"));
    m_labMenu->setTitle(tr("&Lab"));
    m_filterMenu->setTitle(tr("&Highlight Candidates"));
    m_modeMenu->setTitle(tr("&Mode"));
    m_viewMenu->setTitle(tr("&View"));
    m_namingMenu->setTitle(tr("Cell &Names"));
    m_themeMenu->setTitle(tr("T&heme"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_shortcuts->setText(tr("&Keyboard Shortcuts"));
    m_techniques->setText(tr("&Techniques"));
    m_techniques->setStatusTip(tr("What each solving technique is, with an example"));
    m_sidePanel->setText(tr("Side &Panel"));
    m_about->setText(tr("&About Sudoku Tutor"));
}

TechniqueHelpWindow *MainWindow::techniqueHelp()
{
    if (!m_techniqueHelp) {
        m_techniqueHelp = new TechniqueHelpWindow(this);
        m_techniqueHelp->setCellNaming(m_settings.cellNaming());
        connect(m_appearance, &AppearanceActions::cellNamingChanged, m_techniqueHelp,
            &TechniqueHelpWindow::setCellNaming);
    }
    return m_techniqueHelp;
}

void MainWindow::openDrill(std::optional<core::Technique> technique)
{
    // Shown, the mode brings back the session of the last run (DrillWorkspace::showEvent()).
    setCurrentMode(indexOfMode(m_drill));
    if (technique)
        m_drill->startSession(technique);
}

void MainWindow::showTechniqueHelp(core::Technique technique)
{
    TechniqueHelpWindow *help = techniqueHelp();
    help->showTechnique(technique);
    help->show();
    help->raise();
    help->activateWindow();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_autosave->save();
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
        updateClock();
        break;
    default:
        break;
    }
    QMainWindow::changeEvent(event);
}
