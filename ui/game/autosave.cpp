#include "game/autosave.h"

#include "common/boundedfile.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/resumelist.h"

#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

namespace {
// The autosave's own field beside the game's: the file the game was saved to, and where in the
// history the file's copy stands.
const QString kSavedAs = QStringLiteral("savedAs");
} // namespace

Autosave::Autosave(Game *game, QWidget *window)
    : QObject { window }
    , m_game { game }
    , m_window { window }
    , m_timer { new QTimer(this) }
{
    // Saves shortly after every change, so a crash loses at most a second of play. The countdown
    // starts at the first change not saved yet; later changes do not restart it (a player who
    // never pauses for 0.8 s would otherwise never be saved).
    m_timer->setSingleShot(true);
    m_timer->setInterval(800);
    connect(m_timer, &QTimer::timeout, this, &Autosave::save);
    const auto schedule = [this] {
        if (!m_timer->isActive())
            m_timer->start();
    };
    connect(m_game, &Game::cellsChanged, this, schedule);
    connect(m_game, &Game::reset, this, schedule);
}

bool Autosave::restore()
{
    if (!QFile::exists(GameFile::autosavePath()))
        return false;
    QString error;
    if (GameFile::load(*m_game, GameFile::autosavePath(), &error) && !m_game->isCompleted()) {
        m_ownsFile = true;
        readSavedAs();
        emit statusMessage(tr("Welcome back: your game is restored."), 5000);
        return true;
    }
    if (error.isEmpty())
        return false;
    // Keep the file the player's game was in: the new game must not overwrite it. If it cannot
    // be moved aside, autosave stays off for this session.
    QString kept = GameFile::keepAside(GameFile::autosavePath());
    if (kept.isEmpty()) {
        m_blocked = true;
        kept = GameFile::autosavePath();
    }
    // Say so where it cannot be missed, once the window is up.
    QTimer::singleShot(0, this, [this, error, kept] { reportUnreadable(error, kept); });
    return false;
}

bool Autosave::save()
{
    if (!isEnabled())
        return false;
    // The file still holds another game (the last run's, when this one started anew): it goes
    // to the Resume list before it is overwritten.
    if (!m_ownsFile && QFile::exists(GameFile::autosavePath()))
        ResumeList::keepFile(GameFile::autosavePath());
    m_ownsFile = true;
    QString error;
    QJsonObject json = m_game->toJson();
    if (!m_gameFile.isEmpty())
        json.insert(kSavedAs,
            QJsonObject { { QStringLiteral("path"), m_gameFile },
                { QStringLiteral("cleanIndex"), m_game->undoStack()->cleanIndex() } });
    const bool ok = GameFile::saveJson(json, GameFile::autosavePath(), &error);
    if (!ok)
        emit statusMessage(tr("Autosave failed: %1").arg(error), 0);
    else if (m_failed) // the failure said before is over
        emit statusMessage(tr("The game is saved automatically again."), 5000);
    m_failed = !ok;
    return ok;
}

void Autosave::readSavedAs()
{
    m_restoredFile.clear();
    m_restoredCleanIndex = -1;
    const BoundedFile::Contents contents = BoundedFile::read(GameFile::autosavePath());
    if (contents.status != BoundedFile::Status::Ok)
        return;
    const QJsonObject savedAs
        = QJsonDocument::fromJson(contents.bytes).object().value(kSavedAs).toObject();
    const QString path = savedAs.value(QStringLiteral("path")).toString();
    // A file since moved or deleted is not the game's file any more: Save asks again.
    if (path.isEmpty() || !QFileInfo(path).isFile())
        return;
    m_restoredFile = path;
    m_restoredCleanIndex = savedAs.value(QStringLiteral("cleanIndex")).toInt(-1);
}

void Autosave::reportUnreadable(const QString &error, const QString &keptAs)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Your saved game could not be restored"),
        tr("The game you were playing could not be read back, so a new "
           "puzzle was opened."),
        QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("unreadableAutosaveBox"));
    box->setInformativeText(tr("Reason: %1\n\nNothing was deleted: the file was kept as\n%2")
                                .arg(error, QDir::toNativeSeparators(keptAs))
        + (!m_blocked ? QString()
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
    emit restoreFailed(error);
    emit statusMessage(
        tr("The saved game could not be restored; it was kept as %1.").arg(keptAs), 0);
    box->open();
}
