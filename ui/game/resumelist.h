#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

class Game;
class QJsonObject;

// The last few unfinished games, kept beside the autosave (a folder "unfinished" next to it,
// one game file each, written atomically as every game file is): a game with moves that another
// one replaces goes here, whether it was saved to a file or not, so File > Resume can bring it
// back. The newest kMax are kept.
namespace ResumeList {

constexpr int kMax = 5;

struct Entry
{
    QString path; // the kept game file
    QString source; // where its puzzle came from
    int index = 0; // the puzzle's number there
    int moves = 0; // steps in its history
    qint64 elapsedMs = 0;
    QDateTime kept; // when it was put here
};

QString folder();
// Keeps the game if it has moves to keep (Game::hasMovesToKeep()); false otherwise or when it
// cannot be written.
bool keep(const Game &game);
// Keeps a game as Game::toJson() wrote it, if it has moves and is not solved.
bool keepJson(const QJsonObject &json);
// Keeps a saved game file as it is (the autosave of another game), if it is a game with moves
// that is not solved.
bool keepFile(const QString &path);
// Newest first.
QList<Entry> entries();
// Takes an entry off the list (once it is resumed).
bool remove(const QString &path);

} // namespace ResumeList
