#include "board/formats.h"

#include "board/formattext.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <optional>

// How the readers cut text (the choices a loose format leaves open; formattext.h has the pieces
// they share with the guess of the format):
// - Lines: every non-blank line not starting with '#' is one puzzle. The first whitespace-free
//   run is the puzzle; text after it is kept as the puzzle's name. All puzzle lines of a text
//   have the length of its first line of a supported length (N*N, or N*N*N for candidate lines).
// - Grids (Grid, Sdk, SimpleSudoku, PencilMarks): lines made only of '-', '=', '+', '|', '*',
//   '.', ':', '\'' and blanks with at least one '-' or '=' are separators and skipped, as are
//   "[Section]" lines; '#' lines are comments, and '#X text' lines (X a letter) are .sdk
//   metadata. A blank line ends a block of rows; a block holds one or more N-row grids. N is the
//   most frequent row width of the block (a digit row's width is its count of cells after
//   dropping blanks and '|'; a pencil-mark row's width is its count of runs).
// - A pencil-mark row splits on blanks and '|' into runs of symbols; a grid is read as pencil
//   marks when its first row has at least 4 runs and no '.'/'0' and some run of its rows is
//   longer than one symbol.
// - Simple Sudoku: a digit grid starts a puzzle (givens); a following digit grid holds the placed
//   digits (givens and entries) and a following pencil-mark grid the candidates.
// - Auto: a text whose first row starts with a run longer than 25 characters is puzzle lines (or
//   candidate lines); one whose first run is 16 characters without '|' is 4x4 lines or 16x16
//   grids, told apart by the whole text (sixteenWideGrids); anything else is grids.

namespace core {

using namespace formattext;

namespace {

using Code = ParseError::Code;

struct GridCells
{
    std::vector<Mask> masks; // digits: bit(value) or 0; pencil marks: the candidates
    std::vector<int> lines;
    std::vector<int> columns;
};

// A parse of one text into puzzles and errors.
class Parser
{
public:
    Parser(std::string_view source, ParseResult &out)
        : m_source { source }
        , m_out { out }
    { }

    void parseLines(const std::vector<LineView> &lines, bool preferCandidates);
    void parseGrids(const std::vector<LineView> &lines, Format format);
    int puzzleCount() const { return m_index; }

private:
    ParseError &error(Code code, int line, int column = 0)
    {
        ParseError e;
        e.code = code;
        e.source = std::string(m_source);
        e.line = line;
        e.column = column;
        e.puzzleIndex = m_index;
        e.side = m_side;
        m_out.errors.push_back(std::move(e));
        return m_out.errors.back();
    }
    bool readGrid(const std::vector<Row> &rows, std::size_t pos, const Geometry &g, GridKind kind,
        GridCells &cells);
    void addPuzzle(Puzzle &&puzzle);

    std::string_view m_source;
    ParseResult &m_out;
    int m_index = 0;
    int m_side = 0; // of the grid being read, for the errors' wording
};

void Parser::addPuzzle(Puzzle &&puzzle)
{
    for (const auto &[key, text] : puzzle.metadata)
        if (key == 'N' || key == 'n')
            puzzle.name = text;
    m_out.puzzles.push_back(std::move(puzzle));
}

void Parser::parseLines(const std::vector<LineView> &lines, bool preferCandidates)
{
    auto firstToken = [](std::string_view t) {
        std::size_t i = 0;
        while (i < t.size() && !isSpace(t[i]))
            ++i;
        return t.substr(0, i);
    };
    // The length every puzzle line must have: that of the first line of a supported length.
    std::size_t expected = 0;
    int side = 0;
    bool candidates = false;
    for (const auto &[raw, number] : lines) {
        const std::string_view t = trim(raw);
        if (t.empty() || t.front() == '#')
            continue;
        const std::size_t length = firstToken(t).size();
        const int square = sideForSquare(length);
        const int cube = sideForCube(length);
        if (square || cube) {
            candidates = cube && (preferCandidates || !square);
            side = candidates ? cube : square;
            expected = length;
            break;
        }
    }
    if (expected == 0)
        expected = preferCandidates ? 729 : 81;
    m_out.format = candidates ? Format::CandidateLine : Format::Lines;
    const Geometry *g = side ? geometryForSide(side) : nullptr;
    m_side = side;
    m_out.puzzles.reserve(m_out.puzzles.size() + lines.size()); // a file of a million lines

    for (const auto &[raw, number] : lines) {
        const std::string_view t = trim(raw);
        if (t.empty() || t.front() == '#')
            continue;
        ++m_index;
        const std::string_view token = firstToken(t);
        if (token.size() != expected || !g) {
            ParseError &e = error(Code::WrongLineLength, number);
            e.found = static_cast<int>(token.size());
            e.expected = static_cast<int>(expected);
            continue;
        }
        const int offset = static_cast<int>(token.data() - raw.data()); // 0-based column
        Puzzle p;
        if (&p.board.geometry() != g) // a classic board is there already: not built twice
            p.board = Board(*g);
        p.line = number;
        p.index = m_index;
        p.name = std::string(trim(t.substr(token.size())));
        bool bad = false;
        const int n = g->side();
        if (!candidates) {
            for (int c = 0; c < g->cellCount() && !bad; ++c) {
                const char ch = token[c];
                if (isBlank(ch))
                    continue;
                const int s = g->symbolFromChar(ch);
                if (s == 0) {
                    error(Code::BadCharacter, number, offset + c + 1).character = ch;
                    bad = true;
                } else {
                    p.board.setGiven(c, s);
                }
            }
        } else {
            p.hasCandidates = true;
            for (int c = 0; c < g->cellCount() && !bad; ++c) {
                Mask m = 0;
                for (int j = 0; j < n && !bad; ++j) {
                    const int at = c * n + j;
                    const char ch = token[at];
                    if (isBlank(ch))
                        continue;
                    const int s = g->symbolFromChar(ch);
                    if (s == 0) {
                        error(Code::BadCharacter, number, offset + at + 1).character = ch;
                        bad = true;
                    } else if (s != j + 1) {
                        ParseError &e = error(Code::BadCandidates, number, offset + at + 1);
                        e.character = ch;
                        e.expected = j + 1;
                        bad = true;
                    }
                    m |= bit(s);
                }
                if (bad)
                    break;
                if (m == 0) {
                    error(Code::BadCandidates, number, offset + c * n + 1);
                    bad = true;
                } else if (popcount(m) == 1) {
                    p.board.setGiven(c, lowestSymbol(m));
                } else {
                    p.board.setCandidates(c, m);
                }
            }
        }
        if (!bad)
            m_out.puzzles.push_back(std::move(p));
    }
}

bool Parser::readGrid(const std::vector<Row> &rows, std::size_t pos, const Geometry &g,
    GridKind kind, GridCells &cells)
{
    const int n = g.side();
    cells.masks.assign(g.cellCount(), 0);
    cells.lines.assign(g.cellCount(), 0);
    cells.columns.assign(g.cellCount(), 0);
    std::vector<Token> tokens;
    for (int r = 0; r < n; ++r) {
        const Row &row = rows[pos + r];
        int count = 0;
        if (kind == GridKind::Digits) {
            for (std::size_t i = 0; i < row.text.size(); ++i) {
                const char ch = row.text[i];
                if (isSpace(ch) || ch == '|')
                    continue;
                const int column = static_cast<int>(i) + 1;
                const int s = isBlank(ch) ? 0 : g.symbolFromChar(ch);
                if (!isBlank(ch) && s == 0) {
                    error(Code::BadCharacter, row.line, column).character = ch;
                    return false;
                }
                if (count < n) {
                    const int cell = g.cellAt(r, count);
                    cells.masks[cell] = s ? bit(s) : 0;
                    cells.lines[cell] = row.line;
                    cells.columns[cell] = column;
                }
                ++count;
            }
        } else {
            tokenize(row.text, tokens);
            for (const auto &t : tokens) {
                Mask m = 0;
                for (std::size_t i = 0; i < t.text.size(); ++i) {
                    const char ch = t.text[i];
                    const int s = g.symbolFromChar(ch);
                    const int column = t.column + static_cast<int>(i);
                    if (s == 0) {
                        error(Code::BadCharacter, row.line, column).character = ch;
                        return false;
                    }
                    if (m & bit(s)) {
                        error(Code::BadCandidates, row.line, column).character = ch;
                        return false;
                    }
                    m |= bit(s);
                }
                if (count < n) {
                    const int cell = g.cellAt(r, count);
                    cells.masks[cell] = m;
                    cells.lines[cell] = row.line;
                    cells.columns[cell] = t.column;
                }
                ++count;
            }
        }
        if (count != n) {
            ParseError &e = error(Code::WrongRowLength, row.line);
            e.found = count;
            e.expected = n;
            return false;
        }
    }
    return true;
}

void Parser::parseGrids(const std::vector<LineView> &lines, Format format)
{
    m_out.format = format;
    std::vector<std::pair<char, std::string>> pendingMetadata;
    // Simple Sudoku: the puzzle being assembled from consecutive grids.
    std::optional<Puzzle> current;
    bool currentBad = false;
    bool hasValues = false;
    bool hasMarks = false;
    auto finish = [&] {
        if (current && !currentBad)
            addPuzzle(std::move(*current));
        current.reset();
        currentBad = false;
        hasValues = false;
        hasMarks = false;
    };

    GridCells cells;
    for (Block &block : collectBlocks(lines)) {
        for (auto &m : block.metadata)
            pendingMetadata.push_back(std::move(m));
        const auto &rows = block.rows;
        const bool fixed = format != Format::SimpleSudoku;
        const GridKind fixedKind
            = format == Format::PencilMarks ? GridKind::PencilMarks : GridKind::Digits;
        const GridKind firstKind = fixed ? fixedKind : classify(rows, 0);
        const int n = modeWidth(rows, firstKind);
        const Geometry *g = geometryForSide(n);
        m_side = g ? n : 0;
        if (!g) {
            finish();
            ++m_index;
            error(Code::UnknownSize, rows.front().line).found = n;
            continue;
        }
        const std::size_t side = static_cast<std::size_t>(n);
        const std::size_t whole = rows.size() / side * side;
        // Rows left over: a grid too short, or one with extra rows (reported at the first extra
        // row; that grid is not loaded), or rows after whole grids.
        auto leftover = [&](std::size_t at, std::size_t found) {
            finish();
            ++m_index;
            ParseError &e = error(Code::WrongRowCount, rows[at].line);
            e.found = static_cast<int>(found);
            e.expected = n;
        };
        if (rows.size() % side != 0 && rows.size() < 2 * side) {
            leftover(rows.size() < side ? 0 : side, rows.size());
            continue;
        }
        for (std::size_t pos = 0; pos < whole; pos += side) {
            const GridKind kind = fixed ? fixedKind : classify(rows, pos);
            const bool startsPuzzle = format != Format::SimpleSudoku || !current
                || (kind == GridKind::Digits && (hasValues || hasMarks))
                || (kind == GridKind::PencilMarks && hasMarks) || &current->board.geometry() != g;
            if (startsPuzzle) {
                finish();
                ++m_index;
                current.emplace();
                current->board = Board(*g);
                current->line = rows[pos].line;
                current->index = m_index;
                current->metadata = std::move(pendingMetadata);
                pendingMetadata.clear();
            }
            const bool ok = readGrid(rows, pos, *g, kind, cells);
            if (!ok) {
                currentBad = true;
                continue;
            }
            if (currentBad)
                continue;
            Board &board = current->board;
            if (startsPuzzle) {
                for (int c = 0; c < g->cellCount(); ++c) {
                    const Mask m = cells.masks[c];
                    if (popcount(m) == 1)
                        board.setGiven(c, lowestSymbol(m));
                    else if (m)
                        board.setCandidates(c, m);
                }
                if (kind == GridKind::PencilMarks) {
                    current->hasCandidates = true;
                    hasMarks = true;
                }
                continue;
            }
            // Simple Sudoku: placed digits or pencil marks on top of the givens.
            auto mismatch = [&](int c, int found, int expected) {
                ParseError &e = error(Code::MismatchedGrids, cells.lines[c], cells.columns[c]);
                e.puzzleIndex = current->index;
                e.found = found;
                e.expected = expected;
                currentBad = true;
            };
            for (int c = 0; c < g->cellCount() && !currentBad; ++c) {
                const Mask m = cells.masks[c];
                const int single = popcount(m) == 1 ? lowestSymbol(m) : m ? -1 : 0;
                const int v = board.value(c);
                if (kind == GridKind::Digits) {
                    if (board.isGiven(c) && single != v)
                        mismatch(c, single, v);
                    else if (!board.isGiven(c) && single > 0)
                        board.setValue(c, single);
                } else if (v != 0) {
                    if (single != v)
                        mismatch(c, single, v);
                } else if (single > 0 && !hasValues) {
                    board.setValue(c, single); // no placed-digits grid: a single is a placed digit
                } else {
                    board.setCandidates(c, m);
                }
            }
            if (kind == GridKind::Digits) {
                hasValues = true;
            } else {
                hasMarks = true;
                current->hasCandidates = true;
            }
        }
        if (whole != rows.size())
            leftover(whole, rows.size() - whole);
    }
    finish();
}

std::string_view extensionOf(std::string_view source)
{
    const std::size_t slash = source.find_last_of("/\\");
    const std::size_t dot = source.find_last_of('.');
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash))
        return {};
    return source.substr(dot);
}

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

// A text whose first row is a run of 16 symbols without '|' holds either 4x4 puzzles, one per
// line, or 16x16 grids written without separators: the rows have the same width, so the whole
// text decides (not its first rows: twenty 4x4 lines are not a 16x16 grid and four more rows).
// - A row with text after its run (a puzzle's name) is a line: grid rows carry no names.
// - Otherwise the symbols decide: a 16x16 grid row nearly always holds a symbol beyond 4 (a
//   16x16 puzzle needs at least 15 different givens, over 16 rows), a 4x4 line never does (a
//   stray one is a typo the line reader names). So the text is 16x16 grids when more than half
//   of the rows holding any symbol hold one beyond 4, whatever the row count: a 16x16 grid with
//   a row too many or too few is reported as such.
// - A text of rows holding no symbol at all reads as empty 16x16 grids when every block of rows
//   (rows between blank lines) is a whole number of grids, else as empty 4x4 lines.
bool sixteenWideGrids(std::string_view text)
{
    std::size_t filled = 0; // rows holding a symbol
    std::size_t beyond = 0; // rows holding a symbol beyond 4
    std::size_t block = 0; // rows in the current block
    bool wholeBlocks = true;
    for (const LineView &line : splitLines(text)) {
        const std::string_view t = trim(line.text);
        if (t.empty() || t.front() == '#') {
            if (t.empty()) {
                wholeBlocks = wholeBlocks && block % 16 == 0;
                block = 0;
            }
            continue;
        }
        if (isSeparatorLine(t) || isSectionLine(t))
            continue;
        ++block;
        const std::size_t end = std::min(t.find(' '), t.find('\t'));
        if (end != std::string_view::npos)
            return false; // a named puzzle line
        bool any = false;
        bool big = false;
        for (char c : t) {
            any = any || !isBlank(c);
            big = big || (c >= '5' && c <= '9') || (c >= 'A' && c <= 'G') || (c >= 'a' && c <= 'g');
        }
        filled += any ? 1 : 0;
        beyond += big ? 1 : 0;
    }
    wholeBlocks = wholeBlocks && block % 16 == 0;
    return filled == 0 ? wholeBlocks : 2 * beyond > filled;
}

Format guessFromText(std::string_view text)
{
    // Look at the first data rows only: enough to tell the formats apart, cheap on big files.
    constexpr std::size_t kLook = 200;
    std::vector<Row> rows;
    bool metadata = false;
    std::size_t start = 0;
    int number = 1;
    while (start < text.size() && rows.size() < kLook) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view raw = text.substr(start, end - start);
        const std::string_view t = trim(raw.ends_with('\r') ? raw.substr(0, raw.size() - 1) : raw);
        if (!t.empty() && t.front() == '#')
            metadata = metadata || isMetadataLine(t);
        else if (!t.empty() && !isSeparatorLine(t) && !isSectionLine(t))
            rows.push_back({ raw, number });
        start = end + 1;
        ++number;
    }
    if (rows.empty())
        return Format::Lines;
    const std::string_view first = trim(rows.front().text);
    const std::size_t space = std::min(first.find(' '), first.find('\t'));
    const std::string_view token = first.substr(0, space);
    if (token.find('|') == std::string_view::npos) {
        if (token.size() > kMaxSide)
            return sideForSquare(token.size()) || !sideForCube(token.size())
                ? Format::Lines
                : Format::CandidateLine;
        if (token.size() == 16 && !sixteenWideGrids(text))
            return Format::Lines; // 4x4 puzzles, one per line
    }
    if (classify(rows, 0) == GridKind::PencilMarks)
        return Format::PencilMarks;
    // A digit grid followed by a pencil-mark grid of the same side: Simple Sudoku.
    const std::size_t side = static_cast<std::size_t>(digitRowWidth(rows.front().text));
    std::vector<Token> tokens;
    for (std::size_t r = side; r < rows.size(); ++r) {
        bool multi = false;
        if (isPencilMarkRow(rows[r].text, tokens, multi) && multi && tokens.size() == side)
            return Format::SimpleSudoku;
    }
    return metadata ? Format::Sdk : Format::Grid;
}

} // namespace

namespace {

// A UTF-8 byte order mark (Windows editors write one) is no part of the text.
std::string_view withoutByteOrderMark(std::string_view text)
{
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    return text.substr(0, kBom.size()) == kBom ? text.substr(kBom.size()) : text;
}

} // namespace

Format guessFormat(std::string_view text, std::string_view source)
{
    text = withoutByteOrderMark(text);
    // The extension decides between the grid formats; a text of puzzle lines stays lines.
    const Format content = guessFromText(text);
    if (content == Format::Lines || content == Format::CandidateLine)
        return content;
    const std::string_view ext = extensionOf(source);
    if (equalsIgnoreCase(ext, ".sdk"))
        return Format::Sdk;
    if (equalsIgnoreCase(ext, ".ss"))
        return Format::SimpleSudoku;
    return content;
}

ParseResult parsePuzzles(std::string_view text, std::string_view source, Format format)
{
    ParseResult out;
    out.source = std::string(source);
    text = withoutByteOrderMark(text);
    if (format == Format::Auto)
        format = guessFormat(text, source);
    const auto lines = splitLines(text);
    Parser parser(source, out);
    if (format == Format::Lines || format == Format::CandidateLine)
        parser.parseLines(lines, format == Format::CandidateLine);
    else
        parser.parseGrids(lines, format);
    if (parser.puzzleCount() == 0) {
        ParseError error;
        error.code = Code::Empty;
        error.source = std::string(source);
        out.errors.push_back(std::move(error));
    }
    return out;
}

ParseResult readPuzzleFile(const std::string &path, Format format)
{
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(path, ec))
        in.open(path, std::ios::binary);
    const auto fail = [&path](Code code) {
        ParseResult out;
        out.source = path;
        ParseError error;
        error.code = code;
        error.source = path;
        if (code == Code::TooLarge)
            error.expected = static_cast<int>(kMaxFileBytes >> 20);
        out.errors.push_back(std::move(error));
        return out;
    };
    if (!in.is_open())
        return fail(Code::CannotOpen);
    // In pieces, stopping one byte past the limit (a device such as /dev/zero has no end).
    std::string text;
    std::array<char, 1 << 16> buffer {};
    while (in.read(buffer.data(), buffer.size()) || in.gcount() > 0) {
        text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxFileBytes)
            return fail(Code::TooLarge);
    }
    if (in.bad())
        return fail(Code::CannotOpen);
    return parsePuzzles(text, path, format);
}

} // namespace core
