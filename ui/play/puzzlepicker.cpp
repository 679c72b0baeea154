#include "play/puzzlepicker.h"

#include "common/asyncrunner.h"
#include "play/difficultypanel.h"
#include "rating/humanscore.h"

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
    return Pick { *p,
        tr("%1 · %2").arg(PuzzleLibrary::collections()[pick.collection].title,
            DifficultyPanel::levelName(static_cast<core::Level>(level))) };
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
    return Pick { *p, collections[collection].title };
}
