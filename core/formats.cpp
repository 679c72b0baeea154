#include "formats.h"

#include "solutioncounter.h"

#include <fstream>
#include <sstream>

namespace core {

namespace {

struct LineView
{
    std::string_view text;
    int number;
};

std::vector<LineView> splitLines(std::string_view text)
{
    std::vector<LineView> lines;
    int number = 1;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back({ line, number++ });
        if (end == text.size())
            break;
        start = end + 1;
    }
    return lines;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

const Geometry *geometryForCells(std::size_t cells)
{
    for (int n = 4; n <= kMaxSide; ++n)
        if (static_cast<std::size_t>(n * n) == cells)
            return Geometry::forSide(n);
    return nullptr;
}

// One puzzle per line.
void parseLines(const std::vector<LineView> &lines, std::string_view source, ParseResult &out)
{
    int index = 0;
    for (const auto &[raw, number] : lines) {
        const std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#')
            continue;
        ++index;
        ParseError error;
        error.source = std::string(source);
        error.line = number;
        error.puzzleIndex = index;
        const Geometry *g = geometryForCells(line.size());
        if (!g) {
            error.code = ParseError::Code::WrongLineLength;
            error.found = static_cast<int>(line.size());
            error.expected = 81;
            out.errors.push_back(error);
            continue;
        }
        Puzzle p;
        p.board = Board(*g);
        p.line = number;
        p.index = index;
        bool bad = false;
        for (int c = 0; c < g->cellCount(); ++c) {
            const char ch = line[c];
            if (ch == '.' || ch == '0')
                continue;
            const int s = g->symbolFromChar(ch);
            if (s == 0) {
                error.code = ParseError::Code::BadCharacter;
                error.column = static_cast<int>(line.data() - raw.data()) + c + 1;
                error.character = ch;
                out.errors.push_back(error);
                bad = true;
                break;
            }
            p.board.setGiven(c, s);
        }
        if (!bad)
            out.puzzles.push_back(std::move(p));
    }
    if (index == 0) {
        ParseError error;
        error.code = ParseError::Code::Empty;
        error.source = std::string(source);
        out.errors.push_back(error);
    }
}

} // namespace

ParseResult parsePuzzles(std::string_view text, std::string_view source, Format format)
{
    ParseResult out;
    out.format = format == Format::Auto ? Format::Lines : format;
    parseLines(splitLines(text), source, out);
    return out;
}

ParseResult readPuzzleFile(const std::string &path, Format format)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ParseResult out;
        ParseError error;
        error.code = ParseError::Code::CannotOpen;
        error.source = path;
        out.errors.push_back(error);
        return out;
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    return parsePuzzles(ss.str(), path, format);
}

void checkSolutions(ParseResult &result)
{
    std::vector<Puzzle> kept;
    for (auto &p : result.puzzles) {
        const Geometry &g = p.board.geometry();
        bool contradictory = false;
        for (const auto &c : p.board.conflicts()) {
            if (c.kind != Conflict::Kind::Duplicate)
                continue;
            ParseError error;
            error.code = ParseError::Code::ContradictoryGivens;
            error.line = p.line;
            error.puzzleIndex = p.index;
            error.cellA = c.cellA;
            error.cellB = c.cellB;
            error.unit = c.unit;
            error.symbol = c.symbol;
            result.errors.push_back(error);
            contradictory = true;
        }
        (void)g;
        if (contradictory)
            continue;
        SolutionCounter counter(p.board.geometry());
        const auto r = counter.count(p.board, 2);
        p.status = r.count == 0 ? SolutionStatus::None
            : r.count == 1      ? SolutionStatus::Unique
                                : SolutionStatus::Multiple;
        if (r.count == 1)
            p.solution = r.solution;
        kept.push_back(std::move(p));
    }
    result.puzzles = std::move(kept);
}

std::string writeLine(const Board &board)
{
    std::string s;
    s.reserve(board.cellCount());
    for (int c = 0; c < board.cellCount(); ++c)
        s.push_back(Geometry::symbolChar(board.value(c)));
    return s;
}

} // namespace core
