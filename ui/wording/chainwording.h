#pragma once

#include "board/board.h"
#include "wording/chainwalk.h"

#include <QCoreApplication>
#include <QString>

// The chain stepper's words (ChainWalk): each frame in plain sentences, through tr(), on the
// position the step was found on ("If C6 is 2, F6 is not 2: both are in column 6."). A link's
// reason is read off that position: a cell's only other candidate, a digit's only other place in
// a unit, two candidates in one cell or one unit; in a net, a cell's or a unit's last candidate
// once the branch has ruled out the others. The last frame is the whole explanation
// (StepWording::explanation, with the Eureka line).
class ChainWording final
{
    Q_DECLARE_TR_FUNCTIONS(ChainWording)

public:
    // playersMarks: the position's candidates are the player's pencil marks (Play), so the
    // whole picture says where the step rests on marks the player removed
    // (StepWording::explanation(step, position)); elsewhere (the Lab's solver, Help's example)
    // it does not.
    ChainWording(const core::Board &position, core::CellNaming naming, bool playersMarks = false);

    // The current frame in words.
    QString frameText(const ChainWalk &walk) const;
    // Where the walk is: "Link 3 of 12", "Link 3 of 12 · branch 1 of 2".
    QString progress(const ChainWalk &walk) const;
    // A node as a statement: "C6 is 2", "F6 is not 2", "2 is in one of C4, C5".
    QString node(const core::ChainNode &node, bool isTrue) const;
    // Why a link holds, read off the position: "both are in column 6", "the only other place
    // for 2 in row F".
    QString reason(const core::ChainNode &from, const core::ChainNode &to, bool strong) const;

private:
    // The contradiction the chains first..last reach (those of nested contradiction `inner`
    // and the branch's own), in words.
    QString contradiction(const ChainWalk &walk, int first, int last, int inner) const;
    QString cellsText(const std::vector<int> &cells) const;
    int sharedUnit(const std::vector<int> &a, const std::vector<int> &b) const;

    const core::Board &m_board;
    core::CellNaming m_naming;
    bool m_playersMarks;
};
