#pragma once

#include "logic/step.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

// The player's practice record: per technique, in how many finished games the player needed a
// hint for it and in how many its steps were on the puzzle's path and the player found them
// alone. A game counts once per technique. Kept in a small JSON file beside the autosave
// (practice.json), written atomically; a file that cannot be read is moved aside, never lost.
class PracticeRecord final
{
    Q_DECLARE_TR_FUNCTIONS(PracticeRecord)

public:
    struct Counts
    {
        int alone = 0; // games whose path used it and the player needed no hint for it
        int hinted = 0; // games in which the player needed a hint for it
        int games() const { return alone + hinted; }
        bool operator==(const Counts &) const = default;
    };

    Counts counts(core::Technique technique) const;
    void setCounts(core::Technique technique, Counts counts);
    bool isEmpty() const;
    // One finished game: the techniques on its path and those the player needed hints for
    // (a hinted technique that is not on the path counts as hinted too).
    void addGame(
        const std::vector<core::Technique> &onPath, const std::vector<core::Technique> &hinted);

    // The technique the player struggles with most: the highest share of games with a hint,
    // then the most hints, then the harder technique. None when no hint was ever needed.
    std::optional<core::Technique> weakest() const;
    // Techniques with any game recorded, the weakest first (the order of weakest()).
    std::vector<core::Technique> recorded() const;

    QJsonObject toJson() const;
    // On failure the record is left as it was and error names the field.
    bool fromJson(const QJsonObject &json, QString *error);

    // practice.json beside the autosave.
    static QString defaultPath();
    // A missing file is an empty record. A file that cannot be read is moved aside (see
    // GameFile::keepAside); false, with error saying why and where it was kept.
    bool load(const QString &path, QString *error);
    // Atomically (QSaveFile).
    bool save(const QString &path, QString *error) const;

    static std::optional<core::Technique> techniqueFromId(const QString &id);

private:
    std::array<Counts, core::kTechniqueCount> m_counts {};
};
