#include "game/puzzlelibrary.h"

#include "board/puzzlecheck.h"
#include "game/game.h"

#include "logic/tutorengine.h"
#include "rating/humanscore.h"

#include <QFile>

QVector<PuzzleLibrary::Collection> PuzzleLibrary::collections()
{
    return {
        // Named by their source and the source's own label, not by a level: New Game's levels
        // are the program's rating, which does not follow the sources' labels (53 of
        // Norvig's top 95 rate Extreme).
        { QStringLiteral("nytimes_easy"), tr("New York Times — easy"),
            QStringLiteral(":/puzzles/nytimes_easy.txt") },
        { QStringLiteral("nytimes_medium"), tr("New York Times — medium"),
            QStringLiteral(":/puzzles/nytimes_medium.txt") },
        { QStringLiteral("nytimes_hard"), tr("New York Times — hard"),
            QStringLiteral(":/puzzles/nytimes_hard.txt") },
        { QStringLiteral("norvig_top95"), tr("Peter Norvig's top 95"),
            QStringLiteral(":/puzzles/norvig_top95.txt") },
    };
}

core::ParseResult PuzzleLibrary::load(const Collection &collection)
{
    QFile file(collection.resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return core::parsePuzzles(std::string_view(bytes.constData(), bytes.size()),
        (collection.id + QStringLiteral(".txt")).toStdString());
}

std::optional<core::Puzzle> PuzzleLibrary::puzzle(int collection, int index)
{
    const auto all = collections();
    if (collection < 0 || collection >= all.size())
        return std::nullopt;
    core::ParseResult r = load(all[collection]);
    if (index < 0 || index >= int(r.puzzles.size()))
        return std::nullopt;
    core::ParseResult one;
    one.puzzles.push_back(std::move(r.puzzles[std::size_t(index)]));
    core::checkSolutions(one, Game::kSolutionNodeLimit);
    if (one.puzzles.empty())
        return std::nullopt;
    return std::move(one.puzzles.front());
}

core::Puzzle PuzzleLibrary::firstPuzzle()
{
    return puzzle(0, 0).value_or(core::Puzzle {});
}

QVector<PuzzleLibrary::RatedPuzzle> PuzzleLibrary::rateAll(const std::atomic<bool> &stop)
{
    QVector<RatedPuzzle> rated;
    const auto all = collections();
    for (int c = 0; c < all.size() && !stop; ++c) {
        const core::ParseResult r = load(all[c]);
        for (int i = 0; i < int(r.puzzles.size()) && !stop; ++i) {
            const core::SolutionPath path = core::tutorPath(r.puzzles[std::size_t(i)].board, &stop);
            const core::HumanScore score
                = core::scorePath(path.steps, path.status == core::PathStatus::Solved);
            rated.push_back({ c, i, int(score.level), score.score });
        }
    }
    return rated;
}
