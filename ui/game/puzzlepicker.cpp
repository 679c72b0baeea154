#include "game/puzzlepicker.h"

#include "board/puzzlecheck.h"
#include "common/asyncrunner.h"
#include "rating/humanscore.h"
#include "wording/stepwording.h"

#include "game/game.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

PuzzlePicker::PuzzlePicker(QObject *parent)
    : QObject { parent }
    , m_runner { new AsyncRunner(this) }
{
    m_runner->start<QVector<PuzzleLibrary::RatedPuzzle>>(
        [](const std::atomic<bool> &stop) { return PuzzleLibrary::rateAll(stop); },
        [this](QVector<PuzzleLibrary::RatedPuzzle> rated) {
            m_rated = std::move(rated);
            emit this->rated();
        });
}

QVector<int> PuzzlePicker::levelCounts() const
{
    if (m_rated.isEmpty())
        return {};
    QVector<int> counts(core::kLevelCount, 0);
    for (const auto &r : m_rated)
        if (r.level >= 0 && r.level < core::kLevelCount)
            ++counts[r.level];
    return counts;
}

std::optional<PuzzlePicker::Pick> PuzzlePicker::ofLevel(int level) const
{
    QVector<PuzzleLibrary::RatedPuzzle> candidates;
    for (const auto &r : m_rated)
        if (r.level == level)
            candidates.push_back(r);
    if (candidates.isEmpty())
        return std::nullopt;
    const auto pick = candidates[QRandomGenerator::global()->bounded(int(candidates.size()))];
    const auto p = PuzzleLibrary::puzzle(pick.collection, pick.index);
    if (!p)
        return std::nullopt;
    const PuzzleLibrary::Collection collection = PuzzleLibrary::collections()[pick.collection];
    //: A puzzle picked by level: its collection (named by its source) and the level the
    //: program rates it.
    return Pick { *p,
        tr("%1 (rated %2)")
            .arg(collection.title, StepWording::levelName(static_cast<core::Level>(level))),
        collectionOrigin(collection.id) };
}

std::optional<PuzzlePicker::Pick> PuzzlePicker::fromCollection(int collection)
{
    const auto collections = PuzzleLibrary::collections();
    if (collection < 0 || collection >= collections.size())
        return std::nullopt;
    const int size = int(PuzzleLibrary::load(collections[collection]).puzzles.size());
    if (size == 0)
        return std::nullopt;
    const auto p = PuzzleLibrary::puzzle(collection, QRandomGenerator::global()->bounded(size));
    if (!p)
        return std::nullopt;
    return Pick { *p, collections[collection].title, collectionOrigin(collections[collection].id) };
}

QString PuzzlePicker::collectionOrigin(const QString &id)
{
    return QStringLiteral("collection:") + id;
}

QString PuzzlePicker::fileOrigin(const QString &path)
{
    return QStringLiteral("file:") + QFileInfo(path).absoluteFilePath();
}

std::optional<PuzzlePicker::Pick> PuzzlePicker::next(const QString &origin, int index)
{
    const QString collectionTag = QStringLiteral("collection:");
    const QString fileTag = QStringLiteral("file:");
    if (origin.startsWith(collectionTag)) {
        const QString id = origin.mid(collectionTag.size());
        const auto collections = PuzzleLibrary::collections();
        for (int c = 0; c < collections.size(); ++c)
            if (collections[c].id == id) {
                // Puzzle `index` (1-based) is followed by the one at 0-based `index`.
                const auto p = PuzzleLibrary::puzzle(c, index);
                if (!p)
                    return std::nullopt;
                return Pick { *p, collections[c].title, origin };
            }
        return std::nullopt;
    }
    if (!origin.startsWith(fileTag))
        return std::nullopt;
    const QString path = origin.mid(fileTag.size());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    core::ParseResult all = core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()),
        QFileInfo(path).fileName().toStdString());
    // The first puzzle after this one that reads (puzzles that do not keep their number).
    for (core::Puzzle &p : all.puzzles)
        if (p.index > index) {
            core::ParseResult one;
            one.puzzles.push_back(std::move(p));
            core::checkSolutions(one, Game::kSolutionNodeLimit);
            if (one.puzzles.empty())
                continue;
            return Pick { std::move(one.puzzles.front()), QFileInfo(path).fileName(), origin };
        }
    return std::nullopt;
}
