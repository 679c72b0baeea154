#pragma once

#include <QString>

class QJsonObject;

class Game;

// Game files: the JSON document of Game::toJson() (format described in docs/game-format.md),
// written atomically with QSaveFile so a crash mid-write never leaves a broken file.
namespace GameFile {

bool save(const Game &game, const QString &path, QString *error);
// Writes a game's JSON (Game::toJson(), perhaps with more fields) the same way.
bool saveJson(const QJsonObject &json, const QString &path, QString *error);
// On failure the game is left as it was and error says why.
bool load(Game &game, const QString &path, QString *error);
// Whether a file looks like a saved game (by extension or content) rather than a puzzle.
bool isGameFile(const QString &path);
// Where the game in progress is kept between runs.
QString autosavePath();
// Renames a file that could not be read to a new name beside it (path.unreadable-TIME, with a
// counter when that exists) and returns the new path, or an empty string when it cannot.
QString keepAside(const QString &path);

} // namespace GameFile
