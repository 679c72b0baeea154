// Finds the example positions of Help ▸ Techniques (resources/help/examples.txt): for every
// technique, a position of a real puzzle where the tutor's next step is that technique, the
// smallest one found (fewest cells, candidates and links to look at). r-Reduction, which the
// tutor does not use, and the Trial, which it no longer reaches, are looked for where the
// engine restricted to them fires; so are the few that no tutor path of the lists below reaches
// first (kRare): a position where the engine restricted to them fires. Not built by default:
//
//   cmake --build build/release --target findexamples
//   build/release/tests/core/findexamples tests/data/nytimes_*.txt tests/data/norvig_*.txt \
//       tests/data/inkala_famous.txt tests/data/bands/*.txt royle6k.txt >
//       resources/help/examples.txt
//
// (royle6k.txt: the first 6000 lines of tests/data/royle_17clue_49158.txt, for the Jellyfish.)
//
// Each line: the technique's id, the givens (81 symbols), every value (givens and entered), and
// the open cells' candidates (three hex digits per cell, bits 1..9); a '#' comment above it
// names the puzzle and the step.

#include "board/formats.h"
#include "logic/logicengine.h"
#include "logic/tutorengine.h"

#include <cstdio>
#include <map>
#include <string>

namespace {

using namespace core;

struct Example
{
    int size = 1 << 30;
    Board board;
    std::string where;
};

int sizeOf(const Step &step)
{
    int size = int(step.pattern.size() + step.cells.size() + 2 * step.eliminations.size()
        + step.placements.size());
    for (const Chain &chain : step.chains)
        size += 3 * int(chain.nodes.size());
    return size;
}

std::string line(const Board &board, bool givensOnly)
{
    std::string out;
    for (int c = 0; c < board.cellCount(); ++c) {
        const int v = givensOnly && !board.isGiven(c) ? 0 : board.value(c);
        out += v ? Geometry::symbolChar(v) : '.';
    }
    return out;
}

std::string candidates(const Board &board)
{
    std::string out;
    char hex[8];
    for (int c = 0; c < board.cellCount(); ++c) {
        std::snprintf(
            hex, sizeof hex, "%03x", board.isOpen(c) ? unsigned(board.candidates(c)) : 0u);
        out += hex;
    }
    return out;
}

void offer(std::map<Technique, Example> &best, Technique t, const Step &step, const Board &board,
    const std::string &where)
{
    Example &e = best[t];
    const int size = sizeOf(step);
    if (size >= e.size)
        return;
    e.size = size;
    e.board = board;
    e.where = where;
}

// Techniques the tutor's paths over the bundled lists never take first (a simpler technique
// always comes before them there).
constexpr Technique kRare[]
    = { Technique::HiddenQuad, Technique::RemotePair, Technique::SashimiJellyfish,
          // Issue 35's patterns that no tutor path here takes first.
          Technique::UniqueRectangle5, Technique::AvoidableRectangle2, Technique::BugType4,
          Technique::FrankenFish, Technique::MutantFish, Technique::FinnedMutantFish };

} // namespace

int main(int argc, char **argv)
{
    const LogicEngine engine = tutorEngine();
    std::map<Technique, Example> best, fallback;
    for (int a = 1; a < argc; ++a) {
        const ParseResult parsed = readPuzzleFile(argv[a]);
        for (const Puzzle &puzzle : parsed.puzzles) {
            if (puzzle.board.side() != 9)
                continue;
            const SolutionPath path = tutorPath(puzzle.board);
            Board board = LogicEngine::prepare(puzzle.board, CandidateSource::Auto);
            for (std::size_t i = 0; i < path.steps.size(); ++i) {
                const Step &step = path.steps[i];
                const std::string where = std::string(argv[a]) + " puzzle "
                    + std::to_string(puzzle.index) + ", before step " + std::to_string(i + 1);
                offer(best, step.technique, step, board, where);
                const int t = int(step.technique);
                if (t >= int(Technique::Pointing) && t <= int(Technique::HiddenQuad))
                    if (auto r = engine.hint(board, { Technique::RReduction }))
                        offer(best, Technique::RReduction, *r, board, where);
                if (step.technique == Technique::ForcingChain
                    || step.technique == Technique::ForcingNet)
                    if (auto r = engine.hint(board, { Technique::Trial }))
                        offer(best, Technique::Trial, *r, board, where);
                for (Technique rare : kRare)
                    if (auto r = engine.hint(board, { rare }))
                        offer(fallback, rare, *r, board, where + " (restricted to it)");
                applyStep(board, step);
            }
        }
        std::fprintf(stderr, "%s: %zu techniques so far\n", argv[a], best.size());
    }
    std::printf(
        "# Help > Techniques: an example position per technique (tests/core/findexamples.cpp)\n");
    for (int t = 0; t < kTechniqueCount; ++t) {
        auto it = best.find(Technique(t));
        if (it == best.end())
            it = fallback.find(Technique(t));
        if (it == fallback.end()) {
            std::fprintf(
                stderr, "no example for %s\n", std::string(techniqueId(Technique(t))).c_str());
            continue;
        }
        const Example &e = it->second;
        std::printf("# %s\n%s %s %s %s\n", e.where.c_str(),
            std::string(techniqueId(Technique(t))).c_str(), line(e.board, true).c_str(),
            line(e.board, false).c_str(), candidates(e.board).c_str());
    }
}
