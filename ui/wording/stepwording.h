#pragma once

#include "board/geometry.h"
#include "logic/step.h"
#include "rating/humanscore.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

// The one wording of a core::Step, through tr(), in the cell naming the player chose: the
// technique names, the one-line step text (sudoku-cli explain, the Steps tab and the history say
// the same line), the three hint levels and the level names. Core gives the technique, units,
// cells, digits and changes, and the language-neutral notation (cell and unit labels, Eureka
// chains: core/logic/notation.h); every sentence is built here. Qt Core only: the CLI links it.
class StepWording final
{
    Q_DECLARE_TR_FUNCTIONS(StepWording)

public:
    StepWording(const core::Geometry &geometry, core::CellNaming naming);

    // Title Case everywhere ("Naked Single", "2-String Kite", "Unique Rectangle Type 1").
    static QString techniqueName(core::Technique technique);
    // The name after "a" or "an" in English ("an X-Wing"), alone where a language has no article
    // (stephints.cpp).
    static QString withArticle(core::Technique technique);
    // "Easy" ... "Extreme".
    static QString levelName(core::Level level);

    // The one line of a step, e.g. "Hidden Single: F2 = 4 (the only place for 4 in box 4)",
    // "X-Wing on 4 in rows B and H: removes 4 from A3, F3", and for the link-based techniques
    // the chain: "Skyscraper on 6: (6)B7=B2-G2=G8 => A8,C8,H7,I7<>6".
    QString line(const core::Step &step) const;
    // Hint level 1: the technique and where to look ("Look for a Naked Pair in row D.").
    QString whereToLook(const core::Step &step) const;
    // The units whereToLook() names (the board shades them at level 1); empty when it names
    // none (a fish "on the digit 4").
    std::vector<int> whereUnits(const core::Step &step) const;
    // The cells whereToLook() names where it names no unit (a forcing chain's start, a trial's
    // assumption, an almost locked set), and the digits it names ("on the digit 4"): the board
    // shades those cells, and those digits' candidates, at level 1. Every technique's level 1
    // names a unit, cells or digits.
    std::vector<int> whereCells(const core::Step &step) const;
    core::Mask whereDigits(const core::Step &step) const;
    // Hint level 2: the whole reasoning in full sentences, ending with what changes (and, for a
    // link-based technique, the chain in Eureka notation on a line of its own).
    QString explanation(const core::Step &step) const;
    // The same for the position the player sees (its candidates the player's pencil marks):
    // where the step rests on candidates the marks removed and no digit rules out
    // (core::marksRestedOn), it says so instead of naming digits that are not there.
    // Where a removal it rests on is one nothing on the board justifies (the cell's digit in the
    // solution of the position's digits: core::unjustifiedMarks), a last line notes it ("Note: you
    // have removed 8 from C3, but nothing on the board rules that out. ..."), naming the removal,
    // never the cell's digit.
    QString explanation(const core::Step &step, const core::Board &position) const;
    // Hint level 3: the title over the explanation once the step is made ("Applied: X-Wing").
    QString appliedTitle(const core::Step &step) const;
    // The history's entry for a step made on the board: the step's line.
    QString historyEntry(const core::Step &step) const;
    // The step's chains in Eureka notation, empty for a technique without one.
    QString notation(const core::Step &step) const;
    // What the step changes ("D5 = 7", "removes 4 from A3, F3").
    QString effects(const core::Step &step) const;

    QString cellName(int cell) const;
    // "E5 = 7".
    QString placement(int cell, int symbol) const;
    // "row B" (r1c1 naming: "row 2"), "column 4", "box 5".
    QString unitName(int unit) const;
    // Units of one kind together ("rows A, B and F"), else their names joined.
    QString unitsPhrase(const std::vector<int> &units) const;
    // Prose lists: "A1, B2 and C3".
    QString cellList(const std::vector<int> &cells) const;
    QString digitList(core::Mask digits) const;
    static QString digit(int symbol);
    // "a", "a and b", "a, b and c".
    static QString joinAnd(const QStringList &items);
    // Compact lists for a line: "a, b, c".
    static QString joinComma(const QStringList &items);

private:
    QString cellsComma(const std::vector<int> &cells) const;
    QString digitsComma(core::Mask digits) const;
    // The removals grouped ("4 from A3, F3; 7 from F6"); in prose the lists end with "and".
    // The digits a step's title names: the pattern's digits (a chain's when the step has none of
    // its own); a forcing chain's or net's result, what it places or removes.
    static core::Mask headerDigits(const core::Step &step);
    QString eliminationText(const core::Step &step, bool prose = false) const;
    QString placementText(const core::Step &step) const;
    QString trialLine(const core::Step &step, const QString &name) const;
    std::vector<int> patternCells(const core::Step &step, int role) const;
    // The explanation of an Empty Rectangle, Multi-Colouring, 3D Medusa, Unique Rectangle 5-6,
    // Avoidable Rectangle or BUG type 2-4 (steppatterns.cpp).
    QString patternExplanation(const core::Step &step) const;
    // The explanation of a step resting on the removals own (the player's marks).
    QString marksExplanation(
        const core::Step &step, const std::vector<core::Elimination> &own) const;
    core::Mask patternDigits(const core::Step &step, int cell, int role = -1) const;

    const core::Geometry &m_geometry;
    core::CellNaming m_naming;
};
