#include "game/resumelist.h"

#include "game/game.h"
#include "game/gamefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace ResumeList {

namespace {

// A file name that sorts by time and never collides with one kept in the same millisecond (a
// counter of fixed width, so that the later one of a millisecond sorts after the earlier).
QString newPath()
{
    QDir().mkpath(folder());
    const QString stem = folder() + QLatin1Char('/')
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    for (int i = 0;; ++i) {
        const QString path = stem + QStringLiteral("-%1.sudoku").arg(i, 4, 10, QLatin1Char('0'));
        if (!QFile::exists(path))
            return path;
    }
}

QStringList files()
{
    // Newest first: the names sort by the time they were kept.
    return QDir(folder()).entryList(
        { QStringLiteral("*.sudoku") }, QDir::Files, QDir::Name | QDir::Reversed);
}

void prune()
{
    const QStringList all = files();
    for (int i = kMax; i < all.size(); ++i)
        QFile::remove(QDir(folder()).filePath(all[i]));
}

bool write(const QByteArray &bytes)
{
    QSaveFile copy(newPath());
    if (!copy.open(QIODevice::WriteOnly) || copy.write(bytes) != bytes.size() || !copy.commit())
        return false;
    prune();
    return true;
}

bool worthKeeping(const QJsonObject &json)
{
    return !json.value(QStringLiteral("history")).toArray().isEmpty()
        && !json.value(QStringLiteral("completed")).toBool();
}

} // namespace

bool keepJson(const QJsonObject &json)
{
    return worthKeeping(json) && write(QJsonDocument(json).toJson(QJsonDocument::Indented));
}

QString folder()
{
    return QFileInfo(GameFile::autosavePath()).absolutePath() + QStringLiteral("/unfinished");
}

bool keep(const Game &game)
{
    return game.hasMovesToKeep() && keepJson(game.toJson());
}

bool keepFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray bytes = file.readAll();
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    return doc.isObject() && worthKeeping(doc.object()) && write(bytes);
}

QList<Entry> entries()
{
    QList<Entry> out;
    for (const QString &name : files()) {
        const QString path = QDir(folder()).filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        if (json.isEmpty())
            continue;
        Entry e;
        e.path = path;
        e.source = json.value(QStringLiteral("source")).toString();
        e.index = json.value(QStringLiteral("index")).toInt();
        e.moves = int(json.value(QStringLiteral("history")).toArray().size());
        e.elapsedMs = json.value(QStringLiteral("elapsedMs")).toInteger();
        e.kept = QFileInfo(path).lastModified();
        out.push_back(e);
    }
    return out;
}

bool remove(const QString &path)
{
    return QFile::remove(path);
}

} // namespace ResumeList
