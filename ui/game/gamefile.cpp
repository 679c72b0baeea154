#include "game/gamefile.h"

#include "common/boundedfile.h"
#include "game/game.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSaveFile>
#include <QStandardPaths>

namespace GameFile {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("GameFile", text);
}
} // namespace

bool save(const Game &game, const QString &path, QString *error)
{
    return saveJson(game.toJson(), path, error);
}

bool saveJson(const QJsonObject &json, const QString &path, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(json).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        if (error)
            *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool load(Game &game, const QString &path, QString *error)
{
    const BoundedFile::Contents contents = BoundedFile::read(path);
    if (contents.status != BoundedFile::Status::Ok) {
        if (error)
            *error = contents.status == BoundedFile::Status::TooLarge
                ? tr("%1 is larger than %2 MiB, the most that is read")
                      .arg(path)
                      .arg(BoundedFile::limitMiB())
                : tr("%1 cannot be read: %2").arg(path, contents.reason);
        return false;
    }
    QJsonParseError parseError;
    const QByteArray &bytes = contents.bytes;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (doc.isNull() || !doc.isObject()) {
        // Name the line and column of a JSON syntax error.
        const int offset = parseError.error == QJsonParseError::NoError ? 0 : parseError.offset;
        const QByteArray head = bytes.left(offset);
        const int line = head.count('\n') + 1;
        const int column = offset - (head.lastIndexOf('\n') + 1) + 1;
        if (error)
            *error
                = tr("%1: line %2, column %3: %4")
                      .arg(QFileInfo(path).fileName())
                      .arg(line)
                      .arg(column)
                      .arg(parseError.error == QJsonParseError::NoError ? tr("not a JSON object")
                                                                        : parseError.errorString());
        return false;
    }
    QString why;
    if (!game.fromJson(doc.object(), &why)) {
        if (error)
            *error = tr("%1: %2").arg(QFileInfo(path).fileName(), why);
        return false;
    }
    return true;
}

bool isGameFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json") || suffix == QLatin1String("sudoku"))
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(64).trimmed().startsWith('{');
}

QString autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave.json");
}

QString keepAside(const QString &path)
{
    const QString stem = path + QStringLiteral(".unreadable-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int i = 0; i < 1000; ++i) {
        const QString kept = i == 0 ? stem : stem + QStringLiteral("-%1").arg(i);
        if (!QFile::exists(kept))
            return QFile::rename(path, kept) ? kept : QString();
    }
    return {};
}

} // namespace GameFile
