#pragma once

#include "board/board.h"
#include "grid/boardoverlay.h"
#include "logic/step.h"
#include "run/record/runspec.h"
#include "run/runcursor.h"

#include <optional>

class GridModel;

// What the Lab's board shows at a position of a run: the board there (the cursor's values and
// candidates) and, over it, what the event that led there touched (BoardOverlay): the cells it
// changed, the digits the search decided on the current path apart from those propagation
// placed, the candidates it removed, the variable order's choice and tie set, the conflict's
// cell, the climber's swap, the neutralized squares, and the Contribution Numbers as a heat-map.
// A tutor step is shown as the hints show it (its pattern): `step`.
struct RunBoardState
{
    core::Board board;
    BoardOverlay overlay;
    std::optional<core::Step> step;
};

// `at` is the cursor at the position shown; `scratch` a second cursor of the same timeline for
// look-ups (it is moved). heatMap: the CtN of every open cell (search runs).
RunBoardState runBoardState(const core::RunTimeline &timeline, const core::RunSpec &spec,
    const core::RunCursor &at, core::RunCursor &scratch, bool heatMap);

// Shows the state on the board model (GridModel::setBoard, setOverlay, setHighlight).
void showLabBoardState(GridModel &model, const RunBoardState &state);
