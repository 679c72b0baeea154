#include "generator/generatortarget.h"

#include "logic/tutorengine.h"
#include "rating/metrics.h"

namespace core {

EntropyBand entropyBandOf(double entropy)
{
    if (entropy < kEntropyEasyMax)
        return EntropyBand::Easy;
    if (entropy < kEntropyIntermediateMax)
        return EntropyBand::Intermediate;
    return EntropyBand::Hard;
}

std::string_view entropyBandId(EntropyBand band)
{
    switch (band) {
    case EntropyBand::Easy:
        return "easy";
    case EntropyBand::Intermediate:
        return "intermediate";
    case EntropyBand::Hard:
        return "hard";
    }
    return "unknown";
}

namespace {

// Collects the per-measure verdicts: a measure that is too hard asks for more clues.
class Tally
{
public:
    // `order` < 0: the measure came out easier than wanted; > 0 harder; 0 on target.
    void compare(int order)
    {
        m_tooEasy = m_tooEasy || order < 0;
        m_tooHard = m_tooHard || order > 0;
    }
    void compare(bool below, bool above) { compare(below ? -1 : (above ? 1 : 0)); }
    void miss() { m_missed = true; }
    bool decided() const { return m_tooEasy || m_tooHard || m_missed; }
    Verdict verdict() const
    {
        if (m_missed || (m_tooEasy && m_tooHard))
            return Verdict::Missed;
        if (m_tooHard)
            return Verdict::TooHard;
        return m_tooEasy ? Verdict::TooEasy : Verdict::Met;
    }

private:
    bool m_tooEasy = false;
    bool m_tooHard = false;
    bool m_missed = false;
};

int compareValues(int have, int want)
{
    return (have > want) - (have < want);
}

} // namespace

PuzzleMeter::PuzzleMeter(const Geometry &geometry)
    : m_grid { geometry }
{ }

void PuzzleMeter::measureCheap(const Board &puzzle, PuzzleMeasures &measures)
{
    measures.clues = puzzle.clueCount();
    m_grid.load(puzzle, false);
    measures.entropy = sudokuEntropy(m_grid);
    measures.ntn = neutralizationNumber(m_grid);
    measures.filter = m_filter.run(m_grid);
    measures.rated = true;
}

bool PuzzleMeter::filterSolves(const Board &puzzle)
{
    m_grid.load(puzzle, false);
    return m_filter.run(m_grid).solved();
}

void PuzzleMeter::measurePath(
    const Board &puzzle, PuzzleMeasures &measures, const std::atomic<bool> *stop)
{
    const SolutionPath path = tutorPath(puzzle.givensOnly(), stop, false);
    measures.pathMeasured = path.status != PathStatus::Stopped;
    measures.pathSolved = path.status == PathStatus::Solved;
    if (measures.pathMeasured)
        measures.human = scoreTechniques(path.techniques, measures.pathSolved);
}

Verdict PuzzleMeter::judge(const Board &puzzle, const GeneratorTarget &target,
    PuzzleMeasures &measures, const std::atomic<bool> *stop)
{
    measures = {};
    Tally tally;
    measures.clues = puzzle.clueCount();
    if (target.clues) // fewer clues than wanted: too hard
        tally.compare(measures.clues > target.clues->max, measures.clues < target.clues->min);
    if (tally.decided())
        return tally.verdict();

    measureCheap(puzzle, measures);
    if (target.entropy)
        tally.compare(compareValues(
            static_cast<int>(entropyBandOf(measures.entropy)), static_cast<int>(*target.entropy)));
    if (target.ntn) // a low NtN (many candidates per open square) is hard
        tally.compare(measures.ntn > target.ntn->max, measures.ntn < target.ntn->min);
    if (target.filterRule) {
        if (measures.filter.status != GridStatus::Solved)
            tally.compare(1);
        else
            tally.compare(compareValues(measures.filter.topRule, *target.filterRule));
    }
    if (tally.decided() || !target.needsPath())
        return tally.verdict();

    measurePath(puzzle, measures, stop);
    if (!measures.pathMeasured) {
        tally.miss();
        return tally.verdict();
    }
    if (target.level)
        tally.compare(
            compareValues(static_cast<int>(measures.human.level), static_cast<int>(*target.level)));
    if (target.technique && measures.human.counts[static_cast<int>(*target.technique)] == 0) {
        // The tutor tries the simplest technique first: a solved path whose hardest step is
        // simpler than the technique never needed it (too easy); one that used harder ones
        // instead missed it.
        int last = -1; // the latest technique in the tutor's order that the path used
        for (int t = 0; t < kTechniqueCount; ++t)
            if (measures.human.counts[t] > 0)
                last = t;
        if (measures.pathSolved && last < static_cast<int>(*target.technique))
            tally.compare(-1);
        else
            tally.miss();
    }
    return tally.verdict();
}

PuzzleMeasures PuzzleMeter::measureAll(const Board &puzzle, const std::atomic<bool> *stop)
{
    PuzzleMeasures measures;
    measureCheap(puzzle, measures);
    measurePath(puzzle, measures, stop);
    return measures;
}

} // namespace core
