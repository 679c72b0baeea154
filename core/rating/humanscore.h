#pragma once

// A human difficulty score for an explained solution path, in the manner of HoDoKu: every step
// adds its technique's weight, and the level is the harder of (a) the level its score falls in
// and (b) the level of the hardest technique used.
//
// Weights (HoDoKu's defaults where HoDoKu has the technique) and each technique's own level:
//   Full House 4, Naked Single 4, Hidden Single 14                          Easy
//   Pointing 50, Claiming 50, Naked Pair 60, Hidden Pair 70,
//   Naked Triple 80, Hidden Triple 100, r-Reduction 70, BUG+1 100           Medium
//   Naked Quad 120, Hidden Quad 150, X-Wing 140, Swordfish 150,
//   Skyscraper 130, 2-String Kite 150, XY-Wing 160, XYZ-Wing 180,
//   Simple Coloring 150, Unique Rectangle 1-4 and Hidden Rectangle 100,
//   Remote Pair 110, Turbot Fish 120, Finned X-Wing 130, Sashimi X-Wing 150,
//   W-Wing 150                                                              Hard
//   Empty Rectangle 120, Unique Rectangle 5-6 and Avoidable Rectangle 1-2 100,
//   BUG types 2 and 4 110, BUG type 3 120, Multi-Colouring 200               Hard
//   Jellyfish 160, Finned Swordfish 200, Sashimi Swordfish 240,
//   Finned Jellyfish 250, Sashimi Jellyfish 260, X-Chain 260, XY-Chain 260,
//   AIC 280 (HoDoKu's Nice Loop / AIC), ALS-XZ 300, ALS-XY-Wing 320,
//   Sue de Coq 250, Continuous Nice Loop 280, ALS-AIC 340 (HoDoKu's
//   ALS-XY-Chain), Death Blossom 360                                         Expert
//   3D Medusa 270                                                           Expert
//   Forcing Chain 500, Forcing Net 700, Trial 10000 (HoDoKu's brute force)  Extreme
// (r-Reduction is Chen's generic subset rule, weighted like a hidden pair.) HoDoKu's levels are
// kept too ("Unfair" is Expert here), with two choices of ours: Jellyfish is Expert (HoDoKu 2.2
// has it Hard), and an AIC with grouped nodes weighs 280 like one without (HoDoKu: 300, a
// "grouped nice loop"; here the weight is per technique, and grouped nodes are part of the AIC).
// The Trial is only the tutor's internal fallback now: no list it is tested on reaches it.
// HoDoKu has no BUG types 2-4 and no 3D Medusa: BUG types 2-4 weigh a little more than BUG+1
// (Sudoku Explainer rates them 5.7-5.8 against 5.6), and 3D Medusa, a colouring over every
// candidate that SudokuWiki teaches after the XY-Chain, between the XY-Chain and the AIC.
//
// Score thresholds (HoDoKu's; "Expert" is HoDoKu's "Unfair"):
//   Easy <= 800 < Medium <= 1000 < Hard <= 1600 < Expert <= 1800 < Extreme.
// A path that does not reach the solution (stuck) is Extreme. The thresholds are HoDoKu's, made
// for 9x9: on bigger grids a path has more steps (a 16x16 of singles alone scores about 600), so
// the same techniques read a level harder there; they are not rescaled.

#include "logic/step.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <string_view>
#include <vector>

namespace core {

enum class Level : std::uint8_t { Easy, Medium, Hard, Expert, Extreme };

constexpr int kLevelCount = 5;

// Stable identifiers ("easy" ... "extreme") for files and CSV; the UI translates.
std::string_view levelId(Level level);

// Highest score of each level but Extreme (HoDoKu's thresholds).
constexpr std::array<int, kLevelCount - 1> kLevelMaxScore { 800, 1000, 1600, 1800 };

struct HumanScore
{
    int score = 0;
    Level level = Level::Easy;
    Technique hardest = Technique::FullHouse; // the technique of highest weight used
    int steps = 0;
    std::array<int, kTechniqueCount> counts {}; // steps per technique
};

int techniqueWeight(Technique t);
Level techniqueLevel(Technique t);
Level levelForScore(int score);

// `solved` says whether the path ends in a complete grid; a path that does not is Extreme.
HumanScore scorePath(const std::vector<Step> &path, bool solved = true);
// The same from the techniques of the steps, in order (SolutionPath::techniques).
HumanScore scoreTechniques(const std::vector<Technique> &techniques, bool solved = true);
// The tutor's explained path from the board (tutorengine.h's tutorPath), scored; its steps are not
// kept (the fast way to rate). `solved`, when given, says whether the path reached the solution.
HumanScore scoreTutorPath(
    const Board &board, const std::atomic<bool> *stop = nullptr, bool *solved = nullptr);

} // namespace core
