// Hints that rest on the player's own pencil marks say so (issue 32, item 1): where a step needs
// a candidate absent that the player's marks removed and no digit rules out, the explanation
// names the marks, never digits that are not there. Hand-made positions in English and German,
// and random play checked by a checker of its own.

#include "logic/restingmarks.h"
#include "logic/tutorengine.h"
#include "testutil.h"
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <gtest/gtest.h>

#include <bit>
#include <iostream>
#include <random>
#include <string>

using namespace core;

namespace {

const Geometry &g9 = Geometry::classic();

int cellOf(const std::string &name)
{
    return testutil::cellOf(g9, name);
}

class Language
{
public:
    explicit Language(const char *code)
    {
        EXPECT_TRUE(Translations::install(QString::fromLatin1(code)));
    }
    ~Language() { Translations::install(QStringLiteral("en")); }
};

// Digits placed as givens, every open cell's pencil marks all the digits leave.
Board withDigits(const std::vector<std::pair<std::string, int>> &digits)
{
    Board b(g9);
    for (const auto &[name, d] : digits)
        b.setGiven(cellOf(name), d);
    b.fillCandidates();
    return b;
}

Step nakedSingle(const std::string &cell, int d)
{
    Step s;
    s.technique = Technique::NakedSingle;
    s.placements = { { cellOf(cell), d } };
    return s;
}

// The case: C3 can hold 1 or 8 by the digits; the player's marks keep only 1.
Board c3Case(bool eightInColumn)
{
    std::vector<std::pair<std::string, int>> digits { { "A1", 9 }, { "C5", 2 }, { "C6", 3 },
        { "C7", 4 }, { "E3", 5 }, { "F3", 6 }, { "G3", 7 } };
    if (eightInColumn)
        digits.push_back({ "I3", 8 });
    Board b = withDigits(digits);
    b.setCandidates(cellOf("C3"), bit(1));
    return b;
}

// The phrases the checker looks for, per language, copied from the translations by hand (not
// taken from the code): the digits' reason of a naked single, the marks' reasons of a naked and
// a hidden single, any mention of the pencil marks, and the note on an unjustified removal.
struct Phrases
{
    const char *code;
    QString digitsReason;
    QString nakedOnMarks;
    QString hiddenOnMarks;
    QString marks;
    QString note;
};

const Phrases kEnglish { "en",
    QStringLiteral("every other digit is already in its row, column or box"),
    QStringLiteral("Your pencil marks leave only"),
    QStringLiteral("your pencil marks leave the digit"), QStringLiteral("pencil marks"),
    QStringLiteral("Note: you have removed") };
const Phrases kGerman { "de",
    QStringLiteral("Jede andere Ziffer steht schon in seiner Zeile, Spalte oder seinem Block"),
    QStringLiteral("Ihre Notizen lassen in"), QStringLiteral("lassen Ihre Notizen der Ziffer"),
    QStringLiteral("Notizen"), QStringLiteral("Hinweis: Sie haben") };
const Phrases kJapanese { "ja", QStringLiteral("ほかの数字はすべて同じ行・列・ブロックにあります"),
    QStringLiteral("しか残っていません"), QStringLiteral("あなたの候補メモで数字"),
    QStringLiteral("候補メモ"), QStringLiteral("注意：") };

const QString kDigitsReason = kEnglish.digitsReason;

// The independent checker: what the explanation says of a single is true of the position.
// Returns the false claim, or empty.
std::string falseClaim(
    const Step &step, const Board &b, const QString &text, const Phrases &say = kEnglish)
{
    const Geometry &g = b.geometry();
    // Digits the peers of the cell hold, looked up here, not through the board's helpers.
    const auto peerHas = [&](int cell, int d) {
        for (int u : g.unitsOf(cell))
            for (int c : g.unit(u))
                if (c != cell && b.value(c) == d)
                    return true;
        return false;
    };
    if (step.technique == Technique::NakedSingle && !step.placements.empty()) {
        const Placement p = step.placements.front();
        if (text.contains(say.digitsReason)) {
            for (int d = 1; d <= g.side(); ++d)
                if (d != p.symbol && !peerHas(p.cell, d))
                    return "says every other digit is in the row, column or box of "
                        + g.cellName(p.cell, CellNaming::Letter) + ", but " + std::to_string(d)
                        + " is not";
        } else if (text.contains(say.nakedOnMarks)) {
            if (b.candidates(p.cell) != bit(p.symbol))
                return "says the marks leave only one candidate, they do not";
            bool marksCount = false;
            for (int d = 1; d <= g.side(); ++d)
                if (d != p.symbol && !peerHas(p.cell, d))
                    marksCount = true;
            if (!marksCount)
                return "says the marks count where the digits alone do it";
        } else {
            return "a naked single with neither reason: " + text.toStdString();
        }
    }
    if (step.technique == Technique::HiddenSingle && !step.placements.empty()
        && !step.units.empty()) {
        const Placement p = step.placements.front();
        const bool byMarks = text.contains(say.hiddenOnMarks);
        bool marksCount = false;
        for (int c : g.unit(step.units.front())) {
            if (c == p.cell || b.value(c) != 0)
                continue;
            if (!peerHas(c, p.symbol)) {
                marksCount = true;
                if (b.candidates(c) & bit(p.symbol))
                    return "a hidden single whose digit has another place";
            }
        }
        if (marksCount != byMarks)
            return byMarks
                ? "says the marks count, digits do it"
                : "names no marks, but the digits alone leave other places: " + text.toStdString();
    }
    // Every removal the text pins on the marks: absent, and no digit rules it out.
    const std::vector<Elimination> own = marksRestedOn(step, b);
    for (const Elimination &e : own)
        if (!b.isOpen(e.cell) || (b.candidates(e.cell) & bit(e.symbol))
            || peerHas(e.cell, e.symbol))
            return "names a mark removal that is not one";
    if (!own.empty() && !text.contains(say.marks))
        return "rests on the marks and does not say so: " + text.toStdString();
    return {};
}

} // namespace

TEST(OwnMarks, NakedSingleOnTheMarksSaysSo)
{
    const StepWording w(g9, CellNaming::Letter);
    const Step s = nakedSingle("C3", 1);
    const Board marks = c3Case(false);
    EXPECT_EQ(marksRestedOn(s, marks), (std::vector<Elimination> { { cellOf("C3"), 8 } }));
    EXPECT_EQ(w.explanation(s, marks),
        QStringLiteral("Your pencil marks leave only 1 in C3: they have removed 8 from C3, and no "
                       "digit in its row, column or box rules that out. So C3 = 1."));
    EXPECT_EQ(falseClaim(s, marks, w.explanation(s, marks)), "");
    // The old wording on this position is caught by the checker: 8 is nowhere near C3.
    EXPECT_NE(falseClaim(s, marks, w.explanation(s)), "");

    // The same single resting on digits (8 in I3) keeps the digits' reason.
    const Board digits = c3Case(true);
    EXPECT_TRUE(marksRestedOn(s, digits).empty());
    EXPECT_EQ(w.explanation(s, digits),
        QStringLiteral("C3 has only one candidate left, 1: every other digit is already in its "
                       "row, column or box. So C3 = 1."));
    EXPECT_EQ(falseClaim(s, digits, w.explanation(s, digits)), "");

    Language de("de");
    const StepWording wde(g9, CellNaming::Letter);
    EXPECT_EQ(wde.explanation(s, marks),
        QStringLiteral("Ihre Notizen lassen in C3 nur die 1 übrig: Sie haben 8 aus C3 gestrichen, "
                       "und keine Ziffer in Zeile, Spalte oder Block des Feldes schließt das aus. "
                       "Also C3 = 1."));
    EXPECT_EQ(wde.explanation(s, digits),
        QStringLiteral("C3 hat nur noch einen Kandidaten, 1: Jede andere Ziffer steht schon in "
                       "seiner Zeile, Spalte oder seinem Block. Also C3 = 1."));
    // The checker reads German and Japanese too: the wording on the marks passes, the digits'
    // reason on this position (a false claim: 8 is nowhere near C3) is caught.
    EXPECT_EQ(falseClaim(s, marks, wde.explanation(s, marks), kGerman), "");
    EXPECT_NE(falseClaim(s, marks, wde.explanation(s), kGerman), "");
    Language ja("ja");
    const StepWording wja(g9, CellNaming::Letter);
    EXPECT_EQ(falseClaim(s, marks, wja.explanation(s, marks), kJapanese), "");
    EXPECT_NE(falseClaim(s, marks, wja.explanation(s), kJapanese), "");
    EXPECT_EQ(falseClaim(s, digits, wja.explanation(s, digits), kJapanese), "");
}

TEST(OwnMarks, HiddenSingleAndPairOnTheMarks)
{
    const StepWording w(g9, CellNaming::Letter);
    // Row C: 1 is ruled out of C1, C2 (a 1 in A-box? no: by B-row digits) only by digits in part.
    Board b = withDigits(
        { { "B4", 1 }, { "H1", 1 }, { "I2", 1 }, { "C7", 2 }, { "C8", 3 }, { "C9", 4 } });
    // Digits leave 1 in C3 and C4..C6 out (B4 rules out box 2): C1, C2 by columns 1, 2; C3 open.
    // Nothing rules 1 out of C3 but... make C3 the place: the player removed nothing yet.
    Step h;
    h.technique = Technique::HiddenSingle;
    h.units = { g9.rowUnit(2) };
    h.placements = { { cellOf("C3"), 1 } };
    EXPECT_TRUE(marksRestedOn(h, b).empty());
    EXPECT_EQ(w.explanation(h, b),
        QStringLiteral("In row C, the digit 1 fits in only one cell, C3. So C3 = 1."));
    // Without the 1 in I2 only the player's mark keeps 1 out of C2.
    Board marks = withDigits({ { "B4", 1 }, { "H1", 1 }, { "C7", 2 }, { "C8", 3 }, { "C9", 4 } });
    marks.removeCandidate(cellOf("C2"), 1);
    EXPECT_EQ(w.explanation(h, marks),
        QStringLiteral("In row C, your pencil marks leave the digit 1 only one place, C3: they "
                       "have removed 1 from C2, and no digit rules that out. So C3 = 1."));
    EXPECT_EQ(falseClaim(h, marks, w.explanation(h, marks)), "");
    EXPECT_NE(falseClaim(h, marks, w.explanation(h)), "");

    // A naked pair whose cells the player narrowed: the note names the marks.
    Board pair = withDigits({});
    pair.setCandidates(cellOf("A1"), bit(1) | bit(2));
    pair.setCandidates(cellOf("A2"), bit(1) | bit(2));
    Step p;
    p.technique = Technique::NakedPair;
    p.units = { g9.rowUnit(0) };
    p.cells = { cellOf("A1"), cellOf("A2") };
    p.symbols = bit(1) | bit(2);
    p.eliminations = { { cellOf("A5"), 1 } };
    const std::vector<Elimination> own = marksRestedOn(p, pair);
    EXPECT_EQ(own.size(), 14u); // 3..9 from A1 and A2
    const QString text = w.explanation(p, pair);
    EXPECT_TRUE(text.endsWith(QStringLiteral(
        "\nThis rests on your pencil marks, not only on the digits: they have removed 3, 4, 5, "
        "6, 7, 8 and 9 from A1; 3, 4, 5, 6, 7, 8 and 9 from A2, and no digit rules that out.")))
        << text.toStdString();
}

// Removals nothing justifies (issue 32: "where the marks the player removed are not justified by
// anything, the hint may say that too"). NYT easy #1 and its one solution, found by a separate
// backtracking solver (a few lines of Python), not by the code under test; the test checks it
// solves the puzzle. By the digits: B1 holds 3 or 7 (solution 3), C1 3 or 8 (solution 8), and
// column 1's 3 may go in A1, B1, C1, F1 or H1 (solution: B1).
const std::string kEasy1
    = ".251....9.6.592..8..97..62.197...4..4..6..23...2.57.91281...9.4.....67.29...41.8.";
const std::string kEasy1Solution
    = "725168349364592178819734625197823456458619237632457891281375964543986712976241583";

Board easy1(const std::vector<std::pair<std::string, Mask>> &marks)
{
    Board b = testutil::boardFromLine(kEasy1);
    b.fillCandidates();
    for (const auto &[name, m] : marks)
        b.setCandidates(cellOf(name), m);
    return b;
}

int solutionAt(const std::string &name)
{
    return kEasy1Solution[std::size_t(cellOf(name))] - '0';
}

const QString kNote = QStringLiteral("Note: you have removed %1, but nothing on the board rules "
                                     "that out. Check your pencil marks before you rely on this "
                                     "step.");

TEST(OwnMarks, TheSolutionIsTheSolution)
{
    const Board b = testutil::boardFromLine(kEasy1);
    for (int c = 0; c < g9.cellCount(); ++c) {
        const int d = kEasy1Solution[std::size_t(c)] - '0';
        if (!b.isOpen(c))
            EXPECT_EQ(b.value(c), d);
        for (int p : g9.peers(c))
            EXPECT_NE(kEasy1Solution[std::size_t(p)] - '0', d);
    }
    EXPECT_EQ(solutionAt("B1"), 3);
    EXPECT_EQ(solutionAt("C1"), 8);
}

TEST(OwnMarks, ANoteNamesARemovalNothingJustifies)
{
    const StepWording w(g9, CellNaming::Letter);
    // The player keeps only 3 in C1: they struck out 8, C1's digit. The single on their marks
    // is wrong, and the hint says the removal is not justified, without saying 8 is C1's digit.
    const Board wrong = easy1({ { "C1", bit(3) } });
    const Step c1 = nakedSingle("C1", 3);
    ASSERT_EQ(wrong.computeCandidates(cellOf("C1")), bit(3) | bit(8));
    EXPECT_EQ(w.explanation(c1, wrong),
        QStringLiteral("Your pencil marks leave only 3 in C1: they have removed 8 from C1, and no "
                       "digit in its row, column or box rules that out. So C1 = 3.\n")
            + kNote.arg(QStringLiteral("8 from C1")));
    EXPECT_EQ(falseClaim(c1, wrong, w.explanation(c1, wrong)), "");

    // Column 1's 3: the player struck it out of A1, B1 (its solution place), C1 and F1; the
    // hidden single in H1 rests on all four, and the note names only B1's.
    const Mask all = g9.allSymbols();
    const Board hidden = easy1({ { "A1", all & ~bit(3) }, { "B1", all & ~bit(3) },
        { "C1", all & ~bit(3) }, { "F1", all & ~bit(3) } });
    Step h;
    h.technique = Technique::HiddenSingle;
    h.units = { g9.columnUnit(0) };
    h.placements = { { cellOf("H1"), 3 } };
    EXPECT_EQ(marksRestedOn(h, hidden).size(), 4u);
    EXPECT_EQ(w.explanation(h, hidden),
        QStringLiteral("In column 1, your pencil marks leave the digit 3 only one place, H1: they "
                       "have removed 3 from A1, B1, C1 and F1, and no digit rules that out. So "
                       "H1 = 3.\n")
            + kNote.arg(QStringLiteral("3 from B1")));

    Language de("de");
    const StepWording wde(g9, CellNaming::Letter);
    EXPECT_TRUE(wde.explanation(c1, wrong).endsWith(
        QStringLiteral("\nHinweis: Sie haben 8 aus C1 gestrichen, aber nichts auf dem Spielfeld "
                       "schließt das aus. Prüfen Sie Ihre Notizen, bevor Sie sich auf diesen "
                       "Schritt verlassen.")))
        << wde.explanation(c1, wrong).toStdString();
    Language ja("ja");
    const StepWording wja(g9, CellNaming::Letter);
    const QString jaText = wja.explanation(c1, wrong);
    EXPECT_TRUE(jaText.contains(QStringLiteral("\n注意：")) && jaText.contains(QStringLiteral("C1"))
        && jaText.contains(QStringLiteral("8")))
        << jaText.toStdString();
}

TEST(OwnMarks, NoNoteWhereTheRemovalsAreJustified)
{
    const StepWording w(g9, CellNaming::Letter);
    // B1 3 or 7: the player keeps 3, its digit. Nothing on the digits rules 7 out directly, so
    // the hint says it rests on the marks, but 7 is not B1's digit: no note.
    const Board right = easy1({ { "B1", bit(3) } });
    const Step b1 = nakedSingle("B1", 3);
    EXPECT_EQ(w.explanation(b1, right),
        QStringLiteral("Your pencil marks leave only 3 in B1: they have removed 7 from B1, and no "
                       "digit in its row, column or box rules that out. So B1 = 3."));
    // Column 1's 3 struck out of every cell but B1: the hidden single is right, no note.
    const Mask all = g9.allSymbols();
    const Board hidden = easy1({ { "A1", all & ~bit(3) }, { "C1", all & ~bit(3) },
        { "F1", all & ~bit(3) }, { "H1", all & ~bit(3) } });
    Step h;
    h.technique = Technique::HiddenSingle;
    h.units = { g9.columnUnit(0) };
    h.placements = { { cellOf("B1"), 3 } };
    EXPECT_FALSE(w.explanation(h, hidden).contains(QStringLiteral("Note:")))
        << w.explanation(h, hidden).toStdString();

    // C1's 8 struck out again, but a wrong digit stands on the board (7 in A8, whose digit is
    // 4): the digits have no solution, so nothing can be said of the marks, and no note claims
    // anything.
    Board wrongDigit = easy1({ { "C1", bit(3) } });
    ASSERT_EQ(solutionAt("A8"), 4);
    wrongDigit.setValue(cellOf("A8"), 7);
    const QString text = w.explanation(nakedSingle("C1", 3), wrongDigit);
    EXPECT_TRUE(text.startsWith(QStringLiteral("Your pencil marks leave only 3 in C1")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("Note:"))) << text.toStdString();

    // A step on the digits alone says nothing of the marks, and no note.
    const Board digits = easy1({});
    Step e3 = nakedSingle("E3", 8);
    EXPECT_EQ(w.explanation(e3, digits), w.explanation(e3));
}

// Random play on the NYT puzzles: digits right and wrong, erasures, pencil marks removed by the
// player (now and then the solution's own digit), with and without their own marks. Every hint's
// explanation on the position is checked in the language given by the checker above (singles:
// each digit said to be in the row, column or box is there; every other step: the marks it pins
// are removals the marks made), and the note on unjustified removals against the solution the
// test has: it appears exactly when the digits are all right and a removal the step rests on is
// the solution's digit, and it names each such removal's cell.
void randomPlay(const Phrases &say)
{
    Language language(say.code);
    const StepWording w(g9, CellNaming::Letter);
    std::mt19937 rng(32);
    int checked = 0, onMarks = 0, singles = 0, notes = 0;
    for (const char *file : { "nytimes_easy.txt", "nytimes_medium.txt", "nytimes_hard.txt" }) {
        const std::vector<std::string> lines = testutil::readLines(file);
        for (std::size_t i = 0; i < lines.size() && i < 12; ++i) {
            const Board start = testutil::boardFromLine(lines[i]);
            const std::vector<Step> path = solvePath(start);
            Board solved = start;
            for (const Step &s : path)
                applyStep(solved, s);
            ASSERT_TRUE(solved.isComplete()) << lines[i];
            Board b = start; // candidates: the player's marks (0: none)
            for (int move = 0; move < 40; ++move) {
                const int cell = int(rng() % unsigned(g9.cellCount()));
                const unsigned kind = rng() % 10;
                if (b.isGiven(cell))
                    continue;
                if (kind < 3 && b.isOpen(cell)) {
                    // A digit, right (mostly) or any the marks allow; placing updates marks.
                    int d = solved.value(cell);
                    if (kind == 0) {
                        const Mask can = b.computeCandidates(cell);
                        if (can)
                            d = 1 + int(rng() % 9);
                        if (!(can & bit(d)))
                            d = solved.value(cell);
                    }
                    b.setValue(cell, d);
                    for (int p : g9.peers(cell))
                        b.removeCandidate(p, d);
                } else if (kind == 3) {
                    b.clearValue(cell);
                    b.setCandidates(cell, 0);
                } else if (kind < 6) {
                    b.fillCandidates();
                } else if (b.isOpen(cell)) {
                    // The player strikes out a mark (never the cell's last one): on one move in
                    // ten the solution's digit (a mistake), else any other.
                    Mask m = b.candidates(cell) ? b.candidates(cell) : b.computeCandidates(cell);
                    int d = 1 + int(rng() % 9);
                    if (kind == 9)
                        d = solved.value(cell);
                    if ((kind == 9 || d != solved.value(cell)) && std::popcount(m & ~bit(d)) >= 1)
                        b.setCandidates(cell, m & ~bit(d));
                }
                if (move % 4 != 3)
                    continue;
                // The position the tutor reasons on (Game::effectiveBoard).
                Board position = b;
                for (int c = 0; c < g9.cellCount(); ++c)
                    if (position.isOpen(c)) {
                        const Mask can = position.computeCandidates(c);
                        position.setCandidates(
                            c, position.candidates(c) ? position.candidates(c) & can : can);
                    }
                if (!position.isConsistent())
                    continue;
                bool digitsRight = true;
                for (int c = 0; c < g9.cellCount(); ++c)
                    if (!position.isOpen(c) && position.value(c) != solved.value(c))
                        digitsRight = false;
                for (const Step &s : availableTutorSteps(position, 3)) {
                    if (s.technique == Technique::Trial)
                        continue;
                    const QString text = w.explanation(s, position);
                    ASSERT_EQ(falseClaim(s, position, text, say), "")
                        << say.code << " " << lines[i] << " " << text.toStdString();
                    ++checked;
                    singles += s.technique == Technique::NakedSingle
                        || s.technique == Technique::HiddenSingle;
                    const std::vector<Elimination> own = marksRestedOn(s, position);
                    onMarks += !own.empty();
                    // The note, against the solution this test holds.
                    std::vector<int> mistakes;
                    for (const Elimination &e : own)
                        if (digitsRight && solved.value(e.cell) == e.symbol)
                            mistakes.push_back(e.cell);
                    const qsizetype at = text.indexOf(say.note);
                    ASSERT_EQ(at >= 0, !mistakes.empty())
                        << say.code << " " << lines[i] << " " << text.toStdString();
                    for (int c : mistakes)
                        ASSERT_TRUE(
                            text.indexOf(
                                QString::fromStdString(g9.cellName(c, CellNaming::Letter)), at)
                            > at)
                            << text.toStdString();
                    notes += at >= 0;
                }
            }
        }
    }
    EXPECT_GT(checked, 1000);
    EXPECT_GT(singles, 500);
    EXPECT_GT(onMarks, 100); // the marks really are rested on, often
    EXPECT_GT(notes, 10); // and now and then on a removal nothing justifies
    std::cout << say.code << ": checked " << checked << " hints, " << singles << " singles, "
              << onMarks << " resting on the player's marks, " << notes
              << " noting a removal nothing justifies\n";
}

TEST(OwnMarks, RandomPlayNeverStatesAFalseReason)
{
    randomPlay(kEnglish);
}

TEST(OwnMarks, RandomPlayNeverStatesAFalseReasonInGerman)
{
    randomPlay(kGerman);
}

TEST(OwnMarks, RandomPlayNeverStatesAFalseReasonInJapanese)
{
    randomPlay(kJapanese);
}
