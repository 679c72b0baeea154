#pragma once

#include "board/geometry.h"
#include "logic/step.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

// Words a core::Step for the player, through tr(), in the cell naming the player chose. Core
// gives the technique, units, cells, digits and changes; every sentence is built here.
class StepWording final
{
    Q_DECLARE_TR_FUNCTIONS(StepWording)

public:
    StepWording(const core::Geometry &geometry, core::CellNaming naming);

    static QString techniqueName(core::Technique technique);

    // Level 1: the technique and where to look ("Look for a Naked Pair in row D.").
    QString whereToLook(const core::Step &step) const;
    // Level 2: the whole reasoning in full sentences, ending with what changes.
    QString explanation(const core::Step &step) const;
    // One line for lists and the history ("Naked Pair 4, 7 in row D").
    QString summary(const core::Step &step) const;
    // What the step changes ("D5 = 7", "removes 4 from A3 and F3").
    QString effects(const core::Step &step) const;

    QString cellName(int cell) const;
    QString unitName(int unit) const;
    QString cellList(const std::vector<int> &cells) const;
    QString digitList(core::Mask digits) const;
    static QString digit(int symbol);

private:
    QString joinAnd(const QStringList &items) const;
    QString unitsPhrase(const std::vector<int> &units) const;
    QString eliminationText(const core::Step &step) const;
    QString placementText(const core::Step &step) const;
    std::vector<int> patternCells(const core::Step &step, int role) const;
    core::Mask patternDigits(const core::Step &step, int cell, int role = -1) const;

    const core::Geometry &m_geometry;
    core::CellNaming m_naming;
};
