#include "drill/drillrecord.h"

#include "climb/climbrandom.h"

#include <algorithm>
#include <sstream>

namespace core {

namespace {

constexpr char kOutcomeLetters[kDrillOutcomeCount] = { 'F', 'W', 'S', 'M' };

std::optional<DrillOutcome> outcomeFromLetter(char c)
{
    for (int i = 0; i < kDrillOutcomeCount; ++i)
        if (kOutcomeLetters[i] == c)
            return static_cast<DrillOutcome>(i);
    return std::nullopt;
}

double meanScore(const std::vector<DrillOutcome> &list, std::size_t from, std::size_t to)
{
    if (to <= from)
        return -1;
    double sum = 0;
    for (std::size_t i = from; i < to; ++i)
        sum += outcomeScore(list[i]);
    return sum / static_cast<double>(to - from);
}

std::vector<std::string> split(const std::string &text, char separator)
{
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, separator))
        if (!part.empty())
            parts.push_back(part);
    return parts;
}

} // namespace

double outcomeScore(DrillOutcome outcome)
{
    switch (outcome) {
    case DrillOutcome::FoundAlone:
        return 1.0;
    case DrillOutcome::AfterWhere:
        return 0.6;
    case DrillOutcome::AfterShow:
        return 0.3;
    case DrillOutcome::Missed:
        break;
    }
    return 0.0;
}

void DrillRecord::add(Technique technique, DrillOutcome outcome)
{
    auto &list = m_outcomes[static_cast<std::size_t>(technique)];
    list.push_back(outcome);
    if (list.size() > static_cast<std::size_t>(kDrillHistoryKept))
        list.erase(list.begin());
    ++m_totals[static_cast<std::size_t>(technique)][static_cast<std::size_t>(outcome)];
}

int DrillRecord::drills(Technique technique) const
{
    const auto &t = totals(technique);
    return t[0] + t[1] + t[2] + t[3];
}

double DrillRecord::recentScore(Technique technique, int last) const
{
    const auto &list = outcomes(technique);
    const std::size_t n = std::min(list.size(), static_cast<std::size_t>(std::max(last, 0)));
    return meanScore(list, list.size() - n, list.size());
}

DrillTrend DrillRecord::trend(Technique technique, int window) const
{
    const auto &list = outcomes(technique);
    const std::size_t n = std::min(list.size(), static_cast<std::size_t>(std::max(window, 0)));
    if (n < 4)
        return DrillTrend::None;
    const std::size_t start = list.size() - n;
    const std::size_t middle = start + n / 2;
    const double delta = meanScore(list, middle, list.size()) - meanScore(list, start, middle);
    if (delta >= 0.15)
        return DrillTrend::Improving;
    if (delta <= -0.15)
        return DrillTrend::Declining;
    return DrillTrend::Steady;
}

std::vector<Technique> DrillRecord::practised() const
{
    std::vector<Technique> out;
    for (int t = 0; t < kTechniqueCount; ++t)
        if (drills(static_cast<Technique>(t)) > 0)
            out.push_back(static_cast<Technique>(t));
    return out;
}

std::string DrillRecord::toText() const
{
    std::string out;
    for (Technique t : practised()) {
        if (!out.empty())
            out += ';';
        out += techniqueId(t);
        out += '=';
        for (DrillOutcome o : outcomes(t))
            out += kOutcomeLetters[static_cast<int>(o)];
        out += '/';
        const auto &totals = m_totals[static_cast<std::size_t>(t)];
        for (int i = 0; i < kDrillOutcomeCount; ++i) {
            if (i)
                out.push_back(',');
            out.append(std::to_string(totals[static_cast<std::size_t>(i)]));
        }
    }
    return out;
}

std::optional<DrillRecord> DrillRecord::fromText(const std::string &text)
{
    DrillRecord record;
    for (const std::string &entry : split(text, ';')) {
        const auto eq = entry.find('=');
        const auto slash = entry.find('/');
        if (eq == std::string::npos || slash == std::string::npos || slash < eq)
            return std::nullopt;
        const auto technique = techniqueFromId(entry.substr(0, eq));
        const std::string letters = entry.substr(eq + 1, slash - eq - 1);
        const std::vector<std::string> counts = split(entry.substr(slash + 1), ',');
        if (counts.size() != kDrillOutcomeCount
            || letters.size() > static_cast<std::size_t>(kDrillHistoryKept))
            return std::nullopt;
        std::vector<DrillOutcome> list;
        for (char c : letters) {
            const auto o = outcomeFromLetter(c);
            if (!o)
                return std::nullopt;
            list.push_back(*o);
        }
        std::array<int, kDrillOutcomeCount> totals {};
        for (int i = 0; i < kDrillOutcomeCount; ++i) {
            try {
                std::size_t used = 0;
                const std::string &field = counts[static_cast<std::size_t>(i)];
                totals[static_cast<std::size_t>(i)] = std::stoi(field, &used);
                if (used != field.size() || totals[static_cast<std::size_t>(i)] < 0)
                    return std::nullopt;
            } catch (...) {
                return std::nullopt;
            }
        }
        if (!technique)
            continue;
        record.m_outcomes[static_cast<std::size_t>(*technique)] = std::move(list);
        record.m_totals[static_cast<std::size_t>(*technique)] = totals;
    }
    return record;
}

std::vector<DrillSuggestion> suggestDrills(
    const DrillRecord &record, const std::vector<Technique> &pool)
{
    std::vector<DrillSuggestion> out;
    for (Technique t : pool) {
        DrillSuggestion s { t, DrillReason::Mastered, record.recentScore(t), record.drills(t) };
        const auto &list = record.outcomes(t);
        s.recent
            = static_cast<int>(std::min(list.size(), static_cast<std::size_t>(kDrillTrendWindow)));
        s.recentNotAlone = static_cast<int>(std::count_if(list.end() - s.recent, list.end(),
            [](DrillOutcome o) { return o != DrillOutcome::FoundAlone; }));
        if (s.drills == 0)
            s.reason = DrillReason::NotYetDrilled;
        else if (record.trend(t) == DrillTrend::Declining)
            s.reason = DrillReason::Declining;
        else if (s.recentScore < 0.7)
            s.reason = DrillReason::MissedMost;
        else if (s.drills < 5)
            s.reason = DrillReason::JustLearned;
        out.push_back(s);
    }
    std::stable_sort(
        out.begin(), out.end(), [](const DrillSuggestion &a, const DrillSuggestion &b) {
            if (a.reason != b.reason)
                return a.reason < b.reason;
            return a.recentScore < b.recentScore;
        });
    return out;
}

double mixWeight(const DrillRecord &record, Technique technique)
{
    const int drills = record.drills(technique);
    if (drills == 0)
        return 2.0;
    double weight = 1.0 + 4.0 * (1.0 - record.recentScore(technique));
    if (drills < 5)
        weight += 1.5;
    return weight;
}

std::vector<Technique> mixPlan(
    const DrillRecord &record, const std::vector<Technique> &pool, int count, std::uint64_t seed)
{
    std::vector<Technique> plan;
    if (pool.empty() || count <= 0)
        return plan;
    if (pool.size() == 1)
        return std::vector<Technique>(static_cast<std::size_t>(count), pool.front());
    ClimbRandom random(seed);
    const int cap = (count + 1) / 2;
    std::vector<int> used(pool.size(), 0);
    for (int i = 0; i < count; ++i) {
        // Integer weights (thousandths) so that the draw is the same on every platform.
        std::vector<std::uint64_t> weights(pool.size(), 0);
        std::uint64_t total = 0;
        for (std::size_t k = 0; k < pool.size(); ++k) {
            const bool repeat = !plan.empty() && plan.back() == pool[k];
            if (repeat || used[k] >= cap)
                continue;
            weights[k] = static_cast<std::uint64_t>(mixWeight(record, pool[k]) * 1000.0 + 0.5);
            total += weights[k];
        }
        if (total == 0)
            break;
        std::uint64_t pick = random.below(total);
        for (std::size_t k = 0; k < pool.size(); ++k) {
            if (pick < weights[k]) {
                plan.push_back(pool[k]);
                ++used[k];
                break;
            }
            pick -= weights[k];
        }
    }
    return plan;
}

DrillSession DrillSession::single(Technique technique, int count, std::uint64_t seed)
{
    DrillSession session;
    session.seed = seed;
    for (int i = 0; i < count; ++i)
        session.items.push_back({ technique, 0, std::nullopt });
    return session;
}

DrillSession DrillSession::mix(
    const DrillRecord &record, const std::vector<Technique> &pool, int count, std::uint64_t seed)
{
    DrillSession session;
    session.seed = seed;
    session.mixed = true;
    for (Technique t : mixPlan(record, pool, count, seed))
        session.items.push_back({ t, 0, std::nullopt });
    return session;
}

int DrillSession::doneCount() const
{
    return static_cast<int>(std::count_if(items.begin(), items.end(),
        [](const DrillSessionItem &i) { return i.outcome.has_value(); }));
}

std::string DrillSession::toText() const
{
    std::ostringstream out;
    out << "session1 " << seed << ' ' << (mixed ? 1 : 0) << ' ' << current;
    for (const DrillSessionItem &item : items) {
        out << ' ' << techniqueId(item.technique) << ':' << std::hex << item.key << std::dec << ':'
            << (item.outcome ? kOutcomeLetters[static_cast<int>(*item.outcome)] : '-');
    }
    return out.str();
}

std::optional<DrillSession> DrillSession::fromText(const std::string &text)
{
    std::istringstream in(text);
    std::string tag;
    DrillSession session;
    int mixed = 0;
    if (!(in >> tag >> session.seed >> mixed >> session.current) || tag != "session1")
        return std::nullopt;
    session.mixed = mixed != 0;
    std::string field;
    while (in >> field) {
        const std::vector<std::string> parts = split(field, ':');
        if (parts.size() != 3 || parts[2].size() != 1)
            return std::nullopt;
        const auto technique = techniqueFromId(parts[0]);
        if (!technique)
            return std::nullopt;
        DrillSessionItem item;
        item.technique = *technique;
        try {
            item.key = std::stoull(parts[1], nullptr, 16);
        } catch (...) {
            return std::nullopt;
        }
        if (parts[2] != "-") {
            item.outcome = outcomeFromLetter(parts[2][0]);
            if (!item.outcome)
                return std::nullopt;
        }
        session.items.push_back(item);
    }
    if (session.current < 0 || session.current > static_cast<int>(session.items.size()))
        return std::nullopt;
    return session;
}

} // namespace core
