// The English wording of steps (sudoku-cli explain): every technique, exact sentences.

#include "logic/advancedrules.h"
#include "stepwords.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace core;
using cli::describeStep;

namespace {

const Geometry &g9 = Geometry::classic();

int cellOf(const std::string &name, const Geometry &g = Geometry::classic())
{
    return *g.parseCellName(name);
}

Mask maskOf(std::initializer_list<int> symbols)
{
    Mask m = 0;
    for (int s : symbols)
        m |= bit(s);
    return m;
}

std::string words(const Step &s, CellNaming naming = CellNaming::Letter)
{
    return describeStep(s, g9, naming);
}

Board digitAt(int symbol, const std::vector<std::string> &cells)
{
    Board b(g9);
    for (int c = 0; c < g9.cellCount(); ++c)
        b.setCandidates(c, g9.allSymbols() & ~bit(symbol));
    for (const auto &name : cells)
        b.setCandidates(cellOf(name), b.candidates(cellOf(name)) | bit(symbol));
    return b;
}

Board fullWith(const Geometry &g, const std::vector<std::pair<std::string, Mask>> &cells)
{
    Board b(g);
    for (int c = 0; c < g.cellCount(); ++c)
        b.setCandidates(c, g.allSymbols());
    for (const auto &[name, mask] : cells)
        b.setCandidates(cellOf(name, g), mask);
    return b;
}

Step only(void (*finder)(const Board &, std::vector<Step> &, int), const Board &b)
{
    std::vector<Step> out;
    finder(b, out, 10);
    EXPECT_EQ(out.size(), 1u);
    return out.empty() ? Step {} : out.front();
}

} // namespace

TEST(StepWords, EveryTechniqueHasWords)
{
    for (int i = 0; i < kTechniqueCount; ++i) {
        Step s;
        s.technique = static_cast<Technique>(i);
        s.eliminations = { { cellOf("A1"), 5 } };
        const std::string text = words(s);
        EXPECT_EQ(text.rfind(cli::techniqueName(s.technique), 0), 0u) << text;
        EXPECT_NE(text.find("removes 5 from A1"), std::string::npos) << text;
        EXPECT_EQ(cli::techniqueName(s.technique).find("Unknown"), std::string::npos);
    }
}

TEST(StepWords, Singles)
{
    Step s;
    s.technique = Technique::NakedSingle;
    s.placements = { { cellOf("E5"), 7 } };
    EXPECT_EQ(words(s), "Naked single: E5 = 7");
    EXPECT_EQ(words(s, CellNaming::RowColumn), "Naked single: r5c5 = 7");
    s.technique = Technique::FullHouse;
    s.units = { g9.rowUnit(4) };
    EXPECT_EQ(words(s), "Full house: E5 = 7 (last open cell of row E)");
    EXPECT_EQ(words(s, CellNaming::RowColumn), "Full house: r5c5 = 7 (last open cell of row 5)");
    s.technique = Technique::HiddenSingle;
    s.units = { g9.boxUnit(4) };
    EXPECT_EQ(words(s), "Hidden single: E5 = 7 (the only place for 7 in box 5)");
    // Symbols above 9 are letters on 16x16.
    const Geometry &g16 = *Geometry::forSide(16);
    s.technique = Technique::NakedSingle;
    s.placements = { { g16.cellCount() - 1, 16 } };
    EXPECT_EQ(describeStep(s, g16, CellNaming::Letter), "Naked single: P16 = G");
}

TEST(StepWords, IntersectionsAndSubsets)
{
    Step s;
    s.technique = Technique::Pointing;
    s.units = { g9.boxUnit(0), g9.rowUnit(0) };
    s.symbols = bit(4);
    s.eliminations = { { cellOf("A5"), 4 }, { cellOf("A7"), 4 } };
    EXPECT_EQ(words(s), "Pointing: 4 in box 1 only in row A: removes 4 from A5, A7");
    s.technique = Technique::Claiming;
    s.units = { g9.rowUnit(0), g9.boxUnit(0) };
    s.eliminations = { { cellOf("C3"), 4 }, { cellOf("B2"), 4 } };
    EXPECT_EQ(words(s), "Claiming: 4 in row A only in box 1: removes 4 from B2, C3");

    Step p;
    p.technique = Technique::NakedPair;
    p.units = { g9.rowUnit(0) };
    p.cells = { cellOf("A1"), cellOf("A4") };
    p.symbols = maskOf({ 2, 7 });
    p.eliminations = { { cellOf("A5"), 2 }, { cellOf("A6"), 7 }, { cellOf("A6"), 2 } };
    EXPECT_EQ(words(p), "Naked pair 2, 7 in row A (A1, A4): removes 2 from A5, A6; 7 from A6");
    p.technique = Technique::HiddenTriple;
    p.units = { g9.boxUnit(2) };
    p.cells = { cellOf("A7"), cellOf("B8"), cellOf("C9") };
    p.symbols = maskOf({ 1, 5, 9 });
    p.eliminations = { { cellOf("A7"), 3 }, { cellOf("A7"), 4 }, { cellOf("B8"), 6 } };
    EXPECT_EQ(
        words(p), "Hidden triple 1, 5, 9 in box 3 (A7, B8, C9): removes 3, 4 from A7; 6 from B8");

    Step r;
    r.technique = Technique::RReduction;
    r.units = { g9.rowUnit(0) };
    r.cells = { cellOf("A1"), cellOf("A2"), cellOf("A5") };
    r.symbols = maskOf({ 1, 4, 7 });
    r.eliminations = { { cellOf("A3"), 1 }, { cellOf("A3"), 4 } };
    EXPECT_EQ(words(r),
        "r-Reduction (r = 3) in row A: A1, A2, A5 hold only 1, 4, 7: removes 1, 4 from A3");
    // r = 1 on an open cell: a placement.
    Step r1;
    r1.technique = Technique::RReduction;
    r1.units = { g9.rowUnit(4), g9.columnUnit(4), g9.boxUnit(4) };
    r1.cells = { cellOf("E5") };
    r1.symbols = bit(7);
    r1.placements = { { cellOf("E5"), 7 } };
    EXPECT_EQ(words(r1), "r-Reduction (r = 1) in row E: E5 holds only 7: E5 = 7");
}

TEST(StepWords, TutorTechniques)
{
    EXPECT_EQ(words(only(findXWing, digitAt(4, { "B3", "B7", "H3", "H7", "A3", "F3" }))),
        "X-Wing on 4 in rows B and H: removes 4 from A3, F3");
    EXPECT_EQ(words(only(findSwordfish,
                  digitAt(7, { "A1", "E1", "E5", "I5", "A9", "I9", "A3", "E7", "I2" }))),
        "Swordfish on 7 in columns 1, 5 and 9: removes 7 from A3, E7, I2");
    EXPECT_EQ(words(only(findSkyscraper,
                  digitAt(6, { "B2", "B7", "G2", "G8", "A8", "C8", "H7", "I7", "E5" }))),
        "Skyscraper on 6 in rows B and G, base in column 2, tops B7 and G8: removes 6 from "
        "A8, C8, H7, I7");
    EXPECT_EQ(words(only(findTwoStringKite, digitAt(3, { "C2", "C7", "A1", "H1", "H7", "E5" }))),
        "2-String Kite on 3 in row C and column 1, joined in box 1 (C2 and A1), ends C7 and "
        "H1: removes 3 from H7");
    EXPECT_EQ(words(only(findXYWing,
                  fullWith(g9,
                      { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) },
                          { "B5", maskOf({ 2, 3 }) } }))),
        "XY-Wing 1, 2, 3 with pivot E5 (1, 2) and pincers B5 (2, 3), E1 (1, 3): removes 3 "
        "from B1");
    EXPECT_EQ(words(only(findXYZWing,
                  fullWith(g9,
                      { { "E5", maskOf({ 1, 2, 3 }) }, { "F6", maskOf({ 2, 3 }) },
                          { "E1", maskOf({ 1, 3 }) } }))),
        "XYZ-Wing 1, 2, 3 with pivot E5 (1, 2, 3) and pincers E1 (1, 3), F6 (2, 3): removes "
        "3 from E4, E6");
    EXPECT_EQ(words(only(findSimpleColoring,
                  digitAt(8, { "B1", "B6", "H6", "H2", "G1", "C2", "E1", "E2", "A3", "I3" }))),
        "Simple coloring on 8 (color trap; B1 and H6 against B6 and H2): removes 8 from C2, "
        "G1");
    EXPECT_EQ(words(only(findSimpleColoring, digitAt(9, { "A1", "A5", "E5", "E2", "B2", "C3" }))),
        "Simple coloring on 9 (color wrap: two cells of one color see each other; A1, B2 and "
        "E5 against A5 and E2): removes 9 from A1, B2, E5");
    EXPECT_EQ(words(only(findUniqueRectangle1,
                  fullWith(g9,
                      { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) },
                          { "D1", maskOf({ 4, 7 }) }, { "D2", maskOf({ 4, 7, 9 }) } }))),
        "Unique rectangle type 1 on 4, 7 (A1, A2, D1, D2): removes 4, 7 from D2");
    Step bug;
    bug.technique = Technique::BugPlusOne;
    bug.placements = { { cellOf("E5"), 7 } };
    EXPECT_EQ(words(bug), "BUG+1: every other open cell has two candidates, so E5 = 7");
}

TEST(StepWords, Trials)
{
    const Geometry &g4 = *Geometry::forSide(4);
    const Step cellCase
        = only(findTrial, fullWith(g4, { { "A1", maskOf({ 1, 2 }) }, { "B2", maskOf({ 1 }) } }));
    EXPECT_EQ(describeStep(cellCase, g4, CellNaming::Letter),
        "Trial: assuming A1 = 1 leads at once to a contradiction (B2 has no candidate "
        "left): removes 1 from A1");
    const Step unitCase = only(findTrial,
        fullWith(g4,
            { { "A1", maskOf({ 1, 2 }) }, { "A2", maskOf({ 2, 3, 4 }) },
                { "A3", maskOf({ 2, 3, 4 }) }, { "A4", maskOf({ 2, 3, 4 }) } }));
    EXPECT_EQ(describeStep(unitCase, g4, CellNaming::Letter),
        "Trial: assuming A1 = 2 leads at once to a contradiction (no place for 1 in row A): "
        "removes 2 from A1");
    Step chain = cellCase;
    chain.pattern.push_back({ cellOf("C3", g4), 4, 1 });
    chain.pattern.push_back({ cellOf("D4", g4), 3, 1 });
    EXPECT_EQ(describeStep(chain, g4, CellNaming::RowColumn),
        "Trial: assuming r1c1 = 1 forces 2 singles and then a contradiction (r2c2 has no "
        "candidate left): removes 1 from r1c1");
    Step deep;
    deep.technique = Technique::Trial;
    deep.trialCell = cellOf("B3");
    deep.trialSymbol = 6;
    deep.pattern = { { deep.trialCell, 6, 0 } };
    deep.eliminations = { { deep.trialCell, 6 } };
    EXPECT_EQ(words(deep),
        "Trial: assuming B3 = 6 leaves no solution (found by a deeper trial, a "
        "search): removes 6 from B3");
}
