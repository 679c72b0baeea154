#include "drill/drill.h"

#include "logic/logicengine.h"
#include "logic/tutorengine.h"

#include <algorithm>
#include <sstream>

namespace core {

namespace {

const LogicEngine &drillEngine()
{
    static const LogicEngine engine = tutorEngine();
    return engine;
}

bool contains(const std::vector<Placement> &list, int cell, int symbol)
{
    return std::find(list.begin(), list.end(), Placement { cell, symbol }) != list.end();
}

bool contains(const std::vector<Elimination> &list, int cell, int symbol)
{
    return std::find(list.begin(), list.end(), Elimination { cell, symbol }) != list.end();
}

// An elimination that follows from placing digits: another digit placed in the cell itself (the
// cell is no longer open) or the same digit placed in a peer.
bool followsFrom(const Geometry &g, const std::vector<Placement> &placed, int cell, int symbol)
{
    for (const Placement &p : placed)
        if ((p.cell == cell && p.symbol != symbol)
            || (p.symbol == symbol && g.arePeers(p.cell, cell)))
            return true;
    return false;
}

Judgement judgeAgainst(const Drill &drill, const Step &step, const DrillAnswer &answer)
{
    const Geometry &g = drill.position.geometry();
    const bool haveSolution
        = drill.solution.size() == static_cast<std::size_t>(drill.position.cellCount());
    Judgement j;
    std::vector<Placement> justifiedPlacements;
    for (const Placement &p : answer.placements) {
        if (contains(step.placements, p.cell, p.symbol)) {
            ++j.justifiedCount;
            justifiedPlacements.push_back(p);
            continue;
        }
        UnjustifiedChange u { true, p.cell, p.symbol, UnjustifiedReason::NotThisStep };
        if (haveSolution && drill.solution[static_cast<std::size_t>(p.cell)] != p.symbol)
            u.reason = UnjustifiedReason::Unsound;
        j.unjustified.push_back(u);
    }
    for (const Elimination &e : answer.eliminations) {
        // A removal the step makes, or one that follows from a digit the step places (in its
        // cell, or the digit in a peer: true at once when the placement is).
        if (contains(step.eliminations, e.cell, e.symbol)
            || followsFrom(g, step.placements, e.cell, e.symbol)
            || followsFrom(g, justifiedPlacements, e.cell, e.symbol)) {
            ++j.justifiedCount;
            continue;
        }
        UnjustifiedChange u { false, e.cell, e.symbol, UnjustifiedReason::NotThisStep };
        if (haveSolution && drill.solution[static_cast<std::size_t>(e.cell)] == e.symbol)
            u.reason = UnjustifiedReason::Unsound;
        j.unjustified.push_back(u);
    }
    for (const Placement &p : step.placements)
        if (!contains(answer.placements, p.cell, p.symbol))
            j.missingPlacements.push_back(p);
    for (const Elimination &e : step.eliminations) {
        // A removal the step makes in a cell the step also fills is the placement's business.
        if (contains(answer.eliminations, e.cell, e.symbol)
            || followsFrom(g, step.placements, e.cell, e.symbol))
            continue;
        j.missingEliminations.push_back(e);
    }
    if (answer.placements.empty() && answer.eliminations.empty())
        j.verdict = DrillVerdict::Nothing;
    else if (!j.unjustified.empty())
        j.verdict = DrillVerdict::Wrong;
    else if (j.missingPlacements.empty() && j.missingEliminations.empty())
        j.verdict = DrillVerdict::Right;
    else
        j.verdict = DrillVerdict::Partial;
    return j;
}

char symbolOrDot(int v)
{
    return v == 0 ? '.' : Geometry::symbolChar(v);
}

} // namespace

std::uint64_t positionKey(const Board &board)
{
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&h](std::uint64_t v) {
        h ^= v;
        h *= 1099511628211ull;
    };
    mix(static_cast<std::uint64_t>(board.side()));
    for (int c = 0; c < board.cellCount(); ++c) {
        mix(static_cast<std::uint64_t>(board.value(c)));
        mix(board.isOpen(c) ? board.candidates(c) : 0);
    }
    return h;
}

std::vector<Technique> drillTechniques()
{
    std::vector<Technique> out;
    const TechniqueSet set = tutorTechniques();
    for (int t = 0; t < kTechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        if (set.contains(technique) && technique != Technique::Trial)
            out.push_back(technique);
    }
    return out;
}

bool completeDrill(Drill &drill, const std::atomic<bool> *stop)
{
    const LogicEngine &engine = drillEngine();
    const auto first = engine.hint(drill.position, tutorTechniques(), CandidateSource::Board, stop);
    if (!first || first->technique != drill.technique)
        return false;
    drill.step = *first;
    drill.alternatives.clear();
    drill.alternatives.push_back(*first);
    for (Step &s : engine.availableSteps(
             drill.position, TechniqueSet { drill.technique }, CandidateSource::Board, 60, stop)) {
        const bool same
            = s.placements == first->placements && s.eliminations == first->eliminations;
        if (!same)
            drill.alternatives.push_back(std::move(s));
    }
    drill.key = positionKey(drill.position);
    return true;
}

DrillAnswer answerOf(const Board &position, const Board &player)
{
    DrillAnswer answer;
    const int n = std::min(position.cellCount(), player.cellCount());
    for (int c = 0; c < n; ++c) {
        if (!position.isOpen(c))
            continue;
        if (!player.isOpen(c)) {
            answer.placements.push_back({ c, player.value(c) });
            continue;
        }
        const Mask removed = position.candidates(c) & ~player.candidates(c);
        for (int s = 1; s <= position.side(); ++s)
            if (removed & bit(s))
                answer.eliminations.push_back({ c, s });
    }
    return answer;
}

Judgement judgeAnswer(const Drill &drill, const DrillAnswer &answer)
{
    Judgement best;
    bool have = false;
    for (std::size_t i = 0; i < drill.alternatives.size(); ++i) {
        Judgement j = judgeAgainst(drill, drill.alternatives[i], answer);
        j.alternative = static_cast<int>(i);
        const auto missing = [](const Judgement &x) {
            return x.missingPlacements.size() + x.missingEliminations.size();
        };
        const bool better = !have || j.unjustified.size() < best.unjustified.size()
            || (j.unjustified.size() == best.unjustified.size() && missing(j) < missing(best));
        if (better) {
            best = std::move(j);
            have = true;
        }
    }
    if (!have)
        best = judgeAgainst(drill, drill.step, answer);
    return best;
}

std::string drillToText(const Drill &drill)
{
    const Board &b = drill.position;
    std::string givens, entered, solution;
    std::ostringstream marks;
    for (int c = 0; c < b.cellCount(); ++c) {
        givens += symbolOrDot(b.isGiven(c) ? b.value(c) : 0);
        entered += symbolOrDot(b.isGiven(c) ? 0 : b.value(c));
        if (c)
            marks << ',';
        marks << std::hex << (b.isOpen(c) ? b.candidates(c) : 0) << std::dec;
    }
    for (std::uint8_t v : drill.solution)
        solution.push_back(symbolOrDot(v));
    if (drill.solution.empty())
        solution.assign(1, '-');
    std::ostringstream out;
    out << "drill1 " << techniqueId(drill.technique) << ' ' << b.geometry().boxRows() << 'x'
        << b.geometry().boxCols() << ' ' << givens << ' ' << entered << ' ' << marks.str() << ' '
        << solution << ' ' << drill.sourceIndex << ' ' << drill.pathStep;
    return out.str();
}

std::optional<Drill> drillFromText(const std::string &text)
{
    std::istringstream in(text);
    std::string tag, id, shape, givens, entered, marks, solution;
    int sourceIndex = -1;
    int pathStep = 0;
    if (!(in >> tag >> id >> shape >> givens >> entered >> marks >> solution >> sourceIndex
            >> pathStep)
        || tag != "drill1")
        return std::nullopt;
    const auto technique = techniqueFromId(id);
    int rows = 0;
    int cols = 0;
    char x = 0;
    std::istringstream shapeIn(shape);
    if (!technique || !(shapeIn >> rows >> x >> cols) || x != 'x' || rows < 1 || rows > 5
        || cols < 1 || cols > 5 || rows * cols < 2)
        return std::nullopt;
    const Geometry &g = Geometry::get(rows, cols);
    const auto n = static_cast<std::size_t>(g.cellCount());
    if (givens.size() != n || entered.size() != n || (solution != "-" && solution.size() != n))
        return std::nullopt;
    Drill drill;
    drill.technique = *technique;
    drill.position = Board(g);
    std::istringstream marksIn(marks);
    for (std::size_t c = 0; c < n; ++c) {
        const int cell = static_cast<int>(c);
        const int given = givens[c] == '.' ? 0 : g.symbolFromChar(givens[c]);
        const int value = entered[c] == '.' ? 0 : g.symbolFromChar(entered[c]);
        if ((givens[c] != '.' && given == 0) || (entered[c] != '.' && value == 0)
            || (given && value))
            return std::nullopt;
        if (given)
            drill.position.setGiven(cell, given);
        else if (value)
            drill.position.setValue(cell, value);
        std::string field;
        if (!std::getline(marksIn, field, ','))
            return std::nullopt;
        Mask mask = 0;
        try {
            mask = static_cast<Mask>(std::stoul(field, nullptr, 16));
        } catch (...) {
            return std::nullopt;
        }
        drill.position.setCandidates(cell, mask);
    }
    if (solution != "-") {
        drill.solution.resize(n);
        for (std::size_t c = 0; c < n; ++c) {
            const int v = g.symbolFromChar(solution[c]);
            if (v == 0)
                return std::nullopt;
            drill.solution[c] = static_cast<std::uint8_t>(v);
        }
    }
    drill.sourceIndex = sourceIndex;
    drill.pathStep = pathStep;
    if (!completeDrill(drill))
        return std::nullopt;
    return drill;
}

} // namespace core
