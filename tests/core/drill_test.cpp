// Drills (core/drill, issue 34): for every technique of the tutor a drill from the bundled lists
// is a position where the logic engine's simplest next step is that technique, and its expected
// answer is that step's changes; the judge on answers made by hand (right, partial, wrong with
// its reason); the session's seen-set, its plan and the mix weighting; the record, its trend and
// its text.

#include "board/formats.h"
#include "drill/drill.h"
#include "drill/drillgenerator.h"
#include "drill/drillrecord.h"
#include "generator/generator.h"
#include "logic/logicengine.h"
#include "logic/tutorengine.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace core;

namespace {

std::string resourceText(const std::string &name)
{
    std::ifstream in(std::string(SUDOKU_RESOURCE_DIR) + "/puzzles/" + name);
    if (!in)
        throw std::runtime_error("cannot open resources/puzzles/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The lists the GUI bundles (resources/puzzles: the NYT lists, top95 and the drill list of rare
// techniques) and the drill index, as the Drill mode reads them (drillworkspace.cpp).
const DrillSource &bundledSourceOnce()
{
    static const DrillSource source = [] {
        DrillSource s;
        for (const char *name : { "nytimes_easy.txt", "nytimes_medium.txt", "nytimes_hard.txt",
                 "norvig_top95.txt", "drill_rare.txt" }) {
            const ParseResult parsed = parsePuzzles(resourceText(name), name);
            EXPECT_TRUE(parsed.errors.empty()) << name;
            for (const Puzzle &p : parsed.puzzles)
                s.puzzles.push_back(p.board.givensOnly());
        }
        s.generatedPerRequest = 0;
        addDrillLeads(s, parseDrillIndex(resourceText("drill_index.txt")));
        return s;
    }();
    return source;
}

DrillSource bundledSource()
{
    return bundledSourceOnce();
}

// The generator for the whole file: walks are shared, so every technique's test below costs
// only what the earlier ones did not walk yet.
DrillGenerator &sharedGenerator()
{
    static DrillGenerator generator(bundledSource(), 7);
    return generator;
}

// Techniques of the tutor with no drill yet: no tutor path of the bundled lists takes them as
// the simplest next step, and none was found for them (tests/core/finddrills.cpp over the 49,158
// 17-clue puzzles, the clue bands, Norvig's and Inkala's lists; core/generator with the
// technique as target: 334,732 candidate puzzles judged for the Remote Pair, 208,579 for the
// Franken fish, 282,210 for the mutant fish, over several seeds of 40-90 s). Not proved
// impossible on 9x9, but wherever one applies a simpler technique applies too: on the paths of
// the 51,093 puzzles of the collections and the 17-clue list (at the positions where the path
// took more than a single or a Pointing), the engine restricted to it found a Remote Pair at
// 5,386 positions, where the path took a Skyscraper (2,215), a Naked Pair
// (1,309; a Remote Pair's neighbouring cells are naked pairs), a 2-String Kite (446), a Claiming
// (445) or another; a Franken fish at 11,149 and a mutant fish at 11,580 positions, where it took
// a Claiming (9,085), a basic fish, a subset or a single-digit chain. Each must stay missing here:
// a drill found for one fails the test, so the list cannot go stale.
constexpr Technique kNotFoundYet[]
    = { Technique::RemotePair, Technique::FrankenFish, Technique::MutantFish };

bool notFoundYet(Technique t)
{
    return std::find(std::begin(kNotFoundYet), std::end(kNotFoundYet), t) != std::end(kNotFoundYet);
}

template <typename T> std::vector<T> sorted(std::vector<T> v)
{
    std::sort(v.begin(), v.end(), [](const T &a, const T &b) {
        return a.cell != b.cell ? a.cell < b.cell : a.symbol < b.symbol;
    });
    return v;
}

// A drill of a technique with at least `eliminations` eliminations and no placement.
Drill drillWithEliminations(Technique technique, std::size_t eliminations)
{
    DrillGenerator generator(bundledSource(), 3);
    Drill drill;
    for (int i = 0; i < 40; ++i) {
        if (generator.next(technique, drill) != DrillStatus::Found)
            break;
        if (drill.step.placements.empty() && drill.step.eliminations.size() >= eliminations)
            return drill;
    }
    ADD_FAILURE() << "no drill of " << techniqueId(technique) << " with " << eliminations
                  << " eliminations";
    return drill;
}

// A candidate of an open cell, not the solution's digit, that no step of the technique here
// removes: true to remove, but not this step's.
std::optional<Elimination> trueButNotThisStep(const Drill &drill)
{
    const Board &b = drill.position;
    for (int c = 0; c < b.cellCount(); ++c) {
        if (!b.isOpen(c))
            continue;
        for (int s = 1; s <= b.side(); ++s) {
            if (!(b.candidates(c) & bit(s)) || drill.solution[static_cast<std::size_t>(c)] == s)
                continue;
            bool removedBySome = false;
            for (const Step &step : drill.alternatives)
                for (const Elimination &e : step.eliminations)
                    removedBySome |= e.cell == c && e.symbol == s;
            if (!removedBySome)
                return Elimination { c, s };
        }
    }
    return std::nullopt;
}

} // namespace

class DrillPerTechnique : public ::testing::TestWithParam<Technique>
{
};

// The technique is the simplest next step of the position (the engine's hint, which is the
// path's step there) and the drill's expected answer is that step's changes; the tutor's own
// hint (nextPathStep, as the GUI's hint asks) agrees; no drill of the session repeats a position.
TEST_P(DrillPerTechnique, PositionAsksForTheTechnique)
{
    const Technique technique = GetParam();
    DrillGenerator &generator = sharedGenerator();
    Drill drill;
    const DrillStatus status = generator.next(technique, drill);
    ASSERT_NE(status, DrillStatus::Stopped);
    if (notFoundYet(technique)) {
        // Listed below as not found: it must stay so (a drill found means the list is stale).
        EXPECT_EQ(status, DrillStatus::NotFound)
            << techniqueId(technique) << " has a drill now: take it out of kNotFoundYet";
        return;
    }
    ASSERT_EQ(status, DrillStatus::Found)
        << techniqueId(technique) << ": no position in the bundled lists";
    EXPECT_EQ(drill.technique, technique);
    const LogicEngine engine = tutorEngine();
    const auto hint = engine.hint(drill.position, tutorTechniques(), CandidateSource::Board);
    ASSERT_TRUE(hint);
    EXPECT_EQ(hint->technique, technique);
    EXPECT_EQ(sorted(hint->placements), sorted(drill.step.placements));
    EXPECT_EQ(sorted(hint->eliminations), sorted(drill.step.eliminations));
    EXPECT_TRUE(drill.step.isProductive());
    Step tutorStep;
    ASSERT_TRUE(nextPathStep(drill.position, tutorStep));
    EXPECT_EQ(tutorStep.technique, technique);
    // Every alternative is a step of the technique that changes the board.
    for (const Step &s : drill.alternatives) {
        EXPECT_EQ(s.technique, technique);
        EXPECT_TRUE(changesBoard(drill.position, s));
    }
    // The expected answer, as a player makes it, is right.
    DrillAnswer answer { drill.step.placements, drill.step.eliminations };
    EXPECT_EQ(judgeAnswer(drill, answer).verdict, DrillVerdict::Right);
    // The position is consistent with the solution: every open cell keeps its digit.
    for (int c = 0; c < drill.position.cellCount(); ++c) {
        if (drill.position.isOpen(c)) {
            EXPECT_TRUE(
                drill.position.candidates(c) & bit(drill.solution[static_cast<std::size_t>(c)]));
        }
    }
    // A second drill of the technique is another position.
    Drill second;
    if (generator.next(technique, second) == DrillStatus::Found) {
        EXPECT_NE(second.key, drill.key);
    }
}

INSTANTIATE_TEST_SUITE_P(EveryTechnique, DrillPerTechnique, ::testing::ValuesIn(drillTechniques()),
    [](const ::testing::TestParamInfo<Technique> &info) {
        std::string name(techniqueId(info.param));
        std::replace_if(
            name.begin(), name.end(), [](char c) { return !std::isalnum(c); }, '_');
        return name;
    });

// The bundled lists hold a drill for every technique of the tutor but those listed in
// kNotFoundYet: the walk must not silently find nothing.
TEST(Drill, BundledListsCoverEveryTechnique)
{
    DrillGenerator generator(bundledSource(), 11);
    std::vector<std::string> missing;
    for (Technique t : drillTechniques()) {
        Drill drill;
        // (Those not found yet are checked by DrillPerTechnique: here they would cost a walk
        // of every list to its end.)
        if (!notFoundYet(t) && generator.next(t, drill) != DrillStatus::Found)
            missing.push_back(std::string(techniqueId(t)));
    }
    std::string text;
    for (const auto &m : missing)
        text += m + " ";
    EXPECT_TRUE(missing.empty()) << "no drill for: " << text;
}

// The drill index (resources/puzzles/drill_index.txt): every line reads, its puzzle is bundled,
// and its puzzle's path reaches its technique (a generator on that puzzle alone finds a drill of
// it); every technique of the drills after the Hidden Pair has a lead (but those of
// kNotFoundYet), the common ones before it none (their drills start elsewhere in each session).
TEST(DrillIndex, EveryLeadHolds)
{
    int bad = -1;
    const std::vector<DrillLead> leads = parseDrillIndex(resourceText("drill_index.txt"), &bad);
    EXPECT_EQ(bad, 0);
    ASSERT_FALSE(leads.empty());
    DrillSource source = bundledSource();
    source.leads.clear();
    EXPECT_EQ(addDrillLeads(source, leads), static_cast<int>(leads.size()));
    for (Technique t : drillTechniques()) {
        const auto &list = source.leads.at(static_cast<std::size_t>(t));
        if (notFoundYet(t) || t <= Technique::HiddenPair)
            EXPECT_TRUE(list.empty()) << techniqueId(t);
        else
            EXPECT_FALSE(list.empty()) << techniqueId(t) << " has no lead";
    }
    // Each puzzle walked once, for every technique it leads to.
    std::map<std::size_t, std::vector<Technique>> byPuzzle;
    for (int t = 0; t < kTechniqueCount; ++t)
        for (std::size_t i : source.leads[static_cast<std::size_t>(t)])
            byPuzzle[i].push_back(static_cast<Technique>(t));
    for (const auto &[index, techniques] : byPuzzle) {
        DrillSource one;
        one.puzzles.push_back(source.puzzles[index]);
        one.generatedPerRequest = 0;
        DrillGenerator generator(one, 1);
        for (Technique t : techniques) {
            Drill drill;
            EXPECT_EQ(generator.next(t, drill), DrillStatus::Found)
                << techniqueId(t) << " not on the path of " << givensText(source.puzzles[index]);
        }
    }
}

TEST(DrillIndex, ReadsLinesAndLeadsFirst)
{
    int bad = -1;
    const auto leads = parseDrillIndex("# a comment\n\n x-wing  ..12 list.txt:3\r\n"
                                       "no-such-technique ..12\njellyfish\nswordfish ..13\n",
        &bad);
    EXPECT_EQ(bad, 2);
    ASSERT_EQ(leads.size(), 2u);
    EXPECT_EQ(leads[0].technique, Technique::XWing);
    EXPECT_EQ(leads[0].givens, "..12");
    EXPECT_EQ(leads[1].technique, Technique::Swordfish);
    // A lead is visited first: the only listed puzzle whose path has a jellyfish, last in the
    // session's order, gives the drill after one walk.
    const DrillSource bundled = bundledSource();
    const auto &jellyfish = bundled.leads.at(static_cast<std::size_t>(Technique::Jellyfish));
    ASSERT_FALSE(jellyfish.empty());
    DrillSource source;
    source.generatedPerRequest = 0;
    for (int i = 0; i < 40; ++i)
        source.puzzles.push_back(bundled.puzzles[static_cast<std::size_t>(i)]);
    source.puzzles.push_back(bundled.puzzles[jellyfish.front()]);
    EXPECT_EQ(addDrillLeads(source,
                  { { Technique::Jellyfish, givensText(bundled.puzzles[jellyfish.front()]) },
                      { Technique::Jellyfish, "not listed" } }),
        1);
    DrillGenerator generator(source, 3);
    Drill drill;
    ASSERT_EQ(generator.next(Technique::Jellyfish, drill), DrillStatus::Found);
    EXPECT_EQ(drill.sourceIndex, 40);
    EXPECT_EQ(generator.puzzlesWalked(), 1);
}

TEST(Drill, TrialIsNotDrilled)
{
    const auto techniques = drillTechniques();
    EXPECT_EQ(std::count(techniques.begin(), techniques.end(), Technique::Trial), 0);
    EXPECT_EQ(std::count(techniques.begin(), techniques.end(), Technique::RReduction), 0);
    EXPECT_EQ(std::count(techniques.begin(), techniques.end(), Technique::XWing), 1);
}

TEST(Drill, DeterministicForASeedAndNeverTheSamePositionTwice)
{
    DrillGenerator a(bundledSource(), 5);
    DrillGenerator b(bundledSource(), 5);
    std::set<std::uint64_t> keys;
    for (int i = 0; i < 12; ++i) {
        const Technique t = i % 2 ? Technique::HiddenSingle : Technique::Pointing;
        Drill da;
        Drill db;
        ASSERT_EQ(a.next(t, da), DrillStatus::Found);
        ASSERT_EQ(b.next(t, db), DrillStatus::Found);
        EXPECT_EQ(da.key, db.key);
        EXPECT_EQ(da.sourceIndex, db.sourceIndex);
        EXPECT_TRUE(keys.insert(da.key).second) << "drill " << i << " repeats a position";
    }
    EXPECT_EQ(a.seenCount(), keys.size());
    // Another seed starts elsewhere.
    DrillGenerator c(bundledSource(), 6);
    Drill dc;
    Drill da;
    DrillGenerator a2(bundledSource(), 5);
    ASSERT_EQ(c.next(Technique::Pointing, dc), DrillStatus::Found);
    ASSERT_EQ(a2.next(Technique::Pointing, da), DrillStatus::Found);
    EXPECT_NE(dc.key, da.key);
}

TEST(Drill, ANewSessionForgetsTheSeenSetAndKeepsTheWalks)
{
    DrillGenerator generator(bundledSource(), 5);
    Drill first;
    ASSERT_EQ(generator.next(Technique::XWing, first), DrillStatus::Found);
    const int walked = generator.puzzlesWalked();
    generator.newSession(5);
    EXPECT_EQ(generator.seenCount(), 0u);
    Drill again;
    ASSERT_EQ(generator.next(Technique::XWing, again), DrillStatus::Found);
    EXPECT_EQ(again.key, first.key); // the same seed: the same first drill
    EXPECT_EQ(generator.puzzlesWalked(), walked); // found in what was walked
    // Another seed after it: the same drills as a fresh generator with that seed.
    generator.newSession(8);
    DrillGenerator fresh(bundledSource(), 8);
    Drill a;
    Drill b;
    ASSERT_EQ(generator.next(Technique::Pointing, a), DrillStatus::Found);
    ASSERT_EQ(fresh.next(Technique::Pointing, b), DrillStatus::Found);
    EXPECT_EQ(a.key, b.key);
}

TEST(Drill, WalkAllThenDrillsWithoutWalking)
{
    DrillGenerator warm(bundledSource(), 5);
    std::atomic<bool> stop { true };
    EXPECT_FALSE(warm.walkAll(&stop));
    ASSERT_TRUE(warm.walkAll());
    const int walked = warm.puzzlesWalked();
    EXPECT_EQ(walked, static_cast<int>(bundledSource().puzzles.size()));
    DrillGenerator cold(bundledSource(), 5);
    for (Technique t : { Technique::XWing, Technique::Swordfish, Technique::UniqueRectangle1 }) {
        Drill a;
        Drill b;
        ASSERT_EQ(warm.next(t, a), DrillStatus::Found);
        ASSERT_EQ(cold.next(t, b), DrillStatus::Found);
        EXPECT_EQ(a.technique, t);
        Step step;
        ASSERT_TRUE(nextPathStep(a.position, step));
        EXPECT_EQ(step.technique, t);
    }
    EXPECT_EQ(warm.puzzlesWalked(), walked);
}

TEST(Drill, MarkedSeenIsNotOfferedAgain)
{
    DrillGenerator a(bundledSource(), 5);
    Drill first;
    ASSERT_EQ(a.next(Technique::XWing, first), DrillStatus::Found);
    DrillGenerator b(bundledSource(), 5);
    b.markSeen(first.key);
    Drill other;
    ASSERT_EQ(b.next(Technique::XWing, other), DrillStatus::Found);
    EXPECT_NE(other.key, first.key);
}

TEST(Drill, StopEndsARequest)
{
    DrillGenerator generator(bundledSource(), 5);
    std::atomic<bool> stop { true };
    Drill drill;
    EXPECT_EQ(generator.next(Technique::XWing, drill, &stop), DrillStatus::Stopped);
    stop = false;
    EXPECT_EQ(generator.next(Technique::XWing, drill, &stop), DrillStatus::Found);
    EXPECT_EQ(drill.technique, Technique::XWing);
}

TEST(Drill, GeneratorServesWhenTheListsHaveNone)
{
    DrillSource source;
    source.generatedPerRequest = 3;
    source.generatorSecondsPerPuzzle = 20;
    DrillGenerator generator(source, 9);
    Drill drill;
    ASSERT_EQ(generator.next(Technique::Pointing, drill), DrillStatus::Found);
    EXPECT_EQ(drill.sourceIndex, -1);
    EXPECT_GE(generator.puzzlesGenerated(), 1);
    Step step;
    ASSERT_TRUE(nextPathStep(drill.position, step));
    EXPECT_EQ(step.technique, Technique::Pointing);
    // No list and no generator: nothing, said so.
    DrillSource none;
    none.generatedPerRequest = 0;
    DrillGenerator empty(none, 9);
    EXPECT_EQ(empty.next(Technique::Pointing, drill), DrillStatus::NotFound);
}

// Other sizes: 16x16 from the shared lists, 6x6 and 4x4 from the generator (the core is generic
// over the geometry; the GUI draws its drills from the 9x9 lists for now).
TEST(Drill, OtherSizes)
{
    DrillSource sixteen;
    for (const std::string &line : testutil::readLines("sudoklify_16x16.txt"))
        sixteen.puzzles.push_back(testutil::boardFromLine(line));
    sixteen.geometry = &sixteen.puzzles.front().geometry();
    sixteen.generatedPerRequest = 0;
    DrillGenerator big(sixteen, 2);
    for (Technique t : { Technique::HiddenSingle, Technique::Pointing }) {
        Drill drill;
        ASSERT_EQ(big.next(t, drill), DrillStatus::Found) << techniqueId(t);
        EXPECT_EQ(drill.position.side(), 16);
        Step step;
        ASSERT_TRUE(nextPathStep(drill.position, step));
        EXPECT_EQ(step.technique, t);
        EXPECT_EQ(judgeAnswer(drill, { drill.step.placements, drill.step.eliminations }).verdict,
            DrillVerdict::Right);
    }
    for (const auto &[rows, cols] : { std::pair { 2, 3 }, std::pair { 2, 2 } }) {
        // A few generated puzzles as the source; a drill of each single their paths use.
        DrillSource small;
        small.geometry = &Geometry::get(rows, cols);
        small.generatedPerRequest = 0;
        Generator maker(*small.geometry, 4);
        for (int i = 0; i < 6; ++i) {
            GeneratorOptions options;
            options.measureResult = false;
            const GenerationResult made = maker.generate(options);
            ASSERT_TRUE(made.met());
            small.puzzles.push_back(made.puzzle);
        }
        DrillGenerator generator(small, 4);
        int found = 0;
        for (Technique t : { Technique::FullHouse, Technique::NakedSingle, Technique::HiddenSingle,
                 Technique::Pointing, Technique::Claiming }) {
            Drill drill;
            if (generator.next(t, drill) != DrillStatus::Found)
                continue;
            ++found;
            EXPECT_EQ(drill.position.side(), rows * cols);
            Step step;
            ASSERT_TRUE(nextPathStep(drill.position, step));
            EXPECT_EQ(step.technique, t);
        }
        EXPECT_GE(found, 2) << rows << "x" << cols;
    }
}

TEST(DrillJudge, RightPartialWrongByHand)
{
    const Drill drill = drillWithEliminations(Technique::XWing, 2);
    ASSERT_GE(drill.step.eliminations.size(), 2u);
    const Step &step = drill.alternatives.front();

    // Nothing done yet.
    EXPECT_EQ(judgeAnswer(drill, {}).verdict, DrillVerdict::Nothing);

    // Right: every elimination, in another order.
    DrillAnswer right;
    right.eliminations.assign(step.eliminations.rbegin(), step.eliminations.rend());
    const Judgement r = judgeAnswer(drill, right);
    EXPECT_EQ(r.verdict, DrillVerdict::Right);
    EXPECT_TRUE(r.unjustified.empty());
    EXPECT_EQ(r.justifiedCount, static_cast<int>(step.eliminations.size()));

    // Partial: the last one missing, and named.
    DrillAnswer partial;
    partial.eliminations.assign(step.eliminations.begin(), step.eliminations.end() - 1);
    const Judgement p = judgeAnswer(drill, partial);
    EXPECT_EQ(p.verdict, DrillVerdict::Partial);
    EXPECT_TRUE(p.unjustified.empty());
    ASSERT_EQ(p.missingEliminations.size(), 1u);
    EXPECT_EQ(p.missingEliminations.front(), step.eliminations.back());

    // Wrong and unsound: the solution's digit removed from its cell.
    int cell = -1;
    for (int c = 0; c < drill.position.cellCount() && cell < 0; ++c)
        if (drill.position.isOpen(c) && popcount(drill.position.candidates(c)) >= 2)
            cell = c;
    ASSERT_GE(cell, 0);
    const int digit = drill.solution[static_cast<std::size_t>(cell)];
    DrillAnswer unsound = right;
    unsound.eliminations.push_back({ cell, digit });
    const Judgement u = judgeAnswer(drill, unsound);
    EXPECT_EQ(u.verdict, DrillVerdict::Wrong);
    ASSERT_EQ(u.unjustified.size(), 1u);
    EXPECT_EQ(u.unjustified.front(),
        (UnjustifiedChange { false, cell, digit, UnjustifiedReason::Unsound }));

    // Wrong but true: a candidate the solution rules out but no X-Wing here removes.
    const auto other = trueButNotThisStep(drill);
    ASSERT_TRUE(other);
    DrillAnswer notThis = partial;
    notThis.eliminations.push_back(*other);
    const Judgement n = judgeAnswer(drill, notThis);
    EXPECT_EQ(n.verdict, DrillVerdict::Wrong);
    ASSERT_EQ(n.unjustified.size(), 1u);
    EXPECT_EQ(n.unjustified.front().reason, UnjustifiedReason::NotThisStep);
    EXPECT_EQ(n.unjustified.front().cell, other->cell);
    EXPECT_EQ(n.unjustified.front().symbol, other->symbol);
    // It still says what is missing.
    EXPECT_EQ(n.missingEliminations.size(), 1u);

    // A digit placed where the solution has another: unsound.
    int wrongDigit = 0;
    for (int s = 1; s <= 9; ++s)
        if ((drill.position.candidates(cell) & bit(s)) && s != digit)
            wrongDigit = s;
    ASSERT_GT(wrongDigit, 0);
    DrillAnswer placed;
    placed.placements.push_back({ cell, wrongDigit });
    const Judgement w = judgeAnswer(drill, placed);
    EXPECT_EQ(w.verdict, DrillVerdict::Wrong);
    ASSERT_EQ(w.unjustified.size(), 1u);
    EXPECT_TRUE(w.unjustified.front().placement);
    EXPECT_EQ(w.unjustified.front().reason, UnjustifiedReason::Unsound);
}

TEST(DrillJudge, PlacementWithItsConsequencesIsRight)
{
    DrillGenerator generator(bundledSource(), 3);
    Drill drill;
    ASSERT_EQ(generator.next(Technique::NakedSingle, drill), DrillStatus::Found);
    const Placement p = drill.step.placements.at(0);
    // The player places the digit and also clears it from the peers by hand.
    Board player = drill.position;
    player.setValue(p.cell, p.symbol);
    for (int peer : player.geometry().peers(p.cell))
        if (player.isOpen(peer))
            player.removeCandidate(peer, p.symbol);
    const DrillAnswer answer = answerOf(drill.position, player);
    ASSERT_EQ(answer.placements.size(), 1u);
    const Judgement j = judgeAnswer(drill, answer);
    EXPECT_EQ(j.verdict, DrillVerdict::Right);
    EXPECT_TRUE(j.unjustified.empty());
    // A second, unrelated placement is not this step.
    int other = -1;
    for (int c = 0; c < player.cellCount() && other < 0; ++c)
        if (player.isOpen(c) && c != p.cell
            && !std::any_of(drill.alternatives.begin(), drill.alternatives.end(),
                [c](const Step &s) { return !s.placements.empty() && s.placements[0].cell == c; }))
            other = c;
    ASSERT_GE(other, 0);
    player.setValue(other, drill.solution[static_cast<std::size_t>(other)]);
    const Judgement k = judgeAnswer(drill, answerOf(drill.position, player));
    EXPECT_EQ(k.verdict, DrillVerdict::Wrong);
    ASSERT_EQ(k.unjustified.size(), 1u);
    EXPECT_EQ(k.unjustified.front().reason, UnjustifiedReason::NotThisStep);
}

TEST(DrillJudge, ClearingASinglesCellIsOnTheWay)
{
    DrillGenerator generator(bundledSource(), 3);
    Drill drill;
    ASSERT_EQ(generator.next(Technique::HiddenSingle, drill), DrillStatus::Found);
    const Placement p = drill.step.placements.at(0);
    // The other candidates of the cell removed, the digit not placed yet.
    DrillAnswer answer;
    for (int s = 1; s <= 9; ++s)
        if (s != p.symbol && (drill.position.candidates(p.cell) & bit(s)))
            answer.eliminations.push_back({ p.cell, s });
    ASSERT_FALSE(answer.eliminations.empty());
    const Judgement j = judgeAnswer(drill, answer);
    EXPECT_EQ(j.verdict, DrillVerdict::Partial);
    EXPECT_TRUE(j.unjustified.empty());
    ASSERT_EQ(j.missingPlacements.size(), 1u);
    EXPECT_EQ(j.missingPlacements.front(), p);
    // Removing the digit itself from its cell is unsound.
    answer.eliminations.push_back({ p.cell, p.symbol });
    const Judgement k = judgeAnswer(drill, answer);
    EXPECT_EQ(k.verdict, DrillVerdict::Wrong);
    ASSERT_EQ(k.unjustified.size(), 1u);
    EXPECT_EQ(k.unjustified.front().reason, UnjustifiedReason::Unsound);
}

TEST(DrillJudge, AnyInstanceOfTheTechniqueIsRight)
{
    DrillGenerator generator(bundledSource(), 3);
    Drill drill;
    for (int i = 0; i < 30 && drill.alternatives.size() < 2; ++i)
        ASSERT_EQ(generator.next(Technique::HiddenSingle, drill), DrillStatus::Found);
    ASSERT_GE(drill.alternatives.size(), 2u);
    const Step &second = drill.alternatives[1];
    const Judgement j = judgeAnswer(drill, { second.placements, second.eliminations });
    EXPECT_EQ(j.verdict, DrillVerdict::Right);
    EXPECT_EQ(j.alternative, 1);
}

TEST(Drill, TextRoundTrip)
{
    const Drill drill = drillWithEliminations(Technique::Pointing, 1);
    const std::string text = drillToText(drill);
    const auto back = drillFromText(text);
    ASSERT_TRUE(back) << text;
    EXPECT_EQ(back->key, drill.key);
    EXPECT_EQ(back->technique, drill.technique);
    EXPECT_EQ(back->position, drill.position);
    EXPECT_EQ(back->solution, drill.solution);
    EXPECT_EQ(back->step.eliminations, drill.step.eliminations);
    EXPECT_FALSE(drillFromText("drill1 x-wing 3x3 ..."));
    EXPECT_FALSE(drillFromText(""));
    // A position that asks for another technique does not read as this one.
    std::string other = text;
    const std::string id(techniqueId(Technique::Pointing));
    other.replace(other.find(id), id.size(), techniqueId(Technique::XWing));
    EXPECT_FALSE(drillFromText(other));
}

TEST(DrillRecord, TrendAndText)
{
    DrillRecord record;
    EXPECT_TRUE(record.empty());
    for (int i = 0; i < 5; ++i)
        record.add(Technique::XWing, DrillOutcome::Missed);
    for (int i = 0; i < 5; ++i)
        record.add(Technique::XWing, DrillOutcome::FoundAlone);
    EXPECT_EQ(record.trend(Technique::XWing), DrillTrend::Improving);
    for (int i = 0; i < 4; ++i)
        record.add(
            Technique::Skyscraper, i < 2 ? DrillOutcome::FoundAlone : DrillOutcome::AfterShow);
    EXPECT_EQ(record.trend(Technique::Skyscraper), DrillTrend::Declining);
    record.add(Technique::Pointing, DrillOutcome::AfterWhere);
    EXPECT_EQ(record.trend(Technique::Pointing), DrillTrend::None);
    EXPECT_DOUBLE_EQ(record.recentScore(Technique::Pointing), 0.6);
    EXPECT_DOUBLE_EQ(record.recentScore(Technique::XWing, 5), 1.0);
    EXPECT_EQ(record.recentScore(Technique::Jellyfish), -1);
    EXPECT_EQ(record.drills(Technique::XWing), 10);
    EXPECT_EQ(record.totals(Technique::XWing)[3], 5);
    EXPECT_EQ(record.practised(),
        (std::vector<Technique> { Technique::Pointing, Technique::XWing, Technique::Skyscraper }));

    const std::string text = record.toText();
    const auto back = DrillRecord::fromText(text);
    ASSERT_TRUE(back) << text;
    EXPECT_EQ(*back, record);
    EXPECT_FALSE(DrillRecord::fromText("x-wing=FQ/1,0,0,0"));
    EXPECT_FALSE(DrillRecord::fromText("x-wing=F/1,0"));
    // An unknown technique (renamed since) is skipped, the rest kept.
    const auto skipped = DrillRecord::fromText("no-such-rule=F/1,0,0,0;" + text);
    ASSERT_TRUE(skipped);
    EXPECT_EQ(*skipped, record);

    // The history is bounded, the totals are not.
    for (int i = 0; i < 2 * kDrillHistoryKept; ++i)
        record.add(Technique::Pointing, DrillOutcome::FoundAlone);
    EXPECT_EQ(
        record.outcomes(Technique::Pointing).size(), static_cast<std::size_t>(kDrillHistoryKept));
    EXPECT_EQ(record.drills(Technique::Pointing), 2 * kDrillHistoryKept + 1);
}

TEST(DrillRecord, Suggestions)
{
    DrillRecord record;
    for (int i = 0; i < 6; ++i)
        record.add(Technique::XWing, DrillOutcome::FoundAlone);
    for (int i = 0; i < 6; ++i)
        record.add(Technique::Skyscraper, i % 2 ? DrillOutcome::Missed : DrillOutcome::AfterShow);
    record.add(Technique::Pointing, DrillOutcome::FoundAlone);
    const auto s = suggestDrills(record,
        { Technique::XWing, Technique::Pointing, Technique::Skyscraper, Technique::Swordfish });
    ASSERT_EQ(s.size(), 4u);
    EXPECT_EQ(s[0].technique, Technique::Skyscraper);
    EXPECT_EQ(s[0].reason, DrillReason::MissedMost);
    EXPECT_EQ(s[1].technique, Technique::Pointing);
    EXPECT_EQ(s[1].reason, DrillReason::JustLearned);
    EXPECT_EQ(s[2].technique, Technique::Swordfish);
    EXPECT_EQ(s[2].reason, DrillReason::NotYetDrilled);
    EXPECT_EQ(s[3].technique, Technique::XWing);
    EXPECT_EQ(s[3].reason, DrillReason::Mastered);
    // What the reason counts: the last drills (at most kDrillTrendWindow) and those not found
    // alone.
    EXPECT_EQ(s[0].recent, 6);
    EXPECT_EQ(s[0].recentNotAlone, 6);
    EXPECT_EQ(s[2].recent, 0);
    EXPECT_EQ(s[3].recentNotAlone, 0);
    for (int i = 0; i < 8; ++i)
        record.add(Technique::XWing, i < 3 ? DrillOutcome::AfterWhere : DrillOutcome::FoundAlone);
    const auto t = suggestDrills(record, { Technique::XWing });
    EXPECT_EQ(t[0].recent, kDrillTrendWindow);
    EXPECT_EQ(t[0].recentNotAlone, 3);
}

TEST(DrillSession, PlansAndWeighting)
{
    const DrillSession one = DrillSession::single(Technique::XWing, 10, 3);
    ASSERT_EQ(one.items.size(), 10u);
    for (const auto &item : one.items)
        EXPECT_EQ(item.technique, Technique::XWing);

    DrillRecord record;
    for (int i = 0; i < 10; ++i) {
        record.add(Technique::Skyscraper, DrillOutcome::Missed);
        record.add(Technique::XWing, DrillOutcome::FoundAlone);
        record.add(Technique::Pointing, DrillOutcome::FoundAlone);
    }
    record.add(Technique::XYWing, DrillOutcome::AfterWhere); // just learned
    const std::vector<Technique> pool { Technique::Pointing, Technique::XWing,
        Technique::Skyscraper, Technique::XYWing };
    EXPECT_GT(mixWeight(record, Technique::Skyscraper), mixWeight(record, Technique::XYWing));
    EXPECT_GT(mixWeight(record, Technique::XYWing), mixWeight(record, Technique::XWing));

    std::map<Technique, int> counts;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const DrillSession mix = DrillSession::mix(record, pool, 10, seed);
        ASSERT_EQ(mix.items.size(), 10u);
        EXPECT_TRUE(mix.mixed);
        std::map<Technique, int> inSession;
        for (std::size_t i = 0; i < mix.items.size(); ++i) {
            ++counts[mix.items[i].technique];
            ++inSession[mix.items[i].technique];
            if (i > 0) {
                EXPECT_NE(mix.items[i].technique, mix.items[i - 1].technique)
                    << "seed " << seed << ": a block at " << i;
            }
        }
        for (const auto &[t, n] : inSession)
            EXPECT_LE(n, 5) << "seed " << seed;
    }
    // Missed most first, then the one just learned, then the ones found alone.
    EXPECT_GT(counts[Technique::Skyscraper], counts[Technique::XYWing]);
    EXPECT_GT(counts[Technique::XYWing], counts[Technique::XWing]);
    EXPECT_GT(counts[Technique::XYWing], counts[Technique::Pointing]);
    // Deterministic for a seed.
    EXPECT_EQ(DrillSession::mix(record, pool, 10, 42), DrillSession::mix(record, pool, 10, 42));
}

TEST(DrillSession, NeverRepeatsAPositionAndReadsBack)
{
    DrillRecord record;
    record.add(Technique::HiddenSingle, DrillOutcome::Missed);
    record.add(Technique::Pointing, DrillOutcome::FoundAlone);
    DrillSession session = DrillSession::mix(
        record, { Technique::HiddenSingle, Technique::Pointing, Technique::Claiming }, 10, 17);
    DrillGenerator generator(bundledSource(), session.seed);
    std::set<std::uint64_t> keys;
    for (auto &item : session.items) {
        Drill drill;
        ASSERT_EQ(generator.next(item.technique, drill), DrillStatus::Found);
        item.key = drill.key;
        EXPECT_TRUE(keys.insert(drill.key).second);
        item.outcome = DrillOutcome::AfterShow;
        ++session.current;
    }
    EXPECT_TRUE(session.finished());
    EXPECT_EQ(session.doneCount(), 10);
    const auto back = DrillSession::fromText(session.toText());
    ASSERT_TRUE(back) << session.toText();
    EXPECT_EQ(*back, session);
    EXPECT_FALSE(DrillSession::fromText("session1 1 0 5 x-wing:0:-"));
    EXPECT_FALSE(DrillSession::fromText("session1 1 0 0 no-such:0:-"));
}
