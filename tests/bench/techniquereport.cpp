// technique_report FILE...: what the tutor's explained paths use on each file, for the report of
// the expert techniques (docs/papers-tutor-techniques.md): per file the puzzles solved, the
// forcing-net and forcing-chain steps, the mean and largest number of links per forcing step (the
// links of all the step's chains), the hardest technique per puzzle (how many puzzles end with
// each), every technique's step count, and the time (one thread, the paths only).
//
// A figure, not a test: run it by hand before and after a change, on the same machine.
//   build/release/tests/bench/technique_report tests/data/norvig_top95.txt ...
// --csv prints one row per file instead of the tables; --puzzles one row per puzzle (file,
// index, hardest technique, forcing steps, largest forcing step's links, steps, micros).
#include "board/formats.h"
#include "logic/step.h"
#include "logic/tutorengine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace {

int linksOf(const core::Step &step)
{
    int links = 0;
    for (const auto &chain : step.chains)
        links += static_cast<int>(chain.links.size());
    return links;
}

struct FileReport
{
    std::string file;
    int puzzles = 0;
    int solved = 0;
    int nets = 0, chains = 0;
    long long netLinks = 0, chainLinks = 0;
    int maxNetLinks = 0, maxChainLinks = 0;
    std::map<std::string, int> hardest; // technique id -> puzzles that end with it
    std::vector<int> steps = std::vector<int>(core::kTechniqueCount, 0);
    double seconds = 0;
};

} // namespace

int main(int argc, char **argv)
{
    bool csv = false, perPuzzle = false;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--csv") == 0)
            csv = true;
        else if (std::strcmp(argv[i], "--puzzles") == 0)
            perPuzzle = true;
        else
            files.emplace_back(argv[i]);
    }
    if (files.empty()) {
        std::fprintf(stderr, "usage: technique_report [--csv] [--puzzles] FILE...\n");
        return 2;
    }
    if (csv)
        std::printf("file,puzzles,solved,forcing_nets,forcing_chains,mean_links,mean_net_links,"
                    "max_net_links,mean_chain_links,max_chain_links,seconds\n");
    if (perPuzzle)
        std::printf("file,index,hardest,forcing_steps,max_forcing_links,steps,micros\n");
    for (const auto &path : files) {
        const core::ParseResult parsed = core::readPuzzleFile(path);
        if (!parsed.ok()) {
            std::fprintf(stderr, "%s: cannot read\n", path.c_str());
            return 1;
        }
        FileReport r;
        r.file = path.substr(path.find_last_of('/') + 1);
        for (const auto &puzzle : parsed.puzzles) {
            core::Board board = puzzle.board;
            board.fillCandidates();
            const auto t0 = std::chrono::steady_clock::now();
            const core::SolutionPath p = core::tutorPath(board);
            const double s
                = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            r.seconds += s;
            ++r.puzzles;
            r.solved += p.status == core::PathStatus::Solved ? 1 : 0;
            int forcing = 0, maxLinks = 0;
            for (const auto &step : p.steps) {
                ++r.steps[static_cast<int>(step.technique)];
                const bool net = step.technique == core::Technique::ForcingNet;
                if (net || step.technique == core::Technique::ForcingChain) {
                    const int links = linksOf(step);
                    ++forcing;
                    (net ? r.netLinks : r.chainLinks) += links;
                    maxLinks = std::max(maxLinks, links);
                    (net ? r.nets : r.chains) += 1;
                    int &max = net ? r.maxNetLinks : r.maxChainLinks;
                    max = std::max(max, links);
                }
            }
            const std::string hardest = p.hardest < 0
                ? std::string("none")
                : std::string(core::techniqueId(static_cast<core::Technique>(p.hardest)));
            ++r.hardest[hardest];
            if (perPuzzle)
                std::printf("%s,%d,%s,%d,%d,%zu,%.0f\n", r.file.c_str(), puzzle.index,
                    hardest.c_str(), forcing, maxLinks, p.steps.size(), s * 1e6);
        }
        const int forcing = r.nets + r.chains;
        const auto meanOf = [](long long links, int steps) {
            return steps ? static_cast<double>(links) / steps : 0.0;
        };
        const double mean = meanOf(r.netLinks + r.chainLinks, forcing);
        const double netMean = meanOf(r.netLinks, r.nets);
        const double chainMean = meanOf(r.chainLinks, r.chains);
        if (csv) {
            std::printf("%s,%d,%d,%d,%d,%.1f,%.1f,%d,%.1f,%d,%.3f\n", r.file.c_str(), r.puzzles,
                r.solved, r.nets, r.chains, mean, netMean, r.maxNetLinks, chainMean,
                r.maxChainLinks, r.seconds);
            continue;
        }
        if (perPuzzle)
            continue;
        std::printf("== %s: %d puzzles, %d solved, %.3f s\n", r.file.c_str(), r.puzzles, r.solved,
            r.seconds);
        std::printf("forcing nets %d (mean %.1f, max %d links), forcing chains %d (mean %.1f, "
                    "max %d links), mean %.1f links per forcing step\n",
            r.nets, netMean, r.maxNetLinks, r.chains, chainMean, r.maxChainLinks, mean);
        std::printf("hardest technique per puzzle:");
        for (const auto &[id, n] : r.hardest)
            std::printf(" %s %d;", id.c_str(), n);
        std::printf("\nsteps per technique:");
        for (int t = 0; t < core::kTechniqueCount; ++t)
            if (r.steps[t])
                std::printf(" %s %d;",
                    std::string(core::techniqueId(static_cast<core::Technique>(t))).c_str(),
                    r.steps[t]);
        std::printf("\n");
    }
    return 0;
}
