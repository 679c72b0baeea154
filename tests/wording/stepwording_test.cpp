// The one wording of steps (ui/wording/stepwording): every technique's line with exact English
// sentences, the hint levels, the history entry, and the translations being complete.

#include "logic/als.h"
#include "logic/chains.h"
#include "logic/coloring.h"
#include "logic/exotic.h"
#include "logic/fish.h"
#include "logic/misc.h"
#include "logic/notation.h"
#include "logic/singledigit.h"
#include "logic/trial.h"
#include "logic/uniqueness.h"
#include "logic/wings.h"
#include "testutil.h"
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace core;
using testutil::digitAt;
using testutil::fullWith;
using testutil::maskOf;

namespace {

const Geometry &g9 = Geometry::classic();

int cellOf(const std::string &name)
{
    return testutil::cellOf(g9, name);
}

std::string words(const Step &s, CellNaming naming = CellNaming::Letter)
{
    return StepWording(g9, naming).line(s).toStdString();
}

Step only(testutil::Finder finder, const Board &b)
{
    const std::vector<Step> out = testutil::findSteps(finder, b, 10);
    EXPECT_EQ(out.size(), 1u);
    return out.empty() ? Step {} : out.front();
}

// Installs a language for one test and English again after it.
class Language
{
public:
    explicit Language(const char *code)
    {
        EXPECT_TRUE(Translations::install(QString::fromLatin1(code)));
    }
    ~Language() { Translations::install(QStringLiteral("en")); }
};

// One step of every technique, with its data as the finders fill it.
std::vector<Step> oneOfEach()
{
    std::vector<Step> steps;
    Step s;
    s.technique = Technique::NakedSingle;
    s.placements = { { cellOf("E5"), 7 } };
    steps.push_back(s);
    s.technique = Technique::FullHouse;
    s.units = { g9.rowUnit(4) };
    steps.push_back(s);
    s.technique = Technique::HiddenSingle;
    s.units = { g9.boxUnit(4) };
    steps.push_back(s);
    Step p;
    p.technique = Technique::Pointing;
    p.units = { g9.boxUnit(0), g9.rowUnit(0) };
    p.symbols = bit(4);
    p.cells = { cellOf("A1"), cellOf("A2") };
    p.eliminations = { { cellOf("A5"), 4 } };
    steps.push_back(p);
    p.technique = Technique::Claiming;
    steps.push_back(p);
    for (Technique t : { Technique::NakedPair, Technique::HiddenPair, Technique::NakedTriple,
             Technique::HiddenTriple, Technique::NakedQuad, Technique::HiddenQuad }) {
        p.technique = t;
        steps.push_back(p);
    }
    steps.push_back(only(findXWing, digitAt(g9, 4, { "B3", "B7", "H3", "H7", "A3", "F3" })));
    steps.push_back(only(
        findSwordfish, digitAt(g9, 7, { "A1", "E1", "E5", "I5", "A9", "I9", "A3", "E7", "I2" })));
    steps.push_back(only(findJellyfish,
        digitAt(
            g9, 2, { "A1", "A2", "B2", "B3", "C3", "C4", "D4", "D1", "E1", "F2", "G3", "H4" })));
    steps.push_back(only(
        findSkyscraper, digitAt(g9, 6, { "B2", "B7", "G2", "G8", "A8", "C8", "H7", "I7", "E5" })));
    steps.push_back(
        only(findTwoStringKite, digitAt(g9, 3, { "C2", "C7", "A1", "H1", "H7", "E5" })));
    steps.push_back(only(findXYWing,
        fullWith(g9,
            { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) },
                { "B5", maskOf({ 2, 3 }) } })));
    steps.push_back(only(findXYZWing,
        fullWith(g9,
            { { "E5", maskOf({ 1, 2, 3 }) }, { "F6", maskOf({ 2, 3 }) },
                { "E1", maskOf({ 1, 3 }) } })));
    steps.push_back(only(findSimpleColoring,
        digitAt(g9, 8, { "B1", "B6", "H6", "H2", "G1", "C2", "E1", "E2", "A3", "I3" })));
    steps.push_back(only(findUniqueRectangle1,
        fullWith(g9,
            { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
                { "D2", maskOf({ 4, 7, 9 }) } })));
    Step bug;
    bug.technique = Technique::BugPlusOne;
    bug.placements = { { cellOf("E5"), 7 } };
    steps.push_back(bug);
    Step r;
    r.technique = Technique::RReduction;
    r.units = { g9.rowUnit(0) };
    r.cells = { cellOf("A1"), cellOf("A2"), cellOf("A5") };
    r.symbols = maskOf({ 1, 4, 7 });
    r.eliminations = { { cellOf("A3"), 1 } };
    steps.push_back(r);
    const Geometry &g4 = *Geometry::forSide(4);
    Step trial
        = only(findTrial, fullWith(g4, { { "A1", maskOf({ 1, 2 }) }, { "B2", maskOf({ 1 }) } }));
    steps.push_back(trial);
    return steps;
}

} // namespace

TEST(StepWording, EveryTechniqueHasANameAndALine)
{
    for (int i = 0; i < kTechniqueCount; ++i) {
        Step s;
        s.technique = static_cast<Technique>(i);
        s.eliminations = { { cellOf("A1"), 5 } };
        const std::string text = words(s);
        const std::string name = StepWording::techniqueName(s.technique).toStdString();
        EXPECT_EQ(text.rfind(name, 0), 0u) << text;
        EXPECT_NE(text.find("removes 5 from A1"), std::string::npos) << text;
        EXPECT_EQ(name.find("Unknown"), std::string::npos);
    }
}

TEST(StepWording, Singles)
{
    Step s;
    s.technique = Technique::NakedSingle;
    s.placements = { { cellOf("E5"), 7 } };
    EXPECT_EQ(words(s), "Naked Single: E5 = 7");
    EXPECT_EQ(words(s, CellNaming::RowColumn), "Naked Single: r5c5 = 7");
    s.technique = Technique::FullHouse;
    s.units = { g9.rowUnit(4) };
    EXPECT_EQ(words(s), "Full House: E5 = 7 (last open cell of row E)");
    EXPECT_EQ(words(s, CellNaming::RowColumn), "Full House: r5c5 = 7 (last open cell of row 5)");
    s.technique = Technique::HiddenSingle;
    s.units = { g9.boxUnit(4) };
    EXPECT_EQ(words(s), "Hidden Single: E5 = 7 (the only place for 7 in box 5)");
    // Symbols above 9 are letters on 16x16.
    const Geometry &g16 = *Geometry::forSide(16);
    s.technique = Technique::NakedSingle;
    s.placements = { { g16.cellCount() - 1, 16 } };
    EXPECT_EQ(StepWording(g16, CellNaming::Letter).line(s).toStdString(), "Naked Single: P16 = G");
}

TEST(StepWording, IntersectionsAndSubsets)
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
    EXPECT_EQ(words(p), "Naked Pair 2, 7 in row A (A1, A4): removes 2 from A5, A6; 7 from A6");
    p.technique = Technique::HiddenTriple;
    p.units = { g9.boxUnit(2) };
    p.cells = { cellOf("A7"), cellOf("B8"), cellOf("C9") };
    p.symbols = maskOf({ 1, 5, 9 });
    p.eliminations = { { cellOf("A7"), 3 }, { cellOf("A7"), 4 }, { cellOf("B8"), 6 } };
    EXPECT_EQ(
        words(p), "Hidden Triple 1, 5, 9 in box 3 (A7, B8, C9): removes 3, 4 from A7; 6 from B8");
}

TEST(StepWording, RReductionCountsItsCells)
{
    Step r;
    r.technique = Technique::RReduction;
    r.units = { g9.rowUnit(0) };
    r.cells = { cellOf("A1"), cellOf("A2"), cellOf("A5") };
    r.symbols = maskOf({ 1, 4, 7 });
    r.eliminations = { { cellOf("A3"), 1 }, { cellOf("A3"), 4 } };
    EXPECT_EQ(words(r),
        "r-Reduction (r = 3) in row A: A1, A2, A5 hold only 1, 4, 7: removes 1, 4 from A3");
    // r = 1 on an open cell: a placement, and the English plural form says "holds".
    Step r1;
    r1.technique = Technique::RReduction;
    r1.units = { g9.rowUnit(4), g9.columnUnit(4), g9.boxUnit(4) };
    r1.cells = { cellOf("E5") };
    r1.symbols = bit(7);
    r1.placements = { { cellOf("E5"), 7 } };
    EXPECT_EQ(words(r1), "r-Reduction (r = 1) in row E: E5 holds only 7: E5 = 7");
}

TEST(StepWording, FishAreWordedAndLinksAreChains)
{
    EXPECT_EQ(words(only(findXWing, digitAt(g9, 4, { "B3", "B7", "H3", "H7", "A3", "F3" }))),
        "X-Wing on 4 in rows B and H: removes 4 from A3, F3");
    EXPECT_EQ(words(only(findSwordfish,
                  digitAt(g9, 7, { "A1", "E1", "E5", "I5", "A9", "I9", "A3", "E7", "I2" }))),
        "Swordfish on 7 in columns 1, 5 and 9: removes 7 from A3, E7, I2");
    EXPECT_EQ(words(only(findSkyscraper,
                  digitAt(g9, 6, { "B2", "B7", "G2", "G8", "A8", "C8", "H7", "I7", "E5" }))),
        "Skyscraper on 6: (6)B7=B2-G2=G8 => A8,C8,H7,I7<>6");
    EXPECT_EQ(words(only(findTwoStringKite, digitAt(g9, 3, { "C2", "C7", "A1", "H1", "H7", "E5" })),
                  CellNaming::RowColumn),
        "2-String Kite on 3: (3)r3c7=r3c2-r1c1=r8c1 => r8c7<>3");
    EXPECT_EQ(words(only(findXYWing,
                  fullWith(g9,
                      { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 3 }) },
                          { "B5", maskOf({ 2, 3 }) } }))),
        "XY-Wing on 1, 2, 3: (3=2)B5-(2=1)E5-(1=3)E1 => B1<>3");
    EXPECT_EQ(words(only(findXYZWing,
                  fullWith(g9,
                      { { "E5", maskOf({ 1, 2, 3 }) }, { "F6", maskOf({ 2, 3 }) },
                          { "E1", maskOf({ 1, 3 }) } }))),
        "XYZ-Wing on 1, 2, 3: (3=1)E1-(1=23)E5|F6 => E4,E6<>3");
    EXPECT_EQ(words(only(findSimpleColoring,
                  digitAt(g9, 8, { "B1", "B6", "H6", "H2", "G1", "C2", "E1", "E2", "A3", "I3" }))),
        "Simple Colouring on 8: (8)B1=B6-H6=H2 => C2,G1<>8");
    EXPECT_EQ(words(only(findUniqueRectangle1,
                  fullWith(g9,
                      { { "A1", maskOf({ 4, 7 }) }, { "A2", maskOf({ 4, 7 }) },
                          { "D1", maskOf({ 4, 7 }) }, { "D2", maskOf({ 4, 7, 9 }) } }))),
        "Unique Rectangle Type 1 on 4, 7 (A1, A2, D1, D2): removes 4, 7 from D2");
    Step bug;
    bug.technique = Technique::BugPlusOne;
    bug.placements = { { cellOf("E5"), 7 } };
    EXPECT_EQ(words(bug), "BUG+1: every other open cell has two candidates, so E5 = 7");
}

// The same hand-made positions as tests/core (misc_test.cpp, als_test.cpp, chains_test.cpp),
// where the eliminations are derived by hand: the words say what those tests prove.
TEST(StepWording, SueDeCoqAndAlsChains)
{
    const StepWording w(g9, CellNaming::Letter);
    // Sue de Coq: A1, A2 {1,2,3,4}, A5 {1,2}, B2 {3,4}.
    const Step sdc = only(findSueDeCoq,
        fullWith(g9,
            { { "A1", maskOf({ 1, 2, 3, 4 }) }, { "A2", maskOf({ 1, 2, 3, 4 }) },
                { "A5", maskOf({ 1, 2 }) }, { "B2", maskOf({ 3, 4 }) } }));
    EXPECT_EQ(words(sdc),
        "Sue de Coq on 1, 2, 3, 4 in row A and box 1 (A1, A2, A5, B2): removes 1 from A3, A4, "
        "A6, A7, A8, A9; 2 from A3, A4, A6, A7, A8, A9; 3 from A3, B1, B3, C1, C2, C3; 4 from "
        "A3, B1, B3, C1, C2, C3");
    EXPECT_EQ(w.whereToLook(sdc), QStringLiteral("Look for a Sue de Coq where row A meets box 1."));
    EXPECT_EQ(w.explanation(sdc).toStdString(),
        "Where row A meets box 1, the cells A1 and A2 hold 1, 2, 3 and 4: two digits more than "
        "cells. The rest of row A adds A5 (with 1 and 2), the rest of box 1 adds B2 (with 3 and "
        "4), and these two parts have no digit in common. Together all these cells hold exactly "
        "as many digits as there are cells, and no digit can be in two of them (the line's cells "
        "see each other, the box's cells see each other, and the two parts share no digit), so "
        "each of these digits is in them exactly once. A digit the box's part lacks is in the "
        "line, and one the line's part lacks is in the box: they go from the other cells of row "
        "A and box 1: 1 from A3, A4, A6, A7, A8 and A9; 2 from A3, A4, A6, A7, A8 and A9; 3 from "
        "A3, B1, B3, C1, C2 and C3; 4 from A3, B1, B3, C1, C2 and C3.");

    // ALS-AIC: 5 in row A only in A1 and A4; D4 {3,4,5}, E4 {3,4}, F6 {4,5}.
    Board aic = fullWith(g9,
        { { "D4", maskOf({ 3, 4, 5 }) }, { "E4", maskOf({ 3, 4 }) }, { "F6", maskOf({ 4, 5 }) } });
    for (const char *c : { "A2", "A3", "A5", "A6", "A7", "A8", "A9" })
        aic.setCandidates(cellOf(c), aic.candidates(cellOf(c)) & ~bit(5));
    std::vector<std::string> aicLines;
    for (const Step &s : testutil::findSteps(findAlsAic, aic, 10)) {
        aicLines.push_back(words(s));
        if (s.eliminations.size() == 1) {
            EXPECT_TRUE(w.explanation(s).contains(QStringLiteral(
                "Starting from either end as false, the links force the other end true, so one "
                "of the ends is true and every candidate that sees both ends is false: removes 5 "
                "from F1.")));
        }
    }
    EXPECT_EQ(aicLines,
        (std::vector<std::string> {
            "ALS-AIC on 3, 4: (3=4)E4-(4=53)D4|F6-(3)E4 => "
            "A4,B4,C4,D5,D6,E5,E6,F4,F5,G4,H4,I4<>3, D5,D6,E5,E6,F4,F5<>4, D5,D6,E5,E6,F4,F5<>5",
            "ALS-AIC on 4, 5: (5)A1=A4-(5=34)DE4-(4=5)F6 => F1<>5" }));

    // Death Blossom: the stem B2 {1,2,3}, petals E2 {1,5}; H2 {2,4}, I2 {4,5}; C2 {3,5} (and a
    // second blossom with its stem in I2).
    const auto blossoms = testutil::findSteps(findDeathBlossom,
        fullWith(g9,
            { { "B2", maskOf({ 1, 2, 3 }) }, { "E2", maskOf({ 1, 5 }) }, { "H2", maskOf({ 2, 4 }) },
                { "I2", maskOf({ 4, 5 }) }, { "C2", maskOf({ 3, 5 }) } }),
        10);
    ASSERT_EQ(blossoms.size(), 2u);
    const Step &db = blossoms[0].cells.front() == cellOf("B2") ? blossoms[0] : blossoms[1];
    EXPECT_EQ(words(db),
        "Death Blossom on 1, 2, 3, 4, 5: (1)B2-(1=5)E2; (2)B2-(2=45)HI2; (3)B2-(3=5)C2 => "
        "A2,D2,F2,G2<>5");
    EXPECT_EQ(
        w.whereToLook(db), QStringLiteral("Look for a Death Blossom with its stem in box 1."));
    EXPECT_TRUE(w.explanation(db).startsWith(QStringLiteral(
        "The stem B2 holds 1, 2 and 3. For each of these digits there is a petal, an almost "
        "locked set (N cells of one unit with N+1 digits) whose every cell with that digit sees "
        "the stem: E2 for 1, H2 and I2 for 2, C2 for 3. Whatever the stem holds, that digit is "
        "gone from its petal, which is then locked on its other digits, 5 among them. So 5 is in "
        "one of the petals, and a cell that sees every 5 in all of them cannot be 5: 5 from A2, "
        "D2, F2 and G2.")))
        << w.explanation(db).toStdString();

    // Continuous Nice Loop: 1 in row A only in A1, A5; E5, E1 {1,2}.
    Board loop = fullWith(g9, { { "E5", maskOf({ 1, 2 }) }, { "E1", maskOf({ 1, 2 }) } });
    for (const char *c : { "A2", "A3", "A4", "A6", "A7", "A8", "A9" })
        loop.setCandidates(cellOf(c), loop.candidates(cellOf(c)) & ~bit(1));
    const Step cnl = only(findContinuousNiceLoop, loop);
    EXPECT_EQ(words(cnl),
        "Continuous Nice Loop on 1, 2: (1)A1=A5-(1=2)E5-(2=1)E1-(1)A1 => "
        "B1,B5,C1,C5,D1,D5,F1,F5,G1,G5,H1,H5,I1,I5<>1, E2,E3,E4,E6,E7,E8,E9<>2");
    EXPECT_EQ(w.whereToLook(cnl),
        QStringLiteral("Look for a Continuous Nice Loop on the digits 1 and 2."));
    EXPECT_TRUE(w.explanation(cnl).contains(
        QStringLiteral("The result: removes 1 from B1, B5, C1, C5, D1, D5, F1, F5, G1, G5, H1, "
                       "H5, I1, I5; 2 from E2, E3, E4, E6, E7, E8, E9.")));
}

TEST(StepWording, GeneralFishAndMsls)
{
    // Row B's 5 in B4 and B5 only, box 5's in D4 and E5 only, every other cell full.
    Board franken = fullWith(g9, {});
    for (int c = 0; c < g9.cellCount(); ++c) {
        const bool rowB = g9.row(c) == 1 && g9.column(c) != 3 && g9.column(c) != 4;
        const bool box5 = g9.box(c) == 4 && c != cellOf("D4") && c != cellOf("E5");
        if (rowB || box5)
            franken.setCandidates(c, franken.candidates(c) & ~bit(5));
    }
    std::vector<Step> steps = testutil::findSteps(findFrankenFish, franken, 10);
    ASSERT_FALSE(steps.empty());
    EXPECT_EQ(words(steps.front()),
        "Franken Fish on 5, base row B and box 5, cover columns 4 and 5: removes 5 from A4, A5, "
        "C4, C5, G4, G5, H4, H5, I4, I5");
    // A1 {1,3}, A5 {1,4}, E1 {2,3}, E5 {2,4}.
    const Board msls = fullWith(g9,
        { { "A1", maskOf({ 1, 3 }) }, { "A5", maskOf({ 1, 4 }) }, { "E1", maskOf({ 2, 3 }) },
            { "E5", maskOf({ 2, 4 }) } });
    const std::string line = words(only(findMultiSectorLockedSet, msls));
    EXPECT_EQ(line.rfind("Multi-Sector Locked Set where rows A and E cross columns 1 and 5 (4 "
                         "cells): removes ",
                  0),
        0u)
        << line;
}

// The wording asks the core which techniques are written as chains (core::hasChainNotation):
// every one of them with a chain in its step is worded by that chain (X-Wing by its lines
// instead, and without them by its effects); no other technique is, chain or not.
TEST(StepWording, ChainTechniquesAreTheCoresList)
{
    Chain chain;
    chain.nodes = { { { cellOf("B7") }, 6, 0 }, { { cellOf("B2") }, 6, 0 } };
    chain.links = { ChainLink::Strong };
    chain.eliminations = { { cellOf("A8"), 6 } };
    int chains = 0;
    for (int i = 0; i < kTechniqueCount; ++i) {
        Step s;
        s.technique = static_cast<Technique>(i);
        s.eliminations = { { cellOf("A8"), 6 } };
        s.chains = { chain };
        const std::string asChain = StepWording::techniqueName(s.technique).toStdString()
            + " on 6: " + stepNotation(s, g9, CellNaming::Letter);
        if (hasChainNotation(s.technique) && s.technique != Technique::XWing) {
            EXPECT_EQ(words(s), asChain);
            ++chains;
        } else {
            EXPECT_NE(words(s), asChain);
        }
    }
    // With Empty Rectangle, Multi-Colouring, 3D Medusa, Continuous Nice Loop, ALS-AIC, Death
    // Blossom and Kraken fish.
    EXPECT_EQ(chains, 22);
}

TEST(StepWording, Trials)
{
    const Geometry &g4 = *Geometry::forSide(4);
    const StepWording w4(g4, CellNaming::Letter);
    const Step cellCase
        = only(findTrial, fullWith(g4, { { "A1", maskOf({ 1, 2 }) }, { "B2", maskOf({ 1 }) } }));
    EXPECT_EQ(w4.line(cellCase).toStdString(),
        "Trial: assuming A1 = 1 leads at once to a contradiction (B2 has no candidate "
        "left): removes 1 from A1");
    const Step unitCase = only(findTrial,
        fullWith(g4,
            { { "A1", maskOf({ 1, 2 }) }, { "A2", maskOf({ 2, 3, 4 }) },
                { "A3", maskOf({ 2, 3, 4 }) }, { "A4", maskOf({ 2, 3, 4 }) } }));
    EXPECT_EQ(w4.line(unitCase).toStdString(),
        "Trial: assuming A1 = 2 leads at once to a contradiction (no place for 1 in row A): "
        "removes 2 from A1");
    Step chain = cellCase;
    chain.pattern.push_back({ testutil::cellOf(g4, "C3"), 4, 1 });
    EXPECT_EQ(StepWording(g4, CellNaming::RowColumn).line(chain).toStdString(),
        "Trial: assuming r1c1 = 1 forces 1 single and then a contradiction (r2c2 has no "
        "candidate left): removes 1 from r1c1");
    chain.pattern.push_back({ testutil::cellOf(g4, "D4"), 3, 1 });
    EXPECT_EQ(StepWording(g4, CellNaming::RowColumn).line(chain).toStdString(),
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

TEST(StepWording, HintLevelsAndHistory)
{
    const StepWording w(g9, CellNaming::Letter);
    Step p;
    p.technique = Technique::NakedPair;
    p.units = { g9.boxUnit(1) };
    p.cells = { cellOf("B5"), cellOf("C5") };
    p.symbols = maskOf({ 1, 9 });
    p.eliminations = { { cellOf("A5"), 1 }, { cellOf("B4"), 1 }, { cellOf("C4"), 1 },
        { cellOf("B4"), 9 }, { cellOf("C4"), 9 } };
    EXPECT_EQ(w.whereToLook(p), QStringLiteral("Look for a Naked Pair in box 2."));
    // Prose lists end with "and"; the line's lists are compact.
    EXPECT_EQ(w.explanation(p),
        QStringLiteral("In box 2, the cells B5 and C5 hold only the candidates 1 and 9 between "
                       "them: as many digits as cells. Those digits must go in those cells, so "
                       "they can be removed from every other cell of box 2: 1 from A5, B4 and "
                       "C4; 9 from B4 and C4."));
    EXPECT_EQ(w.line(p),
        QStringLiteral(
            "Naked Pair 1, 9 in box 2 (B5, C5): removes 1 from A5, B4, C4; 9 from B4, C4"));
    EXPECT_EQ(w.appliedTitle(p), QStringLiteral("Applied: Naked Pair"));
    // The history says what the Steps tab and sudoku-cli explain say.
    EXPECT_EQ(w.historyEntry(p), w.line(p));
    // A link-based step's explanation ends with its chain.
    const Step sky = only(
        findSkyscraper, digitAt(g9, 6, { "B2", "B7", "G2", "G8", "A8", "C8", "H7", "I7", "E5" }));
    EXPECT_TRUE(w.explanation(sky).endsWith(
        QStringLiteral("\nAs a chain: (6)B7=B2-G2=G8 => A8,C8,H7,I7<>6")))
        << w.explanation(sky).toStdString();
    EXPECT_EQ(StepWording::levelName(Level::Extreme), QStringLiteral("Extreme"));
}

// Every technique has its own name in German and Japanese, and no line of a step keeps an
// English word (" in " is German too, so it is not looked for). The names kept as they are in
// German are letter names used unchanged in German Sudoku writing (X-Wing, XY-Wing, XYZ-Wing,
// BUG+1); BUG+1 also in Japanese.
TEST(StepWording, TranslationsAreComplete)
{
    std::vector<QString> english;
    for (int i = 0; i < kTechniqueCount; ++i)
        english.push_back(StepWording::techniqueName(static_cast<Technique>(i)));
    const std::vector<Step> steps = oneOfEach();
    std::vector<QString> englishLines;
    for (const Step &s : steps)
        englishLines.push_back(StepWording(g9, CellNaming::Letter).line(s));
    const QStringList englishWords { QStringLiteral("removes"), QStringLiteral(" on "),
        QStringLiteral("row "), QStringLiteral("column"), QStringLiteral("box "),
        QStringLiteral("only"), QStringLiteral("assuming"), QStringLiteral("Single"),
        QStringLiteral("Pair"), QStringLiteral("Triple"), QStringLiteral("Quad"),
        QStringLiteral("cell") };
    for (const char *code : { "de", "ja" }) {
        const Language language(code);
        const QStringList kept = QString::fromLatin1(code) == QLatin1String("de")
            ? QStringList { QStringLiteral("X-Wing"), QStringLiteral("XY-Wing"),
                  QStringLiteral("XYZ-Wing"), QStringLiteral("BUG+1"), QStringLiteral("W-Wing"),
                  QStringLiteral("ALS-XZ"), QStringLiteral("ALS-XY-Wing"),
                  QStringLiteral("Sue de Coq") }
            : QStringList { QStringLiteral("BUG+1"), QStringLiteral("ALS-XZ") };
        for (int i = 0; i < kTechniqueCount; ++i) {
            const QString name = StepWording::techniqueName(static_cast<Technique>(i));
            if (!kept.contains(english[std::size_t(i)])) {
                EXPECT_NE(name, english[std::size_t(i)]) << code;
            }
        }
        for (std::size_t k = 0; k < steps.size(); ++k) {
            const QString line = StepWording(g9, CellNaming::Letter).line(steps[k]);
            EXPECT_NE(line, englishLines[k]);
            for (const QString &word : englishWords)
                EXPECT_FALSE(line.contains(word))
                    << code << ": '" << word.toStdString() << "' in " << line.toStdString();
            for (std::size_t t = 0; t < english.size(); ++t)
                if (!kept.contains(english[t])) {
                    EXPECT_FALSE(line.contains(english[t])) << code << ": " << line.toStdString();
                }
        }
    }
}

// Issue 35's patterns, on the hand-made positions of tests/core: the line names the technique,
// the digits and the result; the explanation spells out the reasoning from the step's fields, and
// is translated.
TEST(StepWording, IssueThirtyFivePatterns)
{
    const auto explain = [](const Step &s) {
        return StepWording(g9, CellNaming::Letter).explanation(s).toStdString();
    };
    const Step er = only(findEmptyRectangle,
        digitAt(g9, 5, { "A2", "B1", "B3", "C2", "B7", "H7", "H2", "H9", "E5" }));
    EXPECT_EQ(words(er), "Empty Rectangle on 5: (5)H7=B7-B13=AC2 => H2<>5");
    EXPECT_EQ(explain(er),
        "In box 1, the digit 5 lies only in row B and column 2, so the 5 of box 1 is in one of "
        "these two lines. In column 7, 5 has only two places, B7 and H7: if H7 is not 5, then B7 "
        "is, which leaves box 1 no 5 in row B, so its 5 is in column 2. Either way H7 or a cell of "
        "box 1 in column 2 is 5, and H2 sees them all: 5 from H2.\nAs a chain: (5)H7=B7-B13=AC2 => "
        "H2<>5");
    const Step wing = only(
        findMultiColoring, digitAt(g9, 4, { "A1", "A7", "B3", "C2", "H3", "H5", "H7", "E7" }));
    EXPECT_EQ(words(wing), "Multi-Colouring on 4: (4)A7=A1-B3=H3 => H7<>4");
    EXPECT_NE(explain(wing).find("The orange A1 and B3, one from each cluster, see each other"),
        std::string::npos);

    std::vector<Step> steps { er, wing };
    {
        std::vector<Step> out = testutil::findSteps(
            findMultiColoring, digitAt(g9, 4, { "D4", "D8", "E5", "H5", "H8", "F6", "B8" }), 1);
        EXPECT_EQ(out.size(), 1u);
        steps.insert(steps.end(), out.begin(), out.end());
    }
    Board trap = fullWith(
        g9, { { "A1", maskOf({ 1, 2 }) }, { "A6", maskOf({ 2, 3 }) }, { "F6", maskOf({ 1, 3 }) } });
    for (int c = 0; c < 9; ++c) {
        const int a = g9.cellAt(0, c), col6 = g9.cellAt(c, 5);
        if (c != 0 && c != 5)
            trap.setCandidates(a, trap.candidates(a) & ~bit(2));
        if (c != 0 && c != 5)
            trap.setCandidates(col6, trap.candidates(col6) & ~bit(3));
    }
    steps.push_back(only(findMedusa3D, trap));
    EXPECT_EQ(words(steps.back()), "3D Medusa on 1, 2, 3: removes 1 from F1");
    Board wrap = trap;
    for (int c = 1; c < 5; ++c) {
        const int f = g9.cellAt(5, c);
        wrap.setCandidates(f, wrap.candidates(f) & ~bit(1));
    }
    for (int c = 6; c < 9; ++c) {
        const int f = g9.cellAt(5, c);
        wrap.setCandidates(f, wrap.candidates(f) & ~bit(1));
    }
    steps.push_back(only(findMedusa3D, wrap));
    EXPECT_EQ(words(steps.back()), "3D Medusa on 1, 2, 3, a colour wrap: A1 = 2, A6 = 3, F6 = 1");
    EXPECT_NE(
        explain(steps.back()).find("In column 1 the digit 1 would be orange twice, in A1 and F1."),
        std::string::npos);
    steps.push_back(only(findUniqueRectangle5,
        fullWith(g9,
            { { "A1", maskOf({ 4, 7, 9 }) }, { "A2", maskOf({ 4, 7 }) }, { "D1", maskOf({ 4, 7 }) },
                { "D2", maskOf({ 4, 7, 9 }) } })));
    EXPECT_EQ(words(steps.back()),
        "Unique Rectangle Type 5 on 4, 7 (A2, D1, A1, D2): removes 9 from B2, C2, E1, F1");
    Board ar1 = fullWith(g9, {});
    ar1.setValue(cellOf("A1"), 5);
    ar1.setValue(cellOf("D2"), 5);
    ar1.setValue(cellOf("A2"), 3);
    steps.push_back(only(findAvoidableRectangle1, ar1));
    EXPECT_EQ(explain(steps.back()),
        "The cells A1, D2, A2 and D1 form a rectangle in two rows, two columns and two boxes. A1 "
        "and "
        "D2 were solved as 5 and A2 as 3, none of them given. If D1 were 3, the four cells would "
        "hold 3 and 5 crosswise, and nothing given would fix which is where: they could be "
        "swapped, two solutions, and a proper puzzle has one. So D1 is not 3: 3 from D1.");
    Board ar2 = fullWith(g9, { { "D1", maskOf({ 3, 8 }) }, { "D2", maskOf({ 5, 8 }) } });
    ar2.setValue(cellOf("A1"), 5);
    ar2.setValue(cellOf("A2"), 3);
    steps.push_back(only(findAvoidableRectangle2, ar2));
    for (const Step &s : steps) {
        EXPECT_FALSE(explain(s).empty()) << words(s);
        for (const char *code : { "de", "ja" }) {
            const Language language(code);
            const std::string translated = explain(s);
            EXPECT_FALSE(translated.empty()) << code;
            EXPECT_EQ(translated.find("removes"), std::string::npos) << code << translated;
            EXPECT_EQ(translated.find(" the "), std::string::npos) << code << translated;
        }
    }
}
