#include "game/gamefiles.h"

#include "board/puzzlecheck.h"
#include "common/boundedfile.h"
#include "common/clocktext.h"
#include "common/settings.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/puzzlepicker.h"
#include "game/resumelist.h"
#include "wording/errortext.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUndoStack>

GameFiles::GameFiles(Game *game, Settings &settings, QWidget *window)
    : QObject { window }
    , m_game { game }
    , m_settings { settings }
    , m_window { window }
{ }

QMessageBox *GameFiles::errorBox() const
{
    return m_errorBox;
}

namespace {

// Pasted text in which no grid can hide: fewer digits and blanks than the smallest grid has
// cells. Prose ("Hello, this is my shopping list") is that; the parser would only say how many
// rows it misses. (A file keeps the parser's located message: it names the line.)
bool isNoPuzzleAtAll(const QByteArray &bytes)
{
    int cells = 0;
    for (const char c : bytes)
        cells += (c >= '0' && c <= '9') || c == '.';
    return cells < 16;
}

} // namespace

bool GameFiles::confirmReplace()
{
    if (!m_game->hasMovesToKeep() || m_game->undoStack()->isClean())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Save the game in progress?"),
        tr("The game in progress has moves that are not saved."),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("replaceGameBox"));
    box.setInformativeText(
        tr("If you do not save it, you can still go back to it later: File ▸ Resume keeps "
           "the last %n unfinished game(s).",
            nullptr, ResumeList::kMax));
    // Each answer has its key (S, D; Escape cancels), so a player who types a letter gets that
    // answer; Enter alone takes Save, which asks for a file when the game has none, so the
    // moves are never dropped by a stray Enter.
    //: The answer that saves the game in progress (S is its key).
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    //: The answer that lets the game in progress go unsaved (D is its key).
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    box.button(QMessageBox::Cancel)->setText(tr("Cancel"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        save();
        return m_game->undoStack()->isClean(); // not when the player cancelled the file dialog
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void GameFiles::open()
{
    if (!confirmReplace())
        return;
    const QString path = askFileName(tr("Open Puzzle or Game"),
        tr("Puzzles and games (*.txt *.sdk *.ss *.sud *.pm *.json *.sudoku);;All files (*)"),
        false);
    if (!path.isEmpty())
        openFile(path);
}

QString GameFiles::askFileName(const QString &caption, const QString &filter, bool save)
{
    if (m_askFileName)
        return m_askFileName(caption, filter, save);
    QFileDialog dialog(m_window, caption, QString(), filter);
    dialog.setObjectName(
        save ? QStringLiteral("saveGameDialog") : QStringLiteral("openGameDialog"));
    dialog.setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog.setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    if (save) {
        const QFileInfo suggested(suggestedSaveName());
        dialog.setDirectory(suggested.absolutePath());
        dialog.selectFile(suggested.fileName());
    } else {
        const QStringList recent = m_settings.recentFiles();
        if (!recent.isEmpty())
            dialog.setDirectory(QFileInfo(recent.front()).absolutePath());
    }
    // Room for the names and the columns beside them (Qt's own dialog opens small).
    if (m_window)
        dialog.resize(qBound(640, m_window->width() * 4 / 5, 1000),
            qBound(420, m_window->height() * 4 / 5, 700));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().front();
}

QString GameFiles::suggestedSaveName() const
{
    if (!m_currentFile.isEmpty())
        return m_currentFile;
    // Where the puzzle came from (without its extension) and its number there, as a file name.
    QString name = QFileInfo(m_game->source()).completeBaseName();
    if (m_game->index() > 0)
        //: A suggested file name for a saved game: the puzzle's source and its number there.
        name = tr("%1 puzzle %2").arg(name).arg(m_game->index());
    static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|·]+"));
    name = name.replace(unsafe, QStringLiteral(" ")).simplified();
    if (name.isEmpty())
        name = tr("game");
    // Beside the last file the player used, else in the documents folder.
    const QStringList recent = m_settings.recentFiles();
    const QString dir = !recent.isEmpty()
        ? QFileInfo(recent.front()).absolutePath()
        : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(dir).filePath(name + QStringLiteral(".sudoku"));
}

bool GameFiles::openFile(const QString &path)
{
    if (GameFile::isGameFile(path)) {
        if (!loadGameFile(path))
            return false;
        m_currentFile = path;
        m_game->undoStack()->setClean();
        m_settings.addRecentFile(path);
        m_lastError.clear();
        emit currentFileChanged(path);
        emit statusMessage(tr("Opened the game %1.").arg(QFileInfo(path).fileName()), 5000);
        return true;
    }
    const BoundedFile::Contents contents = BoundedFile::read(path);
    if (contents.status != BoundedFile::Status::Ok) {
        core::ParseError e;
        e.code = contents.status == BoundedFile::Status::TooLarge
            ? core::ParseError::Code::TooLarge
            : core::ParseError::Code::CannotOpen;
        e.expected = BoundedFile::limitMiB();
        e.source = QFileInfo(path).fileName().toStdString();
        showErrors({ ErrorText::describe(e) }, path);
        return false;
    }
    const QByteArray &bytes = contents.bytes;
    const QString name = QFileInfo(path).fileName();
    const bool ok = loadResult(
        core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()), name.toStdString()),
        name, PuzzlePicker::fileOrigin(path), QString());
    if (ok)
        m_settings.addRecentFile(path);
    return ok;
}

bool GameFiles::loadText(const QString &text, const QString &source)
{
    const QByteArray bytes = text.toUtf8();
    return loadResult(
        core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()), source.toStdString()),
        source, QString(),
        isNoPuzzleAtAll(bytes)
            ? tr("This text is not a Sudoku puzzle. A puzzle is a grid of digits, with 0 or . "
                 "for an empty cell: one line of 81, or nine lines of nine.")
            : QString());
}

void GameFiles::pasteFromClipboard()
{
    const QString text = QApplication::clipboard()->text();
    //: Where a pasted puzzle came from (its source, shown as the game's title).
    const QString source = tr("Clipboard");
    if (text.trimmed().isEmpty()) {
        showErrors({ tr("The clipboard holds no text.") }, source);
        return;
    }
    if (!confirmReplace())
        return;
    loadText(text, source);
}

bool GameFiles::loadResult(core::ParseResult result, const QString &source, const QString &origin,
    const QString &notAPuzzle)
{
    // No grid at all: say that, not which row is short.
    if (!notAPuzzle.isEmpty() && (!result.errors.empty() || result.puzzles.empty())) {
        showErrors({ notAPuzzle }, source);
        return false;
    }
    // Only the first puzzle of a file becomes the game; check it for contradictions and
    // count its solutions.
    if (result.errors.empty() && result.puzzles.size() > 1)
        result.puzzles.resize(1);
    if (result.errors.empty())
        core::checkSolutions(result, Game::kSolutionNodeLimit);
    if (!result.errors.empty() || result.puzzles.empty()) {
        QStringList messages;
        for (const auto &e : result.errors)
            messages << ErrorText::describe(e, m_settings.cellNaming());
        if (messages.isEmpty())
            messages << tr("No puzzle was found.");
        showErrors(messages, source);
        return false;
    }
    startPuzzle(result.puzzles.front(), source, origin);
    return true;
}

void GameFiles::startPuzzle(
    const core::Puzzle &puzzle, const QString &source, const QString &origin)
{
    ResumeList::keep(*m_game);
    m_lastError.clear();
    m_currentFile.clear();
    m_game->start(puzzle, source, origin);
    emit currentFileChanged(QString());
    m_game->undoStack()->setClean();
    const auto status = puzzle.status;
    if (status == core::SolutionStatus::None)
        emit statusMessage(tr("Loaded %1: this puzzle has no solution.").arg(source), 0);
    else if (status == core::SolutionStatus::Multiple)
        emit statusMessage(tr("Loaded %1: this puzzle has several solutions.").arg(source), 0);
    else
        emit statusMessage(tr("Loaded %1.").arg(source), 5000);
}

void GameFiles::save()
{
    if (m_currentFile.isEmpty())
        saveAs();
    else
        saveTo(m_currentFile);
}

void GameFiles::saveAs()
{
    QString path = askFileName(tr("Save Game"), tr("Sudoku Tutor games (*.sudoku *.json)"), true);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".sudoku");
    saveTo(path);
}

bool GameFiles::saveTo(const QString &path)
{
    QString error;
    if (!GameFile::save(*m_game, path, &error)) {
        showError(tr("Could not save the game"), error);
        return false;
    }
    m_currentFile = path;
    m_game->undoStack()->setClean();
    m_settings.addRecentFile(path);
    emit currentFileChanged(path);
    emit statusMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void GameFiles::adoptFile(const QString &path, int cleanIndex)
{
    if (path.isEmpty())
        return;
    m_currentFile = path;
    if (cleanIndex == m_game->undoStack()->index())
        m_game->undoStack()->setClean();
    emit currentFileChanged(path);
}

void GameFiles::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList files = m_settings.recentFiles();
    for (const QString &f : files) {
        QAction *a = menu->addAction(QFileInfo(f).fileName());
        a->setToolTip(f);
        a->setStatusTip(f);
        connect(a, &QAction::triggered, this, [this, f] {
            if (confirmReplace())
                openFile(f);
        });
    }
    if (files.isEmpty())
        menu->addAction(tr("No recent files"))->setEnabled(false);
}

bool GameFiles::loadGameFile(const QString &path)
{
    // The game it replaces, kept once the file has loaded.
    const bool keep = m_game->hasMovesToKeep();
    const QJsonObject before = keep ? m_game->toJson() : QJsonObject();
    QString error;
    if (!GameFile::load(*m_game, path, &error)) {
        showErrors({ error }, QFileInfo(path).fileName());
        return false;
    }
    if (keep)
        ResumeList::keepJson(before);
    return true;
}

bool GameFiles::resume(const QString &path)
{
    if (!loadGameFile(path))
        return false;
    // It is the game in progress now (not saved to a file of the player's): off the list (the
    // game it replaced went on it).
    ResumeList::remove(path);
    m_currentFile.clear();
    m_lastError.clear();
    emit currentFileChanged(QString());
    emit statusMessage(tr("Resumed %1.").arg(m_game->source()), 5000);
    return true;
}

void GameFiles::fillResumeMenu(QMenu *menu)
{
    menu->clear();
    const QList<ResumeList::Entry> entries = ResumeList::entries();
    for (const ResumeList::Entry &e : entries) {
        //: File > Resume: the puzzle, its moves and the time played.
        const QString text = e.index > 0
            ? tr("%1, puzzle %2: %n move(s), %3", nullptr, e.moves)
                  .arg(e.source)
                  .arg(e.index)
                  .arg(clockText(e.elapsedMs))
            //: File > Resume: a puzzle with no number (generated, pasted), its moves and time.
            : tr("%1: %n move(s), %2", nullptr, e.moves).arg(e.source, clockText(e.elapsedMs));
        QAction *a = menu->addAction(text);
        a->setStatusTip(tr("Put away %1").arg(QLocale().toString(e.kept, QLocale::ShortFormat)));
        const QString path = e.path;
        connect(a, &QAction::triggered, this, [this, path] {
            if (confirmReplace())
                resume(path);
        });
    }
    if (entries.isEmpty())
        menu->addAction(tr("No unfinished games"))->setEnabled(false);
}

void GameFiles::showErrors(const QStringList &errors, const QString &source)
{
    constexpr int kShown = 8;
    QStringList shown = errors.mid(0, kShown);
    if (errors.size() > kShown)
        shown << tr("… and %n more problem(s).", nullptr, int(errors.size() - kShown));
    m_lastError = errors.join(QLatin1Char('\n'));
    emit statusMessage(tr("Could not load %1; the current puzzle stays.").arg(source), 0);
    showError(tr("Could not load the puzzle"),
        tr("The puzzle from %1 could not be loaded. The current puzzle stays.").arg(source)
            + QStringLiteral("\n\n") + shown.join(QLatin1Char('\n')));
}

void GameFiles::showError(const QString &title, const QString &text)
{
    if (m_lastError.isEmpty())
        m_lastError = text;
    if (m_errorBox)
        m_errorBox->close();
    const int split = text.indexOf(QStringLiteral("\n\n"));
    m_errorBox = new QMessageBox(QMessageBox::Warning, title, split < 0 ? text : text.left(split),
        QMessageBox::Ok, m_window);
    m_errorBox->setObjectName(QStringLiteral("loadErrorBox"));
    if (split >= 0)
        m_errorBox->setInformativeText(text.mid(split + 2));
    m_errorBox->setAttribute(Qt::WA_DeleteOnClose);
    m_errorBox->open();
}
