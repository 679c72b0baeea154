#pragma once

#include "board/board.h"
#include "logic/step.h"

#include <QString>

#include <optional>

// The example positions of Help ▸ Techniques (resources/help/examples.txt, found in real puzzles
// by tests/core/findexamples.cpp): per technique a 9×9 position with its candidates where the
// logic engine finds a step of that technique.
namespace HelpExamples {

// The example position of a technique; nothing when the file has none for it.
std::optional<core::Board> position(core::Technique technique);
// The step the logic engine finds on the example position with only that technique enabled
// (the tutor's engine; r-Reduction included); nothing when it finds none.
std::optional<core::Step> step(core::Technique technique, const core::Board &board);
// Reads one line of the file ("id givens values candidates"); false with the reason in error.
bool parseLine(const QString &line, core::Technique *technique, core::Board *board, QString *error);

} // namespace HelpExamples
