#include "mainwindow.h"

#include "errortext.h"
#include "game.h"
#include "gridmodel.h"
#include "gridview.h"
#include "puzzlelibrary.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow { parent }
    , m_game { new Game(this) }
    , m_model { new GridModel(m_game, this) }
    , m_view { new GridView }
    , m_info { new QLabel }
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Sudoku Tutor"));
    m_view->setGridModel(m_model);

    auto *central = new QWidget;
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(16);
    layout->addWidget(new BoardFrame(m_view), 1);

    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_info->setObjectName(QStringLiteral("puzzleInfo"));
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);
    m_info->setMinimumWidth(200);
    m_info->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    sideLayout->addWidget(m_info);
    sideLayout->addStretch(1);
    layout->addWidget(side);
    setCentralWidget(central);

    createActions();
    connect(m_game, &Game::reset, this, &MainWindow::updateInfo);
    connect(m_model, &GridModel::selectedCellChanged, this, &MainWindow::updateInfo);

    startPuzzle(PuzzleLibrary::firstPuzzle(), PuzzleLibrary::collections().front().title);
    resize(860, 640);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QMenu *newGame = file->addMenu(tr("&New Game"));
    const auto collections = PuzzleLibrary::collections();
    for (int i = 0; i < collections.size(); ++i) {
        QAction *a = newGame->addAction(collections[i].title);
        a->setObjectName(QStringLiteral("newGame_") + collections[i].id);
        a->setStatusTip(tr("Start a random puzzle from this collection"));
        connect(a, &QAction::triggered, this, [this, i] { newGameFrom(i); });
    }

    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setObjectName(QStringLiteral("openAction"));
    openAction->setShortcut(QKeySequence::Open);
    openAction->setStatusTip(tr("Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …)"));

    QAction *pasteAction = file->addAction(tr("&Paste Puzzle"), this,
                                           &MainWindow::pasteFromClipboard);
    pasteAction->setObjectName(QStringLiteral("pasteAction"));
    pasteAction->setShortcut(QKeySequence::Paste);
    pasteAction->setStatusTip(tr("Start a game with the puzzle on the clipboard"));

    file->addSeparator();
    QAction *quitAction = file->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setObjectName(QStringLiteral("quitAction"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Sudoku Tutor"), this, [this] {
        QMessageBox::about(this, tr("About Sudoku Tutor"),
                           tr("<p><b>Sudoku Tutor</b> teaches Sudoku and shows how solving "
                              "algorithms think.</p>"));
    });
}

void MainWindow::open()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Puzzle"), QString(),
        tr("Puzzles (*.txt *.sdk *.ss *.sud *.pm);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        core::ParseError e;
        e.code = core::ParseError::Code::CannotOpen;
        e.source = path.toStdString();
        showErrors({ ErrorText::describe(e, m_game->geometry()) }, path);
        return false;
    }
    const QByteArray bytes = file.readAll();
    return loadResult(core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()),
                                         QFileInfo(path).fileName().toStdString()),
                      QFileInfo(path).fileName());
}

bool MainWindow::loadText(const QString &text, const QString &source)
{
    const QByteArray bytes = text.toUtf8();
    return loadResult(core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()),
                                         source.toStdString()),
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
        core::checkSolutions(result);
    if (!result.errors.empty() || result.puzzles.empty()) {
        QStringList messages;
        const core::Geometry &g = result.puzzles.empty() ? m_game->geometry()
                                                         : result.puzzles.front().board.geometry();
        for (const auto &e : result.errors)
            messages << ErrorText::describe(e, g);
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
    m_game->start(puzzle, source);
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
    core::ParseResult r = PuzzleLibrary::load(collections[collection]);
    if (r.puzzles.empty())
        return;
    const int pick = QRandomGenerator::global()->bounded(int(r.puzzles.size()));
    core::ParseResult one;
    one.puzzles.push_back(r.puzzles[pick]);
    core::checkSolutions(one);
    if (!one.puzzles.empty())
        startPuzzle(one.puzzles.front(), collections[collection].title);
}

void MainWindow::showErrors(const QStringList &errors, const QString &source)
{
    constexpr int kShown = 8;
    QStringList shown = errors.mid(0, kShown);
    if (errors.size() > kShown)
        shown << tr("… and %n more problem(s).", nullptr, int(errors.size() - kShown));
    m_lastError = errors.join(QLatin1Char('\n'));
    statusBar()->showMessage(tr("Could not load %1; the current puzzle stays.").arg(source));
    if (m_errorBox)
        m_errorBox->close();
    m_errorBox = new QMessageBox(QMessageBox::Warning, tr("Could not load the puzzle"),
                                 tr("The puzzle from %1 could not be loaded. The current "
                                    "puzzle stays.").arg(source),
                                 QMessageBox::Ok, this);
    m_errorBox->setObjectName(QStringLiteral("loadErrorBox"));
    m_errorBox->setInformativeText(shown.join(QLatin1Char('\n')));
    m_errorBox->setAttribute(Qt::WA_DeleteOnClose);
    m_errorBox->open();
}

void MainWindow::updateInfo()
{
    const core::Board &b = m_game->board();
    QString status;
    switch (m_game->status()) {
    case core::SolutionStatus::Unique: status = tr("one solution"); break;
    case core::SolutionStatus::Multiple:
        status = QStringLiteral("<span style='color:#c62828'>%1</span>")
                     .arg(tr("several solutions"));
        break;
    case core::SolutionStatus::None:
        status = QStringLiteral("<span style='color:#c62828'>%1</span>").arg(tr("no solution"));
        break;
    case core::SolutionStatus::Unknown: status = tr("not checked"); break;
    }
    QString selected = tr("none");
    const int cell = m_model->selectedCell();
    if (cell >= 0)
        selected = QString::fromStdString(b.geometry().cellName(cell, core::CellNaming::Letter));
    m_info->setText(
        tr("<h3>%1</h3><p>Puzzle %2<br>%3 × %3, %4 givens<br>%5</p><p>Selected cell: %6</p>")
            .arg(m_game->source().toHtmlEscaped())
            .arg(m_game->index())
            .arg(b.side())
            .arg(b.clueCount())
            .arg(status, selected));
}
