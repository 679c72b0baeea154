#pragma once

#include "board/board.h"

#include <string>
#include <vector>

namespace testutil {

std::string dataPath(const std::string &name);
// Non-empty lines of a data file (no '#' comments).
std::vector<std::string> readLines(const std::string &name);
// A board of givens from one line of N*N symbol characters ('.' or '0' for blank), for the
// geometry with that side. Throws on a malformed line (tests only; real parsing is formats.h).
core::Board boardFromLine(const std::string &line);
std::string valuesToLine(const std::vector<std::uint8_t> &values);

} // namespace testutil
