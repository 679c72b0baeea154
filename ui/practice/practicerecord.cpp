#include "practice/practicerecord.h"

#include "common/boundedfile.h"
#include "game/gamefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

#include <algorithm>

namespace {

// Messages the game files have too keep their context there (one translation each).
const QString kFormatName = QStringLiteral("sudoku-tutor-practice");
constexpr int kFormatVersion = 1;
const QString kAlone = QStringLiteral("alone");
const QString kHinted = QStringLiteral("hinted");
const QString kTechniques = QStringLiteral("techniques");

std::size_t slot(core::Technique technique)
{
    return static_cast<std::size_t>(technique);
}

} // namespace

PracticeRecord::Counts PracticeRecord::counts(core::Technique technique) const
{
    return m_counts[slot(technique)];
}

void PracticeRecord::setCounts(core::Technique technique, Counts counts)
{
    m_counts[slot(technique)] = counts;
}

bool PracticeRecord::isEmpty() const
{
    return std::all_of(
        m_counts.begin(), m_counts.end(), [](const Counts &c) { return c.games() == 0; });
}

void PracticeRecord::addGame(
    const std::vector<core::Technique> &onPath, const std::vector<core::Technique> &hinted)
{
    std::array<bool, core::kTechniqueCount> wasHinted {};
    for (core::Technique t : hinted)
        wasHinted[slot(t)] = true;
    std::array<bool, core::kTechniqueCount> seen {};
    for (core::Technique t : onPath)
        seen[slot(t)] = true;
    for (std::size_t t = 0; t < m_counts.size(); ++t) {
        if (wasHinted[t])
            ++m_counts[t].hinted;
        else if (seen[t])
            ++m_counts[t].alone;
    }
}

std::vector<core::Technique> PracticeRecord::recorded() const
{
    std::vector<core::Technique> list;
    for (int t = 0; t < core::kTechniqueCount; ++t)
        if (m_counts[std::size_t(t)].games() > 0)
            list.push_back(static_cast<core::Technique>(t));
    // Weakest first: the share of games with a hint (compared without division), then the
    // number of hints, then the harder technique (later in the enum).
    std::stable_sort(list.begin(), list.end(), [this](core::Technique a, core::Technique b) {
        const Counts &x = m_counts[slot(a)];
        const Counts &y = m_counts[slot(b)];
        const qint64 lhs = qint64(x.hinted) * y.games();
        const qint64 rhs = qint64(y.hinted) * x.games();
        if (lhs != rhs)
            return lhs > rhs;
        if (x.hinted != y.hinted)
            return x.hinted > y.hinted;
        return a > b;
    });
    return list;
}

std::optional<core::Technique> PracticeRecord::weakest() const
{
    const std::vector<core::Technique> list = recorded();
    if (list.empty() || m_counts[slot(list.front())].hinted == 0)
        return std::nullopt;
    return list.front();
}

std::optional<core::Technique> PracticeRecord::techniqueFromId(const QString &id)
{
    return core::techniqueFromId(id.toStdString());
}

QJsonObject PracticeRecord::toJson() const
{
    QJsonObject techniques;
    for (int t = 0; t < core::kTechniqueCount; ++t) {
        const Counts &c = m_counts[std::size_t(t)];
        if (c.games() == 0)
            continue;
        const auto id = core::techniqueId(static_cast<core::Technique>(t));
        techniques.insert(QString::fromLatin1(id.data(), qsizetype(id.size())),
            QJsonObject { { kAlone, c.alone }, { kHinted, c.hinted } });
    }
    return QJsonObject { { QStringLiteral("format"), kFormatName },
        { QStringLiteral("version"), kFormatVersion }, { kTechniques, techniques } };
}

bool PracticeRecord::fromJson(const QJsonObject &json, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (json.value(QStringLiteral("format")).toString() != kFormatName)
        return fail(tr("this is not a Sudoku Tutor practice record"));
    const QJsonValue version = json.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() < 1)
        return fail(tr("\"version\" is not a format version"));
    if (version.toDouble() > kFormatVersion)
        return fail(QCoreApplication::translate(
            "Game", "the file was written by a newer version (format %1)")
                        .arg(version.toVariant().toString()));
    const QJsonValue list = json.value(kTechniques);
    if (!list.isObject())
        return fail(
            QCoreApplication::translate("Game", "\"%1\" is not an object").arg(kTechniques));
    std::array<Counts, core::kTechniqueCount> counts {};
    const QJsonObject techniques = list.toObject();
    for (auto it = techniques.begin(); it != techniques.end(); ++it) {
        const QString path = kTechniques + QLatin1Char('.') + it.key();
        const auto technique = techniqueFromId(it.key());
        if (!technique)
            return fail(tr("\"%1\": %2 is not a technique").arg(path, it.key()));
        if (!it.value().isObject())
            return fail(QCoreApplication::translate("Game", "\"%1\" is not an object").arg(path));
        const QJsonObject o = it.value().toObject();
        int values[2] = {};
        const QString keys[2] = { kAlone, kHinted };
        for (int k = 0; k < 2; ++k) {
            const QJsonValue v = o.value(keys[k]);
            const double d = v.toDouble(-1);
            if (!v.isDouble() || d < 0 || d > 1e9 || d != double(qint64(d)))
                return fail(tr("\"%1\" is not a count").arg(path + QLatin1Char('.') + keys[k]));
            values[k] = int(d);
        }
        counts[slot(*technique)] = { values[0], values[1] };
    }
    m_counts = counts;
    return true;
}

QString PracticeRecord::defaultPath()
{
    return QFileInfo(GameFile::autosavePath()).absolutePath() + QStringLiteral("/practice.json");
}

bool PracticeRecord::load(const QString &path, QString *error)
{
    if (!QFile::exists(path))
        return true;
    QString why;
    const BoundedFile::Contents contents = BoundedFile::read(path);
    if (contents.status == BoundedFile::Status::TooLarge)
        why = tr("it is larger than %1 MiB").arg(BoundedFile::limitMiB());
    else if (contents.status != BoundedFile::Status::Ok)
        why = contents.reason;
    else {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(contents.bytes, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            const QByteArray head = contents.bytes.left(parseError.offset);
            why = tr("line %1, column %2: %3")
                      .arg(head.count('\n') + 1)
                      .arg(parseError.offset - (head.lastIndexOf('\n') + 1) + 1)
                      .arg(parseError.errorString());
        } else if (!doc.isObject())
            why = QCoreApplication::translate("GameFile", "not a JSON object");
        else
            fromJson(doc.object(), &why);
    }
    if (why.isEmpty())
        return true;
    // Nothing the player made is lost: the unreadable record is moved aside.
    const QString kept = GameFile::keepAside(path);
    if (error)
        *error = kept.isEmpty()
            ? tr("Your practice record %1 could not be read (%2), and it could not be moved "
                 "aside: it is left as it is, and this session's games are not recorded.")
                  .arg(QDir::toNativeSeparators(path), why)
            : tr("Your practice record could not be read (%1). Nothing was deleted: it was kept as "
                 "%2, and a new record starts.")
                  .arg(why, QDir::toNativeSeparators(kept));
    return false;
}

bool PracticeRecord::save(const QString &path, QString *error) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
        if (file.commit())
            return true;
    }
    if (error)
        *error = QCoreApplication::translate("GameFile", "%1 cannot be written: %2")
                     .arg(path, file.errorString());
    return false;
}
