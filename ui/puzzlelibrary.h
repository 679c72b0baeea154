#pragma once

#include "formats.h"

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
        QString id;       // file base name, e.g. "nytimes_easy"
        QString title;    // translated
        QString resource; // ":/puzzles/nytimes_easy.txt"
    };

    static QVector<Collection> collections();
    // Loads and checks one collection (empty result on failure).
    static core::ParseResult load(const Collection &collection);
    // The puzzle a new player sees first.
    static core::Puzzle firstPuzzle();
};
