#include "explainjson.h"

#include "board/formats.h"
#include "logic/notation.h"

#include <cstdio>

namespace cli {

namespace {

// Appends the JSON of the values, comma-separated, between brackets.
template <class List, class Write> void appendArray(std::string &out, const List &list, Write write)
{
    out += '[';
    bool first = true;
    for (const auto &item : list) {
        if (!first)
            out += ',';
        first = false;
        write(item);
    }
    out += ']';
}

void appendInts(std::string &out, const std::vector<int> &values)
{
    appendArray(out, values, [&](int v) { out += std::to_string(v); });
}

void appendDigits(std::string &out, core::Mask mask, int side)
{
    std::vector<int> digits;
    for (int d = 1; d <= side; ++d)
        if (mask & (core::Mask(1) << d))
            digits.push_back(d);
    appendInts(out, digits);
}

template <class CellDigit>
void appendCellDigits(std::string &out, const std::vector<CellDigit> &list)
{
    appendArray(out, list, [&](const CellDigit &c) {
        out += "{\"cell\":" + std::to_string(c.cell) + ",\"digit\":" + std::to_string(c.symbol)
            + '}';
    });
}

const char *unitKindId(core::UnitKind kind)
{
    switch (kind) {
    case core::UnitKind::Row:
        return "row";
    case core::UnitKind::Column:
        return "column";
    case core::UnitKind::Box:
        return "box";
    }
    return "?";
}

const char *forcingId(core::ForcingKind kind)
{
    switch (kind) {
    case core::ForcingKind::Contradiction:
        return "contradiction";
    case core::ForcingKind::Digit:
        return "digit";
    case core::ForcingKind::Cell:
        return "cell";
    case core::ForcingKind::Unit:
        return "unit";
    }
    return "?";
}

void appendChain(std::string &out, const core::Chain &chain, int side)
{
    out += "{\"nodes\":";
    appendArray(out, chain.nodes, [&](const core::ChainNode &node) {
        out += "{\"cells\":";
        appendInts(out, node.cells);
        out += ",\"digit\":" + std::to_string(node.digit);
        if (node.als) {
            out += ",\"als\":";
            appendDigits(out, node.als, side);
        }
        out += '}';
    });
    out += ",\"links\":";
    appendArray(out, chain.links, [&](core::ChainLink link) {
        out += link == core::ChainLink::Strong ? "\"strong\"" : "\"weak\"";
    });
    out += ",\"placements\":";
    appendCellDigits(out, chain.placements);
    out += ",\"eliminations\":";
    appendCellDigits(out, chain.eliminations);
    out += ",\"branch\":" + std::to_string(chain.branch)
        + ",\"nested\":" + std::to_string(chain.nested) + '}';
}

void appendStep(std::string &out, const core::Step &step, const core::Geometry &g)
{
    out += "{\"technique\":" + jsonString(std::string(core::techniqueId(step.technique)));
    out += ",\"cells\":";
    appendInts(out, step.cells);
    out += ",\"digits\":";
    appendDigits(out, step.symbols, g.side());
    out += ",\"units\":";
    appendArray(out, step.units, [&](int unit) {
        out += std::string("{\"kind\":\"") + unitKindId(g.unitKind(unit))
            + "\",\"index\":" + std::to_string(g.unitIndex(unit)) + '}';
    });
    out += ",\"pattern\":";
    appendArray(out, step.pattern, [&](const core::PatternCandidate &c) {
        out += "{\"cell\":" + std::to_string(c.cell) + ",\"digit\":" + std::to_string(c.symbol)
            + ",\"role\":" + std::to_string(c.role) + '}';
    });
    out += ",\"placements\":";
    appendCellDigits(out, step.placements);
    out += ",\"eliminations\":";
    appendCellDigits(out, step.eliminations);
    // The chains the GUI draws and the words write (the finders fill them).
    out += ",\"chains\":";
    appendArray(
        out, step.chains, [&](const core::Chain &chain) { appendChain(out, chain, g.side()); });
    // The kind of a forcing chain or net (a Kraken fish's branches are its fins: no kind).
    if (step.technique == core::Technique::ForcingChain
        || step.technique == core::Technique::ForcingNet)
        out += std::string(",\"forcing\":\"") + forcingId(step.forcing) + '"';
    if (step.technique == core::Technique::Trial)
        out += ",\"trial\":{\"cell\":" + std::to_string(step.trialCell)
            + ",\"digit\":" + std::to_string(step.trialSymbol)
            + ",\"contradiction\":" + std::to_string(step.contradictionCell) + '}';
    out += '}';
}

} // namespace

std::string jsonString(const std::string &text)
{
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned char>(c));
                out += escaped;
            } else {
                out += c; // UTF-8 passes as it is
            }
        }
    }
    return out + '"';
}

std::string explainJson(const core::Puzzle &puzzle, const std::vector<core::Step> &path,
    bool solved, const core::HumanScore &score, const std::string &error, bool withSteps)
{
    const core::Geometry &g = puzzle.board.geometry();
    std::string out = "{\"puzzle\":" + std::to_string(puzzle.index)
        + ",\"line\":" + std::to_string(puzzle.line) + ",\"size\":" + std::to_string(g.side())
        + ",\"givens\":" + jsonString(core::writeLine(puzzle.board));
    if (!error.empty())
        return out + ",\"solved\":false,\"error\":" + jsonString(error) + "}\n";
    out += std::string(",\"solved\":") + (solved ? "true" : "false");
    out += ",\"score\":" + std::to_string(score.score)
        + ",\"level\":" + jsonString(std::string(core::levelId(score.level))) + ",\"hardest\":"
        + (path.empty() ? std::string("null")
                        : jsonString(std::string(core::techniqueId(score.hardest))))
        + ",\"step_count\":" + std::to_string(path.size());
    if (withSteps) {
        out += ",\"steps\":";
        appendArray(out, path, [&](const core::Step &step) { appendStep(out, step, g); });
    }
    return out + "}\n";
}

} // namespace cli
