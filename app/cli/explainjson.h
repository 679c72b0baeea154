#pragma once

// `sudoku-cli explain --json`: each puzzle's explained path as data, one JSON object per puzzle
// on one line (JSON Lines), in the file's order:
//
//   {"puzzle":1,"line":1,"size":9,"givens":"..9.6....5..",
//    "solved":true,"score":1014,"level":"hard","hardest":"hidden-pair","step_count":68,
//    "steps":[{"technique":"naked-single","cells":[13],"digits":[8],"units":[],"pattern":[],
//              "placements":[{"cell":13,"digit":8}],"eliminations":[],"chains":[]}, ...]}
//
// Cells are numbered 0 to size*size-1 row by row (cell = row * size + column, from 0); digits
// are 1 to size; a unit is {"kind":"row"|"column"|"box","index":i} (from 0, boxes row by row).
// Per step: `technique` (the ids of `generate --technique`), the pattern's `cells`, `digits`
// and `units` (base sets first, then cover sets), the `pattern` candidates with their `role`
// (the colour or part of the pattern, 0 when none), the `placements` and `eliminations`, and the
// `chains` that prove it (link-based techniques): `nodes` (cells, digit and, for an almost
// locked set, its `als` digits), `links` ("strong" or "weak", links[i] joins nodes i and i+1),
// what the chain proves (`placements`, `eliminations`) and, in a forcing net, its `branch` and
// `nested` (-1 and 0 elsewhere). Forcing chains and nets add `forcing` (what the branches start
// from: "contradiction", "digit", "cell" or "unit"); the trial adds `trial` (the assumed
// `cell` and `digit`, and the `contradiction` cell it led to). Applying each step's placements
// and eliminations in order to the givens' candidates reaches the solution when `solved` is
// true. A puzzle that cannot be explained has `error` (the reason, in words) and no score,
// level or steps. With --summary the steps are left out.

#include "logic/step.h"
#include "rating/humanscore.h"

#include <string>
#include <vector>

namespace core {
struct Puzzle;
}

namespace cli {

// A string as a JSON string literal, quotes included.
std::string jsonString(const std::string &text);

// The line of one puzzle, line break included. `error` non-empty: the puzzle was refused.
std::string explainJson(const core::Puzzle &puzzle, const std::vector<core::Step> &path,
    bool solved, const core::HumanScore &score, const std::string &error, bool withSteps);

} // namespace cli
