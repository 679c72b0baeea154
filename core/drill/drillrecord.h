#pragma once

// What the player did with drills, per technique (found alone at the first try, after Where?,
// after Show, missed), with a trend over the last drills; the plan of a drill session (ten of one
// technique, or a mix weighted by the record, never two of one technique in a row); and what to
// drill next, with the reason as data. Serialised as text lines for the GUI's settings and
// autosave.

#include "logic/step.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace core {

enum class DrillOutcome : std::uint8_t {
    FoundAlone, // right at the first Check, without help
    AfterWhere, // right after Where? (or a partial or wrong first answer)
    AfterShow, // right after Show
    Missed, // applied by the tutor, or skipped
};
constexpr int kDrillOutcomeCount = 4;

// How well: 1 alone, 0.6 after Where?, 0.3 after Show, 0 missed.
double outcomeScore(DrillOutcome outcome);

enum class DrillTrend : std::uint8_t {
    None, // fewer than four drills in the window
    Improving,
    Steady,
    Declining,
};

constexpr int kDrillTrendWindow = 10; // the last drills a trend looks at
constexpr int kDrillHistoryKept = 50; // outcomes kept per technique

class DrillRecord
{
public:
    void add(Technique technique, DrillOutcome outcome);
    // The kept outcomes, oldest first.
    const std::vector<DrillOutcome> &outcomes(Technique technique) const
    {
        return m_outcomes[static_cast<std::size_t>(technique)];
    }
    // Every drill ever, per outcome (not only the kept ones).
    const std::array<int, kDrillOutcomeCount> &totals(Technique technique) const
    {
        return m_totals[static_cast<std::size_t>(technique)];
    }
    int drills(Technique technique) const;
    // The mean score of the last `last` outcomes (-1 when none).
    double recentScore(Technique technique, int last = kDrillTrendWindow) const;
    // The later half of the window against the earlier half (a change of 0.15 or more).
    DrillTrend trend(Technique technique, int window = kDrillTrendWindow) const;
    // The techniques drilled at least once, in enum order.
    std::vector<Technique> practised() const;
    bool empty() const { return practised().empty(); }

    // One line: "id=outcomes/totals;..." with outcomes as letters (F, W, S, M).
    std::string toText() const;
    // nullopt when the text does not read (an unknown technique id is skipped: a technique
    // renamed or dropped).
    static std::optional<DrillRecord> fromText(const std::string &text);

    bool operator==(const DrillRecord &) const = default;

private:
    std::array<std::vector<DrillOutcome>, kTechniqueCount> m_outcomes;
    std::array<std::array<int, kDrillOutcomeCount>, kTechniqueCount> m_totals {};
};

// Why a technique is proposed.
enum class DrillReason : std::uint8_t {
    MissedMost, // the lowest recent score among those drilled
    Declining, // the trend is going down
    JustLearned, // drilled a few times only (fewer than five)
    NotYetDrilled, // met (in the pool) but never drilled
    Mastered, // everything else: kept fresh
};

struct DrillSuggestion
{
    Technique technique;
    DrillReason reason;
    double recentScore = -1; // -1 when never drilled
    int drills = 0;
    // Of the last drills (at most kDrillTrendWindow): how many, and how many of them were not
    // found alone (found after a hint, or missed).
    int recent = 0;
    int recentNotAlone = 0;
};

// The techniques of `pool` ranked for drilling, the most needed first: missed most, declining,
// just learned, not yet drilled, then mastered.
std::vector<DrillSuggestion> suggestDrills(
    const DrillRecord &record, const std::vector<Technique> &pool);

// A technique's weight in a mix: 1 + 4 x its recent miss share (1 - score); + 1.5 for one just
// learned (1-4 drills); 2 for one never drilled.
double mixWeight(const DrillRecord &record, Technique technique);

// A session's plan: `count` techniques drawn from `pool` by mixWeight (deterministic for the
// seed), never the same technique twice in a row and none more than half the drills (rounded
// up), so nothing is practised in a block. A pool of one technique gives that technique `count`
// times.
std::vector<Technique> mixPlan(
    const DrillRecord &record, const std::vector<Technique> &pool, int count, std::uint64_t seed);

struct DrillSessionItem
{
    Technique technique = Technique::NakedSingle;
    std::uint64_t key = 0; // the drill's position (0: not made yet)
    std::optional<DrillOutcome> outcome; // set when done
    bool operator==(const DrillSessionItem &) const = default;
};

// A drill session: its plan and how far the player got.
struct DrillSession
{
    std::vector<DrillSessionItem> items;
    int current = 0; // the drill being worked on (items.size(): finished)
    std::uint64_t seed = 1;
    bool mixed = false;

    static DrillSession single(Technique technique, int count, std::uint64_t seed);
    static DrillSession mix(const DrillRecord &record, const std::vector<Technique> &pool,
        int count, std::uint64_t seed);
    bool finished() const { return current >= static_cast<int>(items.size()); }
    int doneCount() const;

    std::string toText() const;
    static std::optional<DrillSession> fromText(const std::string &text);
    bool operator==(const DrillSession &) const = default;
};

} // namespace core
