#include "board/formattext.h"

#include <algorithm>
#include <array>
#include <tuple>

namespace core::formattext {

std::vector<LineView> splitLines(std::string_view text)
{
    std::vector<LineView> lines;
    lines.reserve(text.size() / 64 + 1);
    int number = 1;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back({ line, number++ });
        start = end + 1;
    }
    return lines;
}

// Sides the readers accept: a geometry exists and its boxes are at least 2 rows tall.
const Geometry *geometryForSide(int side)
{
    if (side < 4 || side > kMaxSide)
        return nullptr;
    const Geometry *g = Geometry::forSide(side);
    return g && g->boxRows() >= 2 ? g : nullptr;
}

int sideForSquare(std::size_t length)
{
    for (int n = 4; n <= kMaxSide; ++n)
        if (static_cast<std::size_t>(n * n) == length)
            return geometryForSide(n) ? n : 0;
    return 0;
}

int sideForCube(std::size_t length)
{
    for (int n = 4; n <= kMaxSide; ++n)
        if (static_cast<std::size_t>(n * n * n) == length)
            return geometryForSide(n) ? n : 0;
    return 0;
}

bool isSeparatorLine(std::string_view t)
{
    bool rule = false;
    for (char c : t) {
        if (c == '-' || c == '=')
            rule = true;
        else if (c != '+' && c != '|' && c != '*' && c != '.' && c != ':' && c != '\''
            && !isSpace(c))
            return false;
    }
    return rule;
}

bool isSectionLine(std::string_view t)
{
    return t.size() >= 2 && t.front() == '[' && t.back() == ']';
}

// Splits a pencil-mark row on blanks and '|'.
void tokenize(std::string_view raw, std::vector<Token> &out)
{
    out.clear();
    std::size_t i = 0;
    while (i < raw.size()) {
        while (i < raw.size() && (isSpace(raw[i]) || raw[i] == '|'))
            ++i;
        const std::size_t start = i;
        while (i < raw.size() && !isSpace(raw[i]) && raw[i] != '|')
            ++i;
        if (i > start)
            out.push_back({ raw.substr(start, i - start), static_cast<int>(start) + 1 });
    }
}

// Cells of a digit row: every character but blanks and '|'.
int digitRowWidth(std::string_view raw)
{
    int n = 0;
    for (char c : raw)
        if (!isSpace(c) && c != '|')
            ++n;
    return n;
}

bool isMetadataLine(std::string_view t)
{
    if (t.size() < 2 || t.front() != '#')
        return false;
    const char c = t[1];
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

std::vector<Block> collectBlocks(const std::vector<LineView> &lines)
{
    std::vector<Block> blocks;
    Block current;
    // A blank line ends a block; metadata with no rows yet stays for the next one.
    auto close = [&] {
        if (!current.rows.empty()) {
            blocks.push_back(std::move(current));
            current = Block {};
        }
    };
    for (const auto &[raw, number] : lines) {
        const std::string_view t = trim(raw);
        if (t.empty()) {
            close();
            continue;
        }
        if (t.front() == '#') {
            if (isMetadataLine(t))
                current.metadata.emplace_back(t[1], std::string(trim(t.substr(2))));
            continue;
        }
        if (isSeparatorLine(t) || isSectionLine(t))
            continue;
        current.rows.push_back({ raw, number });
    }
    if (!current.rows.empty())
        blocks.push_back(std::move(current));
    return blocks;
}

bool isPencilMarkRow(std::string_view raw, std::vector<Token> &tokens, bool &multi)
{
    tokenize(raw, tokens);
    if (tokens.size() < 4)
        return false;
    for (const auto &t : tokens) {
        if (t.text.find_first_of(".0") != std::string_view::npos)
            return false;
        if (t.text.size() > 1)
            multi = true;
    }
    return true;
}

// Pencil marks or digits, for the grid starting at rows[pos]: its first row has at least 4 runs
// and no blank, and some run of its rows is longer than one symbol (rows of single symbols read
// the same both ways). A full digit grid with box separators ("1234|5678|...") is told from
// pencil marks by its rows all having the cell count of its first row.
GridKind classify(const std::vector<Row> &rows, std::size_t pos)
{
    std::vector<Token> tokens;
    bool multi = false;
    if (!isPencilMarkRow(rows[pos].text, tokens, multi))
        return GridKind::Digits;
    const std::size_t end = std::min(rows.size(), pos + tokens.size());
    for (std::size_t r = pos + 1; r < end && !multi; ++r)
        isPencilMarkRow(rows[r].text, tokens, multi);
    if (!multi)
        return GridKind::Digits;
    const std::size_t digits = static_cast<std::size_t>(digitRowWidth(rows[pos].text));
    if (geometryForSide(static_cast<int>(digits)) && rows.size() - pos >= digits) {
        bool full = true;
        for (std::size_t r = pos; r < pos + digits && full; ++r)
            full = static_cast<std::size_t>(digitRowWidth(rows[r].text)) == digits;
        if (full)
            return GridKind::Digits;
    }
    return GridKind::PencilMarks;
}

namespace {

int rowWidth(std::string_view raw, GridKind kind, std::vector<Token> &tokens)
{
    if (kind == GridKind::Digits)
        return digitRowWidth(raw);
    tokenize(raw, tokens);
    return static_cast<int>(tokens.size());
}

} // namespace

// The most frequent row width among the first rows of a block (ties: a supported side, then the
// width equal to the number of rows considered, then the first seen).
int modeWidth(const std::vector<Row> &rows, GridKind kind)
{
    std::vector<Token> tokens;
    const std::size_t end = std::min<std::size_t>(rows.size(), kMaxSide);
    std::array<int, kMaxSide + 2> counts {};
    std::vector<int> order;
    for (std::size_t r = 0; r < end; ++r) {
        const int w = std::min(rowWidth(rows[r].text, kind, tokens), kMaxSide + 1);
        if (counts[w]++ == 0)
            order.push_back(w);
    }
    int best = order.front();
    auto score = [&](int w) {
        return std::make_tuple(
            counts[w], geometryForSide(w) != nullptr, static_cast<std::size_t>(w) == end);
    };
    for (int w : order)
        if (score(w) > score(best))
            best = w;
    if (best > kMaxSide) // too wide for any size: report the first row's real width
        return rowWidth(rows.front().text, kind, tokens);
    return best;
}

} // namespace core::formattext
