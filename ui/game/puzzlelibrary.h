#pragma once

#include "board/formats.h"

#include <atomic>
#include <optional>

#include <QCoreApplication>
#include <QString>
#include <QVector>

// The puzzle collections bundled with the program (resources/puzzles, compiled in as :/puzzles).
class PuzzleLibrary final
{
    Q_DECLARE_TR_FUNCTIONS(PuzzleLibrary)

public:
    struct Collection
    {
        QString id; // file base name, e.g. "nytimes_easy"
        QString title; // translated
        QString resource; // ":/puzzles/nytimes_easy.txt"
    };

    static QVector<Collection> collections();

    // A bundled puzzle and the level the tutor's explained path gives it.
    struct RatedPuzzle
    {
        int collection = 0;
        int index = 0; // into the collection's puzzles
        int level = 0; // core::Level
        int score = 0;
    };
    // Rates every bundled puzzle (run it off the GUI thread; stop ends it early).
    static QVector<RatedPuzzle> rateAll(const std::atomic<bool> &stop);
    // Loads and checks one collection (empty result on failure).
    static core::ParseResult load(const Collection &collection);
    // Puzzle `index` (0-based) of a collection, checked (status and solution set); empty when
    // there is no such puzzle or its givens contradict each other.
    static std::optional<core::Puzzle> puzzle(int collection, int index);
    // The puzzle a new player sees first.
    static core::Puzzle firstPuzzle();
};
